// SPDX-License-Identifier: GPL-3.0-or-later
#include "roster.h"

namespace wm {

int Roster::points() const
{
    int total = 0;
    for (const RosterUnit &u : units)
        total += u.points;
    return total;
}

QList<Unit> Roster::battleUnits(UnitId firstId) const
{
    QList<Unit> result;
    result.reserve(units.size());
    UnitId id = firstId;
    for (const RosterUnit &u : units) {
        Unit unit = Unit::create(id++, u.profile, u.label);
        unit.countsTowardsBreakPoint = u.countsTowardsBreakPoint;
        result.append(unit);
    }
    return result;
}

} // namespace wm
