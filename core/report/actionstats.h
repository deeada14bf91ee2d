// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/battlestanding.h"
#include "core/game/gameaction.h"
#include "core/report/dicefairness.h"
#include "core/report/luck.h"

#include <QDateTime>
#include <QList>

namespace wm {

struct GameSetup;

// What one action of a game adds to its statistics: the luck of each roll it read, every face it
// rolled by the player who rolled it, where the battle stood after it, and when it was recorded.
struct ActionStats
{
    int turn = 1;
    Side side; // whose turn it was
    Phase phase = Phase::Command;
    QList<LuckRoll> luck;
    PerSide<FaceCounts> faces{};
    BattleStanding standingAfter;
    // The action ended the player's turn (the end of his Combat phase).
    bool endsTurn = false;
    QDateTime recorded; // invalid where the log did not keep it (a game file)
};

// The action done again to the battle before it with its own dice, every roll kept with what the rule
// read from it, and the battle after it in `after`. An action that no longer applies is its error.
//
// Each roll goes to the player who rolled it: the unit the rule read it for (hits by the attacker,
// saves by the saver, casts and dispels by the wizard), a drive back's dice by the enemy of the unit
// driven back, every other roll (orders, tables, dice thrown away) by the player whose turn it is. An
// order and a combat round count whole too, against the odds of their own resolvers.
// With `outcome`, what the action did is kept there too: the battle report tells it from the same replay.
Result<ActionStats> statsOf(const GameSetup &setup, const Battle &before, const GameAction &action, Battle &after,
                            ActionOutcome *outcome = nullptr);

} // namespace wm
