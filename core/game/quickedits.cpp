// SPDX-License-Identifier: GPL-3.0-or-later
#include "quickedits.h"

namespace wm {

namespace {

std::optional<ActionInput> allIn(const Unit &unit, Protection protection)
{
    StandPositions positions;
    const int stands = unit.state.standsLeft;
    switch (protection) {
    case Protection::Open:
        positions.open = stands;
        break;
    case Protection::Defended:
        positions.defended = stands;
        break;
    case Protection::Fortified:
        positions.fortified = stands;
        break;
    }
    if (positions == unit.state.positions)
        return std::nullopt;
    CorrectionAction correction;
    correction.unit = unit.id;
    correction.positions = positions;
    return correction;
}

} // namespace

std::optional<ActionInput> QuickEdits::input(const Battle &battle, UnitId id, QuickEdit edit)
{
    const Unit *unit = battle.unit(id);
    if (!unit || unit->state.isDestroyed())
        return std::nullopt;
    const UnitState &state = unit->state;
    CorrectionAction correction;
    correction.unit = id;
    switch (edit) {
    case QuickEdit::AddHit:
        // A hit added by hand in the Shooting phase is a hit of that phase (a spell, shooting rolled at the
        // table): it drives the unit back at the phase's end like any other. In other phases hits drive
        // nothing back.
        return StrikeHitsAction{id, 1, battle.phase() == Phase::Shooting};
    case QuickEdit::RemoveHit:
        if (state.hitsAccumulated == 0)
            return std::nullopt;
        correction.hits = state.hitsAccumulated - 1;
        // The hit taken back no longer drives the unit back either.
        if (state.hitsTakenThisPhase > 0)
            correction.hitsTakenThisPhase = state.hitsTakenThisPhase - 1;
        return correction;
    case QuickEdit::ToggleConfused:
        // Nothing confuses a unit whose rule says so; one marked by mistake may still be cleared.
        if (!state.isConfused() && unit->profile.has(Trait::NeverConfused))
            return std::nullopt;
        correction.confused = !state.isConfused();
        return correction;
    case QuickEdit::RemoveStand: {
        StandPositions positions = state.positions;
        positions.removeLeastProtected();
        correction.positions = positions;
        return correction;
    }
    case QuickEdit::ToggleEngaged:
        correction.engaged = !state.engaged;
        return correction;
    case QuickEdit::AllOpen:
        return allIn(*unit, Protection::Open);
    case QuickEdit::AllDefended:
        return allIn(*unit, Protection::Defended);
    case QuickEdit::AllFortified:
        return allIn(*unit, Protection::Fortified);
    case QuickEdit::SwapAttachedStand:
        // Only when a stand has been lost: the one gone was the attached one, or one of the unit's own.
        if (!unit->profile.attached || state.standsLeft == unit->profile.stands)
            return std::nullopt;
        correction.attachedStandsLeft = state.attachedStandsLeft > 0 ? 0 : 1;
        return correction;
    }
    return std::nullopt;
}

} // namespace wm
