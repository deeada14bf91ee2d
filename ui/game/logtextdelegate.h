// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace wm {

// Paints the rows of the History and the Dice Log as the style does, but lays each text out once:
// the style shapes every cell's text afresh at each paint (twice, to size it and to draw it), and a
// click that adds a row repaints every row in sight. A text, cut short to its column as the style
// would, is kept as a QStaticText for its width and font, so a repaint only draws glyphs.
class LogTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    const QStaticText &laidOut(const QString &text, const QFont &font, Qt::TextElideMode elide, int width) const;

    // Texts as laid out, by text, font, eliding and width; dropped whole when it grows past a few
    // screenfuls, so a long game's log never fills memory with rows scrolled past.
    mutable QHash<QString, QStaticText> m_texts;
    static constexpr qsizetype MostKept = 4096;
};

} // namespace wm
