// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowkeys.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace wm {

WindowKeys::WindowKeys(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    // Every widget of the window may have the focus, the docks' too: the application sees them all.
    qApp->installEventFilter(this);
}

WindowKeys::~WindowKeys()
{
    qApp->removeEventFilter(this);
}

void WindowKeys::setActions(const QList<QAction *> &actions)
{
    m_actions.clear();
    for (QAction *action : actions)
        m_actions.append(action);
}

bool WindowKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    const QKeySequence pressed(static_cast<QKeyEvent *>(event)->keyCombination());
    for (const QPointer<QAction> &action : std::as_const(m_actions)) {
        if (action && action->isEnabled() && action->shortcuts().contains(pressed)) {
            // Not the field's: left unaccepted, the key goes on to the window's action.
            event->ignore();
            return true;
        }
    }
    return false;
}

} // namespace wm
