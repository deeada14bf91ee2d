// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/rules/rulecondition.h"
#include "core/rules/traits.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wm {

// The moment a resolver puts a rule to the players, because its effect depends on what only the
// table shows (is a human enemy within reach? is the enemy Chaos?).
enum class RuleMoment
{
    None,
    CommandStart, // the start of its own Command phase, before initiative (instability, stampedes)
    Initiative,   // a unit's initiative: a charge it must make, a move it may make without orders
    Orders,       // an order to it: who may order it, what it may do
    Charge,       // its charge or a charge at it
    Shooting,     // when it shoots or is shot at
    Combat,       // a round of combat it fights
    CombatResult, // what it does after a round: pursue, advance, hold
    EndOfPhase,   // the end of a phase: something happens to it by itself
};

inline constexpr RuleMoment AllRuleMoments[] = {RuleMoment::None,   RuleMoment::CommandStart, RuleMoment::Initiative,
                                                RuleMoment::Orders, RuleMoment::Charge,       RuleMoment::Shooting,
                                                RuleMoment::Combat, RuleMoment::CombatResult, RuleMoment::EndOfPhase};

inline constexpr EnumKey<RuleMoment> RuleMomentKeys[] = {
    {RuleMoment::None, "none"},
    {RuleMoment::CommandStart, "command-start"},
    {RuleMoment::Initiative, "initiative"},
    {RuleMoment::Orders, "orders"},
    {RuleMoment::Charge, "charge"},
    {RuleMoment::Shooting, "shooting"},
    {RuleMoment::Combat, "combat"},
    {RuleMoment::CombatResult, "combat-result"},
    {RuleMoment::EndOfPhase, "end-of-phase"},
};
static_assert(keysFollow(RuleMomentKeys, AllRuleMoments));
constexpr std::span<const EnumKey<RuleMoment>> enumKeyTable(RuleMoment)
{
    return RuleMomentKeys;
}

// Why (part of) a rule is only shown: it changes no number wmassist keeps.
enum class ShownReason
{
    None,
    ArmyBuilding, // what an army may field, who may join or ride what: the roster's business
    Movement,     // how or where it moves: the players measure it on the table
    Deployment,   // where it is set up before the battle
    Terrain,      // what terrain does to it, which only the table shows
    Magic,        // a magic power wmassist does not apply: the players use it on the table
    Profile,      // its numbers are already in the profile (attacks, range, move, size)
};

inline constexpr ShownReason AllShownReasons[] = {
    ShownReason::None,    ShownReason::ArmyBuilding, ShownReason::Movement, ShownReason::Deployment,
    ShownReason::Terrain, ShownReason::Magic,        ShownReason::Profile};

inline constexpr EnumKey<ShownReason> ShownReasonKeys[] = {
    {ShownReason::None, "none"},         {ShownReason::ArmyBuilding, "army-building"},
    {ShownReason::Movement, "movement"}, {ShownReason::Deployment, "deployment"},
    {ShownReason::Terrain, "terrain"},   {ShownReason::Magic, "magic"},
    {ShownReason::Profile, "profile"},
};
static_assert(keysFollow(ShownReasonKeys, AllShownReasons));
constexpr std::span<const EnumKey<ShownReason>> enumKeyTable(ShownReason)
{
    return ShownReasonKeys;
}

// One special rule of an army list as a unit carries it: its name in the list, wmassist's summary,
// and how wmassist handles each part of it. A rule may be applied in part (its traits), asked in
// part and shown in part; every rule is at least one of the three.
struct SpecialRule
{
    Q_DECLARE_TR_FUNCTIONS(SpecialRule)

public:
    QString name;  // "Trolls", as the list names it
    QString note;  // wmassist's own summary, translated through the "ArmyNote" context
    Traits traits; // what the resolvers apply from it
    // When some of those traits apply: "-1 Command unless brigaded with Black Orcs". A trait no
    // condition names applies always.
    QList<RuleCondition> conditions{};
    bool weapon = false; // it gives the unit the rulebook weapon its profile names
    // It decides which units count towards the army's break point, as the list's units say.
    bool breakPoint = false;
    // Units more the army must lose before it withdraws (Nippon: 1).
    int breakPointBonus = 0;
    // Attacks it adds to each stand, already in the profile of the unit that takes it, where the
    // list's numbers leave them out (the Grail Reliquae: +1).
    int attacks = 0;
    // It limits who may join the unit, or whom its character may join (the profile's JoinLimits).
    bool joinLimits = false;
    // Its stand is added to another unit and fights, shoots and is lost as part of it (Skirmishers).
    bool attachedStand = false;
    RuleMoment asked = RuleMoment::None;
    ShownReason shown = ShownReason::None;
    bool armyWide = false; // a rule of the whole army, not of the unit alone

    bool applied() const
    {
        return traits || weapon || breakPoint || breakPointBonus != 0 || attacks != 0 || joinLimits || attachedStand;
    }
    bool classified() const { return applied() || asked != RuleMoment::None || shown != ShownReason::None; }

    // The note as the player reads it, translated when wmassist's translations know it.
    QString summary() const;
    // How wmassist handles it, part by part, in sentences: "Applied: …", "Asked …", "Shown only: …".
    QStringList handling(const TraitValues &values = {}) const;

    static QString momentText(RuleMoment moment);
    static QString reasonText(ShownReason reason);

    bool operator==(const SpecialRule &) const = default;
};

// The rules among `rules` that a resolver puts to the players at `moment`.
QList<SpecialRule> rulesAskedAt(const QList<SpecialRule> &rules, RuleMoment moment);

} // namespace wm
