// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/quickedits.h"
#include "core/rules/unit.h"

#include <QFrame>

class QLabel;
class QToolButton;

namespace wm {

class StandPips;

// One unit as the players see it across the table: name and label, type, stands left as pips, the
// hits on it against its Hits value in large figures, and the markers that used to be coloured dice
// beside it (confused, engaged, position, hits carried into combat). Its buttons are quick edits for
// what happened on the table outside the resolvers; each becomes a logged, undoable action.
class UnitCard : public QFrame
{
    Q_OBJECT

public:
    explicit UnitCard(QWidget *parent = nullptr);

    // Shows the unit as it stands in `battle`; `accent` is its player's colour.
    void setUnit(const Battle &battle, const Unit &unit, const QColor &accent);
    UnitId unitId() const { return m_unit; }
    void setSelected(bool selected);
    // The window's resolvers (shoot, fight, roll on a table...) offered first in the card's menu;
    // they act on the current unit, which the card becomes as its menu opens. Not owned.
    void setMenuActions(const QList<QAction *> &actions) { m_menuActions = actions; }
    // Without edits the card only shows the unit: its buttons are gone (a read-only game).
    void setEditable(bool editable) { m_editable = editable; }
    bool isSelected() const { return m_selected; }

    // What the card shows, for tests and screen readers: "2 / 3".
    QString hitsText() const;
    QString profileText() const;
    QString rulesText() const;
    QString rulesToolTip() const;
    QStringList markers() const;

Q_SIGNALS:
    void editRequested(wm::UnitId unit, wm::QuickEdit edit);
    void clicked(wm::UnitId unit);

protected:
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    QToolButton *addButton(const QString &text, const QString &toolTip, QuickEdit edit);
    void applyFonts();
    void applyStyle();
    void addSpellMarkers(const Unit &unit, const Battle &battle, const QColor &background);
    void addMarker(const QString &text, const QColor &background, const QString &name);

    UnitId m_unit = 0;
    QColor m_accent;
    bool m_selected = false;
    bool m_gone = false;
    bool m_editable = true;
    // Setting the style sheet changes the palette: that change must not set it again.
    bool m_styling = false;
    QLabel *m_name = nullptr;
    QLabel *m_kind = nullptr;
    QLabel *m_profile = nullptr; // attacks, shooting, hits, armour, move
    QLabel *m_rules = nullptr;   // its special rules' names; each one's summary in the tooltip
    StandPips *m_pips = nullptr;
    QLabel *m_hits = nullptr;
    QLabel *m_hitsOf = nullptr;
    QWidget *m_markerRow = nullptr;
    QList<QLabel *> m_markers;
    QWidget *m_buttonRow = nullptr;
    QList<std::pair<QToolButton *, QuickEdit>> m_buttons;
    QList<QAction *> m_menuActions;
};

} // namespace wm
