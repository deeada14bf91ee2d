// SPDX-License-Identifier: GPL-3.0-or-later
// Sieges (sources/004): artillery against fortresses, buildings and ships (the score to hit, the
// damage die, the highest of one per hit, with its modifiers, and a tower that needs two breaches),
// and boiling oil poured on a unit at the walls.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/rules/boilingoil.h"
#include "core/rules/buildingdamage.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::Building)
Q_DECLARE_METATYPE(wm::BuildingKind)

namespace {

Building building(BuildingKind kind, bool damaged = false, int breaches = 0)
{
    Building b;
    b.kind = kind;
    b.damaged = damaged;
    b.breaches = breaches;
    return b;
}

} // namespace

class TestBuildingDamage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoreToHit_data();
    void scoreToHit();
    void modifier_data();
    void modifier();
    void damageScore_data();
    void damageScore();
    void shot_data();
    void shot();
    void refused();
    void boilingOil_data();
    void boilingOil();
};

void TestBuildingDamage::scoreToHit_data()
{
    QTest::addColumn<BuildingKind>("kind");
    QTest::addColumn<int>("score");
    QTest::newRow("fortress wall: 6") << BuildingKind::Wall << 6;
    QTest::newRow("tower: 6") << BuildingKind::Tower << 6;
    QTest::newRow("gateway: 6") << BuildingKind::Gateway << 6;
    QTest::newRow("ship: 6") << BuildingKind::Ship << 6;
    QTest::newRow("other building: 4+") << BuildingKind::Building << 4;
    QTest::newRow("boat: 4+") << BuildingKind::Boat << 4;
}

void TestBuildingDamage::scoreToHit()
{
    QFETCH(BuildingKind, kind);
    QFETCH(int, score);
    QCOMPARE(buildingScoreToHit(kind), score);
}

void TestBuildingDamage::modifier_data()
{
    QTest::addColumn<Building>("target");
    QTest::addColumn<int>("modifier");
    QTest::newRow("wall: none") << building(BuildingKind::Wall) << 0;
    QTest::newRow("damaged wall: +1") << building(BuildingKind::Wall, true) << 1;
    QTest::newRow("gateway: +1") << building(BuildingKind::Gateway) << 1;
    QTest::newRow("damaged gateway: +2") << building(BuildingKind::Gateway, true) << 2;
    QTest::newRow("building: +1") << building(BuildingKind::Building) << 1;
    QTest::newRow("damaged building: +2") << building(BuildingKind::Building, true) << 2;
    QTest::newRow("ship: none") << building(BuildingKind::Ship) << 0;
    QTest::newRow("ship already damaged: +1") << building(BuildingKind::Ship, true) << 1;
    QTest::newRow("damaged tower: +1, or it could never be breached") << building(BuildingKind::Tower, true) << 1;
    QTest::newRow("damaged boat: +1, or it could never sink") << building(BuildingKind::Boat, true) << 1;
}

void TestBuildingDamage::modifier()
{
    QFETCH(Building, target);
    QFETCH(int, modifier);
    QCOMPARE(buildingDamageModifier(target), modifier);
}

void TestBuildingDamage::damageScore_data()
{
    QTest::addColumn<int>("highestDie");
    QTest::addColumn<Building>("target");
    QTest::addColumn<int>("score");
    QTest::newRow("wall, 5: 5") << 5 << building(BuildingKind::Wall) << 5;
    QTest::newRow("gateway, 5: 6") << 5 << building(BuildingKind::Gateway) << 6;
    QTest::newRow("damaged gateway, 5: 7") << 5 << building(BuildingKind::Gateway, true) << 7;
    QTest::newRow("damaged tower, 6: 7, a breach") << 6 << building(BuildingKind::Tower, true) << 7;
    QTest::newRow("damaged building, 1: 3") << 1 << building(BuildingKind::Building, true) << 3;
}

void TestBuildingDamage::damageScore()
{
    QFETCH(int, highestDie);
    QFETCH(Building, target);
    QFETCH(int, score);
    QCOMPARE(buildingDamageScore(highestDie, target), score);
}

void TestBuildingDamage::shot_data()
{
    QTest::addColumn<Building>("target");
    QTest::addColumn<QList<int>>("dice"); // 2 to hit, then one damage die per hit
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("score");
    QTest::addColumn<bool>("damaged");
    QTest::addColumn<int>("breaches");
    QTest::addColumn<bool>("fallen");

    using L = QList<int>;
    QTest::newRow("wall, no 6 to hit: nothing")
        << building(BuildingKind::Wall) << L{5, 4} << 0 << 0 << false << 0 << false;
    QTest::newRow("wall, best damage die 2: no effect")
        << building(BuildingKind::Wall) << L{6, 6, 1, 2} << 2 << 2 << false << 0 << false;
    QTest::newRow("wall, best damage die 3: damaged but holds")
        << building(BuildingKind::Wall) << L{6, 1, 3} << 1 << 3 << true << 0 << false;
    QTest::newRow("damaged wall, 6 + 1 = 7: breached")
        << building(BuildingKind::Wall, true) << L{6, 1, 6} << 1 << 7 << true << 1 << true;
    QTest::newRow("undamaged wall, 6: damaged only")
        << building(BuildingKind::Wall) << L{6, 1, 6} << 1 << 6 << true << 0 << false;
    QTest::newRow("damaged gateway, 5 + 2 = 7: breached")
        << building(BuildingKind::Gateway, true) << L{6, 1, 5} << 1 << 7 << true << 1 << true;
    QTest::newRow("building hit on 4+, 6 + 1 = 7: destroyed")
        << building(BuildingKind::Building) << L{4, 3, 6} << 1 << 7 << true << 1 << true;
    QTest::newRow("damaged tower, 6 + 1: first breach, still stands")
        << building(BuildingKind::Tower, true) << L{6, 6, 6, 2} << 2 << 7 << true << 1 << false;
    QTest::newRow("ship already damaged, 6 + 1: sunk")
        << building(BuildingKind::Ship, true) << L{6, 2, 6} << 1 << 7 << true << 1 << true;
}

void TestBuildingDamage::shot()
{
    QFETCH(Building, target);
    QFETCH(QList<int>, dice);
    QFETCH(int, hits);
    QFETCH(int, score);
    QFETCH(bool, damaged);
    QFETCH(int, breaches);
    QFETCH(bool, fallen);

    ScriptedDiceSource source(dice);
    const auto result = resolveBuildingShot({unit(1, cannon()), 2, target}, source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(source.unused(), QList<int>{});
    QCOMPARE(result->hits, hits);
    QCOMPARE(result->score, score);
    QCOMPARE(result->after.damaged, damaged);
    QCOMPARE(result->after.breaches, breaches);
    QCOMPARE(result->after.hasFallen(), fallen);
}

void TestBuildingDamage::refused()
{
    ScriptedDiceSource source({6, 6, 6});
    QCOMPARE(resolveBuildingShot({unit(1, archers()), 3, building(BuildingKind::Wall)}, source).error().field,
             QStringLiteral("shooter"));
    QCOMPARE(resolveBuildingShot({unit(1, cannon()), 0, building(BuildingKind::Wall)}, source).error().field,
             QStringLiteral("dice count"));
    QCOMPARE(resolveBuildingShot({unit(1, cannon()), 2, building(BuildingKind::Wall, true, 1)}, source).error().field,
             QStringLiteral("target"));
    QCOMPARE(source.unused().size(), 3);

    // A tower falls to its second breach.
    ScriptedDiceSource dice({6, 6, 6, 6});
    const auto second = resolveBuildingShot({unit(1, cannon()), 2, building(BuildingKind::Tower, true, 1)}, dice);
    QVERIFY(second.ok());
    QVERIFY(second->after.hasFallen());
}

void TestBuildingDamage::boilingOil_data()
{
    QTest::addColumn<Unit>("target");
    QTest::addColumn<QList<int>>("dice"); // the table's D6, the row's D3, to hit, saves
    QTest::addColumn<int>("attacks");
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("struck");
    QTest::addColumn<int>("standsLeft");
    QTest::addColumn<int>("retreatCm");

    using L = QList<int>;
    Unit worn = unit(9, halberdiers());
    worn.state.hitsAccumulated = 2;
    Unit lastStand = placed(unit(9, halberdiers()), 1, 0, 0);
    lastStand.state.hitsAccumulated = 2;

    QTest::newRow("1: no effect") << unit(9, halberdiers()) << L{1} << 0 << 0 << 0 << 3 << 0;
    QTest::newRow("2: no effect") << unit(9, halberdiers()) << L{2} << 0 << 0 << 0 << 3 << 0;
    QTest::newRow("3: 1 attack that misses") << unit(9, halberdiers()) << L{3, 3} << 1 << 0 << 0 << 3 << 0;
    QTest::newRow("4: 1 hit, no stand lost, no retreat")
        << unit(9, halberdiers()) << L{4, 5, 2} << 1 << 1 << 1 << 3 << 0;
    // The sheet's 3-4 is the attack alone: a stand lost to it is no retreat.
    QTest::newRow("3: 1 hit on a worn unit: a stand lost, no retreat") << worn << L{3, 6, 1} << 1 << 1 << 1 << 2 << 0;
    QTest::newRow("4: 1 hit on a worn unit: a stand lost, no retreat") << worn << L{4, 6, 1} << 1 << 1 << 1 << 2 << 0;
    QTest::newRow("5: D3 attacks (a 1: 1) on a worn unit: a stand lost, retreat 1 cm")
        << worn << L{5, 1, 6, 1} << 1 << 1 << 1 << 2 << 1;
    QTest::newRow("5: D3 attacks (a 6: 3), a stand lost, retreat 3 cm")
        << unit(9, knights()) << L{5, 6, 4, 5, 6, 1, 2, 3} << 3 << 3 << 3 << 2 << 3;
    QTest::newRow("6: D3 attacks (a 1: 1), saved") << unit(9, knights()) << L{6, 1, 6, 4} << 1 << 1 << 0 << 3 << 0;
    QTest::newRow("the last stand lost: destroyed, no retreat") << lastStand << L{6, 2, 6, 1} << 1 << 1 << 1 << 0 << 0;
}

void TestBuildingDamage::boilingOil()
{
    QFETCH(Unit, target);
    QFETCH(QList<int>, dice);

    ScriptedDiceSource source(dice);
    const auto result = resolveBoilingOil(target, source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(source.remaining(), 0);
    QTEST(result->table.attacks, "attacks");
    QTEST(result->hits, "hits");
    QTEST(result->struck, "struck");
    QTEST(result->unitAfter.state.standsLeft, "standsLeft");
    QTEST(result->retreatCm, "retreatCm");
    QCOMPARE(result->toHit.has_value(), result->table.attacks > 0);
    QCOMPARE(result->rolls().size(),
             qsizetype(1 + (result->table.attacksRoll ? 1 : 0) + (result->toHit ? 1 : 0) + (result->saves ? 1 : 0)));
}

QTEST_APPLESS_MAIN(TestBuildingDamage)
#include "tst_buildingdamage.moc"
