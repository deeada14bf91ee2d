// SPDX-License-Identifier: GPL-3.0-or-later
// After a combat round: the choices the rules allow each unit (pursuit and advance with their
// restrictions, standing after a draw), retreats and what blocks them, fall back rolls in both
// rulesets, the round limit that leaves a combat unresolved, and a whole two-round engagement.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/battle.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/pursuit.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::CombatChoice)
Q_DECLARE_METATYPE(QList<wm::CombatChoice>)
Q_DECLARE_METATYPE(wm::CombatCircumstances)
Q_DECLARE_METATYPE(wm::CombatNext)

namespace wm {
inline char *toString(CombatChoice choice)
{
    return QTest::toString(CombatChoiceText::name(choice));
}
} // namespace wm

namespace {

using Choices = QList<CombatChoice>;
using Units = QList<Unit>;

UnitProfile horsemen()
{
    return profile(QStringLiteral("Horsemen"), UnitType::Cavalry, 3, std::nullopt, 3, Armour::none());
}

// A round already fought, as the round resolver would leave it.
// Who won a round, for the data tables: a side, or nothing on a draw.
const std::optional<Side> FirstWon = Side::first();
const std::optional<Side> SecondWon = Side::second();
const std::optional<Side> Draw = std::nullopt;

CombatRoundResult decided(const QList<Unit> &first, const QList<Unit> &second, std::optional<Side> winner,
                          int retreatCm = 2, int round = 1)
{
    CombatRoundResult r;
    r.round = round;
    r.winner = winner;
    r.retreatCm = retreatCm;
    const PerSide<QList<Unit>> armies{first, second};
    for (Side side : Side::both()) {
        const QList<Unit> &units = armies[side];
        for (Unit u : units) {
            u.state.engaged = !u.state.isDestroyed();
            for (const Unit &enemy : armies[side.opponent()])
                u.state.engagedWith.append(enemy.id);
            CombatUnitResult ur;
            ur.after = u;
            r.units[side].append(ur);
        }
        r.sides[side].wipedOut =
            std::all_of(units.cbegin(), units.cend(), [](const Unit &u) { return u.state.isDestroyed(); });
    }
    if (winner)
        r.losingUnits = int(r.units[winner->opponent()].size());
    return r;
}

Unit wipedOut(Unit u)
{
    destroyUnit(u.state, DestroyedBy::Casualties);
    return u;
}

const UnitChoices *choicesOf(const QList<UnitChoices> &all, UnitId id)
{
    for (const UnitChoices &c : all) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

} // namespace

class TestCombatOutcome : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void choices_data();
    void choices();
    void retreat_data();
    void retreat();
    void pursuit_data();
    void pursuit();
    void pursuitRound_data();
    void pursuitRound();
    void fallBack_data();
    void fallBack();
    void advanceOncePerPhase();
    void characterSlainInRetreat();
    void badDecision_data();
    void badDecision();
    void twoRoundEngagement();
};

void TestCombatOutcome::choices_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QList<Unit>>("first");
    QTest::addColumn<QList<Unit>>("second");
    QTest::addColumn<std::optional<Side>>("winner");
    QTest::addColumn<CombatCircumstances>("circumstances");
    QTest::addColumn<Choices>("allowed"); // for the first unit of side 1

    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;
    const Unit bow = unit(1, bowmen());
    const Unit enemy = unit(2, bowmen());
    const Unit horse = unit(2, horsemen());
    const CombatCircumstances none;
    using C = CombatChoice;

    QTest::newRow("winner: stand, fall back or pursue")
        << W << Units{bow} << Units{enemy} << FirstWon << none << Choices{C::Stand, C::FallBack, C::Pursue};
    QTest::newRow("loser: retreat") << W << Units{bow} << Units{enemy} << SecondWon << none << Choices{C::Retreat};
    QTest::newRow("infantry does not pursue cavalry")
        << W << Units{bow} << Units{horse} << FirstWon << none << Choices{C::Stand, C::FallBack};
    CombatCircumstances flank;
    flank.chargedFlankRearOrIrregular = {1};
    QTest::newRow("infantry that charged cavalry in the flank pursues")
        << W << Units{bow} << Units{horse} << FirstWon << flank << Choices{C::Stand, C::FallBack, C::Pursue};
    QTest::newRow("infantry pursues when one retreating enemy is infantry")
        << W << Units{bow} << Units{horse, unit(3, bowmen())} << FirstWon << none
        << Choices{C::Stand, C::FallBack, C::Pursue};
    QTest::newRow("cavalry pursues cavalry") << W << Units{unit(1, knights())} << Units{horse} << FirstWon << none
                                             << Choices{C::Stand, C::FallBack, C::Pursue};
    QTest::newRow("artillery does not pursue")
        << W << Units{unit(1, cannon())} << Units{enemy} << FirstWon << none << Choices{C::Stand, C::FallBack};
    QTest::newRow("a fortified unit does not pursue")
        << W << Units{placed(bow, 0, 0, 3)} << Units{enemy} << FirstWon << none << Choices{C::Stand, C::FallBack};
    Unit stuck = bow;
    stuck.state.immobilised = true;
    QTest::newRow("an immobilised unit does not pursue")
        << W << Units{stuck} << Units{enemy} << FirstWon << none << Choices{C::Stand, C::FallBack};
    QTest::newRow("only flyers pursue flyers") << W << Units{unit(1, knights())} << Units{unit(2, giantEagles())}
                                               << FirstWon << none << Choices{C::Stand, C::FallBack};
    QTest::newRow("flyers pursue flyers") << W << Units{unit(1, giantEagles())} << Units{unit(2, giantEagles())}
                                          << FirstWon << none << Choices{C::Stand, C::FallBack, C::Pursue};
    QTest::newRow("every enemy destroyed: advance, nobody to pursue")
        << W << Units{bow} << Units{wipedOut(enemy)} << FirstWon << none << Choices{C::Stand, C::FallBack, C::Advance};
    QTest::newRow("artillery that must retreat is destroyed: advance")
        << W << Units{bow} << Units{unit(2, cannon())} << FirstWon << none
        << Choices{C::Stand, C::FallBack, C::Advance};
    UnitProfile classicTank = steamTank();
    classicTank.traits |= Trait::DestroyedIfRetreating;
    QTest::newRow("a unit destroyed if it retreats: advance")
        << W << Units{bow} << Units{unit(2, classicTank)} << FirstWon << none
        << Choices{C::Stand, C::FallBack, C::Advance};
    QTest::newRow("a Revolution Steam Tank retreats: pursue")
        << R << Units{unit(1, knights())} << Units{unit(2, steamTank())} << FirstWon << none
        << Choices{C::Stand, C::FallBack, C::Pursue};
    CombatCircumstances blocked;
    blocked.standsLostRetreating = {{2, 3}};
    QTest::newRow("every stand's retreat blocked: advance")
        << W << Units{bow} << Units{enemy} << FirstWon << blocked << Choices{C::Stand, C::FallBack, C::Advance};
    QTest::newRow("artillery does not advance") << W << Units{unit(1, cannon())} << Units{wipedOut(enemy)} << FirstWon
                                                << none << Choices{C::Stand, C::FallBack};
    Unit advanced = bow;
    advanced.state.advancedThisPhase = true;
    QTest::newRow("advanced already this phase")
        << W << Units{advanced} << Units{wipedOut(enemy)} << FirstWon << none << Choices{C::Stand, C::FallBack};
    QTest::newRow("draw in the open: fall back")
        << W << Units{bow} << Units{enemy} << Draw << none << Choices{C::FallBack};
    QTest::newRow("draw, defended: fall back or stand")
        << W << Units{placed(bow, 1, 2, 0)} << Units{enemy} << Draw << none << Choices{C::FallBack, C::Stand};
    QTest::newRow("Warmaster draw, defended cavalry: may stand")
        << W << Units{placed(unit(1, knights()), 0, 3, 0)} << Units{enemy} << Draw << none
        << Choices{C::FallBack, C::Stand};
    QTest::newRow("Revolution draw, cavalry is never defended: fall back")
        << R << Units{placed(unit(1, knights()), 0, 3, 0)} << Units{enemy} << Draw << none << Choices{C::FallBack};
    Unit chargedFromCover = placed(bow, 0, 3, 0);
    chargedFromCover.state.chargedThisTurn = true;
    QTest::newRow("draw, a charger is in the open wherever it came from")
        << W << Units{chargedFromCover} << Units{enemy} << Draw << none << Choices{C::FallBack};
    QTest::newRow("the Steam Tank is always defended: may stand after a draw")
        << R << Units{unit(1, steamTank())} << Units{enemy} << Draw << none << Choices{C::FallBack, C::Stand};
}

void TestCombatOutcome::choices()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QList<Unit>, first);
    QFETCH(QList<Unit>, second);
    QFETCH(std::optional<Side>, winner);
    QFETCH(CombatCircumstances, circumstances);
    QFETCH(Choices, allowed);

    const CombatRoundResult round = decided(first, second, winner);
    const QList<UnitChoices> all = combatChoices(round, Ruleset::forId(ruleset), circumstances);
    const UnitChoices *mine = choicesOf(all, first.constFirst().id);
    QVERIFY(mine);
    QCOMPARE(mine->allowed, allowed);
    for (const RefusedChoice &r : mine->refused) {
        QVERIFY(!allowed.contains(r.choice));
        QVERIFY2(!r.reason.isEmpty(), "every refused choice says why");
    }
    if (winner == SecondWon)
        return;
    // Whatever is not allowed to a winner is refused with a reason, never silently missing.
    if (winner == FirstWon)
        QCOMPARE(mine->allowed.size() + mine->refused.size(), 4);
}

void TestCombatOutcome::retreat_data()
{
    QTest::addColumn<Unit>("loser");
    QTest::addColumn<int>("standsLost");
    QTest::addColumn<int>("standsLeft");
    QTest::addColumn<bool>("isDestroyed");

    QTest::newRow("a clear retreat: every stand left, all in the open")
        << placed(unit(2, halberdiers()), 1, 2, 0) << 0 << 3 << false;
    QTest::newRow("one stand's retreat blocked: that stand is destroyed")
        << placed(unit(2, halberdiers()), 1, 2, 0) << 1 << 2 << false;
    QTest::newRow("every stand blocked: the unit is destroyed") << unit(2, halberdiers()) << 3 << 0 << true;
    QTest::newRow("artillery that must retreat is destroyed") << unit(2, cannon()) << 0 << 0 << true;
    UnitProfile classicTank = steamTank();
    classicTank.traits |= Trait::DestroyedIfRetreating;
    QTest::newRow("a classic-list Steam Tank that must retreat is destroyed") << unit(2, classicTank) << 0 << 0 << true;
}

void TestCombatOutcome::retreat()
{
    QFETCH(Unit, loser);
    QFETCH(int, standsLost);
    QFETCH(int, standsLeft);
    QFETCH(bool, isDestroyed);

    loser.state.hitsAccumulated = 1;
    const Unit winner = unit(1, knights());
    CombatCircumstances circumstances;
    if (standsLost > 0)
        circumstances.standsLostRetreating.insert(loser.id, standsLost);
    ScriptedDiceSource dice;
    const auto outcome = resolveCombatOutcome(decided({winner}, {loser}, Side::first()), Ruleset::warmaster(),
                                              circumstances, {{winner.id, CombatChoice::Stand}}, dice);
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().message));
    const UnitState &after = outcome->units[Side::second()].constFirst().state;
    QCOMPARE(outcome->choices.value(loser.id), CombatChoice::Retreat);
    QCOMPARE(after.standsLeft, standsLeft);
    QCOMPARE(after.isDestroyed(), isDestroyed);
    if (isDestroyed) {
        QCOMPARE(after.destroyed, DestroyedBy::Retreat);
    } else {
        QCOMPARE(after.positions, (StandPositions{standsLeft, 0, 0}));
        QCOMPARE(after.hitsAccumulated, 1); // outstanding hits stay until the end of the phase
    }
    QCOMPARE(after.validate(loser.profile), QList<Error>{});
    QVERIFY(!after.engaged); // nobody pursued: the fight is over
    QCOMPARE(outcome->next, CombatNext::Ended);
}

void TestCombatOutcome::pursuit_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("round");
    QTest::addColumn<CombatNext>("next");

    QTest::newRow("Warmaster, round 1: another round") << RulesetId::Warmaster << 1 << CombatNext::NextRound;
    QTest::newRow("Warmaster, round 2: another round") << RulesetId::Warmaster << 2 << CombatNext::NextRound;
    QTest::newRow("Warmaster, round 5: rounds go on while the winner pursues")
        << RulesetId::Warmaster << 5 << CombatNext::NextRound;
    QTest::newRow("Revolution, round 1: another round") << RulesetId::Revolution << 1 << CombatNext::NextRound;
    QTest::newRow("Revolution, round 2: unresolved until next turn")
        << RulesetId::Revolution << 2 << CombatNext::Unresolved;
}

void TestCombatOutcome::pursuit()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, round);
    QFETCH(CombatNext, next);

    const Unit pursuer = placed(unit(1, knights()), 0, 3, 0);
    const Unit bystander = unit(3, knights());
    Unit loser = placed(unit(2, halberdiers()), 0, 3, 0);
    loser.state.hitsAccumulated = 2;
    ScriptedDiceSource dice;
    const auto outcome =
        resolveCombatOutcome(decided({pursuer, bystander}, {loser}, Side::first(), 4, round), Ruleset::forId(ruleset),
                             {}, {{1, CombatChoice::Pursue}, {3, CombatChoice::Stand}}, dice);
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().message));
    QCOMPARE(outcome->next, next);
    QCOMPARE(outcome->pursuitRetreatCm, 4);
    const bool unresolved = next == CombatNext::Unresolved;
    const UnitState &p = outcome->units[Side::first()].at(0).state;
    QVERIFY(p.engaged);
    QCOMPARE(p.engagedWith, QList<UnitId>{2});
    QCOMPARE(p.inUnresolvedCombat, unresolved);
    QCOMPARE(p.positions, (StandPositions{3, 0, 0})); // pursuers leave their position
    const UnitState &b = outcome->units[Side::first()].at(1).state;
    QVERIFY(!b.engaged);
    QVERIFY(b.engagedWith.isEmpty()); // out of the fight, it forgets its enemies
    QVERIFY(!b.inUnresolvedCombat);
    const UnitState &l = outcome->units[Side::second()].at(0).state;
    QVERIFY(l.engaged);
    QCOMPARE(l.inUnresolvedCombat, unresolved);
    QCOMPARE(l.hitsAccumulated, 2);
    QCOMPARE(l.positions, (StandPositions{3, 0, 0}));
}

void TestCombatOutcome::pursuitRound_data()
{
    QTest::addColumn<CombatNext>("next");
    QTest::addColumn<int>("pursuerStandsLeft");
    QTest::addColumn<bool>("characterAlive");
    QTest::addColumn<bool>("goesOn");
    QTest::addColumn<int>("fighting");
    QTest::addColumn<int>("supporting");
    QTest::addColumn<int>("characterStand"); // -1: no character

    // The Knights fought with 2 stands and 1 supporting, their General at the second stand; the
    // enemy retreated 4 cm.
    QTest::newRow("all stands left: 2 fight, 1 supports") << CombatNext::NextRound << 3 << true << true << 2 << 1 << 1;
    QTest::newRow("a stand lost: the supporting one goes") << CombatNext::NextRound << 2 << true << true << 2 << 0 << 1;
    QTest::newRow("one stand left: it fights, with the General")
        << CombatNext::NextRound << 1 << true << true << 1 << 0 << 0;
    QTest::newRow("General slain: the unit fights on without him")
        << CombatNext::NextRound << 3 << false << true << 2 << 1 << -1;
    QTest::newRow("nobody pursued: no next round") << CombatNext::Ended << 3 << true << false << 0 << 0 << -1;
    QTest::newRow("unresolved: it goes on next turn, not now")
        << CombatNext::Unresolved << 3 << true << false << 0 << 0 << -1;
}

void TestCombatOutcome::pursuitRound()
{
    QFETCH(CombatNext, next);
    QFETCH(int, pursuerStandsLeft);
    QFETCH(bool, characterAlive);
    QFETCH(bool, goesOn);
    QFETCH(int, fighting);
    QFETCH(int, supporting);
    QFETCH(int, characterStand);

    constexpr UnitId general = 10;
    StandSituation charging;
    charging.charging = true;
    charging.enemyPosition = Protection::Defended;
    EngagementRound fought;
    fought.round = 1;
    // The second Knights stand fought the Bowmen, destroyed in the round.
    fought.sides[Side::first()] = {
        EngagedUnit{1, {FightingStand{0, charging}, FightingStand{1, charging}}, 1, general, 1}};
    fought.sides[Side::second()] = {EngagedUnit{2, {FightingStand{0, {}}}, 1, std::nullopt, 0},
                                    EngagedUnit{3, {FightingStand{0, {}}}, 0, std::nullopt, 0}};

    CombatOutcome outcome;
    outcome.units[Side::first()] = {placed(unit(1, knights()), pursuerStandsLeft, 0, 0)};
    outcome.units[Side::second()] = {placed(unit(2, halberdiers()), 3, 0, 0), wipedOut(unit(3, bowmen()))};
    Unit generalAfter = unit(general, empireGeneral());
    if (!characterAlive)
        generalAfter = wipedOut(generalAfter);
    outcome.characters = {generalAfter};
    outcome.choices = {{1, CombatChoice::Pursue}, {2, CombatChoice::Retreat}};
    outcome.next = next;
    outcome.pursuitRetreatCm = 4;

    const std::optional<EngagementRound> got = wm::pursuitRound(fought, outcome);
    QCOMPARE(got.has_value(), goesOn);
    if (!got)
        return;
    QCOMPARE(got->round, 2);
    QCOMPARE(got->sides[Side::first()].size(), 1);
    const EngagedUnit &pursuer = got->sides[Side::first()].at(0);
    QCOMPARE(pursuer.unit, 1);
    QCOMPARE(pursuer.stands.size(), fighting);
    QCOMPARE(pursuer.supportingStands, supporting);
    for (const FightingStand &stand : pursuer.stands) {
        QCOMPARE(stand.target, 0); // the Halberdiers, the only enemy left
        QVERIFY(stand.situation.pursuing);
        QCOMPARE(stand.situation.enemyRetreatedCm, 4);
        QVERIFY(!stand.situation.charging);
        QCOMPARE(stand.situation.enemyPosition, Protection::Open);
    }
    if (characterStand < 0) {
        QCOMPARE(pursuer.character, std::nullopt);
    } else {
        QCOMPARE(pursuer.character, std::optional<UnitId>(general));
        QCOMPARE(pursuer.characterStand, characterStand);
    }
    // The Halberdiers that retreated fight on, in the open, with no pursuit bonus; the Bowmen are gone.
    QCOMPARE(got->sides[Side::second()].size(), 1);
    const EngagedUnit &retreated = got->sides[Side::second()].at(0);
    QCOMPARE(retreated.unit, 2);
    QCOMPARE(retreated.stands.size(), 1);
    QCOMPARE(retreated.supportingStands, 1);
    QVERIFY(!retreated.stands.at(0).situation.pursuing);
    QCOMPARE(retreated.stands.at(0).situation.enemyRetreatedCm, 0);
}

void TestCombatOutcome::fallBack_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<std::optional<Side>>("winner");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QList<int>>("minCm"); // per roll
    QTest::addColumn<QList<int>>("maxCm");

    QTest::newRow("Warmaster winner falls back 3D6, at least the lowest die")
        << RulesetId::Warmaster << FirstWon << QList<int>{4, 2, 5} << QList<int>{2} << QList<int>{11};
    QTest::newRow("Revolution winner: its two units falling back share one roll of up to 3D6, no minimum")
        << RulesetId::Revolution << FirstWon << QList<int>{4, 2, 5} << QList<int>{0} << QList<int>{11};
    QTest::newRow("Warmaster draw: one roll per side")
        << RulesetId::Warmaster << Draw << QList<int>{1, 1, 6, 3, 3, 3} << QList<int>{1, 3} << QList<int>{8, 9};
    QTest::newRow("Revolution draw: one roll for each side, covering all its units falling back")
        << RulesetId::Revolution << Draw << QList<int>{1, 1, 6, 3, 3, 3} << QList<int>{0, 0} << QList<int>{8, 9};
}

void TestCombatOutcome::fallBack()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(std::optional<Side>, winner);
    QFETCH(QList<int>, dice);
    QFETCH(QList<int>, minCm);
    QFETCH(QList<int>, maxCm);

    // Side 1 has two units; one roll covers both of them.
    const QList<Unit> first{unit(1, bowmen()), unit(3, bowmen())};
    const QList<Unit> second{unit(2, bowmen())};
    QMap<UnitId, CombatChoice> choices{{1, CombatChoice::FallBack}, {3, CombatChoice::FallBack}};
    if (!winner)
        choices.insert(2, CombatChoice::FallBack);
    ScriptedDiceSource source(dice);
    const auto outcome =
        resolveCombatOutcome(decided(first, second, winner), Ruleset::forId(ruleset), {}, choices, source);
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().message));
    QCOMPARE(source.unused(), QList<int>{});
    QCOMPARE(outcome->fallBacks.size(), minCm.size());
    for (qsizetype i = 0; i < minCm.size(); ++i) {
        const FallBackRoll &f = outcome->fallBacks.at(i);
        QCOMPARE(f.side, Side::both().at(std::size_t(i))); // first side's roll first
        QCOMPARE(f.roll.purpose, RollPurpose::FallBack);
        QCOMPARE(f.minCm, minCm.at(i));
        QCOMPARE(f.maxCm, maxCm.at(i));
    }
    QCOMPARE(outcome->rolls().size(), minCm.size());
    QCOMPARE(outcome->next, CombatNext::Ended);
    for (const QList<Unit> &side : outcome->units) {
        for (const Unit &u : side)
            QVERIFY(!u.state.engaged);
    }
}

void TestCombatOutcome::advanceOncePerPhase()
{
    const Unit winner = unit(1, knights());
    ScriptedDiceSource dice;
    const auto outcome = resolveCombatOutcome(decided({winner}, {wipedOut(unit(2, bowmen()))}, Side::first(), 0),
                                              Ruleset::revolution(), {}, {{1, CombatChoice::Advance}}, dice);
    QVERIFY(outcome.ok());
    const Unit after = outcome->units[Side::first()].constFirst();
    QVERIFY(after.state.advancedThisPhase);

    // The end of the Combat phase gives the unit its advance back.
    auto started = Battle::start(Ruleset::revolution(), Units{after}, Units{unit(2, bowmen())}, Side::first());
    QVERIFY(started.ok());
    Battle battle = started.value();
    QVERIFY(battle.unit(1)->state.advancedThisPhase);
    ScriptedDiceSource none;
    QVERIFY(battle.endPhase(none).ok()); // Command
    QVERIFY(battle.endPhase(none).ok()); // Shooting
    QVERIFY(battle.endPhase(none).ok()); // Combat
    QVERIFY(!battle.unit(1)->state.advancedThisPhase);
}

void TestCombatOutcome::characterSlainInRetreat()
{
    CombatRoundResult round = decided({unit(1, knights())}, {unit(2, cannon())}, Side::first());
    round.units[Side::second()][0].characterAfter = unit(9, empireHero());
    ScriptedDiceSource dice;
    const auto outcome = resolveCombatOutcome(round, Ruleset::warmaster(), {}, {{1, CombatChoice::Advance}}, dice);
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().message));
    QCOMPARE(outcome->characters.size(), 1);
    QVERIFY(outcome->characters.constFirst().state.isDestroyed());
}

void TestCombatOutcome::badDecision_data()
{
    QTest::addColumn<std::optional<Side>>("winner");
    QTest::addColumn<CombatCircumstances>("circumstances");
    QTest::addColumn<QMap<UnitId, CombatChoice>>("choices");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says");

    using C = CombatChoice;
    using M = QMap<UnitId, CombatChoice>;
    const CombatCircumstances none;
    QTest::newRow("no choice for a winning unit")
        << FirstWon << none << M{} << QStringLiteral("side 1 unit 1") << QStringLiteral("Choose");
    QTest::newRow("pursuing cavalry with infantry, and why not")
        << FirstWon << none << M{{1, C::Pursue}} << QStringLiteral("side 1 unit 1") << QStringLiteral("cavalry");
    QTest::newRow("advancing with enemies left")
        << FirstWon << none << M{{1, C::Advance}} << QStringLiteral("side 1 unit 1") << QStringLiteral("every enemy");
    QTest::newRow("a loser that stands") << FirstWon << none << M{{1, C::Stand}, {2, C::Stand}}
                                         << QStringLiteral("side 2 unit 1") << QStringLiteral("retreat");
    QTest::newRow("standing in the open after a draw") << Draw << none << M{{1, C::Stand}, {2, C::FallBack}}
                                                       << QStringLiteral("side 1 unit 1") << QStringLiteral("defended");
    QTest::newRow("a unit that is not in the engagement")
        << FirstWon << none << M{{1, C::Stand}, {7, C::Stand}} << QStringLiteral("choices") << QStringLiteral("7");
    CombatCircumstances tooMany;
    tooMany.standsLostRetreating = {{2, 4}};
    QTest::newRow("more stands lost retreating than the unit has")
        << FirstWon << tooMany << M{{1, C::Stand}} << QStringLiteral("stands lost retreating") << QStringLiteral("4");
    CombatCircumstances winnerLoses;
    winnerLoses.standsLostRetreating = {{1, 1}};
    QTest::newRow("stands lost retreating by the winner")
        << FirstWon << winnerLoses << M{{1, C::Stand}} << QStringLiteral("stands lost retreating")
        << QStringLiteral("losing");
}

void TestCombatOutcome::badDecision()
{
    QFETCH(std::optional<Side>, winner);
    QFETCH(CombatCircumstances, circumstances);
    using ChoiceMap = QMap<UnitId, CombatChoice>;
    QFETCH(ChoiceMap, choices);
    QFETCH(QString, field);
    QFETCH(QString, says);

    const CombatRoundResult round = decided({unit(1, bowmen())}, {unit(2, horsemen())}, winner);
    ScriptedDiceSource dice({6, 6, 6, 6, 6, 6});
    const auto outcome = resolveCombatOutcome(round, Ruleset::warmaster(), circumstances, choices, dice);
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.error().field, field);
    QVERIFY2(outcome.error().message.contains(says), qPrintable(outcome.error().message));
    QCOMPARE(dice.unused().size(), 6);
}

void TestCombatOutcome::twoRoundEngagement()
{
    // Revolution. Knights charge halberdiers in the open, win and pursue; the second round is fought at
    // once with the pursuit bonus; they win again and pursue, which leaves the combat unresolved; the
    // end of the Combat phase keeps the hits of both.
    const Ruleset rules = Ruleset::revolution();
    Unit knights = unit(1, wm::test::knights());
    knights.state.chargedThisTurn = true;
    const Unit halberdiers = unit(2, wm::test::halberdiers());

    auto fight = [](const Unit &u, int stands, bool pursuing, int retreatedCm) {
        CombatUnit cu;
        cu.unit = u;
        for (int i = 0; i < stands; ++i) {
            FightingStand s;
            s.situation.pursuing = pursuing;
            s.situation.enemyRetreatedCm = retreatedCm;
            cu.stands.append(s);
        }
        return cu;
    };

    CombatRequest first;
    first.sides[Side::first()] = {fight(knights, 3, false, 0)};
    first.sides[Side::second()] = {fight(halberdiers, 3, false, 0)};
    // Knights: 12 dice, 6 hits; halberdiers: 9 dice, 1 hit; halberdiers save 1 of 6 (6+); knights
    // save none of 1 (4+). 5 struck on the halberdiers, 1 on the knights: won by 4.
    ScriptedDiceSource dice({6, 6, 6, 6, 5, 4, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 1});
    const auto round1 = resolveCombatRound(first, rules, dice);
    QVERIFY(round1.ok());
    QCOMPARE(round1->sides[Side::first()].total(), 5);
    QCOMPARE(round1->sides[Side::second()].total(), 1);
    QCOMPARE(round1->retreatCm, 4);
    const auto after1 = resolveCombatOutcome(round1.value(), rules, {}, {{1, CombatChoice::Pursue}}, dice);
    QVERIFY(after1.ok());
    QCOMPARE(after1->next, CombatNext::NextRound);
    // The round makes the two the engagement, one round fought; fighting on, they keep it.
    QCOMPARE(round1->units[Side::first()].constFirst().after.state.engagedWith, QList<UnitId>{2});
    QCOMPARE(round1->units[Side::second()].constFirst().after.state.engagedWith, QList<UnitId>{1});
    QCOMPARE(after1->units[Side::first()].constFirst().state.engagedWith, QList<UnitId>{2});
    QCOMPARE(after1->units[Side::first()].constFirst().state.combatRoundsThisPhase, 1);
    QCOMPARE(after1->units[Side::second()].constFirst().state.combatRoundsThisPhase, 1);

    // Round 2: pursuit +1 and +1 for the full 3 cm of a 4 cm retreat: 5 dice a stand, no charge bonus.
    CombatRequest second;
    second.round = 2;
    second.sides[Side::first()] = {fight(after1->units[Side::first()].constFirst(), 3, true, after1->pursuitRetreatCm)};
    second.sides[Side::second()] = {fight(after1->units[Side::second()].constFirst(), 2, false, 0)};
    dice.append(QList<int>(15, 6)); // 15 hits
    dice.append(QList<int>(6, 1));  // the halberdiers miss
    dice.append(QList<int>(15, 1)); // no saves
    const auto round2 = resolveCombatRound(second, rules, dice);
    QVERIFY(round2.ok());
    QCOMPARE(round2->attacks.constFirst().toHit.faces.size(), 15);
    // The halberdiers had 2 stands and 2 hits: only 4 more hits count, and they are wiped out.
    QCOMPARE(round2->sides[Side::first()].hits, 4);
    QVERIFY(round2->sides[Side::second()].wipedOut);
    QCOMPARE(round2->units[Side::first()].constFirst().after.state.combatRoundsThisPhase, 2);
    QCOMPARE(round2->winner.value(), Side::first());

    // With the enemy gone the knights may advance, not pursue; in a third round they could not fight.
    const auto choices = combatChoices(round2.value(), rules, {});
    QCOMPARE(choices.constFirst().allowed,
             (Choices{CombatChoice::Stand, CombatChoice::FallBack, CombatChoice::Advance}));
    CombatRequest third = second;
    third.round = 3;
    QVERIFY(!resolveCombatRound(third, rules, dice).ok());

    // Had the halberdiers survived round 2 and the knights pursued, the combat would stay unresolved
    // with its hits over the end of the phase.
    CombatRoundResult lastRound = round1.value();
    lastRound.round = 2;
    const auto kept = resolveCombatOutcome(lastRound, rules, {}, {{1, CombatChoice::Pursue}}, dice);
    QVERIFY(kept.ok());
    QCOMPARE(kept->next, CombatNext::Unresolved);
    QCOMPARE(kept->units[Side::first()].constFirst().state.engagedWith, QList<UnitId>{2});
    auto started = Battle::start(rules, Units{kept->units[Side::first()].constFirst()},
                                 Units{kept->units[Side::second()].constFirst()}, Side::first());
    QVERIFY(started.ok());
    Battle battle = started.value();
    ScriptedDiceSource none;
    QVERIFY(battle.endPhase(none).ok());
    QVERIFY(battle.endPhase(none).ok());
    QVERIFY(battle.endPhase(none).ok());
    QCOMPARE(battle.unit(1)->state.hitsAccumulated, 1);
    QCOMPARE(battle.unit(2)->state.hitsAccumulated, 2);
    QVERIFY(battle.unit(1)->state.engaged);
    QVERIFY(battle.unit(2)->state.inUnresolvedCombat);
    // Into the next turn the two still touch, and no round of it is fought yet.
    QCOMPARE(battle.unit(2)->state.engagedWith, QList<UnitId>{1});
    QCOMPARE(battle.unit(1)->state.combatRoundsThisPhase, 0);
}

QTEST_APPLESS_MAIN(TestCombatOutcome)
#include "tst_combatoutcome.moc"
