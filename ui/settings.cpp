// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QStandardPaths>

namespace wm {

std::unique_ptr<QSettings> appSettings()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    return std::make_unique<QSettings>(folder + QStringLiteral("/settings.ini"), QSettings::IniFormat);
}

} // namespace wm
