// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterunits.h"

namespace wm {

Result<RosterUnit> RosterUnits::fromList(const ArmyList &list, const QString &unitId, const QStringList &upgradeIds,
                                         const QString &label)
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

    // What the unit may take: its own upgrades, and those an upgrade it took unlocks.
    QStringList allowed = unit->upgrades;
    bool mounted = false;
    for (const QString &id : upgradeIds) {
        const ArmyUpgrade *upgrade = list.upgrade(id);
        if (!upgrade)
            return Error{QStringLiteral("upgrades"), tr("The %1 list has no upgrade \"%2\".").arg(list.name, id)};
        if (!allowed.contains(id))
            return Error{QStringLiteral("upgrades"),
                         tr("%1 may not take the upgrade %2.").arg(unit->name(), upgrade->name)};
        if (upgrade->kind == UpgradeKind::Mount) {
            if (mounted)
                return Error{QStringLiteral("upgrades"), tr("%1 may ride only one mount.").arg(unit->name())};
            mounted = true;
        }
        allowed += upgrade->unlocks;

        if (!upgrade->replacesWith.isEmpty()) {
            // A swap: the unit is fielded as the other unit, at its own price plus the upgrade's.
            const ArmyUnit *other = list.unit(upgrade->replacesWith);
            if (!other)
                return Error{QStringLiteral("upgrades"),
                             tr("The %1 list has no unit \"%2\".").arg(list.name, upgrade->replacesWith)};
            result.profile = other->profile;
        }
        UnitProfile &p = result.profile;
        p.combatAttacks += upgrade->combatAttackBonus;
        if (upgrade->shootingAttackBonus && !p.shootingAttacks) {
            p.shootingAttacks = upgrade->shootingAttackBonus;
            p.rangeCm = upgrade->rangeCm;
        }
        p.traits |= upgrade->traits;
        result.points += upgrade->pointsDelta;
    }
    return result;
}

Result<RosterUnit> RosterUnits::custom(const UnitProfile &profile, int points, const QString &label)
{
    const QList<Error> problems = profile.validate();
    if (!problems.isEmpty())
        return problems.first();
    if (points < 0)
        return Error{QStringLiteral("points"), tr("Points cannot be negative.")};
    RosterUnit result;
    result.profile = profile;
    result.points = points;
    result.label = label;
    result.countsTowardsBreakPoint = !profile.isCharacter();
    return result;
}

} // namespace wm
