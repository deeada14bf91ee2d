// SPDX-License-Identifier: GPL-3.0-or-later
// How long a player waits for an action to be safe on disk: the time to append one action durably
// (its own transaction, synced), as median and 99th percentile over many appends.

#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace wm;

class BenchStorage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void appendOneActionDurably();
};

void BenchStorage::appendOneActionDurably()
{
    QTemporaryDir dir;
    Database db;
    QVERIFY(!db.open(dir.filePath(QStringLiteral("bench.sqlite"))));
    GameStore store(db);
    const GameId game = store.createGame(QStringLiteral("warmaster"), "{}").value();
    const QByteArray payload = R"({"shooters":[{"unit":3,"stands":3}],"target":12,"dice":[4,5,6,1,2,3,6,6,5]})";

    constexpr int Appends = 1000;
    QList<qint64> nanoseconds;
    nanoseconds.reserve(Appends);
    QElapsedTimer timer;
    for (int i = 0; i < Appends; ++i) {
        timer.start();
        QVERIFY(store.append(game, QStringLiteral("shoot"), payload).ok());
        nanoseconds.append(timer.nsecsElapsed());
    }
    std::sort(nanoseconds.begin(), nanoseconds.end());
    const double median = nanoseconds.at(Appends / 2) / 1e6;
    const double p99 = nanoseconds.at(Appends * 99 / 100) / 1e6;
    qInfo("append one action durably: median %.3f ms, 99th percentile %.3f ms (%d appends)", median, p99, Appends);
}

QTEST_GUILESS_MAIN(BenchStorage)
#include "bench_storage.moc"
