// SPDX-License-Identifier: GPL-3.0-or-later
// Shooting, from the dice to the hits on the target: every worked example of sources/000 (shooting
// in brief), sources/001 (the 2002 rules update on shooting at chargers) and sources/003 (the
// Revolution Shooting phase) is a row named after it, then the rules the examples leave out.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/rules/shooting.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

Shooter shooter(UnitId id, const UnitProfile &p, int stands)
{
    return Shooter{unit(id, p), stands};
}

Unit withHits(Unit u, int hits)
{
    u.state.hitsAccumulated = hits;
    return u;
}

// Shooters at chargers shoot only at the units that charged them: these were charged by `charger`.
QList<Shooter> chargedBy(QList<Shooter> shooters, UnitId charger)
{
    for (Shooter &s : shooters)
        s.unit.state.chargedBy.append(charger);
    return shooters;
}

} // namespace

class TestShooting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolves_data();
    void resolves();
    void rollsComeInTheOrderRolled();
    void hitsFromSeveralShootersAddUp();
    void shootersAreMarkedAsHavingShot();
    void chargedUnitShootsAtEachChargerWithFreeStands();
    void coverIgnoredIsReported_data();
    void coverIgnoredIsReported();
    void steamOverloadDoublesTheDice();
    void errors_data();
    void errors();
    void tooFewDiceChangesNothing();
};

void TestShooting::resolves_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QList<Shooter>>("shooters");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("hits");   // scored to hit
    QTest::addColumn<int>("saved");  // by armour
    QTest::addColumn<int>("struck"); // on the target
    QTest::addColumn<int>("standsLeft");
    QTest::addColumn<int>("hitsOnUnit");    // odd hits recorded
    QTest::addColumn<int>("driveBackHits"); // hits taken this phase
    QTest::addColumn<int>("carriedIntoCombat");
    QTest::addColumn<QList<int>>("batchScores"); // score to hit of each batch

    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const auto phase = ShotTiming::ShootingPhase;
    const auto charge = ShotTiming::AtChargers;
    using L = QList<int>;
    using S = QList<Shooter>;

    // --- worked examples ---------------------------------------------------------------------
    QTest::newRow("000: three stands in the open, 3,5,6 -> 2 hits")
        << W << S{shooter(1, bowmen(), 3)} << unit(9, handgunners()) << phase << L{3, 5, 6} << 2 << 0 << 2 << 3 << 2
        << 2 << 0 << L{4};
    QTest::newRow("000: Armour 5+, 2 hits, saves 3,6 -> 1 hit")
        << W << S{shooter(1, bowmen(), 2)}
        << unit(9, profile(QStringLiteral("Spearmen"), UnitType::Infantry, 3, std::nullopt, 3, Armour::saveOn(5)))
        << phase << L{4, 6, 3, 6} << 2 << 1 << 1 << 3 << 1 << 1 << 0 << L{4};
    QTest::newRow("003: three stands of one shooting attack -> three dice, 1,4,6 -> 2 hits")
        << W << S{shooter(1, bowmen(), 3)} << unit(9, handgunners()) << phase << L{1, 4, 6} << 2 << 0 << 2 << 3 << 2
        << 2 << 0 << L{4};
    QTest::newRow("003: Knights 4+ shot by two archer units, 4 hits, saves 2,4,5,6 -> 1 hit")
        << W << S{shooter(1, bowmen(), 3), shooter(2, bowmen(), 3)} << unit(9, knights()) << phase
        << L{4, 5, 1, 6, 4, 2, /* saves */ 2, 4, 5, 6} << 4 << 3 << 1 << 3 << 1 << 1 << 0 << L{4};
    QTest::newRow("003 Table 1: defended needs 5+, 4,5,6 -> 2 hits")
        << W << S{shooter(1, bowmen(), 3)} << placed(unit(9, handgunners()), 0, 3, 0) << phase << L{4, 5, 6} << 2 << 0
        << 2 << 3 << 2 << 2 << 0 << L{5};
    QTest::newRow("003 Table 1: fortified needs 6, 4,5,6 -> 1 hit")
        << W << S{shooter(1, bowmen(), 3)} << placed(unit(9, handgunners()), 0, 0, 3) << phase << L{4, 5, 6} << 1 << 0
        << 1 << 3 << 1 << 1 << 0 << L{6};
    QTest::newRow("003: men have Hits 3: 3 hits remove a stand at once")
        << W << S{shooter(1, bowmen(), 3)} << unit(9, handgunners()) << phase << L{4, 5, 6} << 3 << 0 << 3 << 2 << 0
        << 3 << 0 << L{4};
    QTest::newRow("003: dwarfs have Hits 4: 3 hits are recorded")
        << W << S{shooter(1, bowmen(), 3)} << unit(9, dwarfWarriors()) << phase << L{4, 5, 6, 1, 2, 3} << 3 << 0 << 3
        << 3 << 3 << 3 << 0 << L{4};
    QTest::newRow("001/003: archers 2 hits on charging knights -> 2 hits carried into combat")
        << W << S{shooter(1, archers(), 3)} << unit(9, knights()) << charge << L{4, 5, 1, 1, 2} << 2 << 0 << 2 << 3 << 2
        << 0 << 2 << L{4};
    QTest::newRow("001/003: archers 3 hits on charging knights -> stand lost, 3 hits carried")
        << W << S{shooter(1, archers(), 3)} << unit(9, knights()) << charge << L{4, 5, 6, 1, 2, 3} << 3 << 0 << 3 << 2
        << 0 << 0 << 3 << L{4};
    QTest::newRow("001/003, Revolution: archers 3 hits on charging knights -> stand lost, 3 hits carried")
        << R << S{shooter(1, archers(), 3)} << unit(9, knights()) << charge << L{4, 5, 6, 1, 2, 3} << 3 << 0 << 3 << 2
        << 0 << 0 << 3 << L{4};

    // --- rules the examples leave out -------------------------------------------------------
    QTest::newRow("chargers count as in the open, whatever they charged from")
        << W << S{shooter(1, archers(), 3)} << placed(unit(9, halberdiers()), 0, 3, 0) << charge << L{4, 4, 4, 1, 1, 1}
        << 3 << 0 << 3 << 2 << 0 << 0 << 3 << L{4};
    QTest::newRow("armour piercing: 4+ saves on 5+ only")
        << W << S{shooter(1, handgunners(), 2)} << unit(9, knights()) << phase << L{4, 4, 4, 5} << 2 << 1 << 1 << 3 << 1
        << 1 << 0 << L{4};
    QTest::newRow("armour piercing: 6+ becomes no save")
        << W << S{shooter(1, handgunners(), 2)} << unit(9, halberdiers()) << phase << L{4, 6} << 2 << 0 << 2 << 3 << 2
        << 2 << 0 << L{4};
    QTest::newRow("no armour save allowed: cannon on knights")
        << W << S{shooter(1, cannon(), 1)} << unit(9, knights()) << phase << L{5, 6} << 2 << 0 << 2 << 3 << 2 << 2 << 0
        << L{4};
    QTest::newRow("armour piercing and plain shooters save apart")
        << W << S{shooter(1, handgunners(), 1), shooter(2, bowmen(), 1)} << unit(9, knights()) << phase
        << L{5, 5, /* AP saves */ 4, /* plain saves */ 4} << 2 << 1 << 1 << 3 << 1 << 1 << 0 << L{4};
    QTest::newRow("last stand gone destroys the unit")
        << W << S{shooter(1, bowmen(), 3)} << withHits(unit(9, cannon()), 1) << phase << L{4, 5, 6} << 3 << 0 << 3 << 0
        << 0 << 3 << 0 << L{4};
    QTest::newRow("mixed: open stand first, then a new batch at 5+")
        << W << S{shooter(1, bowmen(), 3), shooter(2, bowmen(), 3)} << placed(unit(9, handgunners()), 1, 2, 0) << phase
        << L{4, 5, 6, /* defended */ 4, 5, 6} << 5 << 0 << 5 << 2 << 2 << 5 << 0 << L({4, 5});
    QTest::newRow("mixed: saved hits keep the open stand, next batch still 4+")
        << W << S{shooter(1, bowmen(), 3), shooter(2, bowmen(), 1)} << placed(unit(9, archers()), 1, 2, 0) << phase
        << L{4, 4, 1, /* saves */ 6, 1, /* one die left */ 5, /* save */ 2} << 3 << 1 << 2 << 3 << 2 << 2 << 0
        << L({4, 4});
    QTest::newRow("mixed: odd hits already on the unit shrink the first batch")
        << W << S{shooter(1, bowmen(), 3)} << withHits(placed(unit(9, handgunners()), 1, 2, 0), 2) << phase
        << L{4, /* defended */ 4, 5} << 2 << 0 << 2 << 2 << 1 << 2 << 0 << L({4, 5});
    QTest::newRow("mixed: open then fortified")
        << W << S{shooter(1, bowmen(), 3), shooter(2, bowmen(), 2)} << placed(unit(9, handgunners()), 1, 0, 2) << phase
        << L{6, 6, 6, 6, 5} << 4 << 0 << 4 << 2 << 1 << 4 << 0 << L({4, 6});
    QTest::newRow("mixed: defended then fortified")
        << W << S{shooter(1, bowmen(), 3), shooter(2, bowmen(), 3)} << placed(unit(9, handgunners()), 0, 1, 2) << phase
        << L{5, 6, 6, 6, 6, 5} << 5 << 0 << 5 << 2 << 2 << 5 << 0 << L({5, 6});
    QTest::newRow("Warmaster: knights behind cover are defended")
        << W << S{shooter(1, bowmen(), 3)} << placed(unit(9, knights()), 0, 3, 0) << phase << L{4, 5, 6, 1, 1} << 2 << 0
        << 2 << 3 << 2 << 2 << 0 << L{5};
    QTest::newRow("Revolution: knights behind cover count as in the open")
        << R << S{shooter(1, bowmen(), 3)} << placed(unit(9, knights()), 0, 3, 0) << phase << L{4, 5, 6, 1, 1, 1} << 3
        << 0 << 3 << 2 << 0 << 3 << 0 << L{4};
    QTest::newRow("Revolution: infantry behind cover is defended")
        << R << S{shooter(1, bowmen(), 3)} << placed(unit(9, halberdiers()), 0, 3, 0) << phase << L{4, 5, 6, 1, 1} << 2
        << 0 << 2 << 3 << 2 << 2 << 0 << L{5};
    QTest::newRow("Steam Tank always defended, even in the open")
        << R << S{shooter(1, bowmen(), 3)} << unit(9, steamTank()) << phase << L{4, 5, 6, 1, 1} << 2 << 0 << 2 << 1 << 2
        << 2 << 0 << L{5};
    QTest::newRow("a miss is no hit: 1,2,3") << W << S{shooter(1, bowmen(), 3)} << unit(9, knights()) << phase
                                             << L{1, 2, 3} << 0 << 0 << 0 << 3 << 0 << 0 << 0 << L{4};
}

void TestShooting::resolves()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QList<Shooter>, shooters);
    QFETCH(Unit, target);
    QFETCH(ShotTiming, timing);
    QFETCH(QList<int>, dice);

    ScriptedDiceSource source(dice);
    if (timing == ShotTiming::AtChargers)
        shooters = chargedBy(shooters, target.id);
    const auto result = resolveShooting({shooters, target, timing}, Ruleset::forId(ruleset), source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(source.remaining(), 0); // every die given was needed, and no more

    const UnitState &after = result->targetAfter.state;
    QTEST(result->hits(), "hits");
    QTEST(result->saved(), "saved");
    QTEST(result->struck(), "struck");
    QTEST(after.standsLeft, "standsLeft");
    QTEST(after.hitsAccumulated, "hitsOnUnit");
    QTEST(after.hitsTakenThisPhase, "driveBackHits");
    QTEST(after.hitsCarriedIntoCombat, "carriedIntoCombat");
    QCOMPARE(after.positions.total(), after.standsLeft);
    QCOMPARE(after.isDestroyed(), after.standsLeft == 0);

    QList<int> scores;
    for (const ShootingBatch &b : result->batches)
        scores.append(b.scoreToHit);
    QTEST(scores, "batchScores");

    int dicePerShooters = 0;
    for (const Shooter &s : shooters)
        dicePerShooters += s.dice();
    QCOMPARE(result->dice(), dicePerShooters);
    QCOMPARE(after.engaged, timing == ShotTiming::AtChargers && !after.isDestroyed());
}

void TestShooting::rollsComeInTheOrderRolled()
{
    ScriptedDiceSource source({4, 5, 1, 6, 4, 2, 2, 4, 5, 6});
    const auto result = resolveShooting({{shooter(1, bowmen(), 3), shooter(2, archers(), 3)}, unit(9, knights())},
                                        Ruleset::warmaster(), source);
    QVERIFY(result.ok());
    const QList<DiceRoll> rolls = result->rolls();
    QCOMPARE(rolls.size(), 4);
    QCOMPARE(rolls.at(0).purpose, RollPurpose::ToHit);
    QCOMPARE(rolls.at(0).subject, QStringLiteral("Bowmen"));
    QCOMPARE(rolls.at(0).faces, QList<int>({4, 5, 1}));
    QCOMPARE(rolls.at(1).subject, QStringLiteral("Archers"));
    QCOMPARE(rolls.at(2).purpose, RollPurpose::ArmourSave);
    QCOMPARE(rolls.at(2).subject, QStringLiteral("Knights"));
    QCOMPARE(rolls.at(2).faces, QList<int>({2, 4}));
    QCOMPARE(rolls.at(3).faces, QList<int>({5, 6}));

    const ShootingBatch &batch = result->batches.constFirst();
    QCOMPARE(batch.rolls.at(0).armour, Armour::saveOn(4));
    QCOMPARE(batch.rolls.at(0).saved, 1);
    QCOMPARE(batch.rolls.at(1).saved, 2);
    QCOMPARE(batch.hitsOnTargetAfter, 1);
}

void TestShooting::hitsFromSeveralShootersAddUp()
{
    // sources/003: hits from several shooters mount up over the phase; stands go as they fill.
    const Ruleset rules = Ruleset::warmaster();
    ScriptedDiceSource first({4, 5, 1});
    const auto a = resolveShooting({{shooter(1, bowmen(), 3)}, unit(9, handgunners())}, rules, first);
    QVERIFY(a.ok());
    QCOMPARE(a->targetAfter.state.hitsAccumulated, 2);

    ScriptedDiceSource second({6, 6, 1});
    const auto b = resolveShooting({{shooter(2, bowmen(), 3)}, a->targetAfter}, rules, second);
    QVERIFY(b.ok());
    const UnitState &s = b->targetAfter.state;
    QCOMPARE(s.standsLeft, 2);
    QCOMPARE(s.hitsAccumulated, 1);
    QCOMPARE(s.hitsTakenThisPhase, 4);
    QCOMPARE(s.shotAtBy, QList<UnitId>({1, 2}));
    QCOMPARE(b->batches.constFirst().standsRemoved, 1);
}

void TestShooting::shootersAreMarkedAsHavingShot()
{
    ScriptedDiceSource source({1, 1, 1});
    const auto result = resolveShooting({{shooter(1, bowmen(), 3)}, unit(9, knights())}, Ruleset::warmaster(), source);
    QVERIFY(result.ok());
    QCOMPARE(result->shootersAfter.size(), 1);
    QVERIFY(result->shootersAfter.constFirst().state.hasShot);
    // A unit shot at is driven back from its shooters even if they missed.
    QCOMPARE(result->targetAfter.state.shotAtBy, QList<UnitId>({1}));
}

void TestShooting::chargedUnitShootsAtEachChargerWithFreeStands()
{
    // Charged by two units one after the other: all three stands at the first, then only the
    // stand still free at the second. Shooting at chargers does not use up the unit's own shot.
    const Ruleset rules = Ruleset::warmaster();
    Unit archerUnit = unit(1, archers());
    archerUnit.state.chargedBy = {8, 9};
    ScriptedDiceSource first({4, 1, 1, 3});
    const auto a =
        resolveShooting({{Shooter{archerUnit, 3}}, unit(8, knights()), ShotTiming::AtChargers}, rules, first);
    QVERIFY(a.ok());
    archerUnit = a->shootersAfter.constFirst();
    QVERIFY(!archerUnit.state.hasShot);
    archerUnit.state.engaged = true; // the first charger is now touching two of its stands

    ScriptedDiceSource second({5, 2});
    const auto b =
        resolveShooting({{Shooter{archerUnit, 1}}, unit(9, knights()), ShotTiming::AtChargers}, rules, second);
    QVERIFY(b.ok());
    QCOMPARE(b->dice(), 1);
    QCOMPARE(b->targetAfter.state.hitsCarriedIntoCombat, 1);
    QCOMPARE(b->targetAfter.state.hitsTakenThisPhase, 0);
}

void TestShooting::coverIgnoredIsReported_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<bool>("ignored");
    const auto phase = ShotTiming::ShootingPhase;
    QTest::newRow("Warmaster: knights defended")
        << RulesetId::Warmaster << placed(unit(9, knights()), 0, 3, 0) << phase << false;
    QTest::newRow("Revolution: knights defended")
        << RulesetId::Revolution << placed(unit(9, knights()), 0, 3, 0) << phase << true;
    QTest::newRow("Revolution: halberdiers fortified")
        << RulesetId::Revolution << placed(unit(9, halberdiers()), 0, 0, 3) << phase << false;
    QTest::newRow("charging from a wood")
        << RulesetId::Warmaster << placed(unit(9, halberdiers()), 1, 2, 0) << ShotTiming::AtChargers << true;
    QTest::newRow("in the open: nothing to ignore") << RulesetId::Revolution << unit(9, knights()) << phase << false;
    QTest::newRow("Steam Tank in the open: defended by its own rule")
        << RulesetId::Revolution << unit(9, steamTank()) << phase << false;
}

void TestShooting::coverIgnoredIsReported()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(Unit, target);
    QFETCH(ShotTiming, timing);
    QFETCH(bool, ignored);
    ScriptedDiceSource source({1, 1, 1});
    const auto result = resolveShooting({chargedBy({shooter(1, bowmen(), 3)}, target.id), target, timing},
                                        Ruleset::forId(ruleset), source);
    QVERIFY(result.ok());
    QCOMPARE(result->coverIgnored, ignored);
}

void TestShooting::steamOverloadDoublesTheDice()
{
    Shooter tank = shooter(1, steamTank(), 1);
    tank.unit.state.doubleShootingThisTurn = true;
    ScriptedDiceSource source({1, 1, 1, 1, 1, 1});
    const auto result = resolveShooting({{tank}, unit(9, bowmen())}, Ruleset::revolution(), source);
    QVERIFY(result.ok());
    QCOMPARE(result->dice(), 6);
}

void TestShooting::errors_data()
{
    QTest::addColumn<QList<Shooter>>("shooters");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    using S = QList<Shooter>;
    const auto phase = ShotTiming::ShootingPhase;

    Unit destroyed = unit(9, knights());
    destroyed.state = {};
    destroyed.state.destroyed = DestroyedBy::Casualties;
    Unit engaged = unit(9, knights());
    engaged.state.engaged = true;
    const UnitProfile general = empireGeneral();
    Shooter engagedShooter = shooter(1, bowmen(), 3);
    engagedShooter.unit.state.engaged = true;
    Shooter hasShot = shooter(1, bowmen(), 3);
    hasShot.unit.state.hasShot = true;
    Shooter damaged = shooter(1, bowmen(), 3);
    damaged.unit.state.standsLeft = 2;
    damaged.unit.state.positions = {2, 0, 0};
    Shooter stuck = shooter(1, bowmen(), 3);
    stuck.unit.state.cannotShootThisTurn = true;
    Unit badState = unit(9, knights());
    badState.state.hitsAccumulated = 5;

    QTest::newRow("no shooters") << S{} << unit(9, knights()) << phase << QStringLiteral("shooters")
                                 << QStringLiteral("Pick at least one unit to shoot.");
    QTest::newRow("target destroyed") << S{shooter(1, bowmen(), 3)} << destroyed << phase << QStringLiteral("target")
                                      << QStringLiteral("Knights is already destroyed.");
    QTest::newRow("target engaged") << S{shooter(1, bowmen(), 3)} << engaged << phase << QStringLiteral("target")
                                    << QStringLiteral(
                                           "Knights is engaged in combat: units in combat cannot be shot at.");
    QTest::newRow("target a character") << S{shooter(1, bowmen(), 3)} << unit(9, general) << phase
                                        << QStringLiteral("target")
                                        << QStringLiteral("General is a character: characters cannot be shot at.");
    QTest::newRow("target state impossible")
        << S{shooter(1, bowmen(), 3)} << badState << phase << QStringLiteral("target")
        << QStringLiteral("Knights: Hits: must be 0 to 2, as 3 hits remove a stand (was 5).");
    QTest::newRow("shooter cannot shoot")
        << S{shooter(1, knights(), 3)} << unit(9, bowmen()) << phase << QStringLiteral("shooter 1")
        << QStringLiteral("Knights has no shooting attacks.");
    QTest::newRow("no stand in range") << S{shooter(1, bowmen(), 0)} << unit(9, knights()) << phase
                                       << QStringLiteral("shooter 1")
                                       << QStringLiteral("Bowmen: at least one stand must be able to shoot.");
    QTest::newRow("more stands than left") << S{damaged} << unit(9, knights()) << phase << QStringLiteral("shooter 1")
                                           << QStringLiteral("Bowmen: 3 stands cannot shoot, it has 2 left.");
    QTest::newRow("shooter engaged") << S{engagedShooter} << unit(9, knights()) << phase << QStringLiteral("shooter 1")
                                     << QStringLiteral(
                                            "Bowmen is engaged in combat: it can only shoot at units charging it.");
    QTest::newRow("shooter cannot shoot this turn")
        << S{stuck} << unit(9, knights()) << phase << QStringLiteral("shooter 1")
        << QStringLiteral("Bowmen cannot shoot this turn.");
    QTest::newRow("shooter already shot") << S{hasShot} << unit(9, knights()) << phase << QStringLiteral("shooter 1")
                                          << QStringLiteral("Bowmen has already shot this turn.");
    QTest::newRow("shoots at itself") << S{shooter(9, bowmen(), 3)} << unit(9, knights()) << phase
                                      << QStringLiteral("shooter 1")
                                      << QStringLiteral("Bowmen cannot shoot at itself.");
    QTest::newRow("listed twice") << S{shooter(1, bowmen(), 3), shooter(1, bowmen(), 3)} << unit(9, knights()) << phase
                                  << QStringLiteral("shooter 2") << QStringLiteral("Bowmen is listed twice.");
}

void TestShooting::errors()
{
    QFETCH(QList<Shooter>, shooters);
    QFETCH(Unit, target);
    QFETCH(ShotTiming, timing);
    QFETCH(QString, field);
    QFETCH(QString, message);
    ScriptedDiceSource source({6, 6, 6, 6, 6, 6});
    const auto result = resolveShooting({shooters, target, timing}, Ruleset::warmaster(), source);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().field, field);
    QCOMPARE(result.error().message, message);
    QCOMPARE(source.remaining(), 6); // no die was taken
}

void TestShooting::tooFewDiceChangesNothing()
{
    // Typed in: 4 hits, but only three save dice. The whole shot is refused, no partial result.
    ScriptedDiceSource source({4, 5, 6, 6, 1, 1, 1});
    const Unit target = unit(9, knights());
    const auto result =
        resolveShooting({{shooter(1, bowmen(), 3), shooter(2, bowmen(), 1)}, target}, Ruleset::warmaster(), source);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().field, QStringLiteral("dice"));
    QCOMPARE(result.error().message,
             QStringLiteral("Not enough dice for Armour saves (Knights): 1 needed, 0 entered."));
}

QTEST_APPLESS_MAIN(TestShooting)
#include "tst_shooting.moc"
