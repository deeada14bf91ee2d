// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivebackpreview.h"

namespace wm {

QList<UnitDriveBackOdds> driveBackOddsOf(const Battle &battle)
{
    if (battle.phase() != Phase::Shooting)
        return {};
    // The phase's units, for the shooters' rules that change a drive back's dice, as the phase's end
    // is given them.
    const QList<Unit> units = battle.army(Side::first()) + battle.army(Side::second());
    QList<UnitDriveBackOdds> all;
    for (const Unit &u : units) {
        DriveBackOdds odds = driveBackOdds(u, units, battle.ruleset());
        if (odds.rollsDice())
            all.append({u.id, battle.unitName(u.id), std::move(odds)});
    }
    return all;
}

} // namespace wm
