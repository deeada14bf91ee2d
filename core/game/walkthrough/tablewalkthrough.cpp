// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablewalkthrough.h"

#include "core/rules/boilingoil.h"

namespace wm {

namespace {

struct TableStepsText
{
    Q_DECLARE_TR_FUNCTIONS(TableSteps)
};

QString rollLine(const DiceTable &table, const TableResult &result)
{
    if (result.roll)
        return TableStepsText::tr("%1: rolled %2.").arg(table.name).arg(result.score);
    if (result.damageRoll) {
        const int highest = result.score - result.damageModifier;
        if (result.damageModifier == 0)
            return TableStepsText::tr("%1: damage dice %2, the highest %3 is the score.")
                .arg(table.name, result.damageRoll->facesText())
                .arg(highest);
        return TableStepsText::tr("%1: damage dice %2, the highest %3 +%4 for the target = score %5.")
            .arg(table.name, result.damageRoll->facesText())
            .arg(highest)
            .arg(result.damageModifier)
            .arg(result.score);
    }
    switch (table.dice) {
    case TableDice::DoubleRolled:
        return TableStepsText::tr("%1: a double %2 rolled for its attacks.").arg(table.name).arg(result.score);
    case TableDice::HighestD6:
        return TableStepsText::tr("%1: score %2, the highest damage die with its modifiers.")
            .arg(table.name)
            .arg(result.score);
    case TableDice::D6:
        break;
    }
    return TableStepsText::tr("%1: score %2.").arg(table.name).arg(result.score);
}

// The numbers a row gives, with the dice rolled for them where it gives dice.
QStringList amountLines(const TableRow &row, const TableResult &result)
{
    QStringList lines;
    if (!row.hits.isNone()) {
        if (result.hitsRoll)
            lines.append(TableStepsText::tr("%1 = %2 hits on the target (dice: %3), struck with no roll to hit.")
                             .arg(row.hits.toString())
                             .arg(result.hits)
                             .arg(result.hitsRoll->facesText()));
        else if (result.hits == 1)
            lines.append(TableStepsText::tr("1 hit on the target, struck with no roll to hit."));
        else
            lines.append(TableStepsText::tr("%1 hits on the target, struck with no roll to hit.").arg(result.hits));
    }
    if (!row.attacks.isNone()) {
        if (result.attacksRoll)
            lines.append(TableStepsText::tr("%1 = %2 attacks (dice: %3), rolled to hit like shooting.")
                             .arg(row.attacks.toString())
                             .arg(result.attacks)
                             .arg(result.attacksRoll->facesText()));
        else if (result.attacks == 1)
            lines.append(TableStepsText::tr("1 attack, rolled to hit like shooting."));
        else
            lines.append(TableStepsText::tr("%1 attacks, rolled to hit like shooting.").arg(result.attacks));
    }
    if (!row.distanceCm.isNone()) {
        if (result.distanceRoll)
            lines.append(TableStepsText::tr("Distance: %1 cm = %2 cm (dice: %3).")
                             .arg(row.distanceCm.toString())
                             .arg(result.distanceCm)
                             .arg(result.distanceRoll->facesText()));
        else
            lines.append(TableStepsText::tr("Distance: %1 cm.").arg(result.distanceCm));
    }
    return lines;
}

QStringList tableResultLines(const TableResult &result)
{
    const DiceTable &table = DiceTable::get(result.table);
    QStringList lines{rollLine(table, result)};
    if (!result.row) {
        lines.append(DiceTable::noEntry(result.score));
        return lines;
    }
    lines.append(TableStepsText::tr("%1: %2").arg(result.row->title, result.row->text));
    lines += amountLines(*result.row, result);
    return lines;
}

QStringList boilingOilLines(const Unit &before, const BoilingOilResult &oil)
{
    QStringList lines = tableResultLines(oil.table);
    const QString name = before.displayName();
    if (oil.toHit) {
        const QString faces = oil.toHit->facesText();
        if (oil.hits == 0)
            lines.append(
                TableStepsText::tr("To hit on %1+, as in the open: %2, no hits.").arg(oil.scoreToHit).arg(faces));
        else if (oil.hits == 1)
            lines.append(
                TableStepsText::tr("To hit on %1+, as in the open: %2, 1 hit.").arg(oil.scoreToHit).arg(faces));
        else
            lines.append(TableStepsText::tr("To hit on %1+, as in the open: %2, %3 hits.")
                             .arg(oil.scoreToHit)
                             .arg(faces)
                             .arg(oil.hits));
    }
    if (oil.saves) {
        const int saveOn = before.profile.armour.score().value_or(0);
        lines.append(TableStepsText::tr("Armour saves on %1+: %2, %3 saved.")
                         .arg(saveOn)
                         .arg(oil.saves->facesText())
                         .arg(oil.saved));
    }
    if (oil.struck == 1)
        lines.append(TableStepsText::tr("1 hit struck on %1.").arg(name));
    else if (oil.struck > 1)
        lines.append(TableStepsText::tr("%1 hits struck on %2.").arg(oil.struck).arg(name));
    if (oil.standsRemoved == 1)
        lines.append(TableStepsText::tr("%1 loses a stand.").arg(name));
    else if (oil.standsRemoved > 1)
        lines.append(TableStepsText::tr("%1 loses %2 stands.").arg(name).arg(oil.standsRemoved));
    if (oil.retreatCm > 0)
        lines.append(TableStepsText::tr("%1 retreats %2 cm, 1 cm for each hit.").arg(name).arg(oil.retreatCm));
    return lines;
}

} // namespace

QStringList tableEffectLines(const Unit &before, const Unit &after)
{
    const QString name = before.displayName();
    const UnitState &was = before.state;
    const UnitState &now = after.state;
    QStringList lines;
    if (now.isDestroyed() && !was.isDestroyed())
        lines.append(TableStepsText::tr("%1 is destroyed.").arg(name));
    if (now.immobilised && !was.immobilised)
        lines.append(TableStepsText::tr("%1 is immobilised for the rest of the game.").arg(name));
    if (now.cannotShootThisTurn && !was.cannotShootThisTurn)
        lines.append(TableStepsText::tr("%1 cannot shoot this turn.").arg(name));
    if (now.doubleShootingThisTurn && !was.doubleShootingThisTurn)
        lines.append(TableStepsText::tr("%1 shoots with double its attacks this turn.").arg(name));
    if (now.cannotFightThisTurn && !was.cannotFightThisTurn)
        lines.append(TableStepsText::tr("%1 rolls no attacks in combat this turn.").arg(name));
    if (now.doubleAttacksFirstRoundThisTurn && !was.doubleAttacksFirstRoundThisTurn)
        lines.append(TableStepsText::tr("%1 doubles its attacks in its first round of combat this turn.").arg(name));
    if (now.shootingDiceFromNowOn && now.shootingDiceFromNowOn != was.shootingDiceFromNowOn)
        lines.append(
            *now.shootingDiceFromNowOn == 1
                ? TableStepsText::tr("%1 shoots with 1 die from now on.").arg(name)
                : TableStepsText::tr("%1 shoots with %2 dice from now on.").arg(name).arg(*now.shootingDiceFromNowOn));
    if (now.permanentCommandPenalty > was.permanentCommandPenalty)
        lines.append(now.permanentCommandPenalty == 1
                         ? TableStepsText::tr("%1 now has −1 Command for the rest of the game.").arg(name)
                         : TableStepsText::tr("%1 now has −%2 Command for the rest of the game.")
                               .arg(name)
                               .arg(now.permanentCommandPenalty));
    return lines;
}

QStringList tableWalkthrough(const Battle &before, const TableRollAction &action, const ActionOutcome &outcome)
{
    const Unit *unit = before.unit(action.unit);
    if (!unit)
        return {ActionResolver::describe(before, action)};
    if (const auto *oil = std::get_if<BoilingOilResult>(&outcome))
        return boilingOilLines(*unit, *oil) + tableEffectLines(*unit, oil->unitAfter);
    if (const auto *result = std::get_if<TableResult>(&outcome))
        return tableResultLines(*result) + tableEffectLines(*unit, result->unitAfter);
    return {ActionResolver::describe(before, action)};
}

} // namespace wm
