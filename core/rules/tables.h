// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QFlags>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// What a table's row does to the unit it was rolled for. The resolvers apply these to the unit's
// state; the views show the row's text.
enum class Effect : quint32
{
    NoMoveThisPhase = 1u << 0,
    HalfPaceNoCharge = 1u << 1,        // may move up to half pace but may not charge
    FallBackFromEnemy = 1u << 2,       // must move to a full pace from visible enemies, where it can
    RushNearestEnemy = 1u << 3,        // full pace at the nearest enemy, charging if it can
    NoFurtherOrders = 1u << 4,         // no more orders to it this phase
    PermanentCommandPenalty = 1u << 5, // -1 to every order for the rest of the game
    Destroyed = 1u << 6,
    Immobilised = 1u << 7, // never moves again; destroyed if it ever must
    CannotShootThisTurn = 1u << 8,
    DoubleShootingThisTurn = 1u << 9,
    NoFightThisTurn = 1u << 10,          // rolls no attacks in combat this turn
    MovesToTableEdge = 1u << 11,         // heads for the nearest table edge, fighting whatever it walks into
    AttacksClosestUnit = 1u << 12,       // its attacks go at the closest unit, friend or foe
    MovesStraightAhead = 1u << 13,       // full pace the way it faces, fighting any enemy it reaches
    ConfusesFriendsInItsPath = 1u << 14, // friends it walks through are confused until the Command phase ends
    DoubleFullPace = 1u << 15,
    DoubleAttacksFirstRound = 1u << 16, // twice its attacks in its first combat round this turn
    ShootingDiceReduced = 1u << 17,     // its shooting attacks are fewer dice for the rest of the game
    AttacksUnitBeyond = 1u << 18,       // the attacks fall on the first unit past the target in the line of fire
    BuildingDamaged = 1u << 19,         // damaged but holds: the next damage roll gets +1
    BuildingBreached = 1u << 20,        // breached, destroyed or sunk (a tower needs two)
    RetreatsIfStandLost = 1u << 21,     // if the unit loses a stand it retreats 1 cm per hit
};
Q_DECLARE_FLAGS(Effects, Effect)
Q_DECLARE_OPERATORS_FOR_FLAGS(Effects)

enum class TableId
{
    BlunderWarmaster,      // the quick reference sheet (sources/004)
    BlunderRevolution,     // FACTS §1.6
    SteamTankWarmaster,    // the quick reference sheet: no row for 6
    SteamTankRevolution,   // the Revolution Empire list
    GiantGoesWild,         // the quick reference sheet; no Revolution text in the sources, used by both
    FlameCannonWarmaster,  // the quick reference sheet, by the double rolled
    FlameCannonRevolution, // the Revolution Dwarf list, by the double rolled
    DeathRocketWarmaster,  // the quick reference sheet
    DeathRocketRevolution, // the Revolution Chaos Dwarf list
    RocketLauncher,        // the Revolution Cathay list
    BuildingDamage,        // the quick reference sheet: highest D6 of a unit's hits plus modifiers
    BoilingOil,            // the quick reference sheet
};

inline constexpr TableId AllTables[] = {
    TableId::BlunderWarmaster,      TableId::BlunderRevolution,    TableId::SteamTankWarmaster,
    TableId::SteamTankRevolution,   TableId::GiantGoesWild,        TableId::FlameCannonWarmaster,
    TableId::FlameCannonRevolution, TableId::DeathRocketWarmaster, TableId::DeathRocketRevolution,
    TableId::RocketLauncher,        TableId::BuildingDamage,       TableId::BoilingOil,
};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<TableId> TableIdKeys[] = {
    {TableId::BlunderWarmaster, "blunder-warmaster"},
    {TableId::BlunderRevolution, "blunder-revolution"},
    {TableId::SteamTankWarmaster, "steam-tank-warmaster"},
    {TableId::SteamTankRevolution, "steam-tank-revolution"},
    {TableId::GiantGoesWild, "giant-goes-wild"},
    {TableId::FlameCannonWarmaster, "flame-cannon-warmaster"},
    {TableId::FlameCannonRevolution, "flame-cannon-revolution"},
    {TableId::DeathRocketWarmaster, "death-rocket-warmaster"},
    {TableId::DeathRocketRevolution, "death-rocket-revolution"},
    {TableId::RocketLauncher, "rocket-launcher"},
    {TableId::BuildingDamage, "building-damage"},
    {TableId::BoilingOil, "boiling-oil"},
};
static_assert(keysFollow(TableIdKeys, AllTables));
constexpr std::span<const EnumKey<TableId>> enumKeyTable(TableId)
{
    return TableIdKeys;
}

// How a table's score is found.
enum class TableDice
{
    D6,           // one D6
    DoubleRolled, // the value of the double rolled for the weapon's 2D6 attacks (Flame Cannon)
    HighestD6,    // one D6 per hit, the highest counts, plus modifiers (damage to buildings)
};

// A number written as a fixed part plus dice, as the tables give attacks and distances: "4+2D6", "D3".
struct DiceAmount
{
    Q_DECLARE_TR_FUNCTIONS(DiceAmount)

public:
    int fixed = 0;
    int d6 = 0;
    int d3 = 0;

    bool isNone() const { return fixed == 0 && d6 == 0 && d3 == 0; }
    bool needsDice() const { return d6 > 0 || d3 > 0; }
    QString toString() const;
    bool operator==(const DiceAmount &) const = default;
};

// A row of a table, whole: its scores, its text and the numbers it applies, which are the numbers
// its text states (tst_tables holds them to it).
struct TableRow
{
    int from = 1;
    int to = 1;
    QString title;
    QString text; // what happens, in our own words
    Effects effects{};
    DiceAmount hits{};             // struck on the target now, with no roll to hit
    DiceAmount attacks{};          // to resolve now, rolled to hit like shooting
    DiceAmount distanceCm{};       // how far the thing goes (the Giant's rock)
    int shootingDiceFromNowOn = 0; // with ShootingDiceReduced: its shooting attacks become this many D6

    bool operator==(const TableRow &) const = default;
};

// A table rolled on with one D6. Rows are data, read by the resolvers, the odds and the reference
// alike; a score with no row is a gap in the source, shown as such, never filled in.
struct DiceTable
{
    Q_DECLARE_TR_FUNCTIONS(DiceTable)

public:
    TableId id = TableId::BlunderWarmaster;
    QString name;
    QString source;
    QList<TableRow> rows;
    TableDice dice = TableDice::D6;

    // The row for a score, or nothing where the table has no entry for it.
    const TableRow *rowFor(int score) const;
    // "No entry for 6 in this table."
    static QString noEntry(int score);

    static const DiceTable &get(TableId id);
};

struct Ruleset;
struct Unit;
struct UnitState;

// Puts a row's lasting effects on the unit: destroyed, immobilised, no shooting or no fighting this
// turn, double shooting or attacks this turn, fewer shooting dice for the rest of the game. The
// Command penalty is left to the caller, who knows which unit of a brigade takes it.
void applyTableEffects(UnitState &state, const TableRow &row);

// The table this unit rolls on of its own: its weapon's misfire table, or the Steam Tank's
// malfunctions; nothing when no table is its own (a Giant is known by the players, not its profile).
std::optional<TableId> ownTableOf(const Unit &unit, const Ruleset &ruleset);

} // namespace wm
