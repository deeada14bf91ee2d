// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/game.h"
#include "core/progress.h"
#include "core/report/actionstats.h"
#include "core/report/dicefairness.h"
#include "core/report/luck.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

#include <map>

namespace wm {

// Where the battle stood at the end of one player's turn (or now, for the turn being played): what
// each army had lost and how far it was from its break point.
struct TurnSwing
{
    int turn = 0;                  // 0: before the first action
    Side side;                     // whose turn it was
    PerSide<int> unitsLost{};      // units that count, destroyed
    PerSide<int> pointsLost{};     // victory points the enemy has won from the army
    PerSide<double> breakMargin{}; // units still to lose before the army breaks (a unit down to one stand is half)
    bool finished = true;          // false for the turn still being played
};

// How long one player's turn took: from its first action recorded to its last.
struct TurnTime
{
    int turn = 1;
    Side side;
    QDateTime first;
    QDateTime last;
    bool finished = true;

    qint64 seconds() const { return first.secsTo(last); }
};

// A game's statistics, action by action: the luck of each player's rolls against their exact odds,
// the faces each player rolled, how the battle swung turn by turn and how long the turns took. Kept
// as the game goes: an action added costs only its own replay, an undo drops its figures.
class GameStats
{
    Q_DECLARE_TR_FUNCTIONS(GameStats)

public:
    // The statistics of a game from its start, every action replayed with its own dice; `recorded`
    // holds the time of each action where the log kept them (or is empty).
    // A long count is told to `progress`; cancelled there, it is cancelledError().
    static Result<GameStats> ofGame(const GameSetup &setup, const QList<GameAction> &actions,
                                    const QList<QDateTime> &recorded = {}, const Progress &progress = {});

    const GameSetup &setup() const { return m_setup; }
    // The battle after the actions counted, which the next action is done to.
    const Battle &battle() const { return m_battle; }
    int actionCount() const { return int(m_actions.size()); }
    const QList<ActionStats> &actions() const { return m_actions; }

    // One more action, done to battle(); on an error nothing changes. With `outcome`, what the action
    // did is kept there.
    std::optional<Error> add(const GameAction &action, const QDateTime &recorded = {},
                             ActionOutcome *outcome = nullptr);
    // Drops the last action's figures; `battleBefore` is the battle before it (the game's after an
    // undo), which the next action is done to.
    void removeLast(const Battle &battleBefore);

    LuckFigure luck(Side side, LuckKind kind) const;
    FaceCounts faces(Side side) const { return m_faces[side]; }
    DiceFairness fairness(Side side) const { return diceFairness(m_faces[side]); }
    // The start, then the end of each player's turn, the turn being played last.
    QList<TurnSwing> swing() const;
    // Each player's turns, in the order played; empty where the log kept no times.
    QList<TurnTime> turnTimes() const;
    // A player's turns added up, in seconds.
    qint64 secondsPlayed(Side side) const;

private:
    GameStats() = default;
    void count(const ActionStats &stats, int sign);

    GameSetup m_setup;
    BattleStanding m_startStanding;
    Battle m_battle;
    QList<ActionStats> m_actions;
    PerSide<FaceCounts> m_faces{};
    // Each side's figures by kind, kept up to date as actions are added, rebuilt on an undo.
    PerSide<std::map<LuckKind, LuckFigure>> m_luck;
};

} // namespace wm
