// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/side.h"
#include "core/rules/unitstate.h"

#include <QList>

namespace wm {

// What the end of the Command and the Combat phase does to each unit, on both sides. (The end of the
// Shooting phase drives units back: core/rules/driveback.)

// The end of a Command phase: orders are over, and a unit recovers from confusion when it was
// confused before the phase began (it could not move in it: that was the confusion's cost) or its
// confusion lasts only this phase (a friend's evaders bursting through). True when it recovered.
bool endCommandPhaseFor(UnitState &state, bool confusedAtPhaseStart);

// What the end of a turn (its Combat phase) took from a unit.
struct TurnEndForUnit
{
    int hitsDiscarded = 0;          // odd hits of a fight that is over
    QList<SpellOnUnit> spellsEnded; // spells whose time was up

    bool operator==(const TurnEndForUnit &) const = default;
};

// The end of the Combat phase of `side`'s turn `turn`: every fight is over but an unresolved combat
// (Revolution), which goes on next turn with its hits; a banner's first engagement ends and spends it;
// what lasted "this turn" (shots, charges, evades, spells cast, a list rule's once-a-battle power) ends.
TurnEndForUnit endTurnFor(UnitState &state, int turn, Side side);

} // namespace wm
