// SPDX-License-Identifier: GPL-3.0-or-later
#include "phasesummarybar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace wm {

PhaseSummaryBar::PhaseSummaryBar(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("phaseSummary"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_text = new QLabel(this);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *close = new QToolButton(this);
    close->setObjectName(QStringLiteral("closeSummary"));
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Close the summary"));
    close->setAutoRaise(true);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);

    auto *text = new QVBoxLayout;
    text->addWidget(m_title);
    text->addWidget(m_text);
    m_next = new QToolButton(this);
    m_next->setObjectName(QStringLiteral("summaryNext"));
    m_next->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_next->hide();
    // The button's action is the main window's: hide the summary once it is used.
    connect(m_next, &QToolButton::triggered, this, &QWidget::hide);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addLayout(text, 1);
    layout->addWidget(m_next, 0, Qt::AlignTop);
    layout->addWidget(close, 0, Qt::AlignTop);
    hide();
}

void PhaseSummaryBar::showSummary(const QString &title, const QStringList &lines, QAction *next)
{
    if (QAction *old = m_next->defaultAction(); old && old != next)
        m_next->removeAction(old);
    if (next)
        m_next->setDefaultAction(next);
    m_next->setVisible(next != nullptr);
    m_lines = lines;
    m_title->setText(title);
    m_text->setText(lines.join(QLatin1Char('\n')));
    show();
}

QString PhaseSummaryBar::title() const
{
    return m_title->text();
}

} // namespace wm
