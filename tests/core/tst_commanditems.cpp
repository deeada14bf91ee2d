// SPDX-License-Identifier: GPL-3.0-or-later
// The devices of power that work on orders (the Crown of Command, the Helm of Dominion, the Orb of
// Majesty, the Sceptre of Sovereignty), each with its numbers and its limit, and the enemy wizards'
// auras that reach an order (Sand Storm's -1, Spite of Low'Key's blundering doubles).
#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/actionjson.h"
#include "core/game/actionresolver.h"
#include "core/game/game.h"
#include "core/game/preview/orderpreview.h"
#include "core/rules/command.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

constexpr UnitId General = 1; // Command 9
constexpr UnitId Hero = 2;    // Command 8
constexpr UnitId Halberdiers = 3;
constexpr UnitId Archers = 4;
constexpr UnitId EnemyWizard = 10;
constexpr UnitId EnemyKnights = 11;
constexpr UnitId EnemyHero = 12;

UnitProfile carrying(UnitProfile p, std::optional<MagicItem> item)
{
    p.magicItem = item;
    return p;
}

SpellOnUnit aura(const QString &spell, SpellState state, int value)
{
    SpellOnUnit on;
    on.spell = spell;
    on.wizard = EnemyWizard;
    on.state = state;
    on.value = value;
    on.endsTurn = 1;
    on.endsSide = Side::first();
    on.aura = true;
    on.rangeCm = 30;
    on.onEnemies = true;
    return on;
}

// The Empire (a General with `item`, a Hero, two units) in its Command phase of turn 1, against a
// wizard with the auras given on him.
Battle commandPhase(std::optional<MagicItem> item, const QList<SpellOnUnit> &auras = {})
{
    Unit wizard = unit(EnemyWizard, empireWizard());
    wizard.state.spells = auras;
    const QList<Unit> first{unit(General, carrying(empireGeneral(), item)), unit(Hero, empireHero()),
                            unit(Halberdiers, halberdiers()), unit(Archers, archers())};
    const QList<Unit> second{wizard, unit(EnemyKnights, knights()), unit(EnemyHero, empireHero())};
    return Battle::start(Ruleset::warmaster(), first, second).value();
}

OrderAction orderTo(UnitId unitId, UnitId by = General, int distance = 50)
{
    OrderAction a;
    a.character = by;
    a.units = {unitId};
    a.distanceCm = distance; // -2 in Warmaster
    return a;
}

Result<AppliedAction> give(const Battle &battle, const OrderAction &a, const QList<int> &dice)
{
    ScriptedDiceSource source(dice);
    return ActionResolver::apply(battle, a, source);
}

const OrderResult &resultOf(const AppliedAction &applied)
{
    return std::get<OrderResult>(applied.outcome);
}

QList<RollMark> marks(const QList<DiceRoll> &rolls)
{
    QList<RollMark> all;
    for (const DiceRoll &r : rolls)
        all.append(r.mark);
    return all;
}

} // namespace

class TestCommandItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void crownOfCommand_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<OrderVerdict>("verdict");
        QTest::addColumn<bool>("spent");
        // Command 10 and no penalty at all, though the order is 50 cm away and near the enemy.
        QTest::newRow("10 passes") << QList<int>{4, 6} << OrderVerdict::Passed << false;
        QTest::newRow("11 fails: the Crown stops") << QList<int>{5, 6} << OrderVerdict::Failed << true;
        QTest::newRow("12: the General's double six") << QList<int>{6, 6} << OrderVerdict::GeneralDoubleSix << true;
    }

    void crownOfCommand()
    {
        QFETCH(QList<int>, dice);
        QFETCH(OrderVerdict, verdict);
        QFETCH(bool, spent);
        OrderAction a = orderTo(Halberdiers);
        a.enemyWithin20cm = true;
        a.crownOfCommand = true;
        const auto applied = give(commandPhase(MagicItem::CrownOfCommand), a, dice);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const OrderResult &r = resultOf(applied.value());
        QCOMPARE(r.command, 10);
        QVERIFY(r.penalties.isEmpty());
        QCOMPARE(r.needed, 10);
        QCOMPARE(r.verdict, verdict);
        QVERIFY(r.crownUsed);
        QCOMPARE(applied->after.unit(General)->state.deviceSpent, spent);
    }

    void crownOnlyOnTheFirstOrder()
    {
        OrderAction first = orderTo(Halberdiers);
        first.crownOfCommand = true;
        const auto applied = give(commandPhase(MagicItem::CrownOfCommand), first, {2, 3});
        QVERIFY(applied);
        OrderAction second = orderTo(Archers);
        second.crownOfCommand = true;
        const auto refused = give(applied->after, second, {2, 3});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, QStringLiteral("crownOfCommand"));
        // Without the Crown the second order is given at his own Command, with its penalties.
        const auto normal = give(applied->after, orderTo(Archers), {2, 3});
        QVERIFY(normal);
        QCOMPARE(resultOf(normal.value()).needed, 9 - 2);
    }

    void devicesRefused_data()
    {
        QTest::addColumn<int>("item"); // a MagicItem, or -1 for none
        QTest::addColumn<UnitId>("by");
        QTest::addColumn<bool>("spent");
        QTest::addColumn<QString>("field");
        QTest::newRow("no Crown") << -1 << General << false << QStringLiteral("crownOfCommand");
        QTest::newRow("Crown failed before")
            << int(MagicItem::CrownOfCommand) << General << true << QStringLiteral("crownOfCommand");
        QTest::newRow("Hero with the Crown")
            << int(MagicItem::CrownOfCommand) << Hero << false << QStringLiteral("crownOfCommand");
        QTest::newRow("Helm used") << int(MagicItem::HelmOfDominion) << General << true
                                   << QStringLiteral("helmOfDominion");
        QTest::newRow("Orb used") << int(MagicItem::OrbOfMajesty) << General << true << QStringLiteral("orbOfMajesty");
        QTest::newRow("Sceptre used") << int(MagicItem::SceptreOfSovereignty) << Hero << true
                                      << QStringLiteral("sceptreOfSovereignty");
    }

    void devicesRefused()
    {
        QFETCH(int, item);
        QFETCH(UnitId, by);
        QFETCH(bool, spent);
        QFETCH(QString, field);
        Battle battle = commandPhase(item < 0 ? std::nullopt : std::optional<MagicItem>(MagicItem(item)));
        Unit general = *battle.unit(General);
        general.state.deviceSpent = spent;
        battle.update({general});
        OrderAction a = orderTo(Halberdiers, by, 20);
        a.crownOfCommand = field == QStringLiteral("crownOfCommand");
        a.helmOfDominion = field == QStringLiteral("helmOfDominion");
        a.orbOfMajesty = field == QStringLiteral("orbOfMajesty");
        a.sceptreOfSovereignty = field == QStringLiteral("sceptreOfSovereignty");
        const auto refused = give(battle, a, {2, 3});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, field);
    }

    // What the order form offers: exactly the devices the order would take, at this moment.
    void devicesOffered_data()
    {
        QTest::addColumn<int>("item");     // the General's MagicItem
        QTest::addColumn<UnitId>("by");    // who gives the order
        QTest::addColumn<bool>("ordered"); // the General has given an order this turn already
        QTest::addColumn<bool>("spent");   // the device works no more
        QTest::addColumn<QString>("offered");
        const int crown = int(MagicItem::CrownOfCommand), helm = int(MagicItem::HelmOfDominion),
                  orb = int(MagicItem::OrbOfMajesty), sceptre = int(MagicItem::SceptreOfSovereignty);
        QTest::newRow("Crown, first order") << crown << General << false << false << QStringLiteral("crown");
        QTest::newRow("Crown, second order") << crown << General << true << false << QString();
        QTest::newRow("Crown, the Hero's order") << crown << Hero << false << false << QString();
        QTest::newRow("Helm, first order") << helm << General << false << false << QStringLiteral("helm");
        QTest::newRow("Helm, second order") << helm << General << true << false << QString();
        QTest::newRow("Orb, any order") << orb << General << true << false << QStringLiteral("orb");
        QTest::newRow("Orb spent") << orb << General << false << true << QString();
        QTest::newRow("Orb, the Hero's order") << orb << Hero << false << false << QString();
        QTest::newRow("Sceptre, the General's order")
            << sceptre << General << true << false << QStringLiteral("sceptre");
        QTest::newRow("Sceptre, the Hero's order") << sceptre << Hero << false << false << QStringLiteral("sceptre");
        QTest::newRow("Sceptre spent") << sceptre << Hero << false << true << QString();
        QTest::newRow("an enemy's id") << orb << EnemyHero << false << false << QString();
    }

    void devicesOffered()
    {
        QFETCH(int, item);
        QFETCH(UnitId, by);
        QFETCH(bool, ordered);
        QFETCH(bool, spent);
        QFETCH(QString, offered);
        Battle battle = commandPhase(MagicItem(item));
        if (ordered) {
            const auto applied = give(battle, orderTo(Halberdiers, General, 10), {1, 2});
            QVERIFY(applied);
            battle = applied->after;
        }
        Unit general = *battle.unit(General);
        general.state.deviceSpent = general.state.deviceSpent || spent;
        battle.update({general});
        const OrderDevices d = orderDevicesOf(battle, by);
        QStringList names;
        if (d.crownOfCommand)
            names.append(QStringLiteral("crown"));
        if (d.helmOfDominion)
            names.append(QStringLiteral("helm"));
        if (d.orbOfMajesty)
            names.append(QStringLiteral("orb"));
        if (d.sceptreOfSovereignty)
            names.append(QStringLiteral("sceptre"));
        QCOMPARE(names.join(QLatin1Char(' ')), offered);
    }

    void helmOfDominion_data()
    {
        QTest::addColumn<int>("command");
        QTest::addColumn<int>("withHelm");
        QTest::newRow("9 becomes 10") << 9 << 10;
        QTest::newRow("8 becomes 9") << 8 << 9;
        QTest::newRow("never above 10") << 10 << 10;
    }

    void helmOfDominion()
    {
        QFETCH(int, command);
        QFETCH(int, withHelm);
        Battle battle = commandPhase(MagicItem::HelmOfDominion);
        Unit general = *battle.unit(General);
        general.profile.command = command;
        battle.update({general});
        OrderAction a = orderTo(Halberdiers);
        a.helmOfDominion = true;
        const auto first = give(battle, a, {2, 3});
        QVERIFY2(first, qPrintable(first ? QString() : first.error().message));
        QCOMPARE(resultOf(first.value()).command, withHelm);
        QCOMPARE(resultOf(first.value()).needed, withHelm - 2);
        const UnitState &s = first->after.unit(General)->state;
        QVERIFY(s.helmThisTurn);
        QVERIFY(s.deviceSpent);
        // Every order of his this turn, without asking again.
        const auto second = give(first->after, orderTo(Archers), {2, 3});
        QVERIFY(second);
        QCOMPARE(resultOf(second.value()).command, withHelm);
        // Not on a later order: it is chosen at the start of the turn.
        OrderAction late = orderTo(Archers);
        late.helmOfDominion = true;
        QVERIFY(!give(first->after, late, {2, 3}));
    }

    void helmEndsWithTheTurn()
    {
        OrderAction a = orderTo(Halberdiers);
        a.helmOfDominion = true;
        auto applied = give(commandPhase(MagicItem::HelmOfDominion), a, {2, 3});
        QVERIFY(applied);
        Battle battle = applied->after;
        ScriptedDiceSource none;
        for (int i = 0; i < 4 && battle.turn() == 1 && battle.activeSide() == Side::first(); ++i)
            battle = ActionResolver::apply(battle, EndPhaseAction{}, none).value().after;
        QVERIFY(!battle.unit(General)->state.helmThisTurn);
        QVERIFY(battle.unit(General)->state.deviceSpent);
    }

    void orbOfMajesty_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("reRolled");
        QTest::addColumn<OrderVerdict>("verdict");
        QTest::addColumn<bool>("spent");
        // 50 cm: -2. Command 9 needs 7; the Orb's roll, as at Command 8, needs 6.
        QTest::newRow("passes: no re-roll") << QList<int>{3, 4} << false << OrderVerdict::Passed << false;
        QTest::newRow("fails, the re-roll passes") << QList<int>{4, 5, 3, 3} << true << OrderVerdict::Passed << true;
        QTest::newRow("fails, the re-roll needs 6") << QList<int>{4, 5, 3, 4} << true << OrderVerdict::Failed << true;
        QTest::newRow("double six rolled again") << QList<int>{6, 6, 1, 2} << true << OrderVerdict::Passed << true;
        QTest::newRow("a double six on the re-roll")
            << QList<int>{5, 5, 6, 6} << true << OrderVerdict::GeneralDoubleSix << true;
    }

    void orbOfMajesty()
    {
        QFETCH(QList<int>, dice);
        QFETCH(bool, reRolled);
        QFETCH(OrderVerdict, verdict);
        QFETCH(bool, spent);
        OrderAction a = orderTo(Halberdiers);
        a.orbOfMajesty = true;
        const Battle battle = commandPhase(MagicItem::OrbOfMajesty);
        const auto applied = give(battle, a, dice);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const OrderResult &r = resultOf(applied.value());
        QCOMPARE(r.needed, 7);
        QCOMPARE(r.reRoll.has_value(), reRolled);
        QCOMPARE(r.verdict, verdict);
        QCOMPARE(applied->after.unit(General)->state.deviceSpent, spent);
        const QList<DiceRoll> rolls = outcomeRolls(applied->outcome);
        if (reRolled) {
            QCOMPARE(r.reRollNeeded, 6);
            QCOMPARE(marks(rolls), (QList<RollMark>{RollMark::ReRolled, RollMark::ReRoll}));
            QCOMPARE(rolls.at(0).faces, dice.mid(0, 2));
            QCOMPARE(rolls.at(1).faces, dice.mid(2, 2));
            QCOMPARE(rolls.at(1).purpose, RollPurpose::Order);
        } else {
            QCOMPARE(marks(rolls), QList<RollMark>{RollMark::Counted});
        }
        // Replayed with its own dice, the same rolls with the same marks, and the same battle.
        const auto replayed = Game::applyRecorded(battle, GameAction{a, dice});
        QVERIFY2(replayed, qPrintable(replayed ? QString() : replayed.error().message));
        QCOMPARE(outcomeRolls(replayed->outcome), rolls);
        QCOMPARE(replayed->after.army(Side::first()), applied->after.army(Side::first()));
    }

    void orbOnceABattle()
    {
        OrderAction a = orderTo(Halberdiers);
        a.orbOfMajesty = true;
        const auto applied = give(commandPhase(MagicItem::OrbOfMajesty), a, {4, 5, 3, 3});
        QVERIFY(applied);
        const auto again = give(applied->after, orderTo(Archers), {2, 3});
        QVERIFY(again);
        OrderAction third = orderTo(Halberdiers);
        third.orbOfMajesty = true;
        const auto refused = give(again->after, third, {2, 3});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, QStringLiteral("orbOfMajesty"));
    }

    void sceptreOfSovereignty_data()
    {
        QTest::addColumn<UnitId>("by");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("used");
        QTest::newRow("the General's double six") << General << QList<int>{6, 6} << true;
        // Another character's blunder: its table die is rolled first, then the blunder is ignored.
        QTest::newRow("the Hero's blunder") << Hero << QList<int>{6, 6, 1} << true;
        QTest::newRow("no double six: not used") << Hero << QList<int>{2, 3} << false;
    }

    void sceptreOfSovereignty()
    {
        QFETCH(UnitId, by);
        QFETCH(QList<int>, dice);
        QFETCH(bool, used);
        OrderAction a = orderTo(Halberdiers, by, 20);
        a.sceptreOfSovereignty = true;
        const auto applied = give(commandPhase(MagicItem::SceptreOfSovereignty), a, dice);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const OrderResult &r = resultOf(applied.value());
        QCOMPARE(r.verdict, OrderVerdict::Passed);
        QCOMPARE(r.sceptreUsed, used);
        QCOMPARE(applied->after.unit(General)->state.deviceSpent, used);
        const Unit &ordered = *applied->after.unit(Halberdiers);
        QCOMPARE(ordered.state.permanentCommandPenalty, 0);
        QVERIFY(!ordered.state.orderLimit);
        QCOMPARE(outcomeRolls(applied->outcome).size(), dice.size() == 3 ? 2 : 1);
        // The order passed: the character goes on giving orders.
        QVERIFY(applied->after.commandPhase().mayOrder(by));
    }

    void sceptreSparesNoOtherDouble()
    {
        // Spite of Low'Key makes a Hero's 3 + 3 a blunder; the Sceptre ignores only double sixes.
        OrderAction a = orderTo(Halberdiers, Hero, 20);
        a.sceptreOfSovereignty = true;
        a.inAuraOf = {EnemyWizard};
        const auto applied =
            give(commandPhase(MagicItem::SceptreOfSovereignty,
                              {aura(QStringLiteral("Spite of Low'Key"), SpellState::BlundersOnDoubles, 0)}),
                 a, {3, 3, 4});
        QVERIFY(applied);
        QCOMPARE(resultOf(applied.value()).verdict, OrderVerdict::Blunder);
        QVERIFY(!applied->after.unit(General)->state.deviceSpent);
    }

    void auraPenalty_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::newRow("Sand Storm") << QStringLiteral("Sand Storm");
        QTest::newRow("Anger of the Gods") << QStringLiteral("Anger of the Gods");
        QTest::newRow("Downpour") << QStringLiteral("Downpour");
    }

    void auraPenalty()
    {
        QFETCH(QString, spell);
        const Battle battle = commandPhase(std::nullopt, {aura(spell, SpellState::OrderPenalty, -1)});
        OrderAction a = orderTo(Halberdiers, General, 10);
        a.inAuraOf = {EnemyWizard};
        const auto applied = give(battle, a, {4, 5});
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        const OrderResult &r = resultOf(applied.value());
        QCOMPARE(r.needed, 8);
        QCOMPARE(r.penalties.size(), 1);
        QCOMPARE(r.penalties.constFirst().kind, OrderPenaltyKind::Spell);
        QCOMPARE(r.penalties.constFirst().value, -1);
        QVERIFY(r.penalties.constFirst().describe().contains(spell));
        // Out of its reach (the player names no wizard), no penalty.
        const auto free = give(battle, orderTo(Halberdiers, General, 10), {4, 5});
        QCOMPARE(resultOf(free.value()).needed, 9);
    }

    void spiteOfLowKey_data()
    {
        QTest::addColumn<UnitId>("by");
        QTest::addColumn<OrderVerdict>("verdict");
        QTest::newRow("a Hero's double blunders") << Hero << OrderVerdict::Blunder;
        QTest::newRow("the General is spared") << General << OrderVerdict::Passed;
    }

    void spiteOfLowKey()
    {
        QFETCH(UnitId, by);
        QFETCH(OrderVerdict, verdict);
        OrderAction a = orderTo(Halberdiers, by, 10);
        a.inAuraOf = {EnemyWizard};
        const auto applied = give(
            commandPhase(std::nullopt, {aura(QStringLiteral("Spite of Low'Key"), SpellState::BlundersOnDoubles, 0)}), a,
            {2, 2, 4});
        QVERIFY(applied);
        const OrderResult &r = resultOf(applied.value());
        QCOMPARE(r.verdict, verdict);
        if (verdict == OrderVerdict::Blunder)
            QCOMPARE(r.blunderSpell, QStringLiteral("Spite of Low'Key"));
    }

    void auraRefused_data()
    {
        QTest::addColumn<QList<UnitId>>("wizards");
        QTest::addColumn<bool>("withAura");
        QTest::newRow("no aura on him") << QList<UnitId>{EnemyWizard} << false;
        QTest::newRow("not a wizard with an aura") << QList<UnitId>{EnemyHero} << true;
        QTest::newRow("a friend") << QList<UnitId>{Hero} << true;
        QTest::newRow("named twice") << QList<UnitId>{EnemyWizard, EnemyWizard} << true;
        QTest::newRow("no such unit") << QList<UnitId>{40} << true;
    }

    void auraRefused()
    {
        QFETCH(QList<UnitId>, wizards);
        QFETCH(bool, withAura);
        const QList<SpellOnUnit> auras{aura(QStringLiteral("Sand Storm"), SpellState::OrderPenalty, -1)};
        OrderAction a = orderTo(Halberdiers, General, 10);
        a.inAuraOf = wizards;
        const auto refused = give(commandPhase(std::nullopt, withAura ? auras : QList<SpellOnUnit>{}), a, {2, 3});
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, QStringLiteral("inAuraOf"));
    }

    void theActionIsWrittenAndReadBack()
    {
        OrderAction a = orderTo(Halberdiers);
        a.orbOfMajesty = true;
        a.crownOfCommand = true;
        a.helmOfDominion = true;
        a.sceptreOfSovereignty = true;
        a.inAuraOf = {EnemyWizard, 14};
        const GameAction action{a, {4, 5, 3, 3}};
        const JsonReader r(QStringLiteral("test"));
        const auto read = r.read<GameAction>([&] { return ActionJson::fromJson(r, ActionJson::toJson(action), {}); });
        QVERIFY2(read, qPrintable(read ? QString() : read.error().message));
        QCOMPARE(read.value(), action);
        // An order with no device writes none of their fields: old files read unchanged.
        const QJsonObject plain = ActionJson::inputToJson(orderTo(Halberdiers));
        QVERIFY(!plain.contains(QStringLiteral("orbOfMajesty")));
        QVERIFY(!plain.contains(QStringLiteral("inAuraOf")));
    }
};

QTEST_APPLESS_MAIN(TestCommandItems)

#include "tst_commanditems.moc"
