// SPDX-License-Identifier: GPL-3.0-or-later
// The History dock: a row per action, oldest first, the lines under it made only when it is opened;
// a new action adds its row, an undo takes it off and says what can be redone, another game starts
// over. Its When column takes its width from the font, never from the rows.

#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/phaseendsummary.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/historymodel.h"
#include "ui/game/historyview.h"
#include "ui/game/logtextdelegate.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QHeaderView>
#include <QPalette>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

using namespace wm;
using namespace wm::test;

namespace {

// The lines the History showed under an action when it was a tree of items made for every action.
QStringList linesAsTheyWere(const PlayedAction &played, const Battle &battle)
{
    if (const auto *end = std::get_if<PhaseEnd>(&played.outcome))
        return PhaseEndSummary::lines(*end, battle);
    QStringList lines;
    for (const DiceRoll &roll : playedRolls(played))
        lines << roll.describe();
    if (const auto *order = std::get_if<OrderResult>(&played.outcome))
        lines << order->summary();
    return lines;
}

QString text(const HistoryModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

QStringList whats(const HistoryModel &model)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts << text(model, row, HistoryModel::WhatColumn);
    return texts;
}

const QStringList demoWhats = {
    QStringLiteral("Order from General to Archers - blue"),
    QStringLiteral("End of the Command phase"),
    QStringLiteral("Shooting at Bowmen"),
    QStringLiteral("End of the Shooting phase"),
    QStringLiteral("End of the Combat phase"),
};

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
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

    void eachActionAddsItsRow()
    {
        HistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(m_game.get());
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        playDemo();
        QCOMPARE(reset.size(), 0);
        QCOMPARE(inserted.size(), 5);
        for (int i = 0; i < 5; ++i) {
            QVERIFY(!inserted.at(i).at(0).toModelIndex().isValid());
            QCOMPARE(inserted.at(i).at(1).toInt(), i);
            QCOMPARE(inserted.at(i).at(2).toInt(), i);
        }
        QCOMPARE(model.actionCount(), 5);
        QCOMPARE(whats(model), demoWhats);
        QCOMPARE(text(model, 0, HistoryModel::WhenColumn), QStringLiteral("Turn 1, Anna, Command"));
        QCOMPARE(text(model, 2, HistoryModel::WhenColumn), QStringLiteral("Turn 1, Anna, Shooting"));
        QCOMPARE(text(model, 4, HistoryModel::WhenColumn), QStringLiteral("Turn 1, Anna, Combat"));
        QCOMPARE(model.headerData(HistoryModel::WhenColumn, Qt::Horizontal).toString(), QStringLiteral("When"));
        QCOMPARE(model.headerData(HistoryModel::WhatColumn, Qt::Horizontal).toString(), QStringLiteral("What"));
        QVERIFY(model.endsPhase(4));
        QVERIFY(!model.endsPhase(2));
    }

    void theLinesUnderAnAction_data()
    {
        QTest::addColumn<int>("action");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("an order: its dice, then what it did")
            << 0
            << QStringList{QStringLiteral("Order (Archers - blue): 3 4"),
                           QStringLiteral("Passed (7, needed 9 or less): move.")};
        QTest::newRow("ending the Command phase")
            << 1 << QStringList{QStringLiteral("Nothing to do at the end of the Command phase.")};
        QTest::newRow("shooting: its dice") << 2 << QStringList{QStringLiteral("To hit (Archers - blue): 4 5 6")};
        QTest::newRow("ending the Shooting phase: its summary, a drive back")
            << 3 << QStringList{QStringLiteral("Bowmen is driven back 11 cm and confused by a 6 (dice: 2 3 6).")};
    }

    void theLinesUnderAnAction()
    {
        QFETCH(int, action);
        QFETCH(QStringList, lines);
        playDemo();
        HistoryModel model;
        model.setGame(m_game.get());
        QCOMPARE(model.detailsOf(action), lines);
        const QModelIndex row = model.index(action, HistoryModel::WhenColumn);
        QCOMPARE(model.rowCount(row), lines.size());
        for (int i = 0; i < lines.size(); ++i) {
            QCOMPARE(model.index(i, HistoryModel::WhatColumn, row).data().toString(), lines.at(i));
            QCOMPARE(model.index(i, HistoryModel::WhenColumn, row).data().toString(), QString());
        }
    }

    void theLinesAreThoseTheTreeOfItemsShowed()
    {
        playDemo();
        HistoryModel model;
        model.setGame(m_game.get());
        const Game &game = m_game->session().game();
        for (int i = 0; i < game.played().size(); ++i)
            QCOMPARE(model.detailsOf(i), linesAsTheyWere(game.played().at(i), game.battle()));
        QCOMPARE(model.detailsOf(5), QStringList());
        QCOMPARE(model.detailsOf(-1), QStringList());
    }

    void anUndoTakesOffTheLastRow_data()
    {
        QTest::addColumn<int>("undos");
        QTest::addColumn<QString>("note");
        QTest::newRow("one") << 1 << QStringLiteral("One undone action can be redone.");
        QTest::newRow("two") << 2 << QStringLiteral("2 undone actions can be redone.");
        QTest::newRow("all") << 5 << QStringLiteral("5 undone actions can be redone.");
    }

    void anUndoTakesOffTheLastRow()
    {
        QFETCH(int, undos);
        QFETCH(QString, note);
        playDemo();
        HistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(m_game.get());
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        for (int i = 0; i < undos; ++i)
            m_game->undoStack()->undo();
        QCOMPARE(reset.size(), 0);
        QCOMPARE(removed.size(), undos);
        for (int i = 0; i < undos; ++i)
            QCOMPARE(removed.at(i).at(1).toInt(), 4 - i);
        QCOMPARE(model.actionCount(), 5 - undos);
        QCOMPARE(model.rowCount(), 5 - undos + 1);
        QCOMPARE(whats(model), demoWhats.mid(0, 5 - undos) + QStringList{note});

        // The note is no action: set apart in italics and the placeholder's colour, with nothing under it.
        const QModelIndex noted = model.index(5 - undos, HistoryModel::WhatColumn);
        QVERIFY(noted.data(Qt::FontRole).value<QFont>().italic());
        QCOMPARE(noted.data(Qt::ForegroundRole).value<QBrush>(),
                 QGuiApplication::palette().brush(QPalette::PlaceholderText));
        QCOMPARE(model.rowCount(model.index(5 - undos, HistoryModel::WhenColumn)), 0);
        QCOMPARE(model.index(5 - undos, HistoryModel::WhenColumn).data().toString(), QString());
        QVERIFY(!model.endsPhase(5 - undos));
    }

    void aRedoPutsTheRowBack()
    {
        playDemo();
        HistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(m_game.get());
        m_game->undoStack()->undo();
        m_game->undoStack()->undo();
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        m_game->undoStack()->redo();
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 3);
        QCOMPARE(whats(model), demoWhats.mid(0, 4) + QStringList{QStringLiteral("One undone action can be redone.")});
        QCOMPARE(model.detailsOf(3).size(), 1);

        // The last redo leaves nothing to redo: the note goes with it.
        m_game->undoStack()->redo();
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(whats(model), demoWhats);
        QCOMPARE(reset.size(), 0);
    }

    void anotherActionInPlaceOfTheUndoneOnes()
    {
        playDemo();
        HistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(m_game.get());
        m_game->undoStack()->undo();
        m_game->undoStack()->undo();
        QCOMPARE(model.rowCount(), 4);

        // Ending the Shooting phase again, with other dice: the undone actions can no longer be redone.
        ScriptedDiceSource dice({1, 1, 1});
        QVERIFY(m_game->perform(EndPhaseAction{}, dice));
        QCOMPARE(model.actionCount(), 4);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.detailsOf(3), linesAsTheyWere(m_game->session().game().played().at(3), m_game->battle()));
        QVERIFY(model.detailsOf(3) !=
                QStringList{QStringLiteral("Bowmen is driven back 12 cm and confused by a 6 (dice: 2 3 6).")});
    }

    void anotherGameIsReadAnew()
    {
        playDemo();
        HistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(m_game.get());
        QCOMPARE(model.detailsOf(0).size(), 2);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        GameSetup setup = demoSetup();
        setup.players = {QStringLiteral("Clara"), QStringLiteral("Dieter")};
        GameController other(GameSession::create(*m_store, setup).value());
        ScriptedDiceSource dice;
        QVERIFY(other.perform(EndPhaseAction{}, dice));
        model.setGame(&other);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(text(model, 0, HistoryModel::WhenColumn), QStringLiteral("Turn 1, Clara, Command"));
        QCOMPARE(model.detailsOf(0), QStringList{QStringLiteral("Nothing to do at the end of the Command phase.")});

        // The game shown going away leaves the model empty, not reading it.
        model.setGame(m_game.get());
        QCOMPARE(model.rowCount(), 5);
        m_game.reset();
        QCOMPARE(model.rowCount(), 0);
        model.setGame(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void theViewShowsTheNewestAction()
    {
        HistoryView view;
        view.resize(400, 300);
        view.setGame(m_game.get());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        playDemo();
        const HistoryModel *model = view.historyModel();
        QCOMPARE(view.model(), model);
        // The summaries were each the newest in turn: both open. The order is not.
        QVERIFY(view.isExpanded(model->index(4, HistoryModel::WhenColumn)));
        QVERIFY(view.isExpanded(model->index(3, HistoryModel::WhenColumn)));
        QVERIFY(!view.isExpanded(model->index(0, HistoryModel::WhenColumn)));
        QCOMPARE(view.detailsOf(3), model->detailsOf(3));
        QVERIFY(view.uniformRowHeights());
    }

    void aLongGameIsReadOnlyWhereShown()
    {
        // Three hundred phases ended: the view draws a screenful of rows, the newest open.
        Game played = Game::start(demoSetup()).value();
        for (int i = 0; i < 300; ++i)
            QVERIFY(!played.redo(GameAction{EndPhaseAction{}, {}}));
        GameController game(GameSession::import(*m_store, played).value());
        HistoryView view;
        view.resize(400, 300);
        view.setGame(&game);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const HistoryModel *model = view.historyModel();
        QCOMPARE(model->actionCount(), 300);
        const QModelIndex newest = model->index(299, HistoryModel::WhenColumn);
        QVERIFY(view.isExpanded(newest));
        QVERIFY(view.viewport()->rect().intersects(view.visualRect(newest)));
        // Of the lines under the actions, only the newest's were written out: it is the one open.
        QCOMPARE(model->detailsMade(), 1);
        QVERIFY(!view.viewport()->rect().intersects(view.visualRect(model->index(0, HistoryModel::WhenColumn))));
    }

    void aGameOpenedAtItsSnapshotReadsEarlierActionsOnlyWhenShown()
    {
        // The same long game, opened from the database as the app opens it: it holds the actions
        // after its latest snapshot, and the rows of earlier ones are read when scrolled to.
        Game played = Game::start(demoSetup()).value();
        for (int i = 0; i < 300; ++i)
            QVERIFY(!played.redo(GameAction{EndPhaseAction{}, {}}));
        const GameId id = GameSession::import(*m_store, played).value().id();
        GameController game(GameSession::open(*m_store, id).value());
        QVERIFY(game.session().game().base() > 0);
        HistoryView view;
        view.resize(400, 300);
        view.setGame(&game);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const HistoryModel *model = view.historyModel();
        QCOMPARE(model->actionCount(), 300);
        // At most the first page: the view takes every row's height from the first row's.
        QVERIFY(game.session().pagesRead() <= 1);

        const QModelIndex first = model->index(0, HistoryModel::WhatColumn);
        view.scrollTo(first);
        QCoreApplication::processEvents();
        QCOMPARE(first.data().toString(), played.played().constFirst().description);
        QCOMPARE(model->index(0, HistoryModel::WhenColumn).data().toString(), QStringLiteral("Turn 1, Anna, Command"));
        QVERIFY(game.session().pagesRead() >= 1);
        QVERIFY(game.session().pagesRead() <= 2);
    }

    void theWhenColumnIsAsWideAsTheFontNeeds()
    {
        playDemo();
        HistoryView view;
        // Wide enough for the When column's whole text even in the larger font below.
        view.resize(2400, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setGame(m_game.get());
        QHeaderView *header = view.header();
        QCOMPARE(header->sectionResizeMode(HistoryModel::WhenColumn), QHeaderView::Interactive);
        QVERIFY(header->stretchLastSection());
        for (int column = 0; column < header->count(); ++column)
            QVERIFY(header->sectionResizeMode(column) != QHeaderView::ResizeToContents);

        const int before = header->sectionSize(HistoryModel::WhenColumn);
        QVERIFY(before > view.fontMetrics().horizontalAdvance(QStringLiteral("Turn 99, Anna, Shooting")));
        QFont larger = view.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        view.setFont(larger);
        const int after = header->sectionSize(HistoryModel::WhenColumn);
        QVERIFY2(after > before * 3 / 2, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));

        // A width the player dragged stays through an undo; another game's names size it again.
        header->resizeSection(HistoryModel::WhenColumn, 500);
        m_game->undoStack()->undo();
        QCOMPARE(header->sectionSize(HistoryModel::WhenColumn), 500);
        GameSetup setup = demoSetup();
        setup.players = {QStringLiteral("Maximilian Friedrich von Hohenzollern"), QStringLiteral("Ben")};
        GameController other(GameSession::create(*m_store, setup).value());
        view.setGame(&other);
        QVERIFY(header->sectionSize(HistoryModel::WhenColumn) != 500);
        QVERIFY(header->sectionSize(HistoryModel::WhenColumn) > after);
    }

    void inANarrowDockWhatWasDoneKeepsMostOfTheWidth()
    {
        playDemo();
        HistoryView view;
        view.setGame(m_game.get());
        view.resize(260, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QHeaderView *header = view.header();
        const int when = header->sectionSize(HistoryModel::WhenColumn);
        QVERIFY2(when <= view.viewport()->width() * 2 / 5,
                 qPrintable(QStringLiteral("When %1 of %2").arg(when).arg(view.viewport()->width())));
        // Widened again, the When column gets back its whole text.
        view.resize(1200, 400);
        QVERIFY(header->sectionSize(HistoryModel::WhenColumn) >
                view.fontMetrics().horizontalAdvance(QStringLiteral("Turn 99, Anna, Shooting")));
        // A width the player dragged is kept when the dock is resized.
        header->resizeSection(HistoryModel::WhenColumn, 333);
        view.resize(260, 400);
        QCOMPARE(header->sectionSize(HistoryModel::WhenColumn), 333);
        // Cut short in a narrow dock, every row reads whole in its tooltip, the lines under an action too.
        QAbstractItemModel *model = view.model();
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex cell = model->index(row, column);
                QCOMPARE(cell.data(Qt::ToolTipRole), cell.data(Qt::DisplayRole));
                for (int line = 0; line < model->rowCount(cell.siblingAtColumn(0)); ++line) {
                    const QModelIndex detail = model->index(line, HistoryModel::WhatColumn, cell.siblingAtColumn(0));
                    QCOMPARE(detail.data(Qt::ToolTipRole), detail.data(Qt::DisplayRole));
                }
            }
        }
    }

    void theRowsAreDrawnAsTheStyleDrawsThem()
    {
        // The History's delegate keeps each cell drawn; it must look as the style's own drawing
        // (text in the same place, within a pixel) and follow every change of a cell.
        QStandardItemModel model;
        model.setHorizontalHeaderLabels({QStringLiteral("When"), QStringLiteral("What")});
        for (const QString &what : {QStringLiteral("Shooting at Knights"), QStringLiteral("End of the Combat phase"),
                                    QStringLiteral("Order from General to Archers - blue, passed with 7")})
            model.appendRow({new QStandardItem(QStringLiteral("Turn 1, Anna, Shooting")), new QStandardItem(what)});
        QList<QRect> cells;
        const auto drawnBy = [&model, &cells](QAbstractItemDelegate *delegate) {
            QTreeView view;
            view.setModel(&model);
            view.setAlternatingRowColors(true);
            view.setItemDelegate(delegate);
            view.resize(360, 120);
            view.header()->resizeSection(0, 120);
            view.setCurrentIndex(model.index(1, 1));
            cells.clear();
            for (int row = 0; row < model.rowCount(); ++row) {
                for (int column = 0; column < 2; ++column)
                    cells << view.visualRect(model.index(row, column));
            }
            return view.viewport()->grab().toImage();
        };
        const auto ink = [&cells](const QImage &image, int index) {
            // The box of the text's pixels in a cell: those far from the cell's background.
            const QRect cell = cells.at(index);
            const QRgb background = image.pixel(cell.right() - 1, cell.top() + 1);
            QRect box;
            for (int y = cell.top() + 2; y < cell.bottom() - 1; ++y) {
                for (int x = cell.left() + 2; x < cell.right() - 1; ++x) {
                    if (qAbs(qGray(image.pixel(x, y)) - qGray(background)) > 96)
                        box = box.united(QRect(x, y, 1, 1));
                }
            }
            return box;
        };
        QStyledItemDelegate style;
        LogTextDelegate cached;
        const QImage expected = drawnBy(&style);
        const QImage drawn = drawnBy(&cached);
        QCOMPARE(drawn.size(), expected.size());
        for (int cell = 0; cell < 6; ++cell) {
            const QRect a = ink(drawn, cell);
            const QRect b = ink(expected, cell);
            QVERIFY2(!b.isEmpty(), qPrintable(QString::number(cell)));
            QVERIFY2(qAbs(a.left() - b.left()) <= 1 && qAbs(a.top() - b.top()) <= 1 &&
                         qAbs(a.right() - b.right()) <= 1 && qAbs(a.bottom() - b.bottom()) <= 1,
                     qPrintable(QStringLiteral("cell %1: %2,%3 %4x%5, the style's %6,%7 %8x%9")
                                    .arg(cell)
                                    .arg(a.x())
                                    .arg(a.y())
                                    .arg(a.width())
                                    .arg(a.height())
                                    .arg(b.x())
                                    .arg(b.y())
                                    .arg(b.width())
                                    .arg(b.height())));
        }
        // Drawn again after a change: the new text, not the one kept.
        model.item(0, 1)->setText(QStringLiteral("Hits"));
        const QImage changed = drawnBy(&cached);
        QVERIFY(ink(changed, 1).width() < ink(drawn, 1).width() / 2);
        QCOMPARE(ink(changed, 1), ink(drawnBy(&style), 1));
    }

private:
    void playDemo()
    {
        for (const GameAction &action : demoActions()) {
            ScriptedDiceSource dice(action.dice);
            QVERIFY(m_game->perform(action.input, dice));
        }
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<GameStore> m_store;
    std::unique_ptr<GameController> m_game;
};

QTEST_MAIN(TestHistory)
#include "tst_history.moc"
