// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"
#include "core/rules/armour.h"
#include "core/rules/tableroll.h"
#include "core/rules/unit.h"

#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// Boiling oil poured from a fortress on one unit assaulting it, from the table's roll to the
// stands it cost and the retreat it forces.
struct BoilingOilResult
{
    TableResult table;             // the D6 on the boiling oil table, and the D3 of its worst row
    std::optional<DiceRoll> toHit; // none when the oil missed
    int scoreToHit = 4;            // the unit at the foot of the wall is in the open
    int hits = 0;
    std::optional<DiceRoll> saves; // none when there was nothing to save or no save
    int saved = 0;
    int struck = 0;
    int standsRemoved = 0;
    int retreatCm = 0; // 1 cm per hit struck, when the unit lost a stand to the oil
    Unit unitAfter;

    QList<DiceRoll> rolls() const; // every roll in the order it was made

    bool operator==(const BoilingOilResult &) const = default;
};

// Rolls the boiling oil table for a unit and resolves the attacks its row gives: to hit as at a unit
// in the open, armour saves as usual, hits struck at once. On any error nothing is returned but the
// error.
Result<BoilingOilResult> resolveBoilingOil(const Unit &unit, DiceSource &dice);

} // namespace wm
