// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "ui/filechooser.h"

#include <QFont>
#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace wm {

class ArmyLists;
class DiceLogModel;
class DiceLogView;
class GameController;
class HistoryView;
class LazyDock;
class ReferenceView;
class StatisticsView;

// The main window's docks beside the armies: the History, the Dice Log, the Quick Reference and the
// Statistics, the View menu's switches for them, where they go the first time and where the player
// left them; and the reference in a window of its own, for while a resolver keeps the main window busy.
class MainDocks : public QObject
{
    Q_OBJECT

public:
    // `layoutRestored`: the window read a layout at start, which keeps a place for each dock it knew.
    MainDocks(QMainWindow *window, DiceLogModel *diceLog);
    ~MainDocks() override;

    void setLayoutRestored(bool restored) { m_layoutRestored = restored; }
    void setArmyLists(const ArmyLists *lists);
    // How files are asked for (the reference's printed sheet); tests replace it after the window is made.
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    // The docks read at the zoom the players chose.
    void setFont(const QFont &zoomed);
    // Shows this game's history; the reference becomes the game's ruleset's. Makes the History's and
    // the Dice Log's docks the first time there is a game.
    void setGame(GameController *game);

    // The View menu's switches, there before the docks are.
    void addSwitches(QMenu *view);
    // The History and the Dice Log have nothing to show before a game.
    void updateSwitches(bool gameShown);

    HistoryView *history() const { return m_history; }
    // The quick reference in its dock, made now if it was not yet.
    ReferenceView *reference();
    // The reference's dock, made now if it was not yet.
    LazyDock *referenceDock();
    // The reference in a window of its own, at `key`.
    void showReferenceWindow(const QString &key);
    ReferenceView *referenceWindow() const;
    // Whether any dock was made, so that the window's layout holds something new to keep.
    bool anyMade() const;
    // A dock put beside the armies the first time is given its width once the window is shown.
    void fitIfWaiting();
    QList<QDockWidget *> docks() const;

private:
    void createGameDocks();
    // The History's, the Dice Log's and the Statistics' docks, not yet placed.
    void makeGameDocks();
    // Puts a dock where the player left it, or else beside the armies; true when it was put back.
    bool placeDock(QDockWidget *dock);
    // The first time: the docks take a fifth of the width, the armies the rest.
    void fitDocks();
    // Keeps a View menu switch in step with its dock.
    static void follow(QAction *toggle, QDockWidget *dock);
    std::optional<GameSetup> setup() const;

    QMainWindow *m_window;
    DiceLogModel *m_diceLog;
    GameController *m_game = nullptr;
    const ArmyLists *m_lists = nullptr;
    FileChooser m_chooseFile;
    QFont m_font;
    HistoryView *m_history = nullptr;
    DiceLogView *m_diceView = nullptr;
    QDockWidget *m_historyDock = nullptr;
    LazyDock *m_diceDock = nullptr;
    LazyDock *m_referenceDock = nullptr;
    LazyDock *m_statsDock = nullptr;
    StatisticsView *m_stats = nullptr;    // made when its dock is first shown
    ReferenceView *m_reference = nullptr; // made when its dock is first shown
    QPointer<ReferenceView> m_referenceWindow;
    QAction *m_showHistory = nullptr;
    QAction *m_showDiceLog = nullptr;
    QAction *m_showReference = nullptr;
    QAction *m_showStatistics = nullptr;
    bool m_layoutRestored = false;
    bool m_docksToFit = false;
};

} // namespace wm
