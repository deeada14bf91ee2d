// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"
#include "core/rules/tableroll.h"
#include "core/rules/unit.h"
#include "core/rules/weapon.h"

#include <QList>

#include <optional>

namespace wm {

class DiceSource;
struct Ruleset;

// What a shooter's weapon does before its dice go at the target: the roll for its number of attacks
// and any misfire it brings, a Helblaster's whole roll to hit and its ones. A shooter with a plain
// weapon rolls nothing here and just has its attacks.
struct WeaponShot
{
    std::optional<DiceRoll> attacksRoll; // a Flame Cannon's 2D6, a rocket's D6
    std::optional<TableResult> misfire;  // the row a double or a 1 sent it to
    // A Helblaster rolls all its dice to hit at once, because the ones among them decide the shot;
    // the batches then read these faces in order instead of rolling.
    std::optional<DiceRoll> helblasterRoll;
    HelblasterOnes ones = HelblasterOnes::Fire;
    int attacks = 0;             // dice to roll (or read) to hit the target
    int automaticHits = 0;       // struck with no roll to hit; saves are still rolled
    int hitsCancelled = 0;       // taken away from its hits: a Helblaster's dud ammunition
    int attacksOnUnitBeyond = 0; // a rocket's overshoot: for the unit past the target, not the target
    Unit shooterAfter;           // the shooter with what its weapon did to it

    QList<DiceRoll> rolls() const; // every roll in the order it was made

    bool operator==(const WeaponShot &) const = default;
};

// Fires one shooter's weapon. attacks is the whole shot before any die: a fixed number and the D6s
// to roll for more (every stand's, see WeaponRules::attacksPerStand). Dice errors come back as an
// Error, with no partial result.
Result<WeaponShot> fireWeapon(const Unit &shooter, const DiceAmount &attacks, bool atChargers, const Ruleset &ruleset,
                              DiceSource &dice);

} // namespace wm
