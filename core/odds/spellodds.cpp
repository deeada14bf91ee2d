// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellodds.h"

#include "core/odds/diceenumeration.h"

namespace wm {

Result<SpellOdds> spellOdds(const SpellRequest &request, const Ruleset &ruleset)
{
    const auto decides = [](RollPurpose purpose) {
        return purpose == RollPurpose::Cast || purpose == RollPurpose::Dispel || purpose == RollPurpose::Spellbind;
    };
    SpellOdds odds;
    DiceEnumeration e(50000, decides);
    while (e.next()) {
        const auto result = resolveSpell(request, ruleset, e.dice());
        if (!result)
            return result.error();
        const double chance = e.chance();
        if (result->succeeded)
            odds.cast += chance;
        if (result->succeeded && result->dispelled)
            odds.cancelled += chance;
        if (result->tookEffect())
            odds.takesEffect += chance;
        if (result->spellbound)
            odds.spellbound += chance;
    }
    return odds;
}

} // namespace wm
