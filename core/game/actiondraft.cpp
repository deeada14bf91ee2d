// SPDX-License-Identifier: GPL-3.0-or-later
#include "actiondraft.h"

#include "core/dice/diceentry.h"
#include "core/dice/diceerror.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionresolver.h"

#include <utility>

namespace wm {

void ActionDraft::setInput(const Game &game, const ActionInput &input)
{
    m_input = input;
    resolve(game);
}

void ActionDraft::clearInput(const QString &reason)
{
    m_input.reset();
    m_status = Status::Incomplete;
    m_pending.reset();
    m_rolled.clear();
    m_readings.clear();
    m_prepared.reset();
    m_error = Error{QStringLiteral("input"), reason};
}

void ActionDraft::refresh(const Game &game)
{
    if (m_input)
        resolve(game);
}

void ActionDraft::resolve(const Game &game)
{
    m_pending.reset();
    m_prepared.reset();
    m_error.reset();
    m_rolled.clear();
    m_readings.clear();
    if (!m_input) {
        m_status = Status::Incomplete;
        return;
    }

    StepDiceSource step(m_entered);
    Result<AppliedAction> applied = Error{};
    try {
        applied = ActionResolver::apply(game.battle(), *m_input, step);
    } catch (const DiceError &error) {
        applied = Error{QStringLiteral("dice"), error.message()};
    }
    // Rolls the rules no longer ask for are set aside, so they are never read for another roll.
    setAside(m_entered.mid(step.used().size()));
    m_entered = step.used();
    m_rolled = step.rolled();
    m_readings = step.readings();
    if (!applied && step.pending()) {
        m_status = Status::NeedsDice;
        m_pending = step.pending();
        return;
    }
    if (!applied) {
        m_status = Status::Incomplete;
        m_error = applied.error();
        return;
    }
    // The outcome knows what the rules made of each roll: a re-rolled one is marked so.
    m_rolled = outcomeRolls(applied->outcome);

    // Every roll is made: the game prepares the action itself from the same faces, as it will be
    // logged and replayed.
    QList<int> faces;
    for (const EnteredRoll &roll : std::as_const(m_entered))
        faces += roll.faces;
    ScriptedDiceSource dice(faces);
    auto prepared = game.prepare(*m_input, dice);
    if (!prepared) {
        m_status = Status::Incomplete;
        m_error = prepared.error();
        return;
    }
    m_status = Status::Ready;
    m_prepared = std::move(prepared).value();
    m_prepared->action.discarded = m_discarded;
}

void ActionDraft::setAside(const QList<EnteredRoll> &rolls)
{
    for (const EnteredRoll &roll : rolls) {
        m_discarded.append(
            DiceRoll{roll.request.purpose, roll.request.subject, roll.request.kind, roll.faces, RollMark::Discarded});
    }
}

void ActionDraft::applied()
{
    m_entered.clear();
    m_discarded.clear();
}

QList<DiceRoll> ActionDraft::abandon()
{
    setAside(m_entered);
    m_entered.clear();
    return std::exchange(m_discarded, {});
}

std::optional<Error> ActionDraft::add(const Game &game, const QList<int> &faces)
{
    m_entered.append(EnteredRoll{*m_pending, faces});
    resolve(game);
    return std::nullopt;
}

std::optional<Error> ActionDraft::enter(const Game &game, const QString &text)
{
    if (!m_pending)
        return Error{QStringLiteral("dice"), tr("No roll is waiting for dice.")};
    auto faces = DiceEntry::read(text, *m_pending);
    if (!faces)
        return faces.error();
    return add(game, faces.value());
}

std::optional<Error> ActionDraft::roll(const Game &game, DiceSource &dice)
{
    if (!m_pending)
        return Error{QStringLiteral("dice"), tr("No roll is waiting for dice.")};
    QList<int> faces;
    try {
        faces = dice.dice(m_pending->count, m_pending->purpose, m_pending->subject).faces;
    } catch (const DiceError &error) {
        return Error{QStringLiteral("dice"), error.message()};
    }
    return add(game, faces);
}

void ActionDraft::clearDice(const Game &game)
{
    setAside(m_entered);
    m_entered.clear();
    refresh(game);
}

} // namespace wm
