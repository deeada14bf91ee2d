// SPDX-License-Identifier: GPL-3.0-or-later
// The end of the battle (FACTS §8): break point, the General slain, victory points, turn limits.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/rules/endofbattle.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

Unit wipedOut(Unit u)
{
    u.state = {};
    u.state.destroyed = DestroyedBy::Casualties;
    return u;
}

Unit downTo(Unit u, int stands)
{
    u.state.standsLeft = stands;
    u.state.positions = {stands, 0, 0};
    return u;
}

QList<Unit> army(int units)
{
    QList<Unit> a{unit(100, empireGeneral()), unit(101, empireHero())};
    for (int i = 0; i < units; ++i)
        a.append(unit(i + 1, halberdiers()));
    return a;
}

} // namespace

class TestEndOfBattle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void breakPoint_data();
    void breakPoint();
    void generalSlainWithdraws();
    void victoryPoints_data();
    void victoryPoints();
    void turnLimitRolledAtStart_data();
    void turnLimitRolledAtStart();
    void turnLimitRolledEachTurn_data();
    void turnLimitRolledEachTurn();
};

void TestEndOfBattle::breakPoint_data()
{
    QTest::addColumn<QList<Unit>>("units");
    QTest::addColumn<int>("breakPoint");
    QTest::addColumn<int>("halvesLost");
    QTest::addColumn<bool>("withdraws");
    QList<Unit> a = army(10);
    QTest::newRow("10 units, characters not counted: break point 5") << a << 5 << 0 << false;
    QTest::newRow("9 units: break point 5 (half, rounded up)") << army(9) << 5 << 0 << false;
    a = army(10);
    for (int i = 2; i < 6; ++i)
        a[i] = wipedOut(a[i]);
    QTest::newRow("4 of 10 destroyed: holds") << a << 5 << 8 << false;
    a[6] = downTo(a[6], 1);
    QTest::newRow("4 destroyed and one down to 1 stand: 4.5 of 5, holds") << a << 5 << 9 << false;
    a[7] = downTo(a[7], 1);
    QTest::newRow("4 destroyed and two down to 1 stand: 5 of 5, withdraws") << a << 5 << 10 << true;
    a = army(10);
    for (int i = 2; i < 7; ++i)
        a[i] = wipedOut(a[i]);
    QTest::newRow("5 of 10 destroyed: withdraws") << a << 5 << 10 << true;
    a = army(4);
    a[2] = downTo(a[2], 2);
    QTest::newRow("a unit down to 2 stands counts nothing") << a << 2 << 0 << false;
    a = army(2);
    a.append(downTo(unit(50, steamTank()), 1));
    QTest::newRow("a one-stand unit is never 'down to one'") << a << 2 << 0 << false;
    a = army(2);
    a[1] = wipedOut(a[1]);
    QTest::newRow("a slain Hero counts nothing") << a << 1 << 0 << false;
    a = army(4);
    a[2].countsTowardsBreakPoint = false; // peasants, say: out of the count, and their loss counts nothing
    a[2] = wipedOut(a[2]);
    QTest::newRow("a unit the list leaves out of the break point") << a << 2 << 0 << false;
}

void TestEndOfBattle::breakPoint()
{
    QFETCH(QList<Unit>, units);
    const ArmyLosses losses = armyLosses(units);
    QTEST(losses.breakPoint, "breakPoint");
    QTEST(losses.halvesLost, "halvesLost");
    // The halves come from whole units destroyed and units down to one stand, each counted.
    QCOMPARE(2 * losses.destroyed + losses.reduced, losses.halvesLost);
    QTEST(losses.withdraws(), "withdraws");
}

void TestEndOfBattle::generalSlainWithdraws()
{
    QList<Unit> a = army(6);
    a[0] = wipedOut(a[0]);
    const ArmyLosses losses = armyLosses(a);
    QVERIFY(losses.generalSlain);
    QVERIFY(!losses.broken());
    QVERIFY(losses.withdraws());
}

void TestEndOfBattle::victoryPoints_data()
{
    QTest::addColumn<QList<int>>("points");
    QTest::addColumn<QList<int>>("standsLeft"); // 0: destroyed
    QTest::addColumn<Traits>("traits");         // every unit's
    QTest::addColumn<int>("victoryPoints");
    const Traits none;
    QTest::newRow("nothing lost") << QList<int>{45, 110} << QList<int>{3, 3} << none << 0;
    QTest::newRow("destroyed: full points") << QList<int>{45, 110} << QList<int>{0, 3} << none << 45;
    QTest::newRow("down to one stand: half of 110 = 55") << QList<int>{110} << QList<int>{1} << none << 55;
    QTest::newRow("down to one stand: half of 45 = 22.5 -> 25") << QList<int>{45} << QList<int>{1} << none << 25;
    QTest::newRow("down to one stand: half of 65 = 32.5 -> 35") << QList<int>{65} << QList<int>{1} << none << 35;
    QTest::newRow("down to one stand: half of 60 = 30") << QList<int>{60} << QList<int>{1} << none << 30;
    QTest::newRow("down to two stands: nothing") << QList<int>{110} << QList<int>{2} << none << 0;
    QTest::newRow("mixed") << QList<int>{45, 110, 65} << QList<int>{0, 1, 2} << none << 100;
    const Traits slayers = Trait::VictoryPointsWhileStanding;
    QTest::newRow("Troll Slayers: untouched, full points") << QList<int>{80} << QList<int>{3} << slayers << 80;
    QTest::newRow("Troll Slayers: one stand left, full points") << QList<int>{80} << QList<int>{1} << slayers << 80;
    QTest::newRow("Troll Slayers: destroyed, nothing") << QList<int>{80} << QList<int>{0} << slayers << 0;
    const Traits worthless = Trait::NoVictoryPoints;
    QTest::newRow("Pump Wagon: destroyed, nothing") << QList<int>{50} << QList<int>{0} << worthless << 0;
    QTest::newRow("Pump Wagon: standing, nothing") << QList<int>{50} << QList<int>{3} << worthless << 0;
}

void TestEndOfBattle::victoryPoints()
{
    QFETCH(QList<int>, points);
    QFETCH(QList<int>, standsLeft);
    QFETCH(Traits, traits);
    QList<ScoredUnit> enemy;
    for (qsizetype i = 0; i < points.size(); ++i) {
        UnitProfile profile = halberdiers();
        profile.traits |= traits;
        Unit u = unit(int(i) + 1, profile);
        u = standsLeft.at(i) == 0 ? wipedOut(u) : downTo(u, standsLeft.at(i));
        enemy.append({u, points.at(i)});
    }
    QTEST(wm::victoryPoints(enemy), "victoryPoints");
}

void TestEndOfBattle::turnLimitRolledAtStart_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("turns");
    QTest::newRow("1 -> 6 turns") << 1 << 6;
    QTest::newRow("2 -> 6 turns") << 2 << 6;
    QTest::newRow("3 -> 7 turns") << 3 << 7;
    QTest::newRow("4 -> 7 turns") << 4 << 7;
    QTest::newRow("5 -> 8 turns") << 5 << 8;
    QTest::newRow("6 -> 8 turns") << 6 << 8;
}

void TestEndOfBattle::turnLimitRolledAtStart()
{
    QFETCH(int, face);
    QTEST(turnLimitFromRoll(face), "turns");
}

void TestEndOfBattle::turnLimitRolledEachTurn_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<std::optional<int>>("face");
    QTest::addColumn<std::optional<bool>>("ends");
    using F = std::optional<int>;
    using B = std::optional<bool>;
    QTest::newRow("turn 4: no roll, goes on") << 4 << F() << B(false);
    QTest::newRow("turn 5: needs a roll") << 5 << F() << B();
    QTest::newRow("turn 5: 3 goes on") << 5 << F(3) << B(false);
    QTest::newRow("turn 5: 4 ends") << 5 << F(4) << B(true);
    QTest::newRow("turn 7: 6 ends") << 7 << F(6) << B(true);
    QTest::newRow("turn 8: always ends") << 8 << F() << B(true);
}

void TestEndOfBattle::turnLimitRolledEachTurn()
{
    QFETCH(int, turn);
    QFETCH(std::optional<int>, face);
    QTEST(gameEndsAfterTurn(turn, face), "ends");
}

QTEST_APPLESS_MAIN(TestEndOfBattle)
#include "tst_endofbattle.moc"
