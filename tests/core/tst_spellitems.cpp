// SPDX-License-Identifier: GPL-3.0-or-later
// The devices of power that work on spells: the Ring of Magic and the Wand of Power on the cast, the
// Rod of Repetition's further cast, the Scroll of Dispelling in an enemy's hands and the Staff of
// Spellbinding against a failed cast; each with its numbers and its once-a-battle limit.
#include "tests/core/metatypes.h"
#include "tests/core/testspells.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/actionjson.h"
#include "core/game/actionresolver.h"
#include "core/game/game.h"
#include "core/rules/magic.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

constexpr UnitId Wizard = 1;
constexpr UnitId Halberdiers = 3;
constexpr UnitId Knights = 10;
constexpr UnitId Archers = 11;
constexpr UnitId Runesmith = 12;
constexpr UnitId EnemyWizard = 13;

// curse() leaves a state and rolls nothing but its cast: every die the tests give is a device's.
Spell hex()
{
    Spell s = curse();
    s.name = QStringLiteral("Hex");
    return s;
}

UnitProfile carrying(UnitProfile p, std::optional<MagicItem> item)
{
    p.magicItem = item;
    return p;
}

// The Empire's wizard with `own` against knights, archers, a Runesmith and a wizard who carry
// `enemies`, in the first side's Shooting phase of turn 1.
Battle shootingPhase(std::optional<MagicItem> own, std::optional<MagicItem> enemies = std::nullopt)
{
    const QList<Unit> first{unit(Wizard, carrying(empireWizard(), own)), unit(Halberdiers, halberdiers())};
    const UnitProfile smith =
        character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells); // cancels on 4+
    const QList<Unit> second{unit(Knights, knights()), unit(Archers, archers()),
                             unit(Runesmith, carrying(smith, enemies)),
                             unit(EnemyWizard, carrying(empireWizard(), enemies))};
    Battle battle = Battle::start(Ruleset::revolution(), first, second).value();
    battle.setSpells(Side::first(), {curse(), hex()});
    ScriptedDiceSource none;
    battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
    Q_ASSERT(battle.phase() == Phase::Shooting);
    return battle;
}

CastSpellAction castAt(UnitId target, const QString &spell = QStringLiteral("Curse"))
{
    CastSpellAction a;
    a.wizard = Wizard;
    a.spell = spell;
    a.targets = {target};
    return a;
}

Result<AppliedAction> cast(const Battle &battle, const CastSpellAction &a, const QList<int> &dice)
{
    ScriptedDiceSource source(dice);
    return ActionResolver::apply(battle, a, source);
}

const SpellResult &resultOf(const AppliedAction &applied)
{
    return std::get<SpellResult>(applied.outcome);
}

} // namespace

class TestSpellItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void castRoll_data()
    {
        QTest::addColumn<int>("item"); // the wizard's MagicItem
        QTest::addColumn<bool>("use"); // the player uses it on this cast
        QTest::addColumn<bool>("spellbound");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<bool>("succeeded");
        // Curse needs 5+.
        QTest::newRow("Wand: 4 + 1 casts")
            << int(MagicItem::WandOfPower) << true << false << QList<int>{4} << 1 << true;
        QTest::newRow("Wand: 3 + 1 fails")
            << int(MagicItem::WandOfPower) << true << false << QList<int>{3} << 1 << false;
        QTest::newRow("Wand: a 1 still fails")
            << int(MagicItem::WandOfPower) << true << false << QList<int>{1} << 1 << false;
        QTest::newRow("Wand kept: 4 fails")
            << int(MagicItem::WandOfPower) << false << false << QList<int>{4} << 0 << false;
        QTest::newRow("Ring: no cast die") << int(MagicItem::RingOfMagic) << true << false << QList<int>{} << 0 << true;
        QTest::newRow("spellbound: 5 - 1 fails")
            << int(MagicItem::RingOfMagic) << false << true << QList<int>{5} << -1 << false;
        QTest::newRow("spellbound: a 6 still works")
            << int(MagicItem::RingOfMagic) << false << true << QList<int>{6} << -1 << true;
        QTest::newRow("spellbound with the Wand: 5 casts")
            << int(MagicItem::WandOfPower) << true << true << QList<int>{5} << 0 << true;
    }

    void castRoll()
    {
        QFETCH(int, item);
        QFETCH(bool, use);
        QFETCH(bool, spellbound);
        QFETCH(QList<int>, dice);
        QFETCH(int, modifier);
        QFETCH(bool, succeeded);
        Battle battle = shootingPhase(MagicItem(item));
        Unit wizard = *battle.unit(Wizard);
        wizard.state.spellbound = spellbound;
        battle.update({wizard});
        CastSpellAction a = castAt(Knights);
        a.wandOfPower = use && MagicItem(item) == MagicItem::WandOfPower;
        a.ringOfMagic = use && MagicItem(item) == MagicItem::RingOfMagic;
        const auto applied = cast(battle, a, dice);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const SpellResult &r = resultOf(applied.value());
        QCOMPARE(r.castModifier, modifier);
        QCOMPARE(r.succeeded, succeeded);
        QCOMPARE(r.cast.has_value(), !dice.isEmpty());
        QCOMPARE(outcomeRolls(applied->outcome).size(), dice.size());
        QCOMPARE(applied->after.unit(Wizard)->state.deviceSpent, use);
    }

    void onceABattle_data()
    {
        QTest::addColumn<int>("item");
        QTest::addColumn<QString>("field");
        QTest::newRow("Ring") << int(MagicItem::RingOfMagic) << QStringLiteral("ringOfMagic");
        QTest::newRow("Wand") << int(MagicItem::WandOfPower) << QStringLiteral("wandOfPower");
        QTest::newRow("Rod") << int(MagicItem::RodOfRepetition) << QStringLiteral("rodOfRepetition");
        QTest::newRow("not carried") << int(MagicItem::CrownOfCommand) << QStringLiteral("wandOfPower");
    }

    void onceABattle()
    {
        QFETCH(int, item);
        QFETCH(QString, field);
        Battle battle = shootingPhase(MagicItem(item));
        Unit wizard = *battle.unit(Wizard);
        wizard.state.deviceSpent = MagicItem(item) != MagicItem::CrownOfCommand;
        battle.update({wizard});
        CastSpellAction a = castAt(Knights);
        a.ringOfMagic = field == QStringLiteral("ringOfMagic");
        a.wandOfPower = field == QStringLiteral("wandOfPower");
        a.rodOfRepetition = field == QStringLiteral("rodOfRepetition");
        const auto refused = cast(battle, a, {5});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, field);
    }

    void rodOfRepetition_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("dispeller");
        QTest::addColumn<bool>("used");
        QTest::newRow("cast: another spell") << QList<int>{5} << false << true;
        QTest::newRow("cast then cancelled: all the same") << QList<int>{5, 4} << true << true;
        QTest::newRow("failed: not used") << QList<int>{3} << false << false;
    }

    void rodOfRepetition()
    {
        QFETCH(QList<int>, dice);
        QFETCH(bool, dispeller);
        QFETCH(bool, used);
        CastSpellAction a = castAt(Knights);
        a.rodOfRepetition = true;
        if (dispeller)
            a.dispeller = Runesmith;
        const auto first = cast(shootingPhase(MagicItem::RodOfRepetition), a, dice);
        QVERIFY2(first, qPrintable(first ? QString() : first.error().message));
        QCOMPARE(resultOf(first.value()).rodUsed, used);
        const UnitState &s = first->after.unit(Wizard)->state;
        QCOMPARE(s.deviceSpent, used);
        QCOMPARE(s.extraCastsThisTurn, used ? 1 : 0);
        // The same spell again; at the same unit when the first was cancelled and never fell on it.
        const auto again = cast(first->after, castAt(dispeller ? Knights : Archers), {5});
        QCOMPARE(again.ok(), used);
        if (!used)
            return;
        QVERIFY(!again->after.unit(Wizard)->state.repeatSpellThisTurn);
        // And no more after that.
        QVERIFY(!cast(again->after, castAt(Archers, QStringLiteral("Hex")), {5}));
    }

    void scrollOfDispelling_data()
    {
        QTest::addColumn<UnitId>("by");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("dispelled");
        QTest::addColumn<bool>("scrollUsed");
        QTest::newRow("a Wizard's: no roll") << EnemyWizard << QList<int>{5} << true << true;
        QTest::newRow("a Runesmith's after his failed roll") << Runesmith << QList<int>{5, 3} << true << true;
        QTest::newRow("a Runesmith's roll cancels: kept") << Runesmith << QList<int>{5, 4} << true << false;
        QTest::newRow("the cast failed: kept") << EnemyWizard << QList<int>{4} << false << false;
    }

    void scrollOfDispelling()
    {
        QFETCH(UnitId, by);
        QFETCH(QList<int>, dice);
        QFETCH(bool, dispelled);
        QFETCH(bool, scrollUsed);
        CastSpellAction a = castAt(Knights);
        a.dispeller = by;
        a.scrollOfDispelling = true;
        const auto applied = cast(shootingPhase(std::nullopt, MagicItem::ScrollOfDispelling), a, dice);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const SpellResult &r = resultOf(applied.value());
        QCOMPARE(r.dispelled, dispelled);
        QCOMPARE(r.scrollUsed, scrollUsed);
        QCOMPARE(applied->after.unit(by)->state.deviceSpent, scrollUsed);
        QCOMPARE(outcomeRolls(applied->outcome).size(), dice.size());
        QCOMPARE(applied->after.unit(Knights)->state.spells.isEmpty(), !r.tookEffect());
    }

    void scrollRefused()
    {
        // An enemy wizard without a Scroll cannot cancel spells; a spent Scroll is no Scroll.
        CastSpellAction a = castAt(Knights);
        a.dispeller = EnemyWizard;
        QVERIFY(!cast(shootingPhase(std::nullopt, MagicItem::ScrollOfDispelling), a, {5}));
        a.scrollOfDispelling = true;
        Battle battle = shootingPhase(std::nullopt, MagicItem::ScrollOfDispelling);
        Unit enemy = *battle.unit(EnemyWizard);
        enemy.state.deviceSpent = true;
        battle.update({enemy});
        const auto refused = cast(battle, a, {5});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, QStringLiteral("scrollOfDispelling"));
    }

    void staffOfSpellbinding_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("rolled");
        QTest::addColumn<bool>("spellbound");
        QTest::newRow("failed cast, 4: spellbound") << QList<int>{2, 4} << true << true;
        QTest::newRow("failed cast, 3: not") << QList<int>{2, 3} << true << false;
        QTest::newRow("the spell is cast: no roll") << QList<int>{5} << false << false;
    }

    void staffOfSpellbinding()
    {
        QFETCH(QList<int>, dice);
        QFETCH(bool, rolled);
        QFETCH(bool, spellbound);
        CastSpellAction a = castAt(Knights);
        a.spellbinder = EnemyWizard;
        const Battle battle = shootingPhase(std::nullopt, MagicItem::StaffOfSpellbinding);
        const auto applied = cast(battle, a, dice);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const SpellResult &r = resultOf(applied.value());
        QCOMPARE(r.spellbindRoll.has_value(), rolled);
        QCOMPARE(r.spellbound, spellbound);
        QCOMPARE(applied->after.unit(Wizard)->state.spellbound, spellbound);
        // The Staff works until it has spellbound a wizard.
        QCOMPARE(applied->after.unit(EnemyWizard)->state.deviceSpent, spellbound);
        const QList<DiceRoll> rolls = outcomeRolls(applied->outcome);
        QCOMPARE(rolls.size(), dice.size());
        const auto replayed = Game::applyRecorded(battle, GameAction{a, dice});
        QVERIFY(replayed);
        QCOMPARE(outcomeRolls(replayed->outcome), rolls);
        QCOMPARE(replayed->after.unit(Wizard)->state, applied->after.unit(Wizard)->state);
    }

    // What a spell form may offer: exactly the powers resolveSpell() takes, each gone once spent.
    void powersOffered()
    {
        Battle battle = shootingPhase(MagicItem::WandOfPower, MagicItem::StaffOfSpellbinding);
        QCOMPARE(castPowersOf(*battle.unit(Wizard)), (CastPowers{.wandOfPower = true}));
        QCOMPARE(spellbindingStaffAmong(battle.army(Side::second()))->id, Runesmith);
        const auto applied = cast(battle,
                                  [] {
                                      CastSpellAction a = castAt(Knights);
                                      a.wandOfPower = true;
                                      return a;
                                  }(),
                                  {5});
        QVERIFY(applied);
        QCOMPARE(castPowersOf(*applied->after.unit(Wizard)), CastPowers{});

        // The Staff of a character slain works no more; nor one spent.
        for (UnitId carrier : {Runesmith, EnemyWizard}) {
            Unit u = *battle.unit(carrier);
            u.state.standsLeft = 0;
            u.state.destroyed = DestroyedBy::Casualties;
            battle.update({u});
        }
        QCOMPARE(spellbindingStaffAmong(battle.army(Side::second())), nullptr);

        UnitProfile anvil = character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells);
        anvil.traits |= Trait::DispelBonus;
        anvil.magicItem = MagicItem::ScrollOfDispelling;
        Unit smith = unit(Runesmith, anvil);
        QCOMPARE(dispelPowersOf(smith), (DispelPowers{.bonus = 1, .scroll = true}));
        smith.state.dispelBonusUsed = true;
        smith.state.deviceSpent = true;
        QCOMPARE(dispelPowersOf(smith), (DispelPowers{.bonus = 1, .bonusUsed = true}));
        const Unit reader = unit(EnemyWizard, carrying(empireWizard(), MagicItem::ScrollOfDispelling));
        QCOMPARE(dispelPowersOf(reader), (DispelPowers{.scroll = true, .onlyScroll = true}));
    }

    void staffRefused()
    {
        CastSpellAction a = castAt(Knights);
        a.spellbinder = Archers; // carries no Staff
        const auto refused = cast(shootingPhase(std::nullopt, MagicItem::StaffOfSpellbinding), a, {2, 4});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, QStringLiteral("spellbinder"));
    }

    void theActionIsWrittenAndReadBack()
    {
        CastSpellAction a = castAt(Knights);
        a.ringOfMagic = true;
        a.wandOfPower = true;
        a.rodOfRepetition = true;
        a.dispeller = Runesmith;
        a.scrollOfDispelling = true;
        a.spellbinder = EnemyWizard;
        const GameAction action{a, {5, 3}};
        const JsonReader r(QStringLiteral("test"));
        const auto read = r.read<GameAction>([&] { return ActionJson::fromJson(r, ActionJson::toJson(action), {}); });
        QVERIFY2(read, qPrintable(read ? QString() : read.error().message));
        QCOMPARE(read.value(), action);
        const QJsonObject plain = ActionJson::inputToJson(castAt(Knights));
        QVERIFY(!plain.contains(QStringLiteral("ringOfMagic")));
        QVERIFY(!plain.contains(QStringLiteral("spellbinder")));
    }
};

QTEST_APPLESS_MAIN(TestSpellItems)

#include "tst_spellitems.moc"
