// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gamesession.h"

#include <QObject>
#include <QUndoStack>

#include <optional>

namespace wm {

class DiceSource;

// The game on screen: its session in the database and the undo stack the Edit menu shows. Every
// player action goes through perform(): resolved in core, written to the database, and only then
// pushed as one undoable command named after the action. Undo and redo are written to the database
// before the screen changes; after a restart the stack is rebuilt from the log, so what was undone
// before can still be redone.
class GameController : public QObject
{
    Q_OBJECT

public:
    GameController(GameSession session, QObject *parent = nullptr);

    const GameSession &session() const { return m_session; }
    const Battle &battle() const { return m_session.battle(); }
    QUndoStack *undoStack() { return &m_stack; }

    // Resolves and records an action; the game changes only when the result says so.
    Result<PreparedAction> perform(const ActionInput &input, DiceSource &dice);
    // Records an action resolved earlier with session().game().prepare() (a resolver's preview).
    std::optional<Error> commit(const PreparedAction &prepared);

Q_SIGNALS:
    // The battle changed: an action, an undo or a redo.
    void changed();
    // The database refused an undo or a redo; the game stays as the database has it.
    void failed(const QString &message);

private:
    friend class ActionCommand;
    void undoFromStack();
    void redoFromStack();
    // Makes the stack match the session: its actions done, its redoable ones undone.
    void rebuildStack();
    // Puts an action the session has just recorded on the stack, as done.
    void pushDone(const PreparedAction &done);

    GameSession m_session;
    QUndoStack m_stack;
    // While the stack is rebuilt or a new action pushed, its commands must not touch the session: the
    // stack calls its commands directly, not through signals, so a QSignalBlocker cannot stand in.
    // Only ever set in a QScopedValueRollback scope.
    bool m_quiet = false;
};

} // namespace wm
