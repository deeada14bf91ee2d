// SPDX-License-Identifier: GPL-3.0-or-later
// The odds before the dice against a simulation of the same, and one update of a resolver's plot.
// Targets (issue "The odds before the dice"): the exact distribution of a 60-dice shot through saves,
// stands, drive back and rout at least 1,000 times faster than 100,000 simulated trials of it; one
// plot update after an input changes, median 16 ms or less. Run by hand (offscreen is fine):
//     QT_QPA_PLATFORM=offscreen build/bench/tests/benchmarks/bench_odds

#include "core/dice/randomdicesource.h"
#include "core/odds/oddstext.h"
#include "core/odds/shootingodds.h"
#include "core/rules/driveback.h"
#include "ui/odds/oddsview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <qcustomplot.h>

#include <algorithm>
#include <cstdio>

using namespace wm;

namespace {

UnitProfile profile(const char *name, std::optional<int> shooting, int hits, Armour armour)
{
    UnitProfile p;
    p.name = QString::fromLatin1(name);
    p.type = UnitType::Infantry;
    p.combatAttacks = 3;
    p.shootingAttacks = shooting;
    p.rangeCm = shooting ? std::optional<int>(30) : std::nullopt;
    p.hits = hits;
    p.armour = armour;
    return p;
}

// Four units of three stands, five dice a stand: sixty dice at a unit of three 3-hit stands saving on
// 5+, in the open or at mixed positions.
ShootingRequest sixtyDice(const StandPositions &positions)
{
    ShootingRequest request;
    for (int id = 1; id <= 4; ++id)
        request.shooters.append({Unit::create(id, profile("Bolt throwers", 5, 3, Armour::none())), 3});
    request.target = Unit::create(9, profile("Spearmen", std::nullopt, 3, Armour::saveOn(5)));
    request.target.state.positions = positions;
    return request;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

// Milliseconds per run of `work`, the median of `runs`.
template <typename Work>
double timed(int runs, Work work)
{
    QList<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        work();
        times.append(double(clock.nsecsElapsed()) / 1e6);
    }
    return median(times);
}

void compare(const char *what, const ShootingRequest &request)
{
    const Ruleset ruleset = Ruleset::warmaster();
    ShootingOdds odds;
    const double exact = timed(21, [&] { odds = shootingOdds(request, ruleset).value(); });
    constexpr int Trials = 100000;
    QRandomGenerator generator(20261129);
    RandomDiceSource dice(&generator);
    int routed = 0;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < Trials; ++i) {
        const ShootingResult shot = resolveShooting(request, ruleset, dice).value();
        const ShootingPhaseEnd end = endShootingPhase({shot.targetAfter}, ruleset, dice).value();
        routed += !end.driveBacks.isEmpty() && end.driveBacks.constFirst().routed;
    }
    const double simulated = double(clock.nsecsElapsed()) / 1e6;
    std::printf("%s: exact %.3f ms, %d simulated trials %.1f ms: exact %.0fx faster (target >= 1000x)\n", what, exact,
                Trials, simulated, simulated / exact);
    std::printf("    routed: exact %.4f, simulated %.4f; %s\n", odds.routed, double(routed) / Trials,
                qPrintable(OddsText::shooting(odds)));
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    compare("60 dice, all in the open", sixtyDice({3, 0, 0}));
    compare("60 dice, mixed positions", sixtyDice({1, 1, 1}));

    // One update of the plot after an input changes: the odds worked out again and the plot painted.
    OddsView view;
    view.resize(520, 260);
    view.show();
    QCoreApplication::processEvents();
    const Ruleset ruleset = Ruleset::warmaster();
    int stands = 1;
    const double update = timed(101, [&] {
        ShootingRequest request = sixtyDice({1, 1, 1});
        request.shooters[0].stands = stands;
        stands = stands % 3 + 1;
        const ShootingOdds odds = shootingOdds(request, ruleset).value();
        view.setOdds(OddsText::shooting(odds), odds.struck, QStringLiteral("Hits after saves"));
        view.plot()->replot(QCustomPlot::rpImmediateRefresh);
        view.repaint();
    });
    std::printf("plot update after an input change: median %.2f ms (target <= 16 ms)\n", update);
    return 0;
}
