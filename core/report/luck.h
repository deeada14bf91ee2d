// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/odds/distribution.h"
#include "core/rules/side.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wm {

// The kinds of roll whose luck the statistics measure, each from the side of the player it helps.
enum class LuckKind
{
    Shooting,      // hits scored by shooting and by spells that shoot: the shooter's
    Combat,        // hits scored in combat: the attacker's
    CombatResults, // a combat round's result over the enemy's, all its dice together: each side's
    Saves,         // armour saves made: the saver's
    Orders,        // orders passed: the player giving them
    DriveBacks,    // the distance of drive backs: the player who drove the enemy back
    Magic,         // spells cast and spells dispelled: the wizard's player
};

inline constexpr LuckKind AllLuckKinds[] = {LuckKind::Shooting, LuckKind::Combat, LuckKind::CombatResults,
                                            LuckKind::Saves,    LuckKind::Orders, LuckKind::DriveBacks,
                                            LuckKind::Magic};
inline constexpr EnumKey<LuckKind> LuckKindKeys[] = {
    {LuckKind::Shooting, "shooting"}, {LuckKind::Combat, "combat"}, {LuckKind::CombatResults, "combat-results"},
    {LuckKind::Saves, "saves"},       {LuckKind::Orders, "orders"}, {LuckKind::DriveBacks, "drive-backs"},
    {LuckKind::Magic, "magic"},
};
static_assert(keysFollow(LuckKindKeys, AllLuckKinds));
constexpr std::span<const EnumKey<LuckKind>> enumKeyTable(LuckKind)
{
    return LuckKindKeys;
}

// One roll (or one order) as luck counts it: what it came to, for the side it helps, and the exact
// chance of every result it could have come to before its dice were cast. More is always luckier.
struct LuckRoll
{
    Side side;
    LuckKind kind = LuckKind::Shooting;
    Distribution chances;
    int result = 0;

    bool operator==(const LuckRoll &) const = default;
};

// Many rolls of one kind for one side, added up: what they came to against the exact distribution of
// their total, every roll at its own chances.
struct LuckFigure
{
    Q_DECLARE_TR_FUNCTIONS(LuckFigure)

public:
    int rolls = 0;
    int result = 0;
    double expected = 0;
    Distribution total; // of the rolls' results added up
    // The share of games with these rolls that would have gone worse, ties counting half, from 0 to
    // 100: 50 is as lucky as can be expected. The best result there is counts 100 and the worst 0,
    // since no game could have gone better (or worse).
    double percentile = 50;

    bool empty() const { return rolls == 0; }
    // The percentile as a player reads it, a whole number: 83.
    int percentileRounded() const;
    // "luckier than 83 games in 100", "as lucky as can be", "no luck to measure"...
    QString verdict() const;
    // The kind's name for a sentence: "shooting", "saves".
    static QString kindName(LuckKind kind);
    // What the kind counts: "hits", "saves made", "orders passed", "cm driven back", "spells cast or dispelled".
    static QString unitOf(LuckKind kind);
};

// The rolls' luck added up: every distribution convolved. Rolls with only one possible result
// (certain to pass) are left out, as no luck is in them.
LuckFigure luckOf(const QList<LuckRoll> &rolls);
// The same after one more roll, from the figure before it: what the dock adds as an action comes in.
LuckFigure withRoll(const LuckFigure &figure, const LuckRoll &roll);
// Where `result` stands in `total`: the percentile of LuckFigure.
double percentileOf(const Distribution &total, int result);

} // namespace wm
