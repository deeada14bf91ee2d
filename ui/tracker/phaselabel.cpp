// SPDX-License-Identifier: GPL-3.0-or-later
#include "phaselabel.h"

#include <QPainter>

namespace wm {

PhaseLabel::PhaseLabel(const QString &text, QWidget *parent)
    : QLabel(text, parent)
{
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignCenter);
    setContentsMargins(6, 1, 6, 1);
    setForegroundRole(QPalette::PlaceholderText);
}

void PhaseLabel::setMarked(bool marked)
{
    if (marked == m_marked)
        return;
    m_marked = marked;
    setForegroundRole(marked ? QPalette::HighlightedText : QPalette::PlaceholderText);
    update();
}

void PhaseLabel::paintEvent(QPaintEvent *event)
{
    if (m_marked) {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().brush(QPalette::Highlight));
        painter.drawRoundedRect(QRectF(rect()), 4, 4);
    }
    QLabel::paintEvent(event);
}

} // namespace wm
