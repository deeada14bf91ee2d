// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/game.h"
#include "core/storage/gamestore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

namespace wm {

class DiceSource;

// Where a game's log stopped replaying when it was opened: the first action that no longer reads or
// replays, and why. The game is shown up to the action before it; it and those after it stay in
// the database as they were until the game is played on, when they are set aside (never deleted).
struct LogDamage
{
    int seq = 0;         // the action's place in the game
    QString kind;        // its kind as stored, for the message
    QDateTime recorded;  // when it was written
    QString reason;      // why it no longer replays, a sentence
    int actionsKept = 0; // it and the actions after it

    bool operator==(const LogDamage &) const = default;
};

// A game kept in the database: every action is written, in one synced transaction, before the
// game moves on, and undo and redo are written before they are done, so a game closed or killed
// resumes exactly where it was, undone actions still redoable.
//
// The battle after every Game::CheckpointInterval-th action is kept with that action. A game opens
// from the latest of these snapshots and replays only the actions after it, so opening costs the
// same however long the game; what the earlier actions did is read from the database a page (one
// interval) at a time when it is asked for, from the snapshot before the page. Replaying the whole
// log stays the check: openByReplay() does it, and check() compares every snapshot with it.
class GameSession : public PlayedLog
{
    Q_DECLARE_TR_FUNCTIONS(GameSession)

public:
    // A new game in the database; it becomes the game to resume.
    static Result<GameSession> create(GameStore &store, const GameSetup &setup);
    // A game from a file, with its actions, as a new game in the database. The game holds them all.
    // Told to `progress` as it is written; cancelled there, nothing is stored (cancelledError()).
    static Result<GameSession> import(GameStore &store, const Game &game, const Progress &progress = {});
    // Opens the game at its latest snapshot and replays the actions after it (the whole log when
    // there is no snapshot to use). An action that no longer reads or replays ends the replay there:
    // the game opens as it stood before it, and damage() says what was left out. Only a game whose
    // setup cannot be read fails to open. A long replay is told to `progress`, and cancelled there
    // is cancelledError(), with nothing written.
    static Result<GameSession> open(GameStore &store, GameId id, const Progress &progress = {});
    // Opens the game by replaying its whole log from the setup, whatever snapshots it has, and writes
    // the snapshots from that replay (where they are missing, or did not read).
    static Result<GameSession> openByReplay(GameStore &store, GameId id, const Progress &progress = {});
    // Replays the whole log and compares the battle after each snapshot's action with the snapshot:
    // the places (action numbers) of those that differ or cannot be read. Empty when all agree.
    static Result<QList<int>> check(GameStore &store, GameId id);
    const std::optional<LogDamage> &damage() const { return m_damage; }
    // What damage() means for the player, in a few sentences.
    QString damageText() const;

    GameId id() const { return m_id; }
    const Game &game() const { return m_game; }
    const GameSetup &setup() const override { return m_game.setup(); }
    const Battle &battle() const override { return m_game.battle(); }
    int actionCount() const override { return m_game.actionCount(); }
    // Undone actions that may still be redone, the next one first.
    const QList<GameAction> &redoable() const { return m_redoable; }
    bool canUndo() const { return m_game.actionCount() > 0; }
    // What action `index` (from 0) of the game did, read from the database for one the game does not
    // hold. An action that cannot be read any more is described as such, with no rolls. The reference
    // holds until the next call or the next change to the session.
    const PlayedAction &playedAt(int index) const override;
    // Action `index` (from 0) as recorded, read as playedAt() reads it; null if it cannot be read.
    const GameAction *actionAt(int index) const;
    // Whether action `index` is at hand without reading the database: held, or on a page kept.
    bool hasRead(int index) const;
    // How many pages of earlier actions have been read from the database so far: for tests.
    int pagesRead() const { return m_pagesRead; }
    // Every action in force, read from the database for those the game does not hold: for a file.
    Result<QList<GameAction>> allActions() const;
    // When each action in force from `first` (from 0) on was recorded, as the database keeps it: the
    // statistics' clock of each turn.
    Result<QList<QDateTime>> actionTimes(int first = 0) const;
    bool canRedo() const { return !m_redoable.isEmpty(); }

    // Resolves the action, writes it to the database and only then makes it part of the game.
    // Nothing changes on any error.
    Result<PreparedAction> perform(const ActionInput &input, DiceSource &dice);
    // Adds an action resolved earlier with prepare() on the game as it is now.
    std::optional<Error> commit(const PreparedAction &prepared);
    std::optional<Error> undo();
    std::optional<Error> redo();

private:
    GameSession(GameStore &store, GameId id, Game game);
    // The game replayed from its setup through `log`, the whole of its log as read; nothing is written.
    static Result<GameSession> replayWhole(GameStore &store, GameId id, const QList<StoredAction> &log,
                                           const Progress &progress = {});
    // Before the first write to a damaged log: the actions left out go to the set-aside table.
    std::optional<Error> setDamageAside();
    // Redoes the stored actions in order (undone ones become redoable) until one no longer reads or
    // replays: damage() then names it.
    // False when `progress` was cancelled.
    bool replayLog(const QList<StoredAction> &log, const Progress &progress = {});
    // The game resumed at the snapshot after `base` actions, holding those from there to `last`.
    Result<Game> resumeAt(int base, int last) const;
    // Makes the game hold the page of actions before those it holds, for an undo into them.
    std::optional<Error> holdEarlier();
    // The snapshot after `base` actions as kept; its absence is an error.
    Result<Battle> snapshotAt(int base) const;
    // The battle to keep with the action that makes `count` actions, if one is kept there.
    static QByteArray snapshotFor(int count, const Battle &after);

    struct Page
    {
        int first = 0;
        QList<GameAction> actions;
        QList<PlayedAction> played;
    };
    // The page of actions before those held that has action `index`; null if it cannot be read, with
    // why in m_unreadable.
    const Page *pageOf(int index) const;

    GameStore *m_store = nullptr;
    GameId m_id = 0;
    Game m_game;
    QList<GameAction> m_redoable;
    std::optional<LogDamage> m_damage;
    // The pages of actions before those the game holds read most recently, the newest last: a view
    // scrolling through a long history reads each page once.
    mutable QList<Page> m_pages;
    mutable PlayedAction m_unreadable;
    mutable int m_pagesRead = 0;
    static constexpr qsizetype PagesKept = 8;
};

} // namespace wm
