// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/protection.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

struct UnitProfile;
using UnitId = int;

enum class DestroyedBy
{
    Casualties, // its last stand was removed
    Rout,       // driven back further than its full pace
    Mishap,     // its own machine or weapon failed it (a malfunction table)
    Retreat,    // its retreat from combat was blocked, or it is a unit that cannot retreat
};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<DestroyedBy> DestroyedByKeys[] = {
    {DestroyedBy::Casualties, "casualties"},
    {DestroyedBy::Rout, "rout"},
    {DestroyedBy::Mishap, "mishap"},
    {DestroyedBy::Retreat, "retreat"},
};
constexpr std::span<const EnumKey<DestroyedBy>> enumKeyTable(DestroyedBy)
{
    return DestroyedByKeys;
}

enum class ConfusionCause
{
    DriveBackSix,         // a 6 among its drive-back dice
    DrivenIntoImpassable, // driven back into terrain it cannot enter
    DrivenIntoUnits,      // driven back into other units, friend or foe
    FriendlyEvaders,      // friends evading burst through it: over at the end of that Command phase
    Other,                // marked by the players for another reason
};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<ConfusionCause> ConfusionCauseKeys[] = {
    {ConfusionCause::DriveBackSix, "drive-back-six"},
    {ConfusionCause::DrivenIntoImpassable, "driven-into-impassable"},
    {ConfusionCause::DrivenIntoUnits, "driven-into-units"},
    {ConfusionCause::FriendlyEvaders, "friendly-evaders"},
    {ConfusionCause::Other, "other"},
};
constexpr std::span<const EnumKey<ConfusionCause>> enumKeyTable(ConfusionCause)
{
    return ConfusionCauseKeys;
}

// How many of a unit's stands stand in each kind of position.
struct StandPositions
{
    int open = 0;
    int defended = 0;
    int fortified = 0;

    int total() const { return open + defended + fortified; }
    int at(Protection protection) const;
    bool any(Protection protection) const { return at(protection) > 0; }
    // The least protected position that holds a stand; nothing when no stand is left.
    std::optional<Protection> leastProtected() const;
    std::optional<Protection> mostProtected() const;
    // Removes one stand from the least protected position: those go first (sources/003).
    void removeLeastProtected();

    bool operator==(const StandPositions &) const = default;
};

// What a unit has been through in the game so far: what the players used to mark with coloured dice.
struct UnitState
{
    Q_DECLARE_TR_FUNCTIONS(UnitState)

public:
    int standsLeft = 0;
    StandPositions positions; // sums to standsLeft
    int hitsAccumulated = 0;  // odd hits now on the unit, always fewer than its Hits value
    // Hits struck on it by shooting in this phase, including those that removed stands: one
    // drive-back die each at the end of the phase.
    int hitsTakenThisPhase = 0;
    // Hits that count as struck in its first combat round (shot while charging, or shot while engaged).
    int hitsCarriedIntoCombat = 0;
    std::optional<ConfusionCause> confusion;
    bool engaged = false;
    bool hasShot = false; // shot in its own Shooting phase this turn
    std::optional<DestroyedBy> destroyed;
    QList<UnitId> shotAtBy; // units that shot at it this phase: it is driven back from the closest

    // Command phase
    int ordersThisPhase = 0;         // orders it was given this phase, failed ones included
    std::optional<UnitId> orderedBy; // the character who gave them: no other may order it this phase
    bool movedOnInitiative = false;  // this turn: no orders for it
    int permanentCommandPenalty = 0; // from blunders or a slain Steam Tank commander, for the rest of the game
    bool immobilised = false;        // for the rest of the game
    bool cannotShootThisTurn = false;
    bool doubleShootingThisTurn = false; // shoots with twice its attacks this turn
    // Its shooting attacks are rolled as this many D6 for the rest of the game (a weapon damaged by a
    // misfire); none while it shoots as its profile says.
    std::optional<int> shootingDiceFromNowOn;

    // Combat phase
    bool chargedThisTurn = false;
    bool inUnresolvedCombat = false;  // Revolution: fought its rounds and goes on next turn, keeping its hits
    bool advancedThisPhase = false;   // a unit advances at most once a Combat phase
    bool cannotFightThisTurn = false; // rolls no attacks in combat this turn (a Giant gone wild)
    bool doubleAttacksFirstRoundThisTurn = false; // twice its attacks in its first round of combat this turn

    bool isConfused() const { return confusion.has_value(); }
    bool isDestroyed() const { return destroyed.has_value(); }

    // A unit at full strength, every stand in the open.
    static UnitState fresh(const UnitProfile &profile);

    // Every way this state cannot belong to a unit of this profile, each naming its field.
    QList<Error> validate(const UnitProfile &profile) const;

    bool operator==(const UnitState &) const = default;
};

// What striking hits on a unit did.
struct HitsStruck
{
    int standsRemoved = 0;
    bool destroyed = false;

    bool operator==(const HitsStruck &) const = default;
};

// Strikes hits on a unit: each time its hits reach the Hits value a stand is removed at once,
// the least protected first, and the rest stays recorded; the last stand gone destroys it.
HitsStruck strikeHits(UnitState &state, int hitsValue, int hits);

// Removes the whole unit at once (a rout, a mishap, a blocked retreat, a slain character).
void destroyUnit(UnitState &state, DestroyedBy cause);

// Confuses a unit for a reason only the table shows (driven into impassable terrain or other units).
void markConfused(UnitState &state, ConfusionCause cause);

} // namespace wm
