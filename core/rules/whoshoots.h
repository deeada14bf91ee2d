// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/phase.h"
#include "core/rules/shooting.h"
#include "core/rules/side.h"
#include "core/rules/unit.h"

#include <QList>

#include <optional>

namespace wm {

// Who may shoot, when, and at whom: a side shoots in its own Shooting phase, and at chargers as the
// enemy charges it (the enemy's Command phase) or advances into it after a combat (the Combat phase).
// The battle's two armies are `armies`; `chargesRecorded` is false for older games, which did not
// record who charged whom.

// The phase a shot of this timing is made in (at chargers: as the enemy charges, in its Command phase).
Phase phaseOfShot(ShotTiming timing);

// Whether a shot of this timing may also be made in `phase`, besides phaseOfShot(): at chargers in
// the Combat phase, at a unit advancing after its combat (advanceShotError() says at which).
bool shotAlsoMadeIn(ShotTiming timing, Phase phase);

// The shot this phase allows: at chargers in the Command phase, the side's own in the Shooting
// phase, none in any other.
std::optional<ShotTiming> shotTimingIn(Phase phase);

// The side with a unit an enemy advanced into this Combat phase that has not yet shot at it.
std::optional<Side> sideAdvancedUpon(const PerSide<QList<Unit>> &armies);

// The shot the battle allows now: shotTimingIn() the phase, and in the Combat phase at a unit that
// advanced into the enemy, until the units it reached have shot at it.
std::optional<ShotTiming> shotTimingNow(const PerSide<QList<Unit>> &armies, Phase phase);

// The side whose units shoot: the side whose turn it is (`active`) in its Shooting phase; at
// chargers, the side charged, whose turn it is not, or in the Combat phase the side advanced upon.
Side shootingSide(const PerSide<QList<Unit>> &armies, Phase phase, Side active, ShotTiming timing);

// The units that charged (or advanced into) a unit of `shooters` (an army) that it has not yet shot at.
QList<UnitId> chargersToShootAt(const QList<Unit> &shooters);

// A unit a shot may be aimed at, or fall on in the path of a shot, as the shooting form lists it.
struct ShotTargetChoice
{
    UnitId unit = 0;
    bool ownSide = false;   // a friend, in the path of the shot
    bool charging = false;  // it charged the shooting side this turn (or is still to be shot at for it)
    bool shootable = false; // a shot of this timing may be aimed at it now (shootingTargetError())

    bool operator==(const ShotTargetChoice &) const = default;
};

// The units on the table a shot of `timing` from side `shooters` may be aimed at: the enemy's (at
// chargers, only those that charged and are still to be shot at, where the charges were recorded);
// with `inPath`, every unit on the table, friends too, as any may stand in the way. Characters are
// never shot at.
QList<ShotTargetChoice> shotTargets(const PerSide<QList<Unit>> &armies, Side shooters, ShotTiming timing, bool inPath,
                                    bool chargesRecorded);

// The units of an army that may shoot: those with shooting attacks, still on the table.
QList<UnitId> possibleShooters(const QList<Unit> &army);

// Why a shot at chargers in the Combat phase may not be aimed at `target`: only a unit advancing on
// the shooters is shot at then. Nothing for a unit in the path of a shot, or where the charges and
// advances were not recorded.
std::optional<Error> advanceShotError(const Unit &target, bool targetInPath, bool chargesRecorded);

// Why `positions` are not a new split of the target's stands: a position never adds or removes a
// stand. Nothing when they share out exactly the stands it has left.
std::optional<Error> targetPositionsError(const Unit &target, const StandPositions &positions);

} // namespace wm
