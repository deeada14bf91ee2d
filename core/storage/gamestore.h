// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/progress.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

namespace wm {

class Database;

using GameId = qint64;

// One player action as the database keeps it: its place in the game, what kind it is, its inputs
// and dice as JSON, and whether it is undone (an undone action stays until a new one replaces it,
// so it can be redone after a restart).
struct StoredAction
{
    int seq = 0;
    QString kind;
    QByteArray payload;
    bool undone = false;
    QDateTime recorded;

    bool operator==(const StoredAction &) const = default;
};

// The latest part of a game's log, enough to open it: the battle after its first `base` actions
// (a snapshot) and every action after them, undone ones included. `base` is the latest multiple of
// the interval asked for before the last action in force.
struct StoredTail
{
    int base = 0;
    int inForce = 0;                  // actions in force in the whole log
    std::optional<QByteArray> battle; // the snapshot after `base` actions; none for base 0 or none kept
    QList<StoredAction> actions;      // seq > base

    bool operator==(const StoredTail &) const = default;
};

// A game's whole log with every snapshot kept with it, read together.
struct StoredLog
{
    QList<StoredAction> actions;
    QMap<int, QByteArray> snapshots; // by the count of actions each follows

    bool operator==(const StoredLog &) const = default;
};

// A saved game as the list of games shows it, before its content is read.
struct StoredGame
{
    GameId id = 0;
    QString ruleset;
    QByteArray content;
    QDateTime started;
    QDateTime lastPlayed; // its newest action's time, or when it started
    int actions = 0;      // in force, undone ones not counted

    bool operator==(const StoredGame &) const = default;
};

// Games and their action logs in the database. Every change is one transaction, written and synced
// before the call returns: what it reports as done survives a crash or a power cut.
class GameStore
{
    Q_DECLARE_TR_FUNCTIONS(GameStore)

public:
    explicit GameStore(Database &database);

    // A new game: its ruleset key and its content (rosters as they were, players...) as JSON.
    Result<GameId> createGame(const QString &ruleset, const QByteArray &content);
    // A game with the actions it already has (an imported game), all in one transaction. Each row
    // written is a step told to `progress`; cancelled there, nothing is written (cancelledError()).
    Result<GameId> createGame(const QString &ruleset, const QByteArray &content,
                              const QList<std::pair<QString, QByteArray>> &actions,
                              const QList<std::pair<int, QByteArray>> &snapshots = {}, const Progress &progress = {});
    Result<QByteArray> gameContent(GameId game) const;
    QList<GameId> games() const;
    // Every game, the most recently played first.
    Result<QList<StoredGame>> storedGames() const;
    // Deletes a game with its whole log; when it was the game to resume, none is.
    std::optional<Error> deleteGame(GameId game);
    // Moves the actions from `seq` on out of the log into the set-aside table, with the reason,
    // in one transaction: for a log whose action `seq` no longer replays, before the game is played
    // on without them. Nothing is deleted. Returns how many were moved.
    Result<int> setAside(GameId game, int seq, const QString &reason);

    // A game's log may be changed only by a store that has read it (actions()) or made it, and only
    // as it was read: a write finds the game's revision as this store last saw it or is refused,
    // changing nothing, so two copies of wmassist can never interleave their actions in one game.
    //
    // Adds an action after the last one in force. Undone actions after it can no longer be redone,
    // so they go, in the same transaction. Returns its place in the game.
    // With `snapshot`, the battle after the action is kept with it, in the same transaction.
    Result<int> append(GameId game, const QString &kind, const QByteArray &payload, const QByteArray &snapshot = {});
    // Takes back the last action in force, or puts back the first undone one; returns its place.
    Result<int> undo(GameId game);
    // With `snapshot`, the battle after the redone action is kept with it (again).
    Result<int> redo(GameId game, const QByteArray &snapshot = {});
    // Every action of the game in order, undone ones included.
    Result<QList<StoredAction>> actions(GameId game) const;
    // The actions from place `first` to `last`, both included, undone ones too. A read of part of
    // the log, for a game already opened: it does not count as reading the game (see append).
    Result<QList<StoredAction>> actions(GameId game, int first, int last) const;
    // What a game opens from: the latest snapshot at a multiple of `interval` before the last action
    // in force, and the actions after it. Counts as reading the game.
    Result<StoredTail> tail(GameId game, int interval) const;
    // Every action and every snapshot, from one read of the database: while another program (or
    // another wmassist) writes, they still belong together. What `check` compares.
    Result<StoredLog> wholeLog(GameId game) const;
    // The battle kept after action `seq`, if one was.
    Result<std::optional<QByteArray>> snapshot(GameId game, int seq) const;
    // Keeps snapshots for a game whose log has none where it should (one written before they were
    // kept, or imported); the log is not changed, so no revision is claimed.
    std::optional<Error> keepSnapshots(GameId game, const QList<std::pair<int, QByteArray>> &battles);

    // The game to reopen when the app starts, kept in the settings table.
    std::optional<Error> setCurrentGame(std::optional<GameId> game);
    std::optional<GameId> currentGame() const;

    // Called between the two reads of wholeLog(): tests write there as another program would.
    void setBetweenReads(std::function<void()> hook) { m_betweenReads = std::move(hook); }

private:
    enum class Step
    {
        Undo,
        Redo,
    };
    // Undo and redo: one step along the log, the redone action's snapshot kept with it.
    Result<int> step(GameId game, Step which, const QByteArray &snapshot);
    std::optional<Error> checkGame(GameId game) const;
    std::optional<Error> insertSnapshots(GameId game, const QList<std::pair<int, QByteArray>> &battles,
                                         ProgressSteps *steps = nullptr);
    std::optional<Error> claimRevision(GameId game, qint64 &next);

    Database &m_database;
    // Each game's revision as this store last read or wrote it (see claimRevision).
    mutable QHash<GameId, qint64> m_seen;
    std::function<void()> m_betweenReads;
};

} // namespace wm
