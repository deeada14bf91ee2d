// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"

#include <QList>

#include <functional>

namespace wm {

// Runs a rule once for every sequence of faces it can be dealt, each with its exact chance: the
// odds of an order, a cast or a table come from the very resolver that applies them, so no rule is
// written a second time. For rolls of a few dice only (an order's 2D6, a table's D6, a misfire); a
// pool of many dice is worked out by convolution instead (core/odds/diceodds.h).
//
//     for (DiceEnumeration e; e.next();) {
//         const auto result = resolveOrder(request, phase, ruleset, e.dice());
//         chances[result->verdict] += e.chance();
//     }
//
// The sequences are walked depth first, like an odometer whose last used wheel turns: a rule that
// asks for a die more only on some faces (a blunder's table roll after a double six) is dealt it on
// exactly those sequences.
class DiceEnumeration final
{
public:
    // `mostRuns` bounds the work: a rule that rolls more dice than that many sequences cover
    // stops the walk early, and complete() says so.
    explicit DiceEnumeration(int mostRuns = 50000);
    // Only the rolls `dealt` says yes to are dealt every face; every other roll shows 1s, for
    // certain, and takes no part in the chances: for the odds of a cast, whatever its effect rolls.
    DiceEnumeration(int mostRuns, std::function<bool(RollPurpose)> dealt);

    // Readies the next sequence of faces; false once every sequence has been dealt (or mostRuns).
    bool next();
    DiceSource &dice() { return m_dice; }
    // The chance of the sequence the last run used: 1/6 for each face it took.
    double chance() const;
    // Whether the walk ended because every sequence was dealt, not at mostRuns.
    bool complete() const { return m_complete; }
    int runs() const { return m_runs; }

private:
    class DealtFaces final : public DiceSource
    {
    public:
        std::optional<qsizetype> remaining() const override { return std::nullopt; }
        QList<int> path;
        qsizetype used = 0;
        std::function<bool(RollPurpose)> dealt;
        bool dealing = true;

    protected:
        void aboutToRoll(const DiceRequest &request) override;
        int nextFace() override;
    };

    DealtFaces m_dice;
    int m_mostRuns = 0;
    int m_runs = 0;
    bool m_complete = false;
};

} // namespace wm
