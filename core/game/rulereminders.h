// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/rules/specialrule.h"

#include <QList>
#include <QString>

namespace wm {

// A special rule a resolver puts to the players: its effect depends on the table, so the resolver
// shows it where the players answer (a charge they must make, a bonus against Chaos only).
struct RuleReminder
{
    UnitId unit = 0;
    QString unitName;
    SpecialRule rule;

    bool operator==(const RuleReminder &) const = default;
};

namespace RuleReminders {

// The moments an action is resolved at: an order at Orders (and Initiative, which comes first), a charge at Charge (and
// Initiative when made on it), a shot at Shooting, a combat round at Combat and CombatResult, the end of a phase at
// EndOfPhase.
QList<RuleMoment> momentsOf(const ActionInput &input);
// The units the action concerns, the characters giving orders or fighting with them included.
QList<UnitId> unitsOf(const Battle &battle, const ActionInput &input);
// The rules of those units asked at those moments, in the order of the units, each rule once a unit.
QList<RuleReminder> forAction(const Battle &battle, const ActionInput &input);
// The rules of the active side's units asked at the start of its Command phase, before initiative.
QList<RuleReminder> atCommandStart(const Battle &battle);

} // namespace RuleReminders

} // namespace wm
