// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/unit.h"

#include <optional>

namespace wm {

// FACTS §6: an enemy that moves through a character on his own makes him move up to 30 cm to join a
// friendly unit of the player's choice, or he is slain. The same in both rulesets.
inline constexpr int MovedThroughJoinCm = 30;

// Why `character` is not a lone character an enemy can move through: not a character, slain, or
// with a unit he has joined.
std::optional<Error> whyNotLoneCharacter(const Unit &character);

// Why he cannot join `unit` so: the checks of any join, and the distance the players measured, if
// they did, within 30 cm.
std::optional<Error> whyCannotJoinWhenMovedThrough(const Unit &character, const Unit &unit,
                                                   std::optional<int> distanceCm);

// The character as the move through leaves him: with the unit he joined, or slain.
Unit movedThrough(const Unit &character, std::optional<UnitId> joins);

} // namespace wm
