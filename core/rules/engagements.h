// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/side.h"
#include "core/rules/unit.h"

#include <QList>

#include <optional>

namespace wm {

// The engagements of the battle: engaged units that touch, directly or through others, form one
// engagement, and each is fought to its end before the next, in the order the player whose turn it
// is chooses (FACTS §6). Who touches whom comes from the charges and advances recorded and from the
// units the players set against each other in each round (UnitState::engagedWith).

// One engagement: its units of each army, characters apart, in the order of their armies.
struct Engagement
{
    PerSide<QList<UnitId>> units; // by army: units[Side::first()] are the first army's
    int round = 1;                // the round of it to fight next in this Combat phase
    // Its rounds of this Combat phase are fought: it goes on next turn (Revolution's unresolved combat).
    bool fought = false;
    // Engaged units whose enemies were never recorded (a game from before contacts were kept, a unit
    // marked engaged by hand): the players say which of them fight whom.
    bool contactsUnknown = false;

    bool contains(UnitId unit) const;
    bool operator==(const Engagement &) const = default;
};

// Whether two units touch in an engagement: both engaged, on the table, and each holds the other.
bool inContact(const Unit &a, const Unit &b);

// The engagements of the two armies, the unfought first, in the order their first unit stands in
// the army whose turn it is (`active`), then in the other's; those whose contacts are unknown after
// them, the fought last. Characters are never in one: they fight with the unit they joined.
QList<Engagement> engagementsOf(const PerSide<QList<Unit>> &armies, Side active);

// The engagement to fight next: the one `unit` is in when it is still to be fought, or else the
// first still to be fought. Nothing when every engagement is fought, or there is none.
std::optional<Engagement> engagementToFight(const QList<Engagement> &engagements, std::optional<UnitId> unit);

} // namespace wm
