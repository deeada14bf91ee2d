// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolverentries.h"

#include <QFont>
#include <QList>
#include <QObject>
#include <QPointer>

#include <utility>

class QAction;
class QWidget;

namespace wm {

class DiceSource;
class FollowUpActions;
class GameController;
class ResolverDialog;
class TrackerView;

// Opens the resolvers on the current unit: their actions (from the table of resolverentries.h), one
// resolver at a time, the follow-ups the summary bar offers after an action, and which resolvers the
// battle allows now. The dialogs are the window's; this only launches them.
class ResolverLauncher : public QObject
{
    Q_OBJECT

public:
    // `window` owns the actions (their keys work wherever the focus is in it) and the dialogs;
    // `tracker` says which unit is current.
    ResolverLauncher(QWidget *window, TrackerView *tracker);

    void setGame(GameController *game);
    // Not owned; the app's random dice or a test's scripted ones.
    void setDiceSource(DiceSource *dice);
    DiceSource &dice() const { return *m_dice; }
    // The resolvers read at the zoom the players chose for the tracker.
    void setFont(const QFont &zoomed) { m_font = zoomed; }

    // The resolvers' actions in the Resolve menu's order, and those of a card's unit and character menus.
    const QList<std::pair<QAction *, Resolver>> &actions() const { return m_actions; }
    QList<QAction *> cardActions(bool characterMenu) const;
    // The steps of every turn in their order, for the tool bar.
    QList<QAction *> toolBarActions() const;
    // Offers each resolver while the battle allows the action it records (nothing once it is over).
    void updateActions(bool battleGoesOn);

    // Opens a resolver for the current unit, without waiting for it. Returns it, or nullptr when it
    // cannot be opened now.
    ResolverDialog *open(Resolver which);
    // Shows a resolver made elsewhere (the End Phase dialog), closing any other first.
    void show(ResolverDialog *dialog);
    ResolverDialog *current() const { return m_current; }
    // The reference table for the open resolver's rule, or an empty key when none is open or its
    // rule has no table of its own.
    QString referenceKey() const;

    // The summary bar's follow-ups; they open resolvers through this.
    FollowUpActions *followUps() const { return m_followUps; }

Q_SIGNALS:
    // A resolver recorded its action.
    void applied();
    // The player asked for the rule of the open resolver (F1).
    void referenceRequested();

private:
    void createActions();
    void connectFollowUps();

    QWidget *m_window;
    TrackerView *m_tracker;
    GameController *m_game = nullptr;
    DiceSource *m_dice = nullptr;
    QFont m_font;
    QList<std::pair<QAction *, Resolver>> m_actions;
    QPointer<ResolverDialog> m_current;
    FollowUpActions *m_followUps = nullptr;
};

} // namespace wm
