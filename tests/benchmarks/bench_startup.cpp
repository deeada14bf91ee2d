// SPDX-License-Identifier: GPL-3.0-or-later
// How long wmassist takes from being started to a shown, idle main window, and the most memory it
// held, next to a bare Qt Widgets window (an empty QMainWindow) started the same way on the same
// machine: with an empty database (the start page), and with a game of two 20-unit armies of 1,000
// and of 10,000 actions in progress. Each start is a process of its own (this program run as a
// child), timed from launch to its exit once its window is exposed and its event queue empty; the
// kinds take turns so that the machine's load falls on all alike.

#include "core/game/gamesession.h"
#include "tests/benchmarks/longgame.h"
#include "ui/appstartup.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMainWindow>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <memory>

using namespace wm;
using namespace wm::bench;

namespace {

constexpr int Starts = 15;

// The most memory the process held (VmHWM), in KiB, printed for the parent once the window is idle.
void reportPeakMemory()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            QTextStream(stdout) << "peak-kib " << line.mid(6).trimmed().split(' ').value(0) << Qt::endl;
    }
}

// Quits once the window is on screen and everything queued before has run: the app is idle.
int runUntilIdle(QApplication &app, QWidget &window)
{
    window.show();
    while (!window.windowHandle() || !window.windowHandle()->isExposed())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    QTimer::singleShot(0, &app, &QCoreApplication::quit);
    const int code = app.exec();
    reportPeakMemory();
    return code;
}

int bareWindow(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1280, 800);
    return runUntilIdle(app, window);
}

// What main() does, with the database given.
int wmassistWindow(int argc, char *argv[], const QString &database, bool withGame)
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("wmassist"));
    // The window's settings come from a test folder, never from the player's.
    QStandardPaths::setTestModeEnabled(true);
    AppStartup startUp;
    if (auto error = startUp.open(database)) {
        QTextStream(stderr) << error->message << Qt::endl;
        return 1;
    }
    MainWindow window;
    startUp.showIn(window);
    if (withGame != (window.game() != nullptr)) {
        QTextStream(stderr) << (withGame ? "no game was reopened" : "a game was opened from an empty database")
                            << Qt::endl;
        return 1;
    }
    return runUntilIdle(app, window);
}

// A database whose game in progress is a game of two 20-unit armies with `actions` actions; with
// none, a database with no game at all (the first start).
bool prepareDatabase(const QString &path, int actions)
{
    QStandardPaths::setTestModeEnabled(true);
    AppStartup startUp;
    if (auto error = startUp.open(path)) {
        qWarning("%s", qPrintable(error->message));
        return false;
    }
    if (actions == 0)
        return true;
    auto start = Game::start(twentyUnitsASide());
    if (!start)
        return false;
    Player player(start.value(), actions);
    player.play();
    auto session = GameSession::import(*startUp.games(), player.game());
    return session && !startUp.games()->setCurrentGame(session->id());
}

struct Timings
{
    double median = 0;
    double p90 = 0;
};

Timings timings(QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return Timings{ms.at(ms.size() / 2), ms.at(ms.size() * 9 / 10)};
}

struct Start
{
    double ms = 0;
    double peakKiB = 0;
};

std::optional<Start> timeStart(const QStringList &arguments)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer timer;
    timer.start();
    child.start(QCoreApplication::applicationFilePath(), arguments);
    if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
        return std::nullopt;
    Start start{timer.nsecsElapsed() / 1e6, 0};
    for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
        if (line.startsWith("peak-kib "))
            start.peakKiB = line.mid(9).toDouble();
    }
    return start;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 3 && QByteArray(argv[1]) == "--child") {
        if (QByteArray(argv[2]) == "bare")
            return bareWindow(argc, argv);
        if (argc >= 5)
            return wmassistWindow(argc, argv, QString::fromLocal8Bit(argv[3]), QByteArray(argv[4]) == "game");
        return 2;
    }

    QCoreApplication app(argc, argv);
    // `bench_startup 1000` measures that length only; by default an empty database, 1,000 and 10,000.
    // `bench_startup 1000 --keep DIR` only writes the database to DIR, for a profiler to start
    // `bench_startup --child wmassist DIR/wmassist-1000.sqlite game` on it.
    QList<int> lengths{0, 1000, 10000};
    if (argc >= 2)
        lengths = {QByteArray(argv[1]).toInt()};
    const bool keep = argc >= 4 && QByteArray(argv[2]) == "--keep";
    const auto temporary =
        keep
            ? std::make_unique<QTemporaryDir>(QString::fromLocal8Bit(argv[3]) + QStringLiteral("/bench_startup-XXXXXX"))
            : std::make_unique<QTemporaryDir>();
    QTemporaryDir &dir = *temporary;
    dir.setAutoRemove(!keep);
    if (!dir.isValid())
        return 1;
    QList<QString> databases;
    for (int actions : std::as_const(lengths)) {
        databases << dir.filePath(QStringLiteral("wmassist-%1.sqlite").arg(actions));
        if (!prepareDatabase(databases.constLast(), actions))
            return 1;
    }
    if (keep) {
        QTextStream(stdout) << databases.join(QLatin1Char('\n')) << Qt::endl;
        return 0;
    }
    const auto wmassistArguments = [&](qsizetype i) {
        return QStringList{QStringLiteral("--child"), QStringLiteral("wmassist"), databases.at(i),
                           lengths.at(i) == 0 ? QStringLiteral("empty") : QStringLiteral("game")};
    };
    const QStringList bareArguments{QStringLiteral("--child"), QStringLiteral("bare")};
    // One start of each first, not counted: the libraries come into the file cache.
    timeStart(bareArguments);
    for (qsizetype i = 0; i < lengths.size(); ++i)
        timeStart(wmassistArguments(i));
    QList<double> bare;
    QList<double> bareMemory;
    QList<QList<double>> wmassist(lengths.size());
    QList<QList<double>> wmassistMemory(lengths.size());
    for (int n = 0; n < Starts; ++n) {
        const auto b = timeStart(bareArguments);
        if (!b) {
            qWarning("a start failed");
            return 1;
        }
        bare << b->ms;
        bareMemory << b->peakKiB;
        for (qsizetype i = 0; i < lengths.size(); ++i) {
            const auto w = timeStart(wmassistArguments(i));
            if (!w) {
                qWarning("a start failed");
                return 1;
            }
            wmassist[i] << w->ms;
            wmassistMemory[i] << w->peakKiB;
        }
    }
    const Timings b = timings(bare);
    const double bareKiB = timings(bareMemory).median;
    QTextStream out(stdout);
    out << QStringLiteral("platform: %1, %2 starts each\n")
               .arg(qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("default")))
               .arg(Starts);
    out << QStringLiteral("bare Qt Widgets window (empty QMainWindow): median %1 ms, 90th percentile %2 ms, "
                          "peak memory %3 MiB\n")
               .arg(b.median, 0, 'f', 1)
               .arg(b.p90, 0, 'f', 1)
               .arg(bareKiB / 1024, 0, 'f', 1);
    for (qsizetype i = 0; i < lengths.size(); ++i) {
        const Timings w = timings(wmassist.at(i));
        const double kib = timings(wmassistMemory.at(i)).median;
        const QString what = lengths.at(i) == 0 ? QStringLiteral("wmassist, empty database")
                                                : QStringLiteral("wmassist, 2x20 units, %1 actions").arg(lengths.at(i));
        out << QStringLiteral("%1: median %2 ms (ratio %3), 90th percentile %4 ms; peak memory %5 MiB (ratio %6)\n")
                   .arg(what)
                   .arg(w.median, 0, 'f', 1)
                   .arg(w.median / b.median, 0, 'f', 2)
                   .arg(w.p90, 0, 'f', 1)
                   .arg(kib / 1024, 0, 'f', 1)
                   .arg(kib / bareKiB, 0, 'f', 2);
    }
    return 0;
}
