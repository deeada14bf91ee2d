// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QStandardPaths>

namespace wm {

std::unique_ptr<QSettings> appSettings()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    return std::make_unique<QSettings>(folder + QStringLiteral("/settings.ini"), QSettings::IniFormat);
}

DiceMode diceMode()
{
    const QString mode = appSettings()->value(QStringLiteral("dice/mode")).toString();
    return mode == QLatin1String("player") ? DiceMode::PlayerRolls : DiceMode::AppRolls;
}

void setDiceMode(DiceMode mode)
{
    appSettings()->setValue(QStringLiteral("dice/mode"),
                            mode == DiceMode::PlayerRolls ? QStringLiteral("player") : QStringLiteral("app"));
}

} // namespace wm
