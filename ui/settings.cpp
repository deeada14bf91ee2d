// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QSettings>
#include <QStandardPaths>

namespace wm {

namespace {

QSettings file()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    return QSettings(folder + QStringLiteral("/settings.ini"), QSettings::IniFormat);
}

} // namespace

QVariant SettingsFile::read(const QString &key)
{
    return file().value(key);
}

void SettingsFile::write(const QString &key, const QVariant &value)
{
    QSettings settings = file();
    if (settings.value(key) != value)
        settings.setValue(key, value);
}

void SettingsFile::clear()
{
    file().clear();
}

} // namespace wm
