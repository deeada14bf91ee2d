// SPDX-License-Identifier: GPL-3.0-or-later
// Stands the army lists add to a unit instead of fielding them as units of their own (Skirmishers,
// Salamanders, Wardancers, Warhounds): the roster adds them to the units their list names, and the
// battle plays the unit whole, through the real actions: each stand fights and shoots with its own
// attacks, the Salamanders' venom is on every shot of the unit, the Warhounds let it pursue cavalry,
// and the loss of the added stand costs no Command penalty.

#include "tests/core/metatypes.h"

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/quickedits.h"
#include "core/roster/rostercheck.h"
#include "core/roster/rosterjson.h"
#include "core/roster/rosterunits.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/command.h"
#include "core/rules/shooting.h"

#include <QTest>

using namespace wm;

namespace {

const ArmyLists &lists()
{
    static const ArmyLists all = ArmyLists::builtIn().value();
    return all;
}

const ArmyList &list(RulesetId ruleset, const char *army)
{
    const ArmyList *found = lists().find(ruleset, QString::fromLatin1(army));
    Q_ASSERT_X(found, "list", army);
    return *found;
}

template <typename T>
T ok(Result<T> result)
{
    if (!result)
        qFatal("%s: %s", qPrintable(result.error().field), qPrintable(result.error().message));
    return std::move(result).value();
}

QString id(const char *army, const char *unit)
{
    return QString::fromLatin1(army) + QLatin1Char(':') + QString::fromLatin1(unit);
}

// A unit of the list with one stand of `stands` added to it.
RosterUnit withStand(RulesetId ruleset, const char *army, const char *host, const char *stands)
{
    const ArmyList &l = list(ruleset, army);
    const RosterUnit unit = ok(RosterUnits::fromList(l, id(army, host), {}));
    return ok(RosterUnits::withAttachedStand(l, unit, id(army, stands)));
}

Unit battleUnit(UnitId id, const RosterUnit &unit)
{
    return Unit::create(id, unit.profile);
}

Unit plain(UnitId id, RulesetId ruleset, const char *army, const char *name)
{
    return Unit::create(id, ok(RosterUnits::fromList(list(ruleset, army), ::id(army, name), {})).profile);
}

namespace ids {
constexpr UnitId General = 1;
constexpr UnitId Unit = 2;
constexpr UnitId Enemy = 3;
constexpr UnitId EnemyGeneral = 4;
} // namespace ids

// The unit's army (with a General) against one enemy unit (with its General), the unit's side first.
Battle battleOf(RulesetId ruleset, const Unit &unit, const Unit &enemy)
{
    const Unit general = plain(ids::General, ruleset, "empire", "general");
    const Unit enemyGeneral = plain(ids::EnemyGeneral, ruleset, "empire", "general");
    return ok(Battle::start(Ruleset::forId(ruleset), {general, unit}, {enemy, enemyGeneral}));
}

// The dice each side rolls in a round in which every stand of both units fights, the attached one
// marked so when `attachedFights`, with ones (which never hit).
PerSide<int> combatDice(const Battle &battle, bool attachedFights)
{
    CombatUnitInput mine;
    mine.unit = ids::Unit;
    mine.stands = QList<FightingStand>(battle.unit(ids::Unit)->state.standsLeft, FightingStand{});
    if (attachedFights)
        mine.stands.last().situation.attachedStand = true;
    CombatUnitInput theirs;
    theirs.unit = ids::Enemy;
    theirs.stands = QList<FightingStand>(battle.unit(ids::Enemy)->state.standsLeft, FightingStand{});
    CombatAction a;
    a.sides = {QList<CombatUnitInput>{mine}, QList<CombatUnitInput>{theirs}};
    ScriptedDiceSource ones(QList<int>(200, 1));
    const CombatRoundResult round = ok(resolveCombatRound(ok(combatRequest(battle, a)), battle.ruleset(), ones));
    PerSide<int> dice;
    dice[Side::first()] = dice[Side::second()] = 0;
    for (const CombatAttack &attack : round.attacks)
        dice[attack.side] += int(attack.toHit.faces.size());
    return dice;
}

// The battle in the first side's Combat phase of turn 1.
Battle inCombatPhase(Battle battle)
{
    ScriptedDiceSource none;
    ok(battle.endPhase(none));
    ok(battle.endPhase(none));
    return battle;
}

// The Command penalty for casualties an order to the unit takes, as the order form shows it.
int casualtyPenalty(const Battle &battle)
{
    OrderRequest request;
    request.character = *battle.unit(ids::General);
    request.units = {*battle.unit(ids::Unit)};
    request.checkSequence = false;
    const OrderPreview preview = ok(previewOrder(request, battle.commandPhase(), battle.ruleset()));
    int penalty = 0;
    for (const OrderPenalty &p : preview.penalties) {
        if (p.kind == OrderPenaltyKind::Casualties)
            penalty += p.value;
    }
    return penalty;
}

Battle applied(const Battle &battle, const ActionInput &input, QList<int> dice = {})
{
    ScriptedDiceSource source(dice);
    return ok(ActionResolver::apply(battle, input, source)).after;
}

} // namespace

class TestAttachedStands : public QObject
{
    Q_OBJECT

private slots:
    void rosterAddsTheStandToTheUnitsItsListNames_data();
    void rosterAddsTheStandToTheUnitsItsListNames();
    void standsOnRowsOfTheirOwnAreAttachedOnImport();
    void rosterCheckCountsAttachedStands();
    void rosterFileKeepsTheAttachedStand();
    void attachedStandFightsWithItsOwnAttacks_data();
    void attachedStandFightsWithItsOwnAttacks();
    void salamanderVenomIsOnEveryShotOfTheUnit();
    void salamandersShootingAtChargers_data();
    void salamandersShootingAtChargers();
    void lossOfTheAttachedStandCostsNoCommandPenalty_data();
    void lossOfTheAttachedStandCostsNoCommandPenalty();
    void warhoundsLetInfantryPursueCavalry();
    void theUnitWithItsStandIsOneUnitOfTheBattle();
};

void TestAttachedStands::rosterAddsTheStandToTheUnitsItsListNames_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("stands");
    QTest::addColumn<int>("points"); // the unit's with its stand; -1 when refused

    const RulesetId wm = RulesetId::Warmaster;
    const RulesetId rev = RulesetId::Revolution;
    auto row = [](const char *name, RulesetId ruleset, const char *army, const char *host, const char *stands,
                  int points) {
        QTest::newRow(name) << ruleset << QString::fromLatin1(army) << QString::fromLatin1(host)
                            << QString::fromLatin1(stands) << points;
    };
    row("Skirmishers: Warmaster Halberdiers", wm, "empire", "halberdiers", "skirmishers", 45 + 25);
    row("Skirmishers: Revolution Halberdiers", rev, "empire", "halberdiers", "skirmishers", 45 + 20);
    row("Skirmishers: Warmaster Flagellants", wm, "empire", "flagellants", "skirmishers", 70 + 25);
    row("Skirmishers: Revolution, apart from Flagellants", rev, "empire", "flagellants", "skirmishers", -1);
    row("Skirmishers: not with Knights", rev, "empire", "knights", "skirmishers", -1);
    row("Salamanders: Warmaster Skinks", wm, "lizardmen", "skinks", "salamanders", 35 + 25);
    row("Salamanders: Revolution Skinks", rev, "lizardmen", "skinks", "salamanders", 35 + 25);
    row("Wardancers: Glade Guard", rev, "wood-elves", "glade-guard", "wardancers", 65 + 30);
    row("Warhounds: Zealots", rev, "witch-hunter", "zealots", "warhounds", 35 + 20);
    row("Warhounds: any infantry, so not Pistoliers", rev, "witch-hunter", "pistoliers", "warhounds", -1);
}

void TestAttachedStands::rosterAddsTheStandToTheUnitsItsListNames()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, host);
    QFETCH(QString, stands);
    QFETCH(int, points);
    const ArmyList &l = list(ruleset, army.toLatin1().constData());
    const RosterUnit unit = ok(RosterUnits::fromList(l, army + QLatin1Char(':') + host, {}));
    const QString standsId = army + QLatin1Char(':') + stands;
    const Result<RosterUnit> made = RosterUnits::withAttachedStand(l, unit, standsId);
    QCOMPARE(made.ok(), points >= 0);
    const QList<const ArmyUnit *> attachable = RosterUnits::attachableStands(l, unit);
    const bool offered = std::any_of(attachable.cbegin(), attachable.cend(),
                                     [&standsId](const ArmyUnit *u) { return u->id == standsId; });
    QCOMPARE(offered, points >= 0);
    if (!made) {
        QVERIFY(made.error().message.contains(l.unit(standsId)->name()));
        return;
    }
    QCOMPARE(made->points, points);
    QCOMPARE(made->profile.stands, unit.profile.stands + 1);
    QCOMPARE(made->profile.attached->name, l.unit(standsId)->name());
    QCOMPARE(made->profile.attached->combatAttacks, l.unit(standsId)->profile.combatAttacks);
    QCOMPARE(made->attachedUnitId, standsId);
    // Taken off again: the unit as it was.
    QCOMPARE(ok(RosterUnits::withAttachedStand(l, made.value(), QString())), unit);
    // Its upgrades and magic item changed, the stand stays.
    QCOMPARE(ok(RosterUnits::withUpgrades(l, made.value(), {}, lists().magicItems(ruleset))).attachedUnitId, standsId);
}

void TestAttachedStands::standsOnRowsOfTheirOwnAreAttachedOnImport()
{
    // As a wm-selector link lists them: the stands as units, each added to the first unit that may
    // take it and has none yet.
    const ArmyList &l = list(RulesetId::Warmaster, "empire");
    Roster roster;
    for (const char *unit : {"halberdiers", "skirmishers", "knights", "handgunners", "skirmishers", "skirmishers"})
        roster.units.append(ok(RosterUnits::fromList(l, id("empire", unit), {})));
    const QStringList left = RosterUnits::attachStandRows(l, roster);
    QCOMPARE(left, QStringList{QStringLiteral("Skirmishers")});
    QCOMPARE(roster.units.size(), 4);
    QCOMPARE(roster.units.at(0).attachedUnitId, id("empire", "skirmishers"));
    QCOMPARE(roster.units.at(1).attachedUnitId, QString());
    QCOMPARE(roster.units.at(2).attachedUnitId, id("empire", "skirmishers"));
}

void TestAttachedStands::rosterCheckCountsAttachedStands()
{
    // Two Salamander stands a 1000 points: the third, on a third Skink unit, is one too many.
    const ArmyList &l = list(RulesetId::Warmaster, "lizardmen");
    Roster roster;
    roster.pointsLimit = 1000;
    roster.armyKey = l.key;
    for (int i = 0; i < 3; ++i)
        roster.units.append(withStand(RulesetId::Warmaster, "lizardmen", "skinks", "salamanders"));
    QVERIFY(RosterCheck::check(roster, &l).hasWarning(RosterWarningKind::AboveMaximum));
    roster.units.removeLast();
    QVERIFY(!RosterCheck::check(roster, &l).hasWarning(RosterWarningKind::AboveMaximum));
    QVERIFY(!RosterCheck::check(roster, &l).hasWarning(RosterWarningKind::StandsNotAttached));
    // A roster written before stands were attached: Salamanders on a row of their own.
    roster.units.append(ok(RosterUnits::fromList(l, id("lizardmen", "salamanders"), {})));
    QVERIFY(RosterCheck::check(roster, &l).hasWarning(RosterWarningKind::StandsNotAttached));
}

void TestAttachedStands::rosterFileKeepsTheAttachedStand()
{
    Roster roster;
    roster.armyKey = QStringLiteral("lizardmen");
    roster.units.append(withStand(RulesetId::Warmaster, "lizardmen", "skinks", "salamanders"));
    const Roster back = ok(RosterJson::read(RosterJson::write(roster), QStringLiteral("roster.json")));
    QCOMPARE(back, roster);
    QCOMPARE(back.units.first().profile.attached->shootingAttacksAtChargers, std::optional<int>(1));
}

void TestAttachedStands::attachedStandFightsWithItsOwnAttacks_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("stands");
    QTest::addColumn<int>("dice");         // with the attached stand fighting as itself
    QTest::addColumn<int>("diceAsItsOwn"); // the same stands all counted as the unit's own
    // Halberdiers 3 attacks a stand, Skirmishers 4: 3 × 3 + 4. Glade Guard 3, Wardancers 4.
    // Skinks 2, Salamanders 2: the same either way. Zealots 3, Warhounds 3.
    QTest::newRow("Skirmishers with Halberdiers: 13 dice, not 12") << RulesetId::Warmaster << "empire"
                                                                   << "halberdiers"
                                                                   << "skirmishers" << 13 << 12;
    QTest::newRow("Skirmishers with Halberdiers (Revolution)") << RulesetId::Revolution << "empire"
                                                               << "halberdiers"
                                                               << "skirmishers" << 13 << 12;
    QTest::newRow("Wardancers with Glade Guard: 13 dice") << RulesetId::Revolution << "wood-elves"
                                                          << "glade-guard"
                                                          << "wardancers" << 13 << 12;
    QTest::newRow("Salamanders with Skinks: 8 dice") << RulesetId::Warmaster << "lizardmen"
                                                     << "skinks"
                                                     << "salamanders" << 8 << 8;
    QTest::newRow("Warhounds with Zealots: 12 dice") << RulesetId::Revolution << "witch-hunter"
                                                     << "zealots"
                                                     << "warhounds" << 12 << 12;
}

void TestAttachedStands::attachedStandFightsWithItsOwnAttacks()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, host);
    QFETCH(QString, stands);
    QFETCH(int, dice);
    QFETCH(int, diceAsItsOwn);
    const QByteArray a = army.toLatin1();
    const Unit unit = battleUnit(
        ids::Unit, withStand(ruleset, a.constData(), host.toLatin1().constData(), stands.toLatin1().constData()));
    const Unit enemy = plain(ids::Enemy, ruleset, "empire", "halberdiers");
    const Battle battle = inCombatPhase(battleOf(ruleset, unit, enemy));
    QCOMPARE(combatDice(battle, true)[Side::first()], dice);
    QCOMPARE(combatDice(battle, false)[Side::first()], diceAsItsOwn);
    // Once the attached stand is lost it cannot fight.
    Unit lost = *battle.unit(ids::Unit);
    lost.state.attachedStandsLeft = 0;
    lost.state.standsLeft = 3;
    lost.state.positions = StandPositions{3, 0, 0};
    Battle without = battle;
    QVERIFY(!without.update({lost}));
    CombatUnitInput mine;
    mine.unit = ids::Unit;
    mine.stands = QList<FightingStand>(3, FightingStand{});
    mine.stands.last().situation.attachedStand = true;
    CombatUnitInput theirs;
    theirs.unit = ids::Enemy;
    theirs.stands = QList<FightingStand>(3, FightingStand{});
    CombatAction action;
    action.sides = {QList<CombatUnitInput>{mine}, QList<CombatUnitInput>{theirs}};
    ScriptedDiceSource ones(QList<int>(100, 1));
    const Result<CombatRequest> request = combatRequest(without, action);
    QVERIFY(!request || !resolveCombatRound(request.value(), without.ruleset(), ones));
}

void TestAttachedStands::salamanderVenomIsOnEveryShotOfTheUnit()
{
    // Skinks with Salamanders shoot Halberdiers (6+): 3 Skinks at 1 attack and the Salamanders at 2,
    // five dice, all hitting on 4+; the Salamanders' venom makes every save one worse, so 6+ gets none.
    // The same Skinks alone: three dice, and the Halberdiers save on a 6.
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        const Unit skinks = battleUnit(ids::Unit, withStand(ruleset, "lizardmen", "skinks", "salamanders"));
        const Unit target = plain(ids::Enemy, ruleset, "empire", "halberdiers");
        Battle battle = battleOf(ruleset, skinks, target);
        ScriptedDiceSource none;
        ok(battle.endPhase(none)); // to the Shooting phase
        ShootAction shot;
        ShooterInput shooter;
        shooter.unit = ids::Unit;
        shooter.stands = 4;
        shooter.attachedShoots = true;
        shot.shooters = {shooter};
        shot.target = ids::Enemy;
        // Five sixes to hit; no save is rolled at all.
        const Battle after = applied(battle, shot, {6, 6, 6, 6, 6});
        QCOMPARE(after.unit(ids::Enemy)->state.hitsTakenThisPhase, 5);

        // Without the Salamanders' stand: three dice, and 6+ saves.
        Unit alone = *battle.unit(ids::Unit);
        alone.state.attachedStandsLeft = 0;
        alone.state.standsLeft = 3;
        alone.state.positions = StandPositions{3, 0, 0};
        Battle lost = battle;
        QVERIFY(!lost.update({alone}));
        shooter.stands = 3;
        shooter.attachedShoots = false;
        shot.shooters = {shooter};
        const Battle saved = applied(lost, shot, {6, 6, 6, 6, 6, 6});
        QCOMPARE(saved.unit(ids::Enemy)->state.hitsTakenThisPhase, 0);
        // The Salamanders cannot shoot once they are lost.
        shot.shooters.first().attachedShoots = true;
        shot.shooters.first().stands = 3;
        ScriptedDiceSource dice;
        QVERIFY(!ActionResolver::apply(lost, shot, dice));
    }
}

void TestAttachedStands::salamandersShootingAtChargers_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("atChargers");
    // Warmaster's list: the Salamanders' attacks at chargers are 1; Revolution's says nothing of it.
    QTest::newRow("Salamanders at chargers: Warmaster 3 + 1") << RulesetId::Warmaster << 5 << 4;
    QTest::newRow("Salamanders at chargers: Revolution 3 + 2") << RulesetId::Revolution << 5 << 5;
}

void TestAttachedStands::salamandersShootingAtChargers()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, phase);
    QFETCH(int, atChargers);
    Shooter s(battleUnit(ids::Unit, withStand(ruleset, "lizardmen", "skinks", "salamanders")), 4);
    s.attachedShoots = true;
    QCOMPARE(s.dice(ShotTiming::ShootingPhase), phase);
    QCOMPARE(s.dice(ShotTiming::AtChargers), atChargers);
}

void TestAttachedStands::lossOfTheAttachedStandCostsNoCommandPenalty_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::newRow("Skirmishers: Warmaster") << RulesetId::Warmaster;
    QTest::newRow("Skirmishers: Revolution") << RulesetId::Revolution;
}

void TestAttachedStands::lossOfTheAttachedStandCostsNoCommandPenalty()
{
    QFETCH(RulesetId, ruleset);
    const Unit halberdiers = battleUnit(ids::Unit, withStand(ruleset, "empire", "halberdiers", "skirmishers"));
    Battle battle = battleOf(ruleset, halberdiers, plain(ids::Enemy, ruleset, "empire", "halberdiers"));
    QCOMPARE(casualtyPenalty(battle), 0);
    // Three hits remove a stand: one of the Halberdiers' own, so -1.
    battle = applied(battle, StrikeHitsAction{ids::Unit, 3, false});
    QCOMPARE(battle.unit(ids::Unit)->state.standsLeft, 3);
    QCOMPARE(battle.unit(ids::Unit)->state.attachedStandsLeft, 1);
    QCOMPARE(casualtyPenalty(battle), -1);
    // The players say the Skirmishers were the stand removed: no penalty.
    const std::optional<ActionInput> swap = QuickEdits::input(battle, ids::Unit, QuickEdit::SwapAttachedStand);
    QVERIFY(swap);
    battle = applied(battle, *swap);
    QCOMPARE(battle.unit(ids::Unit)->state.standsLeft, 3);
    QCOMPARE(battle.unit(ids::Unit)->state.attachedStandsLeft, 0);
    QCOMPARE(casualtyPenalty(battle), 0);
    // Two more stands lost: two of its own, -2.
    battle = applied(battle, StrikeHitsAction{ids::Unit, 6, false});
    QCOMPARE(casualtyPenalty(battle), -2);
    // A unit without an attached stand has nothing to swap.
    QVERIFY(!QuickEdits::input(battle, ids::Enemy, QuickEdit::SwapAttachedStand));
}

void TestAttachedStands::warhoundsLetInfantryPursueCavalry()
{
    // Zealots with Warhounds beat Pistoliers (cavalry): they may pursue them while the Warhounds stand.
    const RulesetId rev = RulesetId::Revolution;
    const Unit zealots = battleUnit(ids::Unit, withStand(rev, "witch-hunter", "zealots", "warhounds"));
    const Unit pistoliers = plain(ids::Enemy, rev, "witch-hunter", "pistoliers");
    for (const bool houndsStand : {true, false}) {
        CombatRoundResult round;
        CombatUnitResult winner;
        winner.after = zealots;
        if (!houndsStand) {
            winner.after.state.attachedStandsLeft = 0;
            winner.after.state.standsLeft = 3;
            winner.after.state.positions = StandPositions{3, 0, 0};
        }
        CombatUnitResult loser;
        loser.after = pistoliers;
        round.units[Side::first()] = {winner};
        round.units[Side::second()] = {loser};
        round.winner = Side::first();
        const QList<UnitChoices> choices = combatChoices(round, Ruleset::revolution(), {});
        const auto mine =
            std::find_if(choices.cbegin(), choices.cend(), [](const UnitChoices &c) { return c.id == ids::Unit; });
        QVERIFY(mine != choices.cend());
        QCOMPARE(mine->allowed.contains(CombatChoice::Pursue), houndsStand);
    }
}

void TestAttachedStands::theUnitWithItsStandIsOneUnitOfTheBattle()
{
    // Halberdiers with Skirmishers and Crossbowmen: two units that count for the break point, not three.
    const ArmyList &l = list(RulesetId::Warmaster, "empire");
    Roster roster;
    roster.armyKey = l.key;
    roster.units = {withStand(RulesetId::Warmaster, "empire", "halberdiers", "skirmishers"),
                    ok(RosterUnits::fromList(l, id("empire", "crossbowmen"), {}))};
    const QList<Unit> units = roster.battleUnits(1);
    QCOMPARE(units.size(), 2);
    QCOMPARE(units.first().state.standsLeft, 4);
    QCOMPARE(units.first().state.attachedStandsLeft, 1);
    QCOMPARE(RosterCheck::check(roster, &l).unitsCounted, 2);
    // Its points, the stand's included, are what the enemy scores for it.
    QCOMPARE(roster.scoredUnits(1).first().points, 45 + 25);
}

QTEST_GUILESS_MAIN(TestAttachedStands)
#include "tst_attachedstands.moc"
