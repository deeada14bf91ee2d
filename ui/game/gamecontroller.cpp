// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "ui/game/actioncommand.h"

#include <QScopedValueRollback>
#include <QTimer>

namespace wm {

GameController::GameController(GameSession session, QObject *parent)
    : QObject(parent)
    , m_session(std::move(session))
{
    rebuildStack();
}

Result<PreparedAction> GameController::perform(const ActionInput &input, DiceSource &dice)
{
    // The session resolves and records it; the stack only follows.
    auto done = m_session.perform(input, dice);
    if (done)
        pushDone(done.value());
    return done;
}

std::optional<Error> GameController::commit(const PreparedAction &prepared)
{
    if (auto error = m_session.commit(prepared))
        return error;
    pushDone(prepared);
    return std::nullopt;
}

void GameController::pushDone(const PreparedAction &done)
{
    {
        // The action is already in the database and the game: pushing must not do it a second time.
        const QScopedValueRollback quiet(m_quiet, true);
        m_stack.push(new ActionCommand(*this, done.description));
    }
    Q_EMIT changed();
}

void GameController::undoFromStack()
{
    if (m_quiet)
        return;
    const int base = m_session.game().base();
    if (auto error = m_session.undo()) {
        // The stack has moved but the game has not: put the stack back in line once it is done.
        QTimer::singleShot(0, this, &GameController::rebuildStack);
        Q_EMIT failed(error->message);
        return;
    }
    // The game now holds the page of actions before: the stack gets their commands once it is done.
    if (m_session.game().base() != base)
        QTimer::singleShot(0, this, &GameController::rebuildStack);
    Q_EMIT changed();
}

void GameController::redoFromStack()
{
    if (m_quiet)
        return;
    if (auto error = m_session.redo()) {
        QTimer::singleShot(0, this, &GameController::rebuildStack);
        Q_EMIT failed(error->message);
        return;
    }
    Q_EMIT changed();
}

void GameController::rebuildStack()
{
    {
        const QScopedValueRollback quiet(m_quiet, true);
        m_stack.clear();
        // The actions the game holds (those of a long game since its latest snapshot) are named by
        // what the game kept of each; only the redoable ones, a few, are done again on a copy of the
        // game for the battle each would be done to. Undoing past the first held action makes the
        // game hold the page before it, and the stack is built again.
        for (const PlayedAction &played : m_session.game().played())
            m_stack.push(new ActionCommand(*this, played.description));
        Game game = m_session.game();
        for (const GameAction &action : m_session.redoable()) {
            m_stack.push(new ActionCommand(*this, ActionResolver::describe(game.battle(), action.input)));
            if (game.redo(action))
                break; // cannot happen for a session that opened: its log replays
        }
        m_stack.setIndex(int(m_session.game().actions().size()));
    }
    Q_EMIT changed();
}

} // namespace wm
