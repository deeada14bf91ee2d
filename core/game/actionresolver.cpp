// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionresolver.h"

#include "core/enumkeys.h"
#include "core/game/actionrules.h"
#include "core/game/rulequestions.h"
#include "core/overloaded.h"
#include "core/rules/friendlyaura.h"
#include "core/rules/lonecharacter.h"

namespace wm {

namespace {

using Tr = ActionResolver;

// The context of one action: the battle it changes, and the checks every kind of action shares.
class Context
{
public:
    explicit Context(const Battle &battle)
        : m_battle(battle)
    {
    }

    Battle &battle() { return m_battle; }

    // The unit numbered `id`, or an error naming `field`.
    Result<Unit> unit(UnitId id, const QString &field) const
    {
        const Unit *u = m_battle.unit(id);
        if (!u)
            return Error{field, Tr::tr("No unit number %1 in this battle.").arg(id)};
        return *u;
    }

    // The unit must belong to `side`.
    std::optional<Error> onSide(const Unit &u, Side side, const QString &field) const
    {
        if (m_battle.sideOf(u.id) != side)
            return Error{field, side == m_battle.activeSide()
                                    ? Tr::tr("%1 belongs to the side whose turn it is not.").arg(u.displayName())
                                    : Tr::tr("%1 belongs to the side whose turn it is.").arg(u.displayName())};
        return std::nullopt;
    }

    std::optional<Error> notDestroyed(const Unit &u, const QString &field) const
    {
        if (u.state.isDestroyed())
            return Error{field, Tr::tr("%1 is no longer on the table.").arg(u.displayName())};
        return std::nullopt;
    }

private:
    Battle m_battle;
};

#define WM_TRY(expr)                                                                                                   \
    if (auto wm_error = (expr))                                                                                        \
    return *wm_error

// What a player does with each kind of action that has a phase of its own, as a refusal in another
// phase names it. A kind whose phaseOf() gives a Phase must have one (phaseError() does not compile
// without it); kinds done in any phase have none.
QString doing(const OrderAction &)
{
    return Tr::tr("Giving orders");
}
QString doing(const InitiativeAction &)
{
    return Tr::tr("Moving on initiative");
}
QString doing(const ChargeAction &)
{
    return Tr::tr("Charging");
}
QString doing(const EvadeAction &)
{
    return Tr::tr("Evading");
}
QString doing(const HomeBackAction &)
{
    return Tr::tr("Homing back");
}
QString doing(const AdvanceAction &)
{
    return Tr::tr("Advancing");
}
QString doing(const ShootAction &a)
{
    return a.timing == ShotTiming::AtChargers ? Tr::tr("Shooting at chargers") : Tr::tr("Shooting");
}
QString doing(const CombatAction &)
{
    return Tr::tr("Fighting a combat round");
}
QString doing(const StrikeHitsAction &)
{
    return Tr::tr("Hits that drive a unit back");
}
QString doing(const CastSpellAction &)
{
    return Tr::tr("Casting a spell");
}

// Whether an action may also be done in a phase besides its own: a shot at chargers at a unit
// advancing after its combat.
bool alsoDoneIn(const ShootAction &a, Phase phase)
{
    return shotAlsoMadeIn(a.timing, phase);
}
bool alsoDoneIn(const auto &, Phase)
{
    return false;
}

// The one check of every action's phase (phaseOf()), before anything else about it is looked at.
template <typename Kind>
std::optional<Error> phaseError(const Battle &battle, const Kind &a)
{
    if constexpr (requires { doing(a); }) {
        const std::optional<Phase> phase = phaseOf(a);
        if (!phase || *phase == battle.phase() || alsoDoneIn(a, battle.phase()))
            return std::nullopt;
        return Error{QStringLiteral("phase"),
                     Tr::tr("%1 belongs to the %2 phase; this is the %3 phase.")
                         .arg(doing(a), Battle::phaseName(*phase), Battle::phaseName(battle.phase()))};
    } else {
        static_assert(std::is_same_v<decltype(phaseOf(a)), std::optional<Phase>>,
                      "a kind done in a phase of its own says what is done in it: doing()");
        Q_ASSERT(!phaseOf(a));
        return std::nullopt;
    }
}

// The wizards the player says reach a unit of `side` with an aura giving `state`: each must be on
// that side and carry such an aura. Whether the unit is within its range is the players' to measure.
std::optional<Error> checkFriendlyAuras(const Context &c, const QList<UnitId> &wizards, Side side, SpellState state,
                                        const QString &field)
{
    QList<UnitId> seen;
    for (UnitId id : wizards) {
        auto wizard = c.unit(id, field);
        if (!wizard)
            return wizard.error();
        WM_TRY(c.onSide(wizard.value(), side, field));
        if (seen.contains(id))
            return Error{field, Tr::tr("%1 is named twice.").arg(wizard->displayName())};
        seen.append(id);
        if (!hasFriendlyAura(wizard.value(), state))
            return Error{
                field,
                state == SpellState::IgnoresTerror
                    ? Tr::tr("%1 has no spell about him that makes friends ignore terror.").arg(wizard->displayName())
                    : Tr::tr("%1 has no spell about him that lets friends re-roll their saves.")
                          .arg(wizard->displayName())};
    }
    return std::nullopt;
}

Result<AppliedAction> applyInput(Context &c, const OrderAction &a, DiceSource &dice)
{
    auto request = orderRequest(c.battle(), a);
    if (!request)
        return request.error();
    auto result = resolveOrder(request.value(), c.battle().commandPhase(), c.battle().ruleset(), dice);
    if (!result)
        return result.error();
    c.battle().update(result->unitsAfter + result->charactersAfter);
    c.battle().setCommandPhase(result->phaseAfter);
    return AppliedAction{c.battle(), std::move(result).value()};
}

Result<AppliedAction> applyInput(Context &c, const InitiativeAction &a, DiceSource &)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    WM_TRY(c.onSide(u.value(), c.battle().activeSide(), QStringLiteral("unit")));
    auto moved = moveOnInitiative(u.value(), c.battle().commandPhase());
    if (!moved)
        return moved.error();
    c.battle().update({moved.value()});
    return AppliedAction{c.battle(), moved.value()};
}

// The units numbered `ids`, each once, of `side` and on the table; errors name `field`.
Result<QList<Unit>> unitsOf(const Context &c, const QList<UnitId> &ids, Side side, const QString &field)
{
    QList<Unit> units;
    for (UnitId id : ids) {
        auto u = c.unit(id, field);
        if (!u)
            return u.error();
        WM_TRY(c.onSide(u.value(), side, field));
        if (std::any_of(units.cbegin(), units.cend(), [id](const Unit &seen) { return seen.id == id; }))
            return Error{field, Tr::tr("%1 is named twice.").arg(u->displayName())};
        units.append(u.value());
    }
    return units;
}

Result<AppliedAction> applyInput(Context &c, const ChargeAction &a, DiceSource &)
{
    if (a.chargers.isEmpty() || a.charged.isEmpty())
        return Error{QStringLiteral("chargers"), Tr::tr("A charge needs a unit that charges and a unit it reaches.")};
    const Side side = c.battle().activeSide();
    auto chargers = unitsOf(c, a.chargers, side, QStringLiteral("chargers"));
    if (!chargers)
        return chargers.error();
    auto charged = unitsOf(c, a.charged, side.opponent(), QStringLiteral("charged"));
    if (!charged)
        return charged.error();
    const ChargeBy by = a.onInitiative ? ChargeBy::Initiative : ChargeBy::Order;
    if (a.nearestEnemyCm && !a.onInitiative)
        return Error{QStringLiteral("nearestEnemyCm"),
                     Tr::tr("The distance to the nearest enemy is recorded only for a charge on initiative.")};
    for (const Unit &u : chargers.value()) {
        WM_TRY(c.notDestroyed(u, QStringLiteral("chargers")));
        if (c.battle().movesChecked())
            WM_TRY(whyCannotCharge(u, by, c.battle().commandPhase()));
        WM_TRY(whyTooFarForInitiative(u, a.nearestEnemyCm));
    }
    for (const Unit &u : charged.value()) {
        WM_TRY(c.notDestroyed(u, QStringLiteral("charged")));
        if (c.battle().movesChecked())
            WM_TRY(whyCannotBeCharged(u));
    }
    c.battle().update(charge(chargers.value(), charged.value(), by));
    return AppliedAction{c.battle(), std::monostate{}};
}

Result<AppliedAction> applyInput(Context &c, const EvadeAction &a, DiceSource &)
{
    const Side side = c.battle().activeSide();
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    WM_TRY(c.onSide(u.value(), side, QStringLiteral("unit")));
    WM_TRY(whyCannotEvade(u.value(), c.battle().commandPhase()));
    WM_TRY(whyTooFarForInitiative(u.value(), a.nearestEnemyCm));
    auto friends = unitsOf(c, a.burstThrough, side, QStringLiteral("burstThrough"));
    if (!friends)
        return friends.error();
    for (const Unit &f : friends.value()) {
        if (f.id == a.unit)
            return Error{QStringLiteral("burstThrough"), Tr::tr("A unit does not burst through itself.")};
        WM_TRY(c.notDestroyed(f, QStringLiteral("burstThrough")));
        if (f.profile.isCharacter())
            return Error{QStringLiteral("burstThrough"),
                         Tr::tr("%1 is a character: friends move through characters freely.").arg(f.displayName())};
    }
    c.battle().update(evade(u.value(), friends.value()));
    return AppliedAction{c.battle(), std::monostate{}};
}

Result<AppliedAction> applyInput(Context &c, const HomeBackAction &a, DiceSource &dice)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    WM_TRY(c.onSide(u.value(), c.battle().activeSide(), QStringLiteral("unit")));
    auto result = homeBack(u.value(), c.battle().commandPhase(), dice, a.distanceCm);
    if (!result)
        return result.error();
    c.battle().update({result->unitAfter});
    return AppliedAction{c.battle(), std::move(result).value()};
}

Result<AppliedAction> applyInput(Context &c, const AdvanceAction &a, DiceSource &)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    WM_TRY(whyCannotAdvanceInto(u.value()));
    // Either side's units fight in the Combat phase: the units reached are the advancer's enemies.
    auto contacted = unitsOf(c, a.contacted, c.battle().sideOf(a.unit)->opponent(), QStringLiteral("contacted"));
    if (!contacted)
        return contacted.error();
    if (contacted->isEmpty())
        return Error{QStringLiteral("contacted"), Tr::tr("Name the enemy units the advance reached.")};
    for (const Unit &e : contacted.value())
        WM_TRY(whyCannotBeCharged(e, QStringLiteral("contacted")));
    c.battle().update(advanceInto(u.value(), contacted.value()));
    return AppliedAction{c.battle(), std::monostate{}};
}

Result<AppliedAction> applyInput(Context &c, const JoinAction &a, DiceSource &)
{
    auto character = c.unit(a.character, QStringLiteral("character"));
    if (!character)
        return character.error();
    if (a.unit) {
        auto u = c.unit(*a.unit, QStringLiteral("unit"));
        if (!u)
            return u.error();
        WM_TRY(whyCannotJoin(character.value(), u.value()));
        WM_TRY(c.onSide(u.value(), *c.battle().sideOf(a.character), QStringLiteral("unit")));
    } else {
        WM_TRY(c.notDestroyed(character.value(), QStringLiteral("character")));
        if (!character->state.joinedUnit)
            return Error{QStringLiteral("unit"),
                         Tr::tr("%1 has joined no unit to leave.").arg(character->displayName())};
    }
    const Unit after = joinUnit(character.value(), a.unit);
    c.battle().update({after});
    return AppliedAction{c.battle(), after};
}

Result<AppliedAction> applyInput(Context &c, const LeaveTableAction &a, DiceSource &dice)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    auto result = leaveTable(u.value(), c.battle().ruleset(), dice);
    if (!result)
        return result.error();
    c.battle().update({result->unitAfter});
    return AppliedAction{c.battle(), std::move(result).value()};
}

Result<AppliedAction> applyInput(Context &c, const CharacterMovedThroughAction &a, DiceSource &)
{
    auto character = c.unit(a.character, QStringLiteral("character"));
    if (!character)
        return character.error();
    WM_TRY(whyNotLoneCharacter(character.value()));
    if (a.joins) {
        auto u = c.unit(*a.joins, QStringLiteral("joins"));
        if (!u)
            return u.error();
        // A friendly unit of his own army (FACTS §6).
        WM_TRY(c.onSide(u.value(), *c.battle().sideOf(a.character), QStringLiteral("joins")));
        if (auto error = whyCannotJoinWhenMovedThrough(character.value(), u.value(), a.distanceCm)) {
            if (error->field == QStringLiteral("unit"))
                error->field = QStringLiteral("joins");
            return *error;
        }
    } else if (a.distanceCm) {
        return Error{QStringLiteral("distanceCm"),
                     Tr::tr("A distance is measured only to the unit %1 joins.").arg(character->displayName())};
    }
    const Unit after = movedThrough(character.value(), a.joins);
    c.battle().update({after});
    return AppliedAction{c.battle(), after};
}

Result<AppliedAction> applyInput(Context &c, const ConcedeAction &a, DiceSource &)
{
    // Either player may concede at any moment of the game; ActionResolver::apply() refuses a second.
    c.battle().setConcededBy(a.side);
    return AppliedAction{c.battle(), std::monostate{}};
}

Result<AppliedAction> applyInput(Context &c, const ConfusionTestAction &a, DiceSource &dice)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    auto result = testConfusion(u.value(), a.cause, a.count, dice);
    if (!result)
        return result.error();
    c.battle().update({result->unitAfter});
    return AppliedAction{c.battle(), std::move(result).value()};
}

// The shot a shoot action makes, its units as the battle has them now.
Result<ShootingRequest> shootingRequestIn(Context &c, const ShootAction &a)
{
    const bool atChargers = a.timing == ShotTiming::AtChargers;
    Side side = shootingSide(c.battle(), a.timing);
    if (atChargers && c.battle().sideOf(a.target))
        side = c.battle().sideOf(a.target)->opponent();
    ShootingRequest request;
    request.timing = a.timing;
    request.onlyAtOwnChargers = c.battle().movesChecked();
    request.targetInPath = a.targetInPath;
    for (const ShooterInput &s : a.shooters) {
        auto u = c.unit(s.unit, QStringLiteral("shooters"));
        if (!u)
            return u.error();
        WM_TRY(c.onSide(u.value(), side, QStringLiteral("shooters")));
        Shooter shooter(shooterOnTable(c.battle(), u.value()), s.stands);
        shooter.joinedAttacks = joinedShootingAttacks(c.battle(), u.value());
        shooter.standsCrossed = s.standsCrossed;
        shooter.range = s.range;
        shooter.blind = s.blind;
        shooter.attacksGiven = s.attacksGiven;
        shooter.reRollAttacks = s.bannerOfFortune;
        shooter.attachedShoots = s.attachedShoots;
        request.shooters.append(shooter);
    }
    auto target = c.unit(a.target, QStringLiteral("target"));
    if (!target)
        return target.error();
    if (atChargers && c.battle().phase() == Phase::Combat)
        WM_TRY(advanceShotError(target.value(), a.targetInPath, c.battle().movesChecked()));
    // A unit in the path of a shot may be anyone's; the unit aimed at is always an enemy.
    if (!a.targetInPath)
        WM_TRY(c.onSide(target.value(), side.opponent(), QStringLiteral("target")));
    request.target = target.value();
    if (a.targetPositions) {
        WM_TRY(targetPositionsError(request.target, *a.targetPositions));
        request.target.state.positions = *a.targetPositions;
    }
    if (!a.targetInAuraOf.isEmpty()) {
        WM_TRY(checkFriendlyAuras(c, a.targetInAuraOf, c.battle().sideOf(a.target).value_or(side.opponent()),
                                  SpellState::ReRollFailedShootingSaves, QStringLiteral("targetInAuraOf")));
        request.targetReRollsFailedSaves = true;
    }
    return request;
}

Result<AppliedAction> applyInput(Context &c, const ShootAction &a, DiceSource &dice)
{
    const auto made = shootingRequestIn(c, a);
    if (!made)
        return made.error();
    const ShootingRequest &request = made.value();
    auto result = resolveShooting(request, c.battle().ruleset(), dice);
    if (!result)
        return result.error();
    QList<Unit> changed = result->shootersAfter;
    for (Unit &shooter : changed) {
        // A character shot as a stand of his unit; its engagement stays the unit's own.
        if (const Unit *before = c.battle().unit(shooter.id); before && before->profile.isCharacter()) {
            shooter.state.engaged = before->state.engaged;
            shooter.state.chargedBy = before->state.chargedBy;
        }
    }
    changed.append(result->targetAfter);
    c.battle().update(changed);
    return AppliedAction{c.battle(), std::move(result).value()};
}

Result<AppliedAction> applyInput(Context &c, const EndPhaseAction &a, DiceSource &dice)
{
    auto end = c.battle().endPhase(dice, a.driveBackOrder);
    if (!end)
        return end.error();
    return AppliedAction{c.battle(), std::move(end).value()};
}

} // namespace

Result<ShootingRequest> shootingRequest(const Battle &battle, const ShootAction &action)
{
    Context c(battle);
    return shootingRequestIn(c, action);
}

Result<OrderRequest> orderRequest(const Battle &battle, const OrderAction &a)
{
    // The character and the units ordered are the side's whose turn it is.
    const Context c(battle);
    const Side side = battle.activeSide();
    auto character = c.unit(a.character, QStringLiteral("character"));
    if (!character)
        return character.error();
    WM_TRY(c.onSide(character.value(), side, QStringLiteral("character")));
    OrderRequest request;
    request.character = character.value();
    for (UnitId id : a.units) {
        auto u = c.unit(id, QStringLiteral("units"));
        if (!u)
            return u.error();
        WM_TRY(c.onSide(u.value(), side, QStringLiteral("units")));
        request.units.append(u.value());
    }
    request.distanceCm = a.distanceCm;
    request.enemyWithin20cm = a.enemyWithin20cm;
    request.denseTerrain = a.denseTerrain;
    request.penaltyUnit = a.penaltyUnit;
    request.checkSequence = battle.movesChecked();
    request.crownOfCommand = a.crownOfCommand;
    request.helmOfDominion = a.helmOfDominion;
    request.orbOfMajesty = a.orbOfMajesty;
    request.sceptreOfSovereignty = a.sceptreOfSovereignty;
    if (const Unit *general = battle.general(side); general && character->profile.type != UnitType::General)
        request.general = *general;
    auto auras = orderAuras(battle, a.inAuraOf, side);
    if (!auras)
        return auras.error();
    request.auras = std::move(auras).value();
    request.said = a.rules;
    request.army = battle.army(side);
    request.firstTurn = battle.turn() == 1;
    return request;
}

Result<QList<OrderAura>> orderAuras(const Battle &battle, const QList<UnitId> &wizards, Side orderingSide)
{
    const Context c(battle);
    const QString field = QStringLiteral("inAuraOf");
    QList<OrderAura> auras;
    QList<UnitId> seen;
    for (UnitId id : wizards) {
        auto wizard = c.unit(id, field);
        if (!wizard)
            return wizard.error();
        WM_TRY(c.onSide(wizard.value(), orderingSide.opponent(), field));
        if (seen.contains(id))
            return Error{field, Tr::tr("%1 is named twice.").arg(wizard->displayName())};
        seen.append(id);
        const QList<SpellOnUnit> found = orderAurasOf(wizard.value());
        if (found.isEmpty())
            return Error{field,
                         Tr::tr("%1 has no spell about him that reaches enemy orders.").arg(wizard->displayName())};
        for (const SpellOnUnit &on : found)
            auras.append({wizard->displayName(), on});
    }
    return auras;
}

QList<SpellOnUnit> orderAurasOf(const Unit &wizard)
{
    QList<SpellOnUnit> found;
    if (wizard.state.isDestroyed())
        return found;
    for (const SpellOnUnit &on : wizard.state.spells) {
        if (on.aura && on.onEnemies &&
            (on.state == SpellState::OrderPenalty || on.state == SpellState::BlundersOnDoubles))
            found.append(on);
    }
    return found;
}

Unit shooterOnTable(const Battle &battle, const Unit &unit)
{
    if (!unit.profile.isCharacter() || !unit.state.joinedUnit)
        return unit;
    const Unit *joined = battle.unit(*unit.state.joinedUnit);
    return joined ? characterAsShooter(unit, *joined) : unit;
}

int joinedShootingAttacks(const Battle &battle, const Unit &unit)
{
    if (unit.profile.isCharacter())
        return 0;
    int attacks = 0;
    for (const Unit *c : battle.charactersJoining(unit.id))
        attacks += c->profile.value(Trait::AddsShootingAttacks);
    return attacks;
}

namespace {

// The round as the battle has it, the powers its players use already at work on it.
Result<CombatRequest> buildCombatRequest(const Battle &battle, const CombatAction &a)
{
    CombatRequest request;
    request.round = a.round;
    request.advanceIsNoCharge = battle.movesChecked();
    std::optional<Side> firstArmy;
    for (Side side : Side::both()) {
        const QString field = side == Side::first() ? QStringLiteral("sides[0]") : QStringLiteral("sides[1]");
        for (const CombatUnitInput &input : a.sides[side]) {
            const Unit *u = battle.unit(input.unit);
            if (!u)
                return Error{field, Tr::tr("No unit number %1 in this battle.").arg(input.unit)};
            // Each side of the engagement is one army's units.
            const Side army = *battle.sideOf(input.unit);
            if (side == Side::first() && !firstArmy)
                firstArmy = army;
            if (army != (side == Side::first() ? *firstArmy : firstArmy.value_or(Side::first()).opponent()))
                return Error{field, Tr::tr("%1 fights on the wrong side of this combat.").arg(u->displayName())};
            CombatUnit unit;
            unit.unit = *u;
            unit.stands = input.stands;
            unit.supportingStands = input.supportingStands;
            unit.reRollAttacks = input.bannerOfFortune;
            unit.said = input.rules;
            request.armyKeys[side] = battle.armyKey(army);
            if (!input.inAuraOf.isEmpty()) {
                WM_TRY(checkFriendlyAuras(Context(battle), input.inAuraOf, army, SpellState::IgnoresTerror,
                                          QStringLiteral("inAuraOf")));
                unit.auraIgnoresTerror = true;
            }
            if (input.character) {
                const Unit *character = battle.unit(*input.character);
                if (!character)
                    return Error{field, Tr::tr("No unit number %1 in this battle.").arg(*input.character)};
                if (battle.sideOf(*input.character) != army)
                    return Error{field, Tr::tr("%1 cannot join an enemy unit.").arg(character->displayName())};
                // Fighting with a unit is joining it: the list's limits hold here too.
                if (const std::optional<QString> refused = JoinLimitsText::refusal(*character, *u))
                    return Error{field, *refused};
                unit.character = *character;
                unit.characterStand = input.characterStand;
            }
            request.sides[side].append(unit);
        }
    }
    // The characters who joined each unit go with it, whether or not they add their attacks: a
    // character named with another unit of this round fights there, not here.
    QList<UnitId> namedElsewhere;
    for (Side side : Side::both()) {
        for (const CombatUnitInput &input : a.sides[side]) {
            if (input.character)
                namedElsewhere.append(*input.character);
        }
    }
    for (Side side : Side::both()) {
        for (CombatUnit &cu : request.sides[side]) {
            for (const Unit *c : battle.charactersJoining(cu.unit.id)) {
                if (!namedElsewhere.contains(c->id))
                    cu.joined.append(*c);
            }
        }
    }
    return request;
}

} // namespace

Result<CombatRequest> combatRequest(const Battle &battle, const CombatAction &a)
{
    auto used = RuleQuestions::withPowersUsed(battle, a);
    if (!used)
        return used.error();
    return buildCombatRequest(used.value(), a);
}

namespace {

Result<AppliedAction> applyInput(Context &c, const CombatAction &a, DiceSource &dice)
{
    // The powers the players use this round are spent whatever its dice.
    auto used = RuleQuestions::withPowersUsed(c.battle(), a);
    if (!used)
        return used.error();
    c.battle() = std::move(used).value();
    auto built = buildCombatRequest(c.battle(), a);
    if (!built)
        return built.error();
    const CombatRequest &request = built.value();
    auto round = resolveCombatRound(request, c.battle().ruleset(), dice);
    if (!round)
        return round.error();
    auto outcome = resolveCombatOutcome(round.value(), c.battle().ruleset(), a.circumstances, a.choices, dice);
    if (!outcome)
        return outcome.error();
    QList<Unit> changed = outcome->units[Side::first()] + outcome->units[Side::second()];
    changed += outcome->characters;
    // A character who fights with a unit has joined it.
    for (Side side : Side::both()) {
        for (const CombatUnitInput &input : a.sides[side]) {
            if (!input.character)
                continue;
            for (Unit &u : changed) {
                if (u.id == *input.character)
                    u.state.joinedUnit = input.unit;
            }
        }
    }
    c.battle().update(changed);
    return AppliedAction{c.battle(), CombatActionResult{std::move(round).value(), std::move(outcome).value()}};
}

Result<AppliedAction> applyInput(Context &c, const TableRollAction &a, DiceSource &dice)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    // A table of the other game would roll rows this game does not have.
    if (!c.battle().ruleset().tables().contains(a.table))
        return Error{QStringLiteral("table"),
                     Tr::tr("%1 is not a table of %2.").arg(DiceTable::get(a.table).name, c.battle().ruleset().name())};
    if (a.table == TableId::BoilingOil) {
        if (a.score)
            return Error{QStringLiteral("score"), Tr::tr("The boiling oil table is always rolled for.")};
        auto oil = resolveBoilingOil(u.value(), dice);
        if (!oil)
            return oil.error();
        c.battle().update({oil->unitAfter});
        return AppliedAction{c.battle(), std::move(oil).value()};
    }
    if (a.building && a.table != TableId::BuildingDamage)
        return Error{QStringLiteral("building"),
                     Tr::tr("Only the damage table is rolled for hits on a building, not %1.")
                         .arg(DiceTable::get(a.table).name)};
    if (a.building && a.score)
        return Error{QStringLiteral("score"),
                     Tr::tr("Damage to a building is read from its damage dice, not from a score given.")};
    if (a.table == TableId::BuildingDamage && !a.building && !a.score)
        return Error{QStringLiteral("building"), Tr::tr("Say what was hit and by how many hits.")};
    // Logs written before the damage dice were rolled here carry the score that was read off them.
    auto result = a.building ? rollBuildingDamage(u.value(), *a.building, dice)
                  : a.score  ? applyTableScore(u.value(), a.table, *a.score, dice)
                             : rollOnTable(u.value(), a.table, dice);
    if (!result)
        return result.error();
    c.battle().update({result->unitAfter});
    return AppliedAction{c.battle(), std::move(result).value()};
}

Result<AppliedAction> applyInput(Context &c, const MarkConfusedAction &a, DiceSource &)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    WM_TRY(c.notDestroyed(u.value(), QStringLiteral("unit")));
    Unit changed = u.value();
    if (changed.profile.has(Trait::NeverConfused))
        return Error{QStringLiteral("unit"),
                     Tr::tr("%1 is never confused: its special rule says so.").arg(changed.displayName())};
    if (changed.underSpell(SpellState::NeverConfused))
        return Error{QStringLiteral("unit"),
                     Tr::tr("%1 is never confused: %2 is on it.")
                         .arg(changed.displayName(), changed.spellsGiving(SpellState::NeverConfused))};
    confuse(changed, a.cause);
    c.battle().update({changed});
    return AppliedAction{c.battle(), changed};
}

Result<AppliedAction> applyInput(Context &c, const StrikeHitsAction &a, DiceSource &)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    WM_TRY(c.notDestroyed(u.value(), QStringLiteral("unit")));
    if (a.hits < 1)
        return Error{QStringLiteral("hits"), Tr::tr("Strike at least one hit.")};
    Unit changed = u.value();
    const HitsStruck struck = strikeHits(changed.state, changed.hitsValue(), a.hits);
    if (a.drivesBack)
        changed.state.hitsTakenThisPhase += a.hits;
    c.battle().update({changed});
    return AppliedAction{c.battle(), struck};
}

// The cast a spell action makes, its units as the battle has them now.
Result<SpellRequest> spellRequestIn(Context &c, const CastSpellAction &a)
{
    const Side side = c.battle().activeSide();
    auto wizard = c.unit(a.wizard, QStringLiteral("wizard"));
    if (!wizard)
        return wizard.error();
    WM_TRY(c.onSide(wizard.value(), side, QStringLiteral("wizard")));
    const Spell *spell = c.battle().spell(side, a.spell);
    if (!spell)
        return Error{
            QStringLiteral("spell"),
            Tr::tr("%1 is not a spell of this army's wizards.").arg(a.spell.isEmpty() ? Tr::tr("(none)") : a.spell)};
    SpellRequest request;
    request.wizard = wizard.value();
    request.wizardSide = side;
    request.spell = *spell;
    request.turn = c.battle().turn();
    request.opponentsNextTurn = c.battle().opponentsNextTurn(side);
    for (UnitId id : a.targets) {
        auto t = c.unit(id, QStringLiteral("targets"));
        if (!t)
            return t.error();
        request.targets.append(t.value());
        request.targetSides.append(c.battle().sideOf(id).value_or(side));
    }
    if (a.dispelBonus && !a.dispeller)
        return Error{QStringLiteral("dispelBonus"), Tr::tr("A dispel bonus needs someone trying to cancel the spell.")};
    if (a.dispellerCm && !a.dispeller)
        return Error{QStringLiteral("dispellerCm"),
                     Tr::tr("A distance to the dispeller needs someone trying to cancel the spell.")};
    if (a.scrollOfDispelling && !a.dispeller)
        return Error{QStringLiteral("scrollOfDispelling"),
                     Tr::tr("The Scroll of Dispelling needs the enemy character who reads it.")};
    request.ringOfMagic = a.ringOfMagic;
    request.wandOfPower = a.wandOfPower;
    request.rodOfRepetition = a.rodOfRepetition;
    request.castBonus = a.castBonus;
    request.recast = a.recast;
    if (a.spellbinder) {
        auto binder = c.unit(*a.spellbinder, QStringLiteral("spellbinder"));
        if (!binder)
            return binder.error();
        WM_TRY(c.onSide(binder.value(), side.opponent(), QStringLiteral("spellbinder")));
        request.spellbinder = binder.value();
    }
    if (a.dispeller) {
        auto by = c.unit(*a.dispeller, QStringLiteral("dispeller"));
        if (!by)
            return by.error();
        WM_TRY(c.onSide(by.value(), side.opponent(), QStringLiteral("dispeller")));
        DispelAttempt attempt{by.value(), 0, a.scrollOfDispelling, a.dispellerCm};
        if (a.dispelBonus) {
            if (!by->profile.has(Trait::DispelBonus))
                return Error{QStringLiteral("dispelBonus"),
                             Tr::tr("%1 has no bonus to cancel spells with.").arg(by->displayName())};
            if (by->state.dispelBonusUsed)
                return Error{QStringLiteral("dispelBonus"),
                             Tr::tr("%1 has used his bonus to cancel spells already: it works once a battle.")
                                 .arg(by->displayName())};
            attempt.bonus = by->profile.value(Trait::DispelBonus);
        }
        request.dispel = attempt;
    }
    return request;
}

Result<AppliedAction> applyInput(Context &c, const CastSpellAction &a, DiceSource &dice)
{
    const auto made = spellRequestIn(c, a);
    if (!made)
        return made.error();
    const SpellRequest &request = made.value();
    auto resolved = resolveSpell(request, c.battle().ruleset(), dice);
    if (!resolved)
        return resolved.error();
    SpellResult result = std::move(resolved).value();
    QList<Unit> changed{result.wizardAfter};
    if (result.dispellerAfter) {
        if (a.dispelBonus)
            result.dispellerAfter->state.dispelBonusUsed = true;
        changed.append(*result.dispellerAfter);
    }
    if (result.spellbinderAfter)
        changed.append(*result.spellbinderAfter);
    for (const SpellTargetResult &t : result.targets)
        changed.append(t.after);
    c.battle().update(changed);
    return AppliedAction{c.battle(), std::move(result)};
}

Result<AppliedAction> applyInput(Context &c, const CorrectionAction &a, DiceSource &)
{
    auto u = c.unit(a.unit, QStringLiteral("unit"));
    if (!u)
        return u.error();
    Unit changed = u.value();
    UnitState &s = changed.state;
    if (a.destroyed) {
        if (*a.destroyed)
            destroyUnit(s, DestroyedBy::Casualties);
        else
            s.destroyed.reset();
    }
    if (a.positions) {
        s.positions = *a.positions;
        s.standsLeft = a.positions->total();
        keepAttachedWithinStands(s, changed.profile);
    }
    if (a.attachedStandsLeft) {
        if (!changed.profile.attached)
            return Error{QStringLiteral("attachedStandsLeft"),
                         Tr::tr("%1 has no stand of another unit attached.").arg(changed.displayName())};
        s.attachedStandsLeft = *a.attachedStandsLeft;
    }
    if (a.hits)
        s.hitsAccumulated = *a.hits;
    if (a.hitsTakenThisPhase) {
        s.hitsTakenThisPhase = *a.hitsTakenThisPhase;
        // A correction takes off the ordinary hits first: the players remove what they say was wrong,
        // and the hits that confuse sooner are kept as long as there are as many hits.
        s.hitsConfusingSooner = std::min(s.hitsConfusingSooner, s.hitsTakenThisPhase);
    }
    if (a.hitsCarriedIntoCombat)
        s.hitsCarriedIntoCombat = *a.hitsCarriedIntoCombat;
    if (a.confused) {
        if (*a.confused)
            s.confusion = s.confusion.value_or(ConfusionCause::Other);
        else
            s.confusion.reset();
    }
    if (a.engaged) {
        s.engaged = *a.engaged;
        // Marked out of its fight by hand: its contacts go with it.
        if (!s.engaged)
            s.engagedWith.clear();
    }
    if (a.permanentCommandPenalty)
        s.permanentCommandPenalty = *a.permanentCommandPenalty;
    // Put back on the table with no stands given: it comes back with one.
    if (a.destroyed && !*a.destroyed && s.standsLeft == 0) {
        s.standsLeft = 1;
        s.positions = StandPositions{1, 0, 0};
        keepAttachedWithinStands(s, changed.profile);
    }
    if (!s.isDestroyed() && s.standsLeft == 0)
        destroyUnit(s, DestroyedBy::Casualties);
    const QList<Error> problems = s.validate(changed.profile);
    if (!problems.isEmpty())
        return problems.first();
    c.battle().update({changed});
    return AppliedAction{c.battle(), changed};
}

#undef WM_TRY

// The quick edits on a card each change one thing: the history names that thing.
QString describeCorrection(const Battle &before, const CorrectionAction &a)
{
    const QString name = before.unitName(a.unit);
    // The hits on a unit and those that drive it back are changed together, as one edit.
    const bool hits = a.hits || a.hitsTakenThisPhase;
    const int changes = int(a.positions.has_value()) + int(hits) + int(a.hitsCarriedIntoCombat.has_value()) +
                        int(a.confused.has_value()) + int(a.engaged.has_value()) + int(a.destroyed.has_value()) +
                        int(a.permanentCommandPenalty.has_value()) + int(a.attachedStandsLeft.has_value());
    if (changes != 1)
        return Tr::tr("Correction to %1").arg(name);
    if (a.hits)
        return Tr::tr("Hits on %1 set to %2").arg(name).arg(*a.hits);
    if (a.positions && a.positions->total() == 0)
        return Tr::tr("%1 removed from the table").arg(name);
    if (a.positions)
        return Tr::tr("Stands of %1 set to %2").arg(name).arg(a.positions->total());
    if (a.confused)
        return *a.confused ? Tr::tr("%1 marked confused").arg(name) : Tr::tr("%1 no longer confused").arg(name);
    if (a.engaged)
        return *a.engaged ? Tr::tr("%1 marked engaged").arg(name) : Tr::tr("%1 no longer engaged").arg(name);
    if (a.attachedStandsLeft) {
        const Unit *unit = before.unit(a.unit);
        const QString stand = unit && unit->profile.attached ? unit->profile.attached->name : QString();
        return *a.attachedStandsLeft == 0 ? Tr::tr("%1: the %2 stand was the one lost").arg(name, stand)
                                          : Tr::tr("%1: the %2 stand is back, one of its own lost").arg(name, stand);
    }
    return Tr::tr("Correction to %1").arg(name);
}

} // namespace

Result<SpellRequest> spellRequest(const Battle &battle, const CastSpellAction &action)
{
    Context c(battle);
    return spellRequestIn(c, action);
}

Result<AppliedAction> ActionResolver::apply(const Battle &battle, const ActionInput &input, DiceSource &dice)
{
    // A conceded game is over: nothing more is played in it (undo takes the concession back).
    if (const std::optional<Side> conceded = battle.concededBy())
        return Error{QStringLiteral("side"), tr("The game is over: player %1 conceded.").arg(conceded->number())};
    if (auto error = std::visit([&](const auto &a) { return phaseError(battle, a); }, input))
        return *error;
    Context context(battle);
    auto applied = std::visit([&](const auto &a) { return applyInput(context, a, dice); }, input);
    if (!applied)
        return applied;
    AppliedAction done = std::move(applied).value();
    if (done.after.movesChecked())
        done.charactersSlain = done.after.slayCharactersWithTheirUnits();
    return done;
}

QString ActionResolver::describe(const Battle &before, const ActionInput &input)
{
    return std::visit(
        Overloaded{
            [&](const OrderAction &a) {
                return a.units.size() > 1 ? tr("Order from %1 to a brigade").arg(before.unitName(a.character))
                                          : tr("Order from %1 to %2")
                                                .arg(before.unitName(a.character), before.unitName(a.units.value(0)));
            },
            [&](const InitiativeAction &a) { return tr("%1 moves on initiative").arg(before.unitName(a.unit)); },
            [&](const ChargeAction &a) {
                const QString chargers = a.chargers.size() > 1
                                             ? tr("%1 and %n more", nullptr, int(a.chargers.size() - 1))
                                                   .arg(before.unitName(a.chargers.value(0)))
                                             : before.unitName(a.chargers.value(0));
                const QString charged = a.charged.size() > 1 ? tr("%1 and %n more", nullptr, int(a.charged.size() - 1))
                                                                   .arg(before.unitName(a.charged.value(0)))
                                                             : before.unitName(a.charged.value(0));
                return a.onInitiative ? tr("%1 charges %2 on initiative").arg(chargers, charged)
                                      : tr("%1 charges %2").arg(chargers, charged);
            },
            [&](const ShootAction &a) {
                return a.timing == ShotTiming::AtChargers ? tr("Shooting at charging %1").arg(before.unitName(a.target))
                                                          : tr("Shooting at %1").arg(before.unitName(a.target));
            },
            [&](const EndPhaseAction &) { return tr("End of the %1 phase").arg(Battle::phaseName(before.phase())); },
            [&](const CombatAction &a) {
                return tr("Combat round %1: %2 against %3")
                    .arg(a.round)
                    .arg(before.unitName(a.sides[Side::first()].value(0).unit),
                         before.unitName(a.sides[Side::second()].value(0).unit));
            },
            [&](const TableRollAction &a) {
                return tr("%1 for %2").arg(DiceTable::get(a.table).name, before.unitName(a.unit));
            },
            [&](const MarkConfusedAction &a) { return tr("%1 marked confused").arg(before.unitName(a.unit)); },
            [&](const StrikeHitsAction &a) {
                return tr("Hits struck on %1: %2").arg(before.unitName(a.unit)).arg(a.hits);
            },
            [&](const CorrectionAction &a) { return describeCorrection(before, a); },
            [&](const EvadeAction &a) { return tr("%1 evades").arg(before.unitName(a.unit)); },
            [&](const HomeBackAction &a) { return tr("%1 homes back").arg(before.unitName(a.unit)); },
            [&](const AdvanceAction &a) {
                return tr("%1 advances into %2").arg(before.unitName(a.unit), before.unitName(a.contacted.value(0)));
            },
            [&](const JoinAction &a) {
                return a.unit ? tr("%1 joins %2").arg(before.unitName(a.character), before.unitName(*a.unit))
                              : tr("%1 leaves his unit").arg(before.unitName(a.character));
            },
            [&](const ConfusionTestAction &a) {
                return tr("Confusion test for %1: %2").arg(before.unitName(a.unit), ConfusionText::cause(a.cause));
            },
            [&](const CastSpellAction &a) { return tr("%1 casts %2").arg(before.unitName(a.wizard), a.spell); },
            [&](const LeaveTableAction &a) { return tr("%1 leaves the table").arg(before.unitName(a.unit)); },
            [&](const CharacterMovedThroughAction &a) {
                return a.joins ? tr("%1, moved through, joins %2")
                                     .arg(before.unitName(a.character), before.unitName(*a.joins))
                               : tr("%1, moved through, is slain").arg(before.unitName(a.character));
            },
            [&](const ConcedeAction &a) { return tr("Player %1 concedes").arg(a.side.number()); },
        },
        input);
}

QList<DiceRoll> outcomeRolls(const ActionOutcome &outcome)
{
    return std::visit(
        Overloaded{
            [](const std::monostate &) { return QList<DiceRoll>{}; },
            [](const OrderResult &o) { return o.rolls(); },
            [](const Unit &) { return QList<DiceRoll>{}; },
            [](const ShootingResult &o) { return o.rolls(); },
            [](const PhaseEnd &o) { return o.shooting ? o.shooting->rolls() : QList<DiceRoll>{}; },
            [](const CombatActionResult &o) { return o.round.rolls() + o.outcome.rolls(); },
            [](const TableResult &o) { return o.rolls(); },
            [](const BoilingOilResult &o) { return o.rolls(); },
            [](const HitsStruck &) { return QList<DiceRoll>{}; },
            [](const HomeBackResult &o) { return QList<DiceRoll>{o.roll}; },
            [](const ConfusionTestResult &o) { return o.roll ? QList<DiceRoll>{*o.roll} : QList<DiceRoll>{}; },
            [](const SpellResult &o) { return o.rolls(); },
            [](const LeaveTableResult &o) { return o.roll ? QList<DiceRoll>{*o.roll} : QList<DiceRoll>{}; },
        },
        outcome);
}

namespace {

// The keys of the alternatives of ActionInput, in their order.
template <typename... Ts>
QStringList keysOf(std::type_identity<std::variant<Ts...>>)
{
    return {QString(Ts::key)...};
}

} // namespace

QString ActionText::key(const ActionInput &input)
{
    return std::visit([](const auto &a) { return QString(std::decay_t<decltype(a)>::key); }, input);
}

const QStringList &ActionText::keys()
{
    // Built once: every action read from a file or the database checks its kind against them.
    static const QStringList all = keysOf(std::type_identity<ActionInput>{});
    return all;
}

} // namespace wm
