// SPDX-License-Identifier: GPL-3.0-or-later
#include "cardframe.h"

#include "ui/tracker/trackerstyle.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QEvent>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>

namespace wm {

namespace {

constexpr int Stripe = 8;
constexpr int Radius = 6;
constexpr int Ring = 3;

} // namespace

CardFrame::CardFrame(QWidget *parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::NoFrame);
    // The frame paints the whole card: nothing shows through its rounded corners but the window.
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

QMargins CardFrame::frameMargins()
{
    return {Stripe + 4, Ring + 2, Ring + 3, Ring + 2};
}

void CardFrame::setAccent(const QColor &accent)
{
    if (accent == m_accent)
        return;
    m_accent = accent;
    recolour();
}

void CardFrame::setGone(bool gone)
{
    if (gone == m_gone)
        return;
    m_gone = gone;
    recolour();
}

void CardFrame::setSelected(bool selected)
{
    if (selected == m_selected)
        return;
    m_selected = selected;
    update();
}

QColor CardFrame::stripeColour() const
{
    // The system's palette, not the card's own: the card sets its text colours in the latter.
    const QPalette p = QApplication::palette();
    if (m_gone)
        return p.color(QPalette::Mid);
    return TrackerStyle::readableAccent(p, m_accent.isValid() ? m_accent : p.color(QPalette::Highlight));
}

QColor CardFrame::textColour() const
{
    const QPalette p = QApplication::palette();
    return m_gone ? TrackerStyle::goneText(p) : p.color(QPalette::Text);
}

void CardFrame::addMenuActions(QMenu &menu) const
{
    for (QAction *action : m_menuActions) {
        if (action->isEnabled())
            menu.addAction(action);
    }
}

void CardFrame::contextMenuEvent(QContextMenuEvent *event)
{
    if (isGone())
        return;
    Q_EMIT clicked(m_unit);
    QMenu menu(this);
    addMenuActions(menu);
    addOwnMenuEntries(menu);
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

void CardFrame::addOwnMenuEntries(QMenu &) {}

void CardFrame::recolour()
{
    m_colouring = true;
    applyColours();
    m_colouring = false;
    update();
}

void CardFrame::applyColours()
{
    QPalette own = palette();
    own.setColor(QPalette::WindowText, textColour());
    setPalette(own);
}

void CardFrame::paintEvent(QPaintEvent *)
{
    const QPalette p = QApplication::palette();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF outer = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QPainterPath shape;
    shape.addRoundedRect(outer, Radius, Radius);
    const QColor stripe = stripeColour();
    painter.fillPath(shape, m_gone ? p.color(QPalette::Window) : TrackerStyle::cardBackground(p, stripe));
    painter.save();
    painter.setClipPath(shape);
    painter.fillRect(QRectF(outer.left(), outer.top(), Stripe, outer.height()), stripe);
    painter.restore();
    if (m_selected) {
        const QColor ring = p.color(QPalette::Highlight);
        painter.setPen(QPen(ring, Ring));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(outer.adjusted(Ring / 2.0, Ring / 2.0, -Ring / 2.0, -Ring / 2.0), Radius, Radius);
        // A dashed line inside the ring: the card the keys act on is told by its shape as well.
        QPen dashes(p.color(QPalette::Text), 1, Qt::DashLine);
        painter.setPen(dashes);
        painter.drawRoundedRect(outer.adjusted(Ring + 1.5, Ring + 1.5, -Ring - 1.5, -Ring - 1.5), Radius - 2,
                                Radius - 2);
    } else {
        painter.setPen(QPen(p.color(QPalette::Mid), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(shape);
    }
}

void CardFrame::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    // A new system palette (light to dark or back): the texts' colours follow.
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) && !m_colouring)
        recolour();
}

} // namespace wm
