// SPDX-License-Identifier: GPL-3.0-or-later
// What every resolver shares: the dice asked for one roll at a time, rolled by the app or typed in
// from the table, bad entries refused with their reason, and the game changed by Apply alone, as one
// logged and undoable action. Also how the window offers the resolvers and ends a phase with dice.

#include "tests/core/testgames.h"
#include "tests/ui/resolvertesting.h"

#include "ui/mainwindow.h"
#include "ui/resolve/endphasedialog.h"
#include "ui/resolve/movedialog.h"
#include "ui/settings.h"
#include "ui/tracker/phasesummarybar.h"
#include "ui/tracker/trackerheader.h"
#include "ui/tracker/trackerview.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QToolButton>

using namespace wm;
using namespace wm::test;

namespace {

// The smallest resolver: its form is fixed to the Archers shooting at the Knights.
class ArchersAtKnights : public ResolverDialog
{
public:
    ArchersAtKnights(GameController &game, DiceSource &appDice, DiceMode mode)
        : ResolverDialog(game, appDice, mode)
    {
        ShootAction shoot;
        shoot.shooters = {ShooterInput{ids::Archers, 3, 0, std::nullopt, false, std::nullopt}};
        shoot.target = ids::Knights;
        setForm(new QLabel(QStringLiteral("Archers at Knights")));
        setInput(shoot);
    }
};

// Anna's Shooting phase, turn 1.
std::unique_ptr<TableGame> shootingPhase()
{
    auto game = std::make_unique<TableGame>(demoSetup());
    game->endPhasesUntil(Phase::Shooting);
    return game;
}

// The window on the game, shown, its own dice never asked for: every die is typed in.
void showAtTheTable(MainWindow &window, TableGame &game, ScriptedDiceSource &noAppDice)
{
    window.setDiceSource(&noAppDice);
    window.openGame(GameSession::open(game.store(), game.controller().session().id()).value());
    window.show();
}

} // namespace

class TestResolvers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        SettingsFile::clear();
    }

    void eachRollIsAskedForInTurn()
    {
        auto game = shootingPhase();
        ScriptedDiceSource appDice;
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::PlayerRolls);
        dialog.show();
        QVERIFY(!dialog.applyButton()->isEnabled());
        QCOMPARE(dialog.dicePanel()->pendingText(), QStringLiteral("Next roll: To hit (Archers - blue), 3 dice"));

        typeDice(dialog, QStringLiteral("4 5 1"));
        QCOMPARE(dialog.dicePanel()->rollsText(), QStringList{QStringLiteral("To hit (Archers - blue): 4 5 1")});
        QCOMPARE(dialog.dicePanel()->pendingText(), QStringLiteral("Next roll: Armour saves (Knights), 2 dice"));
        QVERIFY(!dialog.applyButton()->isEnabled());

        typeDice(dialog, QStringLiteral("6,3"));
        QCOMPARE(dialog.dicePanel()->pendingText(), QString());
        QVERIFY(dialog.applyButton()->isEnabled());
        QVERIFY(!dialog.stepsText().isEmpty());
    }

    void badEntriesAreRefusedWithTheirReason_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        QTest::newRow("too few") << QStringLiteral("45")
                                 << QStringLiteral("To hit (Archers - blue) needs 3 dice, but 2 faces were typed.");
        QTest::newRow("a seven") << QStringLiteral("4 5 7") << QStringLiteral("Die 3 shows 7, but a die shows 1 to 6.");
        QTest::newRow("a letter") << QStringLiteral("4 5 x")
                                  << QStringLiteral(
                                         "\"x\" is not a face of a die: type the faces as numbers, for example 3 5 6.");
        QTest::newRow("nothing") << QString()
                                 << QStringLiteral("Type the faces of the 3 dice you rolled, for example 3 5 6.");
    }

    void badEntriesAreRefusedWithTheirReason()
    {
        QFETCH(QString, typed);
        QFETCH(QString, message);
        auto game = shootingPhase();
        ScriptedDiceSource appDice;
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::PlayerRolls);
        dialog.show();
        typeDice(dialog, typed);
        QCOMPARE(dialog.dicePanel()->error(), message);
        // Nothing of the roll was taken: the same roll is still asked for, the typing kept to put right.
        QCOMPARE(dialog.dicePanel()->pendingText(), QStringLiteral("Next roll: To hit (Archers - blue), 3 dice"));
        QVERIFY(dialog.dicePanel()->rollsText().isEmpty());
        QCOMPARE(dialog.dicePanel()->entry()->text(), typed);
        QVERIFY(!dialog.applyButton()->isEnabled());
        // A good entry then clears the message.
        typeDice(dialog, QStringLiteral("456"));
        QCOMPARE(dialog.dicePanel()->error(), QString());
    }

    void onlyApplyChangesTheGame()
    {
        auto game = shootingPhase();
        const qsizetype logged = game->actionsLogged();
        const int commands = game->controller().undoStack()->count();
        ScriptedDiceSource appDice({6, 3});
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::AppRolls);
        dialog.show();
        QSignalSpy applied(&dialog, &ResolverDialog::applied);
        typeDice(dialog, QStringLiteral("451"));
        // The app rolls the saves: the same dice panel, the other way in.
        QTest::mouseClick(dialog.dicePanel()->rollButton(), Qt::LeftButton);
        QVERIFY(dialog.applyButton()->isEnabled());
        QCOMPARE(game->actionsLogged(), logged);
        QCOMPARE(game->battle().unit(ids::Knights)->state.hitsAccumulated, 0);

        clickApply(dialog);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.first().first().toString(), QStringLiteral("Shooting at Knights"));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(game->actionsLogged(), logged + 1);
        QCOMPARE(game->controller().undoStack()->count(), commands + 1);
        QCOMPARE(game->controller().undoStack()->undoText(), QStringLiteral("Shooting at Knights"));
        QCOMPARE(game->battle().unit(ids::Knights)->state.hitsAccumulated, 1);
        QCOMPARE(game->controller().session().game().actions().constLast().dice, (QList<int>{4, 5, 1, 6, 3}));

        // One undo takes the whole action back.
        game->controller().undoStack()->undo();
        QCOMPARE(game->battle().unit(ids::Knights)->state.hitsAccumulated, 0);
    }

    void cancelChangesNothing()
    {
        auto game = shootingPhase();
        const qsizetype logged = game->actionsLogged();
        const int commands = game->controller().undoStack()->count();
        ScriptedDiceSource appDice;
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::PlayerRolls);
        dialog.show();
        typeDice(dialog, QStringLiteral("666"));
        typeDice(dialog, QStringLiteral("111"));
        QVERIFY(dialog.applyButton()->isEnabled());
        dialog.reject();
        QCOMPARE(game->actionsLogged(), logged);
        QCOMPARE(game->battle().unit(ids::Knights)->state.hitsAccumulated, 0);
        QCOMPARE(game->controller().undoStack()->count(), commands);
    }

    void rollingAgainSetsEveryRollAside()
    {
        auto game = shootingPhase();
        ScriptedDiceSource appDice({4, 5, 1, 6, 3, 2, 2, 2});
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::AppRolls);
        dialog.show();
        QTest::mouseClick(dialog.dicePanel()->rollAllButton(), Qt::LeftButton);
        QCOMPARE(dialog.dicePanel()->rollsText().size(), 2);
        QVERIFY(dialog.applyButton()->isEnabled());
        QTest::mouseClick(dialog.dicePanel()->clearButton(), Qt::LeftButton);
        // The rolls no longer count, but the panel says they are kept.
        QCOMPARE(dialog.dicePanel()->rollsText(),
                 QStringList{QStringLiteral("2 rolls set aside: the dice log keeps them, marked discarded.")});
        QCOMPARE(dialog.dicePanel()->pendingText(), QStringLiteral("Next roll: To hit (Archers - blue), 3 dice"));
        QVERIFY(!dialog.applyButton()->isEnabled());

        // Rolled again and applied: the log holds both throws, the first marked discarded.
        QTest::mouseClick(dialog.dicePanel()->rollAllButton(), Qt::LeftButton);
        QVERIFY(dialog.applyButton()->isEnabled());
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        const Game &played = game->controller().session().game();
        const GameAction &action = played.actions().constLast();
        QCOMPARE(action.dice, (QList<int>{2, 2, 2}));
        QCOMPARE(action.discarded.size(), 2);
        QCOMPARE(action.discarded.at(0).faces, (QList<int>{4, 5, 1}));
        QCOMPARE(action.discarded.at(0).purpose, RollPurpose::ToHit);
        QCOMPARE(action.discarded.at(1).faces, (QList<int>{6, 3}));
        QCOMPARE(action.discarded.at(1).purpose, RollPurpose::ArmourSave);
        QCOMPARE(action.discarded.at(0).mark, RollMark::Discarded);
        const QList<DiceRoll> rolls = playedRolls(played.played().constLast());
        QCOMPARE(rolls.size(), 3);
        QCOMPARE(rolls.constFirst().describe(), QStringLiteral("To hit (Archers - blue), discarded: 4 5 1"));
        QCOMPARE(rolls.constLast().mark, RollMark::Counted);
        // Replayed from the log, the action gives the same rolls, the discarded ones included.
        const auto replayed = Game::replay(played.setup(), played.actions());
        QVERIFY(replayed.ok());
        QCOMPARE(playedRolls(replayed->played().constLast()), rolls);

        // The next action starts with nothing set aside.
        QVERIFY(dialog.dicePanel()->rollsText().isEmpty());
    }

    void theDiceModeDecidesWhatTheKeyboardDoes()
    {
        auto game = shootingPhase();
        ScriptedDiceSource appDice;
        for (const DiceMode mode : {DiceMode::PlayerRolls, DiceMode::AppRolls}) {
            ArchersAtKnights dialog(game->controller(), appDice, mode);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowActive(&dialog));
            QWidget *ready = mode == DiceMode::PlayerRolls ? static_cast<QWidget *>(dialog.dicePanel()->entry())
                                                           : dialog.dicePanel()->rollButton();
            QCOMPARE(QApplication::focusWidget(), ready);
            // Both ways in are there whatever the mode.
            QVERIFY(dialog.dicePanel()->entry()->isVisible());
            QVERIFY(dialog.dicePanel()->rollButton()->isVisible());
        }
    }

    // The keyboard sheet's keys for the resolvers are the keys of their buttons.
    void theSheetsResolverKeysAreTheButtonsKeys()
    {
        auto game = shootingPhase();
        ScriptedDiceSource appDice;
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::PlayerRolls);
        const QList<QAbstractButton *> buttons = dialog.findChildren<QAbstractButton *>();
        QSet<QString> mnemonics;
        for (const QAbstractButton *b : buttons)
            mnemonics.insert(QKeySequence::mnemonic(b->text()).toString(QKeySequence::PortableText));
        int alt = 0;
        for (const ResolverDialog::Key &key : ResolverDialog::keys()) {
            const QString text = key.key.toString(QKeySequence::PortableText);
            if (text.startsWith(QStringLiteral("Alt+"))) {
                ++alt;
                QVERIFY2(mnemonics.contains(text), qPrintable(text));
            }
        }
        QCOMPARE(alt, 3);
        const auto listed = [](const QKeySequence &wanted) {
            const QList<ResolverDialog::Key> keys = ResolverDialog::keys();
            return std::any_of(keys.cbegin(), keys.cend(),
                               [&](const ResolverDialog::Key &k) { return k.key == wanted; });
        };
        QVERIFY(listed(dialog.applyButton()->shortcut()));
        QVERIFY(listed(QKeySequence(Qt::Key_Escape)));
    }

    // With the app's dice under the keyboard, players who type the faces in keep typing: the entry
    // keeps the keyboard after their entry, and a face typed at a button goes into the entry, never
    // rolling the app's dice by the space that follows it.
    void typedFacesKeepTheKeyboard()
    {
        auto game = shootingPhase();
        ScriptedDiceSource appDice;
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::AppRolls);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        DicePanel *dice = dialog.dicePanel();
        QCOMPARE(QApplication::focusWidget(), dice->rollButton());
        QTest::keyClick(dice->rollButton(), Qt::Key_4);
        QCOMPARE(QApplication::focusWidget(), dice->entry());
        QTest::keyClicks(dice->entry(), QStringLiteral(" 5 1"));
        QTest::keyClick(dice->entry(), Qt::Key_Return);
        QCOMPARE(dice->rollsText(), QStringList{QStringLiteral("To hit (Archers - blue): 4 5 1")});
        QCOMPARE(QApplication::focusWidget(), dice->entry());
    }

    // With the app's dice, Return on Roll rolls one roll after the other; once the result is shown
    // Apply has the keyboard, and Return records it.
    void returnRollsTheNextDiceThenApplies()
    {
        auto game = shootingPhase();
        const int before = game->controller().session().actionCount();
        ScriptedDiceSource appDice(QList<int>{4, 5, 1, 6, 3});
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::AppRolls);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        DicePanel *dice = dialog.dicePanel();
        QCOMPARE(QApplication::focusWidget(), dice->rollButton());
        QTest::keyClick(dice->rollButton(), Qt::Key_Return);
        QCOMPARE(dialog.draft().rolled().size(), 1);
        QCOMPARE(QApplication::focusWidget(), dice->rollButton());
        QTest::keyClick(dice->rollButton(), Qt::Key_Return);
        QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
        QCOMPARE(QApplication::focusWidget(), dialog.applyButton());
        QCOMPARE(game->controller().session().actionCount(), before);
        QTest::keyClick(dialog.applyButton(), Qt::Key_Return);
        QCOMPARE(game->controller().session().actionCount(), before + 1);
    }

    // Return enters the last faces and shows what happens; only a second Return, at Apply, records
    // it. Return in the form never applies.
    void returnAppliesOnceTheResultIsShown()
    {
        auto game = shootingPhase();
        const int before = game->controller().session().actionCount();
        ScriptedDiceSource appDice;
        ArchersAtKnights dialog(game->controller(), appDice, DiceMode::PlayerRolls);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        DicePanel *dice = dialog.dicePanel();
        QCOMPARE(QApplication::focusWidget(), dice->entry());
        const QPoint rollAt = dice->rollButton()->mapTo(&dialog, QPoint(0, 0));
        const QPoint entryAt = dice->entry()->mapTo(&dialog, QPoint(0, 0));
        QTest::keyClicks(dice->entry(), QStringLiteral("4 5 1"));
        QTest::keyClick(dice->entry(), Qt::Key_Return);
        QCOMPARE(QApplication::focusWidget(), dice->entry());
        // The next roll is asked for where the last one was: nothing moved under the pointer.
        QCoreApplication::processEvents();
        QCOMPARE(dice->rollButton()->mapTo(&dialog, QPoint(0, 0)), rollAt);
        QCOMPARE(dice->entry()->mapTo(&dialog, QPoint(0, 0)), entryAt);
        QTest::keyClicks(dice->entry(), QStringLiteral("6 3"));
        QTest::keyClick(dice->entry(), Qt::Key_Return);
        QVERIFY(dialog.applyButton()->isEnabled());
        QVERIFY(!dialog.stepsText().isEmpty());
        QCOMPARE(game->controller().session().actionCount(), before);
        QCOMPARE(QApplication::focusWidget(), dialog.applyButton());
        // The outcome, the last step, is in sight however small the dialog.
        dialog.resize(dialog.width(), dialog.minimumSizeHint().height());
        QCoreApplication::processEvents();
        auto *steps = dialog.findChild<QLabel *>(QStringLiteral("stepsView"));
        QScrollBar *bar = qobject_cast<QScrollArea *>(steps->parentWidget()->parentWidget())->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());

        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(game->controller().session().actionCount(), before + 1);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void theWindowOffersEachResolverInItsPhase()
    {
        TableGame game(demoSetup());
        MainWindow window;
        ScriptedDiceSource dice;
        window.setDiceSource(&dice);
        auto *order = window.findChild<QAction *>(QStringLiteral("actionGiveOrder"));
        auto *shoot = window.findChild<QAction *>(QStringLiteral("actionShoot"));
        auto *fight = window.findChild<QAction *>(QStringLiteral("actionFight"));
        auto *table = window.findChild<QAction *>(QStringLiteral("actionSpecialTable"));
        QVERIFY(order && shoot && fight && table);
        QVERIFY(!order->isEnabled() && !shoot->isEnabled() && !fight->isEnabled() && !table->isEnabled());

        window.openGame(GameSession::open(game.store(), game.controller().session().id()).value());
        QVERIFY(order->isEnabled());
        QCOMPARE(shoot->text(), QStringLiteral("&Shoot at Chargers..."));
        QVERIFY(!fight->isEnabled());
        QVERIFY(table->isEnabled());
        window.endPhase();
        QVERIFY(!order->isEnabled());
        QCOMPARE(shoot->text(), QStringLiteral("&Shoot..."));
        window.endPhase();
        QVERIFY(fight->isEnabled());
        QVERIFY(!shoot->isEnabled());
        for (QAction *action : {order, shoot, fight, table})
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->objectName()));
    }

    void theDiceModeIsASetting()
    {
        MainWindow window;
        auto *app = window.findChild<QAction *>(QStringLiteral("actionAppRolls"));
        auto *player = window.findChild<QAction *>(QStringLiteral("actionPlayerRolls"));
        QVERIFY(app->isChecked());
        QCOMPARE(Settings::Dice.get(), DiceMode::AppRolls);
        player->trigger();
        QCOMPARE(Settings::Dice.get(), DiceMode::PlayerRolls);
        MainWindow again;
        QVERIFY(again.findChild<QAction *>(QStringLiteral("actionPlayerRolls"))->isChecked());
        app->trigger();
        QCOMPARE(Settings::Dice.get(), DiceMode::AppRolls);
    }

    void endingThePhaseAsksForTheDriveBackDice()
    {
        TableGame game(demoSetup());
        game.endPhasesUntil(Phase::Shooting);
        game.perform(StrikeHitsAction{ids::Bowmen, 2, true});
        MainWindow window;
        ScriptedDiceSource noAppDice;
        showAtTheTable(window, game, noAppDice);

        window.endPhase();
        ResolverDialog *driveBack = window.resolver();
        QVERIFY(qobject_cast<EndPhaseDialog *>(driveBack));
        // Each unit's odds before its dice: two dice, a 6 among them 11 times in 36, never past 20 cm.
        auto *odds = driveBack->findChild<QLabel *>(QStringLiteral("driveBackOdds"));
        QVERIFY(odds);
        QVERIFY2(
            odds->text().contains(QStringLiteral("Bowmen: 2 dice · 31% to confuse · 0% to rout · 7.0 cm expected")),
            qPrintable(odds->text()));
        test::saveShot(*driveBack, "end-phase-odds");
        // Nothing happens to the game until the dice are in and applied.
        QCOMPARE(window.game()->battle().phase(), Phase::Shooting);
        QCOMPARE(driveBack->dicePanel()->pendingText(), QStringLiteral("Next roll: Drive back (Bowmen), 2 dice"));
        typeDice(*driveBack, QStringLiteral("6"));
        QCOMPARE(driveBack->dicePanel()->error(),
                 QStringLiteral("Drive back (Bowmen) needs 2 dice, but 1 face was typed."));
        QCOMPARE(window.game()->battle().phase(), Phase::Shooting);
        typeDice(*driveBack, QStringLiteral("6 2"));
        clickApply(*driveBack);
        QCOMPARE(window.game()->battle().phase(), Phase::Combat);
        QVERIFY(window.game()->battle().unit(ids::Bowmen)->state.isConfused());
        QCOMPARE(window.tracker()->summary()->title(), QStringLiteral("End of the Shooting phase"));
        QCOMPARE(window.game()->session().game().actions().constLast().dice, (QList<int>{6, 2}));
    }

    // Players move the models one unit at a time: each unit's drive back is said as its dice come in.
    void driveBacksAreSaidUnitByUnit()
    {
        TableGame game(demoSetup());
        game.endPhasesUntil(Phase::Shooting);
        game.perform(StrikeHitsAction{ids::Knights, 1, true});
        game.perform(StrikeHitsAction{ids::Bowmen, 2, true});
        MainWindow window;
        ScriptedDiceSource noAppDice;
        showAtTheTable(window, game, noAppDice);

        window.endPhase();
        ResolverDialog *driveBack = window.resolver();
        QCOMPARE(driveBack->dicePanel()->pendingText(), QStringLiteral("Next roll: Drive back (Knights), 1 die"));
        typeDice(*driveBack, QStringLiteral("3"));
        QCOMPARE(driveBack->dicePanel()->pendingText(), QStringLiteral("Next roll: Drive back (Bowmen), 2 dice"));
        QVERIFY2(driveBack->stepsText().contains(QStringLiteral("Knights is driven back 3 cm (dice: 3).")),
                 qPrintable(driveBack->stepsText().join(u'|')));
        QVERIFY(!driveBack->stepsText().join(u' ').contains(QStringLiteral("Bowmen is")));
        // Nothing is changed until every unit's dice are in and applied.
        QCOMPARE(window.game()->battle().phase(), Phase::Shooting);
        typeDice(*driveBack, QStringLiteral("6 2"));
        QVERIFY(driveBack->stepsText().contains(QStringLiteral("Knights is driven back 3 cm (dice: 3).")));
        QVERIFY2(driveBack->stepsText().contains(
                     QStringLiteral("Bowmen is driven back 8 cm and confused by a 6 (dice: 6 2).")),
                 qPrintable(driveBack->stepsText().join(u'|')));
        clickApply(*driveBack);
        QCOMPARE(window.game()->battle().phase(), Phase::Combat);
    }

    // After drive backs, the players are asked about every unit driven back, one after another, whether
    // it met impassable terrain, enemies or friends; each answer is that unit's confusion test.
    void eachUnitDrivenBackIsAskedWhatItMet()
    {
        TableGame game(demoSetup());
        game.endPhasesUntil(Phase::Shooting);
        game.perform(StrikeHitsAction{ids::Bowmen, 1, true});
        game.perform(StrikeHitsAction{ids::Knights, 1, true});
        MainWindow window;
        ScriptedDiceSource noAppDice;
        showAtTheTable(window, game, noAppDice);

        window.endPhase();
        typeDice(*window.resolver(), QStringLiteral("2"));
        typeDice(*window.resolver(), QStringLiteral("3"));
        clickApply(*window.resolver());
        QCOMPARE(window.game()->battle().phase(), Phase::Combat);
        PhaseSummaryBar *summary = window.tracker()->summary();
        // Units are named in the order their drive backs were rolled, joined as the locale joins a list.
        QVERIFY(summary->lines().constLast().startsWith(QStringLiteral("Driven back: Knights")));
        QVERIFY(summary->lines().constLast().contains(QStringLiteral("Bowmen")));
        auto *next = window.findChild<QToolButton *>(QStringLiteral("summaryNext"));
        QVERIFY(next && !next->isHidden());
        QCOMPARE(next->defaultAction()->objectName(), QStringLiteral("actionDriveBackMet"));

        // The Knights were driven into enemies: confused at once, no die.
        next->defaultAction()->trigger();
        auto *test = qobject_cast<MoveDialog *>(window.resolver());
        QVERIFY(test);
        QCOMPARE(test->kind(), MoveDialog::Kind::Confusion);
        auto *unit = test->findChild<QComboBox *>(QStringLiteral("confusedUnitCombo"));
        QCOMPARE(unit->currentData().toInt(), ids::Knights);
        auto *cause = test->findChild<QComboBox *>(QStringLiteral("causeCombo"));
        cause->setCurrentIndex(cause->findData(int(ConfusionCause::DrivenIntoUnits)));
        clickApply(*test);
        QVERIFY(window.game()->battle().unit(ids::Knights)->state.isConfused());

        // The Bowmen are asked about next; they met impassable terrain and roll a 4: not confused.
        QCOMPARE(summary->lines().constLast().left(21), QStringLiteral("Driven back: Bowmen. "));
        QVERIFY(!next->isHidden());
        next->defaultAction()->trigger();
        test = qobject_cast<MoveDialog *>(window.resolver());
        QVERIFY(test);
        unit = test->findChild<QComboBox *>(QStringLiteral("confusedUnitCombo"));
        QCOMPARE(unit->currentData().toInt(), ids::Bowmen);
        typeDice(*test, QStringLiteral("4"));
        clickApply(*test);
        QVERIFY(!window.game()->battle().unit(ids::Bowmen)->state.isConfused());
        // Every unit has answered: nothing more is asked.
        QVERIFY(next->isHidden());
    }

    // A Giant gone wild lumbering ahead confuses the friends it walks through: after its row, the
    // players name them one by one, the cause already chosen.
    void aGiantsPathConfusesTheFriendsNamed()
    {
        TableGame game(demoSetup());
        MainWindow window;
        ScriptedDiceSource noAppDice;
        showAtTheTable(window, game, noAppDice);
        ScriptedDiceSource four({4});
        QVERIFY(window.game()->perform(
            TableRollAction{ids::Archers, TableId::GiantGoesWild, std::nullopt, std::nullopt}, four));
        window.showPhaseSummaryOfLastAction();
        auto *next = window.findChild<QToolButton *>(QStringLiteral("summaryNext"));
        QVERIFY(next && !next->isHidden());
        QCOMPARE(next->defaultAction()->objectName(), QStringLiteral("actionGiantWalkedThrough"));

        next->defaultAction()->trigger();
        auto *test = qobject_cast<MoveDialog *>(window.resolver());
        QVERIFY(test);
        QCOMPARE(test->findChild<QComboBox *>(QStringLiteral("causeCombo"))->currentData().toInt(),
                 int(ConfusionCause::GiantWalkedThrough));
        QCOMPARE(test->findChild<QComboBox *>(QStringLiteral("confusedUnitCombo"))->currentData().toInt(),
                 ids::Halberdiers);
        clickApply(*test);
        const Unit *halberdiers = window.game()->battle().unit(ids::Halberdiers);
        QVERIFY(halberdiers->state.confusion == ConfusionCause::GiantWalkedThrough);
        // Another friend may still be named.
        QVERIFY(!next->isHidden());
        QCOMPARE(next->defaultAction()->objectName(), QStringLiteral("actionGiantWalkedThrough"));
    }
};

QTEST_MAIN(TestResolvers)
#include "tst_resolvers.moc"
