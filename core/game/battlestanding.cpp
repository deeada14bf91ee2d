// SPDX-License-Identifier: GPL-3.0-or-later
#include "battlestanding.h"

#include "core/game/battle.h"
#include "core/game/game.h"

#include <QHash>

namespace wm {

bool BattleStanding::over() const
{
    return concededBy || losses[Side::first()].withdraws() || losses[Side::second()].withdraws();
}

std::optional<Side> BattleStanding::winner() const
{
    if (!over())
        return std::nullopt;
    // FACTS §8 says only that a player who concedes scores nothing; that his opponent wins is the
    // plain reading of conceding, whatever the points.
    if (concededBy)
        return concededBy->opponent();
    for (Side side : Side::both()) {
        const Side enemy = side.opponent();
        // Only the army that stays on the field can win, and only on more victory points.
        if (!losses[side].withdraws() && losses[enemy].withdraws() && victoryPoints[side] > victoryPoints[enemy])
            return side;
    }
    return std::nullopt;
}

BattleStanding battleStanding(const GameSetup &setup, const Battle &battle)
{
    // Numbered as GameSetup::startBattle() numbers them: the first roster from 1, the second after it.
    QHash<UnitId, int> points;
    UnitId firstId = 1;
    for (Side side : Side::both()) {
        const Roster &roster = setup.rosters[side];
        for (qsizetype i = 0; i < roster.units.size(); ++i)
            points.insert(firstId + UnitId(i), roster.units.at(i).points);
        firstId += UnitId(roster.units.size());
    }
    BattleStanding standing;
    for (Side side : Side::both()) {
        const QList<Unit> &army = battle.army(side);
        standing.losses[side] = armyLosses(army);
        QList<ScoredUnit> scored;
        scored.reserve(army.size());
        for (const Unit &unit : army)
            scored.append(ScoredUnit{unit, points.value(unit.id)});
        standing.victoryPoints[side.opponent()] = victoryPoints(scored);
    }
    standing.concededBy = battle.concededBy();
    // A player who concedes scores nothing (FACTS §8).
    if (standing.concededBy)
        standing.victoryPoints[*standing.concededBy] = 0;
    return standing;
}

} // namespace wm
