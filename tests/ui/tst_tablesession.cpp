// SPDX-License-Identifier: GPL-3.0-or-later
// An evening at the table, through the window as a player goes through it: two rosters built in the
// roster editor, a game started with the New Game wizard, hits put on a unit until a stand goes, the
// Shooting phase ended with the dice the test scripts, an undo, and a restart that finds it all as
// it was.

#include "tests/ui/resolvertesting.h"

#include "core/dice/scripteddicesource.h"
#include "ui/appstartup.h"
#include "ui/game/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/newgame/newgamewizard.h"
#include "ui/roster/rostereditor.h"
#include "ui/tracker/armypanel.h"
#include "ui/tracker/phasesummarybar.h"
#include "ui/tracker/standpips.h"
#include "ui/tracker/trackerheader.h"
#include "ui/tracker/trackerview.h"
#include "ui/tracker/unitcard.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace wm;

namespace {

// The first roster's units are numbered from 1, the second's after them.
constexpr UnitId OrcWarriors = 5;

template <typename T>
T *child(const QObject &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child named %s", qPrintable(name));
    return found;
}

void trigger(const MainWindow &window, const QString &action)
{
    auto *found = child<QAction>(window, action);
    QVERIFY2(found->isEnabled(), qPrintable(action));
    found->trigger();
}

// Builds a roster the way a player does: the list, a name, units found by name and added.
void buildRoster(RosterEditor &editor, const QString &army, const QString &name, const QStringList &units)
{
    auto *rulesets = child<QComboBox>(editor, QStringLiteral("rulesetBox"));
    rulesets->setCurrentIndex(rulesets->findData(int(RulesetId::Warmaster)));
    auto *armies = child<QComboBox>(editor, QStringLiteral("armyBox"));
    armies->setCurrentIndex(armies->findData(army));
    auto *nameEdit = child<QLineEdit>(editor, QStringLiteral("nameEdit"));
    nameEdit->selectAll();
    QTest::keyClicks(nameEdit, name);
    QTest::keyClick(nameEdit, Qt::Key_Return);
    auto *search = child<QLineEdit>(editor, QStringLiteral("searchEdit"));
    auto *view = child<QTableView>(editor, QStringLiteral("unitsView"));
    for (const QString &unit : units) {
        search->setText(unit);
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, 0);
            if (index.data().toString() == unit)
                view->setCurrentIndex(index);
        }
        child<QPushButton>(editor, QStringLiteral("addButton"))->click();
    }
    search->clear();
}

} // namespace

class TestTableSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void anEveningAtTheTable()
    {
        const QString database = m_dir.filePath(QStringLiteral("wmassist.sqlite"));
        QString hitsBefore;
        {
            AppStartup startUp;
            QVERIFY(!startUp.open(database));
            MainWindow window;
            startUp.showIn(window);
            ScriptedDiceSource dice;
            window.setDiceSource(&dice);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(!window.game());

            // Two rosters, built and saved in the roster editor.
            trigger(window, QStringLiteral("actionRosters"));
            auto *editor = window.findChild<RosterEditor *>();
            QVERIFY(editor);
            buildRoster(*editor, QStringLiteral("empire"), QStringLiteral("Reikland"),
                        {QStringLiteral("General"), QStringLiteral("Crossbowmen"), QStringLiteral("Halberdiers")});
            QCOMPARE(editor->roster().units.size(), 3);
            QVERIFY(editor->save());
            editor->newRoster();
            buildRoster(*editor, QStringLiteral("orc"), QStringLiteral("Gutrot"),
                        {QStringLiteral("Orc General"), QStringLiteral("Orc Warriors"), QStringLiteral("Goblins")});
            QVERIFY(editor->save());
            editor->close();

            // A game started with the wizard.
            trigger(window, QStringLiteral("actionNewGame"));
            auto *wizard = window.findChild<NewGameWizard *>();
            QVERIFY(wizard);
            QVERIFY(QTest::qWaitForWindowExposed(wizard));
            child<QRadioButton>(*wizard, QStringLiteral("rulesetWarmaster"))->setChecked(true);
            wizard->next();
            child<QLineEdit>(*wizard, QStringLiteral("playerName0"))->setText(QStringLiteral("Anna"));
            child<QLineEdit>(*wizard, QStringLiteral("playerName1"))->setText(QStringLiteral("Ben"));
            wizard->next();
            auto *anna = child<QComboBox>(*wizard, QStringLiteral("roster0"));
            anna->setCurrentIndex(anna->findText(QStringLiteral("Reikland"), Qt::MatchStartsWith));
            auto *ben = child<QComboBox>(*wizard, QStringLiteral("roster1"));
            ben->setCurrentIndex(ben->findText(QStringLiteral("Gutrot"), Qt::MatchStartsWith));
            wizard->next();
            child<QRadioButton>(*wizard, QStringLiteral("firstTurn0"))->setChecked(true);
            QTest::mouseClick(wizard->button(QWizard::FinishButton), Qt::LeftButton);
            QVERIFY(window.game());
            TrackerView *tracker = window.tracker();
            QCOMPARE(tracker->header()->text(), QStringLiteral("Turn 1 · Anna's turn · Command phase"));

            // The Command phase ends; in the Shooting phase hits go on the Orc Warriors until a stand goes.
            trigger(window, QStringLiteral("actionEndPhase"));
            UnitCard *warriors = tracker->army(Side::second())->card(OrcWarriors);
            QVERIFY(warriors);
            QCOMPARE(warriors->findChild<QLabel *>(QStringLiteral("name"))->text(), QStringLiteral("Orc Warriors"));
            auto *addHit = child<QToolButton>(*warriors, QStringLiteral("add-hit"));
            for (int i = 0; i < 3; ++i)
                QTest::mouseClick(addHit, Qt::LeftButton);
            QCOMPARE(warriors->findChild<StandPips *>()->standsLeft(), 2);
            QCOMPARE(warriors->hitsText(), QStringLiteral("0 / 3 hits"));
            QTest::mouseClick(addHit, Qt::LeftButton);
            QCOMPARE(warriors->hitsText(), QStringLiteral("1 / 3 hits"));
            hitsBefore = warriors->hitsText();

            // The Shooting phase ends with the drive-back dice typed in from the table: four hits, four dice.
            trigger(window, QStringLiteral("actionEndPhase"));
            ResolverDialog *driveBacks = window.resolver();
            QVERIFY(driveBacks);
            QCOMPARE(driveBacks->dicePanel()->pendingText(),
                     QStringLiteral("Next roll: Drive back (Orc Warriors), 4 dice"));
            QCOMPARE(tracker->header()->text(), QStringLiteral("Turn 1 · Anna's turn · Shooting phase"));
            wm::test::typeDice(*driveBacks, QStringLiteral("2 3 6 1"));
            wm::test::clickApply(*driveBacks);
            QVERIFY(!window.resolver());
            QCOMPARE(
                tracker->summary()->lines(),
                (QStringList{QStringLiteral("Orc Warriors is driven back 12 cm and confused by a 6 (dice: 2 3 6 1)."),
                             QStringLiteral("Odd hits discarded from Orc Warriors: 1.")}));
            QCOMPARE(warriors->hitsText(), QStringLiteral("0 / 3 hits"));
            QCOMPARE(warriors->findChild<StandPips *>()->standsLeft(), 2);
            QVERIFY(warriors->markers().contains(QStringLiteral("CONFUSED")));

            // Undo takes the end of the phase back: the hit is there again, the confusion gone.
            trigger(window, QStringLiteral("actionUndo"));
            QCOMPARE(warriors->hitsText(), QStringLiteral("1 / 3 hits"));
            QVERIFY(!warriors->markers().contains(QStringLiteral("CONFUSED")));
            QCOMPARE(tracker->header()->text(), QStringLiteral("Turn 1 · Anna's turn · Shooting phase"));
        }

        // A restart: the game in progress comes back exactly as it was, the undone action redoable.
        AppStartup startUp;
        QVERIFY(!startUp.open(database));
        MainWindow window;
        startUp.showIn(window);
        window.show();
        QVERIFY(window.game());
        UnitCard *warriors = window.tracker()->army(Side::second())->card(OrcWarriors);
        QCOMPARE(warriors->hitsText(), hitsBefore);
        QCOMPARE(warriors->findChild<StandPips *>()->standsLeft(), 2);
        QCOMPARE(window.tracker()->header()->text(), QStringLiteral("Turn 1 · Anna's turn · Shooting phase"));
        auto *redo = child<QAction>(window, QStringLiteral("actionRedo"));
        QVERIFY(redo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Redo End of the Shooting phase"));
        redo->trigger();
        QVERIFY(warriors->markers().contains(QStringLiteral("CONFUSED")));
        QCOMPARE(warriors->hitsText(), QStringLiteral("0 / 3 hits"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTableSession)
#include "tst_tablesession.moc"
