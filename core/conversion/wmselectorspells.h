// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/spell.h"
#include "core/rules/unittype.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// wmassist's own note for one spell of the wm-selector lists: what the spell does, as the data the
// rules apply, and the part the players do themselves on the table. The list's entry gives only the
// cast roll and the range; everything else is here, written from the spell's meaning (the list's
// wording is never copied). A spell of one name that differs between the rulesets or the armies has
// a note for each.
struct SpellNote
{
    // Which lists the note is for: "" all of them, "revolution" one ruleset, "revolution/goblin"
    // one list. The narrowest note found wins.
    const char *scope = "";
    const char *spell = "";   // the spell's name in the wm-selector file
    const char *summary = ""; // in our own words; translated through the "SpellNote" context
    SpellTarget target = SpellTarget::EnemyUnit;
    SpellEngagement engagement = SpellEngagement::Any;
    bool needsSight = false;
    QList<UnitType> targetTypes = {};
    bool aura = false;
    std::optional<SpellAttacks> attacks = std::nullopt;
    std::optional<SpellDriveBack> driveBack = std::nullopt;
    bool movesAsOrdered = false;
    QList<SpellStateEffect> states = {};
    bool secondSpell = false;
    bool regainsStand = false;
    bool rollSlaysStand = false;
    // What the players do themselves, in our own words, translated through "SpellNote" too; empty
    // when wmassist applies the whole spell.
    const char *playersApply = "";
};

// How far a spell of the wm-selector lists reaches, as its `range` says.
struct SpellReach
{
    std::optional<int> rangeCm;
    bool touching = false; // "- Touching": an enemy touching the wizard's unit, at no range

    bool operator==(const SpellReach &) const = default;
};

// One spell entry of a wm-selector list read with its note: the spell, or none when it could not be
// converted, and what could not be mapped as it stands.
struct SpellConversion
{
    struct Issue
    {
        QString field; // "spells", "spells.roll", "spells.range"
        QString message;
    };

    std::optional<Spell> spell;
    QList<Issue> issues;
    const SpellNote *note = nullptr;
};

namespace WmSelectorSpells {

const SpellNote *find(const QString &rulesetKey, const QString &armyKey, const QString &spell);
QList<const SpellNote *> all();
// "30cm" -> 30 cm; the Revolution Araby "– affects enemy within 30cm" -> 30 cm; "- Touching",
// "touching" -> touching; absent -> no range. Nothing when it cannot be read.
std::optional<SpellReach> parseRange(const QJsonValue &range);
// One entry of a list's `spells` ({name, roll, range, text}) with its note.
SpellConversion convert(const QJsonObject &entry, const QString &rulesetKey, const QString &armyKey);

} // namespace WmSelectorSpells

} // namespace wm
