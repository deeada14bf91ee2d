// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QTableView;

namespace wm::RowSelection {

// The rows chosen in a table view that selects whole rows (the roster's units): the editor's edits of
// one unit act on current(), those of several on selected(), and select() shows what an edit did.

// Selects `rows` (those the model has), the first of them current and scrolled to.
void select(QTableView *view, const QList<int> &rows);
// The selected rows, in order.
QList<int> selected(const QTableView *view);
// The current row when it is selected, else the first selected one; -1 when none is.
int current(const QTableView *view);

} // namespace wm::RowSelection
