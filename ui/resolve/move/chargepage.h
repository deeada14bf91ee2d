// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

class QButtonGroup;

namespace wm {

// A charge, on initiative or after an order: the units that charged and the enemies they reached.
class ChargePage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit ChargePage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    QString referenceKey() const override;

    // The units ticked in the chargers' and the charged lists.
    void setChargers(const QList<UnitId> &units);
    void setCharged(const QList<UnitId> &units);
    void setOnInitiative(bool onInitiative);
    bool onInitiative() const;

private:
    QButtonGroup *m_chargeBy = nullptr;
    QListWidget *m_chargers = nullptr;
    QListWidget *m_charged = nullptr;
    QSpinBox *m_enemyCm = nullptr; // cm; -1 until measured
};

} // namespace wm
