// SPDX-License-Identifier: GPL-3.0-or-later
#include "filechooser.h"

#include <QFileDialog>

namespace wm {

FileChooser systemFileChooser()
{
    return [](QWidget *parent, const QString &title, const QString &filter, bool forSaving) {
        return forSaving ? QFileDialog::getSaveFileName(parent, title, QString(), filter)
                         : QFileDialog::getOpenFileName(parent, title, QString(), filter);
    };
}

} // namespace wm
