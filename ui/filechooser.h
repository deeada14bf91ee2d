// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace wm {

// What a file dialog asks for: its title, the kinds of file it lists, and for a file to write the
// name it suggests ("Quick reference.pdf"), which the dialog offers in the documents folder.
struct FileRequest
{
    QString title;
    QString filter;
    bool forSaving = false;
    QString suggestedName{};
};

// Asks the player for a file to read or write; an empty path when they cancel. Every window that
// opens or saves files takes one, so that tests answer it themselves and no dialog ever blocks them.
using FileChooser = std::function<QString(QWidget *parent, const FileRequest &request)>;

// The platform's own file dialogs.
FileChooser systemFileChooser();

// Where a file to write is first offered: the suggested name in the player's documents folder
// (the folder alone without a name). Nothing for a file to read.
QString suggestedPath(const FileRequest &request);

} // namespace wm
