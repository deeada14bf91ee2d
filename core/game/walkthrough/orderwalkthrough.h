// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QStringList>

namespace wm {

QStringList orderWalkthrough(const Battle &before, const OrderAction &action, const ActionOutcome &outcome);

} // namespace wm
