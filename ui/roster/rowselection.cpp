// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowselection.h"

#include <QItemSelectionModel>
#include <QTableView>

#include <algorithm>

namespace wm::RowSelection {

void select(QTableView *view, const QList<int> &rows)
{
    const QAbstractItemModel *model = view->model();
    QItemSelection wanted;
    for (int row : rows) {
        if (row >= 0 && row < model->rowCount())
            wanted.select(model->index(row, 0), model->index(row, model->columnCount() - 1));
    }
    if (wanted.isEmpty())
        return;
    const QModelIndex first = model->index(rows.first(), 0);
    QItemSelectionModel *selection = view->selectionModel();
    selection->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    selection->select(wanted, QItemSelectionModel::ClearAndSelect);
    view->scrollTo(first);
}

QList<int> selected(const QTableView *view)
{
    QList<int> rows;
    for (const QModelIndex &index : view->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

int current(const QTableView *view)
{
    const QList<int> rows = selected(view);
    if (rows.isEmpty())
        return -1;
    const int row = view->currentIndex().row();
    return rows.contains(row) ? row : rows.first();
}

} // namespace wm::RowSelection
