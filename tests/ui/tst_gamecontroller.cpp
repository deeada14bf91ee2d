// SPDX-License-Identifier: GPL-3.0-or-later
// The undo stack over a game kept in the database: each action one command named after it, undo and
// redo written before the game changes, and the stack as it was after a restart.

#include "core/dice/scripteddicesource.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "tests/core/testgames.h"
#include "ui/game/gamecontroller.h"

#include <QSignalSpy>
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

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
