// SPDX-License-Identifier: GPL-3.0-or-later
// How long wmassist takes from being started to a shown, idle main window with a long game of two
// 20-unit armies loaded, next to a bare Qt Widgets window started the same way on the same machine.
// Each start is a process of its own (this program run as a child), timed from launch to its exit
// once its window is exposed and its event queue empty; the two kinds take turns so that the
// machine's load falls on both alike.

#include "core/game/gamesession.h"
#include "tests/benchmarks/longgame.h"
#include "ui/appstartup.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <algorithm>

using namespace wm;
using namespace wm::bench;

namespace {

constexpr int Actions = 1000;
constexpr int Starts = 15;

// Quits once the window is on screen and everything queued before has run: the app is idle.
int runUntilIdle(QApplication &app, QWidget &window)
{
    window.show();
    while (!window.windowHandle() || !window.windowHandle()->isExposed())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return app.exec();
}

int bareWindow(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QLabel window(QStringLiteral("A bare Qt Widgets window"));
    window.resize(1280, 800);
    return runUntilIdle(app, window);
}

// What main() does, with the database given.
int wmassistWindow(int argc, char *argv[], const QString &database)
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
    if (!window.game()) {
        QTextStream(stderr) << "no game was reopened" << Qt::endl;
        return 1;
    }
    return runUntilIdle(app, window);
}

// A database whose game in progress is a 1,000-action game of two 20-unit armies.
bool prepareDatabase(const QString &path)
{
    QStandardPaths::setTestModeEnabled(true);
    AppStartup startUp;
    if (auto error = startUp.open(path)) {
        qWarning("%s", qPrintable(error->message));
        return false;
    }
    auto start = Game::start(twentyUnitsASide());
    if (!start)
        return false;
    Player player(start.value(), Actions);
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

std::optional<double> timeStart(const QStringList &arguments)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer timer;
    timer.start();
    child.start(QCoreApplication::applicationFilePath(), arguments);
    if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
        return std::nullopt;
    return timer.nsecsElapsed() / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 3 && QByteArray(argv[1]) == "--child") {
        if (QByteArray(argv[2]) == "bare")
            return bareWindow(argc, argv);
        if (argc >= 4)
            return wmassistWindow(argc, argv, QString::fromLocal8Bit(argv[3]));
        return 2;
    }

    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const QString database = dir.filePath(QStringLiteral("wmassist.sqlite"));
    if (!dir.isValid() || !prepareDatabase(database))
        return 1;
    // One start of each first, not counted: the libraries come into the file cache.
    timeStart({QStringLiteral("--child"), QStringLiteral("bare")});
    timeStart({QStringLiteral("--child"), QStringLiteral("wmassist"), database});
    QList<double> bare;
    QList<double> wmassist;
    for (int i = 0; i < Starts; ++i) {
        const auto b = timeStart({QStringLiteral("--child"), QStringLiteral("bare")});
        const auto w = timeStart({QStringLiteral("--child"), QStringLiteral("wmassist"), database});
        if (!b || !w) {
            qWarning("a start failed");
            return 1;
        }
        bare << *b;
        wmassist << *w;
    }
    const Timings b = timings(bare);
    const Timings w = timings(wmassist);
    QTextStream out(stdout);
    out << QStringLiteral("platform: %1, %2 starts each\n")
               .arg(qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("default")))
               .arg(Starts);
    out << QStringLiteral("bare Qt Widgets window:        median %1 ms, 90th percentile %2 ms\n")
               .arg(b.median, 0, 'f', 1)
               .arg(b.p90, 0, 'f', 1);
    out << QStringLiteral("wmassist, 2x20 units, %1 actions: median %2 ms, 90th percentile %3 ms\n")
               .arg(Actions)
               .arg(w.median, 0, 'f', 1)
               .arg(w.p90, 0, 'f', 1);
    out << QStringLiteral("ratio of the medians: %1\n").arg(w.median / b.median, 0, 'f', 2);
    return 0;
}
