// SPDX-License-Identifier: GPL-3.0-or-later
// Ways out of the battle, played through the game: a unit that leaves the table (FACTS §11: destroyed
// in Revolution, a return roll of a D6 less one a stand lost in Warmaster), a lone character an enemy
// moves through (FACTS §6: he joins a friendly unit within 30 cm or is slain) and a player who
// concedes (FACTS §8: he scores nothing). Each is refused where the rules do not allow it, and a game
// holding them replays to the same battle and takes each back on undo.

#include "tests/core/metatypes.h"
#include "tests/core/testgames.h"

#include "core/game/battlestanding.h"
#include "core/game/statejson.h"
#include "core/rules/leavetable.h"
#include "core/rules/lonecharacter.h"

#include <QJsonArray>
#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::ActionInput)

namespace {

Game started(RulesetId ruleset)
{
    return Game::start(demoSetup(ruleset)).value();
}

// Plays the action, failing the test with the resolver's message if it is refused.
void played(Game &game, const ActionInput &input, const QList<int> &dice = {})
{
    const std::optional<Error> error = game.redo(GameAction{input, dice});
    QVERIFY2(!error, error ? qPrintable(error->message) : "");
}

// Three hits a stand: the Halberdiers lose `stands` of their three.
void loseStands(Game &game, int stands)
{
    if (stands > 0)
        played(game, StrikeHitsAction{ids::Halberdiers, 3 * stands, false});
}

const Unit &unitOf(const Game &game, UnitId id)
{
    const Unit *u = game.battle().unit(id);
    Q_ASSERT(u);
    return *u;
}

} // namespace

class TestLeavingTheBattle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The return roll: the die less one for each stand lost.
    void returnScore_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("standsLost");
        QTest::addColumn<int>("score");
        QTest::newRow("6, none lost") << 6 << 0 << 6;
        QTest::newRow("1, none lost") << 1 << 0 << 1;
        QTest::newRow("4, one lost") << 4 << 1 << 3;
        QTest::newRow("6, two lost") << 6 << 2 << 4;
        QTest::newRow("1, two lost") << 1 << 2 << -1;
    }

    void returnScore()
    {
        QFETCH(int, face);
        QFETCH(int, standsLost);
        QTEST(wm::returnScore(face, standsLost), "score");
    }

    // The Halberdiers leave the table after losing some stands: in Warmaster they roll to return and
    // are off the table with their score, costing nothing yet; in Revolution they are destroyed and
    // Ben scores their 45 points.
    void leaveTable_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<int>("standsLost");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<std::optional<int>>("score");
        QTest::addColumn<bool>("destroyed");
        QTest::addColumn<int>("bensPoints");
        QTest::newRow("warmaster, none lost, 6")
            << RulesetId::Warmaster << 0 << QList<int>{6} << std::optional(6) << false << 0;
        QTest::newRow("warmaster, one lost, 4")
            << RulesetId::Warmaster << 1 << QList<int>{4} << std::optional(3) << false << 0;
        // Two of three lost: half its points for the stand left, as before it left (rounded up to 25).
        QTest::newRow("warmaster, two lost, 1")
            << RulesetId::Warmaster << 2 << QList<int>{1} << std::optional(-1) << false << 25;
        QTest::newRow("revolution, none lost")
            << RulesetId::Revolution << 0 << QList<int>{} << std::optional<int>() << true << 45;
        QTest::newRow("revolution, two lost")
            << RulesetId::Revolution << 2 << QList<int>{} << std::optional<int>() << true << 45;
    }

    void leaveTable()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(int, standsLost);
        QFETCH(QList<int>, dice);
        QFETCH(std::optional<int>, score);
        QFETCH(bool, destroyed);
        Game game = started(ruleset);
        loseStands(game, standsLost);
        played(game, LeaveTableAction{ids::Halberdiers}, dice);
        const Unit &h = unitOf(game, ids::Halberdiers);
        QCOMPARE(h.state.offTableScore, score);
        QCOMPARE(h.state.isDestroyed(), destroyed);
        if (destroyed)
            QCOMPARE(h.state.destroyed, std::optional(DestroyedBy::LeftTable));
        const auto *result = std::get_if<LeaveTableResult>(&game.played().constLast().outcome);
        QVERIFY(result);
        QCOMPARE(result->standsLost, standsLost);
        QCOMPARE(result->score, score);
        const BattleStanding standing = battleStanding(game.setup(), game.battle());
        QTEST(standing.victoryPoints[Side::second()], "bensPoints");
        // Two units an army here: one destroyed is half of them, its break point.
        QCOMPARE(standing.over(), destroyed);
    }

    void refused_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<QList<ActionInput>>("before");
        QTest::addColumn<ActionInput>("action");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const auto w = RulesetId::Warmaster;
        const auto r = RulesetId::Revolution;
        QTest::newRow("leave: a character")
            << w << QList<ActionInput>{} << ActionInput{LeaveTableAction{ids::AnnaGeneral}} << QStringLiteral("unit")
            << QStringLiteral("General is a character: the return roll counts the "
                              "stands a unit has lost.");
        QTest::newRow("leave: twice") << w << QList<ActionInput>{LeaveTableAction{ids::Archers}}
                                      << ActionInput{LeaveTableAction{ids::Archers}} << QStringLiteral("unit")
                                      << QStringLiteral("Archers - blue has already left the table.");
        QTest::newRow("leave: destroyed")
            << r << QList<ActionInput>{LeaveTableAction{ids::Archers}} << ActionInput{LeaveTableAction{ids::Archers}}
            << QStringLiteral("unit") << QStringLiteral("Archers - blue is no longer on the table.");
        QTest::newRow("leave: no such unit")
            << w << QList<ActionInput>{} << ActionInput{LeaveTableAction{99}} << QStringLiteral("unit")
            << QStringLiteral("No unit number 99 in this battle.");
        QTest::newRow("moved through: not a character")
            << w << QList<ActionInput>{} << ActionInput{CharacterMovedThroughAction{ids::Archers, std::nullopt}}
            << QStringLiteral("character") << QStringLiteral("Archers - blue is not a General, Hero or Wizard.");
        QTest::newRow("moved through: with his unit")
            << w << QList<ActionInput>{JoinAction{ids::AnnaGeneral, ids::Halberdiers}}
            << ActionInput{CharacterMovedThroughAction{ids::AnnaGeneral, std::nullopt}} << QStringLiteral("character")
            << QStringLiteral("General is with a unit he has joined, not on his own.");
        QTest::newRow("moved through: slain already")
            << w << QList<ActionInput>{CharacterMovedThroughAction{ids::AnnaGeneral, std::nullopt}}
            << ActionInput{CharacterMovedThroughAction{ids::AnnaGeneral, ids::Archers}} << QStringLiteral("character")
            << QStringLiteral("General has been slain.");
        QTest::newRow("moved through: joins an enemy")
            << w << QList<ActionInput>{} << ActionInput{CharacterMovedThroughAction{ids::AnnaGeneral, ids::Knights}}
            << QStringLiteral("joins") << QStringLiteral("Knights belongs to the side whose turn it is not.");
        QTest::newRow("moved through: joins a destroyed unit")
            << r << QList<ActionInput>{LeaveTableAction{ids::Archers}}
            << ActionInput{CharacterMovedThroughAction{ids::AnnaGeneral, ids::Archers}} << QStringLiteral("joins")
            << QStringLiteral("Archers - blue is no longer on the table.");
        QTest::newRow("moved through: 31 cm")
            << w << QList<ActionInput>{} << ActionInput{CharacterMovedThroughAction{ids::AnnaGeneral, ids::Archers, 31}}
            << QStringLiteral("distanceCm")
            << QStringLiteral("Archers - blue is 31 cm away: a character moved "
                              "through joins a unit within 30 cm, or is slain.");
        QTest::newRow("moved through: slain, a distance")
            << w << QList<ActionInput>{} << ActionInput{CharacterMovedThroughAction{ids::AnnaGeneral, std::nullopt, 10}}
            << QStringLiteral("distanceCm") << QStringLiteral("A distance is measured only to the unit General joins.");
        QTest::newRow("concede: twice") << w << QList<ActionInput>{ConcedeAction{Side::first()}}
                                        << ActionInput{ConcedeAction{Side::second()}} << QStringLiteral("side")
                                        << QStringLiteral("The game is over: player 1 conceded.");
        QTest::newRow("after a concession")
            << r << QList<ActionInput>{ConcedeAction{Side::second()}} << ActionInput{LeaveTableAction{ids::Archers}}
            << QStringLiteral("side") << QStringLiteral("The game is over: player 2 conceded.");
    }

    void refused()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(QList<ActionInput>, before);
        QFETCH(ActionInput, action);
        Game game = started(ruleset);
        for (const ActionInput &input : std::as_const(before))
            played(game, input,
                   std::holds_alternative<LeaveTableAction>(input) && ruleset == RulesetId::Warmaster ? QList<int>{3}
                                                                                                      : QList<int>{});
        const Battle battleBefore = game.battle();
        const std::optional<Error> error = game.redo(GameAction{action, {5}});
        QVERIFY(error);
        QTEST(error->field, "field");
        QTEST(error->message, "message");
        QCOMPARE(game.battle(), battleBefore);
    }

    // A lone General moved through: he joins a unit of his army within 30 cm, or he is slain, his
    // points go to the enemy and his army withdraws (FACTS §6, §8). Both rulesets alike.
    void movedThrough_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<std::optional<int>>("joins");
        QTest::addColumn<std::optional<int>>("distanceCm");
        QTest::addColumn<bool>("slain");
        QTest::addColumn<int>("bensPoints");
        for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
            const QByteArray name = enumKey(ruleset).toLatin1();
            QTest::addRow("%s%s", name.constData(), ", joins at 30 cm")
                << ruleset << std::optional(ids::Archers) << std::optional(30) << false << 0;
            QTest::addRow("%s%s", name.constData(), ", joins, not measured")
                << ruleset << std::optional(ids::Halberdiers) << std::optional<int>() << false << 0;
            QTest::addRow("%s%s", name.constData(), ", slain")
                << ruleset << std::optional<int>() << std::optional<int>() << true << 125;
        }
    }

    void movedThrough()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(std::optional<int>, joins);
        QFETCH(std::optional<int>, distanceCm);
        QFETCH(bool, slain);
        Game game = started(ruleset);
        played(game, CharacterMovedThroughAction{ids::AnnaGeneral, joins, distanceCm});
        const Unit &general = unitOf(game, ids::AnnaGeneral);
        QCOMPARE(general.state.joinedUnit, joins);
        QCOMPARE(general.state.isDestroyed(), slain);
        if (slain)
            QCOMPARE(general.state.destroyed, std::optional(DestroyedBy::MovedThrough));
        const BattleStanding standing = battleStanding(game.setup(), game.battle());
        QTEST(standing.victoryPoints[Side::second()], "bensPoints");
        QCOMPARE(standing.losses[Side::first()].generalSlain, slain);
        QCOMPARE(standing.over(), slain);
    }

    // A player concedes: the game is over, his opponent wins whatever the points, and he scores nothing.
    void concede_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::addColumn<Side>("conceding");
        QTest::addColumn<int>("annasPoints");
        QTest::addColumn<int>("bensPoints");
        for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
            const QByteArray name = enumKey(ruleset).toLatin1();
            // Before it, both armies lost two stands of a unit: Ben's Bowmen are worth half of 55 to
            // Anna (rounded up to 30), Anna's Halberdiers half of 45 to Ben (25).
            QTest::addRow("%s%s", name.constData(), ", Anna concedes") << ruleset << Side::first() << 0 << 25;
            QTest::addRow("%s%s", name.constData(), ", Ben concedes") << ruleset << Side::second() << 30 << 0;
        }
    }

    void concede()
    {
        QFETCH(RulesetId, ruleset);
        QFETCH(Side, conceding);
        Game game = started(ruleset);
        played(game, StrikeHitsAction{ids::Bowmen, 6, false});
        loseStands(game, 2);
        QVERIFY(!battleStanding(game.setup(), game.battle()).over());
        played(game, ConcedeAction{conceding});
        QCOMPARE(game.battle().concededBy(), std::optional(conceding));
        const BattleStanding standing = battleStanding(game.setup(), game.battle());
        QVERIFY(standing.over());
        QCOMPARE(standing.concededBy, std::optional(conceding));
        QCOMPARE(standing.winner(), std::optional(conceding.opponent()));
        QTEST(standing.victoryPoints[Side::first()], "annasPoints");
        QTEST(standing.victoryPoints[Side::second()], "bensPoints");
    }

    // The game state says it: the unit off the table with its score, the player who conceded.
    void theStateSaysSo()
    {
        Game game = started(RulesetId::Warmaster);
        loseStands(game, 1);
        played(game, LeaveTableAction{ids::Halberdiers}, {2});
        played(game, ConcedeAction{Side::first()});
        const QJsonObject state = StateJson::toJson(game);
        const QJsonArray players = state.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.at(0).toObject().value(QStringLiteral("conceded")).toBool(), true);
        QCOMPARE(players.at(1).toObject().value(QStringLiteral("conceded")).toBool(), false);
        const QJsonArray units = players.at(0).toObject().value(QStringLiteral("units")).toArray();
        for (const auto &v : units) {
            const QJsonObject u = v.toObject();
            const bool halberdiers = u.value(QStringLiteral("id")).toInt() == ids::Halberdiers;
            QCOMPARE(u.value(QStringLiteral("offTable")).toBool(), halberdiers);
            QCOMPARE(u.value(QStringLiteral("returnScore")), halberdiers ? QJsonValue(1) : QJsonValue());
            QCOMPARE(u.value(QStringLiteral("destroyed")).toBool(), false);
        }
    }

    // A game holding all three replays to the same battle, and undo takes each back in turn.
    void replaysAndUndoes_data()
    {
        QTest::addColumn<RulesetId>("ruleset");
        QTest::newRow("warmaster") << RulesetId::Warmaster;
        QTest::newRow("revolution") << RulesetId::Revolution;
    }

    void replaysAndUndoes()
    {
        QFETCH(RulesetId, ruleset);
        Game game = started(ruleset);
        QList<Battle> battles{game.battle()};
        const QList<GameAction> actions{
            GameAction{StrikeHitsAction{ids::Halberdiers, 3, false}, {}},
            GameAction{LeaveTableAction{ids::Halberdiers},
                       ruleset == RulesetId::Warmaster ? QList<int>{5} : QList<int>{}},
            GameAction{CharacterMovedThroughAction{ids::AnnaGeneral, ids::Archers, 12}, {}},
            GameAction{CharacterMovedThroughAction{ids::BenGeneral, std::nullopt}, {}},
            GameAction{ConcedeAction{Side::second()}, {}},
        };
        for (const GameAction &action : actions) {
            played(game, action.input, action.dice);
            battles.append(game.battle());
        }
        if (ruleset == RulesetId::Warmaster)
            QCOMPARE(unitOf(game, ids::Halberdiers).state.offTableScore, std::optional(4));
        const Result<Game> replayed = Game::replay(game.setup(), game.actions());
        QVERIFY(replayed);
        QCOMPARE(replayed->battle(), game.battle());
        QCOMPARE(replayed->played(), game.played());
        for (qsizetype i = actions.size(); i > 0; --i) {
            QVERIFY(!game.undoLast());
            QCOMPARE(game.battle(), battles.at(i - 1));
        }
    }
};

QTEST_GUILESS_MAIN(TestLeavingTheBattle)
#include "tst_leavingthebattle.moc"
