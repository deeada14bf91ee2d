// SPDX-License-Identifier: GPL-3.0-or-later
// The questions the army lists' rules put in the resolvers, each a check box named after its rule:
// the Pay Wagon's once-a-battle Command in the Orders resolver, the Tomb King's power on a unit in
// the Combat resolver. The box passes the players' answer on; the number that follows is core's.

#include "tests/ui/resolvertesting.h"

#include "core/armies/armylists.h"
#include "core/roster/rosterunits.h"
#include "ui/resolve/combatdialog.h"
#include "ui/resolve/orderdialog.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

const ArmyLists &lists()
{
    static const ArmyLists all = ArmyLists::builtIn().value();
    return all;
}

// A unit of a list as a roster fields it: "Paymaster+Pay Wagon" takes the upgrade.
RosterUnit fielded(const ArmyList &list, const QString &pick)
{
    const QStringList parts = pick.split(QLatin1Char('+'));
    QStringList upgrades;
    for (const QString &name : parts.mid(1))
        upgrades.append(list.upgradeByName(name)->id);
    auto unit = RosterUnits::fromList(list, ArmyList::unitId(list.key, parts.first()), upgrades);
    if (!unit)
        qFatal("%s", qPrintable(unit.error().message));
    return unit.value();
}

// Anna's army of `army`, numbered from 1; Ben's Empire General and Halberdiers after it.
GameSetup setupOf(const QString &army, const QStringList &picks)
{
    const ArmyList *list = lists().find(RulesetId::Revolution, army);
    const ArmyList *empire = lists().find(RulesetId::Revolution, QStringLiteral("empire"));
    GameSetup setup;
    setup.ruleset = RulesetId::Revolution;
    setup.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    Roster &anna = setup.rosters[Side::first()];
    anna.name = army;
    anna.ruleset = RulesetId::Revolution;
    anna.armyKey = army;
    anna.pointsLimit = 2000;
    for (const QString &pick : picks)
        anna.units.append(fielded(*list, pick));
    Roster &ben = setup.rosters[Side::second()];
    ben.name = QStringLiteral("Border");
    ben.ruleset = RulesetId::Revolution;
    ben.armyKey = QStringLiteral("empire");
    ben.pointsLimit = 2000;
    ben.units = {fielded(*empire, QStringLiteral("General")), fielded(*empire, QStringLiteral("Halberdiers"))};
    return setup;
}

void checkUnit(OrderDialog &dialog, UnitId id)
{
    auto *list = widget<QListWidget>(dialog, QStringLiteral("unitList"));
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toInt() == id)
            list->item(i)->setCheckState(Qt::Checked);
    }
}

// The tests type every die.
ScriptedDiceSource noAppDice(QList<int>{});

} // namespace

class TestListRuleQuestions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void orderFormAsksForThePayWagon();
    void orderFormAppliesARuleWithoutAsking();
    void combatFormAsksForTheTombKing();
};

void TestListRuleQuestions::orderFormAsksForThePayWagon()
{
    TableGame game(
        setupOf(QStringLiteral("dogs-of-war"), {QStringLiteral("Paymaster+Pay Wagon"), QStringLiteral("Pikemen")}));
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, 1);
    checkUnit(dialog, 2);
    auto *payWagon = widget<QCheckBox>(dialog, QStringLiteral("rule_Paymaster, Pay Wagon"));
    QVERIFY(payWagon->isVisibleTo(&dialog));
    QCOMPARE(payWagon->text(), QStringLiteral("Paymaster, Pay Wagon"));
    QVERIFY(widget<QLabel>(dialog, QStringLiteral("ruleQuestion_Paymaster, Pay Wagon"))
                ->text()
                .startsWith(QStringLiteral("The Paymaster uses the Pay Wagon now")));
    QCOMPARE(dialog.penaltyLines(), (QStringList{QStringLiteral("Command 8"), QStringLiteral("No penalties"),
                                                 QStringLiteral("Needs 8 or less")}));
    payWagon->setChecked(true);
    QCOMPARE(dialog.penaltyLines(),
             (QStringList{QStringLiteral("Command 8"), QStringLiteral("Special rule of Paymaster +1"),
                          QStringLiteral("Needs 9 or less")}));
    typeDice(dialog, QStringLiteral("4 5"));
    QVERIFY(dialog.applyButton()->isEnabled());
    clickApply(dialog);
    QCOMPARE(game.battle().unit(1)->state.rulesUsed, QStringList{QStringLiteral("Paymaster, Pay Wagon")});

    // Once used, it is no longer asked: it lasts the turn.
    OrderDialog next(game.controller(), noAppDice, DiceMode::PlayerRolls, 1);
    checkUnit(next, 2);
    QVERIFY(!next.findChild<QCheckBox *>(QStringLiteral("rule_Paymaster, Pay Wagon")));
    QVERIFY(next.penaltyLines().contains(QStringLiteral("Special rule of Paymaster +1")));
}

void TestListRuleQuestions::orderFormAppliesARuleWithoutAsking()
{
    // Orc Slaves ordered alone: the -1 is in the roll needed, and nothing is asked.
    TableGame game(setupOf(QStringLiteral("chaos-dwarfs"),
                           {QStringLiteral("General"), QStringLiteral("Orc Slaves"), QStringLiteral("Black Orcs")}));
    OrderDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, 2);
    QCOMPARE(dialog.penaltyLines(),
             (QStringList{QStringLiteral("Command 9"), QStringLiteral("Special rule of Orc Slaves \u22121"),
                          QStringLiteral("Needs 8 or less")}));
    QVERIFY(!widget<QWidget>(dialog, QStringLiteral("ruleBox"))->isVisibleTo(&dialog));
    // Brigaded with the Black Orcs, it is waived.
    checkUnit(dialog, 3);
    QCOMPARE(dialog.penaltyLines(), (QStringList{QStringLiteral("Command 9"), QStringLiteral("No penalties"),
                                                 QStringLiteral("Needs 9 or less")}));
}

void TestListRuleQuestions::combatFormAsksForTheTombKing()
{
    // The Tomb King's power on the Skeletons, within his reach as the players say: +1 attack a stand.
    TableGame game(setupOf(QStringLiteral("tomb-kings"), {QStringLiteral("Tomb King"), QStringLiteral("Skeletons")}));
    game.endPhasesUntil(Phase::Combat);
    ScriptedDiceSource appDice;
    CombatDialog dialog(game.controller(), appDice, DiceMode::PlayerRolls, 2);
    widget<QCheckBox>(dialog, QStringLiteral("showAllUnits"))->setChecked(true);
    widget<QGroupBox>(dialog, QStringLiteral("combatUnit_2"))->setChecked(true);
    widget<QGroupBox>(dialog, QStringLiteral("combatUnit_4"))->setChecked(true);
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("dice_2"))->text(), QStringLiteral("6 dice, hitting on 4+"));
    auto *power = widget<QCheckBox>(dialog, QStringLiteral("rule_2_Tomb King"));
    QVERIFY(power->isVisibleTo(&dialog));
    QCOMPARE(power->text(), QStringLiteral("Tomb King"));
    // The enemy's units are asked nothing.
    QVERIFY(!widget<QWidget>(dialog, QStringLiteral("rules_4"))->isVisibleTo(&dialog));
    power->setChecked(true);
    QCOMPARE(widget<QLabel>(dialog, QStringLiteral("dice_2"))->text(), QStringLiteral("9 dice, hitting on 4+"));
    QVERIFY(widget<QLabel>(dialog, QStringLiteral("modifiers_2"))
                ->text()
                .contains(QStringLiteral("Tomb King: each stand +1")));
}

QTEST_MAIN(TestListRuleQuestions)
#include "tst_listrulequestions.moc"
