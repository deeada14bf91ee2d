// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/game/quickedits.h"
#include "ui/filechooser.h"
#include "ui/game/opengamedialog.h"
#include "ui/resolverentries.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QStackedWidget;

namespace wm {

class ArmyLists;
class Database;
class DatabaseRescue;
class DiceLogModel;
class DiceLogView;
class DiceSource;
class GameController;
class GameFiles;
class HistoryView;
class GameSession;
class GameStore;
class MainDocks;
class ResolverDialog;
class QuickEditActions;
class ReportActions;
class ResolverLauncher;
class RosterStore;
class ReferenceView;
class ShortcutSheet;
class StartPage;
class TrackerView;

// The window beside the table: the battle tracker with both armies, the history and the dice log in
// docks, and every common action in a menu with its key.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Where games and rosters are kept and the army lists rosters are built from. Without them,
    // games cannot be started or imported. Not owned.
    void setStores(GameStore *games, RosterStore *rosters, const ArmyLists *lists);
    // Shows this game; its undo stack drives the Edit menu.
    void openGame(GameSession session);
    // For a database open only to be read (another wmassist holds it, or the file cannot be
    // written): games are shown, nothing that would change one is offered.
    void setReadOnly();
    bool isReadOnly() const { return m_readOnly; }
    // Starts a new game from a setup (what the New Game wizard gives) and shows it.
    bool startGame(const GameSetup &setup);
    GameController *game() const { return m_game; }
    TrackerView *tracker() const { return m_tracker; }
    // The History is made with the first game shown; nullptr before.
    HistoryView *history() const;
    // The quick reference in its dock, made now if it was not yet.
    ReferenceView *reference();
    // The reference opened by F1 in a resolver, while there is one.
    ReferenceView *referenceWindow() const;
    DiceLogModel *diceLog() const { return m_diceLog; }

    // How files are asked for; tests answer it themselves.
    void setFileChooser(FileChooser chooser);
    // How a step that cannot be taken back (deleting a game) is confirmed; tests answer it.
    void setConfirmation(Confirmation confirm);
    // The database the stores write to: a write refused because its file is gone is met with the
    // offer to save it again (DatabaseRescue).
    void setDatabase(Database &database);
    // Opens a saved game (Game > Open chooses one), it then becomes the game to resume.
    bool openSavedGame(GameId id);
    // Where the app's own dice come from; tests hand in scripted dice. Not owned; nullptr for the
    // app's random dice.
    void setDiceSource(DiceSource *dice);

    void newGame();
    void showSavedGames();
    void showRosterEditor();
    void importGame();
    void exportGame();
    // Ends the phase with its housekeeping and shows what it did. When the housekeeping needs dice
    // (drive backs), they are asked for in a dialog first, as every resolver asks for them.
    void endPhase();
    // Asks which player concedes (a box opened, never waited on: tests click its buttons); the game
    // ends, the other player winning.
    void concede();

    // Opens a resolver for the current unit, without waiting for it: the window stays usable for
    // reading while it is open. Returns it, or nullptr when it cannot be opened now.
    ResolverDialog *openResolver(Resolver which);
    // Shows what the last action did above the armies, with what most likely comes next (after a
    // passed order its charge; after drive backs what a unit driven back met).
    void showPhaseSummaryOfLastAction();
    // The resolver open now, if any.
    ResolverDialog *resolver() const;
    // One of the quick edits on the current unit's card.
    void quickEdit(QuickEdit edit);
    void setZoom(int percent);
    int zoom() const;
    // Tells the player something they must know (a database moved aside, lists that did not load)
    // without stopping the app: the window stays usable while the message is open.
    void showNotice(const QString &title, const QString &text);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createViewMenu();
    void createHelpMenu();
    void createToolBar();
    void updateTitle();
    QFont zoomedFont() const;
    // Sets the zoom's font on the docks, menus, tool bars, status line and resolvers (the tracker has
    // its own).
    void applyZoom();
    void showAbout();
    void showShortcuts();
    void showReference();
    // The reference table for what the players are doing now: the open resolver's rule, or the phase's.
    QString referenceForNow() const;
    void showFailure(const QString &message);
    void setGame(GameController *game);
    // The Edit menu's and the tool bar's Undo and Redo: the game's undo stack's own, or none.
    void setUndoActions(GameController *game);
    // After each change of the game: the actions offered, the bars that close with the next action.
    void gameChanged();
    void perform(const ActionInput &input);
    void updateActions();
    void restoreSettings();

    TrackerView *m_tracker = nullptr;
    StartPage *m_start = nullptr;
    ShortcutSheet *m_shortcuts = nullptr; // made when first asked for
    QStackedWidget *m_pages = nullptr;
    DiceLogModel *m_diceLog = nullptr;
    MainDocks *m_docks = nullptr;
    GameFiles *m_files = nullptr;
    DatabaseRescue *m_rescue = nullptr;
    ResolverLauncher *m_resolvers = nullptr;
    QuickEditActions *m_quickEdits = nullptr;
    ReportActions *m_reports = nullptr;
    GameController *m_game = nullptr; // a child of the window
    std::unique_ptr<DiceSource> m_randomDice;
    DiceSource *m_dice = nullptr;

    QMenu *m_editMenu = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_endPhase = nullptr;
    QAction *m_concede = nullptr;
    QAction *m_reference = nullptr;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QLabel *m_zoomLevel = nullptr; // "Zoom 120 %" at the right of the status line
    QAction *m_undoPlace = nullptr;
    bool m_layoutRestored = false;
    bool m_readOnly = false;
    // How many actions the game had when the phase summary bar was last filled: it reports that
    // action, and closes once another is done or it is undone.
    qsizetype m_summaryOf = -1;
};

} // namespace wm
