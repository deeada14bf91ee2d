// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game for the tests of what the state says (core/game/statejson): two armies with wizards, a
// dispeller, a flyer and magic items, and the spells the first army's wizards cast. Units are
// numbered 1-5 (Anna) and 6-10 (Ben).

#include "tests/core/testgames.h"

namespace wm::test {

namespace stateids {
inline constexpr UnitId Wizard = 1;      // recasts a failed spell, a bonus to cast, the Wand of Power
inline constexpr UnitId Halberdiers = 2; // the Battle Banner
inline constexpr UnitId Eagles = 3;      // a flyer
inline constexpr UnitId General = 4;     // the Orb of Majesty
inline constexpr UnitId Sorcerer = 5;    // a second wizard
inline constexpr UnitId BenGeneral = 6;
inline constexpr UnitId Runesmith = 7; // cancels spells on 4+, the Staff of Spellbinding
inline constexpr UnitId Knights = 8;
inline constexpr UnitId Bowmen = 9;
inline constexpr UnitId BenHalberdiers = 10;
} // namespace stateids

// A unit typed in carries no magic item: it is given one as a roster of the lists would give it.
inline RosterUnit carrying(const UnitProfile &p, int points, MagicItem item)
{
    RosterUnit u = rosterUnit(p, points);
    u.profile.magicItem = item;
    return u;
}

// The spells of the first army, each doing one thing a cast can do.
inline Spell stateSpell(const QString &name, int castRoll)
{
    Spell s;
    s.name = name;
    s.summary = name;
    s.castRoll = castRoll;
    s.rangeCm = 30;
    s.target = SpellTarget::EnemyUnit;
    return s;
}

inline QList<Spell> stateSpells()
{
    Spell curse = stateSpell(QStringLiteral("Curse"), 5);
    curse.states = {{SpellState::HalfPace, 0, SpellDuration::EndOfOpponentsNextTurn},
                    {SpellState::OrderPenalty, -1, SpellDuration::EndOfOpponentsNextTurn}};
    Spell fireball = stateSpell(QStringLiteral("Fireball"), 5);
    fireball.attacks = SpellAttacks{};
    Spell storm = stateSpell(QStringLiteral("Storm of Stone"), 5);
    storm.attacks = SpellAttacks{3, true, false, false, true};
    Spell gerroff = stateSpell(QStringLiteral("Gerroff"), 5);
    gerroff.driveBack = SpellDriveBack{2, 5};
    Spell freeze = stateSpell(QStringLiteral("Freeze"), 5);
    freeze.rollSlaysStand = true;
    Spell heal = stateSpell(QStringLiteral("Heal"), 5);
    heal.target = SpellTarget::FriendlyUnit;
    heal.regainsStand = true;
    Spell sandStorm = stateSpell(QStringLiteral("Sand Storm"), 4);
    sandStorm.target = SpellTarget::EnemiesInRange;
    sandStorm.aura = true;
    sandStorm.states = {{SpellState::OrderPenalty, -1, SpellDuration::StartOfCastersNextTurn}};
    return {curse, fireball, storm, gerroff, freeze, heal, sandStorm};
}

inline GameSetup stateSetup(RulesetId ruleset = RulesetId::Warmaster)
{
    GameSetup setup = demoSetup(ruleset);
    UnitProfile wizard = empireWizard();
    wizard.traits |= Trait::RecastsFailedSpell | Trait::CastBonus;
    UnitProfile sorcerer = empireWizard();
    sorcerer.name = QStringLiteral("Sorcerer");
    const UnitProfile runesmith = character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells);
    setup.rosters[Side::first()].units = {
        carrying(wizard, 80, MagicItem::WandOfPower),
        carrying(halberdiers(), 95, MagicItem::BattleBanner),
        rosterUnit(giantEagles(), 70),
        carrying(empireGeneral(), 175, MagicItem::OrbOfMajesty),
        rosterUnit(sorcerer, 45),
    };
    setup.rosters[Side::second()].units = {
        rosterUnit(empireGeneral(), 125), carrying(runesmith, 110, MagicItem::StaffOfSpellbinding),
        rosterUnit(knights(), 110),       rosterUnit(bowmen(), 55),
        rosterUnit(halberdiers(), 45),
    };
    setup.spells[Side::first()] = stateSpells();
    return setup;
}

// Does an action again with exactly its dice, as a replay does; fails the test when it does not apply.
inline bool play(Game &game, const ActionInput &input, const QList<int> &dice)
{
    const std::optional<Error> error = game.redo(GameAction{input, dice});
    if (error)
        qWarning("%s", qPrintable(error->message));
    return !error;
}

// The game before its first action.
inline Game startState(const GameSetup &setup = stateSetup())
{
    auto game = Game::start(setup);
    if (!game)
        qFatal("the game does not start: %s", qPrintable(game.error().message));
    return game.value();
}

// The first side's Shooting phase of turn 1.
inline Game shootingPhase(const GameSetup &setup = stateSetup())
{
    Game game = startState(setup);
    play(game, EndPhaseAction{}, {});
    return game;
}

inline CastSpellAction castAt(UnitId target, const QString &spell, UnitId wizard = stateids::Wizard)
{
    CastSpellAction a;
    a.wizard = wizard;
    a.spell = spell;
    if (target != 0)
        a.targets = {target};
    return a;
}

} // namespace wm::test
