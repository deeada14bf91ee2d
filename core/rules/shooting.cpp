// SPDX-License-Identifier: GPL-3.0-or-later
#include "shooting.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/itemeffects.h"
#include "core/rules/unitchecks.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace wm {

namespace {

struct ShootingText
{
    Q_DECLARE_TR_FUNCTIONS(Shooting)
};

bool coverCanProtect(const UnitProfile &profile, const Ruleset &ruleset)
{
    switch (ruleset.coverProtects) {
    case CoverProtects::AnyUnit:
        return true;
    case CoverProtects::InfantryAndArtilleryOnly:
        return profile.type == UnitType::Infantry || profile.type == UnitType::Artillery;
    }
    return true;
}

// What only a weapon's rules allow: shooting at chargers, blind, through stands, by range band.
std::optional<Error> checkWeapon(const Shooter &s, const ShootingRequest &request, const Ruleset &ruleset,
                                 const QString &field)
{
    const Weapon weapon = s.unit.profile.weapon;
    const QString name = s.unit.displayName();
    const QString targetName = request.target.displayName();
    const bool atChargers = request.timing == ShotTiming::AtChargers;
    const int targetStands = request.target.state.standsLeft;

    const WeaponInputs inputs = WeaponRules::weaponInputs(s.unit, ruleset, atChargers, request.targetInPath);
    if (s.blind && !inputs.canShootBlind)
        return Error{field, ShootingText::tr("%1 cannot shoot blind: only stone throwers and rockets may, in Warmaster "
                                             "Revolution.")
                                .arg(name)};
    if (s.blind && !inputs.blind)
        return Error{
            field, ShootingText::tr("%1: a blind shot is made in the Shooting phase, at the unit aimed at.").arg(name)};
    if (s.range && !inputs.hasRangeBands)
        return Error{field, ShootingText::tr("%1: only a Helblaster's attacks depend on the range.").arg(name)};
    if (inputs.rangeBand && !s.range)
        return Error{field, ShootingText::tr("%1: say how far away the target is (up to 10, 20 or 30 cm).").arg(name)};
    if (s.standsCrossed < 0)
        return Error{
            field, ShootingText::tr("%1: stands crossed cannot be negative (was %2).").arg(name).arg(s.standsCrossed)};

    if (request.targetInPath) {
        if (s.attacksGiven) {
            if (*s.attacksGiven < 1)
                return Error{field, ShootingText::tr("%1: the attacks on %2 must be 1 or more (was %3).")
                                        .arg(name, targetName)
                                        .arg(*s.attacksGiven)};
            if (s.standsCrossed != 0)
                return Error{field, ShootingText::tr("%1: give the attacks on %2 or the stands crossed, not both.")
                                        .arg(name, targetName)};
            return std::nullopt;
        }
        // Every other refusal of the shooter was told before the weapon was looked at.
        if (auto refusal = shooterRefusal(s.unit, request.target, request.timing, true))
            return Error{field, shooterRefusalText(*refusal, s.unit)};
        if (s.standsCrossed < 1 || s.standsCrossed > targetStands)
            return Error{field, ShootingText::tr("%1: the shot crossed 1 to %2 stands of %3 (was %4).")
                                    .arg(name)
                                    .arg(targetStands)
                                    .arg(targetName)
                                    .arg(s.standsCrossed)};
        if (weapon == Weapon::BoltThrower && s.standsCrossed != 1)
            return Error{field, ShootingText::tr("%1: a bolt skewers one stand of a second unit at most.").arg(name)};
        return std::nullopt;
    }

    if (s.attacksGiven)
        return Error{field, ShootingText::tr("%1: attacks are given only for a unit in the path of a shot.").arg(name)};
    const int most = WeaponRules::maxMoreStandsCrossed(weapon, targetStands, atChargers);
    if (s.standsCrossed > most) {
        if (weapon == Weapon::Cannon && atChargers)
            return Error{field, ShootingText::tr("%1: grapeshot does not bounce.").arg(name)};
        if (WeaponRules::passesThrough(weapon))
            return Error{field,
                         ShootingText::tr("%1: at most %2 more of the stands of %3 can be in the shot's path (was %4).")
                             .arg(name)
                             .arg(most)
                             .arg(targetName)
                             .arg(s.standsCrossed)};
        return Error{field, ShootingText::tr("%1: only cannonballs and bolts go through stands.").arg(name)};
    }
    return std::nullopt;
}

std::optional<Error> checkRequest(const ShootingRequest &request, const Ruleset &ruleset)
{
    const Unit &target = request.target;

    if (request.shooters.isEmpty())
        return Error{QStringLiteral("shooters"), ShootingText::tr("Pick at least one unit to shoot.")};

    if (auto error = shootingTargetError(target, request.timing, request.targetInPath))
        return error;

    QList<UnitId> seen;
    for (qsizetype i = 0; i < request.shooters.size(); ++i) {
        const Shooter &s = request.shooters.at(i);
        const Unit &u = s.unit;
        const QString field = QStringLiteral("shooter %1").arg(i + 1);
        const QString name = u.displayName();
        if (auto error = UnitChecks::valid(u, field))
            return error;
        // The refusals about the unit itself, each told where it has always been checked among the
        // checks of what the player said of the shot, so that the first problem is the one shown.
        const std::optional<ShooterRefusal> refusal = shooterRefusal(
            u, target, request.timing, request.targetInPath, s.attacksGiven.has_value(), request.onlyAtOwnChargers);
        const auto refusedFor = [&](std::initializer_list<ShooterRefusal> these) -> std::optional<Error> {
            if (refusal && std::find(these.begin(), these.end(), *refusal) != these.end())
                return Error{field, shooterRefusalText(*refusal, u)};
            return std::nullopt;
        };
        if (auto error = refusedFor({ShooterRefusal::AtItself}))
            return error;
        if (auto error = UnitChecks::listedOnce(u, seen, field))
            return error;
        if (auto error = refusedFor({ShooterRefusal::NoShootingAttacks, ShooterRefusal::Destroyed}))
            return error;
        if (s.reRollAttacks && !itemWorks(u, MagicItem::BannerOfFortune))
            return Error{field, u.profile.magicItem == MagicItem::BannerOfFortune
                                    ? ShootingText::tr("%1 has used its Banner of Fortune already: it works once a "
                                                       "battle.")
                                          .arg(name)
                                    : ShootingText::tr("%1 carries no Banner of Fortune.").arg(name)};
        if (s.stands < 1)
            return Error{field, ShootingText::tr("%1: at least one stand must be able to shoot.").arg(name)};
        if (s.stands > u.state.standsLeft)
            return Error{field, ShootingText::tr("%1: %2 stands cannot shoot, it has %3 left.")
                                    .arg(name)
                                    .arg(s.stands)
                                    .arg(u.state.standsLeft)};
        if (s.attachedShoots && !(u.hasAttachedStand() && u.profile.attached->shootingAttacks))
            return Error{field, ShootingText::tr("%1 has no attached stand left that shoots.").arg(name)};
        if (s.regularStands() > u.regularStandsLeft())
            return Error{field, ShootingText::tr("%1: %2 of its own stands cannot shoot, it has %3 left.")
                                    .arg(name)
                                    .arg(s.regularStands())
                                    .arg(u.regularStandsLeft())};
        if (auto error = refusedFor({ShooterRefusal::NotWithAUnit, ShooterRefusal::Engaged,
                                     ShooterRefusal::CannotShootThisTurn, ShooterRefusal::SpellForbids,
                                     ShooterRefusal::AlreadyShot, ShooterRefusal::CannotShootAtChargers,
                                     ShooterRefusal::NotChargedByTarget, ShooterRefusal::AlreadyShotAtCharger}))
            return error;
        // The last, a unit in the path its weapon cannot reach, comes with the checks of the path.
        if (auto error = checkWeapon(s, request, ruleset, field))
            return error;
    }
    return std::nullopt;
}

} // namespace

QString shooterRefusalText(ShooterRefusal refusal, const QString &shooterName)
{
    switch (refusal) {
    case ShooterRefusal::AtItself:
        return ShootingText::tr("%1 cannot shoot at itself.").arg(shooterName);
    case ShooterRefusal::NoShootingAttacks:
        return ShootingText::tr("%1 has no shooting attacks.").arg(shooterName);
    case ShooterRefusal::NotWithAUnit:
        return ShootingText::tr("%1 shoots only from a unit he has joined.").arg(shooterName);
    case ShooterRefusal::Destroyed:
        return ShootingText::tr("%1 is destroyed.").arg(shooterName);
    case ShooterRefusal::Engaged:
        return ShootingText::tr("%1 is engaged in combat: it can only shoot at units charging it.").arg(shooterName);
    case ShooterRefusal::CannotShootThisTurn:
        return ShootingText::tr("%1 cannot shoot this turn.").arg(shooterName);
    case ShooterRefusal::SpellForbids:
        return ShootingText::tr("%1 may not shoot: a spell is on it.").arg(shooterName);
    case ShooterRefusal::AlreadyShot:
        return ShootingText::tr("%1 has already shot this turn.").arg(shooterName);
    case ShooterRefusal::CannotShootAtChargers:
        return ShootingText::tr("%1 cannot shoot at chargers.").arg(shooterName);
    case ShooterRefusal::NotChargedByTarget:
        return ShootingText::tr("%1 was not charged by that unit: a unit shoots only at the units that charged it.")
            .arg(shooterName);
    case ShooterRefusal::AlreadyShotAtCharger:
        return ShootingText::tr("%1 has already shot at that charger: a unit shoots at each charger once.")
            .arg(shooterName);
    case ShooterRefusal::DoesNotGoThroughToUnits:
        return ShootingText::tr("%1: only cannonballs and bolts go on through to units behind the target.")
            .arg(shooterName);
    }
    return {};
}

QString shooterRefusalText(ShooterRefusal refusal, const Unit &shooter)
{
    if (refusal == ShooterRefusal::SpellForbids && shooter.underSpell(SpellState::CannotShoot))
        return ShootingText::tr("%1 may not shoot: %2 is on it.")
            .arg(shooter.displayName(), shooter.spellsGiving(SpellState::CannotShoot));
    return shooterRefusalText(refusal, shooter.displayName());
}

std::optional<ShooterRefusal> shooterRefusal(const Unit &shooter, const Unit &target, ShotTiming timing,
                                             bool targetInPath, bool attacksGiven, bool onlyAtOwnChargers)
{
    const bool phase = timing == ShotTiming::ShootingPhase;
    const Weapon weapon = shooter.profile.weapon;
    if (shooter.id == target.id)
        return ShooterRefusal::AtItself;
    // Attacks a table gave (a Giant's rock) need no shooting attacks of the unit's own.
    if (!shooter.profile.shootingAttacks && !attacksGiven)
        return ShooterRefusal::NoShootingAttacks;
    if (shooter.profile.isCharacter() && !shooter.state.joinedUnit)
        return ShooterRefusal::NotWithAUnit;
    if (shooter.state.isDestroyed())
        return ShooterRefusal::Destroyed;
    if (phase && shooter.state.engaged)
        return ShooterRefusal::Engaged;
    // A unit in the path is hit by a shot already made, which these no longer stop.
    if (!targetInPath && shooter.state.cannotShootThisTurn)
        return ShooterRefusal::CannotShootThisTurn;
    if (!targetInPath && shooter.underSpell(SpellState::CannotShoot))
        return ShooterRefusal::SpellForbids;
    // A spell may let it shoot once more (Heaven's Fire), and no more than that.
    if (!targetInPath && phase && shooter.state.hasShot && !isSecondShot(shooter, timing))
        return ShooterRefusal::AlreadyShot;
    if (!phase && !WeaponRules::canShootAtChargers(weapon))
        return ShooterRefusal::CannotShootAtChargers;
    // At chargers, only the units that charged (or advanced into) this unit, each once.
    if (!phase && !targetInPath && onlyAtOwnChargers && !shooter.state.chargedBy.contains(target.id))
        return ShooterRefusal::NotChargedByTarget;
    if (!phase && !targetInPath && onlyAtOwnChargers && shooter.state.shotAtChargers.contains(target.id))
        return ShooterRefusal::AlreadyShotAtCharger;
    if (targetInPath && !attacksGiven && !WeaponRules::passesThrough(weapon))
        return ShooterRefusal::DoesNotGoThroughToUnits;
    return std::nullopt;
}

std::optional<Error> shootingTargetError(const Unit &target, ShotTiming timing, bool targetInPath)
{
    if (auto error = UnitChecks::valid(target, QStringLiteral("target")))
        return error;
    if (target.profile.isCharacter())
        return Error{QStringLiteral("target"),
                     ShootingText::tr("%1 is a character: characters cannot be shot at.").arg(target.displayName())};
    if (target.state.isDestroyed())
        return Error{QStringLiteral("target"), ShootingText::tr("%1 is already destroyed.").arg(target.displayName())};
    // Units in the path of a cannonball or bolt are hit whether engaged or not.
    if (timing == ShotTiming::ShootingPhase && target.state.engaged && !targetInPath)
        return Error{
            QStringLiteral("target"),
            ShootingText::tr("%1 is engaged in combat: units in combat cannot be shot at.").arg(target.displayName())};
    return std::nullopt;
}

StandPositions effectivePositions(const Unit &target, const Ruleset &ruleset, ShotTiming timing)
{
    StandPositions p = target.state.positions;
    // A charger is in the open whatever it charged from; some rulesets let cover protect only
    // infantry and artillery.
    if (timing == ShotTiming::AtChargers || !coverCanProtect(target.profile, ruleset))
        p = StandPositions{p.total(), 0, 0};
    // A spell counts each stand one step better (Sanctuary), or the open as defended (Mists of
    // Albion), whatever its type: cover it would not have is no matter to the spell.
    if (target.underSpell(SpellState::CountsDefended)) {
        p.fortified += p.defended;
        p.defended = p.open;
        p.open = 0;
    }
    // A unit that always counts as defended is never less than that, by its own special rule.
    if (target.profile.has(Trait::AlwaysDefended) || target.underSpell(SpellState::AtLeastDefended)) {
        p.defended += p.open;
        p.open = 0;
    }
    return p;
}

bool isSecondShot(const Unit &shooter, ShotTiming timing)
{
    return timing == ShotTiming::ShootingPhase && shooter.state.hasShot && !shooter.state.hasShotAgain &&
           shooter.underSpell(SpellState::ShootsTwice);
}

namespace {

// Adds up one number over every batch, or over every shooter's roll in every batch.
template <typename Field>
int sumOverBatches(const QList<ShootingBatch> &batches, Field field)
{
    int n = 0;
    for (const ShootingBatch &b : batches)
        n += field(b);
    return n;
}

template <typename Field>
int sumOverRolls(const QList<ShootingBatch> &batches, Field field)
{
    return sumOverBatches(batches, [&field](const ShootingBatch &b) {
        int n = 0;
        for (const ShooterRoll &r : b.rolls)
            n += field(r);
        return n;
    });
}

} // namespace

int ShootingResult::dice() const
{
    return sumOverBatches(batches, [](const ShootingBatch &b) { return b.dice; });
}

int ShootingResult::hits() const
{
    return sumOverRolls(batches, [](const ShooterRoll &r) { return r.hits; });
}

int ShootingResult::saved() const
{
    return sumOverRolls(batches, [](const ShooterRoll &r) { return r.saved; });
}

int ShootingResult::struck() const
{
    return sumOverBatches(batches, [](const ShootingBatch &b) { return b.struck; });
}

int ShootingResult::standsRemoved() const
{
    return sumOverBatches(batches, [](const ShootingBatch &b) { return b.standsRemoved; });
}

int ShootingResult::attacksOnUnitBeyond() const
{
    int n = 0;
    for (const WeaponShot &w : weaponShots)
        n += w.attacksOnUnitBeyond;
    return n;
}

QList<DiceRoll> ShootingResult::rolls() const
{
    QList<DiceRoll> all;
    for (const WeaponShot &w : weaponShots)
        all.append(w.rolls());
    for (const ShootingBatch &b : batches) {
        for (const ShooterRoll &r : b.rolls) {
            if (!r.preRolled && !r.toHit.faces.isEmpty())
                all.append(r.toHit);
            if (r.toHitReRoll)
                all.append(*r.toHitReRoll);
        }
        for (const ShooterRoll &r : b.rolls) {
            if (r.saves)
                all.append(*r.saves);
            if (r.savesReRoll)
                all.append(*r.savesReRoll);
        }
    }
    return all;
}

int Shooter::dice(ShotTiming timing) const
{
    if (attacksGiven)
        return *attacksGiven;
    return regularStands() *
               WeaponRules::attacksPerStand(unit, range, standsCrossed, timing == ShotTiming::AtChargers).fixed +
           attachedAttacks(timing) + joinedAttacks;
}

int Shooter::attachedAttacks(ShotTiming timing) const
{
    if (!attachedShoots || !unit.hasAttachedStand())
        return 0;
    return unit.profile.attached->shotsAt(timing == ShotTiming::AtChargers);
}

Unit characterAsShooter(const Unit &character, const Unit &joined)
{
    Unit shooter = character;
    shooter.state.engaged = joined.state.engaged;
    shooter.state.chargedBy = joined.state.chargedBy;
    return shooter;
}

namespace {

// Of the hits struck on the target, those from shooters whose own rule makes them confuse sooner
// when they drive it back (the Skull Chukka's), before a banner took one away.
int struckBySoonerConfusing(const ShootingRequest &request, const ShootingResult &result)
{
    int sooner = 0;
    for (const ShootingBatch &batch : result.batches) {
        for (const ShooterRoll &roll : batch.rolls) {
            if (request.shooters.at(roll.shooter).unit.has(Trait::DriveBackConfusesOn))
                sooner += roll.struck;
        }
    }
    return sooner;
}

// What spells change in the score a shooter needs against this target: shots at a unit under a spell
// that makes it hard to hit, and a second shot. 0 or negative, a penalty.
int spellToHitModifier(const Unit &shooter, const Unit &target, ShotTiming timing)
{
    int modifier = target.spellValue(SpellState::ShotAtPenalty);
    if (isSecondShot(shooter, timing))
        modifier += shooter.spellValue(SpellState::ShootsTwice);
    return modifier;
}

// A score to hit with a penalty taken: never past 6, which still hits.
int penalisedScoreToHit(int score, int penalty)
{
    return std::clamp(score - penalty, 2, 6);
}

// What is still to come from one shooter once its weapon has fired.
struct PendingShot
{
    int dice = 0;     // to-hit dice not rolled (or read) yet
    int nextFace = 0; // in a Helblaster's roll made beforehand
    int toCancel = 0; // hits its dud ammunition still takes away
};

int shotDiceLeft(const QList<PendingShot> &pending)
{
    return std::accumulate(pending.cbegin(), pending.cend(), 0,
                           [](int sum, const PendingShot &p) { return sum + p.dice; });
}

// Each weapon goes first: the roll for its attacks, a misfire, a Helblaster's ones.
std::optional<Error> fireEveryWeapon(const ShootingRequest &request, const Ruleset &ruleset, DiceSource &dice,
                                     ShootingResult &result, QList<PendingShot> &pending)
{
    const bool atChargers = request.timing == ShotTiming::AtChargers;
    for (const Shooter &s : request.shooters) {
        const auto shot = fireWeapon(s.unit, ShootingNumbers::attacks(s, request), atChargers, ruleset, dice);
        if (!shot.ok())
            return shot.error();
        result.weaponShots.append(shot.value());
        pending.append({shot->attacks, 0, shot->hitsCancelled});
    }
    return std::nullopt;
}

// One shooting at one target as it goes on: what was asked, the dice, the target as it suffers.
struct Volley
{
    const ShootingRequest &request;
    const Ruleset &ruleset;
    DiceSource &dice;
    ShootingResult &result;
    Unit &target;
    int hitsValue = 0;

    Armour armourAgainst(const Shooter &s) const { return ShootingNumbers::armourAgainst(s, request); }
};

// The target's saves against one shooter's hits. Failed saves are rolled again, as a friendly
// wizard's aura or a spell on the target lets it.
void rollSavesAgainstShooter(Volley &v, ShooterRoll &roll)
{
    if (roll.hits <= 0 || !roll.armour.hasSave())
        return;
    const QString who = v.target.displayName();
    roll.saves = v.dice.dice(roll.hits, RollPurpose::ArmourSave, who);
    roll.saved = roll.saves->countAtLeast(*roll.armour.score());
    if (ShootingNumbers::reRollsFailedSaves(v.request) && roll.saved < roll.hits) {
        roll.saves->mark = RollMark::ReRolled;
        roll.savesReRoll = v.dice.dice(roll.hits - roll.saved, RollPurpose::ArmourSave, who);
        roll.savesReRoll->mark = RollMark::ReRoll;
        roll.saved += roll.savesReRoll->countAtLeast(*roll.armour.score());
    }
    v.dice.hasRead({RollPurpose::ArmourSave, who, *roll.armour.score(), roll.hits, roll.saved, v.target.id});
}

// Saves come after every shooter of the batch has rolled to hit, as at the table; then the hits
// left are struck on the target.
void saveAndStrikeBatch(Volley &v, ShootingBatch batch)
{
    for (ShooterRoll &roll : batch.rolls) {
        rollSavesAgainstShooter(v, roll);
        roll.struck = roll.hits - roll.saved;
        batch.struck += roll.struck;
    }
    batch.ignored = ShootingNumbers::steadfastIgnores(v.target, batch.struck);
    batch.struck -= batch.ignored;
    batch.standsRemoved = strikeHits(v.target.state, v.hitsValue, batch.struck).standsRemoved;
    batch.hitsOnTargetAfter = v.target.state.hitsAccumulated;
    v.result.batches.append(std::move(batch));
}

// Hits that need no roll to hit strike first, wherever the stands stand.
void strikeAutomaticHits(Volley &v, const StandPositions &effective)
{
    ShootingBatch automatic;
    automatic.automatic = true;
    automatic.protection = *effective.leastProtected();
    automatic.scoreToHit = 0;
    for (qsizetype i = 0; i < v.request.shooters.size(); ++i) {
        const int n = v.result.weaponShots.at(i).automaticHits;
        if (n == 0)
            continue;
        const Shooter &s = v.request.shooters.at(i);
        ShooterRoll roll;
        roll.shooter = int(i);
        roll.scoreToHit = 0;
        roll.toHit = DiceRoll{RollPurpose::ToHit, s.unit.displayName(), DiceKind::ND6, {}};
        roll.automaticHits = n;
        roll.hits = n;
        roll.armour = v.armourAgainst(s);
        automatic.rolls.append(roll);
    }
    if (!automatic.rolls.isEmpty())
        saveAndStrikeBatch(v, std::move(automatic));
}

// One shooter's share of a batch, rolled to hit (or read from a Helblaster's roll made
// beforehand), its dud ammunition taking its hits away.
ShooterRoll rollShooterToHit(Volley &v, qsizetype i, Protection level, int take, PendingShot &p)
{
    const Shooter &s = v.request.shooters.at(i);
    const WeaponShot &shot = v.result.weaponShots.at(i);
    ShooterRoll roll;
    roll.shooter = int(i);
    roll.scoreToHit = ShootingNumbers::scoreToHit(s, v.request, level);
    if (shot.helblasterRoll) {
        roll.toHit = *shot.helblasterRoll;
        roll.toHit.faces = shot.helblasterRoll->faces.mid(p.nextFace, take);
        roll.preRolled = true;
        p.nextFace += take;
    } else {
        roll.toHit = v.dice.dice(take, RollPurpose::ToHit, s.unit.displayName());
        if (s.reRollAttacks) {
            // The Banner of Fortune: every die again, the new ones counting.
            roll.toHit.mark = RollMark::ReRolled;
            roll.toHitReRoll = v.dice.dice(take, RollPurpose::ToHit, s.unit.displayName());
            roll.toHitReRoll->mark = RollMark::ReRoll;
        }
    }
    const int scored = (roll.toHitReRoll ? *roll.toHitReRoll : roll.toHit).countAtLeast(roll.scoreToHit);
    roll.cancelled = std::min(scored, p.toCancel);
    p.toCancel -= roll.cancelled;
    roll.hits = scored - roll.cancelled;
    v.dice.hasRead({RollPurpose::ToHit, s.unit.displayName(), roll.scoreToHit, take, roll.hits, s.unit.id});
    roll.armour = v.armourAgainst(s);
    return roll;
}

// The dice rolled to hit the least protected stands left. While better protected stands remain
// behind the exposed ones, no more dice are rolled than the hits that would remove the exposed
// stands: then no die is ever rolled at the wrong score, and whatever is left goes into the next
// batch.
ShootingBatch rollBatchToHit(Volley &v, QList<PendingShot> &pending)
{
    const ShootingNumbers::Batch next =
        ShootingNumbers::nextBatch(v.target, v.ruleset, v.request.timing, shotDiceLeft(pending));
    const Protection level = next.level;
    int batchDice = next.mostDice;

    ShootingBatch batch;
    batch.protection = level;
    // A spell on the target makes every shot at it harder, a 6 still hitting (Aerial Shield).
    batch.scoreToHit = penalisedScoreToHit(scoreToHit(level), v.request.target.spellValue(SpellState::ShotAtPenalty));
    batch.dice = batchDice;
    for (qsizetype i = 0; i < pending.size() && batchDice > 0; ++i) {
        PendingShot &p = pending[i];
        const int take = std::min(p.dice, batchDice);
        if (take == 0)
            continue;
        p.dice -= take;
        batchDice -= take;
        batch.rolls.append(rollShooterToHit(v, i, level, take, p));
    }
    return batch;
}

// The shooters as the shot leaves them: having shot, at this charger, with the Banner spent.
void markShootersAfter(const ShootingRequest &request, ShootingResult &result, const Unit &target)
{
    for (const WeaponShot &shot : std::as_const(result.weaponShots)) {
        Unit shooter = shot.shooterAfter;
        if (request.timing == ShotTiming::ShootingPhase && !shooter.state.isDestroyed()) {
            // Its first shot, or the second a spell let it make.
            if (shooter.state.hasShot && isSecondShot(shooter, request.timing))
                shooter.state.hasShotAgain = true;
            shooter.state.hasShot = true;
        }
        // A unit charged by several shoots at each charger once (sources/003).
        if (request.timing == ShotTiming::AtChargers && !request.targetInPath &&
            !shooter.state.shotAtChargers.contains(target.id))
            shooter.state.shotAtChargers.append(target.id);
        result.shootersAfter.append(shooter);
    }
    for (qsizetype i = 0; i < request.shooters.size(); ++i) {
        if (request.shooters.at(i).reRollAttacks)
            result.shootersAfter[i].state.magicItemSpent = true;
    }
}

} // namespace

std::optional<Error> shootingRequestError(const ShootingRequest &request, const Ruleset &ruleset)
{
    return checkRequest(request, ruleset);
}

namespace ShootingNumbers {

DiceAmount attacks(const Shooter &shooter, const ShootingRequest &request)
{
    DiceAmount attacks;
    if (shooter.attacksGiven) {
        attacks.fixed = *shooter.attacksGiven;
    } else if (request.targetInPath) {
        // One attack per stand crossed, for every shot that crossed them.
        attacks.fixed = shooter.stands * shooter.standsCrossed;
    } else {
        const DiceAmount perStand = WeaponRules::attacksPerStand(shooter.unit, shooter.range, shooter.standsCrossed,
                                                                 request.timing == ShotTiming::AtChargers);
        attacks.fixed =
            perStand.fixed * shooter.regularStands() + shooter.attachedAttacks(request.timing) + shooter.joinedAttacks;
        attacks.d6 = perStand.d6 * shooter.regularStands();
    }
    return attacks;
}

int scoreToHit(const Shooter &shooter, const ShootingRequest &request, Protection level)
{
    const bool atChargers = request.timing == ShotTiming::AtChargers;
    return penalisedScoreToHit(WeaponRules::scoreToHit(shooter.unit.profile, level, shooter.blind, atChargers),
                               spellToHitModifier(shooter.unit, request.target, request.timing));
}

Armour armourAgainst(const Shooter &shooter, const ShootingRequest &request)
{
    // Spells on the target better its armour before the weapon has its say.
    return WeaponRules::armourAgainst(shooter.unit, armourOf(request.target), request.timing == ShotTiming::AtChargers);
}

bool reRollsFailedSaves(const ShootingRequest &request)
{
    return request.targetReRollsFailedSaves || request.target.underSpell(SpellState::ReRollFailedShootingSaves);
}

Batch nextBatch(const Unit &target, const Ruleset &ruleset, ShotTiming timing, int diceLeft)
{
    const StandPositions now = effectivePositions(target, ruleset, timing);
    Batch batch;
    batch.level = *now.leastProtected();
    // While better protected stands remain behind, no more dice than would remove the exposed ones.
    const bool moreBehind = now.mostProtected() != batch.level;
    const int capacity = moreBehind ? now.at(batch.level) * target.hitsValue() - target.state.hitsAccumulated
                                    : std::numeric_limits<int>::max();
    batch.mostDice = std::min(diceLeft, capacity);
    return batch;
}

int steadfastIgnores(Unit &target, int struck)
{
    // The Banner of Steadfastness takes one hit after saves away, once a turn.
    if (struck <= 0 || !itemWorks(target, MagicItem::BannerOfSteadfastness) || target.state.steadfastUsedThisTurn)
        return 0;
    target.state.steadfastUsedThisTurn = true;
    return 1;
}

} // namespace ShootingNumbers

void countStruckHits(const ShootingRequest &request, Unit &target, int struck, int struckConfusingSooner)
{
    if (request.targetInPath && target.state.engaged) {
        // Hits on an engaged unit count in its combat instead of driving it back.
        target.state.hitsCarriedIntoCombat += struck;
    } else if (!request.targetInPath && request.timing == ShotTiming::AtChargers) {
        // Every hit on a charger counts in the first combat round, even those that removed stands;
        // chargers are never driven back by them.
        target.state.hitsCarriedIntoCombat += struck;
        target.state.engaged = !target.state.isDestroyed();
    } else {
        // One drive-back die a hit at the end of the phase, away from whoever shot.
        target.state.hitsTakenThisPhase += struck;
        target.state.hitsConfusingSooner += std::min(struckConfusingSooner, struck);
        for (const Shooter &s : request.shooters) {
            if (!target.state.shotAtBy.contains(s.unit.id))
                target.state.shotAtBy.append(s.unit.id);
        }
    }
}

Result<ShootingResult> resolveShooting(const ShootingRequest &request, const Ruleset &ruleset, DiceSource &dice)
{
    if (const auto error = shootingRequestError(request, ruleset))
        return *error;

    ShootingResult result;
    result.timing = request.timing;
    result.targetBefore = request.target;
    Unit target = request.target;
    const int hitsValue = target.hitsValue();

    const StandPositions declared = target.state.positions;
    const StandPositions effective = effectivePositions(target, ruleset, request.timing);
    result.coverIgnored = effective.fortified < declared.fortified ||
                          effective.defended + effective.fortified < declared.defended + declared.fortified;

    QList<PendingShot> pending;
    if (auto error = fireEveryWeapon(request, ruleset, dice, result, pending))
        return *error;

    // Spells on the target better its armour before the weapon has its say.
    Volley volley{request, ruleset, dice, result, target, hitsValue};
    try {
        strikeAutomaticHits(volley, effective);
        while (shotDiceLeft(pending) > 0 && !target.state.isDestroyed())
            saveAndStrikeBatch(volley, rollBatchToHit(volley, pending));
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }

    countStruckHits(request, target, result.struck(), struckBySoonerConfusing(request, result));
    markShootersAfter(request, result, target);
    result.targetAfter = target;
    return result;
}

} // namespace wm
