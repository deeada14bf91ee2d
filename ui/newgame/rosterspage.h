// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"
#include "core/rules/side.h"
#include "ui/filechooser.h"

#include <QWizardPage>

#include <functional>

class QLabel;
class QPushButton;

namespace wm {

class ArmyLists;
class RosterChoice;
class RosterStore;
struct Roster;

// Each player's army for a new game, from the rosters of the chosen ruleset.
class RostersPage : public QWizardPage
{
    Q_OBJECT

public:
    RostersPage(RosterStore &store, const ArmyLists &lists, QWidget *parent = nullptr);

    void setFileChooser(const FileChooser &chooser);
    // What "Edit Rosters..." does; without it the button is hidden.
    void setEditRosters(std::function<void()> editRosters);
    // Reads the saved rosters again, keeping each player's choice while it is still there.
    void refreshRosters();

    // The roster a side fields; null while none is chosen.
    const Roster *roster(Side side) const;

    void initializePage() override;
    bool isComplete() const override;

private:
    RulesetId ruleset() const;

    RosterStore &m_store;
    PerSide<RosterChoice *> m_choices{};
    std::function<void()> m_editRosters;
    QPushButton *m_edit = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace wm
