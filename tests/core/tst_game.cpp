// SPDX-License-Identifier: GPL-3.0-or-later
// A game is its setup plus its actions: replaying them gives the same battle every time, game files
// keep everything and refuse what does not replay, and a game kept in the database survives undo,
// redo and a restart.

#include "tests/benchmarks/longgame.h"
#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/actionjson.h"
#include "core/game/actionresolver.h"
#include "core/game/actionrules.h"
#include "core/game/battlestanding.h"
#include "core/game/gamejson.h"
#include "core/game/gamesession.h"
#include "core/game/statejson.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <variant>

Q_DECLARE_METATYPE(wm::GameAction)

using namespace wm;
using namespace wm::test;

namespace {

bool sameBattle(const Battle &a, const Battle &b)
{
    return a.army(Side::first()) == b.army(Side::first()) && a.army(Side::second()) == b.army(Side::second()) &&
           a.turn() == b.turn() && a.activeSide() == b.activeSide() && a.phase() == b.phase() &&
           a.commandPhase() == b.commandPhase();
}

Game playedGame()
{
    auto game = Game::replay(demoSetup(), demoActions());
    if (!game)
        qFatal("%s", qPrintable(game.error().message));
    return game.value();
}

// The demo game's file with one thing changed by `edit`.
QByteArray editedFile(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject o = QJsonDocument::fromJson(GameJson::write(demoSetup(), demoActions())).object();
    edit(o);
    return QJsonDocument(o).toJson();
}

QJsonObject action(const QJsonObject &file, int index)
{
    return file.value(QStringLiteral("actions")).toArray().at(index).toObject();
}

void setAction(QJsonObject &file, int index, const QJsonObject &action)
{
    QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
    actions.replace(index, action);
    file.insert(QStringLiteral("actions"), actions);
}

// One action of each kind, every field set, as a game file may hold them.
QList<GameAction> oneOfEachKind()
{
    ShootAction shoot;
    shoot.shooters = {ShooterInput{2, 2, 1, RangeBand::Medium, true, 5}};
    shoot.target = 6;
    shoot.timing = ShotTiming::AtChargers;
    shoot.targetInPath = true;
    shoot.shooters[0].bannerOfFortune = true;
    shoot.targetInAuraOf = {4};
    CombatAction combat;
    StandSituation situation;
    situation.charging = true;
    situation.enemyPosition = Protection::Defended;
    situation.enemyRetreatedCm = 4;
    situation.attackedInSideOrRear = true;
    combat.sides[Side::first()] = {CombatUnitInput{5, {FightingStand{0, situation}, FightingStand{0, {}}}, 1, 4, 1}};
    combat.sides[Side::second()] = {CombatUnitInput{3, {FightingStand{0, {}}}, 0, std::nullopt, 0}};
    combat.sides[Side::first()][0].bannerOfFortune = true;
    combat.sides[Side::first()][0].inAuraOf = {1};
    combat.round = 2;
    combat.circumstances.standsLostRetreating.insert(3, 1);
    combat.circumstances.chargedFlankRearOrIrregular = {5};
    combat.choices.insert(5, CombatChoice::Pursue);
    CorrectionAction correction;
    correction.unit = 3;
    correction.positions = StandPositions{1, 1, 1};
    correction.hits = 2;
    correction.hitsTakenThisPhase = 1;
    correction.hitsCarriedIntoCombat = 1;
    correction.confused = false;
    correction.engaged = true;
    correction.destroyed = false;
    correction.permanentCommandPenalty = -1;
    return {
        GameAction{OrderAction{1, {2, 3}, 30, true, true, 3}, {6, 1}},
        GameAction{InitiativeAction{2}, {}},
        GameAction{ChargeAction{{5}, {2, 3}}, {}},
        GameAction{shoot, {1, 2, 3}},
        GameAction{EndPhaseAction{{6, 2}}, {5}},
        GameAction{combat, {1, 6, 6}},
        GameAction{TableRollAction{5, TableId::FlameCannonRevolution, 4, std::nullopt}, {2}},
        GameAction{
            TableRollAction{4, TableId::BuildingDamage, std::nullopt, BuildingHits{BuildingKind::Tower, true, 2}},
            {3, 5}},
        GameAction{MarkConfusedAction{5, ConfusionCause::DrivenIntoUnits}, {}},
        GameAction{StrikeHitsAction{5, 3, true}, {}},
        GameAction{correction, {}},
        GameAction{ChargeAction{{5}, {2}, true}, {}},
        GameAction{EvadeAction{3, {4}}, {}},
        GameAction{HomeBackAction{6, 25}, {4}},
        GameAction{AdvanceAction{2, {5, 6}}, {}},
        GameAction{JoinAction{1, 2}, {}},
        GameAction{JoinAction{1, std::nullopt}, {}},
        GameAction{ConfusionTestAction{4, ConfusionCause::ForcedFriendsAside, 2}, {6, 1}},
        GameAction{ConfusionTestAction{4, ConfusionCause::FallBackTooClose, 1}, {}},
        GameAction{CastSpellAction{1, QStringLiteral("Ball of Flame"), {5, 6}, 4, true}, {5, 3}},
        GameAction{LeaveTableAction{5}, {4}},
        GameAction{CharacterMovedThroughAction{1, 2, 25}, {}},
        GameAction{CharacterMovedThroughAction{1, std::nullopt}, {}},
        GameAction{ConcedeAction{Side::second()}, {}},
    };
}

// `value` put at `path` inside `v`: "shooters.0.stands" is the stands of the first shooter.
QJsonValue setAt(const QJsonValue &v, const QStringList &path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    bool isIndex = false;
    const int index = path.first().toInt(&isIndex);
    if (isIndex) {
        QJsonArray array = v.toArray();
        while (array.size() <= index)
            array.append(array.isEmpty() ? QJsonValue() : array.last());
        array.replace(index, setAt(array.at(index), path.mid(1), value));
        return array;
    }
    QJsonObject o = v.toObject();
    if (path.size() == 1 && value.isUndefined())
        o.remove(path.first());
    else
        o.insert(path.first(), setAt(o.value(path.first()), path.mid(1), value));
    return o;
}

// The demo game's file with one more action, the one of `kind` in oneOfEachKind(), with `value` at `path`
// of its action object ("input.round", "dice"). The file is read, not replayed.
QByteArray withAction(const QString &kind, const QString &path, const QJsonValue &value)
{
    QJsonObject action;
    for (const GameAction &a : oneOfEachKind()) {
        if (ActionText::key(a.input) == kind) {
            action = ActionJson::toJson(a);
            break;
        }
    }
    action = setAt(action, path.split(QLatin1Char('.')), value).toObject();
    return editedFile([&action](QJsonObject &o) {
        QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
        actions.append(action);
        o.insert(QStringLiteral("actions"), actions);
    });
}

// The path of the action withAction() adds, as messages name it.
QString addedAction()
{
    return QStringLiteral("game.json: actions[%1].").arg(demoActions().size());
}

QJsonArray numbers(qsizetype count, int value)
{
    QJsonArray array;
    for (qsizetype i = 0; i < count; ++i)
        array.append(value);
    return array;
}

QJsonArray copies(qsizetype count, const QJsonValue &value)
{
    QJsonArray array;
    for (qsizetype i = 0; i < count; ++i)
        array.append(value);
    return array;
}

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(WMASSIST_SOURCE_DIR "/tests/core/fixtures/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(name));
    return f.readAll();
}

QJsonObject jsonObject(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

QSet<QString> kindsOf(const QList<GameAction> &actions)
{
    QSet<QString> kinds;
    for (const GameAction &a : actions)
        kinds.insert(ActionText::key(a.input));
    return kinds;
}

QSet<QString> everyKey()
{
    const QStringList keys = ActionText::keys();
    return QSet<QString>(keys.begin(), keys.end());
}

// The kinds the first version of the game file knew: its fixtures hold one of each.
QSet<QString> versionOneKeys()
{
    return {QStringLiteral("order"),      QStringLiteral("initiative"),    QStringLiteral("charge"),
            QStringLiteral("shoot"),      QStringLiteral("end-phase"),     QStringLiteral("combat"),
            QStringLiteral("table-roll"), QStringLiteral("mark-confused"), QStringLiteral("strike-hits"),
            QStringLiteral("correction")};
}

// Every field `expected` has, `actual` has with the same value (objects compared the same way, field
// by field): a state printed by an earlier version, which later versions print with more fields.
bool hasEveryField(const QJsonValue &actual, const QJsonValue &expected, const QString &path, QString &difference)
{
    if (expected.isObject() && actual.isObject()) {
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!hasEveryField(a.value(it.key()), it.value(), path + QLatin1Char('.') + it.key(), difference))
                return false;
        }
        return true;
    }
    if (expected.isArray() && actual.isArray()) {
        const QJsonArray e = expected.toArray();
        const QJsonArray a = actual.toArray();
        if (e.size() != a.size()) {
            difference = path;
            return false;
        }
        for (qsizetype i = 0; i < e.size(); ++i) {
            if (!hasEveryField(a.at(i), e.at(i), path + QStringLiteral("[%1]").arg(i), difference))
                return false;
        }
        return true;
    }
    if (actual != expected)
        difference = path;
    return actual == expected;
}

} // namespace

class TestGame : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Who shoots, and in which phase each kind of action is done: the resolver checks by these and
    // the window offers its resolvers by them.
    void shootingSideAndPhaseOfEachAction()
    {
        const Game game = Game::start(demoSetup()).value();
        const Battle &b = game.battle();
        QCOMPARE(shootingSide(b, ShotTiming::ShootingPhase), b.activeSide());
        QCOMPARE(shootingSide(b, ShotTiming::AtChargers), b.activeSide().opponent());
        ShootAction atChargers;
        atChargers.timing = ShotTiming::AtChargers;
        QCOMPARE(phaseOf(atChargers), Phase::Command);
        QCOMPARE(phaseOf(ShootAction{}), Phase::Shooting);
        QCOMPARE(phaseOf(OrderAction{}), Phase::Command);
        QCOMPARE(phaseOf(InitiativeAction{}), Phase::Command);
        QCOMPARE(phaseOf(ChargeAction{}), Phase::Command);
        QCOMPARE(phaseOf(CombatAction{}), Phase::Combat);
        StrikeHitsAction drivingBack;
        drivingBack.drivesBack = true;
        QVERIFY(phaseOf(ActionInput(drivingBack)) == Phase::Shooting);
        QVERIFY(!phaseOf(ActionInput(StrikeHitsAction{})));
        QVERIFY(!phaseOf(ActionInput(TableRollAction{})));
        QVERIFY(!phaseOf(ActionInput(EndPhaseAction{})));
        QVERIFY(phaseOf(ActionInput(atChargers)) == Phase::Command);
        QVERIFY(shotTimingIn(Phase::Command) == ShotTiming::AtChargers);
        QVERIFY(shotTimingIn(Phase::Shooting) == ShotTiming::ShootingPhase);
        QVERIFY(!shotTimingIn(Phase::Combat));
    }

    // The window offers a resolver while the kind it records may be recorded: in its phase, any
    // phase for kinds without one, a shot whenever the battle allows one (at chargers in the Command
    // phase).
    void kindsRecordableInEachPhase()
    {
        Game game = Game::start(demoSetup()).value();
        const auto recordable = [&game](const ActionInput &kind) { return kindRecordableNow(game.battle(), kind); };
        QCOMPARE(game.battle().phase(), Phase::Command);
        QVERIFY(recordable(OrderAction{}));
        QVERIFY(recordable(ChargeAction{}));
        QVERIFY(recordable(ShootAction{})); // at chargers
        QVERIFY(recordable(TableRollAction{}));
        QVERIFY(recordable(JoinAction{}));
        QVERIFY(!recordable(CastSpellAction{}));
        QVERIFY(!recordable(CombatAction{}));
        QVERIFY(!recordable(AdvanceAction{}));
        ScriptedDiceSource none;
        game.accept(game.prepare(EndPhaseAction{}, none).value());
        QCOMPARE(game.battle().phase(), Phase::Shooting);
        QVERIFY(recordable(ShootAction{}));
        QVERIFY(recordable(CastSpellAction{}));
        QVERIFY(recordable(ConfusionTestAction{}));
        QVERIFY(!recordable(OrderAction{}));
        QVERIFY(!recordable(CombatAction{}));
        game.accept(game.prepare(EndPhaseAction{}, none).value());
        QCOMPARE(game.battle().phase(), Phase::Combat);
        QVERIFY(recordable(CombatAction{}));
        QVERIFY(recordable(AdvanceAction{}));
        QVERIFY(!recordable(ShootAction{})); // nobody advanced into a unit that may shoot
        QVERIFY(!recordable(EvadeAction{}));
    }

    // The order an action gives, as the resolver resolves it and the dialog previews it.
    void orderRequestTakesTheUnitsFromTheBattle()
    {
        const Game game = Game::start(demoSetup()).value();
        const Battle &b = game.battle();
        const auto request =
            orderRequest(b, OrderAction{ids::AnnaGeneral, {ids::Archers}, 30, true, false, std::nullopt});
        QVERIFY(request);
        QCOMPARE(request->character, *b.unit(ids::AnnaGeneral));
        QCOMPARE(request->units, QList<Unit>{*b.unit(ids::Archers)});
        QCOMPARE(request->distanceCm, 30);
        QVERIFY(request->enemyWithin20cm);
        QVERIFY(!request->denseTerrain);

        const auto enemy = orderRequest(b, OrderAction{ids::AnnaGeneral, {ids::Knights}, 10, false, false, {}});
        QVERIFY(!enemy);
        QCOMPARE(enemy.error().field, QStringLiteral("units"));
        const auto missing = orderRequest(b, OrderAction{99, {ids::Archers}, 10, false, false, {}});
        QVERIFY(!missing);
        QCOMPARE(missing.error().field, QStringLiteral("character"));
    }

    void demoGameEndsWhereTheRulesSay()
    {
        const Game game = playedGame();
        const Battle &b = game.battle();
        QCOMPARE(b.turn(), 1);
        QCOMPARE(b.activeSide(), Side::second());
        QCOMPARE(b.phase(), Phase::Command);
        const Unit *bowmen = b.unit(ids::Bowmen);
        QCOMPARE(bowmen->state.standsLeft, 2);      // three hits at Hits 3: one stand
        QCOMPARE(bowmen->state.hitsAccumulated, 0); // nothing left over
        QCOMPARE(bowmen->state.confusion, ConfusionCause::DriveBackSix);
        QVERIFY(!b.unit(ids::Archers)->state.hasShot); // the turn is over
    }

    void performingRecordsTheDiceItUsed()
    {
        auto game = Game::start(demoSetup()).value();
        ScriptedDiceSource dice({3, 4, 1, 1});
        auto prepared = game.prepare(demoActions().at(0).input, dice);
        QVERIFY(prepared);
        QCOMPARE(prepared->action.dice, (QList<int>{3, 4}));
        QCOMPARE(prepared->description, QStringLiteral("Order from General to Archers - blue"));
        QVERIFY(game.actions().isEmpty()); // preparing changes nothing
        game.accept(prepared.value());
        QCOMPARE(game.actions().size(), 1);
        QVERIFY(sameBattle(game.battle(), prepared->after));
    }

    void preparingLeavesEveryCopyAlone()
    {
        // Battles share their armies until one changes: a shot prepared and never accepted must not
        // reach the game, nor a copy of it, nor the battle undo rebuilds from.
        Game game = Game::replay(demoSetup(), demoActions().mid(0, 2)).value();
        const Game copy = game;
        const Battle before = game.battle();
        ScriptedDiceSource dice(demoActions().at(2).dice);
        QVERIFY(game.prepare(demoActions().at(2).input, dice));
        QVERIFY(sameBattle(game.battle(), before));
        QVERIFY(sameBattle(copy.battle(), before));
        QCOMPARE(game.battle().unit(ids::Bowmen)->state.standsLeft, 3);
        QVERIFY(!game.battle().unit(ids::Archers)->state.hasShot);
        Game twice = copy;
        QVERIFY(game.undoLast() == std::nullopt);
        QVERIFY(twice.undoLast() == std::nullopt);
        QVERIFY(sameBattle(game.battle(), twice.battle()));
    }

    void replayGivesTheSameBattleEveryTime()
    {
        const Game first = playedGame();
        for (int i = 0; i < 3; ++i)
            QVERIFY(sameBattle(playedGame().battle(), first.battle()));
    }

    void anActionThatMayNotBeDoneChangesNothing_data()
    {
        QTest::addColumn<int>("actionsBefore");
        QTest::addColumn<GameAction>("action");
        QTest::addColumn<QString>("message");
        ShootAction shoot;
        shoot.shooters = {ShooterInput{ids::Archers, 3, 0, std::nullopt, false, std::nullopt}};
        shoot.target = ids::Bowmen;
        QTest::newRow("shooting in the Command phase")
            << 0 << GameAction{shoot, {}}
            << QStringLiteral("Shooting belongs to the Shooting phase; this is the Command phase.");
        ShootAction wrongSide = shoot;
        wrongSide.shooters[0].unit = ids::Bowmen;
        wrongSide.target = ids::Archers;
        QTest::newRow("shooting out of turn")
            << 2 << GameAction{wrongSide, {}} << QStringLiteral("Bowmen belongs to the side whose turn it is not.");
        QTest::newRow("an order to an enemy")
            << 0 << GameAction{OrderAction{ids::AnnaGeneral, {ids::Knights}, 10, false, false, std::nullopt}, {}}
            << QStringLiteral("Knights belongs to the side whose turn it is not.");
        QTest::newRow("no such unit") << 0 << GameAction{MarkConfusedAction{99, ConfusionCause::Other}, {}}
                                      << QStringLiteral("No unit number 99 in this battle.");
        QTest::newRow("hits that drive back outside shooting")
            << 0 << GameAction{StrikeHitsAction{ids::Knights, 1, true}, {}}
            << QStringLiteral("Hits that drive a unit back belongs to the Shooting phase; this is the Command phase.");
    }

    void anActionThatMayNotBeDoneChangesNothing()
    {
        QFETCH(int, actionsBefore);
        QFETCH(GameAction, action);
        QFETCH(QString, message);
        auto game = Game::replay(demoSetup(), demoActions().mid(0, actionsBefore)).value();
        // NOLINTNEXTLINE(performance-unnecessary-copy-initialization): a copy, to see the game's does not change
        const Battle before = game.battle();
        ScriptedDiceSource dice({4, 4, 4, 4, 4, 4});
        auto prepared = game.prepare(action.input, dice);
        QVERIFY(!prepared);
        QCOMPARE(prepared.error().message, message);
        QVERIFY(sameBattle(game.battle(), before));
    }

    // Revolution's order distance past 80 cm as FACTS §1.4 reads it in a game begun now (-1 more for
    // each further full 20 cm), and as a game begun before rules revision 3 was played (bands of 20
    // cm or part): replaying an old log never changes what its orders needed.
    void orderDistanceAsTheGameWasPlayed_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<int>("revision");
        QTest::addColumn<int>("distance");
        QTest::addColumn<int>("penalty");
        const RulesetId wmr = RulesetId::Revolution;
        const int now = GameSetup::CurrentRulesRevision;
        QTest::newRow("Revolution, begun now: 80 cm -3") << wmr << now << 80 << -3;
        QTest::newRow("Revolution, begun now: 81 cm -3") << wmr << now << 81 << -3;
        QTest::newRow("Revolution, begun now: 99 cm -3") << wmr << now << 99 << -3;
        QTest::newRow("Revolution, begun now: 100 cm -4") << wmr << now << 100 << -4;
        QTest::newRow("Revolution, revision 2: 81 cm -4") << wmr << 2 << 81 << -4;
        QTest::newRow("Revolution, revision 2: 101 cm -5") << wmr << 2 << 101 << -5;
        QTest::newRow("Revolution, revision 1: 81 cm -4") << wmr << 1 << 81 << -4;
        QTest::newRow("Warmaster, begun now: 81 cm -4") << RulesetId::Warmaster << now << 81 << -4;
        QTest::newRow("Warmaster, revision 2: 81 cm -4") << RulesetId::Warmaster << 2 << 81 << -4;
    }
    void orderDistanceAsTheGameWasPlayed()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(int, revision);
        QFETCH(int, distance);
        QFETCH(int, penalty);
        GameSetup setup = demoSetup(ruleset);
        setup.rulesRevision = revision;
        OrderAction order;
        order.character = ids::AnnaGeneral;
        order.units = {ids::Archers};
        order.distanceCm = distance;
        auto game = Game::replay(setup, {GameAction{order, {1, 1}}});
        QVERIFY2(game, qPrintable(game.ok() ? QString() : game.error().message));
        const auto &result = std::get<OrderResult>(game->played().constFirst().outcome);
        QCOMPARE(result.penalties.constFirst().kind, OrderPenaltyKind::Distance);
        QCOMPARE(result.penalties.constFirst().value, penalty);
        QCOMPARE(game->battle().ruleset(), setup.rulesetAsPlayed());
    }

    // Where the battle stands, read from the rosters' points and the units' state: victory points
    // for units destroyed (in full) or down to one stand (half, up to the next 5), the battle over
    // when an army reaches its break point, and an army that withdraws at best drawing.
    void battleStanding_data()
    {
        QTest::addColumn<QList<QList<int>>>("strikes"); // {unit, hits}
        QTest::addColumn<int>("annaPoints");
        QTest::addColumn<int>("benPoints");
        QTest::addColumn<bool>("over");
        QTest::addColumn<int>("winner"); // -1: nobody (a draw, or the battle goes on)
        using Strikes = QList<QList<int>>;
        QTest::newRow("nothing lost") << Strikes{} << 0 << 0 << false << -1;
        QTest::newRow("Knights (110) down to one stand: 55 to Anna; Ben holds")
            << Strikes{{ids::Knights, 6}} << 55 << 0 << false << -1;
        QTest::newRow("Bowmen (55) down to one stand: half is 27.5, up to the next 5")
            << Strikes{{ids::Bowmen, 6}} << 30 << 0 << false << -1;
        QTest::newRow("Bowmen destroyed: Ben at his break point of 1 withdraws, Anna wins")
            << Strikes{{ids::Bowmen, 9}} << 55 << 0 << true << 0;
        QTest::newRow("Halberdiers destroyed, Knights down to one: Anna withdraws with more points, a draw")
            << Strikes{{ids::Halberdiers, 9}, {ids::Knights, 6}} << 55 << 45 << true << -1;
        QTest::newRow("both armies at their break points: a draw")
            << Strikes{{ids::Halberdiers, 9}, {ids::Bowmen, 9}} << 55 << 45 << true << -1;
    }

    void battleStanding()
    {
        QFETCH(QList<QList<int>>, strikes);
        QFETCH(int, annaPoints);
        QFETCH(int, benPoints);
        QFETCH(bool, over);
        QFETCH(int, winner);
        auto game = Game::start(demoSetup()).value();
        for (const QList<int> &strike : std::as_const(strikes))
            QVERIFY(game.redo(GameAction{StrikeHitsAction{strike.at(0), strike.at(1), false}, {}}) == std::nullopt);
        const BattleStanding standing = wm::battleStanding(game.setup(), game.battle());
        QCOMPARE(standing.victoryPoints[Side::first()], annaPoints);
        QCOMPARE(standing.victoryPoints[Side::second()], benPoints);
        QCOMPARE(standing.over(), over);
        QCOMPARE(standing.winner().has_value() ? standing.winner()->index() : -1, winner);
    }

    // A General slain is worth his points, and his army withdraws at once whatever its losses.
    void aSlainGeneralEndsTheBattle()
    {
        auto game = Game::start(demoSetup()).value();
        CorrectionAction slain;
        slain.unit = ids::BenGeneral;
        slain.positions = StandPositions{};
        QVERIFY(game.redo(GameAction{slain, {}}) == std::nullopt);
        const BattleStanding standing = wm::battleStanding(game.setup(), game.battle());
        QVERIFY(standing.losses[Side::second()].generalSlain);
        QCOMPARE(standing.losses[Side::second()].halvesLost, 0);
        QCOMPARE(standing.victoryPoints[Side::first()], 125);
        QVERIFY(standing.over());
        QCOMPARE(standing.winner(), std::optional<Side>(Side::first()));
    }

    void correctionsAndHitsFromOutside()
    {
        auto game = Game::start(demoSetup()).value();
        ScriptedDiceSource none;
        // Two hits, then two more: the fourth hit on a Hits 3 unit takes a stand and leaves one.
        QVERIFY(game.redo(GameAction{StrikeHitsAction{ids::Knights, 2, false}, {}}) == std::nullopt);
        QVERIFY(game.redo(GameAction{StrikeHitsAction{ids::Knights, 2, false}, {}}) == std::nullopt);
        QCOMPARE(game.battle().unit(ids::Knights)->state.standsLeft, 2);
        QCOMPARE(game.battle().unit(ids::Knights)->state.hitsAccumulated, 1);
        CorrectionAction fix;
        fix.unit = ids::Knights;
        fix.hits = 0;
        fix.confused = true;
        fix.positions = StandPositions{1, 1, 0};
        QVERIFY(game.redo(GameAction{fix, {}}) == std::nullopt);
        const UnitState &s = game.battle().unit(ids::Knights)->state;
        QCOMPARE(s.hitsAccumulated, 0);
        QCOMPARE(s.confusion, ConfusionCause::Other);
        QCOMPARE(s.positions, (StandPositions{1, 1, 0}));
        CorrectionAction tooMany;
        tooMany.unit = ids::Knights;
        tooMany.hits = 3; // as many as the Hits value: a stand would have gone
        auto refused = game.prepare(tooMany, none);
        QVERIFY(!refused);
        CorrectionAction gone;
        gone.unit = ids::Knights;
        gone.positions = StandPositions{};
        QVERIFY(game.redo(GameAction{gone, {}}) == std::nullopt);
        QCOMPARE(game.battle().unit(ids::Knights)->state.destroyed, DestroyedBy::Casualties);
    }

    void everyActionKeepsWhatItDid()
    {
        Game game = playedGame();
        const QList<PlayedAction> &played = game.played();
        QCOMPARE(played.size(), 5);
        QCOMPARE(played.at(2).description, QStringLiteral("Shooting at Bowmen"));
        QCOMPARE(played.at(2).phase, Phase::Shooting);
        QCOMPARE(played.at(2).turn, 1);
        QCOMPARE(played.at(2).side, Side::first());
        QCOMPARE(outcomeRolls(played.at(2).outcome).first().faces, (QList<int>{4, 5, 6}));
        // The end of the Shooting phase kept its drive back for the summary.
        const auto *end = std::get_if<PhaseEnd>(&played.at(3).outcome);
        QVERIFY(end && end->shooting);
        QCOMPARE(end->shooting->driveBacks.size(), 1);
        QCOMPARE(end->shooting->driveBacks.first().dice->faces, (QList<int>{2, 3, 6}));
        QVERIFY(game.undoLast() == std::nullopt);
        QCOMPARE(game.played().size(), 4);
        QCOMPARE(game.played().at(3).description, played.at(3).description);
    }

    void undoRebuildsTheBattle()
    {
        Game game = playedGame();
        const Game fourActions = Game::replay(demoSetup(), demoActions().mid(0, 4)).value();
        QVERIFY(game.undoLast() == std::nullopt);
        QVERIFY(sameBattle(game.battle(), fourActions.battle()));
        QCOMPARE(game.actions().size(), 4);
    }

    void undoFromACheckpointIsTheReplayOfTheActionsKept()
    {
        // Long enough for three checkpoints and a few actions past the last: every undo is checked
        // against a replay of the actions it keeps, from the start, each done again.
        const int length = int(3 * Game::CheckpointInterval + 5);
        bench::Player player(Game::start(bench::twentyUnitsASide()).value(), length);
        player.play();
        Game game = player.game();
        QCOMPARE(game.actions().size(), length);
        const Game whole = game;
        auto sameAsReplayed = [](const Game &undone) {
            const auto replayed = Game::replay(undone.setup(), undone.actions());
            return replayed && undone.battle() == replayed->battle() && undone.played() == replayed->played();
        };
        QVERIFY(sameAsReplayed(game)); // the played game is its replay

        // Back across the last checkpoint, then forward again: the checkpoints dropped are taken
        // again, and the game is the one played.
        for (int i = 0; i < 10; ++i)
            QVERIFY(game.undoLast() == std::nullopt);
        QVERIFY(sameAsReplayed(game));
        for (qsizetype i = game.actions().size(); i < length; ++i)
            QVERIFY(game.redo(whole.actions().at(i)) == std::nullopt);
        QVERIFY(game.battle() == whole.battle());
        QVERIFY(game.played() == whole.played());

        while (!game.actions().isEmpty()) {
            QVERIFY(game.undoLast() == std::nullopt);
            QVERIFY2(sameAsReplayed(game),
                     qPrintable(QStringLiteral("after undoing to %1 actions").arg(game.actions().size())));
        }
        QVERIFY(game.battle() == Game::start(bench::twentyUnitsASide())->battle());
        QVERIFY(game.played().isEmpty());
    }

    void fileRoundTrip()
    {
        const QByteArray file = GameJson::write(demoSetup(), demoActions());
        auto read = GameJson::readFile(file, QStringLiteral("game.json"));
        QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(read->setup, demoSetup());
        QCOMPARE(read->actions, demoActions());
        auto game = GameJson::read(file, QStringLiteral("game.json"));
        QVERIFY(game);
        QVERIFY(sameBattle(game->battle(), playedGame().battle()));
        QCOMPARE(GameJson::write(game->setup(), game->actions()), file);
    }

    // The optional rules chosen are kept with the game and played; a file may name only those its
    // ruleset offers, each once.
    void optionalRulesSurviveTheFile()
    {
        GameSetup setup = demoSetup(RulesetId::Revolution);
        setup.optionalRules = {OptionalRule::AdvanceChargeBonus, OptionalRule::FirstTurnCommand};
        const QByteArray file = GameJson::write(setup, {});
        auto read = GameJson::readFile(file, QStringLiteral("game.json"));
        QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(read->setup, setup);
        const Ruleset played = read->setup.rulesetAsPlayed();
        QVERIFY(played.firstTurnCommandBonus && played.advanceChargeBonus);
        QVERIFY(!demoSetup(RulesetId::Revolution).rulesetAsPlayed().firstTurnCommandBonus);
        QVERIFY(!GameJson::writeSetup(demoSetup(RulesetId::Revolution)).contains("optionalRules"));

        auto refused = [&](const QJsonArray &rules, RulesetId ruleset) {
            QJsonObject o = jsonObject(GameJson::write(demoSetup(ruleset), {}));
            o.insert(QStringLiteral("optionalRules"), rules);
            auto game = GameJson::readFile(QJsonDocument(o).toJson(), QStringLiteral("game.json"));
            return game ? QString() : game.error().message;
        };
        QCOMPARE(refused({QStringLiteral("first-turn-command")}, RulesetId::Warmaster),
                 QStringLiteral("game.json: optionalRules[0]: Warmaster (2000 rules with the 2002 update) has no "
                                "optional rules"));
        QCOMPARE(refused({QStringLiteral("first-turn")}, RulesetId::Revolution),
                 QStringLiteral("game.json: optionalRules[0]: expected one of \"first-turn-command\", "
                                "\"advance-charge-bonus\", found \"first-turn\""));
        QCOMPARE(refused({QStringLiteral("first-turn-command"), QStringLiteral("first-turn-command")},
                         RulesetId::Revolution),
                 QStringLiteral("game.json: optionalRules[1]: the optional rule is named twice"));
        // A game set up by other means is refused them too.
        GameSetup warmaster = demoSetup();
        warmaster.optionalRules = {OptionalRule::FirstTurnCommand};
        QVERIFY(!Game::start(warmaster));
    }

    void playerColoursSurviveTheFile()
    {
        GameSetup setup = demoSetup();
        setup.colours = {QStringLiteral("#1f6fb4"), QStringLiteral("")};
        auto read = GameJson::readFile(GameJson::write(setup, {}), QStringLiteral("game.json"));
        QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(read->setup.colours, setup.colours);
        // A player without a colour has no "colour" field at all.
        QVERIFY(!GameJson::write(demoSetup(), {}).contains("colour"));
    }

    void everyActionKindSurvivesItsFile_data()
    {
        QTest::addColumn<GameAction>("action");
        for (const GameAction &a : oneOfEachKind())
            QTest::newRow(qPrintable(ActionText::key(a.input))) << a;
        // Dice thrown away while the action was put together are kept with it, each roll whole.
        GameAction withDiscarded = oneOfEachKind().at(3);
        withDiscarded.discarded = {
            DiceRoll{RollPurpose::ToHit, QStringLiteral("Archers"), DiceKind::ND6, {4, 5, 1}, RollMark::Discarded},
            DiceRoll{RollPurpose::Blunder, QString(), DiceKind::D3, {6}, RollMark::Discarded}};
        QTest::newRow("shoot, with discarded rolls") << withDiscarded;
        // Devices of power and the auras that reach an order.
        OrderAction withDevices{1, {2, 3}, 30, true, true, 3};
        withDevices.orbOfMajesty = true;
        withDevices.sceptreOfSovereignty = true;
        withDevices.inAuraOf = {5};
        QTest::newRow("order, with devices and an aura") << GameAction{withDevices, {6, 5, 2, 3}};
        CastSpellAction withItems{1, QStringLiteral("Ball of Flame"), {5, 6}, 4, false};
        withItems.wandOfPower = true;
        withItems.rodOfRepetition = true;
        withItems.scrollOfDispelling = true;
        withItems.spellbinder = 4;
        QTest::newRow("cast-spell, with devices") << GameAction{withItems, {2, 4}};
        // Games from before the distance to the nearest character was recorded.
        QTest::newRow("home-back, no distance measured") << GameAction{HomeBackAction{6}, {4}};
    }

    void everyActionKindSurvivesItsFile()
    {
        QFETCH(GameAction, action);
        const QJsonObject o = ActionJson::toJson(action);
        const JsonReader r(QStringLiteral("game.json"));
        auto read = r.read<GameAction>([&] { return ActionJson::fromJson(r, o, QStringLiteral("actions[0]")); });
        QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(read.value(), action);
    }

    void badFilesAreRefusedWhole_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{")
                                  << QStringLiteral("game.json: not valid JSON at character 1: unterminated object");
        QTest::newRow("another kind") << editedFile([](QJsonObject &o) {
            o.insert(QStringLiteral("kind"), QStringLiteral("wmassist/roster"));
        }) << QStringLiteral("game.json: kind: expected \"wmassist/game\", found \"wmassist/roster\"");
        QTest::newRow("newer format") << editedFile([](QJsonObject &o) { o.insert(QStringLiteral("format"), 2); })
                                      << QStringLiteral("game.json: format: expected format version 1, found 2");
        QTest::newRow("one player") << editedFile([](QJsonObject &o) {
            QJsonArray players = o.value(QStringLiteral("players")).toArray();
            players.removeLast();
            o.insert(QStringLiteral("players"), players);
        }) << QStringLiteral("game.json: players: expected two players, found a list");
        // A side is 0 or 1 on disk; any other number is no side at all.
        QTest::newRow("a third player first")
            << editedFile([](QJsonObject &o) { o.insert(QStringLiteral("firstPlayer"), 2); })
            << QStringLiteral("game.json: firstPlayer: expected a whole number from 0 to 1, found 2");
        QTest::newRow("no player first") << editedFile([](QJsonObject &o) {
            o.insert(QStringLiteral("firstPlayer"), -1);
        }) << QStringLiteral("game.json: firstPlayer: expected a whole number from 0 to 1, found -1");
        QTest::newRow("a colour by name") << editedFile([](QJsonObject &o) {
            QJsonArray players = o.value(QStringLiteral("players")).toArray();
            QJsonObject second = players.at(1).toObject();
            second.insert(QStringLiteral("colour"), QStringLiteral("red"));
            players.replace(1, second);
            o.insert(QStringLiteral("players"), players);
        }) << QStringLiteral("game.json: players[1].colour: expected a colour as #rrggbb, found \"red\"");
        QTest::newRow("unknown action kind")
            << editedFile([](QJsonObject &o) {
                   QJsonObject a = action(o, 2);
                   a.insert(QStringLiteral("kind"), QStringLiteral("fly"));
                   setAction(o, 2, a);
               })
            << QStringLiteral("game.json: actions[2].kind: expected one of \"order\", \"initiative\", \"charge\", "
                              "\"shoot\", \"end-phase\", \"combat\", \"table-roll\", \"mark-confused\", "
                              "\"strike-hits\", \"correction\", \"evade\", \"home-back\", \"advance\", \"join\", "
                              "\"confusion-test\", \"cast-spell\", \"leave-table\", \"character-moved-through\", "
                              "\"concede\", found \"fly\"");
        QTest::newRow("a face of 7") << editedFile([](QJsonObject &o) {
            QJsonObject a = action(o, 2);
            a.insert(QStringLiteral("dice"), QJsonArray{4, 7, 6});
            setAction(o, 2, a);
        }) << QStringLiteral("game.json: actions[2].dice[1]: expected a whole number from 1 to 6, found 7");
        QTest::newRow("a discarded roll for no purpose")
            << editedFile([](QJsonObject &o) {
                   QJsonObject a = action(o, 2);
                   a.insert(QStringLiteral("discarded"),
                            QJsonArray{QJsonObject{{QStringLiteral("purpose"), QStringLiteral("luck")},
                                                   {QStringLiteral("kind"), QStringLiteral("dice")},
                                                   {QStringLiteral("faces"), QJsonArray{1, 2}}}});
                   setAction(o, 2, a);
               })
            << QStringLiteral("game.json: actions[2].discarded[0].purpose: expected one of \"to-hit\", "
                              "\"armour-save\", \"drive-back\", \"order\", \"blunder\", \"malfunction\", "
                              "\"fall-back\", \"table\", \"amount\", \"damage\", \"home-back\", \"confusion\", "
                              "\"other\", \"cast\", \"dispel\", \"spellbind\", found \"luck\"");
        QTest::newRow("a misspelt input") << editedFile([](QJsonObject &o) {
            QJsonObject a = action(o, 2);
            QJsonObject input = a.value(QStringLiteral("input")).toObject();
            input.insert(QStringLiteral("targt"), 6);
            a.insert(QStringLiteral("input"), input);
            setAction(o, 2, a);
        }) << QStringLiteral("game.json: actions[2].input.targt: not a field wmassist knows here");
        QTest::newRow("too few dice")
            << editedFile([](QJsonObject &o) {
                   QJsonObject a = action(o, 2);
                   a.insert(QStringLiteral("dice"), QJsonArray{4, 5});
                   setAction(o, 2, a);
               })
            << QStringLiteral(
                   "game.json: actions[2]: Not enough dice for To hit (Archers - blue): 3 needed, 2 entered.");
        QTest::newRow("too many dice") << editedFile([](QJsonObject &o) {
            QJsonObject a = action(o, 0);
            a.insert(QStringLiteral("dice"), QJsonArray{3, 4, 5});
            setAction(o, 0, a);
        }) << QStringLiteral("game.json: actions[0]: Dice left over after the action: 1.");
        QTest::newRow("an action that no longer applies")
            << editedFile([](QJsonObject &o) {
                   QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
                   actions.removeAt(1); // the Command phase never ends: the shot comes too early
                   o.insert(QStringLiteral("actions"), actions);
               })
            << QStringLiteral(
                   "game.json: actions[1]: Shooting belongs to the Shooting phase; this is the Command phase.");
    }

    void badFilesAreRefusedWhole()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        auto game = GameJson::read(file, QStringLiteral("game.json"));
        QVERIFY(!game);
        QCOMPARE(game.error().message, message);
    }

    // Each limit of core/limits.h a game file meets: the most it may hold is read, one more is refused
    // with a message naming the field and the limit. The files are read, not replayed.
    void limits_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message"); // empty: read

        auto both = [](const char *name, const QByteArray &inside, const QByteArray &outside, const QString &message) {
            QTest::addRow("%s: the most", name) << inside << QString();
            QTest::addRow("%s: one more", name) << outside << message;
        };
        auto field = [](const QString &kind, const QString &path, const QJsonValue &most, const QJsonValue &beyond,
                        const QString &message) {
            const QString name = kind + QLatin1Char(' ') + path;
            QTest::addRow("%s: the most", qPrintable(name)) << withAction(kind, path, most) << QString();
            QTest::addRow("%s: one more", qPrintable(name))
                << withAction(kind, path, beyond)
                << addedAction() +
                       QString(path).replace(QRegularExpression(QStringLiteral("\\.(\\d+)")), QStringLiteral("[\\1]")) +
                       QStringLiteral(": ") + message;
        };
        auto playerName = [](int length) {
            return editedFile([length](QJsonObject &o) {
                o = setAt(o, {QStringLiteral("players"), QStringLiteral("0"), QStringLiteral("name")},
                          QString(length, QLatin1Char('x')))
                        .toObject();
            });
        };
        both("player name", playerName(100), playerName(101),
             QStringLiteral(
                 "game.json: players[0].name: expected text of at most 100 characters, found 101 characters"));
        const QJsonObject endPhase = ActionJson::toJson(GameAction{EndPhaseAction{}, {}});
        auto actions = [&endPhase](qsizetype count) {
            return editedFile([&](QJsonObject &o) { o.insert(QStringLiteral("actions"), copies(count, endPhase)); });
        };
        both("actions", actions(100000), actions(100001),
             QStringLiteral("game.json: actions: expected a list of at most 100000 entries, found 100001 entries"));

        const QString unitRange = QStringLiteral("expected a whole number from 1 to 1000, found 1001");
        field(QStringLiteral("order"), QStringLiteral("input.distanceCm"), 300, 301,
              QStringLiteral("expected a whole number from 0 to 300, found 301"));
        field(QStringLiteral("home-back"), QStringLiteral("input.distanceCm"), 300, 301,
              QStringLiteral("expected a whole number from 0 to 300, found 301"));
        field(QStringLiteral("home-back"), QStringLiteral("input.distanceCm"), 0, -1,
              QStringLiteral("expected a whole number from 0 to 300, found -1"));
        field(QStringLiteral("order"), QStringLiteral("input.units.1"), 1000, 1001, unitRange);
        field(QStringLiteral("order"), QStringLiteral("input.penaltyUnit"), 1000, 1001, unitRange);
        field(QStringLiteral("order"), QStringLiteral("input.units"), numbers(1000, 2), numbers(1001, 2),
              QStringLiteral("expected a list of at most 1000 entries, found 1001 entries"));
        field(QStringLiteral("order"), QStringLiteral("dice"), numbers(200000, 6), numbers(200001, 6),
              QStringLiteral("expected a list of at most 200000 entries, found 200001 entries"));
        field(QStringLiteral("shoot"), QStringLiteral("input.shooters.0.stands"), 20, 21,
              QStringLiteral("expected a whole number from 0 to 20, found 21"));
        field(QStringLiteral("shoot"), QStringLiteral("input.shooters.0.standsCrossed"), 20, 21,
              QStringLiteral("expected a whole number from 0 to 20, found 21"));
        field(QStringLiteral("shoot"), QStringLiteral("input.shooters.0.attacksGiven"), 400, 401,
              QStringLiteral("expected a whole number from 0 to 400, found 401"));
        const QJsonObject shoot = ActionJson::toJson(oneOfEachKind().at(3)).value(QStringLiteral("input")).toObject();
        const QJsonValue shooter = shoot.value(QStringLiteral("shooters")).toArray().at(0);
        const QString listOf20 = QStringLiteral("expected a list of at most 20 entries, found 21 entries");
        field(QStringLiteral("shoot"), QStringLiteral("input.shooters"), copies(20, shooter), copies(21, shooter),
              listOf20);
        field(QStringLiteral("shoot"), QStringLiteral("input.targetPositions.open"), 20, 21,
              QStringLiteral("expected a whole number from 0 to 20, found 21"));
        const QJsonObject combat = ActionJson::toJson(oneOfEachKind().at(5)).value(QStringLiteral("input")).toObject();
        const QJsonValue fighter = combat.value(QStringLiteral("sides")).toArray().at(0).toArray().at(0);
        const QJsonValue stand = fighter.toObject().value(QStringLiteral("stands")).toArray().at(0);
        field(QStringLiteral("combat"), QStringLiteral("input.sides.0"), copies(20, fighter), copies(21, fighter),
              listOf20);
        field(QStringLiteral("combat"), QStringLiteral("input.sides.0.0.stands"), copies(20, stand), copies(21, stand),
              listOf20);
        field(QStringLiteral("combat"), QStringLiteral("input.round"), 99, 100,
              QStringLiteral("expected a whole number from 1 to 99, found 100"));
        field(QStringLiteral("combat"), QStringLiteral("input.sides.0.0.stands.0.target"), 19, 20,
              QStringLiteral("expected a whole number from 0 to 19, found 20"));
        field(QStringLiteral("combat"), QStringLiteral("input.sides.0.0.stands.0.enemyRetreatedCm"), 300, 301,
              QStringLiteral("expected a whole number from 0 to 300, found 301"));
        field(QStringLiteral("combat"), QStringLiteral("input.sides.0.0.supportingStands"), 20, 21,
              QStringLiteral("expected a whole number from 0 to 20, found 21"));
        field(QStringLiteral("combat"), QStringLiteral("input.sides.0.0.characterStand"), 19, 20,
              QStringLiteral("expected a whole number from 0 to 19, found 20"));
        field(QStringLiteral("combat"), QStringLiteral("input.standsLostRetreating.0.stands"), 20, 21,
              QStringLiteral("expected a whole number from 1 to 20, found 21"));
        field(QStringLiteral("table-roll"), QStringLiteral("input.score"), 100, 101,
              QStringLiteral("expected a whole number from -100 to 100, found 101"));
        field(QStringLiteral("table-roll"), QStringLiteral("input.score"), -100, -101,
              QStringLiteral("expected a whole number from -100 to 100, found -101"));
        field(QStringLiteral("strike-hits"), QStringLiteral("input.hits"), 400, 401,
              QStringLiteral("expected a whole number from 1 to 400, found 401"));
        field(QStringLiteral("correction"), QStringLiteral("input.hits"), 19, 20,
              QStringLiteral("expected a whole number from 0 to 19, found 20"));
        field(QStringLiteral("correction"), QStringLiteral("input.hitsTakenThisPhase"), 400, 401,
              QStringLiteral("expected a whole number from 0 to 400, found 401"));
        field(QStringLiteral("correction"), QStringLiteral("input.hitsCarriedIntoCombat"), 400, 401,
              QStringLiteral("expected a whole number from 0 to 400, found 401"));
        field(QStringLiteral("correction"), QStringLiteral("input.positions.fortified"), 20, 21,
              QStringLiteral("expected a whole number from 0 to 20, found 21"));
        field(QStringLiteral("correction"), QStringLiteral("input.permanentCommandPenalty"), -10, -11,
              QStringLiteral("expected a whole number from -10 to 10, found -11"));
        field(QStringLiteral("correction"), QStringLiteral("input.permanentCommandPenalty"), 10, 11,
              QStringLiteral("expected a whole number from -10 to 10, found 11"));
    }

    void limits()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        auto read = GameJson::readFile(file, QStringLiteral("game.json"));
        if (message.isEmpty()) {
            QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
        } else {
            QVERIFY(!read);
            QCOMPARE(read.error().message, message);
        }
    }

    // What the reader would accept but the writer could not keep is refused, naming the field.
    void whatNoFileKeepsIsRefused_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const QString combat = addedAction() + QStringLiteral("input.");
        QTest::newRow("a character's stand without a character")
            << withAction(QStringLiteral("combat"), QStringLiteral("input.sides.1.0.characterStand"), 0)
            << combat + QStringLiteral("sides[1][0].characterStand: given without a character");
        QTest::newRow("a unit's choice twice")
            << withAction(
                   QStringLiteral("combat"), QStringLiteral("input.choices.1"),
                   QJsonObject{{QStringLiteral("unit"), 5}, {QStringLiteral("choice"), QStringLiteral("advance")}})
            << combat + QStringLiteral("choices[1].unit: unit 5 is listed twice");
        QTest::newRow("a unit's stands lost twice")
            << withAction(QStringLiteral("combat"), QStringLiteral("input.standsLostRetreating.1"),
                          QJsonObject{{QStringLiteral("unit"), 3}, {QStringLiteral("stands"), 2}})
            << combat + QStringLiteral("standsLostRetreating[1].unit: unit 3 is listed twice");
    }

    void whatNoFileKeepsIsRefused()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        auto read = GameJson::readFile(file, QStringLiteral("game.json"));
        QVERIFY(!read);
        QCOMPARE(read.error().message, message);
    }

    // Whatever the reader accepts, the writer writes back unchanged: read, write and read again gives
    // the same setup and actions, and writing them gives the same file.
    void readWriteReadKeepsTheGame_data()
    {
        QTest::addColumn<QByteArray>("file");

        QTest::newRow("the demo game") << GameJson::write(demoSetup(), demoActions());
        QTest::newRow("a version one file") << fixture(QStringLiteral("game-v1.json"));
        QTest::newRow("one action of each kind") << GameJson::write(demoSetup(), oneOfEachKind());
        // Fields given with the value wmassist leaves out.
        QTest::newRow("an order's flags given as false")
            << withAction(QStringLiteral("order"), QStringLiteral("input.enemyWithin20cm"), false);
        QTest::newRow("no dice field") << withAction(QStringLiteral("initiative"), QStringLiteral("dice"),
                                                     QJsonValue(QJsonValue::Undefined));
        QTest::newRow("a shooter's defaults given")
            << withAction(QStringLiteral("shoot"), QStringLiteral("input.shooters.0.standsCrossed"), 0);
        QTest::newRow("an open enemy given") << withAction(
            QStringLiteral("combat"), QStringLiteral("input.sides.1.0.stands.0.enemyPosition"), QStringLiteral("open"));
        QTest::newRow("no supporting stands given")
            << withAction(QStringLiteral("combat"), QStringLiteral("input.sides.1.0.supportingStands"), 0);
        QTest::newRow("an end of phase without an order")
            << withAction(QStringLiteral("end-phase"), QStringLiteral("input.driveBackOrder"), QJsonArray());
        QTest::newRow("a building not damaged before")
            << withAction(QStringLiteral("table-roll"), QStringLiteral("input.building"),
                          QJsonObject{{QStringLiteral("kind"), QStringLiteral("wall")},
                                      {QStringLiteral("hits"), 3},
                                      {QStringLiteral("damaged"), false}});
        QTest::newRow("hits struck without drive back given")
            << withAction(QStringLiteral("strike-hits"), QStringLiteral("input.drivesBack"), false);
        QTest::newRow("a whole number as a fraction")
            << withAction(QStringLiteral("strike-hits"), QStringLiteral("input.hits"), 3.0);
        QTest::newRow("names of other scripts") << editedFile([](QJsonObject &o) {
            o = setAt(o, {QStringLiteral("players"), QStringLiteral("0"), QStringLiteral("name")},
                      QStringLiteral(" アンナ 𝔄 "))
                    .toObject();
        });
        QTest::newRow("a colour in capitals") << editedFile([](QJsonObject &o) {
            o = setAt(o, {QStringLiteral("players"), QStringLiteral("1"), QStringLiteral("colour")},
                      QStringLiteral("#1F6FB4"))
                    .toObject();
        });
    }

    void readWriteReadKeepsTheGame()
    {
        QFETCH(QByteArray, file);
        auto first = GameJson::readFile(file, QStringLiteral("game.json"));
        QVERIFY2(first, qPrintable(first.ok() ? QString() : first.error().message));
        const QByteArray written = GameJson::write(first->setup, first->actions);
        auto second = GameJson::readFile(written, QStringLiteral("game.json"));
        QVERIFY2(second, qPrintable(second.ok() ? QString() : second.error().message));
        QCOMPARE(second->setup, first->setup);
        QCOMPARE(second->actions, first->actions);
        QCOMPARE(GameJson::write(second->setup, second->actions), written);
        // A game replays from the file written back exactly when it replays from its own.
        const auto replayed = GameJson::read(file, QStringLiteral("game.json"));
        const auto replayedAgain = GameJson::read(written, QStringLiteral("game.json"));
        QCOMPARE(replayedAgain.ok(), replayed.ok());
        if (!replayed)
            QCOMPARE(replayedAgain.error(), replayed.error());
    }

    void stateJsonSaysWhereTheGameStands()
    {
        const QJsonObject state = StateJson::toJson(playedGame());
        QCOMPARE(state.value(QStringLiteral("kind")).toString(), QStringLiteral("wmassist/state"));
        QCOMPARE(state.value(QStringLiteral("turn")).toInt(), 1);
        QCOMPARE(state.value(QStringLiteral("activePlayer")).toInt(), 1);
        QCOMPARE(state.value(QStringLiteral("phase")).toString(), QStringLiteral("command"));
        const QJsonObject bowmen = state.value(QStringLiteral("players"))
                                       .toArray()
                                       .at(1)
                                       .toObject()
                                       .value(QStringLiteral("units"))
                                       .toArray()
                                       .at(2)
                                       .toObject();
        QCOMPARE(bowmen.value(QStringLiteral("id")).toInt(), ids::Bowmen);
        QCOMPARE(bowmen.value(QStringLiteral("standsLeft")).toInt(), 2);
        QCOMPARE(bowmen.value(QStringLiteral("confusion")).toString(), QStringLiteral("drive-back-six"));
        QCOMPARE(bowmen.value(QStringLiteral("destroyedBy")), QJsonValue(QJsonValue::Null));
    }

    void aSessionWritesBeforeItMovesOnAndResumes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wmassist.sqlite"));
        GameId id = 0;
        {
            Database db;
            QVERIFY(db.open(path) == std::nullopt);
            GameStore store(db);
            auto session = GameSession::create(store, demoSetup());
            QVERIFY(session);
            id = session->id();
            QCOMPARE(store.currentGame(), id);
            for (const GameAction &a : demoActions()) {
                ScriptedDiceSource dice(a.dice);
                QVERIFY(session.value().perform(a.input, dice));
                QCOMPARE(store.actions(id)->size(), session->game().actions().size()); // written first
            }
            QVERIFY(session.value().undo() == std::nullopt);
            QVERIFY(session.value().undo() == std::nullopt);
            QCOMPARE(session->redoable().size(), 2);
        }
        // Started again: the same battle, and the undone actions still redoable.
        Database db;
        QVERIFY(db.open(path) == std::nullopt);
        GameStore store(db);
        auto resumed = GameSession::open(store, id);
        QVERIFY2(resumed, qPrintable(resumed.ok() ? QString() : resumed.error().message));
        const Game three = Game::replay(demoSetup(), demoActions().mid(0, 3)).value();
        QVERIFY(sameBattle(resumed->battle(), three.battle()));
        QCOMPARE(resumed->redoable(), demoActions().mid(3));
        QVERIFY(resumed.value().redo() == std::nullopt);
        QVERIFY(resumed.value().redo() == std::nullopt);
        QVERIFY(!resumed->canRedo());
        QVERIFY(sameBattle(resumed->battle(), playedGame().battle()));

        // A new action after an undo drops what could have been redone, in the database too.
        QVERIFY(resumed.value().undo() == std::nullopt);
        ScriptedDiceSource none;
        QVERIFY(resumed.value().perform(MarkConfusedAction{ids::Knights, ConfusionCause::Other}, none));
        QVERIFY(!resumed->canRedo());
        auto reopened = GameSession::open(store, id);
        QVERIFY(reopened);
        QCOMPARE(reopened->game().actions().size(), 5);
        QVERIFY(reopened->redoable().isEmpty());
        QVERIFY(reopened->battle().unit(ids::Knights)->state.isConfused());
    }

    void anUndoOrRedoTheDatabaseRefusesChangesNothing()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))) == std::nullopt);
        GameStore store(db);
        auto session = GameSession::import(store, playedGame());
        QVERIFY(session);
        QVERIFY(session.value().undo() == std::nullopt);
        const Game before = session->game();
        const QList<GameAction> redoable = session->redoable();

        QSqlQuery refuse(db.connection());
        QVERIFY(refuse.exec(QStringLiteral("CREATE TEMP TRIGGER refuse BEFORE UPDATE ON actions "
                                           "BEGIN SELECT RAISE(ABORT, 'refused'); END")));
        QVERIFY(session.value().undo().has_value());
        QVERIFY(session.value().redo().has_value());
        QVERIFY(session->battle() == before.battle());
        QCOMPARE(session->game().actions(), before.actions());
        QVERIFY(session->game().played() == before.played());
        QCOMPARE(session->redoable(), redoable);

        // Once the database takes them again, they go as they would have.
        QVERIFY(refuse.exec(QStringLiteral("DROP TRIGGER refuse")));
        QVERIFY(session.value().redo() == std::nullopt);
        QVERIFY(session->battle() == playedGame().battle());
        QVERIFY(session->game().played() == playedGame().played());
        QVERIFY(session.value().undo() == std::nullopt);
        QVERIFY(session->battle() == before.battle());
    }

    void importedGamesKeepTheirActions()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))) == std::nullopt);
        GameStore store(db);
        auto imported = GameSession::import(store, playedGame());
        QVERIFY(imported);
        auto opened = GameSession::open(store, imported->id());
        QVERIFY(opened);
        QCOMPARE(opened->game().actions(), demoActions());
        QVERIFY(sameBattle(opened->battle(), playedGame().battle()));
    }

    void aDamagedActionOpensTheGameUpToIt_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unreadable") << QByteArray("{\"kind\": \"shoot\", \"inp") << QStringLiteral("action 3");
        // Well formed, but about a unit the battle does not have.
        const QByteArray lost =
            QJsonDocument(ActionJson::toJson(GameAction{StrikeHitsAction{999, 1, false}, {}})).toJson();
        QTest::newRow("no longer replays") << lost << QStringLiteral("999");
    }

    void aDamagedActionOpensTheGameUpToIt()
    {
        QFETCH(QByteArray, payload);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("wmassist.sqlite"))) == std::nullopt);
        GameId id = 0;
        {
            GameStore store(db);
            auto imported = GameSession::import(store, playedGame());
            QVERIFY(imported);
            id = imported->id();
        }
        const int all = int(demoActions().size());
        QVERIFY(all > 3);
        QSqlQuery damage(db.connection());
        damage.prepare(QStringLiteral("UPDATE actions SET payload = ? WHERE game_id = ? AND seq = 3"));
        damage.addBindValue(QString::fromUtf8(payload));
        damage.addBindValue(id);
        QVERIFY(damage.exec());
        const auto rows = [&db](const QString &table) {
            QSqlQuery count(db.connection());
            count.exec(QStringLiteral("SELECT count(*) FROM ") + table);
            return count.next() ? count.value(0).toInt() : -1;
        };

        GameStore store(db);
        auto opened = GameSession::open(store, id);
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        QCOMPARE(opened->game().actions(), demoActions().mid(0, 2));
        QVERIFY(opened->damage().has_value());
        QCOMPARE(opened->damage()->seq, 3);
        QCOMPARE(opened->damage()->actionsKept, all - 2);
        QVERIFY2(opened->damage()->reason.contains(reason), qPrintable(opened->damage()->reason));
        QVERIFY2(opened->damageText().startsWith(QStringLiteral("Action 3 of this game")),
                 qPrintable(opened->damageText()));
        // Opening changed nothing in the database.
        QCOMPARE(rows(QStringLiteral("actions")), all);
        QCOMPARE(rows(QStringLiteral("set_aside_actions")), 0);

        // Played on, the actions left out are set aside, kept whole, and the game goes on from
        // where it was shown.
        ScriptedDiceSource none;
        QVERIFY(opened.value().perform(StrikeHitsAction{ids::Knights, 1, false}, none));
        QVERIFY(!opened->damage());
        QCOMPARE(rows(QStringLiteral("actions")), 3);
        QCOMPARE(rows(QStringLiteral("set_aside_actions")), all - 2);
        QSqlQuery kept(db.connection());
        QVERIFY(kept.exec(QStringLiteral("SELECT payload, reason FROM set_aside_actions WHERE seq = 3")) &&
                kept.next());
        QCOMPARE(kept.value(0).toString().toUtf8(), payload);
        QVERIFY(!kept.value(1).toString().isEmpty());

        GameStore again(db);
        auto reopened = GameSession::open(again, id);
        QVERIFY(reopened);
        QVERIFY(!reopened->damage());
        QCOMPARE(reopened->game().actions().size(), 3);
    }

    // Every kind of action keeps its own key, whatever the order of the alternatives of
    // ActionInput: files and databases already written name their actions by these.
    void everyKindKeepsItsKey_data()
    {
        QTest::addColumn<GameAction>("action");
        QTest::addColumn<QString>("key");
        QTest::newRow("order") << GameAction{OrderAction{}, {}} << QStringLiteral("order");
        QTest::newRow("initiative") << GameAction{InitiativeAction{}, {}} << QStringLiteral("initiative");
        QTest::newRow("charge") << GameAction{ChargeAction{}, {}} << QStringLiteral("charge");
        QTest::newRow("shoot") << GameAction{ShootAction{}, {}} << QStringLiteral("shoot");
        QTest::newRow("end-phase") << GameAction{EndPhaseAction{}, {}} << QStringLiteral("end-phase");
        QTest::newRow("combat") << GameAction{CombatAction{}, {}} << QStringLiteral("combat");
        QTest::newRow("table-roll") << GameAction{TableRollAction{}, {}} << QStringLiteral("table-roll");
        QTest::newRow("mark-confused") << GameAction{MarkConfusedAction{}, {}} << QStringLiteral("mark-confused");
        QTest::newRow("strike-hits") << GameAction{StrikeHitsAction{}, {}} << QStringLiteral("strike-hits");
        QTest::newRow("correction") << GameAction{CorrectionAction{}, {}} << QStringLiteral("correction");
        QTest::newRow("evade") << GameAction{EvadeAction{}, {}} << QStringLiteral("evade");
        QTest::newRow("home-back") << GameAction{HomeBackAction{}, {}} << QStringLiteral("home-back");
        QTest::newRow("advance") << GameAction{AdvanceAction{}, {}} << QStringLiteral("advance");
        QTest::newRow("join") << GameAction{JoinAction{}, {}} << QStringLiteral("join");
        QTest::newRow("confusion-test") << GameAction{ConfusionTestAction{}, {}} << QStringLiteral("confusion-test");
        QTest::newRow("cast-spell") << GameAction{CastSpellAction{}, {}} << QStringLiteral("cast-spell");
        QTest::newRow("leave-table") << GameAction{LeaveTableAction{}, {}} << QStringLiteral("leave-table");
        QTest::newRow("character-moved-through")
            << GameAction{CharacterMovedThroughAction{}, {}} << QStringLiteral("character-moved-through");
        QTest::newRow("concede") << GameAction{ConcedeAction{}, {}} << QStringLiteral("concede");
    }

    void everyKindKeepsItsKey()
    {
        QFETCH(GameAction, action);
        QFETCH(QString, key);
        QCOMPARE(ActionText::key(action.input), key);
        QCOMPARE(ActionJson::toJson(action).value(QStringLiteral("kind")).toString(), key);
        // keys() lists it in the place of its alternative.
        QCOMPARE(ActionText::keys().value(qsizetype(action.input.index())), key);
    }

    void keysAreDistinctAndReadBack()
    {
        const QStringList keys = ActionText::keys();
        QCOMPARE(keys.size(), 19);
        QCOMPARE(keys.size(), qsizetype(std::variant_size_v<ActionInput>));
        QCOMPARE(everyKey().size(), keys.size());
        // Each kind written is read back as the same kind, under the key it was written with.
        const QList<GameAction> examples = oneOfEachKind();
        QCOMPARE(kindsOf(examples), everyKey());
        for (const GameAction &action : examples) {
            const QJsonObject o = ActionJson::toJson(action);
            const QString kind = o.value(QStringLiteral("kind")).toString();
            QVERIFY(keys.contains(kind));
            const JsonReader r(QStringLiteral("game.json"));
            auto read = r.read<GameAction>([&] { return ActionJson::fromJson(r, o, QStringLiteral("actions[0]")); });
            QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
            QCOMPARE(ActionText::key(read->input), kind);
            QCOMPARE(read->input.index(), action.input.index());
            QCOMPARE(read.value(), action);
        }
    }

    // A game file written by the first version of the format (tests/core/fixtures/README.md): it
    // holds every kind of action, and replays to the state that version printed.
    void aVersionOneGameFileStillReplays()
    {
        const QByteArray file = fixture(QStringLiteral("game-v1.json"));
        auto game = GameJson::read(file, QStringLiteral("game-v1.json"));
        QVERIFY2(game, qPrintable(game.ok() ? QString() : game.error().message));
        QCOMPARE(kindsOf(game->actions()), versionOneKeys());
        QCOMPARE(game->setup().rulesRevision, 1);
        QString difference;
        QJsonObject printed = jsonObject(fixture(QStringLiteral("game-v1.state.json")));
        printed.remove(QStringLiteral("format"));
        QVERIFY2(
            hasEveryField(jsonObject(StateJson::write(game.value())), printed, QStringLiteral("state"), difference),
            qPrintable(difference));
        // Written again, it is the same file.
        QCOMPARE(GameJson::write(game->setup(), game->actions()), file);
    }

    // A database written by the first version: the same game, plus one action undone, resumes where
    // it was, the undone action still redoable.
    void aVersionOneDatabaseStillResumes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("wmassist.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(WMASSIST_SOURCE_DIR "/tests/core/fixtures/game-v1.sqlite"), path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        Database db;
        QVERIFY(db.open(path) == std::nullopt);
        QVERIFY(!db.setAside());
        GameStore store(db);
        QCOMPARE(store.games().size(), 1);
        const GameId id = store.games().constFirst();
        QCOMPARE(store.currentGame(), id);
        auto stored = store.actions(id);
        QVERIFY(stored);
        QSet<QString> storedKinds;
        for (const StoredAction &a : stored.value())
            storedKinds.insert(a.kind);
        QCOMPARE(storedKinds, versionOneKeys());

        auto session = GameSession::open(store, id);
        QVERIFY2(session, qPrintable(session.ok() ? QString() : session.error().message));
        const Game file =
            GameJson::read(fixture(QStringLiteral("game-v1.json")), QStringLiteral("game-v1.json")).value();
        QCOMPARE(session->game().actions(), file.actions());
        QJsonObject printed = jsonObject(fixture(QStringLiteral("game-v1.state.json")));
        printed.remove(QStringLiteral("format"));
        QString difference;
        QVERIFY2(
            hasEveryField(jsonObject(StateJson::write(session->game())), printed, QStringLiteral("state"), difference),
            qPrintable(difference));
        QCOMPARE(session->redoable(),
                 (QList<GameAction>{GameAction{MarkConfusedAction{ids::Knights, ConfusionCause::Other}, {}}}));
        QVERIFY(session.value().redo() == std::nullopt);
        QVERIFY(session->battle().unit(ids::Knights)->state.isConfused());
    }

    void exampleInTheDocsReplays()
    {
        // The example a reader copies from docs/formats.md must be a game wmassist reads, and the
        // demo game: a change to the file format that leaves the docs behind fails here.
        QFile doc(QStringLiteral(WMASSIST_SOURCE_DIR "/docs/formats.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(doc.readAll());
        const qsizetype section = text.indexOf(QStringLiteral("\n## Game files\n"));
        QVERIFY(section >= 0);
        const qsizetype example = text.indexOf(QStringLiteral("\n### Example\n"), section);
        QVERIFY(example > section);
        const QString fence = QStringLiteral("\n```json\n");
        const qsizetype start = text.indexOf(fence, example);
        QVERIFY(start > example);
        const qsizetype nextSection = text.indexOf(QStringLiteral("\n## "), section + 1);
        QVERIFY(nextSection < 0 || start < nextSection); // the example of this section, not of a later one
        const qsizetype end = text.indexOf(QStringLiteral("\n```\n"), start + fence.size());
        QVERIFY(end > start);
        const QByteArray json = text.mid(start + fence.size(), end - start - fence.size()).toUtf8();

        auto game = GameJson::read(json, QStringLiteral("formats.md"));
        QVERIFY2(game, qPrintable(game.ok() ? QString() : game.error().message));
        QCOMPARE(GameJson::write(game->setup(), game->actions()), GameJson::write(demoSetup(), demoActions()));
        QVERIFY(sameBattle(game->battle(), playedGame().battle()));
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
