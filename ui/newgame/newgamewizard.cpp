// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamewizard.h"

#include "ui/newgame/firstturnpage.h"
#include "ui/newgame/playerspage.h"
#include "ui/newgame/rosterspage.h"
#include "ui/newgame/rulesetpage.h"

namespace wm {

NewGameWizard::NewGameWizard(RosterStore &store, const ArmyLists &lists, QWidget *parent)
    : QWizard(parent)
{
    setObjectName(QStringLiteral("newGameWizard"));
    setWindowTitle(tr("New Game"));
    setOption(QWizard::NoBackButtonOnStartPage);

    m_ruleset = new RulesetPage(this);
    m_players = new PlayersPage(this);
    m_rosters = new RostersPage(store, lists, this);
    m_firstTurn = new FirstTurnPage(this);
    setPage(RulesetPageId, m_ruleset);
    setPage(PlayersPageId, m_players);
    setPage(RostersPageId, m_rosters);
    setPage(FirstTurnPageId, m_firstTurn);
    setStartId(RulesetPageId);

    setFileChooser(systemFileChooser());
    // Room for two rosters with their notes without the page jumping as they are chosen.
    setMinimumSize(640, 560);
}

void NewGameWizard::setFileChooser(const FileChooser &chooser)
{
    m_rosters->setFileChooser(chooser);
}

void NewGameWizard::setEditRosters(std::function<void()> editRosters)
{
    m_rosters->setEditRosters(std::move(editRosters));
}

void NewGameWizard::refreshRosters()
{
    // Before the rosters page is reached it reads the rosters itself, for the ruleset then chosen.
    if (hasVisitedPage(RostersPageId) || currentId() == RostersPageId)
        m_rosters->refreshRosters();
}

GameSetup NewGameWizard::setup() const
{
    GameSetup setup;
    setup.ruleset = m_ruleset->ruleset();
    setup.optionalRules = m_ruleset->optionalRules();
    for (Side side : Side::both()) {
        setup.players[side] = m_players->playerName(side);
        setup.colours[side] = m_players->colour(side).name(QColor::HexRgb);
        if (const Roster *roster = m_rosters->roster(side))
            setup.rosters[side] = *roster;
    }
    setup.firstSide = m_firstTurn->firstSide().value_or(Side::first());
    return setup;
}

} // namespace wm
