// SPDX-License-Identifier: GPL-3.0-or-later
#include "movement.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/traits.h"

namespace wm {

namespace {

struct MovementText
{
    Q_DECLARE_TR_FUNCTIONS(Movement)
};

using T = MovementText;

// What stops any unit moving in the Command phase, whatever moves it.
std::optional<Error> whyCannotMove(const Unit &unit, const QString &field)
{
    const QString name = unit.displayName();
    if (unit.state.isDestroyed())
        return Error{field, T::tr("%1 is no longer on the table.").arg(name)};
    if (unit.state.isConfused())
        return Error{field, T::tr("%1 is confused: a confused unit does not move in its Command phase.").arg(name)};
    if (unit.state.immobilised)
        return Error{field, T::tr("%1 is immobilised for the rest of the game.").arg(name)};
    return std::nullopt;
}

// What stops a unit using its initiative (FACTS §1.2, sources/004 "Initiative").
std::optional<Error> whyNoInitiative(const Unit &unit, const CommandPhaseState &phase, const QString &field)
{
    const QString name = unit.displayName();
    if (phase.ordersStarted)
        return Error{field, T::tr("Orders have begun: initiative moves come before the first order.")};
    if (unit.state.ordersThisPhase > 0)
        return Error{
            field,
            T::tr("%1 has had an order this phase: a unit moves on initiative or by orders, never both.").arg(name)};
    if (unit.state.movedOnInitiative)
        return Error{field, T::tr("%1 has already used its initiative this turn.").arg(name)};
    return std::nullopt;
}

// A spell on it that takes its initiative away, as its own rule may (Traitor Kin).
std::optional<Error> spellForbidsInitiative(const Unit &unit, const QString &field)
{
    if (!unit.underSpell(SpellState::NoInitiative))
        return std::nullopt;
    return Error{field, T::tr("%1 may not use its initiative: %2 is on it.")
                            .arg(unit.displayName(), unit.spellsGiving(SpellState::NoInitiative))};
}

void addOnce(QList<UnitId> &ids, UnitId id)
{
    if (!ids.contains(id))
        ids.append(id);
}

} // namespace

std::optional<Error> whyCannotCharge(const Unit &unit, ChargeBy by, const CommandPhaseState &phase,
                                     const QString &field)
{
    const QString name = unit.displayName();
    if (unit.profile.isCharacter())
        return Error{field, T::tr("%1 is a character: a character alone cannot charge.").arg(name)};
    if (auto error = whyCannotMove(unit, field))
        return error;
    if (unit.state.chargedThisTurn)
        return Error{field, T::tr("%1 has already charged this turn.").arg(name)};
    if (unit.underSpell(SpellState::CannotCharge))
        return Error{field,
                     T::tr("%1 may not charge: %2 is on it.").arg(name, unit.spellsGiving(SpellState::CannotCharge))};
    if (by == ChargeBy::Initiative) {
        if (auto error = whyNoInitiative(unit, phase, field))
            return error;
        if (unit.profile.type == UnitType::Artillery)
            return Error{field,
                         T::tr("%1 is artillery: artillery may evade on initiative but never charge on it.").arg(name)};
        if (unit.profile.has(Trait::NoInitiative))
            return Error{field, T::tr("%1 never uses initiative: its special rule says so.").arg(name)};
        if (auto error = spellForbidsInitiative(unit, field))
            return error;
        return std::nullopt;
    }
    if (unit.state.movedOnInitiative)
        return Error{field, T::tr("%1 moved on initiative this turn: it takes no orders.").arg(name)};
    if (const auto &limit = unit.state.orderLimit; limit && !unit.state.mayChargeOnOrder) {
        switch (limit->limit) {
        case MoveLimit::NoMove:
            return Error{field, T::tr("%1 may not move this phase: %2.").arg(name, MoveLimitText::cause(limit->cause))};
        case MoveLimit::HalfPaceNoCharge:
            return Error{field, T::tr("%1 may move only at half pace and may not charge this phase: %2.")
                                    .arg(name, MoveLimitText::cause(limit->cause))};
        case MoveLimit::NoFurtherOrders:
            return Error{field, T::tr("%1 has made the move its %2 row gave it and may not charge.")
                                    .arg(name, MoveLimitText::cause(limit->cause))};
        }
    }
    if (!unit.state.mayChargeOnOrder)
        return Error{field, T::tr("%1 has had no order that passed this phase: a unit charges on initiative or on "
                                  "an order that lets it move.")
                                .arg(name)};
    return std::nullopt;
}

std::optional<Error> whyCannotBeCharged(const Unit &unit, const QString &field)
{
    const QString name = unit.displayName();
    if (unit.profile.isCharacter())
        return Error{field, T::tr("%1 is a character: characters cannot be charged.").arg(name)};
    if (unit.state.isDestroyed())
        return Error{field, T::tr("%1 is no longer on the table.").arg(name)};
    return std::nullopt;
}

std::optional<Error> whyCannotEvade(const Unit &unit, const CommandPhaseState &phase, const QString &field)
{
    const QString name = unit.displayName();
    if (unit.profile.isCharacter())
        return Error{field, T::tr("%1 is a character: characters never use initiative.").arg(name)};
    if (unit.profile.has(Trait::Flyer))
        return Error{field, T::tr("%1 flies: flyers may charge on initiative but never evade.").arg(name)};
    if (auto error = whyCannotMove(unit, field))
        return error;
    if (unit.state.chargedThisTurn)
        return Error{field, T::tr("%1 has charged this turn.").arg(name)};
    if (unit.profile.has(Trait::NoInitiative))
        return Error{field, T::tr("%1 never uses initiative: its special rule says so.").arg(name)};
    if (auto error = spellForbidsInitiative(unit, field))
        return error;
    if (unit.profile.has(Trait::CannotEvade))
        return Error{field, T::tr("%1 never evades: its special rule says so.").arg(name)};
    return whyNoInitiative(unit, phase, field);
}

std::optional<Error> whyTooFarForInitiative(const Unit &unit, std::optional<int> nearestEnemyCm, const QString &field)
{
    // Only a unit within 20 cm of the closest visible enemy moves on initiative (FACTS §1.2).
    if (!nearestEnemyCm || *nearestEnemyCm <= InitiativeRangeCm)
        return std::nullopt;
    return Error{field, T::tr("%1 is %2 cm from the nearest enemy: a unit moves on initiative only within %3 cm.")
                            .arg(unit.displayName())
                            .arg(*nearestEnemyCm)
                            .arg(InitiativeRangeCm)};
}

std::optional<Error> whyCannotHomeBack(const Unit &unit, const CommandPhaseState &phase, const QString &field)
{
    const QString name = unit.displayName();
    if (unit.profile.isCharacter() || !unit.profile.has(Trait::Flyer))
        return Error{field, T::tr("%1 does not fly: only flying units home back.").arg(name)};
    if (auto error = whyCannotMove(unit, field))
        return error;
    if (phase.ordersStarted)
        return Error{field, T::tr("Orders have begun: flyers home back before the first order.")};
    if (unit.state.homedBackThisTurn)
        return Error{field, T::tr("%1 has already homed back this turn.").arg(name)};
    return std::nullopt;
}

std::optional<Error> whyCannotAdvanceInto(const Unit &unit, const QString &field)
{
    const QString name = unit.displayName();
    if (unit.state.isDestroyed())
        return Error{field, T::tr("%1 is no longer on the table.").arg(name)};
    if (!unit.state.advancedThisPhase)
        return Error{field, T::tr("%1 has not advanced: a unit advances when it has won a combat, every enemy of "
                                  "it is destroyed, and its player chose to advance.")
                                .arg(name)};
    return std::nullopt;
}

std::optional<Error> whyCannotJoin(const Unit &character, const Unit &unit)
{
    if (!character.profile.isCharacter())
        return Error{QStringLiteral("character"),
                     T::tr("%1 is not a General, Hero or Wizard.").arg(character.displayName())};
    if (character.state.isDestroyed())
        return Error{QStringLiteral("character"), T::tr("%1 has been slain.").arg(character.displayName())};
    if (unit.profile.isCharacter())
        return Error{QStringLiteral("unit"),
                     T::tr("%1 is a character: characters join units, not each other.").arg(unit.displayName())};
    if (unit.state.isDestroyed())
        return Error{QStringLiteral("unit"), T::tr("%1 is no longer on the table.").arg(unit.displayName())};
    if (const std::optional<QString> refused = JoinLimitsText::refusal(character, unit))
        return Error{QStringLiteral("unit"), *refused};
    return std::nullopt;
}

QList<Unit> charge(const QList<Unit> &chargers, const QList<Unit> &charged, ChargeBy by)
{
    QList<Unit> changed;
    for (Unit u : chargers) {
        u.state.engaged = true;
        u.state.chargedThisTurn = true;
        for (const Unit &c : charged)
            addOnce(u.state.engagedWith, c.id);
        if (by == ChargeBy::Initiative)
            u.state.movedOnInitiative = true;
        changed.append(u);
    }
    for (Unit u : charged) {
        u.state.engaged = true;
        for (const Unit &c : chargers) {
            addOnce(u.state.chargedBy, c.id);
            addOnce(u.state.engagedWith, c.id);
        }
        changed.append(u);
    }
    return changed;
}

QList<Unit> advanceInto(const Unit &advancer, const QList<Unit> &contacted)
{
    Unit a = advancer;
    a.state.engaged = true;
    // A new engagement: the rounds of the fight it left are not its rounds.
    a.state.combatRoundsThisPhase = 0;
    for (const Unit &u : contacted)
        addOnce(a.state.engagedWith, u.id);
    QList<Unit> changed{a};
    for (Unit u : contacted) {
        u.state.engaged = true;
        addOnce(u.state.chargedBy, advancer.id);
        addOnce(u.state.engagedWith, advancer.id);
        changed.append(u);
    }
    return changed;
}

QList<Unit> evade(const Unit &unit, const QList<Unit> &burstThrough)
{
    Unit evader = unit;
    evader.state.movedOnInitiative = true;
    evader.state.evadedThisTurn = true;
    QList<Unit> changed{evader};
    for (Unit friendUnit : burstThrough) {
        confuse(friendUnit, ConfusionCause::FriendlyEvaders);
        changed.append(friendUnit);
    }
    return changed;
}

QString HomeBackResult::summary() const
{
    return tr("%1 homes back up to %2 cm.").arg(unitAfter.displayName()).arg(distanceCm);
}

Result<HomeBackResult> homeBack(const Unit &unit, const CommandPhaseState &phase, DiceSource &dice,
                                std::optional<int> nearestCharacterCm)
{
    if (auto error = whyCannotHomeBack(unit, phase))
        return *error;
    // Only a flyer more than 20 cm from every character may home back (FACTS §2, flyers).
    if (nearestCharacterCm && *nearestCharacterCm <= HomeBackBeyondCm)
        return Error{QStringLiteral("distanceCm"),
                     T::tr("%1 is %2 cm from a character: a flyer homes back only from more than %3 cm away.")
                         .arg(unit.displayName())
                         .arg(*nearestCharacterCm)
                         .arg(HomeBackBeyondCm)};
    HomeBackResult result;
    try {
        result.roll = dice.d6(RollPurpose::HomeBack, unit.displayName());
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    result.distanceCm = result.roll.total() * HomeBackCmPerPip;
    result.unitAfter = unit;
    result.unitAfter.state.homedBackThisTurn = true;
    return result;
}

QString ConfusionTestResult::summary() const
{
    const QString name = unitAfter.displayName();
    if (wasConfused)
        return tr("%1 was already confused.").arg(name);
    if (neverConfused && !neverConfusedBy.isEmpty())
        return tr("%1 is never confused: %2 is on it.").arg(name, neverConfusedBy);
    if (neverConfused)
        return tr("%1 is never confused: its special rule says so.").arg(name);
    if (confused)
        return roll ? tr("%1 rolled a 6 and is confused.").arg(name) : tr("%1 is confused.").arg(name);
    return tr("%1 rolled no 6 and is not confused.").arg(name);
}

Result<ConfusionTestResult> testConfusion(const Unit &unit, ConfusionCause cause, int count, DiceSource &dice)
{
    if (unit.state.isDestroyed())
        return Error{QStringLiteral("unit"), T::tr("%1 is no longer on the table.").arg(unit.displayName())};
    if (count < 1 || (count > 1 && cause != ConfusionCause::ForcedFriendsAside))
        return Error{QStringLiteral("count"),
                     T::tr("Count: one test, or one die for each friend made to make way (was %1).").arg(count)};
    ConfusionTestResult result;
    result.cause = cause;
    result.unitAfter = unit;
    result.wasConfused = unit.state.isConfused();
    if (unit.profile.has(Trait::NeverConfused)) {
        result.neverConfused = true;
        return result;
    }
    if (unit.underSpell(SpellState::NeverConfused)) {
        result.neverConfused = true;
        result.neverConfusedBy = unit.spellsGiving(SpellState::NeverConfused);
        return result;
    }
    if (confusionNeedsRoll(cause)) {
        try {
            result.roll = dice.dice(count, RollPurpose::Confusion, unit.displayName());
        } catch (const DiceError &e) {
            return Error{QStringLiteral("dice"), e.message()};
        }
        result.confused = result.roll->contains(ConfusionTestScore);
    } else {
        result.confused = true;
    }
    if (result.confused)
        confuse(result.unitAfter, cause);
    return result;
}

Unit joinUnit(const Unit &character, std::optional<UnitId> unit)
{
    Unit c = character;
    c.state.joinedUnit = unit;
    return c;
}

void applyOrderLimit(UnitState &state, OrderVerdict verdict, const std::optional<TableRow> &row)
{
    state.mayChargeOnOrder = false;
    switch (verdict) {
    case OrderVerdict::Passed:
        state.orderLimit.reset();
        state.mayChargeOnOrder = true;
        return;
    case OrderVerdict::Failed:
        state.orderLimit = OrderLimit{MoveLimit::NoMove, MoveLimitCause::FailedOrder};
        return;
    case OrderVerdict::FailedHalfPace:
        state.orderLimit = OrderLimit{MoveLimit::HalfPaceNoCharge, MoveLimitCause::FailedOrder};
        return;
    case OrderVerdict::GeneralDoubleSix:
        state.orderLimit = OrderLimit{MoveLimit::NoMove, MoveLimitCause::GeneralDoubleSix};
        return;
    case OrderVerdict::Blunder:
    case OrderVerdict::Malfunction:
        break;
    }
    const MoveLimitCause cause =
        verdict == OrderVerdict::Blunder ? MoveLimitCause::Blunder : MoveLimitCause::Malfunction;
    const Effects effects = row ? row->effects : Effects{};
    // The row's own move comes first; a row that names none leaves the order failed: no move.
    if (effects.testFlag(Effect::HalfPaceNoCharge)) {
        state.orderLimit = OrderLimit{MoveLimit::HalfPaceNoCharge, cause};
    } else if (effects.testFlag(Effect::RushNearestEnemy)) {
        state.orderLimit = OrderLimit{MoveLimit::NoFurtherOrders, cause};
        state.mayChargeOnOrder = true;
    } else if (effects.testFlag(Effect::FallBackFromEnemy) ||
               (effects.testFlag(Effect::NoFurtherOrders) && !effects.testFlag(Effect::NoMoveThisPhase))) {
        state.orderLimit = OrderLimit{MoveLimit::NoFurtherOrders, cause};
    } else {
        state.orderLimit = OrderLimit{MoveLimit::NoMove, cause};
    }
}

QString MoveLimitText::name(MoveLimit limit)
{
    switch (limit) {
    case MoveLimit::NoMove:
        return tr("No move");
    case MoveLimit::HalfPaceNoCharge:
        return tr("Half pace, no charge");
    case MoveLimit::NoFurtherOrders:
        return tr("No further orders");
    }
    return {};
}

QString MoveLimitText::cause(MoveLimitCause cause)
{
    switch (cause) {
    case MoveLimitCause::FailedOrder:
        return tr("its order failed");
    case MoveLimitCause::GeneralDoubleSix:
        return tr("the General rolled a double six");
    case MoveLimitCause::Blunder:
        return tr("a blunder");
    case MoveLimitCause::Malfunction:
        return tr("a malfunction");
    }
    return {};
}

std::optional<Error> whyCharacterFinished(const Unit &character, const CommandPhaseState &phase)
{
    if (phase.charactersFinished.contains(character.id))
        return Error{QStringLiteral("character"),
                     T::tr("%1 has finished his orders: a character gives all his orders before another begins, and "
                           "does not start again.")
                         .arg(character.displayName())};
    return std::nullopt;
}

std::optional<Error> whyOutOfSequence(const Unit &unit, const Unit &character, const CommandPhaseState &phase,
                                      const QString &field)
{
    if (auto finished = whyCharacterFinished(character, phase))
        return finished;
    if (phase.orderingCharacter == character.id && unit.state.orderedBy == character.id &&
        !phase.currentGroup.contains(unit.id))
        return Error{field, T::tr("%1 has moved on from %2: a character may not return to a unit he has left.")
                                .arg(character.displayName(), unit.displayName())};
    return std::nullopt;
}

CommandPhaseState afterOrderBy(const CommandPhaseState &phase, UnitId character, const QList<UnitId> &units)
{
    CommandPhaseState after = phase;
    after.ordersStarted = true;
    if (after.orderingCharacter && *after.orderingCharacter != character &&
        !after.charactersFinished.contains(*after.orderingCharacter))
        after.charactersFinished.append(*after.orderingCharacter);
    if (after.orderingCharacter != character)
        after.currentGroup.clear();
    after.orderingCharacter = character;
    // Parts of a brigade split up are ordered one by one: the group stays the whole brigade until
    // a unit outside it is ordered.
    const bool withinGroup =
        std::all_of(units.cbegin(), units.cend(), [&](UnitId id) { return after.currentGroup.contains(id); });
    if (!withinGroup)
        after.currentGroup = units;
    return after;
}

} // namespace wm
