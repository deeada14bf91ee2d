// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"

#include <QCoreApplication>
#include <QStringList>

namespace wm {

// What ending a phase did, in sentences a player reads at the table and finds again in the log: each
// drive back with its dice, distance, confusion or rout, each unit's discarded hits, confusion over.
struct PhaseEndSummary
{
    Q_DECLARE_TR_FUNCTIONS(PhaseEndSummary)

public:
    // One line for each unit the housekeeping touched, in the order it was done; a single line saying
    // so when it touched none. Units are named as they are in `battle`.
    static QStringList lines(const PhaseEnd &end, const Battle &battle);
    static QString driveBack(const DriveBack &driveBack);
};

} // namespace wm
