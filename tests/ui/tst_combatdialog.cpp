// SPDX-License-Identifier: GPL-3.0-or-later
// The Combat resolver driven as a player drives it, with typed dice: the engagement it starts with,
// the dice core gives each unit, a bad entry refused, the round's result and the choices the rules
// allow, a fall back roll, Apply recording one undoable action, a pursuit into a second round, the
// Banner of Fortune's re-roll and a wizard's aura against terror.
// Set WM_COMBAT_SCREENSHOT to a folder to get pictures of the dialog.

#include "tests/core/testgames.h"
#include "tests/ui/resolvertesting.h"

#include "ui/resolve/combatdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

// Anna's Halberdiers have charged Ben's Knights; it is her Combat phase.
void chargeAndFight(TableGame &table)
{
    table.perform(ChargeAction{{ids::Halberdiers}, {ids::Knights}, true});
    table.endPhasesUntil(Phase::Combat);
}

QString text(const QWidget &dialog, const QString &label)
{
    return widget<QLabel>(dialog, label)->text();
}

// The round of the sources' kind: Halberdiers 12 dice (4 hits), Knights 9 (6 hits); the Knights save
// 2 on 4+, the Halberdiers 1 on 6+. The Knights win 5 to 2 and the Halberdiers retreat 3 cm.
void rollFirstRound(CombatDialog &dialog)
{
    typeDice(dialog, QStringLiteral("6 6 5 4 1 1 1 1 2 2 3 3"));
    typeDice(dialog, QStringLiteral("666554111"));
    typeDice(dialog, QStringLiteral("4511"));
    typeDice(dialog, QStringLiteral("611111"));
}

void screenshot(CombatDialog &dialog, const QString &name)
{
    const QString folder = qEnvironmentVariable("WM_COMBAT_SCREENSHOT");
    if (folder.isEmpty())
        return;
    dialog.show();
    dialog.resize(dialog.sizeHint().expandedTo(QSize(1100, 900)));
    QTest::qWait(50);
    dialog.grab().save(QDir(folder).filePath(name));
}

} // namespace

class TestCombatDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void startsWithTheEngagement();
    void opensOnTheNextEngagementWithItsUnits();
    void eachUnitFightsTheEnemyItCharged();
    void diceFollowTheToggles();
    void severalEnemies();
    void badEntryChangesNothing();
    void roundThenChoicesThenApply();
    void fallBackIsRolledAfterTheChoice();
    void pursuitLeadsToASecondRound();
    void bannerOfFortuneAsksForTheReRoll();
    void attachedStandFightsWithItsOwnAttacks();
    void tranquilityAuraIgnoresTerror();
    void maximisedStaysPutAfterRollAll();
};

void TestCombatDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestCombatDialog::startsWithTheEngagement()
{
    TableGame table(demoSetup());
    chargeAndFight(table);
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);

    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_3"))->isChecked());
    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_5"))->isChecked());
    QVERIFY(!widget<QGroupBox>(dialog, QStringLiteral("combatUnit_2"))->isChecked());
    QVERIFY(!widget<QGroupBox>(dialog, QStringLiteral("combatUnit_6"))->isChecked());
    // Units not engaged wait behind "Show units not in combat"; characters join, they do not fight.
    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_2"))->isHidden());
    QVERIFY(!dialog.findChild<QGroupBox *>(QStringLiteral("combatUnit_1")));
    widget<QCheckBox>(dialog, QStringLiteral("showAllUnits"))->setChecked(true);
    QVERIFY(!widget<QGroupBox>(dialog, QStringLiteral("combatUnit_2"))->isHidden());

    // The side whose turn it is comes first.
    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("activeSide"))->title().startsWith(QStringLiteral("Anna")));
    QCOMPARE(widget<QSpinBox>(dialog, QStringLiteral("fightingStands_3"))->value(), 3);
    QCOMPARE(text(dialog, QStringLiteral("dice_3")), QStringLiteral("12 dice, hitting on 4+"));
    QCOMPARE(text(dialog, QStringLiteral("dice_5")), QStringLiteral("9 dice, hitting on 4+"));
    QVERIFY(text(dialog, QStringLiteral("modifiers_3")).contains(QStringLiteral("Charging an enemy in the open +1")));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(dialog.dicePanel()->pendingText().contains(QStringLiteral("Halberdiers")), true);
    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("resultBox"))->isHidden());
    QVERIFY(!dialog.applyButton()->isEnabled());
}

namespace {

// Two fights: Anna's Halberdiers charged Ben's Knights, her Archers his Bowmen; it is her Combat phase.
void twoFights(TableGame &table)
{
    table.perform(ChargeAction{{ids::Halberdiers}, {ids::Knights}, true});
    table.perform(ChargeAction{{ids::Archers}, {ids::Bowmen}, true});
    table.endPhasesUntil(Phase::Combat);
}

QList<UnitId> ticked(const QWidget &dialog)
{
    QList<UnitId> units;
    for (UnitId id : {ids::Archers, ids::Halberdiers, ids::Knights, ids::Bowmen}) {
        if (widget<QGroupBox>(dialog, QStringLiteral("combatUnit_%1").arg(id))->isChecked())
            units.append(id);
    }
    return units;
}

} // namespace

void TestCombatDialog::opensOnTheNextEngagementWithItsUnits()
{
    TableGame table(demoSetup());
    twoFights(table);
    ScriptedDiceSource appDice;
    {
        // From the Archers: their fight and nothing else, the other fight's units out of sight.
        CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Archers);
        QCOMPARE(ticked(dialog), (QList<UnitId>{ids::Archers, ids::Bowmen}));
        QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_3"))->isHidden());
        QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_5"))->isHidden());
        auto *choice = widget<QComboBox>(dialog, QStringLiteral("engagementChoice"));
        QCOMPARE(choice->count(), 2);
        // The fights in the order of Anna's army, whose turn it is.
        QCOMPARE(choice->currentIndex(), 0);
        QCOMPARE(choice->itemText(1), QStringLiteral("Halberdiers against Knights"));
        // The other fight chosen: its units instead.
        choice->setCurrentIndex(1);
        Q_EMIT choice->activated(1);
        QCOMPARE(ticked(dialog), (QList<UnitId>{ids::Halberdiers, ids::Knights}));
        QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_2"))->isHidden());
        QVERIFY(dialog.dicePanel()->pendingText().contains(QStringLiteral("Halberdiers")));
    }
    {
        // Without a unit: the first fight of the army whose turn it is.
        CombatDialog first(table.controller(), appDice, DiceMode::PlayerRolls, std::nullopt);
        QCOMPARE(ticked(first), (QList<UnitId>{ids::Archers, ids::Bowmen}));
        // From the Halberdiers, theirs: fought to its end.
        CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
        QCOMPARE(ticked(dialog), (QList<UnitId>{ids::Halberdiers, ids::Knights}));
        rollFirstRound(dialog);
        widget<QRadioButton>(dialog, QStringLiteral("choice_5_stand"))->click();
        clickApply(dialog);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    // That fight is over: opened again from the Halberdiers, the dialog offers the one left.
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
    QCOMPARE(ticked(dialog), (QList<UnitId>{ids::Archers, ids::Bowmen}));
    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_3"))->isHidden());
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("engagementChoice"))->count(), 1);
}

void TestCombatDialog::eachUnitFightsTheEnemyItCharged()
{
    TableGame table(demoSetup());
    twoFights(table);
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
    // The players put all four in one fight: each still fights the enemy it touches first.
    widget<QCheckBox>(dialog, QStringLiteral("showAllUnits"))->setChecked(true);
    widget<QGroupBox>(dialog, QStringLiteral("combatUnit_2"))->setChecked(true);
    widget<QGroupBox>(dialog, QStringLiteral("combatUnit_6"))->setChecked(true);
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("target_2"))->currentData().value<UnitId>(), ids::Bowmen);
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("target_3"))->currentData().value<UnitId>(), ids::Knights);
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("target_5"))->currentData().value<UnitId>(), ids::Halberdiers);
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("target_6"))->currentData().value<UnitId>(), ids::Archers);
    // A choice the player makes stays.
    auto *target = widget<QComboBox>(dialog, QStringLiteral("target_2"));
    target->setCurrentIndex(target->findData(ids::Knights));
    QCOMPARE(target->currentData().value<UnitId>(), ids::Knights);
}

void TestCombatDialog::diceFollowTheToggles()
{
    TableGame table(demoSetup());
    chargeAndFight(table);
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);

    auto *sideOrRear = widget<QCheckBox>(dialog, QStringLiteral("sideOrRear_5"));
    QCOMPARE(sideOrRear->text(), QStringLiteral("Enemy at its side or rear (\u22121)"));
    sideOrRear->setChecked(true);
    QCOMPARE(text(dialog, QStringLiteral("dice_5")), QStringLiteral("6 dice, hitting on 4+"));

    auto *pursuing = widget<QCheckBox>(dialog, QStringLiteral("pursuing_3"));
    QCOMPARE(pursuing->text(), QStringLiteral("Pursuing (+1)"));
    widget<QSpinBox>(dialog, QStringLiteral("enemyRetreatedCm_3"))->setValue(7);
    QCOMPARE(pursuing->text(), QStringLiteral("Pursuing (+3)"));
    pursuing->setChecked(true);
    // 3 attacks, +1 charging, +1 pursuing, +2 for the 7 cm: 7 dice a stand.
    QCOMPARE(text(dialog, QStringLiteral("dice_3")), QStringLiteral("21 dice, hitting on 4+"));

    widget<QSpinBox>(dialog, QStringLiteral("fightingStands_3"))->setValue(2);
    widget<QSpinBox>(dialog, QStringLiteral("supportingStands_3"))->setValue(1);
    auto *character = widget<QComboBox>(dialog, QStringLiteral("character_3"));
    character->setCurrentIndex(character->findData(ids::AnnaGeneral));
    QCOMPARE(text(dialog, QStringLiteral("dice_3")), QStringLiteral("16 dice, hitting on 4+"));
    QVERIFY(text(dialog, QStringLiteral("modifiers_3")).contains(QStringLiteral("General +2")));
    QCOMPARE(table.actionsLogged(), 3);
}

void TestCombatDialog::severalEnemies()
{
    TableGame table(demoSetup());
    table.perform(ChargeAction{{ids::Halberdiers}, {ids::Knights, ids::Bowmen}, true});
    table.endPhasesUntil(Phase::Combat);
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);

    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("combatUnit_6"))->isChecked());
    // The Halberdiers choose whom they fight; the Knights and Bowmen have only them to fight.
    auto *target = widget<QComboBox>(dialog, QStringLiteral("target_3"));
    QVERIFY(!target->isHidden());
    QCOMPARE(target->count(), 2);
    QVERIFY(widget<QComboBox>(dialog, QStringLiteral("target_5"))->isHidden());
    QCOMPARE(text(dialog, QStringLiteral("dice_3")), QStringLiteral("12 dice at Knights, hitting on 4+"));
    target->setCurrentIndex(target->findData(ids::Bowmen));
    QCOMPARE(text(dialog, QStringLiteral("dice_3")), QStringLiteral("12 dice at Bowmen, hitting on 4+"));
    QCOMPARE(text(dialog, QStringLiteral("dice_6")), QStringLiteral("9 dice, hitting on 4+"));
    QVERIFY(dialog.dicePanel()->pendingText().contains(QStringLiteral("Halberdiers")));
    screenshot(dialog, QStringLiteral("combat-several.png"));

    // Unticking every unit of a side leaves nothing to fight, and says so.
    widget<QGroupBox>(dialog, QStringLiteral("combatUnit_3"))->setChecked(false);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Incomplete);
    QVERIFY(dialog.stepsText().join(QLatin1Char(' ')).contains(QStringLiteral("Tick the units of each side")));
}

void TestCombatDialog::badEntryChangesNothing()
{
    TableGame table(demoSetup());
    chargeAndFight(table);
    const qsizetype logged = table.actionsLogged();
    const int undoable = table.controller().undoStack()->count();
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);

    typeDice(dialog, QStringLiteral("6 6 7"));
    QVERIFY(!dialog.dicePanel()->error().isEmpty());
    QVERIFY(!dialog.draft().hasDice());
    typeDice(dialog, QStringLiteral("6 6 5"));
    QVERIFY(!dialog.dicePanel()->error().isEmpty()); // 12 dice are asked for, not 3
    QVERIFY(!dialog.draft().hasDice());
    QCOMPARE(table.actionsLogged(), logged);
    QCOMPARE(table.controller().undoStack()->count(), undoable);
}

void TestCombatDialog::roundThenChoicesThenApply()
{
    TableGame table(demoSetup());
    chargeAndFight(table);
    const qsizetype logged = table.actionsLogged();
    const int undoable = table.controller().undoStack()->count();
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);

    rollFirstRound(dialog);
    QVERIFY(!widget<QGroupBox>(dialog, QStringLiteral("resultBox"))->isHidden());
    const QString result = text(dialog, QStringLiteral("roundResult"));
    QVERIFY2(result.contains(QStringLiteral("Halberdiers: 2 hits.\nKnights: 5 hits.\nWon by Knights by 3 (5 to 2).")),
             qPrintable(result));
    QVERIFY(result.contains(QStringLiteral("Halberdiers retreats 3 cm")));

    // The loser retreats: nothing else is offered. The winner chooses; advancing is refused, with why.
    QVERIFY(widget<QRadioButton>(dialog, QStringLiteral("choice_3_retreat"))->isChecked());
    QVERIFY(widget<QRadioButton>(dialog, QStringLiteral("choice_3_stand"))->isHidden());
    QVERIFY(widget<QRadioButton>(dialog, QStringLiteral("choice_5_pursue"))->isEnabled());
    QVERIFY(!widget<QRadioButton>(dialog, QStringLiteral("choice_5_advance"))->isEnabled());
    QVERIFY(text(dialog, QStringLiteral("refused_5"))
                .contains(QStringLiteral("only when every enemy unit of the engagement is destroyed")));
    QVERIFY(!widget<QSpinBox>(dialog, QStringLiteral("standsLost_3"))->isHidden());
    QVERIFY(!widget<QCheckBox>(dialog, QStringLiteral("flankRear_5"))->isHidden());
    screenshot(dialog, QStringLiteral("combat-choices.png"));

    // Until the winner has chosen, there is nothing to apply, and the game is as it was.
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Incomplete);
    QVERIFY(dialog.stepsText().join(QLatin1Char(' ')).contains(QStringLiteral("Choose what Knights does")));
    QVERIFY(!dialog.applyButton()->isEnabled());
    QCOMPARE(table.battle().unit(ids::Halberdiers)->state.standsLeft, 3);
    QCOMPARE(table.actionsLogged(), logged);

    widget<QRadioButton>(dialog, QStringLiteral("choice_5_stand"))->click();
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Knights stands.")));
    QVERIFY(dialog.stepsText().contains(QStringLiteral("The combat is over.")));
    screenshot(dialog, QStringLiteral("combat-ready.png"));
    QCOMPARE(table.actionsLogged(), logged);

    clickApply(dialog);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(table.actionsLogged(), logged + 1);
    QCOMPARE(table.controller().undoStack()->count(), undoable + 1);
    QCOMPARE(table.controller().undoStack()->text(undoable),
             QStringLiteral("Combat round 1: Halberdiers against Knights"));
    const Unit *halberdiers = table.battle().unit(ids::Halberdiers);
    QCOMPARE(halberdiers->state.standsLeft, 2);
    QCOMPARE(halberdiers->state.hitsAccumulated, 2);
    QVERIFY(!halberdiers->state.engaged);
    const Unit *knights = table.battle().unit(ids::Knights);
    QCOMPARE(knights->state.standsLeft, 3);
    QCOMPARE(knights->state.hitsAccumulated, 2);
    QVERIFY(!knights->state.engaged);

    table.controller().undoStack()->undo();
    QCOMPARE(table.battle().unit(ids::Halberdiers)->state.standsLeft, 3);
}

void TestCombatDialog::fallBackIsRolledAfterTheChoice()
{
    TableGame table(demoSetup());
    chargeAndFight(table);
    const qsizetype logged = table.actionsLogged();
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Knights);

    rollFirstRound(dialog);
    widget<QRadioButton>(dialog, QStringLiteral("choice_5_fall-back"))->click();
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QVERIFY(dialog.dicePanel()->pendingText().contains(QStringLiteral("Knights")));
    QVERIFY(!dialog.applyButton()->isEnabled());
    typeDice(dialog, QStringLiteral("3 4 5"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Knights falls back 3 to 12 cm (3D6: 3 4 5).")));

    // A blocked retreat is the table's to say: the Halberdiers lose a stand more.
    widget<QSpinBox>(dialog, QStringLiteral("standsLost_3"))->setValue(1);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready); // the fall back roll is kept
    QVERIFY(dialog.stepsText().contains(
        QStringLiteral("Halberdiers retreats 3 cm and loses 1 stand where its retreat is blocked.")));

    clickApply(dialog);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(table.actionsLogged(), logged + 1);
    QCOMPARE(table.battle().unit(ids::Halberdiers)->state.standsLeft, 1);
    QCOMPARE(table.controller().session().game().actions().last().dice.size(), 12 + 9 + 4 + 6 + 3);
}

void TestCombatDialog::pursuitLeadsToASecondRound()
{
    TableGame table(demoSetup());
    chargeAndFight(table);
    const qsizetype logged = table.actionsLogged();
    const int undoable = table.controller().undoStack()->count();
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
    // Shown at a table's size, as players see it grow with the result of round 1.
    dialog.show();
    dialog.resize(1100, 760);
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    rollFirstRound(dialog);
    widget<QRadioButton>(dialog, QStringLiteral("choice_5_pursue"))->click();
    QVERIFY(dialog.stepsText().contains(QStringLiteral("The winners pursue: round 2 is fought now.")));
    clickApply(dialog);
    QCoreApplication::processEvents();
    // The result hidden again, the units are shown whole at the top, with no gap above them and no
    // scroll bar in the way.
    auto *sides = widget<QScrollArea>(dialog, QStringLiteral("engagementScroll"));
    QVERIFY(!sides->verticalScrollBar()->isVisible());
    auto *roundSpin = widget<QSpinBox>(dialog, QStringLiteral("roundSpin"));
    const int gap = roundSpin->mapTo(widget<QWidget>(dialog, QStringLiteral("combatForm")), QPoint()).y();
    QVERIFY2(gap < roundSpin->height(), qPrintable(QString::number(gap)));

    // Round 1 is recorded, and the dialog stays for round 2 with fresh dice.
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(table.actionsLogged(), logged + 1);
    QCOMPARE(table.controller().undoStack()->count(), undoable + 1);
    QCOMPARE(dialog.round(), 2);
    QVERIFY(!dialog.draft().hasDice());
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QVERIFY(widget<QGroupBox>(dialog, QStringLiteral("resultBox"))->isHidden());
    QVERIFY(widget<QCheckBox>(dialog, QStringLiteral("pursuing_5"))->isChecked());
    QCOMPARE(widget<QSpinBox>(dialog, QStringLiteral("enemyRetreatedCm_5"))->value(), 3);
    QVERIFY(!widget<QCheckBox>(dialog, QStringLiteral("pursuing_3"))->isChecked());
    QCOMPARE(widget<QSpinBox>(dialog, QStringLiteral("fightingStands_3"))->value(), 2);
    // No charge bonus now; the Knights have +1 for the pursuit and +1 for the 3 cm.
    QCOMPARE(text(dialog, QStringLiteral("dice_3")), QStringLiteral("6 dice, hitting on 4+"));
    QCOMPARE(text(dialog, QStringLiteral("dice_5")), QStringLiteral("15 dice, hitting on 4+"));
    screenshot(dialog, QStringLiteral("combat-round2.png"));

    // The Halberdiers miss; the Knights hit 6 times, and no save: 4 of them finish the Halberdiers.
    typeDice(dialog, QStringLiteral("111111"));
    typeDice(dialog, QStringLiteral("666666111111111"));
    typeDice(dialog, QStringLiteral("111111"));
    QVERIFY(text(dialog, QStringLiteral("roundResult"))
                .contains(QStringLiteral("Won by Knights: every enemy unit is wiped out.")));
    QVERIFY(!dialog.findChild<QGroupBox *>(QStringLiteral("choices_3")) ||
            dialog.findChild<QGroupBox *>(QStringLiteral("choices_3"))->isHidden());
    QVERIFY(!widget<QRadioButton>(dialog, QStringLiteral("choice_5_pursue"))->isEnabled());
    QVERIFY(widget<QRadioButton>(dialog, QStringLiteral("choice_5_advance"))->isEnabled());
    widget<QRadioButton>(dialog, QStringLiteral("choice_5_advance"))->click();
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Knights advances.")));
    clickApply(dialog);

    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(table.actionsLogged(), logged + 2);
    QCOMPARE(table.controller().undoStack()->count(), undoable + 2);
    QCOMPARE(table.controller().undoStack()->text(undoable + 1),
             QStringLiteral("Combat round 2: Halberdiers against Knights"));
    QVERIFY(table.battle().unit(ids::Halberdiers)->state.isDestroyed());
    const Unit *knights = table.battle().unit(ids::Knights);
    QVERIFY(knights->state.advancedThisPhase);
    QVERIFY(!knights->state.engaged);
}

void TestCombatDialog::bannerOfFortuneAsksForTheReRoll()
{
    GameSetup setup = demoSetup();
    setup.rosters[Side::first()].units[2].profile.magicItem = MagicItem::BannerOfFortune;
    TableGame table(setup);
    chargeAndFight(table);
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
    auto *fortune = widget<QCheckBox>(dialog, QStringLiteral("fortune_3"));
    QVERIFY(!fortune->isHidden());
    QVERIFY(widget<QCheckBox>(dialog, QStringLiteral("fortune_5"))->isHidden());

    // The Halberdiers' 12 dice all miss; ticked then, the banner asks for those 12 again, first.
    typeDice(dialog, QStringLiteral("1 1 1 1 1 1 1 1 1 1 1 1"));
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Knights)"));
    fortune->setChecked(true);
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Halberdiers)"));
    QCOMPARE(dialog.draft().pending()->count, 12);
    typeDice(dialog, QStringLiteral("6 6 6 6 1 1 1 1 1 1 1 1"));
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Knights)"));
}

// The Halberdiers with a stand of Skirmishers (4 attacks) charge: 3 stands at 3 + 1 and the
// Skirmishers at 4 + 1, 17 dice; unticked, the four stands count as Halberdiers, 16.
void TestCombatDialog::attachedStandFightsWithItsOwnAttacks()
{
    GameSetup setup = demoSetup();
    UnitProfile &halberdiers = setup.rosters[Side::first()].units[2].profile;
    halberdiers.attached = AttachedStand{.name = QStringLiteral("Skirmishers"), .combatAttacks = 4};
    ++halberdiers.stands;
    TableGame table(setup);
    chargeAndFight(table);
    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
    auto *attached = widget<QCheckBox>(dialog, QStringLiteral("attached_3"));
    QVERIFY(attached->isChecked());
    QVERIFY(!dialog.findChild<QCheckBox *>(QStringLiteral("attached_5")));
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Halberdiers)"));
    QCOMPARE(dialog.draft().pending()->count, 17);
    attached->setChecked(false);
    QCOMPARE(dialog.draft().pending()->count, 16);
}

// Ben's wizard has Tranquility of Heaven about him; Anna's terrifying Halberdiers charge his Knights.
// Unticked, the Knights lose an attack a stand to terror; ticked (within the aura), none.
void TestCombatDialog::tranquilityAuraIgnoresTerror()
{
    constexpr UnitId Wizard = 7;
    GameSetup setup = demoSetup();
    setup.rosters[Side::first()].units[2].profile.traits |= Trait::CausesTerror;
    setup.rosters[Side::second()].units.append(rosterUnit(empireWizard(), 45));
    const Spell tranquility = auraSpell(QStringLiteral("Tranquility of Heaven"), SpellTarget::FriendsInRange,
                                        SpellState::IgnoresTerror, 0, 30);
    setup.spells[Side::second()] = {tranquility};
    TableGame table(setup);
    table.secondPlayerCastsAura(Wizard, tranquility.name, Phase::Command);
    chargeAndFight(table);

    ScriptedDiceSource appDice;
    CombatDialog dialog(table.controller(), appDice, DiceMode::PlayerRolls, ids::Halberdiers);
    auto *aura = widget<QCheckBox>(dialog, QStringLiteral("aura_%1_%2").arg(ids::Knights).arg(Wizard));
    QVERIFY(aura->text().contains(QStringLiteral("ignores terror")));
    QVERIFY(!aura->isChecked());
    typeDice(dialog, QStringLiteral("1 1 1 1 1 1 1 1 1 1 1 1"));
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Knights)"));
    QCOMPARE(dialog.draft().pending()->count, 6); // 9 attacks, one a stand lost to terror
    aura->setChecked(true);
    QCOMPARE(dialog.draft().pending()->title(), QStringLiteral("To hit (Knights)"));
    QCOMPARE(dialog.draft().pending()->count, 9);
}

QTEST_MAIN(TestCombatDialog)
// A player who maximised the dialog keeps it so after Roll All: it is not shrunk to fit, and the form
// is not scrolled under the pointer to the result.
void TestCombatDialog::maximisedStaysPutAfterRollAll()
{
    TableGame table(demoSetup());
    chargeAndFight(table);
    ScriptedDiceSource appDice(QList<int>(200, 4));
    CombatDialog dialog(table.controller(), appDice, DiceMode::AppRolls, ids::Halberdiers);
    dialog.showMaximized();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::qWait(20);
    const QRect before = dialog.geometry();
    QScrollArea *form = nullptr;
    for (auto *area : dialog.findChildren<QScrollArea *>()) {
        if (area->widget() && area->widget()->findChild<QGroupBox *>(QStringLiteral("resultBox")))
            form = area;
    }
    QVERIFY(form);
    const int scrolled = form->verticalScrollBar()->value();

    dialog.rollAllDice();
    QVERIFY(!widget<QGroupBox>(dialog, QStringLiteral("resultBox"))->isHidden());
    QTest::qWait(50);
    QVERIFY(dialog.isMaximized());
    QCOMPARE(dialog.geometry(), before);
    QCOMPARE(form->verticalScrollBar()->value(), scrolled);
}

#include "tst_combatdialog.moc"
