// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/odds/spellodds.h"

namespace wm {

// The cast's odds before the dice: whether the spell the form describes is cast, cancelled, takes
// effect, counted over the resolver itself.
Result<SpellOdds> spellOddsOf(const Battle &battle, const CastSpellAction &action);

} // namespace wm
