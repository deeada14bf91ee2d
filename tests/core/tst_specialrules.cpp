// SPDX-License-Identifier: GPL-3.0-or-later
// The army lists' special rules as the resolvers apply them: every trait a list gives is tested
// with a unit of that list, as the built-in lists carry it, so a rule that is shown on a card and
// not applied (or applied to the wrong unit) fails here. Worked examples of the lists' own texts are
// rows of their own.
#include "tests/core/metatypes.h"
#include "tests/core/testcombat.h"
#include "tests/core/testunits.h"

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/quickedits.h"
#include "core/game/rulereminders.h"
#include "core/game/walkthrough/walkthrough.h"
#include "core/rules/combat.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/combatround.h"
#include "core/rules/command.h"
#include "core/rules/driveback.h"
#include "core/rules/endofbattle.h"
#include "core/rules/movement.h"
#include "core/rules/shooting.h"
#include "core/rules/weapon.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

const ArmyLists &lists()
{
    static const ArmyLists all = ArmyLists::builtIn().value();
    return all;
}

// A unit of a built-in list, as a roster fields it, on the table with the given id.
Unit listed(RulesetId ruleset, const char *army, const char *name, UnitId id = 1)
{
    const ArmyList *list = lists().find(ruleset, QString::fromLatin1(army));
    Q_ASSERT(list);
    const ArmyUnit *unit = list->unitByName(QString::fromLatin1(name));
    Q_ASSERT_X(unit, "listed", name);
    return Unit::create(id, unit->profile);
}

constexpr RulesetId Classic = RulesetId::Warmaster;
constexpr RulesetId Revolution = RulesetId::Revolution;

bool hasModifier(const QList<AttackModifier> &mods, AttackModifierKind kind, int value)
{
    return std::any_of(mods.cbegin(), mods.cend(),
                       [&](const AttackModifier &m) { return m.kind == kind && m.value == value; });
}

bool hasKind(const QList<AttackModifier> &mods, AttackModifierKind kind)
{
    return std::any_of(mods.cbegin(), mods.cend(), [&](const AttackModifier &m) { return m.kind == kind; });
}

OrderRequest order(QList<Unit> units, int distance, RulesetId ruleset)
{
    UnitProfile general;
    general.name = QStringLiteral("General");
    general.type = UnitType::General;
    general.combatAttacks = 2;
    general.command = 9;
    general.stands = 1;
    general.armour = Armour::none();
    Q_UNUSED(ruleset);
    OrderRequest r;
    r.character = Unit::create(100, general);
    r.units = std::move(units);
    r.distanceCm = distance;
    return r;
}

int penaltyOf(const OrderPreview &preview, OrderPenaltyKind kind)
{
    for (const OrderPenalty &p : preview.penalties) {
        if (p.kind == kind)
            return p.value;
    }
    return 0;
}

} // namespace

class TestSpecialRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keenShotsHitMoreEasily_data();
    void keenShotsHitMoreEasily();
    void keenShotsCountInAVolley();
    void keenShotsWalkThrough();
    void ignoresTerror_data();
    void ignoresTerror();
    void chargesLikeAMonster_data();
    void chargesLikeAMonster();
    void firstRoundAttacks();
    void neverConfused();
    void regeneratesOneHitARound();
    void brokenDownSteamTankIsDestroyedRetreating();
    void warWagonRetreat_data();
    void warWagonRetreat();
    void mustPursue();
    void orderModifier();
    void doubleDistancePenalty_data();
    void doubleDistancePenalty();
    void orderRange();
    void sparedPenalties();
    void driveBackDice();
    void noInitiativeNoEvade_data();
    void noInitiativeNoEvade();
    void traitValuesRoundTripThroughProfiles();
    void brigadeLimit();
    void commandRange();
    void pursuitRules_data();
    void pursuitRules();
    void honourAndDutyRaisesTheBreakPoint();
    void askedRulesReachTheirResolver();
    void everyListRuleOfAnAskedMomentIsReminded();
};

void TestSpecialRules::keenShotsHitMoreEasily_data()
{
    QTest::addColumn<Unit>("shooter");
    QTest::addColumn<Protection>("target");
    QTest::addColumn<int>("score");
    const Unit he = listed(Revolution, "high-elves", "Archers");
    QTest::newRow("High Elf Archers, open") << he << Protection::Open << 3;
    QTest::newRow("High Elf Archers, defended") << he << Protection::Defended << 4;
    QTest::newRow("High Elf Archers, fortified") << he << Protection::Fortified << 5;
    QTest::newRow("classic High Elf Archers, open") << listed(Classic, "high-elf", "Archers") << Protection::Open << 3;
    QTest::newRow("Empire Crossbowmen, open") << listed(Revolution, "empire", "Crossbowmen") << Protection::Open << 4;
}

void TestSpecialRules::keenShotsHitMoreEasily()
{
    QFETCH(Unit, shooter);
    QFETCH(Protection, target);
    QFETCH(int, score);
    QCOMPARE(WeaponRules::scoreToHit(shooter.profile, target, false, false), score);
    // A blind shot is a 6 whatever the shooter's eye.
    QCOMPARE(WeaponRules::scoreToHit(shooter.profile, target, true, false), 6);
}

void TestSpecialRules::keenShotsCountInAVolley()
{
    // Three stands of High Elf Archers roll 3, 3, 2 at Orcs in the open: two hits, not none.
    ShootingRequest request;
    request.shooters = {Shooter(listed(Revolution, "high-elves", "Archers"), 3)};
    request.target = listed(Revolution, "orcs", "Orc Warriors", 2);
    ScriptedDiceSource dice({3, 3, 2, 1, 1});
    const Result<ShootingResult> result = resolveShooting(request, Ruleset::revolution(), dice);
    QVERIFY(result.ok());
    QCOMPARE(result->batches.first().rolls.first().scoreToHit, 3);
    QCOMPARE(result->batches.first().rolls.first().hits, 2);
}

void TestSpecialRules::keenShotsWalkThrough()
{
    // The walk-through says why the Archers hit on 3+ where the stands are hit on 4+.
    Battle battle = Battle::start(Ruleset::revolution(), {listed(Revolution, "high-elves", "Archers", 1)},
                                  {listed(Revolution, "orcs", "Orc Warriors", 2)})
                        .value();
    ScriptedDiceSource none;
    QVERIFY(battle.endPhase(none));
    ShootAction shoot;
    ShooterInput archers;
    archers.unit = 1;
    archers.stands = 3;
    shoot.shooters = {archers};
    shoot.target = 2;
    ScriptedDiceSource dice({3, 3, 2, 1, 1});
    const auto applied = ActionResolver::apply(battle, shoot, dice);
    QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
    const QStringList steps = actionWalkthrough(battle, shoot, applied->outcome);
    QVERIFY2(steps.contains(QStringLiteral("Archers adds 1 to its dice by its special rule: 3+ against these stands.")),
             qPrintable(steps.join(u'\n')));
    QVERIFY(steps.contains(QStringLiteral("To hit (Archers) on 3+: 3 3 2 — 2 hits.")));
}

void TestSpecialRules::ignoresTerror_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<bool>("losesAnAttack");
    QTest::newRow("Tomb Kings Skeletons (Undead)") << listed(Revolution, "tomb-kings", "Skeletons") << false;
    QTest::newRow("Vampire Counts Skeletons, classic") << listed(Classic, "vampire-counts", "Skeletons") << false;
    QTest::newRow("Empire Flagellants") << listed(Revolution, "empire", "Flagellants") << false;
    QTest::newRow("Witch Elves") << listed(Revolution, "dark-elves", "Witch Elves") << false;
    QTest::newRow("Empire Halberdiers") << listed(Revolution, "empire", "Halberdiers") << true;
}

void TestSpecialRules::ignoresTerror()
{
    QFETCH(Unit, unit);
    QFETCH(bool, losesAnAttack);
    StandSituation s;
    s.enemyCausesTerror = true;
    QCOMPARE(hasKind(attackModifiers(unit, s), AttackModifierKind::Terror), losesAnAttack);
}

void TestSpecialRules::chargesLikeAMonster_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<int>("dice");
    // Grail Knights: 3 attacks, +1 charging in the open, +1 more as a monster does.
    QTest::newRow("Grail Knights") << listed(Revolution, "bretonnia", "Grail Knights") << 5;
    QTest::newRow("classic Grail Knights") << listed(Classic, "bretonnian", "Grail Knights") << 5;
    QTest::newRow("Knights of the Realm") << listed(Revolution, "bretonnia", "Knights") << 4;
}

void TestSpecialRules::chargesLikeAMonster()
{
    QFETCH(Unit, unit);
    QFETCH(int, dice);
    StandSituation s;
    s.charging = true;
    s.firstRound = true;
    QCOMPARE(standAttackDice(unit, s), dice);
    s.enemyPosition = Protection::Defended; // no charge bonus of either kind against a defended enemy
    QCOMPARE(standAttackDice(unit, s), unit.profile.combatAttacks);
}

void TestSpecialRules::firstRoundAttacks()
{
    const Unit knights = listed(Revolution, "dark-elves", "Cold One Knights");
    StandSituation s;
    s.firstRound = true;
    QVERIFY(hasModifier(attackModifiers(knights, s), AttackModifierKind::FirstRound, 1));
    s.attackedInSideOrRear = true; // not fighting to its front
    QVERIFY(!hasKind(attackModifiers(knights, s), AttackModifierKind::FirstRound));
    s = {};
    QVERIFY(!hasKind(attackModifiers(knights, s), AttackModifierKind::FirstRound)); // a later round
}

void TestSpecialRules::neverConfused()
{
    // Undead shot at roll a 6 among their drive-back dice: driven back, never confused.
    Unit skeletons = listed(Revolution, "tomb-kings", "Skeletons");
    skeletons.state.hitsTakenThisPhase = 2;
    ScriptedDiceSource dice({6, 2, 1, 1});
    const Result<ShootingPhaseEnd> end = endShootingPhase({skeletons}, Ruleset::revolution(), dice);
    QVERIFY(end.ok());
    QVERIFY(!end->driveBacks.first().confused);
    QVERIFY(!end->units.first().state.isConfused());

    // No test is rolled for them either, whatever the cause.
    ScriptedDiceSource none;
    const Result<ConfusionTestResult> test = testConfusion(skeletons, ConfusionCause::DrivenIntoImpassable, 1, none);
    QVERIFY(test.ok());
    QVERIFY(test->neverConfused);
    QVERIFY(!test->roll);
    QVERIFY(!test->unitAfter.state.isConfused());

    // Friends evading through them do not confuse them; living friends are.
    const QList<Unit> after =
        evade(listed(Revolution, "empire", "Knights", 3), {skeletons, listed(Revolution, "empire", "Halberdiers", 4)});
    QVERIFY(!after.at(1).state.isConfused());
    QVERIFY(after.at(2).state.isConfused());

    // Nor can the players mark them confused by hand.
    const Battle battle = Battle::start(Ruleset::revolution(), {skeletons}, {}).value();
    QVERIFY(!QuickEdits::input(battle, skeletons.id, QuickEdit::ToggleConfused));
}

void TestSpecialRules::regeneratesOneHitARound()
{
    // Trolls (Hits 3) take 4 hits: one stand goes, the hit left over regenerates, and all 4 count
    // for the result, as the Orc list's own text says.
    CombatRequest request;
    CombatUnit orcs{listed(Revolution, "orcs", "Orc Warriors", 1), {FightingStand{}}, 0, std::nullopt, 0};
    CombatUnit trolls{listed(Revolution, "orcs", "Trolls", 2), {FightingStand{}}, 0, std::nullopt, 0};
    request.sides[Side::first()] = {orcs};
    request.sides[Side::second()] = {trolls};
    // The Orcs' 4 dice all hit, the Trolls' 5 all miss, and the Trolls save none of the 4 hits.
    ScriptedDiceSource dice({6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1});
    const Result<CombatRoundResult> round = resolveCombatRound(request, Ruleset::revolution(), dice);
    QVERIFY2(round.ok(), round.ok() ? "" : qPrintable(round.error().message));
    const CombatUnitResult &t = round->units[Side::second()].first();
    QCOMPARE(t.hitsStruck, 4);
    QCOMPARE(t.hitsCounted, 4);
    QCOMPARE(t.standsRemoved, 1);
    QCOMPARE(t.regenerated, 1);
    QCOMPARE(t.after.state.hitsAccumulated, 0);
    QCOMPARE(round->sides[Side::first()].hits, 4);
}

void TestSpecialRules::brokenDownSteamTankIsDestroyedRetreating()
{
    // "Broken down": it never moves again, and is destroyed if it ever must.
    Unit tank = listed(Revolution, "empire", "Steam Tank", 2);
    tank.state.immobilised = true;
    const Unit orcs = listed(Revolution, "orcs", "Orc Warriors", 1);
    ScriptedDiceSource none;
    const Result<CombatOutcome> outcome = resolveCombatOutcome(
        firstWon(orcs, tank), Ruleset::revolution(), {}, {{1, CombatChoice::Stand}, {2, CombatChoice::Retreat}}, none);
    QVERIFY(outcome.ok());
    QCOMPARE(outcome->units[Side::second()].first().state.destroyed, std::optional(DestroyedBy::Retreat));

    // A Steam Tank still running retreats as any unit does.
    const Unit running = listed(Revolution, "empire", "Steam Tank", 2);
    const Result<CombatOutcome> retreated =
        resolveCombatOutcome(firstWon(orcs, running), Ruleset::revolution(), {},
                             {{1, CombatChoice::Stand}, {2, CombatChoice::Retreat}}, none);
    QVERIFY(retreated.ok());
    QVERIFY(!retreated->units[Side::second()].first().state.isDestroyed());
}

void TestSpecialRules::warWagonRetreat_data()
{
    QTest::addColumn<Unit>("wagon");
    QTest::addColumn<bool>("destroyed");
    QTest::newRow("Revolution: retreats") << listed(Revolution, "kislev", "War Wagon", 2) << false;
    QTest::newRow("classic: a column is destroyed, as artillery") << listed(Classic, "kislev", "War Wagon", 2) << true;
}

void TestSpecialRules::warWagonRetreat()
{
    QFETCH(Unit, wagon);
    QFETCH(bool, destroyed);
    const Unit orcs = listed(Revolution, "orcs", "Orc Warriors", 1);
    ScriptedDiceSource none;
    const Result<CombatOutcome> outcome = resolveCombatOutcome(
        firstWon(orcs, wagon), Ruleset::revolution(), {}, {{1, CombatChoice::Stand}, {2, CombatChoice::Retreat}}, none);
    QVERIFY(outcome.ok());
    QCOMPARE(outcome->units[Side::second()].first().state.isDestroyed(), destroyed);
}

void TestSpecialRules::mustPursue()
{
    const Unit flagellants = listed(Revolution, "empire", "Flagellants", 1);
    const Unit orcs = listed(Revolution, "orcs", "Orc Warriors", 2);
    const QList<UnitChoices> choices = combatChoices(firstWon(flagellants, orcs), Ruleset::revolution(), {});
    const UnitChoices &c = choices.first();
    QCOMPARE(c.id, 1);
    QCOMPARE(c.allowed, QList<CombatChoice>{CombatChoice::Pursue});
    QVERIFY(std::any_of(c.refused.cbegin(), c.refused.cend(),
                        [](const RefusedChoice &r) { return r.choice == CombatChoice::Stand; }));

    // Halberdiers that win choose freely.
    const QList<UnitChoices> free =
        combatChoices(firstWon(listed(Revolution, "empire", "Halberdiers", 1), orcs), Ruleset::revolution(), {});
    QVERIFY(free.first().allowed.contains(CombatChoice::Stand));
}

void TestSpecialRules::orderModifier()
{
    // Classic Trolls: -1 on every order to them, or to a brigade with them, once.
    const Unit trolls = listed(Classic, "orc", "Trolls", 1);
    const Unit orcs = listed(Classic, "orc", "Orc Warriors", 2);
    const Result<OrderPreview> alone = previewOrder(order({trolls}, 10, Classic), {}, Ruleset::warmaster());
    QVERIFY(alone.ok());
    QCOMPARE(penaltyOf(alone.value(), OrderPenaltyKind::UnitRule), -1);
    const Result<OrderPreview> brigade = previewOrder(order({orcs, trolls}, 10, Classic), {}, Ruleset::warmaster());
    QVERIFY(brigade.ok());
    QCOMPARE(penaltyOf(brigade.value(), OrderPenaltyKind::UnitRule), -1);
    QCOMPARE(brigade.value().totalPenalty(), -1);
    const Result<OrderPreview> orcsOnly = previewOrder(order({orcs}, 10, Classic), {}, Ruleset::warmaster());
    QCOMPARE(penaltyOf(orcsOnly.value(), OrderPenaltyKind::UnitRule), 0);
}

void TestSpecialRules::doubleDistancePenalty_data()
{
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("penalty");
    // The Revolution Orc list's own example: no penalty at 20 cm, -2 at 40 cm, -4 at 60 cm.
    QTest::newRow("20 cm") << 20 << 0;
    QTest::newRow("40 cm") << 40 << -2;
    QTest::newRow("60 cm") << 60 << -4;
}

void TestSpecialRules::doubleDistancePenalty()
{
    QFETCH(int, distance);
    QFETCH(int, penalty);
    const Unit trolls = listed(Revolution, "orcs", "Trolls", 1);
    const Unit orcs = listed(Revolution, "orcs", "Orc Warriors", 2);
    const Result<OrderPreview> alone = previewOrder(order({trolls}, distance, Revolution), {}, Ruleset::revolution());
    QVERIFY(alone.ok());
    QCOMPARE(penaltyOf(alone.value(), OrderPenaltyKind::Distance), penalty);
    const Result<OrderPreview> brigade =
        previewOrder(order({orcs, trolls}, distance, Revolution), {}, Ruleset::revolution());
    QCOMPARE(penaltyOf(brigade.value(), OrderPenaltyKind::Distance), penalty);
    const Result<OrderPreview> orcsOnly = previewOrder(order({orcs}, distance, Revolution), {}, Ruleset::revolution());
    QCOMPARE(penaltyOf(orcsOnly.value(), OrderPenaltyKind::Distance), penalty / 2);
}

void TestSpecialRules::orderRange()
{
    // Reptilian: only a character within 20 cm orders Saurus, alone or in a brigade.
    const Unit saurus = listed(Revolution, "lizardmen", "Saurus", 1);
    const Unit skinks = listed(Revolution, "lizardmen", "Skinks", 2);
    QVERIFY(previewOrder(order({saurus}, 20, Revolution), {}, Ruleset::revolution()).ok());
    const Result<OrderPreview> far = previewOrder(order({saurus}, 25, Revolution), {}, Ruleset::revolution());
    QVERIFY(!far.ok());
    QVERIFY(far.error().message.contains(QStringLiteral("20 cm")));
    QVERIFY(!previewOrder(order({skinks, saurus}, 25, Revolution), {}, Ruleset::revolution()).ok());
    QVERIFY(previewOrder(order({skinks}, 25, Revolution), {}, Ruleset::revolution()).ok());
}

void TestSpecialRules::sparedPenalties()
{
    // The Undead ignore enemies within 20 cm; a brigade with Ghouls (not Undead) does not.
    OrderRequest undead = order({listed(Revolution, "vampire-counts", "Skeletons", 1)}, 10, Revolution);
    undead.enemyWithin20cm = true;
    QCOMPARE(penaltyOf(previewOrder(undead, {}, Ruleset::revolution()).value(), OrderPenaltyKind::EnemyNear), 0);
    undead.units.append(listed(Revolution, "vampire-counts", "Ghouls", 2));
    QCOMPARE(penaltyOf(previewOrder(undead, {}, Ruleset::revolution()).value(), OrderPenaltyKind::EnemyNear), -1);

    // Lizardmen take no penalty for dense terrain.
    OrderRequest jungle = order({listed(Revolution, "lizardmen", "Saurus", 1)}, 10, Revolution);
    jungle.denseTerrain = true;
    QCOMPARE(penaltyOf(previewOrder(jungle, {}, Ruleset::revolution()).value(), OrderPenaltyKind::DenseTerrain), 0);
    OrderRequest woods = order({listed(Revolution, "empire", "Halberdiers", 1)}, 10, Revolution);
    woods.denseTerrain = true;
    QCOMPARE(penaltyOf(previewOrder(woods, {}, Ruleset::revolution()).value(), OrderPenaltyKind::DenseTerrain), -1);
}

void TestSpecialRules::driveBackDice()
{
    // Bushido: one die fewer, so 3 hits roll 2 dice and a single hit none.
    Unit samurai = listed(Revolution, "nippon", "Samurai", 1);
    samurai.state.hitsTakenThisPhase = 3;
    ScriptedDiceSource dice({1, 2});
    const Result<ShootingPhaseEnd> end = endShootingPhase({samurai}, Ruleset::revolution(), dice);
    QVERIFY(end.ok());
    QVERIFY(end->driveBacks.first().dice);
    QCOMPARE(end->driveBacks.first().dice->faces.size(), 2);
    QCOMPARE(end->driveBacks.first().distanceCm, 3);
    samurai.state.hitsTakenThisPhase = 1;
    ScriptedDiceSource none;
    const Result<ShootingPhaseEnd> one = endShootingPhase({samurai}, Ruleset::revolution(), none);
    QVERIFY(one.ok());
    QVERIFY(!one->driveBacks.first().dice);
}

void TestSpecialRules::noInitiativeNoEvade_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<bool>("charges");
    QTest::addColumn<bool>("evades");
    QTest::newRow("Tomb Kings Skeletons") << listed(Revolution, "tomb-kings", "Skeletons") << false << false;
    QTest::newRow("Samurai (Bushido)") << listed(Revolution, "nippon", "Samurai") << true << false;
    QTest::newRow("Flagellants") << listed(Revolution, "empire", "Flagellants") << true << false;
    QTest::newRow("Halberdiers") << listed(Revolution, "empire", "Halberdiers") << true << true;
}

void TestSpecialRules::noInitiativeNoEvade()
{
    QFETCH(Unit, unit);
    QFETCH(bool, charges);
    QFETCH(bool, evades);
    QCOMPARE(!whyCannotCharge(unit, ChargeBy::Initiative, {}), charges);
    QCOMPARE(!whyCannotEvade(unit, {}), evades);
}

void TestSpecialRules::traitValuesRoundTripThroughProfiles()
{
    // A value other than the default is kept by the profile and read back by it.
    UnitProfile p = listed(Classic, "orc", "Trolls").profile;
    QCOMPARE(p.value(Trait::OrderModifier), -1);
    p.traitValues.insert(Trait::OrderModifier, -2);
    QCOMPARE(p.value(Trait::OrderModifier), -2);
    QVERIFY(p.validate().isEmpty());
    p.traitValues.insert(Trait::OrderModifier, -9);
    QVERIFY(!p.validate().isEmpty());
    p.traitValues = {{Trait::Flyer, 1}};
    QVERIFY(!p.validate().isEmpty());
}

void TestSpecialRules::brigadeLimit()
{
    // Skaven brigades may have any number of units; Cathay's up to 6 without cavalry; others 4.
    QList<Unit> rats;
    for (int i = 0; i < 6; ++i)
        rats.append(listed(Revolution, "skaven", "Clanrats", UnitId(i + 1)));
    QVERIFY(previewOrder(order(rats, 10, Revolution), {}, Ruleset::revolution()).ok());

    QList<Unit> cathay;
    for (int i = 0; i < 6; ++i)
        cathay.append(listed(Revolution, "cathay", i < 2 ? "Bannermen" : "Crossbows", UnitId(i + 1)));
    QVERIFY(previewOrder(order(cathay, 10, Revolution), {}, Ruleset::revolution()).ok());
    cathay.append(listed(Revolution, "cathay", "Crossbows", 7));
    QVERIFY(!previewOrder(order(cathay, 10, Revolution), {}, Ruleset::revolution()).ok());
    cathay = cathay.mid(0, 5);
    cathay.append(listed(Revolution, "cathay", "Imperial Cavalry", 8));
    const Result<OrderPreview> withCavalry = previewOrder(order(cathay, 10, Revolution), {}, Ruleset::revolution());
    QVERIFY(!withCavalry.ok());
    QVERIFY(withCavalry.error().message.contains(QStringLiteral("at most 4 units")));

    QList<Unit> orcs;
    for (int i = 0; i < 5; ++i)
        orcs.append(listed(Revolution, "orcs", "Orc Warriors", UnitId(i + 1)));
    QVERIFY(!previewOrder(order(orcs, 10, Revolution), {}, Ruleset::revolution()).ok());
}

void TestSpecialRules::commandRange()
{
    // Under the Lash: even the Skaven General orders only up to 20 cm.
    OrderRequest r = order({listed(Revolution, "skaven", "Clanrats", 1)}, 25, Revolution);
    r.character = listed(Revolution, "skaven", "Grey Seer", 100);
    QCOMPARE(commandRangeCm(r.character.profile), std::optional(20));
    QVERIFY(!previewOrder(r, {}, Ruleset::revolution()).ok());
    r.distanceCm = 20;
    QVERIFY(previewOrder(r, {}, Ruleset::revolution()).ok());
    QCOMPARE(commandRangeCm(listed(Revolution, "orcs", "Orc General").profile), std::nullopt);
}

void TestSpecialRules::pursuitRules_data()
{
    QTest::addColumn<Unit>("winner");
    QTest::addColumn<Unit>("loser");
    QTest::addColumn<bool>("mayPursue");
    const Unit knights = listed(Revolution, "empire", "Knights", 2);
    QTest::newRow("Clanrats after Knights (Skaven pursue anything)")
        << listed(Revolution, "skaven", "Clanrats", 1) << knights << true;
    QTest::newRow("Halberdiers after Knights") << listed(Revolution, "empire", "Halberdiers", 1) << knights << false;
    QTest::newRow("Ulfwerener after Knights") << listed(Revolution, "norse", "Ulfwerener", 1) << knights << true;
    QTest::newRow("Halberdiers after Birdmen (pursued by anyone)")
        << listed(Revolution, "empire", "Halberdiers", 1) << listed(Revolution, "dogs-of-war", "Birdmen", 2) << true;
    QTest::newRow("Halberdiers after Harpies")
        << listed(Revolution, "empire", "Halberdiers", 1) << listed(Revolution, "dark-elves", "Harpies", 2) << false;
}

void TestSpecialRules::pursuitRules()
{
    QFETCH(Unit, winner);
    QFETCH(Unit, loser);
    QFETCH(bool, mayPursue);
    const QList<UnitChoices> choices = combatChoices(firstWon(winner, loser), Ruleset::revolution(), {});
    QCOMPARE(choices.first().allowed.contains(CombatChoice::Pursue), mayPursue);
}

void TestSpecialRules::honourAndDutyRaisesTheBreakPoint()
{
    // The Nippon list's own example: 16 units withdraw once 8 are lost; with Honour and Duty, 9.
    QList<Unit> nippon;
    QList<Unit> empire;
    for (int i = 0; i < 16; ++i) {
        nippon.append(listed(Revolution, "nippon", "Ashigaru", UnitId(i + 1)));
        empire.append(listed(Revolution, "empire", "Halberdiers", UnitId(i + 1)));
    }
    QCOMPARE(armyLosses(empire).breakPoint, 8);
    QCOMPARE(armyLosses(nippon).breakPoint, 9);
    for (int i = 0; i < 8; ++i) {
        destroyUnit(nippon[i].state, DestroyedBy::Casualties);
        destroyUnit(empire[i].state, DestroyedBy::Casualties);
    }
    QVERIFY(armyLosses(empire).withdraws());
    QVERIFY(!armyLosses(nippon).withdraws());
    destroyUnit(nippon[8].state, DestroyedBy::Casualties);
    QVERIFY(armyLosses(nippon).withdraws());
}

void TestSpecialRules::askedRulesReachTheirResolver()
{
    // Ogres must charge humans on initiative: the charge resolver shows it for a charge on
    // initiative, not for one ordered. The Giant's going wild is shown with its orders.
    const Unit ogres = listed(Revolution, "orcs", "Ogres", 1);
    const Unit giant = listed(Revolution, "orcs", "Giant", 2);
    const Unit general = listed(Revolution, "orcs", "Orc General", 3);
    const Unit men = listed(Revolution, "empire", "Halberdiers", 10);
    const Battle battle = Battle::start(Ruleset::revolution(), {ogres, giant, general}, {men}).value();

    ChargeAction charge;
    charge.chargers = {1};
    charge.charged = {10};
    charge.onInitiative = true;
    QList<RuleReminder> found = RuleReminders::forAction(battle, charge);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().unit, 1);
    QCOMPARE(found.first().rule.name, QStringLiteral("Ogres"));
    charge.onInitiative = false;
    QVERIFY(RuleReminders::forAction(battle, charge).isEmpty());

    OrderAction order;
    order.character = 3;
    order.units = {2};
    found = RuleReminders::forAction(battle, order);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().rule.name, QStringLiteral("Giant"));
    QCOMPARE(found.first().rule.asked, RuleMoment::Orders);
    // Before the Ogres are ordered, the charge they may have had to make on initiative.
    order.units = {1};
    found = RuleReminders::forAction(battle, order);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().rule.name, QStringLiteral("Ogres"));
}

void TestSpecialRules::everyListRuleOfAnAskedMomentIsReminded()
{
    // Whatever the moment a list asks a rule at, some action is resolved at that moment.
    QList<RuleMoment> resolved{RuleMoment::CommandStart};
    const ActionInput inputs[] = {OrderAction{},  InitiativeAction{}, ChargeAction{}, ShootAction{},
                                  CombatAction{}, EndPhaseAction{},   EvadeAction{},  AdvanceAction{}};
    for (const ActionInput &input : inputs)
        resolved += RuleReminders::momentsOf(input);
    QList<RuleMoment> asked;
    for (const ArmyList &list : lists().lists()) {
        for (const ArmyUnit &unit : list.units) {
            for (const SpecialRule &rule : unit.profile.rules) {
                if (rule.asked != RuleMoment::None)
                    asked.append(rule.asked);
            }
        }
    }
    QVERIFY(!asked.isEmpty());
    for (RuleMoment moment : std::as_const(asked))
        QVERIFY2(resolved.contains(moment), qPrintable(enumKey(moment)));
}

QTEST_GUILESS_MAIN(TestSpecialRules)
#include "tst_specialrules.moc"
