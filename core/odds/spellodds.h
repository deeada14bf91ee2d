// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/odds/distribution.h"
#include "core/rules/magic.h"

namespace wm {

// What a spell may do to one unit it falls on, once it has taken effect (cast and not cancelled):
// SpellOdds weighs it by that chance.
struct SpellTargetOdds
{
    UnitId unit = 0;
    bool shoots = false;        // the spell makes shooting attacks at it
    Distribution struck;        // hits after saves
    Distribution standsRemoved; // by those hits
    double destroyed = 0;
    bool drivesBack = false;  // the spell has a drive back of its own, for a unit its hits leave standing
    Distribution driveBackCm; // 0 where its hits destroyed it
    double confused = 0;      // by a 6 among that drive back's dice
};

// A spell's chances before its dice, counted over resolveSpell() itself: the cast die with every
// modifier, a second roll where the wizard has one, the enemy's try to cancel it, a Staff of
// Spellbinding. What it then does to its targets is worked out as the resolver rolls it: its
// shooting attacks through the shooting odds (spellShot()), its own drive back from its dice.
struct SpellOdds
{
    double cast = 0;                // the cast succeeded (cancelled or not)
    double cancelled = 0;           // cast, then cancelled
    double takesEffect = 0;         // cast and not cancelled
    double spellbound = 0;          // the failed cast left the wizard spellbound
    QList<SpellTargetOdds> targets; // one per target of the request, for spells that shoot or drive back

    // Every target's hits after saves added up, a spell that does not take effect striking none:
    // what the spell strikes in all, before its dice.
    Distribution struck() const;
    // Whether its hits may fall on any target, or it drives any back.
    bool shoots() const;
    bool drivesBack() const;
    // The chance that it takes effect and removes a stand of a target or more; that it takes effect
    // and its own drive back confuses a target or more.
    double standOrMore() const;
    double confusesAny() const;
};

// The odds of the cast `request` describes, or why it cannot be made (the resolver's own error).
Result<SpellOdds> spellOdds(const SpellRequest &request, const Ruleset &ruleset);

} // namespace wm
