// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QFlags>
#include <QMap>
#include <QString>

#include <optional>
#include <utility>

namespace wm {

// Special rules the resolvers read. A unit's special rule is one or more of these, never a test of
// its name: the Steam Tank is NoDriveBack | AlwaysDefended | ArmourPiercing, not "Steam Tank".
enum class Trait : quint32
{
    AllRoundVision = 1u << 0, // sees and shoots from any edge (Wolf Riders, Pistoliers)
    NoDriveBack = 1u << 1,    // never rolls drive backs, so never confused by them (Flagellants, Steam Tank)
    // Rolls drive-back dice only to see whether a 6 confuses it; never moves or routs (the Steam Tank
    // of the classic army lists, S3 in FACTS.md).
    DriveBackConfusionOnly = 1u << 2,
    AlwaysDefended = 1u << 3, // counts as defended wherever it stands (Steam Tank)
    ArmourPiercing = 1u << 4, // its shots make the target's armour one worse (handguns, Steam Tank, Helblaster)
    NoArmourSave = 1u << 5,   // no armour save against its shots (cannon, stone thrower)
    Flyer = 1u << 6,
    CausesTerror = 1u << 7,
    // A double six on its order rolls on the Steam Tank malfunction table, whoever gave the order.
    MalfunctionsOnDoubleSix = 1u << 8,
    // Destroyed when it has to retreat from combat, as artillery is (the Steam Tank of the classic army
    // lists, S3 in FACTS.md).
    DestroyedIfRetreating = 1u << 9,
    // Does not suffer the attack penalty for fighting an enemy that causes terror (Flagellants, the
    // Undead).
    IgnoresTerror = 1u << 10,
    NeverConfused = 1u << 11, // nothing confuses it (the Undead, Pump Wagons)
    // Takes back one hit left over after stands are removed in each combat round (Trolls, Hydras).
    Regenerates = 1u << 12,
    ShootingBonus = 1u << 13, // adds its value (1) to its rolls to hit when shooting (High Elf archers)
    // The extra attack of a monster or chariot charging an enemy in the open (Grail Knights, Bears).
    ChargesLikeMonster = 1u << 14,
    // A character who gives no orders and so has no Command value (the Slann Mage).
    GivesNoOrders = 1u << 15,
    IgnoresEnemyNearPenalty = 1u << 16,    // orders take no penalty for enemies within 20 cm (the Undead)
    IgnoresDenseTerrainPenalty = 1u << 17, // orders take no penalty for dense terrain (Lizardmen)
    // Orders to it, or to a brigade with it, are changed by its value: -1 for the Trolls of the
    // classic lists, Camel Riders, Peasants.
    OrderModifier = 1u << 18,
    // Only a character within its value in cm may order it (Reptilian: 20 cm).
    OrderRange = 1u << 19,
    DoubleDistancePenalty = 1u << 20, // orders to it or its brigade take twice the distance penalty (Trolls)
    // Rolls its value more (or, negative, fewer) drive-back dice than its hits give (Bushido: -1).
    DriveBackDice = 1u << 21,
    MustPursue = 1u << 22,   // must pursue or advance whenever it can (Flagellants, Troll Slayers)
    NoInitiative = 1u << 23, // never charges or evades on initiative (the Undead)
    CannotEvade = 1u << 24,  // never evades on initiative (Berserkers, Bushido)
    // Its value more attacks a stand in the first round of each combat, fighting to its front (Cold
    // One Knights: +1).
    FirstRoundAttacks = 1u << 25,
    // Artillery that retreats from a lost combat like any other unit instead of being destroyed
    // (the War Wagon of the Revolution lists).
    SurvivesRetreat = 1u << 26,
    // A brigade of units that all have it may have up to its value of units (Cathay: 6); 99 stands for
    // any number (Skaven).
    BrigadeLimit = 1u << 27,
    CommandRange = 1u << 28,    // a character who orders only up to its value in cm (Skaven: 20)
    PursuesAnything = 1u << 29, // may pursue any enemy, whatever its type (Skaven, Gorgers)
    PursuesCavalry = 1u << 30,  // infantry that may pursue cavalry and chariots (Ulfwerener)
    PursuedByAnyone = 1u << 31, // a flyer that enemies pursue though they do not fly (Birdmen)
};
Q_DECLARE_FLAGS(Traits, Trait)
Q_DECLARE_OPERATORS_FOR_FLAGS(Traits)

inline constexpr Trait AllTraits[] = {Trait::AllRoundVision,
                                      Trait::NoDriveBack,
                                      Trait::DriveBackConfusionOnly,
                                      Trait::AlwaysDefended,
                                      Trait::ArmourPiercing,
                                      Trait::NoArmourSave,
                                      Trait::Flyer,
                                      Trait::CausesTerror,
                                      Trait::MalfunctionsOnDoubleSix,
                                      Trait::DestroyedIfRetreating,
                                      Trait::IgnoresTerror,
                                      Trait::NeverConfused,
                                      Trait::Regenerates,
                                      Trait::ShootingBonus,
                                      Trait::ChargesLikeMonster,
                                      Trait::GivesNoOrders,
                                      Trait::IgnoresEnemyNearPenalty,
                                      Trait::IgnoresDenseTerrainPenalty,
                                      Trait::OrderModifier,
                                      Trait::OrderRange,
                                      Trait::DoubleDistancePenalty,
                                      Trait::DriveBackDice,
                                      Trait::MustPursue,
                                      Trait::NoInitiative,
                                      Trait::CannotEvade,
                                      Trait::FirstRoundAttacks,
                                      Trait::SurvivesRetreat,
                                      Trait::BrigadeLimit,
                                      Trait::CommandRange,
                                      Trait::PursuesAnything,
                                      Trait::PursuesCavalry,
                                      Trait::PursuedByAnyone};

// Keys for files and the database (core/enumkeys.h).
inline constexpr EnumKey<Trait> TraitKeys[] = {
    {Trait::AllRoundVision, "all-round-vision"},
    {Trait::NoDriveBack, "no-drive-back"},
    {Trait::DriveBackConfusionOnly, "drive-back-confusion-only"},
    {Trait::AlwaysDefended, "always-defended"},
    {Trait::ArmourPiercing, "armour-piercing"},
    {Trait::NoArmourSave, "no-armour-save"},
    {Trait::Flyer, "flyer"},
    {Trait::CausesTerror, "causes-terror"},
    {Trait::MalfunctionsOnDoubleSix, "malfunctions-on-double-six"},
    {Trait::DestroyedIfRetreating, "destroyed-if-retreating"},
    {Trait::IgnoresTerror, "ignores-terror"},
    {Trait::NeverConfused, "never-confused"},
    {Trait::Regenerates, "regenerates"},
    {Trait::ShootingBonus, "shooting-bonus"},
    {Trait::ChargesLikeMonster, "charges-like-monster"},
    {Trait::GivesNoOrders, "gives-no-orders"},
    {Trait::IgnoresEnemyNearPenalty, "ignores-enemy-near-penalty"},
    {Trait::IgnoresDenseTerrainPenalty, "ignores-dense-terrain-penalty"},
    {Trait::OrderModifier, "order-modifier"},
    {Trait::OrderRange, "order-range"},
    {Trait::DoubleDistancePenalty, "double-distance-penalty"},
    {Trait::DriveBackDice, "drive-back-dice"},
    {Trait::MustPursue, "must-pursue"},
    {Trait::NoInitiative, "no-initiative"},
    {Trait::CannotEvade, "cannot-evade"},
    {Trait::FirstRoundAttacks, "first-round-attacks"},
    {Trait::SurvivesRetreat, "survives-retreat"},
    {Trait::BrigadeLimit, "brigade-limit"},
    {Trait::CommandRange, "command-range"},
    {Trait::PursuesAnything, "pursues-anything"},
    {Trait::PursuesCavalry, "pursues-cavalry"},
    {Trait::PursuedByAnyone, "pursued-by-anyone"},
};
static_assert(keysFollow(TraitKeys, AllTraits));
constexpr std::span<const EnumKey<Trait>> enumKeyTable(Trait)
{
    return TraitKeys;
}

// Whether a resolver applies the trait. All-round vision changes no number: what a unit sees is for
// the players to judge on the table, so it is only shown.
inline bool isAppliedTrait(Trait trait)
{
    return trait != Trait::AllRoundVision;
}

// The number a trait with a value works with: a bonus, a penalty, a distance. A rule with another
// number is the same trait with another value, never a trait of its own.
struct TraitValue
{
    Trait trait = Trait::ShootingBonus;
    int value = 0;

    bool operator==(const TraitValue &) const = default;
};

// The value of BrigadeLimit that allows a brigade of any size.
inline constexpr int AnyBrigadeSize = 99;

// The traits that take a value, and the value they have when the list gives none.
std::optional<int> defaultTraitValue(Trait trait);
inline bool takesValue(Trait trait)
{
    return defaultTraitValue(trait).has_value();
}
// The smallest and largest value a trait may have: what a file may hold.
std::pair<int, int> traitValueRange(Trait trait);

// The values of a unit's traits that differ from their default, by trait.
using TraitValues = QMap<Trait, int>;

struct TraitText
{
    Q_DECLARE_TR_FUNCTIONS(Trait)

public:
    static QString name(Trait trait);
    // What the trait does, in a sentence a player reads in the unit's card; `value` for the traits
    // that take one.
    static QString description(Trait trait, int value = 0);
    // The name with its value where it has one: "Keen shots +1", "Ordered within 20 cm".
    static QString label(Trait trait, int value = 0);
};

} // namespace wm
