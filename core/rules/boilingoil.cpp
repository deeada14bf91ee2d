// SPDX-License-Identifier: GPL-3.0-or-later
#include "boilingoil.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/protection.h"

namespace wm {

QList<DiceRoll> BoilingOilResult::rolls() const
{
    QList<DiceRoll> all = table.rolls();
    if (toHit)
        all.append(*toHit);
    if (saves)
        all.append(*saves);
    return all;
}

Result<BoilingOilResult> resolveBoilingOil(const Unit &unit, DiceSource &dice)
{
    const auto table = rollOnTable(unit, TableId::BoilingOil, dice);
    if (!table.ok())
        return table.error();

    BoilingOilResult result;
    result.table = table.value();
    result.unitAfter = unit;
    result.scoreToHit = scoreToHit(Protection::Open);
    const Armour armour = unit.profile.armour;
    try {
        if (result.table.attacks > 0) {
            result.toHit = dice.dice(result.table.attacks, RollPurpose::ToHit, unit.displayName());
            result.hits = result.toHit->countAtLeast(result.scoreToHit);
        }
        if (result.hits > 0 && armour.hasSave()) {
            result.saves = dice.dice(result.hits, RollPurpose::ArmourSave, unit.displayName());
            result.saved = result.saves->countAtLeast(*armour.score());
        }
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    result.struck = result.hits - result.saved;
    result.standsRemoved = strikeHits(result.unitAfter.state, unit.hitsValue(), result.struck).standsRemoved;
    const bool retreats = result.table.row && result.table.row->effects.testFlag(Effect::RetreatsIfStandLost);
    if (retreats && result.standsRemoved > 0 && !result.unitAfter.state.isDestroyed())
        result.retreatCm = result.struck;
    return result;
}

} // namespace wm
