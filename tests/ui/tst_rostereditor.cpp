// SPDX-License-Identifier: GPL-3.0-or-later
// The roster editor as a player uses it: units found and added, upgraded, labelled and typed in, each
// change one command to undo; the check beside the roster; rosters imported, exported, printed and
// kept in the database. No dialog ever waits: the file chooser and the custom unit are answered here.
// Set WM_ROSTER_SCREENSHOT to a folder to get a picture of the editor with a magic item chosen.

#include "tests/ui/settle.h"

#include "core/armies/armylists.h"
#include "core/limits.h"
#include "core/roster/rostercheck.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterjson.h"
#include "core/roster/rosterunits.h"
#include "core/storage/database.h"
#include "core/storage/rosterstore.h"
#include "ui/roster/customunitdialog.h"
#include "ui/roster/rostereditor.h"
#include "ui/roster/rosterprinter.h"
#include "ui/settings.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace wm;

namespace {

// A widget of the editor by its object name; a missing one is a broken form, so the run stops.
template <typename T>
T *widget(const QWidget &parent, const char *name)
{
    T *child = parent.findChild<T *>(QString::fromLatin1(name));
    if (!child)
        qFatal("No widget named %s", name);
    return child;
}

// The file chooser's answer, given by the test instead of a dialog.
FileChooser answer(const QString &path)
{
    return [path](QWidget *, const FileRequest &) { return path; };
}

void chooseArmy(RosterEditor &editor, RulesetId ruleset, const QString &key)
{
    auto *rulesets = widget<QComboBox>(editor, "rulesetBox");
    rulesets->setCurrentIndex(rulesets->findData(int(ruleset)));
    auto *armies = widget<QComboBox>(editor, "armyBox");
    armies->setCurrentIndex(armies->findData(key));
}

// Adds a unit of the list the way a player does: found by its name, then the Add button.
void add(RosterEditor &editor, const QString &name, int times = 1)
{
    auto *search = widget<QLineEdit>(editor, "searchEdit");
    auto *view = widget<QTableView>(editor, "unitsView");
    search->setText(name);
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const QModelIndex index = view->model()->index(row, 0);
        if (index.data().toString() == name)
            view->setCurrentIndex(index);
    }
    for (int i = 0; i < times; ++i)
        widget<QPushButton>(editor, "addButton")->click();
    search->clear();
}

// Types the roster's name; Enter ends it, as leaving the field would.
void typeName(RosterEditor &editor, const QString &name, bool enter = true)
{
    auto *edit = widget<QLineEdit>(editor, "nameEdit");
    edit->selectAll();
    QTest::keyClicks(edit, name);
    if (enter)
        QTest::keyClick(edit, Qt::Key_Return);
}

void selectRosterRow(RosterEditor &editor, int row)
{
    auto *view = widget<QTableView>(editor, "rosterView");
    view->selectionModel()->setCurrentIndex(view->model()->index(row, 0),
                                            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

QStringList itemTexts(const QListWidget *list)
{
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts.append(list->item(i)->text());
    return texts;
}

QListWidgetItem *itemNamed(const QListWidget *list, const QString &start)
{
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->text().startsWith(start))
            return list->item(i);
    }
    return nullptr;
}

QList<int> selectedRows(const RosterEditor &editor)
{
    QList<int> rows;
    for (const QModelIndex &index : widget<QTableView>(editor, "rosterView")->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

// The question the editor shows, once it is on screen; an earlier one may linger, closed, until deleted.
QMessageBox *question(const RosterEditor &editor, const char *name)
{
    for (QMessageBox *box : editor.findChildren<QMessageBox *>(QString::fromLatin1(name))) {
        if (box->isVisible())
            return box;
    }
    return nullptr;
}

QString message(const RosterEditor &editor)
{
    return widget<QLabel>(editor, "messageLabel")->text();
}

QStringList comboTexts(const QComboBox *box)
{
    QStringList texts;
    for (int i = 0; i < box->count(); ++i)
        texts.append(box->itemText(i));
    return texts;
}

bool comboItemEnabled(const QComboBox *box, int index)
{
    const auto *model = qobject_cast<const QStandardItemModel *>(box->model());
    return model && model->item(index)->isEnabled();
}

// Chooses an entry of the magic item box as a player does: the box's own signal of a choice.
void chooseMagicItem(RosterEditor &editor, const QString &text)
{
    auto *box = widget<QComboBox>(editor, "magicItemBox");
    const int index = box->findText(text);
    if (index < 0)
        qFatal("No magic item %s", qPrintable(text));
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}

// wm-selector's own example: two Halberdiers, Knights and a General on a Griffon.
const QString exampleLink =
    QStringLiteral("https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-revolution/empire.json"
                   "&label=My%20army&0=2&5=1&10=1&10-0=1");

} // namespace

class TestRosterEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void opensAsAWindowOfItsOwn();
    void searchFiltersTheUnits();
    void addingUnitsUpdatesTheCheck();
    void aWarningSelectsItsUnits();
    void labelEditedInPlaceIsUndoable();
    void upgradesChangePointsAndProfile();
    void anUpgradeCoreRefusesIsShown();
    void unitsRemovedMovedAndDuplicated();
    void pointsLimitStepsAreOneChange();
    void anotherArmyOrRulesetRebuildsTheRoster();
    void customUnitThroughTheSeam();
    void customUnitDialogAcceptsOnlyWhatCoreAccepts();
    void fieldsStopWhereRosterFilesDo();
    void aFullRosterTakesNoMoreUnits();
    void importedLinkIsOneUndo();
    void badCodeChangesNothing();
    void importTellsWhatWasLeftOut();
    void exportedRosterReadsBackTheSame();
    void printsToPdf();
    void savedRosterOpensTheSame();
    void unsavedChangesAreAskedAbout();
    void closesWithEscapeCtrlWOrItsButton();
    void deletingTheOpenRosterForgetsWhereItWasKept();
    void magicItemChosenForAUnit();
    void aNewRosterStartsWhereTheLastStood();

private:
    const ArmyList *empire() const { return m_lists.find(RulesetId::Revolution, QStringLiteral("empire")); }
    // An editor with an Empire (Revolution) roster of 1000 points and nothing to undo.
    std::unique_ptr<RosterEditor> empireEditor();

    QTemporaryDir m_dir;
    ArmyLists m_lists;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<RosterStore> m_store;
};

void TestRosterEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Numbers as a British player reads them, whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    QVERIFY(m_dir.isValid());
    const Result<ArmyLists> lists = ArmyLists::builtIn();
    QVERIFY2(lists.ok(), qPrintable(lists.ok() ? QString() : lists.error().message));
    m_lists = lists.value();
    QVERIFY(empire());
}

void TestRosterEditor::init()
{
    // Each test starts as a first run: no last roster remembered.
    SettingsFile::clear();
    m_db = std::make_unique<Database>();
    const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + QStringLiteral(".sqlite"));
    QVERIFY(!m_db->open(path));
    m_store = std::make_unique<RosterStore>(*m_db);
}

void TestRosterEditor::cleanup()
{
    m_store.reset();
    m_db.reset();
}

std::unique_ptr<RosterEditor> TestRosterEditor::empireEditor()
{
    auto editor = std::make_unique<RosterEditor>(m_lists, m_store.get());
    chooseArmy(*editor, RulesetId::Revolution, QStringLiteral("empire"));
    widget<QSpinBox>(*editor, "pointsLimitSpin")->setValue(1000);
    editor->undoStack()->clear();
    return editor;
}

void TestRosterEditor::opensAsAWindowOfItsOwn()
{
    QWidget mainWindow;
    auto *editor = new RosterEditor(m_lists, m_store.get(), &mainWindow);
    QVERIFY(editor->isWindow());
    QCOMPARE(editor->windowTitle(), QStringLiteral("Unnamed roster[*] — Roster Editor"));
    QVERIFY(editor->width() >= 1000);
    QVERIFY(!editor->isWindowModified());
    // A new roster starts from an army list, so there are units to pick.
    QVERIFY(!editor->roster().armyKey.isEmpty());
    QVERIFY(widget<QTableView>(*editor, "unitsView")->model()->rowCount() > 0);
    auto *undo = widget<QAction>(*editor, "actionUndo");
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(undo->shortcutContext(), Qt::WidgetWithChildrenShortcut);
    QCOMPARE(widget<QAction>(*editor, "actionSaveRoster")->shortcut(), QKeySequence(QKeySequence::Save));
}

void TestRosterEditor::searchFiltersTheUnits()
{
    auto editor = empireEditor();
    auto *view = widget<QTableView>(*editor, "unitsView");
    auto *search = widget<QLineEdit>(*editor, "searchEdit");
    QCOMPARE(search->placeholderText(), QStringLiteral("Search units…"));
    const int all = int(empire()->units.size());
    QCOMPARE(view->model()->rowCount(), all);

    search->setText(QStringLiteral("KNI")); // any case, any part of the name
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, 0).data().toString(), QStringLiteral("Knights"));
    // Enter in the search adds the one found.
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(editor->roster().units.size(), 1);
    QCOMPARE(editor->roster().units.at(0).unitId, QStringLiteral("empire:knights"));

    search->setText(QStringLiteral("dragon"));
    QCOMPARE(view->model()->rowCount(), 0);
    QVERIFY(!widget<QPushButton>(*editor, "addButton")->isEnabled());
    search->clear();
    QCOMPARE(view->model()->rowCount(), all);

    // The per-1000 limits as a range; the notes in the tooltip.
    for (int row = 0; row < all; ++row) {
        if (view->model()->index(row, 0).data().toString() == QStringLiteral("Flagellants"))
            QCOMPARE(view->model()->index(row, 3).data().toString(), QStringLiteral("0\u20131"));
        if (view->model()->index(row, 0).data().toString() == QStringLiteral("Halberdiers"))
            QCOMPARE(view->model()->index(row, 3).data().toString(), QStringLiteral("2+"));
    }
}

void TestRosterEditor::addingUnitsUpdatesTheCheck()
{
    auto editor = empireEditor();
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    auto *points = widget<QLabel>(*editor, "pointsLabel");
    auto *breakPoint = widget<QLabel>(*editor, "breakPointLabel");
    auto *warnings = widget<QListWidget>(*editor, "warningsList");

    // Double-click and Enter add as the Add button does.
    auto *view = widget<QTableView>(*editor, "unitsView");
    view->setFocus();
    view->setCurrentIndex(view->model()->index(0, 0)); // Halberdiers
    QTest::keyClick(view->viewport(), Qt::Key_Return);
    QCOMPARE(editor->roster().units.size(), 1);
    // QTest's double-click on a widget is the second click only; the first comes before it.
    const QPoint halberdiers = view->visualRect(view->model()->index(0, 0)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, halberdiers);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, halberdiers);
    QCOMPARE(editor->roster().units.size(), 2);
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Add Halberdiers"));
    add(*editor, QStringLiteral("Crossbowmen"), 2);

    QCOMPARE(points->text(), QStringLiteral("200 / 1,000 points"));
    QCOMPARE(breakPoint->text(), QStringLiteral("Break point: 2 (units counted: 4)"));
    const RosterReport report = RosterCheck::check(editor->roster(), empire());
    QVERIFY(report.hasWarning(RosterWarningKind::NoGeneral));
    QString noGeneral;
    for (const RosterWarning &w : report.warnings) {
        if (w.kind == RosterWarningKind::NoGeneral)
            noGeneral = w.message;
    }
    QVERIFY(warnings->isVisibleTo(editor.get()));
    QVERIFY(itemTexts(warnings).contains(noGeneral));
    QCOMPARE(warnings->item(0)->icon().isNull(), false);

    add(*editor, QStringLiteral("General"));
    QCOMPARE(points->text(), QStringLiteral("325 / 1,000 points"));
    // Characters never count towards the break point.
    QCOMPARE(breakPoint->text(), QStringLiteral("Break point: 2 (units counted: 4)"));
    QVERIFY(!itemTexts(warnings).contains(noGeneral));
    QCOMPARE(warnings->count(), 0);
    QVERIFY(widget<QLabel>(*editor, "noWarningsLabel")->isVisibleTo(editor.get()));

    // Over the limit is a warning, not a refusal: the roster may still be saved.
    widget<QSpinBox>(*editor, "pointsLimitSpin")->setValue(250);
    QCOMPARE(points->text(), QStringLiteral("325 / 250 points"));
    QCOMPARE(warnings->count(), 1);
    QVERIFY(editor->save());
}

void TestRosterEditor::aWarningSelectsItsUnits()
{
    // A roster with a unit the list lacks (the warning names its row) and two Flagellants where one
    // is allowed (the warning names the kind).
    Roster roster;
    roster.name = QStringLiteral("Odd army");
    roster.ruleset = RulesetId::Revolution;
    roster.armyKey = QStringLiteral("empire");
    roster.pointsLimit = 1000;
    const ArmyList &list = *empire();
    for (const char *id : {"empire:general", "empire:flagellants", "empire:halberdiers", "empire:flagellants"})
        roster.units.append(RosterUnits::fromList(list, QString::fromLatin1(id), {}).value());
    roster.units[2].unitId = QStringLiteral("empire:dragon-riders");
    const Result<RosterId> id = m_store->save(roster);
    QVERIFY(id.ok());

    RosterEditor editor(m_lists, m_store.get());
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.openRoster(id.value());
    QCOMPARE(editor.roster(), roster);

    const RosterReport report = RosterCheck::check(roster, &list);
    auto *warnings = widget<QListWidget>(editor, "warningsList");
    QCOMPARE(warnings->count(), int(report.warnings.size()));
    auto click = [warnings](int row) {
        QListWidgetItem *item = warnings->item(row);
        warnings->scrollToItem(item);
        QTest::mouseClick(warnings->viewport(), Qt::LeftButton, {}, warnings->visualItemRect(item).center());
    };
    for (int i = 0; i < report.warnings.size(); ++i) {
        const RosterWarning &w = report.warnings.at(i);
        if (w.kind == RosterWarningKind::UnitNotInList) {
            QCOMPARE(w.rosterIndex, 2);
            click(i);
            QCOMPARE(selectedRows(editor), QList<int>{2});
        } else if (w.kind == RosterWarningKind::AboveMaximum && w.unitId == QStringLiteral("empire:flagellants")) {
            click(i);
            QCOMPARE(selectedRows(editor), (QList<int>{1, 3}));
        }
    }
    QVERIFY(report.hasWarning(RosterWarningKind::UnitNotInList));
    QVERIFY(report.hasWarning(RosterWarningKind::AboveMaximum));
    // The row a warning names carries its icon, and the warning in its tooltip.
    auto *view = widget<QTableView>(editor, "rosterView");
    QVERIFY(!view->model()->index(2, 0).data(Qt::DecorationRole).isNull());
    QVERIFY(view->model()->index(0, 0).data(Qt::DecorationRole).isNull());
    // So do the units of a kind a warning names.
    QVERIFY(!view->model()->index(3, 0).data(Qt::DecorationRole).isNull());
    QVERIFY(view->model()->index(3, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Flagellants: ")));
}

void TestRosterEditor::labelEditedInPlaceIsUndoable()
{
    auto editor = empireEditor();
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    add(*editor, QStringLiteral("Knights"));
    QCOMPARE(editor->undoStack()->count(), 1);

    // Typed into the table as a player does: the delegate's editor, then Enter.
    auto *view = widget<QTableView>(*editor, "rosterView");
    const QModelIndex label = view->model()->index(0, 1);
    QVERIFY(view->model()->flags(label) & Qt::ItemIsEditable);
    QVERIFY(!(view->model()->flags(view->model()->index(0, 0)) & Qt::ItemIsEditable));
    view->setCurrentIndex(label);
    view->edit(label);
    auto *lineEdit = qobject_cast<QLineEdit *>(view->indexWidget(label));
    QVERIFY(lineEdit);
    lineEdit->setText(QStringLiteral("Red banner"));
    QTest::keyClick(lineEdit, Qt::Key_Return);
    // The delegate commits once the key event is done with.
    QVERIFY(test::settle([&] { return editor->roster().units.at(0).label == QStringLiteral("Red banner"); }));
    QCOMPARE(editor->roster().units.at(0).label, QStringLiteral("Red banner"));
    QCOMPARE(editor->undoStack()->count(), 2);
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Label Knights"));
    QVERIFY(editor->isWindowModified());

    // The model's setData is an edit like any other: a command on the stack.
    QVERIFY(view->model()->setData(label, QStringLiteral("Blue banner")));
    QCOMPARE(editor->undoStack()->count(), 3);
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Label Knights"));

    widget<QAction>(*editor, "actionUndo")->trigger();
    QCOMPARE(editor->roster().units.at(0).label, QStringLiteral("Red banner"));
    editor->undoStack()->undo();
    QCOMPARE(editor->roster().units.at(0).label, QString());
    QCOMPARE(label.data().toString(), QString());
    widget<QAction>(*editor, "actionRedo")->trigger();
    QCOMPARE(editor->roster().units.at(0).label, QStringLiteral("Red banner"));
}

void TestRosterEditor::upgradesChangePointsAndProfile()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("General"));
    widget<QTableView>(*editor, "rosterView")
        ->model()
        ->setData(widget<QTableView>(*editor, "rosterView")->model()->index(0, 1), QStringLiteral("Karl"));
    const RosterUnit plain = editor->roster().units.at(0);
    selectRosterRow(*editor, 0);

    auto *upgrades = widget<QListWidget>(*editor, "upgradesList");
    QCOMPARE(itemTexts(upgrades), QStringList{QStringLiteral("Griffon (+80 points)")});
    QListWidgetItem *griffon = upgrades->item(0);
    QCOMPARE(griffon->checkState(), Qt::Unchecked);
    griffon->setCheckState(Qt::Checked);

    const RosterUnit &mounted = editor->roster().units.at(0);
    QCOMPARE(mounted.upgrades, QStringList{QStringLiteral("empire:upgrade:griffon")});
    QCOMPARE(mounted.points, plain.points + 80);
    QCOMPARE(mounted.profile.combatAttacks, plain.profile.combatAttacks + 2);
    QVERIFY(mounted.profile.has(Trait::Flyer));
    QCOMPARE(mounted.label, QStringLiteral("Karl")); // the label stays
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Upgrades of Karl"));
    QCOMPARE(widget<QTableView>(*editor, "rosterView")->model()->index(0, 3).data().toString(),
             QStringLiteral("Griffon"));
    QCOMPARE(widget<QLabel>(*editor, "pointsLabel")->text(), QStringLiteral("205 / 1,000 points"));

    editor->undoStack()->undo();
    QCOMPARE(editor->roster().units.at(0), plain);
    QCOMPARE(upgrades->item(0)->checkState(), Qt::Unchecked);
}

void TestRosterEditor::anUpgradeCoreRefusesIsShown()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("Wizard"));
    selectRosterRow(*editor, 0);
    auto *upgrades = widget<QListWidget>(*editor, "upgradesList");
    itemNamed(upgrades, QStringLiteral("Griffon"))->setCheckState(Qt::Checked);
    const RosterUnit onGriffon = editor->roster().units.at(0);
    const int commands = editor->undoStack()->count();

    // A second mount: core refuses, the player reads why, and nothing changes.
    itemNamed(upgrades, QStringLiteral("War Altar"))->setCheckState(Qt::Checked);
    QCOMPARE(editor->roster().units.at(0), onGriffon);
    QCOMPARE(editor->undoStack()->count(), commands);
    QCOMPARE(message(*editor), QStringLiteral("Wizard may ride only one mount."));
    QVERIFY(widget<QWidget>(*editor, "messageFrame")->isVisibleTo(editor.get()));
    QCOMPARE(itemNamed(upgrades, QStringLiteral("War Altar"))->checkState(), Qt::Unchecked);

    // A unit typed in has no list upgrades to offer.
    editor->setCustomUnitAsker([](QWidget *) {
        UnitProfile ogres;
        ogres.name = QStringLiteral("Ogres");
        ogres.combatAttacks = 4;
        ogres.hits = 4;
        return std::optional<RosterUnit>(RosterUnits::custom(ogres, 105).value());
    });
    widget<QPushButton>(*editor, "customButton")->click();
    QCOMPARE(upgrades->count(), 0);
    QCOMPARE(widget<QLabel>(*editor, "upgradesHint")->text(), QStringLiteral("A unit typed in takes no upgrades."));
}

void TestRosterEditor::unitsRemovedMovedAndDuplicated()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("Halberdiers"));
    add(*editor, QStringLiteral("Knights"));
    add(*editor, QStringLiteral("General"));
    auto names = [&editor]() {
        QStringList result;
        for (const RosterUnit &u : editor->roster().units)
            result.append(u.profile.name);
        return result;
    };

    selectRosterRow(*editor, 2);
    widget<QPushButton>(*editor, "moveUpButton")->click();
    QCOMPARE(names(),
             (QStringList{QStringLiteral("Halberdiers"), QStringLiteral("General"), QStringLiteral("Knights")}));
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Move General up"));
    QCOMPARE(selectedRows(*editor), QList<int>{1}); // the unit stays selected where it went
    widget<QPushButton>(*editor, "moveDownButton")->click();
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Move General down"));
    QVERIFY(!widget<QPushButton>(*editor, "moveDownButton")->isEnabled()); // it is last

    selectRosterRow(*editor, 1);
    widget<QPushButton>(*editor, "duplicateButton")->click();
    QCOMPARE(names(), (QStringList{QStringLiteral("Halberdiers"), QStringLiteral("Knights"), QStringLiteral("Knights"),
                                   QStringLiteral("General")}));

    selectRosterRow(*editor, 0);
    widget<QPushButton>(*editor, "removeButton")->click();
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Remove Halberdiers"));
    QCOMPARE(names(), (QStringList{QStringLiteral("Knights"), QStringLiteral("Knights"), QStringLiteral("General")}));

    // Several at once are one change, and the Delete key removes too.
    auto *view = widget<QTableView>(*editor, "rosterView");
    view->selectAll();
    view->setFocus();
    widget<QAction>(*editor, "actionRemoveUnit")->trigger();
    QVERIFY(editor->roster().units.isEmpty());
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Remove the selected units"));
    editor->undoStack()->undo();
    QCOMPARE(names(), (QStringList{QStringLiteral("Knights"), QStringLiteral("Knights"), QStringLiteral("General")}));
}

void TestRosterEditor::pointsLimitStepsAreOneChange()
{
    auto editor = empireEditor();
    auto *limit = widget<QSpinBox>(*editor, "pointsLimitSpin");
    QCOMPARE(limit->singleStep(), 250);
    limit->stepUp();
    limit->stepUp();
    QCOMPARE(editor->roster().pointsLimit, 1500);
    QCOMPARE(editor->undoStack()->count(), 1);
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Set points limit to 1,500"));
    QVERIFY(editor->isWindowModified());
    editor->undoStack()->undo();
    QCOMPARE(editor->roster().pointsLimit, 1000);
    QCOMPARE(limit->value(), 1000);
    QVERIFY(!editor->isWindowModified());
}

void TestRosterEditor::anotherArmyOrRulesetRebuildsTheRoster()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("Halberdiers"));
    add(*editor, QStringLiteral("General"));
    selectRosterRow(*editor, 1);
    widget<QListWidget>(*editor, "upgradesList")->item(0)->setCheckState(Qt::Checked);
    const Roster revolution = editor->roster();

    // The same army in the other ruleset: the units made anew from its list, upgrades and all.
    auto *rulesets = widget<QComboBox>(*editor, "rulesetBox");
    rulesets->setCurrentIndex(rulesets->findData(int(RulesetId::Warmaster)));
    QCOMPARE(editor->roster().ruleset, RulesetId::Warmaster);
    QCOMPARE(editor->roster().armyKey, QStringLiteral("empire"));
    QCOMPARE(editor->roster().units.size(), 2);
    QCOMPARE(editor->roster().units.at(1).upgrades, QStringList{QStringLiteral("empire:upgrade:griffon")});
    QCOMPARE(editor->undoStack()->undoText(),
             QStringLiteral("Change ruleset to Warmaster (2000 rules with the 2002 update)"));

    // Another army: its list has none of these units, and the player is told which went.
    auto *armies = widget<QComboBox>(*editor, "armyBox");
    armies->setCurrentIndex(armies->findData(QStringLiteral("orc")));
    QCOMPARE(editor->roster().armyKey, QStringLiteral("orc"));
    QVERIFY(editor->roster().units.isEmpty());
    QCOMPARE(message(*editor), QStringLiteral("Units the new army list lacks were removed: Halberdiers, General."));
    QCOMPARE(widget<QTableView>(*editor, "unitsView")->model()->rowCount(),
             int(m_lists.find(RulesetId::Warmaster, QStringLiteral("orc"))->units.size()));

    editor->undoStack()->undo();
    editor->undoStack()->undo();
    QCOMPARE(editor->roster(), revolution);
    QCOMPARE(armies->currentData().toString(), QStringLiteral("empire"));
    QCOMPARE(rulesets->currentData().toInt(), int(RulesetId::Revolution));
}

void TestRosterEditor::customUnitThroughTheSeam()
{
    auto editor = empireEditor();
    UnitProfile ogres;
    ogres.name = QStringLiteral("Ogre mercenaries");
    ogres.type = UnitType::Infantry;
    ogres.combatAttacks = 4;
    ogres.hits = 4;
    ogres.armour = Armour::saveOn(5);
    const RosterUnit typedIn = RosterUnits::custom(ogres, 105, QStringLiteral("Golgfag's")).value();
    int asked = 0;
    std::optional<RosterUnit> reply = typedIn;
    editor->setCustomUnitAsker([&](QWidget *parent) {
        ++asked;
        return parent == editor.get() ? reply : std::nullopt;
    });

    widget<QPushButton>(*editor, "customButton")->click();
    QCOMPARE(asked, 1);
    QCOMPARE(editor->roster().units, QList<RosterUnit>{typedIn});
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Add custom unit Ogre mercenaries"));
    QCOMPARE(widget<QLabel>(*editor, "pointsLabel")->text(), QStringLiteral("105 / 1,000 points"));

    // Cancelled: nothing added, nothing to undo.
    reply = std::nullopt;
    widget<QPushButton>(*editor, "customButton")->click();
    QCOMPARE(asked, 2);
    QCOMPARE(editor->roster().units.size(), 1);
    QCOMPARE(editor->undoStack()->count(), 1);
}

void TestRosterEditor::customUnitDialogAcceptsOnlyWhatCoreAccepts()
{
    CustomUnitDialog dialog;
    auto *ok = widget<QDialogButtonBox>(dialog, "buttonBox")->button(QDialogButtonBox::Ok);
    auto *problem = widget<QLabel>(dialog, "problemLabel");
    QCOMPARE(widget<QComboBox>(dialog, "typeBox")->count(), int(std::size(AllUnitTypes)));
    QCOMPARE(widget<QComboBox>(dialog, "armourBox")->count(), 5); // none, 6+ to 3+

    // Nameless: core says what is missing, and OK waits.
    QVERIFY(!ok->isEnabled());
    QCOMPARE(problem->text(), QStringLiteral("Name: a unit needs a name."));
    dialog.accept();
    QVERIFY(dialog.result() != QDialog::Accepted);

    widget<QLineEdit>(dialog, "nameEdit")->setText(QStringLiteral("Ogre mercenaries"));
    widget<QSpinBox>(dialog, "commandSpin")->setValue(8); // only characters have Command
    QVERIFY(!ok->isEnabled());
    QCOMPARE(problem->text(), QStringLiteral("Command: only a General, Hero or Wizard has a Command value."));
    dialog.accept();
    QVERIFY(dialog.result() != QDialog::Accepted);

    widget<QSpinBox>(dialog, "commandSpin")->setValue(0); // none
    widget<QSpinBox>(dialog, "attacksSpin")->setValue(4);
    widget<QSpinBox>(dialog, "hitsSpin")->setValue(4);
    auto *armour = widget<QComboBox>(dialog, "armourBox");
    armour->setCurrentIndex(armour->findText(QStringLiteral("5+")));
    widget<QSpinBox>(dialog, "pointsSpin")->setValue(105);
    widget<QLineEdit>(dialog, "labelEdit")->setText(QStringLiteral("Golgfag's"));
    auto *traits = widget<QListWidget>(dialog, "traitsList");
    itemNamed(traits, TraitText::name(Trait::CausesTerror))->setCheckState(Qt::Checked);
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->text().isEmpty());
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    const Result<RosterUnit> unit = dialog.unit();
    QVERIFY(unit.ok());
    QVERIFY(unit->isCustom());
    QCOMPARE(unit->profile.name, QStringLiteral("Ogre mercenaries"));
    QCOMPARE(unit->profile.type, UnitType::Infantry);
    QCOMPARE(unit->profile.combatAttacks, 4);
    QCOMPARE(unit->profile.hits, std::optional<int>(4));
    QCOMPARE(unit->profile.armour, Armour::saveOn(5));
    QCOMPARE(unit->profile.command, std::nullopt);
    QCOMPARE(unit->profile.shootingAttacks, std::nullopt);
    QCOMPARE(unit->profile.stands, 3);
    QCOMPARE(unit->profile.traits, Traits(Trait::CausesTerror));
    QCOMPARE(unit->points, 105);
    QCOMPARE(unit->label, QStringLiteral("Golgfag's"));
}

// Whatever a player types into the editor, the roster file keeps: the fields stop at core's limits.
void TestRosterEditor::fieldsStopWhereRosterFilesDo()
{
    auto editor = empireEditor();
    auto *limit = widget<QSpinBox>(*editor, "pointsLimitSpin");
    QCOMPARE(limit->minimum(), 1);
    QCOMPARE(limit->maximum(), Limits::PointsLimit);
    QCOMPARE(widget<QLineEdit>(*editor, "nameEdit")->maxLength(), Limits::NameLength);

    // A label longer than a file keeps, pasted into the table, is cut where the file stops.
    add(*editor, QStringLiteral("Knights"));
    auto *view = widget<QTableView>(*editor, "rosterView");
    QVERIFY(view->model()->setData(view->model()->index(0, 1), QString(Limits::NameLength + 1, QLatin1Char('x'))));
    QCOMPARE(editor->roster().units.at(0).label, QString(Limits::NameLength, QLatin1Char('x')));
    const Result<Roster> read = RosterJson::read(RosterJson::write(editor->roster()), QStringLiteral("roster.json"));
    QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().message));
    QCOMPARE(read.value(), editor->roster());

    CustomUnitDialog dialog;
    QCOMPARE(widget<QLineEdit>(dialog, "nameEdit")->maxLength(), Limits::NameLength);
    QCOMPARE(widget<QLineEdit>(dialog, "labelEdit")->maxLength(), Limits::NameLength);
    QCOMPARE(widget<QSpinBox>(dialog, "attacksSpin")->maximum(), Limits::Attacks);
    QCOMPARE(widget<QSpinBox>(dialog, "shootingSpin")->maximum(), Limits::Attacks);
    QCOMPARE(widget<QSpinBox>(dialog, "rangeSpin")->maximum(), Limits::DistanceCm);
    QCOMPARE(widget<QSpinBox>(dialog, "hitsSpin")->maximum(), Limits::HitsValue);
    QCOMPARE(widget<QSpinBox>(dialog, "commandSpin")->maximum(), Limits::Command);
    QCOMPARE(widget<QSpinBox>(dialog, "standsSpin")->maximum(), Limits::Stands);
    QCOMPARE(widget<QSpinBox>(dialog, "pointsSpin")->maximum(), Limits::UnitPoints);

    // A character has no Armour value: core says so, and OK waits.
    widget<QLineEdit>(dialog, "nameEdit")->setText(QStringLiteral("Captain"));
    auto *type = widget<QComboBox>(dialog, "typeBox");
    type->setCurrentIndex(type->findData(int(UnitType::Hero)));
    widget<QSpinBox>(dialog, "hitsSpin")->setValue(0);
    widget<QSpinBox>(dialog, "standsSpin")->setValue(1);
    widget<QSpinBox>(dialog, "commandSpin")->setValue(8);
    auto *armour = widget<QComboBox>(dialog, "armourBox");
    armour->setCurrentIndex(armour->findText(QStringLiteral("6+")));
    QCOMPARE(widget<QLabel>(dialog, "problemLabel")->text(),
             QStringLiteral("Armour: a character has no Armour value (was 6+)."));
    QVERIFY(!widget<QDialogButtonBox>(dialog, "buttonBox")->button(QDialogButtonBox::Ok)->isEnabled());
    armour->setCurrentIndex(0);
    QVERIFY(widget<QDialogButtonBox>(dialog, "buttonBox")->button(QDialogButtonBox::Ok)->isEnabled());
}

void TestRosterEditor::aFullRosterTakesNoMoreUnits()
{
    auto editor = empireEditor();
    widget<QLineEdit>(*editor, "importEdit")
        ->setText(QStringLiteral("jsonPath=warmaster-revolution/empire&0=100&1=100&2=100&3=100&5=100"));
    widget<QPushButton>(*editor, "importButton")->click();
    QCOMPARE(editor->roster().units.size(), Limits::RosterUnits);
    const int commands = editor->undoStack()->count();

    add(*editor, QStringLiteral("Knights"));
    QCOMPARE(editor->roster().units.size(), Limits::RosterUnits);
    QCOMPARE(message(*editor), QStringLiteral("A roster holds at most 500 units."));
    selectRosterRow(*editor, 0);
    widget<QPushButton>(*editor, "duplicateButton")->click();
    QCOMPARE(editor->roster().units.size(), Limits::RosterUnits);
    QCOMPARE(editor->undoStack()->count(), commands);
}

void TestRosterEditor::importedLinkIsOneUndo()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("Crossbowmen"));
    QVERIFY(editor->save());
    const Roster before = editor->roster();
    const RosterId savedId = *editor->rosterId();

    // Pasted and imported with the button, as a player does.
    widget<QLineEdit>(*editor, "importEdit")->setText(exampleLink);
    widget<QPushButton>(*editor, "importButton")->click();
    QVERIFY(widget<QLineEdit>(*editor, "importEdit")->text().isEmpty());
    const Roster &imported = editor->roster();
    QCOMPARE(imported.name, QStringLiteral("My army"));
    QCOMPARE(imported.ruleset, RulesetId::Revolution);
    QCOMPARE(imported.armyKey, QStringLiteral("empire"));
    QCOMPARE(imported.units.size(), 4);
    QCOMPARE(imported.points(), 2 * 45 + 110 + 125 + 80);
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Import My army"));
    QCOMPARE(editor->windowTitle(), QStringLiteral("My army[*] — Roster Editor"));
    QCOMPARE(widget<QLineEdit>(*editor, "nameEdit")->text(), QStringLiteral("My army"));
    // Saved, it is a new roster: the one that was open stays as it was.
    QCOMPARE(editor->rosterId(), std::nullopt);

    editor->undoStack()->undo();
    QCOMPARE(editor->roster(), before);
    QCOMPARE(editor->rosterId(), std::optional<RosterId>(savedId));
    QVERIFY(!editor->isWindowModified());
}

void TestRosterEditor::badCodeChangesNothing()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("Knights"));
    const Roster before = editor->roster();
    const int commands = editor->undoStack()->count();

    const QString code = QStringLiteral("WMR1.ab+/");
    const auto expected = RosterImport::fromText(code, m_lists);
    QVERIFY(!expected.ok());
    QVERIFY(!editor->importText(code));
    QCOMPARE(editor->roster(), before);
    QCOMPARE(editor->undoStack()->count(), commands);
    QCOMPARE(message(*editor), QStringLiteral("Nothing was imported. ") + expected.error().message);

    // A file that is not a roster of any kind: the same.
    const QString path = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("two units of halberdiers\n");
    file.close();
    editor->setFileChooser(answer(path));
    QVERIFY(!editor->importFile());
    QCOMPARE(editor->roster(), before);
    QVERIFY(message(*editor).startsWith(QStringLiteral("Nothing was imported. ")));
}

void TestRosterEditor::importTellsWhatWasLeftOut()
{
    auto editor = empireEditor();
    // An unknown unit and a magic item wmassist does not know, and a second roster after the first.
    const QString text = QStringLiteral("jsonPath=warmaster-revolution/empire&0=1&42=2&10=1&10-XyZ=1 ") + exampleLink;
    QVERIFY(editor->importText(text));
    QCOMPARE(editor->roster().units.size(), 2);
    const QString shown = message(*editor);
    QVERIFY2(shown.contains(QStringLiteral("unit order 42")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("magic item XyZ on unit order 10")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("The text holds 2 rosters; only the first one was imported.")),
             qPrintable(shown));
    // The notes core gives (here: the points limit it chose) are shown too.
    const auto imported = RosterImport::fromText(text, m_lists);
    QVERIFY(imported.ok());
    for (const QString &note : imported->first().notes)
        QVERIFY2(shown.contains(note), qPrintable(note));
}

void TestRosterEditor::exportedRosterReadsBackTheSame()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("General"));
    selectRosterRow(*editor, 0);
    widget<QListWidget>(*editor, "upgradesList")->item(0)->setCheckState(Qt::Checked);
    add(*editor, QStringLiteral("Knights"));
    auto *view = widget<QTableView>(*editor, "rosterView");
    view->model()->setData(view->model()->index(1, 1), QStringLiteral("Knights - red banner"));
    UnitProfile ogres;
    ogres.name = QStringLiteral("Ogres");
    ogres.combatAttacks = 4;
    ogres.hits = 4;
    editor->setCustomUnitAsker([ogres](QWidget *) { return std::optional(RosterUnits::custom(ogres, 105).value()); });
    widget<QPushButton>(*editor, "customButton")->click();
    typeName(*editor, QStringLiteral("Reikland border patrol"));
    QCOMPARE(editor->roster().name, QStringLiteral("Reikland border patrol"));
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Rename roster"));

    const QString path = m_dir.filePath(QStringLiteral("patrol")); // the extension is added
    editor->setFileChooser(answer(path));
    QVERIFY(editor->exportRoster());
    QFile file(path + QStringLiteral(".json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Result<Roster> read = RosterJson::read(file.readAll(), QStringLiteral("patrol.json"));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    QCOMPARE(read.value(), editor->roster());

    // And it comes back in through Import File.
    RosterEditor other(m_lists, m_store.get());
    other.setFileChooser(answer(file.fileName()));
    QVERIFY(other.importFile());
    QCOMPARE(other.roster(), editor->roster());

    // Cancelled: nothing written.
    editor->setFileChooser(answer(QString()));
    QVERIFY(!editor->exportRoster());
}

void TestRosterEditor::printsToPdf()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("General"));
    add(*editor, QStringLiteral("Halberdiers"), 2);
    const QString path = m_dir.filePath(QStringLiteral("roster.pdf"));
    QVERIFY(editor->printToPdf(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.size() > 1000);
    QCOMPARE(file.read(4), QByteArray("%PDF"));

    // The button asks for the path; one without an extension gets ".pdf".
    const QString asked = m_dir.filePath(QStringLiteral("asked"));
    editor->setFileChooser(answer(asked));
    widget<QAction>(*editor, "actionPrintRoster")->trigger();
    QVERIFY(QFile::exists(asked + QStringLiteral(".pdf")));

    // A folder that is not there: said, not hidden.
    QTest::ignoreMessage(QtWarningMsg, "QPainter::begin(): Returned false");
    QVERIFY(!editor->printToPdf(m_dir.filePath(QStringLiteral("missing/roster.pdf"))));
    QVERIFY(message(*editor).contains(QStringLiteral("roster.pdf")));
}

void TestRosterEditor::savedRosterOpensTheSame()
{
    auto editor = empireEditor();
    QSignalSpy saved(editor.get(), &RosterEditor::saved);
    add(*editor, QStringLiteral("General"));
    add(*editor, QStringLiteral("Halberdiers"), 2);
    QVERIFY(editor->isWindowModified());

    // Ctrl+S, as the player saves, with the name still being typed: it is saved with it.
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    typeName(*editor, QStringLiteral("Ostland"), false);
    QCOMPARE(editor->roster().name, QString());
    widget<QAction>(*editor, "actionSaveRoster")->trigger();
    QCOMPARE(editor->roster().name, QStringLiteral("Ostland"));
    QCOMPARE(saved.size(), 1);
    const std::optional<RosterId> id = editor->rosterId();
    QVERIFY(id);
    QCOMPARE(saved.at(0).at(0).value<RosterId>(), *id);
    QVERIFY(!editor->isWindowModified());
    QCOMPARE(m_store->load(*id).value(), editor->roster());

    // Saved again, it replaces itself.
    add(*editor, QStringLiteral("Knights"));
    QVERIFY(editor->save());
    QCOMPARE(editor->rosterId(), id);
    QCOMPARE(m_store->list()->size(), 1);
    const Roster kept = editor->roster();

    // Another editor opens it from the list of saved rosters.
    RosterEditor other(m_lists, m_store.get());
    auto *savedBox = widget<QComboBox>(other, "savedRostersBox");
    QCOMPARE(savedBox->count(), 1);
    QCOMPARE(savedBox->itemText(0), QStringLiteral("Ostland (Empire, 1,000 points)"));
    savedBox->setCurrentIndex(0);
    widget<QPushButton>(other, "openButton")->click();
    QCOMPARE(other.roster(), kept);
    QCOMPARE(other.rosterId(), id);
    QVERIFY(!other.isWindowModified());
    QCOMPARE(other.undoStack()->count(), 0);
    QCOMPARE(other.windowTitle(), QStringLiteral("Ostland[*] — Roster Editor"));
}

void TestRosterEditor::unsavedChangesAreAskedAbout()
{
    auto editor = empireEditor();
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    add(*editor, QStringLiteral("Knights"));

    editor->newRoster();
    QMessageBox *box = nullptr;
    QVERIFY(test::settle([&] { return (box = question(*editor, "unsavedChangesQuestion")) != nullptr; }));
    QCOMPARE(editor->roster().units.size(), 1); // nothing happens until the player answers
    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
    QCOMPARE(editor->roster().units.size(), 1);

    editor->newRoster();
    QVERIFY(test::settle([&] { return (box = question(*editor, "unsavedChangesQuestion")) != nullptr; }));
    QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
    QVERIFY(editor->roster().units.isEmpty());
    QCOMPARE(editor->roster().armyKey, QStringLiteral("empire")); // the next roster keeps the army
    QCOMPARE(editor->undoStack()->count(), 0);
    QVERIFY(!editor->isWindowModified());

    // Closing with changes asks too; Save keeps them and closes.
    add(*editor, QStringLiteral("Halberdiers"));
    QVERIFY(!editor->close());
    QVERIFY(editor->isVisible());
    QVERIFY(test::settle([&] { return (box = question(*editor, "unsavedChangesQuestion")) != nullptr; }));
    QTest::mouseClick(box->button(QMessageBox::Save), Qt::LeftButton);
    QVERIFY(!editor->isVisible());
    QVERIFY(editor->rosterId());
    QCOMPARE(m_store->load(*editor->rosterId())->units.size(), 1);
}

void TestRosterEditor::closesWithEscapeCtrlWOrItsButton()
{
    // Without a window manager the editor has no title bar: its keys and its button close it.
    auto editor = empireEditor();
    auto reopen = [&] {
        editor->show();
        editor->activateWindow();
        return QTest::qWaitForWindowExposed(editor.get()) && QTest::qWaitForWindowActive(editor.get());
    };
    QVERIFY(reopen());
    widget<QLineEdit>(*editor, "searchEdit")->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(test::settle([&] { return !editor->isVisible(); }));

    QVERIFY(reopen());
    QTest::keyClick(editor.get(), Qt::Key_W, Qt::ControlModifier);
    QVERIFY(test::settle([&] { return !editor->isVisible(); }));

    // With WM_SHOTS naming a folder, the editor with its Close button at both sizes, to look at.
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        if (!qEnvironmentVariableIsSet("WM_SHOTS"))
            break;
        editor->resize(size);
        QVERIFY(reopen());
        QTest::qWait(50);
        editor->grab().save(
            QStringLiteral("%1/roster-editor-%2.png").arg(qEnvironmentVariable("WM_SHOTS")).arg(size.width()));
    }
    QVERIFY(reopen());
    auto *close = widget<QToolButton>(*editor, "closeButton");
    QVERIFY(close->isVisible());
    QCOMPARE(close->text(), QStringLiteral("Close"));
    close->click();
    QVERIFY(test::settle([&] { return !editor->isVisible(); }));

    // With changes not yet saved, Escape asks first, as closing the window does.
    QVERIFY(reopen());
    add(*editor, QStringLiteral("Knights"));
    QTest::keyClick(editor.get(), Qt::Key_Escape);
    QMessageBox *box = nullptr;
    QVERIFY(test::settle([&] { return (box = question(*editor, "unsavedChangesQuestion")) != nullptr; }));
    QVERIFY(editor->isVisible());
    QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
    QVERIFY(test::settle([&] { return !editor->isVisible(); }));
}

void TestRosterEditor::deletingTheOpenRosterForgetsWhereItWasKept()
{
    auto editor = empireEditor();
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    add(*editor, QStringLiteral("Knights"));
    QVERIFY(editor->save());
    auto *savedBox = widget<QComboBox>(*editor, "savedRostersBox");
    QCOMPARE(savedBox->count(), 1);

    widget<QPushButton>(*editor, "deleteButton")->click();
    QMessageBox *box = nullptr;
    QVERIFY(test::settle([&] { return (box = question(*editor, "deleteQuestion")) != nullptr; }));
    QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
    QCOMPARE(m_store->list()->size(), 0);
    QCOMPARE(savedBox->count(), 0);
    QCOMPARE(editor->rosterId(), std::nullopt);
    // Still on screen, no longer kept: it shows as changed, and Save keeps it anew.
    QVERIFY(editor->isWindowModified());
    QVERIFY(editor->save());
    QCOMPARE(m_store->list()->size(), 1);
}

void TestRosterEditor::magicItemChosenForAUnit()
{
    auto editor = empireEditor();
    add(*editor, QStringLiteral("Halberdiers"));
    add(*editor, QStringLiteral("Knights"));
    add(*editor, QStringLiteral("General"));
    add(*editor, QStringLiteral("Steam Tank"));
    auto *box = widget<QComboBox>(*editor, "magicItemBox");
    auto *rosterView = widget<QTableView>(*editor, "rosterView");

    // Only what the unit may carry, priced for it (the Halberdiers' 6+ armour: Shielding for 15), "None"
    // first.
    selectRosterRow(*editor, 0);
    QVERIFY(box->isEnabled());
    QCOMPARE(comboTexts(box),
             (QStringList{QStringLiteral("None"), QStringLiteral("Battle Banner (+30)"),
                          QStringLiteral("Banner of Shielding (+15)"), QStringLiteral("Banner of Fortitude (+30)"),
                          QStringLiteral("Banner of Steadfastness (+10)"), QStringLiteral("Banner of Fortune (+15)"),
                          QStringLiteral("Sword of Destruction (+10)"), QStringLiteral("Sword of Fate (+5)"),
                          QStringLiteral("Sword of Cleaving (+10)"), QStringLiteral("Sword of Might (+10)")}));
    QCOMPARE(box->currentIndex(), 0);

    // Choosing is one command; the row, the points and the check follow.
    chooseMagicItem(*editor, QStringLiteral("Banner of Shielding (+15)"));
    QCOMPARE(editor->roster().units.at(0).profile.magicItem, std::optional<MagicItem>(MagicItem::BannerOfShielding));
    QCOMPARE(editor->roster().units.at(0).points, 45 + 15);
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Give Halberdiers the Banner of Shielding"));
    QCOMPARE(rosterView->model()->index(0, 3).data().toString(), QStringLiteral("Banner of Shielding"));
    QVERIFY(rosterView->model()
                ->index(0, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Magic item: Banner of Shielding.")));
    QCOMPARE(box->currentText(), QStringLiteral("Banner of Shielding (+15)"));
    QCOMPARE(widget<QLabel>(*editor, "pointsLabel")->text(), QStringLiteral("425 / 1,000 points"));

    // For the Knights the same banner costs 50, and the Halberdiers have the army's one: shown, not to be
    // chosen, and the tooltip says who has it.
    selectRosterRow(*editor, 1);
    const int shielding = box->findText(QStringLiteral("Banner of Shielding (+50)"));
    QVERIFY(shielding > 0);
    QVERIFY(!comboItemEnabled(box, shielding));
    QVERIFY(comboItemEnabled(box, shielding - 1));
    QVERIFY2(box->itemData(shielding, Qt::ToolTipRole)
                 .toString()
                 .startsWith(QStringLiteral("Already carried by Halberdiers")),
             qPrintable(box->itemData(shielding, Qt::ToolTipRole).toString()));

    // A General is offered the swords and the General's devices; an upgrade keeps his item and its price.
    selectRosterRow(*editor, 2);
    QCOMPARE(box->itemText(1), QStringLiteral("Sword of Destruction (+10)"));
    chooseMagicItem(*editor, QStringLiteral("Crown of Command (+70)"));
    itemNamed(widget<QListWidget>(*editor, "upgradesList"), QStringLiteral("Griffon"))->setCheckState(Qt::Checked);
    QCOMPARE(editor->roster().units.at(2).profile.magicItem, std::optional<MagicItem>(MagicItem::CrownOfCommand));
    QCOMPARE(editor->roster().units.at(2).points, 125 + 70 + 80);
    QCOMPARE(rosterView->model()->index(2, 3).data().toString(), QStringLiteral("Griffon, Crown of Command"));
    // On paper too, with what it does.
    const QString page =
        RosterPrinter::html(editor->roster(), RosterCheck::check(editor->roster(), empire()), empire());
    QVERIFY(page.contains(QStringLiteral("Griffon, Crown of Command")));
    QVERIFY(page.contains(QStringLiteral("Crown of Command, carried by General: ")));

    // A Steam Tank may carry none: the box says so and cannot be opened.
    selectRosterRow(*editor, 3);
    QVERIFY(!box->isEnabled());
    QCOMPARE(comboTexts(box), QStringList{QStringLiteral("None")});
    QCOMPARE(box->toolTip(), QStringLiteral("Steam Tank may carry no magic item."));

    // Screenshot with a unit carrying one selected, for a look at how it reads.
    selectRosterRow(*editor, 2);
    if (const QString folder = qEnvironmentVariable("WM_ROSTER_SCREENSHOT"); !folder.isEmpty()) {
        editor->resize(1280, 800);
        editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
        QVERIFY(editor->grab().save(QDir(folder).filePath(QStringLiteral("roster-magic-item.png"))));
        // The Knights' choices, the Halberdiers' banner among them but greyed.
        selectRosterRow(*editor, 1);
        box->showPopup();
        QVERIFY(box->view()->window()->grab().save(QDir(folder).filePath(QStringLiteral("roster-magic-items.png"))));
        box->hidePopup();
        selectRosterRow(*editor, 2);
    }

    // "None" takes it off; undo gives it back; undoing the first choice frees the banner for the Knights.
    chooseMagicItem(*editor, QStringLiteral("None"));
    QCOMPARE(editor->roster().units.at(2).profile.magicItem, std::optional<MagicItem>());
    QCOMPARE(editor->roster().units.at(2).points, 125 + 80);
    QCOMPARE(editor->undoStack()->undoText(), QStringLiteral("Take the Crown of Command from General"));
    editor->undoStack()->undo();
    QCOMPARE(editor->roster().units.at(2).points, 125 + 70 + 80);
    QCOMPARE(box->currentText(), QStringLiteral("Crown of Command (+70)"));
    editor->undoStack()->undo(); // the Griffon
    editor->undoStack()->undo(); // the Crown
    editor->undoStack()->undo(); // the Halberdiers' banner
    QCOMPARE(editor->roster().units.at(0).profile.magicItem, std::optional<MagicItem>());
    QCOMPARE(editor->roster().units.at(0).points, 45);
    selectRosterRow(*editor, 1);
    QVERIFY(comboItemEnabled(box, box->findText(QStringLiteral("Banner of Shielding (+50)"))));

    // A duplicate leaves the item with the unit it copies: an army has one of each.
    selectRosterRow(*editor, 1);
    chooseMagicItem(*editor, QStringLiteral("Battle Banner (+30)"));
    widget<QPushButton>(*editor, "duplicateButton")->click();
    QCOMPARE(editor->roster().units.at(2).unitId, QStringLiteral("empire:knights"));
    QCOMPARE(editor->roster().units.at(2).profile.magicItem, std::optional<MagicItem>());
    QCOMPARE(editor->roster().units.at(2).points, 110);
}

// A new roster starts at the ruleset, army and points limit the player last worked with, also in an
// editor opened later.
void TestRosterEditor::aNewRosterStartsWhereTheLastStood()
{
    {
        auto first = std::make_unique<RosterEditor>(m_lists, m_store.get());
        QCOMPARE(first->roster().ruleset, RulesetId::Warmaster); // a first run: the classic rules
        chooseArmy(*first, RulesetId::Revolution, QStringLiteral("empire"));
        widget<QSpinBox>(*first, "pointsLimitSpin")->setValue(1500);
    }
    RosterEditor later(m_lists, m_store.get());
    QCOMPARE(later.roster().ruleset, RulesetId::Revolution);
    QCOMPARE(later.roster().armyKey, QStringLiteral("empire"));
    QCOMPARE(later.roster().pointsLimit, 1500);
}

QTEST_MAIN(TestRosterEditor)
#include "tst_rostereditor.moc"
