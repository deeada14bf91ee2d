// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small game for the tests and benchmarks: two armies of custom units with the numbers of the
// army lists they come from. Units are numbered 1-3 (Anna) and 4-6 (Ben).

#include "tests/core/testunits.h"

#include "core/game/game.h"
#include "core/roster/rosterunits.h"

namespace wm::test {

inline RosterUnit rosterUnit(const UnitProfile &profile, int points, const QString &label = {})
{
    return RosterUnits::custom(profile, points, label).value();
}

inline GameSetup demoSetup(RulesetId ruleset = RulesetId::Warmaster)
{
    GameSetup setup;
    setup.ruleset = ruleset;
    setup.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    Roster &anna = setup.rosters[Side::first()];
    anna.name = QStringLiteral("Reikland");
    anna.ruleset = ruleset;
    anna.pointsLimit = 1000;
    anna.units = {rosterUnit(empireGeneral(), 125), rosterUnit(archers(), 55, QStringLiteral("Archers - blue")),
                  rosterUnit(halberdiers(), 45)};
    Roster &ben = setup.rosters[Side::second()];
    ben.name = QStringLiteral("Border");
    ben.ruleset = ruleset;
    ben.pointsLimit = 1000;
    ben.units = {rosterUnit(empireGeneral(), 125), rosterUnit(knights(), 110), rosterUnit(bowmen(), 55)};
    return setup;
}

namespace ids {
inline constexpr UnitId AnnaGeneral = 1;
inline constexpr UnitId Archers = 2;
inline constexpr UnitId Halberdiers = 3;
inline constexpr UnitId BenGeneral = 4;
inline constexpr UnitId Knights = 5;
inline constexpr UnitId Bowmen = 6;
} // namespace ids

// Anna's first turn: an order to the Archers, their shooting at the Bowmen (a stand goes), the
// drive back that confuses the Bowmen, and the end of the turn.
inline QList<GameAction> demoActions()
{
    ShootAction shoot;
    shoot.shooters = {ShooterInput{ids::Archers, 3, 0, std::nullopt, false, std::nullopt}};
    shoot.target = ids::Bowmen;
    return {
        GameAction{OrderAction{ids::AnnaGeneral, {ids::Archers}, 10, false, false, std::nullopt}, {3, 4}},
        GameAction{EndPhaseAction{}, {}},
        GameAction{shoot, {4, 5, 6}},
        GameAction{EndPhaseAction{}, {2, 3, 6}},
        GameAction{EndPhaseAction{}, {}},
    };
}

} // namespace wm::test
