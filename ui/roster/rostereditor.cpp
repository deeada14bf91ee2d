// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostereditor.h"

#include "core/roster/rosterimport.h"
#include "core/roster/rosterjson.h"
#include "core/roster/rosterunits.h"
#include "ui/roster/armychange.h"
#include "ui/roster/armyunitsmodel.h"
#include "ui/roster/customunitdialog.h"
#include "ui/roster/rostermodel.h"
#include "ui/roster/rosterprinter.h"
#include "ui/roster/rostertext.h"
#include "ui_rostereditor.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QIcon>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>

namespace wm {

namespace {

constexpr int UpgradeIdRole = Qt::UserRole;

// A file name the player typed without its extension gets the one of the format written.
QString withSuffix(const QString &path, const QString &suffix)
{
    return QFileInfo(path).suffix().isEmpty() ? path + QLatin1Char('.') + suffix : path;
}

} // namespace

RosterEditor::RosterEditor(const ArmyLists &lists, RosterStore *store, QWidget *parent)
    : QWidget(parent, Qt::Window) // a window of its own beside the main window, even with a parent
    , m_ui(std::make_unique<Ui::RosterEditor>())
    , m_lists(lists)
    , m_store(store)
    , m_undoStack(new QUndoStack(this))
    , m_model(new RosterModel(lists, m_undoStack, this))
    , m_unitsModel(new ArmyUnitsModel(this))
    , m_unitsProxy(new QSortFilterProxyModel(this))
    , m_chooseFile(systemFileChooser())
    , m_askCustomUnit(&CustomUnitDialog::ask)
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("rosterEditor"));
    resize(1240, 780);

    m_unitsProxy->setSourceModel(m_unitsModel);
    m_unitsProxy->setFilterKeyColumn(ArmyUnitsModel::NameColumn);
    m_unitsProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_ui->unitsView->setModel(m_unitsProxy);
    QHeaderView *unitsHeader = m_ui->unitsView->horizontalHeader();
    unitsHeader->setSectionResizeMode(QHeaderView::ResizeToContents);
    unitsHeader->setSectionResizeMode(ArmyUnitsModel::NameColumn, QHeaderView::Stretch);
    m_ui->unitsView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_ui->rosterView->setModel(m_model);
    QHeaderView *rosterHeader = m_ui->rosterView->horizontalHeader();
    rosterHeader->setSectionResizeMode(QHeaderView::ResizeToContents);
    rosterHeader->setSectionResizeMode(RosterModel::LabelColumn, QHeaderView::Stretch);
    rosterHeader->setSectionResizeMode(RosterModel::UpgradesColumn, QHeaderView::Stretch);
    m_ui->rosterView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    for (RulesetId id : {RulesetId::Warmaster, RulesetId::Revolution})
        m_ui->rulesetBox->addItem(Ruleset::name(id), int(id));
    // Typing a limit is one change when it is done, not one for every digit.
    m_ui->pointsLimitSpin->setKeyboardTracking(false);
    m_ui->splitter->setStretchFactor(0, 2);
    m_ui->splitter->setStretchFactor(1, 3);
    m_ui->checkLayout->setStretchFactor(m_ui->warningsList, 1);
    QFont big = m_ui->pointsLabel->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_ui->pointsLabel->setFont(big);
    m_ui->savedRostersBox->setPlaceholderText(tr("No saved rosters"));
    m_ui->messageFrame->hide();

    createActions();
    connectWidgets();
    startNew();
    refreshSavedRosters();
}

RosterEditor::~RosterEditor()
{
    // The stack says it is clean again as it goes, after this editor stopped being one.
    m_undoStack->disconnect(this);
    m_model->disconnect(this);
}

void RosterEditor::setFileChooser(FileChooser chooser)
{
    m_chooseFile = std::move(chooser);
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

void RosterEditor::createActions()
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
    connect(m_importFileAction, &QAction::triggered, this, &RosterEditor::importFile);
    m_exportAction =
        action(tr("Export…"), QStyle::SP_DriveFDIcon, QStringLiteral("actionExportRoster"), QKeySequence::UnknownKey);
    m_exportAction->setToolTip(tr("Write the roster to a roster file"));
    connect(m_exportAction, &QAction::triggered, this, &RosterEditor::exportRoster);
    m_printAction = action(tr("Print to PDF…"), QStyle::SP_FileDialogDetailedView, QStringLiteral("actionPrintRoster"),
                           QKeySequence::Print);
    m_printAction->setToolTip(tr("Write the roster with its profiles and warnings to a PDF file"));
    connect(m_printAction, &QAction::triggered, this, &RosterEditor::printRequested);

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

    m_ui->newButton->setDefaultAction(m_newAction);
    m_ui->saveButton->setDefaultAction(m_saveAction);
    m_ui->importFileButton->setDefaultAction(m_importFileAction);
    m_ui->exportButton->setDefaultAction(m_exportAction);
    m_ui->printButton->setDefaultAction(m_printAction);
    // The buttons keep a short text, so the row does not jump as the action's text names the
    // change; the tooltip names it.
    auto followAction = [this](QToolButton *button, QAction *a, const QString &text) {
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
    connect(find, &QAction::triggered, this, [this]() {
        m_ui->searchEdit->setFocus(Qt::ShortcutFocusReason);
        m_ui->searchEdit->selectAll();
    });
}

void RosterEditor::connectWidgets()
{
    connect(m_model, &RosterModel::rosterChanged, this, &RosterEditor::rosterChanged);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &RosterEditor::updateTitle);

    connect(m_ui->nameEdit, &QLineEdit::editingFinished, this, &RosterEditor::commitPendingEdits);
    connect(m_ui->rulesetBox, &QComboBox::currentIndexChanged, this, &RosterEditor::chooseRuleset);
    connect(m_ui->armyBox, &QComboBox::currentIndexChanged, this, &RosterEditor::chooseArmy);
    connect(m_ui->pointsLimitSpin, &QSpinBox::valueChanged, this, [this](int limit) {
        if (!m_updating)
            m_model->setPointsLimit(limit);
    });

    connect(m_ui->searchEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_unitsProxy->setFilterFixedString(text.trimmed());
        // The first match is ready to be added with Enter.
        if (m_unitsProxy->rowCount() > 0 && !m_ui->unitsView->selectionModel()->hasSelection())
            m_ui->unitsView->setCurrentIndex(m_unitsProxy->index(0, 0));
        updateActions();
    });
    connect(m_ui->searchEdit, &QLineEdit::returnPressed, this, &RosterEditor::addSelectedUnit);
    // Enter and double-click both activate.
    connect(m_ui->unitsView, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { addUnitWithId(index.data(ArmyUnitsModel::UnitIdRole).toString()); });
    connect(m_ui->unitsView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RosterEditor::updateActions);
    connect(m_ui->addButton, &QPushButton::clicked, this, &RosterEditor::addSelectedUnit);

    connect(m_ui->rosterView->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this]() {
        showUpgrades();
        updateActions();
    });
    connect(m_ui->removeButton, &QPushButton::clicked, this, &RosterEditor::removeSelectedUnits);
    connect(m_ui->duplicateButton, &QPushButton::clicked, this, &RosterEditor::duplicateSelectedUnit);
    connect(m_ui->moveUpButton, &QPushButton::clicked, this, [this]() { moveSelectedUnit(-1); });
    connect(m_ui->moveDownButton, &QPushButton::clicked, this, [this]() { moveSelectedUnit(1); });
    connect(m_ui->customButton, &QPushButton::clicked, this, &RosterEditor::addCustomUnit);
    connect(m_ui->upgradesList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (!m_updating)
            toggleUpgrade(item->data(UpgradeIdRole).toString(), item->checkState() == Qt::Checked);
    });

    connect(m_ui->warningsList, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { showWarning(m_ui->warningsList->row(item)); });
    connect(m_ui->warningsList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { showWarning(m_ui->warningsList->row(item)); });

    auto importPasted = [this]() {
        if (importText(m_ui->importEdit->text()))
            m_ui->importEdit->clear();
    };
    connect(m_ui->importButton, &QPushButton::clicked, this, importPasted);
    connect(m_ui->importEdit, &QLineEdit::returnPressed, this, importPasted);

    connect(m_ui->savedRostersBox, &QComboBox::currentIndexChanged, this, &RosterEditor::updateActions);
    connect(m_ui->openButton, &QPushButton::clicked, this, [this]() {
        const QVariant id = m_ui->savedRostersBox->currentData();
        if (id.isValid())
            openRoster(id.toLongLong());
    });
    connect(m_ui->deleteButton, &QPushButton::clicked, this, &RosterEditor::deleteSavedRoster);
    connect(m_ui->dismissButton, &QToolButton::clicked, this, &RosterEditor::clearMessage);
}

// --- Rosters in the store -------------------------------------------------------------------------

void RosterEditor::newRoster()
{
    whenChangesSettled([this]() { startNew(); });
}

void RosterEditor::startNew()
{
    // A new roster keeps the army of the last one: players often build several lists of one army.
    const Roster &current = m_model->roster();
    Roster fresh;
    fresh.ruleset = current.ruleset;
    const ArmyList *list = ArmyChange::sameArmy(m_lists, current.ruleset, current);
    if (list) {
        fresh.armyKey = list->key;
        fresh.armyDataVersion = list->dataVersion;
    }
    m_ui->nameEdit->setModified(false);
    m_model->reset(fresh, std::nullopt);
    m_undoStack->clear();
    clearMessage();
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
        showMessage(loaded.error().message, Message::Problem);
        return;
    }
    m_ui->nameEdit->setModified(false);
    m_model->reset(loaded.value(), id);
    m_undoStack->clear();
    clearMessage();
    refreshSavedRosters();
    updateTitle();
}

bool RosterEditor::save()
{
    commitPendingEdits();
    if (!m_store) {
        showMessage(tr("There is no database to keep the roster in."), Message::Problem);
        return false;
    }
    const Result<RosterId> id = m_store->save(m_model->roster(), m_model->storedId());
    if (!id) {
        showMessage(id.error().message, Message::Problem);
        return false;
    }
    m_model->setStoredId(id.value());
    m_undoStack->setClean();
    refreshSavedRosters();
    showMessage(tr("The roster is saved."), Message::Information);
    Q_EMIT saved(id.value());
    return true;
}

void RosterEditor::refreshSavedRosters()
{
    QComboBox *box = m_ui->savedRostersBox;
    const QSignalBlocker blocker(box);
    box->clear();
    if (m_store) {
        const Result<QList<RosterSummary>> all = m_store->list();
        if (!all) {
            showMessage(all.error().message, Message::Problem);
        } else {
            const QLocale locale;
            for (const RosterSummary &s : all.value()) {
                const ArmyList *list = m_lists.find(s.ruleset, s.armyKey);
                const QString army = list ? list->name : s.armyKey.isEmpty() ? tr("no army list") : s.armyKey;
                const QString name = s.name.isEmpty() ? tr("Unnamed roster") : s.name;
                box->addItem(tr("%1 (%2, %3 points)").arg(name, army, locale.toString(s.pointsLimit)), s.id);
                box->setItemData(box->count() - 1, Ruleset::name(s.ruleset), Qt::ToolTipRole);
            }
        }
    }
    // The roster on screen when it is kept, else the one changed last.
    const std::optional<RosterId> open = m_model->storedId();
    const int shown = open ? box->findData(*open) : -1;
    box->setCurrentIndex(shown >= 0 ? shown : (box->count() > 0 ? 0 : -1));
    updateActions();
}

void RosterEditor::deleteSavedRoster()
{
    const QVariant chosen = m_ui->savedRostersBox->currentData();
    if (!m_store || !chosen.isValid())
        return;
    const RosterId id = chosen.toLongLong();
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Delete Roster"),
        tr("Delete the saved roster %1? This cannot be undone.").arg(m_ui->savedRostersBox->currentText()),
        QMessageBox::Yes | QMessageBox::No, this);
    box->setDefaultButton(QMessageBox::No);
    box->setObjectName(QStringLiteral("deleteQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, id]() {
        if (box->standardButton(box->clickedButton()) != QMessageBox::Yes)
            return;
        if (auto error = m_store->remove(id)) {
            showMessage(error->message, Message::Problem);
            return;
        }
        if (m_model->storedId() == id) {
            // The roster on screen is no longer kept anywhere: saving it keeps it anew.
            m_model->setStoredId(std::nullopt);
            m_undoStack->resetClean();
            updateTitle();
        }
        refreshSavedRosters();
    });
    // open(), not exec(): nothing waits on the answer.
    box->open();
}

void RosterEditor::whenChangesSettled(std::function<void()> then)
{
    commitPendingEdits();
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
    commitPendingEdits();
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

void RosterEditor::addSelectedUnit()
{
    QModelIndex index = m_ui->unitsView->currentIndex();
    if (!index.isValid() && m_unitsProxy->rowCount() > 0)
        index = m_unitsProxy->index(0, 0);
    if (index.isValid())
        addUnitWithId(index.data(ArmyUnitsModel::UnitIdRole).toString());
}

void RosterEditor::addUnitWithId(const QString &unitId)
{
    const ArmyList *list = m_model->list();
    if (!list || unitId.isEmpty())
        return;
    const Result<RosterUnit> unit = RosterUnits::fromList(*list, unitId, {});
    if (!unit) {
        showMessage(unit.error().message, Message::Problem);
        return;
    }
    m_model->addUnit(unit.value(), tr("Add %1").arg(unit->profile.name));
    selectRows({m_model->rowCount() - 1});
}

void RosterEditor::removeSelectedUnits()
{
    const QList<int> rows = selectedRows();
    if (rows.isEmpty())
        return;
    const int first = *std::min_element(rows.begin(), rows.end());
    m_model->removeUnits(rows);
    if (m_model->rowCount() > 0)
        selectRows({std::min(first, m_model->rowCount() - 1)});
}

void RosterEditor::duplicateSelectedUnit()
{
    const int row = currentRow();
    if (row < 0)
        return;
    // Another unit of the same kind, but not the same miniatures: the label stays with the first.
    RosterUnit copy = m_model->roster().units.at(row);
    copy.label.clear();
    m_model->addUnit(copy, tr("Add %1").arg(copy.profile.name), row + 1);
    selectRows({row + 1});
}

void RosterEditor::moveSelectedUnit(int step)
{
    const int row = currentRow();
    const int to = row + step;
    if (row < 0 || to < 0 || to >= m_model->rowCount())
        return;
    m_model->moveUnit(row, to);
    selectRows({to});
}

void RosterEditor::addCustomUnit()
{
    if (!m_askCustomUnit)
        return;
    const std::optional<RosterUnit> unit = m_askCustomUnit(this);
    if (!unit)
        return;
    m_model->addUnit(*unit, tr("Add custom unit %1").arg(unit->profile.name));
    selectRows({m_model->rowCount() - 1});
}

void RosterEditor::toggleUpgrade(const QString &upgradeId, bool taken)
{
    const int row = currentRow();
    const ArmyList *list = m_model->list();
    if (row < 0 || !list)
        return;
    const RosterUnit &unit = m_model->roster().units.at(row);
    QStringList upgrades = unit.upgrades;
    if (taken && !upgrades.contains(upgradeId))
        upgrades.append(upgradeId);
    else if (!taken)
        upgrades.removeAll(upgradeId);
    // Core makes the unit anew from the list, so its profile and points follow the upgrades.
    const Result<RosterUnit> changed = RosterUnits::fromList(*list, unit.unitId, upgrades, unit.label);
    if (!changed) {
        showMessage(changed.error().message, Message::Problem);
        showUpgrades(); // back to what the unit has
        return;
    }
    m_model->setUnit(row, changed.value(), tr("Upgrades of %1").arg(unit.displayName()));
}

void RosterEditor::chooseRuleset(int index)
{
    if (m_updating || index < 0)
        return;
    const auto ruleset = RulesetId(m_ui->rulesetBox->itemData(index).toInt());
    const Roster &current = m_model->roster();
    if (ruleset == current.ruleset)
        return;
    // The same army in the other ruleset, when it has one.
    const ArmyChange r = ArmyChange::to(current, ruleset, ArmyChange::sameArmy(m_lists, ruleset, current));
    m_model->replaceRoster(r.roster, m_model->storedId(), tr("Change ruleset to %1").arg(Ruleset::name(ruleset)));
    tellRebuilt(r.removed, r.lostUpgrades);
}

void RosterEditor::chooseArmy(int index)
{
    if (m_updating || index < 0)
        return;
    const Roster &current = m_model->roster();
    const QString key = m_ui->armyBox->itemData(index).toString();
    if (key == current.armyKey)
        return;
    const ArmyList *list = m_lists.find(current.ruleset, key);
    const ArmyChange r = ArmyChange::to(current, current.ruleset, list);
    m_model->replaceRoster(r.roster, m_model->storedId(),
                           list ? tr("Change army to %1").arg(list->name) : tr("Change army to no army list"));
    tellRebuilt(r.removed, r.lostUpgrades);
}

void RosterEditor::tellRebuilt(const QStringList &removed, const QStringList &lostUpgrades)
{
    QStringList lines;
    if (!removed.isEmpty())
        lines.append(tr("Units the new army list lacks were removed: %1.").arg(removed.join(QStringLiteral(", "))));
    if (!lostUpgrades.isEmpty())
        lines.append(tr("Units whose upgrades the new army list does not offer lost them: %1.")
                         .arg(lostUpgrades.join(QStringLiteral(", "))));
    if (!lines.isEmpty())
        showMessage(lines.join(QLatin1Char('\n')), Message::Problem);
}

void RosterEditor::commitPendingEdits()
{
    if (m_updating)
        return;
    // A name or limit still being typed when the player saves, exports or prints is part of it.
    if (m_ui->nameEdit->isModified()) {
        m_ui->nameEdit->setModified(false);
        m_model->rename(m_ui->nameEdit->text().trimmed());
    }
    m_ui->pointsLimitSpin->interpretText();
}

// --- Import, export and print ---------------------------------------------------------------------

bool RosterEditor::importText(const QString &linkOrCode)
{
    const Result<QList<ImportedRoster>> imported = RosterImport::fromText(linkOrCode, m_lists);
    if (!imported) {
        showMessage(tr("Nothing was imported. %1").arg(imported.error().message), Message::Problem);
        return false;
    }
    return importRosters(imported.value(), QString());
}

bool RosterEditor::importFile()
{
    const QString path = m_chooseFile(
        this, tr("Import a Roster"),
        tr("Rosters and army builder files (*.json *.txt);;wmassist rosters (*.json);;All files (*)"), false);
    if (path.isEmpty())
        return false;
    const QString fileName = QFileInfo(path).fileName();

    // A roster file of wmassist's own, as Export writes it; anything else is another builder's.
    QFile file(path);
    if (file.open(QIODevice::ReadOnly) && file.size() <= RosterImport::MaxFileBytes) {
        const QByteArray bytes = file.readAll();
        const QJsonDocument json = QJsonDocument::fromJson(bytes);
        if (json.isObject() && json.object().value(QStringLiteral("kind")).toString() == RosterJson::kind()) {
            const Result<Roster> roster = RosterJson::read(bytes, fileName);
            if (!roster) {
                showMessage(tr("Nothing was imported. %1").arg(roster.error().message), Message::Problem);
                return false;
            }
            return importRosters({ImportedRoster{roster.value(), {}, {}}}, fileName);
        }
    }
    const Result<QList<ImportedRoster>> imported = RosterImport::fromFile(path, m_lists);
    if (!imported) {
        showMessage(tr("Nothing was imported. %1").arg(imported.error().message), Message::Problem);
        return false;
    }
    return importRosters(imported.value(), fileName);
}

bool RosterEditor::importRosters(const QList<ImportedRoster> &rosters, const QString &fileName)
{
    if (rosters.isEmpty()) {
        showMessage(fileName.isEmpty() ? tr("Nothing was imported: the text holds no roster.")
                                       : tr("Nothing was imported: %1 holds no roster.").arg(fileName),
                    Message::Problem);
        return false;
    }
    const ImportedRoster &imported = rosters.first();
    const QString name = imported.roster.name.isEmpty() ? tr("Unnamed roster") : imported.roster.name;
    // An imported roster is a new one: saving it must not replace the roster that was open.
    m_model->replaceRoster(imported.roster, std::nullopt, tr("Import %1").arg(name));

    QStringList lines{tr("Imported the roster \"%1\"; Save keeps it as a new roster.").arg(name)};
    if (rosters.size() > 1) {
        const QString count = QLocale().toString(rosters.size());
        lines.append(fileName.isEmpty()
                         ? tr("The text holds %1 rosters; only the first one was imported.").arg(count)
                         : tr("%1 holds %2 rosters; only the first one was imported.").arg(fileName, count));
    }
    if (!imported.unknown.isEmpty())
        lines.append(tr("Not found in wmassist's army lists, so left out: %1.")
                         .arg(imported.unknown.join(QStringLiteral(", "))));
    lines += imported.notes;
    showMessage(lines.join(QLatin1Char('\n')),
                imported.unknown.isEmpty() && rosters.size() == 1 ? Message::Information : Message::Problem);
    return true;
}

bool RosterEditor::exportRoster()
{
    QString path = m_chooseFile(this, tr("Export the Roster"), tr("wmassist rosters (*.json)"), true);
    if (path.isEmpty())
        return false;
    path = withSuffix(path, QStringLiteral("json"));
    commitPendingEdits();
    const QByteArray bytes = RosterJson::write(m_model->roster());
    // Written whole or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        showMessage(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()),
                    Message::Problem);
        return false;
    }
    showMessage(tr("The roster was written to %1.").arg(QDir::toNativeSeparators(path)), Message::Information);
    return true;
}

void RosterEditor::printRequested()
{
    const QString path = m_chooseFile(this, tr("Print the Roster to PDF"), tr("PDF files (*.pdf)"), true);
    if (!path.isEmpty())
        printToPdf(withSuffix(path, QStringLiteral("pdf")));
}

bool RosterEditor::printToPdf(const QString &path)
{
    commitPendingEdits();
    if (auto error = RosterPrinter::printToPdf(m_model->roster(), m_model->report(), m_model->list(), path)) {
        showMessage(error->message, Message::Problem);
        return false;
    }
    showMessage(tr("The roster was printed to %1.").arg(QDir::toNativeSeparators(path)), Message::Information);
    return true;
}

// --- Showing the roster ---------------------------------------------------------------------------

void RosterEditor::rosterChanged()
{
    showSettings();
    showReport();
    showUpgrades();
    updateTitle();
    updateActions();
}

void RosterEditor::showSettings()
{
    const Roster &r = m_model->roster();
    m_updating = true;
    // Not while the player is typing a name: what they type wins once they are done.
    if (!m_ui->nameEdit->isModified() && m_ui->nameEdit->text() != r.name)
        m_ui->nameEdit->setText(r.name);
    m_ui->rulesetBox->setCurrentIndex(m_ui->rulesetBox->findData(int(r.ruleset)));

    QComboBox *army = m_ui->armyBox;
    army->clear();
    for (const ArmyList &list : ArmyChange::byName(m_lists, r.ruleset))
        army->addItem(list.name, list.key);
    army->addItem(tr("No army list (units typed in)"), QString());
    if (army->findData(r.armyKey) < 0) // a list this wmassist does not have
        army->addItem(tr("%1 (not in wmassist's lists)").arg(r.armyKey), r.armyKey);
    army->setCurrentIndex(army->findData(r.armyKey));

    m_ui->pointsLimitSpin->setValue(r.pointsLimit);

    const ArmyList *list = m_model->list();
    if (m_shownList != list) {
        m_shownList = list;
        m_unitsModel->setList(list);
        if (m_unitsProxy->rowCount() > 0)
            m_ui->unitsView->setCurrentIndex(m_unitsProxy->index(0, 0));
    }
    m_updating = false;
}

void RosterEditor::showReport()
{
    const RosterReport &report = m_model->report();
    m_ui->pointsLabel->setText(RosterText::points(report));
    QPalette palette = m_ui->pointsLabel->palette();
    palette.setColor(QPalette::WindowText, report.hasWarning(RosterWarningKind::PointsOverLimit)
                                               ? QColor(Qt::darkRed)
                                               : this->palette().color(QPalette::WindowText));
    m_ui->pointsLabel->setPalette(palette);
    m_ui->breakPointLabel->setText(RosterText::breakPoint(report));

    QListWidget *warnings = m_ui->warningsList;
    warnings->clear();
    const QIcon icon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const RosterWarning &w : report.warnings) {
        auto *item = new QListWidgetItem(icon, w.message, warnings);
        item->setToolTip(w.message);
    }
    warnings->setVisible(!report.warnings.isEmpty());
    m_ui->noWarningsLabel->setVisible(report.warnings.isEmpty());
}

void RosterEditor::showUpgrades()
{
    QListWidget *upgrades = m_ui->upgradesList;
    const int row = currentRow();
    const ArmyList *list = m_model->list();
    const RosterUnit *unit = row >= 0 ? &m_model->roster().units.at(row) : nullptr;
    const ArmyUnit *armyUnit = unit && list ? list->unit(unit->unitId) : nullptr;

    // What the unit may take: its own upgrades, those the ones it took unlock, and any it took that
    // the list no longer offers, so that they can be taken off.
    QStringList ids;
    if (armyUnit) {
        ids = armyUnit->upgrades;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (!unit->upgrades.contains(ids.at(i)))
                continue;
            if (const ArmyUpgrade *taken = list->upgrade(ids.at(i))) {
                for (const QString &unlocked : taken->unlocks) {
                    if (!ids.contains(unlocked))
                        ids.append(unlocked);
                }
            }
        }
        for (const QString &taken : unit->upgrades) {
            if (!ids.contains(taken))
                ids.append(taken);
        }
    }

    QString hint;
    if (!unit)
        hint = tr("Select a unit of the roster to see the upgrades it may take.");
    else if (unit->isCustom())
        hint = tr("A unit typed in takes no upgrades.");
    else if (!armyUnit)
        hint = tr("The army list has no unit \"%1\", so its upgrades are unknown.").arg(unit->unitId);
    else if (ids.isEmpty())
        hint = tr("%1 takes no upgrades.").arg(unit->profile.name);
    else
        hint = tr("What %1 may take:").arg(unit->displayName());
    m_ui->upgradesHint->setText(hint);
    m_ui->upgradesHint->setToolTip(hint); // in full, should the group be too narrow for it
    upgrades->setEnabled(!ids.isEmpty());

    m_updating = true;
    // The same upgrades as shown: only their states change, so the list keeps its place, and the
    // item the player just ticked is not deleted under them.
    bool same = upgrades->count() == ids.size();
    for (int i = 0; same && i < upgrades->count(); ++i)
        same = upgrades->item(i)->data(UpgradeIdRole).toString() == ids.at(i);
    if (!same) {
        upgrades->clear();
        for (const QString &id : std::as_const(ids)) {
            const ArmyUpgrade *upgrade = list->upgrade(id);
            auto *item = new QListWidgetItem(upgrades);
            item->setData(UpgradeIdRole, id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked); // without a state, no box is drawn to tick
            if (!upgrade) {
                item->setText(id);
                continue;
            }
            item->setText(tr("%1 (%2 points)").arg(upgrade->name, RosterText::pointsDelta(upgrade->pointsDelta)));
            QStringList tip{UpgradeKindText::name(upgrade->kind)};
            if (upgrade->maxPer1000)
                tip.append(tr("At most %1 per full 1000 points.").arg(*upgrade->maxPer1000));
            if (upgrade->armyMax)
                tip.append(tr("At most %1 in the army.").arg(*upgrade->armyMax));
            for (const QString &note : upgrade->notes)
                tip.append(ArmyList::translatedNote(note));
            item->setToolTip(tip.join(QLatin1Char('\n')));
        }
    }
    for (int i = 0; i < upgrades->count(); ++i) {
        QListWidgetItem *item = upgrades->item(i);
        const Qt::CheckState state =
            unit && unit->upgrades.contains(item->data(UpgradeIdRole).toString()) ? Qt::Checked : Qt::Unchecked;
        if (item->checkState() != state)
            item->setCheckState(state);
    }
    m_updating = false;
}

void RosterEditor::updateActions()
{
    const QList<int> rows = selectedRows();
    const int row = rows.size() == 1 ? rows.first() : -1;
    m_saveAction->setEnabled(m_store != nullptr);
    m_removeAction->setEnabled(!rows.isEmpty());
    m_ui->removeButton->setEnabled(!rows.isEmpty());
    m_ui->duplicateButton->setEnabled(row >= 0);
    m_ui->moveUpButton->setEnabled(row > 0);
    m_ui->moveDownButton->setEnabled(row >= 0 && row < m_model->rowCount() - 1);
    m_ui->addButton->setEnabled(m_model->list() && m_unitsProxy->rowCount() > 0);
    const bool savedChosen = m_store && m_ui->savedRostersBox->currentIndex() >= 0;
    m_ui->openButton->setEnabled(savedChosen);
    m_ui->deleteButton->setEnabled(savedChosen);
    m_ui->savedRostersBox->setEnabled(m_store && m_ui->savedRostersBox->count() > 0);
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
        selectRows(rows);
}

void RosterEditor::selectRows(const QList<int> &rows)
{
    QItemSelectionModel *selection = m_ui->rosterView->selectionModel();
    QItemSelection wanted;
    for (int row : rows) {
        if (row >= 0 && row < m_model->rowCount())
            wanted.select(m_model->index(row, 0), m_model->index(row, RosterModel::ColumnCount - 1));
    }
    if (wanted.isEmpty())
        return;
    const QModelIndex first = m_model->index(rows.first(), 0);
    selection->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    selection->select(wanted, QItemSelectionModel::ClearAndSelect);
    m_ui->rosterView->scrollTo(first);
}

QList<int> RosterEditor::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_ui->rosterView->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

int RosterEditor::currentRow() const
{
    const QList<int> rows = selectedRows();
    if (rows.isEmpty())
        return -1;
    const int current = m_ui->rosterView->currentIndex().row();
    return rows.contains(current) ? current : rows.first();
}

void RosterEditor::showMessage(const QString &text, Message kind)
{
    const QStyle::StandardPixmap icon =
        kind == Message::Problem ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_ui->messageIcon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    m_ui->messageLabel->setText(text);
    m_ui->messageFrame->setProperty("problem", kind == Message::Problem);
    m_ui->messageFrame->show();
}

void RosterEditor::clearMessage()
{
    m_ui->messageLabel->clear();
    m_ui->messageFrame->hide();
}

} // namespace wm
