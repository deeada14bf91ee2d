// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceodds.h"

#include <algorithm>
#include <cmath>

namespace wm::DiceOdds {

namespace {

constexpr int Faces = 6;

} // namespace

double chanceOfAtLeast(int score)
{
    return double(std::clamp(Faces + 1 - score, 0, Faces)) / Faces;
}

double chanceWithReRoll(int score)
{
    const double p = chanceOfAtLeast(score);
    return p + (1.0 - p) * p;
}

Distribution successes(int dice, double chance)
{
    QList<double> chances{1.0};
    chances.reserve(std::max(0, dice) + 1);
    for (int die = 0; die < dice; ++die) {
        chances.append(0.0);
        for (qsizetype k = chances.size() - 1; k > 0; --k)
            chances[k] = chances.at(k) * (1.0 - chance) + chances.at(k - 1) * chance;
        chances[0] *= 1.0 - chance;
    }
    return Distribution::fromChances(0, std::move(chances));
}

Distribution thinned(const Distribution &count, double chance)
{
    QList<Distribution::Weighted> parts;
    for (int n = std::max(0, count.lowest()); n <= count.highest(); ++n) {
        if (const double p = count.exactly(n); p > 0)
            parts.append(Distribution::Weighted{p, successes(n, chance)});
    }
    return Distribution::mixture(parts);
}

Distribution totalOfD6(int dice)
{
    Distribution total;
    const Distribution die = Distribution::fromChances(1, QList<double>(Faces, 1.0 / Faces));
    for (int i = 0; i < dice; ++i)
        total = total.plus(die);
    return total;
}

double anyAtLeast(int dice, int score)
{
    return 1.0 - std::pow(1.0 - chanceOfAtLeast(score), std::max(0, dice));
}

} // namespace wm::DiceOdds
