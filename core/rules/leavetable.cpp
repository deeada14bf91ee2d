// SPDX-License-Identifier: GPL-3.0-or-later
#include "leavetable.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"

namespace wm {

QString LeaveTableResult::summary() const
{
    const QString name = unitAfter.displayName();
    if (destroyed)
        return tr("%1 left the table and is destroyed.").arg(name);
    return tr("%1 left the table: return roll %2, less %n stand(s) lost, scores %3.", nullptr, standsLost)
        .arg(name)
        .arg(roll ? roll->total() : 0)
        .arg(score.value_or(0));
}

int returnScore(int face, int standsLost)
{
    return face - standsLost;
}

std::optional<Error> whyCannotLeaveTable(const Unit &unit)
{
    if (unit.profile.isCharacter())
        return Error{QStringLiteral("unit"),
                     LeaveTableResult::tr("%1 is a character: the return roll counts the stands a unit has lost.")
                         .arg(unit.displayName())};
    if (unit.state.isDestroyed())
        return Error{QStringLiteral("unit"),
                     LeaveTableResult::tr("%1 is no longer on the table.").arg(unit.displayName())};
    if (unit.state.offTableScore)
        return Error{QStringLiteral("unit"),
                     LeaveTableResult::tr("%1 has already left the table.").arg(unit.displayName())};
    return std::nullopt;
}

Result<LeaveTableResult> leaveTable(const Unit &unit, const Ruleset &ruleset, DiceSource &dice)
{
    if (auto error = whyCannotLeaveTable(unit))
        return *error;
    LeaveTableResult result;
    result.unitAfter = unit;
    // Counted as the order penalty counts casualties: the unit's own stands, never an attached one.
    result.standsLost = unit.profile.regularStands() - unit.regularStandsLeft();
    if (ruleset.unitsLeavingTableDestroyed) {
        destroyUnit(result.unitAfter.state, DestroyedBy::LeftTable);
        result.destroyed = true;
        return result;
    }
    try {
        result.roll = dice.d6(RollPurpose::Table, unit.displayName());
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    result.score = returnScore(result.roll->total(), result.standsLost);
    result.unitAfter.state.offTableScore = result.score;
    return result;
}

} // namespace wm
