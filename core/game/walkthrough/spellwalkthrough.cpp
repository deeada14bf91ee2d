// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellwalkthrough.h"

#include "core/game/walkthrough/shootingwalkthrough.h"
#include "core/rules/magic.h"
#include "core/rules/signednumber.h"

namespace wm {

namespace {

struct SpellStepsText
{
    Q_DECLARE_TR_FUNCTIONS(SpellSteps)
};

// One roll to cast: the first, or the second of a wizard who may roll again for a failed spell.
QString castLine(const QString &wizard, const SpellResult &r, const DiceRoll &roll, bool succeeded)
{
    const int face = roll.faces.value(0);
    if (face == 1)
        return SpellStepsText::tr("%1 rolls to cast %2 (%3+): 1 — a 1 always fails.")
            .arg(wizard, r.spell)
            .arg(r.castRoll);
    if (face == 6)
        return SpellStepsText::tr("%1 rolls to cast %2 (%3+): 6 — a 6 always works.")
            .arg(wizard, r.spell)
            .arg(r.castRoll);
    if (r.castModifier != 0) {
        const QString modifier = signedNumber(r.castModifier);
        return succeeded ? SpellStepsText::tr("%1 rolls to cast %2 (%3+): %4 %5 — cast.")
                               .arg(wizard, r.spell)
                               .arg(r.castRoll)
                               .arg(face)
                               .arg(modifier)
                         : SpellStepsText::tr("%1 rolls to cast %2 (%3+): %4 %5 — it fails.")
                               .arg(wizard, r.spell)
                               .arg(r.castRoll)
                               .arg(face)
                               .arg(modifier);
    }
    return succeeded ? SpellStepsText::tr("%1 rolls to cast %2 (%3+): %4 — cast.")
                           .arg(wizard, r.spell)
                           .arg(r.castRoll)
                           .arg(face)
                     : SpellStepsText::tr("%1 rolls to cast %2 (%3+): %4 — it fails.")
                           .arg(wizard, r.spell)
                           .arg(r.castRoll)
                           .arg(face);
}

QString endsLine(const QString &unit, const SpellOnUnit &on, Side wizardSide)
{
    const QString state = SpellText::state(on.state, on.value);
    if (!on.endsTurn)
        return SpellStepsText::tr("%1: %2, until the players end it (when the unit moves).").arg(unit, state);
    if (on.endsSide == wizardSide)
        return SpellStepsText::tr("%1: %2, until the end of this turn's Combat phase.").arg(unit, state);
    return SpellStepsText::tr("%1: %2, until the end of the opponent's turn %3.").arg(unit, state).arg(*on.endsTurn);
}

// The rolls to cast: the items that change them, the cast and any second try, and the Staff of
// Spellbinding.
void spellCastingLines(const QString &wizard, const CastSpellAction &action, const SpellResult &r, QStringList &lines)
{
    if (action.ringOfMagic)
        lines.append(SpellStepsText::tr("The Ring of Magic: the spell is cast with no roll."));
    if (action.wandOfPower)
        lines.append(SpellStepsText::tr("The Wand of Power: +1 to the cast roll; a 1 still fails."));
    if (action.castBonus && r.cast)
        lines.append(SpellStepsText::tr("%1 uses his once-a-battle bonus to cast.").arg(wizard));
    if (r.automatic) {
        lines.append(SpellStepsText::tr("%1 casts %2 with no roll.").arg(wizard, r.spell));
    } else if (r.cast) {
        lines.append(castLine(wizard, r, *r.cast, r.succeeded && !r.recast));
        if (r.recast) {
            lines.append(SpellStepsText::tr("%1 may cast a failed spell again: he rolls once more.").arg(wizard));
            lines.append(castLine(wizard, r, *r.recast, r.succeeded));
        }
    }
    if (r.spellbindRoll) {
        const QString by = r.spellbinderAfter ? r.spellbinderAfter->displayName() : QString();
        lines.append(r.spellbound
                         ? SpellStepsText::tr("%1 tries the Staff of Spellbinding (%2+): %3 — %4 is spellbound, -1 on "
                                              "every cast for the rest of the battle.")
                               .arg(by)
                               .arg(SpellbindScore)
                               .arg(r.spellbindRoll->total())
                               .arg(wizard)
                         : SpellStepsText::tr("%1 tries the Staff of Spellbinding (%2+): %3 — no effect.")
                               .arg(by)
                               .arg(SpellbindScore)
                               .arg(r.spellbindRoll->total()));
    }
}

// The Rod of Repetition, and the enemy's try to cancel the spell.
void spellDispelLines(const QString &wizard, const SpellResult &r, QStringList &lines)
{
    if (r.rodUsed)
        lines.append(
            SpellStepsText::tr("The Rod of Repetition: %1 may cast another spell this turn, the same one or another.")
                .arg(wizard));
    if (r.dispelRoll) {
        const QString by = r.dispellerAfter ? r.dispellerAfter->displayName() : QString();
        const int needed = r.dispellerAfter ? r.dispellerAfter->profile.value(Trait::DispelsSpells) : 4;
        const int face = r.dispelRoll->faces.value(0);
        if (r.dispelBonus > 0)
            lines.append(r.dispelled
                             ? SpellStepsText::tr("%1 tries to cancel it (%2+, +%3 once a battle): %4 — cancelled.")
                                   .arg(by)
                                   .arg(needed)
                                   .arg(r.dispelBonus)
                                   .arg(face)
                             : SpellStepsText::tr("%1 tries to cancel it (%2+, +%3 once a battle): %4 — it holds.")
                                   .arg(by)
                                   .arg(needed)
                                   .arg(r.dispelBonus)
                                   .arg(face));
        else
            lines.append(
                r.dispelled
                    ? SpellStepsText::tr("%1 tries to cancel it (%2+): %3 — cancelled.").arg(by).arg(needed).arg(face)
                    : SpellStepsText::tr("%1 tries to cancel it (%2+): %3 — it holds.").arg(by).arg(needed).arg(face));
    }
    if (r.scrollUsed)
        lines.append(SpellStepsText::tr("%1 reads the Scroll of Dispelling: the spell is cancelled.")
                         .arg(r.dispellerAfter ? r.dispellerAfter->displayName() : QString()));
}

// What the spell does to one of its targets: its attacks, drive back, slain stand and the states it
// gives.
void spellTargetLines(const Battle &before, const CastSpellAction &action, const SpellResult &r, const Spell *spell,
                      Side wizardSide, const SpellTargetResult &t, QStringList &lines)
{
    const QString name = before.unitName(t.unit);
    if (t.attacksRoll)
        lines.append(SpellStepsText::tr("%1 on %2: D3 attacks, rolled %3 — %4.")
                         .arg(r.spell, name, t.attacksRoll->facesText())
                         .arg(t.attacksRoll->total()));
    if (t.shooting) {
        ShootAction shot;
        shot.shooters = {ShooterInput{action.wizard, 1, 0, std::nullopt, false, t.shooting->dice()}};
        shot.target = t.unit;
        shot.targetInPath = true;
        if (!t.attacksRoll)
            lines.append(SpellStepsText::tr("%1 on %2: %3 attacks, worked out as shooting.")
                             .arg(r.spell, name)
                             .arg(t.shooting->weaponShots.value(0).attacks));
        const bool drivesBack = !spell || !spell->attacks || spell->attacks->drivesBack;
        lines.append(shotStepsWalkthrough(shot, *t.shooting, drivesBack));
        if (spell && spell->attacks && !spell->attacks->drivesBack && !t.after.state.engaged &&
            !t.after.state.isDestroyed() && t.shooting->struck() > 0)
            lines.append(SpellStepsText::tr("%1 does not drive back: these hits do not count for the drive back of %2.")
                             .arg(r.spell, name));
    }
    if (t.driveBack) {
        lines.append(
            SpellStepsText::tr("%1 is driven back %2 cm (dice: %3), away from the blast; it is never routed by it.")
                .arg(name)
                .arg(t.driveBackCm)
                .arg(t.driveBack->facesText()));
        if (t.confused)
            lines.append(SpellStepsText::tr("A 6 among the dice: %1 is confused.").arg(name));
    }
    if (t.slayRoll)
        lines.append(t.standSlain ? SpellStepsText::tr("A D6 against the Hits of %1 (%2): %3 — one stand is destroyed.")
                                        .arg(name)
                                        .arg(t.after.hitsValue())
                                        .arg(t.slayRoll->total())
                                  : SpellStepsText::tr("A D6 against the Hits of %1 (%2): %3 — no stand is lost.")
                                        .arg(name)
                                        .arg(t.after.hitsValue())
                                        .arg(t.slayRoll->total()));
    if (t.standRegained)
        lines.append(SpellStepsText::tr("%1 gets back one stand: place it in formation.").arg(name));
    for (const SpellOnUnit &on : t.statesGiven)
        lines.append(endsLine(name, on, wizardSide));
    if (spell && spell->movesAsOrdered)
        lines.append(
            SpellStepsText::tr("%1 may now move as if it had been ordered; characters with it stay where they are.")
                .arg(name));
}

} // namespace

QStringList spellWalkthrough(const Battle &before, const CastSpellAction &action, const ActionOutcome &outcome)
{
    const auto *r = std::get_if<SpellResult>(&outcome);
    if (!r)
        return {ActionResolver::describe(before, action)};
    const QString wizard = before.unitName(action.wizard);
    QStringList lines;
    spellCastingLines(wizard, action, *r, lines);
    if (!r->succeeded)
        return lines;
    spellDispelLines(wizard, *r, lines);
    if (r->dispelled)
        return lines;
    const Side wizardSide = before.sideOf(action.wizard).value_or(before.activeSide());
    const Spell *spell = before.spell(wizardSide, action.spell);
    for (const SpellTargetResult &t : r->targets)
        spellTargetLines(before, action, *r, spell, wizardSide, t, lines);
    for (const SpellOnUnit &on : r->auraGiven)
        lines.append(on.onEnemies
                         ? SpellStepsText::tr("Every enemy unit within %1 cm of %2, whenever it matters: %3.")
                               .arg(on.rangeCm)
                               .arg(wizard, SpellText::state(on.state, on.value))
                         : SpellStepsText::tr("Every friendly unit within %1 cm of %2, whenever it matters: %3.")
                               .arg(on.rangeCm)
                               .arg(wizard, SpellText::state(on.state, on.value)));
    if (spell && spell->secondSpell)
        lines.append(SpellStepsText::tr("%1 may now cast another, different spell this turn.").arg(wizard));
    if (spell && !spell->playersApply.isEmpty())
        lines.append(SpellStepsText::tr("The players apply the rest: %1").arg(spell->playersApplyText()));
    return lines;
}

} // namespace wm
