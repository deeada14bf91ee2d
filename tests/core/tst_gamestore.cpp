// SPDX-License-Identifier: GPL-3.0-or-later
// A game's action log in the database: appended in order, undone and redone by marking, redo lost
// only to a new action, everything as it was after the database is closed and opened again. And the
// rosters players keep.

#include "core/roster/rosterunits.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "core/storage/rosterstore.h"

#include <QSqlQuery>

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace wm;

namespace {

QList<int> inForce(const QList<StoredAction> &actions)
{
    QList<int> seqs;
    for (const StoredAction &a : actions) {
        if (!a.undone)
            seqs.append(a.seq);
    }
    return seqs;
}

QList<int> undone(const QList<StoredAction> &actions)
{
    QList<int> seqs;
    for (const StoredAction &a : actions) {
        if (a.undone)
            seqs.append(a.seq);
    }
    return seqs;
}

} // namespace

class TestGameStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void appendsInOrder();
    void undoAndRedoSurviveARestart();
    void aNewActionDropsTheRedoableOnes();
    void nothingToUndoOrRedo();
    void unknownGame();
    void currentGame();
    void gameWithItsActionsInOneGo();
    void rostersSavedAndReadBack();
    void aDamagedRosterIsAnErrorNamingIt();

private:
    QString freshPath();

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestGameStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

QString TestGameStore::freshPath()
{
    return m_dir.filePath(QStringLiteral("game%1.sqlite").arg(++m_files));
}

void TestGameStore::appendsInOrder()
{
    Database db;
    QVERIFY(!db.open(freshPath()));
    GameStore store(db);
    const auto game = store.createGame(QStringLiteral("revolution"), R"({"players":["Anna","Ben"]})");
    QVERIFY(game.ok());
    QCOMPARE(store.gameContent(game.value()).value(), QByteArray(R"({"players":["Anna","Ben"]})"));
    QCOMPARE(store.games(), QList<GameId>{game.value()});

    QCOMPARE(store.append(game.value(), QStringLiteral("shoot"), R"({"dice":[4]})").value(), 1);
    QCOMPARE(store.append(game.value(), QStringLiteral("end-phase"), "{}").value(), 2);
    const auto actions = store.actions(game.value());
    QVERIFY(actions.ok());
    QCOMPARE(actions->size(), 2);
    QCOMPARE(actions->at(0).kind, QStringLiteral("shoot"));
    QCOMPARE(actions->at(0).payload, QByteArray(R"({"dice":[4]})"));
    QCOMPARE(actions->at(1).kind, QStringLiteral("end-phase"));
    QVERIFY(actions->at(0).recorded.isValid());
}

void TestGameStore::undoAndRedoSurviveARestart()
{
    const QString path = freshPath();
    GameId game = 0;
    {
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        game = store.createGame(QStringLiteral("warmaster"), "{}").value();
        for (int i = 0; i < 4; ++i)
            QVERIFY(store.append(game, QStringLiteral("shoot"), "{}").ok());
        QCOMPARE(store.undo(game).value(), 4);
        QCOMPARE(store.undo(game).value(), 3);
        QCOMPARE(store.redo(game).value(), 3);
    }
    Database db;
    QVERIFY(!db.open(path));
    GameStore store(db);
    const auto actions = store.actions(game);
    QCOMPARE(inForce(actions.value()), (QList<int>{1, 2, 3}));
    QCOMPARE(undone(actions.value()), QList<int>{4});
    QCOMPARE(store.redo(game).value(), 4);
    QCOMPARE(inForce(store.actions(game).value()), (QList<int>{1, 2, 3, 4}));
}

void TestGameStore::aNewActionDropsTheRedoableOnes()
{
    Database db;
    QVERIFY(!db.open(freshPath()));
    GameStore store(db);
    const GameId game = store.createGame(QStringLiteral("warmaster"), "{}").value();
    for (int i = 0; i < 3; ++i)
        QVERIFY(store.append(game, QStringLiteral("shoot"), "{}").ok());
    QVERIFY(store.undo(game).ok());
    QVERIFY(store.undo(game).ok());
    QCOMPARE(store.append(game, QStringLiteral("order"), "{}").value(), 2);
    const auto actions = store.actions(game).value();
    QCOMPARE(inForce(actions), (QList<int>{1, 2}));
    QCOMPARE(actions.at(1).kind, QStringLiteral("order"));
    QCOMPARE(store.redo(game).error().message, QStringLiteral("There is nothing to redo."));
}

void TestGameStore::nothingToUndoOrRedo()
{
    Database db;
    QVERIFY(!db.open(freshPath()));
    GameStore store(db);
    const GameId game = store.createGame(QStringLiteral("warmaster"), "{}").value();
    QCOMPARE(store.undo(game).error().message, QStringLiteral("There is nothing to undo."));
    QCOMPARE(store.redo(game).error().message, QStringLiteral("There is nothing to redo."));
}

void TestGameStore::unknownGame()
{
    Database db;
    QVERIFY(!db.open(freshPath()));
    GameStore store(db);
    QCOMPARE(store.append(42, QStringLiteral("shoot"), "{}").error().message,
             QStringLiteral("There is no game 42 in the database."));
    QCOMPARE(store.actions(42).error().field, QStringLiteral("game"));
    QVERIFY(!store.gameContent(42).ok());
}

void TestGameStore::currentGame()
{
    const QString path = freshPath();
    GameId game = 0;
    {
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        QCOMPARE(store.currentGame(), std::nullopt);
        game = store.createGame(QStringLiteral("warmaster"), "{}").value();
        QVERIFY(!store.setCurrentGame(game));
    }
    Database db;
    QVERIFY(!db.open(path));
    GameStore store(db);
    QCOMPARE(store.currentGame(), std::optional<GameId>(game));
    QVERIFY(!store.setCurrentGame(std::nullopt));
    QCOMPARE(store.currentGame(), std::nullopt);
}

void TestGameStore::gameWithItsActionsInOneGo()
{
    Database db;
    QVERIFY(!db.open(freshPath()));
    GameStore store(db);
    const GameId game = store
                            .createGame(QStringLiteral("revolution"), "{}",
                                        {{QStringLiteral("order"), "{\"a\":1}"}, {QStringLiteral("shoot"), "{}"}})
                            .value();
    const QList<StoredAction> actions = store.actions(game).value();
    QCOMPARE(actions.size(), 2);
    QCOMPARE(actions.at(0).seq, 1);
    QCOMPARE(actions.at(0).kind, QStringLiteral("order"));
    QCOMPARE(actions.at(0).payload, QByteArray("{\"a\":1}"));
    QCOMPARE(actions.at(1).seq, 2);
}

namespace {

Roster roster(const QString &name, int limit)
{
    UnitProfile p;
    p.name = QStringLiteral("Spearmen");
    p.combatAttacks = 3;
    p.hits = 3;
    p.armour = Armour::saveOn(6);
    Roster r;
    r.name = name;
    r.ruleset = RulesetId::Revolution;
    r.pointsLimit = limit;
    r.units = {RosterUnits::custom(p, 40, QStringLiteral("Spearmen - red shields")).value()};
    return r;
}

} // namespace

void TestGameStore::rostersSavedAndReadBack()
{
    const QString path = freshPath();
    RosterId first = 0;
    RosterId second = 0;
    {
        Database db;
        QVERIFY(!db.open(path));
        RosterStore store(db);
        first = store.save(roster(QStringLiteral("Patrol"), 1000)).value();
        second = store.save(roster(QStringLiteral("Host"), 2000)).value();
        QVERIFY(store.save(roster(QStringLiteral("Patrol, bigger"), 1500), first));
    }
    Database db;
    QVERIFY(!db.open(path));
    RosterStore store(db);
    const auto loaded = store.load(first);
    QVERIFY2(loaded, qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QCOMPARE(loaded.value(), roster(QStringLiteral("Patrol, bigger"), 1500));
    QCOMPARE(store.load(second).value(), roster(QStringLiteral("Host"), 2000));
    const QList<RosterSummary> all = store.list().value();
    QCOMPARE(all.size(), 2);
    QVERIFY(all.at(0).modified >= all.at(1).modified); // changed last, listed first
    const RosterSummary &patrol = all.at(0).id == first ? all.at(0) : all.at(1);
    QCOMPARE(patrol.name, QStringLiteral("Patrol, bigger"));
    QCOMPARE(patrol.pointsLimit, 1500);
    QCOMPARE(patrol.ruleset, RulesetId::Revolution);
    QVERIFY(!store.remove(second));
    QCOMPARE(store.list()->size(), 1);
    QCOMPARE(store.remove(second)->message, QStringLiteral("There is no roster %1 in the database.").arg(second));
    QCOMPARE(store.save(roster(QStringLiteral("Gone"), 1000), second).error().message,
             QStringLiteral("There is no roster %1 in the database.").arg(second));
    QCOMPARE(store.list()->size(), 1); // the failed save wrote nothing
}

void TestGameStore::aDamagedRosterIsAnErrorNamingIt()
{
    Database db;
    QVERIFY(!db.open(freshPath()));
    RosterStore store(db);
    const RosterId id = store.save(roster(QStringLiteral("Patrol"), 1000)).value();
    QSqlQuery damage(db.connection());
    QVERIFY(damage.exec(QStringLiteral("UPDATE rosters SET content = '{\"format\": 1}'")));
    const auto read = store.load(id);
    QVERIFY(!read);
    QVERIFY2(read.error().message.startsWith(QStringLiteral("roster %1: ").arg(id)), qPrintable(read.error().message));
}

QTEST_GUILESS_MAIN(TestGameStore)
#include "tst_gamestore.moc"
