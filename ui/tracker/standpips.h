// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QWidget>

namespace wm {

// A unit's stands as pips, ●●○: one filled for each stand left, one hollow for each lost. Drawn
// rather than typed so that they stay round and evenly spaced at any zoom.
class StandPips : public QWidget
{
    Q_OBJECT

public:
    explicit StandPips(QWidget *parent = nullptr);

    void setStands(int left, int size);
    void setColor(const QColor &color);
    int standsLeft() const { return m_left; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int pipDiameter() const;

    int m_left = 0;
    int m_size = 0;
    QColor m_color;
};

} // namespace wm
