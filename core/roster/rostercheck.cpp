// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostercheck.h"

#include "core/roster/rosterunits.h"
#include "core/rules/endofbattle.h"

#include <QSet>

#include <algorithm>
#include <optional>

namespace wm {

namespace {

// A minimum or maximum as the list rules give it: per full 1000 points, or for the whole army.
struct Limit
{
    int value = 0;
    bool wholeArmy = false; // armyMin / armyMax rather than a per-1000 limit
};

// The tighter of a per-1000 maximum and a whole-army maximum.
std::optional<Limit> maximum(const std::optional<int> &per1000, const std::optional<int> &armyMax, int thousands)
{
    std::optional<Limit> result;
    if (per1000)
        result = Limit{*per1000 * thousands, false};
    if (armyMax && (!result || *armyMax <= result->value))
        result = Limit{*armyMax, true};
    return result;
}

// The tighter of a per-1000 minimum and a whole-army minimum.
std::optional<Limit> minimum(const std::optional<int> &per1000, const std::optional<int> &armyMin, int thousands)
{
    std::optional<Limit> result;
    if (per1000 && *per1000 * thousands > 0)
        result = Limit{*per1000 * thousands, false};
    if (armyMin && *armyMin > 0 && (!result || *armyMin >= result->value))
        result = Limit{*armyMin, true};
    return result;
}

// The army-list units a roster unit is fielded as: the one it was picked as, and the one a swap
// upgrade fields it as (Crossbowmen picked, fielded as Handgunners).
QStringList fieldedAs(const RosterUnit &unit, const ArmyList &list)
{
    QStringList ids{unit.unitId};
    for (const QString &upgradeId : unit.upgrades) {
        const ArmyUpgrade *upgrade = list.upgrade(upgradeId);
        if (upgrade && !upgrade->replacesWith.isEmpty() && !ids.contains(upgrade->replacesWith))
            ids.append(upgrade->replacesWith);
    }
    return ids;
}

// The army-list units whose minimum and maximum a roster unit counts against.
//
// A unit fielded through a swap counts against the limits of both units, the one it was picked as
// and the one it is fielded as. The lists never say so with sharesLimitsWith: wm-selector's data
// has no field for it, and every swap whose rule the lists give (Empire, Dogs of War and Dwarf
// Handgunners, Chaos Dwarf Blunderbusses, Goblin Squig Herds) ends "counting against both units'
// limits". So an Empire army's Crossbowmen fielded as Handgunners still meet the Crossbowmen's
// minimum and take a place of the Handgunners' maximum; how many may be swapped at all is the swap
// upgrade's own maxPer1000. sharesLimitsWith adds the units named there (a Death Rocket counts
// against the Earthshaker Cannons' maximum).
QSet<QString> limitIds(const RosterUnit &unit, const ArmyList &list)
{
    const QStringList fielded = fieldedAs(unit, list);
    QSet<QString> ids(fielded.begin(), fielded.end());
    for (const QString &id : fielded) {
        if (const ArmyUnit *armyUnit = list.unit(id)) {
            for (const QString &shared : armyUnit->sharesLimitsWith)
                ids.insert(shared);
        }
    }
    return ids;
}

QString joinedNames(const QStringList &names)
{
    return names.join(QStringLiteral(", "));
}

// The roster units that come from the list, each with what it is fielded as and counts against.
struct ListedUnit
{
    int rosterIndex = -1;
    QStringList fielded;
    QSet<QString> limits;
};

class Checker
{
public:
    Checker(const Roster &roster, const ArmyList &list, const MagicItems *magicItems, RosterReport &report)
        : m_roster(roster)
        , m_list(list)
        , m_magicItems(magicItems)
        , m_report(report)
    {
    }

    void run()
    {
        findListedUnits();
        checkUnitLimits();
        checkUpgradeLimits();
        checkRequiredUnits();
        checkMagicItemCarriers();
    }

private:
    void warn(RosterWarningKind kind, const QString &unitId, const QString &upgradeId, int rosterIndex,
              const QString &message)
    {
        m_report.warnings.append(RosterWarning{kind, unitId, upgradeId, rosterIndex, message, std::nullopt});
    }

    // Each item on a unit the list and the catalogue allow it on.
    void checkMagicItemCarriers()
    {
        if (!m_magicItems)
            return;
        for (const ListedUnit &l : m_listed) {
            const RosterUnit &u = m_roster.units.at(l.rosterIndex);
            if (!u.profile.magicItem)
                continue;
            const ArmyUnit *unit = RosterUnits::armyUnit(m_list, u);
            const std::optional<MagicItemRefusal> refusal =
                m_magicItems->refusal(*u.profile.magicItem, *unit, u.profile, RosterUnits::takenUpgrades(m_list, u));
            if (!refusal)
                continue;
            m_report.warnings.append(RosterWarning{
                RosterWarningKind::MagicItemNotAllowed, u.unitId, QString(), l.rosterIndex,
                RosterUnits::refusalText(*refusal, u.displayName(), *u.profile.magicItem, u.profile, m_list.ruleset),
                u.profile.magicItem});
        }
    }

    void findListedUnits()
    {
        for (qsizetype i = 0; i < m_roster.units.size(); ++i) {
            const RosterUnit &u = m_roster.units.at(i);
            if (u.isCustom())
                continue;
            if (!m_list.unit(u.unitId)) {
                warn(RosterWarningKind::UnitNotInList, u.unitId, QString(), int(i),
                     RosterCheck::tr("%1: the %2 list has no unit \"%3\", so its limits are not checked.")
                         .arg(u.displayName(), m_list.name, u.unitId));
                continue;
            }
            for (const QString &upgradeId : u.upgrades) {
                if (!m_list.upgrade(upgradeId))
                    warn(RosterWarningKind::UpgradeNotInList, u.unitId, upgradeId, int(i),
                         RosterCheck::tr("%1: the %2 list has no upgrade \"%3\", so its limits are not checked.")
                             .arg(u.displayName(), m_list.name, upgradeId));
            }
            ListedUnit listed{int(i), fieldedAs(u, m_list), limitIds(u, m_list)};
            // A stand attached to it counts against its own entry's limits (two Salamanders a 1000).
            if (!u.attachedUnitId.isEmpty()) {
                if (m_list.unit(u.attachedUnitId)) {
                    listed.fielded.append(u.attachedUnitId);
                    listed.limits.insert(u.attachedUnitId);
                } else {
                    warn(RosterWarningKind::UnitNotInList, u.attachedUnitId, QString(), int(i),
                         RosterCheck::tr("%1: the %2 list has no unit \"%3\" to add to it, so its limits are not "
                                         "checked.")
                             .arg(u.displayName(), m_list.name, u.attachedUnitId));
                }
            }
            if (const ArmyUnit *own = m_list.unit(u.unitId); own && !own->addsStandsTo.isEmpty()) {
                QStringList hosts;
                for (const QString &id : own->addsStandsTo) {
                    if (const ArmyUnit *host = m_list.unit(id))
                        hosts.append(host->name());
                }
                warn(RosterWarningKind::StandsNotAttached, u.unitId, QString(), int(i),
                     RosterCheck::tr("%1 are not a unit of their own: add their stand to a unit of %2 instead.")
                         .arg(u.displayName(), joinedNames(hosts)));
            }
            m_listed.append(listed);
        }
    }

    void checkUnitLimits()
    {
        const int points = m_roster.pointsLimit;
        const int forMaximums = RosterCheck::thousandsForMaximums(points);
        const int forMinimums = RosterCheck::thousandsForMinimums(points);
        for (const ArmyUnit &unit : m_list.units) {
            // Every army has exactly one General whatever the list says (checked by unit type, for
            // units typed in too); his entry's armyMin/armyMax of 1 would only say it again.
            if (unit.profile.type == UnitType::General)
                continue;
            const std::optional<Limit> least = minimum(unit.minPer1000, unit.armyMin, forMinimums);
            const std::optional<Limit> most = maximum(unit.maxPer1000, unit.armyMax, forMaximums);
            if (!least && !most)
                continue;

            QList<int> counted;
            QStringList sharing; // the names of other units counted only through sharesLimitsWith
            for (const ListedUnit &l : m_listed) {
                if (!l.limits.contains(unit.id))
                    continue;
                counted.append(l.rosterIndex);
                if (!l.fielded.contains(unit.id)) {
                    const QString name = m_list.unit(l.fielded.first())->name();
                    if (!sharing.contains(name))
                        sharing.append(name);
                }
            }
            const int count = int(counted.size());
            if (least && count < least->value)
                limitWarning(RosterWarningKind::BelowMinimum, unit, *least, counted, sharing);
            else if (most && count > most->value)
                limitWarning(RosterWarningKind::AboveMaximum, unit, *most, counted, sharing);
        }
    }

    void limitWarning(RosterWarningKind kind, const ArmyUnit &unit, const Limit &limit, const QList<int> &counted,
                      const QStringList &sharing)
    {
        // Units that share their limits break one rule together ("one Death Rocket or Earthshaker
        // Cannon per 1000 points"): the same roster units against the same limit are said once.
        if (!counted.isEmpty()) {
            const Reported reported{kind, limit.value, counted};
            if (m_reported.contains(reported))
                return;
            m_reported.append(reported);
        }

        const QString name = unit.name();
        const int points = m_roster.pointsLimit;
        const int count = int(counted.size());
        const QString others = joinedNames(sharing);
        QString message;
        if (kind == RosterWarningKind::BelowMinimum) {
            if (limit.wholeArmy && sharing.isEmpty())
                message = RosterCheck::tr("%1: an army needs at least %2, whatever its size; the roster has %3.")
                              .arg(name)
                              .arg(limit.value)
                              .arg(count);
            else if (limit.wholeArmy)
                message = RosterCheck::tr("%1 (counted together with %2): an army needs at least %3, whatever its "
                                          "size; the roster has %4.")
                              .arg(name, others)
                              .arg(limit.value)
                              .arg(count);
            else if (sharing.isEmpty())
                message = RosterCheck::tr("%1: an army of %2 points needs at least %3; the roster has %4.")
                              .arg(name)
                              .arg(points)
                              .arg(limit.value)
                              .arg(count);
            else
                message =
                    RosterCheck::tr("%1 (counted together with %2): an army of %3 points needs at least %4; the roster "
                                    "has %5.")
                        .arg(name, others)
                        .arg(points)
                        .arg(limit.value)
                        .arg(count);
        } else {
            if (limit.wholeArmy && sharing.isEmpty())
                message = RosterCheck::tr("%1: an army may have at most %2, whatever its size; the roster has %3.")
                              .arg(name)
                              .arg(limit.value)
                              .arg(count);
            else if (limit.wholeArmy)
                message = RosterCheck::tr("%1 (counted together with %2): an army may have at most %3, whatever "
                                          "its size; the roster has %4.")
                              .arg(name, others)
                              .arg(limit.value)
                              .arg(count);
            else if (sharing.isEmpty())
                message = RosterCheck::tr("%1: an army of %2 points may have at most %3; the roster has %4.")
                              .arg(name)
                              .arg(points)
                              .arg(limit.value)
                              .arg(count);
            else
                message =
                    RosterCheck::tr("%1 (counted together with %2): an army of %3 points may have at most %4; the "
                                    "roster has %5.")
                        .arg(name, others)
                        .arg(points)
                        .arg(limit.value)
                        .arg(count);
        }
        warn(kind, unit.id, QString(), -1, message);
    }

    void checkUpgradeLimits()
    {
        const int forMaximums = RosterCheck::thousandsForMaximums(m_roster.pointsLimit);
        for (const ArmyUpgrade &upgrade : m_list.upgrades) {
            const std::optional<Limit> most = maximum(upgrade.maxPer1000, upgrade.armyMax, forMaximums);
            if (!most)
                continue;
            int count = 0;
            for (const ListedUnit &l : m_listed) {
                if (m_roster.units.at(l.rosterIndex).upgrades.contains(upgrade.id))
                    ++count;
            }
            if (count <= most->value)
                continue;
            const QString message =
                most->wholeArmy
                    ? RosterCheck::tr("%1: an army may have at most %2 of this upgrade, whatever its size; the "
                                      "roster has %3.")
                          .arg(upgrade.name)
                          .arg(most->value)
                          .arg(count)
                    : RosterCheck::tr(
                          "%1: an army of %2 points may have at most %3 of this upgrade; the roster has %4.")
                          .arg(upgrade.name)
                          .arg(m_roster.pointsLimit)
                          .arg(most->value)
                          .arg(count);
            warn(RosterWarningKind::UpgradeAboveMaximum, QString(), upgrade.id, -1, message);
        }
    }

    bool armyHasOneOf(const QStringList &unitIds) const
    {
        for (const ListedUnit &l : m_listed) {
            for (const QString &id : l.fielded) {
                if (unitIds.contains(id))
                    return true;
            }
        }
        return false;
    }

    QStringList unitNames(const QStringList &unitIds) const
    {
        QStringList names;
        for (const QString &id : unitIds) {
            const ArmyUnit *unit = m_list.unit(id);
            names.append(unit ? unit->name() : id);
        }
        return names;
    }

    // A unit or upgrade that needs another unit in the army (a Fenbeast its Druid, a Cauldron of
    // Blood its Witch Elves): said once, at the first roster unit that needs it.
    void checkRequiredUnits()
    {
        QSet<QString> reported;
        for (const ListedUnit &l : m_listed) {
            const RosterUnit &u = m_roster.units.at(l.rosterIndex);
            for (const QString &id : l.fielded) {
                const ArmyUnit *unit = m_list.unit(id);
                if (!unit || unit->requiredUnits.isEmpty() || reported.contains(id) ||
                    armyHasOneOf(unit->requiredUnits))
                    continue;
                reported.insert(id);
                const QString message =
                    unit->requiredUnits.size() == 1
                        ? RosterCheck::tr("%1 needs %2 in the army too; the roster has none.")
                              .arg(unit->name(), unitNames(unit->requiredUnits).first())
                        : RosterCheck::tr("%1 needs one of these in the army too: %2; the roster has none of them.")
                              .arg(unit->name(), joinedNames(unitNames(unit->requiredUnits)));
                warn(RosterWarningKind::RequiredUnitMissing, id, QString(), l.rosterIndex, message);
            }
            for (const QString &upgradeId : u.upgrades) {
                const ArmyUpgrade *upgrade = m_list.upgrade(upgradeId);
                if (!upgrade || upgrade->requiredUnits.isEmpty() || reported.contains(upgradeId) ||
                    armyHasOneOf(upgrade->requiredUnits))
                    continue;
                reported.insert(upgradeId);
                const QString message =
                    upgrade->requiredUnits.size() == 1
                        ? RosterCheck::tr("%1 with %2 needs %3 in the army too; the roster has none.")
                              .arg(u.displayName(), upgrade->name, unitNames(upgrade->requiredUnits).first())
                        : RosterCheck::tr(
                              "%1 with %2 needs one of these in the army too: %3; the roster has none of them.")
                              .arg(u.displayName(), upgrade->name, joinedNames(unitNames(upgrade->requiredUnits)));
                warn(RosterWarningKind::RequiredUnitMissing, u.unitId, upgradeId, l.rosterIndex, message);
            }
        }
    }

    struct Reported
    {
        RosterWarningKind kind = RosterWarningKind::BelowMinimum;
        int limit = 0;
        QList<int> counted;

        bool operator==(const Reported &) const = default;
    };

    const Roster &m_roster;
    const ArmyList &m_list;
    const MagicItems *m_magicItems;
    RosterReport &m_report;
    QList<ListedUnit> m_listed;
    QList<Reported> m_reported;
};

} // namespace

bool RosterReport::hasWarning(RosterWarningKind kind) const
{
    for (const RosterWarning &w : warnings) {
        if (w.kind == kind)
            return true;
    }
    return false;
}

int RosterCheck::thousandsForMaximums(int pointsLimit)
{
    return std::max(1, pointsLimit / 1000);
}

int RosterCheck::thousandsForMinimums(int pointsLimit)
{
    return std::max(0, pointsLimit / 1000);
}

namespace {

// Each item carried at most as often as an army may have it: said once an item, naming its carriers.
void checkMagicItemMaximums(const Roster &roster, const MagicItems &magicItems, RosterReport &report)
{
    for (const MagicItemOffer &offer : magicItems.offers) {
        QStringList carriers;
        for (const RosterUnit &u : roster.units) {
            if (u.profile.magicItem == offer.item)
                carriers.append(u.displayName());
        }
        if (carriers.size() <= offer.armyMax)
            continue;
        const QString message = offer.armyMax == 1
                                    ? RosterCheck::tr("%1: an army may carry only one; the roster has %2 (%3).")
                                          .arg(MagicItemText::name(offer.item))
                                          .arg(carriers.size())
                                          .arg(joinedNames(carriers))
                                    : RosterCheck::tr("%1: an army may carry at most %2; the roster has %3 (%4).")
                                          .arg(MagicItemText::name(offer.item))
                                          .arg(offer.armyMax)
                                          .arg(carriers.size())
                                          .arg(joinedNames(carriers));
        report.warnings.append(
            RosterWarning{RosterWarningKind::MagicItemAboveMaximum, QString(), QString(), -1, message, offer.item});
    }
}

} // namespace

RosterReport RosterCheck::check(const Roster &roster, const ArmyList *list, const MagicItems *magicItems)
{
    RosterReport report;
    report.points = roster.points();
    report.pointsLimit = roster.pointsLimit;

    // Half the units that count, rounded up, as armyLosses() works it out in the battle; characters
    // never count, nor do the units the list says do not (skirmisher stands, Bretonnian peasants).
    for (const RosterUnit &u : roster.units) {
        if (u.countsTowardsBreakPoint && !u.profile.isCharacter())
            ++report.unitsCounted;
    }
    QList<const UnitProfile *> profiles;
    for (const RosterUnit &u : roster.units)
        profiles.append(&u.profile);
    report.breakPoint = breakPoint(report.unitsCounted, profiles);

    if (report.points > roster.pointsLimit)
        report.warnings.append(RosterWarning{
            RosterWarningKind::PointsOverLimit, QString(), QString(), -1,
            tr("The roster costs %1 points, more than its limit of %2.").arg(report.points).arg(roster.pointsLimit),
            std::nullopt});

    // Exactly one General whatever the army's size, counted by unit type so that a General typed
    // in counts as well as the list's.
    QStringList generals;
    for (const RosterUnit &u : roster.units) {
        if (u.profile.type == UnitType::General)
            generals.append(u.displayName());
    }
    if (generals.isEmpty())
        report.warnings.append(RosterWarning{RosterWarningKind::NoGeneral, QString(), QString(), -1,
                                             tr("The army has no General; every army needs exactly one."),
                                             std::nullopt});
    else if (generals.size() > 1)
        report.warnings.append(RosterWarning{RosterWarningKind::SeveralGenerals, QString(), QString(), -1,
                                             tr("The army has %1 Generals (%2); every army needs exactly one.")
                                                 .arg(generals.size())
                                                 .arg(joinedNames(generals)),
                                             std::nullopt});

    if (list)
        Checker(roster, *list, magicItems, report).run();
    if (magicItems)
        checkMagicItemMaximums(roster, *magicItems, report);
    return report;
}

} // namespace wm
