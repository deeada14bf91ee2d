// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSettings>

#include <memory>

namespace wm {

// The window's settings (zoom, docks, size), in the app's config folder. Taken from QStandardPaths
// rather than QSettings' own default so that tests in test mode never touch a player's settings.
std::unique_ptr<QSettings> appSettings();

// Who rolls the dice by default: the app, or the players at the table who type in what they rolled.
// Every roll offers both whatever the setting.
enum class DiceMode
{
    AppRolls,
    PlayerRolls,
};

DiceMode diceMode();
void setDiceMode(DiceMode mode);

} // namespace wm
