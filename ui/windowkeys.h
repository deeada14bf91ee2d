// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace wm {

// The keys that move the game on (End Phase, the resolvers' keys) work wherever the focus is in the
// window. A text field takes some of them for itself (Ctrl+E goes to the end of the line in a
// search box); for these keys it is told the key is not its own, so the window's action fires.
// Keys a text field needs for its text (copy, paste, undo) are not among them.
class WindowKeys final : public QObject
{
    Q_OBJECT

public:
    // Watches every key for `window`; the actions stay the window's.
    explicit WindowKeys(QWidget *window);
    ~WindowKeys() override;

    void setActions(const QList<QAction *> &actions);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window = nullptr;
    QList<QPointer<QAction>> m_actions;
};

} // namespace wm
