// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/limits.h"
#include "core/rules/endofbattle.h"
#include "core/rules/ruleset.h"
#include "core/rules/unit.h"
#include "core/rules/unitprofile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace wm {

// One unit a player fields: a unit of the army list with its upgrades, or one typed in. The
// profile is kept as it was when the unit was added (upgrades applied), so a roster and every
// game played with it stay the same when the army lists change.
struct RosterUnit
{
    Q_DECLARE_TR_FUNCTIONS(RosterUnit)

public:
    QString unitId;       // "empire:halberdiers"; empty for a unit typed in
    QStringList upgrades; // upgrade ids of the army list, in the order taken
    UnitProfile profile;  // as fielded
    QString label;        // "Knights - red banner": matches it to the miniatures
    int points = 0;       // what it costs, upgrades, attached stand and magic item (profile.magicItem) included
    // The list's unit whose stand is added to it (profile.attached): "empire:skirmishers".
    QString attachedUnitId;
    // Whether it counts when the army's break point is worked out (the army list says; characters never do).
    bool countsTowardsBreakPoint = true;

    bool isCustom() const { return unitId.isEmpty(); }
    // The name a player reads: the label when there is one.
    QString displayName() const { return label.isEmpty() ? profile.name : label; }

    // Every way the unit goes beyond what wmassist keeps (core/limits.h) or has a profile that fails its
    // checks, each naming its field ("label", "points", "hits"); empty when a roster can hold it.
    // What wmassist stored itself (Limits::Origin::Stored) is not held to the lengths and counts.
    QList<Error> validate(Limits::Origin origin = Limits::Origin::Outside) const;

    bool operator==(const RosterUnit &) const = default;
};

// An army as a player builds it before the battle.
struct Roster
{
    Q_DECLARE_TR_FUNCTIONS(Roster)

public:
    // The version of the roster file layout (docs/formats.md, "Roster files").
    static constexpr int FormatVersion = 1;

    QString name; // "Reikland border patrol"
    RulesetId ruleset = RulesetId::Warmaster;
    QString armyKey;         // "empire": the army list it is built from; may be empty
    int armyDataVersion = 0; // the data version of that list when the roster was built
    int pointsLimit = 2000;
    QList<RosterUnit> units;

    // Never overflows: a roster holds at most Limits::RosterUnits units of Limits::UnitPoints each.
    int points() const;
    // The units as they start a battle, numbered from `firstId`. Units the player left unnamed that
    // share a name are told apart at the table by a number: "Halberdiers 1", "Halberdiers 2".
    QList<Unit> battleUnits(UnitId firstId) const;
    // The same units with what each cost, mounts and magic items included: what the enemy scores
    // for them (victoryPoints()).
    QList<ScoredUnit> scoredUnits(UnitId firstId) const;

    // Every way the roster goes beyond what wmassist keeps (core/limits.h), or holds a unit that
    // RosterUnit::validate() refuses, each naming its field as a roster file does ("units[2].label");
    // empty when the roster can be saved and read back as it is.
    QList<Error> validate(Limits::Origin origin = Limits::Origin::Outside) const;

    bool operator==(const Roster &) const = default;
};

} // namespace wm
