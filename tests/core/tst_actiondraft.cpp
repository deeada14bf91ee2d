// SPDX-License-Identifier: GPL-3.0-or-later
// Dice typed in from the table, one roll at a time: how the faces are read, and how an action is
// put together from them before it is applied.

#include "tests/core/testgames.h"

#include "core/dice/diceentry.h"
#include "core/dice/diceerror.h"
#include "core/dice/scripteddicesource.h"
#include "core/dice/stepdicesource.h"
#include "core/game/actiondraft.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

const DiceRequest threeToHit{DiceKind::ND6, 3, RollPurpose::ToHit, QStringLiteral("Archers")};

Game shootingPhase()
{
    Game game = Game::start(demoSetup()).value();
    for (int i = 0; i < 2; ++i) // past the Command phase
        if (game.redo(demoActions().at(i)))
            qFatal("the demo game no longer replays");
    return game;
}

ShootAction archersAt(UnitId target, int stands = 3)
{
    ShootAction shoot;
    shoot.shooters = {ShooterInput{ids::Archers, stands, 0, std::nullopt, false, std::nullopt}};
    shoot.target = target;
    return shoot;
}

} // namespace

class TestActionDraft : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsFacesAsTyped_data();
    void readsFacesAsTyped();
    void refusesBadEntries_data();
    void refusesBadEntries();
    void stepSourceStopsAtTheFirstRollItHasNot();
    void stepSourceDropsRollsNoLongerAskedFor();
    void draftAsksForEachRollInTurn();
    void badEntryChangesNothing();
    void changedInputKeepsOnlyRollsStillAskedFor();
    void appDiceRollThePendingRoll();
    void inputThatCannotBeDoneSaysWhy();
};

void TestActionDraft::readsFacesAsTyped_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("spaces") << QStringLiteral("3 5 6");
    QTest::newRow("run together") << QStringLiteral("356");
    QTest::newRow("commas") << QStringLiteral("3,5,6");
    QTest::newRow("mixed and padded") << QStringLiteral("  3, 5;6 ");
    QTest::newRow("slashes") << QStringLiteral("3/5/6");
    QTest::newRow("dashes") << QStringLiteral("3-5-6");
}

void TestActionDraft::readsFacesAsTyped()
{
    QFETCH(QString, text);
    const auto faces = DiceEntry::read(text, threeToHit);
    QVERIFY2(faces.ok(), qPrintable(faces ? QString() : faces.error().message));
    QCOMPARE(faces.value(), (QList<int>{3, 5, 6}));
}

void TestActionDraft::refusesBadEntries_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("message");
    QTest::newRow("nothing") << QString() << 3
                             << QStringLiteral("Type the faces of the 3 dice you rolled, for example 3 5 6.");
    QTest::newRow("nothing for one die") << QStringLiteral("  ") << 1
                                         << QStringLiteral("Type the face of the die you rolled.");
    QTest::newRow("too few") << QStringLiteral("35") << 3
                             << QStringLiteral("To hit (Archers) needs 3 dice, but 2 faces were typed.");
    QTest::newRow("too many") << QStringLiteral("3 5 6 1") << 3
                              << QStringLiteral("To hit (Archers) needs 3 dice, but 4 faces were typed.");
    QTest::newRow("one too many for one die")
        << QStringLiteral("3 4") << 1 << QStringLiteral("To hit (Archers) needs 1 die, but 2 faces were typed.");
    QTest::newRow("a seven") << QStringLiteral("3 5 7") << 3
                             << QStringLiteral("Die 3 shows 7, but a die shows 1 to 6.");
    QTest::newRow("a zero") << QStringLiteral("305") << 3 << QStringLiteral("Die 2 shows 0, but a die shows 1 to 6.");
    QTest::newRow("a twelve") << QStringLiteral("12 3 4") << 3
                              << QStringLiteral("Die 1 shows 12, but a die shows 1 to 6.");
    QTest::newRow("a letter") << QStringLiteral("3 x 6") << 3
                              << QStringLiteral(
                                     "\"x\" is not a face of a die: type the faces as numbers, for example 3 5 6.");
    QTest::newRow("a sign") << QStringLiteral("3 +5 6") << 3
                            << QStringLiteral(
                                   "\"+\" is not a face of a die: type the faces as numbers, for example 3 5 6.");
}

void TestActionDraft::refusesBadEntries()
{
    QFETCH(QString, text);
    QFETCH(int, count);
    QFETCH(QString, message);
    DiceRequest request = threeToHit;
    request.count = count;
    const auto faces = DiceEntry::read(text, request);
    QVERIFY(!faces.ok());
    QCOMPARE(faces.error().message, message);
    QCOMPARE(faces.error().field, QStringLiteral("dice"));
}

void TestActionDraft::stepSourceStopsAtTheFirstRollItHasNot()
{
    StepDiceSource dice({EnteredRoll{threeToHit, {3, 5, 6}}});
    QCOMPARE(dice.dice(3, RollPurpose::ToHit, QStringLiteral("Archers")).faces, (QList<int>{3, 5, 6}));
    QVERIFY(!dice.pending());
    // A roll of no dice asks nothing of the player.
    QVERIFY(dice.dice(0, RollPurpose::ArmourSave, QStringLiteral("Bowmen")).faces.isEmpty());
    QVERIFY_THROWS_EXCEPTION(DiceError, dice.dice(2, RollPurpose::ArmourSave, QStringLiteral("Knights")));
    QVERIFY(dice.pending());
    QCOMPARE(*dice.pending(), (DiceRequest{DiceKind::ND6, 2, RollPurpose::ArmourSave, QStringLiteral("Knights")}));
    QCOMPARE(dice.used().size(), 1);
    QCOMPARE(dice.rolled().size(), 2);
}

void TestActionDraft::stepSourceDropsRollsNoLongerAskedFor()
{
    // Rolled for three stands, but now two shoot: the three faces are not read as two and one.
    StepDiceSource dice({EnteredRoll{threeToHit, {3, 5, 6}},
                         EnteredRoll{{DiceKind::ND6, 2, RollPurpose::ArmourSave, QStringLiteral("Knights")}, {1, 2}}});
    QVERIFY_THROWS_EXCEPTION(DiceError, dice.dice(2, RollPurpose::ToHit, QStringLiteral("Archers")));
    QCOMPARE(dice.pending()->count, 2);
    QVERIFY(dice.used().isEmpty());
}

void TestActionDraft::draftAsksForEachRollInTurn()
{
    const Game game = shootingPhase();
    ActionDraft draft;
    draft.setInput(game, archersAt(ids::Knights));
    QCOMPARE(draft.status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(draft.pending()->title(), QStringLiteral("To hit (Archers - blue)"));
    QCOMPARE(draft.pending()->count, 3);

    QVERIFY(!draft.enter(game, QStringLiteral("4 5 1")));
    // Two hits on the Knights: two saves on 4+.
    QCOMPARE(draft.status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(draft.pending()->title(), QStringLiteral("Armour saves (Knights)"));
    QCOMPARE(draft.pending()->count, 2);
    QCOMPARE(draft.rolled().size(), 1);
    // What the rules read from it is known before the next roll.
    QCOMPARE(draft.readings(),
             (QList<RollReading>{{RollPurpose::ToHit, QStringLiteral("Archers - blue"), 4, 3, 2, ids::Archers}}));

    QVERIFY(!draft.enter(game, QStringLiteral("63")));
    QCOMPARE(draft.status(), ActionDraft::Status::Ready);
    const PreparedAction &prepared = *draft.prepared();
    QCOMPARE(prepared.action.dice, (QList<int>{4, 5, 1, 6, 3}));
    QCOMPARE(prepared.description, QStringLiteral("Shooting at Knights"));
    QCOMPARE(prepared.after.unit(ids::Knights)->state.hitsAccumulated, 1);
    // Nothing reached the game: applying is the caller's.
    QCOMPARE(game.actions().size(), 2);
    QCOMPARE(game.battle().unit(ids::Knights)->state.hitsAccumulated, 0);
}

void TestActionDraft::badEntryChangesNothing()
{
    const Game game = shootingPhase();
    ActionDraft draft;
    draft.setInput(game, archersAt(ids::Knights));
    QVERIFY(!draft.enter(game, QStringLiteral("4 5 1")));
    const auto error = draft.enter(game, QStringLiteral("6"));
    QVERIFY(error);
    QCOMPARE(error->message, QStringLiteral("Armour saves (Knights) needs 2 dice, but 1 face was typed."));
    QCOMPARE(draft.status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(draft.pending()->title(), QStringLiteral("Armour saves (Knights)"));
    QCOMPARE(draft.rolled().size(), 1);
    QVERIFY(!draft.prepared());
}

void TestActionDraft::changedInputKeepsOnlyRollsStillAskedFor()
{
    const Game game = shootingPhase();
    ActionDraft draft;
    draft.setInput(game, archersAt(ids::Knights));
    QVERIFY(!draft.enter(game, QStringLiteral("4 5 1")));
    QVERIFY(draft.hasDice());
    // Only two stands were in range after all: the three dice rolled are not theirs.
    draft.setInput(game, archersAt(ids::Knights, 2));
    QCOMPARE(draft.status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(draft.pending()->count, 2);
    QVERIFY(!draft.hasDice());
    QVERIFY(draft.rolled().isEmpty());
}

void TestActionDraft::appDiceRollThePendingRoll()
{
    const Game game = shootingPhase();
    ActionDraft draft;
    draft.setInput(game, archersAt(ids::Bowmen));
    ScriptedDiceSource appDice({4, 5, 6});
    QVERIFY(!draft.roll(game, appDice));
    QCOMPARE(draft.status(), ActionDraft::Status::Ready);
    QCOMPARE(draft.prepared()->action, demoActions().at(2));
    draft.clearDice(game);
    QCOMPARE(draft.status(), ActionDraft::Status::NeedsDice);
    QVERIFY(draft.roll(game, appDice)); // the app's dice ran out: said, not half-rolled
    QCOMPARE(draft.status(), ActionDraft::Status::NeedsDice);
}

void TestActionDraft::inputThatCannotBeDoneSaysWhy()
{
    const Game game = shootingPhase();
    ActionDraft draft;
    draft.setInput(game, archersAt(ids::Halberdiers));
    QCOMPARE(draft.status(), ActionDraft::Status::Incomplete);
    QCOMPARE(draft.error()->message, QStringLiteral("Halberdiers belongs to the side whose turn it is."));
    draft.clearInput(QStringLiteral("Pick a target."));
    QCOMPARE(draft.status(), ActionDraft::Status::Incomplete);
    QCOMPARE(draft.error()->message, QStringLiteral("Pick a target."));
}

QTEST_APPLESS_MAIN(TestActionDraft)
#include "tst_actiondraft.moc"
