// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/odds/distribution.h"
#include "core/rules/driveback.h"

namespace wm {

// What the end of the Shooting phase may do to one unit, given every hit it took this phase: the
// distance it is driven back, and the chances that it is confused and that it routs. Worked out
// from planDriveBack(), the plan endShootingPhase() rolls by.
struct DriveBackOdds
{
    DriveBackPlan plan;      // its dice, the hits ignored, its full pace; the outcome where no dice decide
    Distribution distanceCm; // 0 for certain when no dice move it
    double confused = 0;     // a 6 among the dice (or the sooner score among the Skull Chukka's)
    double routed = 0;       // driven back further than its full pace
    bool rollsDice() const { return plan.rollsDice(); }
};

// `units` are the phase's units, for the shooters' rules that change its dice.
DriveBackOdds driveBackOdds(const Unit &unit, const QList<Unit> &units, const Ruleset &ruleset);

// A drive back with no game behind it, as a player asks the quick reference or wmassist-cli: an
// infantry unit whose stands are all `position`, of full pace `paceCm`, that took `hits` hits.
DriveBackOdds plainDriveBackOdds(int hits, Protection position, int paceCm, const Ruleset &ruleset);

} // namespace wm
