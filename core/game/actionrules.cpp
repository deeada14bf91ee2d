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

std::optional<Phase> phaseOf(const StrikeHitsAction &action)
{
    if (action.drivesBack)
        return Phase::Shooting;
    return std::nullopt;
}

std::optional<Phase> phaseOf(const ActionInput &input)
{
    return std::visit(
        [](const auto &action) -> std::optional<Phase> {
            using A = std::decay_t<decltype(action)>;
            if constexpr (std::is_same_v<A, OrderAction> || std::is_same_v<A, InitiativeAction> ||
                          std::is_same_v<A, ChargeAction> || std::is_same_v<A, ShootAction> ||
                          std::is_same_v<A, CombatAction> || std::is_same_v<A, StrikeHitsAction> ||
                          std::is_same_v<A, EvadeAction> || std::is_same_v<A, HomeBackAction> ||
                          std::is_same_v<A, AdvanceAction>)
                return phaseOf(action);
            else
                return std::nullopt;
        },
        input);
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

Side shootingSide(const Battle &battle, ShotTiming timing)
{
    const Side active = battle.activeSide();
    return timing == ShotTiming::AtChargers ? active.opponent() : active;
}

} // namespace wm
