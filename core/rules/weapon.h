// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/rules/armour.h"
#include "core/rules/protection.h"
#include "core/rules/tables.h"
#include "core/rules/traits.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace wm {

struct UnitProfile;

struct Ruleset;
struct Unit;

// What a unit shoots with, where its rules are more than "roll its shooting attacks": artillery and
// the special machines. Everything else shoots as Standard, with its traits (armour piercing, no
// armour save) deciding the saves.
enum class Weapon
{
    Standard,
    Cannon,           // 2 attacks a stand plus the bounce; no saves; cover one step worse; grapeshot at chargers
    StoneThrower,     // its attacks (3 for most), no saves, never at chargers; Revolution: may shoot blind
    BoltThrower,      // its attacks plus the skewer of a second stand; no saves
    ElvenBoltThrower, // 3 attacks a stand, saves allowed, may shoot at chargers
    Helblaster,       // 8/4/2 attacks by range band, armour one worse, the ones it rolls can ruin it
    FlameCannon,      // 2D6 attacks, a double rolls on its misfire table
    DeathRocket,      // D6 attacks, armour one worse, a 1 rolls on its misfire table
    RocketLauncher,   // the Cathay Death Rocket, with its own misfire table
};

inline constexpr Weapon AllWeapons[] = {
    Weapon::Standard,   Weapon::Cannon,      Weapon::StoneThrower, Weapon::BoltThrower,    Weapon::ElvenBoltThrower,
    Weapon::Helblaster, Weapon::FlameCannon, Weapon::DeathRocket,  Weapon::RocketLauncher,
};

// Keys for files and the database (core/enumkeys.h).
inline constexpr EnumKey<Weapon> WeaponKeys[] = {
    {Weapon::Standard, "standard"},
    {Weapon::Cannon, "cannon"},
    {Weapon::StoneThrower, "stone-thrower"},
    {Weapon::BoltThrower, "bolt-thrower"},
    {Weapon::ElvenBoltThrower, "elven-bolt-thrower"},
    {Weapon::Helblaster, "helblaster"},
    {Weapon::FlameCannon, "flame-cannon"},
    {Weapon::DeathRocket, "death-rocket"},
    {Weapon::RocketLauncher, "rocket-launcher"},
};
static_assert(keysFollow(WeaponKeys, AllWeapons));
constexpr std::span<const EnumKey<Weapon>> enumKeyTable(Weapon)
{
    return WeaponKeys;
}

// The Helblaster's range bands: its attacks fall off with distance.
enum class RangeBand
{
    Short,  // up to 10 cm: 8 attacks
    Medium, // over 10 up to 20 cm: 4 attacks
    Long,   // over 20 up to 30 cm: 2 attacks
};

inline constexpr EnumKey<RangeBand> RangeBandKeys[] = {
    {RangeBand::Short, "short"},
    {RangeBand::Medium, "medium"},
    {RangeBand::Long, "long"},
};
constexpr std::span<const EnumKey<RangeBand>> enumKeyTable(RangeBand)
{
    return RangeBandKeys;
}

// What the ones a Helblaster rolls to hit do to its shot.
enum class HelblasterOnes
{
    Fire,    // none, or a fizzle that changes nothing
    Dud,     // 1 or 2 ones in the classic army list: each one takes a hit away
    Misfire, // 3 ones: no hits at all this turn
    Explode, // 4 or more: the Helblaster is destroyed; 6 hits on a charger it was shooting at
};

// Option "helblaster-ones": what one or two ones do.
enum class HelblasterFewOnes
{
    SubtractFromHits, // the classic army list's dud ammunition
    NoEffect,         // Revolution's fizzle
};

// Keys for battle snapshots, which keep the ruleset's options (core/enumkeys.h).
inline constexpr EnumKey<HelblasterFewOnes> HelblasterFewOnesKeys[] = {
    {HelblasterFewOnes::SubtractFromHits, "subtract-from-hits"},
    {HelblasterFewOnes::NoEffect, "no-effect"},
};
constexpr std::span<const EnumKey<HelblasterFewOnes>> enumKeyTable(HelblasterFewOnes)
{
    return HelblasterFewOnesKeys;
}

struct WeaponText
{
    Q_DECLARE_TR_FUNCTIONS(Weapon)

public:
    static QString name(Weapon weapon);
    // Its rules in a sentence or two, in our own words, for the unit's card and the reference.
    static QString description(Weapon weapon);
    static QString rangeBandName(RangeBand band);
    static QString onesName(HelblasterOnes ones);
};

// What a player says about a shooter's weapon beyond its stands: the range band a Helblaster fires
// at, and whether a stone thrower shoots blind. Each is said only for the unit aimed at in the
// Shooting phase: at a charger the crew fire at the shortest range, and a blind shot is never at a
// charger or at a unit in the path of a shot.
struct WeaponInputs
{
    bool hasRangeBands = false; // its attacks depend on the range (a Helblaster)
    bool canShootBlind = false; // it may shoot at an enemy it cannot see (Revolution's stone throwers)
    bool rangeBand = false;     // the range band is said for this shot
    bool blind = false;         // a blind shot may be said for this shot

    bool operator==(const WeaponInputs &) const = default;
};

// Each weapon's rules, in one place for the shooting resolver, the odds and the reference.
namespace WeaponRules {

bool canShootAtChargers(Weapon weapon);
// Traits a weapon's own rules already give (a cannon's shots allow no save): a profile carrying them
// too would say it twice, so the lists' units leave them to the weapon.
Traits impliedTraits(Weapon weapon);
// Revolution lets stone throwers, and the rockets that shoot as they do, fire at an enemy they cannot see.
bool canShootBlind(Weapon weapon, const Ruleset &ruleset);
// What the player says about this shooter's weapon for a shot at chargers or not, at the unit aimed
// at or at one in the path of the shot.
WeaponInputs weaponInputs(const Unit &shooter, const Ruleset &ruleset, bool atChargers, bool targetInPath);
// How many stands of the target beyond the first one shot may cross: the cannonball's bounce (any
// number) or the bolt's skewer (one). None for every other weapon, and none for grapeshot.
int maxMoreStandsCrossed(Weapon weapon, int targetStands, bool atChargers);
// Whether its shots can go on into a unit behind the target (bounce, skewer).
bool passesThrough(Weapon weapon);
// Its number of attacks is rolled before each shot (Flame Cannon, rockets).
bool rollsItsAttacks(Weapon weapon);
// The Helblaster's attacks a stand at each range band.
int helblasterAttacks(RangeBand band);
// Attacks one stand makes at the aimed-at target: a fixed number or dice to roll, with the extra
// stands its shot crossed. A Steam Tank's steam overload doubles a fixed number.
DiceAmount attacksPerStand(const Unit &shooter, std::optional<RangeBand> band, int moreStandsCrossed, bool atChargers);
// A blind shot hits on this score only, whoever fires it and at whatever it falls on.
inline constexpr int BlindShotScore = 6;
// The score it needs against stands at this level of protection: a cannon treats fortified as
// defended and defended as open; a blind shot needs BlindShotScore whatever the cover.
int scoreToHit(Weapon weapon, Protection protection, bool blind, bool atChargers);
// The same for a shooter, with its own bonus to hit (High Elf archers: +1) on aimed shots.
int scoreToHit(const UnitProfile &shooter, Protection protection, bool blind, bool atChargers);
// The armour the target saves with against this shooter.
Armour armourAgainst(const Unit &shooter, const Armour &targetArmour, bool atChargers);
// The table its misfire is read on, when it has one.
std::optional<TableId> misfireTable(Weapon weapon, const Ruleset &ruleset);
// Counts the ones a Helblaster rolled to hit and says what they do.
HelblasterOnes helblasterOnes(int ones, const Ruleset &ruleset);
// Hits an exploding Helblaster inflicts on the charger it was shooting at.
inline constexpr int HelblasterExplosionHits = 6;

} // namespace WeaponRules

} // namespace wm
