// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "ui/filechooser.h"

#include <QWizard>

#include <functional>

namespace wm {

class ArmyLists;
class FirstTurnPage;
class PlayersPage;
class RosterStore;
class RostersPage;
class RulesetPage;

// Sets up a new game: the ruleset, the two players and their colours, each player's roster and who
// takes the first turn. Next stays disabled until a page is complete; nothing here ever blocks.
class NewGameWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId
    {
        RulesetPageId,
        PlayersPageId,
        RostersPageId,
        FirstTurnPageId,
    };

    // Rosters are read from and imported into `store`; both must outlive the wizard.
    NewGameWizard(RosterStore &store, const ArmyLists &lists, QWidget *parent = nullptr);

    // How a roster file to import is asked for; tests answer it themselves.
    void setFileChooser(const FileChooser &chooser);
    // What "Edit Rosters..." does (the main window opens its roster editor); call refreshRosters()
    // when the editor is done. Without it the button is hidden.
    void setEditRosters(std::function<void()> editRosters);

    // The game as set up; complete once the wizard is accepted.
    GameSetup setup() const;

public Q_SLOTS:
    // Reads the saved rosters again, after they were edited elsewhere.
    void refreshRosters();

private:
    RulesetPage *m_ruleset = nullptr;
    PlayersPage *m_players = nullptr;
    RostersPage *m_rosters = nullptr;
    FirstTurnPage *m_firstTurn = nullptr;
};

} // namespace wm
