// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatpreview.h"

#include "core/dice/dicesource.h"

#include <algorithm>

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
    for (int side = 0; side < 2; ++side) {
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
    if (result.outcome.next != CombatNext::NextRound)
        return std::nullopt;

    // The units that fight on, and where each stood in the round just fought.
    std::array<QList<qsizetype>, 2> kept;
    for (int side = 0; side < 2; ++side) {
        for (qsizetype i = 0; i < fought.sides[side].size(); ++i) {
            const Unit &after = result.outcome.units[side].value(i);
            const CombatChoice choice = result.outcome.choices.value(after.id, CombatChoice::Stand);
            if (!after.state.isDestroyed() && (choice == CombatChoice::Pursue || choice == CombatChoice::Retreat))
                kept[side].append(i);
        }
    }
    if (kept[0].isEmpty() || kept[1].isEmpty())
        return std::nullopt;

    CombatAction next;
    next.round = fought.round + 1;
    for (int side = 0; side < 2; ++side) {
        for (qsizetype i : std::as_const(kept[side])) {
            const CombatUnitInput &before = fought.sides[side].at(i);
            const Unit &after = result.outcome.units[side].at(i);
            const bool pursues = result.outcome.choices.value(after.id) == CombatChoice::Pursue;
            CombatUnitInput input;
            input.unit = before.unit;
            const int left = after.state.standsLeft;
            // A unit that only supported goes on supporting.
            const int fighting = before.stands.isEmpty() ? 0 : std::clamp(int(before.stands.size()), 1, left);
            for (int s = 0; s < fighting; ++s) {
                FightingStand stand = before.stands.value(s, before.stands.value(0));
                // An enemy that left the engagement is out of reach: fight the first one still there.
                const qsizetype target = kept[1 - side].indexOf(stand.target);
                stand.target = target < 0 ? 0 : int(target);
                stand.situation = StandSituation{};
                // Pursuers and the units that retreated stand in the open now.
                stand.situation.enemyPosition = Protection::Open;
                stand.situation.pursuing = pursues;
                stand.situation.enemyRetreatedCm = pursues ? result.outcome.pursuitRetreatCm : 0;
                input.stands.append(stand);
            }
            input.supportingStands = std::clamp(before.supportingStands, 0, left - fighting);
            const bool characterAlive =
                std::any_of(result.outcome.characters.cbegin(), result.outcome.characters.cend(), [&](const Unit &c) {
                    return before.character && c.id == *before.character && !c.state.isDestroyed();
                });
            if (characterAlive) {
                input.character = before.character;
                input.characterStand = std::min(before.characterStand, fighting - 1);
            }
            next.sides[side].append(input);
        }
    }
    return next;
}

} // namespace wm
