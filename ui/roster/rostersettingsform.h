// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace wm {

class ArmyLists;
class MessageBar;
struct ArmyChange;
class RosterModel;
struct Roster;

// The roster's name, ruleset, army list and points limit. show() fills the fields from the roster
// with their signals blocked; what the player changes in them becomes a change of the roster. Another
// army list or ruleset rebuilds the roster, and the player is told what did not survive it.
class RosterSettingsForm : public QObject
{
    Q_OBJECT

public:
    struct Widgets
    {
        QLineEdit *name;
        QComboBox *ruleset;
        QComboBox *army;
        QSpinBox *pointsLimit;
    };

    // `lists` must outlive the form.
    RosterSettingsForm(const ArmyLists &lists, RosterModel *model, MessageBar *messages, Widgets widgets,
                       QObject *parent = nullptr);

    void show(const Roster &roster);
    // Takes in a name or points limit still being typed.
    void commitPendingEdits();
    // Forgets a name being typed, as another roster replaces this one.
    void forgetPendingName();

private:
    void chooseRuleset(int index);
    void chooseArmy(int index);
    // Tells the player which units a change of army list or ruleset removed or stripped.
    void tellRebuilt(const ArmyChange &change);

    const ArmyLists &m_lists;
    RosterModel *m_model;
    MessageBar *m_messages;
    Widgets m_w;
};

} // namespace wm
