// SPDX-License-Identifier: GPL-3.0-or-later
// The undo stack over a game kept in the database: each action one command named after it, undo and
// redo written before the game changes, and the stack as it was after a restart.

#include "tests/benchmarks/longgame.h"
#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/gamecontroller.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace wm;
using namespace wm::test;

class TestGameController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void eachActionIsOneNamedCommand()
    {
        Database db;
        QVERIFY(!db.open(m_dir.filePath(QStringLiteral("one.sqlite"))));
        GameStore store(db);
        GameController controller(GameSession::create(store, demoSetup()).value());
        QSignalSpy changed(&controller, &GameController::changed);
        for (const GameAction &a : demoActions()) {
            ScriptedDiceSource dice(a.dice);
            QVERIFY(controller.perform(a.input, dice));
        }
        QCOMPARE(changed.size(), demoActions().size());
        QUndoStack *stack = controller.undoStack();
        QCOMPARE(stack->count(), 5);
        QCOMPARE(stack->text(0), QStringLiteral("Order from General to Archers - blue"));
        QCOMPARE(stack->text(2), QStringLiteral("Shooting at Bowmen"));
        QCOMPARE(stack->undoText(), QStringLiteral("End of the Combat phase"));

        stack->undo();
        stack->undo();
        QCOMPARE(store.actions(controller.session().id())->size(), 5);
        QCOMPARE(controller.session().game().actions().size(), 3);
        QCOMPARE(controller.battle().phase(), Phase::Shooting);
        QCOMPARE(controller.battle().unit(ids::Bowmen)->state.standsLeft, 2);
        QVERIFY(!controller.battle().unit(ids::Bowmen)->state.isConfused()); // the drive back is undone

        stack->redo();
        QCOMPARE(controller.battle().phase(), Phase::Combat);
        QVERIFY(controller.battle().unit(ids::Bowmen)->state.isConfused());
    }

    void aRefusedActionPushesNothing()
    {
        Database db;
        QVERIFY(!db.open(m_dir.filePath(QStringLiteral("two.sqlite"))));
        GameStore store(db);
        GameController controller(GameSession::create(store, demoSetup()).value());
        ScriptedDiceSource dice;
        QVERIFY(!controller.perform(MarkConfusedAction{99, ConfusionCause::Other}, dice));
        QCOMPARE(controller.undoStack()->count(), 0);
        QCOMPARE(store.actions(controller.session().id())->size(), 0);
    }

    void aWriteTheDatabaseRefusesChangesNothing()
    {
        // Another program holds the database's write lock: the action is not recorded, and the stack,
        // whose command was to record it, is as the log has it.
        const QString path = m_dir.filePath(QStringLiteral("held.sqlite"));
        Database db;
        db.setBusyTimeout(50);
        QVERIFY(!db.open(path));
        GameStore store(db);
        GameController controller(GameSession::create(store, demoSetup()).value());
        const QList<GameAction> actions = demoActions();
        ScriptedDiceSource first(actions.at(0).dice);
        QVERIFY(controller.perform(actions.at(0).input, first));
        {
            QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
            holder.setDatabaseName(path);
            QVERIFY(holder.open());
            QSqlQuery lock(holder);
            QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
            QSignalSpy changed(&controller, &GameController::changed);
            ScriptedDiceSource second(actions.at(1).dice);
            QVERIFY(!controller.perform(actions.at(1).input, second));
            QCOMPARE(controller.session().actionCount(), 1);
            QCOMPARE(controller.undoStack()->count(), 1);
            QCOMPARE(controller.undoStack()->index(), 1);
            QVERIFY(!controller.undoStack()->canRedo());
            QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
            holder.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        // With the lock gone, the same action is recorded as any other.
        ScriptedDiceSource again(actions.at(1).dice);
        QVERIFY(controller.perform(actions.at(1).input, again));
        QCOMPARE(controller.undoStack()->count(), 2);
        QCOMPARE(store.actions(controller.session().id())->size(), 2);
    }

    void theStackComesBackAfterARestart()
    {
        const QString path = m_dir.filePath(QStringLiteral("three.sqlite"));
        GameId id = 0;
        {
            Database db;
            QVERIFY(!db.open(path));
            GameStore store(db);
            GameController controller(GameSession::create(store, demoSetup()).value());
            id = controller.session().id();
            for (const GameAction &a : demoActions()) {
                ScriptedDiceSource dice(a.dice);
                QVERIFY(controller.perform(a.input, dice));
            }
            controller.undoStack()->undo();
        }
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        QCOMPARE(store.currentGame(), id);
        GameController controller(GameSession::open(store, id).value());
        QUndoStack *stack = controller.undoStack();
        QCOMPARE(stack->count(), 5);
        QCOMPARE(stack->index(), 4);
        QVERIFY(stack->canRedo());
        QCOMPARE(stack->redoText(), QStringLiteral("End of the Combat phase"));
        QCOMPARE(stack->undoText(), QStringLiteral("End of the Shooting phase"));
        stack->redo();
        QCOMPARE(controller.battle().activeSide(), Side::second());
        QCOMPARE(store.actions(id)->constLast().undone, false);
    }

    void aRestartNamesEveryCommandAsBefore()
    {
        // The actions done are named from what the game kept of them, the undone ones from the battle
        // each would be redone on: either way as the stack named them when they were done.
        const QString path = m_dir.filePath(QStringLiteral("names.sqlite"));
        GameId id = 0;
        QStringList before;
        {
            Database db;
            QVERIFY(!db.open(path));
            GameStore store(db);
            GameController controller(GameSession::create(store, demoSetup()).value());
            id = controller.session().id();
            for (const GameAction &a : demoActions()) {
                ScriptedDiceSource dice(a.dice);
                QVERIFY(controller.perform(a.input, dice));
            }
            controller.undoStack()->undo();
            controller.undoStack()->undo();
            for (int i = 0; i < controller.undoStack()->count(); ++i)
                before.append(controller.undoStack()->text(i));
        }
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        GameController controller(GameSession::open(store, id).value());
        QUndoStack *stack = controller.undoStack();
        QCOMPARE(stack->index(), int(demoActions().size()) - 2);
        QStringList after;
        for (int i = 0; i < stack->count(); ++i)
            after.append(stack->text(i));
        QCOMPARE(after, before);
        stack->redo();
        stack->redo();
        QVERIFY(controller.battle() == Game::replay(demoSetup(), demoActions())->battle());
    }

    void undoPastTheActionsHeldBuildsTheStackAgain()
    {
        // A long game opens holding only the actions after its latest snapshot: the stack has their
        // commands, and undoing past the first of them brings the page before it, commands and all.
        constexpr int Interval = int(Game::CheckpointInterval);
        bench::Player player(Game::start(bench::twentyUnitsASide()).value(), 2 * Interval + 3);
        player.play();
        const Game &whole = player.game();
        Database db;
        QVERIFY(!db.open(m_dir.filePath(QStringLiteral("long.sqlite"))));
        GameStore store(db);
        const GameId id = GameSession::import(store, whole).value().id();
        GameController controller(GameSession::open(store, id).value());
        QUndoStack *stack = controller.undoStack();
        QCOMPARE(controller.session().game().base(), 2 * Interval);
        QCOMPARE(stack->count(), 3);
        QCOMPARE(stack->undoText(), whole.played().constLast().description);

        for (int undone = 1; undone <= 3; ++undone) {
            stack->undo();
            QCoreApplication::processEvents();
        }
        // The three held are undone; the page before is held now, and the stack names its actions.
        QCOMPARE(controller.session().actionCount(), 2 * Interval);
        QCOMPARE(controller.session().game().base(), Interval);
        QCOMPARE(stack->index(), Interval);
        QCOMPARE(stack->count(), Interval + 3);
        QCOMPARE(stack->undoText(), whole.played().at(2 * Interval - 1).description);
        QCOMPARE(stack->redoText(), whole.played().at(2 * Interval).description);
        stack->undo();
        QCoreApplication::processEvents();
        QVERIFY(controller.battle() == Game::replay(whole.setup(), whole.actions().mid(0, 2 * Interval - 1))->battle());

        // Redone to the end: the game played.
        while (stack->canRedo()) {
            stack->redo();
            QCoreApplication::processEvents();
        }
        QVERIFY(controller.battle() == whole.battle());
        QCOMPARE(controller.session().actionCount(), whole.actionCount());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
