// SPDX-License-Identifier: GPL-3.0-or-later
#include "weapon.h"

#include "core/rules/ruleset.h"
#include "core/rules/unit.h"

namespace wm {

QString WeaponText::name(Weapon weapon)
{
    switch (weapon) {
    case Weapon::Standard:
        return tr("Missiles");
    case Weapon::Cannon:
        return tr("Cannon");
    case Weapon::StoneThrower:
        return tr("Stone thrower");
    case Weapon::BoltThrower:
        return tr("Bolt thrower");
    case Weapon::ElvenBoltThrower:
        return tr("Elven bolt thrower");
    case Weapon::Helblaster:
        return tr("Helblaster");
    case Weapon::FlameCannon:
        return tr("Flame Cannon");
    case Weapon::DeathRocket:
        return tr("Death Rocket");
    case Weapon::RocketLauncher:
        return tr("Rocket Launcher");
    }
    return {};
}

QString WeaponText::description(Weapon weapon)
{
    switch (weapon) {
    case Weapon::Standard:
        return tr("Rolls its shooting attacks to hit; the target saves as usual.");
    case Weapon::Cannon:
        return tr("Two attacks a cannon, one more for each further stand of the target the ball bounces through, and "
                  "one for each stand of another unit in its path. No armour saves. Fortified targets count as "
                  "defended and defended ones as open. At chargers it fires grapeshot: two attacks, no bounce, "
                  "saves allowed.");
    case Weapon::StoneThrower:
        return tr("Its attacks (three for most), no armour saves. Cannot shoot at chargers. In Warmaster Revolution "
                  "it may shoot blind at the nearest enemy it cannot see, hitting only on a 6.");
    case Weapon::BoltThrower:
        return tr("Its attacks at the target, one more if the bolt goes on through a second stand of the same unit, "
                  "or one attack on another unit whose stand it skewers. No armour saves.");
    case Weapon::ElvenBoltThrower:
        return tr("Three attacks; armour saves are allowed. May shoot at chargers.");
    case Weapon::Helblaster:
        return tr("Eight attacks up to 10 cm, four up to 20 cm, two up to 30 cm; armour one worse. Three ones "
                  "rolled to hit: a misfire, no hits. Four or more: it explodes, and a charger it was shooting at "
                  "takes six hits.");
    case Weapon::FlameCannon:
        return tr("2D6 attacks. A double means no normal shot: the double is read on the misfire table.");
    case Weapon::DeathRocket:
        return tr("D6 attacks, armour one worse, never at chargers. A 1 for the attacks means a roll on the misfire "
                  "table.");
    case Weapon::RocketLauncher:
        return tr("D6 attacks, armour one worse, never at chargers. A 1 for the attacks means a roll on its own "
                  "misfire table.");
    }
    return {};
}

QString WeaponText::rangeBandName(RangeBand band)
{
    switch (band) {
    case RangeBand::Short:
        return tr("Up to 10 cm");
    case RangeBand::Medium:
        return tr("Over 10 cm, up to 20 cm");
    case RangeBand::Long:
        return tr("Over 20 cm, up to 30 cm");
    }
    return {};
}

QString WeaponText::onesName(HelblasterOnes ones)
{
    switch (ones) {
    case HelblasterOnes::Fire:
        return tr("Fires");
    case HelblasterOnes::Dud:
        return tr("Dud ammunition: each 1 takes a hit away");
    case HelblasterOnes::Misfire:
        return tr("Misfire: no hits this turn");
    case HelblasterOnes::Explode:
        return tr("Explodes: the Helblaster is destroyed");
    }
    return {};
}

namespace WeaponRules {

Traits impliedTraits(Weapon weapon)
{
    switch (weapon) {
    case Weapon::Cannon:
    case Weapon::StoneThrower:
    case Weapon::BoltThrower:
        return Trait::NoArmourSave;
    case Weapon::Helblaster:
    case Weapon::DeathRocket:
    case Weapon::RocketLauncher:
        return Trait::ArmourPiercing | Trait::NoArmourSave;
    case Weapon::Standard:
    case Weapon::ElvenBoltThrower:
    case Weapon::FlameCannon:
        break;
    }
    return {};
}

bool canShootAtChargers(Weapon weapon)
{
    // Rockets are stone throwers with other dice, so they share the stone thrower's limit.
    return weapon != Weapon::StoneThrower && weapon != Weapon::DeathRocket && weapon != Weapon::RocketLauncher;
}

bool canShootBlind(Weapon weapon, const Ruleset &ruleset)
{
    return ruleset.stoneThrowersShootBlind &&
           (weapon == Weapon::StoneThrower || weapon == Weapon::DeathRocket || weapon == Weapon::RocketLauncher);
}

WeaponInputs weaponInputs(const Unit &shooter, const Ruleset &ruleset, bool atChargers, bool targetInPath)
{
    const Weapon weapon = shooter.profile.weapon;
    WeaponInputs inputs;
    inputs.hasRangeBands = weapon == Weapon::Helblaster;
    inputs.canShootBlind = canShootBlind(weapon, ruleset);
    // Only the unit aimed at in the Shooting phase: at a charger the crew fire at the shortest range.
    const bool ownShot = !atChargers && !targetInPath;
    inputs.rangeBand = inputs.hasRangeBands && ownShot;
    inputs.blind = inputs.canShootBlind && ownShot;
    return inputs;
}

int maxMoreStandsCrossed(Weapon weapon, int targetStands, bool atChargers)
{
    const int behind = std::max(0, targetStands - 1);
    switch (weapon) {
    case Weapon::Cannon:
        return atChargers ? 0 : behind; // grapeshot does not bounce
    case Weapon::BoltThrower:
        return std::min(1, behind); // a bolt goes through two touching stands at most
    default:
        return 0;
    }
}

bool passesThrough(Weapon weapon)
{
    return weapon == Weapon::Cannon || weapon == Weapon::BoltThrower;
}

bool rollsItsAttacks(Weapon weapon)
{
    return weapon == Weapon::FlameCannon || weapon == Weapon::DeathRocket || weapon == Weapon::RocketLauncher;
}

int helblasterAttacks(RangeBand band)
{
    switch (band) {
    case RangeBand::Short:
        return 8;
    case RangeBand::Medium:
        return 4;
    case RangeBand::Long:
        return 2;
    }
    return 0;
}

DiceAmount attacksPerStand(const Unit &shooter, std::optional<RangeBand> band, int moreStandsCrossed, bool atChargers)
{
    const UnitProfile &profile = shooter.profile;
    const UnitState &state = shooter.state;
    DiceAmount amount;
    switch (profile.weapon) {
    case Weapon::Helblaster:
        // At a charger the crew fire at the shortest range, for the most attacks.
        amount.fixed = helblasterAttacks(atChargers ? RangeBand::Short : band.value_or(RangeBand::Short));
        return amount;
    case Weapon::FlameCannon:
    case Weapon::DeathRocket:
    case Weapon::RocketLauncher:
        // The profile gives the D6s rolled for the number of attacks; a misfire may reduce them for good.
        amount.d6 = state.shootingDiceFromNowOn.value_or(profile.shootingAttacks.value_or(1));
        return amount;
    default:
        break;
    }
    amount.fixed = profile.shootingAttacks.value_or(0) + moreStandsCrossed;
    if (state.doubleShootingThisTurn)
        amount.fixed *= 2;
    return amount;
}

int scoreToHit(Weapon weapon, Protection protection, bool blind, bool atChargers)
{
    if (blind)
        return BlindShotScore;
    // A cannonball smashes through cover: one level less protection. Grapeshot at a charger hits a
    // unit in the open anyway.
    if (weapon == Weapon::Cannon && !atChargers) {
        if (protection == Protection::Fortified)
            protection = Protection::Defended;
        else if (protection == Protection::Defended)
            protection = Protection::Open;
    }
    return wm::scoreToHit(protection);
}

int scoreToHit(const UnitProfile &shooter, Protection protection, bool blind, bool atChargers)
{
    const int score = scoreToHit(shooter.weapon, protection, blind, atChargers);
    // A blind shot hits on a 6 whoever fires it: there is nothing to aim at.
    if (blind)
        return score;
    return std::max(2, score - shooter.value(Trait::ShootingBonus));
}

Armour armourAgainst(const Unit &shooter, const Armour &targetArmour, bool atChargers)
{
    const UnitProfile &profile = shooter.profile;
    // A weapon's own rule decides its saves alone, so a profile that also carries the trait does
    // not count it twice.
    switch (profile.weapon) {
    case Weapon::Cannon:
        return atChargers ? targetArmour : Armour::none(); // grapeshot allows saves
    case Weapon::StoneThrower:
    case Weapon::BoltThrower:
        return Armour::none();
    case Weapon::ElvenBoltThrower:
    case Weapon::FlameCannon:
        return targetArmour;
    case Weapon::Helblaster:
    case Weapon::DeathRocket:
    case Weapon::RocketLauncher:
        return targetArmour.worsened(1);
    case Weapon::Standard:
        break;
    }
    if (profile.has(Trait::NoArmourSave))
        return Armour::none();
    // shooter.has(): Salamanders attached to Skinks make every shot of the unit armour piercing.
    return targetArmour.worsened(shooter.has(Trait::ArmourPiercing) ? 1 : 0);
}

std::optional<TableId> misfireTable(Weapon weapon, const Ruleset &ruleset)
{
    switch (weapon) {
    case Weapon::FlameCannon:
        return ruleset.flameCannonTable;
    case Weapon::DeathRocket:
        return ruleset.deathRocketTable;
    case Weapon::RocketLauncher:
        return TableId::RocketLauncher;
    default:
        return std::nullopt;
    }
}

HelblasterOnes helblasterOnes(int ones, const Ruleset &ruleset)
{
    if (ones >= 4)
        return HelblasterOnes::Explode;
    if (ones == 3)
        return HelblasterOnes::Misfire;
    if (ones >= 1 && ruleset.helblasterFewOnes == HelblasterFewOnes::SubtractFromHits)
        return HelblasterOnes::Dud;
    return HelblasterOnes::Fire;
}

} // namespace WeaponRules

} // namespace wm
