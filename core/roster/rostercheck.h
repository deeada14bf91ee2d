// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/armies/magicitems.h"
#include "core/roster/roster.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// What a roster check found wrong. A player may still field the army: friendly games bend the
// list rules often enough that wmassist warns and leaves the choice to the players.
enum class RosterWarningKind
{
    PointsOverLimit,     // the units cost more than the roster's points limit
    BelowMinimum,        // fewer units of a kind than the list's minimum for the army's size
    AboveMaximum,        // more units of a kind than the list's maximum for the army's size
    NoGeneral,           // every army needs exactly one General
    SeveralGenerals,     // more than one unit of the General type
    UpgradeAboveMaximum, // an upgrade taken more often than the list allows
    RequiredUnitMissing, // a unit or upgrade needs another unit in the army, and it is not there
    UnitNotInList,       // a unit's id is not in the army list, so its limits cannot be checked
    UpgradeNotInList,    // an upgrade's id is not in the army list
    // A unit carries a magic item its type, armour or hits, or its army list, does not allow it. (One
    // item a unit is the roster's own shape: a profile holds one at most.)
    MagicItemNotAllowed,
    MagicItemAboveMaximum, // more units carry an item than an army may have (one of each)
    // Stands the list adds to another unit (Skirmishers) on a roster row of their own.
    StandsNotAttached,
};

struct RosterWarning
{
    RosterWarningKind kind = RosterWarningKind::PointsOverLimit;
    QString unitId;                     // the army-list unit it concerns; empty when it concerns the whole roster
    QString upgradeId;                  // the army-list upgrade it concerns, if any
    int rosterIndex = -1;               // the roster unit it concerns; -1 when it concerns a kind of unit or the roster
    QString message;                    // a translated sentence naming the unit
    std::optional<MagicItem> magicItem; // the magic item it concerns, if any

    bool operator==(const RosterWarning &) const = default;
};

struct RosterReport
{
    int points = 0;
    int pointsLimit = 0;
    int breakPoint = 0;   // units the army may lose before it withdraws: half the counted units, rounded up
    int unitsCounted = 0; // units that count towards the break point
    QList<RosterWarning> warnings;

    bool hasWarning(RosterWarningKind kind) const;
};

// Checks a roster against the list rules (FACTS §9.1) and works out its break point (FACTS §8).
struct RosterCheck
{
    Q_DECLARE_TR_FUNCTIONS(RosterCheck)

public:
    // `list` is the army list the roster is built from; without one (a roster of units typed in)
    // only the points, the General and the break point are checked. `magicItems`, the ruleset's
    // catalogue, checks the magic items: how many of each the army carries, and with the list, who
    // carries them.
    static RosterReport check(const Roster &roster, const ArmyList *list, const MagicItems *magicItems = nullptr);

    // How many full thousands of points the list's per-1000 limits are multiplied by. Odd sizes round
    // down; below 1000 points the maximums are those of 1000 points and the minimums do not apply.
    static int thousandsForMaximums(int pointsLimit);
    static int thousandsForMinimums(int pointsLimit);
};

} // namespace wm
