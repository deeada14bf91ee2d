// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"
#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QStringList>

namespace wm {

// How an action was resolved, walked through step by step as the rulebook does it, one line a step:
// the resolvers show it before Apply. The numbers are the outcome's own; `before` is the battle the
// action was taken on, which names the units.
QStringList actionWalkthrough(const Battle &before, const ActionInput &input, const ActionOutcome &outcome);

// What the dice rolled so far already say while the resolver waits for `pending`: said as it
// happens, the way players call out "2 hits" or "Blunder!" before the next die is cast. `readings`
// are what the rules read from those rolls (ActionDraft::readings()).
QStringList rollsSoFarWalkthrough(const Battle &before, const ActionInput &input, const QList<DiceRoll> &rolled,
                                  const QList<RollReading> &readings, const DiceRequest &pending);

// One line for what a rule read from a roll: "Archers: 2 hits (4+ to hit).", "Wizard casts the spell
// (5+ needed)."; empty for a roll whose reading needs no words.
QString readingLine(const RollReading &reading);

} // namespace wm
