// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/stepdicesource.h"
#include "core/error.h"
#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/odds/combatodds.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/combatround.h"
#include "core/rules/side.h"

#include <QList>

#include <optional>

namespace wm {

// What the combat resolver shows of a round before the action is complete: the dice each unit is
// about to roll, the round as the dice entered so far fought it, the choices it leaves, and the
// round that follows a pursuit. Everything comes from the rules in core; nothing here changes a game.

// One roll a unit makes in the round: its dice at one enemy unit at one to-hit score.
struct PlannedAttack
{
    int target = 0; // index of the enemy unit in the other side's list
    Protection targetPosition = Protection::Open;
    int scoreToHit = 4;
    int dice = 0;
};

// The dice one unit rolls in the round, stand by stand, before any is rolled.
struct CombatUnitPlan
{
    QList<CombatStandDice> stands; // in the order of its fighting stands
    bool lastDitch = false;        // its stands had no dice between them, so it rolls one
    QList<PlannedAttack> attacks;  // in the order they are rolled

    int dice() const;
};

struct CombatPlan
{
    PerSide<QList<CombatUnitPlan>> units; // in the order of the action's sides
};

// The dice every unit of the action rolls, as the round will count them. An action the rules refuse
// gives the reason.
Result<CombatPlan> planCombatRound(const Battle &battle, const CombatAction &action);

struct CombatRoundPreview
{
    CombatRoundResult round;
    // What every unit left standing may do, with the action's circumstances.
    QList<UnitChoices> choices;
};

// The round fought with the rolls entered so far (those after the round's are ignored); nothing
// while a roll of the round is still missing or the action cannot be fought.
std::optional<CombatRoundPreview> previewCombatRound(const Battle &battle, const CombatAction &action,
                                                     const QList<EnteredRoll> &entered);

// The round that follows when the winners pursued, as an action for the resolver to fill in: the
// pursuit rule (pursuitRound in core/rules/pursuit.h) applied to the round just fought. Nothing when
// the engagement does not go on now.
std::optional<CombatAction> nextCombatRound(const CombatAction &fought, const CombatActionResult &result);

// The round's odds before the dice: who wins it and by how much, for the round the form describes.
Result<CombatOdds> combatOddsOf(const Battle &battle, const CombatAction &action);

} // namespace wm
