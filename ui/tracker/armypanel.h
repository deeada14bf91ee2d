// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/quickedits.h"
#include "core/rules/side.h"

#include <QHash>
#include <QWidget>

class QGridLayout;
class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace wm {

class CardFrame;
class CharacterCard;
class UnitCard;

// One player's army: who plays it, how close it is to its break point, and a card for every unit and
// character in the army's own order, a destroyed one greyed where it stood. The cards are all one
// size, worked out from the font alone, so both armies get the same columns and every row the same
// height, and no card moves when another changes.
class ArmyPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ArmyPanel(QWidget *parent = nullptr);

    struct Army
    {
        Side side;
        QString player;
        QString rosterName;
        QColor accent;
        QHash<UnitId, int> ordersThisPhase; // per character
        bool editable = true;               // false: the cards offer no edits (a read-only game)
        int victoryPoints = 0;              // won from the enemy's losses
    };
    void setArmy(const Battle &battle, const Army &army);

    UnitCard *card(UnitId unit) const { return m_cards.value(unit); }
    CharacterCard *characterCard(UnitId unit) const { return m_characters.value(unit); }
    // A unit's or a character's card.
    CardFrame *frame(UnitId unit) const;
    // The units (characters not counted) in the order their cards are shown.
    QList<UnitId> shownOrder() const;
    // Every card, characters' too, in the order shown.
    QList<UnitId> cardOrder() const { return m_order; }
    int columnCount() const { return m_columns; }
    // The size every card of the tracker has at this font.
    static QSize cardSize(const QFont &font);
    QString lossesText() const;
    // Keeps the foot of the cards' area, `height` pixels, clear of cards: something lies over it (the
    // end-of-phase summary). The cards above scroll instead of hiding under it; 0 gives it back.
    void setCoveredFoot(int height);
    // Offered in the cards' menus: `unitActions` on unit cards, `characterActions` on characters'.
    void setMenuActions(const QList<QAction *> &unitActions, const QList<QAction *> &characterActions);

Q_SIGNALS:
    void editRequested(wm::UnitId unit, wm::QuickEdit edit);
    void unitClicked(wm::UnitId unit);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuildCards(const QList<Unit> &units);
    void layOutCards(bool force = false);
    int columns() const;
    void applyFonts();

    QLabel *m_player = nullptr;
    QLabel *m_roster = nullptr;
    QLabel *m_losses = nullptr;
    QLabel *m_victoryPoints = nullptr;
    QScrollArea *m_scroll = nullptr;
    QGridLayout *m_grid = nullptr;
    QHash<UnitId, UnitCard *> m_cards;
    QHash<UnitId, CharacterCard *> m_characters;
    QList<UnitId> m_order;
    int m_columns = 0;
    QColor m_accent;
    QList<QAction *> m_unitActions;
    QList<QAction *> m_characterActions;
};

} // namespace wm
