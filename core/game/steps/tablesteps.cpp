// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablesteps.h"

namespace wm {

QStringList tableSteps(const Battle &, const TableRollAction &, const ActionOutcome &)
{
    return {};
}

} // namespace wm
