// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableodds.h"

#include "core/odds/diceenumeration.h"
#include "core/rules/tableroll.h"

#include <QCoreApplication>

#include <algorithm>

namespace wm {

namespace {

struct TableOddsText
{
    Q_DECLARE_TR_FUNCTIONS(TableOdds)
};

void add(QList<TableRowChance> &rows, TableId table, const TableRow &row, double chance)
{
    const auto same = std::find_if(rows.begin(), rows.end(), [&row](const TableRowChance &r) { return r.row == row; });
    if (same != rows.end())
        same->chance += chance;
    else
        rows.append({table, row, chance});
}

} // namespace

Result<QList<TableRowChance>> tableOdds(const Unit &unit, TableId table)
{
    const DiceTable &source = DiceTable::get(table);
    QList<TableRowChance> rows;
    if (source.dice == TableDice::HighestD6)
        return Error{QStringLiteral("table"),
                     TableOddsText::tr("The odds of %1 depend on the hits scored on the building: they are not "
                                       "worked out here.")
                         .arg(source.name)};
    if (source.dice == TableDice::DoubleRolled) {
        // The weapon rolled a double: each of the six alike, and the row is the one for its score.
        for (int score = 1; score <= 6; ++score) {
            if (const TableRow *row = source.rowFor(score))
                add(rows, table, *row, 1.0 / 6);
        }
        return rows;
    }
    // Only the die that finds the row is dealt: the row's own dice (its hits, a distance) decide what
    // it does, not which it is.
    const auto findsRow = [](RollPurpose purpose) { return purpose == RollPurpose::Table; };
    DiceEnumeration e(50000, findsRow);
    while (e.next()) {
        const auto result = rollOnTable(unit, table, e.dice());
        if (!result)
            return result.error();
        if (result->row)
            add(rows, table, *result->row, e.chance());
    }
    return rows;
}

} // namespace wm
