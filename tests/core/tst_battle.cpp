// SPDX-License-Identifier: GPL-3.0-or-later
// The turn: sides, phases, the housekeeping at the end of each phase, and confusion across turns.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/battle.h"
#include "core/rules/firstturn.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::Phase)

namespace {

Battle battle(const Ruleset &rules = Ruleset::warmaster())
{
    // Side 1: Empire (ids 1-3), side 2: a second Empire army (ids 11-13); side 1 goes first.
    auto b = Battle::start(rules, {unit(1, bowmen()), unit(2, knights()), unit(3, empireGeneral())},
                           {unit(11, halberdiers()), unit(12, knights()), unit(13, empireGeneral())});
    Q_ASSERT(b.ok());
    return b.value();
}

void endPhases(Battle &b, int count)
{
    ScriptedDiceSource none;
    for (int i = 0; i < count; ++i)
        QVERIFY(b.endPhase(none).ok());
}

} // namespace

class TestBattle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void turnsAndPhases_data();
    void turnsAndPhases();
    void secondSideMayGoFirst();
    void theFirstTurnIsRolledFor_data();
    void theFirstTurnIsRolledFor();
    void confusionFromDriveBackLastsThroughTheOwnersCommandPhase();
    void confusionInTheOwnCommandPhaseLastsAWholeRound();
    void friendlyEvadersConfuseForThatPhaseOnly();
    void endOfShootingDrivesBackInTheOrderGiven();
    void endOfCombatDiscardsOddHitsButNotUnresolvedCombats();
    void turnLongStatesEndWithTheTurn();
    void ordersResetEachCommandPhase();
    void errors();
};

void TestBattle::turnsAndPhases_data()
{
    QTest::addColumn<int>("phasesEnded");
    QTest::addColumn<int>("turn");
    QTest::addColumn<Side>("side");
    QTest::addColumn<Phase>("phase");
    QTest::newRow("start: turn 1, side 1, Command") << 0 << 1 << Side::first() << Phase::Command;
    QTest::newRow("then Shooting") << 1 << 1 << Side::first() << Phase::Shooting;
    QTest::newRow("then Combat") << 2 << 1 << Side::first() << Phase::Combat;
    QTest::newRow("then side 2's Command, still turn 1") << 3 << 1 << Side::second() << Phase::Command;
    QTest::newRow("side 2's Combat") << 5 << 1 << Side::second() << Phase::Combat;
    QTest::newRow("turn 2 begins with side 1") << 6 << 2 << Side::first() << Phase::Command;
    QTest::newRow("turn 3") << 12 << 3 << Side::first() << Phase::Command;
}

void TestBattle::turnsAndPhases()
{
    QFETCH(int, phasesEnded);
    Battle b = battle();
    endPhases(b, phasesEnded);
    QTEST(b.turn(), "turn");
    QTEST(b.activeSide(), "side");
    QTEST(b.phase(), "phase");
}

void TestBattle::secondSideMayGoFirst()
{
    auto b = Battle::start(Ruleset::revolution(), {unit(1, bowmen())}, {unit(11, bowmen())}, Side::second());
    QVERIFY(b.ok());
    QCOMPARE(b->activeSide(), Side::second());
    endPhases(b.value(), 3);
    QCOMPARE(b->activeSide(), Side::first());
    QCOMPARE(b->turn(), 1);
    endPhases(b.value(), 3);
    QCOMPARE(b->activeSide(), Side::second());
    QCOMPARE(b->turn(), 2);
}

void TestBattle::confusionFromDriveBackLastsThroughTheOwnersCommandPhase()
{
    Battle b = battle();
    endPhases(b, 1); // side 1's Shooting: its bowmen hit side 2's halberdiers twice
    Unit target = *b.unit(11);
    target.state.hitsTakenThisPhase = 2;
    target.state.hitsAccumulated = 2;
    target.state.shotAtBy = {1};
    QVERIFY(!b.update({target}));
    ScriptedDiceSource dice({6, 1});
    const auto shooting = b.endPhase(dice);
    QVERIFY(shooting.ok());
    QVERIFY(shooting->shooting->driveBacks.constFirst().confused);
    QVERIFY(b.unit(11)->state.isConfused());

    endPhases(b, 1); // side 1's Combat: the turn passes to side 2, whose halberdiers are still confused
    QCOMPARE(b.activeSide(), Side::second());
    QVERIFY(b.unit(11)->state.isConfused());
    ScriptedDiceSource order({1, 1});
    OrderRequest request;
    request.character = *b.unit(13);
    request.units = {*b.unit(11)};
    QVERIFY(!resolveOrder(request, b.commandPhase(), b.ruleset(), order).ok());

    ScriptedDiceSource none;
    const auto command = b.endPhase(none); // ...and recover as side 2's Command phase ends
    QVERIFY(command.ok());
    QCOMPARE(command->confusionCleared, QList<UnitId>({11}));
    QVERIFY(!b.unit(11)->state.isConfused());
}

void TestBattle::confusionInTheOwnCommandPhaseLastsAWholeRound()
{
    // Confused during its own Command phase (say, falling back into a wood it cannot enter): it cannot
    // move in its next Command phase either, and recovers only at that one's end.
    Battle b = battle();
    Unit bowmen = *b.unit(1);
    markConfused(bowmen.state, ConfusionCause::DrivenIntoImpassable);
    QVERIFY(!b.update({bowmen}));
    endPhases(b, 1);
    QVERIFY(b.unit(1)->state.isConfused());
    endPhases(b, 5); // through side 2's turn to side 1's next Command phase
    QCOMPARE(b.turn(), 2);
    QVERIFY(b.unit(1)->state.isConfused());
    endPhases(b, 1);
    QVERIFY(!b.unit(1)->state.isConfused());
}

void TestBattle::friendlyEvadersConfuseForThatPhaseOnly()
{
    Battle b = battle();
    endPhases(b, 3); // side 2's Command phase: side 1's knights evade through side 1's bowmen
    Unit bowmen = *b.unit(1);
    markConfused(bowmen.state, ConfusionCause::FriendlyEvaders);
    QVERIFY(!b.update({bowmen}));
    ScriptedDiceSource none;
    const auto end = b.endPhase(none);
    QVERIFY(end.ok());
    QCOMPARE(end->confusionCleared, QList<UnitId>({1}));
}

void TestBattle::endOfShootingDrivesBackInTheOrderGiven()
{
    Battle b = battle();
    endPhases(b, 1);
    Unit halberdiers = *b.unit(11);
    halberdiers.state.hitsTakenThisPhase = 1;
    halberdiers.state.hitsAccumulated = 1;
    Unit knightsUnit = *b.unit(12);
    knightsUnit.state.hitsTakenThisPhase = 2;
    knightsUnit.state.hitsAccumulated = 2;
    QVERIFY(!b.update({halberdiers, knightsUnit}));
    ScriptedDiceSource dice({3, 4, 5});
    const auto end = b.endPhase(dice, {12});
    QVERIFY(end.ok());
    const QList<DriveBack> &backs = end->shooting->driveBacks;
    QCOMPARE(backs.size(), 2);
    QCOMPARE(backs.at(0).unit, 12);
    QCOMPARE(backs.at(0).distanceCm, 7);
    QCOMPARE(backs.at(1).unit, 11);
    QCOMPARE(backs.at(1).distanceCm, 5);
    QCOMPARE(b.unit(12)->state.hitsAccumulated, 0);
    QCOMPARE(b.phase(), Phase::Combat);
}

void TestBattle::endOfCombatDiscardsOddHitsButNotUnresolvedCombats()
{
    Battle b = battle(Ruleset::revolution());
    endPhases(b, 2);
    Unit fought = *b.unit(2);
    fought.state.engaged = true;
    fought.state.hitsAccumulated = 2;
    fought.state.chargedThisTurn = true;
    fought.state.hitsCarriedIntoCombat = 1;
    Unit unresolved = *b.unit(11);
    unresolved.state.engaged = true;
    unresolved.state.inUnresolvedCombat = true;
    unresolved.state.hitsAccumulated = 1;
    QVERIFY(!b.update({fought, unresolved}));
    ScriptedDiceSource none;
    const auto end = b.endPhase(none);
    QVERIFY(end.ok());
    QCOMPARE(end->discarded.size(), 1);
    QCOMPARE(end->discarded.constFirst().unit, 2);
    QCOMPARE(end->discarded.constFirst().hits, 2);
    const UnitState &f = b.unit(2)->state;
    QCOMPARE(f.hitsAccumulated, 0);
    QVERIFY(!f.engaged);
    QVERIFY(!f.chargedThisTurn);
    QCOMPARE(f.hitsCarriedIntoCombat, 0);
    const UnitState &u = b.unit(11)->state;
    QCOMPARE(u.hitsAccumulated, 1);
    QVERIFY(u.engaged);
}

void TestBattle::turnLongStatesEndWithTheTurn()
{
    Battle b = battle();
    Unit bowmen = *b.unit(1);
    bowmen.state.hasShot = true;
    bowmen.state.cannotShootThisTurn = true;
    bowmen.state.doubleShootingThisTurn = true;
    bowmen.state.movedOnInitiative = true;
    bowmen.state.immobilised = true;
    bowmen.state.permanentCommandPenalty = 1;
    QVERIFY(!b.update({bowmen}));
    endPhases(b, 3);
    const UnitState &s = b.unit(1)->state;
    QVERIFY(!s.hasShot);
    QVERIFY(!s.cannotShootThisTurn);
    QVERIFY(!s.doubleShootingThisTurn);
    QVERIFY(!s.movedOnInitiative);
    QVERIFY(s.immobilised); // for the rest of the game
    QCOMPARE(s.permanentCommandPenalty, 1);
}

void TestBattle::ordersResetEachCommandPhase()
{
    Battle b = battle();
    OrderRequest request;
    request.character = *b.unit(3);
    request.units = {*b.unit(2)};
    ScriptedDiceSource dice({6, 5});
    const auto failed = resolveOrder(request, b.commandPhase(), b.ruleset(), dice);
    QVERIFY(failed.ok());
    QVERIFY(!b.update(failed->unitsAfter));
    b.setCommandPhase(failed->phaseAfter);
    QVERIFY(b.commandPhase().generalFailed);
    endPhases(b, 6);
    QCOMPARE(b.phase(), Phase::Command);
    QVERIFY(!b.commandPhase().generalFailed);
    QCOMPARE(b.unit(2)->state.ordersThisPhase, 0);
    QCOMPARE(b.unit(2)->state.orderedBy, std::nullopt);
}

void TestBattle::errors()
{
    auto twice = Battle::start(Ruleset::warmaster(), {unit(1, bowmen())}, {unit(1, knights())});
    QVERIFY(!twice.ok());
    QCOMPARE(twice.error().message, QStringLiteral("Two units share the number 1."));

    Unit broken = unit(2, knights());
    broken.profile.hits = 0;
    auto invalid = Battle::start(Ruleset::warmaster(), {broken}, {});
    QVERIFY(!invalid.ok());
    QCOMPARE(invalid.error().message, QStringLiteral("Knights: Hits: must be 1 to 20 (was 0)."));

    Battle b = battle();
    const auto error = b.update({unit(99, knights()), unit(1, knights())});
    QVERIFY(error);
    QCOMPARE(error->message, QStringLiteral("No unit number 99 in this battle."));
    QCOMPARE(b.unit(1)->profile.name, QStringLiteral("Bowmen")); // nothing changed

    endPhases(b, 1);
    ScriptedDiceSource none;
    const auto badOrder = b.endPhase(none, {42});
    QVERIFY(!badOrder.ok());
    QCOMPARE(b.phase(), Phase::Shooting);

    Unit hit = *b.unit(11);
    hit.state.hitsTakenThisPhase = 1;
    QVERIFY(!b.update({hit}));
    const auto noDice = b.endPhase(none);
    QVERIFY(!noDice.ok());
    QCOMPARE(noDice.error().field, QStringLiteral("dice"));
    QCOMPARE(b.phase(), Phase::Shooting); // the phase did not end
    QCOMPARE(b.unit(11)->state.hitsTakenThisPhase, 1);
}

void TestBattle::theFirstTurnIsRolledFor_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("rolls");
    QTest::newRow("the first player higher") << QList<int>{4, 2} << 0 << 1;
    QTest::newRow("the second player higher") << QList<int>{2, 5} << 1 << 1;
    QTest::newRow("a tie is rolled again") << QList<int>{3, 3, 1, 6} << 1 << 2;
    QTest::newRow("ties until one is higher") << QList<int>{6, 6, 1, 1, 2, 1} << 0 << 3;
}

void TestBattle::theFirstTurnIsRolledFor()
{
    QFETCH(QList<int>, faces);
    QFETCH(int, first);
    QFETCH(int, rolls);
    ScriptedDiceSource dice(faces);
    const FirstTurnRollOff rollOff = rollForFirstTurn(dice, {QStringLiteral("Anna"), QStringLiteral("Ben")});
    QCOMPARE(rollOff.first, *Side::fromIndex(first));
    QCOMPARE(rollOff.rolls.size(), rolls);
    QCOMPARE(rollOff.rolls.last()[Side::first()], faces.at(faces.size() - 2));
    QCOMPARE(dice.remaining(), std::optional<qsizetype>(0));
}

QTEST_APPLESS_MAIN(TestBattle)
#include "tst_battle.moc"
