// SPDX-License-Identifier: GPL-3.0-or-later
#include "whoshoots.h"

#include <QCoreApplication>

namespace wm {

namespace {

struct WhoShootsText
{
    Q_DECLARE_TR_FUNCTIONS(WhoShoots)
};

const Unit *unitIn(const PerSide<QList<Unit>> &armies, UnitId id)
{
    for (const QList<Unit> &army : armies) {
        for (const Unit &u : army) {
            if (u.id == id)
                return &u;
        }
    }
    return nullptr;
}

} // namespace

Phase phaseOfShot(ShotTiming timing)
{
    return timing == ShotTiming::AtChargers ? Phase::Command : Phase::Shooting;
}

bool shotAlsoMadeIn(ShotTiming timing, Phase phase)
{
    return timing == ShotTiming::AtChargers && phase == Phase::Combat;
}

std::optional<ShotTiming> shotTimingIn(Phase phase)
{
    for (ShotTiming timing : {ShotTiming::AtChargers, ShotTiming::ShootingPhase}) {
        if (phaseOfShot(timing) == phase)
            return timing;
    }
    return std::nullopt;
}

std::optional<Side> sideAdvancedUpon(const PerSide<QList<Unit>> &armies)
{
    for (Side side : Side::both()) {
        for (const Unit &u : armies[side]) {
            // The unit the advancer beat is gone: an advance follows only a combat every enemy lost.
            if (u.state.isDestroyed())
                continue;
            for (UnitId id : u.state.chargedBy) {
                const Unit *advancer = unitIn(armies, id);
                if (advancer && advancer->state.advancedThisPhase && !advancer->state.isDestroyed() &&
                    !u.state.shotAtChargers.contains(id))
                    return side;
            }
        }
    }
    return std::nullopt;
}

std::optional<ShotTiming> shotTimingNow(const PerSide<QList<Unit>> &armies, Phase phase)
{
    if (phase == Phase::Combat)
        return sideAdvancedUpon(armies) ? std::optional(ShotTiming::AtChargers) : std::nullopt;
    return shotTimingIn(phase);
}

Side shootingSide(const PerSide<QList<Unit>> &armies, Phase phase, Side active, ShotTiming timing)
{
    if (timing != ShotTiming::AtChargers)
        return active;
    // Either side's unit may win a combat and advance: the side shooting is the one advanced upon.
    if (phase == Phase::Combat)
        return sideAdvancedUpon(armies).value_or(active.opponent());
    return active.opponent();
}

QList<UnitId> chargersToShootAt(const QList<Unit> &shooters)
{
    QList<UnitId> chargers;
    for (const Unit &u : shooters) {
        if (u.state.isDestroyed())
            continue;
        for (UnitId id : u.state.chargedBy) {
            if (!chargers.contains(id) && !u.state.shotAtChargers.contains(id))
                chargers.append(id);
        }
    }
    return chargers;
}

QList<ShotTargetChoice> shotTargets(const PerSide<QList<Unit>> &armies, Side shooters, ShotTiming timing, bool inPath,
                                    bool chargesRecorded)
{
    QList<Side> sides{shooters.opponent()};
    if (inPath)
        sides.append(shooters);
    // Older games, whose charges were not recorded, offer every enemy at chargers.
    const QList<UnitId> chargers = chargersToShootAt(armies[shooters]);
    const bool onlyChargers = timing == ShotTiming::AtChargers && !inPath && chargesRecorded;
    QList<ShotTargetChoice> targets;
    for (Side side : sides) {
        for (const Unit &u : armies[side]) {
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

QList<UnitId> possibleShooters(const QList<Unit> &army)
{
    QList<UnitId> shooters;
    for (const Unit &u : army) {
        if (u.profile.shootingAttacks && !u.state.isDestroyed())
            shooters.append(u.id);
    }
    return shooters;
}

std::optional<Error> advanceShotError(const Unit &target, bool targetInPath, bool chargesRecorded)
{
    if (targetInPath || !chargesRecorded || target.state.advancedThisPhase)
        return std::nullopt;
    return Error{
        QStringLiteral("target"),
        WhoShootsText::tr("%1 has not advanced: in the Combat phase units shoot only at an enemy advancing on them.")
            .arg(target.displayName())};
}

std::optional<Error> targetPositionsError(const Unit &target, const StandPositions &positions)
{
    const StandPositions &p = positions;
    if (p.open >= 0 && p.defended >= 0 && p.fortified >= 0 && p.total() == target.state.standsLeft)
        return std::nullopt;
    return Error{QStringLiteral("targetPositions"),
                 WhoShootsText::tr("The positions of %1 must share out its %2 stands left (they add up to %3).")
                     .arg(target.displayName())
                     .arg(target.state.standsLeft)
                     .arg(p.total())};
}

} // namespace wm
