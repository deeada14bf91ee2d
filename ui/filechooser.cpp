// SPDX-License-Identifier: GPL-3.0-or-later
#include "filechooser.h"

#include <QDir>
#include <QFileDialog>
#include <QStandardPaths>

namespace wm {

FileChooser systemFileChooser()
{
    return [](QWidget *parent, const FileRequest &request) {
        return request.forSaving
                   ? QFileDialog::getSaveFileName(parent, request.title, suggestedPath(request), request.filter)
                   : QFileDialog::getOpenFileName(parent, request.title, QString(), request.filter);
    };
}

QString suggestedPath(const FileRequest &request)
{
    if (!request.forSaving)
        return {};
    QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (request.suggestedName.isEmpty())
        return documents;
    // A name never carries a folder: a slash in a roster's name would point elsewhere.
    QString name = request.suggestedName;
    name.replace(u'/', u'-');
    return QDir(documents).filePath(name);
}

} // namespace wm
