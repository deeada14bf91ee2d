// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameaction.h"
#include "core/game/quickedits.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>
#include <utility>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QToolButton;

namespace wm {

class GameController;
class TrackerView;

// The Unit menu's quick edits on the current card (a hit, a stand, a marker, how the stands stand),
// each on a single key while the armies have the focus; and the status line that says the last one
// with a button that undoes it, so that a slip of the mouse or a key is one click from being taken back.
class QuickEditActions : public QObject
{
    Q_OBJECT

public:
    // Records an action, telling the player when it cannot be.
    using Perform = std::function<void(const ActionInput &)>;
    QuickEditActions(QMainWindow *window, TrackerView *tracker, Perform perform);

    // The game edited, or none; a game that may only be read takes no edits.
    void setGame(GameController *game, bool readOnly);
    // The action the status line's Undo button triggers: the Edit menu's.
    void setUndo(QAction *undo) { m_undo = undo; }
    void addTo(QMenu *unitMenu) const;
    // Offers each edit the current unit may take.
    void updateActions();
    // The game changed: the status line closes with the next action, or when its edit is undone.
    void gameChanged();

    void edit(UnitId unit, QuickEdit which);
    void editCurrent(QuickEdit which);

private:
    void createActions();
    void createStatusLine(QMainWindow *window);

    TrackerView *m_tracker;
    Perform m_perform;
    GameController *m_game = nullptr;
    bool m_readOnly = false;
    QPointer<QAction> m_undo;
    QList<std::pair<QAction *, QuickEdit>> m_actions;
    QLabel *m_line = nullptr;
    QToolButton *m_lineUndo = nullptr;
    // How many actions the game had after the edit the status line says.
    qsizetype m_editOf = -1;
};

} // namespace wm
