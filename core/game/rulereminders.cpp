// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulereminders.h"

#include "core/overloaded.h"

namespace wm::RuleReminders {

namespace {

void addOnce(QList<UnitId> &ids, UnitId id)
{
    if (!ids.contains(id))
        ids.append(id);
}

QList<RuleReminder> remindersOf(const Battle &battle, const QList<UnitId> &units, const QList<RuleMoment> &moments)
{
    QList<RuleReminder> found;
    for (UnitId id : units) {
        const Unit *unit = battle.unit(id);
        if (!unit || unit->state.isDestroyed())
            continue;
        for (const SpecialRule &rule : unit->profile.rules) {
            if (moments.contains(rule.asked))
                found.append({id, unit->displayName(), rule});
        }
    }
    return found;
}

} // namespace

QList<RuleMoment> momentsOf(const ActionInput &input)
{
    return std::visit(Overloaded{
                          // Initiative comes before orders: a unit that had to move on it is not to be ordered.
                          [](const OrderAction &) {
                              return QList<RuleMoment>{RuleMoment::Orders, RuleMoment::Initiative};
                          },
                          [](const InitiativeAction &) { return QList<RuleMoment>{RuleMoment::Initiative}; },
                          [](const EvadeAction &) { return QList<RuleMoment>{RuleMoment::Initiative}; },
                          [](const ChargeAction &a) {
                              return a.onInitiative ? QList<RuleMoment>{RuleMoment::Initiative, RuleMoment::Charge}
                                                    : QList<RuleMoment>{RuleMoment::Charge};
                          },
                          [](const ShootAction &) { return QList<RuleMoment>{RuleMoment::Shooting}; },
                          [](const CombatAction &) {
                              return QList<RuleMoment>{RuleMoment::Combat, RuleMoment::CombatResult};
                          },
                          [](const EndPhaseAction &) { return QList<RuleMoment>{RuleMoment::EndOfPhase}; },
                          [](const AdvanceAction &) { return QList<RuleMoment>{RuleMoment::CombatResult}; },
                          // Edits and table rolls carry out what was decided already: nothing to put to the players.
                          [](const TableRollAction &) { return QList<RuleMoment>{}; },
                          [](const MarkConfusedAction &) { return QList<RuleMoment>{}; },
                          [](const StrikeHitsAction &) { return QList<RuleMoment>{}; },
                          [](const CorrectionAction &) { return QList<RuleMoment>{}; },
                          [](const HomeBackAction &) { return QList<RuleMoment>{}; },
                          [](const JoinAction &) { return QList<RuleMoment>{}; },
                          [](const ConfusionTestAction &) { return QList<RuleMoment>{}; },
                          // A spell's attacks are shooting: the rules for shooting and being shot at apply.
                          [](const CastSpellAction &) { return QList<RuleMoment>{RuleMoment::Shooting}; },
                          [](const LeaveTableAction &) { return QList<RuleMoment>{}; },
                          [](const CharacterMovedThroughAction &) { return QList<RuleMoment>{}; },
                          [](const ConcedeAction &) { return QList<RuleMoment>{}; },
                      },
                      input);
}

QList<UnitId> unitsOf(const Battle &battle, const ActionInput &input)
{
    QList<UnitId> ids;
    std::visit(Overloaded{
                   [&](const OrderAction &a) {
                       addOnce(ids, a.character);
                       for (UnitId id : a.units)
                           addOnce(ids, id);
                   },
                   [&](const InitiativeAction &a) { addOnce(ids, a.unit); },
                   [&](const EvadeAction &a) { addOnce(ids, a.unit); },
                   [&](const ChargeAction &a) {
                       for (UnitId id : a.chargers + a.charged)
                           addOnce(ids, id);
                   },
                   [&](const ShootAction &a) {
                       for (const ShooterInput &s : a.shooters)
                           addOnce(ids, s.unit);
                       addOnce(ids, a.target);
                   },
                   [&](const CombatAction &a) {
                       for (Side side : Side::both()) {
                           for (const CombatUnitInput &u : a.sides[side]) {
                               addOnce(ids, u.unit);
                               if (u.character)
                                   addOnce(ids, *u.character);
                           }
                       }
                   },
                   // Whatever happens at the end of a phase can happen to any unit on the table.
                   [&](const EndPhaseAction &) {
                       for (Side side : Side::both()) {
                           for (const Unit &u : battle.army(side))
                               addOnce(ids, u.id);
                       }
                   },
                   [&](const AdvanceAction &a) {
                       addOnce(ids, a.unit);
                       for (UnitId id : a.contacted)
                           addOnce(ids, id);
                   },
                   [](const TableRollAction &) {},
                   [](const MarkConfusedAction &) {},
                   [](const StrikeHitsAction &) {},
                   [](const CorrectionAction &) {},
                   [](const HomeBackAction &) {},
                   [](const JoinAction &) {},
                   [](const ConfusionTestAction &) {},
                   [&](const CastSpellAction &a) {
                       addOnce(ids, a.wizard);
                       for (UnitId id : a.targets)
                           addOnce(ids, id);
                   },
                   [](const LeaveTableAction &) {},
                   [](const CharacterMovedThroughAction &) {},
                   [](const ConcedeAction &) {},
               },
               input);
    return ids;
}

QList<RuleReminder> forAction(const Battle &battle, const ActionInput &input)
{
    return remindersOf(battle, unitsOf(battle, input), momentsOf(input));
}

QList<RuleReminder> atCommandStart(const Battle &battle)
{
    QList<UnitId> ids;
    for (const Unit &u : battle.army(battle.activeSide()))
        ids.append(u.id);
    return remindersOf(battle, ids, {RuleMoment::CommandStart});
}

} // namespace wm::RuleReminders
