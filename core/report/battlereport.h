// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/battle.h"
#include "core/game/battlestanding.h"
#include "core/game/game.h"
#include "core/progress.h"
#include "core/report/gamestats.h"
#include "core/report/reportdocument.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QStringList>

#include <optional>

namespace wm {

// One action as the report tells it: what it was, then what it did, in the walk-through's sentences.
struct ReportAction
{
    Phase phase = Phase::Command;
    QString description;
    QStringList lines;
};

// One player's turn: its actions in order, and where the battle stood at its end.
struct ReportTurn
{
    int turn = 1;
    Side side;
    QList<ReportAction> actions;
    BattleStanding standingAfter;
    bool finished = false;
};

// The whole battle told from its log: the armies, every turn's actions and what they did, where the
// battle stood, who won, and the statistics (core/report/gamestats). Built once, by replaying the log
// with its own dice; then written as a document (reportdocument.h) in whatever form is asked for.
class BattleReport
{
    Q_DECLARE_TR_FUNCTIONS(BattleReport)

public:
    // `recorded` holds each action's time where the log kept it (the database does, a game file not).
    static Result<BattleReport> of(const GameSetup &setup, const QList<GameAction> &actions,
                                   const QList<QDateTime> &recorded = {}, const Progress &progress = {});

    const GameSetup &setup() const { return m_stats->setup(); }
    const Battle &battle() const { return m_stats->battle(); }
    const GameStats &stats() const { return *m_stats; }
    const QList<ReportTurn> &turns() const { return m_turns; }
    BattleStanding standing() const;

    // The whole report; `plots` adds the places of the plots the window draws (swing, dice, luck).
    ReportDocument document(bool plots) const;
    // The story of one turn alone (turns()[index]), for the clipboard: its actions and where it left
    // the battle.
    ReportDocument turnDocument(qsizetype index) const;

    QString playerName(Side side) const;

private:
    BattleReport() = default;
    void addTitle(ReportDocument &doc) const;
    void addResult(ReportDocument &doc) const;
    void addArmies(ReportDocument &doc) const;
    void addTurn(ReportDocument &doc, const ReportTurn &turn) const;
    void addLuck(ReportDocument &doc, bool plots) const;
    void addDice(ReportDocument &doc, bool plots) const;
    void addSwing(ReportDocument &doc, bool plots) const;
    void addTimes(ReportDocument &doc) const;
    QString standingSentence(const BattleStanding &standing) const;

    std::optional<GameStats> m_stats;
    QList<ReportTurn> m_turns;
};

} // namespace wm
