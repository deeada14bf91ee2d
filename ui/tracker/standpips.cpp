// SPDX-License-Identifier: GPL-3.0-or-later
#include "standpips.h"

#include <QPainter>

namespace wm {

StandPips::StandPips(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void StandPips::setStands(int left, int size)
{
    m_left = left;
    m_size = size;
    setAccessibleName(tr("%1 of %2 stands left").arg(left).arg(size));
    updateGeometry();
    update();
}

void StandPips::setColor(const QColor &color)
{
    m_color = color;
    update();
}

int StandPips::pipDiameter() const
{
    // As tall as a capital letter of the card's text and a bit: it grows with the zoom.
    return qMax(8, fontMetrics().height() * 9 / 10);
}

QSize StandPips::sizeHint() const
{
    const int d = pipDiameter();
    const int count = qMax(1, m_size);
    return {count * d + (count - 1) * d / 3 + 2, d + 2};
}

void StandPips::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int d = pipDiameter();
    const QColor color = m_color.isValid() ? m_color : palette().color(QPalette::WindowText);
    const int step = d + d / 3; // whole pixels, so the pips stay crisp
    for (int i = 0; i < m_size; ++i) {
        const QRectF pip(1 + i * step, 1, d, d);
        if (i < m_left) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(color);
            painter.drawEllipse(pip);
        } else {
            painter.setPen(QPen(color, qMax(1.5, d / 8.0)));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(pip.adjusted(d / 12.0, d / 12.0, -d / 12.0, -d / 12.0));
        }
    }
}

} // namespace wm
