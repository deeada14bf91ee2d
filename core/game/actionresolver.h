// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/rules/boilingoil.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/combatround.h"
#include "core/rules/command.h"
#include "core/rules/leavetable.h"
#include "core/rules/magic.h"
#include "core/rules/movement.h"
#include "core/rules/shooting.h"
#include "core/rules/tableroll.h"

#include <QCoreApplication>

#include <variant>

namespace wm {

class DiceSource;

struct CombatActionResult
{
    CombatRoundResult round;
    CombatOutcome outcome;

    bool operator==(const CombatActionResult &) const = default;
};

// The order an order action gives: the character and the units as the battle has them now, all of
// the side whose turn it is. Shared by the resolver and the orders resolver's preview of the roll.
Result<OrderRequest> orderRequest(const Battle &battle, const OrderAction &action);
// The auras of the enemy wizards the player says reach an order of `orderingSide`: each must be an
// enemy of that side with an aura on him that works on orders (field "inAuraOf").
Result<QList<OrderAura>> orderAuras(const Battle &battle, const QList<UnitId> &wizards, Side orderingSide);
// The auras on a wizard that reach his enemies' orders (Sand Storm, Spite of Low'Key...).
QList<SpellOnUnit> orderAurasOf(const Unit &wizard);

// The round a combat action fights: its units as the battle has them now, each side one army's.
// Shared by the resolver and the combat resolver's preview of a round.
Result<CombatRequest> combatRequest(const Battle &battle, const CombatAction &action);

// The shot a shoot action makes: its shooters and target as the battle has them now, the positions and
// auras the player gave. Shared by the resolver and the shooting resolver's odds before the dice.
Result<ShootingRequest> shootingRequest(const Battle &battle, const ShootAction &action);

// The cast a spell action makes: the wizard, the spell, its targets and the enemy's answer as the
// battle has them now. Shared by the resolver and the spell resolver's odds before the dice.
Result<SpellRequest> spellRequest(const Battle &battle, const CastSpellAction &action);

// A unit as it shoots on the table: a character whose mount shoots (a dragon's breath) as a stand of
// the unit he has joined; and the shooting attacks characters who joined a unit add to it (a Djinn's).
// Shared by the resolver and the shooting resolver's reasons why a unit may not shoot.
Unit shooterOnTable(const Battle &battle, const Unit &unit);
int joinedShootingAttacks(const Battle &battle, const Unit &unit);

// What an action did, step by step, for the views to show: the resolver's own result.
using ActionOutcome =
    std::variant<std::monostate, OrderResult, Unit, ShootingResult, PhaseEnd, CombatActionResult, TableResult,
                 BoilingOilResult, HitsStruck, HomeBackResult, ConfusionTestResult, SpellResult, LeaveTableResult>;

// Every roll an outcome made, in order: for the dice log.
QList<DiceRoll> outcomeRolls(const ActionOutcome &outcome);

struct AppliedAction
{
    Battle after;
    ActionOutcome outcome;
    // Characters slain with the unit they had joined, which this action destroyed.
    QList<UnitId> charactersSlain{};
};

// Does one player action to a battle: checks it may be done now (the phase, whose units), resolves
// it with the rules in core with dice from `dice`, and returns the battle after it. The battle given
// is never changed; on any error nothing but the error is returned.
struct ActionResolver
{
    Q_DECLARE_TR_FUNCTIONS(ActionResolver)

public:
    static Result<AppliedAction> apply(const Battle &battle, const ActionInput &input, DiceSource &dice);

    // How the history and the undo menu name the action: "Shooting at Knights".
    static QString describe(const Battle &before, const ActionInput &input);
};

} // namespace wm
