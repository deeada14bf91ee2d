// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QFrame;
class QLabel;
class QToolButton;

namespace wm {

// The bar under the roster: tells the player something until the next message replaces it or they
// dismiss it. Hidden while it has nothing to say.
class MessageBar : public QObject
{
    Q_OBJECT

public:
    enum class Kind
    {
        Information,
        Problem
    };

    MessageBar(QFrame *frame, QLabel *icon, QLabel *text, QToolButton *dismiss, QObject *parent = nullptr);

    void show(const QString &text, Kind kind);
    void clear();

private:
    QFrame *m_frame;
    QLabel *m_icon;
    QLabel *m_text;
};

} // namespace wm
