// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivebackodds.h"

#include "core/odds/diceodds.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace wm {

DriveBackOdds driveBackOdds(const Unit &unit, const QList<Unit> &units, const Ruleset &ruleset)
{
    DriveBackOdds odds;
    if (!takesDriveBack(unit))
        return odds;
    odds.plan = planDriveBack(unit, units, ruleset);
    if (!odds.plan.rollsDice())
        return odds;
    const int ordinary = odds.plan.ordinaryDice;
    const int sooner = odds.plan.soonerDice;
    if (odds.plan.canBeConfused) {
        const double noSix = 1.0 - DiceOdds::anyAtLeast(ordinary, DriveBackRules::ConfusingScore);
        const double noSoonerScore = 1.0 - DiceOdds::anyAtLeast(sooner, odds.plan.decided.soonerScore);
        odds.confused = 1.0 - noSix * noSoonerScore;
    }
    if (odds.plan.confusionOnly)
        return odds;
    odds.distanceCm = DiceOdds::totalOfD6(ordinary + sooner);
    const int fullPace = odds.plan.decided.fullPaceCm;
    odds.routed = odds.distanceCm.chanceThat([fullPace](int cm) { return DriveBackRules::routs(cm, fullPace); });
    return odds;
}

namespace {

struct PlainDriveBackText
{
    Q_DECLARE_TR_FUNCTIONS(DriveBackOdds)
};

} // namespace

DriveBackOdds plainDriveBackOdds(int hits, Protection position, int paceCm, const Ruleset &ruleset)
{
    UnitProfile profile;
    profile.name = PlainDriveBackText::tr("Unit");
    profile.hits = 3;
    profile.fullPaceCm = paceCm;
    Unit unit = Unit::create(1, profile);
    unit.state.positions = {};
    unit.state.positions.open = position == Protection::Open ? profile.stands : 0;
    unit.state.positions.defended = position == Protection::Defended ? profile.stands : 0;
    unit.state.positions.fortified = position == Protection::Fortified ? profile.stands : 0;
    unit.state.hitsTakenThisPhase = std::max(0, hits);
    return driveBackOdds(unit, {unit}, ruleset);
}

} // namespace wm
