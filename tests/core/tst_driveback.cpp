// SPDX-License-Identifier: GPL-3.0-or-later
// The end of the Shooting phase: drive backs, confusion, rout, hits carried into combat and odd
// hits discarded. Worked examples of sources/000 and sources/003 are rows named after them.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/rules/driveback.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::DriveBackOutcome)

namespace {

// A unit as it stands after taking `hits` from shooting this phase, with `odd` hits still on it.
Unit shotAt(Unit u, int hits, int odd, QList<UnitId> by = {1})
{
    u.state.hitsTakenThisPhase = hits;
    u.state.hitsAccumulated = odd;
    u.state.shotAtBy = by;
    return u;
}

} // namespace

class TestDriveBack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void driveBack_data();
    void driveBack();
    void soonerConfusingDice_data();
    void soonerConfusingDice();
    void oddHitsAreDiscardedAfterDriveBacks();
    void engagedUnitsKeepTheirHitsForCombat();
    void chargersHitsAreNeverDrivenBack();
    void driveBacksGoInTheOrderGiven();
    void driveBacksDoneBeforeTheDiceRanOut();
    void markedConfusedForTerrain();
    void errors();
    void driveBackRulesAsData();
};

void TestDriveBack::driveBack_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<DriveBackOutcome>("outcome");
    QTest::addColumn<int>("diceRolled");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("confused");
    QTest::addColumn<bool>("routed");

    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    using L = QList<int>;
    const auto back = DriveBackOutcome::DrivenBack;

    // --- worked examples ---------------------------------------------------------------------
    QTest::newRow("000: two hits 4+5 -> 9cm")
        << W << shotAt(unit(9, halberdiers()), 2, 2) << L{4, 5} << back << 2 << 9 << false << false;
    QTest::newRow("003: two hits 3+4 -> 7cm")
        << R << shotAt(unit(9, halberdiers()), 2, 2) << L{3, 4} << back << 2 << 7 << false << false;
    QTest::newRow("000/003: any 6 confuses: 6+1 -> 7cm, confused")
        << W << shotAt(unit(9, halberdiers()), 2, 2) << L{6, 1} << back << 2 << 7 << true << false;
    QTest::newRow("003: hits that removed stands count: 4 hits -> 4 dice")
        << W << shotAt(placed(unit(9, halberdiers()), 2, 0, 0), 4, 1) << L{1, 2, 3, 4} << back << 4 << 10 << false
        << false;
    QTest::newRow("003 defended: one hit -> no drive back")
        << R << shotAt(placed(unit(9, halberdiers()), 0, 3, 0), 1, 1) << L{} << DriveBackOutcome::HitsIgnored << 0 << 0
        << false << false;
    QTest::newRow("003 defended: two hits -> one die")
        << R << shotAt(placed(unit(9, halberdiers()), 0, 3, 0), 2, 2) << L{5} << back << 1 << 5 << false << false;
    QTest::newRow("003 defended: three hits -> two dice")
        << R << shotAt(placed(unit(9, halberdiers()), 1, 1, 0), 3, 0) << L{2, 3} << back << 2 << 5 << false << false;
    QTest::newRow("003 fortified: one hit -> no drive back")
        << R << shotAt(placed(unit(9, halberdiers()), 0, 0, 3), 1, 1) << L{} << DriveBackOutcome::HitsIgnored << 0 << 0
        << false << false;
    QTest::newRow("003 fortified: two hits -> no drive back")
        << R << shotAt(placed(unit(9, halberdiers()), 0, 0, 3), 2, 2) << L{} << DriveBackOutcome::HitsIgnored << 0 << 0
        << false << false;
    QTest::newRow("003 fortified: three hits -> one die")
        << R << shotAt(placed(unit(9, halberdiers()), 0, 0, 2), 3, 0) << L{3} << back << 1 << 3 << false << false;
    QTest::newRow("003 fortified: four hits -> two dice")
        << R << shotAt(placed(unit(9, halberdiers()), 0, 0, 2), 4, 1) << L{3, 4} << back << 2 << 7 << false << false;
    QTest::newRow("004 quick reference: defended -1 die (Warmaster)")
        << W << shotAt(placed(unit(9, halberdiers()), 1, 2, 0), 2, 2) << L{2} << back << 1 << 2 << false << false;
    QTest::newRow("004 quick reference: fortified -2 dice (Warmaster)")
        << W << shotAt(placed(unit(9, halberdiers()), 1, 0, 1), 3, 0) << L{2} << back << 1 << 2 << false << false;

    // --- rout: a distance over full pace ----------------------------------------------------
    QTest::newRow("infantry 20cm: 6+6+6+3 = 21cm -> routed")
        << W << shotAt(placed(unit(9, halberdiers()), 2, 0, 0), 4, 1) << L{6, 6, 6, 3} << DriveBackOutcome::Routed << 4
        << 21 << true << true;
    QTest::newRow("infantry 20cm: 5+5+5+5 = 20cm -> not routed")
        << W << shotAt(placed(unit(9, halberdiers()), 2, 0, 0), 4, 1) << L{5, 5, 5, 5} << back << 4 << 20 << false
        << false;
    QTest::newRow("cavalry 30cm: 5x6 = 30cm -> confused, not routed")
        << W << shotAt(placed(unit(9, knights()), 2, 0, 0), 5, 2) << L{6, 6, 6, 6, 6} << back << 5 << 30 << true
        << false;
    QTest::newRow("giant 20cm: 5 hits 5,5,5,5,1 = 21cm -> routed")
        << W << shotAt(unit(9, giant()), 5, 5) << L{5, 5, 5, 5, 1} << DriveBackOutcome::Routed << 5 << 21 << false
        << true;
    QTest::newRow("artillery, Warmaster 20cm: 4+5+3 = 12cm -> driven back")
        << W << shotAt(placed(unit(9, cannon()), 1, 0, 0), 3, 1) << L{4, 5, 3} << back << 3 << 12 << false << false;
    QTest::newRow("artillery, Revolution 10cm: 4+5+3 = 12cm -> routed")
        << R << shotAt(placed(unit(9, cannon()), 1, 0, 0), 3, 1) << L{4, 5, 3} << DriveBackOutcome::Routed << 3 << 12
        << false << true;

    // --- special rules ----------------------------------------------------------------------
    QTest::newRow("Flagellants never driven back, so never confused")
        << W << shotAt(unit(9, flagellants()), 2, 2) << L{} << DriveBackOutcome::NeverDrivenBack << 0 << 0 << false
        << false;
    QTest::newRow("Steam Tank never driven back") << R << shotAt(unit(9, steamTank()), 3, 3) << L{}
                                                  << DriveBackOutcome::NeverDrivenBack << 0 << 0 << false << false;
    UnitProfile classicTank = steamTank();
    classicTank.traits = (classicTank.traits & ~Traits(Trait::NoDriveBack)) | Trait::DriveBackConfusionOnly;
    QTest::newRow("classic-list Steam Tank: dice only for confusion: 6 -> confused, not moved")
        << W << shotAt(unit(9, classicTank), 3, 3) << L{6, 6} << DriveBackOutcome::ConfusionOnly << 2 << 0 << true
        << false;
    Unit engaged = shotAt(unit(9, halberdiers()), 2, 2);
    engaged.state.engaged = true;
    QTest::newRow("engaged by the end of the phase: no drive back, hits into combat")
        << W << engaged << L{} << DriveBackOutcome::CarriedIntoCombat << 0 << 0 << false << false;
    QTest::newRow("Revolution: cavalry behind cover is not defended: two hits -> two dice")
        << R << shotAt(placed(unit(9, knights()), 0, 3, 0), 2, 2) << L{2, 2} << back << 2 << 4 << false << false;
    QTest::newRow("Warmaster: cavalry behind cover is defended: two hits -> one die")
        << W << shotAt(placed(unit(9, knights()), 0, 3, 0), 2, 2) << L{2} << back << 1 << 2 << false << false;
}

void TestDriveBack::driveBack()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(Unit, target);
    QFETCH(QList<int>, dice);
    QFETCH(DriveBackOutcome, outcome);
    QFETCH(int, diceRolled);
    QFETCH(int, distance);
    QFETCH(bool, confused);
    QFETCH(bool, routed);

    ScriptedDiceSource source(dice);
    const auto end = endShootingPhase({target}, Ruleset::forId(ruleset), source);
    QVERIFY2(end.ok(), qPrintable(end.ok() ? QString() : end.error().message));
    QCOMPARE(source.remaining(), 0);
    QCOMPARE(end->driveBacks.size(), 1);

    const DriveBack &d = end->driveBacks.constFirst();
    QCOMPARE(d.outcome, outcome);
    QCOMPARE(d.hits, target.state.hitsTakenThisPhase);
    QCOMPARE(d.dice ? d.dice->faces.size() : 0, diceRolled);
    if (d.dice) // one die for every hit its position does not ignore
        QCOMPARE(d.hits - d.hitsIgnored, diceRolled);
    QCOMPARE(d.distanceCm, distance);
    QCOMPARE(d.confused, confused);
    QCOMPARE(d.routed, routed);
    QCOMPARE(d.awayFrom, target.state.shotAtBy);
    if (d.dice)
        QCOMPARE(d.dice->purpose, RollPurpose::DriveBack);

    const UnitState &after = end->units.constFirst().state;
    QCOMPARE(after.isConfused(), confused);
    QCOMPARE(after.destroyed == DestroyedBy::Rout, routed);
    QCOMPARE(after.hitsTakenThisPhase, 0);
    QVERIFY(after.shotAtBy.isEmpty());
    QCOMPARE(after.validate(target.profile), QList<Error>());
    if (outcome == DriveBackOutcome::CarriedIntoCombat) {
        QCOMPARE(after.hitsCarriedIntoCombat, target.state.hitsTakenThisPhase);
        QCOMPARE(after.hitsAccumulated, target.state.hitsAccumulated);
    } else {
        QCOMPARE(after.hitsAccumulated, 0);
    }
}

// The Skull Chukka's hits (shooter 1) roll their drive-back dice apart, confusing on a 4 or more;
// the other hits (shooter 2, Bowmen) roll theirs as ever. A position's ignored hits, and a die
// fewer, come off the other hits first.
void TestDriveBack::soonerConfusingDice_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<bool>("chukkaInList"); // the Skull Chukka is among the units the phase ends for
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("ordinaryDice");
    QTest::addColumn<int>("soonerDice");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("confused");
    QTest::addColumn<DriveBackOutcome>("outcome");

    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    using L = QList<int>;
    const auto back = DriveBackOutcome::DrivenBack;
    const auto chukkaHits = [](Unit u, int hits, int sooner) {
        u = shotAt(std::move(u), hits, 0, sooner < hits ? QList<UnitId>{1, 2} : QList<UnitId>{1});
        u.state.hitsConfusingSooner = sooner;
        return u;
    };
    const Unit open = placed(unit(9, halberdiers()), 3, 0, 0);
    const Unit defended = placed(unit(9, halberdiers()), 0, 3, 0);
    const Unit fortified = placed(unit(9, halberdiers()), 0, 0, 3);

    QTest::newRow("two Chukka hits: a 4 confuses")
        << W << chukkaHits(open, 2, 2) << true << L{4, 1} << 0 << 2 << 5 << true << back;
    QTest::newRow("two Chukka hits: 3 and 1 do not")
        << R << chukkaHits(open, 2, 2) << true << L{3, 1} << 0 << 2 << 4 << false << back;
    QTest::newRow("a 5 of the Chukka's confuses, beside the bows' dice")
        << W << chukkaHits(open, 3, 1) << true << L{4, 5, 5} << 2 << 1 << 14 << true << back;
    QTest::newRow("a 5 of the bows' does not: only the Chukka's dice confuse sooner")
        << W << chukkaHits(open, 3, 1) << true << L{5, 5, 3} << 2 << 1 << 13 << false << back;
    QTest::newRow("defended: the ignored hit is the bows', the Chukka's die is rolled")
        << R << chukkaHits(defended, 2, 1) << true << L{4} << 0 << 1 << 4 << true << back;
    QTest::newRow("fortified: two ignored, the bows' first, then one of the Chukka's")
        << R << chukkaHits(fortified, 3, 2) << true << L{4} << 0 << 1 << 4 << true << back;
    QTest::newRow("fortified: both Chukka hits ignored")
        << R << chukkaHits(fortified, 2, 2) << true << L{} << 0 << 0 << 0 << false << DriveBackOutcome::HitsIgnored;
    QTest::newRow("a Chukka not among the units: its hits roll as any others")
        << W << chukkaHits(open, 2, 2) << false << L{4, 1} << 2 << 0 << 5 << false << back;
}

void TestDriveBack::soonerConfusingDice()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(Unit, target);
    QFETCH(bool, chukkaInList);
    QFETCH(QList<int>, dice);
    QFETCH(int, ordinaryDice);
    QFETCH(int, soonerDice);
    QFETCH(int, distance);
    QFETCH(bool, confused);
    QFETCH(DriveBackOutcome, outcome);

    UnitProfile chukka = artillery(QStringLiteral("Skull Chukka"), Weapon::StoneThrower, 3, 60, Armour::none(), 1);
    chukka.hits = 3;
    chukka.traits |= Trait::DriveBackConfusesOn;
    QList<Unit> units{target, unit(2, bowmen())};
    if (chukkaInList)
        units.prepend(unit(1, chukka));

    ScriptedDiceSource source(dice);
    const auto end = endShootingPhase(units, Ruleset::forId(ruleset), source);
    QVERIFY2(end.ok(), qPrintable(end.ok() ? QString() : end.error().message));
    QCOMPARE(source.remaining(), 0);
    const DriveBack *d = end->driveBackOf(target.id);
    QVERIFY(d);
    QCOMPARE(d->outcome, outcome);
    QCOMPARE(d->dice ? d->dice->faces.size() : 0, ordinaryDice);
    QCOMPARE(d->soonerDice ? d->soonerDice->faces.size() : 0, soonerDice);
    QCOMPARE(d->soonerScore, soonerDice > 0 ? 4 : 0);
    QCOMPARE(d->distanceCm, distance);
    QCOMPARE(d->confused, confused);
    QCOMPARE(end->rolls().size(), (ordinaryDice > 0 ? 1 : 0) + (soonerDice > 0 ? 1 : 0));
    const Unit *after = nullptr;
    for (const Unit &u : end->units) {
        if (u.id == target.id)
            after = &u;
    }
    QVERIFY(after);
    QCOMPARE(after->state.isConfused(), confused);
    QCOMPARE(after->state.hitsConfusingSooner, 0);
}

void TestDriveBack::oddHitsAreDiscardedAfterDriveBacks()
{
    // 000/003: odd hits are discounted at the end of the phase, after the drive backs that counted them.
    ScriptedDiceSource source({2, 3, 1, 1, 2});
    const auto end =
        endShootingPhase({shotAt(placed(unit(9, halberdiers()), 2, 0, 0), 5, 2)}, Ruleset::warmaster(), source);
    QVERIFY(end.ok());
    QCOMPARE(end->driveBacks.constFirst().distanceCm, 9);
    QCOMPARE(end->discarded.size(), 1);
    QCOMPARE(end->discarded.constFirst().unit, 9);
    QCOMPARE(end->discarded.constFirst().hits, 2);
    const UnitState &after = end->units.constFirst().state;
    QCOMPARE(after.standsLeft, 2);
    QCOMPARE(after.hitsAccumulated, 0);
}

void TestDriveBack::engagedUnitsKeepTheirHitsForCombat()
{
    Unit engaged = shotAt(unit(9, halberdiers()), 2, 2);
    engaged.state.engaged = true;
    ScriptedDiceSource source;
    const auto end = endShootingPhase({engaged}, Ruleset::revolution(), source);
    QVERIFY(end.ok());
    QVERIFY(end->discarded.isEmpty());
    QCOMPARE(end->units.constFirst().state.hitsAccumulated, 2);
    QCOMPARE(end->units.constFirst().state.hitsCarriedIntoCombat, 2);
}

void TestDriveBack::chargersHitsAreNeverDrivenBack()
{
    // 001/003: a charger shot at in the Command phase carries its hits into combat; at the end of
    // its Shooting phase it rolls no drive back and keeps its odd hits.
    Unit charger = unit(9, knights());
    charger.state.hitsAccumulated = 2;
    charger.state.hitsCarriedIntoCombat = 2;
    charger.state.engaged = true;
    ScriptedDiceSource source;
    const auto end = endShootingPhase({charger}, Ruleset::warmaster(), source);
    QVERIFY(end.ok());
    QVERIFY(end->driveBacks.isEmpty());
    QVERIFY(end->discarded.isEmpty());
    QCOMPARE(end->units.constFirst().state, charger.state);
}

void TestDriveBack::driveBacksGoInTheOrderGiven()
{
    // The owner of the units picks the order; dice are taken in that order.
    const QList<Unit> units{unit(5, knights()), shotAt(unit(7, halberdiers()), 1, 1, {2}),
                            shotAt(unit(8, knights()), 2, 2, {1, 3})};
    ScriptedDiceSource source({6, 1, 2});
    const auto end = endShootingPhase(units, Ruleset::warmaster(), source);
    QVERIFY(end.ok());
    QCOMPARE(end->driveBacks.size(), 2);
    QCOMPARE(end->driveBacks.at(0).unit, 7);
    QCOMPARE(end->driveBacks.at(0).distanceCm, 6);
    QVERIFY(end->driveBacks.at(0).confused);
    QCOMPARE(end->driveBacks.at(1).unit, 8);
    QCOMPARE(end->driveBacks.at(1).distanceCm, 3);
    QCOMPARE(end->driveBacks.at(1).awayFrom, QList<UnitId>({1, 3}));
    QCOMPARE(end->driveBackOf(8), &end->driveBacks.at(1));
    QCOMPARE(end->driveBackOf(5), nullptr);
    QCOMPARE(end->rolls().size(), 2);
    QCOMPARE(end->units.size(), 3);
    QCOMPARE(end->units.at(0).state, units.at(0).state); // not shot at: untouched
}

void TestDriveBack::driveBacksDoneBeforeTheDiceRanOut()
{
    // The dice of the first unit are in, the second's not yet: the first is reported, nothing else.
    const QList<Unit> units{shotAt(unit(7, halberdiers()), 1, 1, {2}), shotAt(unit(8, knights()), 2, 2, {1, 3})};
    ScriptedDiceSource source({4});
    QList<DriveBack> done;
    const auto end = endShootingPhase(units, Ruleset::warmaster(), source, &done);
    QVERIFY(!end.ok());
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.at(0).unit, 7);
    QCOMPARE(done.at(0).distanceCm, 4);
    QVERIFY(!done.at(0).confused);

    // All the dice in: the list is left alone, the phase end has them all.
    ScriptedDiceSource all({4, 1, 2});
    QList<DriveBack> untouched;
    QVERIFY(endShootingPhase(units, Ruleset::warmaster(), all, &untouched).ok());
    QVERIFY(untouched.isEmpty());
}

void TestDriveBack::markedConfusedForTerrain()
{
    // 003: driven into impassable terrain or other units confuses too; the players say so.
    UnitState s = UnitState::fresh(halberdiers());
    markConfused(s, ConfusionCause::DrivenIntoUnits);
    QCOMPARE(s.confusion, ConfusionCause::DrivenIntoUnits);
    UnitState gone = s;
    gone.destroyed = DestroyedBy::Rout;
    gone.confusion.reset();
    markConfused(gone, ConfusionCause::Other);
    QVERIFY(!gone.isConfused());
}

void TestDriveBack::errors()
{
    ScriptedDiceSource source({3});
    const Unit target = shotAt(unit(9, halberdiers()), 2, 2);
    auto end = endShootingPhase({target}, Ruleset::warmaster(), source);
    QVERIFY(!end.ok());
    QCOMPARE(end.error().field, QStringLiteral("dice"));
    QCOMPARE(end.error().message, QStringLiteral("Not enough dice for Drive back (Halberdiers): 2 needed, 1 entered."));

    end = endShootingPhase({target, target}, Ruleset::warmaster(), source);
    QVERIFY(!end.ok());
    QCOMPARE(end.error().field, QStringLiteral("unit 2"));
    QCOMPARE(end.error().message, QStringLiteral("Halberdiers is listed twice."));

    Unit bad = target;
    bad.state.positions = {1, 0, 0};
    end = endShootingPhase({bad}, Ruleset::warmaster(), source);
    QVERIFY(!end.ok());
    QCOMPARE(end.error().field, QStringLiteral("unit 1"));
    QCOMPARE(end.error().message, QStringLiteral("Halberdiers: Positions: the stands in the open, defended and "
                                                 "fortified add up to 1, but the unit has 3 left."));
}

void TestDriveBack::driveBackRulesAsData()
{
    // What the reference shows is what endShootingPhase() does.
    QCOMPARE(DriveBackRules::DicePerHit, 1);
    QCOMPARE(DriveBackRules::ConfusingScore, 6);
    DiceRoll roll;
    roll.faces = {1, 6};
    QVERIFY(DriveBackRules::confuses(roll));
    roll.faces = {5, 5};
    QVERIFY(!DriveBackRules::confuses(roll));
    QVERIFY(DriveBackRules::routs(11, 10));
    QVERIFY(!DriveBackRules::routs(10, 10));
    QVERIFY(!DriveBackRules::EngagedUnitsDrivenBack);
    QVERIFY(!DriveBackRules::ChargersDrivenBack);
}

QTEST_APPLESS_MAIN(TestDriveBack)
#include "tst_driveback.moc"
