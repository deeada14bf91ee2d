// SPDX-License-Identifier: GPL-3.0-or-later
// How long wmassist takes from being started to a shown, idle main window, and the most memory it
// held, next to a bare Qt Widgets window (an empty QMainWindow) started the same way on the same
// machine: with an empty database (the start page), and with a game of two 20-unit armies of 1,000
// and of 10,000 actions in progress. Beside the bare window, the same window with one line of text
// in it: the first text a process draws makes Qt read the system's fonts, which any window with a
// word in it pays and the bare window does not. Each start is a process of its own (this program run
// as a child), timed from its launch to the moment its window is exposed and its event queue empty
// (start-up), and to its exit (closing the window and tearing down as well); the kinds take turns so
// that the machine's load falls on all alike.

#include "tests/benchmarks/longgame.h"

#include "core/game/gamesession.h"
#include "ui/appstartup.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <chrono>
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

// The steady clock is the system's monotonic clock, the same in every process: a child reads it when
// it is idle, against the parent's reading at its launch.
qint64 monotonicNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// Quits once the window is on screen and everything queued before has run: the app is idle.
int runUntilIdle(QApplication &app, QWidget &window)
{
    window.show();
    while (!window.windowHandle() || !window.windowHandle()->isExposed())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    QTimer::singleShot(0, &app, [] { QTextStream(stdout) << "idle-ns " << monotonicNs() << Qt::endl; });
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

int textWindow(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("Warmaster Table Assistant"), &window));
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

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

double ninetieth(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() * 9 / 10);
}

struct Start
{
    double idleMs = 0; // from launch to the shown, idle window
    double exitMs = 0; // from launch to the exit
    double peakKiB = 0;
};

std::optional<Start> timeStart(const QStringList &arguments)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer timer;
    const qint64 launched = monotonicNs();
    timer.start();
    child.start(QCoreApplication::applicationFilePath(), arguments);
    if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
        return std::nullopt;
    Start start;
    start.exitMs = timer.nsecsElapsed() / 1e6;
    for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
        if (line.startsWith("peak-kib "))
            start.peakKiB = line.mid(9).toDouble();
        else if (line.startsWith("idle-ns "))
            start.idleMs = (line.mid(8).toLongLong() - launched) / 1e6;
    }
    if (start.idleMs <= 0 || start.peakKiB <= 0)
        return std::nullopt;
    return start;
}

// One kind of start, and what its starts measured.
struct Kind
{
    QString name;
    QStringList arguments;
    QList<double> idleMs = {};
    QList<double> exitMs = {};
    QList<double> peakKiB = {};
};

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 3 && QByteArray(argv[1]) == "--child") {
        if (QByteArray(argv[2]) == "bare")
            return bareWindow(argc, argv);
        if (QByteArray(argv[2]) == "text")
            return textWindow(argc, argv);
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
    const QString child = QStringLiteral("--child");
    QList<Kind> kinds{{QStringLiteral("bare Qt Widgets window (empty QMainWindow)"), {child, QStringLiteral("bare")}},
                      {QStringLiteral("the same window with one line of text"), {child, QStringLiteral("text")}}};
    for (qsizetype i = 0; i < lengths.size(); ++i) {
        kinds.append({lengths.at(i) == 0 ? QStringLiteral("wmassist, empty database")
                                         : QStringLiteral("wmassist, 2x20 units, %1 actions").arg(lengths.at(i)),
                      {child, QStringLiteral("wmassist"), databases.at(i),
                       lengths.at(i) == 0 ? QStringLiteral("empty") : QStringLiteral("game")}});
    }
    // One start of each first, not counted: the libraries come into the file cache.
    for (const Kind &kind : std::as_const(kinds))
        timeStart(kind.arguments);
    for (int n = 0; n < Starts; ++n) {
        for (Kind &kind : kinds) {
            const auto start = timeStart(kind.arguments);
            if (!start) {
                qWarning("a start failed: %s", qPrintable(kind.arguments.join(QLatin1Char(' '))));
                return 1;
            }
            kind.idleMs << start->idleMs;
            kind.exitMs << start->exitMs;
            kind.peakKiB << start->peakKiB;
        }
    }
    QTextStream out(stdout);
    out << QStringLiteral("platform: %1, %2 starts each; medians, ratios to the bare window (and to the window with "
                          "text)\n")
               .arg(qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("default")))
               .arg(Starts);
    const Kind &bare = kinds.at(0);
    const Kind &text = kinds.at(1);
    const auto ratios = [&](const QList<double> Kind::*figure, const Kind &kind) {
        const double value = median(kind.*figure);
        return QStringLiteral("ratio %1 (%2)")
            .arg(value / median(bare.*figure), 0, 'f', 2)
            .arg(value / median(text.*figure), 0, 'f', 2);
    };
    for (const Kind &kind : std::as_const(kinds)) {
        out << kind.name
            << QStringLiteral(": start-up %1 ms, %2, 90th percentile %3 ms; to the exit %4 ms, %5; "
                              "peak memory %6 MiB, %7\n")
                   .arg(median(kind.idleMs), 0, 'f', 1)
                   .arg(ratios(&Kind::idleMs, kind))
                   .arg(ninetieth(kind.idleMs), 0, 'f', 1)
                   .arg(median(kind.exitMs), 0, 'f', 1)
                   .arg(ratios(&Kind::exitMs, kind))
                   .arg(median(kind.peakKiB) / 1024, 0, 'f', 1)
                   .arg(ratios(&Kind::peakKiB, kind));
    }
    return 0;
}
