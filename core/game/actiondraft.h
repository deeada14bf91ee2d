// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/stepdicesource.h"
#include "core/error.h"
#include "core/game/game.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// An action a resolver is putting together: what the player says happened on the table, and the
// dice rolled for it so far, one roll at a time. Whenever either changes it is resolved again, in
// core, with exactly those dice, and it then needs its next roll, is ready to apply, or cannot be
// done and says why. Nothing here changes the game: applying is the caller's commit of prepared().
class ActionDraft
{
    Q_DECLARE_TR_FUNCTIONS(ActionDraft)

public:
    enum class Status
    {
        Incomplete, // no action yet, or one that cannot be done: see error()
        NeedsDice,  // waiting for the roll pending()
        Ready,      // every roll made: prepared() is the action to apply
    };

    // What the player says happened; the dice made so far are kept for as long as the rules still
    // ask for the same rolls.
    void setInput(const Game &game, const ActionInput &input);
    // The form is not complete yet; `reason` says what is missing.
    void clearInput(const QString &reason);
    // Resolves again on the game as it is now (after an undo elsewhere, say).
    void refresh(const Game &game);

    Status status() const { return m_status; }
    const std::optional<ActionInput> &input() const { return m_input; }
    const std::optional<DiceRequest> &pending() const { return m_pending; }
    // The rolls made so far as the rules read them, in the order made; once Ready, marked as the
    // outcome has them (re-rolled, re-roll).
    const QList<DiceRoll> &rolled() const { return m_rolled; }
    // What the rules read from the rolls so far ("2 hits at 4+"), in the order read.
    const QList<RollReading> &readings() const { return m_readings; }
    bool hasDice() const { return !m_entered.isEmpty(); }
    // The rolls made so far as they were entered, each with the request it answered.
    const QList<EnteredRoll> &entered() const { return m_entered; }
    const std::optional<PreparedAction> &prepared() const { return m_prepared; }
    const std::optional<Error> &error() const { return m_error; }

    // The faces the player typed for the pending roll. All or nothing: on a bad entry the message
    // says what is wrong and the draft is as it was.
    std::optional<Error> enter(const Game &game, const QString &text);
    // The pending roll, made with `dice` (the app's random dice).
    std::optional<Error> roll(const Game &game, DiceSource &dice);
    // Sets every roll aside, to roll them all again: they stay in discarded().
    void clearDice(const Game &game);
    // Rolls made for this action and set aside, marked discarded, in the order rolled: by clearDice(),
    // or because the rules stopped asking for them when the input changed. The prepared action
    // carries them, so the log keeps every die.
    const QList<DiceRoll> &discarded() const { return m_discarded; }
    // The prepared action was applied: its dice are in the log now, and the next action starts with none.
    void applied();
    // The action will not be taken: every roll made for it, the set-aside ones first, marked
    // discarded in the order rolled, for the log to keep. The draft keeps none.
    QList<DiceRoll> abandon();

private:
    void resolve(const Game &game);
    std::optional<Error> add(const Game &game, const QList<int> &faces);
    void setAside(const QList<EnteredRoll> &rolls);

    std::optional<ActionInput> m_input;
    QList<EnteredRoll> m_entered;
    QList<DiceRoll> m_discarded;
    Status m_status = Status::Incomplete;
    std::optional<DiceRequest> m_pending;
    QList<DiceRoll> m_rolled;
    QList<RollReading> m_readings;
    std::optional<PreparedAction> m_prepared;
    std::optional<Error> m_error;
};

} // namespace wm
