// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/combatoutcome.h"
#include "core/rules/combatround.h"
#include "core/rules/side.h"

#include <QList>

#include <optional>

namespace wm {

// One unit's part in a round of an engagement, as the players set it up: whom each of its fighting
// stands fights, how many of its stands support, and the character with it.
struct EngagedUnit
{
    UnitId unit = 0;
    QList<FightingStand> stands;
    int supportingStands = 0;
    std::optional<UnitId> character;
    int characterStand = 0; // index into stands

    bool operator==(const EngagedUnit &) const = default;
};

struct EngagementRound
{
    PerSide<QList<EngagedUnit>> sides;
    int round = 1; // of this engagement in this Combat phase, from 1

    bool operator==(const EngagementRound &) const = default;
};

// The round that follows when the winners pursued (FACTS §4.7): the pursuers and the enemies that
// retreated from them, with as many stands fighting and supporting as they have left, each pursuer's
// stands pursuing by the distance the enemy retreated, everyone in the open. A unit that only
// supported goes on supporting; a stand whose enemy left the engagement fights the first one still
// there; a slain character is gone. Nothing when the engagement does not go on now.
std::optional<EngagementRound> pursuitRound(const EngagementRound &fought, const CombatOutcome &outcome);

} // namespace wm
