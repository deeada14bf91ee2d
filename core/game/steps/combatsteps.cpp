// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatsteps.h"

namespace wm {

QStringList combatSteps(const Battle &, const CombatAction &, const ActionOutcome &)
{
    return {};
}

} // namespace wm
