// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/endofphase.h"

#include <QTest>

using namespace wm;

Q_DECLARE_METATYPE(std::optional<ConfusionCause>)

// What the end of the Command and the Combat phase does to each unit (FACTS §3 confusion, §4 combat).
class TestEndOfPhase : public QObject
{
    Q_OBJECT

private slots:
    void confusionRecoveredAtTheEndOfTheCommandPhase_data();
    void confusionRecoveredAtTheEndOfTheCommandPhase();
    void ordersEndWithTheCommandPhase();
    void fightsEndWithTheTurn_data();
    void fightsEndWithTheTurn();
    void whatLastedThisTurnEnds();
};

void TestEndOfPhase::confusionRecoveredAtTheEndOfTheCommandPhase_data()
{
    QTest::addColumn<std::optional<ConfusionCause>>("cause");
    QTest::addColumn<bool>("confusedAtStart");
    QTest::addColumn<bool>("recovers");

    // Confused before the phase began, it could not move in it: that was the confusion's cost.
    QTest::newRow("confused at the start") << std::optional(ConfusionCause::DriveBackSix) << true << true;
    // Confused during the phase (driven into friends): until the end of its own next Command phase.
    QTest::newRow("confused in the phase") << std::optional(ConfusionCause::DrivenIntoFriends) << false << false;
    // Friends' evaders and a Giant's path confuse only for the phase they happened in.
    QTest::newRow("friends evaded through it") << std::optional(ConfusionCause::FriendlyEvaders) << false << true;
    QTest::newRow("a Giant walked through it") << std::optional(ConfusionCause::GiantWalkedThrough) << false << true;
    QTest::newRow("not confused") << std::optional<ConfusionCause>() << true << false;
}

void TestEndOfPhase::confusionRecoveredAtTheEndOfTheCommandPhase()
{
    QFETCH(std::optional<ConfusionCause>, cause);
    QFETCH(bool, confusedAtStart);
    QFETCH(bool, recovers);
    UnitState state;
    state.confusion = cause;
    QCOMPARE(endCommandPhaseFor(state, confusedAtStart), recovers);
    QCOMPARE(state.isConfused(), cause.has_value() && !recovers);
}

void TestEndOfPhase::ordersEndWithTheCommandPhase()
{
    UnitState state;
    state.ordersThisPhase = 3;
    state.orderedBy = 7;
    state.mayChargeOnOrder = true;
    QVERIFY(!endCommandPhaseFor(state, false));
    QCOMPARE(state.ordersThisPhase, 0);
    QVERIFY(!state.orderedBy);
    QVERIFY(!state.orderLimit);
    QVERIFY(!state.mayChargeOnOrder);
}

void TestEndOfPhase::fightsEndWithTheTurn_data()
{
    QTest::addColumn<bool>("unresolved");
    QTest::addColumn<int>("discarded");
    QTest::addColumn<int>("hitsLeft");
    QTest::addColumn<bool>("engaged");
    QTest::addColumn<bool>("bannerSpent");

    // The fight is over: its odd hits are discarded, and a banner that worked for it is spent.
    QTest::newRow("fight over") << false << 2 << 0 << false << true;
    // An unresolved combat (Revolution) goes on next turn with its hits and its banner.
    QTest::newRow("unresolved combat") << true << 0 << 2 << true << false;
}

void TestEndOfPhase::fightsEndWithTheTurn()
{
    QFETCH(bool, unresolved);
    QFETCH(int, discarded);
    QFETCH(int, hitsLeft);
    QFETCH(bool, engaged);
    QFETCH(bool, bannerSpent);
    UnitState state;
    state.engaged = true;
    state.hitsAccumulated = 2;
    state.hitsCarriedIntoCombat = 1;
    state.inFirstEngagement = true;
    state.inUnresolvedCombat = unresolved;
    const TurnEndForUnit end = endTurnFor(state, 2, Side::first());
    QCOMPARE(end.hitsDiscarded, discarded);
    QCOMPARE(state.hitsAccumulated, hitsLeft);
    QCOMPARE(state.engaged, engaged);
    QCOMPARE(state.hitsCarriedIntoCombat, 0);
    QCOMPARE(state.magicItemSpent, bannerSpent);
}

void TestEndOfPhase::whatLastedThisTurnEnds()
{
    UnitState state;
    state.hasShot = true;
    state.chargedThisTurn = true;
    state.evadedThisTurn = true;
    state.chargedBy = {4};
    state.shotAtChargers = {4};
    state.extraCastsThisTurn = 1;
    endTurnFor(state, 1, Side::second());
    QVERIFY(!state.hasShot);
    QVERIFY(!state.chargedThisTurn);
    QVERIFY(!state.evadedThisTurn);
    QVERIFY(state.chargedBy.isEmpty());
    QVERIFY(state.shotAtChargers.isEmpty());
    QCOMPARE(state.extraCastsThisTurn, 0);
}

QTEST_APPLESS_MAIN(TestEndOfPhase)
#include "tst_endofphase.moc"
