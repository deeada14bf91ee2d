// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/resolverdialog.h"

#include <optional>

class QComboBox;
class QStackedWidget;

namespace wm {

class ChargePage;
class ConfusionPage;
class MovePage;

// The moves players report as they happen on the table, each one logged, undoable action: a
// charge (on initiative or after an order), an evade and the friends it burst through, a flyer
// homing back (its die rolled or typed), an advance into contact, a character joining a unit, a
// test for confusion with its cause, a unit leaving the table (its return roll rolled or typed) and a
// lone character an enemy moved through. Units the rules do not allow are shown greyed, with core's
// reason beside them.
class MoveDialog : public ResolverDialog
{
    Q_OBJECT

public:
    enum class Kind
    {
        Charge,
        Evade,
        HomeBack,
        Advance,
        Join,
        Confusion,
        LeaveTable,   // a unit that moved off the table edge
        MovedThrough, // a character on his own an enemy moved through: he joins a friend or is slain
    };

    // `unit` is the unit the move starts from (the card's), picked where it may make this move.
    MoveDialog(GameController &game, DiceSource &appDice, DiceMode mode, Kind kind, std::optional<UnitId> unit,
               QWidget *parent = nullptr);

    Kind kind() const;
    void setKind(Kind kind);
    // The units ticked in the chargers' and the charged lists (for tests and the window).
    void setChargers(const QList<UnitId> &units);
    void setCharged(const QList<UnitId> &units);
    void setChargeOnInitiative(bool onInitiative);
    bool chargeOnInitiative() const;
    // The cause chosen in a test for confusion, where the window knows it (a Giant's path).
    void setConfusionCause(ConfusionCause cause);

    // The menu text for each kind: "&Charge...".
    static QString actionText(Kind kind);

    // The rule the quick reference opens at for this move: a charge on initiative is the initiative
    // rule's, after an order the paces'.
    QString referenceKey() const;

private:
    MovePage *currentPage() const;
    void refill();
    void formChanged();

    QComboBox *m_kind = nullptr;
    QStackedWidget *m_pages = nullptr;
    QList<MovePage *> m_pageOf; // indexed by Kind
    ChargePage *m_charge = nullptr;
    ConfusionPage *m_confusion = nullptr;
    bool m_filling = false;
};

} // namespace wm
