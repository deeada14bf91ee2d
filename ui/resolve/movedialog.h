// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/resolverdialog.h"

#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;
class QStackedWidget;

namespace wm {

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

private:
    QWidget *chargePage();
    QWidget *evadePage();
    QWidget *homeBackPage();
    QWidget *advancePage();
    QWidget *joinPage();
    QWidget *confusionPage();
    QWidget *leaveTablePage();
    QWidget *movedThroughPage();
    void refill();
    void formChanged();
    std::optional<ActionInput> action(QString &missing) const;
    void fillChecklist(QListWidget *list, const QList<const Unit *> &units,
                       const std::function<std::optional<Error>(const Unit &)> &why, const QList<UnitId> &keep);
    void fillCombo(QComboBox *combo, const QList<const Unit *> &units,
                   const std::function<std::optional<Error>(const Unit &)> &why);
    static QList<UnitId> checked(const QListWidget *list);
    QSpinBox *nearestEnemySpin(const QString &name, QWidget *parent);
    static std::optional<int> measured(const QSpinBox *spin); // nothing while "not measured"
    static void tick(QListWidget *list, const QList<UnitId> &units);

    std::optional<UnitId> m_start;
    QComboBox *m_kind = nullptr;
    QStackedWidget *m_pages = nullptr;
    QButtonGroup *m_chargeBy = nullptr;
    QListWidget *m_chargers = nullptr;
    QListWidget *m_charged = nullptr;
    QComboBox *m_evader = nullptr;
    QListWidget *m_burstThrough = nullptr;
    QSpinBox *m_chargeEnemyCm = nullptr; // cm; -1 until measured
    QSpinBox *m_evadeEnemyCm = nullptr;  // cm; -1 until measured
    QComboBox *m_flyer = nullptr;
    QSpinBox *m_nearestCharacter = nullptr; // cm; -1 until measured
    QComboBox *m_advancer = nullptr;
    QListWidget *m_contacted = nullptr;
    QComboBox *m_character = nullptr;
    QComboBox *m_joined = nullptr;
    QComboBox *m_confusedUnit = nullptr;
    QComboBox *m_cause = nullptr;
    QSpinBox *m_friendsMoved = nullptr;
    QLabel *m_causeNote = nullptr;
    QComboBox *m_leaver = nullptr;
    QLabel *m_leaveNote = nullptr;
    QComboBox *m_movedThrough = nullptr;
    QComboBox *m_refuge = nullptr;        // the friend he joins, or none: slain
    QSpinBox *m_refugeDistance = nullptr; // cm; -1 when not measured
    bool m_filling = false;
};

} // namespace wm
