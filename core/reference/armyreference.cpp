// SPDX-License-Identifier: GPL-3.0-or-later
#include "armyreference.h"

#include "core/rules/magicitem.h"
#include "core/rules/profilenumbers.h"
#include "core/rules/unittype.h"
#include "core/rules/weapon.h"

#include <QMap>

#include <algorithm>

namespace wm {

namespace {

const QString separator = QStringLiteral(" · ");

// The special rules a profile brings beyond those of its whole army, each with what it does.
QString unitRules(const UnitProfile &profile)
{
    QStringList parts;
    for (const SpecialRule &rule : profile.rules) {
        if (!rule.armyWide)
            parts << ArmyReference::tr("%1: %2").arg(rule.name, rule.summary());
    }
    return parts.join(separator);
}

ReferenceTable units(Side side, const GameSetup &setup)
{
    const QString player = setup.players[side];
    const Roster &roster = setup.rosters[side];
    ReferenceTable t{.key = ArmyReference::armyKey(side),
                     .section = ArmyReference::tr("Armies"),
                     .title = ArmyReference::tr("%1's army").arg(player),
                     .columns = {ArmyReference::tr("Unit"), ArmyReference::tr("Type"), ArmyReference::tr("Units"),
                                 ArmyReference::tr("Attacks"), ArmyReference::tr("Hits"), ArmyReference::tr("Armour"),
                                 ArmyReference::tr("Command"), ArmyReference::tr("Stands"), ArmyReference::tr("Range"),
                                 ArmyReference::tr("Special rules")}};
    // One row for each profile, however many units of it the army fields, in the roster's order.
    QList<const UnitProfile *> shown;
    QList<int> counts;
    QList<QStringList> armyRules;
    for (const RosterUnit &unit : roster.units) {
        const auto same =
            std::find_if(shown.cbegin(), shown.cend(), [&unit](const UnitProfile *p) { return *p == unit.profile; });
        if (same != shown.cend()) {
            ++counts[same - shown.cbegin()];
            continue;
        }
        shown << &unit.profile;
        counts << 1;
        for (const SpecialRule &rule : unit.profile.rules) {
            const QStringList entry{rule.name, rule.summary()};
            if (rule.armyWide && !armyRules.contains(entry))
                armyRules << entry;
        }
    }
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const UnitProfile &p = *shown.at(i);
        t.rows << QStringList{p.name,
                              UnitTypeText::name(p.type),
                              QString::number(counts.at(i)),
                              ProfileNumbers::attacks(p),
                              ProfileNumbers::hits(p),
                              ProfileNumbers::armour(p),
                              ProfileNumbers::command(p),
                              ProfileNumbers::stands(p),
                              ProfileNumbers::range(p),
                              unitRules(p)};
    }
    t.notes << ArmyReference::tr("%1: %2 of %3 points.").arg(roster.name).arg(roster.points()).arg(roster.pointsLimit);
    for (const QStringList &rule : std::as_const(armyRules))
        t.notes << ArmyReference::tr("Rule of the whole army, %1: %2").arg(rule.at(0), rule.at(1));
    return t;
}

std::optional<ReferenceTable> spells(Side side, const GameSetup &setup)
{
    const QList<Spell> spells = setup.spellsOf(side);
    if (spells.isEmpty())
        return std::nullopt;
    ReferenceTable t{.key = ArmyReference::spellsKey(side),
                     .section = ArmyReference::tr("Armies"),
                     .title = ArmyReference::tr("%1's spells").arg(setup.players[side]),
                     .columns = {ArmyReference::tr("Spell"), ArmyReference::tr("Cast on"), ArmyReference::tr("Range"),
                                 ArmyReference::tr("What it does")}};
    for (const Spell &spell : spells) {
        QString what = spell.summaryText();
        if (const QString players = spell.playersApplyText(); !players.isEmpty())
            what += QLatin1Char(' ') + ArmyReference::tr("On the table: %1").arg(players);
        t.rows << QStringList{
            spell.name, ArmyReference::tr("%1+").arg(spell.castRoll),
            spell.rangeCm ? ArmyReference::tr("%1 cm").arg(*spell.rangeCm) : ArmyReference::tr("none needed"), what};
    }
    t.notes << ArmyReference::tr("A wizard casts one spell in his Shooting phase: a D6 of the score given or more "
                                 "(a 1 always fails).");
    return t;
}

std::optional<ReferenceTable> magicItems(Side side, const GameSetup &setup)
{
    ReferenceTable t{
        .key = ArmyReference::itemsKey(side),
        .section = ArmyReference::tr("Armies"),
        .title = ArmyReference::tr("%1's magic items").arg(setup.players[side]),
        .columns = {ArmyReference::tr("Carried by"), ArmyReference::tr("Item"), ArmyReference::tr("What it does")}};
    for (const RosterUnit &unit : setup.rosters[side].units) {
        if (const std::optional<MagicItem> item = unit.profile.magicItem)
            t.rows << QStringList{unit.displayName(), MagicItemText::name(*item), MagicItemText::summary(*item)};
    }
    if (t.rows.isEmpty())
        return std::nullopt;
    return t;
}

} // namespace

QList<ReferenceTable> ArmyReference::gameTables(const GameSetup &setup)
{
    QList<ReferenceTable> all;
    for (Side side : Side::both()) {
        all << units(side, setup);
        if (auto table = spells(side, setup))
            all << *table;
        if (auto table = magicItems(side, setup))
            all << *table;
    }
    for (ReferenceTable &table : all)
        table.ofAnArmy = true;
    return all;
}

ReferenceTable ArmyReference::shootingRanges(const QList<UnitProfile> &profiles, const QString &source)
{
    ReferenceTable t{.key = QStringLiteral("shooting-ranges"),
                     .section = tr("Shooting"),
                     .title = tr("Shooting ranges"),
                     .columns = {tr("Range"), tr("Weapon"), tr("Troops")}};
    // Shortest range first, then the weapons in their usual order.
    QMap<std::pair<int, int>, QStringList> troops;
    for (const UnitProfile &profile : profiles) {
        if (!profile.rangeCm)
            continue;
        QStringList &names = troops[{*profile.rangeCm, int(profile.weapon)}];
        if (!names.contains(profile.name))
            names << profile.name;
    }
    for (auto it = troops.begin(); it != troops.end(); ++it) {
        it.value().sort(Qt::CaseInsensitive);
        t.rows << QStringList{tr("%1 cm").arg(it.key().first), WeaponText::name(Weapon(it.key().second)),
                              it.value().join(QStringLiteral(", "))};
    }
    t.notes << source;
    t.notes << tr("A unit shoots at the closest enemy it can see within its range.");
    return t;
}

QList<UnitProfile> ArmyReference::profiles(const QList<ArmyList> &lists)
{
    QList<UnitProfile> all;
    for (const ArmyList &list : lists) {
        for (const ArmyUnit &unit : list.units)
            all << unit.profile;
        for (const ArmyUpgrade &upgrade : list.upgrades) {
            if (!upgrade.shootingAttackBonus || !upgrade.rangeCm)
                continue;
            UnitProfile shooter;
            shooter.name = upgrade.name;
            shooter.type = UnitType::General;
            shooter.shootingAttacks = upgrade.shootingAttackBonus;
            shooter.rangeCm = upgrade.rangeCm;
            all << shooter;
        }
    }
    return all;
}

QList<UnitProfile> ArmyReference::profiles(const GameSetup &setup)
{
    QList<UnitProfile> all;
    for (Side side : Side::both()) {
        for (const RosterUnit &unit : setup.rosters[side].units)
            all << unit.profile;
    }
    return all;
}

} // namespace wm
