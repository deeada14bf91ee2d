// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QCoreApplication>
#include <QStringList>

namespace wm {

// How an action was resolved, walked through step by step as the rulebook does it, one line a step:
// the resolvers show it before Apply. The numbers are the outcome's own.
struct ResolutionSteps
{
    Q_DECLARE_TR_FUNCTIONS(ResolutionSteps)

public:
    static QStringList of(const Battle &before, const ActionInput &input, const ActionOutcome &outcome);
};

} // namespace wm
