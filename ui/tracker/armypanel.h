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

class CharacterCard;
class UnitCard;

// One player's army: who plays it, how close it is to its break point, its characters, and a card
// for every unit, those still fighting first and the destroyed ones greyed at the end.
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
    };
    void setArmy(const Battle &battle, const Army &army);

    UnitCard *card(UnitId unit) const { return m_cards.value(unit); }
    CharacterCard *characterCard(UnitId unit) const { return m_characters.value(unit); }
    // The units in the order their cards are shown.
    QList<UnitId> shownOrder() const { return m_order; }
    QString lossesText() const;
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
    void layOutCards();
    int columns() const;
    void applyFonts();

    QLabel *m_player = nullptr;
    QLabel *m_roster = nullptr;
    QLabel *m_losses = nullptr;
    QScrollArea *m_scroll = nullptr;
    QVBoxLayout *m_characterList = nullptr;
    QLabel *m_charactersTitle = nullptr;
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
