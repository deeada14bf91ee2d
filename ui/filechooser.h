// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace wm {

// Asks the player for a file to read or write; an empty path when they cancel. Every window that
// opens or saves files takes one, so that tests answer it themselves and no dialog ever blocks them.
using FileChooser =
    std::function<QString(QWidget *parent, const QString &title, const QString &filter, bool forSaving)>;

// The platform's own file dialogs.
FileChooser systemFileChooser();

} // namespace wm
