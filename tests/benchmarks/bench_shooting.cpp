// SPDX-License-Identifier: GPL-3.0-or-later
// How long the shooting rules take for the largest volleys players roll. A click must feel instant:
// the target is well under a millisecond for a whole phase's shooting and drive backs.

#include "core/dice/randomdicesource.h"
#include "core/rules/driveback.h"
#include "core/rules/shooting.h"

#include <QRandomGenerator>
#include <QTest>

using namespace wm;

namespace {

UnitProfile profile(const char *name, UnitType type, std::optional<int> shooting, int hits, Armour armour)
{
    UnitProfile p;
    p.name = QString::fromLatin1(name);
    p.type = type;
    p.combatAttacks = 3;
    p.shootingAttacks = shooting;
    p.rangeCm = shooting ? std::optional<int>(30) : std::nullopt;
    p.hits = hits;
    p.armour = armour;
    return p;
}

} // namespace

class BenchShooting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomDice();
    void volleyOfFourUnitsAtMixedCover();
    void phaseEndForTwentyUnits();
};

void BenchShooting::randomDice()
{
    RandomDiceSource dice;
    QBENCHMARK
    {
        dice.dice(100, RollPurpose::Other);
    }
}

void BenchShooting::volleyOfFourUnitsAtMixedCover()
{
    QRandomGenerator generator(7);
    RandomDiceSource dice(&generator);
    const UnitProfile archers = profile("Archers", UnitType::Infantry, 1, 3, Armour::saveOn(6));
    const UnitProfile spearmen = profile("Spearmen", UnitType::Infantry, std::nullopt, 3, Armour::saveOn(5));
    QList<Shooter> shooters;
    for (int id = 1; id <= 4; ++id)
        shooters.append({Unit::create(id, archers), 3});
    Unit target = Unit::create(9, spearmen);
    target.state.positions = {1, 1, 1};
    QBENCHMARK
    {
        const auto result = resolveShooting({shooters, target}, Ruleset::warmaster(), dice);
        Q_UNUSED(result);
    }
}

void BenchShooting::phaseEndForTwentyUnits()
{
    QRandomGenerator generator(11);
    RandomDiceSource dice(&generator);
    const UnitProfile knights = profile("Knights", UnitType::Cavalry, std::nullopt, 3, Armour::saveOn(4));
    QList<Unit> units;
    for (int id = 1; id <= 20; ++id) {
        Unit u = Unit::create(id, knights);
        u.state.hitsTakenThisPhase = id % 4;
        u.state.hitsAccumulated = id % 3;
        units.append(u);
    }
    QBENCHMARK
    {
        const auto end = endShootingPhase(units, Ruleset::revolution(), dice);
        Q_UNUSED(end);
    }
}

QTEST_APPLESS_MAIN(BenchShooting)
#include "bench_shooting.moc"
