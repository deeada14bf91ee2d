// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/magic.h"

namespace wm {

// A spell's chances before its dice, counted over resolveSpell() itself: the cast die with every
// modifier, a second roll where the wizard has one, the enemy's try to cancel it, a Staff of
// Spellbinding. The dice of the spell's effect are not dealt: they decide what it does, not whether.
struct SpellOdds
{
    double cast = 0;        // the cast succeeded (cancelled or not)
    double cancelled = 0;   // cast, then cancelled
    double takesEffect = 0; // cast and not cancelled
    double spellbound = 0;  // the failed cast left the wizard spellbound
};

// The odds of the cast `request` describes, or why it cannot be made (the resolver's own error).
Result<SpellOdds> spellOdds(const SpellRequest &request, const Ruleset &ruleset);

} // namespace wm
