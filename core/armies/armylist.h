// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/rules/ruleset.h"
#include "core/rules/spell.h"
#include "core/rules/traits.h"
#include "core/rules/unitprofile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace wm {

// What an upgrade is, for the roster: a character rides one mount at most, and magic upgrades
// bring a character the powers of a Wizard and the items that go with them.
enum class UpgradeKind
{
    Mount,
    Magic,
    Other,
};

inline constexpr UpgradeKind AllUpgradeKinds[] = {UpgradeKind::Mount, UpgradeKind::Magic, UpgradeKind::Other};

// Keys for files (core/enumkeys.h).
inline constexpr EnumKey<UpgradeKind> UpgradeKindKeys[] = {
    {UpgradeKind::Mount, "mount"},
    {UpgradeKind::Magic, "magic"},
    {UpgradeKind::Other, "other"},
};
static_assert(keysFollow(UpgradeKindKeys, AllUpgradeKinds));
constexpr std::span<const EnumKey<UpgradeKind>> enumKeyTable(UpgradeKind)
{
    return UpgradeKindKeys;
}

struct UpgradeKindText
{
    Q_DECLARE_TR_FUNCTIONS(UpgradeKind)

public:
    static QString name(UpgradeKind kind);
};

// Something a unit of the list may take: a mount, a magic power, a swap for another unit.
struct ArmyUpgrade
{
    QString id;    // "empire:upgrade:griffon"
    int order = 0; // the number wm-selector's share links name it by
    QString name;  // "Griffon"
    UpgradeKind kind = UpgradeKind::Other;
    int combatAttackBonus = 0;              // added to the character's attacks (or the unit's)
    std::optional<int> shootingAttackBonus; // shooting attacks it brings (a Djinn, a dragon's breath)
    std::optional<int> rangeCm;             // the range of those shooting attacks
    int pointsDelta = 0;                    // added to the unit's points; negative for a cheaper swap
    std::optional<int> maxPer1000;          // most taken per full 1000 points
    std::optional<int> armyMax;             // most taken in the whole army
    Traits traits;                          // what it gives the character, or the unit he joins
    TraitValues traitValues;                // the values of those traits, where not their default
    JoinLimits joining;                     // whom its rider may join (an Elephant: no cavalry)
    QString replacesWith;                   // unit id: the unit is fielded as that unit instead
    QStringList requiredUnits;              // unit ids: one of them must be in the army
    QStringList magicItems;                 // names of magic items it lets the character carry
    QStringList unlocks;                    // upgrade ids the character may take once he has it
    QList<SpecialRule> rules;               // its special rules, given to the unit that takes it

    bool operator==(const ArmyUpgrade &) const = default;
};

// One entry of an army list: a unit a player may field, with what it costs and what it may take.
struct ArmyUnit
{
    QString id;    // "empire:halberdiers"
    int order = 0; // the number wm-selector's share links name it by
    UnitProfile profile;
    int points = 0;
    std::optional<int> minPer1000; // at least this many per full 1000 points
    std::optional<int> maxPer1000; // at most this many per full 1000 points
    std::optional<int> armyMin;    // at least this many in the army, whatever its size
    std::optional<int> armyMax;    // at most this many in the army, whatever its size
    QStringList upgrades;          // upgrade ids, in the list's order
    QStringList magicItems;        // magic items it may carry beyond those its type allows
    bool magicItemsAllowed = true;
    // Units that do not count when the army's break point is worked out (Bretonnian peasantry,
    // skirmisher stands).
    bool countsTowardsBreakPoint = true;
    // Unit ids: its stands are added to one of these units instead of forming a unit (skirmishers).
    QStringList addsStandsTo;
    // Such a stand's shooting attacks at chargers where its list gives fewer (the classic Salamanders: 1).
    std::optional<int> shootingAttacksAtChargers;
    QStringList sharesLimitsWith; // unit ids whose min/max this unit counts against too
    QStringList requiredUnits;    // unit ids: one of them must be in the army

    QString name() const { return profile.name; }

    bool operator==(const ArmyUnit &) const = default;
};

// An army list of one ruleset: its units and upgrades, sorted by their wm-selector order.
struct ArmyList
{
    Q_DECLARE_TR_FUNCTIONS(ArmyList)

public:
    // The version of the file format this code reads and writes.
    static constexpr int FormatVersion = 1;

    QString key;  // "empire": stable, unique within a ruleset
    QString name; // "Empire"
    RulesetId ruleset = RulesetId::Warmaster;
    int dataVersion = 1;    // raised whenever the numbers of the list change
    QString wmSelectorPath; // "warmaster-revolution/empire": where share links point
    // Rules of the whole army; each unit they concern also carries them in its profile.
    QList<SpecialRule> rules;
    // The spells its wizards cast; empty for armies without wizards.
    QList<Spell> spells;
    QList<ArmyUnit> units;
    QList<ArmyUpgrade> upgrades;

    const ArmyUnit *unit(const QString &id) const;
    const ArmyUnit *unitByName(const QString &name) const;
    const ArmyUnit *unitByOrder(int order) const;
    const ArmyUpgrade *upgrade(const QString &id) const;
    const ArmyUpgrade *upgradeByName(const QString &name) const;
    const ArmyUpgrade *upgradeByOrder(int order) const;
    const Spell *spell(const QString &name) const;

    // The stable part of an id: "Mikata (Ronin & Monks)" -> "mikata-ronin-monks".
    static QString slug(const QString &name);
    static QString unitId(const QString &armyKey, const QString &name);
    static QString upgradeId(const QString &armyKey, const QString &name);

    // A note as the player reads it: translated when wmassist's translations know it.
    static QString translatedNote(const QString &note);
    // The summaries of rules as the player reads them.
    static QStringList summaries(const QList<SpecialRule> &rules);

    bool operator==(const ArmyList &) const = default;
};

} // namespace wm
