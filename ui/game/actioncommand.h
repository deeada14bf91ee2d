// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QUndoCommand>

#include <optional>

namespace wm {

class GameController;

// One player action on the undo stack, named after it ("Shooting at Knights"). It does the work: its
// redo() records the action (or puts an undone one back) and its undo() takes it back, each written to
// the database by the game's session. The session's log is the truth each call is checked against: a
// command whose action is already where the call would put it does nothing, so a stack built again
// from the log never changes the game.
class ActionCommand final : public QUndoCommand
{
public:
    // A new action, resolved but not yet recorded: the push's redo() records it.
    ActionCommand(GameController &controller, const PreparedAction &prepared);
    // An action the log holds at `index` (its place among all the game's actions): done, or undone and
    // waiting to be redone.
    ActionCommand(GameController &controller, int index, const QString &text, bool undone);

    void undo() override;
    void redo() override;

private:
    bool actionDone() const;

    GameController &m_controller;
    int m_index = 0;
    std::optional<PreparedAction> m_toRecord;
    // An undone action put on a stack built again: QUndoStack::push() calls redo(), which must leave it
    // undone until the player redoes it.
    bool m_pushedUndone = false;
};

} // namespace wm
