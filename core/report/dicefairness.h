// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <array>

namespace wm {

// How often each face came up, 1 to 6.
using FaceCounts = std::array<int, 6>;

// Pearson's chi-square test of whether dice that showed these faces are fair: every face as likely as
// the others. Five degrees of freedom; the p-value is the chance that fair dice would stray at least as
// far from a sixth each.
struct DiceFairness
{
    Q_DECLARE_TR_FUNCTIONS(DiceFairness)

public:
    int dice = 0;
    double chiSquare = 0;
    double pValue = 1;
    // Below this the dice are called unusual: one game in a hundred of fair dice would be.
    static constexpr double Unusual = 0.01;
    // Fewer dice than this expect fewer than five of a face, where the test says little.
    static constexpr int FewestDice = 30;

    bool enoughDice() const { return dice >= FewestDice; }
    bool unusual() const { return enoughDice() && pValue < Unusual; }
    // "nothing unusual (p = 0.42)", "sixes came up 2.4× as often as expected: p = 0.003" (a face
    // that came up too seldom reads "0.4×"), "too few dice to tell (dice rolled: 12)".
    QString verdict() const;

    FaceCounts counts{};
};

DiceFairness diceFairness(const FaceCounts &counts);
// The chance that a chi-square variable with five degrees of freedom is at least `chiSquare`.
double chiSquareFiveTail(double chiSquare);
// "ones", "twos"... "sixes".
QString facesName(int face);

} // namespace wm
