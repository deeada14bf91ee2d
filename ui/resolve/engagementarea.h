// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace wm {

// The two sides' units of the combat resolver, never scrolled sideways while the screen has room:
// the dialog asks for the width the unit boxes need at the font shown, and only their height scrolls.
class EngagementArea final : public QScrollArea
{
    Q_OBJECT

public:
    using QScrollArea::QScrollArea;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
};

} // namespace wm
