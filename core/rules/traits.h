// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QFlags>
#include <QString>

#include <optional>

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
    ShootingBonus = 1u << 13, // adds 1 to its rolls to hit when shooting (High Elf archers)
    // The extra attack of a monster or chariot charging an enemy in the open (Grail Knights, Bears).
    ChargesLikeMonster = 1u << 14,
    // A character who gives no orders and so has no Command value (the Slann Mage).
    GivesNoOrders = 1u << 15,
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
                                      Trait::GivesNoOrders};

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
};
static_assert(keysFollow(TraitKeys, AllTraits));
constexpr std::span<const EnumKey<Trait>> enumKeyTable(Trait)
{
    return TraitKeys;
}

struct TraitText
{
    Q_DECLARE_TR_FUNCTIONS(Trait)

public:
    static QString name(Trait trait);
    // What the trait does, in a sentence a player reads in the unit's card.
    static QString description(Trait trait);
};

} // namespace wm
