// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QAction;
class QLabel;
class QToolButton;

namespace wm {

// What the end of a phase did (drive backs with their dice, routs, discarded hits), shown over the foot of the
// armies until the players close it or do the next thing. It never blocks: the game goes on with it
// open, and the same lines stay in the history.
class PhaseSummaryBar : public QFrame
{
    Q_OBJECT

public:
    explicit PhaseSummaryBar(QWidget *parent = nullptr);

    // `next`, when given, is offered as a button beside the lines: what the players most likely do
    // next (after an order that passed, its charge).
    void showSummary(const QString &title, const QStringList &lines, QAction *next = nullptr);
    QString title() const;
    QStringList lines() const { return m_lines; }

private:
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QToolButton *m_next = nullptr;
    QStringList m_lines;
};

} // namespace wm
