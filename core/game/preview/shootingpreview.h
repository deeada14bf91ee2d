// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/odds/shootingodds.h"
#include "core/rules/shooting.h"

#include <QString>

#include <optional>

namespace wm {

// What the shooting resolver shows before the action is complete: which units may shoot, and why
// the others may not. Everything comes from the rules in core; nothing here changes a game.

// Why `shooter` cannot shoot at `target` now, as the shooting rules say it: it has shot already this
// turn, it is engaged, its weapon never shoots at chargers... Nothing when it can, or when the target
// itself cannot be shot at. For a resolver to show beside the unit instead of leaving the unit out.
// With `targetInPath` the target is a unit in the path of a shot already made (a bounce, a skewer).
std::optional<ShooterRefusal> shooterRefusal(const Battle &battle, UnitId shooter, UnitId target, ShotTiming timing,
                                             bool targetInPath = false);

// The same reason as the sentence a player reads: "Archers has already shot this turn."
std::optional<QString> whyCannotShoot(const Battle &battle, UnitId shooter, UnitId target, ShotTiming timing,
                                      bool targetInPath = false);

// The shot's odds before the dice: what the shoot action the form describes may do, worked out with
// the numbers the resolver rolls against.
Result<ShootingOdds> shootingOddsOf(const Battle &battle, const ShootAction &action);

} // namespace wm
