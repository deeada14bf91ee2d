// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "ui/game/actioncommand.h"

#include <QTimer>

#include <utility>

namespace wm {

GameController::GameController(GameSession session, QObject *parent)
    : QObject(parent)
    , m_session(std::move(session))
{
    rebuildStack();
}

Result<PreparedAction> GameController::perform(const ActionInput &input, DiceSource &dice)
{
    auto prepared = m_session.game().prepare(input, dice);
    if (!prepared)
        return prepared.error();
    if (auto error = commit(prepared.value()))
        return *error;
    return prepared;
}

std::optional<Error> GameController::commit(const PreparedAction &prepared)
{
    m_refused.reset();
    PreparedAction withSetAside = prepared;
    // Rolls set aside before it come first, in the order rolled; the rules never read them.
    withSetAside.action.discarded = m_setAside + prepared.action.discarded;
    // The command's redo(), called by the push, records the action.
    m_stack.push(new ActionCommand(*this, withSetAside));
    if (auto refused = std::exchange(m_refused, std::nullopt)) {
        // Nothing was recorded: the stack loses the command it was given.
        rebuildStack();
        Q_EMIT notRecorded(refused->message);
        return refused;
    }
    m_setAside.clear();
    Q_EMIT changed();
    return std::nullopt;
}

void GameController::setAsideRolls(const QList<DiceRoll> &rolls)
{
    for (DiceRoll roll : rolls) {
        roll.mark = RollMark::Discarded;
        m_setAside.append(roll);
    }
}

void GameController::record(const PreparedAction &prepared)
{
    m_refused = m_session.commit(prepared);
}

void GameController::undoAction()
{
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

void GameController::redoAction()
{
    if (auto error = m_session.redo()) {
        QTimer::singleShot(0, this, &GameController::rebuildStack);
        Q_EMIT failed(error->message);
        return;
    }
    Q_EMIT changed();
}

void GameController::rebuildStack()
{
    m_stack.clear();
    // The actions the game holds (those of a long game since its latest snapshot) are named by what
    // the game kept of each; only the redoable ones, a few, are done again on a copy of the game for
    // the battle each would be done to. Undoing past the first held action makes the game hold the
    // page before it, and the stack is built again. Each command checks the log: pushing a done
    // action's does nothing, and the redoable ones stay undone.
    int index = m_session.game().base();
    for (const PlayedAction &played : m_session.game().played())
        m_stack.push(new ActionCommand(*this, index++, played.description, false));
    Game game = m_session.game();
    for (const GameAction &action : m_session.redoable()) {
        m_stack.push(new ActionCommand(*this, index++, ActionResolver::describe(game.battle(), action.input), true));
        if (game.redo(action))
            break; // cannot happen for a session that opened: its log replays
    }
    m_stack.setIndex(int(m_session.game().actions().size()));
    Q_EMIT changed();
}

} // namespace wm
