// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellodds.h"

#include "core/odds/diceenumeration.h"
#include "core/odds/diceodds.h"
#include "core/odds/shootingodds.h"
#include "core/rules/driveback.h"

#include <algorithm>

namespace wm {

namespace {

// The spell's shooting attacks at one target, as spellShootsAt() in the resolver makes them: a fixed
// number, or a D3 rolled for that target alone.
Result<SpellTargetOdds> shotOdds(const SpellRequest &request, const Unit &target, const Ruleset &ruleset)
{
    const SpellAttacks &attacks = *request.spell.attacks;
    QList<int> counts;
    if (attacks.rolledD3)
        counts = {1, 2, 3};
    else
        counts = {attacks.attacks};
    QList<Distribution::Weighted> struck, stands;
    SpellTargetOdds odds;
    odds.unit = target.id;
    odds.shoots = true;
    for (int count : std::as_const(counts)) {
        const double chance = 1.0 / double(counts.size());
        const auto shot = shootingOdds(spellShot(request.wizard, request.spell, target, count), ruleset);
        if (!shot)
            return shot.error();
        struck.append({chance, shot->struck});
        stands.append({chance, shot->standsRemoved});
        odds.destroyed += chance * shot->destroyed;
    }
    odds.struck = Distribution::mixture(struck);
    odds.standsRemoved = Distribution::mixture(stands);
    return odds;
}

} // namespace

Distribution SpellOdds::struck() const
{
    // Each target's dice are its own once the spell has taken effect: their hits add up as
    // independent numbers, and all of them only in that case.
    Distribution all;
    for (const SpellTargetOdds &t : targets) {
        if (t.shoots)
            all = all.plus(t.struck);
    }
    return Distribution::mixture({{takesEffect, all}, {1.0 - takesEffect, Distribution::certain(0)}});
}

bool SpellOdds::shoots() const
{
    return std::any_of(targets.cbegin(), targets.cend(), [](const SpellTargetOdds &t) { return t.shoots; });
}

bool SpellOdds::drivesBack() const
{
    return std::any_of(targets.cbegin(), targets.cend(), [](const SpellTargetOdds &t) { return t.drivesBack; });
}

// Each target's dice are its own: none of them happening is the product of each not happening.
double SpellOdds::standOrMore() const
{
    double none = 1.0;
    for (const SpellTargetOdds &t : targets)
        none *= 1.0 - (t.shoots ? t.standsRemoved.atLeast(1) : 0.0);
    return takesEffect * (1.0 - none);
}

double SpellOdds::confusesAny() const
{
    double none = 1.0;
    for (const SpellTargetOdds &t : targets)
        none *= 1.0 - t.confused;
    return takesEffect * (1.0 - none);
}

Result<SpellOdds> spellOdds(const SpellRequest &request, const Ruleset &ruleset)
{
    const auto decides = [](RollPurpose purpose) {
        return purpose == RollPurpose::Cast || purpose == RollPurpose::Dispel || purpose == RollPurpose::Spellbind;
    };
    SpellOdds odds;
    DiceEnumeration e(50000, decides);
    while (e.next()) {
        const auto result = resolveSpell(request, ruleset, e.dice());
        if (!result)
            return result.error();
        const double chance = e.chance();
        if (result->succeeded)
            odds.cast += chance;
        if (result->succeeded && result->dispelled)
            odds.cancelled += chance;
        if (result->tookEffect())
            odds.takesEffect += chance;
        if (result->spellbound)
            odds.spellbound += chance;
    }
    const Spell &spell = request.spell;
    if (!spell.attacks && !spell.driveBack)
        return odds;
    for (const Unit &target : request.targets) {
        SpellTargetOdds t;
        t.unit = target.id;
        if (spell.attacks) {
            auto shot = shotOdds(request, target, ruleset);
            if (!shot)
                return shot.error();
            t = std::move(shot).value();
        }
        // The spell's own drive back, as spellDrivesBack() rolls it: its dice are rolled after the
        // hits, and only for a unit they left standing and that may be driven back at all.
        if (spell.driveBack && !target.profile.has(Trait::NoDriveBack) && !target.underSpell(SpellState::NoDriveBack) &&
            !target.state.isDestroyed()) {
            const double standing = 1.0 - t.destroyed;
            const Distribution cm = DiceOdds::totalOfD6(spell.driveBack->dice).mapped([&spell](int pips) {
                return pips * spell.driveBack->cmPerPip;
            });
            t.drivesBack = true;
            t.driveBackCm = Distribution::mixture({{standing, cm}, {1.0 - standing, Distribution::certain(0)}});
            t.confused = standing * DiceOdds::anyAtLeast(spell.driveBack->dice, DriveBackRules::ConfusingScore);
        }
        odds.targets.append(t);
    }
    return odds;
}

} // namespace wm
