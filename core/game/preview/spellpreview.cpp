// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellpreview.h"

#include "core/game/actionresolver.h"

namespace wm {

Result<SpellOdds> spellOddsOf(const Battle &battle, const CastSpellAction &action)
{
    const Result<SpellRequest> request = spellRequest(battle, action);
    if (!request)
        return request.error();
    return spellOdds(request.value(), battle.ruleset());
}

} // namespace wm
