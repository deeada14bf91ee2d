// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingsteps.h"

namespace wm {

QStringList shootingSteps(const Battle &, const ShootAction &, const ActionOutcome &)
{
    return {};
}

} // namespace wm
