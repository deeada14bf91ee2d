// SPDX-License-Identifier: GPL-3.0-or-later
#include "markerstrip.h"

#include "ui/tracker/trackerstyle.h"

#include <QApplication>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace wm {

namespace {

constexpr int Gap = 4;
constexpr int Padding = 6;

} // namespace

MarkerStrip::MarkerStrip(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void MarkerStrip::setMarkers(const QList<Marker> &markers)
{
    if (markers == m_markers)
        return;
    m_markers = markers;
    QStringList texts;
    for (const Marker &m : markers)
        texts << m.text;
    setAccessibleName(texts.join(QStringLiteral(", ")));
    layOut();
    update();
}

QFont MarkerStrip::badgeFont() const
{
    QFont f = font();
    f.setBold(true);
    return f;
}

int MarkerStrip::badgeWidth(const QString &text) const
{
    return QFontMetrics(badgeFont()).horizontalAdvance(text) + 2 * Padding;
}

int MarkerStrip::badgeHeight() const
{
    return QFontMetrics(badgeFont()).height() + 4;
}

QStringList MarkerStrip::badgeTexts() const
{
    QStringList texts;
    for (const Badge &b : m_badges)
        texts.append(b.text);
    return texts;
}

QSize MarkerStrip::sizeHint() const
{
    int width = 0;
    for (const Marker &m : m_markers)
        width += badgeWidth(m.text) + Gap;
    return {width, badgeHeight()};
}

QSize MarkerStrip::minimumSizeHint() const
{
    // Never wider than its card: what does not fit goes under "+N".
    return {0, badgeHeight()};
}

void MarkerStrip::layOut()
{
    m_badges.clear();
    m_shown = 0;
    const int h = badgeHeight();
    const int room = width();
    int x = 0;
    for (qsizetype i = 0; i < m_markers.size(); ++i) {
        const Marker &m = m_markers.at(i);
        const int w = badgeWidth(m.text);
        const qsizetype left = m_markers.size() - i - 1;
        // The last one fits as it is; any other needs room left for a "+N" badge after it.
        const int reserve = left > 0 ? badgeWidth(tr("+%1").arg(left)) + Gap : 0;
        if (x + w + reserve > room) {
            // A marker reads whole or goes under "+N": "Char…" says nothing at arm's length. Only
            // the first, with nothing beside it, is cut short rather than hidden.
            const QFontMetrics metrics(badgeFont());
            const int textRoom = room - x - reserve - 2 * Padding;
            const QString cut = metrics.elidedText(m.text, Qt::ElideRight, textRoom);
            if (i == 0 && textRoom >= metrics.horizontalAdvance(QStringLiteral("MMM")) &&
                cut != QStringLiteral("\u2026")) {
                const int cutWidth = badgeWidth(cut);
                m_badges.append({QRect(x, 0, cutWidth, h), cut,
                                 m.toolTip.isEmpty() ? m.text : tr("%1: %2").arg(m.text, m.toolTip), m.background});
                ++m_shown;
                x += cutWidth + Gap;
                if (left == 0)
                    return;
                ++i;
            }
            QStringList hidden;
            for (qsizetype j = i; j < m_markers.size(); ++j)
                hidden << (m_markers.at(j).toolTip.isEmpty()
                               ? m_markers.at(j).text
                               : tr("%1: %2").arg(m_markers.at(j).text, m_markers.at(j).toolTip));
            const QString more = tr("+%1").arg(m_markers.size() - i);
            const QPalette p = QApplication::palette();
            m_badges.append({QRect(x, 0, badgeWidth(more), h), more, hidden.join(u'\n'), p.color(QPalette::Mid)});
            return;
        }
        m_badges.append({QRect(x, 0, w, h), m.text, m.toolTip, m.background});
        ++m_shown;
        x += w + Gap;
    }
}

void MarkerStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(badgeFont());
    for (const Badge &b : std::as_const(m_badges)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(b.background);
        painter.drawRoundedRect(QRectF(b.rect), 4, 4);
        painter.setPen(TrackerStyle::textOn(b.background));
        painter.drawText(b.rect, Qt::AlignCenter, b.text);
    }
}

void MarkerStrip::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layOut();
}

void MarkerStrip::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        layOut();
    }
}

bool MarkerStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        for (const Badge &b : std::as_const(m_badges)) {
            if (b.rect.contains(help->pos()) && !b.toolTip.isEmpty()) {
                QToolTip::showText(help->globalPos(), b.toolTip, this, b.rect);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace wm
