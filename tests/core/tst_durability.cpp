// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing reported as written is lost: a child process appends actions as fast as it can and is
// killed with SIGKILL at random moments, fifty times; after each kill the database passes its
// integrity check and holds every action the child had reported, in order, with no gap. A second
// writer on a database another process has open is turned away before it writes anything.

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

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
