// SPDX-License-Identifier: GPL-3.0-or-later
// Games of units fielded from the built-in army lists, each played through the game's own path
// (Game::replay, ActionResolver): a list rule is tested with the unit as a roster fields it, its
// upgrades taken, so a rule the list gives and the converter misses fails here.
#include "tests/core/metatypes.h"

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/battlestanding.h"
#include "core/game/game.h"
#include "core/roster/rosterunits.h"

#include <QTest>

using namespace wm;

namespace {

const ArmyLists &lists()
{
    static const ArmyLists all = ArmyLists::builtIn().value();
    return all;
}

const ArmyList &listOf(RulesetId ruleset, const char *army)
{
    const ArmyList *list = lists().find(ruleset, QString::fromLatin1(army));
    Q_ASSERT_X(list, "listOf", army);
    return *list;
}

// A unit of the list as a roster fields it, with the upgrades named.
RosterUnit fielded(RulesetId ruleset, const char *army, const char *name, const QStringList &upgrades = {})
{
    const ArmyList &list = listOf(ruleset, army);
    const ArmyUnit *unit = list.unitByName(QString::fromLatin1(name));
    Q_ASSERT_X(unit, "fielded", name);
    QStringList ids;
    for (const QString &upgrade : upgrades) {
        const ArmyUpgrade *taken = list.upgradeByName(upgrade);
        Q_ASSERT_X(taken, "fielded", qPrintable(upgrade));
        ids.append(taken->id);
    }
    auto result = RosterUnits::fromList(list, unit->id, ids);
    Q_ASSERT_X(result.ok(), "fielded", result.ok() ? name : qPrintable(result.error().message));
    return result.value();
}

Roster roster(RulesetId ruleset, const char *army, QList<RosterUnit> units)
{
    Roster r;
    r.name = QString::fromLatin1(army);
    r.ruleset = ruleset;
    r.armyKey = QString::fromLatin1(army);
    r.units = std::move(units);
    return r;
}

// A game of the two rosters, the first side playing first: the first roster's units are numbered
// from 1, the second's after them.
GameSetup setupOf(RulesetId ruleset, Roster first, Roster second)
{
    GameSetup setup;
    setup.ruleset = ruleset;
    setup.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    setup.rosters = {std::move(first), std::move(second)};
    return setup;
}

// Why a replay failed, for QVERIFY2.
QString failure(const Result<Game> &game)
{
    return game ? QString() : game.error().message;
}

const GameAction endPhase{EndPhaseAction{}, {}};

constexpr RulesetId Classic = RulesetId::Warmaster;
constexpr RulesetId Revolution = RulesetId::Revolution;

// A unit of one army (2, after its General 1) charges the Empire's Halberdiers (4, after their
// General 3) on an order, and the first round of the combat is fought: how many dice it rolls.
namespace charge {
constexpr UnitId General = 1;
constexpr UnitId Charger = 2;
constexpr UnitId Halberdiers = 4;

// Each stand of each unit fights the other unit's first unit.
CombatUnitInput fighting(UnitId unit, int stands)
{
    CombatUnitInput input;
    input.unit = unit;
    for (int i = 0; i < stands; ++i)
        input.stands.append(FightingStand{0, {}});
    return input;
}

// The charger's attack dice in the first round; nothing when the game refuses a step.
std::optional<int> chargeDice(RulesetId ruleset, const QString &armyKey, const QString &unitName,
                              const QStringList &upgrades)
{
    const QByteArray army = armyKey.toLatin1();
    const QByteArray unit = unitName.toLatin1();
    const GameSetup setup = setupOf(
        ruleset,
        roster(ruleset, army.constData(),
               {fielded(ruleset, army.constData(), "General"),
                fielded(ruleset, army.constData(), unit.constData(), upgrades)}),
        roster(ruleset, "empire", {fielded(ruleset, "empire", "General"), fielded(ruleset, "empire", "Halberdiers")}));
    OrderAction order;
    order.character = General;
    order.units = {Charger};
    order.distanceCm = 10;
    const auto game = Game::replay(
        setup, {GameAction{order, {1, 1}}, GameAction{ChargeAction{{Charger}, {Halberdiers}}, {}}, endPhase, endPhase});
    if (!game)
        return std::nullopt;
    const Unit *charger = game->battle().unit(Charger);
    CombatAction round;
    round.sides[Side::first()] = {fighting(Charger, charger->state.standsLeft)};
    round.sides[Side::second()] = {fighting(Halberdiers, 3)};
    // Every die a 1: nobody hits, the round is drawn and both fall back.
    round.choices = {{Charger, CombatChoice::FallBack}, {Halberdiers, CombatChoice::FallBack}};
    ScriptedDiceSource ones(QList<int>(60, 1));
    const auto applied = ActionResolver::apply(game->battle(), round, ones);
    if (!applied)
        return std::nullopt;
    int dice = 0;
    for (const CombatStandDice &stand :
         std::get<CombatActionResult>(applied->outcome).round.units[Side::first()].constFirst().stands)
        dice += stand.dice;
    return dice;
}
} // namespace charge

// An army of the lists (its General 1, then the units named) against the Empire's General and two
// units of Halberdiers, the first of which is destroyed: the Empire withdraws, having lost half
// its units.
namespace standing {
GameSetup setup(RulesetId ruleset, const QByteArray &army, const char *general, const QStringList &units)
{
    QList<RosterUnit> fieldedUnits{fielded(ruleset, army.constData(), general)};
    for (const QString &unit : units)
        fieldedUnits.append(fielded(ruleset, army.constData(), unit.toLatin1().constData()));
    return setupOf(ruleset, roster(ruleset, army.constData(), fieldedUnits),
                   roster(ruleset, "empire",
                          {fielded(ruleset, "empire", "General"), fielded(ruleset, "empire", "Halberdiers"),
                           fielded(ruleset, "empire", "Halberdiers")}));
}

GameAction destroyed(UnitId unit)
{
    CorrectionAction a;
    a.unit = unit;
    a.destroyed = true;
    return GameAction{a, {}};
}
} // namespace standing

// Empire (a Wizard 1, Halberdiers 2) against Nippon (a Shugenja 3, with the Shrine or not, and
// Samurai 4), the Empire casting in its first Shooting phase.
namespace nippon {
constexpr UnitId Wizard = 1;
constexpr UnitId Shugenja = 3;
constexpr UnitId Samurai = 4;

GameSetup setup(bool shrine)
{
    return setupOf(Revolution,
                   roster(Revolution, "empire",
                          {fielded(Revolution, "empire", "Wizard"), fielded(Revolution, "empire", "Halberdiers")}),
                   roster(Revolution, "nippon",
                          {fielded(Revolution, "nippon", "Shugenja",
                                   shrine ? QStringList{QStringLiteral("Shrine")} : QStringList{}),
                           fielded(Revolution, "nippon", "Samurai")}));
}

// Weird Enchantment (4+) on the Samurai, the Shugenja trying to cancel it.
GameAction enchantment(const QList<int> &dice, bool shrineBonus)
{
    CastSpellAction a;
    a.wizard = Wizard;
    a.spell = QStringLiteral("Weird Enchantment");
    a.targets = {Samurai};
    a.dispeller = Shugenja;
    a.dispelBonus = shrineBonus;
    return GameAction{a, dice};
}
} // namespace nippon

} // namespace

class TestListGames : public QObject
{
    Q_OBJECT

private slots:
    // Nippon's Shugenja cancels an enemy spell as the Dwarf Runesmith does: a 4+ on a D6; with the
    // Shrine on his stand, once a battle +1 to that roll.
    void shugenjaCancelsSpells_data()
    {
        QTest::addColumn<bool>("shrine");
        QTest::addColumn<bool>("bonus");
        QTest::addColumn<int>("dispelDie");
        QTest::addColumn<bool>("cancelled");
        QTest::newRow("Shugenja: a 4 cancels the spell") << false << false << 4 << true;
        QTest::newRow("Shugenja: a 3 does not") << false << false << 3 << false;
        QTest::newRow("Shrine: a 3 with its +1 cancels") << true << true << 3 << true;
        QTest::newRow("Shrine: a 2 with its +1 does not") << true << true << 2 << false;
        QTest::newRow("Shrine kept for later: a 3 does not") << true << false << 3 << false;
    }
    void shugenjaCancelsSpells()
    {
        QFETCH(bool, shrine);
        QFETCH(bool, bonus);
        QFETCH(int, dispelDie);
        QFETCH(bool, cancelled);
        const auto game = Game::replay(nippon::setup(shrine), {endPhase, nippon::enchantment({5, dispelDie}, bonus)});
        QVERIFY2(game, qPrintable(failure(game)));
        const auto &result = std::get<SpellResult>(game->played().last().outcome);
        QVERIFY(result.succeeded);
        QCOMPARE(result.dispelled, cancelled);
        QCOMPARE(result.tookEffect(), !cancelled);
        QCOMPARE(game->battle().unit(nippon::Samurai)->state.under(SpellState::HalfPace), !cancelled);
        QCOMPARE(game->battle().unit(nippon::Shugenja)->state.dispelBonusUsed, bonus);
    }

    void shrineBonusOnceABattle()
    {
        const GameSetup setup = nippon::setup(true);
        QList<GameAction> actions{endPhase, nippon::enchantment({5, 3}, true)};
        // On to the Empire's next Shooting phase: the Shrine's +1 is spent.
        for (int i = 0; i < 6; ++i)
            actions.append(endPhase);
        const auto later = Game::replay(setup, actions);
        QVERIFY2(later, qPrintable(failure(later)));
        QCOMPARE(later->battle().turn(), 2);
        QCOMPARE(later->battle().phase(), Phase::Shooting);
        const auto again = Game::replay(setup, actions + QList<GameAction>{nippon::enchantment({5, 3}, true)});
        QVERIFY(!again);
        QVERIFY2(again.error().message.contains(QStringLiteral("once a battle")), qPrintable(again.error().message));
        // Without it the Shugenja still tries, on a plain 4+.
        const auto plain = Game::replay(setup, actions + QList<GameAction>{nippon::enchantment({5, 4}, false)});
        QVERIFY2(plain, qPrintable(failure(plain)));
        QVERIFY(std::get<SpellResult>(plain->played().last().outcome).dispelled);
    }

    // Three stands charging an enemy in the open: their attacks, +1 each for the charge unless the
    // unit's rule denies it.
    void chargeBonus_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<QString>("army");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QStringList>("upgrades");
        QTest::addColumn<int>("dice");
        QTest::newRow("Peasants: no charge bonus, 3 x 3 dice")
            << Revolution << QStringLiteral("bretonnia") << QStringLiteral("Peasants") << QStringList{} << 9;
        QTest::newRow("classic Peasants: no charge bonus, 3 x 3 dice")
            << Classic << QStringLiteral("bretonnian") << QStringLiteral("Peasants") << QStringList{} << 9;
        // The Grail Pilgrims fight with 4 attacks a stand, and keep the Peasants' charge without a bonus.
        QTest::newRow("Grail Reliquae: the Grail Pilgrims' +1 attack, 3 x 4 dice")
            << Revolution << QStringLiteral("bretonnia") << QStringLiteral("Peasants")
            << QStringList{QStringLiteral("Grail Reliquae")} << 12;
        QTest::newRow("Men-at-arms charge with +1 a stand")
            << Revolution << QStringLiteral("bretonnia") << QStringLiteral("Men-at-arms") << QStringList{} << 12;
    }
    void chargeBonus()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(QString, army);
        QFETCH(QString, unit);
        QFETCH(QStringList, upgrades);
        QFETCH(int, dice);
        QCOMPARE(charge::chargeDice(ruleset, army, unit, upgrades), std::optional(dice));
    }

    // A Tomb Kings stone thrower shoots the Empire's Halberdiers (4) in its first Shooting phase; at
    // the phase's end the drive-back dice of its hits confuse on a 4 or more for the Skull Chukka,
    // only on a 6 for the Orcs' Rock Lobber.
    void stoneThrowerDriveBack_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<QString>("army");
        QTest::addColumn<QString>("general");
        QTest::addColumn<QString>("thrower");
        QTest::addColumn<QList<int>>("driveBackDice");
        QTest::addColumn<bool>("confused");
        QTest::newRow("Skull Chukka: a 4 confuses")
            << Revolution << QStringLiteral("tomb-kings") << QStringLiteral("Tomb King")
            << QStringLiteral("Skull Chukka") << QList<int>{4, 1, 1} << true;
        QTest::newRow("classic Skull Chukka: a 4 confuses")
            << Classic << QStringLiteral("undead-tomb-kings") << QStringLiteral("Tomb King")
            << QStringLiteral("Skull Chukka") << QList<int>{1, 4, 1} << true;
        QTest::newRow("Skull Chukka: 3, 2, 1 do not")
            << Revolution << QStringLiteral("tomb-kings") << QStringLiteral("Tomb King")
            << QStringLiteral("Skull Chukka") << QList<int>{3, 2, 1} << false;
        QTest::newRow("Rock Lobber: a 4 does not")
            << Revolution << QStringLiteral("orcs") << QStringLiteral("Orc General") << QStringLiteral("Rock Lobber")
            << QList<int>{4, 1, 1} << false;
    }
    void stoneThrowerDriveBack()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(QString, army);
        QFETCH(QString, general);
        QFETCH(QString, thrower);
        QFETCH(QList<int>, driveBackDice);
        QFETCH(bool, confused);
        const QByteArray a = army.toLatin1();
        const GameSetup setup =
            setupOf(ruleset,
                    roster(ruleset, a.constData(),
                           {fielded(ruleset, a.constData(), general.toLatin1().constData()),
                            fielded(ruleset, a.constData(), thrower.toLatin1().constData())}),
                    roster(ruleset, "empire",
                           {fielded(ruleset, "empire", "General"), fielded(ruleset, "empire", "Halberdiers")}));
        ShootAction shot;
        ShooterInput stoneThrower;
        stoneThrower.unit = 2;
        stoneThrower.stands = 1;
        shot.shooters = {stoneThrower};
        shot.target = 4;
        // Three hits on 6s, which no save stops: a stand of Halberdiers removed, three dice to roll.
        const auto game =
            Game::replay(setup, {endPhase, GameAction{shot, {6, 6, 6}}, GameAction{EndPhaseAction{}, driveBackDice}});
        QVERIFY2(game, qPrintable(failure(game)));
        const Unit *halberdiers = game->battle().unit(4);
        QCOMPARE(halberdiers->state.standsLeft, 2);
        QCOMPARE(halberdiers->state.isConfused(), confused);
    }

    // Victory points as the battle's standing counts them, and who wins: the Empire withdraws after
    // losing a unit of Halberdiers (45 points), so the army of the list wins on more victory points,
    // and draws on as many or fewer.
    void victoryPoints_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<QString>("army");
        QTest::addColumn<QString>("general");
        QTest::addColumn<QStringList>("units");
        QTest::addColumn<QList<UnitId>>("destroyed"); // the army's units, numbered after its General (1)
        QTest::addColumn<int>("enemyScores");         // what the Empire scores for them
        QTest::addColumn<bool>("armyWins");           // or the battle is drawn

        const QStringList dwarfs{QStringLiteral("Warriors"), QStringLiteral("Warriors"),
                                 QStringLiteral("Troll Slayers")};
        const UnitId slayers = 4;
        QTest::newRow("Troll Slayers: still standing, the enemy scores all 80 and draws")
            << Revolution << QStringLiteral("dwarfs") << QStringLiteral("General") << dwarfs << QList<UnitId>{} << 80
            << false;
        QTest::newRow("Troll Slayers: destroyed, nobody scores them and the Dwarfs win")
            << Revolution << QStringLiteral("dwarfs") << QStringLiteral("General") << dwarfs << QList<UnitId>{slayers}
            << 0 << true;
        QTest::newRow("classic Troll Slayers: still standing, the enemy scores all 80 and draws")
            << Classic << QStringLiteral("dwarf") << QStringLiteral("General") << dwarfs << QList<UnitId>{} << 80
            << false;
        QTest::newRow("classic Troll Slayers: destroyed, nobody scores them and the Dwarfs win")
            << Classic << QStringLiteral("dwarf") << QStringLiteral("General") << dwarfs << QList<UnitId>{slayers} << 0
            << true;
        QTest::newRow("Dwarf Warriors destroyed: the enemy scores 110 and draws")
            << Revolution << QStringLiteral("dwarfs") << QStringLiteral("General") << dwarfs << QList<UnitId>{2}
            << 110 + 80 << false;

        const QStringList goblins{QStringLiteral("Goblins"), QStringLiteral("Goblins"), QStringLiteral("Goblins"),
                                  QStringLiteral("Pump Wagon")};
        const UnitId pumpWagon = 5;
        QTest::newRow("Pump Wagon: destroyed, worth nothing and the Goblins win")
            << Revolution << QStringLiteral("goblin") << QStringLiteral("Goblin Warboss") << goblins
            << QList<UnitId>{pumpWagon} << 0 << true;
        QTest::newRow("Goblins destroyed: the enemy scores 30, fewer than 45")
            << Revolution << QStringLiteral("goblin") << QStringLiteral("Goblin Warboss") << goblins << QList<UnitId>{2}
            << 30 << true;
    }
    void victoryPoints()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(QString, army);
        QFETCH(QString, general);
        QFETCH(QStringList, units);
        QFETCH(QList<UnitId>, destroyed);
        QFETCH(int, enemyScores);
        QFETCH(bool, armyWins);
        const GameSetup setup = standing::setup(ruleset, army.toLatin1(), general.toLatin1().constData(), units);
        const auto firstHalberdiers = UnitId(units.size() + 3);
        QList<GameAction> actions{standing::destroyed(firstHalberdiers)};
        for (UnitId id : destroyed)
            actions.append(standing::destroyed(id));
        const auto game = Game::replay(setup, actions);
        QVERIFY2(game, qPrintable(failure(game)));
        const BattleStanding now = battleStanding(game->setup(), game->battle());
        QVERIFY(now.over());
        QVERIFY(now.losses[Side::second()].withdraws());
        QVERIFY(!now.losses[Side::first()].withdraws());
        QCOMPARE(now.victoryPoints[Side::first()], 45);
        QCOMPARE(now.victoryPoints[Side::second()], enemyScores);
        QCOMPARE(now.winner(), armyWins ? std::optional(Side::first()) : std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestListGames)
#include "tst_listgames.moc"
