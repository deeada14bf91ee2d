// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/odds/distribution.h"
#include "core/rules/combatround.h"

namespace wm {

// A combat round's chances before its dice: each side's hits that count after saves, its result
// with every bonus, who wins and by how much, and so how far the loser retreats. Each side's dice
// are convolved on their own, then the difference taken (the opposed-pool method). The dice come
// from the resolver itself: it is asked once, with dice that all miss, which attacks it rolls at
// which score against which armour; the hits each unit can still take, the wipe-outs and the
// retreat are the rules' own functions.
struct CombatOdds
{
    PerSide<Distribution> hits;   // hits that count against the enemy, after saves
    PerSide<Distribution> result; // those with the hits carried in from shooting and the support
    Distribution difference;      // the first side's result less the second's
    PerSide<double> wins{};       // a side wiped out loses, whatever the sums
    double draw = 0;
    Distribution retreatCm; // of each losing unit (0 on a draw or when the loser is wiped out)
};

// The odds of the round `request` describes, or why they are not worked out: the resolver's own
// error, or dice that depend on more rolls than it follows. A sword's one re-roll is followed along
// its unit's attacks (each way it can be used, with its chance), and one unit striking again when
// ahead by the hits it suffers; two units striking again, one whose stands fight several enemies,
// or one beside a sword, are not worked out.
Result<CombatOdds> combatOdds(const CombatRequest &request, const Ruleset &ruleset);

// A round with no units behind it, as wmassist-cli asks: each side's dice at a score against the
// other's armour, with its support; hits are not capped by what a unit could take.
struct PlainCombatSide
{
    int dice = 0;
    int scoreToHit = 4;
    Armour armour; // its own, against the enemy's hits
    int support = 0;
};
CombatOdds plainCombatOdds(const PerSide<PlainCombatSide> &sides, const Ruleset &ruleset);

} // namespace wm
