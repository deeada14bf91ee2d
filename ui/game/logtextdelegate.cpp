// SPDX-License-Identifier: GPL-3.0-or-later
#include "logtextdelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>

namespace wm {

void LogTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    // The style draws the background, selection, focus and icon; without a text it shapes nothing.
    opt.text.clear();
    opt.features &= ~QStyleOptionViewItem::HasDisplay;
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;

    // Where the style puts a text: after the icon, within the focus frame's margin.
    QRect textRect = opt.rect;
    if (opt.features & QStyleOptionViewItem::HasDecoration)
        textRect.setLeft(style->subElementRect(QStyle::SE_ItemViewItemDecoration, &opt, widget).right() + 1);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    textRect.adjust(margin, 0, -margin, 0);
    if (textRect.width() <= 0)
        return;

    const QStaticText &laid = laidOut(text, opt.font, opt.textElideMode, textRect.width());
    const QSizeF size = laid.size();
    qreal x = textRect.left();
    if (opt.displayAlignment & Qt::AlignRight)
        x = textRect.right() + 1 - size.width();
    else if (opt.displayAlignment & Qt::AlignHCenter)
        x = textRect.left() + (textRect.width() - size.width()) / 2;
    const qreal y = textRect.top() + (textRect.height() - size.height()) / 2;

    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (opt.state & QStyle::State_Active) ? QPalette::Normal
                                                                            : QPalette::Inactive;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(
        opt.palette.color(group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
    painter->setClipRect(textRect, Qt::IntersectClip);
    painter->drawStaticText(QPointF(x, y), laid);
    painter->restore();
}

const QStaticText &LogTextDelegate::laidOut(const QString &text, const QFont &font, Qt::TextElideMode elide,
                                            int width) const
{
    const QString key = text + QChar(0x1f) + font.key() + QChar(0x1f) + QString::number(int(elide)) + QChar(0x1f) +
                        QString::number(width);
    auto found = m_texts.constFind(key);
    if (found != m_texts.cend())
        return *found;
    if (m_texts.size() >= MostKept)
        m_texts.clear();
    QStaticText laid(QFontMetrics(font).elidedText(text, elide, width));
    laid.setTextFormat(Qt::PlainText);
    laid.prepare(QTransform(), font);
    return *m_texts.insert(key, laid);
}

} // namespace wm
