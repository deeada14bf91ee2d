// SPDX-License-Identifier: GPL-3.0-or-later
#include "pace.h"

#include "core/rules/ruleset.h"
#include "core/rules/unit.h"

namespace wm {

int fullPaceCm(const UnitProfile &profile, const Ruleset &ruleset)
{
    if (profile.fullPaceCm)
        return *profile.fullPaceCm;
    if (profile.has(Trait::Flyer))
        return 100;
    switch (profile.type) {
    case UnitType::Infantry:
        return 20;
    case UnitType::Cavalry:
    case UnitType::Chariot:
        return 30;
    case UnitType::Artillery:
        return ruleset.artilleryFullPaceCm;
    case UnitType::Monster:
    case UnitType::Machine:
        return 20;
    case UnitType::General:
    case UnitType::Hero:
    case UnitType::Wizard:
        return 60;
    }
    return 20;
}

int halfPaceCm(const UnitProfile &profile, const Ruleset &ruleset)
{
    if (profile.isCharacter())
        return fullPaceCm(profile, ruleset);
    if (profile.has(Trait::Flyer))
        return FlyerHalfPaceCm;
    return fullPaceCm(profile, ruleset) / 2;
}

PaceNow paceNow(const Unit &unit, const Ruleset &ruleset)
{
    PaceNow pace;
    pace.fullCm = fullPaceCm(unit.profile, ruleset);
    const int half = halfPaceCm(unit.profile, ruleset);
    // Characters move after the units, at their own pace: none of these limits falls on them.
    if (!unit.profile.isCharacter()) {
        pace.fortified = ruleset.fortifiedMovesHalfPace && unit.state.positions.any(Protection::Fortified);
        pace.spell = unit.underSpell(SpellState::HalfPace);
        pace.failedOrder = unit.state.orderLimit && unit.state.orderLimit->limit == MoveLimit::HalfPaceNoCharge;
    }
    pace.orderedCm = pace.fortified || pace.spell || pace.failedOrder ? half : pace.fullCm;
    // A fortified unit charges and evades at full pace; a spell that halves its pace halves those too.
    pace.chargeCm = pace.spell ? half : pace.fullCm;
    return pace;
}

} // namespace wm
