// SPDX-License-Identifier: GPL-3.0-or-later
// The quick edits on a unit's card are actions of the log like any other, and the end-of-phase
// summary says in sentences what the housekeeping did.

#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/phaseendsummary.h"
#include "core/game/quickedits.h"

#include <QTest>

Q_DECLARE_METATYPE(wm::QuickEdit)
Q_DECLARE_METATYPE(wm::DriveBack)

using namespace wm;
using namespace wm::test;

namespace {

Game startedGame()
{
    return Game::start(demoSetup()).value();
}

// Does the quick edit on the game, as the card does; false when the edit is not offered.
bool edit(Game &game, UnitId unit, QuickEdit quickEdit)
{
    const auto input = QuickEdits::input(game.battle(), unit, quickEdit);
    if (!input)
        return false;
    ScriptedDiceSource dice;
    auto prepared = game.prepare(*input, dice);
    if (!prepared)
        qFatal("%s", qPrintable(prepared.error().message));
    game.accept(prepared.value());
    return true;
}

void toShootingPhase(Game &game)
{
    ScriptedDiceSource dice;
    game.accept(game.prepare(EndPhaseAction{}, dice).value());
}

} // namespace

class TestQuickEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hitsAddUpUntilAStandGoes()
    {
        Game game = startedGame();
        QVERIFY(edit(game, ids::Knights, QuickEdit::AddHit));
        QVERIFY(edit(game, ids::Knights, QuickEdit::AddHit));
        QCOMPARE(game.battle().unit(ids::Knights)->state.hitsAccumulated, 2);
        QCOMPARE(game.battle().unit(ids::Knights)->state.standsLeft, 3);
        QVERIFY(edit(game, ids::Knights, QuickEdit::AddHit));
        QCOMPARE(game.battle().unit(ids::Knights)->state.hitsAccumulated, 0);
        QCOMPARE(game.battle().unit(ids::Knights)->state.standsLeft, 2);
        QCOMPARE(game.played().last().description, QStringLiteral("Hits struck on Knights: 1"));
        // Outside the Shooting phase they drive nothing back.
        QCOMPARE(game.battle().unit(ids::Knights)->state.hitsTakenThisPhase, 0);
    }

    void hitsAddedInTheShootingPhaseDriveBack()
    {
        Game game = startedGame();
        toShootingPhase(game);
        QVERIFY(edit(game, ids::Knights, QuickEdit::AddHit));
        QVERIFY(edit(game, ids::Knights, QuickEdit::AddHit));
        QCOMPARE(game.battle().unit(ids::Knights)->state.hitsTakenThisPhase, 2);
        // Taking one back takes its drive-back die too.
        QVERIFY(edit(game, ids::Knights, QuickEdit::RemoveHit));
        QCOMPARE(game.battle().unit(ids::Knights)->state.hitsAccumulated, 1);
        QCOMPARE(game.battle().unit(ids::Knights)->state.hitsTakenThisPhase, 1);
        QCOMPARE(game.played().last().description, QStringLiteral("Hits on Knights set to 1"));
    }

    void whatIsNotOffered_data()
    {
        QTest::addColumn<QuickEdit>("edit");
        QTest::newRow("no hit to remove") << QuickEdit::RemoveHit;
        QTest::newRow("already in the open") << QuickEdit::AllOpen;
    }

    void whatIsNotOffered()
    {
        QFETCH(QuickEdit, edit);
        const Game game = startedGame();
        QVERIFY(!QuickEdits::input(game.battle(), ids::Knights, edit));
        QVERIFY(!QuickEdits::input(game.battle(), 99, QuickEdit::AddHit));
    }

    void standsGoTheLeastProtectedFirstAndTheLastDestroys()
    {
        Game game = startedGame();
        QVERIFY(edit(game, ids::Knights, QuickEdit::AllDefended));
        QCOMPARE(game.played().last().description, QStringLiteral("Stands of Knights set to 3"));
        QVERIFY(edit(game, ids::Knights, QuickEdit::RemoveStand));
        QCOMPARE(game.battle().unit(ids::Knights)->state.positions, (StandPositions{0, 2, 0}));
        QVERIFY(edit(game, ids::Knights, QuickEdit::RemoveStand));
        QVERIFY(edit(game, ids::Knights, QuickEdit::RemoveStand));
        QCOMPARE(game.played().last().description, QStringLiteral("Knights removed from the table"));
        QCOMPARE(game.battle().unit(ids::Knights)->state.destroyed, DestroyedBy::Casualties);
        // Nothing more is offered for a unit that is gone.
        QVERIFY(!QuickEdits::input(game.battle(), ids::Knights, QuickEdit::AddHit));
    }

    void confusionAndEngagementToggle()
    {
        Game game = startedGame();
        QVERIFY(edit(game, ids::Bowmen, QuickEdit::ToggleConfused));
        QCOMPARE(game.battle().unit(ids::Bowmen)->state.confusion, ConfusionCause::Other);
        QCOMPARE(game.played().last().description, QStringLiteral("Bowmen marked confused"));
        QVERIFY(edit(game, ids::Bowmen, QuickEdit::ToggleConfused));
        QVERIFY(!game.battle().unit(ids::Bowmen)->state.isConfused());
        QCOMPARE(game.played().last().description, QStringLiteral("Bowmen no longer confused"));
        QVERIFY(edit(game, ids::Bowmen, QuickEdit::ToggleEngaged));
        QVERIFY(game.battle().unit(ids::Bowmen)->state.engaged);
        QCOMPARE(game.played().last().description, QStringLiteral("Bowmen marked engaged"));
    }

    void driveBackSentences_data()
    {
        QTest::addColumn<DriveBack>("driveBack");
        QTest::addColumn<QString>("line");
        DriveBack d;
        d.name = QStringLiteral("Bowmen");
        d.hits = 3;
        d.dice = DiceRoll{RollPurpose::Other, d.name, DiceKind::D6, {2, 3, 6}};
        d.distanceCm = 11;
        d.fullPaceCm = 20;
        d.confused = true;
        QTest::newRow("confused by a 6") << d
                                         << QStringLiteral(
                                                "Bowmen is driven back 11 cm and confused by a 6 (dice: 2 3 6).");
        DriveBack defended = d;
        defended.confused = false;
        defended.protection = Protection::Defended;
        defended.hitsIgnored = 1;
        defended.dice->faces = {2, 3};
        defended.distanceCm = 5;
        QTest::newRow("defended")
            << defended
            << QStringLiteral("Bowmen is driven back 5 cm (dice: 2 3). Its defended position ignored one hit.");
        DriveBack routed = d;
        routed.outcome = DriveBackOutcome::Routed;
        routed.dice->faces = {6, 6, 5, 6};
        routed.distanceCm = 23;
        QTest::newRow("routed") << routed
                                << QStringLiteral(
                                       "Bowmen is routed: 23 cm is more than its full pace of 20 cm (dice: 6 6 5 6).");
        DriveBack ignored;
        ignored.name = QStringLiteral("Halberdiers");
        ignored.outcome = DriveBackOutcome::HitsIgnored;
        ignored.protection = Protection::Fortified;
        ignored.hitsIgnored = 2;
        QTest::newRow("fortified") << ignored
                                   << QStringLiteral(
                                          "Halberdiers is not driven back: its fortified position ignores the hits.");
        DriveBack engaged = ignored;
        engaged.outcome = DriveBackOutcome::CarriedIntoCombat;
        engaged.hitsIgnored = 0;
        QTest::newRow("engaged")
            << engaged
            << QStringLiteral(
                   "Halberdiers is engaged and not driven back: the hits count in its first round of combat.");
    }

    void driveBackSentences()
    {
        QFETCH(DriveBack, driveBack);
        QFETCH(QString, line);
        QCOMPARE(PhaseEndSummary::driveBack(driveBack), line);
    }

    void theShootingPhaseSummary()
    {
        // The demo game's Shooting phase: the Bowmen lose a stand, are driven back and confused, and
        // keep no odd hits.
        const Game game = Game::replay(demoSetup(), demoActions()).value();
        const auto *end = std::get_if<PhaseEnd>(&game.played().at(3).outcome);
        QVERIFY(end);
        const QStringList lines = PhaseEndSummary::lines(*end, game.battle());
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith(QStringLiteral("Bowmen is driven back 11 cm and confused by a 6")),
                 qPrintable(lines.first()));
        // A phase that had nothing to do says so.
        const auto *quiet = std::get_if<PhaseEnd>(&game.played().at(1).outcome);
        QCOMPARE(PhaseEndSummary::lines(*quiet, game.battle()),
                 QStringList{QStringLiteral("Nothing to do at the end of the Command phase.")});
    }
};

QTEST_APPLESS_MAIN(TestQuickEdits)
#include "tst_quickedits.moc"
