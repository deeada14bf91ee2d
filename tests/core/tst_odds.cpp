// SPDX-License-Identifier: GPL-3.0-or-later
// The odds before the dice: pinned by values worked out by hand, held exactly to the resolvers by
// dealing them every sequence of faces, and checked against a seeded simulation through the same
// resolvers.

#include "metatypes.h"
#include "testspells.h"
#include "testunits.h"

#include "core/dice/randomdicesource.h"
#include "core/odds/combatodds.h"
#include "core/odds/diceenumeration.h"
#include "core/odds/diceodds.h"
#include "core/odds/drivebackodds.h"
#include "core/odds/oddstext.h"
#include "core/odds/orderodds.h"
#include "core/odds/shootingodds.h"
#include "core/odds/spellodds.h"
#include "core/odds/tableodds.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(wm::ShootingRequest)
Q_DECLARE_METATYPE(wm::CombatRequest)
Q_DECLARE_METATYPE(wm::SpellRequest)

using namespace wm;
using namespace wm::test;

namespace {

// Distributions are exact up to rounding in doubles.
constexpr double Exact = 1e-12;

bool near(double a, double b, double tolerance = Exact)
{
    return std::abs(a - b) <= tolerance;
}

#define COMPARE_CHANCE(actual, expected)                                                                               \
    QVERIFY2(near((actual), (expected)), qPrintable(QStringLiteral("%1 is %2, expected %3")                            \
                                                        .arg(QStringLiteral(#actual))                                  \
                                                        .arg(actual, 0, 'g', 15)                                       \
                                                        .arg(expected, 0, 'g', 15)))

Unit shotAt(Unit u, int hits)
{
    u.state.hitsTakenThisPhase = hits;
    return u;
}

Unit steady(Unit u)
{
    u.profile.traits |= Trait::NoDriveBack;
    return u;
}

Unit carrying(Unit u, MagicItem item)
{
    u.profile.magicItem = item;
    return u;
}

// A shot as the resolver makes it, with every sequence of faces: the chances of what it struck, the
// stands it removed, and (through endShootingPhase, dealt on) the drive back's confusion and rout.
struct Dealt
{
    QMap<int, double> struck;
    QMap<int, double> stands;
    double destroyed = 0;
    double confused = 0;
    double routed = 0;
    bool complete = false;
};

Dealt dealEveryFace(const ShootingRequest &request, const Ruleset &ruleset)
{
    Dealt dealt;
    DiceEnumeration e(100000);
    while (e.next()) {
        const auto shot = resolveShooting(request, ruleset, e.dice());
        if (!shot.ok())
            qFatal("the shot was refused: %s", qPrintable(shot.error().message));
        double chance = 0;
        const Unit after = shot->targetAfter;
        QList<Unit> units{after};
        for (const Unit &u : shot->shootersAfter)
            units.append(u);
        const auto end = endShootingPhase(units, ruleset, e.dice());
        chance = e.chance(); // after the drive back's dice too
        dealt.struck[shot->struck()] += chance;
        dealt.stands[shot->standsRemoved()] += chance;
        if (after.state.isDestroyed())
            dealt.destroyed += chance;
        if (const DriveBack *d = end->driveBackOf(after.id)) {
            if (d->confused)
                dealt.confused += chance;
            if (d->routed)
                dealt.routed += chance;
        }
    }
    dealt.complete = e.complete();
    return dealt;
}

ShootingRequest shooting(QList<Shooter> shooters, const Unit &target)
{
    ShootingRequest r;
    r.shooters = std::move(shooters);
    r.target = target;
    return r;
}

OrderRequest order(const Unit &by, const QList<Unit> &units, int distance = 10)
{
    OrderRequest r;
    r.character = by;
    r.units = units;
    r.distanceCm = distance;
    return r;
}

} // namespace

class TestOdds : public QObject
{
    Q_OBJECT

private slots:
    void successes_data();
    void successes();
    void distributionsAddUpToOne();
    void differences();
    void orders_data();
    void orders();
    void ordersInARow();
    void blunderRows_data();
    void blunderRows();
    void driveBacks_data();
    void driveBacks();
    void plainShots_data();
    void plainShots();
    void shots_data();
    void shots();
    void agreesWithTheResolver_data();
    void agreesWithTheResolver();
    void refusedShotsSayWhy();
    void tablesAndMisfires();
    void spells_data();
    void spells();
    void spellHits_data();
    void spellHits();
    void spellHitsAgreeWithTheResolver_data();
    void spellHitsAgreeWithTheResolver();
    void plainCombat();
    void combatAgreesWithTheResolver_data();
    void combatAgreesWithTheResolver();
    void aSimulationAgrees();
};

void TestOdds::successes_data()
{
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("exactly");
    QTest::addColumn<double>("chance");
    QTest::newRow("three dice at 4+: exactly 2") << 3 << 4 << 2 << 3.0 / 8;
    QTest::newRow("three dice at 4+: exactly 3") << 3 << 4 << 3 << 1.0 / 8;
    QTest::newRow("three dice at 4+: none") << 3 << 4 << 0 << 1.0 / 8;
    QTest::newRow("one die at 6") << 1 << 6 << 1 << 1.0 / 6;
    QTest::newRow("two dice at 5+: exactly 1") << 2 << 5 << 1 << 2.0 * (2.0 / 6) * (4.0 / 6);
    QTest::newRow("sixty dice at 4+: exactly 30") << 60 << 4 << 30 << 118264581564861424.0 / std::pow(2.0, 60);
    QTest::newRow("a score of 7 never") << 4 << 7 << 0 << 1.0;
    QTest::newRow("a score of 1 always") << 4 << 1 << 4 << 1.0;
}

void TestOdds::successes()
{
    QFETCH(int, dice);
    QFETCH(int, score);
    QFETCH(int, exactly);
    QFETCH(double, chance);
    const Distribution d = DiceOdds::successes(dice, DiceOdds::chanceOfAtLeast(score));
    COMPARE_CHANCE(d.exactly(exactly), chance);
    COMPARE_CHANCE(d.total(), 1.0);
    COMPARE_CHANCE(d.expected(), dice * DiceOdds::chanceOfAtLeast(score));
}

void TestOdds::distributionsAddUpToOne()
{
    for (int dice = 0; dice <= 200; dice += 7) {
        COMPARE_CHANCE(DiceOdds::successes(dice, 1.0 / 3).total(), 1.0);
        COMPARE_CHANCE(DiceOdds::thinned(DiceOdds::successes(dice, 0.5), 0.5).total(), 1.0);
    }
    for (int dice = 0; dice <= 30; ++dice)
        COMPARE_CHANCE(DiceOdds::totalOfD6(dice).total(), 1.0);
    // Two dice total 7 one time in six.
    COMPARE_CHANCE(DiceOdds::totalOfD6(2).exactly(7), 1.0 / 6);
    COMPARE_CHANCE(DiceOdds::anyAtLeast(2, 6), 11.0 / 36);
    // Hits at 4+ then saved at 4+ are hits at 1 in 4: thinning is the binomial of the product.
    const Distribution thinned = DiceOdds::thinned(DiceOdds::successes(5, 0.5), 0.5);
    const Distribution direct = DiceOdds::successes(5, 0.25);
    for (int k = 0; k <= 5; ++k)
        COMPARE_CHANCE(thinned.exactly(k), direct.exactly(k));
}

void TestOdds::differences()
{
    // One die less another: 0 one time in six, 5 one time in 36, -5 the same.
    const Distribution die = DiceOdds::totalOfD6(1);
    const Distribution difference = die.minus(die);
    QCOMPARE(difference.lowest(), -5);
    QCOMPARE(difference.highest(), 5);
    COMPARE_CHANCE(difference.exactly(0), 1.0 / 6);
    COMPARE_CHANCE(difference.exactly(5), 1.0 / 36);
    COMPARE_CHANCE(difference.atLeast(1), 15.0 / 36);
    COMPARE_CHANCE(difference.expected(), 0.0);
    COMPARE_CHANCE(difference.total(), 1.0);
}

void TestOdds::orders_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<OrderRequest>("request");
    QTest::addColumn<int>("needed");
    QTest::addColumn<double>("passed");
    QTest::addColumn<double>("failed");
    QTest::addColumn<double>("halfPace");
    QTest::addColumn<double>("doubleSix"); // the General's
    QTest::addColumn<double>("blunder");

    const Unit general = unit(100, empireGeneral()); // Command 9
    const Unit hero = unit(101, empireHero());       // Command 8
    const Unit wizard = unit(102, empireWizard());   // Command 7
    const Unit halberdiers = unit(1, wm::test::halberdiers());
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;

    OrderRequest r = order(general, {halberdiers});
    r.enemyWithin20cm = true;
    QTest::newRow("Command 9 with -1: 26 in 36") << W << r << 8 << 26.0 / 36 << 9.0 / 36 << 0.0 << 1.0 / 36 << 0.0;
    QTest::newRow("Command 9, no penalty")
        << W << order(general, {halberdiers}) << 9 << 30.0 / 36 << 5.0 / 36 << 0.0 << 1.0 / 36 << 0.0;
    QTest::newRow("a Hero at 20 cm, Warmaster: -1")
        << W << order(hero, {halberdiers}, 20) << 7 << 21.0 / 36 << 14.0 / 36 << 0.0 << 0.0 << 1.0 / 36;
    QTest::newRow("a Hero at 20 cm, Revolution: no penalty, half pace when failed")
        << R << order(hero, {halberdiers}, 20) << 8 << 26.0 / 36 << 9.0 / 36 << 9.0 / 36 << 0.0 << 1.0 / 36;
    QTest::newRow("a Hero at 45 cm, Revolution: -2")
        << R << order(hero, {halberdiers}, 45) << 6 << 15.0 / 36 << 20.0 / 36 << 20.0 / 36 << 0.0 << 1.0 / 36;
    QTest::newRow("a Wizard at 20 cm, Warmaster: -1")
        << W << order(wizard, {halberdiers}, 20) << 6 << 15.0 / 36 << 20.0 / 36 << 0.0 << 0.0 << 1.0 / 36;
    Unit tired = halberdiers;
    tired.state.ordersThisPhase = 1;
    tired.state.orderedBy = hero.id;
    CommandPhaseState phase;
    QTest::newRow("a second order: -1, never half pace")
        << R << order(hero, {tired}, 20) << 7 << 21.0 / 36 << 14.0 / 36 << 0.0 << 0.0 << 1.0 / 36;
}

void TestOdds::orders()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(OrderRequest, request);
    QFETCH(int, needed);
    QFETCH(double, passed);
    QFETCH(double, failed);
    QFETCH(double, halfPace);
    QFETCH(double, doubleSix);
    QFETCH(double, blunder);

    CommandPhaseState phase;
    if (request.units.constFirst().state.ordersThisPhase > 0) {
        phase.ordersStarted = true;
        phase.orderingCharacter = request.character.id;
        phase.currentGroup = {request.units.constFirst().id};
    }
    const auto odds = orderOdds(request, phase, Ruleset::forId(ruleset));
    QVERIFY2(odds.ok(), qPrintable(odds.ok() ? QString() : odds.error().message));
    QCOMPARE(odds->needed, needed);
    COMPARE_CHANCE(odds->passed, passed);
    COMPARE_CHANCE(odds->failed, failed);
    COMPARE_CHANCE(odds->failedHalfPace, halfPace);
    COMPARE_CHANCE(odds->generalDoubleSix, doubleSix);
    COMPARE_CHANCE(odds->blunder, blunder);
    COMPARE_CHANCE(odds->passed + odds->failed + odds->generalDoubleSix + odds->blunder + odds->malfunction, 1.0);
}

void TestOdds::ordersInARow()
{
    // The General at Command 9 ordering the same unit again and again: 9, then 8, then 7 or less.
    const auto odds = orderOdds(order(unit(100, empireGeneral()), {unit(1, halberdiers())}), {}, Ruleset::warmaster());
    QVERIFY(odds.ok());
    QCOMPARE(odds->ordersInARow.size(), 3);
    COMPARE_CHANCE(odds->ordersInARow.at(0), 30.0 / 36);
    COMPARE_CHANCE(odds->ordersInARow.at(1), 30.0 / 36 * 26.0 / 36);
    COMPARE_CHANCE(odds->ordersInARow.at(2), 30.0 / 36 * 26.0 / 36 * 21.0 / 36);
    // Exactly: none, one, two, three or more.
    const Distribution exactly = odds->ordersInARowExactly();
    COMPARE_CHANCE(exactly.total(), 1.0);
    COMPARE_CHANCE(exactly.exactly(0), 6.0 / 36);
    COMPARE_CHANCE(exactly.exactly(1), 30.0 / 36 * 10.0 / 36);
    COMPARE_CHANCE(exactly.exactly(3), 30.0 / 36 * 26.0 / 36 * 21.0 / 36);
    // The same order with no game behind it.
    const auto plain = plainOrderOdds(9, UnitType::General, -1, Ruleset::warmaster());
    QVERIFY(plain.ok());
    COMPARE_CHANCE(plain->passed, 26.0 / 36);
    const DriveBackOdds driveBack = plainDriveBackOdds(2, Protection::Open, 20, Ruleset::warmaster());
    COMPARE_CHANCE(driveBack.confused, 11.0 / 36);
}

void TestOdds::blunderRows_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<TableId>("table");
    QTest::newRow("Warmaster") << RulesetId::Warmaster << TableId::BlunderWarmaster;
    QTest::newRow("Revolution") << RulesetId::Revolution << TableId::BlunderRevolution;
}

void TestOdds::blunderRows()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(TableId, table);
    // A Hero's double six reads one row of the blunder table on a D6: each score 1 in 216.
    const auto odds = orderOdds(order(unit(101, empireHero()), {unit(1, halberdiers())}), {}, Ruleset::forId(ruleset));
    QVERIFY(odds.ok());
    double sum = 0;
    for (const OrderOdds::RowChance &r : odds->rows) {
        QCOMPARE(r.table, table);
        COMPARE_CHANCE(r.chance, (r.row.to - r.row.from + 1) / 216.0);
        sum += r.chance;
    }
    COMPARE_CHANCE(sum, 1.0 / 36);
    QCOMPARE(odds->rows.size(), DiceTable::get(table).rows.size());
}

void TestOdds::driveBacks_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<int>("dice");
    QTest::addColumn<double>("confused");
    QTest::addColumn<double>("routed");
    QTest::addColumn<double>("expectedCm");

    const Unit infantry = unit(1, halberdiers()); // full pace 20 cm
    QTest::newRow("two hits in the open: at least one 6 is 11 in 36")
        << shotAt(infantry, 2) << 2 << 11.0 / 36 << 0.0 << 7.0;
    QTest::newRow("four hits: more than 20 cm 35 times in 1,296")
        << shotAt(infantry, 4) << 4 << 671.0 / 1296 << 35.0 / 1296 << 14.0;
    QTest::newRow("four hits, defended: the first ignored")
        << shotAt(placed(infantry, 0, 3, 0), 4) << 3 << 91.0 / 216 << 0.0 << 10.5;
    QTest::newRow("two hits, fortified: both ignored")
        << shotAt(placed(infantry, 0, 0, 3), 2) << 0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("Flagellants are never driven back") << shotAt(unit(2, flagellants()), 5) << 0 << 0.0 << 0.0 << 0.0;
    // 7D6 come to 31 or more 26,280 times in 6^7 = 279,936 (counted over every throw).
    QTest::newRow("seven hits on cavalry (30 cm): more than 30 cm")
        << shotAt(unit(3, knights()), 7) << 7 << 1.0 - std::pow(5.0 / 6, 7) << 26280.0 / 279936 << 24.5;
}

void TestOdds::driveBacks()
{
    QFETCH(Unit, unit);
    QFETCH(int, dice);
    QFETCH(double, confused);
    QFETCH(double, routed);
    QFETCH(double, expectedCm);
    const DriveBackOdds odds = driveBackOdds(unit, {unit}, Ruleset::warmaster());
    QCOMPARE(odds.plan.ordinaryDice + odds.plan.soonerDice, dice);
    COMPARE_CHANCE(odds.confused, confused);
    COMPARE_CHANCE(odds.distanceCm.expected(), expectedCm);
    COMPARE_CHANCE(odds.distanceCm.total(), 1.0);
    COMPARE_CHANCE(odds.routed, routed);
}

void TestOdds::plainShots_data()
{
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("score");
    QTest::addColumn<Armour>("armour");
    QTest::addColumn<int>("hitsValue");
    QTest::addColumn<int>("stands");
    QTest::addColumn<double>("standOrMore");
    QTest::addColumn<double>("destroyed");
    QTest::addColumn<double>("expectedStruck");

    QTest::newRow("three dice at 4+ at a 3-hit unit: a stand 1 in 8")
        << 3 << 4 << Armour::none() << 3 << 3 << 1.0 / 8 << 0.0 << 1.5;
    QTest::newRow("three dice at 4+ through 4+ saves")
        << 3 << 4 << Armour::saveOn(4) << 3 << 3 << 1.0 / 64 << 0.0 << 0.75;
    QTest::newRow("two dice at 4+ at a last stand of 1 hit")
        << 2 << 4 << Armour::none() << 1 << 1 << 3.0 / 4 << 3.0 / 4 << 1.0;
    // All sixty dice are rolled at once, even past the hits that destroy the unit, as the resolver does.
    QTest::newRow("sixty dice at 5+ at 3 stands of 3 hits, 6+ saves")
        << 60 << 5 << Armour::saveOn(6) << 3 << 3 << -1.0 << -1.0 << 60.0 / 3 * 5 / 6;
}

void TestOdds::plainShots()
{
    QFETCH(int, dice);
    QFETCH(int, score);
    QFETCH(Armour, armour);
    QFETCH(int, hitsValue);
    QFETCH(int, stands);
    QFETCH(double, standOrMore);
    QFETCH(double, destroyed);
    QFETCH(double, expectedStruck);
    const ShootingOdds odds = plainShootingOdds(dice, score, armour, hitsValue, stands);
    COMPARE_CHANCE(odds.hits.total(), 1.0);
    COMPARE_CHANCE(odds.struck.total(), 1.0);
    COMPARE_CHANCE(odds.standsRemoved.total(), 1.0);
    COMPARE_CHANCE(odds.struck.expected(), expectedStruck);
    if (standOrMore >= 0) {
        COMPARE_CHANCE(odds.standOrMore(), standOrMore);
        COMPARE_CHANCE(odds.destroyed, destroyed);
    } else {
        // Each hit a die at 1 in 3 through saves at 5 in 6: stands by the threes.
        const Distribution struck = DiceOdds::successes(dice, 1.0 / 3 * 5 / 6);
        COMPARE_CHANCE(odds.standOrMore(), struck.atLeast(3));
        COMPARE_CHANCE(odds.destroyed, struck.atLeast(9));
        COMPARE_CHANCE(odds.standsRemoved.exactly(2), struck.exactly(6) + struck.exactly(7) + struck.exactly(8));
    }
}

void TestOdds::shots_data()
{
    QTest::addColumn<ShootingRequest>("request");
    QTest::addColumn<double>("standOrMore");
    QTest::addColumn<double>("expectedHits");

    const Unit bowmen = unit(1, wm::test::bowmen()); // 3 stands, 1 die each
    QTest::newRow("bowmen at knights: 4+ to hit, 4+ to save")
        << shooting({Shooter(bowmen, 3)}, unit(10, knights())) << 1.0 / 64 << 1.5;
    QTest::newRow("bowmen at defended knights: 5+ to hit")
        << shooting({Shooter(bowmen, 3)}, placed(unit(10, knights()), 0, 3, 0)) << std::pow(1.0 / 3 * 0.5, 3) << 1.0;
    ShootingRequest shield = shooting({Shooter(bowmen, 3)}, unit(10, knights()));
    shield.targetReRollsFailedSaves = true; // 4+ saves rolled again: a hit gets through 1 time in 4
    QTest::newRow("saves rolled again") << shield << std::pow(0.5 * 0.25, 3) << 1.5;
}

void TestOdds::shots()
{
    QFETCH(ShootingRequest, request);
    QFETCH(double, standOrMore);
    QFETCH(double, expectedHits);
    const auto odds = shootingOdds(request, Ruleset::warmaster());
    QVERIFY2(odds.ok(), qPrintable(odds.ok() ? QString() : odds.error().message));
    COMPARE_CHANCE(odds->standOrMore(), standOrMore);
    COMPARE_CHANCE(odds->hits.expected(), expectedHits);
    QVERIFY(odds->countsForDriveBack);
}

void TestOdds::agreesWithTheResolver_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<ShootingRequest>("request");

    const Unit bowmen = unit(1, wm::test::bowmen());
    const Unit archers = unit(2, wm::test::archers());
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    // A single stand in the open in front of defended ones: the batches change the score. (Units
    // never driven back where the drive back is not what the row is about: fewer sequences to deal.)
    Unit mixed = steady(placed(unit(10, halberdiers()), 1, 2, 0));
    mixed.profile.hits = 1;
    QTest::newRow("mixed positions") << W << shooting({Shooter(bowmen, 3)}, mixed);
    Unit carried = steady(placed(unit(10, halberdiers()), 1, 1, 0));
    carried.state.hitsAccumulated = 2;
    QTest::newRow("mixed, with hits carried") << R << shooting({Shooter(bowmen, 2), Shooter(archers, 1)}, carried);
    ShootingRequest shield = shooting({Shooter(bowmen, 2)}, steady(unit(10, knights())));
    shield.targetReRollsFailedSaves = true;
    QTest::newRow("saves rolled again") << W << shield;
    QTest::newRow("Banner of Steadfastness")
        << W
        << shooting({Shooter(bowmen, 3)}, carrying(unit(10, wm::test::bowmen()), MagicItem::BannerOfSteadfastness));
    Unit lastStand = steady(unit(10, halberdiers()));
    lastStand.state.standsLeft = 1;
    lastStand.state.positions = {1, 0, 0};
    lastStand.profile.hits = 1;
    QTest::newRow("the last stand") << W << shooting({Shooter(bowmen, 3)}, lastStand);
    // A Helblaster's one roll: its ones decide whether it fires (dud ammunition in Warmaster, nothing
    // in Revolution), misfires or explodes; its other faces are read to hit.
    Shooter helblaster(unit(3, wm::test::helblaster()), 1);
    helblaster.range = RangeBand::Medium; // four dice
    QTest::newRow("a Helblaster's ones (Warmaster)") << W << shooting({helblaster}, steady(unit(10, halberdiers())));
    QTest::newRow("a Helblaster's ones (Revolution)") << R << shooting({helblaster}, steady(unit(10, halberdiers())));
    Shooter longRange(unit(4, wm::test::helblaster()), 1);
    longRange.range = RangeBand::Long;
    QTest::newRow("a Helblaster beside bowmen")
        << W << shooting({longRange, Shooter(bowmen, 1)}, steady(unit(10, halberdiers())));
    // At mixed positions its faces are read batch by batch, its ones among them, its dud ammunition
    // cancelling the first hits.
    QTest::newRow("a Helblaster at mixed positions (Warmaster)") << W << shooting({helblaster}, mixed);
    QTest::newRow("a Helblaster at mixed positions (Revolution)") << R << shooting({helblaster}, mixed);
    Unit twoHits = steady(placed(unit(10, halberdiers()), 1, 2, 0));
    twoHits.profile.hits = 2;
    QTest::newRow("a Helblaster and bowmen at mixed positions")
        << W << shooting({Shooter(bowmen, 1), longRange}, twoHits);
    Unit alreadyHit = shotAt(unit(10, wm::test::bowmen()), 2);
    QTest::newRow("hits taken before: a drive back of three or more dice")
        << W << shooting({Shooter(bowmen, 2)}, alreadyHit);
}

void TestOdds::agreesWithTheResolver()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(ShootingRequest, request);
    const Ruleset rules = Ruleset::forId(ruleset);
    const auto odds = shootingOdds(request, rules);
    QVERIFY2(odds.ok(), qPrintable(odds.ok() ? QString() : odds.error().message));
    const Dealt dealt = dealEveryFace(request, rules);
    QVERIFY(dealt.complete);
    for (auto it = dealt.struck.cbegin(); it != dealt.struck.cend(); ++it)
        COMPARE_CHANCE(odds->struck.exactly(it.key()), it.value());
    COMPARE_CHANCE(odds->struck.total(), 1.0);
    for (auto it = dealt.stands.cbegin(); it != dealt.stands.cend(); ++it)
        COMPARE_CHANCE(odds->standsRemoved.exactly(it.key()), it.value());
    COMPARE_CHANCE(odds->destroyed, dealt.destroyed);
    COMPARE_CHANCE(odds->confused, dealt.confused);
    COMPARE_CHANCE(odds->routed, dealt.routed);
}

void TestOdds::refusedShotsSayWhy()
{
    const Unit bowmen = unit(1, wm::test::bowmen());
    const auto none = shootingOdds(shooting({}, unit(10, knights())), Ruleset::warmaster());
    QVERIFY(!none.ok());
    QCOMPARE(none.error().field, QStringLiteral("shooters"));
    // Two Helblasters reading their rolls batch by batch at a target in mixed positions: not worked out.
    Shooter helblaster(unit(3, wm::test::helblaster()), 1);
    helblaster.range = RangeBand::Medium;
    Shooter another(unit(4, wm::test::helblaster()), 1);
    another.range = RangeBand::Long;
    const auto twoHelblasters =
        shootingOdds(shooting({helblaster, another}, placed(unit(10, knights()), 1, 2, 0)), Ruleset::warmaster());
    QVERIFY(!twoHelblasters.ok());
    // In the open it is: four dice misfire on three ones and explode on four, 21 times in 1,296.
    const auto openHelblaster = shootingOdds(shooting({helblaster}, unit(10, knights())), Ruleset::warmaster());
    QVERIFY(openHelblaster.ok());
    COMPARE_CHANCE(openHelblaster->misfire, 21.0 / 1296);
    const auto tooFar =
        orderOdds(order(unit(101, empireHero()), {unit(1, halberdiers())}, 70), {}, Ruleset::warmaster());
    QVERIFY(!tooFar.ok());
}

void TestOdds::tablesAndMisfires()
{
    // One D6 finds a row: each row's chance is its scores over six.
    const auto giant = tableOdds(unit(5, wm::test::giant()), TableId::GiantGoesWild);
    QVERIFY2(giant.ok(), qPrintable(giant.ok() ? QString() : giant.error().message));
    double sum = 0;
    for (const TableRowChance &r : giant.value()) {
        COMPARE_CHANCE(r.chance, (r.row.to - r.row.from + 1) / 6.0);
        sum += r.chance;
    }
    COMPARE_CHANCE(sum, 1.0);
    // The building's table is read off the hits' dice: refused, with the reason.
    QVERIFY(!tableOdds(unit(5, wm::test::giant()), TableId::BuildingDamage).ok());

    // A Flame Cannon misfires on a double of its 2D6: one time in six, each double one time in 36.
    const auto flame = shootingOdds(shooting({Shooter(unit(3, wm::test::flameCannon()), 1)}, unit(10, halberdiers())),
                                    Ruleset::warmaster());
    QVERIFY2(flame.ok(), qPrintable(flame.ok() ? QString() : flame.error().message));
    COMPARE_CHANCE(flame->misfire, 1.0 / 6);
    double rows = 0;
    for (const TableRowChance &r : flame->misfireRows) {
        QCOMPARE(r.table, TableId::FlameCannonWarmaster);
        COMPARE_CHANCE(r.chance, (r.row.to - r.row.from + 1) / 36.0);
        rows += r.chance;
    }
    COMPARE_CHANCE(rows, 1.0 / 6);
    QVERIFY(OddsText::shooting(flame.value()).contains(QStringLiteral("17% to misfire")));
    // Its attacks, as its weapon rolls them every way it can.
    const ShootingRequest flameShot = shooting({Shooter(unit(3, wm::test::flameCannon()), 1)}, unit(10, halberdiers()));
    QMap<int, double> attacks;
    DiceEnumeration e;
    while (e.next()) {
        const auto fired =
            fireWeapon(flameShot.shooters.at(0).unit, ShootingNumbers::attacks(flameShot.shooters.at(0), flameShot),
                       false, Ruleset::warmaster(), e.dice());
        QVERIFY(fired.ok());
        attacks[fired->attacks] += e.chance();
    }
    QVERIFY(e.complete());
    COMPARE_CHANCE(flame->attacks.total(), 1.0);
    for (auto it = attacks.cbegin(); it != attacks.cend(); ++it)
        COMPARE_CHANCE(flame->attacks.exactly(it.key()), it.value());
    // Bowmen never misfire.
    const auto bowmen = shootingOdds(shooting({Shooter(unit(1, wm::test::bowmen()), 3)}, unit(10, halberdiers())),
                                     Ruleset::warmaster());
    QCOMPARE(bowmen->misfire, 0.0);
    QVERIFY(bowmen->misfireRows.isEmpty());
}

void TestOdds::spells_data()
{
    QTest::addColumn<int>("castModifier");
    QTest::addColumn<bool>("dispeller");
    QTest::addColumn<bool>("recast");
    QTest::addColumn<double>("cast");
    QTest::addColumn<double>("takesEffect");
    // A Ball of Flame is cast on 5+; a 1 always fails, a 6 always works.
    QTest::newRow("5+: one time in three") << 0 << false << false << 1.0 / 3 << 1.0 / 3;
    QTest::newRow("5+ with +1: one time in two") << 1 << false << false << 0.5 << 0.5;
    QTest::newRow("5+ with -5: only the 6") << -5 << false << false << 1.0 / 6 << 1.0 / 6;
    QTest::newRow("5+ with +5: all but the 1") << 5 << false << false << 5.0 / 6 << 5.0 / 6;
    // A Runesmith cancels it on 4+ (FACTS §7).
    QTest::newRow("5+ against a Runesmith") << 0 << true << false << 1.0 / 3 << 1.0 / 6;
    // A second roll for a spell that failed other than on a 1: 1/3 + (1/2)(1/3).
    QTest::newRow("5+ cast again after a failure") << 0 << false << true << 1.0 / 3 + 0.5 / 3 << 1.0 / 3 + 0.5 / 3;
}

void TestOdds::spells()
{
    QFETCH(int, castModifier);
    QFETCH(bool, dispeller);
    QFETCH(bool, recast);
    QFETCH(double, cast);
    QFETCH(double, takesEffect);
    SpellRequest r;
    r.wizard = unit(102, empireWizard());
    r.wizardSide = Side::first();
    r.spell = ballOfFlame();
    r.targets = {unit(10, halberdiers())};
    r.targetSides = {Side::second()};
    r.castModifier = castModifier;
    r.recast = recast;
    if (recast)
        r.wizard.profile.traits |= Trait::RecastsFailedSpell;
    if (dispeller)
        r.dispel =
            DispelAttempt{unit(200, character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells)),
                          0, false, 20};
    const auto odds = spellOdds(r, Ruleset::warmaster());
    QVERIFY2(odds.ok(), qPrintable(odds.ok() ? QString() : odds.error().message));
    COMPARE_CHANCE(odds->cast, cast);
    COMPARE_CHANCE(odds->takesEffect, takesEffect);
    COMPARE_CHANCE(odds->cancelled, cast - takesEffect);
}

namespace {

SpellRequest casting(const Spell &spell, const QList<Unit> &targets)
{
    SpellRequest r;
    r.wizard = unit(102, empireWizard());
    r.wizardSide = Side::first();
    r.spell = spell;
    r.targets = targets;
    for (qsizetype i = 0; i < targets.size(); ++i)
        r.targetSides.append(Side::second());
    return r;
}

Spell rolledD3(Spell s)
{
    s.attacks->rolledD3 = true;
    return s;
}

} // namespace

void TestOdds::spellHits_data()
{
    QTest::addColumn<SpellRequest>("request");
    QTest::addColumn<double>("noHit");
    QTest::addColumn<double>("expectedHits");
    QTest::addColumn<double>("confused");
    QTest::addColumn<double>("expectedDriveBack");
    // A Death Bolt: cast on 5+ (1 in 3), then three dice at 4+ at a unit in the open, no save.
    // No hit: not cast (2/3), or cast and all three miss (1/3 x 1/8).
    const Unit target = unit(10, halberdiers());
    QTest::newRow("Death Bolt") << casting(deathBolt(), {target}) << 2.0 / 3 + 1.0 / 24 << 0.5 << 0.0 << 0.0;
    // At a defended unit the dice hit on 5+: 1/3 x (2/3)^3 more for no hit.
    QTest::newRow("Death Bolt at a defended unit")
        << casting(deathBolt(), {placed(target, 0, 3, 0)}) << 2.0 / 3 + 1.0 / 3 * 8.0 / 27 << 1.0 / 3 << 0.0 << 0.0;
    // A D3 of those dice: no hit given the cast is (1/2 + 1/4 + 1/8) / 3 = 7/24; hits 2 x 1/2 = 1.
    QTest::newRow("a D3 of attacks") << casting(rolledD3(deathBolt()), {target}) << 2.0 / 3 + 1.0 / 3 * 7.0 / 24
                                     << 1.0 / 3 << 0.0 << 0.0;
    // Two targets under its line, each its own three dice: six dice at 4+ once cast.
    Spell noSave = ballOfFlame();
    noSave.attacks->ignoresArmour = true;
    QTest::newRow("two targets") << casting(noSave, {target, unit(11, halberdiers())}) << 2.0 / 3 + 1.0 / 3 / 64 << 1.0
                                 << 0.0 << 0.0;
    // Gerroff!!!: cast on 5+, a die of 5 cm a pip, confused by a 6.
    QTest::newRow("Gerroff!!!") << casting(gerroff(), {target}) << 1.0 << 0.0 << 1.0 / 18 << 17.5 / 3;
    // A unit never driven back is not.
    QTest::newRow("Gerroff!!! at a unit never driven back")
        << casting(gerroff(), {steady(target)}) << 1.0 << 0.0 << 0.0 << 0.0;
}

void TestOdds::spellHits()
{
    QFETCH(SpellRequest, request);
    QFETCH(double, noHit);
    QFETCH(double, expectedHits);
    QFETCH(double, confused);
    QFETCH(double, expectedDriveBack);
    const auto odds = spellOdds(request, Ruleset::warmaster());
    QVERIFY2(odds.ok(), qPrintable(odds.ok() ? QString() : odds.error().message));
    const Distribution struck = odds->struck();
    COMPARE_CHANCE(struck.total(), 1.0);
    COMPARE_CHANCE(struck.exactly(0), noHit);
    COMPARE_CHANCE(struck.expected(), expectedHits);
    COMPARE_CHANCE(odds->confusesAny(), confused);
    double driveBack = 0;
    for (const SpellTargetOdds &t : odds->targets) {
        if (t.drivesBack)
            driveBack += odds->takesEffect * t.driveBackCm.expected();
    }
    COMPARE_CHANCE(driveBack, expectedDriveBack);
}

void TestOdds::spellHitsAgreeWithTheResolver_data()
{
    QTest::addColumn<SpellRequest>("request");
    const Unit knightsInTheOpen = unit(10, knights());
    Spell twoShots = ballOfFlame();
    twoShots.attacks->attacks = 2;
    QTest::newRow("two shots at 4+ saves") << casting(twoShots, {knightsInTheOpen});
    Unit lastStand = unit(11, halberdiers());
    lastStand.state.standsLeft = 1;
    lastStand.state.positions = {1, 0, 0};
    lastStand.state.hitsAccumulated = 2;
    QTest::newRow("a D3 at a last stand with two hits on it") << casting(rolledD3(deathBolt()), {lastStand});
    SpellRequest dispelled = casting(deathBolt(), {unit(12, halberdiers())});
    dispelled.dispel = DispelAttempt{
        unit(200, character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells)), 0, false, 20};
    QTest::newRow("against a Runesmith") << dispelled;
}

// Every face of the cast, the cancel and the spell's own dice dealt to resolveSpell(): what it strikes
// and removes agrees exactly.
void TestOdds::spellHitsAgreeWithTheResolver()
{
    QFETCH(SpellRequest, request);
    const auto odds = spellOdds(request, Ruleset::warmaster());
    QVERIFY2(odds.ok(), qPrintable(odds.ok() ? QString() : odds.error().message));
    QMap<int, double> struck;
    QMap<int, double> stands;
    double destroyed = 0;
    DiceEnumeration e(100000);
    while (e.next()) {
        const auto cast = resolveSpell(request, Ruleset::warmaster(), e.dice());
        QVERIFY2(cast.ok(), qPrintable(cast.ok() ? QString() : cast.error().message));
        int hits = 0;
        int removed = 0;
        for (const SpellTargetResult &t : cast->targets) {
            if (t.shooting) {
                hits += t.shooting->struck();
                removed += t.shooting->standsRemoved();
            }
            if (t.after.state.isDestroyed())
                destroyed += e.chance();
        }
        struck[hits] += e.chance();
        stands[removed] += e.chance();
    }
    QVERIFY(e.complete());
    const Distribution oddsStruck = odds->struck();
    for (auto it = struck.cbegin(); it != struck.cend(); ++it)
        COMPARE_CHANCE(oddsStruck.exactly(it.key()), it.value());
    QCOMPARE(odds->targets.size(), 1);
    const SpellTargetOdds &t = odds->targets.constFirst();
    for (auto it = stands.cbegin(); it != stands.cend(); ++it) {
        const double given = it.key() == 0 ? t.standsRemoved.exactly(0) * odds->takesEffect + 1 - odds->takesEffect
                                           : t.standsRemoved.exactly(it.key()) * odds->takesEffect;
        COMPARE_CHANCE(given, it.value());
    }
    COMPARE_CHANCE(t.destroyed * odds->takesEffect, destroyed);
}

void TestOdds::plainCombat()
{
    // One die each at 4+, no armour: each side wins a time in four, a draw one time in two.
    PerSide<PlainCombatSide> sides;
    sides[Side::first()] = PlainCombatSide{1, 4, Armour::none(), 0};
    sides[Side::second()] = PlainCombatSide{1, 4, Armour::none(), 0};
    CombatOdds odds = plainCombatOdds(sides, Ruleset::warmaster());
    COMPARE_CHANCE(odds.wins[Side::first()], 0.25);
    COMPARE_CHANCE(odds.wins[Side::second()], 0.25);
    COMPARE_CHANCE(odds.draw, 0.5);
    COMPARE_CHANCE(odds.difference.expected(), 0.0);
    COMPARE_CHANCE(odds.retreatCm.exactly(1), 0.5); // the loser retreats 1 cm per point
    // A stand supporting: the first side wins ties and more.
    sides[Side::first()].support = 1;
    odds = plainCombatOdds(sides, Ruleset::warmaster());
    COMPARE_CHANCE(odds.wins[Side::first()], 0.75);
    COMPARE_CHANCE(odds.draw, 0.25);
    COMPARE_CHANCE(odds.result[Side::first()].expected(), 1.5);
    // Eight dice at 4+ against 4+ saves: a hit a die one time in four.
    sides[Side::first()] = PlainCombatSide{8, 4, Armour::saveOn(4), 0};
    sides[Side::second()] = PlainCombatSide{0, 4, Armour::saveOn(4), 0};
    odds = plainCombatOdds(sides, Ruleset::warmaster());
    COMPARE_CHANCE(odds.hits[Side::first()].expected(), 2.0);
    COMPARE_CHANCE(odds.draw, std::pow(0.75, 8));
}

namespace {

CombatUnit fighting(const Unit &u, int stands, int target = 0)
{
    CombatUnit cu;
    cu.unit = u;
    for (int i = 0; i < stands; ++i)
        cu.stands.append(FightingStand{target, {}});
    return cu;
}

// A unit of `stands` stands of one attack and one hit each: few dice, so that every face can be dealt.
Unit small(UnitId id, int stands, Armour armour, int attacks = 1)
{
    UnitProfile p =
        profile(QStringLiteral("Small %1").arg(id), UnitType::Infantry, attacks, std::nullopt, 1, armour, stands);
    return unit(id, p);
}

} // namespace

void TestOdds::combatAgreesWithTheResolver_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<CombatRequest>("request");
    CombatRequest r;
    r.sides[Side::first()] = {fighting(small(1, 2, Armour::saveOn(6)), 2)};
    r.sides[Side::second()] = {fighting(small(2, 1, Armour::none()), 1)};
    QTest::newRow("two stands at one: a wipe-out") << RulesetId::Warmaster << r;
    CombatUnit supported = fighting(small(3, 2, Armour::saveOn(5)), 1);
    supported.supportingStands = 1;
    r.sides[Side::first()] = {supported};
    r.sides[Side::second()] = {fighting(small(4, 2, Armour::none(), 2), 1)};
    QTest::newRow("support against two attacks") << RulesetId::Revolution << r;
    r.sides[Side::first()] = {fighting(small(5, 2, Armour::none()), 1)};
    r.sides[Side::first()][0].stands.append(FightingStand{1, {}});
    r.sides[Side::second()] = {fighting(small(6, 1, Armour::none()), 1), fighting(small(7, 1, Armour::none()), 1)};
    QTest::newRow("two losing units share the retreat") << RulesetId::Revolution << r;
    // The first round: a unit that struck more hits than it suffered strikes again, one attack a stand.
    Unit bears = small(8, 2, Armour::saveOn(6));
    bears.profile.traits |= Trait::ExtraAttacksWhenAhead;
    bears.profile.traitValues[Trait::ExtraAttacksWhenAhead] = 1;
    r.round = 1;
    r.sides[Side::first()] = {fighting(bears, 2)};
    r.sides[Side::second()] = {fighting(small(9, 1, Armour::none()), 1)};
    QTest::newRow("striking again when ahead") << RulesetId::Warmaster << r;
    r.sides[Side::first()] = {fighting(small(10, 2, Armour::none()), 1)};
    Unit aheadSecond = small(11, 1, Armour::none(), 2);
    aheadSecond.profile.traits |= Trait::ExtraAttacksWhenAhead;
    aheadSecond.profile.traitValues[Trait::ExtraAttacksWhenAhead] = 1;
    r.sides[Side::second()] = {fighting(aheadSecond, 1)};
    QTest::newRow("the second side striking again") << RulesetId::Revolution << r;
    // A sword's one re-roll passes along its unit's attacks until one uses it.
    r.round = 2;
    CombatUnit cleaving = fighting(carrying(small(12, 2, Armour::none()), MagicItem::SwordOfCleaving), 1);
    cleaving.stands.append(FightingStand{1, {}});
    r.sides[Side::first()] = {cleaving};
    r.sides[Side::second()] = {fighting(small(13, 1, Armour::none()), 1), fighting(small(14, 1, Armour::none()), 1)};
    QTest::newRow("a Sword of Cleaving over attacks at two units") << RulesetId::Warmaster << r;
    CombatUnit destruction = fighting(carrying(small(15, 2, Armour::none()), MagicItem::SwordOfDestruction), 1);
    FightingStand atDefended{0, {}};
    atDefended.situation.enemyPosition = Protection::Defended;
    destruction.stands.append(atDefended);
    r.sides[Side::first()] = {destruction};
    r.sides[Side::second()] = {fighting(placed(small(16, 2, Armour::saveOn(5)), 1, 1, 0), 1)};
    QTest::newRow("a Sword of Destruction over attacks at two positions") << RulesetId::Warmaster << r;
}

void TestOdds::combatAgreesWithTheResolver()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(CombatRequest, request);
    const Ruleset rules = Ruleset::forId(ruleset);
    const auto odds = combatOdds(request, rules);
    QVERIFY2(odds.ok(), qPrintable(odds.ok() ? QString() : odds.error().message));
    PerSide<double> wins{};
    double draw = 0;
    QMap<int, double> retreat;
    QMap<int, double> difference;
    DiceEnumeration e(100000);
    while (e.next()) {
        const auto round = resolveCombatRound(request, rules, e.dice());
        QVERIFY2(round.ok(), qPrintable(round.ok() ? QString() : round.error().message));
        if (round->winner)
            wins[*round->winner] += e.chance();
        else
            draw += e.chance();
        retreat[round->retreatCm] += e.chance();
        difference[round->sides[Side::first()].total() - round->sides[Side::second()].total()] += e.chance();
    }
    QVERIFY(e.complete());
    COMPARE_CHANCE(odds->wins[Side::first()], wins[Side::first()]);
    COMPARE_CHANCE(odds->wins[Side::second()], wins[Side::second()]);
    COMPARE_CHANCE(odds->draw, draw);
    for (auto it = retreat.cbegin(); it != retreat.cend(); ++it)
        COMPARE_CHANCE(odds->retreatCm.exactly(it.key()), it.value());
    for (auto it = difference.cbegin(); it != difference.cend(); ++it)
        COMPARE_CHANCE(odds->difference.exactly(it.key()), it.value());
}

// A million shots, orders, drive backs, combat rounds and spells, each thrown with seeded dice as the rulebook
// describes the roll: what they show agrees with the exact odds within four standard errors. (The resolvers themselves
// are held to the odds exactly, above.)
void TestOdds::aSimulationAgrees()
{
    constexpr int Trials = 1000000;
    QRandomGenerator generator(20261129);
    const auto d6 = [&generator] { return int(generator.bounded(1, 7)); };
    const auto within = [](int seen, double p) {
        const double error = std::sqrt(p * (1 - p) / Trials);
        return std::abs(double(seen) / Trials - p) <= 4 * error + 1e-15;
    };

    // Nine dice at 4+ at a unit of three 3-hit stands with 5+ saves: stands removed.
    const ShootingOdds shot = plainShootingOdds(9, 4, Armour::saveOn(5), 3, 3);
    // An order at Command 9 with -1, by a Hero: passed, blunder.
    OrderRequest command = order(unit(101, empireHero()), {unit(1, halberdiers())});
    command.units[0].state.permanentCommandPenalty = 0;
    command.enemyWithin20cm = true;
    command.character.profile.command = 9;
    const auto orderChances = orderOdds(command, {}, Ruleset::warmaster(), 1);
    QVERIFY(orderChances.ok());
    // Five hits on infantry in the open (full pace 20 cm): confused, routed.
    const Unit target = shotAt(unit(1, halberdiers()), 5);
    const DriveBackOdds driveBack = driveBackOdds(target, {target}, Ruleset::warmaster());
    // Six dice at 4+ against 5+ saves with a stand in support, against four at 4+ against 4+ saves.
    PerSide<PlainCombatSide> sides;
    sides[Side::first()] = PlainCombatSide{6, 4, Armour::saveOn(4), 1};
    sides[Side::second()] = PlainCombatSide{4, 4, Armour::saveOn(5), 0};
    const CombatOdds combat = plainCombatOdds(sides, Ruleset::warmaster());
    // A Death Bolt (5+ to cast, a Runesmith cancelling on 4+, three dice at 4+ with no save).
    SpellRequest bolt = casting(deathBolt(), {unit(10, halberdiers())});
    bolt.dispel = DispelAttempt{
        unit(200, character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells)), 0, false, 20};
    const auto spell = spellOdds(bolt, Ruleset::warmaster());
    QVERIFY(spell.ok());

    int twoStands = 0;
    int passed = 0;
    int blunders = 0;
    int confused = 0;
    int routed = 0;
    int won = 0;
    int drawn = 0;
    int cast = 0;
    int tookEffect = 0;
    int twoHits = 0;
    for (int i = 0; i < Trials; ++i) {
        int struck = 0;
        for (int die = 0; die < 9; ++die)
            struck += d6() >= 4 && d6() < 5;
        twoStands += struck >= 6;
        const int a = d6();
        const int b = d6();
        blunders += a == 6 && b == 6;
        passed += a + b <= 8;
        int distance = 0;
        bool six = false;
        for (int die = 0; die < 5; ++die) {
            const int face = d6();
            distance += face;
            six = six || face == 6;
        }
        confused += six;
        routed += distance > 20;
        int ours = 1; // the support
        for (int die = 0; die < 6; ++die)
            ours += d6() >= 4 && d6() < 5;
        int theirs = 0;
        for (int die = 0; die < 4; ++die)
            theirs += d6() >= 4 && d6() < 4;
        won += ours > theirs;
        drawn += ours == theirs;
        if (d6() >= 5) {
            ++cast;
            if (d6() < 4) {
                ++tookEffect;
                twoHits += (d6() >= 4) + (d6() >= 4) + (d6() >= 4) >= 2;
            }
        }
    }
    QVERIFY2(within(twoStands, shot.standsRemoved.atLeast(2)), qPrintable(QString::number(twoStands)));
    QVERIFY2(within(passed, orderChances->passed), qPrintable(QString::number(passed)));
    QVERIFY2(within(blunders, orderChances->blunder), qPrintable(QString::number(blunders)));
    QVERIFY2(within(confused, driveBack.confused), qPrintable(QString::number(confused)));
    QVERIFY2(within(routed, driveBack.routed), qPrintable(QString::number(routed)));
    QVERIFY2(within(won, combat.wins[Side::first()]), qPrintable(QString::number(won)));
    QVERIFY2(within(drawn, combat.draw), qPrintable(QString::number(drawn)));
    QVERIFY2(within(cast, spell->cast), qPrintable(QString::number(cast)));
    QVERIFY2(within(tookEffect, spell->takesEffect), qPrintable(QString::number(tookEffect)));
    QVERIFY2(within(twoHits, spell->struck().atLeast(2)), qPrintable(QString::number(twoHits)));
}

QTEST_APPLESS_MAIN(TestOdds)
#include "tst_odds.moc"
