// SPDX-License-Identifier: GPL-3.0-or-later
#include "metatypes.h"
#include "testunits.h"

#include "core/rules/whoshoots.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(std::optional<ShotTiming>)
Q_DECLARE_METATYPE(wm::StandPositions)

namespace {

enum : UnitId
{
    Bowmen = 1,
    Halberdiers,
    Cannon,
    Knights,
    Wolves,
    Archers
};

// Two armies: the first with Bowmen, Halberdiers and a Cannon; the second with Knights, Wolf Riders
// (bowmen's profile) and Archers.
PerSide<QList<Unit>> armies()
{
    return {QList<Unit>{unit(Bowmen, bowmen()), unit(Halberdiers, halberdiers()), unit(Cannon, cannon())},
            QList<Unit>{unit(Knights, knights()), unit(Wolves, bowmen()), unit(Archers, archers())}};
}

Unit &at(PerSide<QList<Unit>> &a, Side side, int index)
{
    return a[side][index];
}

} // namespace

// Who shoots when, and at whom (FACTS §2 shooting; §3 shooting at chargers; §4 an advance).
class TestWhoShoots : public QObject
{
    Q_OBJECT

private slots:
    void eachTimingHasItsPhase_data();
    void eachTimingHasItsPhase();
    void anAdvanceLetsTheUnitsItReachesShoot();
    void theSideThatShoots();
    void chargersAreShotAtOnceEach();
    void targetsAtChargersAreTheChargers();
    void shootersHaveShootingAttacksAndAreOnTheTable();
    void inTheCombatPhaseOnlyAnAdvancingUnitIsShotAt();
    void positionsShareOutTheStandsLeft_data();
    void positionsShareOutTheStandsLeft();
};

void TestWhoShoots::eachTimingHasItsPhase_data()
{
    QTest::addColumn<Phase>("phase");
    QTest::addColumn<std::optional<ShotTiming>>("timing");
    QTest::newRow("command: at chargers") << Phase::Command << std::optional(ShotTiming::AtChargers);
    QTest::newRow("shooting: the side's own") << Phase::Shooting << std::optional(ShotTiming::ShootingPhase);
    QTest::newRow("combat: none unless an advance") << Phase::Combat << std::optional<ShotTiming>();
}

void TestWhoShoots::eachTimingHasItsPhase()
{
    QFETCH(Phase, phase);
    QFETCH(std::optional<ShotTiming>, timing);
    QCOMPARE(shotTimingIn(phase), timing);
    QCOMPARE(shotTimingNow(armies(), phase), timing);
    if (timing)
        QCOMPARE(phaseOfShot(*timing), phase);
    QCOMPARE(shotAlsoMadeIn(ShotTiming::AtChargers, phase), phase == Phase::Combat);
    QVERIFY(!shotAlsoMadeIn(ShotTiming::ShootingPhase, phase));
}

void TestWhoShoots::anAdvanceLetsTheUnitsItReachesShoot()
{
    PerSide<QList<Unit>> a = armies();
    // The Knights advance into the Bowmen after their combat.
    at(a, Side::second(), 0).state.advancedThisPhase = true;
    at(a, Side::first(), 0).state.chargedBy = {Knights};
    QCOMPARE(sideAdvancedUpon(a), std::optional(Side::first()));
    QCOMPARE(shotTimingNow(a, Phase::Combat), std::optional(ShotTiming::AtChargers));
    // Once the Bowmen have shot at them, no more.
    at(a, Side::first(), 0).state.shotAtChargers = {Knights};
    QCOMPARE(sideAdvancedUpon(a), std::optional<Side>());
    QCOMPARE(shotTimingNow(a, Phase::Combat), std::optional<ShotTiming>());
    // Nor when the unit reached is gone.
    at(a, Side::first(), 0).state.shotAtChargers = {};
    at(a, Side::first(), 0).state.destroyed = DestroyedBy::Casualties;
    QCOMPARE(sideAdvancedUpon(a), std::optional<Side>());
}

void TestWhoShoots::theSideThatShoots()
{
    PerSide<QList<Unit>> a = armies();
    const Side active = Side::first();
    QCOMPARE(shootingSide(a, Phase::Shooting, active, ShotTiming::ShootingPhase), active);
    QCOMPARE(shootingSide(a, Phase::Command, active, ShotTiming::AtChargers), active.opponent());
    // In the Combat phase, the side advanced upon, whoever's turn it is.
    at(a, Side::first(), 1).state.advancedThisPhase = true; // the Halberdiers advance into the Knights
    at(a, Side::second(), 0).state.chargedBy = {Halberdiers};
    QCOMPARE(shootingSide(a, Phase::Combat, Side::second(), ShotTiming::AtChargers), Side::second());
}

void TestWhoShoots::chargersAreShotAtOnceEach()
{
    PerSide<QList<Unit>> a = armies();
    at(a, Side::first(), 0).state.chargedBy = {Knights, Wolves};
    at(a, Side::first(), 1).state.chargedBy = {Knights};
    QCOMPARE(chargersToShootAt(a[Side::first()]), (QList<UnitId>{Knights, Wolves}));
    at(a, Side::first(), 0).state.shotAtChargers = {Knights};
    // The Halberdiers have not shot at the Knights: they are still listed, once.
    QCOMPARE(chargersToShootAt(a[Side::first()]), (QList<UnitId>{Wolves, Knights}));
}

void TestWhoShoots::targetsAtChargersAreTheChargers()
{
    PerSide<QList<Unit>> a = armies();
    at(a, Side::first(), 0).state.chargedBy = {Knights};
    at(a, Side::second(), 0).state.chargedThisTurn = true;
    const ShotTargetChoice knights{.unit = Knights, .ownSide = false, .charging = true, .shootable = true};
    QCOMPARE(shotTargets(a, Side::first(), ShotTiming::AtChargers, false, true), QList<ShotTargetChoice>{knights});
    // A game that did not record its charges offers every enemy.
    QCOMPARE(shotTargets(a, Side::first(), ShotTiming::AtChargers, false, false).size(), 3);
    // In the path of a shot, every unit on the table, friends too (never shootable).
    const QList<ShotTargetChoice> inPath = shotTargets(a, Side::first(), ShotTiming::AtChargers, true, true);
    QCOMPARE(inPath.size(), 6);
    QVERIFY(!inPath.last().shootable);
    QVERIFY(inPath.last().ownSide);
}

void TestWhoShoots::shootersHaveShootingAttacksAndAreOnTheTable()
{
    PerSide<QList<Unit>> a = armies();
    QCOMPARE(possibleShooters(a[Side::first()]), (QList<UnitId>{Bowmen, Cannon}));
    at(a, Side::first(), 0).state.destroyed = DestroyedBy::Casualties;
    QCOMPARE(possibleShooters(a[Side::first()]), QList<UnitId>{Cannon});
}

void TestWhoShoots::inTheCombatPhaseOnlyAnAdvancingUnitIsShotAt()
{
    Unit knights = unit(Knights, wm::test::knights());
    const std::optional<Error> error = advanceShotError(knights, false, true);
    QVERIFY(error);
    QCOMPARE(error->field, QStringLiteral("target"));
    QCOMPARE(error->message,
             QStringLiteral(
                 "Knights has not advanced: in the Combat phase units shoot only at an enemy advancing on them."));
    QVERIFY(!advanceShotError(knights, true, true));   // a unit in the path of the shot
    QVERIFY(!advanceShotError(knights, false, false)); // advances were not recorded
    knights.state.advancedThisPhase = true;
    QVERIFY(!advanceShotError(knights, false, true));
}

void TestWhoShoots::positionsShareOutTheStandsLeft_data()
{
    QTest::addColumn<StandPositions>("positions");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("all three in the open") << StandPositions{3, 0, 0} << true;
    QTest::newRow("split") << StandPositions{1, 1, 1} << true;
    QTest::newRow("a stand too many") << StandPositions{2, 2, 0} << false;
    QTest::newRow("a stand too few") << StandPositions{0, 2, 0} << false;
    QTest::newRow("a negative count") << StandPositions{4, -1, 0} << false;
}

void TestWhoShoots::positionsShareOutTheStandsLeft()
{
    QFETCH(StandPositions, positions);
    QFETCH(bool, accepted);
    const Unit target = unit(Knights, knights());
    const std::optional<Error> error = targetPositionsError(target, positions);
    QCOMPARE(!error, accepted);
    if (error)
        QCOMPARE(error->message, QStringLiteral("The positions of Knights must share out its 3 stands left (they add "
                                                "up to %1).")
                                     .arg(positions.total()));
}

QTEST_APPLESS_MAIN(TestWhoShoots)
#include "tst_whoshoots.moc"
