// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"
#include "core/rules/ruleset.h"
#include "core/rules/unit.h"

#include <QCoreApplication>

#include <optional>

namespace wm {

class DiceSource;

// A unit that moved off the table edge (driven back, falling back, a blunder, an order). FACTS §11:
// Revolution destroys it; in Warmaster it rolls to return, a D6 less one for each stand it has lost
// (the LRB errata, S11). What each score of that roll does is not in our sources, so the unit is
// left off the table with its score for the players to read on their own table.
struct LeaveTableResult
{
    Q_DECLARE_TR_FUNCTIONS(LeaveTableResult)

public:
    Unit unitAfter;
    std::optional<DiceRoll> roll; // Warmaster's D6 to return; none when the unit is destroyed
    int standsLost = 0;           // of its own stands, as the order penalty counts them
    std::optional<int> score;     // the roll less the stands lost
    bool destroyed = false;

    QString summary() const;

    bool operator==(const LeaveTableResult &) const = default;
};

// The return roll's score: the die less one for each stand lost (FACTS §11).
int returnScore(int face, int standsLost);

// Why the unit cannot be recorded leaving the table: a character (he goes with the unit he joined),
// a unit destroyed or already off the table.
std::optional<Error> whyCannotLeaveTable(const Unit &unit);

Result<LeaveTableResult> leaveTable(const Unit &unit, const Ruleset &ruleset, DiceSource &dice);

} // namespace wm
