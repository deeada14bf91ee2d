// SPDX-License-Identifier: GPL-3.0-or-later
#include "luck.h"

#include <cmath>

namespace wm {

double percentileOf(const Distribution &total, int result)
{
    if (total.lowest() == total.highest())
        return 50;
    if (result >= total.highest())
        return 100;
    if (result <= total.lowest())
        return 0;
    const double below = total.atMost(result - 1);
    return 100.0 * (below + total.exactly(result) / 2.0);
}

LuckFigure withRoll(const LuckFigure &figure, const LuckRoll &roll)
{
    if (roll.chances.lowest() == roll.chances.highest())
        return figure;
    LuckFigure next = figure;
    next.rolls += 1;
    next.result += roll.result;
    next.total = figure.total.plus(roll.chances);
    next.expected = next.total.expected();
    next.percentile = percentileOf(next.total, next.result);
    return next;
}

LuckFigure luckOf(const QList<LuckRoll> &rolls)
{
    LuckFigure figure;
    for (const LuckRoll &roll : rolls)
        figure = withRoll(figure, roll);
    return figure;
}

int LuckFigure::percentileRounded() const
{
    // Only the very best result reads 100 and the very worst 0: a rounded 99.6 stays 99.
    if (percentile >= 100.0)
        return 100;
    if (percentile <= 0.0)
        return 0;
    return std::clamp(int(std::lround(percentile)), 1, 99);
}

QString LuckFigure::verdict() const
{
    if (empty())
        return tr("no luck to measure yet");
    if (percentile >= 100.0)
        return tr("no roll could have gone better");
    if (percentile <= 0.0)
        return tr("no roll could have gone worse");
    return tr("luckier than %1 games in 100").arg(percentileRounded());
}

QString LuckFigure::kindName(LuckKind kind)
{
    switch (kind) {
    case LuckKind::Shooting:
        return tr("shooting");
    case LuckKind::Combat:
        return tr("combat");
    case LuckKind::CombatResults:
        return tr("combat results");
    case LuckKind::Saves:
        return tr("saves");
    case LuckKind::Orders:
        return tr("orders");
    case LuckKind::DriveBacks:
        return tr("drive backs");
    case LuckKind::Magic:
        return tr("magic");
    }
    return {};
}

QString LuckFigure::unitOf(LuckKind kind)
{
    switch (kind) {
    case LuckKind::Shooting:
    case LuckKind::Combat:
        return tr("hits");
    case LuckKind::CombatResults:
        return tr("of result over the enemy's");
    case LuckKind::Saves:
        return tr("saves made");
    case LuckKind::Orders:
        return tr("orders passed");
    case LuckKind::DriveBacks:
        return tr("cm driven back");
    case LuckKind::Magic:
        return tr("spells cast or dispelled");
    }
    return {};
}

} // namespace wm
