// SPDX-License-Identifier: GPL-3.0-or-later
// A combat round with scripted dice: the dice each unit rolls and at what score, the result with
// support and hits carried from shooting at chargers, win, lose, draw and wipe-out, the order in which
// dice are taken, and every request the resolver refuses. First, the two sides themselves.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/rules/combatround.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::CombatUnit)
Q_DECLARE_METATYPE(wm::CombatRequest)

namespace {

UnitProfile horsemen() // light cavalry with no armour, so no saves are rolled against it
{
    return profile(QStringLiteral("Horsemen"), UnitType::Cavalry, 3, std::nullopt, 3, Armour::none());
}

UnitProfile chariots() // Chariot 3, Hits 3, Armour 5+
{
    return profile(QStringLiteral("Chariots"), UnitType::Chariot, 3, std::nullopt, 3, Armour::saveOn(5));
}

// A unit with `stands` of its stands fighting enemy `target`, all against stands in `position`.
CombatUnit fighting(const Unit &u, int stands, int target = 0, Protection position = Protection::Open)
{
    CombatUnit cu;
    cu.unit = u;
    for (int i = 0; i < stands; ++i) {
        FightingStand s;
        s.target = target;
        s.situation.enemyPosition = position;
        cu.stands.append(s);
    }
    return cu;
}

Unit charged(Unit u)
{
    u.state.chargedThisTurn = true;
    return u;
}

CombatRequest engagement(const QList<CombatUnit> &first, const QList<CombatUnit> &second, int round = 1)
{
    CombatRequest r;
    r.sides = {first, second};
    r.round = round;
    return r;
}

// Faces written as at the table: "666 111".
QList<int> faces(const char *text)
{
    QList<int> list;
    for (const char *c = text; *c; ++c) {
        if (*c >= '1' && *c <= '6')
            list.append(*c - '0');
    }
    return list;
}

QList<int> ones(int n)
{
    return QList<int>(n, 1);
}

} // namespace

class TestCombatRound : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sideOpponent_data();
    void sideOpponent();
    void sideFromIndex_data();
    void sideFromIndex();
    void bothSidesInOrder();
    void perSideIsIndexedBySide();
    void dice_data();
    void dice();
    void result_data();
    void result();
    void dazedGiantRollsNothing();
    void casualtiesAtEndOfRound();
    void diceOrder();
    void tooFewDice();
    void characterSlainWithUnit();
    void invalid_data();
    void invalid();
};

void TestCombatRound::sideOpponent_data()
{
    QTest::addColumn<Side>("side");
    QTest::addColumn<Side>("opponent");
    QTest::newRow("the first side's opponent is the second") << Side::first() << Side::second();
    QTest::newRow("the second side's opponent is the first") << Side::second() << Side::first();
}

void TestCombatRound::sideOpponent()
{
    QFETCH(Side, side);
    QFETCH(Side, opponent);
    QCOMPARE(side.opponent(), opponent);
    QVERIFY(side.opponent() != side);
    QCOMPARE(side.opponent().opponent(), side);
}

void TestCombatRound::sideFromIndex_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<std::optional<Side>>("side");
    QTest::newRow("0 is the first side") << 0 << std::optional(Side::first());
    QTest::newRow("1 is the second side") << 1 << std::optional(Side::second());
    QTest::newRow("2 is no side") << 2 << std::optional<Side>();
    QTest::newRow("-1 is no side") << -1 << std::optional<Side>();
}

void TestCombatRound::sideFromIndex()
{
    QFETCH(int, index);
    QFETCH(std::optional<Side>, side);
    QCOMPARE(Side::fromIndex(index), side);
    // What a file reads back is what it wrote.
    if (side)
        QCOMPARE(side->index(), index);
}

void TestCombatRound::bothSidesInOrder()
{
    const std::array<Side, 2> both = Side::both();
    QCOMPARE(both.at(0), Side::first());
    QCOMPARE(both.at(1), Side::second());
    QCOMPARE(Side(), Side::first());
    QCOMPARE(Side::first().number(), 1);
    QCOMPARE(Side::second().number(), 2);
}

void TestCombatRound::perSideIsIndexedBySide()
{
    PerSide<QString> names{QStringLiteral("Anna"), QStringLiteral("Ben")};
    QCOMPARE(names[Side::first()], QStringLiteral("Anna"));
    QCOMPARE(names[Side::second()], QStringLiteral("Ben"));
    names[Side::second()] = QStringLiteral("Bea");
    QStringList inOrder;
    for (const QString &name : names)
        inOrder.append(name);
    QCOMPARE(inOrder, (QStringList{QStringLiteral("Anna"), QStringLiteral("Bea")}));
    QVERIFY(names != (PerSide<QString>{QStringLiteral("Anna"), QStringLiteral("Ben")}));
}

void TestCombatRound::dice_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<CombatUnit>("attacker");
    QTest::addColumn<Unit>("enemy");
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("scoreToHit");

    const Unit knights = unit(1, wm::test::knights());
    const Unit halberdiers = unit(2, wm::test::halberdiers());
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;

    QTest::newRow("3 stands of 3 attacks, enemy in the open: 9 dice at 4+")
        << W << fighting(knights, 3) << halberdiers << 1 << 9 << 4;
    QTest::newRow("2 of 3 stands touching: 6 dice") << W << fighting(knights, 2) << halberdiers << 1 << 6 << 4;
    QTest::newRow("charging in the open, first round: +1 a stand")
        << W << fighting(charged(knights), 3) << halberdiers << 1 << 12 << 4;
    QTest::newRow("charged this turn, second round: no bonus")
        << W << fighting(charged(knights), 3) << halberdiers << 2 << 9 << 4;
    QTest::newRow("charging a defended enemy: no bonus, 5+")
        << W << fighting(charged(knights), 3, 0, Protection::Defended) << placed(halberdiers, 0, 3, 0) << 1 << 9 << 5;
    QTest::newRow("charging a fortified enemy: no bonus, 6")
        << W << fighting(charged(knights), 3, 0, Protection::Fortified) << placed(halberdiers, 0, 0, 3) << 1 << 9 << 6;
    QTest::newRow("chariots charging in the open: +2 a stand")
        << W << fighting(charged(unit(1, chariots())), 3) << halberdiers << 1 << 15 << 4;
    QTest::newRow("a monster charging in the open: +2")
        << W << fighting(charged(unit(1, giant())), 1) << halberdiers << 1 << 10 << 4;

    CombatUnit pursuing = fighting(knights, 3);
    for (FightingStand &s : pursuing.stands) {
        s.situation.pursuing = true;
        s.situation.enemyRetreatedCm = 7;
    }
    QTest::newRow("pursuing an enemy that retreated 7 cm: +1 and +2 a stand")
        << W << pursuing << halberdiers << 2 << 18 << 4;

    QTest::newRow("fighting a terrifying enemy: -1 a stand, known from its profile")
        << W << fighting(knights, 3) << unit(2, giant()) << 1 << 6 << 4;
    UnitProfile terrifyingKnights = wm::test::knights();
    terrifyingKnights.traits |= Trait::CausesTerror;
    QTest::newRow("a stand that causes terror itself ignores terror")
        << W << fighting(unit(1, terrifyingKnights), 3) << unit(2, giant()) << 1 << 9 << 4;

    CombatUnit flanked = fighting(knights, 3);
    flanked.stands[0].situation.attackedInSideOrRear = true;
    QTest::newRow("one stand with an enemy at its side: -1 on that stand")
        << W << flanked << halberdiers << 1 << 8 << 4;

    Unit confusedKnights = knights;
    confusedKnights.state.confusion = ConfusionCause::DriveBackSix;
    QTest::newRow("confused: -1 a stand") << W << fighting(confusedKnights, 3) << halberdiers << 1 << 6 << 4;

    Unit lastStand = placed(confusedKnights, 1, 0, 0);
    CombatUnit hopeless = fighting(lastStand, 1);
    hopeless.stands[0].situation.attackedInSideOrRear = true;
    QTest::newRow("confused, terrified and flanked: no dice left, one last-ditch die")
        << W << hopeless << unit(2, giant()) << 1 << 1 << 4;

    Unit berserk = unit(1, giant());
    berserk.state.doubleAttacksFirstRoundThisTurn = true;
    QTest::newRow("a berserk Giant, first round: twice its 8 attacks")
        << W << fighting(berserk, 1) << halberdiers << 1 << 16 << 4;
    QTest::newRow("a berserk Giant, second round: 8 attacks")
        << W << fighting(berserk, 1) << halberdiers << 2 << 8 << 4;
    CombatUnit led = fighting(knights, 3);
    led.character = unit(9, empireGeneral());
    led.characterStand = 1;
    QTest::newRow("a joined General adds +2 to one stand") << W << led << halberdiers << 1 << 11 << 4;

    QTest::newRow("Warmaster: defended cavalry is hit on 5+")
        << W << fighting(unit(2, wm::test::halberdiers()), 3, 0, Protection::Defended) << placed(knights, 0, 3, 0) << 1
        << 9 << 5;
    QTest::newRow("Revolution: cavalry is never defended, 4+")
        << R << fighting(unit(2, wm::test::halberdiers()), 3, 0, Protection::Defended) << placed(knights, 0, 3, 0) << 1
        << 9 << 4;
    QTest::newRow("Revolution: defended infantry is hit on 5+")
        << R << fighting(knights, 3, 0, Protection::Defended) << placed(halberdiers, 0, 3, 0) << 1 << 9 << 5;
    QTest::newRow("a charger in cover counts as in the open: 4+")
        << W << fighting(halberdiers, 3, 0, Protection::Defended) << charged(placed(knights, 0, 3, 0)) << 1 << 9 << 4;
    QTest::newRow("the Steam Tank always counts as defended: 5+")
        << R << fighting(halberdiers, 1) << unit(2, steamTank()) << 1 << 3 << 5;
}

void TestCombatRound::dice()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(CombatUnit, attacker);
    QFETCH(Unit, enemy);
    QFETCH(int, round);
    QFETCH(int, dice);
    QFETCH(int, scoreToHit);

    // The enemy fights back with one stand; every die is a 1, so nothing hits and nothing is saved.
    attacker.unit.id = 1;
    enemy.id = 2;
    const CombatRequest request = engagement({attacker}, {fighting(enemy, 1)}, round);
    ScriptedDiceSource source(ones(60));
    const auto result = resolveCombatRound(request, Ruleset::forId(ruleset), source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    const CombatAttack &first = result->attacks.constFirst();
    QCOMPARE(first.side, Side::first());
    QCOMPARE(first.toHit.faces.size(), dice);
    QCOMPARE(first.scoreToHit, scoreToHit);
    QCOMPARE(result->units[Side::first()].constFirst().lastDitch, dice == 1 && attacker.unit.profile.combatAttacks > 1);
}

void TestCombatRound::result_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<CombatRequest>("request");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("first");  // side 1's result
    QTest::addColumn<int>("second"); // side 2's result
    QTest::addColumn<int>("winner"); // 0 or 1, -1 a draw, -2 both wiped out
    QTest::addColumn<int>("retreatCm");

    // Bowmen have no armour: no saves are rolled, so the dice are only to-hit dice.
    const Unit a = unit(1, bowmen());
    const Unit b = unit(2, bowmen());
    const Unit c = unit(3, bowmen());
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;

    QTest::newRow("5 hits to 2: side 1 wins by 3, the loser retreats 3 cm")
        << W << engagement({fighting(a, 3)}, {fighting(b, 3)}) << faces("66666 1111  66 1111111") << 5 << 2 << 0 << 3;
    QTest::newRow("2 hits each: a draw") << W << engagement({fighting(a, 3)}, {fighting(b, 3)})
                                         << faces("66 1111111  66 1111111") << 2 << 2 << -1 << 0;
    QTest::newRow("won by 1: the retreat is at least 1 cm")
        << W << engagement({fighting(a, 3)}, {fighting(b, 3)}) << faces("666 111111  66 1111111") << 3 << 2 << 0 << 1;

    CombatUnit supported = fighting(a, 2);
    supported.supportingStands = 1;
    QTest::newRow("a supporting stand adds 1: 3 + 1 beats 3")
        << R << engagement({supported}, {fighting(b, 3)}) << faces("666 111  666 111111") << 4 << 3 << 0 << 1;
    CombatUnit supportedHorse = fighting(unit(1, horsemen()), 2);
    supportedHorse.supportingStands = 1;
    QTest::newRow("Warmaster: cavalry supports too")
        << W << engagement({supportedHorse}, {fighting(b, 3)}) << faces("666 111  666 111111") << 4 << 3 << 0 << 1;

    Unit shotAt = charged(a);
    shotAt.state.hitsAccumulated = 2;
    shotAt.state.hitsCarriedIntoCombat = 2;
    QTest::newRow("round 1: 2 hits from shooting at the chargers count for the defenders")
        << W << engagement({fighting(shotAt, 3)}, {fighting(b, 3)}) << faces("666 111111111  66 1111111") << 3 << 4 << 1
        << 1;
    QTest::newRow("round 2: hits from shooting no longer count")
        << W << engagement({fighting(shotAt, 3)}, {fighting(b, 3)}, 2) << faces("666 111111  66 1111111") << 3 << 2 << 0
        << 1;

    // Side 1 puts 6 hits on a unit with 3 left to take: only 3 count, so the 6 it takes itself win.
    CombatUnit split;
    split.unit = a;
    split.stands = {FightingStand{0, {}}, FightingStand{0, {}}, FightingStand{1, {}}};
    QTest::newRow("hits beyond what a unit can take do not count")
        << W << engagement({split}, {fighting(placed(b, 1, 0, 0), 1), fighting(c, 1)}) << faces("666666 111  666  666")
        << 3 << 6 << 1 << 3;

    // 6 hits to 1 on two losing units: a difference of 5. Revolution shares it (2.5, rounded up);
    // the Warmaster sheet has each loser retreat the whole difference.
    QTest::newRow("Revolution: two losing units share a difference of 5: 3 cm each")
        << R << engagement({split}, {fighting(b, 1), fighting(c, 1)}) << faces("666666 111  611  111") << 6 << 1 << 0
        << 3;
    QTest::newRow("Warmaster: two losing units each retreat the difference of 5")
        << W << engagement({split}, {fighting(b, 1), fighting(c, 1)}) << faces("666666 111  611  111") << 6 << 1 << 0
        << 5;

    QTest::newRow("a side wiped out loses, whatever the sums")
        << W << engagement({fighting(a, 3)}, {fighting(placed(b, 1, 0, 0), 1)}) << faces("666 111111  666") << 3 << 3
        << 0 << 0;
    QTest::newRow("both wiped out: no winner")
        << W << engagement({fighting(placed(a, 1, 0, 0), 1)}, {fighting(placed(b, 1, 0, 0), 1)}) << faces("666  666")
        << 3 << 3 << -2 << 0;
}

void TestCombatRound::result()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(CombatRequest, request);
    QFETCH(QList<int>, dice);
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(int, winner);
    QFETCH(int, retreatCm);

    ScriptedDiceSource source(dice);
    const auto result = resolveCombatRound(request, Ruleset::forId(ruleset), source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(source.unused(), QList<int>{});
    QCOMPARE(result->sides[Side::first()].total(), first);
    QCOMPARE(result->sides[Side::second()].total(), second);
    QCOMPARE(result->winner ? result->winner->index() : (result->bothWipedOut() ? -2 : -1), winner);
    QCOMPARE(result->isDraw(), winner == -1);
    QCOMPARE(result->retreatCm, retreatCm);
    if (result->winner)
        QCOMPARE(result->losingUnits, int(request.sides[result->winner->opponent()].size()));
}

void TestCombatRound::dazedGiantRollsNothing()
{
    Unit dazed = unit(1, giant());
    dazed.state.cannotFightThisTurn = true;
    const CombatRequest request = engagement({fighting(dazed, 1)}, {fighting(unit(2, bowmen()), 3)});
    ScriptedDiceSource source(faces("666 111111"));
    const auto result = resolveCombatRound(request, Ruleset::warmaster(), source);
    QVERIFY(result.ok());
    QCOMPARE(result->attacks.size(), 1); // only the bowmen roll
    QCOMPARE(result->attacks.constFirst().side, Side::second());
    QVERIFY(!result->units[Side::first()].constFirst().lastDitch);
    QCOMPARE(result->winner, std::optional(Side::second()));
}

void TestCombatRound::casualtiesAtEndOfRound()
{
    // 5 hits on 3-hit bowmen: one stand goes at the end of the round and 2 hits stay; both units are
    // engaged, and the charge's hits carried in from shooting are used up.
    Unit a = charged(unit(1, bowmen()));
    a.state.hitsCarriedIntoCombat = 1;
    const CombatRequest request = engagement({fighting(a, 3)}, {fighting(unit(2, bowmen()), 3)});
    ScriptedDiceSource source(faces("66666 1111111  66 1111111"));
    const auto result = resolveCombatRound(request, Ruleset::warmaster(), source);
    QVERIFY(result.ok());
    const UnitState &loser = result->units[Side::second()].constFirst().after.state;
    QCOMPARE(result->units[Side::second()].constFirst().standsRemoved, 1);
    QCOMPARE(loser.standsLeft, 2);
    QCOMPARE(loser.hitsAccumulated, 2);
    QVERIFY(loser.engaged);
    const UnitState &winner = result->units[Side::first()].constFirst().after.state;
    QCOMPARE(winner.hitsAccumulated, 2);
    QCOMPARE(winner.hitsCarriedIntoCombat, 0);
    QCOMPARE(result->sides[Side::second()].carried, 1);
}

void TestCombatRound::diceOrder()
{
    // Knights (armour 4+) charge halberdiers (6+): both sides' attacks first, then the saves in the
    // same order.
    const CombatRequest request =
        engagement({fighting(charged(unit(1, knights())), 3)}, {fighting(unit(2, halberdiers()), 3)});
    ScriptedDiceSource source(faces("666543211111  456123123  61234  412"));
    const auto result = resolveCombatRound(request, Ruleset::warmaster(), source);
    QVERIFY(result.ok());
    const QList<DiceRoll> rolls = result->rolls();
    QCOMPARE(rolls.size(), 4);
    QCOMPARE(rolls.at(0).purpose, RollPurpose::ToHit);
    QCOMPARE(rolls.at(0).subject, QStringLiteral("Knights"));
    QCOMPARE(rolls.at(0).faces.size(), 12);
    QCOMPARE(rolls.at(1).subject, QStringLiteral("Halberdiers"));
    QCOMPARE(rolls.at(1).faces.size(), 9);
    QCOMPARE(rolls.at(2).purpose, RollPurpose::ArmourSave);
    QCOMPARE(rolls.at(2).subject, QStringLiteral("Halberdiers"));
    QCOMPARE(rolls.at(2).faces.size(), 5); // the knights' 5 hits
    QCOMPARE(rolls.at(3).subject, QStringLiteral("Knights"));
    QCOMPARE(rolls.at(3).faces.size(), 3);
    // 5 hits, one saved on a 6: 4 struck; 3 hits, one saved on a 4: 2 struck.
    QCOMPARE(result->sides[Side::first()].hits, 4);
    QCOMPARE(result->sides[Side::second()].hits, 2);
    QCOMPARE(*result->winner, Side::first());
    QCOMPARE(result->retreatCm, 2);
}

void TestCombatRound::tooFewDice()
{
    const CombatRequest request = engagement({fighting(unit(1, bowmen()), 3)}, {fighting(unit(2, bowmen()), 3)});
    ScriptedDiceSource source(ones(10));
    const auto result = resolveCombatRound(request, Ruleset::warmaster(), source);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().field, QStringLiteral("dice"));
}

void TestCombatRound::characterSlainWithUnit()
{
    CombatUnit led = fighting(placed(unit(1, bowmen()), 1, 0, 0), 1);
    led.character = unit(9, empireHero());
    led.characterStand = 0;
    const CombatRequest request = engagement({led}, {fighting(unit(2, bowmen()), 3)});
    ScriptedDiceSource source(faces("1111  666111111"));
    const auto result = resolveCombatRound(request, Ruleset::revolution(), source);
    QVERIFY(result.ok());
    QCOMPARE(result->attacks.constFirst().toHit.faces.size(), 4); // 3 + the Hero's 1
    QVERIFY(result->units[Side::first()].constFirst().after.state.isDestroyed());
    QVERIFY(result->units[Side::first()].constFirst().characterAfter->state.isDestroyed());
    QCOMPARE(result->units[Side::first()].constFirst().characterAfter->state.validate(empireHero()), QList<Error>{});
}

void TestCombatRound::invalid_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<CombatRequest>("request");
    QTest::addColumn<QString>("field");

    const Unit a = unit(1, bowmen());
    const Unit b = unit(2, bowmen());
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;

    QTest::newRow("a side with no unit") << W << engagement({fighting(a, 3)}, {}) << QStringLiteral("side 2");
    CombatUnit onlySupport = fighting(b, 0);
    onlySupport.supportingStands = 2;
    QTest::newRow("a side with no stand touching the enemy")
        << W << engagement({fighting(a, 3)}, {onlySupport}) << QStringLiteral("side 2");
    QTest::newRow("the same unit on both sides")
        << W << engagement({fighting(a, 3)}, {fighting(a, 3)}) << QStringLiteral("side 2 unit 1");
    QTest::newRow("more stands fighting than it has")
        << W << engagement({fighting(placed(a, 2, 0, 0), 3)}, {fighting(b, 3)}) << QStringLiteral("side 1 unit 1");
    CombatUnit tooMany = fighting(a, 2);
    tooMany.supportingStands = 2;
    QTest::newRow("fighting and supporting stands beyond what it has")
        << W << engagement({tooMany}, {fighting(b, 3)}) << QStringLiteral("side 1 unit 1");
    CombatUnit idle = fighting(unit(3, bowmen()), 0);
    QTest::newRow("a unit with no stand fighting or supporting")
        << W << engagement({fighting(a, 3), idle}, {fighting(b, 3)}) << QStringLiteral("side 1 unit 2");
    QTest::newRow("a stand fighting an enemy not in the engagement")
        << W << engagement({fighting(a, 3, 1)}, {fighting(b, 3)}) << QStringLiteral("side 1 unit 1 stand 1");
    QTest::newRow("a stand fighting a defended stand the enemy does not have")
        << W << engagement({fighting(a, 3, 0, Protection::Defended)}, {fighting(b, 3)})
        << QStringLiteral("side 1 unit 1 stand 1");
    Unit confused = b;
    confused.state.confusion = ConfusionCause::DriveBackSix;
    CombatUnit confusedSupport = fighting(confused, 2);
    confusedSupport.supportingStands = 1;
    QTest::newRow("a confused unit supporting")
        << W << engagement({fighting(a, 3)}, {confusedSupport}) << QStringLiteral("side 2 unit 1");
    CombatUnit cavalrySupport = fighting(unit(2, horsemen()), 2);
    cavalrySupport.supportingStands = 1;
    QTest::newRow("Revolution: cavalry supporting")
        << R << engagement({fighting(a, 3)}, {cavalrySupport}) << QStringLiteral("side 2 unit 1");
    CombatUnit infantrySupport = fighting(unit(4, bowmen()), 0);
    infantrySupport.supportingStands = 2;
    QTest::newRow("Revolution: infantry supporting cavalry")
        << R << engagement({fighting(a, 3)}, {fighting(unit(2, horsemen()), 3), infantrySupport})
        << QStringLiteral("side 2");
    QTest::newRow("Revolution: a third round in one phase")
        << R << engagement({fighting(a, 3)}, {fighting(b, 3)}, 3) << QStringLiteral("round");
    QTest::newRow("round 0") << W << engagement({fighting(a, 3)}, {fighting(b, 3)}, 0) << QStringLiteral("round");
    Unit gone = b;
    destroyUnit(gone.state, DestroyedBy::Casualties);
    QTest::newRow("a destroyed unit") << W << engagement({fighting(a, 3)}, {fighting(gone, 0)})
                                      << QStringLiteral("side 2 unit 1");
    QTest::newRow("a character fighting as a unit")
        << W << engagement({fighting(a, 3)}, {fighting(unit(9, empireHero()), 1)}) << QStringLiteral("side 2 unit 1");
    CombatUnit badCharacter = fighting(a, 3);
    badCharacter.character = unit(9, empireHero());
    badCharacter.characterStand = 3;
    QTest::newRow("a character on a stand that does not fight")
        << W << engagement({badCharacter}, {fighting(b, 3)}) << QStringLiteral("side 1 unit 1 character");
    CombatUnit notACharacter = fighting(a, 3);
    notACharacter.character = unit(9, knights());
    QTest::newRow("a unit joined as a character")
        << W << engagement({notACharacter}, {fighting(b, 3)}) << QStringLiteral("side 1 unit 1 character");
}

void TestCombatRound::invalid()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(CombatRequest, request);
    QFETCH(QString, field);

    ScriptedDiceSource source(ones(60));
    const auto result = resolveCombatRound(request, Ruleset::forId(ruleset), source);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().field, field);
    QVERIFY(!result.error().message.isEmpty());
    QCOMPARE(source.unused().size(), 60); // nothing rolled
}

QTEST_APPLESS_MAIN(TestCombatRound)
#include "tst_combatround.moc"
