// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QVBoxLayout;

namespace wm {

// What the window shows before any game: what wmassist is for, and the ways to begin.
class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    // A large button for each of these actions, their keys in their tooltips.
    void setActions(const QList<QAction *> &actions);

private:
    QVBoxLayout *m_buttons = nullptr;
};

} // namespace wm
