// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/odds/distribution.h"
#include "core/rules/command.h"

#include <QList>

namespace wm {

// An order's chances before its dice, exactly as resolveOrder() decides it: every penalty, device,
// spell and ruleset option included, because the odds are counted over that resolver itself.
struct OrderOdds
{
    int needed = 0; // the score the order passes at or under, as the preview shows it

    double passed = 0; // the units move (a double six the Sceptre ignored included)
    // Not moved: failed, or Revolution's failed first order at half pace (counted again below).
    double failed = 0;
    double failedHalfPace = 0;
    double generalDoubleSix = 0; // the General's double six: not moved at all
    double blunder = 0;          // a Hero's or Wizard's double six (or a double, by a spell)
    double malfunction = 0;      // a Steam Tank's double six

    // The blunder or malfunction table's rows, each with its chance of being read by this order.
    struct RowChance
    {
        TableId table = TableId::BlunderWarmaster;
        TableRow row;
        double chance = 0;
    };
    QList<RowChance> rows;

    // The chance that the units get 1, 2, 3... orders in a row this phase from this character: each
    // order after the first with the penalty for the orders before it, as the resolver counts it.
    QList<double> ordersInARow;
    // The same as the chance of exactly 0, 1, 2... orders in a row, the last of them "or more".
    Distribution ordersInARowExactly() const;
};

// The odds of the order `request` describes, or why it cannot be given (the resolver's own error).
// `inARow` is how many successive orders to work out (1 to 3 is what the table needs).
Result<OrderOdds> orderOdds(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset,
                            int inARow = 3);

// An order with no game behind it, as a player asks the quick reference or wmassist-cli: a
// character of `type` (General, Hero or Wizard) with Command `command` orders a unit within his
// reach, with `modifier` added up from every penalty (-1, -2...) or Revolution's first-turn +1.
Result<OrderOdds> plainOrderOdds(int command, UnitType type, int modifier, const Ruleset &ruleset);

} // namespace wm
