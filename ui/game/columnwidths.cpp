// SPDX-License-Identifier: GPL-3.0-or-later
#include "columnwidths.h"

#include <QStyle>

#include <algorithm>

namespace wm {

int ColumnWidths::forTexts(QStyleOptionViewItem option, const QStringList &texts, const QWidget *view)
{
    option.features |= QStyleOptionViewItem::HasDisplay;
    int widest = 0;
    for (const QString &text : texts) {
        option.text = text;
        widest = std::max(widest, view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, {}, view).width());
    }
    return widest;
}

int ColumnWidths::rowHeight(QStyleOptionViewItem option, const QWidget *view)
{
    option.features |= QStyleOptionViewItem::HasDisplay;
    // Capitals and descenders: as high as any text the row shows.
    option.text = QStringLiteral("Ág");
    return view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, {}, view).height();
}

} // namespace wm
