// SPDX-License-Identifier: GPL-3.0-or-later
#include "pursuit.h"

#include <algorithm>

namespace wm {

std::optional<EngagementRound> pursuitRound(const EngagementRound &fought, const CombatOutcome &outcome)
{
    if (outcome.next != CombatNext::NextRound)
        return std::nullopt;

    // The units that fight on, and where each stood in the round just fought.
    PerSide<QList<qsizetype>> kept;
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < fought.sides[side].size(); ++i) {
            const Unit &after = outcome.units[side].value(i);
            const CombatChoice choice = outcome.choices.value(after.id, CombatChoice::Stand);
            if (!after.state.isDestroyed() && (choice == CombatChoice::Pursue || choice == CombatChoice::Retreat))
                kept[side].append(i);
        }
    }
    if (kept[Side::first()].isEmpty() || kept[Side::second()].isEmpty())
        return std::nullopt;

    EngagementRound next;
    next.round = fought.round + 1;
    for (Side side : Side::both()) {
        for (qsizetype i : std::as_const(kept[side])) {
            const EngagedUnit &before = fought.sides[side].at(i);
            const Unit &after = outcome.units[side].at(i);
            const bool pursues = outcome.choices.value(after.id) == CombatChoice::Pursue;
            EngagedUnit unit;
            unit.unit = before.unit;
            const int left = after.state.standsLeft;
            // A unit that only supported goes on supporting.
            const int fighting = before.stands.isEmpty() ? 0 : std::clamp(int(before.stands.size()), 1, left);
            for (int s = 0; s < fighting; ++s) {
                FightingStand stand = before.stands.value(s, before.stands.value(0));
                // An enemy that left the engagement is out of reach: fight the first one still there.
                const qsizetype target = kept[side.opponent()].indexOf(stand.target);
                stand.target = target < 0 ? 0 : int(target);
                stand.situation = StandSituation{};
                // Pursuers and the units that retreated stand in the open now.
                stand.situation.enemyPosition = Protection::Open;
                stand.situation.pursuing = pursues;
                stand.situation.enemyRetreatedCm = pursues ? outcome.pursuitRetreatCm : 0;
                unit.stands.append(stand);
            }
            unit.supportingStands = std::clamp(before.supportingStands, 0, left - fighting);
            const bool characterAlive =
                std::any_of(outcome.characters.cbegin(), outcome.characters.cend(), [&](const Unit &c) {
                    return before.character && c.id == *before.character && !c.state.isDestroyed();
                });
            if (characterAlive) {
                unit.character = before.character;
                unit.characterStand = std::min(before.characterStand, fighting - 1);
            }
            next.sides[side].append(unit);
        }
    }
    return next;
}

} // namespace wm
