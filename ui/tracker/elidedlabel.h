// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace wm {

// A one-line label that ends in "…" when its column is too narrow, rather than widen its card or
// wrap into a taller one: every card of the tracker keeps one size. The whole text is its tooltip
// when it is cut, unless it has a tooltip of its own.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
};

} // namespace wm
