// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// wmassist-cli odds shoot|order|drive-back ...: the exact odds of a roll, as JSON on the standard
// output (docs/formats.md, "wmassist-cli"). `args` are the arguments after "odds". Returns the exit
// code: 0 done, 2 a wrong command line (said on the standard error).
int oddsCommand(const QStringList &args);
