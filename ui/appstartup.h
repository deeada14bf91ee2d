// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylists.h"
#include "core/game/gamesession.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "core/storage/rosterstore.h"

#include <QCoreApplication>
#include <QList>
#include <QPointer>

#include <memory>
#include <optional>
#include <utility>

namespace wm {

class MainWindow;

// Everything the app opens before its window shows: the database (an unusable one moved aside), the
// army lists brought up to date in it, and the game in progress. What the player must be told on the
// way is kept as notices for the window to show.
//
// The army lists are read and synced at the start only when the lists shipped differ from those
// the database last took in (their fingerprint); otherwise they are read when the roster editor or
// the New Game wizard first needs them, and a failure then is shown by the window at once.
class AppStartup
{
    Q_DECLARE_TR_FUNCTIONS(AppStartup)

public:
    struct Notice
    {
        QString title;
        QString text;
    };

    // Only a database that cannot be opened at all is an error: nothing a player does could be kept.
    std::optional<DatabaseError> open(const QString &databasePath);
    // The database only to be read: what another wmassist holds, or a file that cannot be written.
    // The window then offers nothing that would change a game (MainWindow::setReadOnly).
    std::optional<DatabaseError> openReadOnly(const QString &databasePath);
    // Whether a database that could not be opened may still be looked at read-only.
    static bool canOpenReadOnly(const DatabaseError &error);
    // Hands the stores, the lists and the game in progress to the window.
    void showIn(MainWindow &window);

    const QList<Notice> &notices() const { return m_notices; }
    void addNotice(const QString &title, const QString &text) { m_notices.append({title, text}); }
    Database &database() { return m_database; }
    GameStore *games() const { return m_games.get(); }
    RosterStore *rosters() const { return m_rosters.get(); }
    const ArmyLists &armyLists() const { return m_lists; }

private:
    void loadArmyLists(bool sync);
    // A failure to read the lists once the window shows goes to it; before, to the notices.
    void listsFailed(const Error &error);
    void openStores();

    Database m_database;
    std::unique_ptr<GameStore> m_games;
    std::unique_ptr<RosterStore> m_rosters;
    ArmyLists m_lists;
    std::optional<GameSession> m_game;
    QList<Notice> m_notices;
    QPointer<MainWindow> m_window;
};

} // namespace wm
