// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/rules/engagements.h"
#include "core/rules/whoshoots.h"

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
// Done in any phase: the end of a phase, a table's roll, what the players report of the table
// (confusion, a character joining, a unit leaving, a lone character moved through), a correction and
// a concession.
std::optional<Phase> phaseOf(const EndPhaseAction &action);
std::optional<Phase> phaseOf(const TableRollAction &action);
std::optional<Phase> phaseOf(const MarkConfusedAction &action);
std::optional<Phase> phaseOf(const CorrectionAction &action);
std::optional<Phase> phaseOf(const JoinAction &action);
std::optional<Phase> phaseOf(const ConfusionTestAction &action);
std::optional<Phase> phaseOf(const LeaveTableAction &action);
std::optional<Phase> phaseOf(const CharacterMovedThroughAction &action);
std::optional<Phase> phaseOf(const ConcedeAction &action);
// The enemy characters that may try to cancel a spell a wizard of `side` casts (dispellersAmong()).
QList<UnitId> dispellersAgainst(const Battle &battle, Side side);

// A kind of action with no phaseOf() of its own would otherwise be turned into an ActionInput and
// asked again, for ever: it must not compile.
template <typename Kind>
std::optional<Phase> phaseOf(const Kind &) = delete;

// Any action: nothing when it may be done in any phase (a table roll, a correction, the end of a phase).
// Each kind has its own phaseOf(): a new kind without one does not compile.
std::optional<Phase> phaseOf(const ActionInput &input);

// Who shoots when and at whom is core/rules/whoshoots; these ask it of the battle's armies and
// moment. shotTimingIn(phase) comes from there as it is.

// The shot the battle allows now.
std::optional<ShotTiming> shotTimingNow(const Battle &battle);

// Whether an action of this kind may be recorded now (`kind` is any action of the kind): in its own
// phase, or any phase for kinds that have none; a shot whenever shotTimingNow() allows one. The
// windows offer a resolver while the kind it records may be recorded.
bool kindRecordableNow(const Battle &battle, const ActionInput &kind);

// The units that charged (or advanced into) a unit of `shooters` and that unit has not yet shot at.
QList<UnitId> chargersToShootAt(const Battle &battle, Side shooters);

// The units on the table a shot of `timing` from `shooters` may be aimed at; at chargers only those
// still to be shot at where the battle recorded its charges.
QList<ShotTargetChoice> shotTargets(const Battle &battle, Side shooters, ShotTiming timing, bool inPath);
// The units of `side` that may shoot.
QList<UnitId> possibleShooters(const Battle &battle, Side side);

// The side whose units shoot now with this timing.
Side shootingSide(const Battle &battle, ShotTiming timing);

// The battle's engagements, the first to fight first (engagementsOf()).
QList<Engagement> engagementsOf(const Battle &battle);

} // namespace wm
