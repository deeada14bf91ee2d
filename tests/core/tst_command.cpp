// SPDX-License-Identifier: GPL-3.0-or-later
// The Command phase: the order test with every penalty, brigades, failures in each ruleset,
// blunders and Steam Tank malfunctions, and initiative.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/rules/command.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

const Unit General = unit(100, empireGeneral()); // Command 9
const Unit Hero = unit(101, empireHero());       // Command 8
const Unit Wizard = unit(102, empireWizard());   // Command 7

Unit withOrders(Unit u, int orders, UnitId by)
{
    u.state.ordersThisPhase = orders;
    u.state.orderedBy = by;
    return u;
}

Unit withLosses(Unit u, int lost)
{
    u.state.standsLeft -= lost;
    u.state.positions = {u.state.standsLeft, 0, 0};
    return u;
}

OrderRequest order(const Unit &by, QList<Unit> units, int distance = 10)
{
    OrderRequest r;
    r.character = by;
    r.units = units;
    r.distanceCm = distance;
    return r;
}

} // namespace

class TestCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void orderGiversAreCharactersWithCommandOnTheTable_data();
    void orderGiversAreCharactersWithCommandOnTheTable();
    void distancePenalty_data();
    void distancePenalty();
    void distancePenaltySaysWhyItIsNotTheTables();
    void distancePenaltyInBandsPast80Cm_data();
    void distancePenaltyInBandsPast80Cm();
    void penalties_data();
    void penalties();
    void verdicts_data();
    void verdicts();
    void blunders_data();
    void blunders();
    void steamTankMalfunctions_data();
    void steamTankMalfunctions();
    void blunderPenaltyInABrigade_data();
    void blunderPenaltyInABrigade();
    void failedHeroStopsOnlyHimself();
    void failedGeneralEndsAllOrders();
    void revolutionAllowsThreeOrders();
    void warmasterHasNoOrderLimit();
    void errors_data();
    void errors();
    void initiative();
};

void TestCommand::distancePenalty_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("penalty");
    // Warmaster (the quick reference sheet): -1 per full 20 cm. Revolution (its distance table, as
    // FACTS §1.4 reads its last row): none up to 20 cm, -1 up to 40, -2 up to 60, -3 up to 80, then
    // -1 more for each further full 20 cm.
    struct Row
    {
        int cm;
        int warmaster;
        int revolution;
    };
    const Row rows[] = {{0, 0, 0},     {19, 0, 0},    {20, -1, 0},   {21, -1, -1},  {39, -1, -1},
                        {40, -2, -1},  {41, -2, -2},  {60, -3, -2},  {61, -3, -3},  {79, -3, -3},
                        {80, -4, -3},  {81, -4, -3},  {99, -4, -3},  {100, -5, -4}, {101, -5, -4},
                        {119, -5, -4}, {120, -6, -5}, {139, -6, -5}, {140, -7, -6}, {216, -10, -9}};
    for (const Row &row : rows) {
        QTest::addRow("Warmaster %dcm: %d", row.cm, row.warmaster) << RulesetId::Warmaster << row.cm << row.warmaster;
        QTest::addRow("Revolution %dcm: %d", row.cm, row.revolution)
            << RulesetId::Revolution << row.cm << row.revolution;
    }
}

void TestCommand::distancePenaltySaysWhyItIsNotTheTables()
{
    const Ruleset rules = Ruleset::revolution();
    UnitProfile trolls = halberdiers();
    trolls.name = QStringLiteral("Trolls");
    trolls.traits |= Trait::DoubleDistancePenalty;
    const Unit troll = unit(1, trolls);
    const Unit men = unit(2, halberdiers());
    QCOMPARE(wm::distancePenalty({troll}, 30, rules), -2);
    QCOMPARE(distancePenaltyReason({troll}, 30, rules), QStringLiteral("doubled for Trolls"));
    // With the Trolls in a brigade the whole brigade takes it doubled, and so says why.
    QCOMPARE(wm::distancePenalty({men, troll}, 30, rules), -2);
    QCOMPARE(distancePenaltyReason({men, troll}, 30, rules), QStringLiteral("doubled for Trolls"));
    // The table's own penalty, or none at all, needs no word.
    QCOMPARE(distancePenaltyReason({men}, 30, rules), QString());
    QCOMPARE(distancePenaltyReason({troll}, 10, rules), QString());
}

// Revolution as games begun before rules revision 3 were played: the bands of 20 cm or part go on
// past 80 cm.
void TestCommand::distancePenaltyInBandsPast80Cm_data()
{
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("penalty");
    const std::pair<int, int> rows[] = {{20, 0},   {21, -1},  {80, -3},  {81, -4},
                                        {100, -4}, {101, -5}, {120, -5}, {121, -6}};
    for (const auto &[cm, penalty] : rows)
        QTest::addRow("%dcm: %d", cm, penalty) << cm << penalty;
}

void TestCommand::distancePenaltyInBandsPast80Cm()
{
    QFETCH(int, distance);
    QFETCH(int, penalty);
    Ruleset rules = Ruleset::revolution();
    rules.orderDistancePenalty = OrderDistancePenalty::Per20CmOrPartBeyond20Cm;
    QCOMPARE(wm::distancePenalty(distance, rules), penalty);
}

void TestCommand::distancePenalty()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, distance);
    QFETCH(int, penalty);
    const Ruleset rules = Ruleset::forId(ruleset);
    QCOMPARE(wm::distancePenalty(distance, rules), penalty);

    // The order is tested against the same number, and the penalty says how far the unit is.
    ScriptedDiceSource dice({1, 1});
    const auto result = resolveOrder(order(General, {unit(1, knights())}, distance), {}, rules, dice);
    QVERIFY(result.ok());
    QCOMPARE(result->needed, 9 + penalty);
    const auto shown = std::find_if(result->penalties.cbegin(), result->penalties.cend(),
                                    [](const OrderPenalty &p) { return p.kind == OrderPenaltyKind::Distance; });
    QCOMPARE(shown != result->penalties.cend(), penalty != 0);
    if (shown != result->penalties.cend())
        QCOMPARE(shown->describe(), QStringLiteral("Distance %1 cm −%2").arg(distance).arg(-penalty));
}

void TestCommand::penalties_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<OrderRequest>("request");
    QTest::addColumn<int>("needed");
    QTest::addColumn<QList<int>>("values"); // distance, earlier orders, enemy, terrain, casualties, permanent

    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const Unit knightsUnit = unit(1, knights());
    OrderRequest r = order(General, {knightsUnit});
    QTest::newRow("none: Command 9 needs 9") << W << r << 9 << QList<int>{0, 0, 0, 0, 0, 0};
    r = order(General, {knightsUnit}, 50);
    QTest::newRow("Warmaster, 50cm: -2") << W << r << 7 << QList<int>{-2, 0, 0, 0, 0, 0};
    QTest::newRow("Revolution, 50cm: -2") << R << r << 7 << QList<int>{-2, 0, 0, 0, 0, 0};
    r = order(General, {knightsUnit}, 40);
    QTest::newRow("Warmaster, 40cm: -2") << W << r << 7 << QList<int>{-2, 0, 0, 0, 0, 0};
    QTest::newRow("Revolution, 40cm: -1") << R << r << 8 << QList<int>{-1, 0, 0, 0, 0, 0};
    r = order(General, {knightsUnit}, 20);
    QTest::newRow("Warmaster, 20cm: -1") << W << r << 8 << QList<int>{-1, 0, 0, 0, 0, 0};
    QTest::newRow("Revolution, 20cm: none") << R << r << 9 << QList<int>{0, 0, 0, 0, 0, 0};
    QTest::newRow("second order: -1") << W << order(General, {withOrders(knightsUnit, 1, General.id)}) << 8
                                      << QList<int>{0, -1, 0, 0, 0, 0};
    QTest::newRow("third order: -2") << W << order(General, {withOrders(knightsUnit, 2, General.id)}) << 7
                                     << QList<int>{0, -2, 0, 0, 0, 0};
    r = order(General, {knightsUnit});
    r.enemyWithin20cm = true;
    QTest::newRow("enemy within 20cm: -1") << W << r << 8 << QList<int>{0, 0, -1, 0, 0, 0};
    r = order(General, {knightsUnit});
    r.denseTerrain = true;
    QTest::newRow("dense terrain: -1") << W << r << 8 << QList<int>{0, 0, 0, -1, 0, 0};
    QTest::newRow("one stand lost: -1") << W << order(General, {withLosses(knightsUnit, 1)}) << 8
                                        << QList<int>{0, 0, 0, 0, -1, 0};
    QTest::newRow("two stands lost: -2") << W << order(General, {withLosses(knightsUnit, 2)}) << 7
                                         << QList<int>{0, 0, 0, 0, -2, 0};
    Unit penalised = knightsUnit;
    penalised.state.permanentCommandPenalty = 1;
    QTest::newRow("blunder's lasting -1") << W << order(General, {penalised}) << 8 << QList<int>{0, 0, 0, 0, 0, -1};
    r = order(Hero, {withLosses(withOrders(knightsUnit, 1, Hero.id), 1)}, 45);
    r.enemyWithin20cm = true;
    r.denseTerrain = true;
    QTest::newRow("all at once: Hero 8, 45cm, second order, enemy, wood, a stand lost -> 2")
        << W << r << 2 << QList<int>{-2, -1, -1, -1, -1, 0};

    // A brigade: the farthest unit's distance; each other penalty once; the worst casualties.
    penalised.id = 4;
    r = order(General,
              {withLosses(unit(1, halberdiers()), 1), withLosses(unit(2, halberdiers()), 2), unit(3, halberdiers()),
               penalised},
              30);
    r.enemyWithin20cm = true;
    QTest::newRow("brigade: 30cm, enemy once, worst casualties -2, worst lasting -1")
        << W << r << 4 << QList<int>{-1, 0, -1, 0, -2, -1};
}

void TestCommand::penalties()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(OrderRequest, request);
    QFETCH(int, needed);
    QFETCH(QList<int>, values);
    ScriptedDiceSource dice({1, 1});
    const auto result = resolveOrder(request, {}, Ruleset::forId(ruleset), dice);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(result->needed, needed);
    const OrderPenaltyKind kinds[] = {OrderPenaltyKind::Distance,   OrderPenaltyKind::EarlierOrders,
                                      OrderPenaltyKind::EnemyNear,  OrderPenaltyKind::DenseTerrain,
                                      OrderPenaltyKind::Casualties, OrderPenaltyKind::Permanent};
    for (int i = 0; i < 6; ++i) {
        int found = 0;
        for (const OrderPenalty &p : result->penalties) {
            if (p.kind == kinds[i])
                found = p.value;
        }
        QCOMPARE(found, values.at(i));
    }
}

void TestCommand::verdicts_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<OrderRequest>("request");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<OrderVerdict>("verdict");
    QTest::addColumn<QString>("summary");
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const Unit k = unit(1, knights());
    using L = QList<int>;
    QTest::newRow("8 against 9: passed") << W << order(General, {k}) << L{3, 5} << OrderVerdict::Passed
                                         << QStringLiteral("Passed (8, needed 9 or less): move.");
    QTest::newRow("9 against 9: passed") << W << order(General, {k}) << L{4, 5} << OrderVerdict::Passed
                                         << QStringLiteral("Passed (9, needed 9 or less): move.");
    QTest::newRow("Warmaster: 10 against 9: failed, no move")
        << W << order(General, {k}) << L{5, 5} << OrderVerdict::Failed
        << QStringLiteral("Failed (10, needed 9 or less): no move.");
    QTest::newRow("Revolution: first order failed: half pace, no charge")
        << R << order(General, {k}) << L{5, 5} << OrderVerdict::FailedHalfPace
        << QStringLiteral("Failed (10, needed 9 or less): may move at half pace, no charge.");
    QTest::newRow("Revolution: second order failed: no move")
        << R << order(General, {withOrders(k, 1, General.id)}) << L{4, 5} << OrderVerdict::Failed
        << QStringLiteral("Failed (9, needed 8 or less): no move.");
    QTest::newRow("General's double six: no move at all (Warmaster)")
        << W << order(General, {k}) << L{6, 6} << OrderVerdict::GeneralDoubleSix
        << QStringLiteral("Double six for the General: no move at all.");
    QTest::newRow("General's double six: no half pace either (Revolution)")
        << R << order(General, {k}) << L{6, 6} << OrderVerdict::GeneralDoubleSix
        << QStringLiteral("Double six for the General: no move at all.");
    QTest::newRow("Hero's 11 is a plain failure") << W << order(Hero, {k}) << L{5, 6} << OrderVerdict::Failed
                                                  << QStringLiteral("Failed (11, needed 8 or less): no move.");
}

void TestCommand::verdicts()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(OrderRequest, request);
    QFETCH(QList<int>, dice);
    QFETCH(OrderVerdict, verdict);
    QFETCH(QString, summary);
    ScriptedDiceSource source(dice);
    const auto result = resolveOrder(request, {}, Ruleset::forId(ruleset), source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(result->verdict, verdict);
    QCOMPARE(result->summary(), summary);
    QCOMPARE(result->roll.purpose, RollPurpose::Order);
    QCOMPARE(result->unitsAfter.constFirst().state.ordersThisPhase,
             request.units.constFirst().state.ordersThisPhase + 1);
    QCOMPARE(result->unitsAfter.constFirst().state.orderedBy, request.character.id);
    QVERIFY(result->phaseAfter.ordersStarted);
    QCOMPARE(result->phaseAfter.mayOrder(request.character.id), verdict == OrderVerdict::Passed);
}

void TestCommand::blunders_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("score");
    QTest::addColumn<QString>("title");
    QTest::addColumn<Effects>("effects");
    QTest::addColumn<int>("lastingPenalty");
    using E = Effect;
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    // The quick reference sheet's table.
    QTest::newRow("Warmaster 1: -1 Command for the game")
        << W << 1 << QStringLiteral("Command penalty") << Effects(E::NoMoveThisPhase | E::PermanentCommandPenalty) << 1;
    QTest::newRow("Warmaster 2: fall back")
        << W << 2 << QStringLiteral("Fall back") << Effects(E::FallBackFromEnemy) << 0;
    QTest::newRow("Warmaster 3: fall back")
        << W << 3 << QStringLiteral("Fall back") << Effects(E::FallBackFromEnemy) << 0;
    QTest::newRow("Warmaster 4: half pace, no charge")
        << W << 4 << QStringLiteral("Hesitate") << Effects(E::HalfPaceNoCharge) << 0;
    QTest::newRow("Warmaster 5: half pace, no charge")
        << W << 5 << QStringLiteral("Hesitate") << Effects(E::HalfPaceNoCharge) << 0;
    QTest::newRow("Warmaster 6: rush the enemy")
        << W << 6 << QStringLiteral("Rush the enemy") << Effects(E::RushNearestEnemy) << 0;
    // Revolution's table (FACTS §1.6): 4-5 differ.
    QTest::newRow("Revolution 1: -1 Command for the game, no further move")
        << R << 1 << QStringLiteral("Command penalty") << Effects(E::NoMoveThisPhase | E::PermanentCommandPenalty) << 1;
    QTest::newRow("Revolution 2: fall back")
        << R << 2 << QStringLiteral("Fall back") << Effects(E::FallBackFromEnemy) << 0;
    QTest::newRow("Revolution 3: fall back")
        << R << 3 << QStringLiteral("Fall back") << Effects(E::FallBackFromEnemy) << 0;
    QTest::newRow("Revolution 4: stay put")
        << R << 4 << QStringLiteral("Stay put") << Effects(E::NoMoveThisPhase | E::NoFurtherOrders) << 0;
    QTest::newRow("Revolution 5: stay put")
        << R << 5 << QStringLiteral("Stay put") << Effects(E::NoMoveThisPhase | E::NoFurtherOrders) << 0;
    QTest::newRow("Revolution 6: rush the enemy")
        << R << 6 << QStringLiteral("Rush the enemy") << Effects(E::RushNearestEnemy | E::NoFurtherOrders) << 0;
}

void TestCommand::blunders()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, score);
    QFETCH(QString, title);
    QFETCH(Effects, effects);
    QFETCH(int, lastingPenalty);
    for (const Unit &by : {Hero, Wizard}) {
        ScriptedDiceSource dice({6, 6, score});
        const auto result = resolveOrder(order(by, {unit(1, halberdiers())}), {}, Ruleset::forId(ruleset), dice);
        QVERIFY(result.ok());
        QCOMPARE(result->verdict, OrderVerdict::Blunder);
        QVERIFY(result->row);
        QCOMPARE(result->row->title, title);
        QCOMPARE(result->row->effects, effects);
        QCOMPARE(result->tableRoll->purpose, RollPurpose::Blunder);
        QCOMPARE(result->unitsAfter.constFirst().state.permanentCommandPenalty, lastingPenalty);
        QCOMPARE(result->rolls().size(), 2);
        QVERIFY(result->summary().startsWith(QStringLiteral("Blunder %1, %2: ").arg(score).arg(title)));
        QVERIFY(!result->phaseAfter.mayOrder(by.id));
        QVERIFY(!result->phaseAfter.generalFailed);
    }
}

void TestCommand::steamTankMalfunctions_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("score");
    QTest::addColumn<QString>("title"); // empty: no row for this score
    QTest::addColumn<bool>("destroyed");
    QTest::addColumn<bool>("immobilised");
    QTest::addColumn<bool>("noShooting");
    QTest::addColumn<int>("lastingPenalty");
    QTest::addColumn<bool>("doubleShots");
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    QTest::newRow("Warmaster 1: immobilised")
        << W << 1 << QStringLiteral("Immobilised") << false << true << false << 0 << false;
    QTest::newRow("Warmaster 2: no shooting")
        << W << 2 << QStringLiteral("No shooting") << false << false << true << 0 << false;
    QTest::newRow("Warmaster 3: no shooting")
        << W << 3 << QStringLiteral("No shooting") << false << false << true << 0 << false;
    QTest::newRow("Warmaster 4: unaffected")
        << W << 4 << QStringLiteral("Unaffected") << false << false << false << 0 << false;
    QTest::newRow("Warmaster 5: unaffected")
        << W << 5 << QStringLiteral("Unaffected") << false << false << false << 0 << false;
    QTest::newRow("Warmaster 6: no entry in the sheet") << W << 6 << QString() << false << false << false << 0 << false;
    QTest::newRow("Revolution 1: destroyed")
        << R << 1 << QStringLiteral("Destroyed") << true << false << false << 0 << false;
    QTest::newRow("Revolution 2: broken down")
        << R << 2 << QStringLiteral("Broken down") << false << true << false << 0 << false;
    QTest::newRow("Revolution 3: stuck") << R << 3 << QStringLiteral("Stuck") << false << false << true << 0 << false;
    QTest::newRow("Revolution 4: commander slain")
        << R << 4 << QStringLiteral("Commander slain") << false << false << false << 1 << false;
    QTest::newRow("Revolution 5: momentary halt")
        << R << 5 << QStringLiteral("Momentary halt") << false << false << false << 0 << false;
    QTest::newRow("Revolution 6: steam overload")
        << R << 6 << QStringLiteral("Steam overload") << false << false << false << 0 << true;
}

void TestCommand::steamTankMalfunctions()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, score);
    QFETCH(QString, title);
    QFETCH(bool, destroyed);
    QFETCH(bool, immobilised);
    QFETCH(bool, noShooting);
    QFETCH(int, lastingPenalty);
    QFETCH(bool, doubleShots);
    // Whoever gives the order, the General included, a double six is a malfunction.
    for (const Unit &by : {General, Hero}) {
        ScriptedDiceSource dice({6, 6, score});
        const auto result =
            resolveOrder(order(by, {unit(1, steamTankWithMalfunctions())}), {}, Ruleset::forId(ruleset), dice);
        QVERIFY(result.ok());
        QCOMPARE(result->verdict, OrderVerdict::Malfunction);
        QCOMPARE(result->tableRoll->purpose, RollPurpose::Malfunction);
        QCOMPARE(result->row.has_value(), !title.isEmpty());
        if (result->row)
            QCOMPARE(result->row->title, title);
        else
            QCOMPARE(result->summary(), QStringLiteral("Malfunction 6: No entry for 6 in this table."));
        const UnitState &tank = result->unitsAfter.constFirst().state;
        QCOMPARE(tank.isDestroyed(), destroyed);
        QCOMPARE(tank.immobilised, immobilised);
        QCOMPARE(tank.cannotShootThisTurn, noShooting);
        QCOMPARE(tank.permanentCommandPenalty, lastingPenalty);
        QCOMPARE(tank.doubleShootingThisTurn, doubleShots);
        QCOMPARE(tank.validate(steamTankWithMalfunctions()), QList<Error>());
        QCOMPARE(result->phaseAfter.generalFailed, by.id == General.id);
    }
}

void TestCommand::blunderPenaltyInABrigade_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<std::optional<UnitId>>("chosen");
    QTest::addColumn<QList<int>>("penalties"); // each unit's lasting penalty after a blunder 1
    using L = QList<int>;
    // The quick reference sheet's row 1 falls on the unit or brigade: every unit of it, whatever the choice.
    QTest::newRow("Warmaster: every unit of the brigade")
        << RulesetId::Warmaster << std::optional<UnitId>(2) << L{1, 1, 1};
    QTest::newRow("Warmaster: every unit, none chosen")
        << RulesetId::Warmaster << std::optional<UnitId>() << L{1, 1, 1};
    // Revolution (FACTS §1.6): one unit of the player's choice.
    QTest::newRow("Revolution: the unit chosen") << RulesetId::Revolution << std::optional<UnitId>(2) << L{0, 1, 0};
    QTest::newRow("Revolution: none chosen, the first")
        << RulesetId::Revolution << std::optional<UnitId>() << L{1, 0, 0};
}

void TestCommand::blunderPenaltyInABrigade()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(std::optional<UnitId>, chosen);
    QFETCH(QList<int>, penalties);
    OrderRequest r = order(Hero, {unit(1, halberdiers()), unit(2, halberdiers()), unit(3, halberdiers())});
    r.penaltyUnit = chosen;
    ScriptedDiceSource dice({6, 6, 1});
    const auto result = resolveOrder(r, {}, Ruleset::forId(ruleset), dice);
    QVERIFY(result.ok());
    QCOMPARE(result->verdict, OrderVerdict::Blunder);
    QList<int> lasting;
    for (const Unit &u : result->unitsAfter) {
        lasting.append(u.state.permanentCommandPenalty);
        QCOMPARE(u.state.ordersThisPhase, 1);
    }
    QCOMPARE(lasting, penalties);
}

void TestCommand::failedHeroStopsOnlyHimself()
{
    const Ruleset rules = Ruleset::warmaster();
    ScriptedDiceSource dice({6, 5, 2, 2});
    const auto failed = resolveOrder(order(Hero, {unit(1, knights())}), {}, rules, dice);
    QVERIFY(failed.ok());
    QCOMPARE(failed->verdict, OrderVerdict::Failed);

    // The Hero may give no more orders...
    const auto again = resolveOrder(order(Hero, {unit(2, knights())}), failed->phaseAfter, rules, dice);
    QVERIFY(!again.ok());
    QCOMPARE(again.error().message, QStringLiteral("Hero failed an order and gives no more this phase."));
    // ...nobody else may order the unit that failed...
    const auto other = resolveOrder(order(General, {failed->unitsAfter.constFirst()}), failed->phaseAfter, rules, dice);
    QVERIFY(!other.ok());
    QCOMPARE(other.error().message, QStringLiteral("Knights already had an order from another character this phase."));
    // ...but the General goes on with other units.
    const auto general = resolveOrder(order(General, {unit(2, knights())}), failed->phaseAfter, rules, dice);
    QVERIFY(general.ok());
    QVERIFY(general->passed());
}

void TestCommand::failedGeneralEndsAllOrders()
{
    const Ruleset rules = Ruleset::revolution();
    ScriptedDiceSource dice({6, 5, 1, 1});
    const auto failed = resolveOrder(order(General, {unit(1, knights())}), {}, rules, dice);
    QVERIFY(failed.ok());
    QVERIFY(failed->phaseAfter.generalFailed);
    const auto hero = resolveOrder(order(Hero, {unit(2, knights())}), failed->phaseAfter, rules, dice);
    QVERIFY(!hero.ok());
    QCOMPARE(hero.error().message, QStringLiteral("The General failed an order: no more orders this phase."));
}

void TestCommand::revolutionAllowsThreeOrders()
{
    ScriptedDiceSource dice({1, 1});
    const auto fourth =
        resolveOrder(order(General, {withOrders(unit(1, knights()), 3, General.id)}), {}, Ruleset::revolution(), dice);
    QVERIFY(!fourth.ok());
    QCOMPARE(fourth.error().message,
             QStringLiteral("Knights already had 3 orders this phase, the most a unit can take."));
}

void TestCommand::warmasterHasNoOrderLimit()
{
    ScriptedDiceSource dice({1, 2});
    const auto fourth =
        resolveOrder(order(General, {withOrders(unit(1, knights()), 3, General.id)}), {}, Ruleset::warmaster(), dice);
    QVERIFY(fourth.ok());
    QCOMPARE(fourth->needed, 6);
    QVERIFY(fourth->passed());
}

void TestCommand::errors_data()
{
    QTest::addColumn<OrderRequest>("request");
    QTest::addColumn<CommandPhaseState>("phase");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    const Unit k = unit(1, knights());
    CommandPhaseState generalFailed;
    generalFailed.generalFailed = true;
    CommandPhaseState heroStopped;
    heroStopped.charactersStopped = {Hero.id};
    Unit slain = Hero;
    slain.state = {};
    slain.state.destroyed = DestroyedBy::Casualties;
    Unit confused = k;
    confused.state.confusion = ConfusionCause::DriveBackSix;
    Unit initiative = k;
    initiative.state.movedOnInitiative = true;
    Unit immobile = k;
    immobile.state.immobilised = true;
    Unit gone = k;
    gone.state = {};
    gone.state.destroyed = DestroyedBy::Rout;

    QTest::newRow("not a character") << order(k, {unit(2, knights())}) << CommandPhaseState{}
                                     << QStringLiteral("character")
                                     << QStringLiteral(
                                            "Knights is not a General, Hero or Wizard and cannot give orders.");
    QTest::newRow("slain") << order(slain, {k}) << CommandPhaseState{} << QStringLiteral("character")
                           << QStringLiteral("Hero has been slain.");
    QTest::newRow("General failed") << order(Hero, {k}) << generalFailed << QStringLiteral("character")
                                    << QStringLiteral("The General failed an order: no more orders this phase.");
    QTest::newRow("Hero failed before") << order(Hero, {k}) << heroStopped << QStringLiteral("character")
                                        << QStringLiteral("Hero failed an order and gives no more this phase.");
    QTest::newRow("no unit") << order(General, {}) << CommandPhaseState{} << QStringLiteral("units")
                             << QStringLiteral("Pick the unit to order.");
    QTest::newRow("brigade of five") << order(General, {unit(1, knights()), unit(2, knights()), unit(3, knights()),
                                                        unit(4, knights()), unit(5, knights())})
                                     << CommandPhaseState{} << QStringLiteral("units")
                                     << QStringLiteral("A brigade has at most 4 units (5 picked).");
    QTest::newRow("negative distance") << order(General, {k}, -5) << CommandPhaseState{} << QStringLiteral("distance")
                                       << QStringLiteral("Distance: cannot be negative.");
    QTest::newRow("Hero beyond 60cm") << order(Hero, {k}, 61) << CommandPhaseState{} << QStringLiteral("distance")
                                      << QStringLiteral("Hero can order units up to 60 cm away (this one is 61 cm).");
    QTest::newRow("Wizard beyond 20cm") << order(Wizard, {k}, 21) << CommandPhaseState{} << QStringLiteral("distance")
                                        << QStringLiteral(
                                               "Wizard can order units up to 20 cm away (this one is 21 cm).");
    QTest::newRow("flyer beyond 20cm") << order(General, {unit(3, giantEagles())}, 25) << CommandPhaseState{}
                                       << QStringLiteral("unit 1")
                                       << QStringLiteral(
                                              "Giant Eagles flies: only a character within 20 cm can order it.");
    QTest::newRow("confused") << order(General, {confused}) << CommandPhaseState{} << QStringLiteral("unit 1")
                              << QStringLiteral("Knights is confused and cannot be given orders.");
    QTest::newRow("moved on initiative") << order(General, {initiative}) << CommandPhaseState{}
                                         << QStringLiteral("unit 1")
                                         << QStringLiteral(
                                                "Knights moved on initiative this turn and cannot be given orders.");
    QTest::newRow("immobilised") << order(General, {immobile}) << CommandPhaseState{} << QStringLiteral("unit 1")
                                 << QStringLiteral("Knights is immobilised for the rest of the game.");
    QTest::newRow("destroyed") << order(General, {gone}) << CommandPhaseState{} << QStringLiteral("unit 1")
                               << QStringLiteral("Knights is destroyed.");
    QTest::newRow("ordered by another character")
        << order(General, {withOrders(k, 1, Hero.id)}) << CommandPhaseState{} << QStringLiteral("unit 1")
        << QStringLiteral("Knights already had an order from another character this phase.");
    QTest::newRow("listed twice") << order(General, {k, k}) << CommandPhaseState{} << QStringLiteral("unit 2")
                                  << QStringLiteral("Knights is listed twice.");
    QTest::newRow("a character as the unit")
        << order(General, {Hero}) << CommandPhaseState{} << QStringLiteral("unit 1")
        << QStringLiteral("Hero is a character: characters move without orders.");
}

void TestCommand::errors()
{
    QFETCH(OrderRequest, request);
    QFETCH(CommandPhaseState, phase);
    QFETCH(QString, field);
    QFETCH(QString, message);
    ScriptedDiceSource dice({1, 1});
    const auto result = resolveOrder(request, phase, Ruleset::revolution(), dice);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().field, field);
    QCOMPARE(result.error().message, message);
    QCOMPARE(dice.remaining(), 2);

    ScriptedDiceSource none;
    const auto noDice = resolveOrder(order(General, {unit(1, knights())}), {}, Ruleset::warmaster(), none);
    QVERIFY(!noDice.ok());
    QCOMPARE(noDice.error().field, QStringLiteral("dice"));
}

void TestCommand::initiative()
{
    const Unit k = unit(1, knights());
    const auto moved = moveOnInitiative(k, {});
    QVERIFY(moved.ok());
    QVERIFY(moved->state.movedOnInitiative);

    CommandPhaseState started;
    started.ordersStarted = true;
    QCOMPARE(moveOnInitiative(k, started).error().message,
             QStringLiteral("Orders have begun: no more initiative moves this phase."));
    Unit confused = k;
    confused.state.confusion = ConfusionCause::DriveBackSix;
    QCOMPARE(moveOnInitiative(confused, {}).error().message,
             QStringLiteral("Knights is confused and cannot use initiative."));
    QCOMPARE(moveOnInitiative(Hero, {}).error().message,
             QStringLiteral("Hero is a character: characters never use initiative."));
}

void TestCommand::orderGiversAreCharactersWithCommandOnTheTable_data()
{
    QTest::addColumn<UnitProfile>("profile");
    QTest::addColumn<bool>("slain");
    QTest::addColumn<bool>("gives");
    QTest::newRow("General") << empireGeneral() << false << true;
    QTest::newRow("Hero") << empireHero() << false << true;
    QTest::newRow("Wizard") << empireWizard() << false << true;
    QTest::newRow("slain General") << empireGeneral() << true << false;
    UnitProfile noCommand = empireHero();
    noCommand.command.reset();
    QTest::newRow("character with no Command value") << noCommand << false << false;
    QTest::newRow("a unit") << knights() << false << false;
}

void TestCommand::orderGiversAreCharactersWithCommandOnTheTable()
{
    QFETCH(UnitProfile, profile);
    QFETCH(bool, slain);
    QFETCH(bool, gives);
    Unit u = unit(1, profile);
    if (slain)
        u.state.destroyed = DestroyedBy::WithUnit;
    QCOMPARE(givesOrders(u), gives);
}

QTEST_APPLESS_MAIN(TestCommand)
#include "tst_command.moc"
