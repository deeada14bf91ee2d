// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/joinlimits.h"
#include "core/rules/rulecondition.h"
#include "core/rules/specialrule.h"
#include "core/rules/traits.h"
#include "core/rules/weapon.h"

#include <QList>
#include <QString>

#include <optional>
#include <span>

namespace wm {

// wmassist's own short note for one special rule of the wm-selector lists, with what reading the
// rule's wording cannot give: the traits of a rule that only points at the rulebook ("Steam Tank"
// with no text), traits the wording names but only under a condition (a War Wagon is never driven
// back only while in laager), the weapon of an artillery rule.
struct RuleNote
{
    // Which lists the note is for: "" all of them, "revolution" one ruleset, "revolution/empire"
    // one list. The narrowest note found wins.
    const char *scope = "";
    const char *rule = ""; // the rule's name in the wm-selector file
    const char *note = ""; // in our own words; translated through the "ArmyNote" context
    Traits add = {};
    Traits remove = {};
    QList<TraitValue> values = {}; // traits with a number; each also adds its trait
    // When some of its traits apply, as the rule's own words say ("unless brigaded with Black Orcs");
    // each names a trait the note adds or gives a value.
    QList<RuleCondition> conditions = {};
    // How wmassist handles what its traits and weapon do not: the moment a resolver shows the rule
    // to the players, and why the rest is only shown. Every rule is applied, asked or shown.
    RuleMoment asked = RuleMoment::None;
    ShownReason shown = ShownReason::None;
    std::optional<Weapon> weapon = std::nullopt;
    std::optional<int> fullPaceCm = std::nullopt;
    // Attacks an upgrade adds to each stand that the list's attack value leaves out (the Grail
    // Reliquae's Grail Pilgrims: +1).
    int attacks = 0;
    // A mount's own shooting attacks and their range, where the rule's text gives them and the
    // list's numbers do not (a dragon's breath: 3 at 20 cm).
    std::optional<int> shootingAttacks = std::nullopt;
    std::optional<int> rangeCm = std::nullopt;
    // Who may join the unit, or whom the character (or a mount's rider) may join; rules are named as
    // the list names them.
    bool noCharacters = false;
    const char *onlyCharactersWithRule = "";
    std::optional<UnitType> notIntoType = std::nullopt;
    const char *onlyIntoUnitsWithRule = "";
    // Stands added to other units: the units the list's data names that the rule's text excludes
    // (names separated by "|"), and fewer shooting attacks at chargers where the text gives them.
    bool attachedStand = false; // a stand added to another unit and fighting as part of it
    const char *notAddedTo = "";
    std::optional<int> shootingAttacksAtChargers = std::nullopt;
    // A rule a unit and one of its upgrades both carry whose numbers come with the upgrade alone (the
    // Paymaster's bonus needs the Pay Wagon): on the unit itself it is only asked or shown.
    bool numbersWithUpgradeOnly = false;

    JoinLimits joinLimits() const;
};

// A note for the rules of a whole army. Its traits are read from the rule's wording and given to
// every unit but the characters and the units named in `except`.
struct ArmyRuleNote
{
    const char *scope = ""; // "revolution/tomb-kings"
    const char *name = "";  // the rule's name, as the list heads it: "Undead"
    const char *note = "";
    const char *except = "";                // unit names, separated by "|"
    Traits add = {};                        // what the wording gives that the phrases cannot find
    QList<TraitValue> values = {};          // traits with a number for the units
    QList<TraitValue> characterValues = {}; // traits with a number for the characters (a Command range)
    RuleMoment asked = RuleMoment::None;
    ShownReason shown = ShownReason::None;
    bool breakPoint = false; // applied through the units the list counts towards the break point
    int breakPointBonus = 0; // units more the army must lose before it withdraws
};

namespace WmSelectorNotes {

// Whether a note's scope ("", "revolution", "revolution/empire") takes in a list, and how narrow it
// is (0, 1 or 2): the narrowest note found wins. Spells' notes are scoped alike.
bool inScope(const char *scope, const QString &rulesetKey, const QString &armyKey);
int narrowness(const char *scope);
// Of `notes`, the one named `name` (by `nameOf`) in the narrowest scope that holds this army: the
// army's own before its ruleset's, the ruleset's before every ruleset's; nothing when none is.
template <typename Note, typename NameOf>
const Note *narrowestInScope(std::span<const Note> notes, NameOf nameOf, const QString &name, const QString &rulesetKey,
                             const QString &armyKey)
{
    const Note *best = nullptr;
    for (const Note &note : notes) {
        if (QString::fromUtf8(nameOf(note)) != name || !inScope(note.scope, rulesetKey, armyKey))
            continue;
        if (!best || narrowness(note.scope) > narrowness(best->scope))
            best = &note;
    }
    return best;
}

const RuleNote *find(const QString &rulesetKey, const QString &armyKey, const QString &rule);
// The note written for this one army under this name, if there is one: never a wider one.
const RuleNote *findForArmy(const QString &rulesetKey, const QString &armyKey, const QString &rule);
QList<const ArmyRuleNote *> armyNotes(const QString &rulesetKey, const QString &armyKey);
QList<const RuleNote *> all();

} // namespace WmSelectorNotes

} // namespace wm
