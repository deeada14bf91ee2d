// SPDX-License-Identifier: GPL-3.0-or-later
// The dice log: every roll of the game, one row each and oldest first, with the turn, the player, the
// phase and the action it belongs to. A new action adds only its rows; an undo reads the game again.
// Its view sizes columns and rows from the font, never from the rows.

#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/gamesession.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/dicelogmodel.h"
#include "ui/game/dicelogview.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

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

// A long table that remembers the furthest row anyone read.
class CountingModel : public QAbstractTableModel
{
public:
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : 10000; }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : 3; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        furthest = std::max(furthest, index.row());
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("Row %1").arg(index.row())) : QVariant();
    }
    mutable int furthest = -1;
};

QList<int> widths(const QHeaderView *header)
{
    QList<int> sizes;
    for (int column = 0; column < header->count(); ++column)
        sizes << header->sectionSize(column);
    return sizes;
}

} // namespace

class TestDiceLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void oneRowPerRoll();
    void thePlayerIsWhoRolled();
    void aNewActionAddsOnlyItsRows();
    void undoReadsTheGameAgain();
    void anotherActionInPlaceOfAnUndoneOne();
    void anUndoTakesOffOnlyItsRows();
    void noGameNoRows();
    void theViewSizesColumnsByTheFont_data();
    void theViewSizesColumnsByTheFont();
    void aWidthDraggedStaysThroughAnUndo();
    void theViewReadsOnlyTheRowsItShows();
    void aLogNotShownReadsNothing();
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

    // The dice first; a total only where the rules read the roll by it (the dice to hit have none).
    QCOMPARE(rowTexts(model, 0),
             (QStringList{QStringLiteral("3 4"), QStringLiteral("1"), QStringLiteral("Anna"), QStringLiteral("Command"),
                          QStringLiteral("Order from General to Archers - blue"),
                          QStringLiteral("Order (Archers - blue)"), QStringLiteral("7")}));
    QCOMPARE(rowTexts(model, 1), (QStringList{QStringLiteral("4 5 6"), QStringLiteral("1"), QStringLiteral("Anna"),
                                              QStringLiteral("Shooting"), QStringLiteral("Shooting at Bowmen"),
                                              QStringLiteral("To hit (Archers - blue)"), QString()}));
    QCOMPARE(rowTexts(model, 2), (QStringList{QStringLiteral("2 3 6"), QStringLiteral("1"), QStringLiteral("Anna"),
                                              QStringLiteral("Shooting"), QStringLiteral("End of the Shooting phase"),
                                              QStringLiteral("Drive back (Bowmen)"), QStringLiteral("11")}));
    QVERIFY(!model.index(1, DiceLogModel::TotalColumn).data().isValid());
    QCOMPARE(model.index(1, DiceLogModel::TurnColumn).data().toInt(), 1);

    // Each row leads back to its action in Game::actions().
    QCOMPARE(model.actionOfRow(0), 0);
    QCOMPARE(model.actionOfRow(1), 2);
    QCOMPARE(model.actionOfRow(2), 3);
    QCOMPARE(model.actionOfRow(3), -1);
    QCOMPARE(model.actionOfRow(-1), -1);

    QCOMPARE(model.index(1, DiceLogModel::FacesColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("To hit (Archers - blue): 4 5 6"));
    QCOMPARE(model.index(1, DiceLogModel::ActionColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Shooting at Bowmen"));
    const auto alignment = model.index(1, DiceLogModel::FacesColumn).data(Qt::TextAlignmentRole).value<Qt::Alignment>();
    QVERIFY(alignment & Qt::AlignRight);
    QVERIFY(model.index(0, DiceLogModel::PlayerColumn).data(Qt::DecorationRole).isValid()); // the player's colour
}

// Anna shoots at Ben's Knights: she rolls to hit, Ben rolls the saves; at the end of the phase Anna
// rolls the Knights' drive back (the opposing player does, FACTS §3.2).
void TestDiceLog::thePlayerIsWhoRolled()
{
    Game game = Game::start(demoSetup()).value();
    for (int i = 0; i < 2; ++i)
        QVERIFY(!game.redo(demoActions().at(i)));
    ShootAction shoot;
    shoot.shooters = {ShooterInput{ids::Archers, 3, 0, std::nullopt, false, std::nullopt}};
    shoot.target = ids::Knights;
    ScriptedDiceSource dice({3, 5, 6, 2, 1, 4, 3});
    auto prepared = game.prepare(shoot, dice);
    QVERIFY(prepared);
    game.accept(prepared.value());
    auto ended = game.prepare(EndPhaseAction{}, dice);
    QVERIFY(ended);
    game.accept(ended.value());

    DiceLogModel model;
    model.setGame(&game);
    // The order before the shooting, then the shot's two rolls and the drive back.
    QCOMPARE(model.rowCount(), 4);
    const auto who = [&](int row) { return model.index(row, DiceLogModel::PlayerColumn).data().toString(); };
    QCOMPARE(model.index(2, DiceLogModel::RollColumn).data().toString(), QStringLiteral("Armour saves (Knights)"));
    QCOMPARE(who(1), QStringLiteral("Anna"));
    QCOMPARE(who(2), QStringLiteral("Ben"));
    QCOMPARE(model.index(3, DiceLogModel::RollColumn).data().toString(), QStringLiteral("Drive back (Knights)"));
    QCOMPARE(who(3), QStringLiteral("Anna"));
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

void TestDiceLog::anUndoTakesOffOnlyItsRows()
{
    // One undo at a time, as a player does: the rows of the action undone go, the rest stay as they
    // are, and a long game's earlier pages are not read again.
    QTemporaryDir dir;
    Database db;
    QVERIFY(!db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))));
    GameStore store(db);
    Game played = Game::replay(demoSetup(), demoActions()).value();
    for (int i = 0; i < 300; ++i)
        QVERIFY(!played.redo(GameAction{EndPhaseAction{}, {}}));
    // An order with its 2D6 at the end, in Anna's next Command phase.
    for (int i = 0; i < 6 && played.redo(demoActions().at(0)); ++i)
        QVERIFY(!played.redo(GameAction{EndPhaseAction{}, {}}));
    QCOMPARE(played.actions().constLast().input.index(), demoActions().at(0).input.index());
    const GameId id = GameSession::import(store, played).value().id();
    GameSession session = GameSession::open(store, id).value();
    QVERIFY(session.game().base() > 0);

    DiceLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&session);
    QCOMPARE(model.rowCount(), 4);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    const int pages = session.pagesRead();

    QVERIFY(!session.undo()); // the order: its roll goes
    model.refresh();
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(!session.undo()); // an End Phase without dice: nothing to take off
    model.refresh();
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(session.pagesRead(), pages);
    QCOMPARE(model.index(2, DiceLogModel::FacesColumn).data().toString(), QStringLiteral("2 3 6"));
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

void TestDiceLog::theViewSizesColumnsByTheFont_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("widest");
    QTest::newRow("turn") << int(DiceLogModel::TurnColumn) << QStringLiteral("99");
    QTest::newRow("player") << int(DiceLogModel::PlayerColumn) << QStringLiteral("Anna");
    QTest::newRow("phase") << int(DiceLogModel::PhaseColumn) << QStringLiteral("Shooting");
    QTest::newRow("roll") << int(DiceLogModel::RollColumn) << QStringLiteral("Armour saves (Archers - blue)");
    QTest::newRow("dice") << int(DiceLogModel::FacesColumn) << QStringLiteral("6 6 6 6 6 6 6 6 6 6");
    QTest::newRow("total") << int(DiceLogModel::TotalColumn) << QStringLiteral("99");
}

void TestDiceLog::theViewSizesColumnsByTheFont()
{
    QFETCH(int, column);
    QFETCH(QString, widest);
    const Game game = Game::replay(demoSetup(), demoActions()).value();
    DiceLogModel model;
    model.setGame(&game);
    DiceLogView view;
    view.setModel(&model);
    QHeaderView *header = view.horizontalHeader();

    // Dragged by the player or left as the font sets it; the actions take the rest. Nothing is
    // measured from the rows.
    QCOMPARE(header->sectionResizeMode(column), QHeaderView::Interactive);
    QCOMPARE(header->sectionResizeMode(DiceLogModel::ActionColumn), QHeaderView::Stretch);
    QCOMPARE(view.verticalHeader()->sectionResizeMode(0), QHeaderView::Fixed);
    QCOMPARE(model.sizingTexts(DiceLogModel::ActionColumn), QStringList());
    const bool dice = column == DiceLogModel::FacesColumn;
    const auto fits = [&](const QFont &font) {
        const int width = header->sectionSize(column);
        const int needed = QFontMetrics(dice ? DiceLogModel::facesFont() : font).horizontalAdvance(widest);
        return width > needed ? QByteArray() : QByteArray::number(width) + " for " + widest.toUtf8();
    };
    QVERIFY2(fits(view.font()).isEmpty(), fits(view.font()).constData());
    QVERIFY(header->sectionSize(column) >= header->sectionSizeHint(column)); // the header's label too

    // Zoomed in: the texts still fit and rows are taller. The dice keep a font of their own.
    const int before = header->sectionSize(column);
    const int rowBefore = view.verticalHeader()->defaultSectionSize();
    QFont larger = view.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    view.setFont(larger);
    QVERIFY2(fits(larger).isEmpty(), fits(larger).constData());
    QVERIFY(header->sectionSize(column) >= before);
    QVERIFY(view.verticalHeader()->defaultSectionSize() > rowBefore);
    QCOMPARE(view.verticalHeader()->sectionSize(0), view.verticalHeader()->defaultSectionSize());

    // The header's own font, larger: its label still fits.
    header->setFont(larger);
    QVERIFY(header->sectionSize(column) >= header->sectionSizeHint(column));
}

void TestDiceLog::aWidthDraggedStaysThroughAnUndo()
{
    Game game = Game::replay(demoSetup(), demoActions()).value();
    DiceLogModel model;
    model.setGame(&game);
    DiceLogView view;
    view.setModel(&model);
    QHeaderView *header = view.horizontalHeader();
    const QList<int> fitted = widths(header);
    header->resizeSection(DiceLogModel::RollColumn, 400);

    QVERIFY(!game.undoLast());
    QVERIFY(!game.undoLast());
    model.refresh(); // read again
    QCOMPARE(header->sectionSize(DiceLogModel::RollColumn), 400);

    // Another game with longer names: sized for them.
    GameSetup setup = demoSetup();
    setup.players = {QStringLiteral("Maximilian Friedrich von Hohenzollern"), QStringLiteral("Ben")};
    const Game other = Game::start(setup).value();
    model.setGame(&other);
    QCOMPARE(header->sectionSize(DiceLogModel::RollColumn), fitted.at(DiceLogModel::RollColumn));
    QVERIFY(header->sectionSize(DiceLogModel::PlayerColumn) > fitted.at(DiceLogModel::PlayerColumn));
}

void TestDiceLog::theViewReadsOnlyTheRowsItShows()
{
    CountingModel model;
    DiceLogView view;
    view.setModel(&model);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QVERIFY(model.furthest >= 0); // it drew some
    QVERIFY2(model.furthest < 100, qPrintable(QString::number(model.furthest)));
    for (int column = 0; column < view.horizontalHeader()->count(); ++column)
        QCOMPARE(view.horizontalHeader()->sectionResizeMode(column), QHeaderView::Interactive);
}

void TestDiceLog::aLogNotShownReadsNothing()
{
    // A long game opened from the database holds only its latest actions; the rolls of the others
    // are read once the log is on screen, not before; then it follows the game, shown or not.
    QTemporaryDir dir;
    Database db;
    QVERIFY(!db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))));
    GameStore store(db);
    Game played = Game::replay(demoSetup(), demoActions()).value();
    for (int i = 0; i < 300; ++i)
        QVERIFY(!played.redo(GameAction{EndPhaseAction{}, {}}));
    const GameId id = GameSession::import(store, played).value().id();
    const GameSession session = GameSession::open(store, id).value();
    QVERIFY(session.game().base() > 0);

    DiceLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setShown(false);
    model.setGame(&session);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(session.pagesRead(), 0);
    model.refresh();
    QCOMPARE(session.pagesRead(), 0);

    model.setShown(true);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(1, DiceLogModel::FacesColumn).data().toString(), QStringLiteral("4 5 6"));
    QCOMPARE(model.actionOfRow(2), 3);
    model.setShown(false);
    QCOMPARE(model.rowCount(), 3);
}

QTEST_MAIN(TestDiceLog)
#include "tst_dicelog.moc"
