// SPDX-License-Identifier: GPL-3.0-or-later
// How long a long game takes to come back: a game is its rosters plus its actions, so opening a game,
// reading a game file and undoing all replay every action from the start. Measured on a game of
// 1,000 actions between two armies of 20 units, as median and 99th percentile over many runs.

#include "tests/benchmarks/longgame.h"

#include "core/game/gamejson.h"
#include "core/game/gamesession.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace wm;
using namespace wm::test;
using namespace wm::bench;

namespace {

constexpr int Actions = 1000;

struct Timings
{
    double median = 0;
    double p99 = 0;
};

Timings timings(QList<qint64> nanoseconds)
{
    std::sort(nanoseconds.begin(), nanoseconds.end());
    const qsizetype n = nanoseconds.size();
    return Timings{nanoseconds.at(n / 2) / 1e6, nanoseconds.at(n * 99 / 100) / 1e6};
}

bool sameBattle(const Battle &a, const Battle &b)
{
    return a.army(Side::first()) == b.army(Side::first()) && a.army(Side::second()) == b.army(Side::second()) &&
           a.turn() == b.turn() && a.activeSide() == b.activeSide() && a.phase() == b.phase() &&
           a.commandPhase() == b.commandPhase();
}

} // namespace

class BenchReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void replayAThousandActions();
    void readTheGameFile();
    void undoTheLastAction();
    void importAHundredThousandActions();

private:
    std::optional<Game> m_played;
};

void BenchReplay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto start = Game::start(twentyUnitsASide());
    QVERIFY2(start, qPrintable(start.ok() ? QString() : start.error().message));
    Player player(start.value(), Actions);
    player.play();
    m_played = player.game();
    QCOMPARE(m_played->actions().size(), Actions);
    qsizetype dice = 0;
    for (const GameAction &a : m_played->actions())
        dice += a.dice.size();
    QStringList mix;
    for (auto it = player.kinds().begin(); it != player.kinds().end(); ++it)
        mix.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
    qInfo("the game: %d actions (%s), %lld dice, turn %d reached, %d refused actions skipped", Actions,
          qPrintable(mix.join(QStringLiteral(", "))), qlonglong(dice), m_played->battle().turn(), player.refused());
}

void BenchReplay::replayAThousandActions()
{
    constexpr int Replays = 200;
    QList<qint64> nanoseconds;
    nanoseconds.reserve(Replays);
    QElapsedTimer timer;
    for (int i = 0; i < Replays; ++i) {
        timer.start();
        auto replayed = Game::replay(m_played->setup(), m_played->actions());
        nanoseconds.append(timer.nsecsElapsed());
        QVERIFY(replayed);
        if (i == 0)
            QVERIFY(sameBattle(replayed->battle(), m_played->battle()));
    }
    const Timings t = timings(nanoseconds);
    qInfo("replay %d actions: median %.3f ms, 99th percentile %.3f ms (%d replays)", Actions, t.median, t.p99, Replays);
}

void BenchReplay::readTheGameFile()
{
    constexpr int Reads = 100;
    const QByteArray file = GameJson::write(m_played->setup(), m_played->actions());
    QList<qint64> nanoseconds;
    nanoseconds.reserve(Reads);
    QElapsedTimer timer;
    for (int i = 0; i < Reads; ++i) {
        timer.start();
        auto read = GameJson::read(file, QStringLiteral("bench.json"));
        nanoseconds.append(timer.nsecsElapsed());
        QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
        if (i == 0)
            QVERIFY(sameBattle(read->battle(), m_played->battle()));
    }
    const Timings t = timings(nanoseconds);
    qInfo("read the game file (%lld KiB, every action replayed): median %.3f ms, 99th percentile %.3f ms (%d reads)",
          qlonglong(file.size() / 1024), t.median, t.p99, Reads);
}

void BenchReplay::undoTheLastAction()
{
    constexpr int Undos = 100;
    const auto before = Game::replay(m_played->setup(), m_played->actions().mid(0, Actions - 1));
    QVERIFY(before);
    QList<qint64> nanoseconds;
    nanoseconds.reserve(Undos);
    QElapsedTimer timer;
    for (int i = 0; i < Undos; ++i) {
        // Each undo on a game of its own, replayed from the log as a game opened from the database is.
        Game game = Game::replay(m_played->setup(), m_played->actions()).value();
        timer.start();
        const auto error = game.undoLast();
        nanoseconds.append(timer.nsecsElapsed());
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        QCOMPARE(game.actions().size(), Actions - 1);
        if (i == 0)
            QVERIFY(sameBattle(game.battle(), before->battle()));
    }
    const Timings t = timings(nanoseconds);
    qInfo("undo the last of %d actions: median %.3f ms, 99th percentile %.3f ms (%d undos)", Actions, t.median, t.p99,
          Undos);
}

// A game file of 100,000 actions (the most a game holds) imported as Game > Import does it: read and
// replayed, then written to the database. The window is painted only when the work tells its
// progress, so the longest time between two tellings is the longest the window stands still.
void BenchReplay::importAHundredThousandActions()
{
    constexpr int Long = 100000;
    Player player(Game::start(twentyUnitsASide()).value(), Long);
    player.play();
    const QByteArray file = GameJson::write(player.game().setup(), player.game().actions());
    QElapsedTimer timer;
    qint64 last = 0;
    qint64 longest = 0;
    QString where;
    const Progress told = [&](qsizetype done, qsizetype total) {
        if (timer.nsecsElapsed() - last > longest) {
            longest = timer.nsecsElapsed() - last;
            where = QStringLiteral("before step %1 of %2").arg(done).arg(total);
        }
        last = timer.nsecsElapsed();
        return true;
    };
    timer.start();
    auto read = GameJson::read(file, QStringLiteral("long.json"), told);
    const qint64 readNs = timer.nsecsElapsed();
    QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
    QTemporaryDir dir;
    Database db;
    QVERIFY(!db.open(dir.filePath(QStringLiteral("bench.sqlite"))));
    GameStore store(db);
    const qint64 beforeImport = timer.nsecsElapsed();
    auto imported = GameSession::import(store, read.value(), told);
    const qint64 importNs = timer.nsecsElapsed() - beforeImport;
    QVERIFY(imported);
    if (timer.nsecsElapsed() - last > longest) {
        longest = timer.nsecsElapsed() - last;
        where = QStringLiteral("at the end (the commit)");
    }
    qInfo("import a game file of %d actions (%lld MiB): read and replayed in %.2f s, written in %.2f s; the longest "
          "stretch without telling its progress: %.0f ms, %s",
          Long, qlonglong(file.size() / (1024 * 1024)), readNs / 1e9, importNs / 1e9, longest / 1e6, qPrintable(where));
}

QTEST_GUILESS_MAIN(BenchReplay)
#include "bench_replay.moc"
