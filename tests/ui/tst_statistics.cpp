// SPDX-License-Identifier: GPL-3.0-or-later
// The Statistics dock and the battle report from the window: the dock follows every action and undo
// exactly as the statistics of the whole log say, saves its plots, comes and goes with Ctrl+4; the
// report is exported in its three forms and a turn copied as Markdown, with no dialog left waiting.

#include "tests/benchmarks/longgame.h"
#include "tests/core/testgames.h"
#include "tests/ui/darkpalette.h"
#include "tests/ui/resolvertesting.h"
#include "tests/ui/settle.h"

#include "core/dice/scripteddicesource.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/report/reportactions.h"
#include "ui/report/reportexport.h"
#include "ui/report/statisticsview.h"
#include "ui/tracker/trackerview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace wm;
using namespace wm::test;

class TestStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_db = std::make_unique<Database>();
        QVERIFY(
            !m_db->open(m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + QStringLiteral(".sqlite"))));
        m_store = std::make_unique<GameStore>(*m_db);
        m_game = std::make_unique<GameController>(GameSession::create(*m_store, demoSetup()).value());
    }

    void cleanup()
    {
        m_game.reset();
        m_store.reset();
        m_db.reset();
    }

    // After each action and each undo the dock says what the statistics of the whole log say.
    void theDockFollowsEveryActionAndUndo()
    {
        StatisticsView view;
        view.resize(500, 700);
        view.show();
        view.setGame(m_game.get());
        QVERIFY(view.stats());
        QCOMPARE(view.stats()->actionCount(), 0);
        const QList<GameAction> actions = demoActions();
        for (qsizetype i = 0; i < actions.size(); ++i) {
            ScriptedDiceSource dice(actions.at(i).dice);
            QVERIFY(m_game->perform(actions.at(i).input, dice));
            compareWithTheWholeLog(view, actions.mid(0, i + 1));
        }
        QVERIFY2(view.luckText().contains(QStringLiteral("Anna&#x27;s drive backs")) ||
                     view.luckText().contains(QStringLiteral("Anna's drive backs")),
                 qPrintable(view.luckText()));
        QVERIFY(view.luckText().contains(QStringLiteral("luckier than 56 games in 100")));
        QVERIFY(view.diceText().contains(QStringLiteral("too few dice to tell (dice rolled: 8)")));
        QVERIFY(view.timeText().contains(QStringLiteral("Turn 1")));
        for (qsizetype i = actions.size() - 1; i >= 0; --i) {
            m_game->undoStack()->undo();
            compareWithTheWholeLog(view, actions.mid(0, i));
        }
        m_game->undoStack()->redo();
        compareWithTheWholeLog(view, actions.mid(0, 1));
    }

    void aPlotIsSavedAsPng()
    {
        playDemo();
        StatisticsView view;
        view.resize(500, 700);
        view.show();
        view.setGame(m_game.get());
        const QString path = m_dir.filePath(QStringLiteral("swing.png"));
        FileRequest asked;
        view.setFileChooser([&](QWidget *, const FileRequest &request) {
            asked = request;
            return path;
        });
        view.savePlot(QStringLiteral("swing"));
        QVERIFY(asked.forSaving);
        QCOMPARE(asked.suggestedName, QStringLiteral("Anna against Ben - Swing.png"));
        QImage saved(path);
        QVERIFY(!saved.isNull());
        QVERIFY(saved.width() > 400);
        // A file that cannot be written is told, and nothing waits on it.
        QString told;
        view.setNotice([&](const QString &, const QString &text) { told = text; });
        view.setFileChooser(
            [&](QWidget *, const FileRequest &) { return m_dir.filePath(QStringLiteral("no/such/folder/x.png")); });
        view.savePlot(QStringLiteral("dice"));
        QVERIFY(told.contains(QStringLiteral("no/such/folder")));
    }

    void theReportIsExportedInEachForm_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("start");
        QTest::newRow("html") << QStringLiteral("battle.html") << QByteArray("<!DOCTYPE html>");
        QTest::newRow("pdf") << QStringLiteral("battle.pdf") << QByteArray("%PDF");
        QTest::newRow("markdown") << QStringLiteral("battle.md") << QByteArray("# Battle report: Anna against Ben");
        QTest::newRow("no suffix: html") << QStringLiteral("battle") << QByteArray("<!DOCTYPE html>");
    }
    void theReportIsExportedInEachForm()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, start);
        playDemo();
        QWidget window;
        QString told;
        ReportActions reports(&window, [&](const QString &, const QString &text) { told = text; });
        reports.setGame(m_game.get());
        QTemporaryDir out;
        reports.setFileChooser([&](QWidget *, const FileRequest &) { return out.filePath(name); });
        reports.exportReport();
        QVERIFY2(told.isEmpty(), qPrintable(told));
        QFile file(out.filePath(reportFormatOf(name) ? name : name + QStringLiteral(".html")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY2(bytes.startsWith(start), bytes.left(60).constData());
        if (name.endsWith(QLatin1String(".md"))) {
            // The plots beside it, linked by their names.
            for (const QString &plot : {QStringLiteral("swing"), QStringLiteral("dice"), QStringLiteral("luck")}) {
                QVERIFY(!QImage(out.filePath(QStringLiteral("battle-%1.png").arg(plot))).isNull());
                QVERIFY(bytes.contains(QStringLiteral("(battle-%1.png)").arg(plot).toUtf8()));
            }
        }
        if (name.endsWith(QLatin1String(".html")))
            QVERIFY(bytes.contains("data:image/png;base64,"));
    }

    void aReportThatCannotBeWrittenIsTold()
    {
        playDemo();
        QWidget window;
        QString told;
        ReportActions reports(&window, [&](const QString &, const QString &text) { told = text; });
        reports.setGame(m_game.get());
        reports.setFileChooser(
            [&](QWidget *, const FileRequest &) { return m_dir.filePath(QStringLiteral("none/x.pdf")); });
        reports.exportReport();
        QVERIFY(told.contains(QStringLiteral("none/x.pdf")));
    }

    void aTurnIsCopiedAsMarkdown()
    {
        playDemo();
        QWidget window;
        ReportActions reports(&window, [](const QString &, const QString &) {});
        reports.setGame(m_game.get());
        reports.copyTurnAction()->trigger();
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.startsWith(QStringLiteral("### Turn 1: Anna\n")), qPrintable(copied));
        QVERIFY(copied.contains(QStringLiteral("Shooting at Bowmen.")));
        QVERIFY(copied.contains(QStringLiteral("At the end of the turn:")));
    }

    // Ctrl+4 brings the Statistics to the front beside the armies; the report is offered once the
    // battle is over. The dock at 1280×800, light and dark, for the README.
    void ctrl4ShowsTheStatistics_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void ctrl4ShowsTheStatistics()
    {
        QFETCH(bool, dark);
        const QPalette before = QApplication::palette();
        if (dark)
            QApplication::setPalette(test::darkPalette());
        bench::Player player(Game::start(bench::twentyUnitsASide()).value(), 400);
        player.play();
        auto session = GameSession::import(*m_store, player.game());
        QVERIFY(session);
        MainWindow window;
        window.setStores(m_store.get(), nullptr, nullptr);
        // As on a 1280×800 screen, less its title bar and panel.
        window.setWindowState(Qt::WindowNoState);
        window.resize(1280, 740);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openGame(std::move(session).value());
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("statisticsDock"));
        QVERIFY(dock);
        // Behind the History's tab until asked for, and not made until then.
        auto *history = window.findChild<QDockWidget *>(QStringLiteral("historyDock"));
        QVERIFY(test::settle([&] { return !history->visibleRegion().isEmpty(); }));
        QVERIFY(!window.findChild<StatisticsView *>());
        QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
        QVERIFY(test::settle([&] { return !dock->visibleRegion().isEmpty(); }));
        QVERIFY(test::settle([&] { return window.findChild<StatisticsView *>() != nullptr; }));
        auto *view = window.findChild<StatisticsView *>();
        QVERIFY(view->stats());
        QCOMPARE(view->stats()->actionCount(), 400);
        // Wide enough to read its plots from a chair.
        window.resizeDocks({dock}, {480}, Qt::Horizontal);
        QTest::qWait(50);
        const QString suffix = dark ? QStringLiteral("dark") : QStringLiteral("light");
        for (int page = 0; page < 3; ++page) {
            view->tabs()->setCurrentIndex(page);
            QTest::qWait(30);
            if (qEnvironmentVariableIsSet("WM_SHOTS")) {
                window.grab().save(qEnvironmentVariable("WM_SHOTS") +
                                   QStringLiteral("/statistics-%1-1280-%2.png").arg(page).arg(suffix));
            }
        }
        QApplication::setPalette(before);
    }

    void theReportIsOfferedWhenTheBattleIsOver()
    {
        StoredWindowish stored(*m_store);
        MainWindow &window = stored.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(demoSetup()));
        auto *button = window.findChild<QToolButton *>(QStringLiteral("battleOverReport"));
        QVERIFY(button);
        QVERIFY(!button->isVisible());
        window.concede();
        auto *concede = window.findChild<QPushButton *>(QStringLiteral("concede1"));
        QVERIFY(concede);
        concede->click();
        QVERIFY(test::settle([&] { return button->isVisible(); }));
        QCOMPARE(button->defaultAction()->objectName(), QStringLiteral("actionExportReport"));
        test::saveShot(window, "battle-over-report");
    }

private:
    struct StoredWindowish
    {
        explicit StoredWindowish(GameStore &store) { window.setStores(&store, nullptr, nullptr); }
        MainWindow window;
    };

    void playDemo()
    {
        for (const GameAction &action : demoActions()) {
            ScriptedDiceSource dice(action.dice);
            QVERIFY(m_game->perform(action.input, dice));
        }
    }

    void compareWithTheWholeLog(const StatisticsView &view, const QList<GameAction> &actions)
    {
        QVERIFY(view.stats());
        const GameStats whole = GameStats::ofGame(demoSetup(), actions).value();
        QCOMPARE(view.stats()->actionCount(), whole.actionCount());
        for (Side side : Side::both()) {
            QCOMPARE(view.stats()->faces(side), whole.faces(side));
            for (LuckKind kind : AllLuckKinds) {
                QCOMPARE(view.stats()->luck(side, kind).result, whole.luck(side, kind).result);
                QCOMPARE(view.stats()->luck(side, kind).percentile, whole.luck(side, kind).percentile);
            }
        }
        QCOMPARE(view.stats()->swing().size(), whole.swing().size());
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<GameStore> m_store;
    std::unique_ptr<GameController> m_game;
};

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
