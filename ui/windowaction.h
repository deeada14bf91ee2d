// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace wm {

// One of wmassist's own icons (resources/icons): "undo" is ":/icons/undo.svg".
QIcon appIcon(const QString &name);

// An action of the window, named for tests and the keyboard sheet, added to `menu` when there is one.
// The window keeps it, so its key works wherever the focus is in the window.
QAction *windowAction(QWidget *window, QMenu *menu, const QString &text, const QString &name, const QKeySequence &key,
                      const QString &icon = {});

} // namespace wm
