// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QStyledItemDelegate>

namespace wm {

// Paints the cells of the History and the Dice Log as the style does, each one once: a click adds a
// row, and a view told of a new row repaints every row in sight, so each cell would shape its text
// and blend its glyphs again at every click. A cell is drawn whole (row background, the style's item
// with its icon, selection and focus, then its text cut short to the column) into a pixmap kept in
// QPixmapCache, which bounds their memory; a repaint copies the pixmaps. The key holds all that
// changes a cell's look, so a cell whose text, width, state or colours change is drawn afresh.
class LogTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QString cacheKey(const QStyleOptionViewItem &option, qreal ratio) const;
    static QPixmap drawn(const QStyleOptionViewItem &option, qreal ratio);

    // The last font's key: making it anew for every cell of every repaint cost more than the lookup.
    mutable QFont m_keyFont;
    mutable QString m_fontKey;
};

} // namespace wm
