// SPDX-License-Identifier: GPL-3.0-or-later
// Casting spells (FACTS §7): the cast die with its 1 and 6, one spell a wizard a turn, a spell once a
// unit a turn, a Runesmith's try to cancel it with the Anvil's bonus once a battle, and what a spell
// does: its attacks through the shooting rules (drive back, carried into combat), its own drive
// back, and the states it leaves, which end by themselves when their turn is over.
#include "tests/core/metatypes.h"
#include "tests/core/testspells.h"
#include "tests/core/testunits.h"

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionjson.h"
#include "core/game/actionresolver.h"
#include "core/game/walkthrough/walkthrough.h"
#include "core/roster/rosterunits.h"
#include "core/rules/magic.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

constexpr UnitId Wizard = 1;
constexpr UnitId SecondWizard = 2;
constexpr UnitId Halberdiers = 3;
constexpr UnitId Knights = 10;
constexpr UnitId Archers = 11;
constexpr UnitId Runesmith = 12;
constexpr UnitId EnemyHero = 13;

UnitProfile runesmith(bool anvil)
{
    UnitProfile p = character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells);
    if (anvil)
        p.traits |= Trait::DispelBonus;
    return p;
}

// Empire (wizards, halberdiers) against knights, archers and a Runesmith, in the first side's
// Shooting phase of turn 1.
Battle shootingPhase(bool anvil = false)
{
    const QList<Unit> first{unit(Wizard, empireWizard()), unit(SecondWizard, empireWizard()),
                            unit(Halberdiers, halberdiers())};
    const QList<Unit> second{unit(Knights, knights()), unit(Archers, archers()), unit(Runesmith, runesmith(anvil)),
                             unit(EnemyHero, empireHero())};
    Battle battle = Battle::start(Ruleset::revolution(), first, second).value();
    battle.setSpells(Side::first(), {ballOfFlame(), deathBolt(), stormOfStone(), gerroff(), weirdEnchantment(),
                                     lightOfBattle(), teleport()});
    ScriptedDiceSource none;
    battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
    Q_ASSERT(battle.phase() == Phase::Shooting);
    return battle;
}

Result<AppliedAction> cast(const Battle &battle, const CastSpellAction &action, const QList<int> &dice)
{
    ScriptedDiceSource source(dice);
    return ActionResolver::apply(battle, action, source);
}

CastSpellAction castAt(const QString &spell, QList<UnitId> targets, UnitId wizard = Wizard)
{
    CastSpellAction a;
    a.wizard = wizard;
    a.spell = spell;
    a.targets = std::move(targets);
    return a;
}

const SpellResult &spellResult(const AppliedAction &applied)
{
    return std::get<SpellResult>(applied.outcome);
}

} // namespace

class TestMagic : public QObject
{
    Q_OBJECT

private slots:
    void castersAreWizardsOnTheTable()
    {
        Unit wizard = unit(Wizard, empireWizard());
        QVERIFY(castsSpellsOnTable(wizard));
        QVERIFY(!castsSpellsOnTable(unit(Halberdiers, halberdiers())));
        QVERIFY(!castsSpellsOnTable(unit(Knights, empireHero())));
        wizard.state.destroyed = DestroyedBy::WithUnit;
        QVERIFY(!castsSpellsOnTable(wizard));
    }

    void castDie_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("castRoll");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<bool>("cast");
        QTest::newRow("5 for 5+") << 5 << 5 << 0 << true;
        QTest::newRow("4 for 5+") << 4 << 5 << 0 << false;
        QTest::newRow("a 1 fails even for 2+") << 1 << 2 << 0 << false;
        QTest::newRow("a 1 fails even with the Wand's +1") << 1 << 2 << 1 << false;
        QTest::newRow("a 6 works for 6+") << 6 << 6 << 0 << true;
        QTest::newRow("a 6 works even spellbound (-1)") << 6 << 6 << -1 << true;
        QTest::newRow("5 spellbound for 5+") << 5 << 5 << -1 << false;
        QTest::newRow("4 with the Wand's +1 for 5+") << 4 << 5 << 1 << true;
        QTest::newRow("2 for Teleport 2+") << 2 << 2 << 0 << true;
    }
    void castDie()
    {
        QFETCH(int, face);
        QFETCH(int, castRoll);
        QFETCH(int, modifier);
        QFETCH(bool, cast);
        QCOMPARE(castSucceeds(face, castRoll, modifier), cast);
    }

    // Who casts, and the wizards' own powers, as the lists give them: Wizards, Generals who cast (a
    // Vampire Lord) and none other, the Daemon Overlord with his Wizard upgrade, the High Elf Mage's
    // and the Slann's second roll, the once-a-battle +1 of a mount or a rank.
    void wizardPowersFromTheLists_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("army");
        QTest::addColumn<QString>("unitId");
        QTest::addColumn<QStringList>("upgrades");
        QTest::addColumn<bool>("casts");
        QTest::addColumn<bool>("recasts");
        QTest::addColumn<int>("castBonus");
        auto row = [](const char *name, const char *ruleset, const char *army, const char *unit, const char *upgrade,
                      bool casts, bool recasts, int bonus) {
            const QString taken = QString::fromLatin1(upgrade);
            QTest::newRow(name) << QString::fromLatin1(ruleset) << QString::fromLatin1(army)
                                << QString::fromLatin1(unit) << (taken.isEmpty() ? QStringList{} : QStringList{taken})
                                << casts << recasts << bonus;
        };
        row("Empire Wizard", "revolution", "empire", "empire:wizard", "", true, false, 0);
        row("Empire General", "revolution", "empire", "empire:general", "", false, false, 0);
        row("Vampire Lord, the General", "revolution", "vampire-counts", "vampire-counts:vampire-lord", "", true, false,
            0);
        row("classic Vampire Lord", "warmaster", "vampire-counts", "vampire-counts:vampire-lord", "", true, false, 0);
        row("Dwarf Runesmith dispels but never casts", "revolution", "dwarfs", "dwarfs:runesmith", "", false, false, 0);
        row("Empire Wizard on the War Altar", "revolution", "empire", "empire:wizard", "empire:upgrade:war-altar", true,
            false, 1);
        row("classic War Altar", "warmaster", "empire", "empire:wizard", "empire:upgrade:war-altar", true, false, 1);
        row("High Elf Mage", "revolution", "high-elves", "high-elves:wizard", "", true, true, 0);
        row("classic High Elf Mage", "warmaster", "high-elf", "high-elf:wizard", "", true, true, 0);
        row("Slann", "revolution", "lizardmen", "lizardmen:slann-mage-palanquin", "", true, true, 0);
        row("Grey Seer", "revolution", "skaven", "skaven:grey-seer", "", true, false, 0);
        row("classic Grey Seer", "warmaster", "skaven", "skaven:grey-seer", "", true, false, 0);
        row("Daemon Overlord", "revolution", "daemons", "daemons:daemon-overlord", "", false, false, 0);
        row("Daemon Overlord with a Wizard's powers", "revolution", "daemons", "daemons:daemon-overlord",
            "daemons:upgrade:wizard", true, false, 0);
        row("classic Daemon Overlord with a Wizard's powers", "warmaster", "daemon", "daemon:daemon-overlord",
            "daemon:upgrade:wizard", true, false, 0);
        row("Enchantress on a Unicorn", "revolution", "bretonnia", "bretonnia:enchantress", "bretonnia:upgrade:unicorn",
            true, false, 1);
        row("Sorceress with the Cauldron of Blood", "revolution", "dark-elves", "dark-elves:sorceress",
            "dark-elves:upgrade:cauldron-of-blood", true, false, 1);
        row("Sorcerer on a Qilin", "revolution", "cathay", "cathay:sorcerer", "cathay:upgrade:qilin", true, false, 1);
        row("Tzarina", "revolution", "kislev", "kislev:general", "kislev:upgrade:tzarina", true, false, 1);
        row("Sorcerer Lord", "revolution", "chaos-dwarfs", "chaos-dwarfs:general", "chaos-dwarfs:upgrade:sorcerer-lord",
            true, false, 1);
    }
    void wizardPowersFromTheLists()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, army);
        QFETCH(QString, unitId);
        QFETCH(QStringList, upgrades);
        QFETCH(bool, casts);
        QFETCH(bool, recasts);
        QFETCH(int, castBonus);
        const auto lists = ArmyLists::builtIn();
        QVERIFY(lists.ok());
        const ArmyList *list = lists->find(enumFromKey<RulesetId>(ruleset).value(), army);
        QVERIFY2(list, qPrintable(army));
        const auto fielded = RosterUnits::fromList(*list, unitId, upgrades);
        QVERIFY2(fielded, qPrintable(fielded ? QString() : fielded.error().message));
        const UnitProfile &p = fielded->profile;
        QCOMPARE(p.castsSpells(), casts);
        QCOMPARE(!casterError(Unit::create(1, p)).has_value(), casts);
        QCOMPARE(p.has(Trait::RecastsFailedSpell), recasts);
        QCOMPARE(p.has(Trait::CastBonus) ? p.value(Trait::CastBonus) : 0, castBonus);
    }

    void dispelDie_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("bonus");
        QTest::addColumn<bool>("dispelled");
        QTest::newRow("4 cancels") << 4 << 0 << true;
        QTest::newRow("3 does not") << 3 << 0 << false;
        QTest::newRow("3 with the Anvil's +1 cancels") << 3 << 1 << true;
        QTest::newRow("2 with the Anvil's +1 does not") << 2 << 1 << false;
    }
    void dispelDie()
    {
        QFETCH(int, face);
        QFETCH(int, bonus);
        QFETCH(bool, dispelled);
        QCOMPARE(dispelSucceeds(face, 4, bonus), dispelled);
    }

    // Ball of Flame on two units under its line, one of them a friend: three attacks each, worked out
    // as shooting, with the hits counting for the drive back away from the wizard.
    void ballOfFlameStrikesEveryUnitUnderTheLine()
    {
        const Battle battle = shootingPhase();
        // Cast 5; knights (open, 4+): to hit 4 5 1 -> 2 hits, saves 4+: 3 6 -> 1 saved; halberdiers:
        // to hit 6 6 6 -> 3 hits, saves 6+: 1 2 6 -> 1 saved.
        auto applied = cast(battle, castAt(QStringLiteral("Ball of Flame"), {Knights, Halberdiers}),
                            {5, 4, 5, 1, 3, 6, 6, 6, 6, 1, 2, 6});
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const SpellResult &r = spellResult(applied.value());
        QVERIFY(r.tookEffect());
        QCOMPARE(r.targets.size(), 2);
        const Unit *knights = applied->after.unit(Knights);
        QCOMPARE(knights->state.hitsAccumulated, 1);
        QCOMPARE(knights->state.hitsTakenThisPhase, 1);
        QVERIFY(knights->state.shotAtBy.contains(Wizard));
        const Unit *halberdiers = applied->after.unit(Halberdiers);
        QCOMPARE(halberdiers->state.hitsAccumulated, 2);
        QCOMPARE(halberdiers->state.hitsTakenThisPhase, 2);
        QCOMPARE(applied->after.unit(Wizard)->state.spellsCastThisTurn, QStringList{QStringLiteral("Ball of Flame")});
        QCOMPARE(r.rolls().size(), 5);
        QCOMPARE(r.rolls().first().purpose, RollPurpose::Cast);

        const QStringList lines = actionWalkthrough(
            battle, castAt(QStringLiteral("Ball of Flame"), {Knights, Halberdiers}), applied->outcome);
        QVERIFY2(lines.first().contains(QStringLiteral("(5+): 5 — cast")), qPrintable(lines.first()));
        QVERIFY(lines.join(u'\n').contains(QStringLiteral("Ball of Flame on Knights: 3 attacks")));
    }

    // A spell whose hits never drive back says so once, and never that they count for a drive back.
    void hitsThatDoNotDriveBackAreNotSaidToCount()
    {
        const Battle battle = shootingPhase();
        // Cast 6; knights: to hit 6 6 1 -> 2 hits, saves 4+: 1 1 -> none saved.
        const CastSpellAction storm = castAt(QStringLiteral("Storm of Stone"), {Knights});
        auto applied = cast(battle, storm, {6, 6, 6, 1, 1, 1});
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const QString lines = actionWalkthrough(battle, storm, applied->outcome).join(u'\n');
        QVERIFY2(lines.contains(QStringLiteral("Storm of Stone does not drive back")), qPrintable(lines));
        QVERIFY2(!lines.contains(QStringLiteral("for its drive back")), qPrintable(lines));
    }

    void hitsOnAnEngagedUnitCountInItsCombat()
    {
        Battle battle = shootingPhase();
        Unit knights = *battle.unit(Knights);
        knights.state.engaged = true;
        battle.update({knights});
        auto applied = cast(battle, castAt(QStringLiteral("Ball of Flame"), {Knights}), {6, 6, 6, 6, 1, 1, 1});
        QVERIFY(applied);
        const Unit *after = applied->after.unit(Knights);
        QCOMPARE(after->state.hitsCarriedIntoCombat, 3);
        QCOMPARE(after->state.hitsTakenThisPhase, 0);
    }

    void deathBoltIgnoresArmourAndNeverFallsOnAUnitInCombat()
    {
        Battle battle = shootingPhase();
        auto applied = cast(battle, castAt(QStringLiteral("Death Bolt"), {Knights}), {5, 4, 4, 1});
        QVERIFY(applied);
        // Two hits and no saves, though knights save on 4+.
        QCOMPARE(applied->after.unit(Knights)->state.hitsAccumulated, 2);
        QCOMPARE(spellResult(applied.value()).rolls().size(), 2);

        Unit knights = *battle.unit(Knights);
        knights.state.engaged = true;
        battle.update({knights});
        auto refused = cast(battle, castAt(QStringLiteral("Death Bolt"), {Knights}), {5, 4, 4, 1});
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("in combat")), qPrintable(refused.error().message));
    }

    void attacksThatDoNotDriveBackAreStruckButNotCountedForIt()
    {
        const Battle battle = shootingPhase();
        auto applied = cast(battle, castAt(QStringLiteral("Storm of Stone"), {Knights, Archers}),
                            {6, 6, 6, 6, 1, 1, 1, 6, 6, 1, 1, 1});
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const Unit *knights = applied->after.unit(Knights);
        QCOMPARE(knights->state.standsLeft, 2);
        QCOMPARE(knights->state.hitsTakenThisPhase, 0);
        QVERIFY(knights->state.shotAtBy.isEmpty());
        QCOMPARE(applied->after.unit(Archers)->state.hitsAccumulated, 2);
    }

    void storyOfStoneWithD3AttacksRollsThemForEachUnit()
    {
        Battle battle = shootingPhase();
        Spell classic = stormOfStone();
        classic.attacks->rolledD3 = true;
        battle.setSpells(Side::first(), {classic});
        // Cast 6; D3 for knights: 5 -> 3 attacks; D3 for archers: 1 -> 1 attack.
        auto applied =
            cast(battle, castAt(QStringLiteral("Storm of Stone"), {Knights, Archers}), {6, 5, 1, 1, 1, 1, 6, 1});
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const SpellResult &r = spellResult(applied.value());
        QCOMPARE(r.targets.at(0).attacksRoll->total(), 3);
        QCOMPARE(r.targets.at(1).attacksRoll->total(), 1);
        QCOMPARE(r.targets.at(1).shooting->dice(), 1);
    }

    void aOneFailsAndTheWizardHasCastForTheTurn()
    {
        const Battle battle = shootingPhase();
        auto failed = cast(battle, castAt(QStringLiteral("Teleport"), {}), {1});
        QVERIFY(failed);
        QVERIFY(!spellResult(failed.value()).succeeded);
        // The wizard's card says it was tried and failed.
        QCOMPARE(failed->after.unit(Wizard)->state.spellsFailedThisTurn, QStringList{QStringLiteral("Teleport")});
        QVERIFY(failed->after.unit(Wizard)->state.spellsCancelledThisTurn.isEmpty());
        auto again = cast(failed->after, castAt(QStringLiteral("Death Bolt"), {Knights}), {6, 4, 4, 4});
        QVERIFY(!again);
        QVERIFY2(again.error().message.contains(QStringLiteral("one spell a turn")), qPrintable(again.error().message));
    }

    void teleportLetsTheWizardCastASecondDifferentSpell()
    {
        const Battle battle = shootingPhase();
        auto teleported = cast(battle, castAt(QStringLiteral("Teleport"), {}), {2});
        QVERIFY(teleported);
        QVERIFY(spellResult(teleported.value()).tookEffect());
        auto sameAgain = cast(teleported->after, castAt(QStringLiteral("Teleport"), {}), {2});
        QVERIFY(!sameAgain);
        auto second = cast(teleported->after, castAt(QStringLiteral("Death Bolt"), {Knights}), {5, 1, 1, 1});
        QVERIFY2(second, qPrintable(second ? QString() : second.error().message));
        auto third = cast(second->after, castAt(QStringLiteral("Gerroff!!!"), {Archers}), {5, 3});
        QVERIFY(!third);
    }

    void aUnitIsAffectedByTheSameSpellOnceATurn()
    {
        const Battle battle = shootingPhase();
        auto first = cast(battle, castAt(QStringLiteral("Death Bolt"), {Knights}), {5, 1, 1, 1});
        QVERIFY(first);
        auto second = cast(first->after, castAt(QStringLiteral("Death Bolt"), {Knights}, SecondWizard), {5, 1, 1, 1});
        QVERIFY(!second);
        QVERIFY2(second.error().message.contains(QStringLiteral("once a turn")), qPrintable(second.error().message));
        // Another unit, or another spell, is fine.
        QVERIFY(cast(first->after, castAt(QStringLiteral("Death Bolt"), {Archers}, SecondWizard), {5, 1, 1, 1}));
        QVERIFY(cast(first->after, castAt(QStringLiteral("Gerroff!!!"), {Knights}, SecondWizard), {5, 3}));
    }

    void spellsAreNeverCastAtCharactersNorAtTheWrongSide()
    {
        const Battle battle = shootingPhase();
        QVERIFY(!cast(battle, castAt(QStringLiteral("Death Bolt"), {EnemyHero}), {5, 1, 1, 1}));
        QVERIFY(!cast(battle, castAt(QStringLiteral("Death Bolt"), {Halberdiers}), {5, 1, 1, 1}));
        QVERIFY(!cast(battle, castAt(QStringLiteral("Light of Battle"), {Knights}), {5}));
        QVERIFY(!cast(battle, castAt(QStringLiteral("Death Bolt"), {Knights, Archers}), {5, 1, 1, 1}));
        QVERIFY(!cast(battle, castAt(QStringLiteral("No Such Spell"), {Knights}), {5}));
        QVERIFY(!cast(battle, castAt(QStringLiteral("Death Bolt"), {Knights}, Halberdiers), {5, 1, 1, 1}));
    }

    void castingBelongsToTheShootingPhase()
    {
        Battle battle = shootingPhase();
        ScriptedDiceSource none;
        battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        QCOMPARE(battle.phase(), Phase::Combat);
        QVERIFY(!cast(battle, castAt(QStringLiteral("Death Bolt"), {Knights}), {5, 1, 1, 1}));
    }

    void gerroffDrivesBackFiveCentimetresAPipAndASixConfuses()
    {
        const Battle battle = shootingPhase();
        auto applied = cast(battle, castAt(QStringLiteral("Gerroff!!!"), {Knights}), {5, 6});
        QVERIFY(applied);
        const SpellResult &r = spellResult(applied.value());
        QCOMPARE(r.targets.first().driveBackCm, 30);
        QVERIFY(r.targets.first().confused);
        QVERIFY(applied->after.unit(Knights)->state.isConfused());
        QCOMPARE(applied->after.unit(Knights)->state.hitsTakenThisPhase, 0);
    }

    void aRunesmithCancelsOnAFourAndTheAnvilAddsOneOnce()
    {
        const Battle battle = shootingPhase(true);
        CastSpellAction a = castAt(QStringLiteral("Death Bolt"), {Knights});
        a.dispeller = Runesmith;
        // Cast 5, the Runesmith rolls 3: it holds, and three dice miss.
        auto held = cast(battle, a, {5, 3, 1, 1, 1});
        QVERIFY2(held, qPrintable(held ? QString() : held.error().message));
        QVERIFY(spellResult(held.value()).tookEffect());
        QCOMPARE(spellResult(held.value()).rolls().at(1).purpose, RollPurpose::Dispel);

        // With the Anvil's +1, the same 3 cancels it: nothing falls on the knights.
        a.dispelBonus = true;
        auto cancelled = cast(battle, a, {5, 3});
        QVERIFY(cancelled);
        QVERIFY(spellResult(cancelled.value()).dispelled);
        QVERIFY(spellResult(cancelled.value()).targets.isEmpty());
        QCOMPARE(cancelled->after.unit(Wizard)->state.spellsCancelledThisTurn,
                 QStringList{QStringLiteral("Death Bolt")});
        QVERIFY(cancelled->after.unit(Wizard)->state.spellsFailedThisTurn.isEmpty());
        QVERIFY(held->after.unit(Wizard)->state.spellsCancelledThisTurn.isEmpty());
        QVERIFY(cancelled->after.unit(Runesmith)->state.dispelBonusUsed);
        const QStringList lines = actionWalkthrough(battle, a, cancelled->outcome);
        QVERIFY2(lines.last().contains(QStringLiteral("cancelled")), qPrintable(lines.join(u'\n')));

        // Once a battle: the next wizard cannot be met with it again.
        CastSpellAction next = castAt(QStringLiteral("Death Bolt"), {Archers}, SecondWizard);
        next.dispeller = Runesmith;
        next.dispelBonus = true;
        QVERIFY(!cast(cancelled->after, next, {5, 3}));

        // Only a character who dispels may try; a failed cast is never met.
        CastSpellAction byHero = castAt(QStringLiteral("Death Bolt"), {Knights});
        byHero.dispeller = EnemyHero;
        QVERIFY(!cast(battle, byHero, {5, 4}));
        auto failed = cast(battle, a, {1});
        QVERIFY(failed);
        QCOMPARE(spellResult(failed.value()).rolls().size(), 1);
    }

    // A Runesmith tries to cancel a spell only when the wizard is within 50 cm of him.
    void dispellerReach_data()
    {
        QTest::addColumn<std::optional<int>>("distanceCm");
        QTest::addColumn<bool>("refused");
        QTest::newRow("not measured") << std::optional<int>() << false;
        QTest::newRow("50 cm") << std::optional(50) << false;
        QTest::newRow("51 cm") << std::optional(51) << true;
    }

    void dispellerReach()
    {
        QFETCH(std::optional<int>, distanceCm);
        QFETCH(bool, refused);
        CastSpellAction a = castAt(QStringLiteral("Death Bolt"), {Knights});
        a.dispeller = Runesmith;
        a.dispellerCm = distanceCm;
        const auto result = cast(shootingPhase(), a, {5, 3, 1, 1, 1});
        QCOMPARE(!result, refused);
        if (refused) {
            QCOMPARE(result.error().field, QStringLiteral("dispellerCm"));
            QVERIFY2(result.error().message.contains(u"within 50 cm"), qPrintable(result.error().message));
        }
    }

    // Weird Enchantment lasts to the end of the opponent's next turn: through the wizard's own
    // Combat phase, to the end of the enemy's turn that follows.
    void lastingStatesEndByThemselves()
    {
        Battle battle = shootingPhase();
        auto applied = cast(battle, castAt(QStringLiteral("Weird Enchantment"), {Knights}), {4});
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        battle = applied->after;
        QVERIFY(battle.unit(Knights)->state.under(SpellState::HalfPace));
        QVERIFY(battle.unit(Knights)->state.under(SpellState::TreatsEnemiesAsTerrifying));
        ScriptedDiceSource none;
        // The wizard's Shooting and Combat phases end: still under it.
        battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        QCOMPARE(battle.activeSide(), Side::second());
        QVERIFY(battle.unit(Knights)->state.under(SpellState::HalfPace));
        // The knights' own turn: Command, Shooting, Combat; at its end the spell is over.
        battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        QVERIFY(battle.unit(Knights)->state.under(SpellState::HalfPace));
        auto end = ActionResolver::apply(battle, EndPhaseAction{}, none);
        QVERIFY(end);
        QVERIFY(!end->after.unit(Knights)->state.under(SpellState::HalfPace));
        QCOMPARE(std::get<PhaseEnd>(end->outcome).spellsEnded.size(), 3);
    }

    void aCombatBonusEndsWithThisTurnsCombatPhase()
    {
        Battle battle = shootingPhase();
        auto applied = cast(battle, castAt(QStringLiteral("Light of Battle"), {Halberdiers}), {5});
        QVERIFY(applied);
        battle = applied->after;
        QCOMPARE(battle.unit(Halberdiers)->state.spellValue(SpellState::AttackBonusPerUnit), 1);
        ScriptedDiceSource none;
        battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        QCOMPARE(battle.unit(Halberdiers)->state.spellValue(SpellState::AttackBonusPerUnit), 1);
        battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        QCOMPARE(battle.unit(Halberdiers)->state.spellValue(SpellState::AttackBonusPerUnit), 0);
        // A new turn: the wizard may cast again.
        QVERIFY(battle.unit(Wizard)->state.spellsCastThisTurn.isEmpty());
    }

    // Every spell of every list is cast with a 6 at a unit it may fall on, and does what its data says:
    // the engine knows every part the lists use.
    void everyListSpellCasts_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<QString>("army");
        QTest::addColumn<QString>("spell");
        static const ArmyLists lists = ArmyLists::builtIn().value();
        for (const ArmyList &list : lists.lists()) {
            for (const Spell &spell : list.spells) {
                const QString row = enumKey(list.ruleset) + QLatin1Char('/') + list.key + QLatin1Char('/') + spell.name;
                QTest::newRow(qPrintable(row)) << list.ruleset << list.key << spell.name;
            }
        }
    }
    void everyListSpellCasts()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(QString, army);
        QFETCH(QString, spell);
        static const ArmyLists lists = ArmyLists::builtIn().value();
        const Spell s = *lists.find(ruleset, army)->spell(spell);

        SpellRequest r;
        r.wizard = unit(Wizard, empireWizard());
        r.wizardSide = Side::first();
        r.spell = s;
        r.turn = 1;
        r.opponentsNextTurn = 1;
        const bool engaged = s.engagement == SpellEngagement::Engaged ||
                             s.target == SpellTarget::EnemyTouchingJoinedUnit || s.target == SpellTarget::Engagement;
        UnitProfile targetProfile = halberdiers();
        if (!s.targetTypes.isEmpty()) {
            const UnitType type = s.targetTypes.first();
            targetProfile = isCharacter(type) ? character(QStringLiteral("Hero"), type, 1, 8)
                                              : profile(QStringLiteral("Target"), type, 3, 1, 3, Armour::saveOn(5));
        }
        if (s.needsJoinedUnit()) {
            Unit own = unit(Halberdiers, halberdiers());
            own.state.engaged = engaged;
            r.wizard.state.joinedUnit = own.id;
            if (s.target == SpellTarget::JoinedUnit) {
                if (s.regainsStand)
                    own = placed(own, 2, 0, 0);
                r.targets = {own};
                r.targetSides = {Side::first()};
            }
        }
        if (spellFallsOnUnits(s) && r.targets.isEmpty()) {
            const bool friendly = !s.affectsEnemies();
            Unit t = unit(friendly ? Halberdiers : Knights, targetProfile);
            t.state.engaged = engaged;
            if (s.regainsStand)
                t = placed(t, 2, 0, 0);
            r.targets = {t};
            r.targetSides = {friendly ? Side::first() : Side::second()};
        }
        ScriptedDiceSource dice(QList<int>{6} + QList<int>(399, 4));
        auto result = resolveSpell(r, Ruleset::forId(ruleset), dice);
        QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
        QVERIFY(result->tookEffect());
        QCOMPARE(result->targets.size(), r.targets.size());
        if (!r.targets.isEmpty()) {
            const SpellTargetResult &t = result->targets.first();
            QCOMPARE(t.shooting.has_value(), s.attacks.has_value());
            QCOMPARE(t.driveBack.has_value(), s.driveBack.has_value());
            QCOMPARE(t.slayRoll.has_value(), s.rollSlaysStand);
            QCOMPARE(t.standRegained, s.regainsStand);
            QCOMPARE(t.statesGiven.size(), s.aura ? 0 : s.states.size());
        }
        QCOMPARE(result->auraGiven.size(), s.aura ? s.states.size() : 0);
        QCOMPARE(result->wizardAfter.state.extraCastsThisTurn, s.secondSpell ? 1 : 0);
        QVERIFY(s.validate().isEmpty());
    }

    // A High Elf Mage rolls again for a spell that failed, unless on a 1: both rolls are kept, the
    // first marked re-rolled; what was added to the first counts again.
    void aFailedSpellIsCastAgain_data()
    {
        QTest::addColumn<bool>("recast"); // the player keeps the wizard's second roll
        QTest::addColumn<bool>("castBonus");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("succeeded");
        // Death Bolt needs 5+; a Runesmith is not in reach, so only cast dice and the bolt's dice.
        QTest::newRow("4 fails, 5 casts") << true << false << QList<int>{4, 5, 6, 6, 6, 1, 1} << true;
        QTest::newRow("4 fails, 3 fails") << true << false << QList<int>{4, 3} << false;
        QTest::newRow("a 1 is never cast again") << true << false << QList<int>{1} << false;
        QTest::newRow("a cast that works is not rolled again") << true << false << QList<int>{6, 6, 6, 6, 1, 1} << true;
        QTest::newRow("not kept: 4 fails") << false << false << QList<int>{4} << false;
        QTest::newRow("3 + 1 fails, 4 + 1 casts") << true << true << QList<int>{3, 4, 6, 6, 6, 1, 1} << true;
    }
    void aFailedSpellIsCastAgain()
    {
        QFETCH(bool, recast);
        QFETCH(bool, castBonus);
        QFETCH(QList<int>, dice);
        QFETCH(bool, succeeded);
        Battle battle = shootingPhase();
        Unit wizard = *battle.unit(Wizard);
        wizard.profile.traits |= Trait::RecastsFailedSpell | Trait::CastBonus;
        battle.update({wizard});
        CastSpellAction a = castAt(QStringLiteral("Death Bolt"), {Knights});
        a.recast = recast;
        a.castBonus = castBonus;
        const auto applied = cast(battle, a, dice);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const SpellResult &r = spellResult(applied.value());
        QCOMPARE(r.succeeded, succeeded);
        QCOMPARE(r.castModifier, castBonus ? 1 : 0);
        const bool again = recast && dice.size() >= 2 && dice.at(0) != 1 && dice.at(0) + (castBonus ? 1 : 0) < 5;
        QCOMPARE(r.recast.has_value(), again);
        QCOMPARE(r.cast->mark, again ? RollMark::ReRolled : RollMark::Counted);
        if (again) {
            QCOMPARE(r.recast->mark, RollMark::ReRoll);
            QCOMPARE(r.countedCast()->faces, QList<int>{dice.at(1)});
            QCOMPARE(outcomeRolls(applied->outcome).at(1), *r.recast);
        }
        QCOMPARE(applied->after.unit(Wizard)->state.castBonusUsed, castBonus);
        // The walk-through says both rolls.
        const QStringList steps = actionWalkthrough(battle, a, applied->outcome);
        QCOMPARE(steps.filter(QStringLiteral("rolls to cast")).size(), again ? 2 : 1);
    }

    void theWizardsOwnPowersAreChecked_data()
    {
        QTest::addColumn<bool>("hasRecast");
        QTest::addColumn<bool>("hasBonus");
        QTest::addColumn<bool>("bonusUsed");
        QTest::addColumn<QString>("field");
        QTest::newRow("no second roll") << false << true << false << QStringLiteral("recast");
        QTest::newRow("no bonus") << true << false << false << QStringLiteral("castBonus");
        QTest::newRow("bonus used this battle") << true << true << true << QStringLiteral("castBonus");
    }
    void theWizardsOwnPowersAreChecked()
    {
        QFETCH(bool, hasRecast);
        QFETCH(bool, hasBonus);
        QFETCH(bool, bonusUsed);
        QFETCH(QString, field);
        Battle battle = shootingPhase();
        Unit wizard = *battle.unit(Wizard);
        wizard.profile.traits.setFlag(Trait::RecastsFailedSpell, hasRecast);
        wizard.profile.traits.setFlag(Trait::CastBonus, hasBonus);
        wizard.state.castBonusUsed = bonusUsed;
        battle.update({wizard});
        CastSpellAction a = castAt(QStringLiteral("Death Bolt"), {Knights});
        a.recast = field == QStringLiteral("recast");
        a.castBonus = field == QStringLiteral("castBonus");
        const auto refused = cast(battle, a, {4, 5});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, field);
    }

    void theActionIsWrittenAndReadBack()
    {
        CastSpellAction a = castAt(QStringLiteral("Death Bolt"), {Knights});
        a.dispeller = Runesmith;
        a.dispelBonus = true;
        a.castBonus = true;
        a.recast = true;
        const GameAction action{a, {5, 3}};
        const JsonReader r(QStringLiteral("test"));
        const auto read = r.read<GameAction>([&] { return ActionJson::fromJson(r, ActionJson::toJson(action), {}); });
        QVERIFY2(read, qPrintable(read ? QString() : read.error().message));
        QCOMPARE(read.value(), action);
    }
};

QTEST_APPLESS_MAIN(TestMagic)

#include "tst_magic.moc"
