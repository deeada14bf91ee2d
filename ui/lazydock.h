// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

#include <functional>

namespace wm {

// A dock whose page is made the first time the dock is in sight. A tab behind another, or a dock the
// player closed, costs nothing when the window starts.
class LazyDock : public QDockWidget
{
    Q_OBJECT

public:
    using MakePage = std::function<QWidget *()>;
    LazyDock(const QString &title, const QString &name, MakePage makePage, QWidget *parent);

    // The page, made now if it was not yet.
    QWidget *page();
    bool hasPage() const { return widget() != nullptr; }
    // Whether the dock is in sight: shown, and its tab in front. A tab behind another is moved out
    // of sight rather than hidden, so isVisible() does not tell.
    bool inSight() const { return m_inSight; }

private:
    MakePage m_makePage;
    bool m_inSight = false;
};

} // namespace wm
