// SPDX-License-Identifier: GPL-3.0-or-later
#include "endofphase.h"

#include "core/rules/magic.h"

namespace wm {

bool endCommandPhaseFor(UnitState &state, bool confusedAtPhaseStart)
{
    // Friends' evaders only confuse for the phase they burst through.
    const bool recovers =
        confusedAtPhaseStart || (state.confusion && confusionEndsWithThisCommandPhase(*state.confusion));
    const bool cleared = state.isConfused() && recovers;
    if (cleared)
        state.confusion.reset();
    state.ordersThisPhase = 0;
    state.orderedBy.reset();
    state.orderLimit.reset();
    state.mayChargeOnOrder = false;
    return cleared;
}

namespace {

// What lasts "this turn" ends with it.
void endThisTurnsStates(UnitState &s)
{
    s.steadfastUsedThisTurn = false;
    s.chargedThisTurn = false;
    s.advancedThisPhase = false;
    s.advanceIsCharge = false;
    s.hasShot = false;
    s.hasShotAgain = false;
    s.cannotShootThisTurn = false;
    s.doubleShootingThisTurn = false;
    s.cannotFightThisTurn = false;
    s.doubleAttacksFirstRoundThisTurn = false;
    s.movedOnInitiative = false;
    s.evadedThisTurn = false;
    s.homedBackThisTurn = false;
    s.chargedBy.clear();
    s.shotAtChargers.clear();
    s.spellsThisTurn.clear();
    s.spellsCastThisTurn.clear();
    s.spellsFailedThisTurn.clear();
    s.spellsCancelledThisTurn.clear();
    s.combatRoundsThisPhase = 0;
    s.extraCastsThisTurn = 0;
    s.helmThisTurn = false;
    s.repeatSpellThisTurn = false;
    // A list rule's once-a-battle power lasts until the end of the Combat phase of its turn.
    s.ruleEffects.clear();
}

} // namespace

TurnEndForUnit endTurnFor(UnitState &s, int turn, Side side)
{
    TurnEndForUnit end;
    // An unresolved combat (Revolution) goes on next turn with its hits; every other fight is over.
    if (!s.inUnresolvedCombat) {
        end.hitsDiscarded = s.hitsAccumulated;
        s.hitsAccumulated = 0;
        s.engaged = false;
        s.engagedWith.clear();
    }
    s.hitsCarriedIntoCombat = 0;
    // The engagement a banner worked for is over, its odd hits discarded above: it is spent.
    if (s.inFirstEngagement && !s.inUnresolvedCombat) {
        s.inFirstEngagement = false;
        s.magicItemSpent = true;
    }
    endThisTurnsStates(s);
    end.spellsEnded = endSpells(s, turn, side);
    return end;
}

} // namespace wm
