// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gamesession.h"

#include <QObject>
#include <QUndoStack>

#include <optional>

namespace wm {

class DiceSource;

// The game on screen: its session in the database and the undo stack the Edit menu shows. Every
// player action goes through perform(): resolved in core, then pushed as one command named after the
// action, whose redo() writes it to the database before the screen changes; undo and redo are the
// stack's, each command doing its own step in the session (ui/game/actioncommand). After a restart
// the stack is built again from the log, so what was undone before can still be redone.
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
    // Dice rolled for an action that was then not taken (a resolver cancelled after its rolls): kept,
    // marked discarded, with the next action recorded, so the dice log holds every die rolled.
    void setAsideRolls(const QList<DiceRoll> &rolls);
    const QList<DiceRoll> &rollsSetAside() const { return m_setAside; }

Q_SIGNALS:
    // The battle changed: an action, an undo or a redo.
    void changed();
    // The database refused an undo or a redo; the game stays as the database has it.
    void failed(const QString &message);
    // The database refused an action, wherever it came from (a resolver says so in its own window).
    void notRecorded(const QString &message);

private:
    friend class ActionCommand;
    // The steps an ActionCommand takes, each in the session.
    void record(const PreparedAction &prepared);
    void undoAction();
    void redoAction();
    // The stack again as the session has it: its actions done, its redoable ones undone above them.
    void rebuildStack();

    GameSession m_session;
    QUndoStack m_stack;
    // Why the action being pushed could not be recorded, for perform() and commit() to return.
    std::optional<Error> m_refused;
    QList<DiceRoll> m_setAside;
};

} // namespace wm
