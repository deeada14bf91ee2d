// SPDX-License-Identifier: GPL-3.0-or-later
#include "startpage.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace wm {

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("startPage"));
    auto *title = new QLabel(tr("Warmaster Table Assistant"), this);
    QFont big = title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 2);
    title->setFont(big);
    title->setAlignment(Qt::AlignCenter);
    auto *text = new QLabel(tr("Keeps every unit's stands, hits and confusion, rolls the dice and knows the "
                               "tables, while the miniatures stay on the table."),
                            this);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignCenter);
    m_buttons = new QVBoxLayout;
    m_buttons->setSpacing(10);

    auto *column = new QVBoxLayout;
    column->addStretch(1);
    column->addWidget(title);
    column->addWidget(text);
    column->addSpacing(24);
    column->addLayout(m_buttons);
    column->addStretch(2);
    auto *layout = new QHBoxLayout(this);
    layout->addStretch(1);
    layout->addLayout(column, 2);
    layout->addStretch(1);
}

void StartPage::setActions(const QList<QAction *> &actions)
{
    for (QAction *action : actions) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setIconSize(QSize(32, 32));
        QFont f = button->font();
        f.setPointSizeF(f.pointSizeF() * 1.3);
        button->setFont(f);
        m_buttons->addWidget(button);
    }
}

} // namespace wm
