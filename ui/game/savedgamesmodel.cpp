// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedgamesmodel.h"

#include <QLocale>

namespace wm {

void SavedGamesModel::setGames(const QList<SavedGame> &games)
{
    beginResetModel();
    m_games = games;
    endResetModel();
}

const SavedGame *SavedGamesModel::game(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_games.size())
        return nullptr;
    return &m_games.at(index.row());
}

int SavedGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

int SavedGamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SavedGamesModel::data(const QModelIndex &index, int role) const
{
    const SavedGame *g = game(index);
    if (!g)
        return {};
    if (role == Qt::ToolTipRole && g->problem)
        return *g->problem;
    if (role == Qt::TextAlignmentRole && index.column() == Actions)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Players:
        return g->problem ? tr("%1 (cannot be read)").arg(g->title()) : g->title();
    case Ruleset:
        return g->problem ? QString() : Ruleset::name(g->ruleset);
    case LastPlayed:
        return QLocale().toString(g->lastPlayed.toLocalTime(), QLocale::ShortFormat);
    case Actions:
        return g->actions;
    default:
        return {};
    }
}

QVariant SavedGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Players:
        return tr("Game");
    case Ruleset:
        return tr("Ruleset");
    case LastPlayed:
        return tr("Last played");
    case Actions:
        return tr("Actions");
    default:
        return {};
    }
}

} // namespace wm
