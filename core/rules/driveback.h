// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/protection.h"
#include "core/rules/ruleset.h"
#include "core/rules/unit.h"

#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// What the end of the Shooting phase did to one unit that took hits.
enum class DriveBackOutcome
{
    DrivenBack,        // moved back the distance rolled
    Routed,            // rolled more than its full pace: removed, not moved
    HitsIgnored,       // its position ignored every hit for drive backs: no dice
    CarriedIntoCombat, // engaged: not driven back, its hits count in the first combat round
    NeverDrivenBack,   // its special rule, or a spell on it: no dice at all
    ConfusionOnly,     // its special rule: dice rolled only to see if a 6 confuses it
};

// Keys for the game state (core/enumkeys.h).
inline constexpr EnumKey<DriveBackOutcome> DriveBackOutcomeKeys[] = {
    {DriveBackOutcome::DrivenBack, "driven-back"},
    {DriveBackOutcome::Routed, "routed"},
    {DriveBackOutcome::HitsIgnored, "hits-ignored"},
    {DriveBackOutcome::CarriedIntoCombat, "carried-into-combat"},
    {DriveBackOutcome::NeverDrivenBack, "never-driven-back"},
    {DriveBackOutcome::ConfusionOnly, "confusion-only"},
};
constexpr std::span<const EnumKey<DriveBackOutcome>> enumKeyTable(DriveBackOutcome)
{
    return DriveBackOutcomeKeys;
}

struct DriveBack
{
    UnitId unit = 0;
    QString name;
    int hits = 0;                             // hits struck on it this phase
    Protection protection = Protection::Open; // its best protected stand, as the ruleset counts it
    int hitsIgnored = 0;                      // one if defended, two if fortified
    std::optional<DiceRoll> dice;             // one die a hit left; the opponent rolls them
    // The dice for the hits of shooters whose dice confuse sooner (the Skull Chukka), rolled apart
    // from the others: any of them showing soonerScore or more confuses the unit.
    std::optional<DiceRoll> soonerDice{};
    int soonerScore = 0;
    int distanceCm = 0;
    int fullPaceCm = 0;
    bool confused = false; // a 6 among the dice
    bool routed = false;
    DriveBackOutcome outcome = DriveBackOutcome::DrivenBack;
    QList<UnitId> awayFrom; // the units that shot at it: it moves straight away from the closest
    QString spell;          // never driven back by a spell on it: the spell's name

    bool operator==(const DriveBack &) const = default;
};

struct DiscardedHits
{
    UnitId unit = 0;
    QString name;
    int hits = 0;

    bool operator==(const DiscardedHits &) const = default;
};

struct ShootingPhaseEnd
{
    QList<DriveBack> driveBacks; // in the order resolved
    QList<DiscardedHits> discarded;
    QList<Unit> units; // every unit as it stands after the phase, in the order given

    QList<DiceRoll> rolls() const;
    const DriveBack *driveBackOf(UnitId unit) const;

    bool operator==(const ShootingPhaseEnd &) const = default;
};

// Whether the end of the phase looks at this unit at all: it is on the table and took hits.
bool takesDriveBack(const Unit &unit);

// What a unit's drive back at the end of the phase will roll, before any die: worked out exactly as
// endShootingPhase() works it out, which rolls by it. For what shows the odds of a drive back.
struct DriveBackPlan
{
    // Everything known before the dice: the hits, those ignored, its full pace, the score its
    // sooner-confusing dice confuse on. Where no dice are rolled, also the outcome.
    DriveBack decided;
    int ordinaryDice = 0;
    int soonerDice = 0;
    bool canBeConfused = true;  // a unit never confused stays steady whatever the dice show
    bool confusionOnly = false; // its rule: the dice only confuse it, it is never moved by them

    bool rollsDice() const { return ordinaryDice + soonerDice > 0; }
};
DriveBackPlan planDriveBack(const Unit &unit, const QList<Unit> &units, const Ruleset &ruleset);

// Ends the Shooting phase: drives back every unit that took hits (in the order given, which the
// owning player chooses), then discards odd hits. Engaged units keep theirs for combat. On any
// error nothing is returned but the error.
// `resolvedBeforeDiceRanOut`, when given, receives the drive backs done before `dice` had no more to
// give: a resolver waiting for the next unit's dice reports the units before it as their dice came in.
Result<ShootingPhaseEnd> endShootingPhase(const QList<Unit> &units, const Ruleset &ruleset, DiceSource &dice,
                                          QList<DriveBack> *resolvedBeforeDiceRanOut = nullptr);

// The drive-back rules as data: endShootingPhase() follows them, the reference shows them.
namespace DriveBackRules {

// Dice rolled for each hit taken this phase (stands lost included), after those ignored.
inline constexpr int DicePerHit = 1;
// Any die showing this confuses the unit driven back.
inline constexpr int ConfusingScore = 6;
// A unit in combat by the end of the phase is not driven back: its hits count in the first round.
inline constexpr bool EngagedUnitsDrivenBack = false;
// Hits from shooting at chargers count in the first round of combat, never for drive backs.
inline constexpr bool ChargersDrivenBack = false;

bool confuses(const DiceRoll &dice);
// Confused by the dice of hits that confuse on `score` or more (the Skull Chukka's 4).
bool confusesOn(const DiceRoll &dice, int score);
// Driven back further than its full pace, a unit routs: it is removed, not moved.
bool routs(int distanceCm, int fullPaceCm);

} // namespace DriveBackRules

// Hits a unit ignores for drive backs: the first if any stand is defended, the first two if any
// stand is fortified (sources/003, sources/004).
int driveBackHitsIgnored(Protection best);

// How a unit's drive-back dice split between its ordinary hits and those that confuse sooner. The
// hits a position ignores, and a die fewer its own rule rolls, come off the ordinary hits first:
// the sources say only that the sooner-confusing dice are rolled apart, and this reading keeps a
// die for every such hit as long as there are other hits to take instead.
struct DriveBackDiceSplit
{
    int ordinary = 0;
    int sooner = 0;

    bool operator==(const DriveBackDiceSplit &) const = default;
};
DriveBackDiceSplit splitDriveBackDice(int hits, int hitsConfusingSooner, int fewer);

} // namespace wm
