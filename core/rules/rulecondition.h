// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/rules/traits.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace wm {

struct SpecialRule;
struct Unit;

// One thing a list rule's number depends on. Names are the list's own: a unit's or a character's
// name, the name of one of its rules, or (where a type is meant) a unit type's key.
enum class ConditionTest
{
    OrderedBy,          // the character giving the order is named so, or has a rule so named
    OrderingOthers,     // the character orders a unit with none of the rules named (the Treeman Ancient)
    BrigadedWith,       // another unit of the order is named so, has a rule so named, or is of a type named
    BrigadedWithOthers, // another unit of the order lacks this rule (Peasants with a unit that is not)
    OthersOutnumber,    // more units of the order lack this rule than have it (Chaos Spawn)
    Alone,              // the unit is ordered alone
    CarriesRule,        // the unit it falls on has a rule so named (a Grail Reliquae, Troll Slayers)
    FirstRound,         // the first round of a combat
    // The enemy's army list is one of the keys named; when the enemy's list is unknown (a roster typed
    // in), the players say so instead.
    AgainstArmy,
    AgainstType, // the stand fights an enemy unit of a type named, by its key (Troll Slayers: "monster")
    // The players say so, answering the condition's question. With names, the question is put only
    // to an army that fields a unit with one of these rules (Grail Pilgrims need a Grail Reliquae).
    PlayerSays,
};

inline constexpr ConditionTest AllConditionTests[] = {
    ConditionTest::OrderedBy,          ConditionTest::OrderingOthers,  ConditionTest::BrigadedWith,
    ConditionTest::BrigadedWithOthers, ConditionTest::OthersOutnumber, ConditionTest::Alone,
    ConditionTest::CarriesRule,        ConditionTest::FirstRound,      ConditionTest::AgainstArmy,
    ConditionTest::AgainstType,        ConditionTest::PlayerSays};

// Keys for files (core/enumkeys.h).
inline constexpr EnumKey<ConditionTest> ConditionTestKeys[] = {
    {ConditionTest::OrderedBy, "ordered-by"},
    {ConditionTest::OrderingOthers, "ordering-others"},
    {ConditionTest::BrigadedWith, "brigaded-with"},
    {ConditionTest::BrigadedWithOthers, "brigaded-with-others"},
    {ConditionTest::OthersOutnumber, "others-outnumber"},
    {ConditionTest::Alone, "alone"},
    {ConditionTest::CarriesRule, "carries-rule"},
    {ConditionTest::FirstRound, "first-round"},
    {ConditionTest::AgainstArmy, "against-army"},
    {ConditionTest::AgainstType, "against-type"},
    {ConditionTest::PlayerSays, "player-says"},
};
static_assert(keysFollow(ConditionTestKeys, AllConditionTests));
constexpr std::span<const EnumKey<ConditionTest>> enumKeyTable(ConditionTest)
{
    return ConditionTestKeys;
}

// Whom a character's once-a-battle power falls on.
enum class RuleReach
{
    Self,        // on him alone (the Pay Wagon's Command)
    JoinedUnit,  // on the unit he has joined, and on him (the Oathstone)
    UnitInReach, // on a unit of his army the players name as within his reach (the Tomb King)
};

inline constexpr RuleReach AllRuleReaches[] = {RuleReach::Self, RuleReach::JoinedUnit, RuleReach::UnitInReach};

inline constexpr EnumKey<RuleReach> RuleReachKeys[] = {
    {RuleReach::Self, "self"},
    {RuleReach::JoinedUnit, "joined-unit"},
    {RuleReach::UnitInReach, "unit-in-reach"},
};
static_assert(keysFollow(RuleReachKeys, AllRuleReaches));
constexpr std::span<const EnumKey<RuleReach>> enumKeyTable(RuleReach)
{
    return RuleReachKeys;
}

struct ConditionPart
{
    ConditionTest test = ConditionTest::PlayerSays;
    bool unless = false; // the part holds when its test does not: "unless brigaded with Black Orcs"
    QStringList names{};

    bool operator==(const ConditionPart &) const = default;
};

// When one trait of a list rule applies: "-1 Command unless brigaded with Black Orcs". Every part
// must hold; a trait with several conditions applies when any of them holds. A trait no condition
// names applies always.
struct RuleCondition
{
    Trait trait = Trait::OrderModifier; // the trait of the rule it governs, with the profile's value
    QList<ConditionPart> parts{};
    // The question put to the players, in the rule's own words, where a part is theirs to answer;
    // translated through the "ArmyNote" context, as notes are.
    QString said{};
    // A power the player uses once a battle, saying so; it lasts until the end of that turn's Combat
    // phase, on whom `reach` says.
    bool onceABattle = false;
    RuleReach reach = RuleReach::Self;
    bool ignoresTerror = false; // while it lasts, those it falls on ignore terror too (the Oathstone)

    // Whether the players are asked anything: a part of theirs, or a power to use.
    bool asksPlayers() const;

    bool operator==(const RuleCondition &) const = default;
};

// What a condition is judged on. An order fills in the character and the units ordered; a combat
// round the round, the enemy unit a stand fights and the enemy's army list.
struct ConditionContext
{
    const Unit *character = nullptr;
    const QList<Unit> *ordered = nullptr; // every unit of the order, the one judged included
    int round = 0;                        // 0: not a combat
    const Unit *enemy = nullptr;          // the enemy unit the stand fights
    std::optional<QString> enemyArmy{};   // its army list's key; empty when unknown
    QStringList said{};                   // the rules whose question the players answered yes
    const QList<Unit> *army = nullptr;    // the units of the rule's own army
};

// A question a list rule puts to the players, answered with a check box named after the rule.
struct RuleQuestion
{
    int unit = 0; // the number of the unit or character whose rule it is
    QString rule; // its name, the box's: what the action records when the players say yes
    QString text; // the question in the rule's own words: "The Paymaster uses the Pay Wagon now..."

    bool operator==(const RuleQuestion &) const = default;
};

namespace RuleConditions {

// Whether `condition` of `rule`, carried by `unit`, holds. A once-a-battle power holds while it
// lasts (the unit's state says so), or when the players use it now and it is not spent.
bool holds(const RuleCondition &condition, const SpecialRule &rule, const Unit &unit, const ConditionContext &context);
// Whether every part holds, whatever the players say of a power.
bool partsHold(const RuleCondition &condition, const SpecialRule &rule, const Unit &unit,
               const ConditionContext &context);
// Spends `giver`'s once-a-battle power of `rule` and sets it to work until the end of the Combat
// phase: on him (his own Command), or with its attacks on `receiver` (and on him too when it falls
// on the unit he joined).
void use(Unit &giver, Unit *receiver, const SpecialRule &rule, const RuleCondition &condition);
// Whether a trait the unit has applies: always for a trait no condition of its rules names;
// otherwise when one of those conditions holds. A power that falls on others (the Tomb King's,
// the Oathstone's) never applies to its carrier through his trait: what it gives is on the state
// of those it fell on.
bool applies(const Unit &unit, Trait trait, const ConditionContext &context);
// The conditions the unit's rules put on `trait`, with the rule each belongs to.
QList<std::pair<const SpecialRule *, const RuleCondition *>> conditionsOn(const Unit &unit, Trait trait);
// Whether the question of the players' part is put to this army: always, or only to one that
// fields a unit with one of the rules the part names.
bool asked(const ConditionPart &part, const QList<Unit> *army);

} // namespace RuleConditions

struct RuleConditionText
{
    Q_DECLARE_TR_FUNCTIONS(RuleCondition)

public:
    // When it applies, in a sentence that follows a trait's description: "Only unless brigaded with
    // Black Orcs, Chaos Dwarfs or Blunderbusses."
    static QString describe(const RuleCondition &condition);
    // Its parts alone, joined: "unless brigaded with a unit without this rule".
    static QString when(const RuleCondition &condition);
    // The question, as a player reads it under the check box named after its rule: "Its Hero uses it
    // on this unit now...".
    static QString question(const RuleCondition &condition);
};

} // namespace wm
