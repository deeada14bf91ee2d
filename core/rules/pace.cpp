// SPDX-License-Identifier: GPL-3.0-or-later
#include "pace.h"

#include "core/rules/ruleset.h"
#include "core/rules/unitprofile.h"

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

} // namespace wm
