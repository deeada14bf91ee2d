// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/rules/side.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QHash>
#include <QIcon>
#include <QList>

namespace wm {

// Every roll of a game, one row each, oldest first: when it was rolled, by whom, in which action,
// what for, and what the dice showed. The rolls come from what each action did, as the game keeps
// it, so the log always matches the battle on screen. A long game's rolls are read only once they
// are on screen (setShown): a log behind another tab costs nothing at start-up.
class DiceLogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        // The dice first: they stay in sight however narrow the dock.
        FacesColumn,
        TurnColumn,
        PlayerColumn,
        PhaseColumn,
        ActionColumn,
        RollColumn,
        TotalColumn, // only for rolls read by their total: a sum of dice to hit means nothing
        ColumnCount,
    };

    explicit DiceLogModel(QObject *parent = nullptr);

    // The game to show; not owned, and it must stay alive while it is shown. Null shows nothing.
    void setGame(const PlayedLog *game);
    // Whether the rows are on screen (the window's Dice Log tab is the one shown). Until they first
    // are, the model has none and reads nothing; once read, they are kept up to date. Shown unless
    // told otherwise.
    void setShown(bool shown);
    // Catches up with the game after an action, an undo or a redo. Actions added since last time
    // only add their rows; anything else reads the whole game again.
    void refresh();

    // The place in the game of the action a row's roll belongs to; -1 for no such row.
    int actionOfRow(int row) const;
    // Texts as wide as the widest a column shows, for a view to size it by without reading every row;
    // empty for a column that takes the room left. The Dice column's are in facesFont().
    QStringList sizingTexts(int column) const;
    // The dice are set in a fixed-width font, so that faces line up down the column.
    static QFont facesFont();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int action = 0;
        DiceRoll roll;
    };

    // The side whose player rolled: the one whose unit the roll is for, the drive back's dice
    // excepted (the enemy of the unit driven back rolls them); the acting side when the roll names
    // no unit of one army alone.
    Side rollerOf(const Row &row, const PlayedAction &action) const;
    // Whether the actions shown so far are still the game's first actions, unchanged.
    bool shownActionsStillThere() const;
    QList<Row> rowsOf(int firstAction) const;
    void reset();
    void rememberShown();

    const PlayedLog *m_game = nullptr;
    bool m_shown = true;
    bool m_filled = false; // the rows cover the game (as of m_actions)
    QList<Row> m_rows;
    int m_actions = 0;         // how many of the game's actions the rows cover
    PlayedAction m_last;       // the last of them, to notice it was replaced
    PlayedAction m_beforeLast; // the one before, to know an undo left the rest as it was
    PerSide<QIcon> m_sideIcons;
    QHash<QString, Side> m_sideOfName; // each unit's and character's name, when only one army has it
};

} // namespace wm
