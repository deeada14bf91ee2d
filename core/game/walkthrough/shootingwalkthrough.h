// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QStringList>

namespace wm {

// Shooting walked through as the rulebook does it, a line a step: what each weapon did first (its
// roll for attacks, a misfire's row, a Helblaster's ones), then batch by batch the score to hit, the
// dice to hit, the target's saves, and the hits struck with the stands they removed; last what the
// hits go on to do (a drive back, the first round of combat). Every number is the outcome's own.
QStringList shootingWalkthrough(const Battle &before, const ShootAction &action, const ActionOutcome &outcome);

// The dice of a shot and what its hits did, from the score to hit on: for shots made by something
// other than a unit's weapon (a spell's attacks), whose shooters are named as the result has them.
// Without `drivesBack` the hits are not counted towards a drive back, and nothing says they are.
QStringList shotStepsWalkthrough(const ShootAction &action, const ShootingResult &result, bool drivesBack = true);

} // namespace wm
