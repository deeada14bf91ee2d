// SPDX-License-Identifier: GPL-3.0-or-later
// A long game opens from the battle kept after its latest CheckpointInterval-th action and replays
// only the actions after it; what the earlier actions did is read a page at a time; undo and redo
// cross the snapshots; and replaying the whole log from the setup, the check, always agrees.

#include "tests/benchmarks/longgame.h"

#include "core/dice/scripteddicesource.h"
#include "core/enumkeys.h"
#include "core/game/actionjson.h"
#include "core/game/battlejson.h"
#include "core/game/gamejson.h"
#include "core/game/gamesession.h"
#include "core/roster/rosterjson.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "core/storage/rosterstore.h"
#include "core/storage/schema.h"

#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace wm;

namespace {

constexpr int Interval = int(Game::CheckpointInterval);

// Three snapshots and a few actions after the last: 197 actions of a 2×20-unit game.
const Game &longGame()
{
    static const Game game = [] {
        bench::Player player(Game::start(bench::twentyUnitsASide()).value(), 3 * Interval + 5);
        player.play();
        return player.game();
    }();
    return game;
}

QList<int> snapshotsOf(Database &db, GameId id)
{
    QSqlQuery query(db.connection());
    query.prepare(QStringLiteral("SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq"));
    query.addBindValue(id);
    query.exec();
    QList<int> seqs;
    while (query.next())
        seqs.append(query.value(0).toInt());
    return seqs;
}

bool exec(Database &db, const QString &sql)
{
    QSqlQuery query(db.connection());
    return query.exec(sql);
}

// The game with its first `count` actions, replayed from the setup: what a session must equal.
Game replayed(int count)
{
    return Game::replay(longGame().setup(), longGame().actions().mid(0, count)).value();
}

QString messageOf(const std::optional<Error> &error)
{
    return error ? error->message : QString();
}

// Runs statements, each with its bound values, on a raw connection: as another program, or an older
// wmassist, writes the file.
bool runRaw(const QString &path, const QList<std::pair<QString, QVariantList>> &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        ok = db.open();
        for (const auto &[sql, values] : statements) {
            QSqlQuery query(db);
            query.prepare(sql);
            for (const QVariant &value : values)
                query.addBindValue(value);
            if (ok && !query.exec()) {
                qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return ok;
}

} // namespace

class TestSnapshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void everyIntervalKeepsTheBattleWithItsAction();
    void aLongGameOpensAtItsLatestSnapshot();
    void earlierActionsAreReadAPageAtATime();
    void undoAndRedoCrossTheSnapshots();
    void aNewActionAfterAnUndoDropsTheSnapshotsAfterIt();
    void aGameWithoutSnapshotsReplaysAndGetsThem();
    void aDamagedSnapshotIsOnlyALostShortcut();
    void theCheckFindsASnapshotThatDisagrees();
    void theCheckReadsTheLogAndItsSnapshotsTogether();
    void aGameStoredBeforeTheLimitsStillOpens();
    void aLongReplayIsToldAndCanBeCancelled();
    void aGameFileOverItsCapIsRefusedUnread();
    void anImportedGameKeepsItsSnapshots();
    void aGameResumesOnlyAtAnInterval();

private:
    // The long game played into the database, action by action, as the app records it.
    GameId recordLongGame();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<GameStore> m_store;
};

void TestSnapshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(longGame().actionCount(), 3 * Interval + 5);
}

void TestSnapshots::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<Database>();
    QCOMPARE(messageOf(m_db->open(m_dir->filePath(QStringLiteral("wmassist.sqlite")))), QString());
    m_store = std::make_unique<GameStore>(*m_db);
}

void TestSnapshots::cleanup()
{
    m_store.reset();
    m_db.reset();
    m_dir.reset();
}

GameId TestSnapshots::recordLongGame()
{
    auto session = GameSession::create(*m_store, longGame().setup());
    if (!session)
        return 0;
    for (const GameAction &action : longGame().actions()) {
        auto prepared = session.value().game().prepareRecorded(action);
        if (!prepared || session.value().commit(prepared.value()))
            return 0;
    }
    return session->id();
}

void TestSnapshots::everyIntervalKeepsTheBattleWithItsAction()
{
    const GameId id = recordLongGame();
    QVERIFY(id != 0);
    QCOMPARE(snapshotsOf(*m_db, id), (QList<int>{Interval, 2 * Interval, 3 * Interval}));
    for (int seq : snapshotsOf(*m_db, id)) {
        auto kept = m_store->snapshot(id, seq);
        QVERIFY(kept && kept.value());
        auto battle = BattleJson::read(*kept.value(), QString());
        QVERIFY(battle);
        QVERIFY2(battle.value() == replayed(seq).battle(), qPrintable(QStringLiteral("after action %1").arg(seq)));
    }
}

void TestSnapshots::aLongGameOpensAtItsLatestSnapshot()
{
    const GameId id = recordLongGame();
    auto opened = GameSession::open(*m_store, id);
    QVERIFY(opened);
    const GameSession &session = opened.value();
    // Only the five actions after the last snapshot are held, and replayed.
    QCOMPARE(session.game().base(), 3 * Interval);
    QCOMPARE(session.game().actions(), longGame().actions().mid(3 * Interval));
    QCOMPARE(session.actionCount(), longGame().actionCount());
    QVERIFY(session.battle() == longGame().battle());
    QVERIFY(!session.damage());
    QCOMPARE(session.pagesRead(), 0);

    // On the snapshot itself, the page before it is held: the last action is always at hand.
    auto atSnapshot = GameSession::create(*m_store, longGame().setup());
    QVERIFY(atSnapshot);
    for (const GameAction &action : longGame().actions().mid(0, 2 * Interval))
        QVERIFY(!atSnapshot.value().commit(atSnapshot.value().game().prepareRecorded(action).value()));
    auto reopened = GameSession::open(*m_store, atSnapshot->id());
    QVERIFY(reopened);
    QCOMPARE(reopened->game().base(), Interval);
    QCOMPARE(reopened->game().actions().size(), Interval);
    QVERIFY(reopened->battle() == replayed(2 * Interval).battle());
}

void TestSnapshots::earlierActionsAreReadAPageAtATime()
{
    const GameId id = recordLongGame();
    auto opened = GameSession::open(*m_store, id);
    QVERIFY(opened);
    const GameSession &session = opened.value();
    for (int i = 0; i < longGame().actionCount(); ++i) {
        QVERIFY2(session.playedAt(i) == longGame().played().at(i), qPrintable(QStringLiteral("action %1").arg(i)));
        QVERIFY(session.actionAt(i) && *session.actionAt(i) == longGame().actions().at(i));
    }
    // One read for each page before the held actions, however often its actions were asked for.
    QCOMPARE(session.pagesRead(), 3);
    (void)session.playedAt(0);
    QCOMPARE(session.pagesRead(), 3);

    auto all = session.allActions();
    QVERIFY(all);
    QCOMPARE(all.value(), longGame().actions());
}

void TestSnapshots::undoAndRedoCrossTheSnapshots()
{
    const GameId id = recordLongGame();
    auto opened = GameSession::open(*m_store, id);
    QVERIFY(opened);
    GameSession &session = opened.value();
    const int length = longGame().actionCount();

    // Back past two snapshots, each step the replay of the actions kept.
    for (int count = length - 1; count >= length - 2 * Interval - 10; --count) {
        QCOMPARE(messageOf(session.undo()), QString());
        QCOMPARE(session.actionCount(), count);
        QVERIFY2(session.battle() == replayed(count).battle(), qPrintable(QStringLiteral("undone to %1").arg(count)));
        QVERIFY(!session.game().actions().isEmpty()); // the last action stays held
    }
    QCOMPARE(session.redoable().size(), 2 * Interval + 10);

    // Opened again mid-way: the same game, the undone actions still redoable.
    auto again = GameSession::open(*m_store, id);
    QVERIFY(again);
    QVERIFY(again->battle() == session.battle());
    QCOMPARE(again->redoable(), session.redoable());

    // And forward to the end.
    while (again->canRedo())
        QCOMPARE(messageOf(again.value().redo()), QString());
    QVERIFY(again->battle() == longGame().battle());
    QCOMPARE(snapshotsOf(*m_db, id), (QList<int>{Interval, 2 * Interval, 3 * Interval}));
    auto last = GameSession::open(*m_store, id);
    QVERIFY(last && last->battle() == longGame().battle());
}

void TestSnapshots::aNewActionAfterAnUndoDropsTheSnapshotsAfterIt()
{
    const GameId id = recordLongGame();
    auto opened = GameSession::open(*m_store, id);
    QVERIFY(opened);
    GameSession &session = opened.value();
    while (session.actionCount() > 2 * Interval + 3)
        QCOMPARE(messageOf(session.undo()), QString());
    // A stand lost in place of what was done: the snapshot after action 192 was of another game.
    const QList<Unit> &army = session.battle().army(Side::first());
    const auto standing =
        std::find_if(army.cbegin(), army.cend(), [](const Unit &u) { return !u.state.isDestroyed(); });
    QVERIFY(standing != army.cend());
    ScriptedDiceSource none;
    auto done = session.perform(StrikeHitsAction{standing->id, 1, false}, none);
    QVERIFY2(done, qPrintable(done ? QString() : done.error().message));
    QCOMPARE(snapshotsOf(*m_db, id), (QList<int>{Interval, 2 * Interval}));

    auto reopened = GameSession::open(*m_store, id);
    QVERIFY(reopened);
    QVERIFY(reopened->battle() == session.battle());
    auto check = GameSession::check(*m_store, id);
    QVERIFY(check);
    QVERIFY(check.value().isEmpty());
}

void TestSnapshots::aGameWithoutSnapshotsReplaysAndGetsThem()
{
    // A game saved before snapshots were kept.
    const GameId id = recordLongGame();
    QVERIFY(exec(*m_db, QStringLiteral("DELETE FROM snapshots")));
    auto opened = GameSession::open(*m_store, id);
    QVERIFY(opened);
    QVERIFY(opened->battle() == longGame().battle());
    QCOMPARE(opened->game().base(), 0);
    QCOMPARE(snapshotsOf(*m_db, id), (QList<int>{Interval, 2 * Interval, 3 * Interval}));
    // Next time it opens at the latest.
    auto next = GameSession::open(*m_store, id);
    QVERIFY(next);
    QCOMPARE(next->game().base(), 3 * Interval);
    QVERIFY(next->battle() == longGame().battle());
}

void TestSnapshots::aDamagedSnapshotIsOnlyALostShortcut()
{
    const GameId id = recordLongGame();
    QVERIFY(exec(*m_db, QStringLiteral("UPDATE snapshots SET battle = '{\"kind\": \"wmassist/battle\"' WHERE seq = %1")
                            .arg(3 * Interval)));
    auto opened = GameSession::open(*m_store, id);
    QVERIFY(opened);
    QVERIFY(opened->battle() == longGame().battle());
    QVERIFY(!opened->damage());
    // The replay put it right.
    auto check = GameSession::check(*m_store, id);
    QVERIFY(check);
    QCOMPARE(check.value(), QList<int>{});
}

void TestSnapshots::theCheckFindsASnapshotThatDisagrees()
{
    const GameId id = recordLongGame();
    // Readable, but of another moment of the game.
    QVERIFY(exec(*m_db, QStringLiteral("UPDATE snapshots SET battle = (SELECT battle FROM snapshots WHERE seq = %1)"
                                       " WHERE seq = %2")
                            .arg(Interval)
                            .arg(2 * Interval)));
    auto check = GameSession::check(*m_store, id);
    QVERIFY(check);
    QCOMPARE(check.value(), QList<int>{2 * Interval});
}

void TestSnapshots::theCheckReadsTheLogAndItsSnapshotsTogether()
{
    const GameId id = recordLongGame();
    const QString path = m_db->path();
    // Another program changes a snapshot between the check's two reads (the app playing on, for one).
    const QString change = QStringLiteral("UPDATE snapshots SET battle = (SELECT battle FROM snapshots WHERE seq = %1)"
                                          " WHERE seq = %2")
                               .arg(Interval)
                               .arg(2 * Interval);
    bool written = false;
    m_store->setBetweenReads([&] { written = runRaw(path, {{change, {}}}); });
    auto check = GameSession::check(*m_store, id);
    m_store->setBetweenReads({});
    QVERIFY(written);
    QVERIFY(check);
    QCOMPARE(check.value(), QList<int>()); // what it read belongs together
    // The change was real: a check that starts after it finds it.
    QCOMPARE(GameSession::check(*m_store, id).value(), QList<int>{2 * Interval});
}

void TestSnapshots::aGameStoredBeforeTheLimitsStillOpens()
{
    // A roster and a game an earlier wmassist stored (database version 3) with texts longer than
    // the limits set since: a 150-character label, roster name and army key.
    GameSetup setup = longGame().setup();
    const QString label(150, QLatin1Char('L'));
    setup.rosters[Side::first()].name = QString(150, QLatin1Char('N'));
    setup.rosters[Side::first()].units[0].label = label;
    const int played = Interval + 3;
    const QString path = m_dir->filePath(QStringLiteral("older.sqlite"));
    QList<std::pair<QString, QVariantList>> statements;
    for (int version = 1; version <= 3; ++version) {
        for (const QString &step : Schema::step(version))
            statements.append({step, {}});
    }
    statements.append(
        {QStringLiteral("INSERT INTO rosters VALUES (1, ?, 'revolution/empire', 'revolution', 2000, ?, "
                        "'2026-01-01T10:00:00')"),
         {setup.rosters[Side::first()].name, QString::fromUtf8(RosterJson::write(setup.rosters[Side::first()]))}});
    statements.append({QStringLiteral("INSERT INTO games (id, ruleset, content, started) VALUES (1, ?, ?, "
                                      "'2026-01-02T18:00:00')"),
                       {enumKey(setup.ruleset), QString::fromUtf8(GameJson::writeSetup(setup))}});
    for (int seq = 1; seq <= played; ++seq) {
        const QByteArray payload =
            QJsonDocument(ActionJson::toJson(longGame().actions().at(seq - 1))).toJson(QJsonDocument::Compact);
        statements.append({QStringLiteral("INSERT INTO actions VALUES (1, ?, 'action', ?, 0, '2026-01-02T18:05:00')"),
                           {seq, QString::fromUtf8(payload)}});
    }
    statements.append({QStringLiteral("PRAGMA application_id = %1").arg(Schema::ApplicationId), {}});
    statements.append({QStringLiteral("PRAGMA user_version = 3"), {}});
    QVERIFY(runRaw(path, statements));

    // Opened after the upgrade: brought to the current version, read as it was stored.
    Database db;
    QCOMPARE(messageOf(db.open(path)), QString());
    QCOMPARE(db.schemaVersion(), Schema::CurrentVersion);
    QVERIFY(!db.setAside());
    GameStore store(db);
    auto session = GameSession::open(store, 1);
    QVERIFY2(session, qPrintable(session ? QString() : session.error().message));
    QVERIFY(!session->damage());
    QCOMPARE(session->game().actionCount(), played);
    QCOMPARE(session->game().setup().rosters[Side::first()].units[0].label, label);
    auto check = GameSession::check(store, 1);
    QVERIFY2(check, qPrintable(check ? QString() : check.error().message));
    QCOMPARE(check.value(), QList<int>());
    auto roster = RosterStore(db).load(1);
    QVERIFY2(roster, qPrintable(roster ? QString() : roster.error().message));
    QCOMPARE(roster.value().units[0].label, label);
    // From outside, the same texts are still refused.
    QVERIFY(!RosterJson::read(RosterJson::write(roster.value()), QStringLiteral("roster.json")));
}

void TestSnapshots::aLongReplayIsToldAndCanBeCancelled()
{
    const QByteArray file = GameJson::write(longGame().setup(), longGame().actions());
    const qsizetype total = longGame().actions().size();
    QList<qsizetype> told;
    qsizetype steps = 0;
    const Progress follow = [&told, &steps](qsizetype done, qsizetype all) {
        told.append(done);
        steps = all;
        return true;
    };
    auto read = GameJson::read(file, QStringLiteral("long.json"), follow);
    QVERIFY(read);
    // One bar for the actions read, then replayed, told at the end of each half whatever else.
    QCOMPARE(steps, 2 * total);
    QVERIFY(told.contains(total));
    QCOMPARE(told.last(), 2 * total);
    QVERIFY(std::is_sorted(told.cbegin(), told.cend()));

    const Progress cancel = [](qsizetype, qsizetype) { return false; };
    auto cancelled = GameJson::read(file, QStringLiteral("long.json"), cancel);
    QVERIFY(!cancelled);
    QCOMPARE(cancelled.error().field, CancelledField);

    // A game opened by replaying its whole log writes nothing when the replay is cancelled.
    const GameId id = recordLongGame();
    QVERIFY(exec(*m_db, QStringLiteral("DELETE FROM snapshots")));
    auto opened = GameSession::openByReplay(*m_store, id, cancel);
    QVERIFY(!opened);
    QCOMPARE(opened.error().field, CancelledField);
    QCOMPARE(snapshotsOf(*m_db, id), QList<int>());
    QVERIFY(GameSession::openByReplay(*m_store, id, follow));
    QCOMPARE(snapshotsOf(*m_db, id), (QList<int>{Interval, 2 * Interval, 3 * Interval}));

    // An import cancelled while its rows are written stores nothing: the transaction is rolled back.
    const QList<GameId> before = m_store->games();
    // The import tells its two parts from their starts: the second begins at a step below the last.
    qsizetype lastDone = 0;
    bool writing = false;
    const Progress cancelWhileWriting = [&lastDone, &writing](qsizetype done, qsizetype) {
        writing = writing || done < lastDone;
        lastDone = done;
        return !writing;
    };
    auto imported = GameSession::import(*m_store, longGame(), cancelWhileWriting);
    QVERIFY(!imported);
    QCOMPARE(imported.error().field, CancelledField);
    QVERIFY(writing);
    QCOMPARE(m_store->games(), before);
}

void TestSnapshots::aGameFileOverItsCapIsRefusedUnread()
{
    const QString path = m_dir->filePath(QStringLiteral("huge.json"));
    {
        QFile huge(path);
        QVERIFY(huge.open(QIODevice::WriteOnly));
        // Sparse: nothing is written, the file only says it is that large.
        QVERIFY(huge.resize(Limits::GameFileBytes + 1));
    }
    const auto refused = GameJson::fileBytes(path);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("larger than any game file")),
             qPrintable(refused.error().message));
    QVERIFY(refused.error().message.contains(QLocale().formattedDataSize(Limits::GameFileBytes)));

    QVERIFY(QFile::resize(path, 0));
    {
        QFile small(path);
        QVERIFY(small.open(QIODevice::WriteOnly));
        small.write(GameJson::write(longGame().setup(), longGame().actions()));
    }
    const auto bytes = GameJson::fileBytes(path);
    QVERIFY(bytes);
    QVERIFY(GameJson::read(bytes.value(), QStringLiteral("huge.json")));
    QVERIFY(!GameJson::fileBytes(m_dir->filePath(QStringLiteral("missing.json"))));
}

void TestSnapshots::anImportedGameKeepsItsSnapshots()
{
    auto imported = GameSession::import(*m_store, longGame());
    QVERIFY(imported);
    QCOMPARE(snapshotsOf(*m_db, imported->id()), (QList<int>{Interval, 2 * Interval, 3 * Interval}));
    auto opened = GameSession::open(*m_store, imported->id());
    QVERIFY(opened);
    QCOMPARE(opened->game().base(), 3 * Interval);
    QVERIFY(opened->battle() == longGame().battle());
}

void TestSnapshots::aGameResumesOnlyAtAnInterval()
{
    const Game &game = longGame();
    QVERIFY(!Game::resume(game.setup(), replayed(10).battle(), 10, {}));
    auto resumed =
        Game::resume(game.setup(), replayed(Interval).battle(), Interval, game.actions().mid(Interval, Interval + 7));
    QVERIFY(resumed);
    QCOMPARE(resumed->actionCount(), 2 * Interval + 7);
    QVERIFY(resumed->battle() == replayed(2 * Interval + 7).battle());
    // Its checkpoints fall where the whole game's do, and an undo stops where it holds no more.
    QCOMPARE(resumed->checkpoints().size(), 1);
    QCOMPARE(resumed->checkpoints().constFirst().first, 2 * Interval);
    Game undone = resumed.value();
    while (!undone.actions().isEmpty())
        QCOMPARE(messageOf(undone.undoLast()), QString());
    QVERIFY(undone.battle() == replayed(Interval).battle());
    QVERIFY(undone.undoLast().has_value());
}

QTEST_GUILESS_MAIN(TestSnapshots)
#include "tst_snapshots.moc"
