// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Profiles the tests shoot with and at, with the numbers of the army lists they come from.

#include "core/rules/unit.h"

namespace wm::test {

inline UnitProfile profile(const QString &name, UnitType type, int attacks, std::optional<int> shooting, int hits,
                           Armour armour, int stands = 3, Traits traits = {})
{
    UnitProfile p;
    p.name = name;
    p.type = type;
    p.combatAttacks = attacks;
    p.shootingAttacks = shooting;
    if (shooting)
        p.rangeCm = 30;
    p.hits = hits;
    p.armour = armour;
    p.stands = stands;
    p.traits = traits;
    return p;
}

inline UnitProfile archers() // Inf 3/1, Hits 3, Armour 6+
{
    return profile(QStringLiteral("Archers"), UnitType::Infantry, 3, 1, 3, Armour::saveOn(6));
}
inline UnitProfile bowmen() // Inf 3/1, Hits 3, no armour
{
    return profile(QStringLiteral("Bowmen"), UnitType::Infantry, 3, 1, 3, Armour::none());
}
inline UnitProfile handgunners() // Empire: Inf 3/1, Hits 3, no armour, armour piercing
{
    return profile(QStringLiteral("Handgunners"), UnitType::Infantry, 3, 1, 3, Armour::none(), 3,
                   Trait::ArmourPiercing);
}
inline UnitProfile knights() // Empire: Cav 3, Hits 3, Armour 4+
{
    return profile(QStringLiteral("Knights"), UnitType::Cavalry, 3, std::nullopt, 3, Armour::saveOn(4));
}
inline UnitProfile halberdiers() // Empire: Inf 3, Hits 3, Armour 6+
{
    return profile(QStringLiteral("Halberdiers"), UnitType::Infantry, 3, std::nullopt, 3, Armour::saveOn(6));
}
inline UnitProfile dwarfWarriors() // Inf 3, Hits 4, Armour 4+
{
    return profile(QStringLiteral("Dwarf Warriors"), UnitType::Infantry, 3, std::nullopt, 4, Armour::saveOn(4));
}
inline UnitProfile flagellants() // Empire: Inf 5, Hits 3, no armour, never driven back
{
    return profile(QStringLiteral("Flagellants"), UnitType::Infantry, 5, std::nullopt, 3, Armour::none(), 3,
                   Trait::NoDriveBack);
}
inline UnitProfile steamTank() // Empire: Machine 3/3, Hits 4, Armour 3+, size 1
{
    UnitProfile p = profile(QStringLiteral("Steam Tank"), UnitType::Machine, 3, 3, 4, Armour::saveOn(3), 1,
                            Trait::NoDriveBack | Trait::AlwaysDefended | Trait::ArmourPiercing);
    p.fullPaceCm = 20;
    return p;
}
inline UnitProfile artillery(const QString &name, Weapon weapon, int shooting, int rangeCm, Armour armour, int stands)
{
    UnitProfile p = profile(name, UnitType::Artillery, 1, shooting, 2, armour, stands);
    p.rangeCm = rangeCm;
    p.weapon = weapon;
    return p;
}
inline UnitProfile cannon() // Empire: Art 1/2+bounce, Hits 2, no armour, size 2
{
    return artillery(QStringLiteral("Cannon"), Weapon::Cannon, 2, 60, Armour::none(), 2);
}
inline UnitProfile rockLobber() // Orcs: Art 1/3, Hits 2, no armour, size 1
{
    return artillery(QStringLiteral("Rock Lobber"), Weapon::StoneThrower, 3, 60, Armour::none(), 1);
}
inline UnitProfile spearChukka() // Goblins (Revolution): Art 1/2 per stand, Hits 2, no armour, size 2
{
    return artillery(QStringLiteral("Spear Chukka"), Weapon::BoltThrower, 2, 40, Armour::none(), 2);
}
inline UnitProfile elvenBoltThrower() // High Elves: Art 1/3, Hits 2, no armour, size 2
{
    return artillery(QStringLiteral("Elven Bolt Thrower"), Weapon::ElvenBoltThrower, 3, 40, Armour::none(), 2);
}
inline UnitProfile helblaster() // Empire: Art 1/8-4-2, Hits 2, no armour, size 1
{
    return artillery(QStringLiteral("Helblaster"), Weapon::Helblaster, 8, 30, Armour::none(), 1);
}
inline UnitProfile flameCannon() // Dwarfs: Art 1/2D6, Hits 2, 6+, size 1
{
    return artillery(QStringLiteral("Flame Cannon"), Weapon::FlameCannon, 2, 30, Armour::saveOn(6), 1);
}
inline UnitProfile deathRocket() // Chaos Dwarfs (Revolution): Art 1/D6, Hits 2, 6+, size 1
{
    return artillery(QStringLiteral("Death Rocket"), Weapon::DeathRocket, 1, 60, Armour::saveOn(6), 1);
}
inline UnitProfile rocketLauncher() // Cathay (Revolution): Art 1/1D6, Hits 2, no armour, size 1
{
    return artillery(QStringLiteral("Rocket Launcher"), Weapon::RocketLauncher, 1, 40, Armour::none(), 1);
}
inline UnitProfile giant() // Orcs: Monster 8, Hits 8, Armour 5+, size 1, causes terror, goes wild
{
    return profile(QStringLiteral("Giant"), UnitType::Monster, 8, std::nullopt, 8, Armour::saveOn(5), 1,
                   Trait::CausesTerror | Trait::GoesWild);
}

inline UnitProfile character(const QString &name, UnitType type, int bonus, int command, Traits traits = {})
{
    UnitProfile p;
    p.name = name;
    p.type = type;
    p.combatAttacks = bonus;
    p.command = command;
    p.stands = 1;
    p.traits = traits;
    return p;
}
inline UnitProfile empireGeneral() // General +2, Command 9
{
    return character(QStringLiteral("General"), UnitType::General, 2, 9);
}
inline UnitProfile empireHero() // Hero +1, Command 8
{
    return character(QStringLiteral("Hero"), UnitType::Hero, 1, 8);
}
inline UnitProfile empireWizard() // Wizard +0, Command 7
{
    return character(QStringLiteral("Wizard"), UnitType::Wizard, 0, 7);
}
inline UnitProfile steamTankWithMalfunctions()
{
    UnitProfile p = steamTank();
    p.traits |= Trait::MalfunctionsOnDoubleSix;
    return p;
}
inline UnitProfile giantEagles() // High Elves: Monster 2, Hits 3, 6+, flyer
{
    return profile(QStringLiteral("Giant Eagles"), UnitType::Monster, 2, std::nullopt, 3, Armour::saveOn(6), 3,
                   Trait::Flyer);
}

inline Unit unit(UnitId id, const UnitProfile &p)
{
    return Unit::create(id, p);
}

inline Unit placed(Unit u, int open, int defended, int fortified)
{
    u.state.positions = StandPositions{open, defended, fortified};
    u.state.standsLeft = u.state.positions.total();
    return u;
}

} // namespace wm::test
