// SPDX-License-Identifier: GPL-3.0-or-later
#include "magic.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/command.h"
#include "core/rules/driveback.h"
#include "core/rules/unittype.h"

#include <algorithm>

namespace wm {

namespace {

using Tr = MagicText;

// The spell's shooting attacks, made as a shot that needs no shooter's weapon: a unit that is
// nothing but the spell, with the wizard's number so that a drive back goes away from him.
Unit spellAsShooter(const Unit &wizard, const Spell &spell, int attacks, const Unit &target)
{
    UnitProfile p;
    p.name = spell.name;
    p.type = UnitType::Infantry;
    p.shootingAttacks = attacks;
    p.rangeCm = spell.rangeCm.value_or(30);
    p.hits = 1;
    p.stands = 1;
    if (spell.attacks && spell.attacks->ignoresArmour)
        p.traits |= Trait::NoArmourSave;
    Unit shooter = Unit::create(wizard.id, p);
    // Its dice are named for the unit they fall on: a spell on several units rolls to hit for each.
    shooter.label = Tr::tr("%1 at %2").arg(spell.name, target.displayName());
    return shooter;
}

std::optional<Error> checkTargets(const SpellRequest &r)
{
    const Spell &spell = r.spell;
    if (r.targets.size() != r.targetSides.size())
        return Error{QStringLiteral("targets"), Tr::tr("Each unit the spell falls on needs its side.")};
    if (!spellFallsOnUnits(spell)) {
        if (!r.targets.isEmpty())
            return Error{QStringLiteral("targets"),
                         spell.aura ? Tr::tr("%1 stays with the wizard and falls on whoever comes within its range: "
                                             "pick no unit.")
                                          .arg(spell.name)
                                    : Tr::tr("%1 falls on no unit on the table: pick none.").arg(spell.name)};
        return std::nullopt;
    }
    if (r.targets.isEmpty())
        return Error{QStringLiteral("targets"), Tr::tr("Pick the unit %1 is cast at.").arg(spell.name)};
    if (!spell.severalTargets() && r.targets.size() > 1)
        return Error{QStringLiteral("targets"), Tr::tr("%1 falls on one unit only.").arg(spell.name)};
    QList<UnitId> seen;
    for (qsizetype i = 0; i < r.targets.size(); ++i) {
        const Unit &t = r.targets.at(i);
        if (seen.contains(t.id))
            return Error{QStringLiteral("targets"), Tr::tr("%1 is named twice.").arg(t.displayName())};
        seen.append(t.id);
        if (auto error = spellTargetError(spell, r.wizard, r.wizardSide, t, r.targetSides.at(i)))
            return error;
    }
    return std::nullopt;
}

SpellOnUnit lasting(const SpellRequest &r, const SpellStateEffect &effect)
{
    SpellOnUnit on;
    if (r.spell.aura) {
        on.aura = true;
        on.rangeCm = r.spell.rangeCm.value_or(0);
        on.onEnemies = r.spell.affectsEnemies();
    }
    on.spell = r.spell.name;
    on.wizard = r.wizard.id;
    on.state = effect.state;
    on.value = effect.value;
    switch (effect.lasts) {
    case SpellDuration::NextCombatPhase:
        on.endsTurn = r.turn;
        on.endsSide = r.wizardSide;
        break;
    case SpellDuration::EndOfOpponentsNextTurn:
    case SpellDuration::StartOfCastersNextTurn:
        // The wizard's side's next turn starts when the opponent's turn after this one ends.
        on.endsTurn = r.opponentsNextTurn;
        on.endsSide = r.wizardSide.opponent();
        break;
    case SpellDuration::UntilTargetMoves:
        break;
    }
    return on;
}

// Why `unit` cannot use `item` now: he does not carry it, or it is spent.
std::optional<Error> deviceError(const Unit &unit, MagicItem item, const QString &field)
{
    const QString name = MagicItemText::name(item);
    if (unit.profile.magicItem != item)
        return Error{field, Tr::tr("%1 does not carry the %2.").arg(unit.displayName(), name)};
    if (unit.state.deviceSpent)
        return Error{field, Tr::tr("The %1 of %2 works no more in this battle.").arg(name, unit.displayName())};
    return std::nullopt;
}

#define WM_CHECK(expr)                                                                                                 \
    if (auto wm_error = (expr))                                                                                        \
    return *wm_error

// The one who would cancel the spell: a character who dispels, or a wizard with a Scroll, close enough.
std::optional<Error> checkDispelAttempt(const SpellRequest &request)
{
    const Unit &by = request.dispel->by;
    const bool scrollWizard = request.dispel->scroll && by.profile.castsSpells();
    if (!by.profile.has(Trait::DispelsSpells) && !scrollWizard)
        return Error{QStringLiteral("dispel"), Tr::tr("%1 cannot cancel spells.").arg(by.displayName())};
    if (by.state.isDestroyed())
        return Error{QStringLiteral("dispel"), Tr::tr("%1 is no longer on the table.").arg(by.displayName())};
    if (request.dispel->scroll)
        WM_CHECK(deviceError(by, MagicItem::ScrollOfDispelling, QStringLiteral("scrollOfDispelling")));
    // The reach is the dispelling character's own rule; a Wizard's Scroll has no range the sources give.
    if (const auto cm = request.dispel->distanceCm; cm && *cm > DispelRangeCm && by.profile.has(Trait::DispelsSpells))
        return Error{QStringLiteral("dispellerCm"),
                     Tr::tr("%1 is %2 cm from %3: a spell is cancelled only by a character within %4 cm of the "
                            "wizard.")
                         .arg(by.displayName())
                         .arg(*cm)
                         .arg(request.wizard.displayName())
                         .arg(DispelRangeCm)};
    return std::nullopt;
}

// What the wizard and the enemy's Staff bring to the cast: each must be there and still work.
std::optional<Error> checkCastPowers(const SpellRequest &request)
{
    if (request.ringOfMagic)
        WM_CHECK(deviceError(request.wizard, MagicItem::RingOfMagic, QStringLiteral("ringOfMagic")));
    if (request.wandOfPower)
        WM_CHECK(deviceError(request.wizard, MagicItem::WandOfPower, QStringLiteral("wandOfPower")));
    if (request.rodOfRepetition)
        WM_CHECK(deviceError(request.wizard, MagicItem::RodOfRepetition, QStringLiteral("rodOfRepetition")));
    if (request.castBonus) {
        const Unit &w = request.wizard;
        if (!w.profile.has(Trait::CastBonus))
            return Error{QStringLiteral("castBonus"), Tr::tr("%1 has no bonus to cast with.").arg(w.displayName())};
        if (w.state.castBonusUsed)
            return Error{QStringLiteral("castBonus"),
                         Tr::tr("%1 has used his bonus to cast already: it works once a battle.").arg(w.displayName())};
    }
    if (request.recast && !request.wizard.profile.has(Trait::RecastsFailedSpell))
        return Error{QStringLiteral("recast"),
                     Tr::tr("%1 may not roll again for a failed spell.").arg(request.wizard.displayName())};
    if (request.spellbinder) {
        WM_CHECK(deviceError(*request.spellbinder, MagicItem::StaffOfSpellbinding, QStringLiteral("spellbinder")));
        if (request.spellbinder->state.isDestroyed())
            return Error{QStringLiteral("spellbinder"),
                         Tr::tr("%1 is no longer on the table.").arg(request.spellbinder->displayName())};
    }
    return std::nullopt;
}

std::optional<Error> checkSpellRequest(const SpellRequest &request)
{
    const Spell &spell = request.spell;
    if (const QList<Error> problems = spell.validate(); !problems.isEmpty())
        return problems.first();
    if (auto error = casterError(request.wizard))
        return error;
    if (request.wizard.state.spellsCastThisTurn.contains(spell.name) && !request.wizard.state.repeatSpellThisTurn)
        return Error{QStringLiteral("spell"), Tr::tr("%1 has cast %2 this turn already: a second spell must be a "
                                                     "different one.")
                                                  .arg(request.wizard.displayName(), spell.name)};
    if (auto error = checkTargets(request))
        return error;
    if (request.dispel) {
        if (auto error = checkDispelAttempt(request))
            return error;
    }
    return checkCastPowers(request);
}

// A bonus said before rolling is spent by that cast, whatever it does; with the Ring there is no
// roll for it to add to.
bool castBonusSpent(const SpellRequest &request)
{
    return request.castBonus && !(request.automatic || request.ringOfMagic);
}

// The cast roll with its modifiers, or none when the spell is cast without one (the Ring).
void rollToCast(const SpellRequest &request, DiceSource &dice, SpellResult &result)
{
    const Unit &wizard = request.wizard;
    result.automatic = request.automatic || request.ringOfMagic;
    result.castModifier = request.castModifier + (request.wandOfPower ? WandOfPowerCastBonus : 0) +
                          (wizard.state.spellbound ? SpellboundCastPenalty : 0) +
                          (castBonusSpent(request) ? wizard.profile.value(Trait::CastBonus) : 0);
    if (result.automatic) {
        result.succeeded = true;
        return;
    }
    result.cast = dice.d6(RollPurpose::Cast, wizard.displayName());
    result.succeeded = castSucceeds(result.cast->faces.value(0), request.spell.castRoll, result.castModifier);
    // A second roll for the same cast: whatever was added to the first (the Wand, a bonus,
    // spellbinding) counts again, as it is one attempt to cast the spell.
    if (!result.succeeded && request.recast && result.cast->faces.value(0) != 1) {
        result.cast->mark = RollMark::ReRolled;
        DiceRoll again = dice.d6(RollPurpose::Cast, wizard.displayName());
        again.mark = RollMark::ReRoll;
        result.recast = again;
        result.succeeded = castSucceeds(again.faces.value(0), request.spell.castRoll, result.castModifier);
    }
    const int needed =
        std::clamp(request.spell.castRoll - result.castModifier, CastAlwaysFailsScore + 1, CastAlwaysScore);
    dice.hasRead({RollPurpose::Cast, wizard.displayName(), needed, 1, result.succeeded ? 1 : 0, wizard.id});
}

// What the cast uses up of the wizard's powers, and what the Rod gives him back.
void spendCastPowers(const SpellRequest &request, Unit &wizard)
{
    if (castBonusSpent(request))
        wizard.state.castBonusUsed = true;
    // The Ring and the Wand are spent by the cast they were used on, whatever it did.
    if (request.ringOfMagic || request.wandOfPower)
        wizard.state.deviceSpent = true;
    if (!wizard.state.spellsCastThisTurn.isEmpty()) {
        --wizard.state.extraCastsThisTurn;
        wizard.state.repeatSpellThisTurn = false;
    }
    wizard.state.spellsCastThisTurn.append(request.spell.name);
}

// The Rod works after a cast that rolled well enough, even if it is then cancelled.
void useRodOfRepetition(const SpellRequest &request, SpellResult &result, Unit &wizard)
{
    if (!request.rodOfRepetition || !result.succeeded)
        return;
    result.rodUsed = true;
    ++wizard.state.extraCastsThisTurn;
    wizard.state.repeatSpellThisTurn = true;
    wizard.state.deviceSpent = true;
}

// The enemy's attempt to cancel a spell cast: his own roll, and failing that a Scroll.
void tryToDispel(const DispelAttempt &attempt, DiceSource &dice, SpellResult &result)
{
    result.dispellerAfter = attempt.by;
    if (attempt.by.profile.has(Trait::DispelsSpells)) {
        result.dispelBonus = attempt.bonus;
        result.dispelRoll = dice.d6(RollPurpose::Dispel, attempt.by.displayName());
        result.dispelled = dispelSucceeds(result.dispelRoll->faces.value(0),
                                          attempt.by.profile.value(Trait::DispelsSpells), attempt.bonus);
        const int needed = std::max(1, attempt.by.profile.value(Trait::DispelsSpells) - attempt.bonus);
        dice.hasRead(
            {RollPurpose::Dispel, attempt.by.displayName(), needed, 1, result.dispelled ? 1 : 0, attempt.by.id});
    }
    if (!result.dispelled && attempt.scroll) {
        result.dispelled = true;
        result.scrollUsed = true;
        result.dispellerAfter->state.deviceSpent = true;
    }
}

// A failed cast lets an enemy Staff of Spellbinding try to bind the wizard.
void tryToSpellbind(const Unit &spellbinder, DiceSource &dice, Unit &wizard, SpellResult &result)
{
    result.spellbinderAfter = spellbinder;
    result.spellbindRoll = dice.d6(RollPurpose::Spellbind, spellbinder.displayName());
    if (result.spellbindRoll->total() >= SpellbindScore) {
        result.spellbound = true;
        wizard.state.spellbound = true;
        result.spellbinderAfter->state.deviceSpent = true;
    }
}

// The spell's shooting attacks at one unit: shot as any shooting is, then the hits that do not
// drive back or carry into combat taken out of the count again.
std::optional<Error> spellShootsAt(const SpellRequest &request, const Unit &before, const Unit &wizard,
                                   const Ruleset &ruleset, DiceSource &dice, Unit &target, SpellTargetResult &t)
{
    const Spell &spell = request.spell;
    int attacks = spell.attacks->attacks;
    if (spell.attacks->rolledD3) {
        t.attacksRoll = dice.d3(RollPurpose::Amount, target.displayName());
        attacks = t.attacksRoll->total();
    }
    auto shooting = resolveShooting(spellShot(wizard, spell, target, attacks), ruleset, dice);
    if (!shooting)
        return shooting.error();
    const int struck = shooting->struck();
    target = shooting->targetAfter;
    // Hits that do not drive back are struck all the same, but not counted for the
    // phase's drive back.
    if (!target.state.engaged && !spell.attacks->drivesBack) {
        target.state.hitsTakenThisPhase = before.state.hitsTakenThisPhase;
        target.state.shotAtBy = before.state.shotAtBy;
    }
    if (target.state.engaged && !spell.attacks->carriedIntoCombat)
        target.state.hitsCarriedIntoCombat -= struck;
    t.shooting = std::move(shooting).value();
    return std::nullopt;
}

void spellDrivesBack(const Spell &spell, DiceSource &dice, Unit &target, SpellTargetResult &t)
{
    if (!spell.driveBack || target.state.isDestroyed() || target.profile.has(Trait::NoDriveBack) ||
        target.underSpell(SpellState::NoDriveBack))
        return;
    t.driveBack = dice.dice(spell.driveBack->dice, RollPurpose::DriveBack, target.displayName());
    t.driveBackCm = t.driveBack->total() * spell.driveBack->cmPerPip;
    // A spell's drive back confuses as shooting's does.
    if (t.driveBack->contains(DriveBackRules::ConfusingScore))
        t.confused = confuse(target, ConfusionCause::DriveBackSix);
}

// A roll over the unit's Hits slays its least protected stand.
void spellSlaysStand(const Spell &spell, DiceSource &dice, Unit &target, SpellTargetResult &t)
{
    if (!spell.rollSlaysStand || target.state.isDestroyed())
        return;
    t.slayRoll = dice.d6(RollPurpose::Amount, target.displayName());
    if (t.slayRoll->total() <= target.hitsValue())
        return;
    target.state.positions.removeLeastProtected();
    target.state.standsLeft = target.state.positions.total();
    keepAttachedWithinStands(target.state);
    t.standSlain = true;
    if (target.state.standsLeft == 0)
        destroyUnit(target.state, DestroyedBy::Casualties);
}

void spellRegainsStand(const Spell &spell, Unit &target, SpellTargetResult &t)
{
    if (!spell.regainsStand || target.state.isDestroyed() || target.state.standsLeft >= target.profile.stands)
        return;
    ++target.state.standsLeft;
    ++target.state.positions.open;
    keepAttachedWithinStands(target.state, target.profile);
    t.standRegained = true;
}

// Everything the spell does to one unit it falls on, in the order the rules give.
Result<SpellTargetResult> spellOnTarget(const SpellRequest &request, const Unit &before, const Unit &wizard,
                                        const Ruleset &ruleset, DiceSource &dice)
{
    const Spell &spell = request.spell;
    Unit target = before;
    SpellTargetResult t;
    t.unit = target.id;
    if (spell.attacks) {
        if (auto error = spellShootsAt(request, before, wizard, ruleset, dice, target, t))
            return *error;
    }
    spellDrivesBack(spell, dice, target, t);
    spellSlaysStand(spell, dice, target, t);
    spellRegainsStand(spell, target, t);
    if (!target.state.isDestroyed() && !spell.aura) {
        for (const SpellStateEffect &effect : spell.states) {
            const SpellOnUnit on = lasting(request, effect);
            target.state.spells.append(on);
            t.statesGiven.append(on);
        }
    }
    target.state.spellsThisTurn.append(spell.name);
    t.after = target;
    return t;
}

// The spell's effect, once cast and not cancelled: on the wizard, his aura, and each unit it falls on.
std::optional<Error> spellTakesEffect(const SpellRequest &request, const Ruleset &ruleset, DiceSource &dice,
                                      Unit &wizard, SpellResult &result)
{
    const Spell &spell = request.spell;
    if (spell.secondSpell)
        ++wizard.state.extraCastsThisTurn;
    // An aura stays with the wizard: the rules ask, as each thing happens, whether a unit is
    // within its range.
    if (spell.aura) {
        for (const SpellStateEffect &effect : spell.states) {
            const SpellOnUnit on = lasting(request, effect);
            wizard.state.spells.append(on);
            result.auraGiven.append(on);
        }
    }
    for (const Unit &before : request.targets) {
        auto t = spellOnTarget(request, before, wizard, ruleset, dice);
        if (!t)
            return t.error();
        result.targets.append(std::move(t).value());
    }
    return std::nullopt;
}

} // namespace

bool spellFallsOnUnits(const Spell &spell)
{
    return spell.target != SpellTarget::Wizard && spell.target != SpellTarget::PlaceInRange && !spell.aura;
}

CastPowers castPowersOf(const Unit &wizard)
{
    CastPowers powers;
    powers.ringOfMagic = deviceReady(wizard, MagicItem::RingOfMagic);
    powers.wandOfPower = deviceReady(wizard, MagicItem::WandOfPower);
    powers.rodOfRepetition = deviceReady(wizard, MagicItem::RodOfRepetition);
    if (wizard.profile.has(Trait::CastBonus) && !wizard.state.castBonusUsed)
        powers.castBonus = wizard.profile.value(Trait::CastBonus);
    powers.recastsFailedSpell = wizard.profile.has(Trait::RecastsFailedSpell);
    return powers;
}

DispelPowers dispelPowersOf(const Unit &dispeller)
{
    DispelPowers powers;
    if (dispeller.profile.has(Trait::DispelBonus)) {
        powers.bonus = dispeller.profile.value(Trait::DispelBonus);
        powers.bonusUsed = dispeller.state.dispelBonusUsed;
    }
    powers.scroll = deviceReady(dispeller, MagicItem::ScrollOfDispelling);
    powers.onlyScroll = powers.scroll && !dispeller.profile.has(Trait::DispelsSpells);
    return powers;
}

bool castsSpellsOnTable(const Unit &u)
{
    return u.profile.castsSpells() && !u.state.isDestroyed();
}

QList<UnitId> dispellersAmong(const QList<Unit> &army)
{
    QList<UnitId> ids;
    for (const Unit &u : army) {
        // A Runesmith, or a wizard whose Scroll of Dispelling still works.
        const bool scroll =
            u.profile.castsSpells() && u.profile.magicItem == MagicItem::ScrollOfDispelling && !u.state.deviceSpent;
        if ((u.profile.has(Trait::DispelsSpells) || scroll) && !u.state.isDestroyed())
            ids.append(u.id);
    }
    return ids;
}

const Unit *spellbindingStaffAmong(const QList<Unit> &enemies)
{
    for (const Unit &u : enemies) {
        if (deviceReady(u, MagicItem::StaffOfSpellbinding))
            return &u;
    }
    return nullptr;
}

bool castSucceeds(int face, int castRoll, int modifier)
{
    if (face <= CastAlwaysFailsScore)
        return false;
    if (face >= CastAlwaysScore)
        return true;
    return face + modifier >= castRoll;
}

bool dispelSucceeds(int face, int needed, int bonus)
{
    return face + bonus >= needed;
}

std::optional<Error> casterError(const Unit &wizard)
{
    const QString name = wizard.displayName();
    if (!wizard.profile.castsSpells())
        return Error{QStringLiteral("wizard"), Tr::tr("%1 is no wizard: only wizards cast spells.").arg(name)};
    if (wizard.state.isDestroyed())
        return Error{QStringLiteral("wizard"), Tr::tr("%1 is no longer on the table.").arg(name)};
    if (!wizard.state.spellsCastThisTurn.isEmpty() && wizard.state.extraCastsThisTurn <= 0)
        return Error{QStringLiteral("wizard"),
                     Tr::tr("%1 has cast a spell this turn already: a wizard casts one spell a turn.").arg(name)};
    return std::nullopt;
}

std::optional<Error> spellTargetError(const Spell &spell, const Unit &wizard, Side wizardSide, const Unit &target,
                                      Side targetSide)
{
    const QString name = target.displayName();
    const QString field = QStringLiteral("targets");
    const bool typeNamed = spell.targetTypes.contains(target.profile.type);
    if (target.profile.isCharacter() && !typeNamed)
        return Error{field, Tr::tr("%1 is a character: spells are never cast at characters.").arg(name)};
    if (!spell.targetTypes.isEmpty() && !typeNamed) {
        QStringList types;
        for (UnitType type : spell.targetTypes)
            types.append(UnitTypeText::name(type));
        return Error{field,
                     Tr::tr("%1 falls only on %2; %3 is not one.").arg(spell.name, types.join(Tr::tr(", ")), name)};
    }
    if (target.state.isDestroyed())
        return Error{field, Tr::tr("%1 is no longer on the table.").arg(name)};
    const bool friendly = targetSide == wizardSide;
    if (friendly && !spell.affectsFriends())
        return Error{field, Tr::tr("%1 is cast at enemies; %2 is a friend.").arg(spell.name, name)};
    if (!friendly && !spell.affectsEnemies())
        return Error{field, Tr::tr("%1 is cast at friends; %2 is an enemy.").arg(spell.name, name)};
    if (spell.target == SpellTarget::JoinedUnit && wizard.state.joinedUnit != target.id)
        return Error{field, Tr::tr("%1 is cast on the unit the wizard has joined, not on %2.").arg(spell.name, name)};
    if (spell.target == SpellTarget::EnemyTouchingJoinedUnit) {
        if (!wizard.state.joinedUnit)
            return Error{field, Tr::tr("%1 needs the wizard to have joined a unit in combat.").arg(spell.name)};
        if (!target.state.engaged)
            return Error{
                field,
                Tr::tr("%1 falls on an enemy touching the wizard's unit; %2 is not in combat.").arg(spell.name, name)};
    }
    if (spell.engagement == SpellEngagement::Unengaged && target.state.engaged)
        return Error{field, Tr::tr("%1 cannot be cast at a unit in combat, as %2 is.").arg(spell.name, name)};
    if (spell.engagement == SpellEngagement::Engaged && !target.state.engaged)
        return Error{field, Tr::tr("%1 is cast only at a unit in combat; %2 is not.").arg(spell.name, name)};
    if (target.state.spellsThisTurn.contains(spell.name))
        return Error{field,
                     Tr::tr("%1 has been under %2 this turn already: a unit is affected by a spell only once a turn.")
                         .arg(name, spell.name)};
    if (spell.regainsStand && target.state.standsLeft >= target.profile.stands)
        return Error{field, Tr::tr("%1 has lost no stand to get back.").arg(name)};
    return std::nullopt;
}

QList<DiceRoll> SpellResult::rolls() const
{
    QList<DiceRoll> all;
    if (cast)
        all.append(*cast);
    if (recast)
        all.append(*recast);
    if (dispelRoll)
        all.append(*dispelRoll);
    if (spellbindRoll)
        all.append(*spellbindRoll);
    for (const SpellTargetResult &t : targets) {
        if (t.attacksRoll)
            all.append(*t.attacksRoll);
        if (t.shooting)
            all.append(t.shooting->rolls());
        if (t.driveBack)
            all.append(*t.driveBack);
        if (t.slayRoll)
            all.append(*t.slayRoll);
    }
    return all;
}

ShootingRequest spellShot(const Unit &wizard, const Spell &spell, const Unit &target, int attacks)
{
    Shooter shooter(spellAsShooter(wizard, spell, attacks, target), 1);
    shooter.attacksGiven = attacks;
    ShootingRequest shot;
    shot.shooters = {shooter};
    shot.target = target;
    shot.targetInPath = true;
    return shot;
}

Result<SpellResult> resolveSpell(const SpellRequest &request, const Ruleset &ruleset, DiceSource &dice)
{
    if (auto error = checkSpellRequest(request))
        return *error;

    SpellResult result;
    result.spell = request.spell.name;
    result.castRoll = request.spell.castRoll;
    Unit wizard = request.wizard;
    try {
        rollToCast(request, dice, result);
        spendCastPowers(request, wizard);
        useRodOfRepetition(request, result, wizard);
        if (result.succeeded && request.dispel)
            tryToDispel(*request.dispel, dice, result);
        if (!result.succeeded && request.spellbinder && !wizard.state.spellbound)
            tryToSpellbind(*request.spellbinder, dice, wizard, result);
        if (result.tookEffect()) {
            if (auto error = spellTakesEffect(request, ruleset, dice, wizard, result))
                return *error;
        }
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    if (!result.succeeded)
        wizard.state.spellsFailedThisTurn.append(request.spell.name);
    else if (result.dispelled)
        wizard.state.spellsCancelledThisTurn.append(request.spell.name);
    result.wizardAfter = wizard;
    return result;
}

#undef WM_CHECK

QList<SpellOnUnit> endSpells(UnitState &state, int turn, Side side)
{
    QList<SpellOnUnit> ended;
    QList<SpellOnUnit> kept;
    for (const SpellOnUnit &s : std::as_const(state.spells)) {
        if (s.endsTurn && *s.endsTurn == turn && s.endsSide == side)
            ended.append(s);
        else
            kept.append(s);
    }
    state.spells = kept;
    return ended;
}

} // namespace wm
