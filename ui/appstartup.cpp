// SPDX-License-Identifier: GPL-3.0-or-later
#include "appstartup.h"

#include "core/storage/armyliststore.h"
#include "ui/mainwindow.h"

namespace wm {

std::optional<DatabaseError> AppStartup::open(const QString &databasePath)
{
    if (auto error = m_database.open(databasePath))
        return error;
    if (const auto &aside = m_database.setAside())
        m_notices.append({tr("The database could not be used"),
                          tr("%1\n\nIt was moved to %2 so that nothing in it is lost, and a new database "
                             "was started at %3.")
                              .arg(aside->reason, aside->movedTo, aside->path)});
    loadArmyLists(true);
    openStores();
    return std::nullopt;
}

std::optional<DatabaseError> AppStartup::openReadOnly(const QString &databasePath)
{
    if (auto error = m_database.openReadOnly(databasePath))
        return error;
    // The lists are read from the app itself; the database's copy is left as it is.
    loadArmyLists(false);
    openStores();
    return std::nullopt;
}

bool AppStartup::canOpenReadOnly(const DatabaseError &error)
{
    return error.trouble == DatabaseTrouble::InUse || error.trouble == DatabaseTrouble::ReadOnly;
}

void AppStartup::loadArmyLists(bool sync)
{
    auto lists = ArmyLists::builtIn();
    if (!lists) {
        m_notices.append({tr("The army lists could not be loaded"), lists.error().message});
        return;
    }
    m_lists = std::move(lists).value();
    if (!sync)
        return;
    if (const auto synced = ArmyListStore(m_database).sync(m_lists); !synced)
        m_notices.append({tr("The army lists could not be saved"), synced.error().message});
}

void AppStartup::openStores()
{
    m_games = std::make_unique<GameStore>(m_database);
    m_rosters = std::make_unique<RosterStore>(m_database);
    if (const auto current = m_games->currentGame()) {
        auto session = GameSession::open(*m_games, *current);
        if (session && session->damage())
            m_notices.append({tr("The game was opened up to a damaged action"), session->damageText()});
        if (session)
            m_game.emplace(std::move(session).value());
        else
            m_notices.append({tr("The game in progress could not be reopened"), session.error().message});
    }
}

void AppStartup::showIn(MainWindow &window)
{
    window.setStores(m_games.get(), m_rosters.get(), &m_lists);
    if (m_game) {
        window.openGame(std::move(*m_game));
        m_game.reset();
    }
}

} // namespace wm
