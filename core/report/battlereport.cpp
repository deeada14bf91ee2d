// SPDX-License-Identifier: GPL-3.0-or-later
#include "battlereport.h"

#include "core/game/walkthrough/walkthrough.h"
#include "core/rules/ruleset.h"

#include <QLocale>

#include <cmath>

namespace wm {

namespace {

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

// Units as the break point counts them: whole, or with a half for a unit down to one stand.
QString unitsText(double units)
{
    return QLocale().toString(units, 'f', units == std::floor(units) ? 0 : 1);
}

QString minutes(qint64 seconds)
{
    return BattleReport::tr("%1 min").arg(number(double(seconds) / 60.0, 1));
}

// What became of a unit by the end, in a word or two.
QString fateOf(const Unit *unit)
{
    if (!unit)
        return BattleReport::tr("not on the table");
    if (unit->state.isDestroyed())
        return unit->profile.isCharacter() ? BattleReport::tr("slain") : BattleReport::tr("destroyed");
    if (unit->profile.isCharacter() || unit->state.standsLeft >= unit->profile.stands)
        return BattleReport::tr("whole");
    return BattleReport::tr("%1 of %n stands left", nullptr, unit->profile.stands).arg(unit->state.standsLeft);
}

// A line as a sentence: it ends with a stop.
QString sentence(const QString &line)
{
    QString text = line.trimmed();
    if (text.isEmpty() || text.endsWith(QLatin1Char('.')) || text.endsWith(QLatin1Char('!')) ||
        text.endsWith(QLatin1Char('?')) || text.endsWith(QLatin1Char(':')))
        return text;
    return text + QLatin1Char('.');
}

// What an action did, in sentences: the walk-through's, but an order's verdict alone (its walk-through
// is a sum laid out line by line), and nothing that only says the description again.
QStringList storyOf(const Battle &before, const GameAction &action, const ActionOutcome &outcome,
                    const QString &description)
{
    QStringList lines;
    if (const auto *order = std::get_if<OrderResult>(&outcome))
        lines = {order->summary()};
    else
        lines = actionWalkthrough(before, action.input, outcome);
    QStringList story;
    for (const QString &line : std::as_const(lines)) {
        if (line.trimmed() != description && !line.trimmed().isEmpty())
            story.append(sentence(line));
    }
    return story;
}

} // namespace

Result<BattleReport> BattleReport::of(const GameSetup &setup, const QList<GameAction> &actions,
                                      const QList<QDateTime> &recorded, const Progress &progress)
{
    Result<GameStats> stats = GameStats::ofGame(setup, {});
    if (!stats)
        return stats.error();
    BattleReport report;
    report.m_stats = std::move(stats).value();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        if (progress && i % Game::CheckpointInterval == 0 && !progress(i, actions.size()))
            return cancelledError();
        const Battle before = report.m_stats->battle();
        const GameAction &action = actions.at(i);
        ActionOutcome outcome;
        if (auto error = report.m_stats->add(action, recorded.value(i), &outcome))
            return Error{QStringLiteral("actions[%1]").arg(i), error->message};
        if (report.m_turns.isEmpty() || report.m_turns.last().finished) {
            ReportTurn turn;
            turn.turn = before.turn();
            turn.side = before.activeSide();
            report.m_turns.append(turn);
        }
        ReportTurn &turn = report.m_turns.last();
        const QString description = ActionResolver::describe(before, action.input);
        turn.actions.append({before.phase(), description, storyOf(before, action, outcome, description)});
        const ActionStats &counted = report.m_stats->actions().last();
        turn.standingAfter = counted.standingAfter;
        turn.finished = counted.endsTurn;
    }
    return report;
}

BattleStanding BattleReport::standing() const
{
    return battleStanding(setup(), battle());
}

QString BattleReport::playerName(Side side) const
{
    const QString name = setup().players[side];
    return name.isEmpty() ? tr("Side %1").arg(side.number()) : name;
}

ReportDocument BattleReport::document(bool plots) const
{
    ReportDocument doc;
    addTitle(doc);
    addResult(doc);
    addArmies(doc);
    doc.append({ReportBlock::Kind::Section, {tr("Turn by turn")}});
    if (m_turns.isEmpty())
        doc.append({ReportBlock::Kind::Paragraph, {tr("No action has been recorded yet.")}});
    for (const ReportTurn &turn : m_turns)
        addTurn(doc, turn);
    addLuck(doc, plots);
    addDice(doc, plots);
    addSwing(doc, plots);
    addTimes(doc);
    return doc;
}

ReportDocument BattleReport::turnDocument(qsizetype index) const
{
    ReportDocument doc;
    if (index >= 0 && index < m_turns.size())
        addTurn(doc, m_turns.at(index));
    return doc;
}

void BattleReport::addTitle(ReportDocument &doc) const
{
    doc.append({ReportBlock::Kind::Title,
                {tr("Battle report: %1 against %2").arg(playerName(Side::first()), playerName(Side::second()))}});
    const Roster &first = setup().rosters[Side::first()];
    const Roster &second = setup().rosters[Side::second()];
    QStringList intro{tr("%1 led %2 (%3 points) against %4 with %5 (%6 points), under the rules of %7.")
                          .arg(playerName(Side::first()), first.name, QLocale().toString(first.points()),
                               playerName(Side::second()), second.name, QLocale().toString(second.points()),
                               Ruleset::name(setup().ruleset))};
    const QList<ActionStats> &actions = stats().actions();
    if (!actions.isEmpty() && actions.first().recorded.isValid()) {
        intro.append(tr("The battle began on %1.")
                         .arg(QLocale().toString(actions.first().recorded.toLocalTime().date(), QLocale::LongFormat)));
    }
    intro.append(tr("Actions recorded: %n.", nullptr, int(actions.size())));
    doc.append({ReportBlock::Kind::Paragraph, intro});
}

void BattleReport::addResult(ReportDocument &doc) const
{
    doc.append({ReportBlock::Kind::Section, {tr("The result")}});
    const BattleStanding now = standing();
    const Side a = Side::first();
    const Side b = Side::second();
    QString result;
    if (now.concededBy) {
        result = tr("%1 conceded the battle, and %2 won it.")
                     .arg(playerName(*now.concededBy), playerName(now.concededBy->opponent()));
    } else if (now.over() && now.winner()) {
        const Side w = *now.winner();
        result = tr("%1 won the battle by %2 victory points to %3.")
                     .arg(playerName(w), QLocale().toString(now.victoryPoints[w]),
                          QLocale().toString(now.victoryPoints[w.opponent()]));
    } else if (now.over()) {
        result = tr("The battle ended in a draw, %1 victory points to %2.")
                     .arg(QLocale().toString(now.victoryPoints[a]), QLocale().toString(now.victoryPoints[b]));
    } else {
        result = tr("After turn %1 the battle goes on: %2 has won %3 victory points, %4 %5.")
                     .arg(QLocale().toString(battle().turn()), playerName(a), QLocale().toString(now.victoryPoints[a]),
                          playerName(b), QLocale().toString(now.victoryPoints[b]));
    }
    doc.append({ReportBlock::Kind::Paragraph, {result, standingSentence(now)}});
}

QString BattleReport::standingSentence(const BattleStanding &standing) const
{
    QStringList sentences;
    for (Side side : Side::both()) {
        const ArmyLosses &losses = standing.losses[side];
        QString sentence = losses.destroyed == 1
                               ? tr("%1 has lost one unit").arg(playerName(side))
                               : tr("%1 has lost %n units", nullptr, losses.destroyed).arg(playerName(side));
        if (losses.reduced == 1)
            sentence += tr(", one more down to one stand");
        else if (losses.reduced > 1)
            sentence += tr(", %n more down to one stand", nullptr, losses.reduced);
        sentence +=
            tr(" (%1 victory points to the enemy)").arg(QLocale().toString(standing.victoryPoints[side.opponent()]));
        if (losses.broken())
            sentence += tr(", and the army has reached its break point.");
        else if (losses.generalSlain)
            sentence += tr(", and the General is slain.");
        else if (2 * losses.breakPoint - losses.halvesLost == 2)
            sentence += tr("; the army is one unit from its break point.");
        else
            sentence += tr("; the army is %1 units from its break point.")
                            .arg(unitsText((2 * losses.breakPoint - losses.halvesLost) / 2.0));
        sentences.append(sentence);
    }
    return sentences.join(QLatin1Char(' '));
}

void BattleReport::addArmies(ReportDocument &doc) const
{
    doc.append({ReportBlock::Kind::Section, {tr("The armies")}});
    UnitId next = 1;
    for (Side side : Side::both()) {
        const Roster &roster = setup().rosters[side];
        doc.append({ReportBlock::Kind::Subsection,
                    {tr("%1: %2, %3 points").arg(playerName(side), roster.name, QLocale().toString(roster.points()))}});
        QList<QStringList> rows{{tr("Unit"), tr("Points"), tr("At the end")}};
        for (const RosterUnit &unit : roster.units)
            rows.append({unit.displayName(), QLocale().toString(unit.points), fateOf(battle().unit(next++))});
        doc.append({ReportBlock::Kind::Table, {}, rows});
    }
}

void BattleReport::addTurn(ReportDocument &doc, const ReportTurn &turn) const
{
    doc.append({ReportBlock::Kind::Subsection, {tr("Turn %1: %2").arg(turn.turn).arg(playerName(turn.side))}});
    std::optional<Phase> phase;
    QStringList bullets;
    const auto flush = [&] {
        if (!bullets.isEmpty())
            doc.append({ReportBlock::Kind::Bullets, bullets});
        bullets.clear();
    };
    for (const ReportAction &action : turn.actions) {
        if (phase != action.phase) {
            flush();
            phase = action.phase;
            doc.append({ReportBlock::Kind::Emphasis, {Battle::phaseName(action.phase)}});
        }
        QString line = action.description + QLatin1Char('.');
        if (!action.lines.isEmpty())
            line += QLatin1Char(' ') + action.lines.join(QLatin1Char(' '));
        bullets.append(line);
    }
    flush();
    doc.append({ReportBlock::Kind::Paragraph,
                {turn.finished ? tr("At the end of the turn:") : tr("So far in this turn:"),
                 standingSentence(turn.standingAfter)}});
}

void BattleReport::addLuck(ReportDocument &doc, bool plots) const
{
    doc.append({ReportBlock::Kind::Section, {tr("Luck")}});
    doc.append({ReportBlock::Kind::Paragraph,
                {tr("Every roll is held to its exact odds at the moment it was rolled, dice typed in from the table "
                    "as much as the app's. The percentile says how many games in 100 with the same rolls would have "
                    "gone worse: 50 is as lucky as can be expected.")}});
    QList<QStringList> rows{
        {tr("Player"), tr("Rolls of"), tr("Result"), tr("Expected"), tr("Percentile"), tr("In words")}};
    for (Side side : Side::both()) {
        for (LuckKind kind : AllLuckKinds) {
            const LuckFigure figure = stats().luck(side, kind);
            if (figure.empty())
                continue;
            rows.append({playerName(side), LuckFigure::kindName(kind),
                         QStringLiteral("%1 %2").arg(QLocale().toString(figure.result), LuckFigure::unitOf(kind)),
                         number(figure.expected, 1), QLocale().toString(figure.percentileRounded()), figure.verdict()});
        }
    }
    if (rows.size() == 1)
        doc.append({ReportBlock::Kind::Paragraph, {tr("No roll with odds to measure has been made yet.")}});
    else
        doc.append({ReportBlock::Kind::Table, {}, rows});
    if (plots)
        doc.append({ReportBlock::Kind::Image,
                    {tr("Each player's luck by kind of roll, as a percentile.")},
                    {},
                    QStringLiteral("luck")});
}

void BattleReport::addDice(ReportDocument &doc, bool plots) const
{
    doc.append({ReportBlock::Kind::Section, {tr("The dice")}});
    QList<QStringList> rows{{tr("Player"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                             QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("6"), tr("Dice")}};
    QStringList verdicts;
    for (Side side : Side::both()) {
        const DiceFairness fairness = stats().fairness(side);
        QStringList row{playerName(side)};
        for (int count : fairness.counts)
            row.append(QLocale().toString(count));
        row << QLocale().toString(fairness.dice);
        rows.append(row);
        verdicts.append(tr("%1's dice: %2.").arg(playerName(side), fairness.verdict()));
    }
    doc.append({ReportBlock::Kind::Table, {}, rows});
    // The test's verdict in a sentence under the table: in a column it would squeeze the counts.
    doc.append({ReportBlock::Kind::Paragraph, verdicts});
    if (plots)
        doc.append({ReportBlock::Kind::Image, {tr("Every face each player rolled.")}, {}, QStringLiteral("dice")});
}

void BattleReport::addSwing(ReportDocument &doc, bool plots) const
{
    doc.append({ReportBlock::Kind::Section, {tr("How the battle swung")}});
    const QString a = playerName(Side::first());
    const QString b = playerName(Side::second());
    QList<QStringList> rows{{tr("After"), tr("%1: units lost").arg(a), tr("%1: points lost").arg(a),
                             tr("%1: to break").arg(a), tr("%1: units lost").arg(b), tr("%1: points lost").arg(b),
                             tr("%1: to break").arg(b)}};
    for (const TurnSwing &s : stats().swing()) {
        QString when = s.turn == 0 ? tr("the start") : tr("turn %1, %2").arg(s.turn).arg(playerName(s.side));
        if (!s.finished)
            when = tr("%1 (so far)").arg(when);
        QStringList row{when};
        for (Side side : Side::both()) {
            row << QLocale().toString(s.unitsLost[side]) << QLocale().toString(s.pointsLost[side])
                << unitsText(s.breakMargin[side]);
        }
        rows.append(row);
    }
    doc.append({ReportBlock::Kind::Table, {}, rows});
    if (plots)
        doc.append(
            {ReportBlock::Kind::Image,
             {tr("Points lost by each army turn by turn; its units destroyed and its units to break on the right.")},
             {},
             QStringLiteral("swing")});
}

void BattleReport::addTimes(ReportDocument &doc) const
{
    doc.append({ReportBlock::Kind::Section, {tr("Time")}});
    const QList<TurnTime> times = stats().turnTimes();
    if (times.isEmpty()) {
        doc.append({ReportBlock::Kind::Paragraph,
                    {tr("The times of the actions are not kept in this log, so the turns' lengths are not known.")}});
        return;
    }
    QList<QStringList> rows{{tr("Turn"), tr("Player"), tr("Length")}};
    for (const TurnTime &t : times) {
        rows.append({QLocale().toString(t.turn), playerName(t.side),
                     t.finished ? minutes(t.seconds()) : tr("%1 so far").arg(minutes(t.seconds()))});
    }
    doc.append({ReportBlock::Kind::Table, {}, rows});
    doc.append({ReportBlock::Kind::Paragraph,
                {tr("A turn runs from its first action to the last of its Combat phase."),
                 tr("In all, %1 took %2 and %3 took %4.")
                     .arg(playerName(Side::first()), minutes(stats().secondsPlayed(Side::first())),
                          playerName(Side::second()), minutes(stats().secondsPlayed(Side::second())))}});
}

} // namespace wm
