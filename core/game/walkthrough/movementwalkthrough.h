// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QStringList>

namespace wm {

// The moves the players report, walked through: what each does to the numbers from now on (the
// charge bonus, who may shoot at the charger, who is confused and until when).
QStringList chargeWalkthrough(const Battle &before, const ChargeAction &action);
QStringList evadeWalkthrough(const Battle &before, const EvadeAction &action);
QStringList homeBackWalkthrough(const Battle &before, const HomeBackAction &action, const ActionOutcome &outcome);
QStringList advanceWalkthrough(const Battle &before, const AdvanceAction &action);
QStringList joinWalkthrough(const Battle &before, const JoinAction &action);
QStringList confusionTestWalkthrough(const Battle &before, const ConfusionTestAction &action,
                                     const ActionOutcome &outcome);

} // namespace wm
