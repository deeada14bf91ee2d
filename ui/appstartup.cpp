// SPDX-License-Identifier: GPL-3.0-or-later
#include "appstartup.h"

#include "core/storage/armyliststore.h"
#include "ui/mainwindow.h"

namespace wm {

std::optional<DatabaseError> AppStartup::open(const QString &databasePath)
{
    if (auto error = m_database.open(databasePath))
        return error;
    if (const auto &aside = m_database.setAside()) {
        QString text = tr("%1\n\nIt was moved to %2 so that nothing in it is lost, and a new database "
                          "was started at %3.")
                           .arg(aside->reason, aside->movedTo, aside->path);
        if (aside->salvaged)
            text += QStringLiteral("\n\n") + aside->salvaged->summary();
        m_notices.append({aside->salvaged && aside->salvaged->recoveredAnything()
                              ? tr("The database was damaged: what could be read was kept")
                              : tr("The database could not be used"),
                          text});
    }
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
    const QByteArray fingerprint = sync ? ArmyLists::fingerprint(ArmyLists::builtInFolder()) : QByteArray();
    ArmyListStore store(m_database);
    if (!sync || store.isSynced(fingerprint)) {
        // The database has these very lists already: nothing to write, and nothing to read until
        // a roster or a new game needs them.
        m_lists = ArmyLists::onFirstUse(&ArmyLists::builtIn, [this](const Error &error) { listsFailed(error); });
        return;
    }
    auto lists = ArmyLists::builtIn();
    if (!lists) {
        m_notices.append({tr("The army lists could not be loaded"), lists.error().message});
        return;
    }
    m_lists = std::move(lists).value();
    if (const auto synced = store.sync(m_lists, fingerprint); !synced)
        m_notices.append({tr("The army lists could not be saved"), synced.error().message});
}

void AppStartup::listsFailed(const Error &error)
{
    const QString title = tr("The army lists could not be loaded");
    if (!m_window) {
        m_notices.append({title, error.message});
        return;
    }
    // Asked for while a window of the lists is being built: the notice comes once it is there.
    QMetaObject::invokeMethod(
        m_window, [window = m_window, title, text = error.message] { window->showNotice(title, text); },
        Qt::QueuedConnection);
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
    m_window = &window;
    window.setStores(m_games.get(), m_rosters.get(), &m_lists);
    window.setDatabase(m_database);
    if (m_game) {
        window.openGame(std::move(*m_game));
        m_game.reset();
    }
}

} // namespace wm
