// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/endofbattle.h"
#include "core/rules/side.h"

#include <optional>

namespace wm {

class Battle;
struct GameSetup;

// Where the battle stands between the two armies: what each has lost against its break point, the
// victory points each has won from the enemy's losses, and whether an army has withdrawn, which ends
// the battle at once.
struct BattleStanding
{
    PerSide<ArmyLosses> losses;
    // Won by each side: the enemy's units destroyed or down to one stand, and those its list scores
    // otherwise (core/rules/endofbattle.h, victoryPoints()).
    PerSide<int> victoryPoints{};
    // The side whose player conceded: the battle is over, his opponent wins and he scores nothing
    // (FACTS §8).
    std::optional<Side> concededBy{};

    bool over() const;
    // Once the battle is over: the side with more victory points wins, but an army that withdraws
    // can at best draw; a player who concedes loses. Nothing for a draw, or while the battle goes on.
    std::optional<Side> winner() const;

    bool operator==(const BattleStanding &) const = default;
};

// The units' points come from the rosters the game began with; a unit the battle has that no roster
// fielded is worth nothing.
BattleStanding battleStanding(const GameSetup &setup, const Battle &battle);

} // namespace wm
