// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderwalkthrough.h"

#include "core/game/walkthrough/tablewalkthrough.h"
#include "core/rules/signednumber.h"

namespace wm {

namespace {

struct OrderStepsText
{
    Q_DECLARE_TR_FUNCTIONS(OrderSteps)
};

} // namespace

QStringList orderWalkthrough(const Battle &before, const OrderAction &action, const ActionOutcome &outcome)
{
    const auto *result = std::get_if<OrderResult>(&outcome);
    if (!result)
        return {ActionResolver::describe(before, action)};

    QStringList lines;
    const QString character = before.unitName(action.character);
    QStringList units;
    for (UnitId id : action.units)
        units.append(before.unitName(id));
    lines.append(units.size() == 1 ? OrderStepsText::tr("%1 orders %2.").arg(character, units.constFirst())
                                   : OrderStepsText::tr("%1 orders a brigade: %2.")
                                         .arg(character, units.join(OrderStepsText::tr(", ", "between units"))));

    // The same numbers the form showed before the roll, from the result itself.
    const OrderPreview target{result->command, result->penalties, result->needed};
    if (result->crownUsed)
        lines.append(OrderStepsText::tr("The Crown of Command: an unmodified Command 10, no penalties."));
    if (action.helmOfDominion)
        lines.append(OrderStepsText::tr(
            "The Helm of Dominion: +1 Command (10 at most) for every order of the General this turn."));
    lines.append(target.commandText());
    for (const OrderPenalty &penalty : result->penalties)
        lines.append(penalty.describe());
    lines.append(target.neededText());

    const QList<int> &faces = result->roll.faces;
    if (faces.size() == 2)
        lines.append(
            OrderStepsText::tr("Rolled %1 + %2 = %3").arg(faces.at(0)).arg(faces.at(1)).arg(result->roll.total()));
    if (result->reRoll && result->reRoll->faces.size() == 2) {
        const QList<int> &again = result->reRoll->faces;
        lines.append(OrderStepsText::tr(
                         "The order failed: the Orb of Majesty rolls it again as at Command %1, needing %2 or less.")
                         .arg(OrbCommand)
                         .arg(result->reRollNeeded));
        lines.append(OrderStepsText::tr("Rolled again %1 + %2 = %3")
                         .arg(again.at(0))
                         .arg(again.at(1))
                         .arg(result->reRoll->total()));
    }
    if (result->table && result->tableRoll && !result->blunderSpell.isEmpty())
        lines.append(OrderStepsText::tr("A double, and %1 is on %2: any double is a blunder. A D6 on %3 shows %4.")
                         .arg(result->blunderSpell, character, DiceTable::get(*result->table).name)
                         .arg(result->tableRoll->total()));
    else if (result->table && result->tableRoll)
        lines.append(OrderStepsText::tr("Double six: a D6 on %1 shows %2.")
                         .arg(DiceTable::get(*result->table).name)
                         .arg(result->tableRoll->total()));
    if (result->table && result->tableRoll && result->tableModifier != 0)
        lines.append(OrderStepsText::tr("The General's rule for his characters' blunders: %1 %2 reads %3.")
                         .arg(result->tableRoll->total())
                         .arg(signedNumber(result->tableModifier))
                         .arg(result->tableScore()));
    lines.append(result->summary());

    for (const Unit &after : result->unitsAfter) {
        if (const Unit *was = before.unit(after.id))
            lines += tableEffectLines(*was, after);
    }

    const CommandPhaseState &was = before.commandPhase();
    const CommandPhaseState &now = result->phaseAfter;
    if (now.generalFailed && !was.generalFailed)
        lines.append(OrderStepsText::tr("The General failed: no character gives another order this phase."));
    else if (now.charactersStopped.contains(action.character) && !was.charactersStopped.contains(action.character))
        lines.append(OrderStepsText::tr("%1 gives no more orders this phase.").arg(character));
    return lines;
}

} // namespace wm
