// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace wm::cli {

// wmassist-cli report GAME.json [--format md|html|pdf] [--paper a4|letter] [-o FILE]: the battle
// report of a game file. `args` are the command line after "report". Needs a QApplication: the plots
// are drawn off screen.
int reportCommand(const QStringList &args);

} // namespace wm::cli
