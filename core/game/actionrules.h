// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <optional>

namespace wm {

// When an action may be done and by whom, as the resolver checks it and the windows offer it.

// The phase each kind of action is done in. Shooting at chargers happens as the enemy charges, in
// the Command phase of its turn; shooting of one's own in the Shooting phase.
Phase phaseOf(const OrderAction &action);
Phase phaseOf(const InitiativeAction &action);
Phase phaseOf(const ChargeAction &action);
Phase phaseOf(const EvadeAction &action);
Phase phaseOf(const HomeBackAction &action);
Phase phaseOf(const AdvanceAction &action);
// At chargers in the Command phase; at a unit advancing after its combat, in the Combat phase too.
Phase phaseOf(const ShootAction &action);
Phase phaseOf(const CombatAction &action);
Phase phaseOf(const CastSpellAction &action);
// Hits that drive a unit back are struck in the Shooting phase; other hits at any time.
std::optional<Phase> phaseOf(const StrikeHitsAction &action);
// The enemy characters that may try to cancel a spell a wizard of `side` casts: those who dispel and
// are on the table (the players say which is within reach).
QList<UnitId> dispellersAgainst(const Battle &battle, Side side);

// Any action: nothing when it may be done in any phase (a table roll, a correction, the end of a phase).
std::optional<Phase> phaseOf(const ActionInput &input);

// The shot this phase allows: at chargers in the Command phase, the side's own in the Shooting
// phase, none in any other.
std::optional<ShotTiming> shotTimingIn(Phase phase);

// The shot the battle allows now: shotTimingIn() its phase, and in the Combat phase at a unit that
// advanced into the enemy, until the units it reached have shot at it.
std::optional<ShotTiming> shotTimingNow(const Battle &battle);

// The units that charged (or advanced into) a unit of `shooters` and that unit has not yet shot at.
QList<UnitId> chargersToShootAt(const Battle &battle, Side shooters);

// The side whose units shoot: the side whose turn it is in its Shooting phase; at chargers, the
// side charged, whose turn it is not.
Side shootingSide(const Battle &battle, ShotTiming timing);

} // namespace wm
