// SPDX-License-Identifier: GPL-3.0-or-later
#include "followupactions.h"

#include "ui/game/gamecontroller.h"

#include <QAction>

namespace wm {

FollowUpActions::FollowUpActions(QObject *parent)
    : QObject(parent)
{
    auto make = [this](const QString &text, const QString &name) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        return action;
    };
    // After drive backs: a unit that met impassable terrain, enemies or friends tests for confusion.
    m_driveBackMet = make(tr("A Unit Driven Back Met Something..."), QStringLiteral("actionDriveBackMet"));
    connect(m_driveBackMet, &QAction::triggered, this, [this] {
        const QVariant unit = m_driveBackMet->data();
        Q_EMIT confusionTestWanted(unit.isValid() ? std::optional<UnitId>(unit.value<UnitId>()) : std::nullopt);
    });
    // After a Giant gone wild walked through friends: the confusion of each, the cause already chosen.
    m_giantWalkedThrough = make(tr("Name a Friend It Walked Through..."), QStringLiteral("actionGiantWalkedThrough"));
    connect(m_giantWalkedThrough, &QAction::triggered, this, [this] {
        if (m_memory.walkingGiant)
            Q_EMIT friendWalkedThroughWanted(*m_memory.walkingGiant);
    });
    // After a charge: the units charged shoot at their chargers, the first with missiles picked.
    m_shootAtChargers = make(tr("Shoot at the Chargers..."), QStringLiteral("actionShootAtChargers"));
    connect(m_shootAtChargers, &QAction::triggered, this,
            [this] { Q_EMIT shootAtChargersWanted(m_shootAtChargers->data().value<UnitId>()); });
    // After an order that passed: its units' charge, with them ticked as the chargers.
    m_chargeOrdered = make(tr("Charge with Them..."), QStringLiteral("actionChargeOrdered"));
    connect(m_chargeOrdered, &QAction::triggered, this,
            [this] { Q_EMIT chargeWanted(m_chargeOrdered->data().value<QList<UnitId>>()); });
    // After a failed order to a Giant: its roll on the Giant goes wild table, for it.
    m_goesWild = make(tr("Roll for It Going Wild..."), QStringLiteral("actionGoesWild"));
    connect(m_goesWild, &QAction::triggered, this, [this] { Q_EMIT tableWanted(m_goesWild->data().value<UnitId>()); });
}

FollowUpActions::Offer FollowUpActions::after(const GameController &game)
{
    const GameSession &session = game.session();
    if (session.actionCount() == 0)
        return {};
    // Nothing below reads another page of the game, which could replace the one this refers to.
    const PlayedAction &last = session.playedAt(session.actionCount() - 1);
    const FollowUp next = followUpAfter(game.battle(), last, session.game().actions().constLast().input, m_memory);
    m_memory = next.memory;
    return {next.shown, next.lines, actionFor(next)};
}

QAction *FollowUpActions::actionFor(const FollowUp &next)
{
    switch (next.kind) {
    case FollowUpKind::None:
        return nullptr;
    case FollowUpKind::DrivenBackTest:
        m_driveBackMet->setData(QVariant(*next.unit));
        return m_driveBackMet;
    case FollowUpKind::FriendWalkedThrough:
        return m_giantWalkedThrough;
    case FollowUpKind::ShootAtChargers:
        m_shootAtChargers->setData(QVariant(*next.unit));
        return m_shootAtChargers;
    case FollowUpKind::ChargeOrdered:
        m_chargeOrdered->setData(QVariant::fromValue(next.units));
        return m_chargeOrdered;
    case FollowUpKind::GiantGoesWild:
        m_goesWild->setData(QVariant(*next.unit));
        return m_goesWild;
    }
    return nullptr;
}

} // namespace wm
