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
// game moves on, and undo and redo are written before they are done. Opening a game from the
// database replays its actions, so a game closed or killed resumes exactly where it was, undone
// actions still redoable.
class GameSession
{
    Q_DECLARE_TR_FUNCTIONS(GameSession)

public:
    // A new game in the database; it becomes the game to resume.
    static Result<GameSession> create(GameStore &store, const GameSetup &setup);
    // A game from a file, with its actions, as a new game in the database.
    static Result<GameSession> import(GameStore &store, const Game &game);
    // Replays the game's log. An action that no longer reads or replays ends the replay there: the
    // game opens as it stood before it, and damage() says what was left out. Only a game whose
    // setup cannot be read fails to open.
    static Result<GameSession> open(GameStore &store, GameId id);
    const std::optional<LogDamage> &damage() const { return m_damage; }
    // What damage() means for the player, in a few sentences.
    QString damageText() const;

    GameId id() const { return m_id; }
    const Game &game() const { return m_game; }
    const Battle &battle() const { return m_game.battle(); }
    // Undone actions that may still be redone, the next one first.
    const QList<GameAction> &redoable() const { return m_redoable; }
    bool canUndo() const { return !m_game.actions().isEmpty(); }
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
    // Before the first write to a damaged log: the actions left out go to the set-aside table.
    std::optional<Error> setDamageAside();

    GameStore *m_store = nullptr;
    GameId m_id = 0;
    Game m_game;
    QList<GameAction> m_redoable;
    std::optional<LogDamage> m_damage;
};

} // namespace wm
