// SPDX-License-Identifier: GPL-3.0-or-later
// Artillery and special weapons through the shooting resolver: each weapon's attacks, scores and
// saves, what the player says about the shot (bounce, skewer, range band, blind), the Helblaster's
// ones, the Flame Cannon's doubles and the rockets' misfires with each row of their tables, and the
// attacks a shot takes on to a unit in its path.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/rules/shooting.h"
#include "core/rules/weaponshot.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

struct Shot
{
    int toHitDice = 0;
    int hits = 0;
    int saved = 0;
    int struck = 0;
    int standsLeft = 0;
    int hitsOnUnit = 0;
};

Shooter aim(UnitId id, const UnitProfile &p, int stands, int standsCrossed = 0)
{
    Shooter s{unit(id, p), stands};
    s.standsCrossed = standsCrossed;
    return s;
}

Shooter helblasterAt(RangeBand band)
{
    Shooter s = aim(1, helblaster(), 1);
    s.range = band;
    return s;
}

Shooter blind(Shooter s)
{
    s.blind = true;
    return s;
}

Unit engaged(Unit u)
{
    u.state.engaged = true;
    return u;
}

} // namespace

Q_DECLARE_METATYPE(Shot)

class TestWeapons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shots_data();
    void shots();
    void helblasterOnes_data();
    void helblasterOnes();
    void helblasterFacesFollowTheBatches();
    void weaponRolls_data();
    void weaponRolls();
    void flameCannonMisfireStrikesTheTarget();
    void rocketOvershootGoesToTheUnitBeyond();
    void giantsRockIsHandedToTheResolver();
    void rollsComeInTheOrderRolled();
    void refused_data();
    void refused();
    void profiles();
    void keys();
    void weaponInputsSayWhatIsAsked();
};

void TestWeapons::shots_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<Shooter>("shooter");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<bool>("inPath");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QList<int>>("scores"); // to hit, per roll
    QTest::addColumn<Shot>("expected");
    QTest::addColumn<int>("carried"); // hits carried into combat

    using L = QList<int>;
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const auto phase = ShotTiming::ShootingPhase;
    const auto chargers = ShotTiming::AtChargers;

    QTest::newRow("cannon: 2 attacks, no save for knights") << W << aim(1, cannon(), 1) << unit(9, knights()) << phase
                                                            << false << L{4, 6} << L{4} << Shot{2, 2, 0, 2, 3, 2} << 0;
    QTest::newRow("cannon: two cannons, 4 attacks") << W << aim(1, cannon(), 2) << unit(9, knights()) << phase << false
                                                    << L{4, 5, 1, 2} << L{4} << Shot{4, 2, 0, 2, 3, 2} << 0;
    QTest::newRow("cannon: bounce through 2 more stands, 4 attacks")
        << W << aim(1, cannon(), 1, 2) << unit(9, knights()) << phase << false << L{4, 4, 4, 1} << L{4}
        << Shot{4, 3, 0, 3, 2, 0} << 0;
    QTest::newRow("cannon: defended counts as open, 4+")
        << W << aim(1, cannon(), 1) << placed(unit(9, halberdiers()), 0, 3, 0) << phase << false << L{4, 3} << L{4}
        << Shot{2, 1, 0, 1, 3, 1} << 0;
    QTest::newRow("cannon: fortified counts as defended, 5+")
        << W << aim(1, cannon(), 1) << placed(unit(9, halberdiers()), 0, 0, 3) << phase << false << L{5, 4} << L{5}
        << Shot{2, 1, 0, 1, 3, 1} << 0;
    QTest::newRow("cannon: Revolution the same, fortified 5+")
        << R << aim(1, cannon(), 1) << placed(unit(9, halberdiers()), 0, 0, 3) << phase << false << L{6, 4} << L{5}
        << Shot{2, 1, 0, 1, 3, 1} << 0;
    QTest::newRow("cannon: grapeshot at chargers, 2 attacks with saves")
        << W << aim(1, cannon(), 1) << unit(9, knights()) << chargers << false << L{4, 5, 4, 3} << L{4}
        << Shot{2, 2, 1, 1, 3, 1} << 1;
    QTest::newRow("cannon: 2 stands of a unit in the path, 2 cannons, 4 attacks")
        << W << aim(1, cannon(), 2, 2) << unit(9, halberdiers()) << phase << true << L{4, 4, 1, 1} << L{4}
        << Shot{4, 2, 0, 2, 3, 2} << 0;
    QTest::newRow("cannon: an engaged unit in the path carries the hits into combat")
        << W << aim(1, cannon(), 1, 1) << engaged(unit(9, knights())) << phase << true << L{5} << L{4}
        << Shot{1, 1, 0, 1, 3, 1} << 1;

    QTest::newRow("stone thrower: 3 attacks, no saves") << W << aim(1, rockLobber(), 1) << unit(9, knights()) << phase
                                                        << false << L{4, 5, 6} << L{4} << Shot{3, 3, 0, 3, 2, 0} << 0;
    QTest::newRow("stone thrower, Revolution: blind fire hits on 6 only")
        << R << blind(aim(1, rockLobber(), 1)) << unit(9, halberdiers()) << phase << false << L{4, 5, 6} << L{6}
        << Shot{3, 1, 0, 1, 3, 1} << 0;
    QTest::newRow("stone thrower, Revolution: blind fire at fortified still 6")
        << R << blind(aim(1, rockLobber(), 1)) << placed(unit(9, halberdiers()), 0, 0, 3) << phase << false
        << L{6, 6, 1} << L{6} << Shot{3, 2, 0, 2, 3, 2} << 0;

    QTest::newRow("bolt thrower: 2 attacks, no saves") << R << aim(1, spearChukka(), 1) << unit(9, knights()) << phase
                                                       << false << L{4, 5} << L{4} << Shot{2, 2, 0, 2, 3, 2} << 0;
    QTest::newRow("bolt thrower: skewers a second stand of the target, 3 attacks")
        << R << aim(1, spearChukka(), 1, 1) << unit(9, knights()) << phase << false << L{4, 5, 6} << L{4}
        << Shot{3, 3, 0, 3, 2, 0} << 0;
    QTest::newRow("bolt thrower: skewers a stand of another unit, 1 attack")
        << R << aim(1, spearChukka(), 1, 1) << engaged(unit(9, knights())) << phase << true << L{5} << L{4}
        << Shot{1, 1, 0, 1, 3, 1} << 1;
    QTest::newRow("bolt thrower at chargers") << R << aim(1, spearChukka(), 2) << unit(9, knights()) << chargers
                                              << false << L{6, 6, 1, 1} << L{4} << Shot{4, 2, 0, 2, 3, 2} << 2;

    QTest::newRow("Elven bolt thrower: 3 attacks, saves allowed")
        << W << aim(1, elvenBoltThrower(), 1) << unit(9, knights()) << phase << false << L{4, 5, 6, 4, 1, 1} << L{4}
        << Shot{3, 3, 1, 2, 3, 2} << 0;
    QTest::newRow("Elven bolt thrower at chargers")
        << R << aim(1, elvenBoltThrower(), 1) << unit(9, knights()) << chargers << false << L{6, 1, 1, 3} << L{4}
        << Shot{3, 1, 0, 1, 3, 1} << 1;

    QTest::newRow("Helblaster up to 10 cm: 8 attacks, knights save on 5+")
        << W << helblasterAt(RangeBand::Short) << unit(9, knights()) << phase << false
        << L{2, 3, 4, 5, 6, 6, 4, 2, 5, 4, 6, 1, 2} << L{4} << Shot{8, 5, 2, 3, 2, 0} << 0;
    QTest::newRow("Helblaster up to 20 cm: 4 attacks")
        << W << helblasterAt(RangeBand::Medium) << unit(9, bowmen()) << phase << false << L{4, 4, 2, 3} << L{4}
        << Shot{4, 2, 0, 2, 3, 2} << 0;
    QTest::newRow("Helblaster up to 30 cm: 2 attacks")
        << W << helblasterAt(RangeBand::Long) << unit(9, bowmen()) << phase << false << L{6, 6} << L{4}
        << Shot{2, 2, 0, 2, 3, 2} << 0;
    QTest::newRow("Helblaster at chargers: always the 8 attacks of the shortest range")
        << W << aim(1, helblaster(), 1) << unit(9, bowmen()) << chargers << false << L{2, 2, 2, 2, 2, 2, 2, 6} << L{4}
        << Shot{8, 1, 0, 1, 3, 1} << 1;
    QTest::newRow("Steam Tank: 3 attacks, armour one worse")
        << R << aim(1, steamTank(), 1) << unit(9, knights()) << phase << false << L{4, 5, 6, 5, 4, 1} << L{4}
        << Shot{3, 3, 1, 2, 3, 2} << 0;
}

void TestWeapons::shots()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(Shooter, shooter);
    QFETCH(Unit, target);
    QFETCH(ShotTiming, timing);
    QFETCH(bool, inPath);
    QFETCH(QList<int>, dice);
    QFETCH(QList<int>, scores);
    QFETCH(Shot, expected);
    QFETCH(int, carried);

    ScriptedDiceSource source(dice);
    if (timing == ShotTiming::AtChargers)
        shooter.unit.state.chargedBy.append(target.id);
    const auto result = resolveShooting({{shooter}, target, timing, inPath}, Ruleset::forId(ruleset), source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(source.remaining(), 0);

    QCOMPARE(result->dice(), expected.toHitDice);
    QCOMPARE(result->hits(), expected.hits);
    QCOMPARE(result->saved(), expected.saved);
    QCOMPARE(result->struck(), expected.struck);
    QCOMPARE(result->targetAfter.state.standsLeft, expected.standsLeft);
    QCOMPARE(result->targetAfter.state.hitsAccumulated, expected.hitsOnUnit);
    QCOMPARE(result->targetAfter.state.hitsCarriedIntoCombat, carried);
    QCOMPARE(result->targetAfter.state.hitsTakenThisPhase, carried > 0 ? 0 : expected.struck);

    QList<int> rolled;
    for (const ShootingBatch &b : result->batches) {
        for (const ShooterRoll &r : b.rolls) {
            if (!rolled.contains(r.scoreToHit))
                rolled.append(r.scoreToHit);
        }
    }
    QCOMPARE(rolled, scores);
    QVERIFY(!result->shootersAfter.constFirst().state.isDestroyed());
    if (!inPath)
        QCOMPARE(result->dice(), shooter.dice(timing));
}

void TestWeapons::helblasterOnes_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<QList<int>>("dice"); // to hit (4 at medium range, 8 at chargers), then saves
    QTest::addColumn<HelblasterOnes>("ones");
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("struck");
    QTest::addColumn<bool>("destroyed");

    using L = QList<int>;
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const auto phase = ShotTiming::ShootingPhase;
    const auto chargers = ShotTiming::AtChargers;
    using O = HelblasterOnes;

    QTest::newRow("no ones: fires") << W << phase << L{4, 5, 6, 2} << O::Fire << 3 << 3 << false;
    QTest::newRow("Warmaster, one 1: dud, a hit less") << W << phase << L{1, 5, 6, 4} << O::Dud << 2 << 2 << false;
    QTest::newRow("Warmaster, two 1s: dud, two hits less") << W << phase << L{1, 1, 5, 6} << O::Dud << 0 << 0 << false;
    QTest::newRow("Revolution, one 1: fizzle, nothing") << R << phase << L{1, 5, 6, 4} << O::Fire << 3 << 3 << false;
    QTest::newRow("Revolution, two 1s: fizzle, nothing") << R << phase << L{1, 1, 5, 6} << O::Fire << 2 << 2 << false;
    QTest::newRow("Warmaster, three 1s: misfire, no hits")
        << W << phase << L{1, 1, 1, 6} << O::Misfire << 0 << 0 << false;
    QTest::newRow("Revolution, three 1s: misfire, no hits")
        << R << phase << L{1, 1, 6, 1} << O::Misfire << 0 << 0 << false;
    QTest::newRow("Warmaster, four 1s: explodes, no hits")
        << W << phase << L{1, 1, 1, 1} << O::Explode << 0 << 0 << true;
    QTest::newRow("Revolution, four 1s: explodes, no hits")
        << R << phase << L{1, 1, 1, 1} << O::Explode << 0 << 0 << true;
    // Knights save on 5+ against a Helblaster: 5 and 6 save two of the six hits.
    QTest::newRow("four 1s at a charger: explodes, 6 hits with saves at -1")
        << R << chargers << L{1, 1, 1, 1, 6, 6, 6, 6, 5, 6, 1, 2, 3, 4} << O::Explode << 6 << 4 << true;
    QTest::newRow("five 1s at a charger: explodes too")
        << W << chargers << L{1, 1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1, 1, 1} << O::Explode << 6 << 6 << true;
}

void TestWeapons::helblasterOnes()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(ShotTiming, timing);
    QFETCH(QList<int>, dice);

    Shooter shooter = aim(1, helblaster(), 1);
    if (timing == ShotTiming::ShootingPhase)
        shooter.range = RangeBand::Medium;
    // Bowmen in the Shooting phase (no saves), knights when they charge.
    const Unit target = timing == ShotTiming::AtChargers ? unit(9, knights()) : unit(9, bowmen());
    shooter.unit.state.chargedBy.append(target.id);
    ScriptedDiceSource source(dice);
    const auto result = resolveShooting({{shooter}, target, timing}, Ruleset::forId(ruleset), source);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(source.remaining(), 0);

    const WeaponShot &shot = result->weaponShots.constFirst();
    QTEST(shot.ones, "ones");
    QVERIFY(shot.helblasterRoll.has_value());
    QTEST(result->hits(), "hits");
    QTEST(result->struck(), "struck");
    QTEST(result->shootersAfter.constFirst().state.isDestroyed(), "destroyed");
    if (result->shootersAfter.constFirst().state.isDestroyed())
        QCOMPARE(result->shootersAfter.constFirst().state.destroyed, DestroyedBy::Mishap);
    // The whole roll to hit is one roll in the log, made before any save.
    QCOMPARE(result->rolls().constFirst(), *shot.helblasterRoll);
}

void TestWeapons::helblasterFacesFollowTheBatches()
{
    // One open stand in front of two defended ones. The eight faces are rolled at once; the first
    // three could remove the open stand, so they are read at 4+ and the other five at 5+.
    Unit target = placed(unit(9, halberdiers()), 1, 2, 0);
    ScriptedDiceSource source({4, 5, 6, 2, 2, 5, 6, 6});
    const auto result = resolveShooting({{helblasterAt(RangeBand::Short)}, target}, Ruleset::revolution(), source);
    QVERIFY(result.ok());
    QCOMPARE(result->batches.size(), 2);
    QCOMPARE(result->batches.at(0).rolls.constFirst().toHit.faces, (QList<int>{4, 5, 6}));
    QCOMPARE(result->batches.at(0).rolls.constFirst().scoreToHit, 4);
    QCOMPARE(result->batches.at(1).rolls.constFirst().toHit.faces, (QList<int>{2, 2, 5, 6, 6}));
    QCOMPARE(result->batches.at(1).rolls.constFirst().scoreToHit, 5);
    QCOMPARE(result->struck(), 6);
    QCOMPARE(result->targetAfter.state.standsLeft, 1);
    QCOMPARE(result->rolls().size(), 1); // halberdiers' 6+ is no save against a Helblaster
}

void TestWeapons::weaponRolls_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<UnitProfile>("profile");
    // Its dice for the attacks (a Flame Cannon's 2D6, a rocket's D6), the misfire table's D6 if the
    // table is rolled, then the row's dice.
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("automaticHits");
    QTest::addColumn<int>("attacks");
    QTest::addColumn<int>("beyond"); // attacks on the unit past the target
    QTest::addColumn<bool>("destroyed");
    QTest::addColumn<bool>("cannotShoot");
    QTest::addColumn<std::optional<int>>("diceFromNowOn");

    using L = QList<int>;
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const std::optional<int> same;
    const std::optional<int> one = 1;
    const UnitProfile flame = flameCannon();
    const UnitProfile rocket = deathRocket();

    QTest::newRow("Flame Cannon, no double: 3+5 attacks")
        << W << flame << L{3, 5} << QString() << 0 << 8 << 0 << false << false << same;
    QTest::newRow("Flame Cannon Warmaster double 1")
        << W << flame << L{1, 1} << QStringLiteral("Explodes") << 0 << 0 << 0 << true << false << same;
    QTest::newRow("Flame Cannon Warmaster double 2")
        << W << flame << L{2, 2, 3, 5} << QStringLiteral("Last gasp") << 4 << 8 << 0 << true << false << same;
    QTest::newRow("Flame Cannon Warmaster double 3")
        << W << flame << L{3, 3} << QStringLiteral("Sputters") << 3 << 0 << 0 << false << false << one;
    QTest::newRow("Flame Cannon Warmaster double 4")
        << W << flame << L{4, 4} << QStringLiteral("Flare") << 4 << 0 << 0 << false << false << same;
    QTest::newRow("Flame Cannon Warmaster double 5")
        << W << flame << L{5, 5} << QStringLiteral("Goes out") << 0 << 0 << 0 << false << true << same;
    QTest::newRow("Flame Cannon Warmaster double 6")
        << W << flame << L{6, 6, 4} << QStringLiteral("Inferno") << 12 << 4 << 0 << false << false << same;
    QTest::newRow("Flame Cannon Revolution double 1")
        << R << flame << L{1, 1} << QStringLiteral("Explodes") << 0 << 0 << 0 << true << false << same;
    QTest::newRow("Flame Cannon Revolution double 2")
        << R << flame << L{2, 2, 6, 6} << QStringLiteral("Last gasp") << 0 << 16 << 0 << true << false << same;
    QTest::newRow("Flame Cannon Revolution double 3")
        << R << flame << L{3, 3} << QStringLiteral("Smoky flame") << 0 << 6 << 0 << false << false << one;
    QTest::newRow("Flame Cannon Revolution double 4")
        << R << flame << L{4, 4} << QStringLiteral("Goes out") << 0 << 0 << 0 << false << true << same;
    QTest::newRow("Flame Cannon Revolution double 5")
        << R << flame << L{5, 5} << QStringLiteral("Soot and coals") << 0 << 10 << 0 << false << false << same;
    QTest::newRow("Flame Cannon Revolution double 6")
        << R << flame << L{6, 6, 2} << QStringLiteral("Huge flame") << 0 << 14 << 0 << false << false << same;

    QTest::newRow("Death Rocket: 4 attacks")
        << R << rocket << L{4} << QString() << 0 << 4 << 0 << false << false << same;
    QTest::newRow("Death Rocket Warmaster 1 then 1: explodes")
        << W << rocket << L{1, 1} << QStringLiteral("Explodes") << 0 << 0 << 0 << true << false << same;
    QTest::newRow("Death Rocket Warmaster 1 then 2: 1+2D6 attacks, destroyed")
        << W << rocket << L{1, 2, 1, 6} << QStringLiteral("Last launch") << 0 << 8 << 0 << true << false << same;
    QTest::newRow("Death Rocket Warmaster 1 then 3: no shot, D6 from now on")
        << W << rocket << L{1, 3} << QStringLiteral("Damaged") << 0 << 0 << 0 << false << true << one;
    QTest::newRow("Death Rocket Warmaster 1 then 4: no shot")
        << W << rocket << L{1, 4} << QStringLiteral("Fails to launch") << 0 << 0 << 0 << false << true << same;
    QTest::newRow("Death Rocket Warmaster 1 then 5: no shot")
        << W << rocket << L{1, 5} << QStringLiteral("Fails to launch") << 0 << 0 << 0 << false << true << same;
    QTest::newRow("Death Rocket Warmaster 1 then 6: 1+D6 attacks")
        << W << rocket << L{1, 6, 5} << QStringLiteral("Extra charge") << 0 << 6 << 0 << false << false << same;
    QTest::newRow("Death Rocket Revolution 1 then 1: explodes")
        << R << rocket << L{1, 1} << QStringLiteral("Explodes") << 0 << 0 << 0 << true << false << same;
    QTest::newRow("Death Rocket Revolution 1 then 2: a dud, 1 attack")
        << R << rocket << L{1, 2} << QStringLiteral("Dud") << 0 << 1 << 0 << false << false << same;
    QTest::newRow("Death Rocket Revolution 1 then 3: a dud, 1 attack")
        << R << rocket << L{1, 3} << QStringLiteral("Dud") << 0 << 1 << 0 << false << false << same;
    QTest::newRow("Death Rocket Revolution 1 then 4: D6 attacks on the unit beyond")
        << R << rocket << L{1, 4, 5} << QStringLiteral("Overshoots") << 0 << 0 << 5 << false << false << same;
    QTest::newRow("Death Rocket Revolution 1 then 5: D6 attacks on the unit beyond")
        << R << rocket << L{1, 5, 2} << QStringLiteral("Overshoots") << 0 << 0 << 2 << false << false << same;
    QTest::newRow("Death Rocket Revolution 1 then 6: 2D6 attacks")
        << R << rocket << L{1, 6, 3, 4} << QStringLiteral("Big blast") << 0 << 7 << 0 << false << false << same;
    QTest::newRow("Rocket Launcher 1 then 1: explodes")
        << R << rocketLauncher() << L{1, 1} << QStringLiteral("Explodes") << 0 << 0 << 0 << true << false << same;
    QTest::newRow("Rocket Launcher 1 then 2: a dud")
        << R << rocketLauncher() << L{1, 2} << QStringLiteral("Dud") << 0 << 1 << 0 << false << false << same;
    QTest::newRow("Rocket Launcher 1 then 4: the unit beyond")
        << R << rocketLauncher() << L{1, 4, 6} << QStringLiteral("Overshoots") << 0 << 0 << 6 << false << false << same;
    QTest::newRow("Rocket Launcher 1 then 6: 2D6 attacks")
        << R << rocketLauncher() << L{1, 6, 6, 6} << QStringLiteral("Big blast") << 0 << 12 << 0 << false << false
        << same;
    QTest::newRow("Rocket Launcher in a Warmaster game: its own table")
        << W << rocketLauncher() << L{1, 3} << QStringLiteral("Dud") << 0 << 1 << 0 << false << false << same;
}

void TestWeapons::weaponRolls()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(UnitProfile, profile);
    QFETCH(QList<int>, dice);
    QFETCH(QString, row);
    QFETCH(std::optional<int>, diceFromNowOn);

    const Unit weapon = unit(1, profile);
    const Ruleset rules = Ruleset::forId(ruleset);
    ScriptedDiceSource source(dice);
    const auto shot =
        fireWeapon(weapon, WeaponRules::attacksPerStand(weapon, std::nullopt, 0, false), false, rules, source);
    QVERIFY2(shot.ok(), qPrintable(shot.ok() ? QString() : shot.error().message));
    QCOMPARE(source.remaining(), 0);
    QCOMPARE(shot->misfire ? shot->misfire->row->title : QString(), row);
    QTEST(shot->automaticHits, "automaticHits");
    QTEST(shot->attacks, "attacks");
    QTEST(shot->attacksOnUnitBeyond, "beyond");
    QTEST(shot->shooterAfter.state.isDestroyed(), "destroyed");
    QTEST(shot->shooterAfter.state.cannotShootThisTurn, "cannotShoot");
    QCOMPARE(shot->shooterAfter.state.shootingDiceFromNowOn, diceFromNowOn);

    // Once reduced it rolls one die, which is never a double; a 3 is three attacks.
    if (diceFromNowOn) {
        ScriptedDiceSource next({3});
        const Unit after = shot->shooterAfter;
        const auto again =
            fireWeapon(after, WeaponRules::attacksPerStand(after, std::nullopt, 0, false), false, rules, next);
        QVERIFY(again.ok());
        QCOMPARE(again->attacks, 3);
        QVERIFY(!again->misfire);
    }
}

void TestWeapons::flameCannonMisfireStrikesTheTarget()
{
    // Warmaster double 4: 4 hits with no roll to hit; knights save on 4+ and keep one.
    ScriptedDiceSource flare({4, 4, 4, 1, 1, 1});
    const auto a = resolveShooting({{aim(1, flameCannon(), 1)}, unit(9, knights())}, Ruleset::warmaster(), flare);
    QVERIFY(a.ok());
    QCOMPARE(flare.remaining(), 0);
    QCOMPARE(a->dice(), 0);
    QCOMPARE(a->hits(), 4);
    QCOMPARE(a->saved(), 1);
    QCOMPARE(a->targetAfter.state.standsLeft, 2);
    QVERIFY(a->batches.constFirst().automatic);

    // Revolution double 5: 10 attacks rolled to hit, bowmen have no save.
    ScriptedDiceSource soot({5, 5, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1});
    const auto b = resolveShooting({{aim(1, flameCannon(), 1)}, unit(9, bowmen())}, Ruleset::revolution(), soot);
    QVERIFY(b.ok());
    QCOMPARE(soot.remaining(), 0);
    QCOMPARE(b->dice(), 10);
    QCOMPARE(b->struck(), 3);
    QCOMPARE(b->targetAfter.state.standsLeft, 2);
    QVERIFY(!b->shootersAfter.constFirst().state.isDestroyed());
    QVERIFY(b->shootersAfter.constFirst().state.hasShot);
}

void TestWeapons::rocketOvershootGoesToTheUnitBeyond()
{
    const Ruleset rules = Ruleset::revolution();
    ScriptedDiceSource first({1, 4, 5});
    const auto aimed = resolveShooting({{aim(1, deathRocket(), 1)}, unit(9, knights())}, rules, first);
    QVERIFY(aimed.ok());
    QCOMPARE(first.remaining(), 0);
    QCOMPARE(aimed->attacksOnUnitBeyond(), 5);
    QCOMPARE(aimed->dice(), 0);
    QCOMPARE(aimed->targetAfter.state.hitsAccumulated, 0);

    // The unit past the target is engaged: the hits count in its combat. The 5 attacks are given, so
    // no die is rolled for them and a 1 among them cannot misfire again. Knights save on 5+.
    Shooter overshoot{aimed->shootersAfter.constFirst(), 1};
    overshoot.attacksGiven = aimed->attacksOnUnitBeyond();
    ScriptedDiceSource second({4, 4, 4, 1, 1, 5, 1, 1});
    const auto beyond =
        resolveShooting({{overshoot}, engaged(unit(8, knights())), ShotTiming::ShootingPhase, true}, rules, second);
    QVERIFY2(beyond.ok(), qPrintable(beyond.ok() ? QString() : beyond.error().message));
    QCOMPARE(second.remaining(), 0);
    QVERIFY(!beyond->weaponShots.constFirst().attacksRoll);
    QCOMPARE(beyond->dice(), 5);
    QCOMPARE(beyond->saved(), 1);
    QCOMPARE(beyond->targetAfter.state.hitsCarriedIntoCombat, 2);
}

void TestWeapons::giantsRockIsHandedToTheResolver()
{
    // A Giant gone wild throws a rock: the table's 3 attacks land on the closest unit, a friend here,
    // rolled like shooting at it. The Giant has no shooting attacks of its own.
    ScriptedDiceSource table({3, 2, 2, 2, 2, 2});
    const auto wild = rollOnTable(unit(1, giant()), TableId::GiantGoesWild, table);
    QVERIFY(wild.ok());
    QCOMPARE(wild->attacks, 3);

    Shooter rock{wild->unitAfter, 1};
    rock.attacksGiven = wild->attacks;
    ScriptedDiceSource dice({4, 5, 1, 6, 1});
    const auto result =
        resolveShooting({{rock}, unit(2, halberdiers()), ShotTiming::ShootingPhase, true}, Ruleset::warmaster(), dice);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(dice.remaining(), 0);
    QCOMPARE(result->hits(), 2);
    QCOMPARE(result->saved(), 1);
    QCOMPARE(result->targetAfter.state.hitsTakenThisPhase, 1);
}

void TestWeapons::rollsComeInTheOrderRolled()
{
    // Warmaster double 2: 4 hits and 2D6 attacks, then destroyed. The weapon's rolls first, then the
    // saves against the hits that needed no roll, then the attacks and their saves.
    ScriptedDiceSource source({2, 2, 3, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 1});
    const auto result = resolveShooting({{aim(1, flameCannon(), 1)}, unit(9, knights())}, Ruleset::warmaster(), source);
    QVERIFY(result.ok());
    QCOMPARE(source.remaining(), 0);

    QList<RollPurpose> purposes;
    QList<QList<int>> faces;
    for (const DiceRoll &r : result->rolls()) {
        purposes.append(r.purpose);
        faces.append(r.faces);
    }
    using P = RollPurpose;
    QCOMPARE(purposes, (QList<P>{P::Amount, P::Amount, P::ArmourSave, P::ToHit, P::ArmourSave}));
    QCOMPARE(faces, (QList<QList<int>>{{2, 2}, {3, 5}, {1, 1, 1, 1}, {1, 1, 1, 1, 1, 1, 1, 6}, {1}}));
    QCOMPARE(result->struck(), 5);
    QCOMPARE(result->targetAfter.state.standsLeft, 2);
    QCOMPARE(result->targetAfter.state.hitsAccumulated, 2);
    QCOMPARE(result->shootersAfter.constFirst().state.destroyed, DestroyedBy::Mishap);
}

void TestWeapons::refused_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<Shooter>("shooter");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<bool>("inPath");
    QTest::addColumn<QString>("message");

    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const auto phase = ShotTiming::ShootingPhase;
    const auto chargers = ShotTiming::AtChargers;

    Shooter cannonWithRange = aim(1, cannon(), 1);
    cannonWithRange.range = RangeBand::Short;
    Shooter givenAtTarget = aim(1, deathRocket(), 1);
    givenAtTarget.attacksGiven = 3;
    Shooter givenNone = aim(1, deathRocket(), 1);
    givenNone.attacksGiven = 0;

    QTest::newRow("stone thrower at chargers")
        << W << aim(1, rockLobber(), 1) << chargers << false << QStringLiteral("Rock Lobber cannot shoot at chargers.");
    QTest::newRow("rocket at chargers") << R << aim(1, deathRocket(), 1) << chargers << false
                                        << QStringLiteral("Death Rocket cannot shoot at chargers.");
    QTest::newRow("blind in Warmaster")
        << W << blind(aim(1, rockLobber(), 1)) << phase << false
        << QStringLiteral("Rock Lobber cannot shoot blind: only stone throwers and rockets may, in Warmaster "
                          "Revolution.");
    QTest::newRow("a cannon shooting blind")
        << R << blind(aim(1, cannon(), 1)) << phase << false
        << QStringLiteral("Cannon cannot shoot blind: only stone throwers and rockets may, in Warmaster Revolution.");
    QTest::newRow("blind at a unit in the path")
        << R << blind(aim(1, rockLobber(), 1)) << phase << true
        << QStringLiteral("Rock Lobber: a blind shot is made in the Shooting phase, at the unit aimed at.");
    QTest::newRow("Helblaster with no range")
        << W << aim(1, helblaster(), 1) << phase << false
        << QStringLiteral("Helblaster: say how far away the target is (up to 10, 20 or 30 "
                          "cm).");
    QTest::newRow("a range for a cannon") << W << cannonWithRange << phase << false
                                          << QStringLiteral("Cannon: only a Helblaster's attacks depend on the range.");
    QTest::newRow("negative stands crossed") << W << aim(1, cannon(), 1, -1) << phase << false
                                             << QStringLiteral("Cannon: stands crossed cannot be negative (was -1).");
    QTest::newRow("bounce past the last stand")
        << W << aim(1, cannon(), 1, 3) << phase << false
        << QStringLiteral("Cannon: at most 2 more of the stands of Knights can be in the shot's path (was 3).");
    QTest::newRow("grapeshot bouncing") << W << aim(1, cannon(), 1, 1) << chargers << false
                                        << QStringLiteral("Cannon: grapeshot does not bounce.");
    QTest::newRow("bolt through three stands")
        << R << aim(1, spearChukka(), 1, 2) << phase << false
        << QStringLiteral("Spear Chukka: at most 1 more of the stands of Knights can be in the shot's path (was 2).");
    QTest::newRow("arrows through stands") << W << aim(1, bowmen(), 3, 1) << phase << false
                                           << QStringLiteral("Bowmen: only cannonballs and bolts go through stands.");
    QTest::newRow("arrows at a unit in the path")
        << W << aim(1, bowmen(), 3, 1) << phase << true
        << QStringLiteral("Bowmen: only cannonballs and bolts go on through to units behind the target.");
    QTest::newRow("no stand crossed in the path")
        << W << aim(1, cannon(), 1) << phase << true
        << QStringLiteral("Cannon: the shot crossed 1 to 3 stands of Knights (was 0).");
    QTest::newRow("a bolt through two stands of a second unit")
        << R << aim(1, spearChukka(), 1, 2) << phase << true
        << QStringLiteral("Spear Chukka: a bolt skewers one stand of a second unit at most.");
    QTest::newRow("attacks given at the aimed-at target")
        << R << givenAtTarget << phase << false
        << QStringLiteral("Death Rocket: attacks are given only for a unit in the path of a shot.");
    QTest::newRow("no attacks given") << R << givenNone << phase << true
                                      << QStringLiteral(
                                             "Death Rocket: the attacks on Knights must be 1 or more (was 0).");
}

void TestWeapons::refused()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(Shooter, shooter);
    QFETCH(ShotTiming, timing);
    QFETCH(bool, inPath);
    QFETCH(QString, message);

    ScriptedDiceSource source({6, 6, 6, 6, 6, 6, 6, 6});
    shooter.unit.state.chargedBy.append(9); // at chargers, the knights charged it
    const auto result =
        resolveShooting({{shooter}, unit(9, knights()), timing, inPath}, Ruleset::forId(ruleset), source);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().field, QStringLiteral("shooter 1"));
    QCOMPARE(result.error().message, message);
    QCOMPARE(source.remaining(), 8);
}

void TestWeapons::profiles()
{
    UnitProfile twin = helblaster();
    twin.stands = 2;
    QCOMPARE(twin.validate(), (QList<Error>{{QStringLiteral("stands"),
                                             QStringLiteral("Stands: a Helblaster is a unit of one stand (was 2).")}}));

    UnitProfile silent = cannon();
    silent.shootingAttacks.reset();
    silent.rangeCm.reset();
    QCOMPARE(silent.validate(),
             (QList<Error>{
                 {QStringLiteral("weapon"), QStringLiteral("Weapon: a Cannon needs shooting attacks and a range.")}}));

    for (const UnitProfile &p : {cannon(), rockLobber(), spearChukka(), elvenBoltThrower(), helblaster(), flameCannon(),
                                 deathRocket(), rocketLauncher()})
        QVERIFY2(p.validate().isEmpty(), qPrintable(p.name));
}

void TestWeapons::keys()
{
    QSet<QString> seen;
    for (Weapon w : AllWeapons) {
        const QString key = enumKey(w);
        QCOMPARE(enumFromKey<Weapon>(key), std::optional<Weapon>(w));
        QVERIFY(!seen.contains(key));
        seen.insert(key);
        QVERIFY(!WeaponText::name(w).isEmpty());
        QVERIFY(!WeaponText::description(w).isEmpty());
    }
    QCOMPARE(enumFromKey<Weapon>(QStringLiteral("laser")), std::nullopt);
}

void TestWeapons::weaponInputsSayWhatIsAsked()
{
    // A Helblaster's range band is said only at the unit aimed at in the Shooting phase; a blind
    // shot only by Revolution's stone throwers, there too. The dialog asks and the resolver checks
    // by the same answer.
    const Ruleset w = Ruleset::warmaster();
    const Ruleset r = Ruleset::revolution();
    const Unit helblasterUnit = unit(1, helblaster());
    const Unit lobber = unit(2, rockLobber());
    const Unit bowmenUnit = unit(3, bowmen());
    QCOMPARE(WeaponRules::weaponInputs(helblasterUnit, w, false, false), (WeaponInputs{true, false, true, false}));
    QCOMPARE(WeaponRules::weaponInputs(helblasterUnit, w, true, false), (WeaponInputs{true, false, false, false}));
    QCOMPARE(WeaponRules::weaponInputs(helblasterUnit, w, false, true), (WeaponInputs{true, false, false, false}));
    QCOMPARE(WeaponRules::weaponInputs(lobber, w, false, false), (WeaponInputs{false, false, false, false}));
    QCOMPARE(WeaponRules::weaponInputs(lobber, r, false, false), (WeaponInputs{false, true, false, true}));
    QCOMPARE(WeaponRules::weaponInputs(lobber, r, false, true), (WeaponInputs{false, true, false, false}));
    QCOMPARE(WeaponRules::weaponInputs(bowmenUnit, r, false, false), WeaponInputs{});
}

QTEST_APPLESS_MAIN(TestWeapons)
#include "tst_weapons.moc"
