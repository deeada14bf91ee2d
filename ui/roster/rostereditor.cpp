// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostereditor.h"

#include "ui_rostereditor.h"

#include "core/limits.h"
#include "core/roster/rosterunits.h"
#include "ui/roster/armychange.h"
#include "ui/roster/customunitdialog.h"
#include "ui/roster/messagebar.h"
#include "ui/roster/rostercheckpanel.h"
#include "ui/roster/rosterfiles.h"
#include "ui/roster/rostermodel.h"
#include "ui/roster/rostersettingsform.h"
#include "ui/roster/rowselection.h"
#include "ui/roster/savedrosterspanel.h"
#include "ui/roster/unitpicker.h"
#include "ui/roster/upgradespanel.h"
#include "ui/settings.h"

#include <QAction>
#include <QCloseEvent>
#include <QHeaderView>
#include <QIcon>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>

namespace wm {

RosterEditor::RosterEditor(const ArmyLists &lists, RosterStore *store, QWidget *parent)
    : QWidget(parent, Qt::Window) // a window of its own beside the main window, even with a parent
    , m_ui(std::make_unique<Ui::RosterEditor>())
    , m_lists(lists)
    , m_store(store)
    , m_undoStack(new QUndoStack(this))
    , m_model(new RosterModel(lists, m_undoStack, this))
    , m_askCustomUnit(&CustomUnitDialog::ask)
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("rosterEditor"));
    resize(1240, 780);

    m_ui->rosterView->setModel(m_model);
    QHeaderView *rosterHeader = m_ui->rosterView->horizontalHeader();
    rosterHeader->setSectionResizeMode(QHeaderView::ResizeToContents);
    rosterHeader->setSectionResizeMode(RosterModel::LabelColumn, QHeaderView::Stretch);
    rosterHeader->setSectionResizeMode(RosterModel::UpgradesColumn, QHeaderView::Stretch);
    m_ui->rosterView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->splitter->setStretchFactor(0, 2);
    m_ui->splitter->setStretchFactor(1, 3);
    m_ui->checkLayout->setStretchFactor(m_ui->warningsList, 1);

    m_messages = new MessageBar(m_ui->messageFrame, m_ui->messageIcon, m_ui->messageLabel, m_ui->dismissButton, this);
    m_settings = new RosterSettingsForm(lists, m_model, m_messages,
                                        {m_ui->nameEdit, m_ui->rulesetBox, m_ui->armyBox, m_ui->pointsLimitSpin}, this);
    m_picker = new UnitPicker({m_ui->searchEdit, m_ui->unitsView, m_ui->addButton}, this);
    m_check = new RosterCheckPanel(
        {m_ui->pointsLabel, m_ui->breakPointLabel, m_ui->noWarningsLabel, m_ui->warningsList}, this);
    m_upgrades = new UpgradesPanel(m_ui->upgradesHint, m_ui->upgradesList, m_ui->magicItemBox, this);
    m_saved = new SavedRostersPanel(lists, store, m_messages,
                                    {m_ui->savedRostersBox, m_ui->openButton, m_ui->deleteButton}, this);
    m_files = new RosterFiles(lists, m_model, m_messages, {m_ui->importEdit, m_ui->importButton}, this);

    createActions();
    connectParts();
    startNew();
    m_saved->refresh(m_model->storedId());
}

RosterEditor::~RosterEditor()
{
    // The stack says it is clean again as it goes, after this editor stopped being one.
    m_undoStack->disconnect(this);
    m_model->disconnect(this);
}

void RosterEditor::setFileChooser(FileChooser chooser)
{
    m_files->setFileChooser(std::move(chooser));
}

void RosterEditor::setCustomUnitAsker(CustomUnitAsker asker)
{
    m_askCustomUnit = std::move(asker);
}

const Roster &RosterEditor::roster() const
{
    return m_model->roster();
}

std::optional<RosterId> RosterEditor::rosterId() const
{
    return m_model->storedId();
}

bool RosterEditor::importText(const QString &linkOrCode)
{
    return m_files->importText(linkOrCode);
}

bool RosterEditor::importFile()
{
    return m_files->importFile();
}

bool RosterEditor::exportRoster()
{
    return m_files->exportRoster();
}

bool RosterEditor::printToPdf(const QString &path)
{
    return m_files->printToPdf(path);
}

void RosterEditor::createActions()
{
    createFileActions();
    createEditActions();
}

void RosterEditor::createFileActions()
{
    // Every shortcut works anywhere in the editor, and only there: the main window has its own.
    auto action = [this](const QString &text, QStyle::StandardPixmap icon, const QString &name,
                         QKeySequence::StandardKey key) {
        auto *a = new QAction(style()->standardIcon(icon), text, this);
        a->setObjectName(name);
        if (key != QKeySequence::UnknownKey)
            a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        return a;
    };
    m_newAction = action(tr("New"), QStyle::SP_FileIcon, QStringLiteral("actionNewRoster"), QKeySequence::New);
    m_newAction->setToolTip(tr("Start a new roster"));
    connect(m_newAction, &QAction::triggered, this, &RosterEditor::newRoster);
    m_saveAction =
        action(tr("Save"), QStyle::SP_DialogSaveButton, QStringLiteral("actionSaveRoster"), QKeySequence::Save);
    m_saveAction->setToolTip(tr("Keep the roster in wmassist's database"));
    connect(m_saveAction, &QAction::triggered, this, &RosterEditor::save);
    m_importFileAction =
        action(tr("Import File…"), QStyle::SP_DialogOpenButton, QStringLiteral("actionImportFile"), QKeySequence::Open);
    m_importFileAction->setToolTip(tr("Import a roster file, a Warmuster backup or a file of share links"));
    connect(m_importFileAction, &QAction::triggered, m_files, &RosterFiles::importFile);
    m_exportAction =
        action(tr("Export…"), QStyle::SP_DriveFDIcon, QStringLiteral("actionExportRoster"), QKeySequence::UnknownKey);
    m_exportAction->setToolTip(tr("Write the roster to a roster file"));
    connect(m_exportAction, &QAction::triggered, m_files, &RosterFiles::exportRoster);
    m_printAction = action(tr("Print to PDF…"), QStyle::SP_FileDialogDetailedView, QStringLiteral("actionPrintRoster"),
                           QKeySequence::Print);
    m_printAction->setToolTip(tr("Write the roster with its profiles and warnings to a PDF file"));
    connect(m_printAction, &QAction::triggered, m_files, &RosterFiles::printChosen);
    // The editor is a window of its own: without a window manager's title bar, this is how it closes.
    // Closing asks first about changes not yet saved (closeEvent).
    m_closeAction = action(tr("Close"), QStyle::SP_DialogCloseButton, QStringLiteral("actionCloseRosterEditor"),
                           QKeySequence::Close);
    QList<QKeySequence> closeKeys{QKeySequence(Qt::CTRL | Qt::Key_W), QKeySequence(Qt::Key_Escape)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Close)) {
        if (!closeKeys.contains(key))
            closeKeys.append(key);
    }
    m_closeAction->setShortcuts(closeKeys);
    m_closeAction->setToolTip(tr("Close the Roster Editor"));
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);

    m_ui->newButton->setDefaultAction(m_newAction);
    m_ui->saveButton->setDefaultAction(m_saveAction);
    m_ui->importFileButton->setDefaultAction(m_importFileAction);
    m_ui->exportButton->setDefaultAction(m_exportAction);
    m_ui->printButton->setDefaultAction(m_printAction);
    m_ui->closeButton->setDefaultAction(m_closeAction);
}

void RosterEditor::createEditActions()
{
    // The stack's own actions keep their text ("Undo Add Halberdiers") and state in step.
    m_undoAction = m_undoStack->createUndoAction(this, tr("Undo"));
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo"), style()->standardIcon(QStyle::SP_ArrowBack)));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_undoAction);
    m_redoAction = m_undoStack->createRedoAction(this, tr("Redo"));
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    m_redoAction->setIcon(
        QIcon::fromTheme(QStringLiteral("edit-redo"), style()->standardIcon(QStyle::SP_ArrowForward)));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_redoAction);

    // The buttons keep a short text, so the row does not jump as the action's text names the
    // change; the tooltip names it.
    auto followAction = [](QToolButton *button, QAction *a, const QString &text) {
        button->setText(text);
        button->setIcon(a->icon());
        auto update = [button, a]() {
            button->setEnabled(a->isEnabled());
            button->setToolTip(a->text());
        };
        update();
        connect(a, &QAction::changed, button, update);
        connect(button, &QToolButton::clicked, a, &QAction::trigger);
    };
    followAction(m_ui->undoButton, m_undoAction, tr("Undo"));
    followAction(m_ui->redoButton, m_redoAction, tr("Redo"));

    m_removeAction = new QAction(tr("Remove"), m_ui->rosterView);
    m_removeAction->setObjectName(QStringLiteral("actionRemoveUnit"));
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setShortcutContext(Qt::WidgetShortcut);
    m_ui->rosterView->addAction(m_removeAction);
    connect(m_removeAction, &QAction::triggered, this, &RosterEditor::removeSelectedUnits);

    auto *find = new QAction(tr("Search Units"), this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(find);
    connect(find, &QAction::triggered, m_picker, &UnitPicker::focusSearch);
}

void RosterEditor::connectParts()
{
    connect(m_model, &RosterModel::rosterChanged, this, &RosterEditor::rosterChanged);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &RosterEditor::updateTitle);

    connect(m_picker, &UnitPicker::unitChosen, this, &RosterEditor::addUnitWithId);
    connect(m_upgrades, &UpgradesPanel::toggled, this, &RosterEditor::toggleUpgrade);
    connect(m_upgrades, &UpgradesPanel::magicItemChosen, this, &RosterEditor::chooseMagicItem);
    connect(m_upgrades, &UpgradesPanel::attachedStandToggled, this, &RosterEditor::toggleAttachedStand);
    connect(m_check, &RosterCheckPanel::warningChosen, this, &RosterEditor::showWarning);
    connect(m_saved, &SavedRostersPanel::openRequested, this, &RosterEditor::openRoster);
    connect(m_saved, &SavedRostersPanel::deleted, this, &RosterEditor::savedRosterDeleted);
    connect(m_files, &RosterFiles::aboutToWrite, m_settings, &RosterSettingsForm::commitPendingEdits);

    connect(m_ui->rosterView->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this]() {
        showUpgrades();
        updateActions();
    });
    connect(m_ui->removeButton, &QPushButton::clicked, this, &RosterEditor::removeSelectedUnits);
    connect(m_ui->duplicateButton, &QPushButton::clicked, this, &RosterEditor::duplicateSelectedUnit);
    connect(m_ui->moveUpButton, &QPushButton::clicked, this, [this]() { moveSelectedUnit(-1); });
    connect(m_ui->moveDownButton, &QPushButton::clicked, this, [this]() { moveSelectedUnit(1); });
    connect(m_ui->customButton, &QPushButton::clicked, this, &RosterEditor::addCustomUnit);
}

// --- Rosters in the store -------------------------------------------------------------------------

void RosterEditor::newRoster()
{
    whenChangesSettled([this]() { startNew(); });
}

void RosterEditor::startNew()
{
    // A new roster keeps the ruleset, army and points limit of the last one the player worked on,
    // in this window or an earlier one: players often build several lists of one army.
    Roster last = m_model->roster();
    if (last.armyKey.isEmpty()) {
        last.ruleset = Settings::LastRuleset.kept().value_or(last.ruleset);
        last.armyKey = Settings::LastArmy.get();
        last.pointsLimit = Settings::LastPointsLimit.kept().value_or(last.pointsLimit);
    }
    Roster fresh;
    fresh.ruleset = last.ruleset;
    if (last.pointsLimit >= 1 && last.pointsLimit <= Limits::PointsLimit)
        fresh.pointsLimit = last.pointsLimit;
    const ArmyList *list = ArmyChange::sameArmy(m_lists, last.ruleset, last);
    if (list) {
        fresh.armyKey = list->key;
        fresh.armyDataVersion = list->dataVersion;
    }
    m_settings->forgetPendingName();
    m_model->reset(fresh, std::nullopt);
    m_undoStack->clear();
    m_messages->clear();
    updateTitle();
}

void RosterEditor::openRoster(RosterId id)
{
    whenChangesSettled([this, id]() { openNow(id); });
}

void RosterEditor::openNow(RosterId id)
{
    if (!m_store)
        return;
    const Result<Roster> loaded = m_store->load(id);
    if (!loaded) {
        m_messages->show(loaded.error().message, MessageBar::Kind::Problem);
        return;
    }
    m_settings->forgetPendingName();
    m_model->reset(loaded.value(), id);
    m_undoStack->clear();
    m_messages->clear();
    m_saved->refresh(m_model->storedId());
    updateTitle();
}

bool RosterEditor::save()
{
    m_settings->commitPendingEdits();
    if (!m_store) {
        m_messages->show(tr("There is no database to keep the roster in."), MessageBar::Kind::Problem);
        return false;
    }
    const Result<RosterId> id = m_store->save(m_model->roster(), m_model->storedId());
    if (!id) {
        m_messages->show(id.error().message, MessageBar::Kind::Problem);
        return false;
    }
    m_model->setStoredId(id.value());
    m_undoStack->setClean();
    m_saved->refresh(m_model->storedId());
    m_messages->show(tr("The roster is saved."), MessageBar::Kind::Information);
    Q_EMIT saved(id.value());
    return true;
}

void RosterEditor::savedRosterDeleted(RosterId id)
{
    if (m_model->storedId() == id) {
        // The roster on screen is no longer kept anywhere: saving it keeps it anew.
        m_model->setStoredId(std::nullopt);
        m_undoStack->resetClean();
        updateTitle();
    }
    m_saved->refresh(m_model->storedId());
}

void RosterEditor::whenChangesSettled(std::function<void()> then)
{
    m_settings->commitPendingEdits();
    if (m_undoStack->isClean()) {
        then();
        return;
    }
    const QString name = m_model->roster().name.isEmpty() ? tr("Unnamed roster") : m_model->roster().name;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Unsaved Changes"),
                                tr("The roster \"%1\" has changes that are not saved. Save them?").arg(name),
                                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setDefaultButton(QMessageBox::Save);
    box->setObjectName(QStringLiteral("unsavedChangesQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, then = std::move(then)]() {
        switch (box->standardButton(box->clickedButton())) {
        case QMessageBox::Save:
            if (save())
                then();
            break;
        case QMessageBox::Discard:
            then();
            break;
        default:
            break;
        }
    });
    box->open();
}

void RosterEditor::closeEvent(QCloseEvent *event)
{
    m_settings->commitPendingEdits();
    if (m_closeAgreed || m_undoStack->isClean()) {
        m_closeAgreed = false; // shown again, it asks again
        event->accept();
        return;
    }
    event->ignore();
    whenChangesSettled([this]() {
        m_closeAgreed = true;
        close();
    });
}

// --- Editing --------------------------------------------------------------------------------------

bool RosterEditor::roomForAnother()
{
    const std::optional<Error> full = RosterUnits::roomForAnother(m_model->roster());
    if (full)
        m_messages->show(full->message, MessageBar::Kind::Problem);
    return !full;
}

void RosterEditor::addUnitWithId(const QString &unitId)
{
    const ArmyList *list = m_model->list();
    if (!list || unitId.isEmpty() || !roomForAnother())
        return;
    const Result<RosterUnit> unit = RosterUnits::fromList(*list, unitId, {});
    if (!unit) {
        m_messages->show(unit.error().message, MessageBar::Kind::Problem);
        return;
    }
    m_model->addUnit(unit.value(), tr("Add %1").arg(unit->profile.name));
    RowSelection::select(m_ui->rosterView, {m_model->rowCount() - 1});
}

void RosterEditor::removeSelectedUnits()
{
    const QList<int> rows = RowSelection::selected(m_ui->rosterView);
    if (rows.isEmpty())
        return;
    const int first = *std::min_element(rows.begin(), rows.end());
    m_model->removeUnits(rows);
    if (m_model->rowCount() > 0)
        RowSelection::select(m_ui->rosterView, {std::min(first, m_model->rowCount() - 1)});
}

void RosterEditor::duplicateSelectedUnit()
{
    const int row = RowSelection::current(m_ui->rosterView);
    if (row < 0 || !roomForAnother())
        return;
    // Another unit of the same kind, but not the same miniatures: the label stays with the first, and
    // so does the magic item, which an army has only one of.
    RosterUnit copy = m_model->roster().units.at(row);
    copy.label.clear();
    if (copy.profile.magicItem && m_model->list()) {
        const Result<RosterUnit> bare = RosterUnits::withMagicItem(*m_model->list(), copy, std::nullopt, nullptr);
        if (bare)
            copy = bare.value();
    }
    m_model->addUnit(copy, tr("Add %1").arg(copy.profile.name), row + 1);
    RowSelection::select(m_ui->rosterView, {row + 1});
}

void RosterEditor::moveSelectedUnit(int step)
{
    const int row = RowSelection::current(m_ui->rosterView);
    const int to = row + step;
    if (row < 0 || to < 0 || to >= m_model->rowCount())
        return;
    m_model->moveUnit(row, to);
    RowSelection::select(m_ui->rosterView, {to});
}

void RosterEditor::addCustomUnit()
{
    if (!m_askCustomUnit || !roomForAnother())
        return;
    const std::optional<RosterUnit> unit = m_askCustomUnit(this);
    if (!unit)
        return;
    m_model->addUnit(*unit, tr("Add custom unit %1").arg(unit->profile.name));
    RowSelection::select(m_ui->rosterView, {m_model->rowCount() - 1});
}

void RosterEditor::toggleUpgrade(const QString &upgradeId, bool taken)
{
    const int row = RowSelection::current(m_ui->rosterView);
    const ArmyList *list = m_model->list();
    if (row < 0 || !list)
        return;
    const RosterUnit &unit = m_model->roster().units.at(row);
    QStringList upgrades = unit.upgrades;
    if (taken && !upgrades.contains(upgradeId))
        upgrades.append(upgradeId);
    else if (!taken)
        upgrades.removeAll(upgradeId);
    // Core makes the unit anew from the list, so its profile and points follow the upgrades, and the
    // price of its magic item the profile they give.
    const Result<RosterUnit> changed = RosterUnits::withUpgrades(*list, unit, upgrades, m_model->magicItems());
    if (!changed) {
        m_messages->show(changed.error().message, MessageBar::Kind::Problem);
        showUpgrades(); // back to what the unit has
        return;
    }
    m_model->setUnit(row, changed.value(), tr("Upgrades of %1").arg(unit.displayName()));
}

void RosterEditor::toggleAttachedStand(const QString &standsUnitId, bool taken)
{
    const int row = RowSelection::current(m_ui->rosterView);
    const ArmyList *list = m_model->list();
    if (row < 0 || !list)
        return;
    const RosterUnit &unit = m_model->roster().units.at(row);
    const Result<RosterUnit> changed = RosterUnits::withAttachedStand(*list, unit, taken ? standsUnitId : QString());
    if (!changed) {
        m_messages->show(changed.error().message, MessageBar::Kind::Problem);
        showUpgrades();
        return;
    }
    m_model->setUnit(row, changed.value(), tr("Added stand of %1").arg(unit.displayName()));
}

void RosterEditor::chooseMagicItem(const QString &itemKey)
{
    const int row = RowSelection::current(m_ui->rosterView);
    const ArmyList *list = m_model->list();
    if (row < 0 || !list)
        return;
    const RosterUnit &unit = m_model->roster().units.at(row);
    const std::optional<MagicItem> item = enumFromKey<MagicItem>(itemKey);
    if (item == unit.profile.magicItem)
        return;
    const Result<RosterUnit> changed = RosterUnits::withMagicItem(*list, unit, item, m_model->magicItems());
    if (!changed) {
        m_messages->show(changed.error().message, MessageBar::Kind::Problem);
        showUpgrades(); // back to what the unit carries
        return;
    }
    m_model->setUnit(
        row, changed.value(),
        item ? tr("Give %1 the %2").arg(unit.displayName(), MagicItemText::name(*item))
             : tr("Take the %1 from %2").arg(MagicItemText::name(*unit.profile.magicItem), unit.displayName()));
}

// --- Showing the roster ---------------------------------------------------------------------------

void RosterEditor::rosterChanged()
{
    const Roster &roster = m_model->roster();
    if (!roster.armyKey.isEmpty()) {
        Settings::LastRuleset.set(roster.ruleset);
        Settings::LastArmy.set(roster.armyKey);
        Settings::LastPointsLimit.set(roster.pointsLimit);
    }
    m_settings->show(roster);
    m_picker->setList(m_model->list());
    m_check->show(m_model->report());
    showUpgrades();
    updateTitle();
    updateActions();
}

void RosterEditor::showUpgrades()
{
    const int row = RowSelection::current(m_ui->rosterView);
    m_upgrades->show(row >= 0 ? &m_model->roster().units.at(row) : nullptr, m_model->list());
    m_upgrades->showMagicItems(m_model->roster(), row, m_model->list(), m_model->magicItems());
}

void RosterEditor::updateActions()
{
    const QList<int> rows = RowSelection::selected(m_ui->rosterView);
    const int row = rows.size() == 1 ? rows.first() : -1;
    m_saveAction->setEnabled(m_store != nullptr);
    m_removeAction->setEnabled(!rows.isEmpty());
    m_ui->removeButton->setEnabled(!rows.isEmpty());
    m_ui->duplicateButton->setEnabled(row >= 0);
    m_ui->moveUpButton->setEnabled(row > 0);
    m_ui->moveDownButton->setEnabled(row >= 0 && row < m_model->rowCount() - 1);
}

void RosterEditor::updateTitle()
{
    QString name = m_model->roster().name.isEmpty() ? tr("Unnamed roster") : m_model->roster().name;
    // "[*]" in a name would be read as the modified mark; doubled, it is shown as it is.
    name.replace(QStringLiteral("[*]"), QStringLiteral("[*][*]"));
    setWindowTitle(tr("%1[*] — Roster Editor").arg(name));
    setWindowModified(!m_undoStack->isClean());
}

void RosterEditor::showWarning(int index)
{
    const QList<RosterWarning> &warnings = m_model->report().warnings;
    if (index < 0 || index >= warnings.size())
        return;
    const QList<int> rows = m_model->rowsConcerned(warnings.at(index));
    if (!rows.isEmpty())
        RowSelection::select(m_ui->rosterView, rows);
}

} // namespace wm
