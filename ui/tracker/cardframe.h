// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/unitstate.h"

#include <QColor>
#include <QFrame>
#include <QList>

class QAction;
class QMenu;

namespace wm {

// The frame every card of the tracker shares: its background a step towards the player's colour,
// that colour as a stripe down the left edge, greyed once the unit is gone, and a thick ring with a
// dashed inner line on the card the keyboard acts on (a ring, not a colour alone, so that it reads
// in greyscale too). Painted rather than styled: a style sheet per card made every click re-polish
// forty cards and their children.
class CardFrame : public QFrame
{
    Q_OBJECT

public:
    explicit CardFrame(QWidget *parent = nullptr);

    void setAccent(const QColor &accent);
    void setGone(bool gone);
    void setSelected(bool selected);
    bool isSelected() const { return m_selected; }
    bool isGone() const { return m_gone; }

    // The space the frame's painting takes inside the card: the stripe on the left, the ring around.
    static QMargins frameMargins();

    // The window's actions offered first in the card's menu (a unit's resolvers, a character's order);
    // they act on the current unit, which the card becomes as its menu opens. Not owned.
    void setMenuActions(const QList<QAction *> &actions) { m_menuActions = actions; }

    // The unit (or character) the card shows.
    UnitId unitId() const { return m_unit; }

Q_SIGNALS:
    // The player chose the card: clicked it, or opened its menu.
    void clicked(wm::UnitId unit);

protected:
    void setUnitId(UnitId unit) { m_unit = unit; }
    // The card's menu: the window's actions that can act now, then the card's own entries. A gone
    // unit has none.
    void contextMenuEvent(QContextMenuEvent *event) override;
    // The card's own entries after the window's actions; none by default.
    virtual void addOwnMenuEntries(QMenu &menu);
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    // Called when the accent, the gone state or the system's palette change: the card gives its
    // texts their colours here.
    virtual void applyColours();
    // The player's colour made readable on the current palette, grey once the unit is gone.
    QColor stripeColour() const;
    // The colour of the card's main text.
    QColor textColour() const;

private:
    // Adds to the card's menu the window's actions that can act now.
    void addMenuActions(QMenu &menu) const;

    QList<QAction *> m_menuActions;
    UnitId m_unit = 0;
    QColor m_accent;
    bool m_gone = false;
    bool m_selected = false;
    // Setting a text colour changes the card's palette: that change must not set it again.
    bool m_colouring = false;
    void recolour();
};

} // namespace wm
