// SPDX-License-Identifier: GPL-3.0-or-later
#include "endofbattle.h"

#include <algorithm>

namespace wm {

namespace {

bool reducedToOneStand(const Unit &u)
{
    return !u.state.isDestroyed() && u.profile.stands >= 3 && u.state.standsLeft == 1;
}

} // namespace

ArmyLosses armyLosses(const QList<Unit> &army)
{
    ArmyLosses losses;
    for (const Unit &u : army) {
        if (u.profile.isCharacter()) {
            if (u.profile.type == UnitType::General && u.state.isDestroyed())
                losses.generalSlain = true;
            continue;
        }
        if (!u.countsTowardsBreakPoint)
            continue;
        ++losses.units;
        if (u.state.isDestroyed()) {
            losses.halvesLost += 2;
            ++losses.destroyed;
        } else if (reducedToOneStand(u)) {
            losses.halvesLost += 1;
            ++losses.reduced;
        }
    }
    QList<const UnitProfile *> profiles;
    for (const Unit &u : army)
        profiles.append(&u.profile);
    losses.breakPoint = breakPoint(losses.units, profiles);
    return losses;
}

int breakPoint(int unitsCounted, const QList<const UnitProfile *> &profiles)
{
    int bonus = 0;
    for (const UnitProfile *p : profiles) {
        for (const SpecialRule &rule : p->rules)
            bonus = std::max(bonus, rule.breakPointBonus);
    }
    return (unitsCounted + 1) / 2 + bonus;
}

int victoryPoints(const QList<ScoredUnit> &enemyArmy)
{
    int total = 0;
    for (const ScoredUnit &s : enemyArmy) {
        // The army lists' own ways of scoring a unit (Troll Slayers, Pump Wagons).
        if (s.unit.profile.has(Trait::NoVictoryPoints))
            continue;
        if (s.unit.profile.has(Trait::VictoryPointsWhileStanding)) {
            if (!s.unit.state.isDestroyed())
                total += s.points;
            continue;
        }
        if (s.unit.state.isDestroyed())
            total += s.points;
        else if (reducedToOneStand(s.unit))
            total += (s.points + 9) / 10 * 5; // half, rounded up to the next 5
    }
    return total;
}

int turnLimitFromRoll(int face)
{
    return face <= 2 ? 6 : face <= 4 ? 7 : 8;
}

std::optional<bool> gameEndsAfterTurn(int turn, std::optional<int> face)
{
    if (turn >= 8)
        return true;
    if (turn < 5)
        return false;
    if (!face)
        return std::nullopt;
    return *face >= 4;
}

} // namespace wm
