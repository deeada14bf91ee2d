// SPDX-License-Identifier: GPL-3.0-or-later
// The special tables as the table resolver offers and walks through them: which tables a ruleset
// rolls on, the table a unit has of its own, and the walk-through of each kind of roll, line by line.

#include "tests/core/metatypes.h"
#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/preview/tablepreview.h"
#include "core/game/walkthrough/walkthrough.h"
#include "core/rules/tables.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::TableRollAction)
Q_DECLARE_METATYPE(std::optional<wm::TableId>)
Q_DECLARE_METATYPE(std::optional<qsizetype>)

namespace {

// Anna: General 1, Archers 2, Giant 3, Flame Cannon 4, Steam Tank 5, Death Rocket 6, Rocket Launcher
// 7; Ben: General 8, Knights 9.
namespace unitIds {
constexpr UnitId Archers = 2;
constexpr UnitId Giant = 3;
constexpr UnitId FlameCannon = 4;
constexpr UnitId SteamTank = 5;
constexpr UnitId DeathRocket = 6;
constexpr UnitId Knights = 9;
} // namespace unitIds

GameSetup tableSetup(RulesetId ruleset)
{
    GameSetup setup = demoSetup(ruleset);
    setup.rosters[Side::first()].units = {rosterUnit(empireGeneral(), 125),
                                          rosterUnit(archers(), 55, QStringLiteral("Archers - blue")),
                                          rosterUnit(giant(), 150),
                                          rosterUnit(flameCannon(), 50),
                                          rosterUnit(steamTankWithMalfunctions(), 130),
                                          rosterUnit(deathRocket(), 50),
                                          rosterUnit(rocketLauncher(), 50)};
    setup.rosters[Side::second()].units = {rosterUnit(empireGeneral(), 125), rosterUnit(knights(), 110)};
    return setup;
}

TableRollAction roll(UnitId unit, TableId table, std::optional<int> score = std::nullopt)
{
    return TableRollAction{unit, table, score, std::nullopt};
}

// Damage to a building: what was hit and how often.
TableRollAction damage(UnitId unit, BuildingKind kind, bool damaged, int hits)
{
    return TableRollAction{unit, TableId::BuildingDamage, std::nullopt, BuildingHits{kind, damaged, hits}};
}

} // namespace

class TestTableWalkthrough : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tablesOfEachRuleset();
    void aTableOfTheOtherGameIsRefused();
    void ownTables_data();
    void ownTables();
    void walkThrough_data();
    void walkThrough();
    void buildingDamageRefused_data();
    void buildingDamageRefused();
    void preview_data();
    void preview();
};

void TestTableWalkthrough::tablesOfEachRuleset()
{
    QCOMPARE(Ruleset::warmaster().tables(),
             (QList<TableId>{TableId::BlunderWarmaster, TableId::SteamTankWarmaster, TableId::GiantGoesWild,
                             TableId::FlameCannonWarmaster, TableId::DeathRocketWarmaster, TableId::RocketLauncher,
                             TableId::BuildingDamage, TableId::BoilingOil}));
    QCOMPARE(Ruleset::revolution().tables(),
             (QList<TableId>{TableId::BlunderRevolution, TableId::SteamTankRevolution, TableId::GiantGoesWild,
                             TableId::FlameCannonRevolution, TableId::DeathRocketRevolution, TableId::RocketLauncher,
                             TableId::BuildingDamage, TableId::BoilingOil}));
}

void TestTableWalkthrough::aTableOfTheOtherGameIsRefused()
{
    const Game game = Game::start(tableSetup(RulesetId::Warmaster)).value();
    ScriptedDiceSource dice({4});
    const auto prepared = game.prepare(roll(unitIds::FlameCannon, TableId::FlameCannonRevolution, 4), dice);
    QVERIFY(!prepared.ok());
    QCOMPARE(prepared.error().field, QStringLiteral("table"));
    QVERIFY(game.prepare(roll(unitIds::FlameCannon, TableId::FlameCannonWarmaster, 4), dice).ok());
}

void TestTableWalkthrough::ownTables_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<UnitProfile>("profile");
    QTest::addColumn<std::optional<TableId>>("table");
    const auto table = [](TableId id) { return std::optional<TableId>(id); };
    QTest::newRow("Flame Cannon, Warmaster")
        << RulesetId::Warmaster << flameCannon() << table(TableId::FlameCannonWarmaster);
    QTest::newRow("Flame Cannon, Revolution")
        << RulesetId::Revolution << flameCannon() << table(TableId::FlameCannonRevolution);
    QTest::newRow("Death Rocket, Revolution")
        << RulesetId::Revolution << deathRocket() << table(TableId::DeathRocketRevolution);
    QTest::newRow("Rocket Launcher, Warmaster")
        << RulesetId::Warmaster << rocketLauncher() << table(TableId::RocketLauncher);
    QTest::newRow("Steam Tank, Warmaster")
        << RulesetId::Warmaster << steamTankWithMalfunctions() << table(TableId::SteamTankWarmaster);
    QTest::newRow("Steam Tank, Revolution")
        << RulesetId::Revolution << steamTankWithMalfunctions() << table(TableId::SteamTankRevolution);
    QTest::newRow("Giant, Warmaster") << RulesetId::Warmaster << giant() << table(TableId::GiantGoesWild);
    QTest::newRow("Giant, Revolution") << RulesetId::Revolution << giant() << table(TableId::GiantGoesWild);
    QTest::newRow("Archers: none") << RulesetId::Warmaster << archers() << std::optional<TableId>();
}

void TestTableWalkthrough::ownTables()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(UnitProfile, profile);
    QFETCH(std::optional<TableId>, table);
    QCOMPARE(ownTableOf(unit(1, profile), Ruleset::forId(ruleset)), table);
}

void TestTableWalkthrough::walkThrough_data()
{
    using namespace unitIds;
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<TableRollAction>("action");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("lines");

    const RulesetId warmaster = RulesetId::Warmaster;
    const RulesetId revolution = RulesetId::Revolution;
    QTest::newRow("Giant dazed") << warmaster << roll(Giant, TableId::GiantGoesWild) << QList<int>{1}
                                 << QStringList{QStringLiteral("Giant goes wild: rolled 1."),
                                                QStringLiteral("Stands dazed: It neither moves nor fights this turn."),
                                                QStringLiteral("Giant rolls no attacks in combat this turn.")};
    QTest::newRow("Giant throws a rock")
        << warmaster << roll(Giant, TableId::GiantGoesWild) << QList<int>{3, 1, 2, 3, 4, 5}
        << QStringList{QStringLiteral("Giant goes wild: rolled 3."),
                       QStringLiteral("Throws a rock: It hurls a rock 5D6 cm at the closest unit, friend or foe; if "
                                      "the rock reaches it, it takes 3 attacks."),
                       QStringLiteral("3 attacks, rolled to hit like shooting."),
                       QStringLiteral("Distance: 5D6 cm = 15 cm (dice: 1 2 3 4 5).")};
    QTest::newRow("Giant berserk")
        << warmaster << roll(Giant, TableId::GiantGoesWild) << QList<int>{6}
        << QStringList{QStringLiteral("Giant goes wild: rolled 6."),
                       QStringLiteral("Berserk: It rushes at the nearest enemy it can see at twice its full pace, "
                                      "and doubles its attacks in the first round of that combat."),
                       QStringLiteral("Giant doubles its attacks in its first round of combat this turn.")};
    QTest::newRow("Flame Cannon last gasp")
        << warmaster << roll(FlameCannon, TableId::FlameCannonWarmaster, 2) << QList<int>{3, 5}
        << QStringList{QStringLiteral("Flame Cannon misfire (Warmaster): a double 2 rolled for its attacks."),
                       QStringLiteral("Last gasp: 4 hits on the target and 2D6 attacks more, then the Flame Cannon "
                                      "is destroyed."),
                       QStringLiteral("4 hits on the target, struck with no roll to hit."),
                       QStringLiteral("2D6 = 8 attacks (dice: 3 5), rolled to hit like shooting."),
                       QStringLiteral("Flame Cannon is destroyed.")};
    QTest::newRow("Flame Cannon sputters")
        << warmaster << roll(FlameCannon, TableId::FlameCannonWarmaster, 3) << QList<int>{}
        << QStringList{QStringLiteral("Flame Cannon misfire (Warmaster): a double 3 rolled for its attacks."),
                       QStringLiteral("Sputters: 3 hits on the target; from now on it shoots with one die (1D6 "
                                      "attacks)."),
                       QStringLiteral("3 hits on the target, struck with no roll to hit."),
                       QStringLiteral("Flame Cannon shoots with 1 die from now on.")};
    QTest::newRow("Revolution Flame Cannon huge flame")
        << revolution << roll(FlameCannon, TableId::FlameCannonRevolution, 6) << QList<int>{3}
        << QStringList{
               QStringLiteral("Flame Cannon misfire (Warmaster Revolution): a double 6 rolled for its attacks."),
               QStringLiteral("Huge flame: 12+D6 attacks on the target; otherwise unaffected."),
               QStringLiteral("12+D6 = 15 attacks (dice: 3), rolled to hit like shooting.")};
    QTest::newRow("Steam Tank: no entry")
        << warmaster << roll(SteamTank, TableId::SteamTankWarmaster) << QList<int>{6}
        << QStringList{QStringLiteral("Steam Tank malfunction (Warmaster): rolled 6."),
                       QStringLiteral("No entry for 6 in this table.")};
    QTest::newRow("Revolution Death Rocket dud")
        << revolution << roll(DeathRocket, TableId::DeathRocketRevolution) << QList<int>{2}
        << QStringList{QStringLiteral("Death Rocket misfire (Warmaster Revolution): rolled 2."),
                       QStringLiteral("Dud: The rocket does just 1 attack."),
                       QStringLiteral("1 attack, rolled to hit like shooting.")};
    QTest::newRow("wall: the highest of two dice")
        << warmaster << damage(FlameCannon, BuildingKind::Wall, false, 2) << QList<int>{2, 4}
        << QStringList{QStringLiteral("Damage to fortresses, buildings and ships: damage dice 2 4, the highest 4 is "
                                      "the score."),
                       QStringLiteral("Damaged: Damaged but holds.")};
    QTest::newRow("damaged gateway breached by a 5")
        << warmaster << damage(FlameCannon, BuildingKind::Gateway, true, 3) << QList<int>{1, 5, 3}
        << QStringList{QStringLiteral("Damage to fortresses, buildings and ships: damage dice 1 5 3, the highest 5 "
                                      "+2 for the target = score 7."),
                       QStringLiteral("Breached: Breached, destroyed or sunk; a tower must be breached twice to "
                                      "fall.")};
    QTest::newRow("boat: one die, nothing")
        << revolution << damage(FlameCannon, BuildingKind::Boat, false, 1) << QList<int>{2}
        << QStringList{QStringLiteral("Damage to fortresses, buildings and ships: damage dice 2, the highest 2 is "
                                      "the score."),
                       QStringLiteral("No effect: Nothing happens.")};
    // Logs written before the damage dice were rolled here carry the score read off them.
    QTest::newRow("building breached, score of an older log")
        << warmaster << roll(FlameCannon, TableId::BuildingDamage, 7) << QList<int>{}
        << QStringList{
               QStringLiteral("Damage to fortresses, buildings and ships: score 7, the highest damage die "
                              "with its modifiers."),
               QStringLiteral("Breached: Breached, destroyed or sunk; a tower must be breached twice to fall.")};
    QTest::newRow("boiling oil misses") << warmaster << roll(Knights, TableId::BoilingOil) << QList<int>{2}
                                        << QStringList{QStringLiteral("Boiling oil: rolled 2."),
                                                       QStringLiteral("No effect: The oil misses.")};
    QTest::newRow("boiling oil saved in part")
        << warmaster << roll(Knights, TableId::BoilingOil) << QList<int>{5, 6, 4, 5, 6, 1, 2, 4}
        << QStringList{QStringLiteral("Boiling oil: rolled 5."),
                       QStringLiteral("Drenched: The unit takes D3 attacks; if it loses a stand it retreats 1 cm "
                                      "per hit."),
                       QStringLiteral("D3 = 3 attacks (dice: 6), rolled to hit like shooting."),
                       QStringLiteral("To hit on 4+, as in the open: 4 5 6, 3 hits."),
                       QStringLiteral("Armour saves on 4+: 1 2 4, 1 saved."),
                       QStringLiteral("2 hits struck on Knights.")};
    QTest::newRow("boiling oil costs a stand")
        << warmaster << roll(Archers, TableId::BoilingOil) << QList<int>{6, 5, 4, 4, 4, 1, 1, 1}
        << QStringList{QStringLiteral("Boiling oil: rolled 6."),
                       QStringLiteral("Drenched: The unit takes D3 attacks; if it loses a stand it retreats 1 cm "
                                      "per hit."),
                       QStringLiteral("D3 = 3 attacks (dice: 5), rolled to hit like shooting."),
                       QStringLiteral("To hit on 4+, as in the open: 4 4 4, 3 hits."),
                       QStringLiteral("Armour saves on 6+: 1 1 1, 0 saved."),
                       QStringLiteral("3 hits struck on Archers - blue."),
                       QStringLiteral("Archers - blue loses a stand."),
                       QStringLiteral("Archers - blue retreats 3 cm, 1 cm for each hit.")};
}

void TestTableWalkthrough::walkThrough()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(TableRollAction, action);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, lines);
    auto game = Game::start(tableSetup(ruleset));
    QVERIFY(game.ok());
    ScriptedDiceSource source(dice);
    const auto prepared = game->prepare(action, source);
    QVERIFY2(prepared.ok(), qPrintable(prepared ? QString() : prepared.error().message));
    QCOMPARE(prepared->action.dice, dice);
    QCOMPARE(actionWalkthrough(game->battle(), action, prepared->outcome), lines);
}

void TestTableWalkthrough::buildingDamageRefused_data()
{
    using namespace unitIds;
    QTest::addColumn<TableRollAction>("action");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("not artillery") << damage(Archers, BuildingKind::Wall, false, 2) << QStringLiteral("unit")
                                   << QStringLiteral("Archers - blue is not artillery: only artillery can damage "
                                                     "buildings.");
    TableRollAction otherTable = damage(FlameCannon, BuildingKind::Wall, false, 2);
    otherTable.table = TableId::GiantGoesWild;
    QTest::newRow("another table") << otherTable << QStringLiteral("building")
                                   << QStringLiteral("Only the damage table is rolled for hits on a building, not "
                                                     "Giant goes wild.");
    TableRollAction both = damage(FlameCannon, BuildingKind::Wall, false, 2);
    both.score = 5;
    QTest::newRow("a score as well") << both << QStringLiteral("score")
                                     << QStringLiteral("Damage to a building is read from its damage dice, not from "
                                                       "a score given.");
    QTest::newRow("nothing hit") << roll(FlameCannon, TableId::BuildingDamage) << QStringLiteral("building")
                                 << QStringLiteral("Say what was hit and by how many hits.");
    QTest::newRow("no hits") << damage(FlameCannon, BuildingKind::Wall, false, 0) << QStringLiteral("hits")
                             << QStringLiteral("Damage is rolled for at least one hit on the building (was 0).");
}

void TestTableWalkthrough::buildingDamageRefused()
{
    QFETCH(TableRollAction, action);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const Game game = Game::start(tableSetup(RulesetId::Warmaster)).value();
    ScriptedDiceSource dice({6, 6, 6});
    const auto prepared = game.prepare(action, dice);
    QVERIFY(!prepared.ok());
    QCOMPARE(prepared.error().field, field);
    QCOMPARE(prepared.error().message, message);
}

void TestTableWalkthrough::preview_data()
{
    using namespace unitIds;
    QTest::addColumn<TableRollAction>("action");
    QTest::addColumn<QList<int>>("dice"); // the rolls made so far, as the draft has them
    QTest::addColumn<std::optional<int>>("score");
    QTest::addColumn<std::optional<qsizetype>>("row");
    QTest::addColumn<QString>("howScored");
    const std::optional<int> none;
    const std::optional<qsizetype> noRow;
    QTest::newRow("Giant, before its die")
        << roll(Giant, TableId::GiantGoesWild) << QList<int>{} << none << noRow << QString();
    QTest::newRow("Giant, its die in") << roll(Giant, TableId::GiantGoesWild) << QList<int>{3} << std::optional(3)
                                       << std::optional<qsizetype>(2) << QString();
    QTest::newRow("Flame Cannon, the double") << roll(FlameCannon, TableId::FlameCannonWarmaster, 2) << QList<int>{}
                                              << std::optional(2) << std::optional<qsizetype>(1) << QString();
    QTest::newRow("building, before the dice")
        << damage(FlameCannon, BuildingKind::Building, false, 2) << QList<int>{} << none << noRow
        << QStringLiteral("Score: the highest of 2 damage dice, +1 for the target.");
    QTest::newRow("wall, one die") << damage(FlameCannon, BuildingKind::Wall, false, 1) << QList<int>{} << none << noRow
                                   << QStringLiteral("Score: the one damage die, no modifier.");
    QTest::newRow("damaged building, the dice in")
        << damage(FlameCannon, BuildingKind::Building, true, 2) << QList<int>{5, 1} << std::optional(7)
        << std::optional<qsizetype>(2) << QStringLiteral("Score 7: the highest damage die 5, +2 for the target.");
    QTest::newRow("boiling oil") << roll(Knights, TableId::BoilingOil) << QList<int>{4} << std::optional(4)
                                 << std::optional<qsizetype>(1)
                                 << QStringLiteral("Boiling oil is always rolled: one die, then the attacks its row "
                                                   "gives.");
}

void TestTableWalkthrough::preview()
{
    QFETCH(TableRollAction, action);
    QFETCH(QList<int>, dice);
    QFETCH(std::optional<int>, score);
    QFETCH(std::optional<qsizetype>, row);
    QFETCH(QString, howScored);
    const Game game = Game::start(tableSetup(RulesetId::Warmaster)).value();
    // The table's own roll as the resolver makes it.
    QList<DiceRoll> rolled;
    if (!dice.isEmpty())
        rolled.append(DiceRoll{action.building ? RollPurpose::Damage : RollPurpose::Table, QStringLiteral("unit"),
                               DiceKind::D6, dice});
    const TablePreview preview = previewTableRoll(game.battle(), action, rolled);
    QCOMPARE(preview.score, score);
    QCOMPARE(preview.row, row);
    QCOMPARE(preview.howScored, howScored);
}

QTEST_APPLESS_MAIN(TestTableWalkthrough)
#include "tst_tablewalkthrough.moc"
