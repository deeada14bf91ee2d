// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/odds/distribution.h"
#include "core/odds/tableodds.h"
#include "core/rules/shooting.h"

namespace wm {

// A shot's chances before its dice: how many hits it scores, how many get through the target's
// saves, how many stands they remove and whether the target is destroyed; then, with the hits it
// already took this phase, what the end of the phase may do to it. Worked out exactly, batch by
// batch as resolveShooting() rolls (a target in mixed positions is shot at its least protected
// stands first), with the numbers the resolver itself rolls against (ShootingNumbers).
struct ShootingOdds
{
    Distribution attacks;       // the dice rolled to hit, as the weapons decide them (a Flame Cannon's 2D6)
    Distribution hits;          // scored to hit, a misfire's automatic hits included
    Distribution struck;        // left after saves (and a Banner of Steadfastness)
    Distribution standsRemoved; // stands of the target removed by this shot
    double destroyed = 0;       // its last stand removed
    // A weapon's misfire: a Flame Cannon's double, a rocket's 1; each row of its table read, with its
    // chance (a row's own dice, such as its hits, dealt too).
    double misfire = 0;
    QList<TableRowChance> misfireRows;

    // The end of the phase, given this shot's hits and those it took before; only where the hits
    // count towards a drive back (not at chargers, not on an engaged unit in the path).
    bool countsForDriveBack = false;
    Distribution driveBackCm;
    double confused = 0;
    double routed = 0;

    // The chance the shot removes a stand or more, or leaves the unit routed or destroyed.
    double standOrMore() const { return standsRemoved.atLeast(1); }
};

// The odds of the shot `request` describes, or why it cannot be made (the resolver's own error).
// A Helblaster's one roll made beforehand is counted by its ones (each number of them deciding
// whether it fires, its dud ammunition, a misfire or its explosion; its other faces 2 to 6); at a
// target whose stands stand in different positions its faces are read batch by batch, the ones among
// them drawn from those left, which the walk follows for one Helblaster a shot (not two).
Result<ShootingOdds> shootingOdds(const ShootingRequest &request, const Ruleset &ruleset);

// A shot with no units behind it, as a player asks the quick reference or wmassist-cli: `dice` dice
// at `scoreToHit` against a target with `armour`, `hitsValue` hits a stand, `stands` stands and
// `hitsAlready` odd hits on it. The end of the phase is left out (it needs the unit's pace).
ShootingOdds plainShootingOdds(int dice, int scoreToHit, const Armour &armour, int hitsValue, int stands,
                               int hitsAlready = 0, bool reRollFailedSaves = false);

} // namespace wm
