// SPDX-License-Identifier: GPL-3.0-or-later
// The states spells leave on units, as the rules read them: each state is put on a unit directly, as
// a cast would leave it, and the number it changes is checked (the score an order needs, a stand's
// attacks, the score to hit, the positions, the save, a refusal). No rule reads a spell's name: the
// names here are only the ones the sentences give back.
#include "tests/core/metatypes.h"
#include "tests/core/testcombat.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/walkthrough/walkthrough.h"
#include "core/rules/armour.h"
#include "core/rules/combat.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/combatround.h"
#include "core/rules/command.h"
#include "core/rules/driveback.h"
#include "core/rules/movement.h"
#include "core/rules/shooting.h"

#include <QTest>

Q_DECLARE_METATYPE(wm::DriveBackOutcome)

using namespace wm;
using namespace wm::test;

namespace {

// A spell's state on a unit, lasting to the end of the second side's first turn.
Unit under(Unit u, const char *spell, SpellState state, int value = 0)
{
    SpellOnUnit on;
    on.spell = QString::fromUtf8(spell);
    on.wizard = 99;
    on.state = state;
    on.value = value;
    on.endsTurn = 1;
    on.endsSide = Side::second();
    u.state.spells.append(on);
    return u;
}

// The same state held by a wizard as an aura over others: never a state of his own.
Unit carryingAura(Unit u, const char *spell, SpellState state, int value = 0)
{
    u = under(std::move(u), spell, state, value);
    u.state.spells.last().aura = true;
    u.state.spells.last().rangeCm = 30;
    return u;
}

Unit withTraits(Unit u, Traits traits)
{
    u.profile.traits |= traits;
    return u;
}

OrderRequest order(const Unit &character, QList<Unit> units)
{
    OrderRequest r;
    r.character = character;
    r.units = std::move(units);
    r.distanceCm = 10;
    return r;
}

int spellPenalty(const QList<OrderPenalty> &penalties)
{
    int total = 0;
    for (const OrderPenalty &p : penalties) {
        if (p.kind == OrderPenaltyKind::Spell)
            total += p.value;
    }
    return total;
}

// One round: `unit` fights with `stands` stands (a character with the first, if one is given)
// against one stand of `enemy`. Every die misses unless `faces` says otherwise.
Result<CombatRoundResult> fight(const Unit &unit, int stands, const Unit &enemy,
                                const std::optional<Unit> &character = std::nullopt, QList<int> faces = {})
{
    CombatRequest request;
    CombatUnit mine{unit, QList<FightingStand>(stands, FightingStand{}), 0, character, 0};
    CombatUnit theirs{enemy, {FightingStand{}}, 0, std::nullopt, 0};
    request.sides[Side::first()] = {mine};
    request.sides[Side::second()] = {theirs};
    while (faces.size() < 60)
        faces.append(1);
    ScriptedDiceSource dice(faces);
    return resolveCombatRound(request, Ruleset::revolution(), dice);
}

int diceOf(const CombatUnitResult &r)
{
    int dice = 0;
    for (const CombatStandDice &s : r.stands)
        dice += s.dice;
    return dice;
}

Result<ShootingResult> shoot(const Unit &shooter, const Unit &target, const Ruleset &ruleset = Ruleset::revolution())
{
    ShootingRequest request;
    request.shooters = {Shooter(shooter, shooter.state.standsLeft)};
    request.target = target;
    ScriptedDiceSource dice(QList<int>(20, 1));
    return resolveShooting(request, ruleset, dice);
}

} // namespace

class TestSpellStates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void orderPenalty_data();
    void orderPenalty();
    void orderPenaltyIsShownWithItsSpell();
    void blundersOnDoubles_data();
    void blundersOnDoubles();
    void chargeAndInitiative_data();
    void chargeAndInitiative();
    void pursuitAndAdvance_data();
    void pursuitAndAdvance();
    void attacks_data();
    void attacks();
    void attackModifiersNameTheSpell();
    void terror_data();
    void terror();
    void positions_data();
    void positions();
    void positionsInCombat();
    void shotAtPenalty_data();
    void shotAtPenalty();
    void armour_data();
    void armour();
    void hitsBonusPerStand_data();
    void hitsBonusPerStand();
    void cannotShoot();
    void noDriveBackAndNeverConfused_data();
    void noDriveBackAndNeverConfused();
    void shootsTwice_data();
    void shootsTwice();
    void walkthroughsNameTheSpell();
};

void TestSpellStates::orderPenalty_data()
{
    QTest::addColumn<QList<Unit>>("units");
    QTest::addColumn<int>("penalty");
    QTest::addColumn<int>("needed");
    const Unit knights = unit(1, test::knights());
    const Unit halberdiers = unit(2, test::halberdiers());
    const Unit cursed = under(knights, "Traitor Kin", SpellState::OrderPenalty, -1);
    QTest::newRow("no spell") << QList<Unit>{knights} << 0 << 9;
    QTest::newRow("the unit under it") << QList<Unit>{cursed} << -1 << 8;
    QTest::newRow("a brigade with it") << QList<Unit>{halberdiers, cursed} << -1 << 8;
    QTest::newRow("two under it: once, the worst")
        << QList<Unit>{under(halberdiers, "Traitor Kin", SpellState::OrderPenalty, -1),
                       under(cursed, "Doom", SpellState::OrderPenalty, -1)}
        << -2 << 7;
    QTest::newRow("an aura the unit carries is not on it")
        << QList<Unit>{carryingAura(knights, "Sand Storm", SpellState::OrderPenalty, -1)} << 0 << 9;
}

void TestSpellStates::orderPenalty()
{
    QFETCH(QList<Unit>, units);
    QFETCH(int, penalty);
    QFETCH(int, needed);
    const Result<OrderPreview> preview =
        previewOrder(order(unit(100, empireGeneral()), units), {}, Ruleset::revolution());
    QVERIFY2(preview.ok(), preview.ok() ? "" : qPrintable(preview.error().message));
    QCOMPARE(spellPenalty(preview->penalties), penalty);
    QCOMPARE(preview->needed, needed);

    // The order itself counts the same.
    ScriptedDiceSource dice({3, 4});
    const Result<OrderResult> result =
        resolveOrder(order(unit(100, empireGeneral()), units), {}, Ruleset::revolution(), dice);
    QVERIFY(result.ok());
    QCOMPARE(result->needed, needed);
}

void TestSpellStates::orderPenaltyIsShownWithItsSpell()
{
    const Unit cursed = under(unit(1, knights()), "Traitor Kin", SpellState::OrderPenalty, -1);
    const Result<OrderPreview> preview =
        previewOrder(order(unit(100, empireGeneral()), {cursed}), {}, Ruleset::revolution());
    QVERIFY(preview.ok());
    QCOMPARE(preview->penalties.size(), 1);
    QCOMPARE(preview->penalties.first().name(), QStringLiteral("Spell on Knights"));
    QCOMPARE(preview->penalties.first().describe(), QStringLiteral("Spell on Knights (Traitor Kin) −1"));
}

void TestSpellStates::blundersOnDoubles_data()
{
    QTest::addColumn<Unit>("character");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<OrderVerdict>("verdict");
    const Unit hero = unit(100, empireHero());
    const Unit spited = under(hero, "Spite of Low'Key", SpellState::BlundersOnDoubles);
    const Unit general = under(unit(100, empireGeneral()), "Spite of Low'Key", SpellState::BlundersOnDoubles);
    QTest::newRow("a double without the spell passes") << hero << QList<int>{2, 2} << OrderVerdict::Passed;
    QTest::newRow("a double under it blunders") << spited << QList<int>{2, 2, 1} << OrderVerdict::Blunder;
    QTest::newRow("no double passes") << spited << QList<int>{2, 3} << OrderVerdict::Passed;
    QTest::newRow("a double six blunders as ever") << spited << QList<int>{6, 6, 1} << OrderVerdict::Blunder;
    QTest::newRow("the General's double blunders") << general << QList<int>{3, 3, 1} << OrderVerdict::Blunder;
    QTest::newRow("the General's double six stays his own")
        << general << QList<int>{6, 6} << OrderVerdict::GeneralDoubleSix;
    QTest::newRow("an aura he carries is not on him")
        << carryingAura(hero, "Spite of Low'Key", SpellState::BlundersOnDoubles) << QList<int>{2, 2}
        << OrderVerdict::Passed;
}

void TestSpellStates::blundersOnDoubles()
{
    QFETCH(Unit, character);
    QFETCH(QList<int>, faces);
    QFETCH(OrderVerdict, verdict);
    ScriptedDiceSource dice(faces);
    const Result<OrderResult> result =
        resolveOrder(order(character, {unit(1, halberdiers())}), {}, Ruleset::revolution(), dice);
    QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
    QCOMPARE(result->verdict, verdict);
    QCOMPARE(dice.remaining(), std::optional<qsizetype>(0));
    const bool bySpell = verdict == OrderVerdict::Blunder && faces.first() != 6;
    QCOMPARE(result->blunderSpell, bySpell ? QStringLiteral("Spite of Low'Key") : QString());
}

void TestSpellStates::chargeAndInitiative_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<QString>("byOrder");
    QTest::addColumn<QString>("byInitiative");
    QTest::addColumn<QString>("evade");
    Unit knights = unit(1, test::knights());
    knights.state.mayChargeOnOrder = true; // its order passed
    QTest::newRow("no spell") << knights << QString() << QString() << QString();
    QTest::newRow("may not charge") << under(knights, "Dominion", SpellState::CannotCharge)
                                    << QStringLiteral("Knights may not charge: Dominion is on it.")
                                    << QStringLiteral("Knights may not charge: Dominion is on it.") << QString();
    const QString noInitiative = QStringLiteral("Knights may not use its initiative: Traitor Kin is on it.");
    QTest::newRow("no initiative") << under(knights, "Traitor Kin", SpellState::NoInitiative) << QString()
                                   << noInitiative << noInitiative;
}

void TestSpellStates::chargeAndInitiative()
{
    QFETCH(Unit, unit);
    QFETCH(QString, byOrder);
    QFETCH(QString, byInitiative);
    QFETCH(QString, evade);
    auto message = [](const std::optional<Error> &e) { return e ? e->message : QString(); };
    QCOMPARE(message(whyCannotCharge(unit, ChargeBy::Order, {})), byOrder);
    Unit early = unit;
    early.state.mayChargeOnOrder = false;
    QCOMPARE(message(whyCannotCharge(early, ChargeBy::Initiative, {})), byInitiative);
    QCOMPARE(message(whyCannotEvade(early, {})), evade);
}

void TestSpellStates::pursuitAndAdvance_data()
{
    QTest::addColumn<Unit>("winner");
    QTest::addColumn<bool>("loserDestroyed");
    QTest::addColumn<bool>("goesOn");
    QTest::addColumn<bool>("mayStand");
    const Unit halberdiers = unit(1, test::halberdiers());
    const Unit mustPursue = withTraits(halberdiers, Trait::MustPursue);
    QTest::newRow("pursues") << halberdiers << false << true << true;
    QTest::newRow("advances") << halberdiers << true << true << true;
    QTest::newRow("held: no pursuit") << under(halberdiers, "Dominion", SpellState::NoPursuitOrAdvance) << false
                                      << false << true;
    QTest::newRow("held: no advance") << under(halberdiers, "Dominion", SpellState::NoPursuitOrAdvance) << true << false
                                      << true;
    QTest::newRow("must pursue") << mustPursue << false << true << false;
    QTest::newRow("must pursue, held") << under(mustPursue, "Dominion", SpellState::NoPursuitOrAdvance) << false
                                       << false << true;
}

void TestSpellStates::pursuitAndAdvance()
{
    QFETCH(Unit, winner);
    QFETCH(bool, loserDestroyed);
    QFETCH(bool, goesOn);
    QFETCH(bool, mayStand);
    Unit loser = unit(2, bowmen());
    if (loserDestroyed)
        destroyUnit(loser.state, DestroyedBy::Casualties);
    const QList<UnitChoices> choices = combatChoices(firstWon(winner, loser), Ruleset::revolution(), {});
    const UnitChoices &c = choices.first();
    const CombatChoice follow = loserDestroyed ? CombatChoice::Advance : CombatChoice::Pursue;
    QCOMPARE(c.allowed.contains(follow), goesOn);
    QCOMPARE(c.allowed.contains(CombatChoice::Stand), mayStand);
    if (winner.underSpell(SpellState::NoPursuitOrAdvance)) {
        const auto refused = std::find_if(c.refused.cbegin(), c.refused.cend(),
                                          [&](const RefusedChoice &r) { return r.choice == follow; });
        QVERIFY(refused != c.refused.cend());
        QCOMPARE(refused->reason, QStringLiteral("It neither pursues nor advances: Dominion is on it."));
    }
}

void TestSpellStates::attacks_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<bool>("withHero");
    QTest::addColumn<int>("dice");
    // Three stands of Halberdiers (3 attacks each); a Hero adds 1 to a stand.
    const Unit halberdiers = unit(1, test::halberdiers());
    QTest::newRow("no spell") << halberdiers << false << 9;
    QTest::newRow("no spell, a Hero") << halberdiers << true << 10;
    QTest::newRow("each stand +1") << under(halberdiers, "Waaagh!", SpellState::AttackBonusPerStand, 1) << false << 12;
    QTest::newRow("each stand +1, the Hero too")
        << under(halberdiers, "Waaagh!", SpellState::AttackBonusPerStand, 1) << true << 14;
    QTest::newRow("each stand -1") << under(halberdiers, "Chill", SpellState::AttackBonusPerStand, -1) << false << 6;
    QTest::newRow("the unit +2") << under(halberdiers, "Monster Bear!", SpellState::AttackBonusPerUnit, 2) << false
                                 << 11;
    QTest::newRow("the unit +2, not the Hero")
        << under(halberdiers, "Monster Bear!", SpellState::AttackBonusPerUnit, 2) << true << 12;
    QTest::newRow("the unit and its character +1, no character")
        << under(halberdiers, "Light of Battle", SpellState::AttackBonusPerUnitAndCharacter, 1) << false << 10;
    QTest::newRow("the unit and its character +1")
        << under(halberdiers, "Light of Battle", SpellState::AttackBonusPerUnitAndCharacter, 1) << true << 12;
}

void TestSpellStates::attacks()
{
    QFETCH(Unit, unit);
    QFETCH(bool, withHero);
    QFETCH(int, dice);
    const std::optional<Unit> hero = withHero ? std::optional(test::unit(50, empireHero())) : std::nullopt;
    const Result<CombatRoundResult> round = fight(unit, 3, test::unit(2, bowmen()), hero);
    QVERIFY2(round.ok(), round.ok() ? "" : qPrintable(round.error().message));
    QCOMPARE(diceOf(round->units[Side::first()].first()), dice);
}

void TestSpellStates::attackModifiersNameTheSpell()
{
    const Unit halberdiers =
        under(under(unit(1, test::halberdiers()), "Light of Battle", SpellState::AttackBonusPerUnitAndCharacter, 1),
              "Waaagh!", SpellState::AttackBonusPerStand, 1);
    const Result<CombatRoundResult> round = fight(halberdiers, 2, unit(2, bowmen()), unit(50, empireHero()));
    QVERIFY(round.ok());
    const CombatUnitResult &r = round->units[Side::first()].first();
    QStringList first;
    for (const AttackModifier &m : r.stands.at(0).modifiers)
        first.append(m.name());
    QCOMPARE(first, (QStringList{QStringLiteral("Waaagh!: each stand"), QStringLiteral("Light of Battle: the unit"),
                                 QStringLiteral("Waaagh!: the character with it"),
                                 QStringLiteral("Light of Battle: the character with it")}));
    // 3 attacks +1 each stand, +1 the unit, the Hero's 1 with +1 and +1.
    QCOMPARE(r.stands.at(0).dice, 3 + 1 + 1 + 1 + 1 + 1);
    QCOMPARE(r.stands.at(1).dice, 3 + 1);

    StandSituation s;
    const Unit enchanted =
        under(unit(1, test::halberdiers()), "Weird Enchantment", SpellState::TreatsEnemiesAsTerrifying, -1);
    QCOMPARE(attackModifiers(enchanted, s).first().name(),
             QStringLiteral("Weird Enchantment: fights as if the enemy caused terror"));
}

void TestSpellStates::terror_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<Unit>("enemy");
    QTest::addColumn<int>("dice");
    // One stand of Halberdiers (3 attacks) against one stand of the enemy.
    const Unit halberdiers = unit(1, test::halberdiers());
    const Unit immune = withTraits(halberdiers, Trait::IgnoresTerror);
    const Unit giant = unit(2, test::giant());
    const Unit knights = unit(2, test::knights());
    const Unit enchanted = under(halberdiers, "Weird Enchantment", SpellState::TreatsEnemiesAsTerrifying, -1);
    QTest::newRow("a terrifying enemy") << halberdiers << giant << 2;
    QTest::newRow("its terror stopped") << halberdiers << under(giant, "Weird Enchantment", SpellState::CausesNoTerror)
                                        << 3;
    QTest::newRow("terrifying by a spell")
        << halberdiers << under(knights, "Aspect of Wulfen", SpellState::CausesTerror) << 2;
    QTest::newRow("immune by a spell") << under(halberdiers, "Tranquility", SpellState::IgnoresTerror) << giant << 3;
    QTest::newRow("terrifying by a spell, immune by a spell")
        << under(halberdiers, "Tranquility", SpellState::IgnoresTerror)
        << under(knights, "Aspect of Wulfen", SpellState::CausesTerror) << 3;
    QTest::newRow("every enemy terrifying") << enchanted << knights << 2;
    QTest::newRow("every enemy terrifying, a terrifying one: once") << enchanted << giant << 2;
    QTest::newRow("every enemy terrifying, even when immune")
        << under(immune, "Weird Enchantment", SpellState::TreatsEnemiesAsTerrifying, -1) << knights << 2;
    QTest::newRow("an enchanted Giant loses its own attack")
        << under(under(test::unit(1, test::giant()), "Weird Enchantment", SpellState::TreatsEnemiesAsTerrifying, -1),
                 "Weird Enchantment", SpellState::CausesNoTerror)
        << knights << 7;
    QTest::newRow("every enemy terrifying, its own terror spares it")
        << under(test::unit(1, test::giant()), "Weird Enchantment", SpellState::TreatsEnemiesAsTerrifying, -1)
        << knights << 8;
    QTest::newRow("its own terror spares it")
        << under(test::unit(1, test::giant()), "Aspect of Wulfen", SpellState::CausesTerror)
        << under(knights, "Aspect of Wulfen", SpellState::CausesTerror) << 8;
}

void TestSpellStates::terror()
{
    QFETCH(Unit, unit);
    QFETCH(Unit, enemy);
    QFETCH(int, dice);
    const Result<CombatRoundResult> round = fight(unit, 1, enemy);
    QVERIFY2(round.ok(), round.ok() ? "" : qPrintable(round.error().message));
    QCOMPARE(diceOf(round->units[Side::first()].first()), dice);
}

void TestSpellStates::positions_data()
{
    QTest::addColumn<Unit>("target");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<QList<int>>("positions"); // open, defended, fortified
    const Unit halberdiers = unit(1, test::halberdiers());
    const Unit sanctuary = under(halberdiers, "Sanctuary", SpellState::CountsDefended);
    const Unit mists = under(halberdiers, "Mists of Albion", SpellState::AtLeastDefended);
    const ShotTiming phase = ShotTiming::ShootingPhase;
    QTest::newRow("no spell") << placed(halberdiers, 2, 1, 0) << phase << QList<int>{2, 1, 0};
    QTest::newRow("counts defended: open") << placed(sanctuary, 3, 0, 0) << phase << QList<int>{0, 3, 0};
    QTest::newRow("counts defended: defended is fortified")
        << placed(sanctuary, 0, 3, 0) << phase << QList<int>{0, 0, 3};
    QTest::newRow("counts defended: mixed") << placed(sanctuary, 1, 1, 1) << phase << QList<int>{0, 1, 2};
    QTest::newRow("counts defended: cavalry, cover no matter")
        << placed(under(unit(1, knights()), "Sanctuary", SpellState::CountsDefended), 0, 3, 0) << phase
        << QList<int>{0, 3, 0};
    QTest::newRow("counts defended: charging")
        << placed(sanctuary, 0, 3, 0) << ShotTiming::AtChargers << QList<int>{0, 3, 0};
    QTest::newRow("at least defended: open") << placed(mists, 3, 0, 0) << phase << QList<int>{0, 3, 0};
    QTest::newRow("at least defended: fortified stays") << placed(mists, 1, 0, 2) << phase << QList<int>{0, 1, 2};
    QTest::newRow("an aura is not its own")
        << placed(carryingAura(halberdiers, "Sanctuary", SpellState::CountsDefended), 3, 0, 0) << phase
        << QList<int>{3, 0, 0};
}

void TestSpellStates::positions()
{
    QFETCH(Unit, target);
    QFETCH(ShotTiming, timing);
    QFETCH(QList<int>, positions);
    const StandPositions p = effectivePositions(target, Ruleset::revolution(), timing);
    QCOMPARE((QList<int>{p.open, p.defended, p.fortified}), positions);
}

void TestSpellStates::positionsInCombat()
{
    // Stands fighting a unit the spell protects hit it as a defended one.
    const Unit sanctuary = under(unit(2, test::halberdiers()), "Sanctuary", SpellState::CountsDefended);
    QCOMPARE(combatPosition(sanctuary, Protection::Open, Ruleset::revolution()), Protection::Defended);
    const Result<CombatRoundResult> round = fight(unit(1, bowmen()), 1, sanctuary);
    QVERIFY(round.ok());
    QCOMPARE(round->attacks.first().scoreToHit, 5);
}

void TestSpellStates::shotAtPenalty_data()
{
    QTest::addColumn<Unit>("shooter");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<int>("score");
    const Unit archers = unit(1, test::archers());
    const Unit bowmen = unit(2, test::bowmen());
    const Unit shielded = under(bowmen, "Aerial Shield", SpellState::ShotAtPenalty, -1);
    QTest::newRow("no spell") << archers << bowmen << 4;
    QTest::newRow("open, -1") << archers << shielded << 5;
    QTest::newRow("defended, -1") << archers << placed(shielded, 0, 3, 0) << 6;
    QTest::newRow("fortified, -1: a 6 still hits") << archers << placed(shielded, 0, 0, 3) << 6;
    QTest::newRow("open, -2") << archers << under(shielded, "Mist", SpellState::ShotAtPenalty, -1) << 6;
    QTest::newRow("a cannon at defended, -1") << unit(1, cannon()) << placed(shielded, 0, 3, 0) << 5;
}

void TestSpellStates::shotAtPenalty()
{
    QFETCH(Unit, shooter);
    QFETCH(Unit, target);
    QFETCH(int, score);
    const Result<ShootingResult> result = shoot(shooter, target);
    QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
    QCOMPARE(result->batches.first().rolls.first().scoreToHit, score);
}

void TestSpellStates::armour_data()
{
    QTest::addColumn<Unit>("target");
    QTest::addColumn<Armour>("armour");
    QTest::addColumn<Armour>("againstHandgunners"); // armour piercing
    auto better = [](const UnitProfile &p) {
        return under(unit(2, p), "Shield of the Old Ones", SpellState::ArmourOneBetter, 4);
    };
    auto magic = [](const UnitProfile &p) { return under(unit(2, p), "Mork Save Uz!", SpellState::MagicSave, 5); };
    QTest::newRow("no spell") << unit(2, halberdiers()) << Armour::saveOn(6) << Armour::none();
    QTest::newRow("one better: 6+ is 5+") << better(halberdiers()) << Armour::saveOn(5) << Armour::saveOn(6);
    QTest::newRow("one better: none is 6+") << better(bowmen()) << Armour::saveOn(6) << Armour::none();
    QTest::newRow("one better: 4+ at best") << better(knights()) << Armour::saveOn(4) << Armour::saveOn(5);
    QTest::newRow("one better: 3+ stays") << better(steamTank()) << Armour::saveOn(3) << Armour::saveOn(4);
    QTest::newRow("magic save: none is 5+") << magic(bowmen()) << Armour::saveOn(5) << Armour::saveOn(6);
    QTest::newRow("magic save: 6+ is 5+") << magic(halberdiers()) << Armour::saveOn(5) << Armour::saveOn(6);
    QTest::newRow("magic save: its own 4+ is better") << magic(knights()) << Armour::saveOn(4) << Armour::saveOn(5);
    QTest::newRow("an aura is not its own")
        << carryingAura(unit(2, halberdiers()), "Shield", SpellState::ArmourOneBetter, 4) << Armour::saveOn(6)
        << Armour::none();
}

void TestSpellStates::armour()
{
    QFETCH(Unit, target);
    QFETCH(Armour, armour);
    QFETCH(Armour, againstHandgunners);
    QCOMPARE(armourOf(target), armour);

    const Result<ShootingResult> archers = shoot(unit(1, test::archers()), target);
    QVERIFY(archers.ok());
    QCOMPARE(archers->batches.first().rolls.first().armour, armour);
    const Result<ShootingResult> handgunners = shoot(unit(1, test::handgunners()), target);
    QVERIFY(handgunners.ok());
    QCOMPARE(handgunners->batches.first().rolls.first().armour, againstHandgunners);

    const Result<CombatRoundResult> round = fight(unit(1, test::bowmen()), 1, target);
    QVERIFY(round.ok());
    QCOMPARE(round->attacks.first().armour, armour);
}

void TestSpellStates::hitsBonusPerStand_data()
{
    QTest::addColumn<int>("bonus");
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("standsRemoved");
    QTest::addColumn<int>("hitsLeft");
    // Bowmen (Hits 3, no armour) take the hits of the Halberdiers' sixes.
    QTest::newRow("no spell, 4 hits") << 0 << 4 << 1 << 1;
    QTest::newRow("+1, 4 hits") << 1 << 4 << 1 << 0;
    QTest::newRow("+1, 3 hits") << 1 << 3 << 0 << 3;
    QTest::newRow("+1, 9 hits") << 1 << 9 << 2 << 1;
}

void TestSpellStates::hitsBonusPerStand()
{
    QFETCH(int, bonus);
    QFETCH(int, hits);
    QFETCH(int, standsRemoved);
    QFETCH(int, hitsLeft);
    Unit bowmen = unit(2, test::bowmen());
    if (bonus != 0)
        bowmen = under(bowmen, "Troll Guts", SpellState::HitsBonusPerStand, bonus);
    QList<int> faces(hits, 6);
    while (faces.size() < 9)
        faces.append(1);
    const Result<CombatRoundResult> round = fight(unit(1, halberdiers()), 3, bowmen, std::nullopt, faces);
    QVERIFY2(round.ok(), round.ok() ? "" : qPrintable(round.error().message));
    const CombatUnitResult &r = round->units[Side::second()].first();
    QCOMPARE(r.hitsStruck, hits);
    QCOMPARE(r.hitsCounted, hits);
    QCOMPARE(r.standsRemoved, standsRemoved);
    QCOMPARE(r.after.state.hitsAccumulated, hitsLeft);
}

void TestSpellStates::cannotShoot()
{
    const Unit archers = under(unit(1, test::archers()), "Dominion", SpellState::CannotShoot);
    const Unit bowmen = unit(2, test::bowmen());
    QCOMPARE(shooterRefusal(archers, bowmen, ShotTiming::ShootingPhase), std::optional(ShooterRefusal::SpellForbids));
    QCOMPARE(shooterRefusalText(ShooterRefusal::SpellForbids, archers),
             QStringLiteral("Archers may not shoot: Dominion is on it."));
    Unit charged = archers;
    charged.state.chargedBy = {bowmen.id};
    QCOMPARE(shooterRefusal(charged, bowmen, ShotTiming::AtChargers), std::optional(ShooterRefusal::SpellForbids));
    const Result<ShootingResult> result = shoot(archers, bowmen);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().message, QStringLiteral("Archers may not shoot: Dominion is on it."));
    QVERIFY(!shooterRefusal(unit(1, test::archers()), bowmen, ShotTiming::ShootingPhase));
}

void TestSpellStates::noDriveBackAndNeverConfused_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<DriveBackOutcome>("outcome");
    QTest::addColumn<bool>("confused");
    Unit halberdiers = unit(1, test::halberdiers());
    halberdiers.state.hitsTakenThisPhase = 2;
    QTest::newRow("no spell") << halberdiers << DriveBackOutcome::DrivenBack << true;
    QTest::newRow("never driven back") << under(halberdiers, "Tooth Cracker", SpellState::NoDriveBack)
                                       << DriveBackOutcome::NeverDrivenBack << false;
    QTest::newRow("never confused") << under(halberdiers, "Tooth Cracker", SpellState::NeverConfused)
                                    << DriveBackOutcome::DrivenBack << false;
}

void TestSpellStates::noDriveBackAndNeverConfused()
{
    QFETCH(Unit, unit);
    QFETCH(DriveBackOutcome, outcome);
    QFETCH(bool, confused);
    // Two hits: two drive-back dice, a 6 among them.
    ScriptedDiceSource dice({6, 1});
    const Result<ShootingPhaseEnd> end = endShootingPhase({unit}, Ruleset::revolution(), dice);
    QVERIFY(end.ok());
    const DriveBack &d = end->driveBacks.first();
    QCOMPARE(d.outcome, outcome);
    QCOMPARE(d.spell, outcome == DriveBackOutcome::NeverDrivenBack ? QStringLiteral("Tooth Cracker") : QString());
    QCOMPARE(end->units.first().state.isConfused(), confused);

    // A test for confusion, and friends bursting through it, leave it as the spell says.
    ScriptedDiceSource six({6});
    const Result<ConfusionTestResult> test = testConfusion(unit, ConfusionCause::DrivenIntoImpassable, 1, six);
    QVERIFY(test.ok());
    const bool neverConfused = unit.underSpell(SpellState::NeverConfused);
    QCOMPARE(test->neverConfused, neverConfused);
    QCOMPARE(test->unitAfter.state.isConfused(), !neverConfused);
    if (neverConfused)
        QCOMPARE(test->summary(), QStringLiteral("Halberdiers is never confused: Tooth Cracker is on it."));
    const QList<Unit> after = evade(test::unit(3, knights()), {unit});
    QCOMPARE(after.at(1).state.isConfused(), !neverConfused);
}

void TestSpellStates::shootsTwice_data()
{
    QTest::addColumn<Unit>("shooter");
    QTest::addColumn<std::optional<int>>("score"); // nothing: it may not shoot again
    const Unit archers = unit(1, test::archers());
    const Unit heavensFire = under(archers, "Heaven's Fire", SpellState::ShootsTwice, -1);
    Unit shot = archers;
    shot.state.hasShot = true;
    Unit shotUnder = heavensFire;
    shotUnder.state.hasShot = true;
    Unit shotTwice = shotUnder;
    shotTwice.state.hasShotAgain = true;
    Unit noPenalty = under(archers, "Glory of Cathay", SpellState::ShootsTwice, 0);
    noPenalty.state.hasShot = true;
    QTest::newRow("its first shot, under the spell") << heavensFire << std::optional(4);
    QTest::newRow("a second shot without the spell") << shot << std::optional<int>();
    QTest::newRow("its second shot, -1") << shotUnder << std::optional(5);
    QTest::newRow("its second shot, no penalty") << noPenalty << std::optional(4);
    QTest::newRow("a third shot") << shotTwice << std::optional<int>();
}

void TestSpellStates::shootsTwice()
{
    QFETCH(Unit, shooter);
    QFETCH(std::optional<int>, score);
    const Unit bowmen = unit(2, test::bowmen());
    const std::optional<ShooterRefusal> refusal = shooterRefusal(shooter, bowmen, ShotTiming::ShootingPhase);
    if (score)
        QVERIFY(!refusal);
    else
        QCOMPARE(refusal, std::optional(ShooterRefusal::AlreadyShot));
    const Result<ShootingResult> result = shoot(shooter, bowmen);
    QCOMPARE(result.ok(), score.has_value());
    if (!score)
        return;
    QCOMPARE(result->batches.first().rolls.first().scoreToHit, *score);
    const UnitState &after = result->shootersAfter.first().state;
    QVERIFY(after.hasShot);
    QCOMPARE(after.hasShotAgain, shooter.state.hasShot);
    // The second shot used, no third.
    QCOMPARE(shooterRefusal(result->shootersAfter.first(), bowmen, ShotTiming::ShootingPhase).has_value(),
             !shooter.underSpell(SpellState::ShootsTwice) || shooter.state.hasShot);
}

void TestSpellStates::walkthroughsNameTheSpell()
{
    const Unit knights = under(unit(1, test::knights()), "Traitor Kin", SpellState::OrderPenalty, -1);
    const Unit bowmen = under(under(unit(3, test::bowmen()), "Aerial Shield", SpellState::ShotAtPenalty, -1),
                              "Mork Save Uz!", SpellState::MagicSave, 5);
    const Battle battle =
        Battle::start(Ruleset::revolution(), {unit(100, empireGeneral()), knights, unit(2, archers())}, {bowmen})
            .value();

    // The order's penalty, as the form and the walk-through show it.
    OrderAction order;
    order.character = 100;
    order.units = {1};
    order.distanceCm = 10;
    ScriptedDiceSource orderDice({3, 4});
    const auto ordered = ActionResolver::apply(battle, order, orderDice);
    QVERIFY2(ordered.ok(), ordered.ok() ? "" : qPrintable(ordered.error().message));
    const QStringList orderSteps = actionWalkthrough(battle, order, ordered->outcome);
    QVERIFY2(orderSteps.contains(QStringLiteral("Spell on Knights (Traitor Kin) −1")),
             qPrintable(orderSteps.join(u'\n')));
    QVERIFY(orderSteps.contains(QStringLiteral("Needs 8 or less")));

    // Shots at a unit that is harder to hit and saves by a spell.
    Battle shooting = ordered->after;
    ScriptedDiceSource none;
    QVERIFY(shooting.endPhase(none).ok());
    ShootAction shoot;
    ShooterInput archers;
    archers.unit = 2;
    archers.stands = 3;
    shoot.shooters = {archers};
    shoot.target = 3;
    ScriptedDiceSource dice({5, 5, 4, 5, 1});
    const auto shot = ActionResolver::apply(shooting, shoot, dice);
    QVERIFY2(shot.ok(), shot.ok() ? "" : qPrintable(shot.error().message));
    const QStringList steps = actionWalkthrough(shooting, shoot, shot->outcome);
    for (const QString &line :
         {QStringLiteral("Aerial Shield is on Bowmen: shots at it take −1 to hit, a 6 still hitting."),
          QStringLiteral("Mork Save Uz! is on Bowmen: it saves on 5+ instead of its Armour value (none)."),
          QStringLiteral("Against stands in the open: 5+ to hit.")})
        QVERIFY2(steps.contains(line), qPrintable(steps.join(u'\n')));
    QCOMPARE(std::get<ShootingResult>(shot->outcome).struck(), 1);
}

QTEST_GUILESS_MAIN(TestSpellStates)
#include "tst_spellstates.moc"
