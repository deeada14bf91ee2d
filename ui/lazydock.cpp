// SPDX-License-Identifier: GPL-3.0-or-later
#include "lazydock.h"

#include <utility>

namespace wm {

LazyDock::LazyDock(const QString &title, const QString &name, MakePage makePage, QWidget *parent)
    : QDockWidget(title, parent)
    , m_makePage(std::move(makePage))
{
    setObjectName(name);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_inSight = visible;
        // Once the window has settled: a dock added to a tab group is in sight for a moment, before it
        // is put behind the tab in front.
        if (visible && !hasPage())
            QMetaObject::invokeMethod(
                this,
                [this] {
                    if (m_inSight)
                        page();
                },
                Qt::QueuedConnection);
    });
}

QWidget *LazyDock::page()
{
    if (!widget() && m_makePage)
        setWidget(std::exchange(m_makePage, {})());
    return widget();
}

} // namespace wm
