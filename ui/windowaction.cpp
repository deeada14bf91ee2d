// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowaction.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace wm {

QIcon appIcon(const QString &name)
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(name));
}

QAction *windowAction(QWidget *window, QMenu *menu, const QString &text, const QString &name, const QKeySequence &key,
                      const QString &icon)
{
    auto *action = new QAction(text, window);
    action->setObjectName(name);
    if (!key.isEmpty())
        action->setShortcut(key);
    if (!icon.isEmpty())
        action->setIcon(appIcon(icon));
    if (menu)
        menu->addAction(action);
    window->addAction(action);
    return action;
}

} // namespace wm
