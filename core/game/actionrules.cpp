// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionrules.h"

#include "core/rules/magic.h"

namespace wm {

Phase phaseOf(const OrderAction &)
{
    return Phase::Command;
}

Phase phaseOf(const InitiativeAction &)
{
    return Phase::Command;
}

Phase phaseOf(const ChargeAction &)
{
    return Phase::Command;
}

Phase phaseOf(const EvadeAction &)
{
    return Phase::Command;
}

Phase phaseOf(const HomeBackAction &)
{
    return Phase::Command;
}

Phase phaseOf(const AdvanceAction &)
{
    return Phase::Combat;
}

Phase phaseOf(const ShootAction &action)
{
    return phaseOfShot(action.timing);
}

Phase phaseOf(const CombatAction &)
{
    return Phase::Combat;
}

Phase phaseOf(const CastSpellAction &)
{
    return Phase::Shooting;
}

QList<UnitId> dispellersAgainst(const Battle &battle, Side side)
{
    return dispellersAmong(battle.army(side.opponent()));
}

std::optional<Phase> phaseOf(const StrikeHitsAction &action)
{
    if (action.drivesBack)
        return Phase::Shooting;
    return std::nullopt;
}

std::optional<Phase> phaseOf(const EndPhaseAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const TableRollAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const MarkConfusedAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const CorrectionAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const JoinAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const ConfusionTestAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const LeaveTableAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const CharacterMovedThroughAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const ConcedeAction &)
{
    return std::nullopt;
}

std::optional<Phase> phaseOf(const ActionInput &input)
{
    return std::visit([](const auto &action) -> std::optional<Phase> { return phaseOf(action); }, input);
}

namespace {

PerSide<QList<Unit>> armiesOf(const Battle &battle)
{
    return {battle.army(Side::first()), battle.army(Side::second())};
}

} // namespace

std::optional<ShotTiming> shotTimingNow(const Battle &battle)
{
    return shotTimingNow(armiesOf(battle), battle.phase());
}

bool kindRecordableNow(const Battle &battle, const ActionInput &kind)
{
    // A shot's phase depends on its timing, which the battle decides: at chargers in the Command
    // phase, or after an advance in the Combat phase.
    if (std::holds_alternative<ShootAction>(kind))
        return shotTimingNow(battle).has_value();
    const std::optional<Phase> phase = phaseOf(kind);
    return !phase || *phase == battle.phase();
}

Side shootingSide(const Battle &battle, ShotTiming timing)
{
    return shootingSide(armiesOf(battle), battle.phase(), battle.activeSide(), timing);
}

QList<UnitId> chargersToShootAt(const Battle &battle, Side shooters)
{
    return chargersToShootAt(battle.army(shooters));
}

QList<ShotTargetChoice> shotTargets(const Battle &battle, Side shooters, ShotTiming timing, bool inPath)
{
    return shotTargets(armiesOf(battle), shooters, timing, inPath, battle.movesChecked());
}

QList<UnitId> possibleShooters(const Battle &battle, Side side)
{
    return possibleShooters(battle.army(side));
}

QList<Engagement> engagementsOf(const Battle &battle)
{
    return engagementsOf(armiesOf(battle), battle.activeSide());
}

} // namespace wm
