// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QStringList>

namespace wm {

// A combat round walked through as at the table, one line a step, each part on its own: the dice
// each unit rolls and why, every roll to hit and every save, the hits and stands each unit lost,
// and the result: each side's total, the winner and the retreat.
struct CombatRoundWalkthrough
{
    QStringList dice;
    QStringList attacks;
    QStringList losses;
    QStringList result;

    QStringList all() const { return dice + attacks + losses + result; }
};

// `before` is the battle the round was fought on; it names the units.
CombatRoundWalkthrough combatRoundWalkthrough(const Battle &before, const CombatAction &action,
                                              const CombatRoundResult &round);

// The round, then what each unit did after it and whether the engagement goes on.
QStringList combatWalkthrough(const Battle &before, const CombatAction &action, const ActionOutcome &outcome);

} // namespace wm
