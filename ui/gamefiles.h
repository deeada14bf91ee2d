// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/storage/gamestore.h"
#include "ui/filechooser.h"
#include "ui/game/opengamedialog.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace wm {

class ArmyLists;
class GameController;
class GameSession;
class GameStore;
class NewGameWizard;
class RosterEditor;
class RosterStore;

// The Game menu's games and rosters: a new game from the wizard, a saved game opened, a game imported
// from or exported to a file, the roster editor. What it opens goes to the window (`OpenGame`); what
// goes wrong is told to the player (`Notice`) and changes nothing.
class GameFiles : public QObject
{
    Q_OBJECT

public:
    using OpenGame = std::function<void(GameSession)>;
    using Notice = std::function<void(const QString &title, const QString &text)>;
    GameFiles(QWidget *window, OpenGame open, Notice notice);

    // Not owned; without them games cannot be started or imported.
    void setStores(GameStore *games, RosterStore *rosters, const ArmyLists *lists);
    bool hasStore() const { return m_store != nullptr; }
    bool canStartGames() const { return m_store && m_rosters && m_lists; }
    const ArmyLists *armyLists() const { return m_lists; }
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    // The game shown now: the one exported, and the one the saved games' list marks.
    void setGame(const GameController *game) { m_game = game; }
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    const FileChooser &fileChooser() const { return m_chooseFile; }
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }

    // The Game menu's actions, which the window places in its menus, tool bar and start page.
    QAction *newGameAction() const { return m_newGame; }
    QAction *rostersAction() const { return m_rosterEditorAction; }
    QAction *openGameAction() const { return m_openGame; }
    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }
    // Offers what the stores allow; `gameShown`: there is a game to export.
    void updateActions(bool gameShown);

    void newGame();
    bool startGame(const GameSetup &setup);
    void showSavedGames();
    bool openSavedGame(GameId id);
    void showRosterEditor();
    void importGame();
    void exportGame();

private:
    void createActions();

    QWidget *m_window;
    QAction *m_newGame = nullptr;
    QAction *m_rosterEditorAction = nullptr;
    QAction *m_openGame = nullptr;
    QAction *m_import = nullptr;
    QAction *m_export = nullptr;
    OpenGame m_open;
    Notice m_notice;
    GameStore *m_store = nullptr;
    RosterStore *m_rosters = nullptr;
    const ArmyLists *m_lists = nullptr;
    const GameController *m_game = nullptr;
    bool m_readOnly = false;
    FileChooser m_chooseFile;
    Confirmation m_confirm;
    QPointer<RosterEditor> m_rosterEditor;
    QPointer<NewGameWizard> m_wizard;
};

} // namespace wm
