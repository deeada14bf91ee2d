// SPDX-License-Identifier: GPL-3.0-or-later
// The Shooting resolver driven as a player drives it, with typed dice: the shooters and target it
// opens with, a bad entry refused, nothing recorded before Apply and then one undoable action, the
// target's position given with the shot, a unit that has shot saying why it cannot again, shooting at
// chargers in the enemy's Command phase, a cannon's bounce, the Banner of Fortune and a wizard's aura
// that re-rolls failed saves. Set WM_SHOOTING_SCREENSHOT to a folder to get pictures of the dialog.

#include "tests/core/testgames.h"
#include "tests/ui/darkpalette.h"
#include "tests/ui/resolvertesting.h"

#include "core/game/preview/shootingpreview.h"
#include "core/odds/oddstext.h"
#include "ui/odds/oddsview.h"
#include "ui/resolve/shootingdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPalette>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QTest>
#include <QUndoStack>
#include <qcustomplot.h>

using namespace wm;
using namespace wm::test;

namespace {

QString named(const QString &prefix, UnitId id)
{
    return prefix + QString::number(id);
}

void pickTarget(ShootingDialog &dialog, UnitId target)
{
    auto *combo = widget<QComboBox>(dialog, QStringLiteral("targetCombo"));
    const int index = combo->findData(target);
    if (index < 0)
        qFatal("unit %d is not offered as a target", target);
    combo->setCurrentIndex(index);
}

void screenshot(ShootingDialog &dialog, const QString &name)
{
    const QString folder = qEnvironmentVariable("WM_SHOOTING_SCREENSHOT");
    if (folder.isEmpty())
        return;
    dialog.show();
    // As the app opens it: at its own size hint.
    dialog.resize(dialog.sizeHint());
    QTest::qWait(50);
    dialog.grab().save(QDir(folder).filePath(name));
}

// The demo game with artillery for Anna: units 1-6 are hers (a Cannon, a Helblaster and a Flame
// Cannon after the demo's three), 7-9 Ben's.
GameSetup withArtillery()
{
    GameSetup setup = demoSetup();
    setup.rosters[Side::first()].units.append(rosterUnit(cannon(), 85));
    setup.rosters[Side::first()].units.append(rosterUnit(helblaster(), 50));
    setup.rosters[Side::first()].units.append(rosterUnit(flameCannon(), 50));
    return setup;
}

namespace artilleryIds {
inline constexpr UnitId Archers = 2;
inline constexpr UnitId Cannon = 4;
inline constexpr UnitId Helblaster = 5;
inline constexpr UnitId Knights = 8;
inline constexpr UnitId Bowmen = 9;
} // namespace artilleryIds

} // namespace

class TestShootingDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensWithTheShooterGiven();
    void theClickedShooterStaysTicked();
    void theFirstTargetOfferedMayBeShot();
    void badEntryChangesNothing();
    void diceThenApplyRecordOneAction();
    void cancelledRollsStayInTheLog();
    void keysWorkWhateverHasTheFocus();
    void theWalkThroughHasTheRoomAndStaysPut();
    void positionGoesWithTheShot();
    void unitThatHasShotSaysWhy();
    void shootsAtChargers();
    void cannonBounces();
    void unitInThePathOfTheShot();
    void bannerOfFortuneReRollsTheDice();
    void attachedStandShootsWithItsOwnAttacks();
    void aerialShieldAuraReRollsFailedSaves();
    void oddsFollowTheForm_data();
    void oddsFollowTheForm();
};

void TestShootingDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestShootingDialog::theFirstTargetOfferedMayBeShot()
{
    // The Knights, first of Ben's units, are locked in combat with the Halberdiers: the dialog
    // opens on the Bowmen, who may be shot at.
    TableGame table(demoSetup());
    table.perform(ChargeAction{{ids::Halberdiers}, {ids::Knights}, true});
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    auto *targets = widget<QComboBox>(dialog, QStringLiteral("targetCombo"));
    QCOMPARE(targets->findData(ids::Knights), 0);
    QCOMPARE(targets->currentData().toInt(), ids::Bowmen);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
}

// The shooter the player clicked stays theirs: refused while the target is a unit in the path of a
// cannonball (arrows go no further), it is ticked again once it may shoot.
void TestShootingDialog::theClickedShooterStaysTicked()
{
    TableGame table(withArtillery());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, artilleryIds::Archers);
    auto *archers = widget<QCheckBox>(dialog, named(QStringLiteral("shooterCheck_"), artilleryIds::Archers));
    auto *inPath = widget<QCheckBox>(dialog, QStringLiteral("targetInPathCheck"));
    QVERIFY(archers->isChecked());
    inPath->setChecked(true);
    QVERIFY(!archers->isEnabled());
    QVERIFY(!archers->isChecked());
    inPath->setChecked(false);
    QVERIFY(archers->isEnabled());
    QVERIFY(archers->isChecked());
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    // One the player unticks stays unticked.
    archers->setChecked(false);
    inPath->setChecked(true);
    inPath->setChecked(false);
    QVERIFY(!archers->isChecked());
}

void TestShootingDialog::opensWithTheShooterGiven()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);

    QVERIFY(widget<QCheckBox>(dialog, named(QStringLiteral("shooterCheck_"), ids::Archers))->isChecked());
    QCOMPARE(widget<QSpinBox>(dialog, named(QStringLiteral("standsSpin_"), ids::Archers))->value(), 3);
    // Only units with shooting attacks are shooters: not the Halberdiers, not the General.
    QVERIFY(!dialog.findChild<QCheckBox *>(named(QStringLiteral("shooterCheck_"), ids::Halberdiers)));
    QVERIFY(!dialog.findChild<QCheckBox *>(named(QStringLiteral("shooterCheck_"), ids::AnnaGeneral)));
    // No chargers in the Shooting phase; the targets are Ben's units, characters left out.
    QVERIFY(!widget<QCheckBox>(dialog, QStringLiteral("atChargersCheck"))->isVisibleTo(&dialog));
    auto *targets = widget<QComboBox>(dialog, QStringLiteral("targetCombo"));
    QCOMPARE(targets->count(), 2);
    QCOMPARE(targets->findData(ids::BenGeneral), -1);
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("positionCombo"))->currentText(),
             QStringLiteral("All in the open (4+ to hit)"));

    pickTarget(dialog, ids::Knights);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Archers - blue)"));
    QCOMPARE(dialog.draft().pending()->count, 3);
    QVERIFY(!dialog.applyButton()->isEnabled());
    screenshot(dialog, QStringLiteral("shooting-open.png"));

    // An enemy given is the target.
    ShootingDialog atKnights(table.controller(), appDice, DiceMode::PlayerRolls, ids::Knights);
    QCOMPARE(widget<QComboBox>(atKnights, QStringLiteral("targetCombo"))->currentData().toInt(), ids::Knights);
    QVERIFY(!widget<QCheckBox>(atKnights, named(QStringLiteral("shooterCheck_"), ids::Archers))->isChecked());
}

void TestShootingDialog::badEntryChangesNothing()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    const qsizetype logged = table.actionsLogged();

    typeDice(dialog, QStringLiteral("3 5 9"));
    QCOMPARE(dialog.dicePanel()->error(), QStringLiteral("Die 3 shows 9, but a die shows 1 to 6."));
    QVERIFY(!dialog.draft().hasDice());
    QCOMPARE(dialog.draft().pending()->count, 3);
    typeDice(dialog, QStringLiteral("35"));
    QCOMPARE(dialog.dicePanel()->error(),
             QStringLiteral("To hit (Archers - blue) needs 3 dice, but 2 faces were typed."));
    QVERIFY(!dialog.draft().hasDice());
    QCOMPARE(table.actionsLogged(), logged);
    QCOMPARE(table.battle().unit(ids::Knights)->state.hitsAccumulated, 0);
}

void TestShootingDialog::diceThenApplyRecordOneAction()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    const qsizetype logged = table.actionsLogged();
    const int commands = table.controller().undoStack()->count();

    // sources/000: 3 5 6 to hit, two hits; the Knights' 4+ saves one of them.
    typeDice(dialog, QStringLiteral("3 5 6"));
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("Armour saves (Knights)"));
    // Said as it happens, before the saves are rolled.
    QCOMPARE(dialog.stepsText(),
             (QStringList{QStringLiteral("Archers - blue: 2 hits (4+ to hit)."),
                          QStringLiteral("Roll the next dice above, or type in what they showed.")}));
    typeDice(dialog, QStringLiteral("2 6"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.applyButton()->isEnabled());
    QCOMPARE(
        dialog.stepsText(),
        (QStringList{
            QStringLiteral("Archers - blue: 3 stands shoot, 3 attacks."),
            QStringLiteral("Against stands in the open: 4+ to hit."),
            QStringLiteral("To hit (Archers - blue): 3 5 6 — 2 hits."),
            QStringLiteral("Armour saves (Knights) on 4+: 2 6 — 1 saved."),
            QStringLiteral("1 hit struck on Knights, no stand removed; hits on it now: 1."),
            QStringLiteral("Hits from shooting on Knights this phase: 1, for its drive back at the end of the phase."),
            QStringLiteral(
                "The hits left on Knights that removed no stand are discarded at the end of the Shooting phase."),
        }));
    screenshot(dialog, QStringLiteral("shooting-ready.png"));

    // Nothing reaches the game before Apply.
    QCOMPARE(table.actionsLogged(), logged);
    QCOMPARE(table.battle().unit(ids::Knights)->state.hitsAccumulated, 0);
    QVERIFY(!table.battle().unit(ids::Archers)->state.hasShot);

    clickApply(dialog);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(table.actionsLogged(), logged + 1);
    QUndoStack *undo = table.controller().undoStack();
    QCOMPARE(undo->count(), commands + 1);
    QCOMPARE(undo->text(undo->count() - 1), QStringLiteral("Shooting at Knights"));
    const Unit *knights = table.battle().unit(ids::Knights);
    QCOMPARE(knights->state.hitsAccumulated, 1);
    QCOMPARE(knights->state.hitsTakenThisPhase, 1);
    QCOMPARE(knights->state.standsLeft, 3);
    QVERIFY(table.battle().unit(ids::Archers)->state.hasShot);
    const GameAction &recorded = table.controller().session().game().actions().constLast();
    QCOMPARE(recorded.dice, (QList<int>{3, 5, 6, 2, 6}));

    // One undo takes the whole shot back.
    undo->undo();
    QCOMPARE(table.battle().unit(ids::Knights)->state.hitsAccumulated, 0);
    QVERIFY(!table.battle().unit(ids::Archers)->state.hasShot);
}

// Dice rolled and then cancelled leave a trace: they go, discarded, with the next action recorded, and
// so into the database and the dice log, struck through.
void TestShootingDialog::cancelledRollsStayInTheLog()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    {
        ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
        pickTarget(dialog, ids::Knights);
        typeDice(dialog, QStringLiteral("1 2 2"));
        dialog.reject();
    }
    QCOMPARE(table.battle().unit(ids::Knights)->state.hitsAccumulated, 0);
    table.perform(EndPhaseAction{});
    const GameAction &next = table.controller().session().game().actions().constLast();
    QCOMPARE(
        next.discarded,
        (QList<DiceRoll>{
            {RollPurpose::ToHit, QStringLiteral("Archers - blue"), DiceKind::ND6, {1, 2, 2}, RollMark::Discarded}}));
    // Recorded with it: read back from the database as it was written.
    QVERIFY(table.controller().rollsSetAside().isEmpty());
    const auto reopened = GameSession::open(table.store(), table.controller().session().id());
    QVERIFY(reopened);
    QCOMPARE(reopened.value().game().actions().constLast().discarded, next.discarded);
}

// Alt+R, Alt+L and Ctrl+Return from the form, the target list holding the focus.
void TestShootingDialog::keysWorkWhateverHasTheFocus()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{3, 5, 6, 2, 6});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::AppRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    const qsizetype logged = table.actionsLogged();
    auto *target = dialog.findChild<QComboBox *>(QStringLiteral("targetCombo"));
    const auto focusTarget = [&] {
        target->setFocus();
        return QTest::qWaitFor([&] { return target->hasFocus(); });
    };
    QVERIFY(focusTarget());
    // A mnemonic presses its button as a click would be seen: a moment later.
    QTest::keyClick(target, Qt::Key_R, Qt::AltModifier);
    QTRY_COMPARE(dialog.draft().rolled().size(), 1);
    QVERIFY(focusTarget());
    QTest::keyClick(target, Qt::Key_L, Qt::AltModifier);
    QTRY_COMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(focusTarget());
    QTest::keyClick(target, Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE(table.actionsLogged(), logged + 1);
}

// At 1280×800 the dialog opens at a size the screen holds, and a shot's whole walk-through reads
// without a scroll; the dice and the walk-through keep their columns from the first roll to the result.
void TestShootingDialog::theWalkThroughHasTheRoomAndStaysPut()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    const QSize laptop = QSize(1280, 800) * 0.92;
    dialog.resize(dialog.sizeHint().boundedTo(laptop));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.sizeHint().width() <= laptop.width() && dialog.sizeHint().height() <= laptop.height());
    auto *steps = dialog.findChild<QWidget *>(QStringLiteral("stepsBox"));
    auto *dice = dialog.findChild<QWidget *>(QStringLiteral("diceBox"));
    const QRect stepsAt = steps->geometry();
    const QRect diceAt = dice->geometry();
    QVERIFY(stepsAt.width() > diceAt.width());

    typeDice(dialog, QStringLiteral("3 5 6"));
    QCoreApplication::processEvents();
    QCOMPARE(steps->geometry(), stepsAt);
    QCOMPARE(dice->geometry(), diceAt);
    typeDice(dialog, QStringLiteral("2 6"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCoreApplication::processEvents();
    QCOMPARE(steps->geometry(), stepsAt);
    QCOMPARE(dice->geometry(), diceAt);
    auto *view = dialog.findChild<QLabel *>(QStringLiteral("stepsView"));
    QScrollBar *bar = qobject_cast<QScrollArea *>(view->parentWidget()->parentWidget())->verticalScrollBar();
    QCOMPARE(bar->maximum(), 0);
}

void TestShootingDialog::positionGoesWithTheShot()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Bowmen);

    auto *position = widget<QComboBox>(dialog, QStringLiteral("positionCombo"));
    auto *open = widget<QSpinBox>(dialog, QStringLiteral("openSpin"));
    auto *defended = widget<QSpinBox>(dialog, QStringLiteral("defendedSpin"));
    QVERIFY(!open->isEnabled());
    position->setCurrentIndex(position->count() - 1); // mixed
    QVERIFY(open->isEnabled());
    open->setValue(1);
    // Two stands given of three: core says what is wrong, and there is nothing to apply.
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Incomplete);
    QCOMPARE(dialog.stepsText(), QStringList{QStringLiteral(
                                     "The positions of Bowmen must share out its 3 stands left (they add up to 1).")});
    defended->setValue(2);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);

    typeDice(dialog, QStringLiteral("4 5 6"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(dialog.stepsText().first(),
             QStringLiteral("Position of Bowmen as the table shows it: 1 in the open, 2 defended, 0 fortified."));
    screenshot(dialog, QStringLiteral("shooting-mixed.png"));
    QCOMPARE(table.battle().unit(ids::Bowmen)->state.positions, (StandPositions{3, 0, 0}));
    clickApply(dialog);

    const auto &shoot = std::get<ShootAction>(table.controller().session().game().actions().constLast().input);
    QCOMPARE(shoot.targetPositions, std::optional<StandPositions>(StandPositions{1, 2, 0}));
    // The open stand went first; the defended ones stay where they are.
    const Unit *bowmen = table.battle().unit(ids::Bowmen);
    QCOMPARE(bowmen->state.standsLeft, 2);
    QCOMPARE(bowmen->state.positions, (StandPositions{0, 2, 0}));
}

void TestShootingDialog::unitThatHasShotSaysWhy()
{
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ShootAction shoot;
    shoot.shooters = {ShooterInput{ids::Archers, 3, 0, std::nullopt, false, std::nullopt}};
    shoot.target = ids::Bowmen;
    table.perform(shoot, {1, 1, 1});

    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    auto *archers = widget<QCheckBox>(dialog, named(QStringLiteral("shooterCheck_"), ids::Archers));
    QVERIFY(!archers->isEnabled());
    QVERIFY(!archers->isChecked());
    QCOMPARE(widget<QLabel>(dialog, named(QStringLiteral("shooterReason_"), ids::Archers))->text(),
             QStringLiteral("Archers - blue has already shot this turn."));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Incomplete);
    QCOMPARE(dialog.stepsText(), QStringList{QStringLiteral("Pick at least one unit to shoot.")});
    screenshot(dialog, QStringLiteral("shooting-has-shot.png"));
}

void TestShootingDialog::shootsAtChargers()
{
    TableGame table(demoSetup());
    // Anna's Halberdiers charge Ben's Bowmen in her Command phase; the Bowmen shoot at them.
    table.perform(ChargeAction{{ids::Halberdiers}, {ids::Bowmen}, true});
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Bowmen);
    auto *chargers = widget<QCheckBox>(dialog, QStringLiteral("atChargersCheck"));
    QVERIFY(chargers->isVisibleTo(&dialog));
    QVERIFY(chargers->isChecked());
    QVERIFY(dialog.atChargers());
    QVERIFY(widget<QCheckBox>(dialog, named(QStringLiteral("shooterCheck_"), ids::Bowmen))->isChecked());
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("targetCombo"))->currentData().toInt(), ids::Halberdiers);
    QVERIFY(!widget<QComboBox>(dialog, QStringLiteral("positionCombo"))->isEnabled());
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("modeNote"))->text(),
             QStringLiteral("Ben's units shoot at a unit charging them."));

    const qsizetype logged = table.actionsLogged();
    typeDice(dialog, QStringLiteral("4 5 6"));
    typeDice(dialog, QStringLiteral("1 2 3"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(dialog.stepsText().constLast(),
             QStringLiteral("All 3 hits count as struck in the first round of combat, those that removed stands too; "
                            "a charger is not driven back."));
    screenshot(dialog, QStringLiteral("shooting-chargers.png"));
    QCOMPARE(table.actionsLogged(), logged);
    clickApply(dialog);

    QCOMPARE(table.actionsLogged(), logged + 1);
    QUndoStack *undo = table.controller().undoStack();
    QCOMPARE(undo->text(undo->count() - 1), QStringLiteral("Shooting at charging Halberdiers"));
    const Unit *halberdiers = table.battle().unit(ids::Halberdiers);
    QCOMPARE(halberdiers->state.standsLeft, 2);
    QCOMPARE(halberdiers->state.hitsCarriedIntoCombat, 3);
    QCOMPARE(halberdiers->state.hitsTakenThisPhase, 0);
    QCOMPARE(table.battle().phase(), Phase::Command);
    // At chargers a unit has not used its own shooting for the turn.
    QVERIFY(!table.battle().unit(ids::Bowmen)->state.hasShot);

    // The toggle is a way back to the Shooting phase's own shooting, which core refuses now.
    ShootingDialog again(table.controller(), appDice, DiceMode::PlayerRolls, ids::Bowmen);
    again.setAtChargers(false);
    QVERIFY(!again.atChargers());
    QCOMPARE(widget<QLabel>(again, QStringLiteral("modeNote"))->text(), QStringLiteral("Anna's units shoot."));
    QVERIFY(again.findChild<QCheckBox *>(named(QStringLiteral("shooterCheck_"), ids::Archers)));
    QCOMPARE(again.stepsText(),
             QStringList{QStringLiteral("Shooting belongs to the Shooting phase; this is the Command phase.")});
    QCOMPARE(table.actionsLogged(), logged + 1);
}

void TestShootingDialog::cannonBounces()
{
    TableGame table(withArtillery());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, artilleryIds::Cannon);
    pickTarget(dialog, artilleryIds::Knights);

    auto *crossed = widget<QSpinBox>(dialog, named(QStringLiteral("crossedSpin_"), artilleryIds::Cannon));
    QVERIFY(crossed->isEnabled());
    QCOMPARE(crossed->minimum(), 0);
    QCOMPARE(crossed->maximum(), 2); // the stands of the Knights beyond the first
    crossed->setValue(1);
    // Two cannons, two attacks each and one more for the bounce.
    QCOMPARE(dialog.draft().pending()->count, 6);
    typeDice(dialog, QStringLiteral("4 4 4 1 1 1"));
    // No armour saves against a cannonball: the shot is done.
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(
        QStringLiteral("The cannonball bounces through 1 more stand of Knights: each cannon has 1 more attack.")));
    QVERIFY(dialog.stepsText().contains(QStringLiteral("No armour saves for Knights against Cannon.")));
    screenshot(dialog, QStringLiteral("shooting-cannon.png"));
    clickApply(dialog);

    const auto &shoot = std::get<ShootAction>(table.controller().session().game().actions().constLast().input);
    QCOMPARE(shoot.shooters.first().standsCrossed, 1);
    const Unit *knights = table.battle().unit(artilleryIds::Knights);
    QCOMPARE(knights->state.standsLeft, 2);
    QCOMPARE(knights->state.hitsTakenThisPhase, 3);
}

void TestShootingDialog::unitInThePathOfTheShot()
{
    TableGame table(withArtillery());
    table.endPhasesUntil(Phase::Shooting);
    // The Cannon fired at the Knights (and missed): its ball bounced on into the Bowmen behind them.
    ShootAction shot;
    shot.shooters = {ShooterInput{artilleryIds::Cannon, 2, 0, std::nullopt, false, std::nullopt}};
    shot.target = artilleryIds::Knights;
    table.perform(shot, {1, 1, 1, 1});

    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, artilleryIds::Cannon);
    auto *cannon = widget<QCheckBox>(dialog, named(QStringLiteral("shooterCheck_"), artilleryIds::Cannon));
    QVERIFY(!cannon->isEnabled());
    widget<QCheckBox>(dialog, QStringLiteral("targetInPathCheck"))->setChecked(true);
    // In the path it no longer matters that it has shot; arrows and Helblaster shots go no further.
    QVERIFY(cannon->isEnabled());
    QVERIFY(!widget<QCheckBox>(dialog, named(QStringLiteral("shooterCheck_"), artilleryIds::Helblaster))->isEnabled());
    QCOMPARE(widget<QLabel>(dialog, named(QStringLiteral("shooterReason_"), artilleryIds::Archers))->text(),
             QStringLiteral("Archers - blue: only cannonballs and bolts go on through to units behind the target."));
    // Friends may be in the path too.
    QVERIFY(widget<QComboBox>(dialog, QStringLiteral("targetCombo"))->findData(ids::Halberdiers) >= 0);
    pickTarget(dialog, artilleryIds::Bowmen);
    cannon->setChecked(true);
    auto *crossed = widget<QSpinBox>(dialog, named(QStringLiteral("crossedSpin_"), artilleryIds::Cannon));
    QCOMPARE(crossed->minimum(), 1);
    QCOMPARE(crossed->maximum(), 3);
    QCOMPARE(dialog.draft().pending()->count, 2); // one attack for each ball, for the one stand crossed
    typeDice(dialog, QStringLiteral("4 5"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(
        dialog.stepsText().first(),
        QStringLiteral("Cannon hits Bowmen in the path of its shot: one attack for every stand crossed, 2 in all."));
    screenshot(dialog, QStringLiteral("shooting-in-path.png"));
    clickApply(dialog);

    const auto &recorded = std::get<ShootAction>(table.controller().session().game().actions().constLast().input);
    QVERIFY(recorded.targetInPath);
    QCOMPARE(recorded.shooters.first().standsCrossed, 1);
    QCOMPARE(table.battle().unit(artilleryIds::Bowmen)->state.hitsAccumulated, 2);
}

void TestShootingDialog::attachedStandShootsWithItsOwnAttacks()
{
    // The Archers with a stand like the Salamanders: 2 attacks of its own, and its venom makes every
    // shot of the unit armour piercing.
    GameSetup setup = demoSetup();
    UnitProfile &archers = setup.rosters[Side::first()].units[1].profile;
    archers.attached = AttachedStand{.name = QStringLiteral("Salamanders"),
                                     .combatAttacks = 2,
                                     .shootingAttacks = 2,
                                     .rangeCm = 15,
                                     .traits = Trait::ArmourPiercing};
    ++archers.stands;
    TableGame table(setup);
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    auto *attached = widget<QCheckBox>(dialog, named(QStringLiteral("attachedCheck_"), ids::Archers));
    QVERIFY(attached->isChecked());
    QVERIFY(!dialog.findChild<QCheckBox *>(named(QStringLiteral("attachedCheck_"), ids::Bowmen)));
    // Five hits; the Knights' 4+ saves on 5+ against the venom.
    typeDice(dialog, QStringLiteral("6 6 6 6 6"));
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("Armour saves (Knights)"));
    typeDice(dialog, QStringLiteral("4 4 4 4 5"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(dialog.stepsText().value(0), QStringLiteral("Archers - blue: 4 stands shoot, 5 attacks."));
    clickApply(dialog);
    QVERIFY(std::get<ShootAction>(table.controller().session().game().actions().constLast().input)
                .shooters.first()
                .attachedShoots);
    QCOMPARE(table.battle().unit(ids::Knights)->state.hitsTakenThisPhase, 4);
}

void TestShootingDialog::bannerOfFortuneReRollsTheDice()
{
    GameSetup setup = demoSetup();
    setup.rosters[Side::first()].units[1].profile.magicItem = MagicItem::BannerOfFortune;
    TableGame table(setup);
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    // Only the unit that carries the banner is offered it.
    QVERIFY(!dialog.findChild<QCheckBox *>(named(QStringLiteral("fortuneCheck_"), ids::Bowmen)));
    auto *fortune = widget<QCheckBox>(dialog, named(QStringLiteral("fortuneCheck_"), ids::Archers));
    QVERIFY(!fortune->isChecked());

    // Three misses; ticked after the dice, the banner asks only for the re-roll.
    typeDice(dialog, QStringLiteral("1 1 1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    fortune->setChecked(true);
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Archers - blue)"));
    typeDice(dialog, QStringLiteral("6 6 5"));
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("Armour saves (Knights)"));
    typeDice(dialog, QStringLiteral("1 1 1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(QStringLiteral(
        "To hit (Archers - blue): 1 1 1, all rolled again with the Banner of Fortune: 6 6 5 — 3 hits.")));
    clickApply(dialog);

    const GameAction &recorded = table.controller().session().game().actions().constLast();
    QCOMPARE(recorded.dice, (QList<int>{1, 1, 1, 6, 6, 5, 1, 1, 1}));
    QVERIFY(std::get<ShootAction>(recorded.input).shooters.first().bannerOfFortune);
    QCOMPARE(table.battle().unit(ids::Knights)->state.standsLeft, 2);
    QVERIFY(table.battle().unit(ids::Archers)->state.magicItemSpent);
}

// Ben's Enchantress casts the classic Aerial Shield about herself; in Anna's next turn a box names
// her aura when the Knights are shot at, and ticked, their failed saves are rolled again.
void TestShootingDialog::aerialShieldAuraReRollsFailedSaves()
{
    constexpr UnitId Enchantress = 7;
    GameSetup setup = demoSetup();
    setup.rosters[Side::second()].units.append(rosterUnit(empireWizard(), 45));
    const Spell shield = auraSpell(QStringLiteral("Aerial Shield"), SpellTarget::FriendsInRange,
                                   SpellState::ReRollFailedShootingSaves, 0, 15);
    setup.spells[Side::second()] = {shield};
    TableGame table(setup);
    table.secondPlayerCastsAura(Enchantress, shield.name, Phase::Shooting);

    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    auto *aura = widget<QCheckBox>(dialog, named(QStringLiteral("auraCheck_"), Enchantress));
    QVERIFY(aura->text().contains(QStringLiteral("Wizard")));
    QVERIFY(!aura->isChecked());
    aura->setChecked(true);
    typeDice(dialog, QStringLiteral("6 6 6")); // three hits
    typeDice(dialog, QStringLiteral("1 1 4")); // the Knights' 4+: two fail and are rolled again
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    typeDice(dialog, QStringLiteral("4 1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    clickApply(dialog);
    const auto &recorded = std::get<ShootAction>(table.controller().session().game().actions().constLast().input);
    QCOMPARE(recorded.targetInAuraOf, QList<UnitId>{Enchantress});
    QCOMPARE(table.battle().unit(ids::Knights)->state.hitsAccumulated, 1);
}

void TestShootingDialog::oddsFollowTheForm_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<QString>("name");
    QTest::newRow("light") << QApplication::style()->standardPalette() << QStringLiteral("light");
    QTest::newRow("dark") << test::darkPalette() << QStringLiteral("dark");
}

// The odds before the dice are core's for the shot the form describes, follow every change of it,
// stay put once the dice come, and fold away, remembered.
void TestShootingDialog::oddsFollowTheForm()
{
    QFETCH(QPalette, palette);
    QFETCH(QString, name);
    const QPalette before = QApplication::palette();
    QApplication::setPalette(palette);
    TableGame table(demoSetup());
    table.endPhasesUntil(Phase::Shooting);
    ScriptedDiceSource appDice(QList<int>{});
    ShootingDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    pickTarget(dialog, ids::Knights);
    auto *odds = widget<OddsView>(dialog, QStringLiteral("oddsView"));
    const auto expected = [&] {
        return OddsText::shooting(shootingOddsOf(table.controller().battle(), *dialog.shot()).value());
    };
    QCOMPARE(odds->headline(), expected());
    // Archers (3 dice at 4+) at Knights (4+ saves): a stand only when all three get through, 1 in 64.
    QVERIFY2(odds->headline().startsWith(QStringLiteral("2% to remove a stand")), qPrintable(odds->headline()));
    const QString three = odds->headline();
    widget<QSpinBox>(dialog, named(QStringLiteral("standsSpin_"), ids::Archers))->setValue(1);
    QCOMPARE(odds->headline(), expected());
    QVERIFY(odds->headline() != three);
    widget<QSpinBox>(dialog, named(QStringLiteral("standsSpin_"), ids::Archers))->setValue(3);
    QCOMPARE(odds->headline(), three);
    // As the window opens it on a 1280×800 screen, the whole form in sight.
    dialog.resize(dialog.sizeHint().expandedTo(QSize(800, 720)));
    test::saveShot(dialog, qPrintable(QStringLiteral("resolver-odds-%1").arg(name)));
    // The dice do not change the odds before them.
    QVERIFY(dialog.enterDice(QStringLiteral("6 6 1")));
    QCOMPARE(odds->headline(), three);
    // Folded away, and so in the next resolver.
    odds->setFolded(true);
    QVERIFY(!odds->plot()->isVisibleTo(&dialog));
    ShootingDialog next(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
    QVERIFY(widget<OddsView>(next, QStringLiteral("oddsView"))->isFolded());
    widget<OddsView>(next, QStringLiteral("oddsView"))->setFolded(false);
    QApplication::setPalette(before);
}

QTEST_MAIN(TestShootingDialog)
#include "tst_shootingdialog.moc"
