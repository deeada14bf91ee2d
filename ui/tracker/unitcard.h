// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/quickedits.h"
#include "core/rules/unit.h"
#include "ui/tracker/cardframe.h"
#include "ui/tracker/markerstrip.h"

class QLabel;
class QToolButton;

namespace wm {

class StandPips;

// One unit as the players see it across the table: name and label, type, stands left as pips, the
// hits on it against its Hits value in large figures, and the markers that used to be coloured dice
// beside it (confused, engaged, position, hits carried into combat). Its buttons are quick edits for
// what happened on the table outside the resolvers; each becomes a logged, undoable action.
//
// Every card has the same height whatever it shows (long texts end in "…", extra markers go under
// "+N"), so that the rows of the tracker stay even; and a card whose unit did not change does
// nothing when the battle does, so that a click repaints only the card it changed.
class UnitCard : public CardFrame
{
    Q_OBJECT

public:
    explicit UnitCard(QWidget *parent = nullptr);

    // Shows the unit as it stands in `battle`; `accent` is its player's colour.
    void setUnit(const Battle &battle, const Unit &unit, const QColor &accent);
    // Without edits the card only shows the unit: its buttons are gone (a read-only game).
    void setEditable(bool editable) { m_editable = editable; }

    // What the card shows, for tests and screen readers: "2 / 3".
    QString hitsText() const;
    QString profileText() const;
    QString rulesText() const;
    QString rulesToolTip() const;
    QStringList markers() const;
    QString markerToolTip(const QString &name) const;
    QString nameText() const { return m_content.name; }
    QString kindText() const { return m_content.kind; }
    int standsLeft() const { return m_content.standsLeft; }
    // How often the card's content changed since it was made: for tests of what a click repaints.
    int updates() const { return m_updates; }

Q_SIGNALS:
    void editRequested(wm::UnitId unit, wm::QuickEdit edit);

protected:
    void changeEvent(QEvent *event) override;
    void applyColours() override;
    void mousePressEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    // The rarer edits, after the window's actions in the card's menu.
    void addOwnMenuEntries(QMenu &menu) override;

private:
    // Everything the card shows, worked out from the battle before any widget is touched.
    struct Content
    {
        QString name;
        QString kind;
        QString profile;
        QString rules;
        QString rulesToolTip;
        QString hits;
        QString hitsOf;
        QString accessibleName;
        int standsLeft = 0;
        int stands = 0;
        QList<Marker> markers;
        QList<bool> editsEnabled;
        bool gone = false;
        bool editable = true;
        bool swapAttached = false; // the attached stand can be said lost, or back
        QColor accent;

        bool operator==(const Content &) const = default;
    };
    Content contentOf(const Battle &battle, const Unit &unit, const QColor &accent) const;
    void show(const Content &content);
    QToolButton *addButton(const QString &text, const QString &toolTip, QuickEdit edit);
    // Puts the card's labels and buttons in their three lines.
    void layOut();
    QToolButton *button(QuickEdit edit) const;
    void applyFonts();

    bool m_editable = true;
    bool m_swapAttached = false;
    Content m_content;
    bool m_shown = false;
    int m_updates = 0;
    QLabel *m_name = nullptr;
    QLabel *m_kind = nullptr;
    QLabel *m_profile = nullptr; // attacks, shooting, hits, armour, move
    QLabel *m_rules = nullptr;   // its special rules' names; each one's summary in the tooltip
    StandPips *m_pips = nullptr;
    QLabel *m_hits = nullptr;
    QLabel *m_hitsOf = nullptr;
    MarkerStrip *m_markers = nullptr;
    QList<std::pair<QToolButton *, QuickEdit>> m_buttons;
};

} // namespace wm
