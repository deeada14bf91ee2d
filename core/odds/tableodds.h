// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/tables.h"
#include "core/rules/unit.h"

#include <QList>

namespace wm {

// A row of a special table, with the chance that a roll reads it.
struct TableRowChance
{
    TableId table = TableId::GiantGoesWild;
    TableRow row;
    double chance = 0;
};

// The chance of each row of a table for `unit`, counted over the rule that rolls it: one D6 for the
// tables rolled with one die (rollOnTable()), the double rolled for a Flame Cannon's (each double
// alike, once the weapon has rolled one). The damage to buildings, read off the highest of a unit's
// hits' dice, is asked of the building's rules, not here: it says so.
Result<QList<TableRowChance>> tableOdds(const Unit &unit, TableId table);

} // namespace wm
