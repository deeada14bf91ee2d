// SPDX-License-Identifier: GPL-3.0-or-later
#include "armychange.h"

#include "core/roster/rosterunits.h"

#include <algorithm>

namespace wm {

ArmyChange ArmyChange::to(const Roster &old, RulesetId ruleset, const ArmyList *list, const MagicItems *magicItems)
{
    ArmyChange result{old, {}, {}, {}};
    Roster &r = result.roster;
    r.ruleset = ruleset;
    r.armyKey = list ? list->key : QString();
    r.armyDataVersion = list ? list->dataVersion : 0;
    r.units.clear();
    for (const RosterUnit &unit : old.units) {
        if (unit.isCustom()) {
            r.units.append(unit);
            continue;
        }
        if (list) {
            const std::optional<MagicItem> item = unit.profile.magicItem;
            if (item) {
                if (const Result<RosterUnit> same =
                        RosterUnits::fromList(*list, unit.unitId, unit.upgrades, unit.label, item, magicItems)) {
                    r.units.append(same.value());
                    continue;
                }
                result.lostMagicItems.append(unit.displayName());
            }
            if (const Result<RosterUnit> same = RosterUnits::fromList(*list, unit.unitId, unit.upgrades, unit.label)) {
                r.units.append(same.value());
                continue;
            }
            if (const Result<RosterUnit> bare = RosterUnits::fromList(*list, unit.unitId, {}, unit.label)) {
                r.units.append(bare.value());
                result.lostUpgrades.append(unit.displayName());
                continue;
            }
        }
        result.removed.append(unit.displayName());
    }
    return result;
}

const ArmyList *ArmyChange::sameArmy(const ArmyLists &lists, RulesetId ruleset, const Roster &current)
{
    if (const ArmyList *sameKey = lists.find(ruleset, current.armyKey))
        return sameKey;
    // The rulesets' lists do not always share keys ("orc" and "orcs"), but often their names.
    const QList<ArmyList> candidates = byName(lists, ruleset);
    if (const ArmyList *old = lists.find(current.ruleset, current.armyKey)) {
        for (const ArmyList &list : candidates) {
            if (list.name == old->name)
                return lists.find(ruleset, list.key);
        }
    }
    return candidates.isEmpty() ? nullptr : lists.find(ruleset, candidates.first().key);
}

QList<ArmyList> ArmyChange::byName(const ArmyLists &lists, RulesetId ruleset)
{
    QList<ArmyList> result = lists.lists(ruleset);
    std::sort(result.begin(), result.end(),
              [](const ArmyList &a, const ArmyList &b) { return a.name.localeAwareCompare(b.name) < 0; });
    return result;
}

} // namespace wm
