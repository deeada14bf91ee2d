// SPDX-License-Identifier: GPL-3.0-or-later
// What a character brings to the unit he joins, played through the real actions: every mount and
// character of the built-in lists that causes terror makes the unit he joins terrifying to the enemy
// it fights (one attack less a stand) and spares that unit the terror penalty against a terrifying
// enemy, in both rulesets, in the combat resolver's plan (what the player reads before rolling) and
// in the round fought. The rows come from the lists themselves, so a list entry that is marked
// "causes terror" and never reaches combat fails here.

#include "tests/core/metatypes.h"

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/preview/combatpreview.h"
#include "core/roster/rosterunits.h"
#include "core/rules/movement.h"

#include <QTest>

using namespace wm;

namespace {

const ArmyLists &lists()
{
    static const ArmyLists all = ArmyLists::builtIn().value();
    return all;
}

// The key of an army in each ruleset's lists: the classic lists name some armies in the singular.
QString armyKey(RulesetId ruleset, const char *revolution, const char *classic)
{
    return QString::fromLatin1(ruleset == RulesetId::Revolution ? revolution : classic);
}

UnitProfile listed(RulesetId ruleset, const QString &army, const QString &name)
{
    const ArmyList *list = lists().find(ruleset, army);
    Q_ASSERT(list);
    const ArmyUnit *unit = list->unitByName(name);
    Q_ASSERT_X(unit, "listed", qPrintable(name));
    return unit->profile;
}

// A character with a terrifying mount or rule, the first unit of his list he may join, and who they are.
struct Terrifying
{
    UnitProfile character;
    UnitProfile unit;
};

// The first unit of the list that fights in line (infantry or cavalry), does not cause terror itself,
// and that the character may join.
std::optional<UnitProfile> unitToJoin(const ArmyList &list, const UnitProfile &character)
{
    for (const ArmyUnit &u : list.units) {
        const UnitProfile &p = u.profile;
        if (p.isCharacter() || p.has(Trait::CausesTerror))
            continue;
        if (p.type != UnitType::Infantry && p.type != UnitType::Cavalry)
            continue;
        if (!u.addsStandsTo.isEmpty() || p.stands < 3)
            continue;
        if (whyCannotJoin(Unit::create(1, character), Unit::create(2, p)))
            continue;
        return p;
    }
    return std::nullopt;
}

// The value of a result that must be one; the error it holds otherwise, said before the test stops.
template <typename T>
T ok(Result<T> result)
{
    if (!result)
        qFatal("%s: %s", qPrintable(result.error().field), qPrintable(result.error().message));
    return std::move(result).value();
}

const Unit &unitOf(const Battle &battle, UnitId id)
{
    const Unit *u = battle.unit(id);
    Q_ASSERT(u);
    return *u;
}

namespace ids {
constexpr UnitId Character = 1;
constexpr UnitId Joined = 2;
constexpr UnitId Enemy = 3;
constexpr UnitId Target = 4; // a second enemy unit, out of combat, to shoot at
} // namespace ids

// The character's army: he has joined his unit by the Join action, and the unit has charged the
// enemy; it is now the Combat phase of turn 1.
Battle charged(RulesetId ruleset, const Terrifying &t, const UnitProfile &enemy, bool joined)
{
    const Ruleset rules = Ruleset::forId(ruleset);
    Battle battle =
        ok(Battle::start(rules, {Unit::create(ids::Character, t.character), Unit::create(ids::Joined, t.unit)},
                         {Unit::create(ids::Enemy, enemy)}));
    ScriptedDiceSource none;
    if (joined)
        battle = ok(ActionResolver::apply(battle, JoinAction{ids::Character, ids::Joined}, none)).after;
    // The Undead never use initiative: their character orders the charge (a roll of 2 passes).
    const bool onInitiative = !t.unit.has(Trait::NoInitiative);
    if (!onInitiative) {
        ScriptedDiceSource two({1, 1});
        battle = ok(ActionResolver::apply(
                        battle, OrderAction{ids::Character, {ids::Joined}, 10, false, false, std::nullopt}, two))
                     .after;
    }
    battle = ok(ActionResolver::apply(battle, ChargeAction{{ids::Joined}, {ids::Enemy}, onInitiative}, none)).after;
    ok(battle.endPhase(none));
    ok(battle.endPhase(none));
    return battle;
}

CombatAction fight(const Battle &battle, std::optional<UnitId> character)
{
    CombatUnitInput mine;
    mine.unit = ids::Joined;
    mine.stands = QList<FightingStand>(unitOf(battle, ids::Joined).state.standsLeft, FightingStand{});
    mine.character = character;
    CombatUnitInput theirs;
    theirs.unit = ids::Enemy;
    theirs.stands = QList<FightingStand>(unitOf(battle, ids::Enemy).state.standsLeft, FightingStand{});
    CombatAction a;
    a.sides = {QList<CombatUnitInput>{mine}, QList<CombatUnitInput>{theirs}};
    return a;
}

bool hasTerrorPenalty(const QList<CombatStandDice> &stands)
{
    return std::any_of(stands.cbegin(), stands.cend(), [](const CombatStandDice &s) {
        return std::any_of(s.modifiers.cbegin(), s.modifiers.cend(),
                           [](const AttackModifier &m) { return m.kind == AttackModifierKind::Terror; });
    });
}

// The dice each side rolls in the round the action fights, with ones (which never hit, so no save is
// rolled): the round as the action resolves it, before the players choose what follows.
PerSide<int> diceRolled(const Battle &battle, const CombatAction &action)
{
    ScriptedDiceSource ones(QList<int>(200, 1));
    const CombatRoundResult round = ok(resolveCombatRound(ok(combatRequest(battle, action)), battle.ruleset(), ones));
    PerSide<int> dice;
    dice[Side::first()] = dice[Side::second()] = 0;
    for (const CombatAttack &a : round.attacks)
        dice[a.side] += int(a.toHit.faces.size());
    return dice;
}

} // namespace

class TestJoinedCharacters : public QObject
{
    Q_OBJECT

private slots:
    void terrifyingMountMakesTheUnitTerrifying_data();
    void terrifyingMountMakesTheUnitTerrifying();
    void terrifyingMountSparesTheUnitTheTerrorPenalty_data();
    void terrifyingMountSparesTheUnitTheTerrorPenalty();
    void characterWhoHasJoinedButDoesNotFightStillTerrifies();
    void handWorkedGriffon_data();
    void handWorkedGriffon();
    void joiningLimitsFromTheLists_data();
    void joiningLimitsFromTheLists();
    void fightingWithAUnitIsJoiningIt();
    void dragonBreathesFromTheUnitItJoined_data();
    void dragonBreathesFromTheUnitItJoined();
    void djinnAddsShootingAttacksToItsUnit_data();
    void djinnAddsShootingAttacksToItsUnit();
};

namespace {

// Every list entry that makes a character terrifying: the mounts and upgrades that give the trait,
// and the characters who have it themselves, each with a character who may take it.
void addTerrifyingRows()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<UnitProfile>("character");
    QTest::addColumn<UnitProfile>("unit");
    int rows = 0;
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        for (const ArmyList &list : lists().lists(ruleset)) {
            auto add = [&](const QString &entry, const UnitProfile &character) {
                const std::optional<UnitProfile> unit = unitToJoin(list, character);
                QVERIFY2(unit, qPrintable(QStringLiteral("%1 %2: no unit to join").arg(list.name, entry)));
                QTest::addRow("%s %s: %s with %s", ruleset == RulesetId::Revolution ? "Revolution" : "Warmaster",
                              qPrintable(list.name), qPrintable(entry), qPrintable(unit->name))
                    << ruleset << character << *unit;
                ++rows;
            };
            for (const ArmyUpgrade &upgrade : list.upgrades) {
                if (!upgrade.traits.testFlag(Trait::CausesTerror))
                    continue;
                bool found = false;
                for (const ArmyUnit &c : list.units) {
                    if (!c.profile.isCharacter())
                        continue;
                    auto rider = RosterUnits::fromList(list, c.id, {upgrade.id});
                    if (!rider)
                        continue;
                    add(upgrade.name, rider->profile);
                    found = true;
                    break;
                }
                QVERIFY2(found,
                         qPrintable(QStringLiteral("%1: no character may take %2").arg(list.name, upgrade.name)));
            }
            for (const ArmyUnit &c : list.units) {
                if (c.profile.isCharacter() && c.profile.has(Trait::CausesTerror))
                    add(c.name(), c.profile);
            }
        }
    }
    // 38 entries of the lists make a character terrifying; a list that loses one must say so here.
    QCOMPARE(rows, 38);
}

} // namespace

void TestJoinedCharacters::terrifyingMountMakesTheUnitTerrifying_data()
{
    addTerrifyingRows();
}

void TestJoinedCharacters::terrifyingMountMakesTheUnitTerrifying()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(UnitProfile, character);
    QFETCH(UnitProfile, unit);
    // Halberdiers: 3 stands of 3 attacks, no terror, no immunity to it.
    const UnitProfile halberdiers =
        listed(ruleset, armyKey(ruleset, "empire", "empire"), QStringLiteral("Halberdiers"));
    const Battle battle = charged(ruleset, {character, unit}, halberdiers, true);
    const CombatAction action = fight(battle, ids::Character);

    const CombatPlan plan = ok(planCombatRound(battle, action));
    QVERIFY(hasTerrorPenalty(plan.units[Side::second()].first().stands));
    QCOMPARE(plan.units[Side::second()].first().dice(), 6); // 3 stands of 3, one less each
    QCOMPARE(diceRolled(battle, action)[Side::second()], 6);

    // Without the character the same charge meets all 9 dice.
    const Battle alone = charged(ruleset, {character, unit}, halberdiers, false);
    QCOMPARE(diceRolled(alone, fight(alone, std::nullopt))[Side::second()], 9);
}

void TestJoinedCharacters::terrifyingMountSparesTheUnitTheTerrorPenalty_data()
{
    addTerrifyingRows();
}

void TestJoinedCharacters::terrifyingMountSparesTheUnitTheTerrorPenalty()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(UnitProfile, character);
    QFETCH(UnitProfile, unit);
    const UnitProfile giant = listed(ruleset, armyKey(ruleset, "orcs", "orc"), QStringLiteral("Giant"));
    const Battle battle = charged(ruleset, {character, unit}, giant, true);
    const CombatAction action = fight(battle, ids::Character);
    const CombatPlan plan = ok(planCombatRound(battle, action));
    QVERIFY(!hasTerrorPenalty(plan.units[Side::first()].first().stands));

    // Alone the unit loses one a stand, unless its own rule spares it (the Undead, the Daemons).
    const Battle alone = charged(ruleset, {character, unit}, giant, false);
    const CombatPlan without = ok(planCombatRound(alone, fight(alone, std::nullopt)));
    const bool immune = unit.has(Trait::IgnoresTerror);
    QCOMPARE(hasTerrorPenalty(without.units[Side::first()].first().stands), !immune);
    QCOMPARE(plan.units[Side::first()].first().dice() -
                 (without.units[Side::first()].first().dice() + character.combatAttacks),
             immune ? 0 : unit.stands);
}

void TestJoinedCharacters::characterWhoHasJoinedButDoesNotFightStillTerrifies()
{
    // The General on his Griffon has joined the Knights but adds his attacks to no stand this round:
    // his mount frightens the Halberdiers all the same.
    const ArmyList &empire = *lists().find(RulesetId::Revolution, QStringLiteral("empire"));
    const UnitProfile general =
        RosterUnits::fromList(empire, QStringLiteral("empire:general"), {QStringLiteral("empire:upgrade:griffon")})
            .value()
            .profile;
    const Terrifying t{general, listed(RulesetId::Revolution, QStringLiteral("empire"), QStringLiteral("Knights"))};
    const Battle battle =
        charged(RulesetId::Revolution, t,
                listed(RulesetId::Revolution, QStringLiteral("empire"), QStringLiteral("Halberdiers")), true);
    QCOMPARE(diceRolled(battle, fight(battle, std::nullopt))[Side::second()], 6);
}

void TestJoinedCharacters::handWorkedGriffon_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("enemy");
    QTest::addColumn<int>("knightsDice");
    QTest::addColumn<int>("enemyDice");
    // Knights (3 stands of 3) charge in the open: +1 each, and the General's +2 and his Griffon's +2
    // on one stand: 16.
    // Halberdiers (3 stands of 3) lose one a stand to the Griffon's terror: 6.
    QTest::newRow("Warmaster: Halberdiers") << RulesetId::Warmaster << QStringLiteral("Halberdiers") << 16 << 6;
    QTest::newRow("Revolution: Halberdiers") << RulesetId::Revolution << QStringLiteral("Halberdiers") << 16 << 6;
}

void TestJoinedCharacters::handWorkedGriffon()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, enemy);
    const ArmyList &empire = *lists().find(ruleset, QStringLiteral("empire"));
    const UnitProfile general =
        RosterUnits::fromList(empire, QStringLiteral("empire:general"), {QStringLiteral("empire:upgrade:griffon")})
            .value()
            .profile;
    const Terrifying t{general, listed(ruleset, QStringLiteral("empire"), QStringLiteral("Knights"))};
    const Battle battle = charged(ruleset, t, listed(ruleset, QStringLiteral("empire"), enemy), true);
    const PerSide<int> dice = diceRolled(battle, fight(battle, ids::Character));
    QTEST(dice[Side::first()], "knightsDice");
    QTEST(dice[Side::second()], "enemyDice");
}

void TestJoinedCharacters::joiningLimitsFromTheLists_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("character");
    QTest::addColumn<QStringList>("upgrades");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("refusal"); // empty when he may join

    const RulesetId rev = RulesetId::Revolution;
    const RulesetId classic = RulesetId::Warmaster;
    const QString general = QStringLiteral("General");
    auto row = [](const char *name, RulesetId ruleset, const char *army, const QString &character,
                  const QStringList &upgrades, const char *unit, const char *refusal) {
        QTest::newRow(name) << ruleset << QString::fromLatin1(army) << character << upgrades
                            << QString::fromLatin1(unit) << QString::fromUtf8(refusal);
    };
    const char *closed = "No character may join %1: its army list says so.";
    row("Revolution Harpies (Chaos)", rev, "chaos", general, {}, "Harpies", closed);
    row("Warmaster Harpies (Dark Elf)", classic, "dark-elf", general, {}, "Harpies", closed);
    row("Revolution Gnoblars", rev, "ogre-kingdoms", QStringLiteral("Tyrant"), {}, "Gnoblars", closed);
    row("Revolution Gyrocopter", rev, "dwarfs", general, {}, "Gyrocopter", closed);
    row("Revolution Steam Tank", rev, "empire", general, {}, "Steam Tank", closed);
    row("Revolution Pump Wagon", rev, "goblin", QStringLiteral("Goblin Warboss"), {}, "Pump Wagon", closed);
    row("Revolution Ulfwerener: a Jarl", rev, "norse", QStringLiteral("Jarl"), {}, "Ulfwerener",
        "Only a character with Were Kin may join %1.");
    row("Revolution Ulfwerener: a Jarl with Were Kin", rev, "norse", QStringLiteral("Jarl"),
        {QStringLiteral("norse:upgrade:were-kin")}, "Ulfwerener", "");
    row("Revolution Elephant rider: Knights", rev, "araby", general, {QStringLiteral("araby:upgrade:elephant")},
        "Knights", "General may not join %1: his army list keeps him out of cavalry units.");
    row("Warmaster Elephant rider: Knights", classic, "araby", general, {QStringLiteral("araby:upgrade:elephant")},
        "Knights", "General may not join %1: his army list keeps him out of cavalry units.");
    row("Warmaster Elephant rider: Spearmen", classic, "araby", general, {QStringLiteral("araby:upgrade:elephant")},
        "Spearmen", "");
    row("Revolution Treeman Ancient: Glade Guard", rev, "wood-elves", QStringLiteral("Treeman Ancient"), {},
        "Glade Guard", "Treeman Ancient joins only units with Forest Spirits, and %1 is not one.");
    row("Revolution Treeman Ancient: Dryads", rev, "wood-elves", QStringLiteral("Treeman Ancient"), {}, "Dryads", "");
    row("Revolution Branchwraith: Eternal Guard", rev, "wood-elves", QStringLiteral("Branchwraith"), {},
        "Eternal Guard", "Branchwraith joins only units with Forest Spirits, and %1 is not one.");
    row("Revolution Branchwraith: Treekin", rev, "wood-elves", QStringLiteral("Branchwraith"), {}, "Treekin", "");
    row("Revolution General: Glade Guard", rev, "wood-elves", general, {}, "Glade Guard", "");
}

void TestJoinedCharacters::joiningLimitsFromTheLists()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, character);
    QFETCH(QStringList, upgrades);
    QFETCH(QString, unit);
    QFETCH(QString, refusal);
    const ArmyList &list = *lists().find(ruleset, army);
    const UnitProfile c = ok(RosterUnits::fromList(list, ArmyList::unitId(army, character), upgrades)).profile;
    const Battle battle = ok(Battle::start(
        Ruleset::forId(ruleset),
        {Unit::create(ids::Character, c), Unit::create(ids::Joined, listed(ruleset, army, unit))},
        {Unit::create(ids::Enemy, listed(ruleset, QStringLiteral("empire"), QStringLiteral("Halberdiers")))}));
    ScriptedDiceSource none;
    const auto joined = ActionResolver::apply(battle, JoinAction{ids::Character, ids::Joined}, none);
    if (refusal.isEmpty()) {
        QVERIFY2(joined, joined ? "" : qPrintable(joined.error().message));
        QCOMPARE(unitOf(joined->after, ids::Character).state.joinedUnit, std::optional<UnitId>(ids::Joined));
    } else {
        QVERIFY(!joined);
        QCOMPARE(joined.error().field, QStringLiteral("unit"));
        QCOMPARE(joined.error().message, refusal.arg(unit));
    }
}

void TestJoinedCharacters::fightingWithAUnitIsJoiningIt()
{
    // A Tyrant named to fight with the Gnoblars is refused as a Join would be, and nothing is fought.
    const ArmyList &ogres = *lists().find(RulesetId::Revolution, QStringLiteral("ogre-kingdoms"));
    const Terrifying t{ogres.unitByName(QStringLiteral("Tyrant"))->profile,
                       ogres.unitByName(QStringLiteral("Gnoblars"))->profile};
    const Battle battle =
        charged(RulesetId::Revolution, t,
                listed(RulesetId::Revolution, QStringLiteral("empire"), QStringLiteral("Halberdiers")), false);
    const auto request = combatRequest(battle, fight(battle, ids::Character));
    QVERIFY(!request);
    QCOMPARE(request.error().message, QStringLiteral("No character may join Gnoblars: its army list says so."));
}

namespace {

// The character (id 1), his unit (2) and two units of enemy Halberdiers (3 and 4), in the Shooting phase of turn 1;
// the character has joined his unit when `joined`, and the unit has charged the Halberdiers when
// `engaged`.
Battle readyToShoot(RulesetId ruleset, const Terrifying &t, bool joined, bool engaged)
{
    const UnitProfile halberdiers = listed(ruleset, QStringLiteral("empire"), QStringLiteral("Halberdiers"));
    Battle battle = ok(Battle::start(Ruleset::forId(ruleset),
                                     {Unit::create(ids::Character, t.character), Unit::create(ids::Joined, t.unit)},
                                     {Unit::create(ids::Enemy, halberdiers), Unit::create(ids::Target, halberdiers)}));
    ScriptedDiceSource none;
    if (joined)
        battle = ok(ActionResolver::apply(battle, JoinAction{ids::Character, ids::Joined}, none)).after;
    if (engaged) {
        const bool onInitiative = !t.unit.has(Trait::NoInitiative);
        if (!onInitiative) {
            ScriptedDiceSource two({1, 1});
            battle = ok(ActionResolver::apply(
                            battle, OrderAction{ids::Character, {ids::Joined}, 10, false, false, std::nullopt}, two))
                         .after;
        }
        battle = ok(ActionResolver::apply(battle, ChargeAction{{ids::Joined}, {ids::Enemy}, onInitiative}, none)).after;
    }
    ok(battle.endPhase(none));
    return battle;
}

// How many dice a shot rolls: all ones, which never hit, so no save follows. An error when refused.
Result<int> shotDice(const Battle &battle, UnitId shooter, int stands)
{
    ShootAction shoot;
    shoot.shooters = {ShooterInput{shooter, stands, 0, std::nullopt, false, std::nullopt}};
    shoot.target = ids::Target;
    ScriptedDiceSource ones(QList<int>(100, 1));
    auto applied = ActionResolver::apply(battle, shoot, ones);
    if (!applied)
        return applied.error();
    return int(100 - *ones.remaining());
}

} // namespace

void TestJoinedCharacters::dragonBreathesFromTheUnitItJoined_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<UnitProfile>("character");
    QTest::addColumn<UnitProfile>("unit");
    QTest::addColumn<int>("attacks");
    // Every mount of the lists with shooting of its own (the dragons' breath, 3 attacks at 20 cm).
    int rows = 0;
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        for (const ArmyList &list : lists().lists(ruleset)) {
            for (const ArmyUpgrade &upgrade : list.upgrades) {
                if (!upgrade.shootingAttackBonus || !upgrade.rangeCm)
                    continue;
                for (const ArmyUnit &c : list.units) {
                    if (!c.profile.isCharacter())
                        continue;
                    auto rider = RosterUnits::fromList(list, c.id, {upgrade.id});
                    if (!rider)
                        continue;
                    const std::optional<UnitProfile> unit = unitToJoin(list, rider->profile);
                    QVERIFY(unit);
                    QTest::addRow("%s %s: %s", ruleset == RulesetId::Revolution ? "Revolution" : "Warmaster",
                                  qPrintable(list.name), qPrintable(upgrade.name))
                        << ruleset << rider->profile << *unit << *upgrade.shootingAttackBonus;
                    ++rows;
                    break;
                }
            }
        }
    }
    // The Chaos, Zombie and High Elf Dragons in both rulesets, the Forest Dragon in Revolution.
    QCOMPARE(rows, 7);
}

void TestJoinedCharacters::dragonBreathesFromTheUnitItJoined()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(UnitProfile, character);
    QFETCH(UnitProfile, unit);
    QFETCH(int, attacks);
    const Terrifying t{character, unit};

    const Result<int> breath = shotDice(readyToShoot(ruleset, t, true, false), ids::Character, 1);
    QVERIFY2(breath, breath ? "" : qPrintable(breath.error().message));
    QCOMPARE(breath.value(), attacks);

    // A rider who has joined no unit cannot breathe; nor can one whose unit is engaged.
    const Result<int> alone = shotDice(readyToShoot(ruleset, t, false, false), ids::Character, 1);
    QVERIFY(!alone);
    QCOMPARE(alone.error().message, QStringLiteral("%1 shoots only from a unit he has joined.").arg(character.name));
    const Result<int> engaged = shotDice(readyToShoot(ruleset, t, true, true), ids::Character, 1);
    QVERIFY(!engaged);
    QCOMPARE(engaged.error().message,
             QStringLiteral("%1 is engaged in combat: it can only shoot at units charging it.").arg(character.name));
}

void TestJoinedCharacters::djinnAddsShootingAttacksToItsUnit_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::newRow("Warmaster") << RulesetId::Warmaster;
    QTest::newRow("Revolution") << RulesetId::Revolution;
}

void TestJoinedCharacters::djinnAddsShootingAttacksToItsUnit()
{
    // Araby Bowmen shoot 3 stands of 1 attack; the Wizard with his Djinn adds 2 to one stand: 5.
    QFETCH(RulesetId, ruleset);
    const ArmyList &araby = *lists().find(ruleset, QStringLiteral("araby"));
    const Terrifying t{
        ok(RosterUnits::fromList(araby, QStringLiteral("araby:wizard"), {QStringLiteral("araby:upgrade:djinn")}))
            .profile,
        listed(ruleset, QStringLiteral("araby"), QStringLiteral("Bowmen"))};
    QCOMPARE(ok(shotDice(readyToShoot(ruleset, t, true, false), ids::Joined, 3)), 5);
    QCOMPARE(ok(shotDice(readyToShoot(ruleset, t, false, false), ids::Joined, 3)), 3);
    // The Djinn shoots with the unit, never alone.
    QVERIFY(!shotDice(readyToShoot(ruleset, t, true, false), ids::Character, 1));
}

QTEST_GUILESS_MAIN(TestJoinedCharacters)
#include "tst_joinedcharacters.moc"
