// SPDX-License-Identifier: GPL-3.0-or-later
// The banners and magic weapons units carry, each as the rule it changes reads it, with scripted
// dice: the attacks, Hits value and armour they give, the shooting hit a banner takes away, the
// dice rolled again and their marks, when each is spent; and the two auras a wizard carries over
// his friends, named in the action. Last, a game replays its re-rolls die for die.

#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/rules/combat.h"
#include "core/rules/combatround.h"
#include "core/rules/itemeffects.h"
#include "core/rules/shooting.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::Armour)
Q_DECLARE_METATYPE(std::optional<wm::MagicItem>)

namespace {

Unit carrying(UnitId id, UnitProfile profile, std::optional<MagicItem> item)
{
    profile.magicItem = item;
    return Unit::create(id, profile);
}

CombatUnit fighting(const Unit &u, int stands)
{
    CombatUnit cu;
    cu.unit = u;
    for (int i = 0; i < stands; ++i)
        cu.stands.append(FightingStand{0, {}});
    return cu;
}

// A roll in a few characters, mark included: "to-hit 1 1 1 re-rolled".
QString brief(const DiceRoll &roll)
{
    QString text = roll.purpose == RollPurpose::ToHit ? QStringLiteral("to-hit") : QStringLiteral("save");
    text += u' ' + roll.facesText();
    if (roll.mark == RollMark::ReRolled)
        text += QStringLiteral(" re-rolled");
    else if (roll.mark == RollMark::ReRoll)
        text += QStringLiteral(" re-roll");
    return text;
}

QStringList briefs(const QList<DiceRoll> &rolls)
{
    QStringList all;
    for (const DiceRoll &r : rolls)
        all.append(brief(r));
    return all;
}

int diceOf(const CombatUnitResult &r)
{
    int n = 0;
    for (const CombatStandDice &s : r.stands)
        n += s.dice;
    return n;
}

// A battle of Anna's Halberdiers (1, carrying `item`) and Wizard (2) against Ben's Knights (3) and
// Wizard (4), in Anna's Command phase. Each wizard may carry an aura over his friends.
Battle battleWith(std::optional<MagicItem> item, std::optional<SpellState> annaAura = {},
                  std::optional<SpellState> benAura = {})
{
    auto wizard = [](UnitId id, std::optional<SpellState> aura) {
        Unit w = Unit::create(id, empireWizard());
        if (aura) {
            SpellOnUnit on;
            on.spell = QStringLiteral("An aura");
            on.wizard = id;
            on.state = *aura;
            on.aura = true;
            on.rangeCm = 15;
            on.onEnemies = false;
            w.state.spells.append(on);
        }
        return w;
    };
    return Battle::start(Ruleset::warmaster(), {carrying(1, halberdiers(), item), wizard(2, annaAura)},
                         {Unit::create(3, knights()), wizard(4, benAura)})
        .value();
}

void toPhase(Battle &battle, Phase phase)
{
    ScriptedDiceSource none;
    while (battle.phase() != phase)
        QVERIFY(battle.endPhase(none, {}));
}

} // namespace

class TestCombatItems : public QObject
{
    Q_OBJECT

private slots:
    // Halberdiers (3 attacks a stand) fight Knights with two stands: 6 dice before any item.
    void attacksInCombat_data()
    {
        QTest::addColumn<std::optional<MagicItem>>("item");
        QTest::addColumn<bool>("spent");
        QTest::addColumn<int>("round");
        QTest::addColumn<int>("dice");
        QTest::addColumn<bool>("spentAfter");
        QTest::addColumn<bool>("inFirstEngagementAfter");

        const std::optional<MagicItem> none;
        QTest::newRow("no item") << none << false << 1 << 6 << false << false;
        QTest::newRow("Battle Banner: +1 each stand")
            << std::optional(MagicItem::BattleBanner) << false << 1 << 8 << false << true;
        QTest::newRow("Battle Banner: pursuit round too")
            << std::optional(MagicItem::BattleBanner) << false << 2 << 8 << false << true;
        QTest::newRow("Battle Banner spent")
            << std::optional(MagicItem::BattleBanner) << true << 1 << 6 << true << false;
        QTest::newRow("Sword of Might: +1 one stand")
            << std::optional(MagicItem::SwordOfMight) << false << 1 << 7 << false << false;
        QTest::newRow("Sword of Might: every round")
            << std::optional(MagicItem::SwordOfMight) << false << 2 << 7 << false << false;
        QTest::newRow("Sword of Fate: first round, then spent")
            << std::optional(MagicItem::SwordOfFate) << false << 1 << 7 << true << false;
        QTest::newRow("Sword of Fate: not after the first round")
            << std::optional(MagicItem::SwordOfFate) << false << 2 << 6 << true << false;
        QTest::newRow("Sword of Fate used") << std::optional(MagicItem::SwordOfFate) << true << 1 << 6 << true << false;
        QTest::newRow("Banner of Fortitude: no attacks, first engagement marked")
            << std::optional(MagicItem::BannerOfFortitude) << false << 1 << 6 << false << true;
    }
    void attacksInCombat()
    {
        QFETCH(std::optional<MagicItem>, item);
        QFETCH(bool, spent);
        QFETCH(int, round);
        QFETCH(int, dice);
        QFETCH(bool, spentAfter);
        QFETCH(bool, inFirstEngagementAfter);

        Unit mine = carrying(1, halberdiers(), item);
        mine.state.magicItemSpent = spent;
        CombatRequest request;
        request.round = round;
        request.sides[Side::first()] = {fighting(mine, 2)};
        request.sides[Side::second()] = {fighting(Unit::create(2, knights()), 1)};
        ScriptedDiceSource ones(QList<int>(20, 1));
        const auto result = resolveCombatRound(request, Ruleset::warmaster(), ones);
        QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
        const CombatUnitResult &r = result->units[Side::first()].first();
        QCOMPARE(diceOf(r), dice);
        QCOMPARE(r.after.state.magicItemSpent, spentAfter);
        QCOMPARE(r.after.state.inFirstEngagement, inFirstEngagementAfter);
    }

    // The Banner of Fortitude: a stand takes one hit more to remove in its first engagement.
    void fortitude_data()
    {
        QTest::addColumn<std::optional<MagicItem>>("item");
        QTest::addColumn<bool>("spent");
        QTest::addColumn<int>("hitsValue");
        QTest::addColumn<int>("standsLeft");
        QTest::addColumn<int>("hitsLeft");

        // Knights roll 6 dice, all hitting the Halberdiers (6+ armour, saves all fail): 6 hits.
        QTest::newRow("no banner: 3 a stand") << std::optional<MagicItem>() << false << 3 << 1 << 0;
        QTest::newRow("banner: 4 a stand") << std::optional(MagicItem::BannerOfFortitude) << false << 4 << 2 << 2;
        QTest::newRow("banner spent") << std::optional(MagicItem::BannerOfFortitude) << true << 3 << 1 << 0;
    }
    void fortitude()
    {
        QFETCH(std::optional<MagicItem>, item);
        QFETCH(bool, spent);
        QFETCH(int, hitsValue);
        QFETCH(int, standsLeft);
        QFETCH(int, hitsLeft);

        Unit mine = carrying(1, halberdiers(), item);
        mine.state.magicItemSpent = spent;
        QCOMPARE(combatHitsValue(mine), hitsValue);
        CombatRequest request;
        request.sides[Side::first()] = {fighting(mine, 1)};
        request.sides[Side::second()] = {fighting(Unit::create(2, knights()), 2)};
        // Halberdiers: 3 misses; Knights: 6 hits; Halberdiers' saves: 6 fails.
        ScriptedDiceSource dice({1, 1, 1, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1});
        const auto result = resolveCombatRound(request, Ruleset::warmaster(), dice);
        QVERIFY(result);
        const Unit &after = result->units[Side::first()].first().after;
        QCOMPARE(after.state.standsLeft, standsLeft);
        QCOMPARE(after.state.hitsAccumulated, hitsLeft);
    }

    // Three hits on a stand that takes four are a valid state while the banner works: the unit fights
    // its next round (a pursuit) with them; once the banner is spent they are not.
    void fortitudeKeepsHitsAStandCanTake()
    {
        Unit mine = carrying(1, halberdiers(), MagicItem::BannerOfFortitude);
        mine.state.hitsAccumulated = 3;
        QVERIFY(mine.state.validate(mine.profile).isEmpty());
        CombatRequest request;
        request.sides[Side::first()] = {fighting(mine, 1)};
        request.sides[Side::second()] = {fighting(Unit::create(2, knights()), 2)};
        ScriptedDiceSource dice({1, 1, 1, 1, 1, 1, 1, 1, 1});
        QVERIFY(resolveCombatRound(request, Ruleset::warmaster(), dice).ok());
        mine.state.magicItemSpent = true;
        QCOMPARE(mine.state.validate(mine.profile).size(), 1);
    }

    // The Banner of Fortitude's odd hits go with the engagement: the banner is spent when it ends.
    void bannerSpentWhenItsEngagementEnds_data()
    {
        QTest::addColumn<MagicItem>("item");
        QTest::addColumn<bool>("unresolved");
        QTest::addColumn<bool>("spent");

        QTest::newRow("Battle Banner") << MagicItem::BattleBanner << false << true;
        QTest::newRow("Banner of Fortitude") << MagicItem::BannerOfFortitude << false << true;
        QTest::newRow("unresolved: works on next turn") << MagicItem::BattleBanner << true << false;
    }
    void bannerSpentWhenItsEngagementEnds()
    {
        QFETCH(MagicItem, item);
        QFETCH(bool, unresolved);
        QFETCH(bool, spent);

        Battle battle = battleWith(item);
        toPhase(battle, Phase::Combat);
        Unit u = *battle.unit(1);
        u.state.inFirstEngagement = true;
        u.state.hitsAccumulated = 3;
        u.state.inUnresolvedCombat = unresolved;
        battle.update({u});
        ScriptedDiceSource none;
        QVERIFY(battle.endPhase(none, {}));
        const Unit &after = *battle.unit(1);
        QCOMPARE(after.state.magicItemSpent, spent);
        QCOMPARE(after.state.inFirstEngagement, !spent);
        QCOMPARE(itemWorks(after, item), !spent);
        QCOMPARE(itemSpent(after), spent);
    }

    void shielding_data()
    {
        QTest::addColumn<Armour>("armour");
        QTest::addColumn<bool>("lostStand");
        QTest::addColumn<Armour>("expected");

        QTest::newRow("5+ becomes 4+") << Armour::saveOn(5) << false << Armour::saveOn(4);
        QTest::newRow("none becomes 6+") << Armour::none() << false << Armour::saveOn(6);
        QTest::newRow("4+ becomes 3+") << Armour::saveOn(4) << false << Armour::saveOn(3);
        QTest::newRow("3+ stays") << Armour::saveOn(3) << false << Armour::saveOn(3);
        QTest::newRow("gone with a stand") << Armour::saveOn(5) << true << Armour::saveOn(5);
    }
    void shielding()
    {
        QFETCH(Armour, armour);
        QFETCH(bool, lostStand);
        QFETCH(Armour, expected);

        UnitProfile p = halberdiers();
        p.armour = armour;
        Unit u = carrying(1, p, MagicItem::BannerOfShielding);
        u.state.lostStand = lostStand;
        QCOMPARE(armourOf(u), expected);
        QCOMPARE(itemSpent(u), lostStand);
    }

    void shieldingEndsWithAStand()
    {
        UnitState s = UnitState::fresh(halberdiers());
        strikeHits(s, 3, 2);
        QVERIFY(!s.lostStand);
        strikeHits(s, 3, 1);
        QVERIFY(s.lostStand);
    }

    // Bowmen's three dice all hit the Halberdiers (6+), whose saves all fail: 3 hits after saves.
    void steadfastness_data()
    {
        QTest::addColumn<std::optional<MagicItem>>("item");
        QTest::addColumn<bool>("usedThisTurn");
        QTest::addColumn<bool>("lostStand");
        QTest::addColumn<int>("struck");
        QTest::addColumn<int>("ignored");

        QTest::newRow("no banner") << std::optional<MagicItem>() << false << false << 3 << 0;
        QTest::newRow("one hit ignored") << std::optional(MagicItem::BannerOfSteadfastness) << false << false << 2 << 1;
        QTest::newRow("once a turn") << std::optional(MagicItem::BannerOfSteadfastness) << true << false << 3 << 0;
        QTest::newRow("gone with a stand")
            << std::optional(MagicItem::BannerOfSteadfastness) << false << true << 3 << 0;
    }
    void steadfastness()
    {
        QFETCH(std::optional<MagicItem>, item);
        QFETCH(bool, usedThisTurn);
        QFETCH(bool, lostStand);
        QFETCH(int, struck);
        QFETCH(int, ignored);

        ShootingRequest request;
        request.shooters = {Shooter(Unit::create(2, bowmen()), 3)};
        request.target = carrying(1, halberdiers(), item);
        request.target.state.steadfastUsedThisTurn = usedThisTurn;
        request.target.state.lostStand = lostStand;
        ScriptedDiceSource dice({6, 6, 6, 1, 1, 1});
        const auto result = resolveShooting(request, Ruleset::warmaster(), dice);
        QVERIFY(result);
        QCOMPARE(result->struck(), struck);
        QCOMPARE(result->batches.first().ignored, ignored);
        QCOMPARE(result->targetAfter.state.hitsTakenThisPhase, struck);
        QCOMPARE(result->targetAfter.state.steadfastUsedThisTurn, usedThisTurn || ignored > 0);
    }

    // The Banner of Fortune: all of the unit's dice to hit again, the first roll kept and marked.
    void fortuneShooting_data()
    {
        QTest::addColumn<std::optional<MagicItem>>("item");
        QTest::addColumn<bool>("spent");
        QTest::addColumn<QString>("error");
        QTest::addColumn<int>("hits");
        QTest::addColumn<QStringList>("rolls");

        QTest::newRow("re-rolled") << std::optional(MagicItem::BannerOfFortune) << false << QString() << 3
                                   << QStringList{QStringLiteral("to-hit 1 1 1 re-rolled"),
                                                  QStringLiteral("to-hit 6 6 5 re-roll"), QStringLiteral("save 1 1 1")};
        QTest::newRow("used already") << std::optional(MagicItem::BannerOfFortune) << true
                                      << QStringLiteral("Bowmen has used its Banner of Fortune already: it works "
                                                        "once a battle.")
                                      << 0 << QStringList();
        QTest::newRow("no banner") << std::optional(MagicItem::SwordOfMight) << false
                                   << QStringLiteral("Bowmen carries no Banner of Fortune.") << 0 << QStringList();
    }
    void fortuneShooting()
    {
        QFETCH(std::optional<MagicItem>, item);
        QFETCH(bool, spent);
        QFETCH(QString, error);
        QFETCH(int, hits);
        QFETCH(QStringList, rolls);

        Shooter shooter(carrying(2, bowmen(), item), 3);
        shooter.unit.state.magicItemSpent = spent;
        shooter.reRollAttacks = true;
        ShootingRequest request;
        request.shooters = {shooter};
        request.target = Unit::create(1, halberdiers());
        ScriptedDiceSource dice({1, 1, 1, 6, 6, 5, 1, 1, 1});
        const auto result = resolveShooting(request, Ruleset::warmaster(), dice);
        if (!error.isEmpty()) {
            QVERIFY(!result);
            QCOMPARE(result.error().message, error);
            return;
        }
        QVERIFY(result);
        QCOMPARE(result->hits(), hits);
        QCOMPARE(briefs(result->rolls()), rolls);
        QVERIFY(result->shootersAfter.first().state.magicItemSpent);
    }

    // Halberdiers fight Knights (4+ armour) with two stands: 6 dice, then the Knights' 3.
    void rollsInCombat_data()
    {
        QTest::addColumn<std::optional<MagicItem>>("item");
        QTest::addColumn<bool>("fortune");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("hits");
        QTest::addColumn<int>("struck");
        QTest::addColumn<QStringList>("rolls");

        QTest::newRow("Fortune: every die again")
            << std::optional(MagicItem::BannerOfFortune) << true
            << QList<int>{1, 1, 1, 1, 1, 1, 6, 6, 5, 5, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1} << 5 << 5
            << QStringList{QStringLiteral("to-hit 1 1 1 1 1 1 re-rolled"), QStringLiteral("to-hit 6 6 5 5 4 1 re-roll"),
                           QStringLiteral("to-hit 1 1 1"), QStringLiteral("save 1 1 1 1 1")};
        QTest::newRow("Cleaving: one miss again")
            << std::optional(MagicItem::SwordOfCleaving) << false << QList<int>{6, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1} << 2
            << 2
            << QStringList{QStringLiteral("to-hit 6 1 1 1 1 1 re-rolled"), QStringLiteral("to-hit 5 re-roll"),
                           QStringLiteral("to-hit 1 1 1"), QStringLiteral("save 1 1")};
        QTest::newRow("Cleaving: nothing missed")
            << std::optional(MagicItem::SwordOfCleaving) << false
            << QList<int>{6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1} << 6 << 6
            << QStringList{QStringLiteral("to-hit 6 6 6 6 6 6"), QStringLiteral("to-hit 1 1 1"),
                           QStringLiteral("save 1 1 1 1 1 1")};
        QTest::newRow("Destruction: one save again")
            << std::optional(MagicItem::SwordOfDestruction) << false
            << QList<int>{6, 6, 6, 6, 6, 6, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1} << 6 << 5
            << QStringList{QStringLiteral("to-hit 6 6 6 6 6 6"), QStringLiteral("to-hit 1 1 1"),
                           QStringLiteral("save 4 4 1 1 1 1 re-rolled"), QStringLiteral("save 1 re-roll")};
        QTest::newRow("Destruction: nothing saved")
            << std::optional(MagicItem::SwordOfDestruction) << false
            << QList<int>{6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1} << 6 << 6
            << QStringList{QStringLiteral("to-hit 6 6 6 6 6 6"), QStringLiteral("to-hit 1 1 1"),
                           QStringLiteral("save 1 1 1 1 1 1")};
    }
    void rollsInCombat()
    {
        QFETCH(std::optional<MagicItem>, item);
        QFETCH(bool, fortune);
        QFETCH(QList<int>, faces);
        QFETCH(int, hits);
        QFETCH(int, struck);
        QFETCH(QStringList, rolls);

        CombatRequest request;
        request.sides[Side::first()] = {fighting(carrying(1, halberdiers(), item), 2)};
        request.sides[Side::first()][0].reRollAttacks = fortune;
        request.sides[Side::second()] = {fighting(Unit::create(2, knights()), 1)};
        ScriptedDiceSource dice(faces);
        const auto result = resolveCombatRound(request, Ruleset::warmaster(), dice);
        QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->attacks.first().hits, hits);
        QCOMPARE(result->units[Side::second()].first().hitsStruck, struck);
        QCOMPARE(briefs(result->rolls()), rolls);
        QCOMPARE(result->units[Side::first()].first().after.state.magicItemSpent, fortune);
    }

    // Aerial Shield: a target the aura reaches re-rolls its failed saves against shooting.
    void aerialShieldReRollsFailedSaves()
    {
        ShootingRequest request;
        request.shooters = {Shooter(Unit::create(2, bowmen()), 3)};
        request.target = Unit::create(1, archers());
        request.targetReRollsFailedSaves = true;
        ScriptedDiceSource dice({6, 6, 6, 1, 1, 6, 6, 1});
        const auto result = resolveShooting(request, Ruleset::warmaster(), dice);
        QVERIFY(result);
        QCOMPARE(result->saved(), 2);
        QCOMPARE(result->struck(), 1);
        QCOMPARE(briefs(result->rolls()),
                 (QStringList{QStringLiteral("to-hit 6 6 6"), QStringLiteral("save 1 1 6 re-rolled"),
                              QStringLiteral("save 6 1 re-roll")}));
    }

    // The player names the wizards whose aura reaches the unit; the rules check each.
    void aurasNamedInActions_data()
    {
        QTest::addColumn<bool>("combat");
        QTest::addColumn<QList<UnitId>>("wizards");
        QTest::addColumn<bool>("withAura");
        QTest::addColumn<QString>("error");

        QTest::newRow("shooting: Aerial Shield") << false << QList<UnitId>{4} << true << QString();
        QTest::newRow("shooting: a wizard with no aura")
            << false << QList<UnitId>{4} << false
            << QStringLiteral("Wizard has no spell about him that lets friends re-roll their saves.");
        QTest::newRow("shooting: the shooters' wizard")
            << false << QList<UnitId>{2} << true << QStringLiteral("Wizard belongs to the side whose turn it is.");
        QTest::newRow("combat: Tranquility of Heaven") << true << QList<UnitId>{2} << true << QString();
        QTest::newRow("combat: a wizard with no aura")
            << true << QList<UnitId>{2} << false
            << QStringLiteral("Wizard has no spell about him that makes friends ignore terror.");
        QTest::newRow("combat: an enemy wizard")
            << true << QList<UnitId>{4} << true << QStringLiteral("Wizard belongs to the side whose turn it is not.");
    }
    void aurasNamedInActions()
    {
        QFETCH(bool, combat);
        QFETCH(QList<UnitId>, wizards);
        QFETCH(bool, withAura);
        QFETCH(QString, error);

        UnitProfile terrifying = knights();
        terrifying.traits |= Trait::CausesTerror;
        Battle battle =
            Battle::start(Ruleset::warmaster(),
                          {Unit::create(1, halberdiers()), Unit::create(2, empireWizard()), Unit::create(5, bowmen())},
                          {Unit::create(3, terrifying), Unit::create(4, empireWizard())})
                .value();
        auto aura = [&](UnitId id, SpellState state) {
            Unit w = *battle.unit(id);
            w.state.spells.append(SpellOnUnit{QStringLiteral("An aura"), id, state, 0, {}, {}, true, 15, false});
            battle.update({w});
        };
        // Each side's wizard carries the aura over his friends (Anna's in combat, Ben's when shot at).
        if (withAura) {
            aura(2, combat ? SpellState::IgnoresTerror : SpellState::ReRollFailedShootingSaves);
            aura(4, combat ? SpellState::IgnoresTerror : SpellState::ReRollFailedShootingSaves);
        }
        ActionInput input;
        QList<int> faces;
        if (combat) {
            toPhase(battle, Phase::Combat);
            CombatAction a;
            a.sides[Side::first()] = {CombatUnitInput{1, {FightingStand{0, {}}, FightingStand{0, {}}}, 0, {}, 0}};
            a.sides[Side::first()][0].inAuraOf = wizards;
            a.sides[Side::second()] = {CombatUnitInput{3, {FightingStand{0, {}}}, 0, {}, 0}};
            a.choices = {{1, CombatChoice::FallBack}, {3, CombatChoice::FallBack}};
            input = a;
            faces = QList<int>(20, 1);
        } else {
            toPhase(battle, Phase::Shooting);
            ShootAction a;
            a.shooters = {ShooterInput{5, 3, 0, {}, false, {}}};
            a.target = 3;
            a.targetInAuraOf = wizards;
            input = a;
            faces = {6, 6, 6, 1, 1, 6, 6, 1};
        }
        ScriptedDiceSource dice(faces);
        const auto applied = ActionResolver::apply(battle, input, dice);
        if (!error.isEmpty()) {
            QVERIFY(!applied);
            QCOMPARE(applied.error().message, error);
            return;
        }
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        if (combat) {
            // The terrifying Knights cost the Halberdiers no attack: 6 dice, not 4.
            const auto &round = std::get<CombatActionResult>(applied->outcome).round;
            QCOMPARE(round.attacks.first().toHit.faces.size(), 6);
        } else {
            QCOMPARE(std::get<ShootingResult>(applied->outcome).saved(), 2);
        }
    }

    // A game replays an action with a re-roll die for die: the same rolls, marked the same.
    void replayReproducesReRolls_data()
    {
        QTest::addColumn<bool>("combat");
        QTest::newRow("shooting with the Banner of Fortune") << false;
        QTest::newRow("combat with the Banner of Fortune") << true;
    }
    void replayReproducesReRolls()
    {
        QFETCH(bool, combat);

        GameSetup setup = demoSetup();
        setup.rosters[Side::first()].units[combat ? 2 : 1].profile.magicItem = MagicItem::BannerOfFortune;
        Game game = Game::start(setup).value();
        ScriptedDiceSource none;
        for (int ends = combat ? 2 : 1; ends > 0; --ends)
            game.accept(game.prepare(EndPhaseAction{}, none).value());
        ActionInput input;
        if (combat) {
            CombatAction a;
            a.sides[Side::first()] = {CombatUnitInput{ids::Halberdiers, {FightingStand{0, {}}}, 0, {}, 0}};
            a.sides[Side::first()][0].bannerOfFortune = true;
            a.sides[Side::second()] = {CombatUnitInput{ids::Knights, {FightingStand{0, {}}}, 0, {}, 0}};
            a.choices = {{ids::Halberdiers, CombatChoice::FallBack}, {ids::Knights, CombatChoice::FallBack}};
            input = a;
        } else {
            ShootAction a;
            a.shooters = {ShooterInput{ids::Archers, 3, 0, {}, false, {}}};
            a.shooters[0].bannerOfFortune = true;
            a.target = ids::Bowmen;
            input = a;
        }
        ScriptedDiceSource dice({1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6});
        const auto prepared = game.prepare(input, dice);
        QVERIFY2(prepared, qPrintable(prepared ? QString() : prepared.error().message));
        game.accept(prepared.value());
        const QList<DiceRoll> rolls = outcomeRolls(game.played().last().outcome);
        QCOMPARE(rolls.value(0).mark, RollMark::ReRolled);
        QCOMPARE(rolls.value(1).mark, RollMark::ReRoll);
        const UnitId luckyId = combat ? ids::Halberdiers : ids::Archers;
        QVERIFY(game.battle().unit(luckyId)->state.magicItemSpent);

        const auto replayed = Game::replay(setup, game.actions());
        QVERIFY2(replayed, qPrintable(replayed ? QString() : replayed.error().message));
        QCOMPARE(outcomeRolls(replayed->played().last().outcome), rolls);
        QVERIFY(replayed->battle().unit(luckyId)->state.magicItemSpent);
        // Once a battle: a second use is refused.
        ScriptedDiceSource more(QList<int>(30, 4));
        QVERIFY(!game.prepare(input, more));
    }
};

QTEST_GUILESS_MAIN(TestCombatItems)
#include "tst_combatitems.moc"
