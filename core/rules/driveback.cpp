// SPDX-License-Identifier: GPL-3.0-or-later
#include "driveback.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/pace.h"
#include "core/rules/shooting.h"
#include "core/rules/unitchecks.h"

namespace wm {

namespace {

struct PhaseEndText
{
    Q_DECLARE_TR_FUNCTIONS(ShootingPhaseEnd)
};

// The score the sooner-confusing dice confuse on: the lowest any of the unit's shooters this phase
// gives (units not in the list, or without the rule, give none).
int soonerScore(const UnitState &state, const QList<Unit> &units)
{
    int score = 0;
    for (const Unit &u : units) {
        if (!state.shotAtBy.contains(u.id) || !u.has(Trait::DriveBackConfusesOn))
            continue;
        const int value = u.profile.value(Trait::DriveBackConfusesOn);
        score = score == 0 ? value : std::min(score, value);
    }
    return score;
}

DriveBack driveBack(Unit &unit, const QList<Unit> &units, const Ruleset &ruleset, DiceSource &dice)
{
    const DriveBackPlan plan = planDriveBack(unit, units, ruleset);
    DriveBack d = plan.decided;
    UnitState &state = unit.state;
    if (d.outcome == DriveBackOutcome::CarriedIntoCombat) {
        state.hitsCarriedIntoCombat += d.hits;
        return d;
    }
    if (!plan.rollsDice())
        return d;
    if (plan.ordinaryDice > 0)
        d.dice = dice.dice(plan.ordinaryDice, RollPurpose::DriveBack, d.name);
    if (plan.soonerDice > 0)
        d.soonerDice = dice.dice(plan.soonerDice, RollPurpose::DriveBack, d.name);
    const bool confusing = (d.dice && DriveBackRules::confuses(*d.dice)) ||
                           (d.soonerDice && DriveBackRules::confusesOn(*d.soonerDice, d.soonerScore));
    d.confused = confusing && confuse(unit, ConfusionCause::DriveBackSix);
    if (plan.confusionOnly)
        return d;
    d.distanceCm = (d.dice ? d.dice->total() : 0) + (d.soonerDice ? d.soonerDice->total() : 0);
    if (DriveBackRules::routs(d.distanceCm, d.fullPaceCm)) {
        // Fled the field: the whole unit is removed as a casualty, not moved.
        d.routed = true;
        d.outcome = DriveBackOutcome::Routed;
        destroyUnit(state, DestroyedBy::Rout);
    }
    return d;
}

} // namespace

namespace DriveBackRules {

bool confuses(const DiceRoll &dice)
{
    return dice.contains(ConfusingScore);
}

bool confusesOn(const DiceRoll &dice, int score)
{
    return dice.countAtLeast(score) > 0;
}

bool routs(int distanceCm, int fullPaceCm)
{
    return distanceCm > fullPaceCm;
}

} // namespace DriveBackRules

int driveBackHitsIgnored(Protection best)
{
    switch (best) {
    case Protection::Open:
        return 0;
    case Protection::Defended:
        return 1;
    case Protection::Fortified:
        return 2;
    }
    return 0;
}

DriveBackDiceSplit splitDriveBackDice(int hits, int hitsConfusingSooner, int fewer)
{
    const int sooner = std::clamp(hitsConfusingSooner, 0, hits);
    const int ordinary = hits - sooner;
    // A negative `fewer` is a die more, rolled with the ordinary ones.
    const int fromOrdinary = std::min(fewer, ordinary);
    return DriveBackDiceSplit{.ordinary = (ordinary - fromOrdinary) * DriveBackRules::DicePerHit,
                              .sooner =
                                  std::max(0, sooner - std::max(0, fewer - ordinary)) * DriveBackRules::DicePerHit};
}

QList<DiceRoll> ShootingPhaseEnd::rolls() const
{
    QList<DiceRoll> all;
    for (const DriveBack &d : driveBacks) {
        if (d.dice)
            all.append(*d.dice);
        if (d.soonerDice)
            all.append(*d.soonerDice);
    }
    return all;
}

const DriveBack *ShootingPhaseEnd::driveBackOf(UnitId unit) const
{
    for (const DriveBack &d : driveBacks) {
        if (d.unit == unit)
            return &d;
    }
    return nullptr;
}

bool takesDriveBack(const Unit &unit)
{
    return !unit.state.isDestroyed() && unit.state.hitsTakenThisPhase > 0;
}

DriveBackPlan planDriveBack(const Unit &unit, const QList<Unit> &units, const Ruleset &ruleset)
{
    const UnitState &state = unit.state;
    DriveBackPlan plan;
    DriveBack &d = plan.decided;
    d.unit = unit.id;
    d.name = unit.displayName();
    d.hits = state.hitsTakenThisPhase;
    d.fullPaceCm = fullPaceCm(unit.profile, ruleset);
    d.awayFrom = state.shotAtBy;
    d.protection =
        effectivePositions(unit, ruleset, ShotTiming::ShootingPhase).mostProtected().value_or(Protection::Open);

    if (state.engaged && !DriveBackRules::EngagedUnitsDrivenBack) {
        // In combat by the end of the phase: no drive back, the hits count in the first round.
        d.outcome = DriveBackOutcome::CarriedIntoCombat;
        return plan;
    }
    if (unit.profile.has(Trait::NoDriveBack)) {
        d.outcome = DriveBackOutcome::NeverDrivenBack;
        return plan;
    }
    if (unit.underSpell(SpellState::NoDriveBack)) {
        d.outcome = DriveBackOutcome::NeverDrivenBack;
        d.spell = unit.spellsGiving(SpellState::NoDriveBack);
        return plan;
    }
    d.hitsIgnored = std::min(d.hits, driveBackHitsIgnored(d.protection));
    if (d.hits - d.hitsIgnored == 0) {
        d.outcome = DriveBackOutcome::HitsIgnored;
        return plan;
    }
    // Its own rule may roll a die more or fewer (Bushido: one fewer), never fewer than none.
    d.soonerScore = soonerScore(state, units);
    const int sooner = d.soonerScore > 0 ? state.hitsConfusingSooner : 0;
    const DriveBackDiceSplit split =
        splitDriveBackDice(d.hits, sooner, d.hitsIgnored - unit.profile.value(Trait::DriveBackDice));
    if (split.ordinary + split.sooner == 0) {
        d.outcome = DriveBackOutcome::HitsIgnored;
        return plan;
    }
    plan.ordinaryDice = split.ordinary;
    plan.soonerDice = split.sooner;
    if (split.sooner == 0)
        d.soonerScore = 0;
    Unit tryConfusing = unit;
    plan.canBeConfused = confuse(tryConfusing, ConfusionCause::DriveBackSix);
    plan.confusionOnly = unit.profile.has(Trait::DriveBackConfusionOnly);
    d.outcome = plan.confusionOnly ? DriveBackOutcome::ConfusionOnly : DriveBackOutcome::DrivenBack;
    return plan;
}

Result<ShootingPhaseEnd> endShootingPhase(const QList<Unit> &units, const Ruleset &ruleset, DiceSource &dice,
                                          QList<DriveBack> *resolvedBeforeDiceRanOut)
{
    QList<UnitId> seen;
    for (qsizetype i = 0; i < units.size(); ++i) {
        const Unit &u = units.at(i);
        const QString field = QStringLiteral("unit %1").arg(i + 1);
        if (auto error = UnitChecks::validAndListedOnce(u, seen, field))
            return *error;
    }

    ShootingPhaseEnd end;
    end.units = units;
    try {
        for (Unit &unit : end.units) {
            if (!takesDriveBack(unit))
                continue;
            end.driveBacks.append(driveBack(unit, units, ruleset, dice));
        }
    } catch (const DiceError &e) {
        if (resolvedBeforeDiceRanOut)
            *resolvedBeforeDiceRanOut = end.driveBacks;
        return Error{QStringLiteral("dice"), e.message()};
    }

    // Only after every drive back: odd hits are discarded, except on units in combat, whose hits
    // stay with them into the fighting.
    for (Unit &unit : end.units) {
        UnitState &state = unit.state;
        if (!state.engaged && state.hitsAccumulated > 0) {
            end.discarded.append({unit.id, unit.displayName(), state.hitsAccumulated});
            state.hitsAccumulated = 0;
        }
        state.hitsTakenThisPhase = 0;
        state.hitsConfusingSooner = 0;
        state.shotAtBy.clear();
    }
    return end;
}

} // namespace wm
