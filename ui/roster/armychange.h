// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylists.h"
#include "core/roster/roster.h"

#include <QList>
#include <QStringList>

namespace wm {

// A roster moved to another army list or ruleset. Each unit of the old list is made anew from the
// new one (its profile and points are the new list's), with its upgrades, or without them when the
// new list does not offer them, and its magic item while it may still carry it; a unit the new list
// lacks is left out, and units typed in stay.
// What was left out is named, so that the player is told.
struct ArmyChange
{
    Roster roster;
    QStringList removed;        // units the new list lacks, as the player names them
    QStringList lostUpgrades;   // units fielded without the upgrades they had
    QStringList lostMagicItems; // units fielded without the magic item they carried

    // `list` is the new army list; nullptr for a roster of units typed in. `magicItems` are the new
    // ruleset's: a unit keeps its item where it may still carry it, priced anew.
    static ArmyChange to(const Roster &old, RulesetId ruleset, const ArmyList *list,
                         const MagicItems *magicItems = nullptr);

    // The list of `ruleset` for the army `current` is built from: the one with the same key, else
    // the one with the same name, else the first by name; nullptr when the ruleset has no lists.
    static const ArmyList *sameArmy(const ArmyLists &lists, RulesetId ruleset, const Roster &current);

    // The lists of a ruleset as a player looks for them: by name.
    static QList<ArmyList> byName(const ArmyLists &lists, RulesetId ruleset);
};

} // namespace wm
