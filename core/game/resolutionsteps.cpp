// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolutionsteps.h"

#include "core/game/phaseendsummary.h"
#include "core/game/steps/combatsteps.h"
#include "core/game/steps/ordersteps.h"
#include "core/game/steps/shootingsteps.h"
#include "core/game/steps/tablesteps.h"

namespace wm {

QStringList ResolutionSteps::of(const Battle &before, const ActionInput &input, const ActionOutcome &outcome)
{
    if (const auto *a = std::get_if<OrderAction>(&input))
        return orderSteps(before, *a, outcome);
    if (const auto *a = std::get_if<ShootAction>(&input))
        return shootingSteps(before, *a, outcome);
    if (const auto *a = std::get_if<CombatAction>(&input))
        return combatSteps(before, *a, outcome);
    if (const auto *a = std::get_if<TableRollAction>(&input))
        return tableSteps(before, *a, outcome);
    if (const auto *end = std::get_if<PhaseEnd>(&outcome))
        return PhaseEndSummary::lines(*end, before);
    // The other actions change one thing, which their name already says.
    return {ActionResolver::describe(before, input)};
}

} // namespace wm
