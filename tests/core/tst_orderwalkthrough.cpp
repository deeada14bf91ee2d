// SPDX-License-Identifier: GPL-3.0-or-later
// Orders before and after the dice: the penalties the order form shows before any roll (the same
// ones the roll is made against) in each ruleset, who may order whom, and the walk-through of a
// resolved order, line by line.

#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/walkthrough/walkthrough.h"
#include "core/rules/command.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::OrderAction)
Q_DECLARE_METATYPE(wm::GameAction)
Q_DECLARE_METATYPE(QList<wm::GameAction>)
Q_DECLARE_METATYPE(wm::RollReading)
Q_DECLARE_METATYPE(wm::RulesetId)

namespace {

// Anna: General 1, Hero 2, Wizard 3, Archers 4, Halberdiers 5, Steam Tank 6; Ben: General 7, Knights 8.
namespace unitIds {
constexpr UnitId General = 1;
constexpr UnitId Hero = 2;
constexpr UnitId Wizard = 3;
constexpr UnitId Archers = 4;
constexpr UnitId Halberdiers = 5;
constexpr UnitId SteamTank = 6;
} // namespace unitIds

GameSetup commandSetup(RulesetId ruleset = RulesetId::Warmaster)
{
    GameSetup setup = demoSetup(ruleset);
    setup.rosters[Side::first()].units = {
        rosterUnit(empireGeneral(), 125), rosterUnit(empireHero(), 80),
        rosterUnit(empireWizard(), 45),   rosterUnit(archers(), 55, QStringLiteral("Archers - blue")),
        rosterUnit(halberdiers(), 45),    rosterUnit(steamTankWithMalfunctions(), 130)};
    setup.rosters[Side::second()].units = {rosterUnit(empireGeneral(), 125), rosterUnit(knights(), 110)};
    return setup;
}

OrderAction order(UnitId character, QList<UnitId> units, int distanceCm = 10, bool enemyNear = false,
                  bool dense = false, std::optional<UnitId> penaltyUnit = std::nullopt)
{
    return OrderAction{character, units, distanceCm, enemyNear, dense, penaltyUnit};
}

Game gameAfter(const GameSetup &setup, const QList<GameAction> &earlier)
{
    auto game = Game::replay(setup, earlier);
    if (!game)
        qFatal("%s", qPrintable(game.error().message));
    return std::move(game).value();
}

OrderRequest requestFor(const Battle &battle, const OrderAction &a)
{
    OrderRequest request;
    request.character = *battle.unit(a.character);
    for (UnitId id : a.units)
        request.units.append(*battle.unit(id));
    request.distanceCm = a.distanceCm;
    request.enemyWithin20cm = a.enemyWithin20cm;
    request.denseTerrain = a.denseTerrain;
    request.penaltyUnit = a.penaltyUnit;
    return request;
}

CorrectionAction standsLost(UnitId unit, int left)
{
    CorrectionAction c;
    c.unit = unit;
    c.positions = StandPositions{left, 0, 0};
    return c;
}

} // namespace

class TestOrderWalkthrough : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void previewCountsWhatTheRollWill_data();
    void previewCountsWhatTheRollWill();
    void previewSaysWhyAnOrderCannotBeGiven();
    void whoMayOrderWhom();
    void walkThrough_data();
    void walkThrough();
    void rollsSoFarAreSaidAsTheyHappen_data();
    void rollsSoFarAreSaidAsTheyHappen();
    void readingsAreSaidAsTheyHappen_data();
    void readingsAreSaidAsTheyHappen();
};

void TestOrderWalkthrough::previewCountsWhatTheRollWill_data()
{
    using namespace unitIds;
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QList<GameAction>>("earlier");
    QTest::addColumn<OrderAction>("action");
    QTest::addColumn<QStringList>("lines");
    const auto W = RulesetId::Warmaster;
    const auto R = RulesetId::Revolution;

    QTest::newRow("no penalty") << W << QList<GameAction>{} << order(General, {Archers})
                                << QStringList{QStringLiteral("Command 9"), QStringLiteral("Needs 9 or less")};
    QTest::newRow("second order and a stand lost")
        << W << QList<GameAction>{{standsLost(Archers, 2), {}}, {order(General, {Archers}), {3, 4}}}
        << order(General, {Archers})
        << QStringList{QStringLiteral("Command 9"), QStringLiteral("Second order this phase −1"),
                       QStringLiteral("1 stand lost −1"), QStringLiteral("Needs 7 or less")};
    QTest::newRow("all the table shows") << W << QList<GameAction>{} << order(Hero, {Halberdiers}, 45, true, true)
                                         << QStringList{QStringLiteral("Command 8"),
                                                        QStringLiteral("Distance 45 cm −2"),
                                                        QStringLiteral("Enemy within 20 cm −1"),
                                                        QStringLiteral("In dense terrain −1"),
                                                        QStringLiteral("Needs 4 or less")};
    QTest::newRow("third order, two stands lost")
        << W
        << QList<GameAction>{{standsLost(Archers, 1), {}},
                             {order(General, {Archers}), {1, 1}},
                             {order(General, {Archers}), {1, 2}}}
        << order(General, {Archers}, 30)
        << QStringList{QStringLiteral("Command 9"), QStringLiteral("Distance 30 cm −1"),
                       QStringLiteral("Third order this phase −2"), QStringLiteral("2 stands lost −2"),
                       QStringLiteral("Needs 4 or less")};
    QTest::newRow("lasting penalty from a blunder")
        << W
        << QList<GameAction>{{order(Hero, {Archers}), {6, 6, 1}},
                             {EndPhaseAction{}, {}},
                             {EndPhaseAction{}, {}},
                             {EndPhaseAction{}, {}},
                             {EndPhaseAction{}, {}},
                             {EndPhaseAction{}, {}},
                             {EndPhaseAction{}, {}}}
        << order(General, {Archers})
        << QStringList{QStringLiteral("Command 9"), QStringLiteral("Lasting Command penalty −1"),
                       QStringLiteral("Needs 8 or less")};
    QTest::newRow("many penalties") << W << QList<GameAction>{{standsLost(Archers, 1), {}}}
                                    << order(Wizard, {Archers}, 20, true, true)
                                    << QStringList{QStringLiteral("Command 7"),
                                                   QStringLiteral("Distance 20 cm −1"),
                                                   QStringLiteral("Enemy within 20 cm −1"),
                                                   QStringLiteral("In dense terrain −1"),
                                                   QStringLiteral("2 stands lost −2"),
                                                   QStringLiteral("Needs 2 or less")};

    // Where the two rulesets count the distance differently: 20 and 40 cm.
    QTest::newRow("Warmaster: 20 cm is a full 20 cm")
        << W << QList<GameAction>{} << order(General, {Archers}, 20)
        << QStringList{QStringLiteral("Command 9"), QStringLiteral("Distance 20 cm −1"),
                       QStringLiteral("Needs 8 or less")};
    QTest::newRow("Revolution: none up to 20 cm")
        << R << QList<GameAction>{} << order(General, {Archers}, 20)
        << QStringList{QStringLiteral("Command 9"), QStringLiteral("Needs 9 or less")};
    QTest::newRow("Warmaster: 40 cm is two full 20 cm")
        << W << QList<GameAction>{} << order(Hero, {Halberdiers}, 40)
        << QStringList{QStringLiteral("Command 8"), QStringLiteral("Distance 40 cm −2"),
                       QStringLiteral("Needs 6 or less")};
    QTest::newRow("Revolution: -1 up to 40 cm")
        << R << QList<GameAction>{} << order(Hero, {Halberdiers}, 40)
        << QStringList{QStringLiteral("Command 8"), QStringLiteral("Distance 40 cm −1"),
                       QStringLiteral("Needs 7 or less")};
    QTest::newRow("Revolution: 41 cm is -2")
        << R << QList<GameAction>{} << order(Hero, {Halberdiers}, 41)
        << QStringList{QStringLiteral("Command 8"), QStringLiteral("Distance 41 cm −2"),
                       QStringLiteral("Needs 6 or less")};
}

void TestOrderWalkthrough::previewCountsWhatTheRollWill()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QList<GameAction>, earlier);
    QFETCH(OrderAction, action);
    QFETCH(QStringList, lines);
    const Game game = gameAfter(commandSetup(ruleset), earlier);
    const Battle &battle = game.battle();
    const auto preview = previewOrder(requestFor(battle, action), battle.commandPhase(), battle.ruleset());
    QVERIFY2(preview.ok(), qPrintable(preview ? QString() : preview.error().message));
    QStringList shown{preview->commandText()};
    for (const OrderPenalty &p : preview->penalties)
        shown.append(p.describe());
    shown.append(preview->neededText());
    QCOMPARE(shown, lines);

    // The roll is made against exactly these numbers.
    ScriptedDiceSource dice({1, 1});
    const auto result = resolveOrder(requestFor(battle, action), battle.commandPhase(), battle.ruleset(), dice);
    QVERIFY(result.ok());
    QCOMPARE(result->penalties, preview->penalties);
    QCOMPARE(result->needed, preview->needed);
    QCOMPARE(result->command, preview->command);
}

void TestOrderWalkthrough::previewSaysWhyAnOrderCannotBeGiven()
{
    using namespace unitIds;
    const Game game = gameAfter(commandSetup(), {});
    const Battle &battle = game.battle();
    auto preview =
        previewOrder(requestFor(battle, order(Wizard, {Archers}, 40)), battle.commandPhase(), battle.ruleset());
    QVERIFY(!preview.ok());
    QCOMPARE(preview.error().message, QStringLiteral("Wizard can order units up to 20 cm away (this one is 40 cm)."));

    OrderPreview none{7, {}, 1};
    QCOMPARE(none.neededText(), QStringLiteral("Needs 1 or less: no roll can pass"));
}

void TestOrderWalkthrough::whoMayOrderWhom()
{
    using namespace unitIds;
    const Game game = gameAfter(commandSetup(), {{order(Hero, {Archers}), {5, 6}}});
    const Battle &battle = game.battle();
    const Unit &hero = *battle.unit(Hero);
    const Unit &general = *battle.unit(General);
    const auto stopped = whyCannotOrder(hero, battle.commandPhase());
    QVERIFY(stopped);
    QCOMPARE(stopped->message, QStringLiteral("Hero failed an order and gives no more this phase."));
    QVERIFY(!whyCannotOrder(general, battle.commandPhase()));

    // The Archers had their order from the Hero: no other character may order them this phase.
    const auto taken = whyCannotTakeOrder(*battle.unit(Archers), general, battle.ruleset());
    QVERIFY(taken);
    QCOMPARE(taken->message, QStringLiteral("Archers - blue already had an order from another character this phase."));
    QCOMPARE(taken->field, QStringLiteral("unit"));
    QVERIFY(!whyCannotTakeOrder(*battle.unit(Halberdiers), general, battle.ruleset()));
    QVERIFY(whyCannotTakeOrder(hero, general, battle.ruleset()));

    CommandPhaseState generalFailed;
    generalFailed.generalFailed = true;
    QCOMPARE(whyCannotOrder(general, generalFailed)->message,
             QStringLiteral("The General failed an order: no more orders this phase."));
}

void TestOrderWalkthrough::walkThrough_data()
{
    using namespace unitIds;
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QList<GameAction>>("earlier");
    QTest::addColumn<OrderAction>("action");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("lines");

    const QList<GameAction> none;
    QTest::newRow("passed") << RulesetId::Warmaster << none << order(General, {Archers}) << QList<int>{3, 4}
                            << QStringList{QStringLiteral("General orders Archers - blue."),
                                           QStringLiteral("Command 9"), QStringLiteral("Needs 9 or less"),
                                           QStringLiteral("Rolled 3 + 4 = 7"),
                                           QStringLiteral("Passed (7, needed 9 or less): move.")};
    QTest::newRow("failed with penalties")
        << RulesetId::Warmaster << none << order(Hero, {Halberdiers}, 45, true, true) << QList<int>{5, 3}
        << QStringList{QStringLiteral("Hero orders Halberdiers."),
                       QStringLiteral("Command 8"),
                       QStringLiteral("Distance 45 cm −2"),
                       QStringLiteral("Enemy within 20 cm −1"),
                       QStringLiteral("In dense terrain −1"),
                       QStringLiteral("Needs 4 or less"),
                       QStringLiteral("Rolled 5 + 3 = 8"),
                       QStringLiteral("Failed (8, needed 4 or less): no move."),
                       QStringLiteral("Hero gives no more orders this phase.")};
    QTest::newRow("second order") << RulesetId::Warmaster << QList<GameAction>{{order(General, {Archers}), {3, 4}}}
                                  << order(General, {Archers}) << QList<int>{4, 4}
                                  << QStringList{QStringLiteral("General orders Archers - blue."),
                                                 QStringLiteral("Command 9"),
                                                 QStringLiteral("Second order this phase −1"),
                                                 QStringLiteral("Needs 8 or less"),
                                                 QStringLiteral("Rolled 4 + 4 = 8"),
                                                 QStringLiteral("Passed (8, needed 8 or less): move.")};
    QTest::newRow("blunder")
        << RulesetId::Warmaster << none << order(Hero, {Archers}) << QList<int>{6, 6, 1}
        << QStringList{QStringLiteral("Hero orders Archers - blue."),
                       QStringLiteral("Command 8"),
                       QStringLiteral("Needs 8 or less"),
                       QStringLiteral("Rolled 6 + 6 = 12"),
                       QStringLiteral("Double six: a D6 on Blunder (Warmaster) shows 1."),
                       QStringLiteral("Blunder 1, Command penalty: The unit or brigade does not move and takes -1 "
                                      "Command for the rest of the game."),
                       QStringLiteral("Archers - blue now has −1 Command for the rest of the game."),
                       QStringLiteral("Hero gives no more orders this phase.")};
    QTest::newRow("Warmaster: brigade blunder on every unit")
        << RulesetId::Warmaster << none << order(Wizard, {Archers, Halberdiers}, 19) << QList<int>{6, 6, 1}
        << QStringList{QStringLiteral("Wizard orders a brigade: Archers - blue, Halberdiers."),
                       QStringLiteral("Command 7"),
                       QStringLiteral("Needs 7 or less"),
                       QStringLiteral("Rolled 6 + 6 = 12"),
                       QStringLiteral("Double six: a D6 on Blunder (Warmaster) shows 1."),
                       QStringLiteral("Blunder 1, Command penalty: The unit or brigade does not move and takes -1 "
                                      "Command for the rest of the game."),
                       QStringLiteral("Archers - blue now has −1 Command for the rest of the game."),
                       QStringLiteral("Halberdiers now has −1 Command for the rest of the game."),
                       QStringLiteral("Wizard gives no more orders this phase.")};
    QTest::newRow("Revolution: brigade blunder on the unit chosen")
        << RulesetId::Revolution << none << order(Wizard, {Archers, Halberdiers}, 20, false, false, Halberdiers)
        << QList<int>{6, 6, 1}
        << QStringList{QStringLiteral("Wizard orders a brigade: Archers - blue, Halberdiers."),
                       QStringLiteral("Command 7"),
                       QStringLiteral("Needs 7 or less"),
                       QStringLiteral("Rolled 6 + 6 = 12"),
                       QStringLiteral("Double six: a D6 on Blunder (Warmaster Revolution) shows 1."),
                       QStringLiteral("Blunder 1, Command penalty: -1 Command for the rest of the game (in a "
                                      "brigade, one unit of the player's choice); it may not move further this "
                                      "phase."),
                       QStringLiteral("Halberdiers now has −1 Command for the rest of the game."),
                       QStringLiteral("Wizard gives no more orders this phase.")};
    QTest::newRow("General's double six")
        << RulesetId::Warmaster << none << order(General, {Archers}) << QList<int>{6, 6}
        << QStringList{QStringLiteral("General orders Archers - blue."),
                       QStringLiteral("Command 9"),
                       QStringLiteral("Needs 9 or less"),
                       QStringLiteral("Rolled 6 + 6 = 12"),
                       QStringLiteral("Double six for the General: no move at all."),
                       QStringLiteral("The General failed: no character gives another order this phase.")};
    QTest::newRow("malfunction")
        << RulesetId::Warmaster << none << order(General, {SteamTank}) << QList<int>{6, 6, 1}
        << QStringList{QStringLiteral("General orders Steam Tank."),
                       QStringLiteral("Command 9"),
                       QStringLiteral("Needs 9 or less"),
                       QStringLiteral("Rolled 6 + 6 = 12"),
                       QStringLiteral("Double six: a D6 on Steam Tank malfunction (Warmaster) shows 1."),
                       QStringLiteral("Malfunction 1, Immobilised: It cannot move for the rest of the game."),
                       QStringLiteral("Steam Tank is immobilised for the rest of the game."),
                       QStringLiteral("The General failed: no character gives another order this phase.")};
    QTest::newRow("malfunction with no entry")
        << RulesetId::Warmaster << none << order(Hero, {SteamTank}) << QList<int>{6, 6, 6}
        << QStringList{QStringLiteral("Hero orders Steam Tank."),
                       QStringLiteral("Command 8"),
                       QStringLiteral("Needs 8 or less"),
                       QStringLiteral("Rolled 6 + 6 = 12"),
                       QStringLiteral("Double six: a D6 on Steam Tank malfunction (Warmaster) shows 6."),
                       QStringLiteral("Malfunction 6: No entry for 6 in this table."),
                       QStringLiteral("Hero gives no more orders this phase.")};
    QTest::newRow("Revolution: half pace after a failed first order")
        << RulesetId::Revolution << none << order(Hero, {Archers}, 10, true) << QList<int>{4, 5}
        << QStringList{QStringLiteral("Hero orders Archers - blue."),
                       QStringLiteral("Command 8"),
                       QStringLiteral("Enemy within 20 cm −1"),
                       QStringLiteral("Needs 7 or less"),
                       QStringLiteral("Rolled 4 + 5 = 9"),
                       QStringLiteral("Failed (9, needed 7 or less): may move at half pace, no charge."),
                       QStringLiteral("Hero gives no more orders this phase.")};
    QTest::newRow("Revolution: Steam Tank overload")
        << RulesetId::Revolution << none << order(General, {SteamTank}) << QList<int>{6, 6, 6}
        << QStringList{QStringLiteral("General orders Steam Tank."),
                       QStringLiteral("Command 9"),
                       QStringLiteral("Needs 9 or less"),
                       QStringLiteral("Rolled 6 + 6 = 12"),
                       QStringLiteral("Double six: a D6 on Steam Tank malfunction (Warmaster Revolution) shows 6."),
                       QStringLiteral("Malfunction 6, Steam overload: No more moves this turn, but it shoots with "
                                      "double its attacks (6) this turn."),
                       QStringLiteral("Steam Tank shoots with double its attacks this turn."),
                       QStringLiteral("The General failed: no character gives another order this phase.")};
}

void TestOrderWalkthrough::walkThrough()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QList<GameAction>, earlier);
    QFETCH(OrderAction, action);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, lines);
    const Game game = gameAfter(commandSetup(ruleset), earlier);
    ScriptedDiceSource source(dice);
    const auto prepared = game.prepare(action, source);
    QVERIFY2(prepared.ok(), qPrintable(prepared ? QString() : prepared.error().message));
    QCOMPARE(prepared->action.dice, dice);
    QCOMPARE(actionWalkthrough(game.battle(), action, prepared->outcome), lines);
}

void TestOrderWalkthrough::rollsSoFarAreSaidAsTheyHappen_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<RollPurpose>("pending");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("double six: a blunder before its die")
        << QList<int>{6, 6} << RollPurpose::Blunder
        << QStringList{QStringLiteral("Rolled 6 + 6 = 12."),
                       QStringLiteral("Blunder! A die on the blunder table says what happens.")};
    QTest::newRow("a Steam Tank's double six")
        << QList<int>{6, 6} << RollPurpose::Malfunction
        << QStringList{QStringLiteral("Rolled 6 + 6 = 12."),
                       QStringLiteral("Malfunction! A die on the malfunction table says what happens to Knights.")};
    QTest::newRow("any other roll waits with its sum")
        << QList<int>{3, 4} << RollPurpose::Other << QStringList{QStringLiteral("Rolled 3 + 4 = 7.")};
}

void TestOrderWalkthrough::rollsSoFarAreSaidAsTheyHappen()
{
    QFETCH(QList<int>, faces);
    QFETCH(RollPurpose, pending);
    QFETCH(QStringList, lines);
    const DiceRoll order{RollPurpose::Order, QStringLiteral("General"), DiceKind::TwoD6, faces};
    DiceRequest next;
    next.purpose = pending;
    next.subject = QStringLiteral("Knights");
    const ActionInput input = OrderAction{};
    QCOMPARE(rollsSoFarWalkthrough(Battle(), input, {order}, {}, next), lines);
    QVERIFY(rollsSoFarWalkthrough(Battle(), input, {}, {}, next).size() == (pending == RollPurpose::Other ? 0 : 1));
}

QTEST_APPLESS_MAIN(TestOrderWalkthrough)
// Every resolver, not orders alone, says what a roll did before the next one is cast.
void TestOrderWalkthrough::readingsAreSaidAsTheyHappen_data()
{
    QTest::addColumn<RollReading>("reading");
    QTest::addColumn<QString>("line");
    const QString archers = QStringLiteral("Archers");
    const QString knights = QStringLiteral("Knights");
    const QString wizard = QStringLiteral("Wizard");
    QTest::newRow("no hits") << RollReading{RollPurpose::ToHit, archers, 4, 3, 0}
                             << QStringLiteral("Archers: no hits (4+ to hit).");
    QTest::newRow("one hit") << RollReading{RollPurpose::ToHit, archers, 5, 3, 1}
                             << QStringLiteral("Archers: 1 hit (5+ to hit).");
    QTest::newRow("two hits") << RollReading{RollPurpose::ToHit, archers, 4, 3, 2}
                              << QStringLiteral("Archers: 2 hits (4+ to hit).");
    QTest::newRow("one hit saved") << RollReading{RollPurpose::ArmourSave, knights, 4, 1, 1}
                                   << QStringLiteral("Knights: the hit is saved (4+ to save).");
    QTest::newRow("one hit not saved") << RollReading{RollPurpose::ArmourSave, knights, 4, 1, 0}
                                       << QStringLiteral("Knights: the hit is not saved (4+ to save).");
    QTest::newRow("saves") << RollReading{RollPurpose::ArmourSave, knights, 5, 3, 1}
                           << QStringLiteral("Knights: 1 of 3 hits saved (5+ to save).");
    QTest::newRow("cast") << RollReading{RollPurpose::Cast, wizard, 5, 1, 1}
                          << QStringLiteral("Cast! Wizard needed 5+.");
    QTest::newRow("not cast") << RollReading{RollPurpose::Cast, wizard, 5, 1, 0}
                              << QStringLiteral("Not cast: Wizard needed 5+.");
    QTest::newRow("dispelled") << RollReading{RollPurpose::Dispel, wizard, 4, 1, 1}
                               << QStringLiteral("Cancelled! Wizard needed 4+.");
    QTest::newRow("not dispelled") << RollReading{RollPurpose::Dispel, wizard, 4, 1, 0}
                                   << QStringLiteral("Not cancelled: Wizard needed 4+.");
    QTest::newRow("a drive back says nothing yet")
        << RollReading{RollPurpose::DriveBack, knights, 0, 2, 0} << QString();
}

void TestOrderWalkthrough::readingsAreSaidAsTheyHappen()
{
    QFETCH(RollReading, reading);
    QFETCH(QString, line);
    QCOMPARE(readingLine(reading), line);
    DiceRequest next;
    next.purpose = RollPurpose::ArmourSave;
    const QStringList said = rollsSoFarWalkthrough(Battle(), ShootAction{}, {}, {reading}, next);
    QCOMPARE(said, line.isEmpty() ? QStringList{} : QStringList{line});
}

#include "tst_orderwalkthrough.moc"
