// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/roster/roster.h"
#include "core/roster/rostercheck.h"

#include <QCoreApplication>
#include <QString>

namespace wm {

// A roster and its units as the roster editor and the printed roster show them (the profile's numbers
// as ProfileNumbers writes them), so that every view of a roster reads the same.
struct RosterText
{
    Q_DECLARE_TR_FUNCTIONS(RosterText)

public:
    // The profile one field a line, for tooltips.
    static QString profileLines(const UnitProfile &profile);

    // "1–4" for at least 1 and at most 4 per full 1000 points, "0–3", "2+", or "–" without a limit.
    static QString perThousand(const ArmyUnit &unit);
    // The unit's limits, notes and profile, for a tooltip.
    static QString armyUnitTooltip(const ArmyUnit &unit);

    // The names of the upgrades a roster unit took, then the magic item it carries, comma separated;
    // an id the list does not know is shown as it is, so nothing taken goes unsaid.
    static QString upgradeNames(const RosterUnit &unit, const ArmyList *list);
    // "Banner of Shielding (+30)": an item as the roster editor offers it, with its price for the unit.
    static QString magicItemChoice(MagicItem item, int points);
    // "Magic item: Crown of Command. <what it does>", for tooltips; empty for a unit that carries none.
    static QString magicItemLine(const UnitProfile &profile);
    // "+80" or "-20": what an upgrade adds to the unit's points.
    static QString pointsDelta(int delta);

    // "1,480 / 2,000 points" and "Break point: 6 (units counted: 11)", in the locale's numbers.
    static QString points(const RosterReport &report);
    static QString breakPoint(const RosterReport &report);
};

} // namespace wm
