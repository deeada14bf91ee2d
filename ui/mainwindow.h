// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/game/quickedits.h"
#include "ui/filechooser.h"
#include "ui/game/opengamedialog.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QDockWidget;
class QLabel;
class QStackedWidget;
class QToolButton;

namespace wm {

class ArmyLists;
class DiceLogModel;
class DiceLogView;
class DiceSource;
class FollowUpActions;
class GameController;
class GameSession;
class GameStore;
class HistoryView;
class LazyDock;
class NewGameWizard;
class ResolverDialog;
class RosterEditor;
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
    HistoryView *history() const { return m_history; }
    // The quick reference in its dock, made now if it was not yet.
    ReferenceView *reference();
    // The reference opened by F1 in a resolver, while there is one.
    ReferenceView *referenceWindow() const;
    DiceLogModel *diceLog() const { return m_diceLog; }

    // How files are asked for; tests answer it themselves.
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    // How a step that cannot be taken back (deleting a game) is confirmed; tests answer it.
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }
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

    // The resolvers: each gathers what happened on the table, takes the dice and records one action.
    enum class Resolver
    {
        Order,    // from the current character (or to the current unit)
        Shooting, // the current unit shoots or is shot at; in the Command phase, at chargers
        Spell,    // the current wizard casts, or the current unit is cast at
        Combat,   // the current unit's engagement
        Table,    // a special table for the current unit
        // The moves the players report (ui/resolve/movedialog): each starts from the current unit.
        Charge,
        Evade,
        HomeBack,
        Advance,
        Join,
        Confusion,
        LeaveTable,   // the current unit left the table
        MovedThrough, // the current character, on his own, was moved through
    };
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
    void updateTitle();
    // The History's and the Dice Log's docks, made when a game is first shown: the start page has
    // nothing for them. The Reference's, made then or when it is first asked for.
    void createGameDocks();
    LazyDock *referenceDock();
    // Puts a dock where the player left it, or else beside the armies; true when it was put back.
    bool placeDock(QDockWidget *dock);
    // The first time: the docks take a fifth of the width, the armies the rest.
    void fitDocks();
    // Keeps a View menu switch in step with its dock.
    void follow(QAction *toggle, QDockWidget *dock);
    QFont zoomedFont() const;
    void createStatusLine();
    // Sets the zoom's font on the docks, menus, tool bars and status line (the tracker has its own).
    void applyZoom();
    QAction *addAction(QMenu *menu, const QString &text, const QString &name, const QKeySequence &key,
                       const QString &icon = {});
    void showAbout();
    void showShortcuts();
    void showReference();
    // The reference table for what the players are doing now: the open resolver's rule, or the phase's.
    QString referenceForNow() const;
    // The quick reference in a window of its own, beside a resolver that keeps the main window busy.
    void showReferenceWindow(const QString &key);
    void showFailure(const QString &message);
    void setGame(GameController *game);
    void perform(const ActionInput &input);
    void editUnit(UnitId unit, QuickEdit edit);
    void updateActions();
    void restoreSettings();
    void showResolver(ResolverDialog *dialog);

    TrackerView *m_tracker = nullptr;
    StartPage *m_start = nullptr;
    ShortcutSheet *m_shortcuts = nullptr; // made when first asked for
    QPointer<ReferenceView> m_referenceWindow;
    QStackedWidget *m_pages = nullptr;
    HistoryView *m_history = nullptr;
    DiceLogModel *m_diceLog = nullptr;
    DiceLogView *m_diceView = nullptr;
    QDockWidget *m_historyDock = nullptr;
    LazyDock *m_diceDock = nullptr;
    LazyDock *m_referenceDock = nullptr;
    ReferenceView *m_reference = nullptr; // made when its dock is first shown
    // The View menu's switches for the docks, there before the docks are.
    QAction *m_showHistory = nullptr;
    QAction *m_showDiceLog = nullptr;
    QAction *m_showReference = nullptr;
    QPointer<RosterEditor> m_rosterEditor;
    QPointer<NewGameWizard> m_wizard;
    QPointer<ResolverDialog> m_resolver;
    GameController *m_game = nullptr; // a child of the window
    GameStore *m_store = nullptr;
    RosterStore *m_rosters = nullptr;
    const ArmyLists *m_lists = nullptr;
    FileChooser m_chooseFile;
    Confirmation m_confirm;
    std::unique_ptr<DiceSource> m_randomDice;
    DiceSource *m_dice = nullptr;

    QMenu *m_editMenu = nullptr;
    QAction *m_newGame = nullptr;
    QAction *m_export = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_endPhase = nullptr;
    QAction *m_concede = nullptr;
    QAction *m_undoPlace = nullptr;
    bool m_layoutRestored = false;
    bool m_docksToFit = false;
    bool m_readOnly = false;
    QList<std::pair<QAction *, QuickEdit>> m_unitActions;
    QList<std::pair<QAction *, Resolver>> m_resolverActions;
    // The summary bar's follow-ups, and what earlier actions left waiting (ui/followupactions).
    FollowUpActions *m_followUps = nullptr;
    // How many actions the game had when the phase summary bar was last filled: it reports that
    // action, and closes once another is done or it is undone.
    qsizetype m_summaryOf = -1;
    // The last quick edit, said in the status bar with a button that undoes it: a slip of the mouse
    // or a key is one click from being taken back. It closes with the next action, as the summary does.
    QLabel *m_editLine = nullptr;
    QToolButton *m_editUndo = nullptr;
    qsizetype m_editOf = -1;
};

} // namespace wm
