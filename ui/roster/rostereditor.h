// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylists.h"
#include "core/roster/roster.h"
#include "core/storage/rosterstore.h"
#include "ui/filechooser.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QUndoStack;

namespace Ui {
class RosterEditor;
}

namespace wm {

class MessageBar;
class RosterCheckPanel;
class RosterFiles;
class RosterModel;
class RosterSettingsForm;
class SavedRostersPanel;
class UnitPicker;
class UpgradesPanel;

// Asks the player for a unit typed in; nothing when they cancel. Tests answer it themselves.
using CustomUnitAsker = std::function<std::optional<RosterUnit>(QWidget *parent)>;

// The window where a player builds a roster before the battle: units picked from an army list,
// with their upgrades and labels, or typed in; checked against the list rules as it changes (a
// warning never stops the player); kept in the database, brought in from other army builders,
// written to a file or printed. Every change is one command on the editor's own undo stack.
// The window composes its parts (settings, unit picker, check, upgrades, saved rosters, files,
// message bar) around the roster model, and keeps the roster table, the actions and the title.
class RosterEditor : public QWidget
{
    Q_OBJECT

public:
    // `lists` must outlive the editor. Without a `store`, rosters cannot be saved or opened.
    RosterEditor(const ArmyLists &lists, RosterStore *store, QWidget *parent = nullptr);
    ~RosterEditor() override;

    // How files are asked for; tests answer it themselves.
    void setFileChooser(FileChooser chooser);
    // How a typed-in unit is asked for; tests answer it themselves.
    void setCustomUnitAsker(CustomUnitAsker asker);

    // Start a new roster, or open one kept in the store. With unsaved changes the player is asked
    // first (without blocking), and the roster changes once they agree.
    void newRoster();
    void openRoster(RosterId id);
    // Keeps the roster in the store, replacing the one it was opened from. False when it could not
    // be saved; the reason is shown.
    bool save();

    const Roster &roster() const;
    std::optional<RosterId> rosterId() const;
    QUndoStack *undoStack() const { return m_undoStack; }

    // Replaces the roster with the first one in a wm-selector link, Warmuster code or backup, as one
    // undoable change. False, with the reason shown and the roster unchanged, when it cannot.
    bool importText(const QString &linkOrCode);
    // The same from a file the player picks: those formats, or a wmassist roster file.
    bool importFile();
    // Writes the roster to a roster file the player picks.
    bool exportRoster();
    // Writes the roster, its units' profiles and its warnings to a PDF file on A4.
    bool printToPdf(const QString &path);

Q_SIGNALS:
    // The roster was saved under `id`; lists of saved rosters read the store again.
    void saved(wm::RosterId id);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    // New, Save, Import, Export, Print and Close, with their buttons.
    void createFileActions();
    // Undo, Redo, Remove and Search, with their buttons.
    void createEditActions();
    void connectParts();

    // Editing the units of the roster.
    // Whether the roster may take one more unit; if not, the message bar says why.
    bool roomForAnother();
    void addUnitWithId(const QString &unitId);
    void removeSelectedUnits();
    void duplicateSelectedUnit();
    void moveSelectedUnit(int step);
    void addCustomUnit();
    void toggleUpgrade(const QString &upgradeId, bool taken);
    void chooseMagicItem(const QString &itemKey);
    void toggleAttachedStand(const QString &standsUnitId, bool taken);

    // Showing the roster.
    void rosterChanged();
    void showUpgrades();
    void updateActions();
    void updateTitle();
    void showWarning(int index);

    // Runs `then` once the roster may be replaced: at once when it is saved, otherwise when the
    // player has chosen to save or discard it (the question never blocks).
    void whenChangesSettled(std::function<void()> then);
    void openNow(RosterId id);
    void startNew();
    void savedRosterDeleted(RosterId id);

    std::unique_ptr<Ui::RosterEditor> m_ui;
    const ArmyLists &m_lists;
    RosterStore *m_store;
    QUndoStack *m_undoStack;
    RosterModel *m_model;
    CustomUnitAsker m_askCustomUnit;

    // The parts of the window, each with its own job; the editor composes them around the model.
    MessageBar *m_messages = nullptr;
    RosterSettingsForm *m_settings = nullptr;
    UnitPicker *m_picker = nullptr;
    RosterCheckPanel *m_check = nullptr;
    UpgradesPanel *m_upgrades = nullptr;
    SavedRostersPanel *m_saved = nullptr;
    RosterFiles *m_files = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_importFileAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_removeAction = nullptr;
    // Set once the player agreed to close with unsaved changes.
    bool m_closeAgreed = false;
};

} // namespace wm
