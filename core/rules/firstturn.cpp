// SPDX-License-Identifier: GPL-3.0-or-later
#include "firstturn.h"

namespace wm {

FirstTurnRollOff rollForFirstTurn(DiceSource &dice, const PerSide<QString> &players)
{
    FirstTurnRollOff rollOff;
    for (;;) {
        PerSide<int> pair{};
        for (Side side : Side::both())
            pair[side] = dice.d6(RollPurpose::Other, players[side]).total();
        rollOff.rolls.append(pair);
        if (pair[Side::first()] != pair[Side::second()]) {
            rollOff.first = pair[Side::first()] > pair[Side::second()] ? Side::first() : Side::second();
            return rollOff;
        }
    }
}

} // namespace wm
