// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/battlestanding.h"

#include <QColor>
#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace wm {

class PhaseLabel;

// Where the game stands, in letters large enough to read from a chair: the turn, whose turn it is,
// the three phases with the current one marked, and the button that ends it.
class TrackerHeader : public QWidget
{
    Q_OBJECT

public:
    explicit TrackerHeader(QWidget *parent = nullptr);

    void setEndPhaseAction(QAction *action);
    // Offered beside the result once the battle is over: the battle report's export. Not owned.
    void setReportAction(QAction *action);
    void setState(const Battle &battle, const QString &player, const QColor &accent);
    QString text() const; // "Turn 2 · Ben's turn · Shooting phase"
    // Said while a failed General has ended the phase's orders; empty otherwise.
    QString ordersNotice() const;
    // Once an army has withdrawn: why, who won and on how many victory points. Empty while the
    // battle goes on.
    void setStanding(const BattleStanding &standing, const PerSide<QString> &players);
    QString battleOverText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();
    void applyPhases();
    static void dim(QLabel *label);

    QLabel *m_turn = nullptr;
    QLabel *m_player = nullptr;
    QLabel *m_ordersNotice = nullptr;
    QLabel *m_battleOver = nullptr;
    QLabel *m_phaseCaption = nullptr;
    QList<PhaseLabel *> m_phases;
    QList<QLabel *> m_arrows;
    QToolButton *m_endPhase = nullptr;
    QToolButton *m_report = nullptr;
    Phase m_phase = Phase::Command;
    QColor m_accent;
};

} // namespace wm
