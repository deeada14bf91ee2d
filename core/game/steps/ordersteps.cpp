// SPDX-License-Identifier: GPL-3.0-or-later
#include "ordersteps.h"

namespace wm {

QStringList orderSteps(const Battle &, const OrderAction &, const ActionOutcome &)
{
    return {};
}

} // namespace wm
