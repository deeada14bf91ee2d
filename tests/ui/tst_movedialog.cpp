// SPDX-License-Identifier: GPL-3.0-or-later
// The moves players report, driven as a player drives them: a charge ticked in from the card's unit,
// the charged unit shooting at exactly its charger, and the combat round asking for the charge bonus
// on the dice; units the rules do not allow greyed with core's reason; a home back's die typed in; a
// confusion test; a character joining a unit.
// Set WM_MOVE_SCREENSHOT to a folder to get pictures of the dialog.

#include "tests/core/testgames.h"
#include "tests/ui/resolvertesting.h"

#include "ui/resolve/combatdialog.h"
#include "ui/resolve/movedialog.h"
#include "ui/resolve/shootingdialog.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

QListWidgetItem *itemFor(QListWidget *list, UnitId unit)
{
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).value<UnitId>() == unit)
            return list->item(i);
    }
    qFatal("no item for unit %d", unit);
}

// Ticks an item as a click on its check box does.
void tick(QListWidget *list, UnitId unit, bool on = true)
{
    QListWidgetItem *item = itemFor(list, unit);
    QVERIFY(item->flags() & Qt::ItemIsUserCheckable);
    item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
}

void screenshot(QWidget &dialog, const QString &name)
{
    const QString folder = qEnvironmentVariable("WM_MOVE_SCREENSHOT");
    if (folder.isEmpty())
        return;
    dialog.resize(dialog.sizeHint().expandedTo(QSize(760, 700)));
    dialog.show();
    QTest::qWait(50);
    dialog.grab().save(QDir(folder).filePath(name));
}

} // namespace

class TestMoveDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void chargeFromTheCardToTheChargeBonus();
    void refusedUnitsAreGreyedWithTheReason();
    void theUnitTickedIsInSight();
    void homeBackDieTypedIn();
    void confusionTestWithItsDie();
    void characterJoinsAUnit();
    void unitHisListKeepsHimOutOfIsGreyed();
    void homeBackAsksHowFarTheNearestCharacterIs();
    void unitLeavesTheTableWithItsReturnRoll();
    void loneCharacterMovedThroughIsSlain();
};

void TestMoveDialog::chargeFromTheCardToTheChargeBonus()
{
    TableGame table(demoSetup());
    ScriptedDiceSource appDice;

    // From the Halberdiers' card: it is ticked as a charger, on initiative (no order yet).
    MoveDialog charge(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::Charge, ids::Halberdiers);
    auto *chargers = widget<QListWidget>(charge, QStringLiteral("chargersList"));
    auto *charged = widget<QListWidget>(charge, QStringLiteral("chargedList"));
    QCOMPARE(itemFor(chargers, ids::Halberdiers)->checkState(), Qt::Checked);
    QVERIFY(widget<QRadioButton>(charge, QStringLiteral("chargeOnInitiative"))->isChecked());
    QVERIFY(!charge.applyButton()->isEnabled());
    // Knights have no bows: nobody is told to shoot at the charger.
    tick(charged, ids::Knights);
    QVERIFY(!charge.stepsText().join(QLatin1Char('\n')).contains(QStringLiteral("may shoot")));
    tick(charged, ids::Knights, false);
    tick(charged, ids::Bowmen);
    QCOMPARE(charge.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(
        charge.stepsText().join(QLatin1Char('\n')).contains(QStringLiteral("Bowmen may shoot at each charger once")));
    screenshot(charge, QStringLiteral("move-charge.png"));
    const qsizetype logged = table.actionsLogged();
    clickApply(charge);
    QCOMPARE(table.actionsLogged(), logged + 1);
    QVERIFY(table.battle().unit(ids::Halberdiers)->state.chargedThisTurn);
    QCOMPARE(table.battle().unit(ids::Bowmen)->state.chargedBy, QList<UnitId>{ids::Halberdiers});

    // The Bowmen shoot at their charger, the only target offered.
    ShootingDialog shoot(table.controller(), appDice, DiceMode::PlayerRolls, ids::Bowmen);
    QVERIFY(shoot.atChargers());
    auto *target = widget<QComboBox>(shoot, QStringLiteral("targetCombo"));
    QCOMPARE(target->currentData().toInt(), ids::Halberdiers);
    QCOMPARE(target->count(), 1); // the Archers did not charge: they are not offered
    typeDice(shoot, QStringLiteral("1 1 1"));
    QCOMPARE(shoot.draft().status(), ActionDraft::Status::Ready);
    clickApply(shoot);
    QCOMPARE(table.battle().unit(ids::Bowmen)->state.shotAtChargers, QList<UnitId>{ids::Halberdiers});

    // Into the combat round: the charge bonus is on the dice asked for, 3 stands × (3 + 1).
    table.endPhasesUntil(Phase::Combat);
    CombatDialog fight(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
    QCOMPARE(widget<QLabel>(fight, QStringLiteral("dice_3"))->text(), QStringLiteral("12 dice, hitting on 4+"));
    QVERIFY(widget<QLabel>(fight, QStringLiteral("modifiers_3"))
                ->text()
                .contains(QStringLiteral("Charging an enemy in the open +1")));
    QVERIFY(fight.dicePanel()->pendingText().contains(QStringLiteral("Halberdiers")));
}

void TestMoveDialog::theUnitTickedIsInSight()
{
    // A long army: the unit the charge was opened from, at the foot of the list, is scrolled to.
    GameSetup setup = demoSetup();
    for (int i = 0; i < 14; ++i)
        setup.rosters[Side::first()].units.append(rosterUnit(halberdiers(), 45, QStringLiteral("Spears %1").arg(i)));
    TableGame table(setup);
    const UnitId last = table.battle().army(Side::first()).constLast().id;
    ScriptedDiceSource appDice;
    MoveDialog charge(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::Charge, last);
    charge.show();
    QVERIFY(QTest::qWaitForWindowExposed(&charge));
    auto *chargers = widget<QListWidget>(charge, QStringLiteral("chargersList"));
    QListWidgetItem *item = itemFor(chargers, last);
    QCOMPARE(item->checkState(), Qt::Checked);
    QVERIFY(chargers->verticalScrollBar()->maximum() > 0); // the list does scroll
    QVERIFY(chargers->viewport()->rect().contains(chargers->visualItemRect(item)));
}

void TestMoveDialog::refusedUnitsAreGreyedWithTheReason()
{
    TableGame table(demoSetup());
    ScriptedDiceSource appDice;
    MoveDialog charge(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::Charge, ids::Archers);
    charge.setChargeOnInitiative(false);
    // No order has passed for any unit yet: none may charge "after an order".
    QListWidgetItem *archers = itemFor(widget<QListWidget>(charge, QStringLiteral("chargersList")), ids::Archers);
    QVERIFY(!(archers->flags() & Qt::ItemIsEnabled));
    QCOMPARE(archers->toolTip(),
             QStringLiteral("Archers - blue has had no order that passed this phase: a unit charges on "
                            "initiative or on an order that lets it move."));
    screenshot(charge, QStringLiteral("move-refused.png"));
    // After the General's order passes, the Archers may charge.
    table.perform(OrderAction{ids::AnnaGeneral, {ids::Archers}, 10, false, false, std::nullopt}, {2, 3});
    archers = itemFor(widget<QListWidget>(charge, QStringLiteral("chargersList")), ids::Archers);
    QVERIFY(archers->flags() & Qt::ItemIsUserCheckable);
}

void TestMoveDialog::homeBackDieTypedIn()
{
    // demoSetup has no flyer: the home back page says so with no flyer to pick, and nothing applies.
    TableGame table(demoSetup());
    ScriptedDiceSource appDice;
    MoveDialog move(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::HomeBack, std::nullopt);
    QCOMPARE(widget<QComboBox>(move, QStringLiteral("flyerCombo"))->count(), 0);
    QVERIFY(!move.applyButton()->isEnabled());
    QCOMPARE(move.stepsText().join(QLatin1Char(' ')), QStringLiteral("Pick the flyer that homes back."));
}

void TestMoveDialog::confusionTestWithItsDie()
{
    TableGame table(demoSetup());
    ScriptedDiceSource appDice;
    MoveDialog move(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::Confusion, ids::Knights);
    auto *cause = widget<QComboBox>(move, QStringLiteral("causeCombo"));
    cause->setCurrentIndex(cause->findData(int(ConfusionCause::DrivenIntoImpassable)));
    QCOMPARE(move.draft().status(), ActionDraft::Status::NeedsDice);
    typeDice(move, QStringLiteral("6"));
    QCOMPARE(move.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(move.stepsText().join(QLatin1Char(' ')).contains(QStringLiteral("Knights is confused")));
    screenshot(move, QStringLiteral("move-confusion.png"));
    clickApply(move);
    QCOMPARE(table.battle().unit(ids::Knights)->state.confusion, std::optional(ConfusionCause::DrivenIntoImpassable));
}

void TestMoveDialog::characterJoinsAUnit()
{
    TableGame table(demoSetup());
    ScriptedDiceSource appDice;
    MoveDialog move(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::Join, ids::AnnaGeneral);
    auto *joined = widget<QComboBox>(move, QStringLiteral("joinedCombo"));
    joined->setCurrentIndex(joined->findData(ids::Halberdiers));
    QCOMPARE(move.draft().status(), ActionDraft::Status::Ready);
    clickApply(move);
    QCOMPARE(table.battle().unit(ids::AnnaGeneral)->state.joinedUnit, std::optional<UnitId>(ids::Halberdiers));
}

void TestMoveDialog::unitHisListKeepsHimOutOfIsGreyed()
{
    // No character may join these Halberdiers (as the lists say of Harpies or Gnoblars): the unit is
    // shown greyed with core's reason and the dialog starts on a unit he may join.
    GameSetup setup = demoSetup();
    setup.rosters[Side::first()].units[2].profile.joining.noCharacters = true;
    TableGame table(setup);
    ScriptedDiceSource appDice;
    MoveDialog move(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::Join, ids::AnnaGeneral);
    auto *joined = widget<QComboBox>(move, QStringLiteral("joinedCombo"));
    const int halberdiers = joined->findData(ids::Halberdiers);
    QVERIFY(halberdiers >= 0);
    QCOMPARE(joined->itemData(halberdiers, Qt::UserRole - 1), QVariant(0));
    QCOMPARE(joined->itemData(halberdiers, Qt::ToolTipRole).toString(),
             QStringLiteral("No character may join Halberdiers: its army list says so."));
    QCOMPARE(joined->currentData().value<UnitId>(), ids::Archers);
}

void TestMoveDialog::homeBackAsksHowFarTheNearestCharacterIs()
{
    // Anna's Giant Eagles (unit 4) may home back only from more than 20 cm from every character: the
    // dialog asks the distance, core refuses 18 cm with its reason, and 25 cm homes back on a 3.
    GameSetup setup = demoSetup();
    setup.rosters[Side::first()].units.append(rosterUnit(giantEagles(), 80));
    TableGame table(setup);
    const UnitId eagles = 4;
    ScriptedDiceSource appDice;
    MoveDialog move(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::HomeBack, eagles);
    auto *distance = widget<QSpinBox>(move, QStringLiteral("nearestCharacterSpin"));
    QCOMPARE(distance->value(), -1);
    QCOMPARE(move.draft().status(), ActionDraft::Status::Incomplete);
    QCOMPARE(move.stepsText().join(QLatin1Char(' ')),
             QStringLiteral("Measure how far the flyer stands from the nearest character."));
    distance->setValue(18);
    QCOMPARE(move.draft().status(), ActionDraft::Status::Incomplete);
    QVERIFY(move.stepsText()
                .join(QLatin1Char(' '))
                .contains(QStringLiteral("a flyer homes back only from more than 20 cm away")));
    distance->setValue(25);
    screenshot(move, QStringLiteral("move-home-back.png"));
    QCOMPARE(move.draft().status(), ActionDraft::Status::NeedsDice);
    typeDice(move, QStringLiteral("3"));
    QCOMPARE(move.draft().status(), ActionDraft::Status::Ready);
    clickApply(move);
    QVERIFY(table.battle().unit(eagles)->state.homedBackThisTurn);
}

void TestMoveDialog::unitLeavesTheTableWithItsReturnRoll()
{
    // Warmaster: the Knights roll a D6 to return, typed in, and are off the table with the score.
    TableGame table(demoSetup());
    ScriptedDiceSource appDice;
    MoveDialog move(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::LeaveTable, ids::Knights);
    auto *leaver = widget<QComboBox>(move, QStringLiteral("leaverCombo"));
    QCOMPARE(leaver->currentData().value<UnitId>(), ids::Knights);
    // Characters are not offered: the return roll counts stands lost.
    QCOMPARE(leaver->findData(ids::AnnaGeneral), -1);
    QCOMPARE(move.draft().status(), ActionDraft::Status::NeedsDice);
    typeDice(move, QStringLiteral("5"));
    QCOMPARE(move.draft().status(), ActionDraft::Status::Ready);
    clickApply(move);
    QCOMPARE(table.battle().unit(ids::Knights)->state.offTableScore, std::optional(5));
}

void TestMoveDialog::loneCharacterMovedThroughIsSlain()
{
    TableGame table(demoSetup(RulesetId::Revolution));
    ScriptedDiceSource appDice;
    MoveDialog move(table.controller(), appDice, DiceMode::PlayerRolls, MoveDialog::Kind::MovedThrough,
                    ids::BenGeneral);
    auto *refuge = widget<QComboBox>(move, QStringLiteral("refugeCombo"));
    // He starts with no friend to join; the units of his own army are offered.
    QVERIFY(!refuge->currentData().isValid());
    QVERIFY(refuge->findData(ids::Bowmen) >= 0);
    QCOMPARE(refuge->findData(ids::Halberdiers), -1);
    QCOMPARE(move.draft().status(), ActionDraft::Status::Ready);
    clickApply(move);
    QCOMPARE(table.battle().unit(ids::BenGeneral)->state.destroyed, std::optional(DestroyedBy::MovedThrough));
}

QTEST_MAIN(TestMoveDialog)

#include "tst_movedialog.moc"
