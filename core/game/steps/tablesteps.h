// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/rules/buildingdamage.h"

#include <QStringList>

#include <optional>

namespace wm {

// A roll on a special table walked through: the roll (or the score another roll gave), the row found,
// the dice its numbers needed, and what it did to the unit's record. Boiling oil goes on to its
// attacks, saves and the stands they cost.
QStringList tableSteps(const Battle &before, const TableRollAction &action, const ActionOutcome &outcome);

// What a table's row, a blunder's or a malfunction's, changed on a unit's record, a line each: "Flame
// Cannon is destroyed.", "Steam Tank cannot shoot this turn." Moves the players make on the table are
// the row's text, not these.
QStringList tableEffectLines(const Unit &before, const Unit &after);

// The table this unit rolls on of its own: its weapon's misfire table, or the Steam Tank's
// malfunctions; nothing when no table is its own (a Giant is known by the players, not its profile).
std::optional<TableId> ownTableOf(const Unit &unit, const Ruleset &ruleset);

// The score read on the damage table: the highest damage die plus the target's modifiers.
int buildingDamageScore(int highestDie, const Building &target);

} // namespace wm
