// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUndoCommand>

namespace wm {

class GameController;

// One player action on the undo stack, named after it ("Shooting at Knights"). The action itself
// lives in the game log; the command only asks the controller to take it back or put it back.
class ActionCommand final : public QUndoCommand
{
public:
    ActionCommand(GameController &controller, const QString &text);

    void undo() override;
    void redo() override;

private:
    GameController &m_controller;
};

} // namespace wm
