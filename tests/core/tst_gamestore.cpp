// SPDX-License-Identifier: GPL-3.0-or-later
// A game's action log in the database: appended in order, undone and redone by marking, redo lost
// only to a new action, everything as it was after the database is closed and opened again, and never
// a change to a log that was changed since it was read. And the rosters players keep.

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
    void aLogChangedElsewhereIsNeverOverwritten_data();
    void aLogChangedElsewhereIsNeverOverwritten();
    void onlyALogThatWasReadIsChanged();
    void savedGamesAreListedAndDeleted();
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

void TestGameStore::aLogChangedElsewhereIsNeverOverwritten_data()
{
    QTest::addColumn<QString>("elsewhere");
    QTest::addColumn<QString>("here");
    // What another copy of wmassist (one from before the lock, or on a file shared where the lock
    // does not reach) did to the log behind this one's back, as the SQL it ran.
    const QString appended = QStringLiteral(
        "INSERT INTO actions (game_id, seq, kind, payload, undone, recorded) VALUES (1, 4, 'shoot', '{}', 0, 'x'); "
        "UPDATE games SET revision = revision + 1 WHERE id = 1");
    const QString undid = QStringLiteral("UPDATE actions SET undone = 1 WHERE game_id = 1 AND seq = 3; "
                                         "UPDATE games SET revision = revision + 1 WHERE id = 1");
    for (const QString &here : {QStringLiteral("append"), QStringLiteral("undo"), QStringLiteral("redo")}) {
        QTest::addRow("appended there, %s here", qPrintable(here)) << appended << here;
        QTest::addRow("undone there, %s here", qPrintable(here)) << undid << here;
    }
}

void TestGameStore::aLogChangedElsewhereIsNeverOverwritten()
{
    QFETCH(QString, elsewhere);
    QFETCH(QString, here);
    Database db;
    QVERIFY(!db.open(freshPath()));
    GameStore store(db);
    const GameId game = store.createGame(QStringLiteral("warmaster"), "{}").value();
    QCOMPARE(game, GameId(1));
    for (int i = 0; i < 3; ++i)
        QVERIFY(store.append(game, QStringLiteral("shoot"), "{}").ok());
    QVERIFY(store.undo(game).ok()); // something to redo

    for (const QString &statement : elsewhere.split(QStringLiteral("; "))) {
        QSqlQuery query(db.connection());
        QVERIFY2(query.exec(statement), qPrintable(statement));
    }
    QSqlQuery before(db.connection());
    QVERIFY(before.exec(QStringLiteral("SELECT group_concat(seq || ':' || undone) FROM actions")) && before.next());
    const QString log = before.value(0).toString();

    const Result<int> written = here == QLatin1String("append") ? store.append(game, QStringLiteral("shoot"), "{}")
                                : here == QLatin1String("undo") ? store.undo(game)
                                                                : store.redo(game);
    QVERIFY(!written.ok());
    QCOMPARE(written.error().field, QStringLiteral("game-changed"));
    QVERIFY2(written.error().message.contains(QStringLiteral("changed by another copy of wmassist")),
             qPrintable(written.error().message));
    QSqlQuery after(db.connection());
    QVERIFY(after.exec(QStringLiteral("SELECT group_concat(seq || ':' || undone) FROM actions")) && after.next());
    QCOMPARE(after.value(0).toString(), log);

    // Read again, the log as it now is can be added to.
    QVERIFY(store.actions(game).ok());
    QVERIFY(store.append(game, QStringLiteral("shoot"), "{}").ok());
}

void TestGameStore::onlyALogThatWasReadIsChanged()
{
    const QString path = freshPath();
    GameId game = 0;
    {
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        game = store.createGame(QStringLiteral("warmaster"), "{}").value();
        QVERIFY(store.append(game, QStringLiteral("shoot"), "{}").ok());
    }
    Database db;
    QVERIFY(!db.open(path));
    GameStore store(db);
    const Result<int> blind = store.append(game, QStringLiteral("shoot"), "{}");
    QVERIFY(!blind.ok());
    QVERIFY2(blind.error().message.contains(QStringLiteral("has not been read here")),
             qPrintable(blind.error().message));
    QVERIFY(store.actions(game).ok());
    QCOMPARE(store.append(game, QStringLiteral("shoot"), "{}").value(), 2);
}

void TestGameStore::savedGamesAreListedAndDeleted()
{
    Database db;
    QVERIFY(!db.open(freshPath()));
    GameStore store(db);
    const GameId first = store.createGame(QStringLiteral("warmaster"), "{\"a\":1}").value();
    const GameId second = store.createGame(QStringLiteral("revolution"), "{\"b\":2}").value();
    QTest::qSleep(5); // the times are kept to the millisecond: the first game's actions come later
    QVERIFY(store.append(first, QStringLiteral("shoot"), "{}").ok());
    QVERIFY(store.append(first, QStringLiteral("shoot"), "{}").ok());
    QVERIFY(store.undo(first).ok());
    QVERIFY(!store.setCurrentGame(first));

    auto games = store.storedGames();
    QVERIFY(games.ok());
    QCOMPARE(games->size(), 2);
    // The game played last comes first; undone actions are not counted.
    QCOMPARE(games->at(0).id, first);
    QCOMPARE(games->at(0).actions, 1);
    QCOMPARE(games->at(0).ruleset, QStringLiteral("warmaster"));
    QCOMPARE(games->at(0).content, QByteArray("{\"a\":1}"));
    QVERIFY(games->at(0).lastPlayed >= games->at(0).started);
    QCOMPARE(games->at(1).id, second);
    QCOMPARE(games->at(1).actions, 0);
    QCOMPARE(games->at(1).lastPlayed, games->at(1).started);

    QVERIFY(!store.deleteGame(first));
    QCOMPARE(store.games(), QList<GameId>{second});
    QCOMPARE(store.currentGame(), std::nullopt); // it was the game to resume
    QSqlQuery left(db.connection());
    QVERIFY(left.exec(QStringLiteral("SELECT count(*) FROM actions")) && left.next());
    QCOMPARE(left.value(0).toInt(), 0);
    QCOMPARE(store.deleteGame(first)->message, QStringLiteral("There is no game %1 in the database.").arg(first));
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
