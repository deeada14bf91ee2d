// SPDX-License-Identifier: GPL-3.0-or-later
// Combat arithmetic: every attack modifier of sources/004 and FACTS §4.2, the last-ditch die, the hits
// that count for the result, and the retreat distance.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/rules/combat.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::StandSituation)

namespace {

StandSituation charge(bool enemyInOpen = true)
{
    StandSituation s;
    s.charging = true;
    s.enemyPosition = enemyInOpen ? Protection::Open : Protection::Defended;
    return s;
}

StandSituation pursuit(int retreatedCm)
{
    StandSituation s;
    s.pursuing = true;
    s.enemyRetreatedCm = retreatedCm;
    return s;
}

} // namespace

class TestCombat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standDice_data();
    void standDice();
    void lastDitchDie();
    void hitsThatCount_data();
    void hitsThatCount();
    void retreat_data();
    void retreat();
};

void TestCombat::standDice_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<StandSituation>("situation");
    QTest::addColumn<int>("bonus");
    QTest::addColumn<int>("dice");
    Unit confused = unit(1, knights());
    confused.state.confusion = ConfusionCause::DriveBackSix;
    StandSituation terror;
    terror.enemyCausesTerror = true;
    StandSituation flank;
    flank.attackedInSideOrRear = true;
    StandSituation everything = charge();
    everything.enemyCausesTerror = true;
    everything.attackedInSideOrRear = true;

    QTest::newRow("knights, no modifier: 3") << unit(1, knights()) << StandSituation{} << 0 << 3;
    QTest::newRow("charging in the open: +1") << unit(1, knights()) << charge() << 0 << 4;
    QTest::newRow("charging a defended enemy: no bonus") << unit(1, knights()) << charge(false) << 0 << 3;
    QTest::newRow("giant charging in the open: +2") << unit(1, giant()) << charge() << 0 << 10;
    QTest::newRow("chariot charging in the open: +2")
        << unit(1, profile(QStringLiteral("Chariots"), UnitType::Chariot, 3, std::nullopt, 3, Armour::saveOn(5)))
        << charge() << 0 << 5;
    QTest::newRow("pursuit: +1") << unit(1, knights()) << pursuit(0) << 0 << 4;
    QTest::newRow("pursuit, enemy retreated 2cm: +1") << unit(1, knights()) << pursuit(2) << 0 << 4;
    QTest::newRow("pursuit, enemy retreated 3cm: +2") << unit(1, knights()) << pursuit(3) << 0 << 5;
    QTest::newRow("pursuit, enemy retreated 7cm: +3") << unit(1, knights()) << pursuit(7) << 0 << 6;
    QTest::newRow("terrifying enemy: -1") << unit(1, knights()) << terror << 0 << 2;
    QTest::newRow("terrifying enemy, stand causes terror: 0")
        << unit(1, profile(QStringLiteral("Dragon"), UnitType::Monster, 6, std::nullopt, 6, Armour::saveOn(4), 1,
                           Trait::CausesTerror))
        << terror << 0 << 6;
    QTest::newRow("enemy at side or rear: -1") << unit(1, knights()) << flank << 0 << 2;
    QTest::newRow("confused: -1") << confused << StandSituation{} << 0 << 2;
    QTest::newRow("General joined: +2") << unit(1, knights()) << StandSituation{} << 2 << 5;
    QTest::newRow("charge, terror and flank together: 3+1-1-1 = 2") << unit(1, knights()) << everything << 0 << 2;
    Unit weak = unit(1, profile(QStringLiteral("Goblins"), UnitType::Infantry, 1, std::nullopt, 3, Armour::none()));
    weak.state.confusion = ConfusionCause::DriveBackSix;
    QTest::newRow("never below none: 1-1-1 -> 0") << weak << flank << 0 << 0;
}

void TestCombat::standDice()
{
    QFETCH(Unit, unit);
    QFETCH(StandSituation, situation);
    QFETCH(int, bonus);
    QTEST(standAttackDice(unit, situation, bonus), "dice");
}

void TestCombat::lastDitchDie()
{
    QCOMPARE(unitAttackDice({0, 0, 0}), 1);
    QCOMPARE(unitAttackDice({2, 0}), 2);
    QCOMPARE(unitAttackDice({3, 3, 3}), 9);
    QCOMPARE(unitAttackDice({}), 0); // no stand fights: no dice at all
}

void TestCombat::hitsThatCount_data()
{
    QTest::addColumn<int>("stands");
    QTest::addColumn<int>("already");
    QTest::addColumn<int>("struck");
    QTest::addColumn<int>("counted");
    QTest::newRow("3 stands, 4 hits: all count") << 3 << 0 << 4 << 4;
    QTest::newRow("1 stand with 1 hit, 5 struck: only 2 count") << 1 << 1 << 5 << 2;
    QTest::newRow("2 stands, 6 struck: all count") << 2 << 0 << 6 << 6;
    QTest::newRow("2 stands, 9 struck: 6 count") << 2 << 0 << 9 << 6;
}

void TestCombat::hitsThatCount()
{
    QFETCH(int, stands);
    QFETCH(int, already);
    QFETCH(int, struck);
    Unit target = unit(1, halberdiers());
    target.state.standsLeft = stands;
    target.state.positions = {stands, 0, 0};
    target.state.hitsAccumulated = already;
    QTEST(wm::hitsThatCount(target, struck), "counted");
}

void TestCombat::retreat_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("difference");
    QTest::addColumn<int>("losingUnits");
    QTest::addColumn<int>("cm");
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    // Warmaster (the quick reference sheet): the loser retreats the difference in results, each unit
    // of it the whole difference.
    QTest::newRow("Warmaster: lose by 3: 3cm") << W << 3 << 1 << 3;
    QTest::newRow("Warmaster: lose by 5 with 2 units: 5cm each") << W << 5 << 2 << 5;
    QTest::newRow("Warmaster: lose by 6 with 3 units: 6cm each") << W << 6 << 3 << 6;
    QTest::newRow("Warmaster: lose by 1 with 3 units: 1cm each") << W << 1 << 3 << 1;
    // Revolution (FACTS §4.4): the difference shared among the losing units, rounded up, at least 1 cm.
    QTest::newRow("Revolution: lose by 3: 3cm") << R << 3 << 1 << 3;
    QTest::newRow("Revolution: lose by 5 with 2 units: 3cm each (rounded up)") << R << 5 << 2 << 3;
    QTest::newRow("Revolution: lose by 6 with 3 units: 2cm each") << R << 6 << 3 << 2;
    QTest::newRow("Revolution: lose by 1 with 3 units: at least 1cm") << R << 1 << 3 << 1;
}

void TestCombat::retreat()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, difference);
    QFETCH(int, losingUnits);
    QTEST(retreatDistanceCm(difference, losingUnits, Ruleset::forId(ruleset)), "cm");
}

QTEST_APPLESS_MAIN(TestCombat)
#include "tst_combat.moc"
