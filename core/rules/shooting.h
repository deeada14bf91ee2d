// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "armour.h"
#include "dice/diceroll.h"
#include "error.h"
#include "protection.h"
#include "ruleset.h"
#include "unit.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

enum class ShotTiming
{
    ShootingPhase, // the shooters' own Shooting phase
    AtChargers,    // the enemy's Command phase: stands shooting at a unit that charged them
};

// One shooting unit and how many of its stands shoot: those in range and, at chargers, those not
// already touching an enemy.
struct Shooter
{
    Unit unit;
    int stands = 0;

    // A Steam Tank's steam overload doubles its attacks for the turn.
    int dice() const
    {
        return stands * unit.profile.shootingAttacks.value_or(0) * (unit.state.doubleShootingThisTurn ? 2 : 1);
    }
};

struct ShootingRequest
{
    QList<Shooter> shooters; // all at the same target; their dice may be rolled together
    Unit target;
    ShotTiming timing = ShotTiming::ShootingPhase;
};

// One shooter's dice within a batch: to hit, then the target's saves against those hits.
struct ShooterRoll
{
    int shooter = 0; // index into ShootingRequest::shooters
    DiceRoll toHit;
    int hits = 0;
    Armour armour;                 // what the target saves with against this shooter
    std::optional<DiceRoll> saves; // none when no save is possible or there was nothing to save
    int saved = 0;
    int struck = 0; // hits left after saves, struck on the target

    bool operator==(const ShooterRoll &) const = default;
};

// Dice rolled at one level of protection. A target whose exposed stands could all fall is shot in
// several batches, so that the dice after them are rolled at the next level (sources/003).
struct ShootingBatch
{
    Protection protection = Protection::Open; // of the stands this batch is aimed at
    int scoreToHit = 4;
    int dice = 0;
    QList<ShooterRoll> rolls;
    int struck = 0;
    int standsRemoved = 0;
    int hitsOnTargetAfter = 0; // odd hits the target carries after this batch

    bool operator==(const ShootingBatch &) const = default;
};

// Everything that happened, step by step, for a view to walk through as the rulebook does.
struct ShootingResult
{
    ShotTiming timing = ShotTiming::ShootingPhase;
    QList<ShootingBatch> batches;
    // The target had stands in a position the rules make count as open here (a charger, or a
    // unit type cover does not protect in this ruleset).
    bool coverIgnored = false;
    Unit targetBefore;
    Unit targetAfter;
    QList<Unit> shootersAfter; // marked as having shot (in the Shooting phase)

    int dice() const;
    int hits() const;
    int saved() const;
    int struck() const;
    int standsRemoved() const;
    bool destroyed() const { return targetAfter.state.isDestroyed(); }
    QList<DiceRoll> rolls() const; // every roll in the order it was made
};

// Resolves shooting at one target. Dice are taken batch by batch: in each batch the to-hit dice of
// every shooter in the order given, then the target's saves against each shooter's hits. On any
// error (bad input, too few typed-in dice) nothing is returned but the error: no partial result.
Result<ShootingResult> resolveShooting(const ShootingRequest &request, const Ruleset &ruleset, DiceSource &dice);

// The positions a target's stands count as, for this ruleset and timing.
StandPositions effectivePositions(const Unit &target, const Ruleset &ruleset, ShotTiming timing);

} // namespace wm
