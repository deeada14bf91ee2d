// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/unit.h"

#include <QList>

#include <algorithm>

namespace wm {

// Whether a wizard carries an aura over his friends that gives them `state` (Aerial Shield,
// Tranquility of Heaven): which of them it reaches the players measure, and say so in the action.
inline bool hasFriendlyAura(const Unit &wizard, SpellState state)
{
    if (wizard.state.isDestroyed())
        return false;
    return std::any_of(wizard.state.spells.cbegin(), wizard.state.spells.cend(),
                       [state](const SpellOnUnit &on) { return on.aura && !on.onEnemies && on.state == state; });
}

// The units of an army carrying such an aura, for a resolver to offer.
inline QList<UnitId> wizardsWithFriendlyAura(const QList<Unit> &army, SpellState state)
{
    QList<UnitId> ids;
    for (const Unit &u : army) {
        if (hasFriendlyAura(u, state))
            ids.append(u.id);
    }
    return ids;
}

} // namespace wm
