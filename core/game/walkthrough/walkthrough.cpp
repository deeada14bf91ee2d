// SPDX-License-Identifier: GPL-3.0-or-later
#include "walkthrough.h"

#include "core/game/phaseendsummary.h"
#include "core/game/walkthrough/combatwalkthrough.h"
#include "core/game/walkthrough/orderwalkthrough.h"
#include "core/game/walkthrough/shootingwalkthrough.h"
#include "core/game/walkthrough/tablewalkthrough.h"
#include "core/overloaded.h"

namespace wm {

QStringList actionWalkthrough(const Battle &before, const ActionInput &input, const ActionOutcome &outcome)
{
    // The other actions change one thing, which their name already says.
    const auto named = [&] { return QStringList{ActionResolver::describe(before, input)}; };
    return std::visit(Overloaded{
                          [&](const OrderAction &a) { return orderWalkthrough(before, a, outcome); },
                          [&](const InitiativeAction &) { return named(); },
                          [&](const ChargeAction &) { return named(); },
                          [&](const ShootAction &a) { return shootingWalkthrough(before, a, outcome); },
                          [&](const EndPhaseAction &) {
                              if (const auto *end = std::get_if<PhaseEnd>(&outcome))
                                  return PhaseEndSummary::lines(*end, before);
                              return named();
                          },
                          [&](const CombatAction &a) { return combatWalkthrough(before, a, outcome); },
                          [&](const TableRollAction &a) { return tableWalkthrough(before, a, outcome); },
                          [&](const MarkConfusedAction &) { return named(); },
                          [&](const StrikeHitsAction &) { return named(); },
                          [&](const CorrectionAction &) { return named(); },
                      },
                      input);
}

} // namespace wm
