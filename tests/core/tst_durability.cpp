// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing reported as written is lost. A child process appends actions as fast as it can and is
// killed with SIGKILL fifty times: by the test right after a report it has read, or by itself inside
// a write, just before a given write, truncation or sync of the database's files reaches the disk
// (tests/core/powercutvfs). After each kill the database passes its integrity check and holds every
// action the child had reported, in order, with no gap. The same through GameSession, with undo and
// redo, over a disk that loses every unsynced write at a power cut: two hundred cuts, after a report
// or inside a write (a sync cut off halfway included), and nothing reported is lost. A second writer
// on a database another process has open is turned away before it writes anything.
//
// Every kill falls at a place counted in the writer's reports or in its operations on the disk, never
// in time, so the test checks the same on a slow machine as on a fast one and every count it expects
// holds on both. The places come from a generator whose seed is printed: WM_DURABILITY_SEED set to it
// runs the same kills again.

#include "core/game/gamesession.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

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

private:
    quint32 m_seed = 0;
};

void TestDurability::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    bool given = false;
    const quint32 seed = qEnvironmentVariable("WM_DURABILITY_SEED").toUInt(&given);
    m_seed = given ? seed : 1;
    qInfo("Kills placed with seed %u (WM_DURABILITY_SEED=%u places them again)", m_seed, m_seed);
}

namespace {

// How long a writer may take to start, to print its next line or to die. Far more than it needs even
// under a sanitizer on a busy machine: only a writer that hangs ever meets it, and no kill depends on it.
constexpr int Patience = 60000;

// What a writer printed before it was killed.
struct Run
{
    QList<QByteArray> lines; // whole lines only: a line cut off by the kill was never fully reported
    std::optional<QString> failure;
};

// Runs `program` until it dies of SIGKILL: killed by the test right after its `killAfterLines`-th line,
// or, with 0, by itself. A writer that stops or hangs first, or says anything on its error stream, fails.
Run runUntilKilled(const QString &program, const QStringList &arguments, int killAfterLines)
{
    Run run;
    QProcess writer;
    writer.start(program, arguments);
    if (!writer.waitForStarted(Patience)) {
        run.failure = QStringLiteral("the writer did not start: %1").arg(writer.errorString());
        return run;
    }
    QByteArray heard;
    int lines = 0;
    while (lines < killAfterLines && writer.waitForReadyRead(Patience)) {
        const QByteArray more = writer.readAllStandardOutput();
        lines += int(std::count(more.cbegin(), more.cend(), '\n'));
        heard += more;
    }
    // SIGKILL: no chance to finish a write or close the file. A writer that cuts itself off is let be.
    if (killAfterLines > 0)
        writer.kill();
    const bool died = writer.waitForFinished(Patience);
    if (!died) {
        writer.kill();
        writer.waitForFinished(Patience);
    }
    heard += writer.readAllStandardOutput();
    const QByteArray said = writer.readAllStandardError();
    if (!said.isEmpty())
        run.failure = QStringLiteral("the writer failed: %1").arg(QString::fromLocal8Bit(said));
    else if (!died)
        run.failure = QStringLiteral("the writer did not cut itself off within %1 s").arg(Patience / 1000);
    else if (lines < killAfterLines)
        run.failure =
            QStringLiteral("the writer stopped after %1 of the %2 lines awaited").arg(lines).arg(killAfterLines);
    else if (writer.exitStatus() != QProcess::CrashExit)
        run.failure = QStringLiteral("the writer ended by itself, with code %1").arg(writer.exitCode());
    run.lines = heard.split('\n');
    run.lines.removeLast(); // empty, or the part of a line the kill cut off
    return run;
}

} // namespace

void TestDurability::killedWritersLoseNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("durability.sqlite"));
    QRandomGenerator random(m_seed);
    int reportedSoFar = 0;
    int promised = 0; // the reports the test waited for before its kills

    for (int kill = 0; kill < 50; ++kill) {
        // Every other kill falls inside a write. Making the database and its schema takes the writer
        // about 40 operations on the disk and each append about 6: the first kill falls in the making,
        // the others in the opening or the first appends.
        const bool inAWrite = kill % 2 == 0;
        const int at = inAWrite ? random.bounded(1, kill == 0 ? 41 : 91) : random.bounded(1, 9);
        const Run run = inAWrite
                            ? runUntilKilled(QStringLiteral(WMASSIST_DURABILITY_WRITER), {path, QString::number(at)}, 0)
                            : runUntilKilled(QStringLiteral(WMASSIST_DURABILITY_WRITER), {path}, at);
        QVERIFY2(!run.failure,
                 qPrintable(QStringLiteral("kill %1: %2").arg(kill).arg(run.failure.value_or(QString()))));
        if (!inAWrite)
            promised += at;

        int reported = reportedSoFar;
        for (const QByteArray &line : run.lines) {
            bool ok = false;
            reported = line.toInt(&ok);
            QVERIFY2(ok, line.constData());
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
    // A kill that waited for k reports came after k new actions at least, and every one is kept.
    QVERIFY2(reportedSoFar >= promised,
             qPrintable(QStringLiteral("%1 actions kept, %2 reported before the kills that waited for reports")
                            .arg(reportedSoFar)
                            .arg(promised)));
    qInfo("%d actions written over 50 kills (%d of them waited for)", reportedSoFar, promised);
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

// The writer's last whole report: where the game stood after the last change it said was written.
std::optional<LogState> lastReport(const QList<QByteArray> &lines)
{
    std::optional<LogState> last;
    for (const QByteArray &line : lines) {
        const QList<QByteArray> fields = line.split(' ');
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
    QRandomGenerator random(m_seed);
    LogState known;
    int changes = 0;
    int promised = 0; // the reports the test waited for before its cuts
    int cutWithUnreported = 0;
    for (int cut = 0; cut < 200; ++cut) {
        // Every other cut falls inside a write or a sync. Making the database and the game takes the
        // writer about 45 operations on the disk and each change about 8: the first cut falls in the
        // making, the others in the opening or the first changes. The rest follow a report, counted
        // after the writer's "ready".
        const bool inAWrite = cut % 2 == 0;
        const int at = inAWrite ? random.bounded(1, cut == 0 ? 46 : 121) : random.bounded(1, 9);
        QStringList arguments{path, QString::number(random.generate())};
        if (inAWrite)
            arguments << QStringLiteral("--cut-before") << QString::number(at);
        else
            promised += at;
        const Run run = runUntilKilled(QStringLiteral(WMASSIST_POWER_CUT_WRITER), arguments, inAWrite ? 0 : at + 1);
        QVERIFY2(!run.failure, qPrintable(QStringLiteral("cut %1: %2").arg(cut).arg(run.failure.value_or(QString()))));
        if (const std::optional<LogState> reported = lastReport(run.lines)) {
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
    // A cut that waited for k reports came after k changes at least, and every one is kept.
    QVERIFY2(
        changes >= promised,
        qPrintable(QStringLiteral("%1 changes reported, %2 waited for before the cuts").arg(changes).arg(promised)));
    qInfo("%d changes reported over 200 power cuts (%d of them waited for), all kept; %d cuts fell after a commit "
          "and before its report",
          changes, promised, cutWithUnreported);
}

void TestDurability::unsyncedWritesAreLostToACut()
{
    // The control: without syncs, a cut must lose what the writer reported, or the cuts are not real.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("unsynced.sqlite"));
    // Cut after "ready" and five reports: there is always something reported to lose.
    const Run run = runUntilKilled(QStringLiteral(WMASSIST_POWER_CUT_WRITER),
                                   {path, QStringLiteral("7"), QStringLiteral("--unsynced")}, 1 + 5);
    QVERIFY2(!run.failure, qPrintable(run.failure.value_or(QString())));
    const std::optional<LogState> reported = lastReport(run.lines);
    QVERIFY(reported && reported->revision > 0);
    Database db;
    QVERIFY(!db.open(path));
    QVERIFY(stateIn(db).revision < reported->revision);
}

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
