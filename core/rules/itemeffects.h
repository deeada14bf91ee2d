// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/magicitem.h"

namespace wm {

struct Unit;

// Whether the banner or magic weapon a unit carries still works: the unit carries `item` and has not
// used it up (a once-a-battle item used, a banner's first engagement over, a stand lost where that
// ends the item). The resolvers ask this, never the item's name.
bool itemWorks(const Unit &unit, MagicItem item);

// Whether the unit's banner or weapon is spent for the rest of the battle, for its card.
bool itemSpent(const Unit &unit);

} // namespace wm
