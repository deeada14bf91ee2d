// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingpreview.h"

#include "core/game/actionresolver.h"

namespace wm {

std::optional<ShooterRefusal> shooterRefusal(const Battle &battle, UnitId shooter, UnitId target, ShotTiming timing,
                                             bool targetInPath)
{
    const Unit *shooting = battle.unit(shooter);
    const Unit *aimedAt = battle.unit(target);
    if (!shooting || !aimedAt)
        return std::nullopt;
    // A target no one may shoot at is the target's problem, not the shooter's: the form says so there.
    if (shootingTargetError(*aimedAt, timing, targetInPath))
        return std::nullopt;
    return shooterRefusal(shooterOnTable(battle, *shooting), *aimedAt, timing, targetInPath, false,
                          battle.movesChecked());
}

std::optional<QString> whyCannotShoot(const Battle &battle, UnitId shooter, UnitId target, ShotTiming timing,
                                      bool targetInPath)
{
    const std::optional<ShooterRefusal> refusal = shooterRefusal(battle, shooter, target, timing, targetInPath);
    if (!refusal)
        return std::nullopt;
    return shooterRefusalText(*refusal, *battle.unit(shooter));
}

Result<ShootingOdds> shootingOddsOf(const Battle &battle, const ShootAction &action)
{
    const Result<ShootingRequest> request = shootingRequest(battle, action);
    if (!request)
        return request.error();
    return shootingOdds(request.value(), battle.ruleset());
}

} // namespace wm
