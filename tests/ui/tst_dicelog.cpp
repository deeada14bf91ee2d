// SPDX-License-Identifier: GPL-3.0-or-later
// The dice log: every roll of the game, one row each and oldest first, with the turn, the player, the
// phase and the action it belongs to. A new action adds only its rows; an undo reads the game again.

#include "tests/core/testgames.h"
#include "ui/game/dicelogmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

QStringList rowTexts(const DiceLogModel &model, int row)
{
    QStringList texts;
    for (int column = 0; column < model.columnCount(); ++column)
        texts.append(model.index(row, column).data().toString());
    return texts;
}

// Every roll of the game, as the resolvers report them, in order.
int allRolls(const Game &game)
{
    int rolls = 0;
    for (const PlayedAction &played : game.played())
        rolls += int(outcomeRolls(played.outcome).size());
    return rolls;
}

} // namespace

class TestDiceLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneRowPerRoll();
    void aNewActionAddsOnlyItsRows();
    void undoReadsTheGameAgain();
    void anotherActionInPlaceOfAnUndoneOne();
    void noGameNoRows();
};

void TestDiceLog::oneRowPerRoll()
{
    const Game game = Game::replay(demoSetup(), demoActions()).value();
    DiceLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);

    // The order (2D6), the Archers' shooting (three dice to hit) and the Bowmen's drive back.
    QCOMPARE(allRolls(game), 3);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(DiceLogModel::ColumnCount));
    QCOMPARE(model.headerData(DiceLogModel::FacesColumn, Qt::Horizontal).toString(), QStringLiteral("Dice"));

    QCOMPARE(rowTexts(model, 0),
             (QStringList{QStringLiteral("1"), QStringLiteral("Anna"), QStringLiteral("Command"),
                          QStringLiteral("Order from General to Archers - blue"),
                          QStringLiteral("Order (Archers - blue)"), QStringLiteral("3 4"), QStringLiteral("7")}));
    QCOMPARE(rowTexts(model, 1),
             (QStringList{QStringLiteral("1"), QStringLiteral("Anna"), QStringLiteral("Shooting"),
                          QStringLiteral("Shooting at Bowmen"), QStringLiteral("To hit (Archers - blue)"),
                          QStringLiteral("4 5 6"), QStringLiteral("15")}));
    QCOMPARE(rowTexts(model, 2),
             (QStringList{QStringLiteral("1"), QStringLiteral("Anna"), QStringLiteral("Shooting"),
                          QStringLiteral("End of the Shooting phase"), QStringLiteral("Drive back (Bowmen)"),
                          QStringLiteral("2 3 6"), QStringLiteral("11")}));
    QCOMPARE(model.index(1, DiceLogModel::TotalColumn).data().toInt(), 15);
    QCOMPARE(model.index(1, DiceLogModel::TurnColumn).data().toInt(), 1);

    // Each row leads back to its action in Game::actions().
    QCOMPARE(model.actionOfRow(0), 0);
    QCOMPARE(model.actionOfRow(1), 2);
    QCOMPARE(model.actionOfRow(2), 3);
    QCOMPARE(model.actionOfRow(3), -1);
    QCOMPARE(model.actionOfRow(-1), -1);

    QCOMPARE(model.index(1, DiceLogModel::FacesColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("To hit (Archers - blue): 4 5 6"));
    const auto alignment = model.index(1, DiceLogModel::FacesColumn).data(Qt::TextAlignmentRole).value<Qt::Alignment>();
    QVERIFY(alignment & Qt::AlignRight);
    QVERIFY(model.index(0, DiceLogModel::PlayerColumn).data(Qt::DecorationRole).isValid()); // the player's colour
}

void TestDiceLog::aNewActionAddsOnlyItsRows()
{
    Game game = Game::start(demoSetup()).value();
    DiceLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    QCOMPARE(model.rowCount(), 0);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    const QList<GameAction> actions = demoActions();
    QVERIFY(!game.redo(actions.at(0)));
    model.refresh();
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 0);

    // An action without dice adds no rows and says nothing.
    QVERIFY(!game.redo(actions.at(1)));
    model.refresh();
    QCOMPARE(inserted.size(), 1);

    // Two actions at once: their rows come in together, after the old ones.
    QVERIFY(!game.redo(actions.at(2)));
    QVERIFY(!game.redo(actions.at(3)));
    model.refresh();
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 1);
    QCOMPARE(inserted.at(1).at(2).toInt(), 2);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(model.index(2, DiceLogModel::RollColumn).data().toString(), QStringLiteral("Drive back (Bowmen)"));

    // Nothing changed: nothing happens.
    model.refresh();
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(reset.size(), 0);
}

void TestDiceLog::undoReadsTheGameAgain()
{
    Game game = Game::replay(demoSetup(), demoActions()).value();
    DiceLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

    QVERIFY(!game.undoLast()); // the end of the Combat phase: no dice
    QVERIFY(!game.undoLast()); // the end of the Shooting phase: the drive back
    model.refresh();
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, DiceLogModel::FacesColumn).data().toString(), QStringLiteral("4 5 6"));

    // Redone: the rows are added again.
    QVERIFY(!game.redo(demoActions().at(3)));
    model.refresh();
    QCOMPARE(reset.size(), 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(model.rowCount(), 3);
}

void TestDiceLog::anotherActionInPlaceOfAnUndoneOne()
{
    // Undo the shooting and shoot again with other dice before the log catches up: as many actions
    // as before, but the last one is not the one shown.
    Game game = Game::replay(demoSetup(), demoActions().mid(0, 3)).value();
    DiceLogModel model;
    model.setGame(&game);
    QCOMPARE(model.index(1, DiceLogModel::FacesColumn).data().toString(), QStringLiteral("4 5 6"));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    QVERIFY(!game.undoLast());
    GameAction again = demoActions().at(2);
    again.dice = {1, 2, 3};
    QVERIFY(!game.redo(again));
    model.refresh();
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, DiceLogModel::FacesColumn).data().toString(), QStringLiteral("1 2 3"));
}

void TestDiceLog::noGameNoRows()
{
    const Game game = Game::replay(demoSetup(), demoActions()).value();
    DiceLogModel model;
    model.refresh();
    QCOMPARE(model.rowCount(), 0);
    model.setGame(&game);
    QCOMPARE(model.rowCount(), 3);
    model.setGame(nullptr);
    QCOMPARE(model.rowCount(), 0);
    model.refresh();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.actionOfRow(0), -1);
}

QTEST_MAIN(TestDiceLog)
#include "tst_dicelog.moc"
