// SPDX-License-Identifier: GPL-3.0-or-later
#include "engagementarea.h"

#include <QScrollBar>

namespace wm {

QSize EngagementArea::minimumSizeHint() const
{
    const QSize fallback = QScrollArea::minimumSizeHint();
    if (!widget())
        return fallback;
    return {widget()->minimumSizeHint().width() + 2 * frameWidth() + verticalScrollBar()->sizeHint().width(),
            fallback.height()};
}

QSize EngagementArea::sizeHint() const
{
    return QScrollArea::sizeHint().expandedTo(minimumSizeHint());
}

} // namespace wm
