// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QStringList>

namespace wm {

// A roll on a special table walked through: the roll (or the score another roll gave), the row found,
// the dice its numbers needed, and what it did to the unit's record. Boiling oil goes on to its
// attacks, saves and the stands they cost.
QStringList tableWalkthrough(const Battle &before, const TableRollAction &action, const ActionOutcome &outcome);

// What a table's row, a blunder's or a malfunction's, changed on a unit's record, a line each: "Flame
// Cannon is destroyed.", "Steam Tank cannot shoot this turn." Moves the players make on the table are
// the row's text, not these.
QStringList tableEffectLines(const Unit &before, const Unit &after);

} // namespace wm
