// SPDX-License-Identifier: GPL-3.0-or-later
#include "logtextdelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPixmapCache>

namespace wm {

namespace {

QPalette::ColorGroup colourGroup(const QStyleOptionViewItem &option)
{
    if (!(option.state & QStyle::State_Enabled))
        return QPalette::Disabled;
    return (option.state & QStyle::State_Active) ? QPalette::Normal : QPalette::Inactive;
}

QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

} // namespace

void LogTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (opt.rect.isEmpty())
        return;
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatio() : qreal(1);
    const QString key = cacheKey(opt, ratio);
    QPixmap cell;
    if (!QPixmapCache::find(key, &cell)) {
        cell = drawn(opt, ratio);
        QPixmapCache::insert(key, cell);
    }
    painter->drawPixmap(opt.rect.topLeft(), cell);
}

QString LogTextDelegate::cacheKey(const QStyleOptionViewItem &option, qreal ratio) const
{
    if (m_fontKey.isEmpty() || option.font != m_keyFont) {
        m_keyFont = option.font;
        m_fontKey = option.font.key();
    }
    const QPalette::ColorGroup group = colourGroup(option);
    const QPalette &p = option.palette;
    const QStyle::State looks = QStyle::State_Enabled | QStyle::State_Active | QStyle::State_Selected |
                                QStyle::State_HasFocus | QStyle::State_MouseOver;
    const QChar separator(0x1f);
    QString key = QStringLiteral("wm-log") + separator + option.text + separator + m_fontKey + separator;
    for (const qint64 n :
         {qint64(option.rect.width()), qint64(option.rect.height()), qint64(ratio * 100), qint64(option.state & looks),
          qint64(option.features), qint64(option.displayAlignment), qint64(option.textElideMode),
          qint64(option.decorationSize.width()), qint64(option.icon.cacheKey()),
          qint64(p.color(group, QPalette::Base).rgba()), qint64(p.color(group, QPalette::AlternateBase).rgba()),
          qint64(p.color(group, QPalette::Text).rgba()), qint64(p.color(group, QPalette::Highlight).rgba()),
          qint64(p.color(group, QPalette::HighlightedText).rgba()),
          qint64(option.backgroundBrush.style() == Qt::NoBrush ? 0 : option.backgroundBrush.color().rgba()),
          qint64(option.widget ? quintptr(option.widget->style()) : 0)})
        key += QString::number(n, 36) + separator;
    return key;
}

QPixmap LogTextDelegate::drawn(const QStyleOptionViewItem &option, qreal ratio)
{
    QPixmap cell(option.rect.size() * ratio);
    cell.setDevicePixelRatio(ratio);
    const QPalette::ColorGroup group = colourGroup(option);
    // The view's own background, then the row's (alternate rows), as the view draws them under a cell.
    cell.fill(option.palette.color(group, QPalette::Base));
    QPainter painter(&cell);
    QStyleOptionViewItem opt = option;
    opt.rect = QRect(QPoint(0, 0), option.rect.size());
    const QWidget *widget = opt.widget;
    QStyle *style = styleOf(opt);
    style->drawPrimitive(QStyle::PE_PanelItemViewRow, &opt, &painter, widget);

    // The style draws the background, selection, focus and icon; the text is drawn here, once.
    const QString text = opt.text;
    opt.text.clear();
    opt.features &= ~QStyleOptionViewItem::HasDisplay;
    style->drawControl(QStyle::CE_ItemViewItem, &opt, &painter, widget);
    if (text.isEmpty())
        return cell;

    // Where the style puts a text: after the icon, within the focus frame's margin.
    QRect textRect = opt.rect;
    if (opt.features & QStyleOptionViewItem::HasDecoration)
        textRect.setLeft(style->subElementRect(QStyle::SE_ItemViewItemDecoration, &opt, widget).right() + 1);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    textRect.adjust(margin, 0, -margin, 0);
    if (textRect.width() <= 0)
        return cell;
    painter.setFont(opt.font);
    painter.setPen(
        opt.palette.color(group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
    const QString shown = QFontMetrics(opt.font).elidedText(text, opt.textElideMode, textRect.width());
    painter.drawText(textRect, int(opt.displayAlignment) | Qt::TextSingleLine, shown);
    return cell;
}

} // namespace wm
