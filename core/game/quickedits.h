// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <optional>

namespace wm {

// The one-click changes on a unit's card, for what happened on the table outside the resolvers.
enum class QuickEdit
{
    AddHit,         // one more hit, struck as usual: a stand goes at the Hits value
    RemoveHit,      // one hit fewer
    ToggleConfused, // confused for another reason, or no longer confused
    RemoveStand,    // one stand fewer, the least protected; the last one destroys the unit
    ToggleEngaged,
    AllOpen, // every stand left in the open
    AllDefended,
    AllFortified,
    // The stand its list attached (Skirmishers) was the one lost instead of one of its own, or back.
    SwapAttachedStand,
};

// What each quick edit does, as an action of the game log: so it is written, undone and replayed like
// any other.
struct QuickEdits
{
    // The action for this edit on this unit now; nothing when it cannot be done (the unit is gone,
    // it has no hits to remove, it already stands so).
    static std::optional<ActionInput> input(const Battle &battle, UnitId id, QuickEdit edit);
};

} // namespace wm
