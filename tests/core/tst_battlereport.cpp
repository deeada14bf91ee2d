// SPDX-License-Identifier: GPL-3.0-or-later
// The battle report told from the log: the demo game's story in Markdown and HTML, a turn alone for
// the clipboard, names that carry Markdown's marks, and the long game told whole.

#include "tests/benchmarks/longgame.h"
#include "tests/core/testgames.h"

#include "core/report/battlereport.h"
#include "core/report/reportdocument.h"

#include <QStandardPaths>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

BattleReport reportOf(const GameSetup &setup, const QList<GameAction> &actions, const QList<QDateTime> &times = {})
{
    auto report = BattleReport::of(setup, actions, times);
    if (!report)
        qFatal("%s", qPrintable(report.error().message));
    return std::move(report).value();
}

} // namespace

class TestBattleReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void theDemoGameInMarkdown()
    {
        const BattleReport report = reportOf(demoSetup(), demoActions());
        QCOMPARE(report.turns().size(), 1);
        QCOMPARE(report.turns().at(0).actions.size(), 5);
        QVERIFY(report.turns().at(0).finished);
        const QString md = reportMarkdown(report.document(false));
        QVERIFY2(md.startsWith(QStringLiteral("# Battle report: Anna against Ben\n")), qPrintable(md.left(200)));
        for (const QString &part :
             {QStringLiteral("## The result"), QStringLiteral("## The armies"), QStringLiteral("### Anna: Reikland"),
              QStringLiteral("## Turn by turn"), QStringLiteral("### Turn 1: Anna"), QStringLiteral("**Command**"),
              QStringLiteral("## Luck"), QStringLiteral("## The dice"), QStringLiteral("## How the battle swung"),
              QStringLiteral("## Time"), QStringLiteral("After turn 1 the battle goes on"),
              QStringLiteral("| Anna | drive backs | 11 cm driven back | 10.5 | 56 | luckier than 56 games in 100 |"),
              QStringLiteral("| Anna | 0 | 1 | 2 | 2 | 1 | 2 | 8 |"),
              QStringLiteral("Anna's dice: too few dice to tell (dice rolled: 8)."),
              QStringLiteral("The times of the actions are not kept in this log")}) {
            QVERIFY2(md.contains(part), qPrintable(part));
        }
        // No plots in Markdown unless they are linked.
        QVERIFY(!md.contains(QStringLiteral("![")));
        QVERIFY(reportMarkdown(report.document(true), QStringLiteral("demo-"))
                    .contains(QStringLiteral("(demo-swing.png)")));
    }

    void theDemoGameInHtmlEmbedsItsPlots()
    {
        const BattleReport report = reportOf(demoSetup(), demoActions());
        const ReportImages images{{QStringLiteral("swing"), QByteArray("png bytes")}};
        const QString html = reportHtml(report.document(true), images, ImageLinks::Embedded);
        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("<title>Battle report: Anna against Ben</title>")));
        QVERIFY(html.contains(QStringLiteral("src=\"data:image/png;base64,") +
                              QString::fromLatin1(QByteArray("png bytes").toBase64())));
        // Plots the window did not draw are left out, not shown broken.
        QVERIFY(!html.contains(QStringLiteral("dice.png")));
        const QString linked = reportHtml(report.document(true), images, ImageLinks::ByName);
        QVERIFY(linked.contains(QStringLiteral("src=\"swing.png\"")));
    }

    // Names are the players' own: Markdown's marks in them are written out, HTML's escaped.
    void namesKeepTheirMarks()
    {
        GameSetup setup = demoSetup();
        setup.players[Side::first()] = QStringLiteral("Anna *the* <Bold>");
        const BattleReport report = reportOf(setup, demoActions());
        QVERIFY(reportMarkdown(report.document(false)).contains(QStringLiteral(R"(Anna \*the\* \<Bold\>)")));
        QVERIFY(reportHtml(report.document(false), {}, ImageLinks::Embedded)
                    .contains(QStringLiteral("Anna *the* &lt;Bold&gt;")));
    }

    void aTurnAloneForTheClipboard()
    {
        const BattleReport report = reportOf(demoSetup(), demoActions().mid(0, 3));
        const QString md = reportMarkdown(report.turnDocument(0));
        QVERIFY(md.startsWith(QStringLiteral("### Turn 1: Anna")));
        QVERIFY(md.contains(QStringLiteral("So far in this turn:")));
        QVERIFY(!md.contains(QStringLiteral("## Luck")));
        QVERIFY(report.turnDocument(5).isEmpty());
    }

    void timesAreTold()
    {
        const QDateTime start(QDate(2026, 11, 30), QTime(19, 0), Qt::UTC);
        const QList<QDateTime> times{start, start.addSecs(60), start.addSecs(200), start.addSecs(300),
                                     start.addSecs(420)};
        const QString md = reportMarkdown(reportOf(demoSetup(), demoActions(), times).document(false));
        QVERIFY(md.contains(QStringLiteral("| 1 | Anna | 7.0 min |")));
        QVERIFY(md.contains(QStringLiteral("In all, Anna took 7.0 min and Ben took 0.0 min.")));
    }

    void anActionThatNoLongerReplaysIsNamed()
    {
        QList<GameAction> actions = demoActions();
        actions[2].dice = {4};
        const auto report = BattleReport::of(demoSetup(), actions);
        QVERIFY(!report);
        QCOMPARE(report.error().field, QStringLiteral("actions[2]"));
    }

    // The long game of the benchmarks, told whole: every action in a turn, every turn in the report.
    void theLongGameIsToldWhole()
    {
        bench::Player player(Game::start(bench::twentyUnitsASide()).value(), 1000);
        player.play();
        const BattleReport report = reportOf(player.game().setup(), player.game().actions());
        qsizetype actions = 0;
        for (const ReportTurn &turn : report.turns())
            actions += turn.actions.size();
        QCOMPARE(actions, qsizetype(1000));
        const QString md = reportMarkdown(report.document(false));
        QCOMPARE(md.count(QStringLiteral("\n### Turn ")), report.turns().size());
    }
};

QTEST_GUILESS_MAIN(TestBattleReport)
#include "tst_battlereport.moc"
