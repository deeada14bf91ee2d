// SPDX-License-Identifier: GPL-3.0-or-later
// The Special Tables resolver: the units and tables offered, the row found by a typed roll or by the
// score another roll gave, what Apply records, a bad entry, and Cancel.

#include "tests/core/testgames.h"
#include "tests/ui/resolvertesting.h"

#include "ui/resolve/tabledialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

// Anna: General 1, Archers 2, Giant 3, Flame Cannon 4, Steam Tank 5; Ben: General 6, Knights 7.
namespace unitIds {
constexpr UnitId Archers = 2;
constexpr UnitId Giant = 3;
constexpr UnitId FlameCannon = 4;
constexpr UnitId SteamTank = 5;
} // namespace unitIds

GameSetup tableSetup(RulesetId ruleset = RulesetId::Warmaster)
{
    GameSetup setup = demoSetup(ruleset);
    setup.rosters[Side::first()].units = {
        rosterUnit(empireGeneral(), 125), rosterUnit(archers(), 55, QStringLiteral("Archers - blue")),
        rosterUnit(giant(), 150), rosterUnit(flameCannon(), 50), rosterUnit(steamTankWithMalfunctions(), 130)};
    setup.rosters[Side::second()].units = {rosterUnit(empireGeneral(), 125), rosterUnit(knights(), 110)};
    return setup;
}

void selectTable(TableDialog &dialog, TableId table)
{
    auto *combo = widget<QComboBox>(dialog, QStringLiteral("tableCombo"));
    combo->setCurrentIndex(combo->findData(int(table)));
}

QStringList itemTexts(const QComboBox *combo)
{
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i)
        texts.append(combo->itemText(i));
    return texts;
}

// The tests type every die: the app's dice are never asked for.
ScriptedDiceSource noAppDice(QList<int>{});

} // namespace

class TestTableDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void offersTheUnitsAndTheRulesetsTables();
    void typedRollFindsTheRowAndApplyRecordsIt();
    void rowWithDiceOfItsOwn();
    void flameCannonReadByTheDouble();
    void buildingDamageRolledForTheHits();
    void buildingDamageOnlyByArtillery();
    void boilingOilAlwaysRolled();
    void badEntryIsRefusedAndChangesNothing();
    void cancelChangesNothing();
};

void TestTableDialog::offersTheUnitsAndTheRulesetsTables()
{
    TableGame warmaster(tableSetup());
    TableDialog dialog(warmaster.controller(), noAppDice, DiceMode::PlayerRolls, std::nullopt);
    QCOMPARE(itemTexts(widget<QComboBox>(dialog, QStringLiteral("unitCombo"))),
             (QStringList{QStringLiteral("Archers - blue (Anna)"), QStringLiteral("Giant (Anna)"),
                          QStringLiteral("Flame Cannon (Anna)"), QStringLiteral("Steam Tank (Anna)"),
                          QStringLiteral("Knights (Ben)")}));
    QCOMPARE(itemTexts(widget<QComboBox>(dialog, QStringLiteral("tableCombo"))),
             (QStringList{QStringLiteral("Blunder (Warmaster)"), QStringLiteral("Steam Tank malfunction (Warmaster)"),
                          QStringLiteral("Giant goes wild"), QStringLiteral("Flame Cannon misfire (Warmaster)"),
                          QStringLiteral("Death Rocket misfire (Warmaster)"), QStringLiteral("Rocket Launcher misfire"),
                          QStringLiteral("Damage to fortresses, buildings and ships"), QStringLiteral("Boiling oil")}));

    TableGame revolution(tableSetup(RulesetId::Revolution));
    TableDialog forTank(revolution.controller(), noAppDice, DiceMode::PlayerRolls, unitIds::SteamTank);
    QVERIFY(itemTexts(widget<QComboBox>(forTank, QStringLiteral("tableCombo")))
                .contains(QStringLiteral("Flame Cannon misfire (Warmaster Revolution)")));
    QVERIFY(!itemTexts(widget<QComboBox>(forTank, QStringLiteral("tableCombo")))
                 .contains(QStringLiteral("Flame Cannon misfire (Warmaster)")));
    // The Steam Tank's own table is picked for it, its rows shown.
    QCOMPARE(widget<QComboBox>(forTank, QStringLiteral("tableCombo"))->currentText(),
             QStringLiteral("Steam Tank malfunction (Warmaster Revolution)"));
    QCOMPARE(forTank.rowsView()->rowCount(), 6);
    QCOMPARE(forTank.rowsView()->item(3, 1)->text(), QStringLiteral("Commander slain"));
    QVERIFY(!forTank.highlightedRow());
}

void TestTableDialog::typedRollFindsTheRowAndApplyRecordsIt()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Giant);
    // Opened for the Giant, it opens on the Giant's own table.
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("tableCombo"))->currentText(), QStringLiteral("Giant goes wild"));
    selectTable(dialog, TableId::GiantGoesWild);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(dialog.rowsView()->item(0, 0)->text(), QStringLiteral("1"));
    QCOMPARE(dialog.rowsView()->item(0, 1)->text(), QStringLiteral("Stands dazed"));

    typeDice(dialog, QStringLiteral("1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(dialog.highlightedRow(), std::optional<int>(0));
    QVERIFY(dialog.rowsView()->item(0, 1)->font().bold());
    QVERIFY(!dialog.rowsView()->item(1, 1)->font().bold());
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("rowFound"))->text(),
             QStringLiteral("Score 1: Stands dazed. It neither moves nor fights this turn."));
    QCOMPARE(dialog.stepsText(), (QStringList{QStringLiteral("Giant goes wild: rolled 1."),
                                              QStringLiteral("Stands dazed: It neither moves nor fights this turn."),
                                              QStringLiteral("Giant rolls no attacks in combat this turn.")}));
    saveShot(dialog, "tables-giant");
    QCOMPARE(game.actionsLogged(), 0);

    clickApply(dialog);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(game.actionsLogged(), 1);
    QCOMPARE(game.controller().undoStack()->count(), 1);
    QCOMPARE(game.controller().undoStack()->text(0), QStringLiteral("Giant goes wild for Giant"));
    QVERIFY(game.battle().unit(Giant)->state.cannotFightThisTurn);
}

void TestTableDialog::rowWithDiceOfItsOwn()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Giant);
    selectTable(dialog, TableId::GiantGoesWild);
    typeDice(dialog, QStringLiteral("3"));
    // The row is found as soon as the table's die is in; the rock's range is still to roll.
    QCOMPARE(dialog.highlightedRow(), std::optional<int>(2));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QCOMPARE(dialog.draft().pending()->count, 5);
    typeDice(dialog, QStringLiteral("12345"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Distance: 5D6 cm = 15 cm (dice: 1 2 3 4 5).")));
    QCOMPARE(dialog.highlightedRow(), std::optional<int>(2));
}

void TestTableDialog::flameCannonReadByTheDouble()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, FlameCannon);
    QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("tableCombo"))->currentText(),
             QStringLiteral("Flame Cannon misfire (Warmaster)"));
    auto *doubleSpin = widget<QSpinBox>(dialog, QStringLiteral("doubleSpin"));
    QVERIFY(doubleSpin->isVisibleTo(&dialog));
    QVERIFY(!widget<QSpinBox>(dialog, QStringLiteral("buildingHitsSpin"))->isVisibleTo(&dialog));

    doubleSpin->setValue(2);
    // Found at once; the row's 2D6 attacks are the only dice.
    QCOMPARE(dialog.highlightedRow(), std::optional<int>(1));
    QCOMPARE(dialog.draft().pending()->count, 2);
    typeDice(dialog, QStringLiteral("3 5"));
    QVERIFY(dialog.stepsText().contains(QStringLiteral("2D6 = 8 attacks (dice: 3 5), rolled to hit like shooting.")));
    saveShot(dialog, "tables-flamecannon");

    doubleSpin->setValue(1);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(dialog.tableRoll()->score, std::optional<int>(1));
    clickApply(dialog);
    QCOMPARE(game.actionsLogged(), 1);
    QVERIFY(game.battle().unit(FlameCannon)->state.isDestroyed());
}

void TestTableDialog::buildingDamageRolledForTheHits()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, FlameCannon);
    selectTable(dialog, TableId::BuildingDamage);
    QVERIFY(!widget<QSpinBox>(dialog, QStringLiteral("doubleSpin"))->isVisibleTo(&dialog));
    auto *kind = widget<QComboBox>(dialog, QStringLiteral("buildingKindCombo"));
    kind->setCurrentIndex(kind->findText(QStringLiteral("Gateway")));
    widget<QCheckBox>(dialog, QStringLiteral("damagedCheck"))->setChecked(true);
    widget<QSpinBox>(dialog, QStringLiteral("buildingHitsSpin"))->setValue(3);
    // Before the dice: how the score will be made, and one damage die a hit asked for.
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("scoreText"))->text(),
             QStringLiteral("Score: the highest of 3 damage dice, +2 for the target."));
    QCOMPARE(dialog.highlightedRow(), std::nullopt);
    QCOMPARE(dialog.draft().pending()->count, 3);
    typeDice(dialog, QStringLiteral("2 5 1"));
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("scoreText"))->text(),
             QStringLiteral("Score 7: the highest damage die 5, +2 for the target."));
    QCOMPARE(dialog.highlightedRow(), std::optional<int>(2));
    QCOMPARE(dialog.rowsView()->item(2, 0)->text(), QStringLiteral("7+"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QVERIFY(dialog.stepsText().contains(QStringLiteral(
        "Damage to fortresses, buildings and ships: damage dice 2 5 1, the highest 5 +2 for the target = score 7.")));
    saveShot(dialog, "tables-building");
    clickApply(dialog);
    QCOMPARE(game.actionsLogged(), 1);
    // The log keeps what was hit and the dice, not a score worked out in the form.
    const GameAction &logged = game.controller().session().game().actions().constLast();
    const auto *roll = std::get_if<TableRollAction>(&logged.input);
    QVERIFY(roll);
    QCOMPARE(roll->score, std::nullopt);
    QCOMPARE(roll->building, std::optional<BuildingHits>(BuildingHits{BuildingKind::Gateway, true, 3}));
    QCOMPARE(game.controller().undoStack()->text(0),
             QStringLiteral("Damage to fortresses, buildings and ships for Flame Cannon"));
}

void TestTableDialog::buildingDamageOnlyByArtillery()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Archers);
    selectTable(dialog, TableId::BuildingDamage);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Incomplete);
    QCOMPARE(dialog.draft().error()->message,
             QStringLiteral("Archers - blue is not artillery: only artillery can damage buildings."));
}

void TestTableDialog::boilingOilAlwaysRolled()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Archers);
    selectTable(dialog, TableId::BoilingOil);
    QVERIFY(!dialog.tableRoll()->score);
    typeDice(dialog, QStringLiteral("6"));
    typeDice(dialog, QStringLiteral("5"));
    typeDice(dialog, QStringLiteral("4 4 4"));
    typeDice(dialog, QStringLiteral("1 1 1"));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    QCOMPARE(dialog.highlightedRow(), std::optional<int>(2));
    QVERIFY(dialog.stepsText().contains(QStringLiteral("Archers - blue retreats 3 cm, 1 cm for each hit.")));
    saveShot(dialog, "tables-oil");
    clickApply(dialog);
    QCOMPARE(game.actionsLogged(), 1);
    QCOMPARE(game.battle().unit(Archers)->state.standsLeft, 2);
}

void TestTableDialog::badEntryIsRefusedAndChangesNothing()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Giant);
    selectTable(dialog, TableId::GiantGoesWild);
    typeDice(dialog, QStringLiteral("9"));
    QCOMPARE(dialog.dicePanel()->error(), QStringLiteral("Die 1 shows 9, but a die shows 1 to 6."));
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
    QVERIFY(!dialog.highlightedRow());
    QVERIFY(!dialog.applyButton()->isEnabled());
    QCOMPARE(game.actionsLogged(), 0);
    QCOMPARE(game.controller().undoStack()->count(), 0);
}

void TestTableDialog::cancelChangesNothing()
{
    using namespace unitIds;
    TableGame game(tableSetup());
    const Unit before = *game.battle().unit(FlameCannon);
    TableDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, FlameCannon);
    widget<QSpinBox>(dialog, QStringLiteral("doubleSpin"))->setValue(1);
    QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(game.actionsLogged(), 0);
    QCOMPARE(game.controller().undoStack()->count(), 0);
    QCOMPARE(*game.battle().unit(FlameCannon), before);
}

QTEST_MAIN(TestTableDialog)
#include "tst_tabledialog.moc"
