// SPDX-License-Identifier: GPL-3.0-or-later
// Games of units fielded from the built-in army lists, each played through the game's own path
// (Game::replay, ActionResolver): a list rule is tested with the unit as a roster fields it, its
// upgrades taken, so a rule the list gives and the converter misses fails here.
#include "core/armies/armylists.h"
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

constexpr RulesetId Revolution = RulesetId::Revolution;

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
};

QTEST_GUILESS_MAIN(TestListGames)
#include "tst_listgames.moc"
