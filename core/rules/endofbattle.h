// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/unit.h"

#include <QList>

#include <optional>

namespace wm {

// How an army stands against its break point. Losses are counted in half units, because a unit
// reduced from three or more stands to one counts as half a unit lost.
struct ArmyLosses
{
    int units = 0;      // units that count: characters never do
    int breakPoint = 0; // half of them, rounded up
    int halvesLost = 0; // destroyed units count 2, units down to one stand 1
    int destroyed = 0;  // units that count and are destroyed
    int reduced = 0;    // units that count and are down to one stand (of three or more): half a unit each
    bool generalSlain = false;

    bool broken() const { return units > 0 && halvesLost >= 2 * breakPoint; }
    // The army withdraws and the game ends at once.
    bool withdraws() const { return broken() || generalSlain; }

    bool operator==(const ArmyLosses &) const = default;
};

ArmyLosses armyLosses(const QList<Unit> &army);
// Half the units that count, rounded up, and the units more an army's own rule makes it lose first
// (the largest bonus its units' rules give: Nippon's Honour and Duty, 1).
int breakPoint(int unitsCounted, const QList<const UnitProfile *> &profiles);

// A unit with what it cost, mounts and magic items included.
struct ScoredUnit
{
    Unit unit;
    int points = 0;
};

// Victory points for the enemy's losses: destroyed units and slain characters in full; units reduced
// from three or more stands to one at half, rounded up to the next 5. A unit whose list says
// otherwise is scored as it says: in full while it stands and not at all once destroyed
// (VictoryPointsWhileStanding), or never (NoVictoryPoints).
int victoryPoints(const QList<ScoredUnit> &enemyArmy);

// Optional turn limit, rolled at the start: 1-2 six turns, 3-4 seven, 5-6 eight.
int turnLimitFromRoll(int face);
// Optional turn limit, rolled as turns 5, 6 and 7 end (4+ ends the game); the game always ends after
// turn 8. Nothing when the turn needs a roll and none is given.
std::optional<bool> gameEndsAfterTurn(int turn, std::optional<int> face);

} // namespace wm
