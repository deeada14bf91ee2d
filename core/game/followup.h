// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace wm {

struct PlayedAction;

// What the table may have to do next because of the action just played, offered one click away.
enum class FollowUpKind
{
    None,
    DrivenBackTest,      // a unit driven back may have met terrain, enemies or friends: its confusion test
    FriendWalkedThrough, // a Giant gone wild walked through friends: each is confused, named one by one
    ShootAtChargers,     // the units charged shoot at their chargers first
    ChargeOrdered,       // the units an order moved may charge
    GiantGoesWild,       // an order to a Giant failed: it goes wild, a roll on its table
};

// What is still waiting from earlier actions: the units driven back still to answer, and a Giant
// whose friends are still being named. It carries from one action to the next.
struct FollowUpMemory
{
    QList<UnitId> drivenBackToAsk;
    std::optional<UnitId> walkingGiant;

    bool operator==(const FollowUpMemory &) const = default;
};

// What the window shows after an action: the lines for the players, and the follow-up with the unit
// (or units) its resolver opens on.
struct FollowUp
{
    Q_DECLARE_TR_FUNCTIONS(FollowUp)

public:
    bool shown = false; // whether the action leaves anything to say; otherwise the window says nothing
    QStringList lines;
    FollowUpKind kind = FollowUpKind::None;
    std::optional<UnitId> unit; // the driven-back unit to ask first, or the unit charged that shoots first
    QList<UnitId> units;        // the units that may charge after the order
    FollowUpMemory memory;      // to hand to the next call

    bool operator==(const FollowUp &) const = default;
};

// What follows `last`, the action just played (`input` what the players gave for it), in `battle` as it
// left it, with what was still waiting before it.
FollowUp followUpAfter(const Battle &battle, const PlayedAction &last, const ActionInput &input,
                       const FollowUpMemory &before);

// The friend of a Giant gone wild the players most likely name next: its first unit on the table
// that is not yet confused.
std::optional<UnitId> likelyFriendWalkedThrough(const Battle &battle, UnitId giant);

} // namespace wm
