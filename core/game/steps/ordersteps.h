// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/actionresolver.h"
#include "game/battle.h"
#include "game/gameaction.h"

#include <QStringList>

namespace wm {

QStringList orderSteps(const Battle &before, const OrderAction &action, const ActionOutcome &outcome);

} // namespace wm
