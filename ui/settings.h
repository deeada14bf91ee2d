// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSettings>

#include <memory>

namespace wm {

// The window's settings (zoom, docks, size), in the app's config folder. Taken from QStandardPaths
// rather than QSettings' own default so that tests in test mode never touch a player's settings.
std::unique_ptr<QSettings> appSettings();

} // namespace wm
