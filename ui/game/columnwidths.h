// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStyleOptionViewItem>

class QWidget;

namespace wm {

// Column widths and row heights an item view takes from its font and a few sample texts, measured as
// its delegate measures a cell. A view sized this way never reads its rows to size itself: measuring
// every row of a long game's History and Dice Log on each change was most of the time the window
// took to open and to answer a click.
struct ColumnWidths
{
    // The width of a cell showing the widest of `texts` as `option` sets it out (the view's font and
    // margins; its decoration too when the option has HasDecoration).
    static int forTexts(QStyleOptionViewItem option, const QStringList &texts, const QWidget *view);
    // The height of a row of such cells: one measured, since every row is as high.
    static int rowHeight(QStyleOptionViewItem option, const QWidget *view);
};

} // namespace wm
