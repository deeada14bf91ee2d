// SPDX-License-Identifier: GPL-3.0-or-later
// Shooting walked through as the rulebook does it: the lines the resolver shows before Apply and the
// history after, pinned for plain shooting, a mixed position, a cannon's bounce, a Flame Cannon's
// misfire, a Helblaster's range band and ones, and shooting at chargers. Then the target's position
// the player gives with the shot: written to the game file, set before the shot, checked against the
// stands left. Then why a unit may not shoot, as the resolver shows it: each refusal the shooting
// rules give, the sentence made from it, and the resolver refusing the shot with that sentence.

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/actionjson.h"
#include "core/game/actionresolver.h"
#include "core/game/preview/shootingpreview.h"
#include "core/game/walkthrough/shootingwalkthrough.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::ShootAction)
Q_DECLARE_METATYPE(wm::StandPositions)
Q_DECLARE_METATYPE(std::optional<wm::ShooterRefusal>)

namespace {

// Anna's side (0) takes the first turn; Ben's side (1) is shot at, or shoots at her chargers.
namespace id {
constexpr UnitId Archers = 1;
constexpr UnitId Cannon = 2;
constexpr UnitId FlameCannon = 3;
constexpr UnitId Helblaster = 4;
constexpr UnitId Handgunners = 5;
constexpr UnitId AnnaKnights = 6;
constexpr UnitId Knights = 11;
constexpr UnitId Bowmen = 12;
constexpr UnitId Halberdiers = 13;
constexpr UnitId LastBowmen = 14; // one stand left
constexpr UnitId BenArchers = 15;
} // namespace id

Battle startBattle()
{
    const QList<Unit> anna{unit(id::Archers, archers()),         unit(id::Cannon, cannon()),
                           unit(id::FlameCannon, flameCannon()), unit(id::Helblaster, helblaster()),
                           unit(id::Handgunners, handgunners()), unit(id::AnnaKnights, knights())};
    const QList<Unit> ben{unit(id::Knights, knights()), unit(id::Bowmen, bowmen()),
                          unit(id::Halberdiers, halberdiers()), placed(unit(id::LastBowmen, bowmen()), 1, 0, 0),
                          unit(id::BenArchers, archers())};
    auto battle = Battle::start(Ruleset::warmaster(), anna, ben);
    if (!battle)
        qFatal("%s", qPrintable(battle.error().message));
    return battle.value();
}

// Anna's Shooting phase.
Battle shootingPhase()
{
    Battle battle = startBattle();
    ScriptedDiceSource none(QList<int>{});
    if (!battle.endPhase(none))
        qFatal("the Command phase does not end");
    return battle;
}

// Anna's Command phase, her Knights (behind cover when they set off) charging Ben's Archers.
Battle knightsCharging()
{
    Battle battle = startBattle();
    Unit knights = *battle.unit(id::AnnaKnights);
    knights.state.positions = StandPositions{0, 3, 0};
    battle.update({knights});
    ScriptedDiceSource none(QList<int>{});
    auto charged = ActionResolver::apply(battle, ChargeAction{{id::AnnaKnights}, {id::BenArchers}, true}, none);
    if (!charged)
        qFatal("%s", qPrintable(charged.error().message));
    return charged->after;
}

ShooterInput shooter(UnitId unit, int stands)
{
    ShooterInput s;
    s.unit = unit;
    s.stands = stands;
    return s;
}

ShootAction shootAt(UnitId target, const QList<ShooterInput> &shooters)
{
    ShootAction a;
    a.shooters = shooters;
    a.target = target;
    return a;
}

} // namespace

class TestShootingWalkthrough : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void walksThroughAsTheRulebook_data();
    void walksThroughAsTheRulebook();
    void positionsSurviveTheGameFile();
    void positionsAreSetBeforeTheShot();
    void positionsMustShareOutTheStandsLeft_data();
    void positionsMustShareOutTheStandsLeft();
    void saysWhyAUnitCannotShoot();
    void refusals_data();
    void refusals();
};

void TestShootingWalkthrough::walksThroughAsTheRulebook_data()
{
    QTest::addColumn<bool>("atChargers");
    QTest::addColumn<ShootAction>("action");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("lines");

    // sources/000: three stands roll 3, 5 and 6, two hits; the Knights' 4+ saves one.
    QTest::newRow("archers at knights")
        << false << shootAt(id::Knights, {shooter(id::Archers, 3)}) << QList<int>{3, 5, 6, 2, 6}
        << QStringList{
               QStringLiteral("Archers: 3 stands shoot, 3 attacks."),
               QStringLiteral("Against stands in the open: 4+ to hit."),
               QStringLiteral("To hit (Archers): 3 5 6 — 2 hits."),
               QStringLiteral("Armour saves (Knights) on 4+: 2 6 — 1 saved."),
               QStringLiteral("1 hit struck on Knights, no stand removed; hits on it now: 1."),
               QStringLiteral(
                   "Hits from shooting on Knights this phase: 1, for its drive back at the end of the phase."),
               QStringLiteral(
                   "The hits left on Knights that removed no stand are discarded at the end of the Shooting phase."),
           };

    // sources/003: the exposed stand first, with no more dice than remove it; the rest at 5+.
    ShootAction mixed = shootAt(id::Bowmen, {shooter(id::Archers, 3), shooter(id::Handgunners, 3)});
    mixed.targetPositions = StandPositions{1, 2, 0};
    QTest::newRow("mixed position in batches")
        << false << mixed << QList<int>{4, 5, 6, 5, 6, 1}
        << QStringList{
               QStringLiteral("Position of Bowmen as the table shows it: 1 in the open, 2 defended, 0 fortified."),
               QStringLiteral("The shooters aim at the least protected stands, and those are removed first."),
               QStringLiteral("Archers: 3 stands shoot, 3 attacks."),
               QStringLiteral("Handgunners: 3 stands shoot, 3 attacks."),
               QStringLiteral("Against stands in the open: 4+ to hit."),
               QStringLiteral("Only 3 dice at this score: no more than the hits that would remove these stands."),
               QStringLiteral("To hit (Archers): 4 5 6 — 3 hits."),
               QStringLiteral("No armour saves for Bowmen, which has no Armour value."),
               QStringLiteral("3 hits struck on Bowmen: 1 stand removed; hits on it now: 0."),
               QStringLiteral("Against defended stands: 5+ to hit."),
               QStringLiteral("To hit (Handgunners): 5 6 1 — 2 hits."),
               QStringLiteral("No armour saves for Bowmen, which has no Armour value."),
               QStringLiteral("2 hits struck on Bowmen, no stand removed; hits on it now: 2."),
               QStringLiteral(
                   "Hits from shooting on Bowmen this phase: 5, for its drive back at the end of the phase."),
               QStringLiteral(
                   "The hits left on Bowmen that removed no stand are discarded at the end of the Shooting phase."),
           };

    // The ball bounces through a second stand: 3 attacks a cannon, 4+ against defended, no saves.
    ShootAction bounce = shootAt(id::Halberdiers, {shooter(id::Cannon, 2)});
    bounce.shooters[0].standsCrossed = 1;
    bounce.targetPositions = StandPositions{0, 3, 0};
    QTest::newRow("cannon bounce through cover")
        << false << bounce << QList<int>{4, 4, 4, 1, 1, 1}
        << QStringList{
               QStringLiteral("Position of Halberdiers as the table shows it: 0 in the open, 3 defended, 0 fortified."),
               QStringLiteral(
                   "The cannonball bounces through 1 more stand of Halberdiers: each cannon has 1 more attack."),
               QStringLiteral("Cannon: 2 stands shoot, 6 attacks."),
               QStringLiteral("Against defended stands: 5+ to hit."),
               QStringLiteral("A cannonball smashes through cover: Cannon needs 4+ against these stands."),
               QStringLiteral("To hit (Cannon) on 4+: 4 4 4 1 1 1 — 3 hits."),
               QStringLiteral("No armour saves for Halberdiers against Cannon."),
               QStringLiteral("3 hits struck on Halberdiers: 1 stand removed; hits on it now: 0."),
               QStringLiteral(
                   "Hits from shooting on Halberdiers this phase: 3, for its drive back at the end of the phase."),
           };

    // A double 4 for its attacks: the Warmaster table's Flare, 4 hits with no roll to hit.
    QTest::newRow("flame cannon misfire")
        << false << shootAt(id::Knights, {shooter(id::FlameCannon, 1)}) << QList<int>{4, 4, 1, 2, 4, 5}
        << QStringList{
               QStringLiteral("Flame Cannon rolls for its attacks: 4 4."),
               QStringLiteral("A double: Flame Cannon misfires, and the double's 4 is read on the table \"Flame Cannon "
                              "misfire (Warmaster)\"."),
               QStringLiteral("Flare: 4 hits on the target; otherwise unaffected."),
               QStringLiteral("Hits with no roll to hit are struck first, wherever the stands stand."),
               QStringLiteral("Flame Cannon: 4 hits with no roll to hit."),
               QStringLiteral("Armour saves (Knights) on 4+: 1 2 4 5 — 2 saved."),
               QStringLiteral("2 hits struck on Knights, no stand removed; hits on it now: 2."),
               QStringLiteral(
                   "Hits from shooting on Knights this phase: 2, for its drive back at the end of the phase."),
               QStringLiteral(
                   "The hits left on Knights that removed no stand are discarded at the end of the Shooting phase."),
           };

    // Four attacks at the middle band; the one 1 is dud ammunition in the classic army list.
    ShootAction helblasterShot = shootAt(id::Bowmen, {shooter(id::Helblaster, 1)});
    helblasterShot.shooters[0].range = RangeBand::Medium;
    QTest::newRow("helblaster range band and ones")
        << false << helblasterShot << QList<int>{1, 4, 5, 6}
        << QStringList{
               QStringLiteral("Helblaster (Over 10 cm, up to 20 cm): 4 attacks."),
               QStringLiteral("Helblaster rolls all its dice to hit at once, for the 1s among them: 1 4 5 6."),
               QStringLiteral("Dud ammunition: the 1 rolled takes a hit away."),
               QStringLiteral("Against stands in the open: 4+ to hit."),
               QStringLiteral("To hit (Helblaster), read from its roll: 1 4 5 6 — 3 hits."),
               QStringLiteral("Dud ammunition takes 1 of these hits away."),
               QStringLiteral("No armour saves for Bowmen, which has no Armour value."),
               QStringLiteral("2 hits struck on Bowmen, no stand removed; hits on it now: 2."),
               QStringLiteral(
                   "Hits from shooting on Bowmen this phase: 2, for its drive back at the end of the phase."),
               QStringLiteral(
                   "The hits left on Bowmen that removed no stand are discarded at the end of the Shooting phase."),
           };

    QTest::newRow("last stand") << false << shootAt(id::LastBowmen, {shooter(id::Archers, 3)}) << QList<int>{4, 5, 6}
                                << QStringList{
                                       QStringLiteral("Archers: 3 stands shoot, 3 attacks."),
                                       QStringLiteral("Against stands in the open: 4+ to hit."),
                                       QStringLiteral("To hit (Archers): 4 5 6 — 3 hits."),
                                       QStringLiteral("No armour saves for Bowmen, which has no Armour value."),
                                       QStringLiteral("3 hits struck on Bowmen: its last stand is removed."),
                                       QStringLiteral("Bowmen is destroyed."),
                                   };

    // sources/001: the charged Archers shoot; the Knights count as in the open and carry the hits.
    ShootAction chargers = shootAt(id::AnnaKnights, {shooter(id::BenArchers, 3)});
    chargers.timing = ShotTiming::AtChargers;
    QTest::newRow("at chargers")
        << true << chargers << QList<int>{3, 5, 6, 1, 2}
        << QStringList{
               QStringLiteral("Cover does not protect a charger: every stand of Knights counts as in the open."),
               QStringLiteral("Archers: 3 stands shoot, 3 attacks."),
               QStringLiteral("Against stands in the open: 4+ to hit."),
               QStringLiteral("To hit (Archers): 3 5 6 — 2 hits."),
               QStringLiteral("Armour saves (Knights) on 4+: 1 2 — none saved."),
               QStringLiteral("2 hits struck on Knights, no stand removed; hits on it now: 2."),
               QStringLiteral("The 2 hits count as struck in the first round of combat; a charger is not driven back."),
           };
}

void TestShootingWalkthrough::walksThroughAsTheRulebook()
{
    QFETCH(bool, atChargers);
    QFETCH(ShootAction, action);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, lines);

    const Battle before = atChargers ? knightsCharging() : shootingPhase();
    ScriptedDiceSource source(dice);
    const auto applied = ActionResolver::apply(before, action, source);
    QVERIFY2(applied, qPrintable(applied.ok() ? QString() : applied.error().message));
    QCOMPARE(source.remaining().value_or(-1), 0); // every die typed was read
    const QStringList steps = shootingWalkthrough(before, action, applied->outcome);
    if (steps != lines)
        qWarning().noquote() << steps.join(QLatin1Char('\n'));
    QCOMPARE(steps, lines);
}

void TestShootingWalkthrough::positionsSurviveTheGameFile()
{
    ShootAction shoot = shootAt(id::Bowmen, {shooter(id::Archers, 3)});
    shoot.targetPositions = StandPositions{1, 2, 0};
    const GameAction action{shoot, {4, 5, 6}};
    const QJsonObject o = ActionJson::toJson(action);
    const QJsonObject positions =
        o.value(QStringLiteral("input")).toObject().value(QStringLiteral("targetPositions")).toObject();
    QCOMPARE(positions.value(QStringLiteral("open")).toInt(), 1);
    QCOMPARE(positions.value(QStringLiteral("defended")).toInt(), 2);
    QCOMPARE(positions.value(QStringLiteral("fortified")).toInt(), 0);

    const JsonReader r(QStringLiteral("game.json"));
    auto read = r.read<GameAction>([&] { return ActionJson::fromJson(r, o, QStringLiteral("actions[0]")); });
    QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
    QCOMPARE(read.value(), action);

    // A shot with no position given writes none: older files read as they always did.
    const QJsonObject plain = ActionJson::toJson(GameAction{shootAt(id::Bowmen, {shooter(id::Archers, 3)}), {}});
    QVERIFY(!plain.value(QStringLiteral("input")).toObject().contains(QStringLiteral("targetPositions")));

    QJsonObject bad = o;
    QJsonObject input = bad.value(QStringLiteral("input")).toObject();
    input.insert(QStringLiteral("targetPositions"), QJsonObject{{QStringLiteral("behind"), 1}});
    bad.insert(QStringLiteral("input"), input);
    QVERIFY(!r.read<GameAction>([&] { return ActionJson::fromJson(r, bad, QStringLiteral("actions[0]")); }).ok());
}

void TestShootingWalkthrough::positionsAreSetBeforeTheShot()
{
    const Battle before = shootingPhase();
    ShootAction shoot = shootAt(id::Bowmen, {shooter(id::Archers, 3)});
    // All three dice would hit in the open; fortified, only the 6 does.
    shoot.targetPositions = StandPositions{0, 0, 3};
    ScriptedDiceSource dice({4, 5, 6});
    const auto applied = ActionResolver::apply(before, shoot, dice);
    QVERIFY2(applied, qPrintable(applied.ok() ? QString() : applied.error().message));
    const auto &result = std::get<ShootingResult>(applied->outcome);
    QCOMPARE(result.batches.size(), 1);
    QCOMPARE(result.batches.first().scoreToHit, 6);
    QCOMPARE(result.hits(), 1);
    // The position stays on the unit: the table still shows it so.
    const Unit *bowmen = applied->after.unit(id::Bowmen);
    QCOMPARE(bowmen->state.positions, (StandPositions{0, 0, 3}));
    QCOMPARE(bowmen->state.hitsAccumulated, 1);
    QCOMPARE(before.unit(id::Bowmen)->state.positions, (StandPositions{3, 0, 0}));
}

void TestShootingWalkthrough::positionsMustShareOutTheStandsLeft_data()
{
    QTest::addColumn<StandPositions>("positions");
    QTest::addColumn<QString>("message");
    QTest::newRow("too few") << StandPositions{1, 1, 0}
                             << QStringLiteral(
                                    "The positions of Bowmen must share out its 3 stands left (they add up to 2).");
    QTest::newRow("too many") << StandPositions{2, 2, 0}
                              << QStringLiteral(
                                     "The positions of Bowmen must share out its 3 stands left (they add up to 4).");
    QTest::newRow("negative") << StandPositions{4, -1, 0}
                              << QStringLiteral(
                                     "The positions of Bowmen must share out its 3 stands left (they add up to 3).");
}

void TestShootingWalkthrough::positionsMustShareOutTheStandsLeft()
{
    QFETCH(StandPositions, positions);
    QFETCH(QString, message);
    ShootAction shoot = shootAt(id::Bowmen, {shooter(id::Archers, 3)});
    shoot.targetPositions = positions;
    ScriptedDiceSource dice({4, 5, 6});
    const auto applied = ActionResolver::apply(shootingPhase(), shoot, dice);
    QVERIFY(!applied.ok());
    QCOMPARE(applied.error().field, QStringLiteral("targetPositions"));
    QCOMPARE(applied.error().message, message);
}

void TestShootingWalkthrough::saysWhyAUnitCannotShoot()
{
    Battle battle = shootingPhase();
    QCOMPARE(whyCannotShoot(battle, id::Archers, id::Knights, ShotTiming::ShootingPhase), std::nullopt);
    QCOMPARE(whyCannotShoot(battle, id::Helblaster, id::Knights, ShotTiming::ShootingPhase), std::nullopt);

    ScriptedDiceSource dice({1, 1, 1});
    auto shot = ActionResolver::apply(battle, shootAt(id::Knights, {shooter(id::Archers, 3)}), dice);
    QVERIFY(shot);
    QCOMPARE(whyCannotShoot(shot->after, id::Archers, id::Bowmen, ShotTiming::ShootingPhase),
             std::optional<QString>(QStringLiteral("Archers has already shot this turn.")));
    QCOMPARE(shooterRefusal(shot->after, id::Archers, id::Bowmen, ShotTiming::ShootingPhase),
             std::optional<ShooterRefusal>(ShooterRefusal::AlreadyShot));

    // A cannon's ball may go on into a unit in its path; an archer's arrow does not.
    QCOMPARE(whyCannotShoot(battle, id::Cannon, id::Bowmen, ShotTiming::ShootingPhase, true), std::nullopt);
    QCOMPARE(whyCannotShoot(battle, id::Archers, id::Bowmen, ShotTiming::ShootingPhase, true),
             std::optional<QString>(
                 QStringLiteral("Archers: only cannonballs and bolts go on through to units behind the target.")));

    // Charged, the Archers may shoot at the Knights charging them, though engaged now.
    const Battle charging = knightsCharging();
    QCOMPARE(whyCannotShoot(charging, id::BenArchers, id::AnnaKnights, ShotTiming::AtChargers), std::nullopt);
}

void TestShootingWalkthrough::refusals_data()
{
    QTest::addColumn<Unit>("shooter");
    QTest::addColumn<Unit>("target");
    QTest::addColumn<ShotTiming>("timing");
    QTest::addColumn<bool>("inPath");
    QTest::addColumn<std::optional<ShooterRefusal>>("refusal");
    QTest::addColumn<QString>("sentence");

    const auto phase = ShotTiming::ShootingPhase;
    const auto chargers = ShotTiming::AtChargers;
    const Unit archersUnit = unit(1, archers());
    const Unit bowmenUnit = unit(2, bowmen());
    const auto with = [](Unit u, auto change) {
        change(u.state);
        return u;
    };
    const auto refused = [](ShooterRefusal r) { return std::optional<ShooterRefusal>(r); };

    QTest::newRow("archers at bowmen: they may")
        << archersUnit << bowmenUnit << phase << false << std::optional<ShooterRefusal>() << QString();
    QTest::newRow("at itself") << archersUnit << archersUnit << phase << false << refused(ShooterRefusal::AtItself)
                               << QStringLiteral("Archers cannot shoot at itself.");
    QTest::newRow("no shooting attacks") << unit(1, knights()) << bowmenUnit << phase << false
                                         << refused(ShooterRefusal::NoShootingAttacks)
                                         << QStringLiteral("Knights has no shooting attacks.");
    QTest::newRow("destroyed") << with(archersUnit, [](UnitState &st) { destroyUnit(st, DestroyedBy::Casualties); })
                               << bowmenUnit << phase << false << refused(ShooterRefusal::Destroyed)
                               << QStringLiteral("Archers is destroyed.");
    const Unit engaged = with(archersUnit, [](UnitState &st) { st.engaged = true; });
    QTest::newRow("engaged, Shooting phase")
        << engaged << bowmenUnit << phase << false << refused(ShooterRefusal::Engaged)
        << QStringLiteral("Archers is engaged in combat: it can only shoot at units charging it.");
    const Unit chargedByBowmen = with(engaged, [&](UnitState &st) { st.chargedBy = {bowmenUnit.id}; });
    QTest::newRow("engaged, at its chargers: it may")
        << chargedByBowmen << bowmenUnit << chargers << false << std::optional<ShooterRefusal>() << QString();
    QTest::newRow("at a unit that did not charge it")
        << engaged << bowmenUnit << chargers << false << refused(ShooterRefusal::NotChargedByTarget)
        << QStringLiteral("Archers was not charged by that unit: a unit shoots only at the units that charged it.");
    QTest::newRow("at a charger it shot at already")
        << with(chargedByBowmen, [&](UnitState &st) { st.shotAtChargers = {bowmenUnit.id}; }) << bowmenUnit << chargers
        << false << refused(ShooterRefusal::AlreadyShotAtCharger)
        << QStringLiteral("Archers has already shot at that charger: a unit shoots at each charger once.");
    QTest::newRow("a table stopped it") << with(archersUnit, [](UnitState &st) { st.cannotShootThisTurn = true; })
                                        << bowmenUnit << phase << false << refused(ShooterRefusal::CannotShootThisTurn)
                                        << QStringLiteral("Archers cannot shoot this turn.");
    QTest::newRow("shot already") << with(archersUnit, [](UnitState &st) { st.hasShot = true; }) << bowmenUnit << phase
                                  << false << refused(ShooterRefusal::AlreadyShot)
                                  << QStringLiteral("Archers has already shot this turn.");
    QTest::newRow("shot already, its cannonball on in the path: it may")
        << with(unit(1, cannon()), [](UnitState &st) { st.hasShot = true; }) << bowmenUnit << phase << true
        << std::optional<ShooterRefusal>() << QString();
    QTest::newRow("stone thrower at chargers")
        << unit(1, rockLobber()) << bowmenUnit << chargers << false << refused(ShooterRefusal::CannotShootAtChargers)
        << QStringLiteral("Rock Lobber cannot shoot at chargers.");
    QTest::newRow("arrows do not go on into the path")
        << archersUnit << bowmenUnit << phase << true << refused(ShooterRefusal::DoesNotGoThroughToUnits)
        << QStringLiteral("Archers: only cannonballs and bolts go on through to units behind the target.");
}

void TestShootingWalkthrough::refusals()
{
    QFETCH(Unit, shooter);
    QFETCH(Unit, target);
    QFETCH(ShotTiming, timing);
    QFETCH(bool, inPath);
    QFETCH(std::optional<ShooterRefusal>, refusal);
    QFETCH(QString, sentence);

    QCOMPARE(shooterRefusal(shooter, target, timing, inPath), refusal);
    if (!refusal)
        return;
    QCOMPARE(shooterRefusalText(*refusal, shooter.displayName()), sentence);

    // The resolver refuses the shot for the same reason, in the same words.
    Shooter s(shooter, std::max(1, shooter.state.standsLeft));
    if (inPath)
        s.standsCrossed = 1;
    ShootingRequest request;
    request.shooters = {s};
    request.target = target;
    request.timing = timing;
    request.targetInPath = inPath;
    ScriptedDiceSource none(QList<int>{});
    const auto resolved = resolveShooting(request, Ruleset::warmaster(), none);
    QVERIFY(!resolved.ok());
    QCOMPARE(resolved.error().field, QStringLiteral("shooter 1"));
    QCOMPARE(resolved.error().message, sentence);
}

QTEST_GUILESS_MAIN(TestShootingWalkthrough)
#include "tst_shootingwalkthrough.moc"
