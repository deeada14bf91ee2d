// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestats.h"

namespace wm {

Result<GameStats> GameStats::ofGame(const GameSetup &setup, const QList<GameAction> &actions,
                                    const QList<QDateTime> &recorded, const Progress &progress)
{
    Result<Battle> start = setup.startBattle();
    if (!start)
        return start.error();
    GameStats stats;
    stats.m_setup = setup;
    stats.m_battle = std::move(start).value();
    stats.m_startStanding = battleStanding(setup, stats.m_battle);
    stats.m_actions.reserve(actions.size());
    for (qsizetype i = 0; i < actions.size(); ++i) {
        if (progress && i % Game::CheckpointInterval == 0 && !progress(i, actions.size()))
            return cancelledError();
        if (auto error = stats.add(actions.at(i), recorded.value(i)))
            return Error{QStringLiteral("actions[%1]").arg(i), error->message};
    }
    return stats;
}

std::optional<Error> GameStats::add(const GameAction &action, const QDateTime &recorded, ActionOutcome *outcome)
{
    Battle after;
    Result<ActionStats> stats = statsOf(m_setup, m_battle, action, after, outcome);
    if (!stats)
        return stats.error();
    stats.value().recorded = recorded;
    count(stats.value(), 1);
    m_actions.append(std::move(stats).value());
    m_battle = std::move(after);
    return std::nullopt;
}

void GameStats::removeLast(const Battle &battleBefore)
{
    if (m_actions.isEmpty())
        return;
    count(m_actions.last(), -1);
    m_actions.removeLast();
    m_battle = battleBefore;
    // A figure cannot take a roll out again (its distribution is a convolution): rebuild them all.
    for (Side side : Side::both())
        m_luck[side].clear();
    for (const ActionStats &stats : std::as_const(m_actions)) {
        for (const LuckRoll &roll : stats.luck)
            m_luck[roll.side][roll.kind] = withRoll(m_luck[roll.side][roll.kind], roll);
    }
}

void GameStats::count(const ActionStats &stats, int sign)
{
    for (Side side : Side::both()) {
        for (std::size_t face = 0; face < 6; ++face)
            m_faces[side][face] += sign * stats.faces[side][face];
    }
    if (sign > 0) {
        for (const LuckRoll &roll : stats.luck)
            m_luck[roll.side][roll.kind] = withRoll(m_luck[roll.side][roll.kind], roll);
    }
}

LuckFigure GameStats::luck(Side side, LuckKind kind) const
{
    const auto found = m_luck[side].find(kind);
    return found == m_luck[side].end() ? LuckFigure{} : found->second;
}

namespace {

TurnSwing swingAt(int turn, Side side, const BattleStanding &standing, bool finished)
{
    TurnSwing swing;
    swing.turn = turn;
    swing.side = side;
    swing.finished = finished;
    for (Side army : Side::both()) {
        const ArmyLosses &losses = standing.losses[army];
        swing.unitsLost[army] = losses.destroyed;
        swing.pointsLost[army] = standing.victoryPoints[army.opponent()];
        swing.breakMargin[army] = (2 * losses.breakPoint - losses.halvesLost) / 2.0;
    }
    return swing;
}

} // namespace

QList<TurnSwing> GameStats::swing() const
{
    QList<TurnSwing> swing{swingAt(0, m_setup.firstSide, m_startStanding, true)};
    for (const ActionStats &stats : m_actions) {
        if (stats.endsTurn)
            swing.append(swingAt(stats.turn, stats.side, stats.standingAfter, true));
    }
    if (!m_actions.isEmpty() && !m_actions.last().endsTurn) {
        const ActionStats &last = m_actions.last();
        swing.append(swingAt(last.turn, last.side, last.standingAfter, false));
    }
    return swing;
}

QList<TurnTime> GameStats::turnTimes() const
{
    QList<TurnTime> times;
    bool open = false; // the last entry's turn has not ended yet
    for (const ActionStats &stats : m_actions) {
        if (!stats.recorded.isValid())
            continue;
        if (!open || times.isEmpty() || times.last().turn != stats.turn || times.last().side != stats.side) {
            times.append({stats.turn, stats.side, stats.recorded, stats.recorded, false});
            open = true;
        }
        TurnTime &time = times.last();
        time.last = std::max(time.last, stats.recorded);
        if (stats.endsTurn) {
            time.finished = true;
            open = false;
        }
    }
    return times;
}

qint64 GameStats::secondsPlayed(Side side) const
{
    qint64 seconds = 0;
    for (const TurnTime &time : turnTimes()) {
        if (time.side == side)
            seconds += time.seconds();
    }
    return seconds;
}

} // namespace wm
