// SPDX-License-Identifier: GPL-3.0-or-later
#include "walkthrough.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/phaseendsummary.h"
#include "core/game/walkthrough/combatwalkthrough.h"
#include "core/game/walkthrough/movementwalkthrough.h"
#include "core/game/walkthrough/orderwalkthrough.h"
#include "core/game/walkthrough/shootingwalkthrough.h"
#include "core/game/walkthrough/spellwalkthrough.h"
#include "core/game/walkthrough/tablewalkthrough.h"
#include "core/overloaded.h"

namespace wm {

namespace {

struct WalkthroughText
{
    Q_DECLARE_TR_FUNCTIONS(Walkthrough)
};

} // namespace

QStringList actionWalkthrough(const Battle &before, const ActionInput &input, const ActionOutcome &outcome)
{
    // The other actions change one thing, which their name already says.
    const auto named = [&] { return QStringList{ActionResolver::describe(before, input)}; };
    return std::visit(Overloaded{
                          [&](const OrderAction &a) { return orderWalkthrough(before, a, outcome); },
                          [&](const InitiativeAction &) { return named(); },
                          [&](const ChargeAction &a) { return chargeWalkthrough(before, a); },
                          [&](const ShootAction &a) { return shootingWalkthrough(before, a, outcome); },
                          [&](const EndPhaseAction &) {
                              if (const auto *end = std::get_if<PhaseEnd>(&outcome))
                                  return PhaseEndSummary::lines(*end, before);
                              return named();
                          },
                          [&](const CombatAction &a) { return combatWalkthrough(before, a, outcome); },
                          [&](const TableRollAction &a) { return tableWalkthrough(before, a, outcome); },
                          [&](const MarkConfusedAction &) { return named(); },
                          [&](const StrikeHitsAction &) { return named(); },
                          [&](const CorrectionAction &) { return named(); },
                          [&](const EvadeAction &a) { return evadeWalkthrough(before, a); },
                          [&](const HomeBackAction &a) { return homeBackWalkthrough(before, a, outcome); },
                          [&](const AdvanceAction &a) { return advanceWalkthrough(before, a); },
                          [&](const JoinAction &a) { return joinWalkthrough(before, a); },
                          [&](const ConfusionTestAction &a) { return confusionTestWalkthrough(before, a, outcome); },
                          [&](const CastSpellAction &a) { return spellWalkthrough(before, a, outcome); },
                          [&](const LeaveTableAction &) {
                              if (const auto *left = std::get_if<LeaveTableResult>(&outcome))
                                  return QStringList{named().constFirst(), left->summary()};
                              return named();
                          },
                          [&](const CharacterMovedThroughAction &) { return named(); },
                          [&](const ConcedeAction &) { return named(); },
                      },
                      input);
}

QString readingLine(const RollReading &r)
{
    using Tr = WalkthroughText;
    const QString &who = r.subject;
    switch (r.purpose) {
    case RollPurpose::ToHit:
        if (r.successes == 0)
            return Tr::tr("%1: no hits (%2+ to hit).").arg(who).arg(r.score);
        if (r.successes == 1)
            return Tr::tr("%1: 1 hit (%2+ to hit).").arg(who).arg(r.score);
        return Tr::tr("%1: %2 hits (%3+ to hit).").arg(who).arg(r.successes).arg(r.score);
    case RollPurpose::ArmourSave:
        if (r.dice == 1)
            return r.successes == 1 ? Tr::tr("%1: the hit is saved (%2+ to save).").arg(who).arg(r.score)
                                    : Tr::tr("%1: the hit is not saved (%2+ to save).").arg(who).arg(r.score);
        return Tr::tr("%1: %2 of %3 hits saved (%4+ to save).").arg(who).arg(r.successes).arg(r.dice).arg(r.score);
    case RollPurpose::Cast:
        return r.successes > 0 ? Tr::tr("Cast! %1 needed %2+.").arg(who).arg(r.score)
                               : Tr::tr("Not cast: %1 needed %2+.").arg(who).arg(r.score);
    case RollPurpose::Dispel:
        return r.successes > 0 ? Tr::tr("Cancelled! %1 needed %2+.").arg(who).arg(r.score)
                               : Tr::tr("Not cancelled: %1 needed %2+.").arg(who).arg(r.score);
    default:
        return {};
    }
}

QStringList rollsSoFarWalkthrough(const Battle &before, const ActionInput &input, const QList<DiceRoll> &rolled,
                                  const QList<RollReading> &readings, const DiceRequest &pending)
{
    using Tr = WalkthroughText;
    QStringList lines;
    // Drive backs unit by unit, as their dice come in: players move the models one unit at a time.
    if (const auto *end = std::get_if<EndPhaseAction>(&input); end && pending.purpose == RollPurpose::DriveBack) {
        QList<int> faces;
        for (const DiceRoll &roll : rolled)
            faces += roll.faces;
        ScriptedDiceSource dice(faces);
        for (const DriveBack &d : before.driveBacksBeforeDiceRunOut(dice, end->driveBackOrder))
            lines.append(PhaseEndSummary::driveBack(d));
        return lines;
    }
    for (const DiceRoll &roll : rolled) {
        if (roll.purpose == RollPurpose::Order && roll.faces.size() == 2)
            lines.append(Tr::tr("Rolled %1 + %2 = %3.").arg(roll.faces.at(0)).arg(roll.faces.at(1)).arg(roll.total()));
    }
    for (const RollReading &reading : readings) {
        if (const QString line = readingLine(reading); !line.isEmpty())
            lines.append(line);
    }
    // Only the order rules ask for these two: the roll before decided it.
    if (pending.purpose == RollPurpose::Blunder)
        // A brigade blunders as one: the roll names the first of its units, so the line names none.
        lines.append(Tr::tr("Blunder! A die on the blunder table says what happens."));
    else if (pending.purpose == RollPurpose::Malfunction)
        lines.append(
            Tr::tr("Malfunction! A die on the malfunction table says what happens to %1.").arg(pending.subject));
    return lines;
}

} // namespace wm
