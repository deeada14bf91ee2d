// SPDX-License-Identifier: GPL-3.0-or-later
#include "schema.h"

namespace wm::Schema {

QList<QString> step(int version)
{
    switch (version) {
    case 1:
        return {
            // The army lists as loaded from the built-in files; reloaded when their version changes.
            QStringLiteral("CREATE TABLE army_lists ("
                           " id TEXT PRIMARY KEY,"
                           " ruleset TEXT NOT NULL,"
                           " data_version INTEGER NOT NULL,"
                           " content TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE rosters ("
                           " id INTEGER PRIMARY KEY,"
                           " name TEXT NOT NULL,"
                           " army_list TEXT NOT NULL,"
                           " ruleset TEXT NOT NULL,"
                           " points_limit INTEGER NOT NULL,"
                           " content TEXT NOT NULL,"
                           " modified TEXT NOT NULL)"),
            // A game keeps the rosters as they were when it started, so later edits to a roster
            // never change a game already played.
            QStringLiteral("CREATE TABLE games ("
                           " id INTEGER PRIMARY KEY,"
                           " ruleset TEXT NOT NULL,"
                           " content TEXT NOT NULL,"
                           " started TEXT NOT NULL,"
                           " ended TEXT)"),
            // Every player action in order. An undone action stays, marked, so redo survives a restart.
            QStringLiteral("CREATE TABLE actions ("
                           " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                           " seq INTEGER NOT NULL,"
                           " kind TEXT NOT NULL,"
                           " payload TEXT NOT NULL,"
                           " undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),"
                           " recorded TEXT NOT NULL,"
                           " PRIMARY KEY (game_id, seq))"),
        };
    case 2:
        return {
            // Small values the app keeps between runs, such as the game to resume.
            QStringLiteral("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
            QStringLiteral("ALTER TABLE games ADD COLUMN last_opened TEXT"),
        };
    case 3:
        return {
            // Goes up with every change to a game's log. A write names the revision it read, so it
            // can never change a log it has not seen (written by another copy of wmassist).
            QStringLiteral("ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0"),
            // Actions that no longer replay, and those after them, once the game was played on
            // without them: kept as they were, with why, never deleted with the log.
            QStringLiteral("CREATE TABLE set_aside_actions ("
                           " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                           " seq INTEGER NOT NULL,"
                           " kind TEXT NOT NULL,"
                           " payload TEXT NOT NULL,"
                           " undone INTEGER NOT NULL,"
                           " recorded TEXT NOT NULL,"
                           " reason TEXT NOT NULL,"
                           " set_aside TEXT NOT NULL)"),
        };
    case 4:
        return {
            // The battle after every CheckpointInterval-th action of a game, written with that action:
            // a game opens from the latest one and replays only the actions after it, and an undo or
            // a look at an early action reads the one before it. A snapshot is a copy, never the
            // record: the actions are, and replaying them from the start must give the same battle.
            QStringLiteral("CREATE TABLE snapshots ("
                           " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                           " seq INTEGER NOT NULL,"
                           " battle TEXT NOT NULL,"
                           " PRIMARY KEY (game_id, seq))"),
        };
    default:
        return {};
    }
}

} // namespace wm::Schema
