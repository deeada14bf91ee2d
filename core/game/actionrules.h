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
// The enemy characters that may try to cancel a spell a wizard of `side` casts: those who dispel and
// are on the table (the players say which is within reach).
QList<UnitId> dispellersAgainst(const Battle &battle, Side side);

// A kind of action with no phaseOf() of its own would otherwise be turned into an ActionInput and
// asked again, for ever: it must not compile.
template <typename Kind>
std::optional<Phase> phaseOf(const Kind &) = delete;

// Any action: nothing when it may be done in any phase (a table roll, a correction, the end of a phase).
// Each kind has its own phaseOf(): a new kind without one does not compile.
std::optional<Phase> phaseOf(const ActionInput &input);

// The shot this phase allows: at chargers in the Command phase, the side's own in the Shooting
// phase, none in any other.
std::optional<ShotTiming> shotTimingIn(Phase phase);

// The shot the battle allows now: shotTimingIn() its phase, and in the Combat phase at a unit that
// advanced into the enemy, until the units it reached have shot at it.
std::optional<ShotTiming> shotTimingNow(const Battle &battle);

// Whether an action of this kind may be recorded now (`kind` is any action of the kind): in its own
// phase, or any phase for kinds that have none; a shot whenever shotTimingNow() allows one. The
// windows offer a resolver while the kind it records may be recorded.
bool kindRecordableNow(const Battle &battle, const ActionInput &kind);

// The units that charged (or advanced into) a unit of `shooters` and that unit has not yet shot at.
QList<UnitId> chargersToShootAt(const Battle &battle, Side shooters);

// A unit a shot may be aimed at, or fall on in the path of a shot, as the shooting form lists it.
struct ShotTargetChoice
{
    UnitId unit = 0;
    bool ownSide = false;   // a friend, in the path of the shot
    bool charging = false;  // it charged the shooting side this turn (or is still to be shot at for it)
    bool shootable = false; // a shot of this timing may be aimed at it now (shootingTargetError())

    bool operator==(const ShotTargetChoice &) const = default;
};
// The units on the table a shot of `timing` from `shooters` may be aimed at: the enemy's (at chargers,
// only those that charged and are still to be shot at, where the battle recorded its charges); with
// `inPath`, every unit on the table, friends too, as any may stand in the way. Characters are never
// shot at.
QList<ShotTargetChoice> shotTargets(const Battle &battle, Side shooters, ShotTiming timing, bool inPath);
// The units of `side` that may shoot: those with shooting attacks, still on the table.
QList<UnitId> possibleShooters(const Battle &battle, Side side);

// The side whose units shoot: the side whose turn it is in its Shooting phase; at chargers, the
// side charged, whose turn it is not.
Side shootingSide(const Battle &battle, ShotTiming timing);

} // namespace wm
