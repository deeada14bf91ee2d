// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/armour.h"
#include "core/rules/protection.h"
#include "core/rules/ruleset.h"
#include "core/rules/unit.h"
#include "core/rules/weaponshot.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// Sight reaches this far into a wood, in both rulesets (FACTS §2 terrain and §11: the 2002 update
// made it 2 cm, Revolution kept it); the players judge it at the table.
inline constexpr int WoodsSightCm = 2;

enum class ShotTiming
{
    ShootingPhase, // the shooters' own Shooting phase
    AtChargers,    // the enemy's Command phase: stands shooting at a unit that charged them
};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<ShotTiming> ShotTimingKeys[] = {
    {ShotTiming::ShootingPhase, "shooting-phase"},
    {ShotTiming::AtChargers, "at-chargers"},
};
constexpr std::span<const EnumKey<ShotTiming>> enumKeyTable(ShotTiming)
{
    return ShotTimingKeys;
}

// One shooting unit and how many of its stands shoot: those in range and, at chargers, those not
// already touching an enemy. Where a weapon's shot depends on what only the table shows, the
// player says it here; the app does the rest.
struct Shooter
{
    Shooter() = default;
    Shooter(Unit unit_, int stands_)
        : unit(std::move(unit_))
        , stands(stands_)
    {
    }

    Unit unit;
    int stands = 0;
    // Cannon bounce and bolt-thrower skewer. At the aimed-at target: how many of its stands beyond
    // the first each shot went through. At a unit in the path of the shot: how many of its stands
    // each shot crossed.
    int standsCrossed = 0;
    std::optional<RangeBand> range{}; // a Helblaster's range band; at chargers it is always short
    bool blind = false;               // a Revolution stone thrower shooting at an enemy it cannot see
    // Attacks decided earlier, for a unit in the path: a rocket's overshoot rolled with its misfire,
    // a rock a Giant gone wild throws.
    std::optional<int> attacksGiven{};
    // The player re-rolls all its dice to hit with its Banner of Fortune (once a battle).
    bool reRollAttacks = false;
    // Shooting attacks the characters who joined it add to one of its stands (a Djinn's 2).
    int joinedAttacks = 0;
    // One of `stands` is the stand its list attached to it (Salamanders with Skinks), shooting with
    // its own attacks.
    bool attachedShoots = false;

    // Its own stands shooting, the attached one not counted.
    int regularStands() const { return attachedShoots ? stands - 1 : stands; }
    // The attached stand's dice, when it shoots.
    int attachedAttacks(ShotTiming timing) const;

    // Its attacks when they are a fixed number (not rolled, not given): the stands times each one's
    // attacks, with the bounce or skewer and a Steam Tank's steam overload.
    int dice(ShotTiming timing = ShotTiming::ShootingPhase) const;
};

struct ShootingRequest
{
    QList<Shooter> shooters; // all at the same target; their dice may be rolled together
    Unit target;
    ShotTiming timing = ShotTiming::ShootingPhase;
    // The target is not the unit aimed at but one in the path of the shot: a cannonball's bounce, a
    // bolt's skewer, a rocket's overshoot. It takes the attacks the shot brings, whoever it belongs
    // to, engaged or not (an engaged unit carries the hits into its combat).
    bool targetInPath = false;
    // At chargers, only at the units that charged the shooters, each once.
    bool onlyAtOwnChargers = true;
    // A friendly wizard's aura reaches the target: it re-rolls its failed saves (Aerial Shield).
    bool targetReRollsFailedSaves = false;
};

// One shooter's dice within a batch: to hit, then the target's saves against those hits.
struct ShooterRoll
{
    int shooter = 0; // index into ShootingRequest::shooters
    int scoreToHit = 4;
    // The dice to hit; empty for hits that need no roll. A Helblaster's faces are read from its one
    // roll made beforehand (preRolled), so they are not a roll of their own.
    DiceRoll toHit;
    bool preRolled = false;
    // The Banner of Fortune's dice rolled again, which count instead of toHit (marked re-rolled).
    std::optional<DiceRoll> toHitReRoll{};
    int automaticHits = 0;                 // hits with no roll to hit: a misfire's hits, an exploding Helblaster's
    int cancelled = 0;                     // hits taken away by the weapon's own rule (a Helblaster's dud ammunition)
    int hits = 0;                          // scored to hit, automatic ones included, cancelled ones taken away
    Armour armour;                         // what the target saves with against this shooter
    std::optional<DiceRoll> saves;         // none when no save is possible or there was nothing to save
    std::optional<DiceRoll> savesReRoll{}; // the failed saves rolled again (Aerial Shield)
    int saved = 0;
    int struck = 0; // hits left after saves, struck on the target

    bool operator==(const ShooterRoll &) const = default;
};

// Dice rolled at one level of protection. A target whose exposed stands could all fall is shot in
// several batches, so that the dice after them are rolled at the next level (sources/003).
struct ShootingBatch
{
    Protection protection = Protection::Open; // of the stands this batch is aimed at
    int scoreToHit = 4;     // for ordinary shots at that level; each roll has its own for special weapons
    bool automatic = false; // hits that need no roll to hit, struck before any dice are rolled
    int dice = 0;
    QList<ShooterRoll> rolls;
    int struck = 0;
    int ignored = 0; // a hit after saves its Banner of Steadfastness took away (not in struck)
    int standsRemoved = 0;
    int hitsOnTargetAfter = 0; // odd hits the target carries after this batch

    bool operator==(const ShootingBatch &) const = default;
};

// Everything that happened, step by step, for a view to walk through as the rulebook does.
struct ShootingResult
{
    ShotTiming timing = ShotTiming::ShootingPhase;
    QList<WeaponShot> weaponShots; // one per shooter, in the order given: what each weapon did first
    QList<ShootingBatch> batches;
    // The target had stands in a position the rules make count as open here (a charger, or a
    // unit type cover does not protect in this ruleset).
    bool coverIgnored = false;
    Unit targetBefore;
    Unit targetAfter;
    QList<Unit> shootersAfter; // marked as having shot (in the Shooting phase), with what their weapons did to them

    int dice() const;
    int hits() const;
    int saved() const;
    int struck() const;
    int standsRemoved() const;
    bool destroyed() const { return targetAfter.state.isDestroyed(); }
    // Attacks a rocket's overshoot takes on to the first unit past the target, by shooter; resolve
    // them with a request whose target is in the path and whose shooter has them as attacksGiven.
    int attacksOnUnitBeyond() const;
    QList<DiceRoll> rolls() const; // every roll in the order it was made

    bool operator==(const ShootingResult &) const = default;
};

// What is wrong with a shooting request before any die: the first error resolveShooting() would give
// for it, or nothing. The odds of a shot are worked out only for a request that passes.
std::optional<Error> shootingRequestError(const ShootingRequest &request, const Ruleset &ruleset);

// The numbers resolveShooting() rolls against, for what works out a shot's odds without dice: each
// is the one function the resolver itself asks.
namespace ShootingNumbers {

// A shooter's whole shot before any die: the fixed attacks and the D6s its weapon rolls for more.
DiceAmount attacks(const Shooter &shooter, const ShootingRequest &request);
// The score a shooter needs to hit stands at `level` of the request's target, with the spells on
// both; never past 6, which still hits.
int scoreToHit(const Shooter &shooter, const ShootingRequest &request, Protection level);
// The armour the target saves with against this shooter: its own with the spells on it, then as the
// shooter's weapon changes it.
Armour armourAgainst(const Shooter &shooter, const ShootingRequest &request);
// Whether the target rolls its failed saves again (a friendly wizard's aura, a spell on it).
bool reRollsFailedSaves(const ShootingRequest &request);

// The next batch of to-hit dice at `target` as it stands now: the level of its least protected
// stands, and the most dice the batch may roll so that none is rolled at the wrong score.
struct Batch
{
    Protection level = Protection::Open;
    int mostDice = 0;
};
Batch nextBatch(const Unit &target, const Ruleset &ruleset, ShotTiming timing, int diceLeft);

// The hit a Banner of Steadfastness takes away from `struck` hits after saves, once a turn: 1 or 0.
// Marks the banner used on `target` when it takes one.
int steadfastIgnores(Unit &target, int struck);

} // namespace ShootingNumbers

// Counts the hits a shot struck where they count: towards the target's drive back at the end of the
// phase, or into the combat to come (a charger, an engaged unit in the path). `struckConfusingSooner`
// of them came from shooters whose dice confuse sooner (the Skull Chukka's).
void countStruckHits(const ShootingRequest &request, Unit &target, int struck, int struckConfusingSooner);

// Resolves shooting at one target. Dice are taken in this order: first each shooter's weapon rolls
// (attacks, misfire tables, a Helblaster's whole roll to hit); then the saves against hits that
// need no roll; then batch by batch the to-hit dice of every shooter in the order given, followed by
// the target's saves against each shooter's hits. On any error (bad input, too few typed-in dice)
// nothing is returned but the error: no partial result.
Result<ShootingResult> resolveShooting(const ShootingRequest &request, const Ruleset &ruleset, DiceSource &dice);

// Why a unit may not shoot at a target now, whatever the player then says of the shot (its stands,
// a bounce, a range): what the rules refuse about the shooter itself.
enum class ShooterRefusal
{
    AtItself,                // it is the target
    NoShootingAttacks,       // it has none, and no table gave it attacks
    NotWithAUnit,            // a character whose mount shoots only from a unit he has joined (a dragon's breath)
    Destroyed,               // it has no stands left
    Engaged,                 // in combat, it shoots only at units charging it
    CannotShootThisTurn,     // a table's row stopped it this turn
    SpellForbids,            // a spell on it says it may not shoot
    AlreadyShot,             // it has shot in this Shooting phase already (twice, where a spell let it)
    CannotShootAtChargers,   // its weapon never shoots at chargers
    NotChargedByTarget,      // at chargers: the target did not charge or advance into it
    AlreadyShotAtCharger,    // at chargers: it has shot at that charger already
    DoesNotGoThroughToUnits, // only cannonballs and bolts go on to units in the path of the shot
};

// The sentence a player reads for a refusal: "Archers has already shot this turn."
QString shooterRefusalText(ShooterRefusal refusal, const QString &shooterName);
// The same for a unit, naming the spell where a spell is the reason: "Archers may not shoot: Dominion
// is on it."
QString shooterRefusalText(ShooterRefusal refusal, const Unit &shooter);

// The first reason the rules give why `shooter` may not shoot at `target` with this timing, in the
// order the resolver checks them; nothing when it may. With `targetInPath` the target is a unit in
// the path of a shot already made; `attacksGiven` when a table gave the shooter its attacks (a
// Giant's rock, a rocket's overshoot). resolveShooting refuses a shooter for these same reasons,
// with the same sentences, among its checks of what the player said of the shot.
// With `onlyAtOwnChargers`, a unit shoots at chargers only at those that charged it, each once.
std::optional<ShooterRefusal> shooterRefusal(const Unit &shooter, const Unit &target, ShotTiming timing,
                                             bool targetInPath = false, bool attacksGiven = false,
                                             bool onlyAtOwnChargers = true);

// A character's mount shoots as a stand of the unit he has joined (a dragon's breath): engaged, and
// charged by whom, as that unit is; what it has shot this turn is its own.
Unit characterAsShooter(const Unit &character, const Unit &joined);

// What is wrong with shooting at `target` at all, whoever shoots: a character, a destroyed unit, an
// engaged unit in the Shooting phase. Nothing when it may be shot at.
std::optional<Error> shootingTargetError(const Unit &target, ShotTiming timing, bool targetInPath = false);

// The positions a target's stands count as, for this ruleset and timing, with the spells on it that
// make it count as better protected.
StandPositions effectivePositions(const Unit &target, const Ruleset &ruleset, ShotTiming timing);

// Whether this shot of `shooter` is the second one a spell lets it make in its Shooting phase.
bool isSecondShot(const Unit &shooter, ShotTiming timing);

} // namespace wm
