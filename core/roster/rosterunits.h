// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
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
    static Result<RosterUnit> fromList(const ArmyList &list, const QString &unitId, const QStringList &upgradeIds,
                                       const QString &label = {});
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
