// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/unitprofile.h"
#include "core/rules/unitstate.h"

namespace wm {

// One unit on the table: its profile, the label that matches it to the miniatures, and its state.
struct Unit
{
    UnitId id = 0;
    UnitProfile profile;
    QString label; // "Knights - red banner"
    UnitState state;
    // Some units do not count for the army's break point (the army list says: Bretonnian peasants,
    // skirmishers); characters never do.
    bool countsTowardsBreakPoint = true;

    static Unit create(UnitId id, const UnitProfile &profile, const QString &label = {})
    {
        return Unit{id, profile, label, UnitState::fresh(profile), true};
    }
    // The name a player reads: the label when there is one.
    QString displayName() const { return label.isEmpty() ? profile.name : label; }
    int hitsValue() const { return profile.hits.value_or(1); }

    bool operator==(const Unit &) const = default;
};

// Confuses a unit unless its own rule says nothing confuses it; whether it is confused now.
inline bool confuse(Unit &unit, ConfusionCause cause)
{
    if (unit.profile.has(Trait::NeverConfused))
        return false;
    markConfused(unit.state, cause);
    return unit.state.isConfused();
}

} // namespace wm
