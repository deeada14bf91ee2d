// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderodds.h"

#include "core/odds/diceenumeration.h"

#include <QCoreApplication>

namespace wm {

namespace {

// What a passed order leaves for the next one: the same character ordering the same units again.
struct AfterPass
{
    OrderRequest request;
    CommandPhaseState phase;
    double chance = 0;
};

// The request for the next order after `result` passed: the units and characters as it left them,
// the devices still offered only where they still work.
OrderRequest nextOrder(const OrderRequest &request, const OrderResult &result)
{
    OrderRequest next = request;
    next.units = result.unitsAfter;
    for (const Unit &c : result.charactersAfter) {
        if (c.id == request.character.id)
            next.character = c;
        else if (next.general && c.id == next.general->id)
            next.general = c;
    }
    const OrderDevices still = orderDevicesFor(next.character, next.general, result.phaseAfter);
    next.crownOfCommand = request.crownOfCommand && still.crownOfCommand;
    next.helmOfDominion = request.helmOfDominion && still.helmOfDominion;
    next.orbOfMajesty = request.orbOfMajesty && still.orbOfMajesty;
    next.sceptreOfSovereignty = request.sceptreOfSovereignty && still.sceptreOfSovereignty;
    next.said.clear(); // a power used on this order is not used again on the next
    return next;
}

void addRow(OrderOdds &odds, TableId table, const TableRow &row, double chance)
{
    for (OrderOdds::RowChance &r : odds.rows) {
        if (r.table == table && r.row == row) {
            r.chance += chance;
            return;
        }
    }
    odds.rows.append({table, row, chance});
}

void count(OrderOdds &odds, const OrderResult &result, double chance)
{
    switch (result.verdict) {
    case OrderVerdict::Passed:
        odds.passed += chance;
        break;
    case OrderVerdict::Failed:
        odds.failed += chance;
        break;
    case OrderVerdict::FailedHalfPace:
        odds.failed += chance;
        odds.failedHalfPace += chance;
        break;
    case OrderVerdict::GeneralDoubleSix:
        odds.generalDoubleSix += chance;
        break;
    case OrderVerdict::Blunder:
        odds.blunder += chance;
        break;
    case OrderVerdict::Malfunction:
        odds.malfunction += chance;
        break;
    }
    if (result.table && result.row && !result.sceptreUsed)
        addRow(odds, *result.table, *result.row, chance);
}

// Every way one order can go, counted over the resolver; the passes grouped by what they leave.
Result<OrderOdds> oneOrder(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset,
                           QList<AfterPass> *passes)
{
    const auto preview = previewOrder(request, phase, ruleset);
    if (!preview.ok())
        return preview.error();
    OrderOdds odds;
    odds.needed = preview->needed;
    for (DiceEnumeration e; e.next();) {
        const auto result = resolveOrder(request, phase, ruleset, e.dice());
        if (!result.ok())
            return result.error();
        count(odds, result.value(), e.chance());
        if (!passes || !result->passed())
            continue;
        const OrderRequest next = nextOrder(request, result.value());
        const auto same = std::find_if(passes->begin(), passes->end(), [&](const AfterPass &p) {
            return p.phase == result->phaseAfter && p.request.units == next.units &&
                   p.request.character == next.character && p.request.general == next.general;
        });
        if (same != passes->end())
            same->chance += e.chance();
        else
            passes->append({next, result->phaseAfter, e.chance()});
    }
    return odds;
}

// The chance of `more` further passes after each way the last order passed.
double chanceOfMore(const QList<AfterPass> &passes, const Ruleset &ruleset, int more)
{
    if (more == 0)
        return 0;
    double sum = 0;
    for (const AfterPass &p : passes) {
        QList<AfterPass> next;
        const auto odds = oneOrder(p.request, p.phase, ruleset, more > 1 ? &next : nullptr);
        // An order that can no longer be given (the character out of reach of a rule) is not passed.
        if (!odds.ok())
            continue;
        sum += p.chance * (more > 1 ? chanceOfMore(next, ruleset, more - 1) : odds->passed);
    }
    return sum;
}

} // namespace

Result<OrderOdds> orderOdds(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset,
                            int inARow)
{
    QList<AfterPass> passes;
    auto odds = oneOrder(request, phase, ruleset, inARow > 1 ? &passes : nullptr);
    if (!odds.ok())
        return odds;
    odds.value().ordersInARow.append(odds->passed);
    for (int n = 2; n <= inARow; ++n)
        odds.value().ordersInARow.append(chanceOfMore(passes, ruleset, n - 1));
    return odds;
}

namespace {

struct PlainOrderText
{
    Q_DECLARE_TR_FUNCTIONS(OrderOdds)
};

} // namespace

Distribution OrderOdds::ordersInARowExactly() const
{
    QList<double> exactly;
    double before = 1.0;
    for (double atLeast : ordersInARow) {
        exactly.append(before - atLeast);
        before = atLeast;
    }
    exactly.append(before);
    return Distribution::fromChances(0, exactly);
}

Result<OrderOdds> plainOrderOdds(int command, UnitType type, int modifier, const Ruleset &ruleset)
{
    // Named, as a message about the order may name them.
    UnitProfile character;
    character.name = PlainOrderText::tr("Character");
    character.type = type;
    character.command = command;
    character.stands = 1;
    UnitProfile infantry;
    infantry.name = PlainOrderText::tr("Unit");
    infantry.hits = 3;
    OrderRequest request;
    request.character = Unit::create(100, character);
    request.units = {Unit::create(1, infantry)};
    // The penalties as one that stays with the unit; a bonus is the first turn's.
    request.units[0].state.permanentCommandPenalty = std::max(0, -modifier);
    request.firstTurn = modifier > 0;
    Ruleset rules = ruleset;
    if (modifier > 0)
        rules.firstTurnCommandBonus = true;
    return orderOdds(request, {}, rules);
}

} // namespace wm
