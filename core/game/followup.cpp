// SPDX-License-Identifier: GPL-3.0-or-later
#include "followup.h"

#include "core/game/actionrules.h"
#include "core/game/game.h"
#include "core/game/phaseendsummary.h"
#include "core/game/rulereminders.h"

#include <QLocale>

namespace wm {

namespace {

QString drivenBackQuestion(const Battle &battle, const QList<UnitId> &units)
{
    QStringList names;
    for (UnitId id : units) {
        if (const Unit *u = battle.unit(id))
            names.append(u->displayName());
    }
    return FollowUp::tr("Driven back: %1. Did any meet impassable terrain, enemies, or friends that could not "
                        "make way?")
        .arg(QLocale().createSeparatedList(names));
}

// Asks about the driven-back units still waiting, the first of them one click away.
void askDrivenBack(const Battle &battle, FollowUp &next)
{
    if (next.memory.drivenBackToAsk.isEmpty())
        return;
    next.lines.append(drivenBackQuestion(battle, next.memory.drivenBackToAsk));
    next.kind = FollowUpKind::DrivenBackTest;
    next.unit = next.memory.drivenBackToAsk.constFirst();
}

// A phase ended: what its housekeeping did, and each unit driven back without confusion may have met
// terrain, enemies or friends, so the players are asked about every one in turn.
FollowUp afterPhaseEnd(const Battle &battle, const PhaseEnd &end, const FollowUpMemory &before)
{
    FollowUp next;
    next.shown = true;
    next.memory.walkingGiant = before.walkingGiant;
    if (end.shooting) {
        for (const DriveBack &d : end.shooting->driveBacks) {
            if (d.outcome == DriveBackOutcome::DrivenBack && !d.confused)
                next.memory.drivenBackToAsk.append(d.unit);
        }
    }
    next.lines = PhaseEndSummary::lines(end, battle);
    askDrivenBack(battle, next);
    // A new turn: the rules the table decides before anything else (Daemonic instability, a
    // stampede) are put to the players now.
    if (battle.phase() == Phase::Command) {
        for (const RuleReminder &r : RuleReminders::atCommandStart(battle))
            next.lines.append(
                FollowUp::tr("Before initiative — %1 (%2): %3").arg(r.unitName, r.rule.name, r.rule.summary()));
    }
    return next;
}

// A charge that reached units with missiles: the first of them shoots at the chargers.
std::optional<UnitId> firstShooterCharged(const Battle &battle, const ChargeAction &charge)
{
    if (chargersToShootAt(battle, battle.activeSide().opponent()).isEmpty())
        return std::nullopt;
    for (UnitId id : charge.charged) {
        const Unit *u = battle.unit(id);
        if (u && u->profile.shootingAttacks)
            return id;
    }
    return std::nullopt;
}

} // namespace

FollowUp followUpAfter(const Battle &battle, const PlayedAction &last, const ActionInput &input,
                       const FollowUpMemory &before)
{
    if (const auto *end = std::get_if<PhaseEnd>(&last.outcome))
        return afterPhaseEnd(battle, *end, before);

    FollowUp next;
    const auto *test = std::get_if<ConfusionTestResult>(&last.outcome);
    // A driven-back unit answered: the next one still to answer is offered.
    if (test && before.drivenBackToAsk.contains(test->unitAfter.id)) {
        next.shown = true;
        next.memory = before;
        next.memory.drivenBackToAsk.removeAll(test->unitAfter.id);
        next.lines = {test->summary()};
        askDrivenBack(battle, next);
        return next;
    }

    // A Giant gone wild that walks through friends confuses each of them: they are named one by one,
    // the follow-up staying offered until the players do something else.
    const auto *table = std::get_if<TableResult>(&last.outcome);
    if (table && table->row && table->row->effects.testFlag(Effect::ConfusesFriendsInItsPath))
        next.memory.walkingGiant = table->unitAfter.id;
    else if (test && test->cause == ConfusionCause::GiantWalkedThrough)
        next.memory.walkingGiant = before.walkingGiant;
    if (next.memory.walkingGiant) {
        next.shown = true;
        if (test)
            next.lines.append(test->summary());
        next.lines.append(FollowUp::tr("Friends it walked through are confused until the end of the Command phase: "
                                       "name each of them."));
        next.kind = FollowUpKind::FriendWalkedThrough;
        return next;
    }

    if (const auto *charge = std::get_if<ChargeAction>(&input)) {
        if (const auto shooter = firstShooterCharged(battle, *charge)) {
            next.shown = true;
            next.lines = {FollowUp::tr("The units charged may shoot at their chargers first.")};
            next.kind = FollowUpKind::ShootAtChargers;
            next.unit = shooter;
        }
        return next;
    }

    // An order that let its units charge: their charge is one click away. One that failed a Giant
    // sends it wild: its roll on the table is.
    if (const auto *order = std::get_if<OrderResult>(&last.outcome)) {
        for (const Unit &u : order->unitsAfter) {
            if (!order->passed() && u.profile.has(Trait::GoesWild)) {
                next.shown = true;
                next.lines = {order->summary(), FollowUp::tr("%1 goes wild: roll on its table.").arg(u.displayName())};
                next.kind = FollowUpKind::GiantGoesWild;
                next.unit = u.id;
                return next;
            }
        }
        for (const Unit &u : order->unitsAfter) {
            if (u.state.mayChargeOnOrder)
                next.units.append(u.id);
        }
        if (!next.units.isEmpty()) {
            next.shown = true;
            next.lines = {order->summary()};
            next.kind = FollowUpKind::ChargeOrdered;
        }
    }
    return next;
}

std::optional<UnitId> likelyFriendWalkedThrough(const Battle &battle, UnitId giant)
{
    const std::optional<Side> side = battle.sideOf(giant);
    if (!side)
        return std::nullopt;
    for (const Unit &u : battle.army(*side)) {
        if (u.id != giant && !u.profile.isCharacter() && !u.state.isDestroyed() && !u.state.isConfused())
            return u.id;
    }
    return std::nullopt;
}

} // namespace wm
