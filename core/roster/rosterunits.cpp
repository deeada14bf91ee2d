// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterunits.h"

#include "core/limits.h"

#include <algorithm>

namespace wm {

namespace {

QString upgradeNames(const ArmyList &list, const QStringList &upgradeIds)
{
    if (upgradeIds.isEmpty())
        return RosterUnits::tr("no upgrade");
    QStringList names;
    for (const QString &id : upgradeIds)
        names.append(list.upgrade(id)->name);
    return names.join(QLatin1String(", "));
}

// What an upgrade adds to the profile of the unit that takes it (after a swap, the profile of the
// unit it is fielded as).
void addUpgradeToProfile(const ArmyUpgrade &upgrade, UnitProfile &p)
{
    p.combatAttacks += upgrade.combatAttackBonus;
    // Shooting attacks with a range of their own are the rider's (a Dragon's breath). Those without
    // one go to a stand of the unit the character joins, at its range (a Djinn): his own stand
    // does not shoot, and his note tells the players.
    if (upgrade.shootingAttackBonus && upgrade.rangeCm && !p.shootingAttacks) {
        p.shootingAttacks = upgrade.shootingAttackBonus;
        p.rangeCm = upgrade.rangeCm;
    }
    p.traits |= upgrade.traits;
    p.traitValues.insert(upgrade.traitValues);
    p.joining |= upgrade.joining;
    for (const SpecialRule &rule : upgrade.rules) {
        // A swap's rule is the rule of the unit it is fielded as, which the profile has already. A
        // rule the unit shares with its upgrade is the upgrade's, which brings its numbers (the
        // Paymaster's with the Pay Wagon).
        const auto known =
            std::find_if(p.rules.begin(), p.rules.end(), [&rule](const SpecialRule &r) { return r.name == rule.name; });
        if (known == p.rules.end())
            p.rules.append(rule);
        else if (upgrade.replacesWith.isEmpty())
            *known = rule;
    }
}

// The item goes on the unit as fielded: a swap or a mount may change what it may carry and, for a
// banner priced by armour or hits, what it costs.
std::optional<Error> addMagicItemToUnit(const ArmyList &list, const ArmyUnit &unit, const QStringList &upgradeIds,
                                        MagicItem magicItem, const MagicItems *magicItems, RosterUnit &result)
{
    if (!magicItems)
        return Error{QStringLiteral("magicItem"),
                     RosterUnits::tr("%1: wmassist has no magic items of %2, so the %3 cannot be priced.")
                         .arg(unit.name(), Ruleset::name(list.ruleset), MagicItemText::name(magicItem))};
    QList<const ArmyUpgrade *> taken;
    for (const QString &id : upgradeIds)
        taken.append(list.upgrade(id));
    if (const std::optional<MagicItemRefusal> refusal = magicItems->refusal(magicItem, unit, result.profile, taken))
        return Error{QStringLiteral("magicItem"),
                     RosterUnits::refusalText(*refusal, unit.name(), magicItem, result.profile, list.ruleset)};
    result.profile.magicItem = magicItem;
    result.points += magicItems->points(magicItem, result.profile).value_or(0);
    return std::nullopt;
}

} // namespace

Result<RosterUnit> RosterUnits::fromList(const ArmyList &list, const QString &unitId, const QStringList &upgradeIds,
                                         const QString &label, std::optional<MagicItem> magicItem,
                                         const MagicItems *magicItems)
{
    const ArmyUnit *unit = list.unit(unitId);
    if (!unit)
        return Error{QStringLiteral("unitId"), tr("The %1 list has no unit \"%2\".").arg(list.name, unitId)};

    RosterUnit result;
    result.unitId = unit->id;
    result.upgrades = upgradeIds;
    result.profile = unit->profile;
    result.label = label;
    result.points = unit->points;
    result.countsTowardsBreakPoint = unit->countsTowardsBreakPoint && !unit->profile.isCharacter();

    bool mounted = false;
    for (qsizetype i = 0; i < upgradeIds.size(); ++i) {
        const QString &id = upgradeIds.at(i);
        const ArmyUpgrade *upgrade = list.upgrade(id);
        if (!upgrade)
            return Error{QStringLiteral("upgrades"), tr("The %1 list has no upgrade \"%2\".").arg(list.name, id)};
        // Each upgrade must be offered by those taken before it.
        if (!offeredUpgrades(list, unitId, upgradeIds.first(i)).contains(id))
            return Error{QStringLiteral("upgrades"),
                         tr("%1 may not take the upgrade %2.").arg(unit->name(), upgrade->name)};
        if (upgrade->kind == UpgradeKind::Mount) {
            if (mounted)
                return Error{QStringLiteral("upgrades"), tr("%1 may ride only one mount.").arg(unit->name())};
            mounted = true;
        }

        if (!upgrade->replacesWith.isEmpty()) {
            // A swap: the unit is fielded as the other unit, at its own price plus the upgrade's.
            const ArmyUnit *other = list.unit(upgrade->replacesWith);
            if (!other)
                return Error{QStringLiteral("upgrades"),
                             tr("The %1 list has no unit \"%2\".").arg(list.name, upgrade->replacesWith)};
            result.profile = other->profile;
        }
        addUpgradeToProfile(*upgrade, result.profile);
        result.points += upgrade->pointsDelta;
    }

    if (magicItem) {
        if (std::optional<Error> error = addMagicItemToUnit(list, *unit, upgradeIds, *magicItem, magicItems, result))
            return *std::move(error);
    }

    // What the list and its upgrades add up to must be a unit the rules can use and a roster file can
    // hold; a list that gives anything else is wrong, and saying so here keeps it out of every roster.
    if (const QList<Error> problems = result.validate(); !problems.isEmpty())
        return Error{problems.first().field,
                     tr("%1 with %2: %3").arg(unit->name(), upgradeNames(list, upgradeIds), problems.first().message)};
    return result;
}

Result<RosterUnit> RosterUnits::withMagicItem(const ArmyList &list, const RosterUnit &unit,
                                              std::optional<MagicItem> magicItem, const MagicItems *magicItems)
{
    Result<RosterUnit> made = fromList(list, unit.unitId, unit.upgrades, unit.label, magicItem, magicItems);
    if (!made || unit.attachedUnitId.isEmpty())
        return made;
    return withAttachedStand(list, made.value(), unit.attachedUnitId);
}

Result<RosterUnit> RosterUnits::withUpgrades(const ArmyList &list, const RosterUnit &unit,
                                             const QStringList &upgradeIds, const MagicItems *magicItems)
{
    Result<RosterUnit> made = fromList(list, unit.unitId, upgradeIds, unit.label, unit.profile.magicItem, magicItems);
    if (!made || unit.attachedUnitId.isEmpty())
        return made;
    return withAttachedStand(list, made.value(), unit.attachedUnitId);
}

Result<RosterUnit> RosterUnits::withAttachedStand(const ArmyList &list, const RosterUnit &unit,
                                                  const QString &standsUnitId)
{
    RosterUnit result = unit;
    // The stand it has comes off first, with its points.
    if (result.profile.attached) {
        const ArmyUnit *old = list.unit(result.attachedUnitId);
        result.points -= old ? old->points : 0;
        result.profile.attached.reset();
        --result.profile.stands;
        result.attachedUnitId.clear();
    }
    if (standsUnitId.isEmpty())
        return result;

    const ArmyUnit *stands = list.unit(standsUnitId);
    if (!stands)
        return Error{QStringLiteral("attachedUnitId"),
                     tr("The %1 list has no unit \"%2\".").arg(list.name, standsUnitId)};
    if (!stands->addsStandsTo.contains(unit.unitId)) {
        QStringList names;
        for (const QString &id : stands->addsStandsTo) {
            if (const ArmyUnit *host = list.unit(id))
                names.append(host->name());
        }
        return Error{QStringLiteral("attachedUnitId"),
                     stands->addsStandsTo.isEmpty()
                         ? tr("%1 is a unit of its own: its stands are not added to another unit.").arg(stands->name())
                         : tr("%1 cannot be added to %2: the list adds them only to %3.")
                               .arg(stands->name(), unit.profile.name, names.join(QStringLiteral(", ")))};
    }
    const UnitProfile &p = stands->profile;
    result.profile.attached = AttachedStand{.name = p.name,
                                            .combatAttacks = p.combatAttacks,
                                            .shootingAttacks = p.shootingAttacks,
                                            .rangeCm = p.rangeCm,
                                            .shootingAttacksAtChargers = stands->shootingAttacksAtChargers,
                                            .traits = p.traits};
    ++result.profile.stands;
    result.points += stands->points;
    result.attachedUnitId = stands->id;
    if (const QList<Error> problems = result.validate(); !problems.isEmpty())
        return Error{problems.first().field,
                     tr("%1 with %2: %3").arg(unit.profile.name, p.name, problems.first().message)};
    return result;
}

QStringList RosterUnits::attachStandRows(const ArmyList &list, Roster &roster)
{
    QStringList left;
    for (qsizetype i = 0; i < roster.units.size();) {
        const ArmyUnit *stands = armyUnit(list, roster.units.at(i));
        if (!stands || stands->addsStandsTo.isEmpty()) {
            ++i;
            continue;
        }
        bool attached = false;
        for (RosterUnit &host : roster.units) {
            if (host.profile.attached || !stands->addsStandsTo.contains(host.unitId))
                continue;
            if (Result<RosterUnit> made = withAttachedStand(list, host, stands->id)) {
                host = std::move(made).value();
                attached = true;
                break;
            }
        }
        if (attached) {
            roster.units.removeAt(i);
        } else {
            left.append(roster.units.at(i).displayName());
            ++i;
        }
    }
    return left;
}

QList<const ArmyUnit *> RosterUnits::attachableStands(const ArmyList &list, const RosterUnit &unit)
{
    QList<const ArmyUnit *> found;
    if (unit.isCustom())
        return found;
    for (const ArmyUnit &other : list.units) {
        if (other.addsStandsTo.contains(unit.unitId))
            found.append(&other);
    }
    return found;
}

const ArmyUnit *RosterUnits::armyUnit(const ArmyList &list, const RosterUnit &unit)
{
    return unit.isCustom() ? nullptr : list.unit(unit.unitId);
}

QList<const ArmyUpgrade *> RosterUnits::takenUpgrades(const ArmyList &list, const RosterUnit &unit)
{
    QList<const ArmyUpgrade *> taken;
    for (const QString &id : unit.upgrades) {
        if (const ArmyUpgrade *upgrade = list.upgrade(id))
            taken.append(upgrade);
    }
    return taken;
}

QList<RosterUnits::MagicItemChoice> RosterUnits::magicItemChoices(const Roster &roster, int row, const ArmyList &list,
                                                                  const MagicItems &magicItems)
{
    if (row < 0 || row >= roster.units.size())
        return {};
    const RosterUnit &unit = roster.units.at(row);
    const ArmyUnit *listed = armyUnit(list, unit);
    if (!listed)
        return {};
    const QList<const ArmyUpgrade *> upgrades = takenUpgrades(list, unit);
    QList<MagicItemChoice> choices;
    for (const MagicItemOffer &offer : magicItems.offers) {
        const bool carried = unit.profile.magicItem == offer.item;
        if (!carried && !magicItems.mayCarry(offer.item, *listed, unit.profile, upgrades))
            continue;
        MagicItemChoice choice{offer.item, offer.pointsFor(unit.profile).value_or(0), {}};
        QStringList others;
        for (qsizetype i = 0; i < roster.units.size(); ++i) {
            if (i != row && roster.units.at(i).profile.magicItem == offer.item)
                others.append(roster.units.at(i).displayName());
        }
        // Taken only when the others use up the army's allowance: one more would be one too many.
        if (others.size() >= offer.armyMax)
            choice.takenBy = others;
        choices.append(choice);
    }
    return choices;
}

QString RosterUnits::refusalText(MagicItemRefusal refusal, const QString &unitName, MagicItem item,
                                 const UnitProfile &carrier, RulesetId ruleset)
{
    const QString itemName = MagicItemText::name(item);
    switch (refusal) {
    case MagicItemRefusal::NotOffered:
        return tr("%1: the %2 is not a magic item of %3.").arg(unitName, itemName, Ruleset::name(ruleset));
    case MagicItemRefusal::NoMagicItems:
        return tr("%1 may carry no magic item, the %2 included: its army list says so.").arg(unitName, itemName);
    case MagicItemRefusal::UnitType:
        return tr("%1 may not carry the %2: it is not an item for a unit of type %3.")
            .arg(unitName, itemName, UnitTypeText::name(carrier.type));
    case MagicItemRefusal::Armour:
        return tr("%1 may not carry the %2: it is not an item for a unit with armour %3.")
            .arg(unitName, itemName, carrier.armour.toString());
    case MagicItemRefusal::Hits:
        return tr("%1 may not carry the %2: it is not an item for a unit of %3 Hits.")
            .arg(unitName, itemName, carrier.hits ? QString::number(*carrier.hits) : QStringLiteral("\u2013"));
    }
    return {};
}

QStringList RosterUnits::offeredUpgrades(const ArmyList &list, const QString &unitId, const QStringList &taken)
{
    const ArmyUnit *unit = list.unit(unitId);
    if (!unit)
        return {};
    QStringList offered = unit->upgrades;
    // The list grows as it is read: an upgrade unlocked by a taken one may unlock others in turn.
    for (qsizetype i = 0; i < offered.size(); ++i) {
        if (!taken.contains(offered.at(i)))
            continue;
        if (const ArmyUpgrade *upgrade = list.upgrade(offered.at(i))) {
            for (const QString &unlocked : upgrade->unlocks) {
                if (!offered.contains(unlocked))
                    offered.append(unlocked);
            }
        }
    }
    return offered;
}

QStringList RosterUnits::upgradeChoices(const ArmyList &list, const RosterUnit &unit)
{
    QStringList choices = offeredUpgrades(list, unit.unitId, unit.upgrades);
    if (choices.isEmpty() && !list.unit(unit.unitId))
        return {};
    for (const QString &taken : unit.upgrades) {
        if (!choices.contains(taken))
            choices.append(taken);
    }
    return choices;
}

std::optional<Error> RosterUnits::roomForAnother(const Roster &roster)
{
    if (roster.units.size() < Limits::RosterUnits)
        return std::nullopt;
    return Error{QStringLiteral("units"), tr("A roster holds at most %1 units.").arg(Limits::RosterUnits)};
}

Result<RosterUnit> RosterUnits::custom(const UnitProfile &profile, int points, const QString &label)
{
    RosterUnit result;
    result.profile = profile;
    result.points = points;
    result.label = label;
    result.countsTowardsBreakPoint = !profile.isCharacter();
    if (const QList<Error> problems = result.validate(); !problems.isEmpty())
        return problems.first();
    return result;
}

} // namespace wm
