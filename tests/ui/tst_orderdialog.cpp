// SPDX-License-Identifier: GPL-3.0-or-later
// The Orders resolver: the characters who may order and those who may not, the penalties shown
// before any dice, the distance typed in whole cm and its penalty in each ruleset, typed dice and what
// Apply records, blunders and malfunctions rolled at once, a bad entry, and Cancel.

#include "tests/core/testgames.h"
#include "tests/ui/resolvertesting.h"

#include "core/armies/armylists.h"
#include "core/limits.h"
#include "ui/resolve/orderdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>

using namespace wm;
using namespace wm::test;

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

QListWidgetItem *unitItem(const OrderDialog &dialog, UnitId id)
{
    auto *list = widget<QListWidget>(dialog, QStringLiteral("unitList"));
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toInt() == id)
            return list->item(i);
    }
    return nullptr;
}

void check(OrderDialog &dialog, UnitId id, bool on = true)
{
    QListWidgetItem *item = unitItem(dialog, id);
    QVERIFY(item);
    item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
}

bool characterEnabled(const OrderDialog &dialog, UnitId id)
{
    auto *combo = widget<QComboBox>(dialog, QStringLiteral("characterCombo"));
    const int index = combo->findData(id);
    auto *model = qobject_cast<QStandardItemModel *>(combo->model());
    return index >= 0 && model->item(index)->isEnabled();
}

void selectCharacter(OrderDialog &dialog, UnitId id)
{
    auto *combo = widget<QComboBox>(dialog, QStringLiteral("characterCombo"));
    combo->setCurrentIndex(combo->findData(id));
}

// The tests type every die: the app's dice are never asked for.
ScriptedDiceSource noAppDice(QList<int>{});

} // namespace

class TestOrderDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void preselectsTheCharacterOrTheUnit();
    void anEngagedUnitIsNeverTickedForThePlayer();
    void penaltiesShownBeforeAnyDice();
    void distanceTypedInWholeCm();
    void distancePenaltyFollowsTheRuleset();
    void typedDiceResolveAndApplyRecordsOneOrder();
    void failedOrderStopsTheCharacter();
    void generalsFailureEndsOrders();
    void ordersFollowTheirSequence();
    void blunderRolledAtOnceOnTheUnitChosen();
    void blunderFallsOnTheWholeBrigadeInWarmaster();
    void malfunctionRolledAtOnce();
    void badEntryIsRefusedAndChangesNothing();
    void cancelChangesNothing();
    void listRulesInTheOrderForm();
    void typingADistanceKeepsTheKeyboard();
    void orbAsksForTheReRollOnceABattle();
    void auraOfAnEnemyWizardIsAPenalty();
};

void TestOrderDialog::preselectsTheCharacterOrTheUnit()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    OrderDialog byHero(game.controller(), noAppDice, DiceMode::PlayerRolls, Hero);
    QCOMPARE(widget<QComboBox>(byHero, QStringLiteral("characterCombo"))->currentData().toInt(), Hero);
    QCOMPARE(widget<QLabel>(byHero, QStringLiteral("characterNote"))->text(),
             QStringLiteral("Hero orders units up to 60 cm away."));
    // Only the side whose turn it is: Anna's three characters, and none of Ben's.
    QCOMPARE(widget<QComboBox>(byHero, QStringLiteral("characterCombo"))->count(), 3);
    QCOMPARE(byHero.penaltyLines(),
             QStringList{QStringLiteral("Pick the unit to order, or up to four for a brigade.")});
    QVERIFY(!byHero.applyButton()->isEnabled());

    OrderDialog forArchers(game.controller(), noAppDice, DiceMode::PlayerRolls, Archers);
    QCOMPARE(widget<QComboBox>(forArchers, QStringLiteral("characterCombo"))->currentData().toInt(), General);
    QCOMPARE(unitItem(forArchers, Archers)->checkState(), Qt::Checked);
    QCOMPARE(forArchers.order()->units, QList<UnitId>{Archers});
    QCOMPARE(forArchers.draft().status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(forArchers.dicePanel()->pendingText().contains(QStringLiteral("Order (Archers - blue)")), true);
}

void TestOrderDialog::anEngagedUnitIsNeverTickedForThePlayer()
{
    // Opened from the Archers' card while they are engaged: they are said to be, and left unticked.
    // They are not refused: the sources say nothing of orders to a unit in combat.
    using namespace unitIds;
    TableGame game(commandSetup());
    CorrectionAction engaged;
    engaged.unit = Archers;
    engaged.engaged = true;
    game.perform(engaged);
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Archers);
    QListWidgetItem *item = unitItem(dialog, Archers);
    QVERIFY(item);
    QCOMPARE(item->text(), QStringLiteral("Archers - blue (engaged in combat)"));
    QCOMPARE(item->checkState(), Qt::Unchecked);
    QVERIFY(item->flags() & Qt::ItemIsUserCheckable);
    QCOMPARE(unitItem(dialog, Halberdiers)->text(), QStringLiteral("Halberdiers"));
}

void TestOrderDialog::penaltiesShownBeforeAnyDice()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    CorrectionAction lost;
    lost.unit = Archers;
    lost.positions = StandPositions{2, 0, 0};
    game.perform(lost);
    game.perform(OrderAction{General, {Archers}, 10, false, false, std::nullopt}, {3, 4});

    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    check(dialog, Archers);
    QCOMPARE(dialog.penaltyLines(),
             (QStringList{QStringLiteral("Command 9"), QStringLiteral("Second order this phase −1"),
                          QStringLiteral("1 stand lost −1"), QStringLiteral("Needs 7 or less")}));

    widget<QCheckBox>(dialog, QStringLiteral("enemyNearCheck"))->click();
    auto *distance = widget<QSpinBox>(dialog, QStringLiteral("distanceSpin"));
    distance->setValue(30);
    QCOMPARE(dialog.order()->distanceCm, 30);
    QCOMPARE(dialog.penaltyLines(),
             (QStringList{QStringLiteral("Command 9"), QStringLiteral("Distance 30 cm −1"),
                          QStringLiteral("Second order this phase −1"), QStringLiteral("Enemy within 20 cm −1"),
                          QStringLiteral("1 stand lost −1"), QStringLiteral("Needs 5 or less")}));
    widget<QCheckBox>(dialog, QStringLiteral("denseTerrainCheck"))->click();
    QCOMPARE(dialog.penaltyLines().constLast(), QStringLiteral("Needs 4 or less"));
    QVERIFY(dialog.penaltyLines().contains(QStringLiteral("In dense terrain −1")));
    // Nothing was rolled: the form alone.
    QVERIFY(!dialog.draft().hasDice());

    // A brigade: the worst of its units. In Warmaster a blunder's lasting penalty falls on every unit
    // of it, so there is no one to pick.
    auto *penaltyUnit = widget<QComboBox>(dialog, QStringLiteral("penaltyUnitCombo"));
    QVERIFY(penaltyUnit->isHidden());
    check(dialog, Halberdiers);
    QVERIFY(penaltyUnit->isHidden());
    QCOMPARE(dialog.order()->penaltyUnit, std::nullopt);
    saveShot(dialog, "orders-brigade");

    // In Revolution it falls on one unit of the player's choice.
    TableGame revolution(commandSetup(RulesetId::Revolution));
    OrderDialog choosing(revolution.controller(), noAppDice, DiceMode::PlayerRolls, General);
    check(choosing, Archers);
    auto *choice = widget<QComboBox>(choosing, QStringLiteral("penaltyUnitCombo"));
    QVERIFY(choice->isHidden());
    check(choosing, Halberdiers);
    QVERIFY(!choice->isHidden());
    QCOMPARE(choice->count(), 2);
    QCOMPARE(choosing.order()->penaltyUnit, std::optional<UnitId>(Archers));
}

void TestOrderDialog::distanceTypedInWholeCm()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    check(dialog, Archers);
    auto *distance = widget<QSpinBox>(dialog, QStringLiteral("distanceSpin"));
    QCOMPARE(distance->minimum(), 0);
    QCOMPARE(distance->maximum(), Limits::DistanceCm);
    QCOMPARE(distance->suffix(), QStringLiteral(" cm"));
    QCOMPARE(distance->value(), 0);
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("distancePenalty"))->text(), QStringLiteral("no penalty"));

    // Typed in from the keyboard, as measured.
    distance->setFocus();
    distance->selectAll();
    QTest::keyClicks(distance, QStringLiteral("47"));
    QCOMPARE(distance->value(), 47);
    QCOMPARE(dialog.order()->distanceCm, 47);
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("distancePenalty"))->text(), QStringLiteral("−2 Command"));
    QVERIFY(dialog.penaltyLines().contains(QStringLiteral("Distance 47 cm −2")));
    QTest::keyClick(distance, Qt::Key_Down);
    QCOMPARE(dialog.order()->distanceCm, 46);

    // The distance stays when another character is picked; beyond his reach core says why.
    selectCharacter(dialog, Hero);
    QCOMPARE(distance->value(), 46);
    distance->setValue(61);
    QCOMPARE(dialog.penaltyLines(),
             QStringList{QStringLiteral("Hero can order units up to 60 cm away (this one is 61 cm).")});
    QVERIFY(!dialog.applyButton()->isEnabled());
    selectCharacter(dialog, Wizard);
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("characterNote"))->text(),
             QStringLiteral("Wizard orders units up to 20 cm away."));
    distance->setValue(20);
    QCOMPARE(dialog.penaltyLines().constLast(), QStringLiteral("Needs 6 or less"));
}

void TestOrderDialog::distancePenaltyFollowsTheRuleset()
{
    using namespace unitIds;
    // 20 and 40 cm: Warmaster counts each full 20 cm, Revolution each 20 cm or part beyond the first.
    struct Row
    {
        RulesetId ruleset;
        int cm;
        QString label;
        QString needs;
    };
    const Row rows[] = {
        {RulesetId::Warmaster, 19, QStringLiteral("no penalty"), QStringLiteral("Needs 9 or less")},
        {RulesetId::Warmaster, 20, QStringLiteral("−1 Command"), QStringLiteral("Needs 8 or less")},
        {RulesetId::Warmaster, 40, QStringLiteral("−2 Command"), QStringLiteral("Needs 7 or less")},
        {RulesetId::Revolution, 20, QStringLiteral("no penalty"), QStringLiteral("Needs 9 or less")},
        {RulesetId::Revolution, 40, QStringLiteral("−1 Command"), QStringLiteral("Needs 8 or less")},
        {RulesetId::Revolution, 41, QStringLiteral("−2 Command"), QStringLiteral("Needs 7 or less")},
    };
    for (const Row &row : rows) {
        TableGame game(commandSetup(row.ruleset));
        OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
        check(dialog, Archers);
        widget<QSpinBox>(dialog, QStringLiteral("distanceSpin"))->setValue(row.cm);
        QCOMPARE(widget<QLabel>(dialog, QStringLiteral("distancePenalty"))->text(), row.label);
        QCOMPARE(dialog.penaltyLines().constLast(), row.needs);
    }
}

void TestOrderDialog::typedDiceResolveAndApplyRecordsOneOrder()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    const qsizetype logged = game.actionsLogged();
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    check(dialog, Archers);
    typeDice(dialog, QStringLiteral("3 4"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(dialog.stepsText(),
             (QStringList{QStringLiteral("General orders Archers - blue."), QStringLiteral("Command 9"),
                          QStringLiteral("Needs 9 or less"), QStringLiteral("Rolled 3 + 4 = 7"),
                          QStringLiteral("Passed (7, needed 9 or less): move.")}));
    saveShot(dialog, "orders-passed");
    // Nothing is recorded before Apply.
    QCOMPARE(game.actionsLogged(), logged);
    QCOMPARE(game.battle().unit(Archers)->state.ordersThisPhase, 0);

    clickApply(dialog);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(game.actionsLogged(), logged + 1);
    QUndoStack *undo = game.controller().undoStack();
    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->text(0), QStringLiteral("Order from General to Archers - blue"));
    QCOMPARE(game.battle().unit(Archers)->state.ordersThisPhase, 1);
    QCOMPARE(game.battle().unit(Archers)->state.orderedBy, std::optional<UnitId>(General));
    QVERIFY(game.battle().commandPhase().ordersStarted);
}

void TestOrderDialog::failedOrderStopsTheCharacter()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    {
        OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Hero);
        check(dialog, Halberdiers);
        typeDice(dialog, QStringLiteral("5 5"));
        QVERIFY(dialog.stepsText().contains(QStringLiteral("Failed (10, needed 8 or less): no move.")));
        QVERIFY(dialog.stepsText().contains(QStringLiteral("Hero gives no more orders this phase.")));
        clickApply(dialog);
    }
    QCOMPARE(game.actionsLogged(), 1);
    QVERIFY(game.battle().commandPhase().charactersStopped.contains(Hero));

    // The Hero is shown, with the reason, and cannot be picked; the General is picked instead.
    OrderDialog again(game.controller(), noAppDice, DiceMode::PlayerRolls, Hero);
    QVERIFY(!characterEnabled(again, Hero));
    QVERIFY(characterEnabled(again, General));
    QCOMPARE(widget<QComboBox>(again, QStringLiteral("characterCombo"))->currentData().toInt(), General);
    QVERIFY(widget<QLabel>(again, QStringLiteral("characterNote"))
                ->text()
                .contains(QStringLiteral("Hero failed an order and gives no more this phase.")));
    // The Halberdiers had their order from the Hero: no one else may order them.
    QCOMPARE(unitItem(again, Halberdiers)->text(),
             QStringLiteral("Halberdiers already had an order from another character this phase."));
    QVERIFY(!(unitItem(again, Halberdiers)->flags() & Qt::ItemIsEnabled));

    // Undone behind the dialog: the Hero may order again.
    game.controller().undoStack()->undo();
    QVERIFY(characterEnabled(again, Hero));
    QVERIFY(unitItem(again, Halberdiers)->flags() & Qt::ItemIsEnabled);
}

// FACTS §1.3: the General who moved on from the Archers may not return to them, and once the Hero
// begins the General has finished; both are shown greyed with the reason.
void TestOrderDialog::ordersFollowTheirSequence()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    game.perform(OrderAction{General, {Archers}, 10, false, false, std::nullopt}, {2, 2});
    game.perform(OrderAction{General, {Halberdiers}, 10, false, false, std::nullopt}, {2, 2});
    {
        OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
        QCOMPARE(unitItem(dialog, Archers)->text(),
                 QStringLiteral("General has moved on from Archers - blue: a character may not return to a unit he "
                                "has left."));
        QVERIFY(!(unitItem(dialog, Archers)->flags() & Qt::ItemIsEnabled));
        QVERIFY(unitItem(dialog, Halberdiers)->flags() & Qt::ItemIsEnabled);
        // The reason keeps to its row's one line, the whole of it in the tooltip: every row is as
        // tall as the next, so a reason that comes or goes moves no row.
        QCOMPARE(unitItem(dialog, Archers)->toolTip(), unitItem(dialog, Archers)->text());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *list = widget<QListWidget>(dialog, QStringLiteral("unitList"));
        for (int i = 1; i < list->count(); ++i)
            QCOMPARE(list->visualItemRect(list->item(i)).height(), list->visualItemRect(list->item(0)).height());
    }
    game.perform(OrderAction{Hero, {SteamTank}, 10, false, false, std::nullopt}, {2, 2});
    // Opened with no card chosen, the form offers the character giving orders now.
    OrderDialog fresh(game.controller(), noAppDice, DiceMode::PlayerRolls, std::nullopt);
    QCOMPARE(widget<QComboBox>(fresh, QStringLiteral("characterCombo"))->currentData().toInt(), Hero);
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    QVERIFY(!characterEnabled(dialog, General));
    QVERIFY(widget<QLabel>(dialog, QStringLiteral("characterNote"))
                ->text()
                .contains(QStringLiteral("General has finished his orders")));
}

void TestOrderDialog::generalsFailureEndsOrders()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    {
        OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
        check(dialog, Archers);
        typeDice(dialog, QStringLiteral("66"));
        QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
        QVERIFY(dialog.stepsText().contains(QStringLiteral("Double six for the General: no move at all.")));
        clickApply(dialog);
    }
    QVERIFY(game.battle().commandPhase().generalFailed);

    OrderDialog after(game.controller(), noAppDice, DiceMode::PlayerRolls, Hero);
    for (UnitId id : {General, Hero, Wizard})
        QVERIFY(!characterEnabled(after, id));
    QCOMPARE(widget<QComboBox>(after, QStringLiteral("characterCombo"))->currentIndex(), -1);
    QCOMPARE(widget<QLabel>(after, QStringLiteral("characterNote"))->text(),
             QStringLiteral("The General failed an order: no more orders this phase."));
    QCOMPARE(after.penaltyLines(), QStringList{QStringLiteral("Pick the character who gives the order.")});
    QVERIFY(!after.applyButton()->isEnabled());
}

void TestOrderDialog::blunderRolledAtOnceOnTheUnitChosen()
{
    using namespace unitIds;
    TableGame game(commandSetup(RulesetId::Revolution));
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
    check(dialog, Archers);
    check(dialog, Halberdiers);
    auto *penaltyUnit = widget<QComboBox>(dialog, QStringLiteral("penaltyUnitCombo"));
    penaltyUnit->setCurrentIndex(penaltyUnit->findData(Halberdiers));
    QCOMPARE(dialog.order()->penaltyUnit, std::optional<UnitId>(Halberdiers));

    typeDice(dialog, QStringLiteral("6 6"));
    // The blunder table is rolled at once, as part of the same order.
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(dialog.draft().pending()->purpose, RollPurpose::Blunder);
    // Said as it happens, before the blunder die is asked for.
    QVERIFY2(dialog.stepsText().contains(QStringLiteral("Rolled 6 + 6 = 12.")),
             qPrintable(dialog.stepsText().join(u'|')));
    QVERIFY2(dialog.stepsText().contains(QStringLiteral("Blunder! A die on the blunder table says what happens.")),
             qPrintable(dialog.stepsText().join(u'|')));
    typeDice(dialog, QStringLiteral("1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Double six: a D6 on Blunder (Warmaster Revolution) shows 1.")));
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Halberdiers now has −1 Command for the rest of the game.")));
    QVERIFY(
        !dialog.stepsText().contains(QStringLiteral("Archers - blue now has −1 Command for the rest of the game.")));
    saveShot(dialog, "orders-blunder");
    clickApply(dialog);

    QCOMPARE(game.actionsLogged(), 1);
    QCOMPARE(game.controller().undoStack()->count(), 1);
    QCOMPARE(game.controller().undoStack()->text(0), QStringLiteral("Order from Wizard to a brigade"));
    QCOMPARE(game.battle().unit(Halberdiers)->state.permanentCommandPenalty, 1);
    QCOMPARE(game.battle().unit(Archers)->state.permanentCommandPenalty, 0);
    QVERIFY(game.battle().commandPhase().charactersStopped.contains(Wizard));
}

void TestOrderDialog::blunderFallsOnTheWholeBrigadeInWarmaster()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
    check(dialog, Archers);
    check(dialog, Halberdiers);
    QVERIFY(widget<QComboBox>(dialog, QStringLiteral("penaltyUnitCombo"))->isHidden());
    typeDice(dialog, QStringLiteral("6 6"));
    typeDice(dialog, QStringLiteral("1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Double six: a D6 on Blunder (Warmaster) shows 1.")));
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Archers - blue now has −1 Command for the rest of the game.")));
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Halberdiers now has −1 Command for the rest of the game.")));
    clickApply(dialog);
    QCOMPARE(game.battle().unit(Halberdiers)->state.permanentCommandPenalty, 1);
    QCOMPARE(game.battle().unit(Archers)->state.permanentCommandPenalty, 1);
}

void TestOrderDialog::malfunctionRolledAtOnce()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, SteamTank);
    QCOMPARE(unitItem(dialog, SteamTank)->checkState(), Qt::Checked);
    typeDice(dialog, QStringLiteral("6 6"));
    QCOMPARE(dialog.draft().pending()->purpose, RollPurpose::Malfunction);
    typeDice(dialog, QStringLiteral("2"));
    QVERIFY(dialog.stepsText().contains(
        QStringLiteral("Malfunction 2, No shooting: It does not move and cannot shoot this turn.")));
    clickApply(dialog);
    QCOMPARE(game.actionsLogged(), 1);
    QVERIFY(game.battle().unit(SteamTank)->state.cannotShootThisTurn);
    QVERIFY(game.battle().commandPhase().generalFailed);
}

void TestOrderDialog::badEntryIsRefusedAndChangesNothing()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    check(dialog, Archers);
    typeDice(dialog, QStringLiteral("7 3"));
    QCOMPARE(dialog.dicePanel()->error(), QStringLiteral("Die 1 shows 7, but a die shows 1 to 6."));
    typeDice(dialog, QStringLiteral("3"));
    QCOMPARE(dialog.dicePanel()->error(), QStringLiteral("Order (Archers - blue) needs 2 dice, but 1 face was typed."));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QVERIFY(!dialog.draft().hasDice());
    QVERIFY(!dialog.applyButton()->isEnabled());
    QVERIFY(!dialog.apply());
    QCOMPARE(game.actionsLogged(), 0);
    QCOMPARE(game.controller().undoStack()->count(), 0);
}

void TestOrderDialog::cancelChangesNothing()
{
    using namespace unitIds;
    TableGame game(commandSetup());
    const Unit before = *game.battle().unit(Archers);
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Hero);
    check(dialog, Archers);
    typeDice(dialog, QStringLiteral("6 6"));
    typeDice(dialog, QStringLiteral("1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    // Closed another way, with the window's close button: the same.
    OrderDialog closed(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    check(closed, Archers);
    typeDice(closed, QStringLiteral("3 4"));
    closed.show();
    closed.close();
    QCOMPARE(closed.result(), int(QDialog::Rejected));
    QCOMPARE(game.actionsLogged(), 0);
    QCOMPARE(game.controller().undoStack()->count(), 0);
    QCOMPARE(*game.battle().unit(Archers), before);
    QVERIFY(!game.battle().commandPhase().ordersStarted);
}

void TestOrderDialog::listRulesInTheOrderForm()
{
    // Classic Orc Trolls take -1 on every order, shown with the other penalties; a Giant's going
    // wild on a failed order is put to the players beside the form.
    const ArmyLists lists = ArmyLists::builtIn().value();
    const ArmyList *orcs = lists.find(RulesetId::Warmaster, QStringLiteral("orc"));
    QVERIFY(orcs);
    GameSetup setup = demoSetup(RulesetId::Warmaster);
    setup.rosters[Side::first()].units = {rosterUnit(empireGeneral(), 125),
                                          rosterUnit(orcs->unitByName(u"Trolls"_qs)->profile, 110),
                                          rosterUnit(orcs->unitByName(u"Giant"_qs)->profile, 150)};
    TableGame game(setup);
    OrderDialog trolls(game.controller(), noAppDice, DiceMode::PlayerRolls, 2);
    QCOMPARE(trolls.penaltyLines(),
             (QStringList{QStringLiteral("Command 9"), QStringLiteral("Special rule of Trolls −1"),
                          QStringLiteral("Needs 8 or less")}));
    QVERIFY(trolls.reminderLines().isEmpty());

    OrderDialog giant(game.controller(), noAppDice, DiceMode::PlayerRolls, 3);
    QCOMPARE(giant.reminderLines().size(), 1);
    QVERIFY(giant.reminderLines().first().startsWith(QStringLiteral("Giant: ")));
    QVERIFY(widget<QLabel>(giant, QStringLiteral("ruleReminders"))->isVisibleTo(&giant));
    saveShot(giant, "order-giant-reminder");

    // Revolution Trolls: the distance penalty beside the field is the doubled one the order takes.
    const ArmyList *revolutionOrcs = lists.find(RulesetId::Revolution, QStringLiteral("orcs"));
    GameSetup revolution = demoSetup(RulesetId::Revolution);
    revolution.rosters[Side::first()].units = {rosterUnit(empireGeneral(), 125),
                                               rosterUnit(revolutionOrcs->unitByName(u"Trolls"_qs)->profile, 110)};
    TableGame second(revolution);
    OrderDialog far(second.controller(), noAppDice, DiceMode::PlayerRolls, 2);
    widget<QSpinBox>(far, QStringLiteral("distanceSpin"))->setValue(40);
    // It says why it is not the table's −1.
    QCOMPARE(widget<QLabel>(far, QStringLiteral("distancePenalty"))->text(),
             QStringLiteral("−2 Command (doubled for Trolls)"));
    QVERIFY(far.penaltyLines().contains(QStringLiteral("Distance 40 cm −2")));
}

void TestOrderDialog::typingADistanceKeepsTheKeyboard()
{
    // "40" typed into the distance: the "4" already completes the order, and the dice wait; the "0"
    // must still reach the distance, not the dice.
    using namespace unitIds;
    TableGame game(commandSetup());
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Archers);
    dialog.show();
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *distance = widget<QSpinBox>(dialog, QStringLiteral("distanceSpin"));
    distance->setFocus();
    distance->selectAll();
    // Each key goes where the keyboard is when it is pressed, as at the table.
    for (const char key : {'4', '0'})
        QTest::keyClick(QApplication::focusWidget(), key);
    QCOMPARE(distance->value(), 40);
    QCOMPARE(dialog.order()->distanceCm, 40);
}

QTEST_MAIN(TestOrderDialog)
#include "tst_orderdialog.moc"

namespace {

GameSetup withGeneralsItem(MagicItem item)
{
    GameSetup setup = commandSetup();
    setup.rosters[Side::first()].units[0].profile.magicItem = item;
    return setup;
}

} // namespace

// The Orb's box shows only for the General while it works; ticked after a failed roll, the same dice
// stay and only the re-roll is asked for.
void TestOrderDialog::orbAsksForTheReRollOnceABattle()
{
    using namespace unitIds;
    TableGame game(withGeneralsItem(MagicItem::OrbOfMajesty));
    {
        OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
        auto *orb = widget<QCheckBox>(dialog, QStringLiteral("orbCheck"));
        QVERIFY(!orb->isHidden());
        QVERIFY(widget<QCheckBox>(dialog, QStringLiteral("crownCheck"))->isHidden());
        check(dialog, Archers);
        typeDice(dialog, QStringLiteral("5 6"));
        QVERIFY(dialog.stepsText().contains(QStringLiteral("Failed (11, needed 9 or less): no move.")));
        orb->setChecked(true);
        QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
        typeDice(dialog, QStringLiteral("3 4"));
        QVERIFY(
            dialog.stepsText().contains(QStringLiteral("Passed with the Orb of Majesty (7, needed 8 or less): move.")));
        clickApply(dialog);
    }
    QVERIFY(game.battle().unit(General)->state.deviceSpent);
    QVERIFY(game.battle().commandPhase().mayOrder(General));
    OrderDialog again(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    QVERIFY(widget<QCheckBox>(again, QStringLiteral("orbCheck"))->isHidden());
    // The Hero carries no device: no box for him either.
    selectCharacter(again, Hero);
    QVERIFY(widget<QCheckBox>(again, QStringLiteral("orbCheck"))->isHidden());
}

// An enemy wizard with Sand Storm about him: a box for him, and ticked, his -1 in the penalties.
void TestOrderDialog::auraOfAnEnemyWizardIsAPenalty()
{
    using namespace unitIds;
    constexpr UnitId EnemyWizard = 9;
    GameSetup setup = commandSetup();
    setup.rosters[Side::second()].units.append(rosterUnit(empireWizard(), 45));
    const Spell storm =
        auraSpell(QStringLiteral("Sand Storm"), SpellTarget::EnemiesInRange, SpellState::OrderPenalty, -1, 30);
    setup.spells[Side::second()] = {storm};
    TableGame game(setup);
    {
        OrderDialog none(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
        QVERIFY(!none.findChild<QCheckBox *>(QStringLiteral("auraCheck9")));
    }
    // Ben's wizard casts it in his turn; in Anna's next turn it reaches her orders.
    game.secondPlayerCastsAura(EnemyWizard, storm.name, Phase::Command);
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, General);
    check(dialog, Archers);
    auto *box = widget<QCheckBox>(dialog, QStringLiteral("auraCheck9"));
    QVERIFY(box->text().contains(QStringLiteral("Sand Storm")));
    QVERIFY(dialog.penaltyLines().contains(QStringLiteral("Needs 9 or less")));
    box->setChecked(true);
    QCOMPARE(dialog.order()->inAuraOf, QList<UnitId>{EnemyWizard});
    QVERIFY2(dialog.penaltyLines().contains(QStringLiteral("Needs 8 or less")),
             qPrintable(dialog.penaltyLines().join(u'|')));
}
