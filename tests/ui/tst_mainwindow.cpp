// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/testgames.h"
#include "tests/ui/resolvertesting.h"
#include "tests/ui/settle.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/gamejson.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/dicelogmodel.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/historyview.h"
#include "ui/game/opengamedialog.h"
#include "ui/game/savedgamesmodel.h"
#include "ui/help/shortcutsheet.h"
#include "ui/lazydock.h"
#include "ui/mainwindow.h"
#include "ui/reference/referenceview.h"
#include "ui/resolve/movedialog.h"
#include "ui/resolve/resolverdialog.h"
#include "ui/resolve/shootingdialog.h"
#include "ui/resolve/spelldialog.h"
#include "ui/settings.h"
#include "ui/startpage.h"
#include "ui/tracker/armypanel.h"
#include "ui/tracker/phasesummarybar.h"
#include "ui/tracker/trackerheader.h"
#include "ui/tracker/trackerview.h"
#include "ui/tracker/unitcard.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

using namespace wm;

// A window keeping its games in a database of its own, in a temporary folder.
struct StoredWindow
{
    QTemporaryDir dir;
    Database db;
    std::optional<GameStore> store;
    MainWindow window;

    bool open()
    {
        if (db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))))
            return false;
        store.emplace(db);
        window.setStores(&*store, nullptr, nullptr);
        return true;
    }

    // A file of its own in the folder, for the window to read: its path, or nothing when not written.
    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        QFile out(dir.filePath(name));
        return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size() ? out.fileName() : QString();
    }

    // Opened, on screen, with the demo battle begun in it.
    bool openWithGame()
    {
        if (!open())
            return false;
        window.show();
        return QTest::qWaitForWindowExposed(&window) && window.startGame(test::demoSetup());
    }
};

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void opensWithItsTitle();
    void theDocksComeWithTheFirstGame();
    void theDocksComeBackWhereThePlayerLeftThem();
    void aViewKeyRaisesItsDockAndHidesItOnlyInFront();
    void theDockInFrontIsInFrontAfterARestart();
    void referenceFollowsTheRuleset();
    void f1OpensTheTableOfThePhase();
    void f1InAResolverOpensItsRule();
    void f1InTheSpellResolverOpensTheArmysSpells();
    void f1InEachResolverOpensItsRule_data();
    void f1InEachResolverOpensItsRule();
    void phaseKeysWorkAndF1LeavesTheFocusWhereItWas();
    void quitClosesTheWindow();
    void gamesGoToAndFromFiles();
    void aBadGameFileChangesNothing();
    void aDeletedDatabaseIsSavedAgainFromTheGame();
    void anImportCanBeCancelledWithNothingChanged();
    void aReadOnlyGameIsShownNotChanged();
    void savedGamesAreOpenedAndDeleted();
    void everyCommonActionHasAKeyInAMenu_data();
    void everyCommonActionHasAKeyInAMenu();
    void theZoomIsKept();
    void settingsKeepTheirTypes();
    void theZoomReachesEverythingReadAtTheTable();
    void aPassedOrderOffersItsCharge();
    void everyMnemonicIsUnique();
    void theDiceLogIsReadWhenItsTabIsShown();
    void theKeyboardSheetListsEveryKeyOnce();
    void theEndOfTheBattleIsSaid();
    void aPlayerConcedes();
};

void TestMainWindow::cleanup()
{
    // A window closed by a test keeps its looks for the next one: each starts as on a first start.
    SettingsFile::clear();
}

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Settings left by an earlier run would change the zoom the window starts with.
    SettingsFile::clear();
}

void TestMainWindow::settingsKeepTheirTypes()
{
    // Nothing kept: the defaults.
    QCOMPARE(Settings::Zoom.get(), 100);
    QCOMPARE(Settings::Dice.get(), DiceMode::AppRolls);
    QCOMPARE(Settings::LastRuleset.kept(), std::nullopt);
    // Each comes back as it went in, an enum by its key.
    Settings::Zoom.set(150);
    Settings::Dice.set(DiceMode::PlayerRolls);
    Settings::LastRuleset.set(RulesetId::Revolution);
    Settings::LastArmy.set(QStringLiteral("dwarfs"));
    Settings::WindowState.set(QByteArray("\x01\x02", 2));
    QCOMPARE(Settings::Zoom.get(), 150);
    QCOMPARE(Settings::Dice.get(), DiceMode::PlayerRolls);
    QCOMPARE(SettingsFile::read(Settings::Dice.key()).toString(), QStringLiteral("player"));
    QCOMPARE(Settings::LastRuleset.get(), RulesetId::Revolution);
    QCOMPARE(Settings::LastArmy.get(), QStringLiteral("dwarfs"));
    QCOMPARE(Settings::WindowState.get(), QByteArray("\x01\x02", 2));
    // A key no version of wmassist wrote reads as nothing kept.
    SettingsFile::write(Settings::Dice.key(), QStringLiteral("someone"));
    QCOMPARE(Settings::Dice.kept(), std::nullopt);
    QCOMPARE(Settings::Dice.get(), DiceMode::AppRolls);
}

void TestMainWindow::opensWithItsTitle()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Warmaster Table Assistant"));
    // The start page has the window to itself: the History and the Dice Log have nothing to show
    // before a game, and the reference is made when it is asked for.
    QVERIFY(!window.findChild<QDockWidget *>());
    QVERIFY(!window.findChild<ReferenceView *>());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionShowHistory"))->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"))->isEnabled());
    // The start page offers the reference without a game.
    auto *start = window.findChild<StartPage *>();
    QVERIFY(start);
    const QList<QToolButton *> buttons = start->findChildren<QToolButton *>();
    QVERIFY(std::any_of(buttons.cbegin(), buttons.cend(), [](const QToolButton *b) {
        return b->defaultAction() && b->defaultAction()->objectName() == QStringLiteral("actionReference");
    }));
    window.findChild<QAction *>(QStringLiteral("actionReference"))->trigger();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("referenceDock"));
    QVERIFY(dock && dock->isVisible());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("actionShowReference"))->isChecked());
    QVERIFY(test::settle([&] { return !window.reference()->tables().isEmpty(); }));
    // Closed from the View menu, and back.
    window.findChild<QAction *>(QStringLiteral("actionShowReference"))->trigger();
    QVERIFY(dock->isHidden());
    window.findChild<QAction *>(QStringLiteral("actionShowReference"))->trigger();
    QVERIFY(dock->isVisible());
}

void TestMainWindow::theDocksComeWithTheFirstGame()
{
    // The reference looked at on the start page stays in front when a game begins; the History
    // and the Dice Log join it as tabs, the Dice Log's page made when its tab is first shown.
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.history());
    window.findChild<QAction *>(QStringLiteral("actionReference"))->trigger();
    QVERIFY(window.startGame(test::demoSetup()));
    auto *history = window.findChild<QDockWidget *>(QStringLiteral("historyDock"));
    auto *dice = window.findChild<LazyDock *>(QStringLiteral("diceDock"));
    auto *reference = window.findChild<QDockWidget *>(QStringLiteral("referenceDock"));
    QVERIFY(history && dice && reference && window.history());
    auto *statistics = window.findChild<LazyDock *>(QStringLiteral("statisticsDock"));
    QVERIFY(statistics);
    QVERIFY(test::settle([&] { return window.tabifiedDockWidgets(history).size() == 3; }));
    QCOMPARE(window.tabifiedDockWidgets(history).size(), 3);
    // A tab behind another is moved out of sight, not hidden.
    QVERIFY(test::settle([&] { return history->visibleRegion().isEmpty(); }));
    QVERIFY(!reference->visibleRegion().isEmpty());
    QVERIFY(!dice->hasPage());
    QVERIFY(!statistics->hasPage());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("actionShowHistory"))->isEnabled());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("actionShowHistory"))->isChecked());
    // The docks take a fifth of the window, the armies the rest.
    QVERIFY(test::settle([&] { return qAbs(reference->width() - window.width() / 5) < window.width() / 20; }));

    dice->raise();
    QVERIFY(test::settle([&] { return dice->hasPage(); }));
    QVERIFY(window.findChild<QTableView *>(QStringLiteral("diceLog")));

    // A game shown first, the History is in front and the reference's page waits for its tab.
    StoredWindow other;
    QVERIFY(other.open());
    other.window.resize(1280, 800);
    other.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&other.window));
    QVERIFY(other.window.startGame(test::demoSetup()));
    auto *otherReference = other.window.findChild<LazyDock *>(QStringLiteral("referenceDock"));
    QVERIFY(otherReference);
    QCoreApplication::processEvents();
    QVERIFY(!otherReference->hasPage());
    QVERIFY(!other.window.findChild<ReferenceView *>());
    otherReference->raise();
    QVERIFY(test::settle([&] { return otherReference->hasPage(); }));
    QVERIFY(test::settle([&] { return !other.window.reference()->tables().isEmpty(); }));
}

void TestMainWindow::aViewKeyRaisesItsDockAndHidesItOnlyInFront()
{
    // Ctrl+2 on a Dice Log open behind the History's tab brings it to the front; pressed again with
    // the Dice Log in front, it closes it; a third time, it is back in front.
    StoredWindow stored;
    QVERIFY(stored.openWithGame());
    MainWindow &window = stored.window;
    auto *history = window.findChild<QDockWidget *>(QStringLiteral("historyDock"));
    auto *dice = window.findChild<QDockWidget *>(QStringLiteral("diceDock"));
    QAction *showDice = window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"));
    QAction *showHistory = window.findChild<QAction *>(QStringLiteral("actionShowHistory"));
    QVERIFY(test::settle([&] { return window.tabifiedDockWidgets(history).contains(dice); }));
    QVERIFY(test::settle([&] { return !history->visibleRegion().isEmpty() && dice->visibleRegion().isEmpty(); }));
    QVERIFY(showDice->isChecked());

    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QVERIFY(test::settle([&] { return !dice->visibleRegion().isEmpty(); }));
    QVERIFY(!dice->isHidden());
    QVERIFY(showDice->isChecked());
    QVERIFY(history->visibleRegion().isEmpty());

    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QVERIFY(dice->isHidden());
    QVERIFY(!showDice->isChecked());

    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QVERIFY(!dice->isHidden());
    QVERIFY(showDice->isChecked());
    QVERIFY(test::settle([&] { return !dice->visibleRegion().isEmpty(); }));

    // The History, now behind the Dice Log, comes to the front with Ctrl+1 and stays open.
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(test::settle([&] { return !history->visibleRegion().isEmpty(); }));
    QVERIFY(!history->isHidden());
    QVERIFY(showHistory->isChecked());
}

void TestMainWindow::theDockInFrontIsInFrontAfterARestart()
{
    {
        StoredWindow stored;
        QVERIFY(stored.openWithGame());
        auto *history = stored.window.findChild<QDockWidget *>(QStringLiteral("historyDock"));
        auto *dice = stored.window.findChild<QDockWidget *>(QStringLiteral("diceDock"));
        QVERIFY(test::settle([&] { return stored.window.tabifiedDockWidgets(history).contains(dice); }));
        QVERIFY(test::settle([&] { return !history->visibleRegion().isEmpty() || !dice->visibleRegion().isEmpty(); }));
        if (!history->visibleRegion().isEmpty())
            QTest::keyClick(&stored.window, Qt::Key_2, Qt::ControlModifier);
        QVERIFY(test::settle([&] { return !dice->visibleRegion().isEmpty(); }));
        stored.window.close();
    }
    QCOMPARE(Settings::FrontDock.get(), QStringLiteral("diceDock"));
    StoredWindow stored;
    QVERIFY(stored.openWithGame());
    auto *history = stored.window.findChild<QDockWidget *>(QStringLiteral("historyDock"));
    auto *dice = stored.window.findChild<QDockWidget *>(QStringLiteral("diceDock"));
    QVERIFY(test::settle([&] { return !dice->visibleRegion().isEmpty() && history->visibleRegion().isEmpty(); }));
    // Brought back to the front by the player, the History is the one kept.
    QTest::keyClick(&stored.window, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(test::settle([&] { return !history->visibleRegion().isEmpty(); }));
    QCOMPARE(Settings::FrontDock.get(), QStringLiteral("historyDock"));
}

void TestMainWindow::theDocksComeBackWhereThePlayerLeftThem()
{
    // The Dice Log closed and the docks on the left; a start without a game in between, whose window
    // never makes the docks, keeps their places for the next game.
    {
        StoredWindow stored;
        QVERIFY(stored.openWithGame());
        auto *history = stored.window.findChild<QDockWidget *>(QStringLiteral("historyDock"));
        stored.window.addDockWidget(Qt::LeftDockWidgetArea, history);
        // The docks are shown once the window lays them out.
        QVERIFY(test::settle(
            [&] { return stored.window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"))->isChecked(); }));
        // The Dice Log's tab is behind the Reference's: the first press brings it to the front, the
        // second closes it.
        auto *dice = stored.window.findChild<QDockWidget *>(QStringLiteral("diceDock"));
        stored.window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"))->trigger();
        QVERIFY(test::settle([&] { return !dice->visibleRegion().isEmpty(); }));
        stored.window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"))->trigger();
        QVERIFY(dice->isHidden());
        QVERIFY(!stored.window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"))->isChecked());
        stored.window.close();
    }
    const QByteArray layout = Settings::WindowState.get();
    QVERIFY(!layout.isEmpty());
    {
        MainWindow empty;
        empty.show();
        QVERIFY(QTest::qWaitForWindowExposed(&empty));
        QVERIFY(!empty.findChild<QDockWidget *>());
        empty.close();
    }
    QCOMPARE(Settings::WindowState.get(), layout);
    StoredWindow stored;
    QVERIFY(stored.openWithGame());
    auto *history = stored.window.findChild<QDockWidget *>(QStringLiteral("historyDock"));
    QCOMPARE(stored.window.dockWidgetArea(history), Qt::LeftDockWidgetArea);
    QVERIFY(stored.window.findChild<QDockWidget *>(QStringLiteral("diceDock"))->isHidden());
    QVERIFY(!stored.window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"))->isChecked());
    QVERIFY(stored.window.findChild<QAction *>(QStringLiteral("actionShowHistory"))->isChecked());
    stored.window.findChild<QAction *>(QStringLiteral("actionShowDiceLog"))->trigger();
    QVERIFY(!stored.window.findChild<QDockWidget *>(QStringLiteral("diceDock"))->isHidden());
}

void TestMainWindow::referenceFollowsTheRuleset()
{
    // Without a game the player picks the ruleset; in a game it is the game's, and cannot be changed.
    MainWindow window;
    ReferenceView *reference = window.reference();
    reference->showTable(QStringLiteral("to-hit"));
    QCOMPARE(reference->ruleset(), RulesetId::Warmaster);
    QVERIFY(reference->page()->toPlainText().contains(QStringLiteral("Cover protects any unit.")));
    auto *box = reference->findChild<QComboBox *>(QStringLiteral("rulesetBox"));
    QVERIFY(box && box->isEnabled());
    box->setCurrentIndex(box->findData(int(RulesetId::Revolution)));
    QCOMPARE(reference->ruleset(), RulesetId::Revolution);
    const QString page = reference->page()->toPlainText();
    QVERIFY(
        page.contains(QStringLiteral("Cover protects only infantry and artillery; other units count as in the open.")));
    // Artillery's full pace differs between the rulesets; the reference reads it from core.
    QVERIFY(page.contains(QRegularExpression(QStringLiteral("Artillery\\s+10 cm"))));

    GameSetup setup = test::demoSetup();
    setup.ruleset = RulesetId::Warmaster;
    QTemporaryDir dir;
    Database db;
    QVERIFY(!db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))));
    GameStore store(db);
    window.setStores(&store, nullptr, nullptr);
    QVERIFY(window.startGame(setup));
    QCOMPARE(reference->ruleset(), RulesetId::Warmaster);
    QVERIFY(!box->isEnabled());
}

void TestMainWindow::f1OpensTheTableOfThePhase()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    QAction *f1 = window.findChild<QAction *>(QStringLiteral("actionReference"));
    QVERIFY(f1);
    QCOMPARE(f1->shortcut(), QKeySequence(QKeySequence::HelpContents));
    f1->trigger();
    QCOMPARE(window.reference()->shownTable(), QStringLiteral("sequence"));
    QVERIFY(window.startGame(test::demoSetup()));
    const QStringList expected{QStringLiteral("orders"), QStringLiteral("to-hit"), QStringLiteral("combat-modifiers")};
    for (const QString &key : expected) {
        f1->trigger();
        QCOMPARE(window.reference()->shownTable(), key);
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("referenceDock"))->isVisibleTo(&window));
        if (key == expected.at(1)) {
            window.setWindowState(Qt::WindowNoState);
            window.resize(1280, 800);
            test::saveShot(window, "reference-dock-1280");
            window.resize(1920, 1080);
            test::saveShot(window, "reference-dock-1920");
        }
        window.endPhase();
    }
}

void TestMainWindow::f1InAResolverOpensItsRule()
{
    // A resolver keeps the main window busy: its F1 opens the reference in a window of its own, at
    // the rule it applies.
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    QVERIFY(window.startGame(test::demoSetup()));
    window.endPhase(); // Command -> Shooting
    window.tracker()->setCurrentUnit(test::ids::Archers);
    window.findChild<QAction *>(QStringLiteral("actionShoot"))->trigger();
    ResolverDialog *shooting = window.resolver();
    QVERIFY(shooting);
    QTest::keyClick(shooting, Qt::Key_F1);
    QVERIFY(window.referenceWindow() && window.referenceWindow()->isVisible());
    QCOMPARE(window.referenceWindow()->shownTable(), QStringLiteral("to-hit"));
    QCOMPARE(window.referenceWindow()->ruleset(), test::demoSetup().ruleset);
    QVERIFY(window.referenceWindow()->parent() == nullptr);
    // Escape empties its search, then puts the window away.
    QLineEdit *search = window.referenceWindow()->searchBox();
    QTest::keyClicks(search, QStringLiteral("giant"));
    QTest::keyClick(search, Qt::Key_Escape);
    QVERIFY(search->text().isEmpty());
    QVERIFY(window.referenceWindow()->isVisible());
    QTest::keyClick(search, Qt::Key_Escape);
    QVERIFY(test::settle([&] { return !window.referenceWindow(); }));
    shooting->reject();
    QVERIFY(test::settle([&] { return !window.resolver(); }));
    // Without a resolver, F1 is the main window's again: the phase's table in the dock.
    window.findChild<QAction *>(QStringLiteral("actionReference"))->trigger();
    QCOMPARE(window.reference()->shownTable(), QStringLiteral("to-hit"));
}

void TestMainWindow::f1InTheSpellResolverOpensTheArmysSpells()
{
    // The wizard's army's spells, as the game keeps them, with the armies of the game beside the rules.
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    GameSetup setup = test::demoSetup();
    setup.rosters[Side::first()].units << test::rosterUnit(test::empireWizard(), 45);
    Spell bolt;
    bolt.name = QStringLiteral("Storm Bolt");
    bolt.summary = QStringLiteral("Three shots at an enemy unit.");
    bolt.rangeCm = 30;
    bolt.attacks = SpellAttacks{};
    setup.spells[Side::first()] = {bolt};
    QVERIFY(window.startGame(setup));
    window.endPhase();                   // Command -> Shooting
    window.tracker()->setCurrentUnit(4); // the Wizard
    window.findChild<QAction *>(QStringLiteral("actionCastSpell"))->trigger();
    ResolverDialog *spell = window.resolver();
    QVERIFY(qobject_cast<SpellDialog *>(spell));
    QTest::keyClick(spell, Qt::Key_F1);
    QVERIFY(window.referenceWindow() && window.referenceWindow()->isVisible());
    QCOMPARE(window.referenceWindow()->shownTable(), QStringLiteral("spells-1"));
    const QString page = window.referenceWindow()->page()->toPlainText();
    QVERIFY(page.contains(QStringLiteral("Storm Bolt")) &&
            page.contains(QStringLiteral("Three shots at an enemy unit.")));
    QVERIFY(page.contains(QStringLiteral("Anna's army")) && page.contains(QStringLiteral("Ben's army")));
    spell->reject();
}

namespace {

// What happened on the table before the resolver is opened: the demo game's Halberdiers charge the
// Knights (an engagement to fight), or its Bowmen take two hits in the Shooting phase (a drive back).
enum class Before
{
    Nothing,
    Charged,
    Shot,
};

} // namespace

void TestMainWindow::f1InEachResolverOpensItsRule_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<Before>("before");
    QTest::addColumn<Phase>("phase");
    QTest::addColumn<int>("unit");
    QTest::addColumn<QString>("table");
    const int halberdiers = int(test::ids::Halberdiers);
    QTest::newRow("order") << QStringLiteral("actionGiveOrder") << Before::Nothing << Phase::Command
                           << int(test::ids::AnnaGeneral) << QStringLiteral("orders");
    // Nothing ordered yet: a charge now is on initiative.
    QTest::newRow("charge") << QStringLiteral("actionCharge") << Before::Nothing << Phase::Command << halberdiers
                            << QStringLiteral("initiative");
    QTest::newRow("evade") << QStringLiteral("actionEvade") << Before::Nothing << Phase::Command << halberdiers
                           << QStringLiteral("initiative");
    QTest::newRow("home back") << QStringLiteral("actionHomeBack") << Before::Nothing << Phase::Command << halberdiers
                               << QStringLiteral("home-back");
    QTest::newRow("join") << QStringLiteral("actionJoin") << Before::Nothing << Phase::Command
                          << int(test::ids::AnnaGeneral) << QStringLiteral("moves");
    QTest::newRow("confusion") << QStringLiteral("actionConfusionTest") << Before::Nothing << Phase::Command
                               << halberdiers << QStringLiteral("confusion");
    QTest::newRow("shoot") << QStringLiteral("actionShoot") << Before::Nothing << Phase::Shooting
                           << int(test::ids::Archers) << QStringLiteral("to-hit");
    QTest::newRow("drive backs") << QStringLiteral("actionEndPhase") << Before::Shot << Phase::Shooting
                                 << int(test::ids::Bowmen) << QStringLiteral("drive-backs");
    QTest::newRow("fight") << QStringLiteral("actionFight") << Before::Charged << Phase::Combat << halberdiers
                           << QStringLiteral("combat-modifiers");
    QTest::newRow("advance") << QStringLiteral("actionAdvance") << Before::Charged << Phase::Combat << halberdiers
                             << QStringLiteral("combat-result");
    QTest::newRow("special table") << QStringLiteral("actionSpecialTable") << Before::Nothing << Phase::Command
                                   << halberdiers << QStringLiteral("blunder");
}

void TestMainWindow::f1InEachResolverOpensItsRule()
{
    QFETCH(QString, action);
    QFETCH(Before, before);
    QFETCH(Phase, phase);
    QFETCH(int, unit);
    QFETCH(QString, table);
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    QVERIFY(window.startGame(test::demoSetup()));
    ScriptedDiceSource noDice;
    if (before == Before::Charged)
        QVERIFY(window.game()->perform(ChargeAction{{test::ids::Halberdiers}, {test::ids::Knights}, true}, noDice));
    // Bounded: a phase whose end asks for dice would never pass.
    for (int ended = 0; ended < 3 && window.game()->battle().phase() != phase; ++ended)
        window.endPhase();
    QCOMPARE(window.game()->battle().phase(), phase);
    if (before == Before::Shot)
        QVERIFY(window.game()->perform(StrikeHitsAction{test::ids::Bowmen, 2, true}, noDice));
    window.tracker()->setCurrentUnit(UnitId(unit));
    auto *trigger = window.findChild<QAction *>(action);
    QVERIFY(trigger && trigger->isEnabled());
    trigger->trigger();
    ResolverDialog *resolver = window.resolver();
    QVERIFY(resolver);
    QTest::keyClick(resolver, Qt::Key_F1);
    QVERIFY(window.referenceWindow() && window.referenceWindow()->isVisible());
    QCOMPARE(window.referenceWindow()->shownTable(), table);
    resolver->reject();
}

// Ctrl+E ends the phase even from the reference's search box, which takes Ctrl+E for "end of line";
// F1 shows the rule and leaves the focus where the player had it, in the window and in a resolver.
void TestMainWindow::phaseKeysWorkAndF1LeavesTheFocusWhereItWas()
{
    StoredWindow stored;
    QVERIFY(stored.openWithGame());
    MainWindow &window = stored.window;
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.findChild<QAction *>(QStringLiteral("actionReference"))->trigger();
    QLineEdit *search = window.reference()->searchBox();
    search->setFocus();
    QVERIFY(test::settle([&] { return search->hasFocus(); }));
    QCOMPARE(window.game()->battle().phase(), Phase::Command);
    QTest::keyClick(search, Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(window.game()->battle().phase(), Phase::Shooting);

    HistoryView *history = window.history();
    if (!history->isVisible())
        window.findChild<QAction *>(QStringLiteral("actionShowHistory"))->trigger();
    QVERIFY(test::settle([&] { return history->isVisible(); }));
    history->setFocus();
    QVERIFY(test::settle([&] { return history->hasFocus(); }));
    QTest::keyClick(history, Qt::Key_F1);
    QCOMPARE(window.reference()->shownTable(), QStringLiteral("to-hit"));
    QCOMPARE(QApplication::focusWidget(), history);

    window.tracker()->setCurrentUnit(test::ids::Archers);
    window.findChild<QAction *>(QStringLiteral("actionShoot"))->trigger();
    ResolverDialog *shooting = window.resolver();
    QVERIFY(shooting);
    QVERIFY(QTest::qWaitForWindowActive(shooting));
    auto *focused = shooting->findChild<QComboBox *>(QStringLiteral("targetCombo"));
    focused->setFocus();
    QVERIFY(test::settle([&] { return focused->hasFocus(); }));
    QTest::keyClick(focused, Qt::Key_F1);
    QVERIFY(window.referenceWindow() && window.referenceWindow()->isVisible());
    QTest::qWait(20);
    QCOMPARE(QApplication::activeWindow(), shooting);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(focused));
    shooting->reject();
    QVERIFY(test::settle([&] { return !window.resolver(); }));
}

void TestMainWindow::quitClosesTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *quit = window.findChild<QAction *>(QStringLiteral("actionQuit"));
    QVERIFY(quit);
    QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));
    quit->trigger();
    QVERIFY(test::settle([&] { return !window.isVisible(); }));
}

namespace {

// The file chooser's answer, given by the test instead of a dialog.
FileChooser answer(const QString &path)
{
    return [path](QWidget *, const FileRequest &) { return path; };
}

} // namespace

void TestMainWindow::gamesGoToAndFromFiles()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    auto *exportAction = window.findChild<QAction *>(QStringLiteral("actionExportGame"));
    QVERIFY(exportAction);
    QVERIFY(!exportAction->isEnabled()); // no game yet

    const QString file = stored.dir.filePath(QStringLiteral("game.json"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(GameJson::write(test::demoSetup(), test::demoActions()));
    }
    window.setFileChooser(answer(file));
    window.importGame();
    QVERIFY(window.game());
    QVERIFY(exportAction->isEnabled());
    QCOMPARE(window.game()->session().game().actions(), test::demoActions());
    QCOMPARE(stored.store->currentGame(), window.game()->session().id());
    auto *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
    QVERIFY(undo && undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("&Undo End of the Combat phase"));

    undo->trigger();
    const QString exported = stored.dir.filePath(QStringLiteral("exported.json"));
    window.setFileChooser(answer(exported));
    exportAction->trigger();
    QFile in(exported);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const auto game = GameJson::read(in.readAll(), QStringLiteral("exported.json"));
    QVERIFY(game);
    QCOMPARE(game->actions(), test::demoActions().mid(0, 4)); // the undone action is not part of the game
}

void TestMainWindow::aReadOnlyGameIsShownNotChanged()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("wmassist.sqlite"));
    GameId id = 0;
    {
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        auto session = GameSession::import(store, Game::replay(test::demoSetup(), test::demoActions()).value());
        QVERIFY(session);
        id = session->id();
    }
    Database db;
    QVERIFY(!db.openReadOnly(path));
    GameStore store(db);
    auto session = GameSession::open(store, id);
    QVERIFY(session);
    MainWindow window;
    window.setStores(&store, nullptr, nullptr);
    window.openGame(std::move(session).value());
    window.setReadOnly();
    QVERIFY(window.isReadOnly());
    QVERIFY2(window.windowTitle().endsWith(QStringLiteral("(read-only)")), qPrintable(window.windowTitle()));

    // Looking is offered; nothing that would change the game or the database is.
    QVERIFY(window.findChild<QAction *>(QStringLiteral("actionExportGame"))->isEnabled());
    for (const char *name :
         {"actionUndo", "actionRedo", "actionNewGame", "actionImportGame", "actionRosters", "actionEndPhase",
          "actionShoot", "actionGiveOrder", "actionFight", "actionSpecialTable", "actionAddHit"}) {
        auto *action = window.findChild<QAction *>(QString::fromLatin1(name));
        QVERIFY2(action, name);
        QVERIFY2(!action->isEnabled(), name);
    }
    const int actions = int(window.game()->session().game().actions().size());
    // The cards show the units and offer no edits.
    const UnitCard *card = nullptr;
    UnitId unit = 0;
    for (const Unit &u : window.game()->battle().army(Side::first())) {
        if ((card = window.tracker()->army(Side::first())->card(u.id))) {
            unit = u.id;
            break;
        }
    }
    QVERIFY(card);
    for (const QToolButton *button : card->findChildren<QToolButton *>())
        QVERIFY(!button->isVisibleTo(card));
    Q_EMIT window.tracker()->editRequested(unit, QuickEdit::AddHit); // a card's + button
    QCOMPARE(int(window.game()->session().game().actions().size()), actions);
}

void TestMainWindow::savedGamesAreOpenedAndDeleted()
{
    QTemporaryDir dir;
    Database db;
    QVERIFY(!db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))));
    GameStore store(db);
    QList<GameId> ids;
    for (int i = 0; i < 3; ++i) {
        auto session = GameSession::import(store, Game::replay(test::demoSetup(), test::demoActions()).value());
        QVERIFY(session);
        ids.append(session->id());
    }
    MainWindow window;
    window.setStores(&store, nullptr, nullptr);
    QVERIFY(window.openSavedGame(ids.at(2)));
    QCOMPARE(window.game()->session().id(), ids.at(2));
    QCOMPARE(store.currentGame(), ids.at(2));
    QStringList asked;
    window.setConfirmation([&asked](QWidget *, const QString &, const QString &text) {
        asked.append(text);
        return true;
    });

    const auto openDialog = [&window]() -> OpenGameDialog * {
        window.findChild<QAction *>(QStringLiteral("actionOpenGame"))->trigger();
        return window.findChild<OpenGameDialog *>();
    };
    const auto select = [](OpenGameDialog *dialog, GameId id) {
        auto *model = static_cast<SavedGamesModel *>(dialog->view()->model());
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->game(model->index(row, 0))->id == id) {
                dialog->view()->selectRow(row);
                return true;
            }
        }
        return false;
    };
    OpenGameDialog *dialog = openDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->view()->model()->rowCount(), 3);
    auto *remove = dialog->findChild<QPushButton *>(QStringLiteral("deleteButton"));
    auto *open = dialog->findChild<QPushButton *>(QStringLiteral("openButton"));
    QVERIFY(select(dialog, ids.at(2)));
    QVERIFY(!remove->isEnabled()); // the game on the screen stays
    QVERIFY(select(dialog, ids.at(0)));
    QVERIFY(remove->isEnabled());
    remove->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.constFirst().contains(QStringLiteral("This cannot be undone")), qPrintable(asked.constFirst()));
    QCOMPARE(dialog->view()->model()->rowCount(), 2);
    QCOMPARE(store.games(), (QList<GameId>{ids.at(1), ids.at(2)}));

    QVERIFY(select(dialog, ids.at(1)));
    open->click();
    QCOMPARE(window.game()->session().id(), ids.at(1));
    QCOMPARE(store.currentGame(), ids.at(1));
    QCOMPARE(window.game()->session().game().actions(), test::demoActions());
}

void TestMainWindow::aBadGameFileChangesNothing()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    window.show();
    const QString file =
        stored.writeFile(QStringLiteral("broken.json"),
                         GameJson::write(test::demoSetup(), test::demoActions()).replace("\"shoot\"", "\"fly\""));
    QVERIFY(!file.isEmpty());
    window.setFileChooser(answer(file));
    window.importGame();
    QVERIFY(!window.game());
    QVERIFY(stored.store->games().isEmpty());
    auto *notice = window.findChild<QMessageBox *>(QStringLiteral("notice"));
    QVERIFY(notice);
    QVERIFY2(notice->text().startsWith(QStringLiteral("broken.json: actions[2].kind: expected one of")),
             qPrintable(notice->text()));
    notice->close();
}

void TestMainWindow::aDeletedDatabaseIsSavedAgainFromTheGame()
{
    StoredWindow stored;
    QVERIFY(stored.openWithGame());
    MainWindow &window = stored.window;
    window.setDatabase(stored.db);
    const QString path = stored.db.path();
    const Phase before = window.game()->battle().phase();
    QVERIFY(QFile::remove(path));

    // The phase is not ended: that would be lost with the file. The offer says so, once.
    window.endPhase();
    QCOMPARE(window.game()->battle().phase(), before);
    const auto offers = window.findChildren<QMessageBox *>(QStringLiteral("databaseGone"));
    QCOMPARE(offers.size(), 1);
    QVERIFY2(offers.first()->text().contains(QStringLiteral("was deleted or replaced")),
             qPrintable(offers.first()->text()));
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("notice")));
    auto *again = offers.first()->findChild<QPushButton *>(QStringLiteral("saveAgainHere"));
    QVERIFY(again);
    again->click();
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(window.findChild<QMessageBox *>(QStringLiteral("databaseSaved")));

    // The game goes on, and what is done now is in the file.
    window.endPhase();
    QVERIFY(window.game()->battle().phase() != before);
    QCOMPARE(stored.store->actions(window.game()->session().id()).value().size(),
             window.game()->session().game().actionCount());
}

void TestMainWindow::anImportCanBeCancelledWithNothingChanged()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    window.show();
    const QString file =
        stored.writeFile(QStringLiteral("demo.json"), GameJson::write(test::demoSetup(), test::demoActions()));
    QVERIFY(!file.isEmpty());
    window.setFileChooser(answer(file));
    // The player cancels as soon as the work says how far it has come.
    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        auto *work = window.findChild<QProgressDialog *>(QStringLiteral("longWork"));
        asked = work != nullptr;
        if (work)
            work->cancel();
    });
    window.importGame();
    QVERIFY(asked);
    QVERIFY(!window.game());
    QVERIFY(stored.store->games().isEmpty());
    QVERIFY2(!window.findChild<QMessageBox *>(QStringLiteral("notice")), "a cancel is no failure");
    QVERIFY(!window.findChild<QProgressDialog *>(QStringLiteral("longWork")));

    // Not cancelled, the same file is imported.
    window.importGame();
    QVERIFY(window.game());
    QCOMPARE(stored.store->games().size(), 1);
}

void TestMainWindow::everyCommonActionHasAKeyInAMenu_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QKeySequence>("key");
    QTest::newRow("new game") << QStringLiteral("actionNewGame") << QKeySequence(QKeySequence::New);
    QTest::newRow("rosters") << QStringLiteral("actionRosters") << QKeySequence(Qt::CTRL | Qt::Key_R);
    QTest::newRow("open") << QStringLiteral("actionOpenGame") << QKeySequence(QKeySequence::Open);
    QTest::newRow("import") << QStringLiteral("actionImportGame") << QKeySequence(Qt::CTRL | Qt::Key_I);
    QTest::newRow("end phase") << QStringLiteral("actionEndPhase") << QKeySequence(Qt::CTRL | Qt::Key_E);
    QTest::newRow("undo") << QStringLiteral("actionUndo") << QKeySequence(QKeySequence::Undo);
    QTest::newRow("redo") << QStringLiteral("actionRedo") << QKeySequence(QKeySequence::Redo);
    QTest::newRow("add a hit") << QStringLiteral("actionAddHit") << QKeySequence(Qt::Key_Plus);
    QTest::newRow("remove a hit") << QStringLiteral("actionRemoveHit") << QKeySequence(Qt::Key_Minus);
    QTest::newRow("confused") << QStringLiteral("actionToggleConfused") << QKeySequence(Qt::Key_C);
    QTest::newRow("remove a stand") << QStringLiteral("actionRemoveStand") << QKeySequence(Qt::Key_Delete);
    QTest::newRow("engaged") << QStringLiteral("actionToggleEngaged") << QKeySequence(Qt::Key_E);
    QTest::newRow("charge") << QStringLiteral("actionCharge") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    QTest::newRow("evade") << QStringLiteral("actionEvade") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V);
    QTest::newRow("home back") << QStringLiteral("actionHomeBack") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H);
    QTest::newRow("advance") << QStringLiteral("actionAdvance") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    QTest::newRow("join") << QStringLiteral("actionJoin") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J);
    QTest::newRow("confusion test") << QStringLiteral("actionConfusionTest")
                                    << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X);
    QTest::newRow("zoom in") << QStringLiteral("actionZoomIn") << QKeySequence(QKeySequence::ZoomIn);
    QTest::newRow("zoom out") << QStringLiteral("actionZoomOut") << QKeySequence(QKeySequence::ZoomOut);
    QTest::newRow("actual size") << QStringLiteral("actionZoomReset") << QKeySequence(Qt::CTRL | Qt::Key_0);
}

void TestMainWindow::everyCommonActionHasAKeyInAMenu()
{
    QFETCH(QString, action);
    QFETCH(QKeySequence, key);
    MainWindow window;
    auto *found = window.findChild<QAction *>(action);
    QVERIFY(found);
    QCOMPARE(found->shortcut(), key);
    // In a menu of the menu bar, where the player sees the key beside it.
    bool inMenu = false;
    for (const QAction *menu : window.menuBar()->actions())
        inMenu = inMenu || menu->menu()->actions().contains(found);
    QVERIFY(inMenu);
}

void TestMainWindow::theZoomIsKept()
{
    {
        MainWindow window;
        QCOMPARE(window.zoom(), 100);
        window.findChild<QAction *>(QStringLiteral("actionZoomIn"))->trigger();
        window.findChild<QAction *>(QStringLiteral("actionZoomIn"))->trigger();
        QCOMPARE(window.zoom(), 120);
        QCOMPARE(window.tracker()->font().pointSizeF(), QApplication::font().pointSizeF() * 1.2);
        // The status line says it.
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("zoomLevel"))->text(), QStringLiteral("Zoom 120 %"));
    }
    MainWindow again;
    QCOMPARE(again.zoom(), 120);
    QCOMPARE(again.findChild<QLabel *>(QStringLiteral("zoomLevel"))->text(), QStringLiteral("Zoom 120 %"));
    again.findChild<QAction *>(QStringLiteral("actionZoomReset"))->trigger();
    QCOMPARE(again.zoom(), 100);
}

void TestMainWindow::theZoomReachesEverythingReadAtTheTable()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    window.findChild<QAction *>(QStringLiteral("actionZoomReset"))->trigger();
    const qreal base = QApplication::font().pointSizeF();
    for (int i = 0; i < 5; ++i)
        window.findChild<QAction *>(QStringLiteral("actionZoomIn"))->trigger();
    QCOMPARE(window.zoom(), 150);
    // The docks are made with the first game, after the zoom was set.
    QVERIFY(window.startGame(test::demoSetup()));
    const qreal zoomed = base * 1.5;
    QList<QWidget *> read{window.menuBar(), window.statusBar()};
    for (const char *name : {"historyDock", "diceDock", "referenceDock"}) {
        auto *dock = window.findChild<QDockWidget *>(QLatin1String(name));
        QVERIFY2(dock, name);
        read << dock;
        if (auto *lazy = qobject_cast<LazyDock *>(dock))
            read << lazy->page();
        else
            read << dock->widget();
    }
    read << window.findChild<QToolBar *>();
    const QList<QMenu *> menus = window.findChildren<QMenu *>();
    QVERIFY(!menus.isEmpty());
    for (QMenu *menu : menus)
        read << menu;
    for (const QWidget *widget : std::as_const(read))
        QVERIFY2(qFuzzyCompare(widget->font().pointSizeF(), zoomed),
                 qPrintable(QStringLiteral("%1 %2: %3 pt")
                                .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName())
                                .arg(widget->font().pointSizeF())));
    window.findChild<QAction *>(QStringLiteral("actionZoomReset"))->trigger();
    QVERIFY(qFuzzyCompare(window.menuBar()->font().pointSizeF(), base));
}

void TestMainWindow::aPassedOrderOffersItsCharge()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    const QString file = stored.dir.filePath(QStringLiteral("game.json"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(GameJson::write(test::demoSetup(), {}));
    }
    window.setFileChooser(answer(file));
    window.importGame();
    QVERIFY(window.game());

    // The General orders the Archers (a 5 passes), as the Order resolver records it.
    ScriptedDiceSource dice({2, 3});
    QVERIFY(window.game()->perform(
        OrderAction{test::ids::AnnaGeneral, {test::ids::Archers}, 10, false, false, std::nullopt}, dice));
    window.showPhaseSummaryOfLastAction();
    auto *next = window.findChild<QToolButton *>(QStringLiteral("summaryNext"));
    QVERIFY(next && !next->isHidden());
    QCOMPARE(next->defaultAction()->objectName(), QStringLiteral("actionChargeOrdered"));
    next->defaultAction()->trigger();
    auto *charge = qobject_cast<MoveDialog *>(window.resolver());
    QVERIFY(charge);
    QVERIFY(charge->findChild<QRadioButton *>(QStringLiteral("chargeByOrder"))->isChecked());
    const auto *chargers = charge->findChild<QListWidget *>(QStringLiteral("chargersList"));
    bool archersTicked = false;
    for (int i = 0; i < chargers->count(); ++i) {
        if (chargers->item(i)->data(Qt::UserRole).toInt() == test::ids::Archers)
            archersTicked = chargers->item(i)->checkState() == Qt::Checked;
    }
    QVERIFY(archersTicked);
    charge->reject();

    // The Archers charge the Bowmen, who have bows: their shot at the chargers is offered next.
    QVERIFY(window.game()->perform(ChargeAction{{test::ids::Archers}, {test::ids::Bowmen}, false}, dice));
    window.showPhaseSummaryOfLastAction();
    QVERIFY(!next->isHidden());
    QCOMPARE(next->defaultAction()->objectName(), QStringLiteral("actionShootAtChargers"));
    next->defaultAction()->trigger();
    auto *shoot = qobject_cast<ShootingDialog *>(window.resolver());
    QVERIFY(shoot);
    QVERIFY(shoot->atChargers());
    shoot->reject();

    // The bar belongs to the action it reports: the next one done closes it.
    auto *bar = window.tracker()->summary();
    window.showPhaseSummaryOfLastAction();
    QVERIFY(!bar->isHidden());
    QVERIFY(window.game()->perform(EndPhaseAction{}, dice));
    QVERIFY(bar->isHidden());
}

namespace {

// The letter Alt reaches a control by, or nothing.
QString mnemonicOf(const QString &text)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    return key.isEmpty() ? QString() : key.toString(QKeySequence::PortableText);
}

// Each Alt+letter of `owners` (name, text) must reach one of them only.
void checkUnique(const QList<std::pair<QString, QString>> &owners, const QString &where)
{
    QHash<QString, QString> seen;
    for (const auto &[name, text] : owners) {
        const QString key = mnemonicOf(text);
        if (key.isEmpty())
            continue;
        QVERIFY2(
            !seen.contains(key),
            qPrintable(QStringLiteral("%1: %2 for both \"%3\" and \"%4\"").arg(where, key, seen.value(key), text)));
        seen.insert(key, text);
    }
}

} // namespace

// Alt+letter opens a menu or reaches a control; two owners of one letter make it do neither reliably.
// Checked with a game open: the menus, the tracker and the docks all at once; then in each menu.
void TestMainWindow::everyMnemonicIsUnique()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    const QString file = stored.dir.filePath(QStringLiteral("game.json"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(GameJson::write(test::demoSetup(), {}));
    }
    window.setFileChooser(answer(file));
    window.importGame();
    QVERIFY(window.game());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QList<std::pair<QString, QString>> owners;
    for (const QAction *menu : window.menuBar()->actions())
        owners.append({QStringLiteral("menu"), menu->text()});
    for (const QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        // A tool button shows its action's text without the mnemonic.
        if (!qobject_cast<const QToolButton *>(button))
            owners.append({button->objectName(), button->text()});
    }
    for (const QLabel *label : window.findChildren<QLabel *>()) {
        if (label->buddy())
            owners.append({label->objectName(), label->text()});
    }
    checkUnique(owners, QStringLiteral("main window"));

    for (const QMenu *menu : window.findChildren<QMenu *>()) {
        QList<std::pair<QString, QString>> items;
        for (const QAction *action : menu->actions()) {
            if (!action->isSeparator())
                items.append({action->objectName(), action->text()});
        }
        checkUnique(items, menu->title());
    }
}

void TestMainWindow::theDiceLogIsReadWhenItsTabIsShown()
{
    // A long game opens holding only its latest actions; the Dice Log, behind the History's tab,
    // reads the rolls of the others once its tab is shown.
    QTemporaryDir dir;
    Database db;
    QVERIFY(!db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))));
    GameStore store(db);
    Game played = Game::replay(test::demoSetup(), test::demoActions()).value();
    for (int i = 0; i < 300; ++i)
        QVERIFY(!played.redo(GameAction{EndPhaseAction{}, {}}));
    const GameId id = GameSession::import(store, played).value().id();
    MainWindow window;
    window.setStores(&store, nullptr, nullptr);
    window.openGame(GameSession::open(store, id).value());
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    // Not even its table is made yet.
    QVERIFY(!window.findChild<QTableView *>(QStringLiteral("diceLog")));
    QCOMPARE(window.diceLog()->rowCount(), 0);
    QVERIFY(window.game()->session().pagesRead() <= 1); // the History's first row, for its row height

    window.findChild<QDockWidget *>(QStringLiteral("diceDock"))->raise();
    QVERIFY(test::settle([&] { return window.findChild<QTableView *>(QStringLiteral("diceLog")) != nullptr; }));
    const auto *diceLog = window.findChild<QTableView *>(QStringLiteral("diceLog"));
    QCOMPARE(diceLog->model(), window.diceLog());
    QVERIFY(test::settle([&] { return diceLog->model()->rowCount() == 3; }));
    QCOMPARE(diceLog->model()->rowCount(), 3);
    QCOMPARE(diceLog->model()->index(1, DiceLogModel::FacesColumn).data().toString(), QStringLiteral("4 5 6"));
}

void TestMainWindow::theKeyboardSheetListsEveryKeyOnce()
{
    // Read from the actions, never a list of its own: every key the window answers to is on the
    // sheet, and no key does two things.
    MainWindow window;
    QAction *open = window.findChild<QAction *>(QStringLiteral("actionShortcuts"));
    QVERIFY(open);
    QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Slash));
    open->trigger();
    auto *sheet = window.findChild<ShortcutSheet *>();
    QVERIFY(sheet && sheet->isVisible());
    const QList<ShortcutSheet::Entry> entries = ShortcutSheet::entries(&window);
    QCOMPARE(sheet->rowCount(), entries.size());
    QSet<QString> keys;
    for (const ShortcutSheet::Entry &entry : entries) {
        QVERIFY2(!entry.what.isEmpty() && !entry.what.contains(QLatin1Char('&')), qPrintable(entry.what));
        for (const QKeySequence &key : entry.keys) {
            const QString text = key.toString(QKeySequence::PortableText);
            QVERIFY2(!keys.contains(text), qPrintable(text + QStringLiteral(": ") + entry.what));
            keys.insert(text);
        }
    }
    const QList<QAction *> all = window.findChildren<QAction *>();
    for (const QAction *action : all) {
        for (const QKeySequence &key : action->shortcuts())
            QVERIFY2(keys.contains(key.toString(QKeySequence::PortableText)), qPrintable(action->text()));
    }
    // The units' quick edits and the docks' keys are there, each saying what it does.
    const auto listed = [&entries](const QString &what) {
        return std::any_of(entries.cbegin(), entries.cend(),
                           [&what](const ShortcutSheet::Entry &e) { return e.what == what; });
    };
    QVERIFY(listed(QStringLiteral("Show or hide the History")));
    QVERIFY(listed(QStringLiteral("Keyboard Shortcuts")));
    // The resolvers' keys too: the dice's, Apply's and Escape.
    QVERIFY(listed(QStringLiteral("Roll the next dice with the app")));
    QVERIFY(listed(QStringLiteral("Roll every roll left with the app")));
    QVERIFY(listed(QStringLiteral("Record the action (Return too, once the result is shown)")));
    test::saveShot(*sheet, "keyboard-shortcuts");
    sheet->close();
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::theEndOfTheBattleIsSaid()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    QVERIFY(window.startGame(test::demoSetup()));
    TrackerHeader *header = window.tracker()->header();
    auto victoryPoints = [&window](Side side) {
        return window.tracker()->army(side)->findChild<QLabel *>(QStringLiteral("victoryPoints"))->text();
    };
    QCOMPARE(header->battleOverText(), QString());
    QCOMPARE(victoryPoints(Side::first()), QStringLiteral("Victory points: 0"));

    // Knights down to one stand: half their 110 points to Anna, and the battle goes on.
    ScriptedDiceSource noDice;
    QVERIFY(window.game()->perform(StrikeHitsAction{test::ids::Knights, 6, false}, noDice));
    QCOMPARE(victoryPoints(Side::first()), QStringLiteral("Victory points: 55"));
    QCOMPARE(header->battleOverText(), QString());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("actionEndPhase"))->isEnabled());

    // The Bowmen destroyed: Ben's army at its break point withdraws, and the battle is over.
    QVERIFY(window.game()->perform(StrikeHitsAction{test::ids::Bowmen, 9, false}, noDice));
    QCOMPARE(victoryPoints(Side::first()), QStringLiteral("Victory points: 110"));
    QCOMPARE(header->battleOverText(), QStringLiteral("The battle is over. Ben's army is at its break point and "
                                                      "withdraws. Anna wins, 110 victory points to 0."));
    for (const QString &name : {QStringLiteral("actionEndPhase"), QStringLiteral("actionGiveOrder"),
                                QStringLiteral("actionCharge"), QStringLiteral("actionSpecialTable")})
        QVERIFY2(!window.findChild<QAction *>(name)->isEnabled(), qPrintable(name));
    // A slip is still undone, and the battle goes on again.
    QAction *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
    QVERIFY(undo && undo->isEnabled());
    undo->trigger();
    QCOMPARE(header->battleOverText(), QString());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("actionEndPhase"))->isEnabled());
}

void TestMainWindow::aPlayerConcedes()
{
    StoredWindow stored;
    QVERIFY(stored.open());
    MainWindow &window = stored.window;
    QVERIFY(window.startGame(test::demoSetup()));
    TrackerHeader *header = window.tracker()->header();
    // Anna has the Knights down to one stand (55), and Ben concedes from the Game menu: Anna wins,
    // Ben scores nothing.
    ScriptedDiceSource noDice;
    QVERIFY(window.game()->perform(StrikeHitsAction{test::ids::Halberdiers, 6, false}, noDice));
    QVERIFY(window.game()->perform(StrikeHitsAction{test::ids::Knights, 6, false}, noDice));
    QAction *concede = window.findChild<QAction *>(QStringLiteral("actionConcede"));
    QVERIFY(concede && concede->isEnabled());
    concede->trigger();
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("concedeBox"));
    QVERIFY(box);
    auto *ben = box->findChild<QPushButton *>(QStringLiteral("concede2"));
    QVERIFY(ben);
    ben->click();
    QCOMPARE(window.game()->battle().concededBy(), std::optional(Side::second()));
    QCOMPARE(header->battleOverText(),
             QStringLiteral("The battle is over. Ben conceded and scores nothing. Anna wins, 55 victory points to 0."));
    QVERIFY(!concede->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionEndPhase"))->isEnabled());
    // One undo command, named after the action, takes it back.
    QAction *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Player 2 concedes"));
    undo->trigger();
    QCOMPARE(window.game()->battle().concededBy(), std::nullopt);
    QCOMPARE(header->battleOverText(), QString());
    QVERIFY(concede->isEnabled());
}

#include "tst_mainwindow.moc"
