// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/unit.h"

#include <QFrame>

class QLabel;

namespace wm {

// A General, Hero or Wizard: name, Command, the orders given this phase and whether more may be
// given. Smaller than a unit card: characters carry no hits and no markers of their own.
class CharacterCard : public QFrame
{
    Q_OBJECT

public:
    explicit CharacterCard(QWidget *parent = nullptr);

    // `ordersGiven` counts this phase's orders; `mayOrder` is empty outside its side's Command phase.
    void setCharacter(const Unit &character, int ordersGiven, std::optional<bool> mayOrder, const QColor &accent);
    UnitId unitId() const { return m_unit; }
    QString ordersText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();
    void applyStyle();

    UnitId m_unit = 0;
    QColor m_accent;
    bool m_gone = false;
    // Setting the style sheet changes the palette: that change must not set it again.
    bool m_styling = false;
    QLabel *m_name = nullptr;
    QLabel *m_command = nullptr;
    QLabel *m_orders = nullptr;
};

} // namespace wm
