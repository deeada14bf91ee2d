// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/savedgames.h"

#include <QAbstractTableModel>

namespace wm {

// The saved games as rows: who played, the ruleset, when it was last played, how far it went.
class SavedGamesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Players,
        Ruleset,
        LastPlayed,
        Actions,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setGames(const QList<SavedGame> &games);
    const SavedGame *game(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<SavedGame> m_games;
};

} // namespace wm
