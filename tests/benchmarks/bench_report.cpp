// SPDX-License-Identifier: GPL-3.0-or-later
// The battle report and the Statistics dock on the benchmarks' long game (2×20 units, 1,000 actions).
// Targets (issue "After the dice"): the report written in each of its forms (HTML with its plots
// inside, PDF on A4, Markdown with its plots beside it) in 1 s or less each, from the log to the file;
// the dock brought up to date after an action is added or undone, median 16 ms or less. Run by hand:
//     QT_QPA_PLATFORM=offscreen build/bench/tests/benchmarks/bench_report

#include "tests/benchmarks/longgame.h"

#include "core/report/battlereport.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/gamecontroller.h"
#include "ui/report/reportexport.h"
#include "ui/report/statisticsview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace wm;
using namespace wm::bench;

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

double highest(const QList<double> &values)
{
    return values.isEmpty() ? 0 : *std::max_element(values.begin(), values.end());
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    constexpr int Actions = 1000;
    constexpr int Runs = 5;
    Player player(Game::start(twentyUnitsASide()).value(), Actions);
    player.play();
    const Game &game = player.game();
    QTemporaryDir dir;

    std::printf("The battle report of a game of %d actions, %d runs each (from the log to the file):\n", Actions, Runs);
    const struct
    {
        const char *name;
        ReportFormat format;
        const char *file;
    } forms[] = {{"HTML", ReportFormat::Html, "report.html"},
                 {"PDF, A4", ReportFormat::Pdf, "report.pdf"},
                 {"Markdown", ReportFormat::Markdown, "report.md"}};
    for (const auto &form : forms) {
        QList<double> times;
        qint64 size = 0;
        for (int run = 0; run < Runs; ++run) {
            QElapsedTimer timer;
            timer.start();
            const auto report = BattleReport::of(game.setup(), game.actions());
            if (!report ||
                writeBattleReport(report.value(), dir.filePath(QString::fromLatin1(form.file)), form.format)) {
                std::printf("  %s: failed\n", form.name);
                return 1;
            }
            times.append(double(timer.nsecsElapsed()) / 1e6);
            size = QFileInfo(dir.filePath(QString::fromLatin1(form.file))).size();
        }
        std::printf("  %-9s median %7.1f ms, slowest %7.1f ms, %lld KB (target: 1,000 ms each)\n", form.name,
                    median(times), highest(times), size / 1024);
    }

    // The dock on screen, following the game as it is played: an action added, then undone.
    Database db;
    if (db.open(dir.filePath(QStringLiteral("bench.sqlite"))))
        return 1;
    GameStore store(db);
    auto session = GameSession::import(store, game);
    if (!session)
        return 1;
    GameController controller(std::move(session).value());
    StatisticsView view;
    view.resize(520, 760);
    view.show();
    QElapsedTimer opened;
    opened.start();
    view.setGame(&controller);
    QApplication::processEvents();
    std::printf("The Statistics dock: counted from the whole log in %.1f ms.\n", double(opened.nsecsElapsed()) / 1e6);
    QList<double> updates;
    for (int i = 0; i < 40; ++i) {
        QElapsedTimer timer;
        timer.start();
        // Undo and redo: each one action's figures taken back or added, then drawn.
        if (i % 2 == 0)
            controller.undoStack()->undo();
        else
            controller.undoStack()->redo();
        QApplication::processEvents();
        updates.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("  an undo or a redo, brought up to date and drawn: median %.1f ms, slowest %.1f ms "
                "(target: median 16 ms)\n",
                median(updates), highest(updates));
    return 0;
}
