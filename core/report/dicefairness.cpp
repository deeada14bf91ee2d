// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicefairness.h"

#include <cmath>
#include <numbers>
#include <numeric>

namespace wm {

double chiSquareFiveTail(double chiSquare)
{
    if (chiSquare <= 0)
        return 1;
    // The upper regularized gamma function Q(5/2, x) at x = chi-square / 2, in closed form:
    // erfc(sqrt x) + 2 / sqrt(pi) * sqrt(x) * e^-x * (1 + 2x / 3).
    const double x = chiSquare / 2.0;
    const double root = std::sqrt(x);
    return std::erfc(root) + 2.0 / std::sqrt(std::numbers::pi) * root * std::exp(-x) * (1.0 + 2.0 * x / 3.0);
}

DiceFairness diceFairness(const FaceCounts &counts)
{
    DiceFairness fairness;
    fairness.counts = counts;
    fairness.dice = std::accumulate(counts.begin(), counts.end(), 0);
    if (fairness.dice == 0)
        return fairness;
    const double expected = fairness.dice / 6.0;
    for (int count : counts)
        fairness.chiSquare += (count - expected) * (count - expected) / expected;
    fairness.pValue = chiSquareFiveTail(fairness.chiSquare);
    return fairness;
}

QString facesName(int face)
{
    switch (face) {
    case 1:
        return DiceFairness::tr("ones");
    case 2:
        return DiceFairness::tr("twos");
    case 3:
        return DiceFairness::tr("threes");
    case 4:
        return DiceFairness::tr("fours");
    case 5:
        return DiceFairness::tr("fives");
    case 6:
        return DiceFairness::tr("sixes");
    default:
        return {};
    }
}

QString DiceFairness::verdict() const
{
    if (!enoughDice())
        return tr("too few dice to tell (dice rolled: %n)", nullptr, dice);
    // Below a thousandth the digits say nothing more a player can use.
    const QString p = pValue < 0.001 ? tr("p < 0.001") : tr("p = %1").arg(QString::number(pValue, 'g', 2));
    if (!unusual())
        return tr("nothing unusual (%1)").arg(p);
    // The face that strayed furthest from its share, as a ratio to it.
    const double expected = dice / 6.0;
    int face = 1;
    for (int f = 2; f <= 6; ++f) {
        if (std::abs(counts.at(f - 1) - expected) > std::abs(counts.at(face - 1) - expected))
            face = f;
    }
    const double ratio = counts.at(face - 1) / expected;
    return tr("%1 came up %2× as often as expected: %3").arg(facesName(face), QString::number(ratio, 'f', 1), p);
}

} // namespace wm
