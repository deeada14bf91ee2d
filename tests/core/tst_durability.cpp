// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing reported as written is lost: a child process appends actions as fast as it can and is
// killed with SIGKILL at random moments, fifty times; after each kill the database passes its
// integrity check and holds every action the child had reported, in order, with no gap. The same
// through GameSession, with undo and redo, over a disk that loses every unsynced write at a power cut
// (tests/core/powercutvfs): two hundred cuts, nothing reported is lost. A second writer on a database
// another process has open is turned away before it writes anything.

#include "core/game/gamesession.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace wm;

class TestDurability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aSecondProcessIsTurnedAway();
    void powerCutsLoseNothingReported();
    void unsyncedWritesAreLostToACut();
    void killedWritersLoseNothing();
};

void TestDurability::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestDurability::killedWritersLoseNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("durability.sqlite"));
    // The moments vary from run to run; what is checked does not depend on them.
    QRandomGenerator *random = QRandomGenerator::global();
    int reportedSoFar = 0;

    for (int kill = 0; kill < 50; ++kill) {
        QProcess writer;
        writer.start(QStringLiteral(WMASSIST_DURABILITY_WRITER), {path});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        QThread::msleep(20 + random->bounded(100));
        writer.kill(); // SIGKILL: no chance to finish a write or close the file
        QVERIFY(writer.waitForFinished());
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        QVERIFY2(writer.readAllStandardError().isEmpty(), "the writer failed before it was killed");

        // Only whole lines: a number cut off by the kill was never fully reported.
        int reported = reportedSoFar;
        for (const QByteArray &line : writer.readAllStandardOutput().split('\n')) {
            bool ok = false;
            const int seq = line.toInt(&ok);
            if (ok)
                reported = seq;
        }

        Database db;
        const auto error = db.open(path);
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        QVERIFY2(!db.setAside(), qPrintable(db.setAside() ? db.setAside()->reason : QString()));
        QSqlQuery check(db.connection());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));

        GameStore store(db);
        if (reported > 0)
            QCOMPARE(store.games().size(), 1);
        if (store.games().isEmpty())
            continue;
        const auto actions = store.actions(store.games().constFirst());
        QVERIFY(actions.ok());
        QVERIFY2(actions->size() >= reported,
                 qPrintable(QStringLiteral("kill %1: %2 actions reported, %3 in the database")
                                .arg(kill)
                                .arg(reported)
                                .arg(actions->size())));
        for (qsizetype i = 0; i < actions->size(); ++i)
            QCOMPARE(actions->at(i).seq, int(i + 1));
        reportedSoFar = int(actions->size());
    }
    QVERIFY2(reportedSoFar > 50, "the writer should have written something in fifty runs");
    qInfo("%d actions written over 50 kills", reportedSoFar);
}

void TestDurability::aSecondProcessIsTurnedAway()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("held.sqlite"));
    Database db;
    QVERIFY(!db.open(path));
    GameStore store(db);
    const GameId game = store.createGame(QStringLiteral("warmaster"), "{}").value();
    QVERIFY(store.append(game, QStringLiteral("shoot"), "{}").ok());

    QProcess writer;
    writer.start(QStringLiteral(WMASSIST_DURABILITY_WRITER), {path});
    QVERIFY2(writer.waitForFinished(10000), "the second writer should stop at once");
    QCOMPARE(writer.exitStatus(), QProcess::NormalExit);
    QCOMPARE(writer.exitCode(), 2);
    const QString said = QString::fromLocal8Bit(writer.readAllStandardError());
    QVERIFY2(said.contains(
                 QStringLiteral("is open in another wmassist (process %1").arg(QCoreApplication::applicationPid())),
             qPrintable(said));
    QVERIFY(writer.readAllStandardOutput().isEmpty());

    const auto actions = store.actions(game);
    QVERIFY(actions.ok());
    QCOMPARE(actions->size(), 1);
    QVERIFY(store.append(game, QStringLiteral("shoot"), "{}").ok());
}

namespace {

// Where a game stands in the database, or, in the writer's words, after a change it reported.
struct LogState
{
    qint64 revision = 0;
    int live = 0;
    int undone = 0;

    bool operator==(const LogState &) const = default;
};

QString describe(const LogState &s)
{
    return QStringLiteral("revision %1, %2 in force, %3 undone").arg(s.revision).arg(s.live).arg(s.undone);
}

// Runs the power-cut writer on `path` and cuts it off `ms` after it is ready; its last whole report.
std::optional<LogState> cutAfter(const QString &path, int ms, quint32 seed, const QStringList &extra = {})
{
    QProcess writer;
    writer.start(QStringLiteral(WMASSIST_POWER_CUT_WRITER), QStringList{path, QString::number(seed)} + extra);
    if (!writer.waitForStarted())
        return std::nullopt;
    // The cut is timed from the writer's "ready": its start-up varies with the machine's load, and a
    // cut that falls before the writer has opened the game tests nothing.
    QByteArray heard;
    while (!heard.contains("ready\n") && writer.waitForReadyRead(10000))
        heard += writer.readAllStandardOutput();
    QThread::msleep(ms);
    writer.kill();
    writer.waitForFinished();
    const QByteArray said = writer.readAllStandardError();
    if (!said.isEmpty())
        qWarning("the writer failed before the cut: %s", said.constData());
    std::optional<LogState> last;
    // Only whole lines: a line cut off by the kill was never fully reported.
    heard += writer.readAllStandardOutput();
    const QList<QByteArray> lines = heard.split('\n');
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QList<QByteArray> fields = lines.at(i).split(' ');
        if (fields.size() == 3)
            last = LogState{fields.at(0).toLongLong(), fields.at(1).toInt(), fields.at(2).toInt()};
    }
    return last;
}

LogState stateIn(Database &db)
{
    LogState s;
    QSqlQuery query(db.connection());
    if (query.exec(QStringLiteral("SELECT revision FROM games")) && query.next())
        s.revision = query.value(0).toLongLong();
    if (query.exec(QStringLiteral("SELECT count(*) FILTER (WHERE undone = 0), count(*) FILTER (WHERE undone = 1) "
                                  "FROM actions")) &&
        query.next()) {
        s.live = query.value(0).toInt();
        s.undone = query.value(1).toInt();
    }
    return s;
}

} // namespace

void TestDurability::powerCutsLoseNothingReported()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("power.sqlite"));
    // The moments vary from run to run; what is checked does not depend on them.
    QRandomGenerator *random = QRandomGenerator::global();
    LogState known;
    int changes = 0;
    int cutWithUnreported = 0;
    for (int cut = 0; cut < 200; ++cut) {
        const std::optional<LogState> reported = cutAfter(path, 10 + int(random->bounded(50)), random->generate());
        if (reported) {
            changes += int(reported->revision - known.revision);
            known = *reported;
        }

        Database db;
        const auto error = db.open(path);
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        QVERIFY(!db.setAside());
        QSqlQuery check(db.connection());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
        const LogState found = stateIn(db);
        // Everything reported is there; at most the one change in flight at the cut got further.
        QVERIFY2(
            found == known || found.revision == known.revision + 1,
            qPrintable(QStringLiteral("cut %1: reported %2, found %3").arg(cut).arg(describe(known), describe(found))));
        if (found != known)
            ++cutWithUnreported;
        known = found;

        GameStore store(db);
        if (store.games().isEmpty())
            continue;
        auto session = GameSession::open(store, store.games().constFirst());
        QVERIFY2(session, qPrintable(session ? QString() : session.error().message));
        QVERIFY2(!session->damage(), qPrintable(session->damageText()));
        QCOMPARE(int(session->game().actions().size()), found.live);
        QCOMPARE(int(session->redoable().size()), found.undone);
    }
    QVERIFY2(changes > 200, "the writer should have changed the game many times in two hundred runs");
    qInfo("%d changes reported over 200 power cuts, all kept; %d cuts fell after a commit and before its report",
          changes, cutWithUnreported);
}

void TestDurability::unsyncedWritesAreLostToACut()
{
    // The control: without syncs, a cut must lose what the writer reported, or the cuts are not real.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("unsynced.sqlite"));
    const std::optional<LogState> reported = cutAfter(path, 200, 7, {QStringLiteral("--unsynced")});
    QVERIFY(reported && reported->revision > 0);
    Database db;
    QVERIFY(!db.open(path));
    QVERIFY(stateIn(db).revision < reported->revision);
}

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
