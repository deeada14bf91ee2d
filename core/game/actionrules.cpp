// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionrules.h"

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
    return action.timing == ShotTiming::AtChargers ? Phase::Command : Phase::Shooting;
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
    QList<UnitId> ids;
    for (const Unit &u : battle.army(side.opponent())) {
        // A Runesmith, or a wizard whose Scroll of Dispelling still works.
        const bool scroll =
            u.profile.castsSpells() && u.profile.magicItem == MagicItem::ScrollOfDispelling && !u.state.deviceSpent;
        if ((u.profile.has(Trait::DispelsSpells) || scroll) && !u.state.isDestroyed())
            ids.append(u.id);
    }
    return ids;
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

std::optional<ShotTiming> shotTimingIn(Phase phase)
{
    for (ShotTiming timing : {ShotTiming::AtChargers, ShotTiming::ShootingPhase}) {
        ShootAction shot;
        shot.timing = timing;
        if (phaseOf(shot) == phase)
            return timing;
    }
    return std::nullopt;
}

namespace {

// A unit that an enemy advanced into this Combat phase and has not yet shot at: the side it is on.
std::optional<Side> sideAdvancedUpon(const Battle &battle)
{
    for (Side side : Side::both()) {
        for (const Unit &u : battle.army(side)) {
            // The unit the advancer beat is gone: an advance follows only a combat every enemy lost.
            if (u.state.isDestroyed())
                continue;
            for (UnitId id : u.state.chargedBy) {
                const Unit *advancer = battle.unit(id);
                if (advancer && advancer->state.advancedThisPhase && !advancer->state.isDestroyed() &&
                    !u.state.shotAtChargers.contains(id))
                    return side;
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<ShotTiming> shotTimingNow(const Battle &battle)
{
    if (battle.phase() == Phase::Combat)
        return sideAdvancedUpon(battle) ? std::optional(ShotTiming::AtChargers) : std::nullopt;
    return shotTimingIn(battle.phase());
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
    const Side active = battle.activeSide();
    if (timing != ShotTiming::AtChargers)
        return active;
    // Either side's unit may win a combat and advance: the side shooting is the one advanced upon.
    if (battle.phase() == Phase::Combat)
        return sideAdvancedUpon(battle).value_or(active.opponent());
    return active.opponent();
}

QList<UnitId> chargersToShootAt(const Battle &battle, Side shooters)
{
    QList<UnitId> chargers;
    for (const Unit &u : battle.army(shooters)) {
        if (u.state.isDestroyed())
            continue;
        for (UnitId id : u.state.chargedBy) {
            if (!chargers.contains(id) && !u.state.shotAtChargers.contains(id))
                chargers.append(id);
        }
    }
    return chargers;
}

QList<ShotTargetChoice> shotTargets(const Battle &battle, Side shooters, ShotTiming timing, bool inPath)
{
    QList<Side> sides{shooters.opponent()};
    if (inPath)
        sides.append(shooters);
    // Older games, whose charges were not recorded, offer every enemy at chargers.
    const QList<UnitId> chargers = chargersToShootAt(battle, shooters);
    const bool onlyChargers = timing == ShotTiming::AtChargers && !inPath && battle.movesChecked();
    QList<ShotTargetChoice> targets;
    for (Side side : sides) {
        for (const Unit &u : battle.army(side)) {
            if (u.profile.isCharacter() || u.state.isDestroyed())
                continue;
            const bool own = side == shooters;
            if (onlyChargers && !own && !chargers.contains(u.id))
                continue;
            targets.append({.unit = u.id,
                            .ownSide = own,
                            .charging = !own && (u.state.chargedThisTurn || chargers.contains(u.id)),
                            .shootable = !own && !shootingTargetError(u, timing, inPath)});
        }
    }
    return targets;
}

QList<UnitId> possibleShooters(const Battle &battle, Side side)
{
    QList<UnitId> shooters;
    for (const Unit &u : battle.army(side)) {
        if (u.profile.shootingAttacks && !u.state.isDestroyed())
            shooters.append(u.id);
    }
    return shooters;
}

} // namespace wm
