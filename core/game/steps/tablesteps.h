// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/actionresolver.h"
#include "game/battle.h"
#include "game/gameaction.h"

#include <QStringList>

namespace wm {

QStringList tableSteps(const Battle &before, const TableRollAction &action, const ActionOutcome &outcome);

} // namespace wm
