// SPDX-License-Identifier: GPL-3.0-or-later
#include "walkthrough.h"

#include "core/game/phaseendsummary.h"
#include "core/game/walkthrough/combatwalkthrough.h"
#include "core/game/walkthrough/movementwalkthrough.h"
#include "core/game/walkthrough/orderwalkthrough.h"
#include "core/game/walkthrough/shootingwalkthrough.h"
#include "core/game/walkthrough/spellwalkthrough.h"
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
                          [&](const ChargeAction &a) { return chargeWalkthrough(before, a); },
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
                          [&](const EvadeAction &a) { return evadeWalkthrough(before, a); },
                          [&](const HomeBackAction &a) { return homeBackWalkthrough(before, a, outcome); },
                          [&](const AdvanceAction &a) { return advanceWalkthrough(before, a); },
                          [&](const JoinAction &a) { return joinWalkthrough(before, a); },
                          [&](const ConfusionTestAction &a) { return confusionTestWalkthrough(before, a, outcome); },
                          [&](const CastSpellAction &a) { return spellWalkthrough(before, a, outcome); },
                      },
                      input);
}

} // namespace wm
