// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Combats the tests take up after their dice: a round already fought, its outcome still to be decided.

#include "core/rules/combatround.h"

namespace wm::test {

// A round already fought: `winner` (the first side) won, `loser` must retreat (or is destroyed).
inline CombatRoundResult firstWon(const Unit &winner, const Unit &loser)
{
    CombatRoundResult r;
    r.round = 1;
    r.winner = Side::first();
    r.retreatCm = 3;
    for (auto [side, unit] : {std::pair{Side::first(), winner}, std::pair{Side::second(), loser}}) {
        Unit u = unit;
        u.state.engaged = !u.state.isDestroyed();
        CombatUnitResult ur;
        ur.after = u;
        r.units[side].append(ur);
    }
    r.losingUnits = 1;
    return r;
}

} // namespace wm::test
