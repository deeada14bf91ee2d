// SPDX-License-Identifier: GPL-3.0-or-later
#include "phaseendsummary.h"

namespace wm {

QString PhaseEndSummary::driveBack(const DriveBack &d)
{
    QString dice = d.dice ? d.dice->facesText() : QString();
    // The dice that confuse sooner were rolled apart: shown apart, with the score they confuse on.
    const bool soonerConfused = d.soonerDice && DriveBackRules::confusesOn(*d.soonerDice, d.soonerScore);
    if (d.soonerDice) {
        const QString sooner = tr("%1 confusing on %2+").arg(d.soonerDice->facesText()).arg(d.soonerScore);
        dice = dice.isEmpty() ? sooner : tr("%1; %2").arg(dice, sooner);
    }
    QString line;
    switch (d.outcome) {
    case DriveBackOutcome::DrivenBack:
        if (!d.confused)
            line = tr("%1 is driven back %2 cm (dice: %3).").arg(d.name).arg(d.distanceCm).arg(dice);
        else if (soonerConfused)
            line = tr("%1 is driven back %2 cm and confused by a %3 or more (dice: %4).")
                       .arg(d.name)
                       .arg(d.distanceCm)
                       .arg(d.soonerScore)
                       .arg(dice);
        else
            line =
                tr("%1 is driven back %2 cm and confused by a 6 (dice: %3).").arg(d.name).arg(d.distanceCm).arg(dice);
        break;
    case DriveBackOutcome::Routed:
        line = tr("%1 is routed: %2 cm is more than its full pace of %3 cm (dice: %4).")
                   .arg(d.name)
                   .arg(d.distanceCm)
                   .arg(d.fullPaceCm)
                   .arg(dice);
        break;
    case DriveBackOutcome::HitsIgnored:
        line = d.protection == Protection::Fortified
                   ? tr("%1 is not driven back: its fortified position ignores the hits.").arg(d.name)
                   : tr("%1 is not driven back: its defended position ignores the hit.").arg(d.name);
        break;
    case DriveBackOutcome::CarriedIntoCombat:
        line = tr("%1 is engaged and not driven back: the hits count in its first round of combat.").arg(d.name);
        break;
    case DriveBackOutcome::NeverDrivenBack:
        line = d.spell.isEmpty() ? tr("%1 is never driven back.").arg(d.name)
                                 : tr("%1 is not driven back: %2 is on it.").arg(d.name, d.spell);
        break;
    case DriveBackOutcome::ConfusionOnly:
        line = d.confused ? tr("%1 is not driven back, but a 6 confuses it (dice: %2).").arg(d.name, dice)
                          : tr("%1 is not driven back and rolled no 6 (dice: %2).").arg(d.name, dice);
        break;
    }
    if (d.hitsIgnored > 0 && d.outcome != DriveBackOutcome::HitsIgnored)
        line +=
            QLatin1Char(' ') + (d.protection == Protection::Fortified ? tr("Its fortified position ignored two hits.")
                                                                      : tr("Its defended position ignored one hit."));
    return line;
}

QStringList PhaseEndSummary::lines(const PhaseEnd &end, const Battle &battle)
{
    QStringList lines;
    if (end.shooting) {
        for (const DriveBack &d : end.shooting->driveBacks)
            lines.append(driveBack(d));
        for (const DiscardedHits &d : end.shooting->discarded)
            lines.append(tr("Odd hits discarded from %1: %2.").arg(d.name).arg(d.hits));
    }
    for (const DiscardedHits &d : end.discarded)
        lines.append(tr("Odd hits discarded from %1: %2.").arg(d.name).arg(d.hits));
    for (const UnitId id : end.confusionCleared)
        lines.append(tr("%1 is no longer confused.").arg(battle.unitName(id)));
    if (lines.isEmpty())
        lines.append(tr("Nothing to do at the end of the %1 phase.").arg(Battle::phaseName(end.ended)));
    return lines;
}

} // namespace wm
