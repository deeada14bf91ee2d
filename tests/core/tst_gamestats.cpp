// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics after the dice, pinned on scripted games worked out by hand: each player's luck
// against the exact odds of every roll, the faces each rolled and the chi-square test of them, how
// the battle swung turn by turn, and how long the turns took.

#include "tests/benchmarks/longgame.h"
#include "tests/core/testgames.h"

#include "core/game/preview/combatpreview.h"
#include "core/odds/diceodds.h"
#include "core/report/dicefairness.h"
#include "core/report/gamestats.h"
#include "core/report/luck.h"

#include <QStandardPaths>
#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::FaceCounts)

namespace {

constexpr Side anna = Side::first();
constexpr Side ben = Side::second();
constexpr Side anna_ = anna;
constexpr Side ben_ = ben;

GameStats statsOf(const QList<GameAction> &actions, const QList<QDateTime> &times = {})
{
    auto stats = GameStats::ofGame(demoSetup(), actions, times);
    if (!stats)
        qFatal("%s", qPrintable(stats.error().message));
    return std::move(stats).value();
}

// Anna's Archers shoot three dice at `target`, which saves with `saves` if it has armour.
QList<GameAction> shotAt(UnitId target, const QList<int> &toHit, const QList<int> &saves)
{
    ShootAction shoot;
    shoot.shooters = {ShooterInput{ids::Archers, 3, 0, std::nullopt, false, std::nullopt}};
    shoot.target = target;
    QList<GameAction> actions = demoActions().mid(0, 2);
    actions.append(GameAction{shoot, toHit + saves});
    return actions;
}

// Anna's Archers, ordered on, charge the Bowmen; after the Shooting phase the round is fought with
// `toHit` (the Archers' twelve dice, then the Bowmen's nine) and `saves`.
QList<GameAction> archersChargeBowmen(const QList<int> &toHit, const QList<int> &saves)
{
    StandSituation charging;
    charging.charging = true;
    CombatAction combat;
    combat.sides[Side::first()] = {
        CombatUnitInput{ids::Archers,
                        {FightingStand{0, charging}, FightingStand{0, charging}, FightingStand{0, charging}},
                        0,
                        std::nullopt,
                        0}};
    combat.sides[Side::second()] = {CombatUnitInput{
        ids::Bowmen, {FightingStand{0, {}}, FightingStand{0, {}}, FightingStand{0, {}}}, 0, std::nullopt, 0}};
    combat.choices.insert(ids::Archers, CombatChoice::Stand);
    QList<GameAction> actions = demoActions().mid(0, 1);
    actions.append({GameAction{ChargeAction{{ids::Archers}, {ids::Bowmen}}, {}}, GameAction{EndPhaseAction{}, {}},
                    GameAction{EndPhaseAction{}, {}}, GameAction{combat, toHit + saves}});
    return actions;
}

} // namespace

class TestGameStats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The percentile of a result in a distribution, ties counting half, the very ends 0 and 100.
    void percentile_data()
    {
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("total");
        QTest::addColumn<double>("percentile");
        // The total of 3D6: 108 of 216 come to 10 or less, 27 to 11 exactly.
        QTest::newRow("3D6, 11") << 3 << 11 << 100.0 * (108.0 + 13.5) / 216.0;
        QTest::newRow("3D6, 10") << 3 << 10 << 100.0 * (81.0 + 13.5) / 216.0;
        QTest::newRow("3D6, 18: the best") << 3 << 18 << 100.0;
        QTest::newRow("3D6, 3: the worst") << 3 << 3 << 0.0;
        QTest::newRow("1D6, 4") << 1 << 4 << 100.0 * 3.5 / 6.0;
    }
    void percentile()
    {
        QFETCH(int, dice);
        QFETCH(int, total);
        QFETCH(double, percentile);
        QCOMPARE(percentileOf(DiceOdds::totalOfD6(dice), total), percentile);
    }

    // The demo game by hand. Anna's order (Command 9, 3 + 4) passes with 30 chances in 36; her
    // Archers hit the Bowmen with 4, 5 and 6 at 4+, the best there is; she rolls the Bowmen's drive
    // back, 2 + 3 + 6 = 11 cm on 3D6. Ben rolls nothing.
    void theDemoGameByHand()
    {
        const GameStats stats = statsOf(demoActions());
        const LuckFigure orders = stats.luck(anna, LuckKind::Orders);
        QCOMPARE(orders.rolls, 1);
        QCOMPARE(orders.result, 1);
        QVERIFY(qAbs(orders.expected - 30.0 / 36.0) < 1e-12);
        QCOMPARE(orders.percentile, 100.0);

        const LuckFigure shooting = stats.luck(anna, LuckKind::Shooting);
        QCOMPARE(shooting.rolls, 1);
        QCOMPARE(shooting.result, 3);
        QCOMPARE(shooting.expected, 1.5);
        QCOMPARE(shooting.percentileRounded(), 100);

        const LuckFigure driveBacks = stats.luck(anna, LuckKind::DriveBacks);
        QCOMPARE(driveBacks.rolls, 1);
        QCOMPARE(driveBacks.result, 11);
        QCOMPARE(driveBacks.expected, 10.5);
        QVERIFY(qAbs(driveBacks.percentile - 100.0 * 121.5 / 216.0) < 1e-9);
        QCOMPARE(driveBacks.percentileRounded(), 56);
        QCOMPARE(driveBacks.verdict(), QStringLiteral("luckier than 56 games in 100"));

        for (LuckKind kind : AllLuckKinds)
            QVERIFY(stats.luck(ben, kind).empty());
        QCOMPARE(stats.faces(anna), (FaceCounts{0, 1, 2, 2, 1, 2}));
        QCOMPARE(stats.faces(ben), (FaceCounts{}));
    }

    // A game of all sixes: the shooter's hits and the saver's saves are each as lucky as can be.
    void allSixesIsTheHundredthPercentile()
    {
        const GameStats stats = statsOf(shotAt(ids::Knights, {6, 6, 6}, {6, 6, 6}));
        QCOMPARE(stats.luck(anna, LuckKind::Shooting).percentileRounded(), 100);
        QCOMPARE(stats.luck(anna, LuckKind::Shooting).verdict(), QStringLiteral("no roll could have gone better"));
        // The Knights save at 4+: three of three, the saver's luck.
        const LuckFigure saves = stats.luck(ben, LuckKind::Saves);
        QCOMPARE(saves.rolls, 1);
        QCOMPARE(saves.result, 3);
        QCOMPARE(saves.expected, 1.5);
        QCOMPARE(saves.percentileRounded(), 100);
        QVERIFY(stats.luck(anna, LuckKind::Saves).empty());
        // Each player's dice: the order and the shot are Anna's, the saves Ben's.
        QCOMPARE(stats.faces(anna), (FaceCounts{0, 0, 1, 1, 0, 3}));
        QCOMPARE(stats.faces(ben), (FaceCounts{0, 0, 0, 0, 0, 3}));
    }

    // All ones: no roll could have gone worse.
    void allOnesIsTheZerothPercentile()
    {
        const GameStats stats = statsOf(shotAt(ids::Knights, {1, 1, 1}, {}));
        QCOMPARE(stats.luck(anna, LuckKind::Shooting).percentileRounded(), 0);
        QCOMPARE(stats.luck(anna, LuckKind::Shooting).verdict(), QStringLiteral("no roll could have gone worse"));
    }

    // Two rolls add up over their convolution: 1 hit of 3 at 4+ then 3 of 3 is 4 of 6 dice.
    void rollsAddUpOverTheirConvolution()
    {
        QList<GameAction> actions = shotAt(ids::Bowmen, {1, 1, 4}, {});
        const LuckFigure one = statsOf(actions).luck(anna, LuckKind::Shooting);
        QCOMPARE(one.result, 1);
        // P(0) = 1/8, P(1) = 3/8: 1/8 + 3/16 = 5/16.
        QCOMPARE(one.percentile, 100.0 * 5.0 / 16.0);
    }

    // A combat round counts whole for each side too: its result over the enemy's against the exact
    // distribution of that difference before the dice (the resolver's own odds), the one side's
    // luck the other's loss.
    void aCombatRoundsResult()
    {
        const QList<int> archers{6, 6, 6, 6, 4, 4, 1, 1, 1, 1, 2, 2};
        const QList<int> bowmen{5, 5, 5, 1, 1, 1, 1, 1, 1};
        const QList<GameAction> actions = archersChargeBowmen(archers, bowmen + QList<int>{6, 1, 1});
        auto counted = GameStats::ofGame(demoSetup(), actions);
        QVERIFY2(counted, qPrintable(counted ? QString() : counted.error().message));
        const GameStats &stats = counted.value();
        const Game game = Game::replay(demoSetup(), actions.mid(0, actions.size() - 1)).value();
        const auto odds = combatOddsOf(game.battle(), std::get<CombatAction>(actions.last().input));
        QVERIFY(odds);
        const LuckFigure anna = stats.luck(anna_, LuckKind::CombatResults);
        const LuckFigure ben = stats.luck(ben_, LuckKind::CombatResults);
        QCOMPARE(anna.rolls, 1);
        QCOMPARE(ben.rolls, 1);
        QCOMPARE(anna.result, -ben.result);
        QCOMPARE(anna.percentile, percentileOf(odds.value().difference, anna.result));
        QVERIFY(qAbs(anna.expected + ben.expected) < 1e-9);
        // Six hits of twelve at 4+ for the Archers, three of nine for the Bowmen: the Archers' hits
        // are theirs in Combat, and the one save of three the Archers made on 6+ is theirs in Saves.
        QCOMPARE(stats.luck(anna_, LuckKind::Combat).result, 6);
        QCOMPARE(stats.luck(ben_, LuckKind::Combat).result, 3);
        QCOMPARE(stats.luck(anna_, LuckKind::Saves).result, 1);
    }

    // Adding an action and taking it back leave the figures as they were before it.
    void removingTheLastActionTakesItsFiguresBack()
    {
        const QList<GameAction> actions = demoActions();
        GameStats stats = statsOf(actions.mid(0, 3));
        const GameStats before = statsOf(actions.mid(0, 2));
        Game game = Game::replay(demoSetup(), actions.mid(0, 2)).value();
        stats.removeLast(game.battle());
        QCOMPARE(stats.actionCount(), 2);
        QVERIFY(stats.luck(anna, LuckKind::Shooting).empty());
        QCOMPARE(stats.faces(anna), before.faces(anna));
        QCOMPARE(stats.luck(anna, LuckKind::Orders).percentile, before.luck(anna, LuckKind::Orders).percentile);
        QVERIFY(!stats.add(actions.at(2)));
        QCOMPARE(stats.luck(anna, LuckKind::Shooting).result, 3);
    }

    // The chi-square tail with five degrees of freedom at the table's critical values.
    void chiSquareTail_data()
    {
        QTest::addColumn<double>("chiSquare");
        QTest::addColumn<double>("pValue");
        QTest::newRow("0") << 0.0 << 1.0;
        QTest::newRow("4.351: the median") << 4.351 << 0.5;
        QTest::newRow("11.070") << 11.070 << 0.05;
        QTest::newRow("15.086") << 15.086 << 0.01;
        QTest::newRow("20.515") << 20.515 << 0.001;
    }
    void chiSquareTail()
    {
        QFETCH(double, chiSquare);
        QFETCH(double, pValue);
        QVERIFY2(qAbs(chiSquareFiveTail(chiSquare) - pValue) < 2e-4,
                 qPrintable(QString::number(chiSquareFiveTail(chiSquare))));
    }

    void fairness_data()
    {
        QTest::addColumn<FaceCounts>("counts");
        QTest::addColumn<bool>("unusual");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("a fair sequence") << FaceCounts{10, 10, 10, 10, 10, 10} << false
                                         << QStringLiteral("nothing unusual (p = 1)");
        QTest::newRow("near fair") << FaceCounts{8, 12, 9, 11, 10, 10} << false
                                   << QStringLiteral("nothing unusual (p = 0.96)");
        // Chi-square 1,000 / 30 + 4 × 250 / 30 + ... : sixes 24 of 60, where 10 were expected.
        QTest::newRow("too many sixes") << FaceCounts{7, 7, 7, 7, 8, 24} << true
                                        << QStringLiteral("sixes came up 2.4× as often as expected: p < 0.001");
        QTest::newRow("too few dice") << FaceCounts{0, 0, 0, 0, 0, 12} << false
                                      << QStringLiteral("too few dice to tell (dice rolled: 12)");
    }
    void fairness()
    {
        QFETCH(FaceCounts, counts);
        QFETCH(bool, unusual);
        QFETCH(QString, verdict);
        const DiceFairness fairness = diceFairness(counts);
        QCOMPARE(fairness.unusual(), unusual);
        QCOMPARE(fairness.verdict(), verdict);
    }

    // Every action of the benchmarks' long game is counted, each roll read for its player; the app's
    // own dice (a fixed seed) pass the test for both players.
    void theLongGameIsCountedWhole()
    {
        bench::Player player(Game::start(bench::twentyUnitsASide()).value(), 1000);
        player.play();
        const Game &game = player.game();
        auto stats = GameStats::ofGame(game.setup(), game.actions());
        QVERIFY2(stats, qPrintable(stats ? QString() : stats.error().message));
        QCOMPARE(stats.value().actionCount(), game.actionCount());
        QCOMPARE(stats.value().battle(), game.battle());
        int faces = 0;
        for (const PlayedAction &played : game.played()) {
            for (const DiceRoll &roll : playedRolls(played))
                faces += int(roll.faces.size());
        }
        int counted = 0;
        for (Side side : Side::both()) {
            const DiceFairness fairness = stats.value().fairness(side);
            QVERIFY(fairness.enoughDice());
            QVERIFY2(!fairness.unusual(), qPrintable(fairness.verdict()));
            counted += fairness.dice;
            QVERIFY(!stats.value().luck(side, LuckKind::Shooting).empty());
            QVERIFY(!stats.value().luck(side, LuckKind::Orders).empty());
        }
        QCOMPARE(counted, faces);
    }

    // The swing: the start, then the end of each player's turn, with the turn being played last.
    void theSwingTurnByTurn()
    {
        const GameStats stats = statsOf(demoActions());
        const QList<TurnSwing> swing = stats.swing();
        QCOMPARE(swing.size(), 2);
        QCOMPARE(swing.at(0).turn, 0);
        QCOMPARE(swing.at(1).turn, 1);
        QCOMPARE(swing.at(1).side, anna);
        QVERIFY(swing.at(1).finished);
        // Two units count on each side (characters never do): the break point is 1, so one unit more to lose.
        QCOMPARE(swing.at(1).breakMargin[ben], 1.0);
        QCOMPARE(swing.at(1).unitsLost[ben], 0);
    }

    // A turn's clock runs from its first action to its last; the turn being played is not finished.
    void turnTimes()
    {
        const QDateTime start(QDate(2026, 11, 30), QTime(19, 0), Qt::UTC);
        const QList<QDateTime> times{start, start.addSecs(60), start.addSecs(200), start.addSecs(300),
                                     start.addSecs(420)};
        const GameStats whole = statsOf(demoActions(), times);
        QCOMPARE(whole.turnTimes().size(), 1);
        QCOMPARE(whole.turnTimes().at(0).seconds(), 420);
        QVERIFY(whole.turnTimes().at(0).finished);
        QCOMPARE(whole.secondsPlayed(anna), 420);
        QCOMPARE(whole.secondsPlayed(ben), 0);
        const GameStats part = statsOf(demoActions().mid(0, 3), times.mid(0, 3));
        QCOMPARE(part.turnTimes().at(0).seconds(), 200);
        QVERIFY(!part.turnTimes().at(0).finished);
        QVERIFY(statsOf(demoActions()).turnTimes().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGameStats)
#include "tst_gamestats.moc"
