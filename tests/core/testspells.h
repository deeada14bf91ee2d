// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Spells as the army lists give them, written out here so that the rules are tested apart from the lists.

#include "core/rules/spell.h"

namespace wm::test {

inline Spell ballOfFlame()
{
    Spell s;
    s.name = QStringLiteral("Ball of Flame");
    s.castRoll = 5;
    s.rangeCm = 30;
    s.target = SpellTarget::UnitsUnderLine;
    s.attacks = SpellAttacks{};
    return s;
}

inline Spell deathBolt()
{
    Spell s;
    s.name = QStringLiteral("Death Bolt");
    s.summary = QStringLiteral("Three shots at an enemy unit not in combat; armour does not save.");
    s.castRoll = 5;
    s.rangeCm = 30;
    s.target = SpellTarget::EnemyUnit;
    s.engagement = SpellEngagement::Unengaged;
    s.needsSight = true;
    s.attacks = SpellAttacks{3, true, true, true, false};
    return s;
}

inline Spell stormOfStone()
{
    Spell s;
    s.name = QStringLiteral("Storm of Stone");
    s.castRoll = 6;
    s.rangeCm = 30;
    s.target = SpellTarget::EnemiesInRange;
    s.attacks = SpellAttacks{3, false, false, true, false};
    return s;
}

inline Spell gerroff()
{
    Spell s;
    s.name = QStringLiteral("Gerroff!!!");
    s.castRoll = 5;
    s.rangeCm = 60;
    s.target = SpellTarget::EnemyUnit;
    s.engagement = SpellEngagement::Unengaged;
    s.driveBack = SpellDriveBack{1, 5};
    return s;
}

inline Spell weirdEnchantment()
{
    Spell s;
    s.name = QStringLiteral("Weird Enchantment");
    s.castRoll = 4;
    s.rangeCm = 30;
    s.target = SpellTarget::EnemyUnit;
    s.states = {{SpellState::HalfPace, 0, SpellDuration::EndOfOpponentsNextTurn},
                {SpellState::TreatsEnemiesAsTerrifying, -1, SpellDuration::EndOfOpponentsNextTurn},
                {SpellState::CausesNoTerror, 0, SpellDuration::EndOfOpponentsNextTurn}};
    return s;
}

inline Spell lightOfBattle()
{
    Spell s;
    s.name = QStringLiteral("Light of Battle");
    s.castRoll = 5;
    s.rangeCm = 30;
    s.target = SpellTarget::FriendsInRange;
    s.states = {{SpellState::AttackBonusPerUnit, 1, SpellDuration::NextCombatPhase}};
    return s;
}

inline Spell teleport()
{
    Spell s;
    s.name = QStringLiteral("Teleport");
    s.castRoll = 2;
    s.target = SpellTarget::Wizard;
    s.secondSpell = true;
    s.playersApply = QStringLiteral("Move the wizard anywhere on the table.");
    return s;
}

// A spell that leaves a state and rolls nothing but its cast.
inline Spell curse()
{
    Spell s;
    s.name = QStringLiteral("Curse");
    s.castRoll = 5;
    s.rangeCm = 30;
    s.target = SpellTarget::EnemyUnit;
    s.states = {{SpellState::HalfPace, 0, SpellDuration::EndOfOpponentsNextTurn}};
    return s;
}

} // namespace wm::test
