// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagebar.h"

#include <QFrame>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace wm {

MessageBar::MessageBar(QFrame *frame, QLabel *icon, QLabel *text, QToolButton *dismiss, QObject *parent)
    : QObject(parent)
    , m_frame(frame)
    , m_icon(icon)
    , m_text(text)
{
    m_frame->hide();
    connect(dismiss, &QToolButton::clicked, this, &MessageBar::clear);
}

void MessageBar::show(const QString &text, Kind kind)
{
    const QStyle::StandardPixmap icon =
        kind == Kind::Problem ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation;
    QStyle *style = m_frame->style();
    const int size = style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_frame);
    m_icon->setPixmap(style->standardIcon(icon).pixmap(size, size));
    m_text->setText(text);
    m_frame->setProperty("problem", kind == Kind::Problem);
    m_frame->show();
}

void MessageBar::clear()
{
    m_text->clear();
    m_frame->hide();
}

} // namespace wm
