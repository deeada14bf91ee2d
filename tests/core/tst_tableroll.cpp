// SPDX-License-Identifier: GPL-3.0-or-later
// Rolling the special tables with scripted dice: every row of the Giant, Flame Cannon (by the double),
// Death Rocket, Rocket Launcher and boiling oil tables in both versions, the numbers each row rolls,
// and what each does to the unit.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/dice/stepdicesource.h"
#include "core/rules/tableroll.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

// What a row should leave on the unit.
struct Expected
{
    bool destroyed = false;
    bool cannotShoot = false;
    bool cannotFight = false;
    bool doubleAttacks = false;
    int shootingDice = 0; // 0: unchanged
};

} // namespace

Q_DECLARE_METATYPE(Expected)

class TestTableRoll : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows_data();
    void rows();
    void commanderSlain();
    void scoreFromAnotherRoll();
    void refused();
    void aLoneD3IsAskedForAsOne();
};

void TestTableRoll::aLoneD3IsAskedForAsOne()
{
    // A player typing the dice in is asked for a D3, not a plain die, and the log shows it halved.
    const QString who = QStringLiteral("Halberdiers");
    StepDiceSource step({EnteredRoll{DiceRequest{DiceKind::D6, 1, RollPurpose::Table, who}, {5}}});
    QVERIFY(!rollOnTable(unit(1, halberdiers()), TableId::BoilingOil, step).ok());
    QVERIFY(step.pending());
    QCOMPARE(step.pending()->kind, DiceKind::D3);
    QCOMPARE(step.pending()->diceText(), QStringLiteral("1 die, halved: 1-2 is 1, 3-4 is 2, 5-6 is 3"));

    StepDiceSource both(step.used() + QList<EnteredRoll>{EnteredRoll{*step.pending(), {5}}});
    const auto result = rollOnTable(unit(1, halberdiers()), TableId::BoilingOil, both);
    QVERIFY(result.ok());
    QCOMPARE(both.rolled().constLast().describe(), QStringLiteral("How many (Halberdiers): 5 -> D3 3"));
    QCOMPARE(result->attacks, 3);
}

void TestTableRoll::rows_data()
{
    QTest::addColumn<TableId>("table");
    QTest::addColumn<UnitProfile>("profile");
    QTest::addColumn<int>("score");       // for tables scored by another roll; 0: the table rolls a D6
    QTest::addColumn<QList<int>>("dice"); // the table's D6 (if it rolls one), then the row's dice
    QTest::addColumn<QString>("title");
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("attacks");
    QTest::addColumn<int>("distanceCm");
    QTest::addColumn<Expected>("expected");

    using L = QList<int>;
    const auto G = TableId::GiantGoesWild;
    QTest::newRow("Giant 1: neither moves nor fights") << G << giant() << 0 << L{1} << QStringLiteral("Stands dazed")
                                                       << 0 << 0 << 0 << Expected{false, false, true, false, 0};
    QTest::newRow("Giant 2: heads for the table edge")
        << G << giant() << 0 << L{2} << QStringLiteral("Wanders off") << 0 << 0 << 0 << Expected{};
    QTest::newRow("Giant 3: a rock thrown 5D6 cm, 3 attacks")
        << G << giant() << 0 << L{3, 1, 2, 3, 4, 5} << QStringLiteral("Throws a rock") << 0 << 3 << 15 << Expected{};
    QTest::newRow("Giant 4: straight ahead")
        << G << giant() << 0 << L{4} << QStringLiteral("Lumbers ahead") << 0 << 0 << 0 << Expected{};
    QTest::newRow("Giant 5: rushes the enemy")
        << G << giant() << 0 << L{5} << QStringLiteral("Rushes the enemy") << 0 << 0 << 0 << Expected{};
    QTest::newRow("Giant 6: double pace, double attacks in the first round")
        << G << giant() << 0 << L{6} << QStringLiteral("Berserk") << 0 << 0 << 0
        << Expected{false, false, false, true, 0};

    const auto FW = TableId::FlameCannonWarmaster;
    QTest::newRow("Flame Cannon Warmaster double 1: destroyed, no hits")
        << FW << flameCannon() << 1 << L{} << QStringLiteral("Explodes") << 0 << 0 << 0 << Expected{true};
    QTest::newRow("Flame Cannon Warmaster double 2: 4 hits and 2D6 attacks, destroyed")
        << FW << flameCannon() << 2 << L{3, 5} << QStringLiteral("Last gasp") << 4 << 8 << 0 << Expected{true};
    QTest::newRow("Flame Cannon Warmaster double 3: 3 hits, one die from now on")
        << FW << flameCannon() << 3 << L{} << QStringLiteral("Sputters") << 3 << 0 << 0
        << Expected{false, false, false, false, 1};
    QTest::newRow("Flame Cannon Warmaster double 4: 4 hits")
        << FW << flameCannon() << 4 << L{} << QStringLiteral("Flare") << 4 << 0 << 0 << Expected{};
    QTest::newRow("Flame Cannon Warmaster double 5: no shot this turn")
        << FW << flameCannon() << 5 << L{} << QStringLiteral("Goes out") << 0 << 0 << 0 << Expected{false, true};
    QTest::newRow("Flame Cannon Warmaster double 6: 12 hits and D6 attacks")
        << FW << flameCannon() << 6 << L{4} << QStringLiteral("Inferno") << 12 << 4 << 0 << Expected{};

    const auto FR = TableId::FlameCannonRevolution;
    QTest::newRow("Flame Cannon Revolution double 1: destroyed, no attacks")
        << FR << flameCannon() << 1 << L{} << QStringLiteral("Explodes") << 0 << 0 << 0 << Expected{true};
    QTest::newRow("Flame Cannon Revolution double 2: 4+2D6 attacks, destroyed")
        << FR << flameCannon() << 2 << L{6, 6} << QStringLiteral("Last gasp") << 0 << 16 << 0 << Expected{true};
    QTest::newRow("Flame Cannon Revolution double 3: 6 attacks, 1D6 from now on")
        << FR << flameCannon() << 3 << L{} << QStringLiteral("Smoky flame") << 0 << 6 << 0
        << Expected{false, false, false, false, 1};
    QTest::newRow("Flame Cannon Revolution double 4: no shot this turn")
        << FR << flameCannon() << 4 << L{} << QStringLiteral("Goes out") << 0 << 0 << 0 << Expected{false, true};
    QTest::newRow("Flame Cannon Revolution double 5: 10 attacks")
        << FR << flameCannon() << 5 << L{} << QStringLiteral("Soot and coals") << 0 << 10 << 0 << Expected{};
    QTest::newRow("Flame Cannon Revolution double 6: 12+D6 attacks")
        << FR << flameCannon() << 6 << L{2} << QStringLiteral("Huge flame") << 0 << 14 << 0 << Expected{};

    const auto DW = TableId::DeathRocketWarmaster;
    QTest::newRow("Death Rocket Warmaster 1: destroyed")
        << DW << deathRocket() << 0 << L{1} << QStringLiteral("Explodes") << 0 << 0 << 0 << Expected{true};
    QTest::newRow("Death Rocket Warmaster 2: 1+2D6 attacks, destroyed")
        << DW << deathRocket() << 0 << L{2, 1, 6} << QStringLiteral("Last launch") << 0 << 8 << 0 << Expected{true};
    QTest::newRow("Death Rocket Warmaster 3: no shot, D6 attacks from now on")
        << DW << deathRocket() << 0 << L{3} << QStringLiteral("Damaged") << 0 << 0 << 0
        << Expected{false, true, false, false, 1};
    QTest::newRow("Death Rocket Warmaster 4: no shot")
        << DW << deathRocket() << 0 << L{4} << QStringLiteral("Fails to launch") << 0 << 0 << 0
        << Expected{false, true};
    QTest::newRow("Death Rocket Warmaster 5: no shot")
        << DW << deathRocket() << 0 << L{5} << QStringLiteral("Fails to launch") << 0 << 0 << 0
        << Expected{false, true};
    QTest::newRow("Death Rocket Warmaster 6: 1+D6 attacks")
        << DW << deathRocket() << 0 << L{6, 5} << QStringLiteral("Extra charge") << 0 << 6 << 0 << Expected{};

    for (TableId t : {TableId::DeathRocketRevolution, TableId::RocketLauncher}) {
        const QByteArray name = t == TableId::RocketLauncher ? "Rocket Launcher" : "Death Rocket Revolution";
        QTest::addRow("%s 1: destroyed", name.constData())
            << t << deathRocket() << 0 << L{1} << QStringLiteral("Explodes") << 0 << 0 << 0 << Expected{true};
        QTest::addRow("%s 2: one attack", name.constData())
            << t << deathRocket() << 0 << L{2} << QStringLiteral("Dud") << 0 << 1 << 0 << Expected{};
        QTest::addRow("%s 3: one attack", name.constData())
            << t << deathRocket() << 0 << L{3} << QStringLiteral("Dud") << 0 << 1 << 0 << Expected{};
        QTest::addRow("%s 4: D6 attacks on the unit beyond", name.constData())
            << t << deathRocket() << 0 << L{4, 3} << QStringLiteral("Overshoots") << 0 << 3 << 0 << Expected{};
        QTest::addRow("%s 5: D6 attacks on the unit beyond", name.constData())
            << t << deathRocket() << 0 << L{5, 6} << QStringLiteral("Overshoots") << 0 << 6 << 0 << Expected{};
        QTest::addRow("%s 6: 2D6 attacks", name.constData())
            << t << deathRocket() << 0 << L{6, 2, 3} << QStringLiteral("Big blast") << 0 << 5 << 0 << Expected{};
    }

    const auto O = TableId::BoilingOil;
    for (int score : {1, 2})
        QTest::addRow("boiling oil %d: nothing", score)
            << O << halberdiers() << 0 << L{score} << QStringLiteral("No effect") << 0 << 0 << 0 << Expected{};
    for (int score : {3, 4})
        QTest::addRow("boiling oil %d: one attack", score)
            << O << halberdiers() << 0 << L{score} << QStringLiteral("Scalded") << 0 << 1 << 0 << Expected{};
    QTest::newRow("boiling oil 5: D3 attacks (a 5 is 3)")
        << O << halberdiers() << 0 << L{5, 5} << QStringLiteral("Drenched") << 0 << 3 << 0 << Expected{};
    QTest::newRow("boiling oil 6: D3 attacks (a 2 is 1)")
        << O << halberdiers() << 0 << L{6, 2} << QStringLiteral("Drenched") << 0 << 1 << 0 << Expected{};
}

void TestTableRoll::rows()
{
    QFETCH(TableId, table);
    QFETCH(UnitProfile, profile);
    QFETCH(int, score);
    QFETCH(QList<int>, dice);
    QFETCH(QString, title);
    QFETCH(int, hits);
    QFETCH(int, attacks);
    QFETCH(int, distanceCm);
    QFETCH(Expected, expected);

    ScriptedDiceSource source(dice);
    const Unit u = unit(1, profile);
    const auto result = score > 0 ? applyTableScore(u, table, score, source) : rollOnTable(u, table, source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(source.unused(), QList<int>{});
    QVERIFY(result->row);
    QCOMPARE(result->row->title, title);
    QCOMPARE(result->hits, hits);
    QCOMPARE(result->attacks, attacks);
    QCOMPARE(result->distanceCm, distanceCm);
    const UnitState &s = result->unitAfter.state;
    QCOMPARE(s.isDestroyed(), expected.destroyed);
    if (expected.destroyed)
        QCOMPARE(s.destroyed, DestroyedBy::Mishap);
    QCOMPARE(s.cannotShootThisTurn, expected.cannotShoot);
    QCOMPARE(s.cannotFightThisTurn, expected.cannotFight);
    QCOMPARE(s.doubleAttacksFirstRoundThisTurn, expected.doubleAttacks);
    QCOMPARE(s.shootingDiceFromNowOn.value_or(0), expected.shootingDice);
    QCOMPARE(s.validate(profile), QList<Error>{});
    // Every die is in the log, in the order rolled.
    qsizetype faces = 0;
    for (const DiceRoll &r : result->rolls())
        faces += r.faces.size();
    QCOMPARE(faces, dice.size());
}

void TestTableRoll::commanderSlain()
{
    ScriptedDiceSource source({4});
    const auto result = rollOnTable(unit(1, steamTank()), TableId::SteamTankRevolution, source);
    QVERIFY(result.ok());
    QCOMPARE(result->unitAfter.state.permanentCommandPenalty, 1);
}

void TestTableRoll::scoreFromAnotherRoll()
{
    // The classic Steam Tank table has no row for 6: the result says so and nothing changes.
    ScriptedDiceSource source;
    const Unit tank = unit(1, steamTank());
    const auto result = applyTableScore(tank, TableId::SteamTankWarmaster, 6, source);
    QVERIFY(result.ok());
    QVERIFY(!result->row);
    QCOMPARE(result->unitAfter, tank);
}

void TestTableRoll::refused()
{
    ScriptedDiceSource source({6, 6, 6});
    const auto doubleTable = rollOnTable(unit(1, flameCannon()), TableId::FlameCannonWarmaster, source);
    QVERIFY(!doubleTable.ok());
    QCOMPARE(doubleTable.error().field, QStringLiteral("table"));

    Unit gone = unit(1, giant());
    destroyUnit(gone.state, DestroyedBy::Casualties);
    const auto destroyed = rollOnTable(gone, TableId::GiantGoesWild, source);
    QVERIFY(!destroyed.ok());
    QCOMPARE(destroyed.error().field, QStringLiteral("unit"));

    ScriptedDiceSource tooFew({3, 1, 1});
    const auto shortRoll = rollOnTable(unit(1, giant()), TableId::GiantGoesWild, tooFew);
    QVERIFY(!shortRoll.ok());
    QCOMPARE(shortRoll.error().field, QStringLiteral("dice"));
    QCOMPARE(source.unused().size(), 3);
}

QTEST_APPLESS_MAIN(TestTableRoll)
#include "tst_tableroll.moc"
