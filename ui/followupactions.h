// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/followup.h"

#include <QObject>

class QAction;

namespace wm {

class GameController;

// The summary bar's one-click follow-ups (core/game/followup): after each action, what the table may
// have to do next, as an action that asks the window for its resolver on the right units. It keeps
// what earlier actions left waiting (the driven-back units still to answer, a Giant's friends).
class FollowUpActions : public QObject
{
    Q_OBJECT

public:
    explicit FollowUpActions(QObject *parent = nullptr);

    // What follows the last action of `game`: whether anything is to be said, the lines, and the
    // action offered (or none).
    struct Offer
    {
        bool shown = false;
        QStringList lines;
        QAction *action = nullptr;
    };
    Offer after(const GameController &game);
    // A game opened or closed: nothing waits any more.
    void forget() { m_memory = {}; }

Q_SIGNALS:
    // The resolver each follow-up opens, with the unit (or units) it opens on.
    void confusionTestWanted(std::optional<UnitId> unit);
    void friendWalkedThroughWanted(UnitId giant);
    void shootAtChargersWanted(UnitId shooter);
    void chargeWanted(const QList<UnitId> &chargers);
    void tableWanted(UnitId unit);

private:
    QAction *actionFor(const FollowUp &next);

    QAction *m_driveBackMet = nullptr;
    QAction *m_giantWalkedThrough = nullptr;
    QAction *m_shootAtChargers = nullptr;
    QAction *m_chargeOrdered = nullptr;
    QAction *m_goesWild = nullptr;
    FollowUpMemory m_memory;
};

} // namespace wm
