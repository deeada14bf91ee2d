// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatpreview.h"

#include "core/dice/dicesource.h"
#include "core/rules/pursuit.h"

namespace wm {

namespace {

// Ones for every die: a round fought with it shows the dice each unit rolls (no 1 ever hits, so no
// save is asked for), which is all a plan reads of it.
class OnesDiceSource final : public DiceSource
{
public:
    std::optional<qsizetype> remaining() const override { return std::nullopt; }

protected:
    int nextFace() override { return 1; }
};

} // namespace

int CombatUnitPlan::dice() const
{
    int total = 0;
    for (const PlannedAttack &a : attacks)
        total += a.dice;
    return total;
}

Result<CombatPlan> planCombatRound(const Battle &battle, const CombatAction &action)
{
    auto request = combatRequest(battle, action);
    if (!request)
        return request.error();
    OnesDiceSource ones;
    auto round = resolveCombatRound(request.value(), battle.ruleset(), ones);
    if (!round)
        return round.error();
    CombatPlan plan;
    for (Side side : Side::both()) {
        for (const CombatUnitResult &r : std::as_const(round->units[side]))
            plan.units[side].append(CombatUnitPlan{r.stands, r.lastDitch, {}});
    }
    for (const CombatAttack &a : std::as_const(round->attacks)) {
        plan.units[a.side][a.unit].attacks.append(
            PlannedAttack{a.target, a.targetPosition, a.scoreToHit, int(a.toHit.faces.size())});
    }
    return plan;
}

std::optional<CombatRoundPreview> previewCombatRound(const Battle &battle, const CombatAction &action,
                                                     const QList<EnteredRoll> &entered)
{
    auto request = combatRequest(battle, action);
    if (!request)
        return std::nullopt;
    StepDiceSource dice(entered);
    // A roll still missing stops the round with an error: there is nothing to show yet.
    auto round = resolveCombatRound(request.value(), battle.ruleset(), dice);
    if (!round)
        return std::nullopt;
    CombatRoundPreview preview;
    preview.choices = combatChoices(round.value(), battle.ruleset(), action.circumstances);
    preview.round = std::move(round).value();
    return preview;
}

std::optional<CombatAction> nextCombatRound(const CombatAction &fought, const CombatActionResult &result)
{
    EngagementRound round;
    round.round = fought.round;
    for (Side side : Side::both()) {
        for (const CombatUnitInput &u : fought.sides[side])
            round.sides[side].append(EngagedUnit{u.unit, u.stands, u.supportingStands, u.character, u.characterStand});
    }
    const std::optional<EngagementRound> next = pursuitRound(round, result.outcome);
    if (!next)
        return std::nullopt;
    CombatAction action;
    action.round = next->round;
    for (Side side : Side::both()) {
        for (const EngagedUnit &u : next->sides[side])
            action.sides[side].append(
                CombatUnitInput{u.unit, u.stands, u.supportingStands, u.character, u.characterStand});
    }
    // A wizard's aura that reached a unit still does as it pursues; a Banner of Fortune is the
    // player's to use again only if it is not spent, so it starts unticked.
    for (Side side : Side::both()) {
        for (CombatUnitInput &pursuing : action.sides[side]) {
            for (const CombatUnitInput &before : fought.sides[side]) {
                if (before.unit == pursuing.unit)
                    pursuing.inAuraOf = before.inAuraOf;
            }
        }
    }
    return action;
}

Result<CombatOdds> combatOddsOf(const Battle &battle, const CombatAction &action)
{
    const Result<CombatRequest> request = combatRequest(battle, action);
    if (!request)
        return request.error();
    return combatOdds(request.value(), battle.ruleset());
}

} // namespace wm
