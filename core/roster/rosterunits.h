// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/armies/magicitems.h"
#include "core/error.h"
#include "core/roster/roster.h"

#include <QCoreApplication>

#include <optional>

namespace wm {

// Makes the units of a roster: from an army list with the upgrades a player picked, or typed in.
struct RosterUnits
{
    Q_DECLARE_TR_FUNCTIONS(RosterUnits)

public:
    // A unit of `list` with these upgrades applied: a mount or magic adds its attacks, traits and any
    // shooting with a range of its own to the profile (a Djinn's shots, which go with the unit its
    // rider joins, are not his), a swap fields the other unit, and every upgrade adds its points. An
    // upgrade the unit may not take, an unknown id, a second mount, or a profile that fails
    // UnitProfile::validate() is an error naming it.
    //
    // With `magicItem`, the unit carries it, priced by `magicItems` (its ruleset's catalogue) for the unit
    // as fielded, its armour or hits after the upgrades; an item it may not carry, or one without the
    // catalogue, is an error naming it.
    static Result<RosterUnit> fromList(const ArmyList &list, const QString &unitId, const QStringList &upgradeIds,
                                       const QString &label = {}, std::optional<MagicItem> magicItem = std::nullopt,
                                       const MagicItems *magicItems = nullptr);
    // The same unit, taken anew from the list with its upgrades and label, carrying `magicItem` or,
    // with nothing, none.
    static Result<RosterUnit> withMagicItem(const ArmyList &list, const RosterUnit &unit,
                                            std::optional<MagicItem> magicItem, const MagicItems *magicItems);

    // The same unit with these upgrades instead, keeping its label, magic item and attached stand.
    static Result<RosterUnit> withUpgrades(const ArmyList &list, const RosterUnit &unit, const QStringList &upgradeIds,
                                           const MagicItems *magicItems);
    // `unit` with one stand of the list's unit `standsUnitId` added to it (Skirmishers to Halberdiers),
    // or with none when `standsUnitId` is empty: the stand's attacks, shooting and rules go with it,
    // its points are added, and the unit has one stand more. Refused, naming why, when the list does
    // not add those stands to this unit.
    static Result<RosterUnit> withAttachedStand(const ArmyList &list, const RosterUnit &unit,
                                                const QString &standsUnitId);
    // Moves each roster row of a unit whose stands the list adds to others (Skirmishers) onto the first
    // unit of the roster that may take it and has none yet, as a wm-selector link lists them apart. The names of those
    // no unit could take stay as rows and are returned.
    static QStringList attachStandRows(const ArmyList &list, Roster &roster);
    // The list's units one of whose stands may be added to `unit`, in the list's order.
    static QList<const ArmyUnit *> attachableStands(const ArmyList &list, const RosterUnit &unit);

    // The list's entries a roster unit's rules come from: its unit and the upgrades it took that the
    // list has. Nothing for a unit typed in or one the list does not have.
    static const ArmyUnit *armyUnit(const ArmyList &list, const RosterUnit &unit);
    static QList<const ArmyUpgrade *> takenUpgrades(const ArmyList &list, const RosterUnit &unit);

    // A magic item as a roster unit may be offered it: its price for that unit, and the other units of
    // the roster that already carry it when they use up what an army may have.
    struct MagicItemChoice
    {
        MagicItem item = MagicItem::BattleBanner;
        int points = 0;
        QStringList takenBy; // names of the units that carry it; empty when it is there to take
    };
    // The items the unit at `row` of `roster` may carry, in the catalogue's order, with the one it
    // carries among them even should the list no longer allow it (so that it can be taken off).
    static QList<MagicItemChoice> magicItemChoices(const Roster &roster, int row, const ArmyList &list,
                                                   const MagicItems &magicItems);
    // Why a unit named `unitName`, fielded with the profile `carrier`, may not carry `item`: a sentence
    // for the roster editor and the check.
    static QString refusalText(MagicItemRefusal refusal, const QString &unitName, MagicItem item,
                               const UnitProfile &carrier, RulesetId ruleset);
    // What a unit of `list` may take once it has `taken`: its own upgrades in the list's order, then
    // those a taken one unlocks (and those they unlock). Empty when the list has no such unit.
    static QStringList offeredUpgrades(const ArmyList &list, const QString &unitId, const QStringList &taken);
    // The upgrades a roster unit is shown with: those offered, then any it took that the list does
    // not offer it (the list changed since), so that they can be taken off.
    static QStringList upgradeChoices(const ArmyList &list, const RosterUnit &unit);
    // Nothing when `roster` has room for one more unit; otherwise why not (Limits::RosterUnits).
    static std::optional<Error> roomForAnother(const Roster &roster);
    // A unit typed in by the player; it must pass RosterUnit::validate(), its profile's checks included.
    static Result<RosterUnit> custom(const UnitProfile &profile, int points, const QString &label = {});
};

} // namespace wm
