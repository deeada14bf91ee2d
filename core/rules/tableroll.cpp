// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableroll.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/unitchecks.h"

#include <algorithm>

namespace wm {

namespace {

struct TableRollText
{
    Q_DECLARE_TR_FUNCTIONS(TableRoll)
};

std::optional<Error> checkUnit(const Unit &unit)
{
    if (auto error = UnitChecks::valid(unit, QStringLiteral("unit")))
        return error;
    if (unit.state.isDestroyed())
        return Error{QStringLiteral("unit"), TableRollText::tr("%1 is destroyed.").arg(unit.displayName())};
    return std::nullopt;
}

// The total of a fixed part plus dice: the D3s are the faces after the D6s, halved and rounded up.
int amountTotal(const DiceAmount &amount, const std::optional<DiceRoll> &roll)
{
    int total = amount.fixed;
    if (!roll)
        return total;
    for (qsizetype i = 0; i < roll->faces.size(); ++i) {
        const int face = roll->faces.at(i);
        total += i < amount.d6 ? face : (face + 1) / 2;
    }
    return total;
}

void fillRow(TableResult &result, const Unit &unit, DiceSource &dice)
{
    result.unitAfter = unit;
    const DiceTable &table = DiceTable::get(result.table);
    const TableRow *row = table.rowFor(result.score);
    if (!row)
        return;
    result.row = *row;
    const QString who = unit.displayName();
    result.hitsRoll = rollAmount(row->hits, who, dice);
    result.hits = amountTotal(row->hits, result.hitsRoll);
    result.attacksRoll = rollAmount(row->attacks, who, dice);
    result.attacks = amountTotal(row->attacks, result.attacksRoll);
    result.distanceRoll = rollAmount(row->distanceCm, who, dice);
    result.distanceCm = amountTotal(row->distanceCm, result.distanceRoll);
    applyTableEffects(result.unitAfter.state, *row);
    if (row->effects.testFlag(Effect::PermanentCommandPenalty))
        ++result.unitAfter.state.permanentCommandPenalty;
}

} // namespace

std::optional<DiceRoll> rollAmount(const DiceAmount &amount, const QString &subject, DiceSource &dice)
{
    if (!amount.needsDice())
        return std::nullopt;
    // A lone D3 is asked for as one, so a player typing it in is told the die is halved.
    if (amount.d3 == 1 && amount.d6 == 0)
        return dice.d3(RollPurpose::Amount, subject);
    // One roll holds the D6s first, then the D3s, so a typed-in roll is one line of faces.
    DiceRoll roll = dice.dice(amount.d6 + amount.d3, RollPurpose::Amount, subject);
    if (amount.d3 > 0 && amount.d6 == 0)
        roll.kind = DiceKind::D3;
    return roll;
}

QList<DiceRoll> TableResult::rolls() const
{
    QList<DiceRoll> all;
    for (const auto *r : {&roll, &damageRoll, &hitsRoll, &attacksRoll, &distanceRoll}) {
        if (*r)
            all.append(**r);
    }
    return all;
}

Result<TableResult> rollOnTable(const Unit &unit, TableId table, DiceSource &dice)
{
    if (auto error = checkUnit(unit))
        return *error;
    const DiceTable &t = DiceTable::get(table);
    if (t.dice != TableDice::D6)
        return Error{QStringLiteral("table"),
                     TableRollText::tr("%1 is not rolled with one die: its score comes from the weapon's own roll.")
                         .arg(t.name)};
    TableResult result;
    result.table = table;
    try {
        result.roll = dice.d6(RollPurpose::Table, unit.displayName());
        result.score = result.roll->total();
        fillRow(result, unit, dice);
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    return result;
}

Result<TableResult> rollBuildingDamage(const Unit &unit, const BuildingHits &hits, DiceSource &dice)
{
    if (auto error = checkUnit(unit))
        return *error;
    if (auto error = checkCanDamageBuildings(unit, QStringLiteral("unit")))
        return *error;
    if (hits.hits < 1)
        return Error{
            QStringLiteral("hits"),
            TableRollText::tr("Damage is rolled for at least one hit on the building (was %1).").arg(hits.hits)};
    TableResult result;
    result.table = TableId::BuildingDamage;
    result.damageModifier = buildingDamageModifier(hits.target());
    try {
        result.damageRoll = dice.dice(hits.hits, RollPurpose::Damage, unit.displayName());
        const int highest = *std::max_element(result.damageRoll->faces.cbegin(), result.damageRoll->faces.cend());
        result.score = buildingDamageScore(highest, hits.target());
        fillRow(result, unit, dice);
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    return result;
}

Result<TableResult> applyTableScore(const Unit &unit, TableId table, int score, DiceSource &dice)
{
    if (auto error = checkUnit(unit))
        return *error;
    if (score < 1)
        return Error{QStringLiteral("score"), TableRollText::tr("A table score is at least 1 (was %1).").arg(score)};
    TableResult result;
    result.table = table;
    result.score = score;
    try {
        fillRow(result, unit, dice);
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    return result;
}

} // namespace wm
