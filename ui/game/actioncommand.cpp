// SPDX-License-Identifier: GPL-3.0-or-later
#include "actioncommand.h"

#include "ui/game/gamecontroller.h"

namespace wm {

ActionCommand::ActionCommand(GameController &controller, const QString &text)
    : QUndoCommand(text)
    , m_controller(controller)
{
}

void ActionCommand::undo()
{
    m_controller.undoFromStack();
}

void ActionCommand::redo()
{
    m_controller.redoFromStack();
}

} // namespace wm
