// SPDX-License-Identifier: GPL-3.0-or-later
// The moves the players report: charges (on initiative or by order), evades, home backs, advances,
// characters joining units and slain with them, the order of orders, what a failed order or a table
// row leaves a unit, shooting at chargers, and every cause of confusion with its end.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/actionrules.h"
#include "core/game/followup.h"
#include "core/game/game.h"
#include "core/rules/endofbattle.h"
#include "core/rules/movement.h"
#include "core/rules/pace.h"

#include <QTest>

Q_DECLARE_METATYPE(wm::StandPositions)

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::ConfusionCause)
Q_DECLARE_METATYPE(wm::ActionInput)
Q_DECLARE_METATYPE(QList<wm::ActionInput>)
Q_DECLARE_METATYPE(wm::ChargeAction)
Q_DECLARE_METATYPE(std::optional<wm::OrderLimit>)

namespace {

// Side 1, Empire: Knights 1, Halberdiers 2, Cannon 3, Giant Eagles 4, General 5, Hero 6, Bowmen 7.
// Side 2, Orcs as Empire profiles: Halberdiers 11, Knights 12, Bowmen 13, General 14.
enum Id : UnitId
{
    Knights = 1,
    Halberdiers = 2,
    Cannon = 3,
    Eagles = 4,
    General = 5,
    Hero = 6,
    Bowmen = 7,
    EnemyHalberdiers = 11,
    EnemyKnights = 12,
    EnemyBowmen = 13,
    EnemyGeneral = 14,
};

Battle battle(const Ruleset &rules = Ruleset::revolution())
{
    auto b = Battle::start(rules,
                           {unit(Knights, knights()), unit(Halberdiers, halberdiers()), unit(Cannon, cannon()),
                            unit(Eagles, giantEagles()), unit(General, empireGeneral()), unit(Hero, empireHero()),
                            unit(Bowmen, bowmen())},
                           {unit(EnemyHalberdiers, halberdiers()), unit(EnemyKnights, knights()),
                            unit(EnemyBowmen, bowmen()), unit(EnemyGeneral, empireGeneral())});
    Q_ASSERT(b.ok());
    return b.value();
}

// An order from 10 cm, with nothing else against it.
OrderAction order(UnitId character, const QList<UnitId> &units)
{
    OrderAction a;
    a.character = character;
    a.units = units;
    a.distanceCm = 10;
    return a;
}

ShooterInput shootingUnit(UnitId unit)
{
    ShooterInput s;
    s.unit = unit;
    s.stands = 3;
    return s;
}

Result<AppliedAction> apply(const Battle &b, const ActionInput &input, const QList<int> &dice = {})
{
    ScriptedDiceSource source(dice);
    return ActionResolver::apply(b, input, source);
}

Battle applied(const Battle &b, const ActionInput &input, const QList<int> &dice = {})
{
    auto result = apply(b, input, dice);
    if (!result)
        qFatal("%s", qPrintable(result.error().message));
    return result.value().after;
}

void endPhases(Battle &b, int count)
{
    for (int i = 0; i < count; ++i)
        b = applied(b, EndPhaseAction{});
}

const UnitState &state(const Battle &b, UnitId id)
{
    return b.unit(id)->state;
}

Ruleset withOptionalRule(Ruleset rules, std::optional<OptionalRule> rule)
{
    if (rule)
        rules.apply(*rule);
    return rules;
}

} // namespace

class TestMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chargeRefusals_data();
    void chargeRefusals();
    void chargeOnInitiativeEngagesAndStopsOrders();
    void chargeAfterAPassedOrder();
    void whatFollowsAnAction();
    void brigadeChargesSeveralTargets();
    void orderLimits_data();
    void orderLimits();
    void aLimitedUnitIsRefusedAnotherOrderWithTheReason();
    void orderSequence();
    void brigadePartsMayBeOrderedInTurn();
    void evadeConfusesFriendsUntilThePhaseEnds();
    void flyersChargeOnInitiativeButNeverEvade();
    void initiativeDistance_data();
    void initiativeDistance();
    void homeBack_data();
    void homeBack();
    void shootingAtChargersOnlyAtTheChargersEachOnce();
    void advanceHasNoChargeBonusAndMayBeShotAt();
    void chargeBonusOnTheDiceOfTheFirstRound();
    void noMoreThanFourRoundsAPhase();
    void advanceChargeBonusOptionalRule_data();
    void advanceChargeBonusOptionalRule();
    void firstTurnCommandOptionalRule_data();
    void firstTurnCommandOptionalRule();
    void paceNow_data();
    void paceNow();
    void charactersJoinAndAreSlainWithTheirUnit_data();
    void charactersJoinAndAreSlainWithTheirUnit();
    void theGeneralSlainWithHisUnitWithdrawsTheArmy();
    void confusionTests_data();
    void confusionTests();
    void confusionEnds_data();
    void confusionEnds();
};

void TestMovement::chargeRefusals_data()
{
    QTest::addColumn<ActionInput>("before");
    QTest::addColumn<ChargeAction>("charge");
    QTest::addColumn<QString>("refusal");

    CorrectionAction noChange;
    noChange.unit = Knights;
    const ActionInput nothing = noChange;
    QTest::newRow("knights on initiative") << nothing << ChargeAction{{Knights}, {EnemyKnights}, true} << QString();
    QTest::newRow("no order, not on initiative")
        << nothing << ChargeAction{{Knights}, {EnemyKnights}, false}
        << QStringLiteral("Knights has had no order that passed this phase: a unit charges on initiative or on an "
                          "order that lets it move.");
    QTest::newRow("artillery on initiative")
        << nothing << ChargeAction{{Cannon}, {EnemyKnights}, true}
        << QStringLiteral("Cannon is artillery: artillery may evade on initiative but never charge on it.");
    QTest::newRow("a lone character") << nothing << ChargeAction{{Hero}, {EnemyKnights}, true}
                                      << QStringLiteral("Hero is a character: a character alone cannot charge.");
    QTest::newRow("a character charged") << nothing << ChargeAction{{Knights}, {EnemyGeneral}, true}
                                         << QStringLiteral("General is a character: characters cannot be charged.");
    QTest::newRow("confused") << ActionInput{MarkConfusedAction{Knights, ConfusionCause::DriveBackSix}}
                              << ChargeAction{{Knights}, {EnemyKnights}, true}
                              << QStringLiteral("Knights is confused: a confused unit does not move in its Command "
                                                "phase.");
    QTest::newRow("initiative after orders began")
        << ActionInput{order(General, {Halberdiers})} << ChargeAction{{Knights}, {EnemyKnights}, true}
        << QStringLiteral("Orders have begun: initiative moves come before the first order.");
    QTest::newRow("a friend charged") << nothing << ChargeAction{{Knights}, {Halberdiers}, true}
                                      << QStringLiteral("Halberdiers belongs to the side whose turn it is.");
    QTest::newRow("an enemy charging") << nothing << ChargeAction{{EnemyKnights}, {Knights}, true}
                                       << QStringLiteral("Knights belongs to the side whose turn it is not.");
}

void TestMovement::chargeRefusals()
{
    QFETCH(ActionInput, before);
    QFETCH(ChargeAction, charge);
    QFETCH(QString, refusal);
    // An order of the General's passes on 2 and 3.
    const Battle b = applied(battle(), before, {2, 3});
    const auto result = apply(b, charge);
    if (refusal.isEmpty())
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    else
        QCOMPARE(result.ok() ? QString() : result.error().message, refusal);
}

void TestMovement::chargeOnInitiativeEngagesAndStopsOrders()
{
    const Battle b = applied(battle(), ChargeAction{{Knights}, {EnemyKnights}, true});
    QVERIFY(state(b, Knights).chargedThisTurn);
    QVERIFY(state(b, Knights).movedOnInitiative);
    QVERIFY(state(b, Knights).engaged);
    QVERIFY(state(b, EnemyKnights).engaged);
    QCOMPARE(state(b, EnemyKnights).chargedBy, QList<UnitId>{Knights});
    const auto ordered = apply(b, order(General, {Knights}), {2, 3});
    QCOMPARE(ordered.ok() ? QString() : ordered.error().message,
             QStringLiteral("Knights moved on initiative this turn and cannot be given orders."));
}

void TestMovement::chargeAfterAPassedOrder()
{
    Battle b = applied(battle(), order(General, {Knights}), {2, 3});
    QVERIFY(state(b, Knights).mayChargeOnOrder);
    b = applied(b, ChargeAction{{Knights}, {EnemyKnights}});
    QVERIFY(state(b, Knights).chargedThisTurn);
    QVERIFY(!state(b, Knights).movedOnInitiative);
    // Charged once, it does not charge again.
    QCOMPARE(apply(b, ChargeAction{{Knights}, {EnemyBowmen}}).error().message,
             QStringLiteral("Knights has already charged this turn."));
}

// What the table is offered after each action: the window shows exactly this.
void TestMovement::whatFollowsAnAction()
{
    const auto followUp = [](const Battle &before, const ActionInput &input, const QList<int> &dice,
                             const FollowUpMemory &memory = {}) {
        const auto done = apply(before, input, dice);
        if (!done)
            qFatal("%s", qPrintable(done.error().message));
        PlayedAction played;
        played.outcome = done->outcome;
        return std::pair{followUpAfter(done->after, played, input, memory), done->after};
    };

    // An order that lets its units charge: the charge with them, one click away.
    const auto [ordered, b] = followUp(battle(), order(General, {Knights, Halberdiers}), {2, 3});
    QVERIFY(ordered.shown);
    QCOMPARE(ordered.kind, FollowUpKind::ChargeOrdered);
    QCOMPARE(ordered.units, (QList<UnitId>{Knights, Halberdiers}));
    QCOMPARE(ordered.lines.size(), 1);
    // An order that fails a Giant sends it wild: its roll on the table is offered, for it; a failed
    // order to any other unit sends nothing wild.
    PlayedAction failed;
    OrderResult refused;
    Unit giantAfter = *b.unit(Knights);
    giantAfter.profile.traits |= Trait::GoesWild;
    refused.unitsAfter = {giantAfter};
    failed.outcome = refused;
    const FollowUp wildOrder = followUpAfter(b, failed, order(General, {Knights}), {});
    QVERIFY(wildOrder.shown);
    QCOMPARE(wildOrder.kind, FollowUpKind::GiantGoesWild);
    QCOMPARE(wildOrder.unit, std::optional<UnitId>(Knights));
    refused.unitsAfter = {*b.unit(Knights)};
    failed.outcome = refused;
    QVERIFY(followUpAfter(b, failed, order(General, {Knights}), {}).kind != FollowUpKind::GiantGoesWild);
    // A charge on a unit with missiles: its shot at the chargers; on one without, nothing to say.
    const FollowUp atBowmen = followUp(b, ChargeAction{{Knights}, {EnemyBowmen}}, {}).first;
    QCOMPARE(atBowmen.kind, FollowUpKind::ShootAtChargers);
    QCOMPARE(atBowmen.unit, std::optional<UnitId>(EnemyBowmen));
    const FollowUp atKnights = followUp(b, ChargeAction{{Knights}, {EnemyKnights}}, {}).first;
    QVERIFY(!atKnights.shown);
    QCOMPARE(atKnights.kind, FollowUpKind::None);

    // The end of a Shooting phase: a unit driven back and not confused is asked about, then the next.
    Battle shot = battle();
    endPhases(shot, 1);
    shot = applied(shot, ShootAction{{shootingUnit(Bowmen)}, EnemyHalberdiers, ShotTiming::ShootingPhase},
                   {4, 4, 1, 1, 1});
    const auto [ended, afterEnd] = followUp(shot, EndPhaseAction{}, {1, 2});
    QVERIFY(ended.shown);
    QCOMPARE(ended.kind, FollowUpKind::DrivenBackTest);
    QCOMPARE(ended.unit, std::optional<UnitId>(EnemyHalberdiers));
    QCOMPARE(ended.memory.drivenBackToAsk, QList<UnitId>{EnemyHalberdiers});
    QVERIFY(ended.lines.constLast().contains(afterEnd.unit(EnemyHalberdiers)->displayName()));
    PlayedAction answered;
    ConfusionTestResult test;
    test.unitAfter = *afterEnd.unit(EnemyHalberdiers);
    answered.outcome = test;
    const FollowUp last = followUpAfter(afterEnd, answered, ConfusionTestAction{}, ended.memory);
    QVERIFY(last.shown);
    QCOMPARE(last.kind, FollowUpKind::None);
    QCOMPARE(last.memory, FollowUpMemory{});

    // A Giant gone wild walking through friends: each is named in turn, until something else is done.
    PlayedAction wild;
    TableResult table;
    table.unitAfter = *b.unit(Knights);
    TableRow walksThrough;
    walksThrough.effects = Effect::ConfusesFriendsInItsPath;
    table.row = walksThrough;
    wild.outcome = table;
    const FollowUp walking = followUpAfter(b, wild, TableRollAction{}, {});
    QCOMPARE(walking.kind, FollowUpKind::FriendWalkedThrough);
    QCOMPARE(walking.memory.walkingGiant, std::optional<UnitId>(Knights));
    QCOMPARE(likelyFriendWalkedThrough(b, Knights), std::optional<UnitId>(Halberdiers));
    test.unitAfter = *b.unit(Halberdiers);
    test.cause = ConfusionCause::GiantWalkedThrough;
    answered.outcome = test;
    const FollowUp named = followUpAfter(b, answered, ConfusionTestAction{}, walking.memory);
    QCOMPARE(named.kind, FollowUpKind::FriendWalkedThrough);
    QCOMPARE(named.lines.size(), 2);
    const FollowUp other = followUp(b, ChargeAction{{Knights}, {EnemyKnights}}, {}, named.memory).first;
    QCOMPARE(other.memory, FollowUpMemory{});
}

void TestMovement::brigadeChargesSeveralTargets()
{
    Battle b = applied(battle(), order(General, {Knights, Halberdiers}), {2, 3});
    b = applied(b, ChargeAction{{Knights, Halberdiers}, {EnemyKnights, EnemyHalberdiers}});
    QCOMPARE(state(b, EnemyKnights).chargedBy, (QList<UnitId>{Knights, Halberdiers}));
    QCOMPARE(state(b, EnemyHalberdiers).chargedBy, (QList<UnitId>{Knights, Halberdiers}));
    QVERIFY(state(b, Halberdiers).chargedThisTurn);
}

void TestMovement::orderLimits_data()
{
    QTest::addColumn<Ruleset>("ruleset");
    QTest::addColumn<int>("character");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<OrderVerdict>("verdict");
    QTest::addColumn<std::optional<OrderLimit>>("limit");
    QTest::addColumn<bool>("mayCharge");

    const auto limit = [](MoveLimit l, MoveLimitCause c) { return std::optional<OrderLimit>(OrderLimit{l, c}); };
    // The General's Command is 9, the Hero's 8: with no penalties 6 + 4 fails the Hero.
    QTest::newRow("passed") << Ruleset::revolution() << UnitId(General) << QList<int>{2, 3} << OrderVerdict::Passed
                            << std::optional<OrderLimit>() << true;
    QTest::newRow("failed, Warmaster: no move")
        << Ruleset::warmaster() << UnitId(Hero) << QList<int>{6, 4} << OrderVerdict::Failed
        << limit(MoveLimit::NoMove, MoveLimitCause::FailedOrder) << false;
    QTest::newRow("failed first order, Revolution: half pace, no charge")
        << Ruleset::revolution() << UnitId(Hero) << QList<int>{6, 4} << OrderVerdict::FailedHalfPace
        << limit(MoveLimit::HalfPaceNoCharge, MoveLimitCause::FailedOrder) << false;
    QTest::newRow("the General's double six: no move")
        << Ruleset::revolution() << UnitId(General) << QList<int>{6, 6} << OrderVerdict::GeneralDoubleSix
        << limit(MoveLimit::NoMove, MoveLimitCause::GeneralDoubleSix) << false;
    QTest::newRow("blunder 1, Revolution: no move")
        << Ruleset::revolution() << UnitId(Hero) << QList<int>{6, 6, 1} << OrderVerdict::Blunder
        << limit(MoveLimit::NoMove, MoveLimitCause::Blunder) << false;
    QTest::newRow("blunder 2, Revolution: fall back, no further orders")
        << Ruleset::revolution() << UnitId(Hero) << QList<int>{6, 6, 2} << OrderVerdict::Blunder
        << limit(MoveLimit::NoFurtherOrders, MoveLimitCause::Blunder) << false;
    QTest::newRow("blunder 4, Revolution: stay put")
        << Ruleset::revolution() << UnitId(Hero) << QList<int>{6, 6, 4} << OrderVerdict::Blunder
        << limit(MoveLimit::NoMove, MoveLimitCause::Blunder) << false;
    QTest::newRow("blunder 4, Warmaster: half pace, no charge")
        << Ruleset::warmaster() << UnitId(Hero) << QList<int>{6, 6, 4} << OrderVerdict::Blunder
        << limit(MoveLimit::HalfPaceNoCharge, MoveLimitCause::Blunder) << false;
    QTest::newRow("blunder 6: rush the enemy, charging it")
        << Ruleset::revolution() << UnitId(Hero) << QList<int>{6, 6, 6} << OrderVerdict::Blunder
        << limit(MoveLimit::NoFurtherOrders, MoveLimitCause::Blunder) << true;
}

void TestMovement::orderLimits()
{
    QFETCH(Ruleset, ruleset);
    QFETCH(int, character);
    QFETCH(QList<int>, dice);
    QFETCH(std::optional<OrderLimit>, limit);
    QFETCH(bool, mayCharge);
    const auto result = apply(battle(ruleset), order(character, {Knights}), dice);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QTEST(std::get<OrderResult>(result->outcome).verdict, "verdict");
    const UnitState &s = state(result->after, Knights);
    QCOMPARE(s.orderLimit, limit);
    QCOMPARE(s.mayChargeOnOrder, mayCharge);
    const auto charge = apply(result->after, ChargeAction{{Knights}, {EnemyKnights}});
    QCOMPARE(charge.ok(), mayCharge);
    // Another order to it this phase is refused with what the first left it.
    if (limit) {
        const auto again = apply(result->after, order(character, {Knights}), {2, 3});
        QVERIFY(!again.ok());
    }
    // The limit lasts the phase.
    Battle next = result->after;
    endPhases(next, 1);
    QCOMPARE(state(next, Knights).orderLimit, std::optional<OrderLimit>());
}

void TestMovement::aLimitedUnitIsRefusedAnotherOrderWithTheReason()
{
    // The Hero blunders (stay put) with the Knights; the General may not order them either.
    Battle b = applied(battle(), order(Hero, {Knights}), {6, 6, 4});
    Unit knightsNow = *b.unit(Knights);
    knightsNow.state.orderedBy.reset(); // as if no character had ordered them: the limit alone refuses
    QCOMPARE(whyCannotTakeOrder(knightsNow, *b.unit(General), b.ruleset())->message,
             QStringLiteral("Knights takes no more orders this phase (no move: a blunder)."));
}

void TestMovement::orderSequence()
{
    // The Hero orders the Knights, then the Halberdiers: he may not go back to the Knights.
    Battle b = applied(battle(), order(Hero, {Knights}), {2, 3});
    b = applied(b, order(Hero, {Halberdiers}), {2, 3});
    QCOMPARE(apply(b, order(Hero, {Knights}), {2, 3}).error().message,
             QStringLiteral("Hero has moved on from Knights: a character may not return to a unit he has left."));
    // A unit ordered by the Hero cannot be ordered by the General, even after the Hero is done.
    QCOMPARE(apply(b, order(General, {Halberdiers}), {2, 3}).error().message,
             QStringLiteral("Halberdiers already had an order from another character this phase."));
    // The General begins: the Hero has finished and gives no more orders.
    b = applied(b, order(General, {Bowmen}), {2, 3});
    QCOMPARE(apply(b, order(Hero, {Cannon}), {2, 3}).error().message,
             QStringLiteral("Hero has finished his orders: a character gives all his orders before another begins, "
                            "and does not start again."));
    QCOMPARE(b.commandPhase().charactersFinished, QList<UnitId>{Hero});
    QCOMPARE(b.commandPhase().orderingCharacter, std::optional<UnitId>(General));
}

void TestMovement::brigadePartsMayBeOrderedInTurn()
{
    Battle b = applied(battle(), order(General, {Knights, Halberdiers}), {2, 3});
    b = applied(b, order(General, {Knights}), {2, 3});
    // The other part of the brigade is still his to move.
    b = applied(b, order(General, {Halberdiers}), {2, 3});
    QCOMPARE(state(b, Halberdiers).ordersThisPhase, 2);
}

void TestMovement::evadeConfusesFriendsUntilThePhaseEnds()
{
    Battle b = applied(battle(), EvadeAction{Knights, {Halberdiers, Bowmen}});
    QVERIFY(state(b, Knights).evadedThisTurn);
    QVERIFY(state(b, Knights).movedOnInitiative);
    QCOMPARE(state(b, Halberdiers).confusion, std::optional(ConfusionCause::FriendlyEvaders));
    QCOMPARE(state(b, Bowmen).confusion, std::optional(ConfusionCause::FriendlyEvaders));
    endPhases(b, 1);
    QVERIFY(!state(b, Halberdiers).isConfused());
    QVERIFY(!state(b, Bowmen).isConfused());
    // Artillery may evade; nothing evades once orders have begun.
    Battle ordered = applied(battle(), order(General, {Halberdiers}), {2, 3});
    QCOMPARE(apply(ordered, EvadeAction{Cannon, {}}).error().message,
             QStringLiteral("Orders have begun: initiative moves come before the first order."));
    QVERIFY(apply(battle(), EvadeAction{Cannon, {}}).ok());
}

void TestMovement::flyersChargeOnInitiativeButNeverEvade()
{
    QCOMPARE(apply(battle(), EvadeAction{Eagles, {}}).error().message,
             QStringLiteral("Giant Eagles flies: flyers may charge on initiative but never evade."));
    QVERIFY(apply(battle(), ChargeAction{{Eagles}, {EnemyBowmen}, true}).ok());
}

void TestMovement::initiativeDistance_data()
{
    QTest::addColumn<ActionInput>("move");
    QTest::addColumn<QString>("refusal");
    // Only a unit within 20 cm of the nearest enemy it may not ignore moves on initiative.
    const auto charge = [](std::optional<int> cm, bool onInitiative = true) {
        return ActionInput(ChargeAction{{Knights}, {EnemyBowmen}, onInitiative, cm});
    };
    const auto evade = [](std::optional<int> cm) { return ActionInput(EvadeAction{Knights, {}, cm}); };
    const QString tooFar = QStringLiteral("Knights is 21 cm from the nearest enemy: a unit moves on initiative only "
                                          "within 20 cm.");
    QTest::newRow("charge, not measured") << charge(std::nullopt) << QString();
    QTest::newRow("charge from 20 cm") << charge(20) << QString();
    QTest::newRow("charge from 21 cm") << charge(21) << tooFar;
    QTest::newRow("evade, not measured") << evade(std::nullopt) << QString();
    QTest::newRow("evade from 20 cm") << evade(20) << QString();
    QTest::newRow("evade from 21 cm") << evade(21) << tooFar;
    QTest::newRow("charge by order with a distance")
        << charge(10, false)
        << QStringLiteral("The distance to the nearest enemy is recorded only for a charge on initiative.");
}

void TestMovement::initiativeDistance()
{
    QFETCH(ActionInput, move);
    QFETCH(QString, refusal);
    const auto result = ::apply(battle(), move, {});
    QCOMPARE(result.ok() ? QString() : result.error().message, refusal);
}

void TestMovement::homeBack_data()
{
    QTest::addColumn<UnitId>("unit");
    QTest::addColumn<bool>("afterAnOrder");
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<std::optional<int>>("nearestCharacterCm");
    const std::optional<int> unmeasured;
    QTest::newRow("a 1: 10 cm") << UnitId(Eagles) << false << 1 << 10 << QString() << unmeasured;
    QTest::newRow("a 4: 40 cm") << UnitId(Eagles) << false << 4 << 40 << QString() << unmeasured;
    QTest::newRow("a 6: 60 cm") << UnitId(Eagles) << false << 6 << 60 << QString() << unmeasured;
    QTest::newRow("after the first order") << UnitId(Eagles) << true << 4 << 0
                                           << QStringLiteral("Orders have begun: flyers home back before the first "
                                                             "order.")
                                           << unmeasured;
    QTest::newRow("not a flyer") << UnitId(Knights) << false << 4 << 0
                                 << QStringLiteral("Knights does not fly: only flying units home back.") << unmeasured;
    // Only a flyer more than 20 cm from every character homes back.
    QTest::newRow("21 cm from a character") << UnitId(Eagles) << false << 3 << 30 << QString() << std::optional(21);
    QTest::newRow("20 cm from a character")
        << UnitId(Eagles) << false << 3 << 0
        << QStringLiteral("Giant Eagles is 20 cm from a character: a flyer homes back only from more than 20 cm "
                          "away.")
        << std::optional(20);
    QTest::newRow("18 cm from a Hero")
        << UnitId(Eagles) << false << 3 << 0
        << QStringLiteral("Giant Eagles is 18 cm from a character: a flyer homes back only from more than 20 cm "
                          "away.")
        << std::optional(18);
}

void TestMovement::homeBack()
{
    QFETCH(UnitId, unit);
    QFETCH(bool, afterAnOrder);
    QFETCH(int, die);
    QFETCH(QString, refusal);
    QFETCH(std::optional<int>, nearestCharacterCm);
    Battle b = battle();
    if (afterAnOrder)
        b = applied(b, order(General, {Halberdiers}), {2, 3});
    const auto result = apply(b, HomeBackAction{unit, nearestCharacterCm}, {die});
    if (!refusal.isEmpty()) {
        QCOMPARE(result.ok() ? QString() : result.error().message, refusal);
        return;
    }
    QVERIFY(result.ok());
    QTEST(std::get<HomeBackResult>(result->outcome).distanceCm, "distance");
    // It may still take orders, but homes back once.
    QVERIFY(state(result->after, unit).homedBackThisTurn);
    QVERIFY(apply(result->after, order(Hero, {unit}), {2, 3}).ok());
    QCOMPARE(apply(result->after, HomeBackAction{unit}, {3}).error().message,
             QStringLiteral("Giant Eagles has already homed back this turn."));
}

void TestMovement::shootingAtChargersOnlyAtTheChargersEachOnce()
{
    // Side 1's Knights and Halberdiers charge the enemy Bowmen; the enemy Halberdiers were not charged.
    Battle b = applied(battle(), ChargeAction{{Knights, Halberdiers}, {EnemyBowmen}, true});
    const auto shoot = [&](UnitId shooter, UnitId target) {
        return apply(b, ShootAction{{shootingUnit(shooter)}, target, ShotTiming::AtChargers}, {1, 1, 1});
    };
    QCOMPARE(shoot(EnemyBowmen, Cannon).error().message,
             QStringLiteral("shooter 1: Bowmen was not charged by that unit: a unit shoots only at the units that "
                            "charged it.")
                 .section(QStringLiteral(": "), 1));
    b = shoot(EnemyBowmen, Knights).value().after;
    QCOMPARE(state(b, EnemyBowmen).shotAtChargers, QList<UnitId>{Knights});
    QCOMPARE(shoot(EnemyBowmen, Knights).error().message,
             QStringLiteral("Bowmen has already shot at that charger: a unit shoots at each charger once."));
    // Each charger once: the Halberdiers too.
    QVERIFY(shoot(EnemyBowmen, Halberdiers).ok());
}

// Every stand of a unit fighting the first enemy unit.
QList<FightingStand> fighting(int stands)
{
    return QList<FightingStand>(stands, FightingStand{0, {}});
}

CombatUnitInput fightingUnit(UnitId unit, const QList<FightingStand> &stands)
{
    CombatUnitInput input;
    input.unit = unit;
    input.stands = stands;
    return input;
}

// The dice side 1 rolls to hit in this round, every die missing.
int firstSideDice(const Battle &b, UnitId mine, UnitId theirs)
{
    CombatAction round;
    round.sides[Side::first()] = {fightingUnit(mine, fighting(b.unit(mine)->state.standsLeft))};
    round.sides[Side::second()] = {fightingUnit(theirs, fighting(b.unit(theirs)->state.standsLeft))};
    ScriptedDiceSource misses(QList<int>(200, 1));
    const auto request = combatRequest(b, round);
    if (!request)
        qFatal("%s", qPrintable(request.error().message));
    const auto result = resolveCombatRound(request.value(), b.ruleset(), misses);
    if (!result)
        qFatal("%s", qPrintable(result.error().message));
    int dice = 0;
    for (const CombatAttack &a : result.value().attacks) {
        if (a.side == Side::first())
            dice += int(a.toHit.faces.size());
    }
    return dice;
}

void TestMovement::advanceHasNoChargeBonusAndMayBeShotAt()
{
    // The Knights charge the enemy Halberdiers, destroy them, advance and reach the enemy Bowmen.
    Battle b = applied(battle(), ChargeAction{{Knights}, {EnemyHalberdiers}, true});
    endPhases(b, 2);
    CombatAction round;
    round.sides[Side::first()] = {fightingUnit(Knights, fighting(3))};
    round.sides[Side::second()] = {fightingUnit(EnemyHalberdiers, fighting(3))};
    round.choices = {{Knights, CombatChoice::Advance}};
    // 12 Knights' dice all 6s (9 hits destroy the Halberdiers), their 9 dice all miss, then 12 saves fail.
    QList<int> dice(12, 6);
    dice += QList<int>(9 + 12, 1);
    b = applied(b, round, dice);
    QVERIFY(state(b, EnemyHalberdiers).isDestroyed());
    QVERIFY(state(b, Knights).advancedThisPhase);

    QCOMPARE(shotTimingNow(b), std::optional<ShotTiming>()); // no one advanced into yet
    b = applied(b, AdvanceAction{Knights, {EnemyBowmen}});
    QCOMPARE(state(b, EnemyBowmen).chargedBy, QList<UnitId>{Knights});
    // The Combat phase now allows the shot at the advancer, by the side advanced upon.
    QCOMPARE(shotTimingNow(b), std::optional(ShotTiming::AtChargers));
    QCOMPARE(shootingSide(b, ShotTiming::AtChargers), Side::second());
    QCOMPARE(chargersToShootAt(b, Side::second()), QList<UnitId>{Knights});
    // The form offers the advancer alone to aim at; in the path, every unit on the table but the
    // characters and the destroyed Halberdiers; as shooters, the side's units that shoot.
    QCOMPARE(shotTargets(b, Side::second(), ShotTiming::AtChargers, false),
             (QList<ShotTargetChoice>{{.unit = Knights, .charging = true, .shootable = true}}));
    QList<UnitId> inPath;
    for (const ShotTargetChoice &t : shotTargets(b, Side::second(), ShotTiming::AtChargers, true))
        inPath.append(t.unit);
    QCOMPARE(inPath, (QList<UnitId>{Knights, Halberdiers, Cannon, Eagles, Bowmen, EnemyKnights, EnemyBowmen}));
    QCOMPARE(possibleShooters(b, Side::second()), QList<UnitId>{EnemyBowmen});
    QCOMPARE(possibleShooters(b, Side::first()), (QList<UnitId>{Cannon, Bowmen}));
    QVERIFY(state(b, EnemyBowmen).engaged);
    // The Bowmen advanced upon may shoot at the Knights as at a charger; the enemy Knights may not.
    const auto atAdvancer = [&](UnitId shooter) {
        return apply(b, ShootAction{{shootingUnit(shooter)}, Knights, ShotTiming::AtChargers}, {1, 1, 1});
    };
    const auto shot = atAdvancer(EnemyBowmen);
    QVERIFY2(shot.ok(), qPrintable(shot.ok() ? QString() : shot.error().message));
    QVERIFY(!atAdvancer(EnemyKnights).ok());
    QCOMPARE(shotTimingNow(shot->after), std::optional<ShotTiming>()); // shot at once: no more

    // The new engagement's first round: 3 stands × 3 attacks, no charge bonus for the advancer.
    QCOMPARE(firstSideDice(b, Knights, EnemyBowmen), 9);
}

void TestMovement::noMoreThanFourRoundsAPhase()
{
    // Revolution's "up to 4 rounds a phase in total" for a unit that advances into an unfought
    // engagement: 2 rounds an engagement and one advance a phase never make more.
    Battle b = applied(battle(), ChargeAction{{Knights}, {EnemyHalberdiers}, true});
    endPhases(b, 2);
    CombatAction third;
    third.sides[Side::first()] = {fightingUnit(Knights, fighting(3))};
    third.sides[Side::second()] = {fightingUnit(EnemyHalberdiers, fighting(3))};
    third.round = 3;
    const auto refused = apply(b, third, QList<int>(40, 1));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().message,
             QStringLiteral("An engagement fights at most 2 rounds in a Combat phase in this ruleset."));

    // Destroyed in round 1, the Halberdiers leave the Knights free to advance into the Bowmen...
    CombatAction first = third;
    first.round = 1;
    first.choices = {{Knights, CombatChoice::Advance}};
    QList<int> rolls(12, 6);
    rolls += QList<int>(9 + 12, 1);
    b = applied(b, first, rolls);
    b = applied(b, AdvanceAction{Knights, {EnemyBowmen}});
    // ... and when the Bowmen too are destroyed in the first round there, not to advance again.
    CombatAction again;
    again.sides[Side::first()] = {fightingUnit(Knights, fighting(3))};
    again.sides[Side::second()] = {fightingUnit(EnemyBowmen, fighting(3))};
    again.choices = {{Knights, CombatChoice::Advance}};
    QList<int> more(9, 6);
    more += QList<int>(40, 1);
    const auto secondAdvance = apply(b, again, more);
    QVERIFY(!secondAdvance.ok());
    QVERIFY2(secondAdvance.error().message.contains(QStringLiteral("already advanced this Combat phase")),
             qPrintable(secondAdvance.error().message));
}

void TestMovement::advanceChargeBonusOptionalRule_data()
{
    QTest::addColumn<bool>("optionalRule");
    QTest::addColumn<bool>("carriedOver"); // the combat was left unresolved last turn
    QTest::addColumn<int>("dice");
    QTest::addColumn<bool>("advanceIsCharge");
    // 3 stands of 3 attacks; +1 a stand charging.
    QTest::newRow("no optional rule: no bonus") << false << false << 9 << false;
    QTest::newRow("optional rule, enemy died in the first round") << true << false << 12 << true;
    QTest::newRow("optional rule, a combat carried over from last turn") << true << true << 9 << false;
}

void TestMovement::advanceChargeBonusOptionalRule()
{
    QFETCH(bool, optionalRule);
    QFETCH(bool, carriedOver);
    QFETCH(int, dice);
    QFETCH(bool, advanceIsCharge);
    const Ruleset rules = withOptionalRule(
        Ruleset::revolution(), optionalRule ? std::optional(OptionalRule::AdvanceChargeBonus) : std::nullopt);
    // The Knights charge the enemy Halberdiers (or fight them on from last turn), destroy them in the
    // round, advance and reach the enemy Bowmen.
    Battle b = battle(rules);
    if (carriedOver) {
        for (UnitId id : {Knights, EnemyHalberdiers}) {
            Unit u = *b.unit(id);
            u.state.engaged = true;
            u.state.inUnresolvedCombat = true;
            QVERIFY(!b.update({u}));
        }
    } else {
        b = applied(b, ChargeAction{{Knights}, {EnemyHalberdiers}, true});
    }
    endPhases(b, 2);
    CombatAction round;
    round.sides[Side::first()] = {fightingUnit(Knights, fighting(3))};
    round.sides[Side::second()] = {fightingUnit(EnemyHalberdiers, fighting(3))};
    round.choices = {{Knights, CombatChoice::Advance}};
    // Every Knights' die a 6 (enough hits for the Halberdiers), every other die a 1.
    QList<int> rolls(carriedOver ? 9 : 12, 6);
    rolls += QList<int>(9 + 12, 1);
    b = applied(b, round, rolls);
    QVERIFY(state(b, EnemyHalberdiers).isDestroyed());
    QCOMPARE(state(b, Knights).advanceIsCharge, advanceIsCharge);
    b = applied(b, AdvanceAction{Knights, {EnemyBowmen}});
    QCOMPARE(firstSideDice(b, Knights, EnemyBowmen), dice);
    // Over with the phase.
    endPhases(b, 1);
    QVERIFY(!state(b, Knights).advanceIsCharge);
}

void TestMovement::firstTurnCommandOptionalRule_data()
{
    QTest::addColumn<bool>("optionalRule");
    QTest::addColumn<int>("turn");
    QTest::addColumn<bool>("secondOrder"); // the character has given an order before this one
    QTest::addColumn<int>("character");
    QTest::addColumn<int>("needed");
    // General Command 9, Hero Command 8; an order from 10 cm has no penalty.
    QTest::newRow("no optional rule") << false << 1 << false << int(General) << 9;
    QTest::newRow("General's first order of turn 1") << true << 1 << false << int(General) << 10;
    QTest::newRow("Hero's first order of turn 1") << true << 1 << false << int(Hero) << 9;
    QTest::newRow("General's second order of turn 1") << true << 1 << true << int(General) << 9;
    QTest::newRow("General's first order of turn 2") << true << 2 << false << int(General) << 9;
}

void TestMovement::firstTurnCommandOptionalRule()
{
    QFETCH(bool, optionalRule);
    QFETCH(int, turn);
    QFETCH(bool, secondOrder);
    QFETCH(int, character);
    QFETCH(int, needed);
    Battle b = battle(withOptionalRule(Ruleset::revolution(),
                                       optionalRule ? std::optional(OptionalRule::FirstTurnCommand) : std::nullopt));
    if (turn == 2)
        endPhases(b, 6);
    QCOMPARE(b.turn(), turn);
    if (secondOrder)
        b = applied(b, order(character, {Bowmen}), {1, 1});
    const auto request = orderRequest(b, order(character, {Halberdiers}));
    QVERIFY(request.ok());
    const auto preview = previewOrder(request.value(), b.commandPhase(), b.ruleset());
    QVERIFY(preview.ok());
    QCOMPARE(preview->needed, needed);
    // The roll is judged by the same number: a roll of exactly `needed` passes, one more fails (and
    // leaves the unit its half pace, no charge).
    const Battle passed = applied(b, order(character, {Halberdiers}), {needed / 2, needed - needed / 2});
    QVERIFY(!state(passed, Halberdiers).orderLimit);
    const Battle failed = applied(b, order(character, {Halberdiers}), {needed / 2, needed + 1 - needed / 2});
    QVERIFY(state(failed, Halberdiers).orderLimit);
}

void TestMovement::paceNow_data()
{
    QTest::addColumn<RulesetId>("rules");
    QTest::addColumn<int>("unit");
    QTest::addColumn<StandPositions>("positions");
    QTest::addColumn<bool>("halvedBySpell");
    QTest::addColumn<int>("paceCm");
    QTest::addColumn<int>("chargeCm");
    const RulesetId wm = RulesetId::Warmaster;
    const RulesetId rev = RulesetId::Revolution;
    QTest::newRow("infantry in the open") << rev << int(Halberdiers) << StandPositions{3, 0, 0} << false << 20 << 20;
    QTest::newRow("Revolution: a stand fortified")
        << rev << int(Halberdiers) << StandPositions{2, 0, 1} << false << 10 << 20;
    QTest::newRow("Revolution: defended is no matter")
        << rev << int(Halberdiers) << StandPositions{0, 3, 0} << false << 20 << 20;
    QTest::newRow("Warmaster: fortified, full pace")
        << wm << int(Halberdiers) << StandPositions{0, 0, 3} << false << 20 << 20;
    QTest::newRow("cavalry under a spell") << rev << int(Knights) << StandPositions{3, 0, 0} << true << 15 << 15;
    QTest::newRow("flyers under a spell: 10 cm") << rev << int(Eagles) << StandPositions{2, 0, 0} << true << 10 << 10;
    QTest::newRow("Revolution: fortified artillery")
        << rev << int(Cannon) << StandPositions{0, 0, 2} << false << 5 << 10;
    QTest::newRow("a character is never halved") << rev << int(General) << StandPositions{0, 0, 1} << true << 60 << 60;
}

void TestMovement::paceNow()
{
    QFETCH(RulesetId, rules);
    QFETCH(int, unit);
    QFETCH(StandPositions, positions);
    QFETCH(bool, halvedBySpell);
    QFETCH(int, paceCm);
    QFETCH(int, chargeCm);
    Battle b = battle(Ruleset::forId(rules));
    CorrectionAction placed;
    placed.unit = unit;
    if (!b.unit(unit)->profile.isCharacter())
        placed.positions = positions;
    b = applied(b, placed);
    if (halvedBySpell) {
        Unit u = *b.unit(unit);
        SpellOnUnit spell;
        spell.spell = QStringLiteral("Weird Enchantment");
        spell.state = SpellState::HalfPace;
        u.state.spells.append(spell);
        QVERIFY(!b.update({u}));
    }
    const PaceNow pace = wm::paceNow(*b.unit(unit), b.ruleset());
    QCOMPARE(pace.orderedCm, paceCm);
    QCOMPARE(pace.chargeCm, chargeCm);
}

void TestMovement::chargeBonusOnTheDiceOfTheFirstRound()
{
    // Knights (3 stands, 3 attacks) charging Halberdiers in the open roll 3 × (3 + 1) = 12 dice in round 1.
    Battle b = applied(battle(), ChargeAction{{Knights}, {EnemyHalberdiers}, true});
    endPhases(b, 2);
    QCOMPARE(firstSideDice(b, Knights, EnemyHalberdiers), 12);
    // Not charged: 9.
    Battle unCharged = battle();
    endPhases(unCharged, 2);
    CorrectionAction engage;
    engage.unit = Knights;
    engage.engaged = true;
    unCharged = applied(unCharged, engage);
    QCOMPARE(firstSideDice(unCharged, Knights, EnemyHalberdiers), 9);
}

void TestMovement::charactersJoinAndAreSlainWithTheirUnit_data()
{
    QTest::addColumn<QList<ActionInput>>("actions");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<bool>("slain");

    // The Hero joins the enemy's... no: side 2's General joins side 2's Bowmen, who are shot at.
    QTest::newRow("joined, unit shot to pieces")
        << QList<ActionInput>{JoinAction{EnemyGeneral, EnemyBowmen}, StrikeHitsAction{EnemyBowmen, 9, false}}
        << QList<int>{} << true;
    QTest::newRow("joined, unit routed by a drive back")
        << QList<ActionInput>{JoinAction{EnemyGeneral, EnemyBowmen}, EndPhaseAction{},
                              StrikeHitsAction{EnemyBowmen, 5, true}, EndPhaseAction{}}
        << QList<int>{6, 6, 6, 6, 6} << true;
    QTest::newRow("joined, then left: lives")
        << QList<ActionInput>{JoinAction{EnemyGeneral, EnemyBowmen}, JoinAction{EnemyGeneral, std::nullopt},
                              StrikeHitsAction{EnemyBowmen, 9, false}}
        << QList<int>{} << false;
    QTest::newRow("with another unit: lives")
        << QList<ActionInput>{JoinAction{EnemyGeneral, EnemyKnights}, StrikeHitsAction{EnemyBowmen, 9, false}}
        << QList<int>{} << false;
}

void TestMovement::charactersJoinAndAreSlainWithTheirUnit()
{
    QFETCH(QList<ActionInput>, actions);
    QFETCH(QList<int>, dice);
    QFETCH(bool, slain);
    Battle b = battle();
    QList<UnitId> reported;
    for (const ActionInput &a : actions) {
        ScriptedDiceSource source(std::holds_alternative<EndPhaseAction>(a) ? dice : QList<int>{});
        auto result = ActionResolver::apply(b, a, source);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
        b = result->after;
        reported += result->charactersSlain;
    }
    QCOMPARE(state(b, EnemyGeneral).isDestroyed(), slain);
    if (slain) {
        QCOMPARE(state(b, EnemyGeneral).destroyed, std::optional(DestroyedBy::WithUnit));
        QCOMPARE(reported, QList<UnitId>{EnemyGeneral});
    }
}

void TestMovement::theGeneralSlainWithHisUnitWithdrawsTheArmy()
{
    Battle b = applied(battle(), JoinAction{EnemyGeneral, EnemyBowmen});
    b = applied(b, StrikeHitsAction{EnemyBowmen, 9, false});
    const ArmyLosses losses = armyLosses(b.army(Side::second()));
    QVERIFY(losses.generalSlain);
    QVERIFY(losses.withdraws());
}

void TestMovement::confusionTests_data()
{
    QTest::addColumn<ConfusionCause>("cause");
    QTest::addColumn<int>("count");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<bool>("confused");

    QTest::newRow("into impassable terrain, a 6") << ConfusionCause::DrivenIntoImpassable << 1 << QList<int>{6} << true;
    QTest::newRow("into impassable terrain, a 5")
        << ConfusionCause::DrivenIntoImpassable << 1 << QList<int>{5} << false;
    QTest::newRow("into enemies: at once") << ConfusionCause::DrivenIntoUnits << 1 << QList<int>{} << true;
    QTest::newRow("fall back too close: at once") << ConfusionCause::FallBackTooClose << 1 << QList<int>{} << true;
    QTest::newRow("forced 3 friends aside, a 6 among them")
        << ConfusionCause::ForcedFriendsAside << 3 << QList<int>{2, 6, 1} << true;
    QTest::newRow("forced 2 friends aside, no 6")
        << ConfusionCause::ForcedFriendsAside << 2 << QList<int>{5, 5} << false;
    QTest::newRow("into friends that did not make way: at once")
        << ConfusionCause::DrivenIntoFriends << 1 << QList<int>{} << true;
    QTest::newRow("made way, a 6") << ConfusionCause::MadeWay << 1 << QList<int>{6} << true;
    QTest::newRow("made way, a 1") << ConfusionCause::MadeWay << 1 << QList<int>{1} << false;
    QTest::newRow("a Giant walked through") << ConfusionCause::GiantWalkedThrough << 1 << QList<int>{} << true;
}

void TestMovement::confusionTests()
{
    QFETCH(ConfusionCause, cause);
    QFETCH(int, count);
    QFETCH(QList<int>, dice);
    QFETCH(bool, confused);
    const auto result = apply(battle(), ConfusionTestAction{Knights, cause, count}, dice);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QCOMPARE(state(result->after, Knights).isConfused(), confused);
    if (confused)
        QCOMPARE(state(result->after, Knights).confusion, std::optional(cause));
    QCOMPARE(std::get<ConfusionTestResult>(result->outcome).roll.has_value(), !dice.isEmpty());
}

void TestMovement::confusionEnds_data()
{
    QTest::addColumn<ConfusionCause>("cause");
    QTest::addColumn<bool>("ownUnit");
    QTest::addColumn<int>("phasesUntilClear"); // phases ended until it is no longer confused

    // Confused in side 1's Command phase: friends of evaders recover when it ends; other causes at
    // the end of the unit's own next Command phase (a whole round later for side 1's units, side 2's
    // own Command phase for theirs).
    QTest::newRow("friendly evaders") << ConfusionCause::FriendlyEvaders << true << 1;
    QTest::newRow("a Giant walked through") << ConfusionCause::GiantWalkedThrough << true << 1;
    QTest::newRow("made way, own unit") << ConfusionCause::MadeWay << true << 7;
    QTest::newRow("driven into friends, enemy unit") << ConfusionCause::DrivenIntoFriends << false << 4;
    QTest::newRow("drive-back 6, enemy unit") << ConfusionCause::DriveBackSix << false << 4;
}

void TestMovement::confusionEnds()
{
    QFETCH(ConfusionCause, cause);
    QFETCH(bool, ownUnit);
    QFETCH(int, phasesUntilClear);
    const UnitId id = ownUnit ? Knights : EnemyKnights;
    Battle b = applied(battle(), MarkConfusedAction{id, cause});
    for (int ended = 1; ended <= phasesUntilClear; ++ended) {
        endPhases(b, 1);
        QCOMPARE(state(b, id).isConfused(), ended < phasesUntilClear);
    }
}

QTEST_APPLESS_MAIN(TestMovement)

#include "tst_movement.moc"
