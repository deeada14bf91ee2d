// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"
#include "core/rules/buildingdamage.h"
#include "core/rules/tables.h"
#include "core/rules/unit.h"

#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// A roll on one of the special tables for one unit, and everything the row it found did.
struct TableResult
{
    TableId table = TableId::GiantGoesWild;
    std::optional<DiceRoll> roll; // the table's own D6; none when the score came from another roll
    // Damage to a building: one die per hit, the highest plus the target's modifier is the score.
    std::optional<DiceRoll> damageRoll;
    int damageModifier = 0;
    int score = 0;
    std::optional<TableRow> row; // none where the table has no entry for the score
    // The row's numbers, with the dice rolled for them where it gives dice.
    std::optional<DiceRoll> hitsRoll;
    std::optional<DiceRoll> attacksRoll;
    std::optional<DiceRoll> distanceRoll;
    int hits = 0;       // struck on the target now, with no roll to hit
    int attacks = 0;    // to resolve now, rolled to hit like shooting
    int distanceCm = 0; // how far, where the row says something goes a distance
    Unit unitAfter;     // the unit with the row's lasting effects on it

    QList<DiceRoll> rolls() const; // every roll in the order it was made

    bool operator==(const TableResult &) const = default;
};

// Rolls a D6 on a table and applies the row to the unit: for the tables rolled with one die (Giant
// goes wild, Death Rocket and Rocket Launcher misfires, boiling oil).
Result<TableResult> rollOnTable(const Unit &unit, TableId table, DiceSource &dice);

// Applies the row for a score found by another roll: a Flame Cannon's double, or the best damage die
// against a building. Rolls only the dice the row's numbers need.
Result<TableResult> applyTableScore(const Unit &unit, TableId table, int score, DiceSource &dice);

// Rolls the damage dice for artillery's hits on a building, one a hit, and applies the row the highest
// die plus the target's modifiers finds on the damage table. Only artillery damages buildings.
Result<TableResult> rollBuildingDamage(const Unit &unit, const BuildingHits &hits, DiceSource &dice);

// Rolls a number a table gives as fixed plus dice; none when it needs no dice.
std::optional<DiceRoll> rollAmount(const DiceAmount &amount, const QString &subject, DiceSource &dice);

} // namespace wm
