// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/odds/distribution.h"

namespace wm::DiceOdds {

// The chance one D6 shows `score` or more: 4+ is 1/2, 6+ 1/6; 1 or less always, 7 or more never.
double chanceOfAtLeast(int score);
// The chance one D6 shows `score` or more, with a die that fails rolled once more.
double chanceWithReRoll(int score);

// How many of `dice` dice succeed, each with `chance`: the binomial distribution, worked out by
// adding one die at a time (no factorials, so it stays exact in doubles for hundreds of dice).
Distribution successes(int dice, double chance);
// Each of `count`'s items kept with `chance`: hits that get through saves, for example.
Distribution thinned(const Distribution &count, double chance);

// The total of `dice` D6: a drive back's distance.
Distribution totalOfD6(int dice);
// The chance that at least one of `dice` D6 shows `score` or more: a 6 among drive-back dice.
double anyAtLeast(int dice, int score);

} // namespace wm::DiceOdds
