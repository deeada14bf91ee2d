// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"
#include "core/rules/unit.h"
#include "ui/tracker/cardframe.h"

class QLabel;

namespace wm {

// A General, Hero or Wizard: name, Command, the orders given this phase and whether more may be
// given. Characters carry no hits and no markers of their own; the card has a unit card's size so
// that it takes its place in the army's grid, its longer sentences cut short and whole in the tooltip.
class CharacterCard : public CardFrame
{
    Q_OBJECT

public:
    explicit CharacterCard(QWidget *parent = nullptr);

    // Whether the character may still give orders; None outside its side's Command phase.
    enum class Orders
    {
        None,
        MayOrder,
        Failed,        // failed an order: no more from this character this phase
        GeneralFailed, // the General failed an order: no more from anyone this phase
        Finished,      // another character has begun: he has finished his orders this phase
    };

    // `ordersGiven` counts this phase's orders; `ruleset` gives his move.
    void setCharacter(const Unit &character, const Ruleset &ruleset, int ordersGiven, Orders orders,
                      const QColor &accent, const QString &withUnit = {});
    QString ordersText() const;

protected:
    void changeEvent(QEvent *event) override;
    void applyColours() override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    static QStringList spellsTried(const UnitState &state);
    void applyFonts();

    QLabel *m_name = nullptr;
    QLabel *m_command = nullptr;
    QLabel *m_orders = nullptr;
    QLabel *m_profile = nullptr; // his attack bonus and special rules; their summaries in the tooltip
};

} // namespace wm
