// SPDX-License-Identifier: GPL-3.0-or-later
#include "actioncommand.h"

#include "ui/game/gamecontroller.h"

#include <utility>

namespace wm {

ActionCommand::ActionCommand(GameController &controller, const PreparedAction &prepared)
    : QUndoCommand(prepared.description)
    , m_controller(controller)
    , m_index(controller.session().game().actionCount())
    , m_toRecord(prepared)
{
}

ActionCommand::ActionCommand(GameController &controller, int index, const QString &text, bool undone)
    : QUndoCommand(text)
    , m_controller(controller)
    , m_index(index)
    , m_pushedUndone(undone)
{
}

bool ActionCommand::actionDone() const
{
    return m_controller.session().game().actionCount() > m_index;
}

void ActionCommand::redo()
{
    if (actionDone() || std::exchange(m_pushedUndone, false))
        return;
    if (m_toRecord) {
        const PreparedAction prepared = *std::exchange(m_toRecord, std::nullopt);
        m_controller.record(prepared);
        return;
    }
    m_controller.redoAction();
}

void ActionCommand::undo()
{
    if (actionDone())
        m_controller.undoAction();
}

} // namespace wm
