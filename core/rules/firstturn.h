// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"
#include "core/rules/side.h"

#include <QList>

namespace wm {

// Who takes the first turn: each player rolls a D6 and the higher roll goes first (FACTS §1, the
// game sequence). The sources say no more: a tie, which decides nothing, is rolled again.
struct FirstTurnRollOff
{
    QList<PerSide<int>> rolls; // each pair of dice, the tied ones first
    Side first = Side::first();
};

// Rolls for the first turn; `players` name the rolls in the dice log.
FirstTurnRollOff rollForFirstTurn(DiceSource &dice, const PerSide<QString> &players);

} // namespace wm
