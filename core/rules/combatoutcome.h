// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/combatround.h"
#include "core/rules/ruleset.h"
#include "core/rules/side.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>

#include <optional>

namespace wm {

class DiceSource;

// What a unit does once a round is over (FACTS §4.4–4.9).
enum class CombatChoice
{
    Retreat,  // the loser moves straight back by the retreat distance
    Stand,    // stays where it is
    FallBack, // moves back up to 3D6 cm
    Pursue,   // follows an enemy that retreated and fights another round
    Advance,  // every enemy is destroyed: a 20 cm charge-style move, once a Combat phase
};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<CombatChoice> CombatChoiceKeys[] = {
    {CombatChoice::Retreat, "retreat"}, {CombatChoice::Stand, "stand"},     {CombatChoice::FallBack, "fall-back"},
    {CombatChoice::Pursue, "pursue"},   {CombatChoice::Advance, "advance"},
};
constexpr std::span<const EnumKey<CombatChoice>> enumKeyTable(CombatChoice)
{
    return CombatChoiceKeys;
}

struct CombatChoiceText
{
    Q_DECLARE_TR_FUNCTIONS(CombatChoice)

public:
    static QString name(CombatChoice choice);
};

// What the table shows after a round that the outcome depends on.
struct CombatCircumstances
{
    // Stands of losing units destroyed because their retreat was blocked (by enemies, terrain they
    // cannot enter, or friends that cannot make way).
    QMap<UnitId, int> standsLostRetreating;
    // Winning units that charged a retreating enemy in flank or rear, or while it was in irregular
    // formation, this round: infantry of these may pursue cavalry and chariots, others flyers.
    QList<UnitId> chargedFlankRearOrIrregular;

    bool operator==(const CombatCircumstances &) const = default;
};

struct RefusedChoice
{
    CombatChoice choice = CombatChoice::Stand;
    QString reason;
};

// What one surviving unit may do now, and why the rest is not open to it.
struct UnitChoices
{
    Side side;
    int unit = 0; // index in its side of the round
    UnitId id = 0;
    QList<CombatChoice> allowed;
    QList<RefusedChoice> refused;
};

// The choices the rules allow every unit still standing after the round.
QList<UnitChoices> combatChoices(const CombatRoundResult &round, const Ruleset &ruleset,
                                 const CombatCircumstances &circumstances);

enum class CombatNext
{
    Ended,      // nobody pursues: the engagement is over
    NextRound,  // the winner pursued: another round now
    Unresolved, // the winner pursued after the last round allowed: it goes on next turn
};

// One 3D6 roll covers every unit of one side falling back from the engagement.
struct FallBackRoll
{
    Side side;
    DiceRoll roll;
    int minCm = 0;
    int maxCm = 0;

    bool operator==(const FallBackRoll &) const = default;
};

struct CombatOutcome
{
    PerSide<QList<Unit>> units;         // every unit after the outcome, in the round's order
    QList<Unit> characters;             // the joined characters, slain with their units
    QMap<UnitId, CombatChoice> choices; // what each unit did
    QList<FallBackRoll> fallBacks;
    CombatNext next = CombatNext::Ended;
    // Pursuers fight the next round with +1, and +1 more per full 3 cm of this retreat.
    int pursuitRetreatCm = 0;

    QList<DiceRoll> rolls() const;

    bool operator==(const CombatOutcome &) const = default;
};

// Carries out the players' choices: losers retreat (or are destroyed when they cannot), the chosen
// moves are made and fall backs rolled, and the engagement ends, fights on, or stays unresolved.
// Every surviving unit of the winning side (both sides on a draw) needs an allowed choice; losers
// always retreat. On any error nothing but the error is returned.
Result<CombatOutcome> resolveCombatOutcome(const CombatRoundResult &round, const Ruleset &ruleset,
                                           const CombatCircumstances &circumstances,
                                           const QMap<UnitId, CombatChoice> &choices, DiceSource &dice);

} // namespace wm
