// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QtGlobal>

#include <optional>
#include <utility>

namespace wm {

// Special rules the resolvers read. A unit's special rule is one or more of these, never a test of
// its name: the Steam Tank is NoDriveBack | AlwaysDefended | ArmourPiercing, not "Steam Tank".
enum class Trait : quint64
{
    AllRoundVision = 1ull << 0, // sees and shoots from any edge (Wolf Riders, Pistoliers)
    NoDriveBack = 1ull << 1,    // never rolls drive backs, so never confused by them (Flagellants, Steam Tank)
    // Rolls drive-back dice only to see whether a 6 confuses it; never moves or routs (the Steam Tank
    // of the classic army lists, S3 in FACTS.md).
    DriveBackConfusionOnly = 1ull << 2,
    AlwaysDefended = 1ull << 3, // counts as defended wherever it stands (Steam Tank)
    ArmourPiercing = 1ull << 4, // its shots make the target's armour one worse (handguns, Steam Tank, Helblaster)
    NoArmourSave = 1ull << 5,   // no armour save against its shots (cannon, stone thrower)
    Flyer = 1ull << 6,
    CausesTerror = 1ull << 7,
    // A double six on its order rolls on the Steam Tank malfunction table, whoever gave the order.
    MalfunctionsOnDoubleSix = 1ull << 8,
    // Destroyed when it has to retreat from combat, as artillery is (the Steam Tank of the classic army
    // lists, S3 in FACTS.md).
    DestroyedIfRetreating = 1ull << 9,
    // Does not suffer the attack penalty for fighting an enemy that causes terror (Flagellants, the
    // Undead).
    IgnoresTerror = 1ull << 10,
    NeverConfused = 1ull << 11, // nothing confuses it (the Undead, Pump Wagons)
    // Takes back one hit left over after stands are removed in each combat round (Trolls, Hydras).
    Regenerates = 1ull << 12,
    ShootingBonus = 1ull << 13, // adds its value (1) to its rolls to hit when shooting (High Elf archers)
    // The extra attack of a monster or chariot charging an enemy in the open (Grail Knights, Bears).
    ChargesLikeMonster = 1ull << 14,
    // A character who gives no orders and so has no Command value (the Slann Mage).
    GivesNoOrders = 1ull << 15,
    IgnoresEnemyNearPenalty = 1ull << 16,    // orders take no penalty for enemies within 20 cm (the Undead)
    IgnoresDenseTerrainPenalty = 1ull << 17, // orders take no penalty for dense terrain (Lizardmen)
    // Orders to it, or to a brigade with it, are changed by its value: -1 for the Trolls of the
    // classic lists, Camel Riders, Peasants.
    OrderModifier = 1ull << 18,
    // Only a character within its value in cm may order it (Reptilian: 20 cm).
    OrderRange = 1ull << 19,
    DoubleDistancePenalty = 1ull << 20, // orders to it or its brigade take twice the distance penalty (Trolls)
    // Rolls its value more (or, negative, fewer) drive-back dice than its hits give (Bushido: -1).
    DriveBackDice = 1ull << 21,
    MustPursue = 1ull << 22,   // must pursue or advance whenever it can (Flagellants, Troll Slayers)
    NoInitiative = 1ull << 23, // never charges or evades on initiative (the Undead)
    CannotEvade = 1ull << 24,  // never evades on initiative (Berserkers, Bushido)
    // Its value more attacks a stand in the first round of each combat, fighting to its front (Cold
    // One Knights: +1).
    FirstRoundAttacks = 1ull << 25,
    // Artillery that retreats from a lost combat like any other unit instead of being destroyed
    // (the War Wagon of the Revolution lists).
    SurvivesRetreat = 1ull << 26,
    // A brigade of units that all have it may have up to its value of units (Cathay: 6); 99 stands for
    // any number (Skaven).
    BrigadeLimit = 1ull << 27,
    CommandRange = 1ull << 28,    // a character who orders only up to its value in cm (Skaven: 20)
    PursuesAnything = 1ull << 29, // may pursue any enemy, whatever its type (Skaven, Gorgers)
    PursuesCavalry = 1ull << 30,  // infantry that may pursue cavalry and chariots (Ulfwerener)
    PursuedByAnyone = 1ull << 31, // a flyer that enemies pursue though they do not fly (Birdmen)
    // A character who tries to cancel each spell an enemy wizard within 50 cm casts: its value or more
    // on a D6 cancels it (the Dwarf Runesmith: 4+).
    DispelsSpells = 1ull << 32,
    // Once a battle, adds its value to one dispel roll of the army (the Dwarf Anvil: +1).
    DispelBonus = 1ull << 33,
    // A character who is no Wizard but casts the army's spells as one (a Vampire Lord, the Slann).
    CastsSpells = 1ull << 34,
    // A wizard who may roll again for a spell that failed, unless its die showed a 1 (the High Elf
    // Mage, the Slann).
    RecastsFailedSpell = 1ull << 35,
    // Once a battle, adds its value to one cast roll, said before rolling (the War Altar, a Unicorn,
    // the Tzarina: +1).
    CastBonus = 1ull << 36,
    // A Giant: when an order to it fails it goes wild, rolled on its own table.
    GoesWild = 1ull << 37,
    // Charging gives its stands no bonus attack, nor a monster's or chariot's extra one (Bretonnian
    // Peasants).
    NoChargeBonus = 1ull << 38,
    // The enemy scores its full points at the end of the battle while any stand of it is left, and
    // nothing once it is destroyed (Troll Slayers).
    VictoryPointsWhileStanding = 1ull << 39,
    // The enemy scores nothing for it, whatever becomes of it (the Goblin Pump Wagon).
    NoVictoryPoints = 1ull << 40,
    // A character whose own orders are changed by its value, where its rule's condition holds: -1
    // ordering units that are not Forest Spirits (the Treeman Ancient), +1 for a turn when he uses
    // the Pay Wagon.
    CommandModifier = 1ull << 44,
    // Its value more attacks a stand, where its rule's condition holds (Zealots against Chaos or
    // Undead, Troll Slayers against monsters); a character's that falls on others gives them this
    // when he uses it (the Tomb King, the Oathstone).
    AttackBonus = 1ull << 45,
    // Scoring more hits than it suffers in the first round of a combat, it strikes its value more
    // attacks a stand before the result is worked out (the Bears of the classic Kislev list).
    ExtraAttacksWhenAhead = 1ull << 46,
    // Takes no order, alone or in a brigade, where its rule's condition holds (Chaos Spawn not
    // brigaded with other units); always, without one (the Pump Wagon).
    TakesNoOrder = 1ull << 47,
    // Orders to it take no distance penalty, where its rule's condition holds (Camel Riders ordered
    // alone); a brigade still does if another of its units would.
    IgnoresDistancePenalty = 1ull << 48,
    // The drive-back dice rolled for hits it scores by shooting confuse on its value or more, not
    // only on a 6 (the Skull Chukka: 4).
    DriveBackConfusesOn = 1ull << 49,
    // A character who adds its value in shooting attacks to one stand of the unit he has joined, at
    // that unit's range, whenever it shoots (the Djinn: 2).
    AddsShootingAttacks = 1ull << 50,
    // Units with it join a brigade without counting towards its size (Chaos Spawn): up to its value
    // of them, or with AnyBrigadeSize one for each other unit of the brigade.
    FreeInBrigade = 1ull << 51,
    // The General's first order of each turn to it alone is tested against its value, with no
    // penalties (the Guards: 10).
    GeneralsFirstOrderAt = 1ull << 52,
    // On the General: the blunder-table roll of every other character of his army is changed by its
    // value (the Shogun: -1 for his Daimyo and Shugenja).
    HeroesBlunderModifier = 1ull << 53,
};
// A set of traits. QFlags holds only 32 bits in the Qt wmassist builds with, and the rules need more:
// this is the same interface over 64.
class Traits
{
public:
    constexpr Traits() = default;
    constexpr Traits(Trait trait) // NOLINT(google-explicit-constructor): a trait is a set of one
        : m_bits(quint64(trait))
    {
    }

    constexpr bool testFlag(Trait trait) const { return (m_bits & quint64(trait)) == quint64(trait); }
    constexpr Traits &setFlag(Trait trait, bool on = true)
    {
        m_bits = on ? (m_bits | quint64(trait)) : (m_bits & ~quint64(trait));
        return *this;
    }
    constexpr quint64 toBits() const { return m_bits; }
    static constexpr Traits fromBits(quint64 bits)
    {
        Traits t;
        t.m_bits = bits;
        return t;
    }
    constexpr explicit operator bool() const { return m_bits != 0; }
    constexpr bool operator!() const { return m_bits == 0; }

    constexpr Traits operator|(Traits other) const { return fromBits(m_bits | other.m_bits); }
    constexpr Traits operator&(Traits other) const { return fromBits(m_bits & other.m_bits); }
    constexpr Traits operator~() const { return fromBits(~m_bits); }
    constexpr Traits &operator|=(Traits other)
    {
        m_bits |= other.m_bits;
        return *this;
    }
    constexpr Traits &operator&=(Traits other)
    {
        m_bits &= other.m_bits;
        return *this;
    }

    constexpr bool operator==(const Traits &) const = default;

private:
    quint64 m_bits = 0;
};

constexpr Traits operator|(Trait a, Trait b)
{
    return Traits(a) | Traits(b);
}

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
                                      Trait::PursuedByAnyone,
                                      Trait::DispelsSpells,
                                      Trait::DispelBonus,
                                      Trait::CastsSpells,
                                      Trait::RecastsFailedSpell,
                                      Trait::CastBonus,
                                      Trait::GoesWild,
                                      Trait::NoChargeBonus,
                                      Trait::VictoryPointsWhileStanding,
                                      Trait::NoVictoryPoints,
                                      Trait::CommandModifier,
                                      Trait::AttackBonus,
                                      Trait::ExtraAttacksWhenAhead,
                                      Trait::TakesNoOrder,
                                      Trait::IgnoresDistancePenalty,
                                      Trait::DriveBackConfusesOn,
                                      Trait::AddsShootingAttacks,
                                      Trait::FreeInBrigade,
                                      Trait::GeneralsFirstOrderAt,
                                      Trait::HeroesBlunderModifier};

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
    {Trait::DispelsSpells, "dispels-spells"},
    {Trait::DispelBonus, "dispel-bonus"},
    {Trait::CastsSpells, "casts-spells"},
    {Trait::RecastsFailedSpell, "recasts-failed-spell"},
    {Trait::CastBonus, "cast-bonus"},
    {Trait::GoesWild, "goes-wild"},
    {Trait::NoChargeBonus, "no-charge-bonus"},
    {Trait::VictoryPointsWhileStanding, "victory-points-while-standing"},
    {Trait::NoVictoryPoints, "no-victory-points"},
    {Trait::CommandModifier, "command-modifier"},
    {Trait::AttackBonus, "attack-bonus"},
    {Trait::ExtraAttacksWhenAhead, "extra-attacks-when-ahead"},
    {Trait::TakesNoOrder, "takes-no-order"},
    {Trait::IgnoresDistancePenalty, "ignores-distance-penalty"},
    {Trait::DriveBackConfusesOn, "drive-back-confuses-on"},
    {Trait::AddsShootingAttacks, "adds-shooting-attacks"},
    {Trait::FreeInBrigade, "free-in-brigade"},
    {Trait::GeneralsFirstOrderAt, "generals-first-order-at"},
    {Trait::HeroesBlunderModifier, "heroes-blunder-modifier"},
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
