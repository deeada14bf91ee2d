// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>

namespace wm {

class GameController;

// Every action of the game, oldest first, a row each: when it was done and what it was; under it what
// it did (each roll, or the end-of-phase summary). After the actions, a row says how many undone
// actions can be redone. Texts are made when a view asks for them and the lines under an action when
// it is opened, so the rows of a long game nobody scrolls to cost nothing.
class HistoryModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        WhenColumn,
        WhatColumn,
        ColumnCount,
    };

    explicit HistoryModel(QObject *parent = nullptr);

    // The game to show; null shows nothing. The model follows its changes: an action adds its row, an
    // undo takes the last one off, anything else reads the game again.
    void setGame(GameController *game);

    // The top-level rows that are actions: rows 0 to actionCount() - 1. A row after them, when there
    // is one, is the note on what can be redone.
    int actionCount() const { return m_actions; }
    bool endsPhase(int action) const;
    // The lines under an action: its rolls, or its summary. Empty for no such action.
    QStringList detailsOf(int action) const;
    // How many actions' lines have been made so far: only those a view opened or drew. For tests.
    int detailsMade() const { return int(m_details.size()); }
    // Texts as wide as the widest a column shows, for a view to size it by without reading every row;
    // empty for a column that takes the room left.
    QStringList sizingTexts(int column) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();
    void reset();
    // Whether the game's first `count` actions are still those shown, judged by the last of them: it
    // cannot be the same unless those before it are.
    bool stillShown(int count) const;
    void rememberShown();
    void setRedoable(int redoable);
    int redoableInGame() const;
    // The action a row shows; null for none.
    const PlayedAction *shown(int action) const;
    QStringList detailLines(int action) const;

    QPointer<GameController> m_game;
    int m_actions = 0;  // rows that are actions
    int m_redoable = 0; // what the note says can be redone; no note for none
    // The last two actions shown: enough to tell an action added or undone from any other change.
    PlayedAction m_last;
    PlayedAction m_beforeLast;
    // The lines under each action opened so far, made once: they never change while it is shown.
    mutable QHash<int, QStringList> m_details;
    // Whether each action has lines under it (Unknown until asked). A tree view asks it of every row
    // each time it lays them out, not only of those it shows, so it is found out once a row; for an
    // action the game does not hold and has not read, it is Guessed (as having lines) until the row
    // is read, and the view told to lay the rows out again should the guess be wrong.
    enum class Branch : qint8
    {
        Unknown,
        Guessed,
        Leaf,
        Parent,
    };
    static Branch branchOf(const PlayedAction &played);
    void correctGuesses();
    mutable QList<Branch> m_branches;
    mutable bool m_correcting = false;
};

} // namespace wm
