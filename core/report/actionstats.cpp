// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionstats.h"

#include "core/dice/diceerror.h"
#include "core/game/actionresolver.h"
#include "core/game/game.h"
#include "core/game/preview/combatpreview.h"
#include "core/odds/diceodds.h"
#include "core/odds/orderodds.h"
#include "core/overloaded.h"
#include "core/report/readingdicesource.h"

namespace wm {

namespace {

// The drive backs an action rolled, in the order their dice were rolled, with the side that rolled
// them: the enemy of each unit driven back.
struct RolledDriveBack
{
    Side by;
    QList<int> faces;
};

QList<RolledDriveBack> driveBacksRolled(const Battle &before, const ActionOutcome &outcome)
{
    QList<RolledDriveBack> rolled;
    auto add = [&](UnitId unit, const std::optional<DiceRoll> &roll) {
        if (!roll)
            return;
        const Side driven = before.sideOf(unit).value_or(before.activeSide().opponent());
        rolled.append({driven.opponent(), roll->faces});
    };
    if (const auto *end = std::get_if<PhaseEnd>(&outcome); end && end->shooting) {
        for (const DriveBack &d : end->shooting->driveBacks) {
            add(d.unit, d.dice);
            add(d.unit, d.soonerDice);
        }
    }
    if (const auto *spell = std::get_if<SpellResult>(&outcome)) {
        for (const SpellTargetResult &t : spell->targets)
            add(t.unit, t.driveBack);
    }
    return rolled;
}

// A roll read die by die against a score: each die a success with the chance of that score.
LuckRoll scoredRoll(Side side, LuckKind kind, const DiceRoll &roll, int score)
{
    const int dice = int(roll.faces.size());
    return {side, kind, DiceOdds::successes(dice, DiceOdds::chanceOfAtLeast(score)), roll.countAtLeast(score)};
}

std::optional<LuckKind> kindOfReading(RollPurpose purpose, bool combat)
{
    switch (purpose) {
    case RollPurpose::ToHit:
        return combat ? LuckKind::Combat : LuckKind::Shooting;
    case RollPurpose::ArmourSave:
        return LuckKind::Saves;
    case RollPurpose::Cast:
    case RollPurpose::Dispel:
        return LuckKind::Magic;
    default:
        return std::nullopt;
    }
}

void addFaces(FaceCounts &counts, const QList<int> &faces)
{
    for (int face : faces) {
        if (face >= 1 && face <= 6)
            ++counts[std::size_t(face - 1)];
    }
}

// The chance the order passes, as its own resolver decides it, against whether it did.
std::optional<LuckRoll> orderLuck(const Battle &before, const OrderAction &order, const ActionOutcome &outcome)
{
    const auto *result = std::get_if<OrderResult>(&outcome);
    const Result<OrderRequest> request = orderRequest(before, order);
    if (!result || !request)
        return std::nullopt;
    const Result<OrderOdds> odds = orderOdds(request.value(), before.commandPhase(), before.ruleset(), 1);
    if (!odds)
        return std::nullopt;
    const double passed = odds.value().passed;
    return LuckRoll{before.activeSide(), LuckKind::Orders, Distribution::fromChances(0, {1.0 - passed, passed}),
                    result->passed() ? 1 : 0};
}

// A combat round's result, each side's over the other's, against its odds before the dice (all of its
// attacks, saves, bonuses and carried hits together). Rounds whose odds are not worked out (two units
// striking again, several enemies with a sword...) are left out.
QList<LuckRoll> combatResultLuck(const Battle &before, const CombatAction &combat, const ActionOutcome &outcome)
{
    const auto *result = std::get_if<CombatActionResult>(&outcome);
    if (!result)
        return {};
    const Result<CombatOdds> odds = combatOddsOf(before, combat);
    if (!odds)
        return {};
    const Side first = Side::first();
    const Side second = Side::second();
    const int ahead = result->round.sides[first].total() - result->round.sides[second].total();
    const Distribution &difference = odds.value().difference;
    return {LuckRoll{first, LuckKind::CombatResults, difference, ahead},
            LuckRoll{second, LuckKind::CombatResults, difference.mapped([](int d) { return -d; }), -ahead}};
}

} // namespace

Result<ActionStats> statsOf(const GameSetup &setup, const Battle &before, const GameAction &action, Battle &after,
                            ActionOutcome *outcome)
{
    ReadingDiceSource dice(action.dice);
    Result<AppliedAction> applied = Error{};
    try {
        applied = ActionResolver::apply(before, action.input, dice);
    } catch (const DiceError &error) {
        return Error{QStringLiteral("dice"), error.message()};
    }
    if (!applied)
        return applied.error();

    ActionStats stats;
    stats.turn = before.turn();
    stats.side = before.activeSide();
    stats.phase = before.phase();
    const bool combat = std::holds_alternative<CombatAction>(action.input);
    const QList<RolledDriveBack> driveBacks = driveBacksRolled(before, applied.value().outcome);
    qsizetype nextDriveBack = 0;
    for (const ReadRoll &r : dice.rolls()) {
        Side by = before.activeSide();
        if (r.reading && r.reading->unit != 0) {
            by = before.sideOf(r.reading->unit).value_or(by);
            if (const auto kind = kindOfReading(r.roll.purpose, combat))
                stats.luck.append(scoredRoll(by, *kind, r.roll, r.reading->score));
        } else if (r.roll.purpose == RollPurpose::DriveBack && nextDriveBack < driveBacks.size() &&
                   driveBacks.at(nextDriveBack).faces == r.roll.faces) {
            by = driveBacks.at(nextDriveBack++).by;
            const int count = int(r.roll.faces.size());
            stats.luck.append({by, LuckKind::DriveBacks, DiceOdds::totalOfD6(count), r.roll.total()});
        }
        addFaces(stats.faces[by], r.roll.faces);
    }
    for (const DiceRoll &roll : action.discarded)
        addFaces(stats.faces[before.activeSide()], roll.faces);
    if (const auto *order = std::get_if<OrderAction>(&action.input)) {
        if (auto luck = orderLuck(before, *order, applied.value().outcome))
            stats.luck.append(*luck);
    }
    if (const auto *round = std::get_if<CombatAction>(&action.input))
        stats.luck.append(combatResultLuck(before, *round, applied.value().outcome));

    after = std::move(applied.value().after);
    if (outcome)
        *outcome = std::move(applied.value().outcome);
    stats.standingAfter = battleStanding(setup, after);
    stats.endsTurn = after.turn() != before.turn() || after.activeSide() != before.activeSide();
    return stats;
}

} // namespace wm
