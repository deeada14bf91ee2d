// SPDX-License-Identifier: GPL-3.0-or-later
// The army lists' rules whose number depends on something the app knows: who orders whom, which units
// are brigaded, whom a unit fights, a power used once a battle. Each row names the list's rule and
// is played through the real path: a game set up from rosters of the built-in lists, an order or a
// combat round given to ActionResolver with scripted dice. Both rulesets where both lists have the
// rule.
#include "tests/core/metatypes.h"

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/game.h"
#include "core/game/preview/orderpreview.h"
#include "core/game/rulequestions.h"
#include "core/game/walkthrough/walkthrough.h"
#include "core/roster/rosterunits.h"

#include <QTest>

using namespace wm;

namespace {

constexpr RulesetId Classic = RulesetId::Warmaster;
constexpr RulesetId Revolution = RulesetId::Revolution;

const ArmyLists &lists()
{
    static const ArmyLists all = ArmyLists::builtIn().value();
    return all;
}

// A unit of a list as a roster fields it: "Hero+Oathstone" takes the upgrade.
RosterUnit fielded(const ArmyList &list, const QString &pick)
{
    const QStringList parts = pick.split(QLatin1Char('+'));
    QStringList upgrades;
    for (const QString &name : parts.mid(1)) {
        const ArmyUpgrade *upgrade = list.upgradeByName(name);
        Q_ASSERT_X(upgrade, "fielded", qPrintable(name));
        upgrades.append(upgrade->id);
    }
    auto unit = RosterUnits::fromList(list, ArmyList::unitId(list.key, parts.first()), upgrades);
    if (!unit)
        qFatal("%s: %s", qPrintable(pick), qPrintable(unit.error().message));
    return unit.value();
}

Roster roster(RulesetId ruleset, const QString &army, const QStringList &picks)
{
    const ArmyList *list = lists().find(ruleset, army);
    Q_ASSERT_X(list, "roster", qPrintable(army));
    Roster r;
    r.name = army;
    r.ruleset = ruleset;
    r.armyKey = army;
    r.pointsLimit = 5000;
    for (const QString &pick : picks)
        r.units.append(fielded(*list, pick));
    return r;
}

// A game of `mine` (numbered from 1, in order) against `theirs`, in the first player's Command phase.
// An enemy army named "" is a roster typed in: no list is known for it.
Battle battleOf(RulesetId ruleset, const QString &army, const QStringList &mine, const QString &enemy,
                const QStringList &theirs)
{
    GameSetup setup;
    setup.ruleset = ruleset;
    setup.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    setup.rosters[Side::first()] = roster(ruleset, army, mine);
    setup.rosters[Side::second()] = roster(ruleset, enemy.isEmpty() ? QStringLiteral("empire") : enemy, theirs);
    if (enemy.isEmpty())
        setup.rosters[Side::second()].armyKey.clear();
    auto battle = setup.startBattle();
    if (!battle)
        qFatal("%s", qPrintable(battle.error().message));
    return battle.value();
}

void toPhase(Battle &battle, Phase phase)
{
    ScriptedDiceSource none;
    while (battle.phase() != phase)
        QVERIFY(battle.endPhase(none, {}));
}

// Two dice that add up to `total` (2 to 12).
QList<int> diceFor(int total)
{
    return {total / 2, total - total / 2};
}

OrderAction orderOf(UnitId character, const QList<UnitId> &units, const QStringList &said, int distanceCm = 0)
{
    OrderAction a;
    a.character = character;
    a.units = units;
    a.distanceCm = distanceCm;
    a.rules = said;
    return a;
}

bool passes(const Battle &battle, const OrderAction &order, int total)
{
    ScriptedDiceSource dice(diceFor(total));
    const auto applied = ActionResolver::apply(battle, order, dice);
    if (!applied)
        qFatal("%s", qPrintable(applied.error().message));
    return std::get<OrderResult>(applied->outcome).passed();
}

// Units 1.. of the first army by their place in `mine`.
QList<UnitId> numbered(const QList<int> &places)
{
    QList<UnitId> ids;
    for (int p : places)
        ids.append(UnitId(p + 1));
    return ids;
}

CombatUnitInput fighting(UnitId unit, int stands, const QStringList &said = {})
{
    CombatUnitInput u;
    u.unit = unit;
    for (int i = 0; i < stands; ++i)
        u.stands.append(FightingStand{0, {}});
    u.rules = said;
    return u;
}

// The dice the first side's first unit rolls in the round, its character's included.
int diceRolled(const CombatRoundResult &round)
{
    int dice = 0;
    for (const CombatAttack &a : round.attacks) {
        if (a.side == Side::first() && a.unit == 0)
            dice += int(a.toHit.faces.size());
    }
    return dice;
}

Result<AppliedAction> fight(const Battle &battle, const CombatAction &action)
{
    ScriptedDiceSource ones(QList<int>(200, 1));
    return ActionResolver::apply(battle, action, ones);
}

CombatAction combatOf(const CombatUnitInput &mine, const CombatUnitInput &theirs, int round = 1)
{
    CombatAction a;
    a.round = round;
    a.sides[Side::first()] = {mine};
    a.sides[Side::second()] = {theirs};
    // Nobody hits with ones: a draw, and both fall back.
    a.choices = {{mine.unit, CombatChoice::FallBack}, {theirs.unit, CombatChoice::FallBack}};
    return a;
}

QStringList questionRules(const QList<RuleQuestion> &questions)
{
    QStringList rules;
    for (const RuleQuestion &q : questions)
        rules.append(q.rule);
    return rules;
}

} // namespace

class TestListConditions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void orders_data();
    void orders();
    void refusals_data();
    void refusals();
    void orderPenaltyIsShown();
    void payWagonLastsTheTurn();
    void answersOnlyToQuestions();
    void attacks_data();
    void attacks();
    void tombKingsPowerLastsThePhase_data();
    void tombKingsPowerLastsThePhase();
    void oathstone();
    void bearsStrikeAgainWhenAhead_data();
    void bearsStrikeAgainWhenAhead();
    void spawnJoinBrigadesFree_data();
    void spawnJoinBrigadesFree();
    void shogunsCharactersBlunderLower_data();
    void shogunsCharactersBlunderLower();
};

void TestListConditions::orders_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QStringList>("units");  // the army; the first orders
    QTest::addColumn<QList<int>>("ordered"); // places in `units`
    QTest::addColumn<QStringList>("said");
    QTest::addColumn<int>("distanceCm");
    QTest::addColumn<int>("needed"); // passes on this total, fails on one more

    const QString cd = QStringLiteral("chaos-dwarfs");
    auto row = [](const char *name, RulesetId ruleset, const QString &army, const QStringList &units,
                  const QList<int> &ordered, int needed, const QStringList &said = {}, int distance = 0) {
        QTest::newRow(name) << ruleset << army << units << ordered << said << distance << needed;
    };
    const QStringList slaves{QStringLiteral("General"),
                             QStringLiteral("Orc Slaves"),
                             QStringLiteral("Black Orcs"),
                             QStringLiteral("Chaos Dwarfs"),
                             QStringLiteral("Blunderbusses"),
                             QStringLiteral("Bull Centaurs"),
                             QStringLiteral("Chaos Dwarfs+Blunderbusses")};
    row("Orc Slaves: -1 unless brigaded with Black Orcs... alone, Command 9 needs 8", Revolution, cd, slaves, {1}, 8);
    row("Orc Slaves: ... brigaded with Black Orcs needs 9", Revolution, cd, slaves, {1, 2}, 9);
    row("Orc Slaves: ... brigaded with Chaos Dwarfs needs 9", Revolution, cd, slaves, {1, 3}, 9);
    row("Orc Slaves: ... brigaded with Blunderbusses needs 9", Revolution, cd, slaves, {1, 4}, 9);
    row("Orc Slaves: ... brigaded with Chaos Dwarfs fielded as Blunderbusses needs 9", Revolution, cd, slaves, {1, 6},
        9);
    row("Orc Slaves: ... brigaded with Bull Centaurs only needs 8", Revolution, cd, slaves, {1, 5}, 8);

    for (RulesetId r : {Classic, Revolution}) {
        const QString army = QString::fromLatin1(r == Classic ? "bretonnian" : "bretonnia");
        const QStringList peasants{QStringLiteral("General"), QStringLiteral("Peasants"), QStringLiteral("Peasants"),
                                   QStringLiteral("Men-at-arms")};
        const bool classic = r == Classic;
        row(classic ? "classic Peasants: -1 unless brigaded with a unit that is not Peasants, alone"
                    : "Peasants: -1 unless brigaded with a unit that is not Peasants, alone",
            r, army, peasants, {1}, 8);
        row(classic ? "classic Peasants: ... two Peasants units" : "Peasants: ... two Peasants units", r, army,
            peasants, {1, 2}, 8);
        row(classic ? "classic Peasants: ... with Men-at-arms" : "Peasants: ... with Men-at-arms", r, army, peasants,
            {1, 3}, 9);
    }
    const QStringList pilgrims{QStringLiteral("General"), QStringLiteral("Peasants"),
                               QStringLiteral("Peasants+Grail Reliquae")};
    row("Peasants: no -1 for the Peasants carrying the Grail Reliquae", Revolution, QStringLiteral("bretonnia"),
        pilgrims, {2}, 9);
    row("Peasants: no -1 for Grail Pilgrims touching it, as the players say", Revolution, QStringLiteral("bretonnia"),
        pilgrims, {1}, 9, {QStringLiteral("Peasants")});
    row("Peasants: -1 when the players do not say they are Grail Pilgrims", Revolution, QStringLiteral("bretonnia"),
        pilgrims, {1}, 8);

    const QStringList spawn{QStringLiteral("General"), QStringLiteral("Chaos Spawn"), QStringLiteral("Chaos Warriors"),
                            QStringLiteral("Chaos Marauders"), QStringLiteral("Chaos Spawn")};
    for (const char *army : {"chaos", "beastmen"}) {
        const QStringList units =
            QString::fromLatin1(army) == QLatin1String("chaos")
                ? spawn
                : QStringList{QStringLiteral("Beastlord"), QStringLiteral("Chaos Spawn"), QStringLiteral("Gor"),
                              QStringLiteral("Ungor"), QStringLiteral("Chaos Spawn")};
        const bool chaos = units == spawn;
        row(chaos ? "Chaos Spawn: -1 unless more units of the brigade are not Spawn, alone"
                  : "Beastmen Chaos Spawn: -1 unless more units of the brigade are not Spawn, alone",
            Revolution, QString::fromLatin1(army), units, {1}, 8);
        row(chaos ? "Chaos Spawn: ... one other unit for one Spawn" : "Beastmen Chaos Spawn: ... one other for one",
            Revolution, QString::fromLatin1(army), units, {1, 2}, 8);
        row(chaos ? "Chaos Spawn: ... two other units for one Spawn" : "Beastmen Chaos Spawn: ... two others for one",
            Revolution, QString::fromLatin1(army), units, {1, 2, 3}, 9);
        row(chaos ? "Chaos Spawn: ... two others for two Spawn" : "Beastmen Chaos Spawn: ... two others for two",
            Revolution, QString::fromLatin1(army), units, {1, 2, 3, 4}, 8);
    }
    row("classic Chaos Spawn: ordered in a brigade with another unit, no penalty", Classic, QStringLiteral("chaos"),
        spawn, {1, 2}, 9);

    for (RulesetId r : {Classic, Revolution}) {
        const bool classic = r == Classic;
        const QStringList guards{QStringLiteral("General"), QStringLiteral("Guards"), QStringLiteral("Spearmen"),
                                 QStringLiteral("Hero")};
        const QString araby = QStringLiteral("araby");
        row(classic ? "classic Guards: the General's first order to them alone passes on 10"
                    : "Guards: the General's first order to them alone passes on 10",
            r, araby, guards, {1}, 10);
        row(classic ? "classic Guards: ... with no penalties, 50 cm away" : "Guards: ... with no penalties, 50 cm away",
            r, araby, guards, {1}, 10, {}, 50);
        row(classic ? "classic Guards: ... not in a brigade" : "Guards: ... not in a brigade", r, araby, guards, {1, 2},
            9);
    }

    for (RulesetId r : {Classic, Revolution}) {
        const QString army = QString::fromLatin1(r == Classic ? "undead-tomb-kings" : "tomb-kings");
        const QStringList giant{QStringLiteral("Tomb King"), QStringLiteral("Bone Giant"), QStringLiteral("Skeletons"),
                                QStringLiteral("Liche Priest")};
        const bool classic = r == Classic;
        row(classic ? "classic Bone Giant: -1 when the Tomb King orders it"
                    : "Bone Giant: -1 when the Tomb King orders it",
            r, army, giant, {1}, 8);
        row(classic ? "classic Bone Giant: ... or a brigade with it" : "Bone Giant: ... or a brigade with it", r, army,
            giant, {1, 2}, 8);
        row(classic ? "classic Bone Giant: the Tomb King's orders to Skeletons alone"
                    : "Bone Giant: the Tomb King's orders to Skeletons alone",
            r, army, giant, {2}, 9);
    }
    // The Liche Priest orders: he comes first.
    row("Bone Giant: no penalty when a Liche Priest orders it", Revolution, QStringLiteral("tomb-kings"),
        {QStringLiteral("Liche Priest"), QStringLiteral("Bone Giant"), QStringLiteral("Tomb King")}, {1}, 8);
    row("classic Bone Giant: no penalty when a Liche Priest orders it", Classic, QStringLiteral("undead-tomb-kings"),
        {QStringLiteral("Liche Priest"), QStringLiteral("Bone Giant"), QStringLiteral("Tomb King")}, {1}, 8);

    const QString we = QStringLiteral("wood-elves");
    auto elves = [](const char *character) {
        return QStringList{QString::fromLatin1(character), QStringLiteral("Dryads"),  QStringLiteral("Treeman"),
                           QStringLiteral("Wild Riders"),  QStringLiteral("Treekin"), QStringLiteral("Glade Guard")};
    };
    row("Forest Spirits: -1 when ordered by the General (Dryads)", Revolution, we, elves("General"), {1}, 9);
    row("Forest Spirits: -1 when ordered by the General (Treeman)", Revolution, we, elves("General"), {2}, 9);
    row("Forest Spirits: -1 when ordered by the General (Wild Riders)", Revolution, we, elves("General"), {3}, 9);
    row("Forest Spirits: -1 when ordered by the General (Treekin)", Revolution, we, elves("General"), {4}, 9);
    row("Forest Spirits: -1 when ordered by a Noble", Revolution, we, elves("Noble"), {1}, 7);
    row("Forest Spirits: none when ordered by a Spell Weaver", Revolution, we, elves("Spell Weaver"), {1}, 8);
    row("Forest Spirits: the General's orders to Glade Guard alone", Revolution, we, elves("General"), {5}, 10);
    row("Treeman Ancient: -1 ordering a unit that is not Forest Spirits", Revolution, we, elves("Treeman Ancient"), {5},
        7);
    row("Treeman Ancient: none ordering Forest Spirits", Revolution, we, elves("Treeman Ancient"), {1, 4}, 8);
    row("Treeman Ancient: -1 ordering a brigade with other units", Revolution, we, elves("Treeman Ancient"), {1, 5}, 7);
    row("Branchwraith: -1 ordering a unit that is not Forest Spirits", Revolution, we, elves("Branchwraith"), {5}, 7);
    row("Branchwraith: none ordering Forest Spirits", Revolution, we, elves("Branchwraith"), {2}, 8);

    const QString dow = QStringLiteral("dogs-of-war");
    const QStringList paid{QStringLiteral("Paymaster+Pay Wagon"), QStringLiteral("Pikemen")};
    row("Paymaster, Pay Wagon: +1 to his Command rolls for the turn he uses it", Revolution, dow, paid, {1}, 9,
        {QStringLiteral("Paymaster, Pay Wagon")});
    row("Paymaster, Pay Wagon: Command 8 while he does not", Revolution, dow, paid, {1}, 8);
    row("Horn of Resounding: +1 to the Shaman's Command rolls for the turn he sounds it", Revolution,
        QStringLiteral("norse"), {QStringLiteral("Shaman+Horn of Resounding"), QStringLiteral("Bondsmen")}, {1}, 9,
        {QStringLiteral("Horn of Resounding")});
    row("Horn of Resounding: Command 8 while he does not", Revolution, QStringLiteral("norse"),
        {QStringLiteral("Shaman+Horn of Resounding"), QStringLiteral("Bondsmen")}, {1}, 8);

    row("Fenbeast: the Druid orders it at +1 Command", Revolution, QStringLiteral("albion"),
        {QStringLiteral("Druid"), QStringLiteral("Fenbeast")}, {1}, 8);
    row("Terracotta Warriors: ordered by a Sorcerer at +1 Command", Revolution, QStringLiteral("cathay"),
        {QStringLiteral("Sorcerer"), QStringLiteral("Terracotta Warriors"), QStringLiteral("Terracotta Warriors")},
        {1, 2}, 8);

    for (RulesetId r : {Classic, Revolution}) {
        const QStringList camels{QStringLiteral("General"), QStringLiteral("Camel Riders"), QStringLiteral("Knights")};
        // Classic: 60 cm is -3; Revolution: 60 cm is -2.
        const int distance = r == Classic ? 3 : 2;
        const bool classic = r == Classic;
        row(classic ? "classic Camel Riders: alone, no distance penalty, -1"
                    : "Camel Riders: alone, no distance penalty, -1",
            r, QStringLiteral("araby"), camels, {1}, 8, {}, 60);
        row(classic ? "classic Camel Riders: in a brigade, the distance penalty and -1"
                    : "Camel Riders: in a brigade, the distance penalty and -1",
            r, QStringLiteral("araby"), camels, {1, 2}, 8 - distance, {}, 60);
    }
    row("Gorgers: no distance penalty, -1", Revolution, QStringLiteral("ogre-kingdoms"),
        {QStringLiteral("Tyrant"), QStringLiteral("Gorgers"), QStringLiteral("Bull Ogres")}, {1}, 8, {}, 60);
    row("Gorgers: a brigade with other units takes the distance penalty", Revolution, QStringLiteral("ogre-kingdoms"),
        {QStringLiteral("Tyrant"), QStringLiteral("Gorgers"), QStringLiteral("Bull Ogres")}, {1, 2}, 6, {}, 60);
}

void TestListConditions::orders()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QStringList, units);
    QFETCH(QList<int>, ordered);
    QFETCH(QStringList, said);
    QFETCH(int, distanceCm);
    QFETCH(int, needed);

    const Battle battle = battleOf(ruleset, army, units, QStringLiteral("empire"), {QStringLiteral("General")});
    const OrderAction order = orderOf(1, numbered(ordered), said, distanceCm);
    // The roll needed as the order form shows it before the dice, and as the dice decide it.
    const Result<OrderPreview> preview = previewOrder(battle, order);
    QVERIFY2(preview.ok(), preview.ok() ? "" : qPrintable(preview.error().message));
    QCOMPARE(preview->needed, needed);
    QVERIFY(passes(battle, order, needed));
    QVERIFY(!passes(battle, order, needed + 1));
}

void TestListConditions::spawnJoinBrigadesFree_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QList<int>>("ordered"); // places in the army below: 1-4 Chaos Warriors, 5-7 Spawn
    QTest::addColumn<QString>("refused");    // the message, or nothing when the order may be given

    auto row = [](const char *name, RulesetId ruleset, const QList<int> &ordered, const char *refused = "") {
        QTest::newRow(name) << ruleset << ordered << QString::fromLatin1(refused);
    };
    row("Revolution: four units and two Spawn, neither counted", Revolution, {1, 2, 3, 4, 5, 6});
    row("Revolution: four units and three Spawn, one counted", Revolution, {1, 2, 3, 4, 5, 6, 7},
        "A brigade has at most 4 units (7 picked, 5 of them counted).");
    row("classic: four units and three Spawn, one free for each other unit", Classic, {1, 2, 3, 4, 5, 6, 7});
    row("classic: two units and three Spawn, two free", Classic, {1, 2, 5, 6, 7});
}

void TestListConditions::spawnJoinBrigadesFree()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QList<int>, ordered);
    QFETCH(QString, refused);
    const QStringList units{QStringLiteral("General"),        QStringLiteral("Chaos Warriors"),
                            QStringLiteral("Chaos Warriors"), QStringLiteral("Chaos Warriors"),
                            QStringLiteral("Chaos Warriors"), QStringLiteral("Chaos Spawn"),
                            QStringLiteral("Chaos Spawn"),    QStringLiteral("Chaos Spawn")};
    const Battle battle =
        battleOf(ruleset, QStringLiteral("chaos"), units, QStringLiteral("empire"), {QStringLiteral("General")});
    const Result<OrderPreview> preview = previewOrder(battle, orderOf(1, numbered(ordered), {}, 0));
    QCOMPARE(preview.ok() ? QString() : preview.error().message, refused);
}

void TestListConditions::shogunsCharactersBlunderLower_data()
{
    QTest::addColumn<QString>("army");
    QTest::addColumn<UnitId>("character");
    QTest::addColumn<int>("tableDie");
    QTest::addColumn<int>("modifier"); // what the state reports added to the table roll
    QTest::addColumn<QString>("row");  // the row read, or nothing when there is no table roll

    auto row = [](const char *name, const char *army, UnitId character, int tableDie, int modifier, const char *title) {
        QTest::newRow(name) << QString::fromLatin1(army) << character << tableDie << modifier
                            << QString::fromLatin1(title);
    };
    // Nippon: 1 Shogun, 2 Samurai, 3 Daimyo, 4 Shugenja. Empire: 1 General, 2 Halberdiers, 3 Hero, 4 Wizard.
    row("Daimyo: 4 reads 3, falls back instead of staying put", "nippon", 3, 4, -1, "Fall back");
    row("Daimyo: 6 reads 5, stays put instead of rushing", "nippon", 3, 6, -1, "Stay put");
    row("Shugenja: 2 reads 1, the Command penalty", "nippon", 4, 2, -1, "Command penalty");
    row("Shugenja: 1 reads the first row still", "nippon", 4, 1, -1, "Command penalty");
    row("the Shogun himself: a General's double six, no table", "nippon", 1, 4, 0, "");
    row("an Empire Hero: 4 reads 4", "empire", 3, 4, 0, "Stay put");
}

void TestListConditions::shogunsCharactersBlunderLower()
{
    QFETCH(QString, army);
    QFETCH(UnitId, character);
    QFETCH(int, tableDie);
    QFETCH(int, modifier);
    QFETCH(QString, row);
    const bool nippon = army == QLatin1String("nippon");
    const QStringList units = nippon ? QStringList{QStringLiteral("Shogun"), QStringLiteral("Samurai"),
                                                   QStringLiteral("Daimyo"), QStringLiteral("Shugenja")}
                                     : QStringList{QStringLiteral("General"), QStringLiteral("Halberdiers"),
                                                   QStringLiteral("Hero"), QStringLiteral("Wizard")};
    const Battle battle = battleOf(Revolution, army, units, QStringLiteral("empire"), {QStringLiteral("General")});
    ScriptedDiceSource dice({6, 6, tableDie});
    const auto applied = ActionResolver::apply(battle, orderOf(character, {2}, {}), dice);
    QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
    const OrderResult &result = std::get<OrderResult>(applied->outcome);
    QCOMPARE(result.tableModifier, modifier);
    QCOMPARE(result.row ? result.row->title : QString(), row);
    if (!row.isEmpty()) {
        QCOMPARE(result.tableRoll->total(), tableDie);
        QCOMPARE(result.tableScore(), std::max(1, tableDie + modifier));
    }
    // The row's lasting effect lands on the unit: the Command penalty only where that row was read.
    QCOMPARE(applied->after.unit(2)->state.permanentCommandPenalty, row == QLatin1String("Command penalty") ? 1 : 0);
}

void TestListConditions::refusals_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QList<int>>("ordered");
    QTest::addColumn<QString>("refused"); // the unit refused, or nothing when the order may be given

    auto row = [](const char *name, RulesetId ruleset, const char *army, const QStringList &units,
                  const QList<int> &ordered, const char *refused) {
        QTest::newRow(name) << ruleset << QString::fromLatin1(army) << units << ordered << QString::fromLatin1(refused);
    };
    const QStringList hobgoblins{QStringLiteral("General"),    QStringLiteral("Hobgoblins"),
                                 QStringLiteral("Black Orcs"), QStringLiteral("Chaos Dwarfs"),
                                 QStringLiteral("Orc Slaves"), QStringLiteral("Hobgoblin Wolf Riders")};
    row("Hobgoblins: never brigaded with Black Orcs...", Revolution, "chaos-dwarfs", hobgoblins, {1, 2}, "Hobgoblins");
    row("Hobgoblins: ... nor with Orc Slaves (Wolf Riders)", Revolution, "chaos-dwarfs", hobgoblins, {5, 4},
        "Hobgoblin Wolf Riders");
    row("Hobgoblins: ... unless Chaos Dwarfs are in the brigade", Revolution, "chaos-dwarfs", hobgoblins, {1, 2, 3},
        "");
    row("classic Chaos Spawn: no order alone", Classic, "chaos",
        {QStringLiteral("General"), QStringLiteral("Chaos Spawn"), QStringLiteral("Chaos Warriors")}, {1},
        "Chaos Spawn");
    row("classic Bears: brigades only with other Bears", Classic, "kislev",
        {QStringLiteral("General"), QStringLiteral("Bears"), QStringLiteral("Axemen"), QStringLiteral("Bears")}, {1, 2},
        "Bears");
    row("classic Bears: two Bears units brigade", Classic, "kislev",
        {QStringLiteral("General"), QStringLiteral("Bears"), QStringLiteral("Axemen"), QStringLiteral("Bears")}, {1, 3},
        "");
    for (RulesetId r : {Classic, Revolution}) {
        const char *army = r == Classic ? "dark-elf" : "dark-elves";
        const QStringList units{QStringLiteral("General"), QStringLiteral("Cold One Knights"),
                                QStringLiteral("Dark Riders"), QStringLiteral("War Hydra")};
        row(r == Classic ? "classic Cold One Knights: brigades only with other Cold One Knights"
                         : "Cold One Knights: brigades only with other Cold One Knights",
            r, army, units, {1, 2}, "Cold One Knights");
        row(r == Classic ? "classic War Hydra: never brigaded" : "War Hydra: never brigaded", r, army, units, {3, 2},
            "War Hydra");
        row(r == Classic ? "classic War Hydra: ordered alone" : "War Hydra: ordered alone", r, army, units, {3}, "");
        row(r == Classic ? "classic Elephants: never brigaded with cavalry" : "Elephants: never brigaded with cavalry",
            r, "araby", {QStringLiteral("General"), QStringLiteral("Elephants"), QStringLiteral("Knights")}, {1, 2},
            "Elephants");
    }
    row("Steam Tank: never brigaded", Revolution, "empire",
        {QStringLiteral("General"), QStringLiteral("Steam Tank"), QStringLiteral("Halberdiers")}, {1, 2}, "Steam Tank");
    row("Gyrocopter: never brigaded", Revolution, "dwarfs",
        {QStringLiteral("General"), QStringLiteral("Gyrocopter"), QStringLiteral("Warriors")}, {1, 2}, "Gyrocopter");
    row("Dragon Ogre Shaggoth: always ordered on its own", Revolution, "beastmen",
        {QStringLiteral("Beastlord"), QStringLiteral("Dragon Ogre Shaggoth"), QStringLiteral("Gor")}, {1, 2},
        "Dragon Ogre Shaggoth");
    row("Fenbeast: never brigaded", Revolution, "albion",
        {QStringLiteral("Druid"), QStringLiteral("Fenbeast"), QStringLiteral("Warriors")}, {1, 2}, "Fenbeast");
    row("Pump Wagon: never ordered", Revolution, "goblin",
        {QStringLiteral("Goblin Warboss"), QStringLiteral("Pump Wagon")}, {1}, "Pump Wagon");
    for (RulesetId r : {Classic, Revolution}) {
        const QStringList bell{QStringLiteral("Grey Seer"), QStringLiteral("Screaming Bell"),
                               QStringLiteral("Clanrats"), QStringLiteral("Doom Wheel")};
        row(r == Classic ? "classic Screaming Bell: moves only in a brigade with infantry"
                         : "Screaming Bell: moves only in a brigade with infantry",
            r, "skaven", bell, {1}, "Screaming Bell");
        row(r == Classic ? "classic Screaming Bell: ... not with a machine" : "Screaming Bell: ... not with a machine",
            r, "skaven", bell, {1, 3}, "Screaming Bell");
        row(r == Classic ? "classic Screaming Bell: with Clanrats" : "Screaming Bell: with Clanrats", r, "skaven", bell,
            {1, 2}, "");
    }
    row("classic Troll Slayers: one Slayer unit to a brigade", Classic, "dwarf",
        {QStringLiteral("General"), QStringLiteral("Troll Slayers"), QStringLiteral("Troll Slayers")}, {1, 2},
        "Troll Slayers");
    const QStringList terracotta{QStringLiteral("General"), QStringLiteral("Terracotta Warriors"),
                                 QStringLiteral("Sorcerer"), QStringLiteral("Bannermen")};
    row("Terracotta Warriors: ordered only by Sorcerers", Revolution, "cathay", terracotta, {1}, "Terracotta Warriors");
    row("Terracotta Warriors: brigades only with their own kind", Revolution, "cathay",
        {QStringLiteral("Sorcerer"), QStringLiteral("Terracotta Warriors"), QStringLiteral("Bannermen")}, {1, 2},
        "Terracotta Warriors");
    row("Celestial Dragon: its Sorcerer cannot order Terracotta Warriors", Revolution, "cathay",
        {QStringLiteral("Sorcerer+Celestial Dragon"), QStringLiteral("Terracotta Warriors")}, {1},
        "Terracotta Warriors");
}

void TestListConditions::refusals()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QStringList, units);
    QFETCH(QList<int>, ordered);
    QFETCH(QString, refused);

    const Battle battle = battleOf(ruleset, army, units, QStringLiteral("empire"), {QStringLiteral("General")});
    const OrderAction order = orderOf(1, numbered(ordered), {});
    ScriptedDiceSource dice(diceFor(7));
    const auto applied = ActionResolver::apply(battle, order, dice);
    if (refused.isEmpty()) {
        QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
        return;
    }
    QVERIFY(!applied.ok());
    // Units that share a name are numbered at the table: "Bears 1".
    QVERIFY2(applied.error().message.startsWith(refused) &&
                 applied.error().message.contains(QStringLiteral(" takes no order")),
             qPrintable(applied.error().message));
    // The form says so before the dice.
    QVERIFY(!previewOrder(battle, order).ok());
}

void TestListConditions::orderPenaltyIsShown()
{
    // The form and the walk-through name the rule that changed the roll needed.
    const Battle battle =
        battleOf(Revolution, QStringLiteral("chaos-dwarfs"), {QStringLiteral("General"), QStringLiteral("Orc Slaves")},
                 QStringLiteral("empire"), {QStringLiteral("General")});
    const OrderAction order = orderOf(1, {2}, {});
    const Result<OrderPreview> preview = previewOrder(battle, order);
    QVERIFY(preview.ok());
    QCOMPARE(preview->penalties.size(), 1);
    QCOMPARE(preview->penalties.first().describe(), QStringLiteral("Special rule of Orc Slaves \u22121"));
    const Battle paid = battleOf(Revolution, QStringLiteral("dogs-of-war"),
                                 {QStringLiteral("Paymaster+Pay Wagon"), QStringLiteral("Pikemen")},
                                 QStringLiteral("empire"), {QStringLiteral("General")});
    const Result<OrderPreview> bonus = previewOrder(paid, orderOf(1, {2}, {QStringLiteral("Paymaster, Pay Wagon")}));
    QVERIFY(bonus.ok());
    QCOMPARE(bonus->penalties.first().describe(), QStringLiteral("Special rule of Paymaster +1"));
    ScriptedDiceSource dice(diceFor(8));
    const auto applied = ActionResolver::apply(battle, order, dice);
    QVERIFY(applied.ok());
    const QStringList steps = actionWalkthrough(battle, order, applied->outcome);
    QVERIFY2(steps.join(u'\n').contains(QStringLiteral("Special rule of Orc Slaves \u22121")),
             qPrintable(steps.join(u'\n')));
}

void TestListConditions::payWagonLastsTheTurn()
{
    // The Paymaster uses the Pay Wagon on his first order: +1 for all his orders this turn, then never
    // again; without the Pay Wagon he has no such power.
    Battle battle = battleOf(Revolution, QStringLiteral("dogs-of-war"),
                             {QStringLiteral("Paymaster+Pay Wagon"), QStringLiteral("Pikemen"),
                              QStringLiteral("Swordsmen"), QStringLiteral("Paymaster")},
                             QStringLiteral("empire"), {QStringLiteral("General")});
    QCOMPARE(questionRules(RuleQuestions::ofOrder(battle, orderOf(1, {2}, {}))),
             QStringList{QStringLiteral("Paymaster, Pay Wagon")});
    QCOMPARE(questionRules(RuleQuestions::ofOrder(battle, orderOf(4, {2}, {}))), QStringList());

    ScriptedDiceSource first(diceFor(9));
    auto applied = ActionResolver::apply(battle, orderOf(1, {2}, {QStringLiteral("Paymaster, Pay Wagon")}), first);
    QVERIFY(applied.ok());
    QVERIFY(std::get<OrderResult>(applied->outcome).passed());
    battle = applied->after;
    const Unit &paymaster = *battle.unit(1);
    QCOMPARE(paymaster.state.rulesUsed, QStringList{QStringLiteral("Paymaster, Pay Wagon")});
    QCOMPARE(paymaster.state.ruleEffects.size(), 1);
    // His next order this turn: still +1, and nothing more to say.
    QCOMPARE(questionRules(RuleQuestions::ofOrder(battle, orderOf(1, {3}, {}))), QStringList());
    QCOMPARE(previewOrder(battle, orderOf(1, {3}, {}))->needed, 9);
    // Next turn: spent.
    toPhase(battle, Phase::Combat);
    ScriptedDiceSource none;
    QVERIFY(battle.endPhase(none, {}));
    toPhase(battle, Phase::Combat);
    QVERIFY(battle.endPhase(none, {}));
    QCOMPARE(battle.activeSide(), Side::first());
    QVERIFY(battle.unit(1)->state.ruleEffects.isEmpty());
    QCOMPARE(previewOrder(battle, orderOf(1, {3}, {}))->needed, 8);
    QCOMPARE(questionRules(RuleQuestions::ofOrder(battle, orderOf(1, {3}, {}))), QStringList());
    QVERIFY(!previewOrder(battle, orderOf(1, {3}, {QStringLiteral("Paymaster, Pay Wagon")})).ok());
}

void TestListConditions::answersOnlyToQuestions()
{
    // The players answer the questions an order puts, and no other: the Grail Pilgrims' question is
    // put only to an army with a Grail Reliquae.
    const Battle with =
        battleOf(Revolution, QStringLiteral("bretonnia"),
                 {QStringLiteral("General"), QStringLiteral("Peasants"), QStringLiteral("Peasants+Grail Reliquae")},
                 QStringLiteral("empire"), {QStringLiteral("General")});
    QCOMPARE(questionRules(RuleQuestions::ofOrder(with, orderOf(1, {2}, {}))), QStringList{QStringLiteral("Peasants")});
    const Battle without =
        battleOf(Revolution, QStringLiteral("bretonnia"), {QStringLiteral("General"), QStringLiteral("Peasants")},
                 QStringLiteral("empire"), {QStringLiteral("General")});
    QCOMPARE(questionRules(RuleQuestions::ofOrder(without, orderOf(1, {2}, {}))), QStringList());
    const auto refused = previewOrder(without, orderOf(1, {2}, {QStringLiteral("Peasants")}));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().field, QStringLiteral("rules"));
}

void TestListConditions::attacks_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("enemyArmy"); // "" for a roster typed in
    QTest::addColumn<QString>("enemy");
    QTest::addColumn<int>("round");
    QTest::addColumn<QStringList>("said");
    QTest::addColumn<int>("dice"); // three stands fighting

    const QString wh = QStringLiteral("witch-hunter");
    const QString zealots = QStringLiteral("Zealots");
    const QStringList none;
    const QStringList yes{zealots};
    QTest::newRow("Zealots: +1 attack in the first round against Undead (Tomb Kings)")
        << Revolution << wh << zealots << QStringLiteral("tomb-kings") << QStringLiteral("Skeletons") << 1 << none
        << 12;
    QTest::newRow("Zealots: ... against Undead (Vampire Counts' Ghouls)")
        << Revolution << wh << zealots << QStringLiteral("vampire-counts") << QStringLiteral("Ghouls") << 1 << none
        << 12;
    QTest::newRow("Zealots: ... against Chaos") << Revolution << wh << zealots << QStringLiteral("chaos")
                                                << QStringLiteral("Chaos Marauders") << 1 << none << 12;
    QTest::newRow("Zealots: ... against Skaven")
        << Revolution << wh << zealots << QStringLiteral("skaven") << QStringLiteral("Clanrats") << 1 << none << 12;
    QTest::newRow("Zealots: not in the second round")
        << Revolution << wh << zealots << QStringLiteral("tomb-kings") << QStringLiteral("Skeletons") << 2 << none << 9;
    QTest::newRow("Zealots: not against the Empire")
        << Revolution << wh << zealots << QStringLiteral("empire") << QStringLiteral("Halberdiers") << 1 << none << 9;
    QTest::newRow("Zealots: an army typed in, the players say it is Undead or Chaos")
        << Revolution << wh << zealots << QString() << QStringLiteral("Halberdiers") << 1 << yes << 12;
    QTest::newRow("Zealots: an army typed in, the players do not say so")
        << Revolution << wh << zealots << QString() << QStringLiteral("Halberdiers") << 1 << none << 9;
    for (RulesetId r : {Classic, Revolution}) {
        const bool classic = r == Classic;
        const QString dwarfs = QString::fromLatin1(classic ? "dwarf" : "dwarfs");
        const QString undead = QString::fromLatin1(classic ? "undead-tomb-kings" : "tomb-kings");
        QTest::newRow(classic ? "classic Troll Slayers: +1 attack against a monster (Bone Giant)"
                              : "Troll Slayers: +1 attack against a monster (Bone Giant)")
            << r << dwarfs << QStringLiteral("Troll Slayers") << undead << QStringLiteral("Bone Giant") << 1 << none
            << 18;
        QTest::newRow(classic ? "classic Troll Slayers: not against Skeletons" : "Troll Slayers: not against Skeletons")
            << r << dwarfs << QStringLiteral("Troll Slayers") << undead << QStringLiteral("Skeletons") << 1 << none
            << 15;
    }
}

void TestListConditions::attacks()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, unit);
    QFETCH(QString, enemyArmy);
    QFETCH(QString, enemy);
    QFETCH(int, round);
    QFETCH(QStringList, said);
    QFETCH(int, dice);

    Battle battle = battleOf(ruleset, army, {unit}, enemyArmy, {enemy});
    toPhase(battle, Phase::Combat);
    const CombatAction action = combatOf(fighting(1, 3, said), fighting(2, 1), round);
    // Asked only where the app cannot tell.
    QCOMPARE(questionRules(RuleQuestions::ofCombatUnit(battle, action, Side::first(), 0)),
             enemyArmy.isEmpty() && unit == QLatin1String("Zealots") ? QStringList{unit} : QStringList());
    const auto applied = fight(battle, action);
    QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
    QCOMPARE(diceRolled(std::get<CombatActionResult>(applied->outcome).round), dice);
}

void TestListConditions::tombKingsPowerLastsThePhase_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::newRow("Tomb King: +1 attack a stand for one unit, once a battle, for a Combat phase")
        << Revolution << QStringLiteral("tomb-kings");
    QTest::newRow("classic Tomb King: +1 attack a stand for one unit, once a battle, for a Combat phase")
        << Classic << QStringLiteral("undead-tomb-kings");
}

void TestListConditions::tombKingsPowerLastsThePhase()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    const QString king = QStringLiteral("Tomb King");

    Battle battle = battleOf(ruleset, army, {king, QStringLiteral("Skeletons"), QStringLiteral("Skeletons")},
                             QStringLiteral(""), {QStringLiteral("Halberdiers")});
    toPhase(battle, Phase::Combat);
    // Skeletons (2 attacks) fight with three stands: 6 dice, 9 with the Tomb King's power.
    const CombatAction plain = combatOf(fighting(2, 3), fighting(4, 1));
    QCOMPARE(questionRules(RuleQuestions::ofCombatUnit(battle, plain, Side::first(), 0)), QStringList{king});
    const CombatAction powered = combatOf(fighting(2, 3, {king}), fighting(4, 1));
    auto applied = fight(battle, powered);
    QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
    QCOMPARE(diceRolled(std::get<CombatActionResult>(applied->outcome).round), 9);
    battle = applied->after;
    QCOMPARE(battle.unit(1)->state.rulesUsed, QStringList{king});
    // The same Combat phase: the unit keeps it without asking, and the power is spent for the others.
    const CombatAction again = combatOf(fighting(2, 3), fighting(4, 1), 2);
    QCOMPARE(questionRules(RuleQuestions::ofCombatUnit(battle, again, Side::first(), 0)), QStringList());
    applied = fight(battle, again);
    QVERIFY(applied.ok());
    QCOMPARE(diceRolled(std::get<CombatActionResult>(applied->outcome).round), 9);
    const CombatAction other = combatOf(fighting(3, 3, {king}), fighting(4, 1));
    QVERIFY(!fight(battle, other).ok());
    // The phase over, it is gone.
    ScriptedDiceSource none;
    QVERIFY(battle.endPhase(none, {}));
    QVERIFY(battle.unit(2)->state.ruleEffects.isEmpty());
    toPhase(battle, Phase::Combat);
    applied = fight(battle, combatOf(fighting(2, 3), fighting(4, 1)));
    QVERIFY(applied.ok());
    QCOMPARE(diceRolled(std::get<CombatActionResult>(applied->outcome).round), 6);
}

void TestListConditions::oathstone()
{
    // Oathstone: once a game the Hero and the unit he joined get +1 attack a stand and ignore terror
    // until the end of the Combat phase; never Troll Slayers.
    const QString stone = QStringLiteral("Oathstone");
    Battle battle =
        battleOf(Revolution, QStringLiteral("dwarfs"),
                 {QStringLiteral("Hero+Oathstone"), QStringLiteral("Warriors"), QStringLiteral("Troll Slayers")},
                 QStringLiteral("tomb-kings"), {QStringLiteral("Bone Giant")});
    toPhase(battle, Phase::Combat);
    CombatUnitInput warriors = fighting(2, 3);
    warriors.character = 1;
    // Warriors (3 attacks) with three stands and the Hero (+1): 10 dice; -1 a stand against the
    // terrifying Bone Giant: 7.
    const CombatAction plain = combatOf(warriors, fighting(4, 1));
    QCOMPARE(questionRules(RuleQuestions::ofCombatUnit(battle, plain, Side::first(), 0)), QStringList{stone});
    auto applied = fight(battle, plain);
    QVERIFY(applied.ok());
    QCOMPARE(diceRolled(std::get<CombatActionResult>(applied->outcome).round), 7);
    warriors.rules = {stone};
    // +1 a stand and the Hero's +1, and no terror: 3 x 4 + 2 = 14.
    applied = fight(battle, combatOf(warriors, fighting(4, 1)));
    QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
    QCOMPARE(diceRolled(std::get<CombatActionResult>(applied->outcome).round), 14);
    QCOMPARE(applied->after.unit(1)->state.rulesUsed, QStringList{stone});
    // Never on Troll Slayers: no question, and the answer is refused.
    CombatUnitInput slayers = fighting(3, 3);
    slayers.character = 1;
    QCOMPARE(questionRules(RuleQuestions::ofCombatUnit(battle, combatOf(slayers, fighting(4, 1)), Side::first(), 0)),
             QStringList());
    slayers.rules = {stone};
    QVERIFY(!fight(battle, combatOf(slayers, fighting(4, 1))).ok());
}

void TestListConditions::bearsStrikeAgainWhenAhead_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<bool>("again");
    QTest::newRow("classic Bears: scoring more hits than suffered, one more attack a stand")
        << Classic << QStringLiteral("kislev") << true;
    QTest::newRow("Revolution Bears: no such rule") << Revolution << QStringLiteral("kislev") << false;
}

void TestListConditions::bearsStrikeAgainWhenAhead()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(bool, again);

    Battle battle =
        battleOf(ruleset, army, {QStringLiteral("Bears")}, QStringLiteral("empire"), {QStringLiteral("Halberdiers")});
    toPhase(battle, Phase::Combat);
    CombatAction action;
    action.sides[Side::first()] = {fighting(1, 3)};
    action.sides[Side::second()] = {fighting(2, 3)};
    action.choices = {{1, CombatChoice::Pursue}, {2, CombatChoice::Retreat}};
    // Bears: 15 dice, three hit; Halberdiers: 9 dice, none; their three saves fail. Ahead 3 to 0, the
    // Bears strike 3 more dice: two hit, both saves fail. Then the retreat's dice, if any.
    QList<int> faces = {6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    faces += QList<int>(9, 1);
    faces += {1, 1, 1};
    if (again)
        faces += {6, 6, 1, 1, 1};
    faces += QList<int>(20, 1);
    ScriptedDiceSource dice(faces);
    const auto applied = ActionResolver::apply(battle, action, dice);
    QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
    const CombatRoundResult &round = std::get<CombatActionResult>(applied->outcome).round;
    QCOMPARE(round.attacksAgain.size(), again ? 1 : 0);
    QCOMPARE(round.units[Side::second()].first().hitsStruck, again ? 5 : 3);
    QCOMPARE(round.sides[Side::first()].hits, again ? 5 : 3);
    if (again) {
        const QStringList steps =
            actionWalkthrough(battle, action, applied->outcome).filter(QStringLiteral("strikes again"));
        QCOMPARE(steps.size(), 1);
    }
}

QTEST_MAIN(TestListConditions)
#include "tst_listconditions.moc"
