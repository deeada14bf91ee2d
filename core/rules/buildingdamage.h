// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/tables.h"
#include "core/rules/unit.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

enum class BuildingKind
{
    Wall,     // a fortress wall
    Tower,    // a fortress tower: it falls to its second breach
    Gateway,  // a fortress gateway
    Building, // any other building
    Ship,
    Boat,
};

inline constexpr BuildingKind AllBuildingKinds[] = {BuildingKind::Wall,     BuildingKind::Tower, BuildingKind::Gateway,
                                                    BuildingKind::Building, BuildingKind::Ship,  BuildingKind::Boat};

// Keys for game files and the log (core/enumkeys.h).
inline constexpr EnumKey<BuildingKind> BuildingKindKeys[] = {
    {BuildingKind::Wall, "wall"},         {BuildingKind::Tower, "tower"}, {BuildingKind::Gateway, "gateway"},
    {BuildingKind::Building, "building"}, {BuildingKind::Ship, "ship"},   {BuildingKind::Boat, "boat"},
};
static_assert(keysFollow(BuildingKindKeys, AllBuildingKinds));
constexpr std::span<const EnumKey<BuildingKind>> enumKeyTable(BuildingKind)
{
    return BuildingKindKeys;
}

struct BuildingKindText
{
    Q_DECLARE_TR_FUNCTIONS(BuildingKind)

public:
    static QString name(BuildingKind kind);
};

// A piece of a fortress, a building or a vessel that artillery shoots at.
struct Building
{
    QString name;
    BuildingKind kind = BuildingKind::Wall;
    bool damaged = false;
    int breaches = 0;

    int breachesToFall() const { return kind == BuildingKind::Tower ? 2 : 1; }
    bool hasFallen() const { return breaches >= breachesToFall(); }
    bool operator==(const Building &) const = default;
};

// 6 against fortresses and ships, 4+ against other buildings and boats (sources/004).
int buildingScoreToHit(BuildingKind kind);
// +1 at a gateway or building, and +1 at anything already damaged. The sheet names the damaged wall,
// gateway, building and ship; towers and boats take it too, since without it a damage die (at most 6)
// could never reach the 7 that breaches a tower or sinks a boat, which the same sheet says happens.
int buildingDamageModifier(const Building &target);
// The score read on the damage table: the highest damage die plus the target's modifiers.
int buildingDamageScore(int highestDie, const Building &target);

// What artillery's shooting hit, as the players say it: the kind of target, whether it was damaged
// before, and the hits scored on it. Each hit is one damage die; the highest counts.
struct BuildingHits
{
    BuildingKind kind = BuildingKind::Wall;
    bool damaged = false;
    int hits = 1;

    Building target() const { return Building{{}, kind, damaged, 0}; }
    bool operator==(const BuildingHits &) const = default;
};

// Only artillery damages buildings (sources/004): the reason another unit cannot, or nothing.
std::optional<Error> checkCanDamageBuildings(const Unit &unit, const QString &field);

// One artillery unit's shots at a building: its dice and the target.
struct BuildingShot
{
    Unit shooter;
    int dice = 0; // the shooter's attacks this turn
    Building target;
};

struct BuildingShotResult
{
    int scoreToHit = 6;
    DiceRoll toHit;
    int hits = 0;
    std::optional<DiceRoll> damage; // one D6 per hit; the highest counts
    int highest = 0;
    int modifier = 0;
    int score = 0;
    std::optional<TableRow> row;
    Building after;

    QList<DiceRoll> rolls() const;
};

// Resolves one unit's shooting at a building: no saves, then one damage die per hit, the highest plus
// the modifiers read on the damage table. Only artillery can damage buildings.
Result<BuildingShotResult> resolveBuildingShot(const BuildingShot &shot, DiceSource &dice);

} // namespace wm
