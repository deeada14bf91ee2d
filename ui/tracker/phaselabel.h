// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace wm {

// A phase's name in the tracker's header: the current one on a rounded mark in the highlight
// colour, the others dimmed. It paints the mark itself and keeps the same margins either way, so the
// phase changing repaints three labels and moves nothing (a style sheet per state re-polished them
// and changed their width at every End Phase).
class PhaseLabel : public QLabel
{
    Q_OBJECT

public:
    explicit PhaseLabel(const QString &text, QWidget *parent = nullptr);

    void setMarked(bool marked);
    bool isMarked() const { return m_marked; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    bool m_marked = false;
};

} // namespace wm
