// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"
#include "core/rules/armour.h"
#include "core/rules/combat.h"
#include "core/rules/ruleset.h"
#include "core/rules/side.h"
#include "core/rules/unit.h"

#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// One stand touching an enemy: the enemy unit its attacks go against and what the table shows.
// The resolver fills in what the app knows itself: `charging` (the unit charged this turn and this
// is the first round) and a terrifying target; the rest comes from the table.
struct FightingStand
{
    int target = 0; // index of the enemy unit in the other side's list
    StandSituation situation;

    bool operator==(const FightingStand &) const = default;
};

// A unit in an engagement. A unit may only support (no fighting stands); it still shares the result.
struct CombatUnit
{
    Unit unit;
    QList<FightingStand> stands; // its stands touching an enemy this round
    int supportingStands = 0;    // its stands supporting, not touching an enemy
    // A character who joined the unit adds his attack bonus to one of its fighting stands.
    std::optional<Unit> character;
    int characterStand = 0; // index into stands
    // Every character who has joined the unit, the one who fights with it included: a character whose
    // mount causes terror makes the unit terrifying, whether or not he adds his attacks this round.
    QList<Unit> joined{};
    // The player re-rolls all its attack dice this round with its Banner of Fortune (once a battle).
    bool reRollAttacks = false;
    // A friendly wizard's aura reaches it, so terror costs it nothing (Tranquility of Heaven).
    bool auraIgnoresTerror = false;
    // Its list rules whose question the players answered yes: Zealots fighting Undead an army typed
    // in does not name.
    QStringList said{};
};

struct CombatRequest
{
    PerSide<QList<CombatUnit>> sides;
    int round = 1; // of this engagement in this Combat phase, from 1
    // An advance into a new engagement fights without the charge bonus.
    bool advanceIsNoCharge = true;
    // The key of each side's army list ("tomb-kings"); empty where it is unknown, and a rule against
    // an army of a kind is then the players' to answer.
    PerSide<QString> armyKeys{};
};

// One unit's dice against one enemy unit at one to-hit score, then that enemy's saves against them.
struct CombatAttack
{
    Side side;
    // Struck again after the round's other dice, by a unit ahead on hits (the classic Bears).
    bool again = false;
    int unit = 0;   // index in its side
    int target = 0; // index in the other side
    Protection targetPosition = Protection::Open;
    int scoreToHit = 4;
    DiceRoll toHit; // as first rolled: marked re-rolled when toHitReRoll follows it
    // Dice rolled again: all of them (the Banner of Fortune) or one that missed (the Sword of
    // Cleaving), which then counts instead of the first miss.
    std::optional<DiceRoll> toHitReRoll;
    int hits = 0;
    Armour armour;
    std::optional<DiceRoll> saves; // none when there was nothing to save or no save is possible
    // One successful save rolled again, as the Sword of Destruction makes the enemy do.
    std::optional<DiceRoll> savesReRoll;
    int saved = 0;
    int struck = 0;

    bool operator==(const CombatAttack &) const = default;
};

struct CombatStandDice
{
    QList<AttackModifier> modifiers;
    int characterBonus = 0;
    int dice = 0;

    bool operator==(const CombatStandDice &) const = default;
};

// How one unit fared in the round.
struct CombatUnitResult
{
    QList<CombatStandDice> stands; // in the order of its fighting stands
    bool lastDitch = false;        // its stands had no dice between them, so it rolled one
    int hitsStruck = 0;            // struck on it this round, after saves
    int hitsCounted = 0;           // of those, the ones the enemy's result counts: no more than it could take
    int hitsCarried = 0;           // struck on it by shooting as it charged: they count in the first round
    int regenerated = 0;           // hits its rule took back after stands were removed (Trolls)
    int support = 0;
    int standsRemoved = 0;
    Unit after;
    std::optional<Unit> characterAfter; // slain when the unit is destroyed

    bool operator==(const CombatUnitResult &) const = default;
};

// What each stand supporting its unit, not touching an enemy, adds to its side's result.
inline constexpr int SupportPerStand = 1;

struct CombatSideResult
{
    int hits = 0;    // hits counted against the enemy this round
    int carried = 0; // hits its shooting struck on the enemy's chargers (first round only)
    int support = 0;
    bool wipedOut = false;

    int total() const { return hits + carried + support; }

    bool operator==(const CombatSideResult &) const = default;
};

// A round, step by step: the attacks in the order rolled, each unit's losses and each side's result.
struct CombatRoundResult
{
    int round = 1;
    QList<CombatAttack> attacks;
    // Attacks struck again by units ahead on hits once the others and their saves are rolled, each
    // with its saves (ExtraAttacksWhenAhead).
    QList<CombatAttack> attacksAgain{};
    PerSide<QList<CombatUnitResult>> units; // in the order of the request
    PerSide<CombatSideResult> sides;
    std::optional<Side> winner; // none on a draw, or when both sides are wiped out
    int losingUnits = 0;        // that took part in the round, supporters and destroyed units included
    int retreatCm = 0;          // how far each surviving losing unit retreats

    int difference() const { return qAbs(sides[Side::first()].total() - sides[Side::second()].total()); }
    bool isDraw() const { return !winner && !bothWipedOut(); }
    bool bothWipedOut() const { return sides[Side::first()].wipedOut && sides[Side::second()].wipedOut; }
    QList<DiceRoll> rolls() const; // every roll in the order it was made

    bool operator==(const CombatRoundResult &) const = default;
};

// The position a stand fighting `target` counts it as being in: chargers are always in the open,
// the ruleset decides which units cover protects, and some units are always defended.
Protection combatPosition(const Unit &target, Protection declared, const Ruleset &ruleset);

// Fights one round of an engagement. Dice are taken in this order: every unit's attacks, side 1's
// units then side 2's, each unit's dice grouped by target and to-hit score in the order its stands
// name them; then the saves against each of those attacks in the same order; then, unit by unit, the
// attacks a unit ahead on hits strikes again, each followed by its saves. Casualties are removed
// at the end of the round. On any error (bad input, too few typed-in dice) nothing but the error is
// returned.
Result<CombatRoundResult> resolveCombatRound(const CombatRequest &request, const Ruleset &ruleset, DiceSource &dice);

} // namespace wm
