// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/odds/drivebackodds.h"

#include <QList>

namespace wm {

// A unit the end of the Shooting phase rolls drive-back dice for, with its odds before them.
struct UnitDriveBackOdds
{
    UnitId unit = 0;
    QString name;
    DriveBackOdds odds;
};

// Every unit the end of this Shooting phase rolls for, in army order, with what its dice may do: the
// distance, confusion and rout, from the plan endShootingPhase() rolls by. Each unit's dice are its
// own, so the order the players pick changes none of them. Empty outside the Shooting phase.
QList<UnitDriveBackOdds> driveBackOddsOf(const Battle &battle);

} // namespace wm
