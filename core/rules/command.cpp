// SPDX-License-Identifier: GPL-3.0-or-later
#include "command.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/limits.h"
#include "core/rules/movement.h"
#include "core/rules/rulecondition.h"
#include "core/rules/signednumber.h"
#include "core/rules/unitchecks.h"

#include <algorithm>

namespace wm {

namespace {

struct CommandText
{
    Q_DECLARE_TR_FUNCTIONS(Command)
};

// What the list rules' conditions on an order are judged on.
ConditionContext orderContext(const OrderRequest &request)
{
    ConditionContext c;
    c.character = &request.character;
    c.ordered = &request.units;
    c.said = request.said;
    c.army = &request.army;
    return c;
}

// The traits an order reads, whose conditions may ask the players something.
constexpr Trait OrderTraits[] = {Trait::OrderModifier, Trait::CommandModifier, Trait::TakesNoOrder,
                                 Trait::IgnoresDistancePenalty};

// Why the unit's own rule refuses it this order, or nothing.
std::optional<QString> ruleRefusal(const Unit &u, const ConditionContext &c)
{
    if (!RuleConditions::applies(u, Trait::TakesNoOrder, c))
        return std::nullopt;
    const auto conditions = RuleConditions::conditionsOn(u, Trait::TakesNoOrder);
    for (const auto &[rule, condition] : conditions) {
        if (RuleConditions::holds(*condition, *rule, u, c))
            return CommandText::tr("%1 takes no order %2 (its rule %3).")
                .arg(u.displayName(), RuleConditionText::when(*condition), rule->name);
    }
    for (const SpecialRule &rule : u.profile.rules) {
        if (rule.traits.testFlag(Trait::TakesNoOrder))
            return CommandText::tr("%1 takes no order: its rule %2 says so.").arg(u.displayName(), rule.name);
    }
    return CommandText::tr("%1 takes no order: its rules say so.").arg(u.displayName());
}

// The General's own device, asked for on this order: he must carry it and it must still work.
std::optional<Error> checkGeneralsDevice(const Unit &character, MagicItem item, const QString &field)
{
    const QString who = character.displayName();
    const QString name = MagicItemText::name(item);
    if (character.profile.type != UnitType::General)
        return Error{field, CommandText::tr("Only the General can use the %1.").arg(name)};
    if (character.profile.magicItem != item)
        return Error{field, CommandText::tr("%1 does not carry the %2.").arg(who, name)};
    if (character.state.deviceSpent)
        return Error{field, CommandText::tr("The %1 of %2 works no more in this battle.").arg(name, who)};
    return std::nullopt;
}

std::optional<Error> checkDevices(const OrderRequest &request, const CommandPhaseState &phase)
{
    const Unit &character = request.character;
    if (request.crownOfCommand) {
        if (auto error = checkGeneralsDevice(character, MagicItem::CrownOfCommand, QStringLiteral("crownOfCommand")))
            return error;
        if (!firstOrderThisTurn(character, phase))
            return Error{QStringLiteral("crownOfCommand"),
                         CommandText::tr("The Crown of Command works only on the General's first order of the turn.")};
    }
    if (request.helmOfDominion) {
        if (auto error = checkGeneralsDevice(character, MagicItem::HelmOfDominion, QStringLiteral("helmOfDominion")))
            return error;
        if (!firstOrderThisTurn(character, phase))
            return Error{QStringLiteral("helmOfDominion"),
                         CommandText::tr("The Helm of Dominion is put on at the start of the turn: with the "
                                         "General's first order.")};
    }
    if (request.orbOfMajesty) {
        if (auto error = checkGeneralsDevice(character, MagicItem::OrbOfMajesty, QStringLiteral("orbOfMajesty")))
            return error;
    }
    if (request.sceptreOfSovereignty) {
        const bool general = character.profile.type == UnitType::General;
        if (!general && !request.general)
            return Error{QStringLiteral("sceptreOfSovereignty"),
                         CommandText::tr("The Sceptre of Sovereignty is the General's: this army has none.")};
        const Unit &bearer = general ? character : *request.general;
        if (auto error =
                checkGeneralsDevice(bearer, MagicItem::SceptreOfSovereignty, QStringLiteral("sceptreOfSovereignty")))
            return error;
        if (bearer.state.isDestroyed())
            return Error{QStringLiteral("sceptreOfSovereignty"),
                         CommandText::tr("%1 has been slain: his Sceptre is lost.").arg(bearer.displayName())};
    }
    return std::nullopt;
}

std::optional<Error> checkOrder(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset)
{
    const Unit &character = request.character;
    const QString who = character.displayName();
    if (auto error = whyCannotOrder(character, phase))
        return error;

    if (request.units.isEmpty())
        return Error{QStringLiteral("units"), CommandText::tr("Pick the unit to order.")};
    if (const int most = brigadeLimit(request.units), counted = brigadeSize(request.units); counted > most) {
        const int picked = int(request.units.size());
        return Error{QStringLiteral("units"),
                     counted == picked
                         ? CommandText::tr("A brigade has at most %1 units (%2 picked).").arg(most).arg(picked)
                         : CommandText::tr("A brigade has at most %1 units (%2 picked, %3 of them counted).")
                               .arg(most)
                               .arg(picked)
                               .arg(counted)};
    }

    if (request.distanceCm < 0)
        return Error{QStringLiteral("distance"), CommandText::tr("Distance: cannot be negative.")};
    if (const auto range = commandRangeCm(character.profile); range && request.distanceCm > *range)
        return Error{QStringLiteral("distance"),
                     CommandText::tr("%1 can order units up to %2 cm away (this one is %3 cm).")
                         .arg(who)
                         .arg(*range)
                         .arg(request.distanceCm)};

    if (auto error = checkDevices(request, phase))
        return error;
    // The players answer only the questions the order puts to them.
    const QList<RuleQuestion> questions = orderQuestions(request);
    for (const QString &rule : request.said) {
        if (std::none_of(questions.cbegin(), questions.cend(), [&](const RuleQuestion &q) { return q.rule == rule; }))
            return Error{QStringLiteral("rules"),
                         CommandText::tr("Nothing of the rule %1 is for the players to say on this order.").arg(rule)};
    }
    const ConditionContext context = orderContext(request);

    QList<UnitId> seen;
    for (qsizetype i = 0; i < request.units.size(); ++i) {
        const Unit &u = request.units.at(i);
        const QString field = QStringLiteral("unit %1").arg(i + 1);
        const QString name = u.displayName();
        if (auto error = UnitChecks::validAndListedOnce(u, seen, field))
            return error;
        if (auto error = whyCannotTakeOrder(u, character, ruleset, field))
            return error;
        if (const std::optional<QString> refused = ruleRefusal(u, context))
            return Error{field, *refused};
        if (!request.checkSequence)
            continue;
        if (auto error = whyOutOfSequence(u, character, phase, field))
            return error;
        if (u.profile.has(Trait::Flyer) && request.distanceCm > FlyerOrderRangeCm)
            return Error{field, CommandText::tr("%1 flies: only a character within %2 cm can order it.")
                                    .arg(name)
                                    .arg(FlyerOrderRangeCm)};
        if (const int range = u.profile.value(Trait::OrderRange); range > 0 && request.distanceCm > range)
            return Error{field, CommandText::tr("%1: by its special rule only a character within %2 cm can order it.")
                                    .arg(name)
                                    .arg(range)};
    }
    return std::nullopt;
}

template <typename Value>
int mostOver(const QList<Unit> &units, Value value)
{
    int most = 0;
    for (const Unit &u : units)
        most = std::max(most, value(u));
    return most;
}

// Every penalty once, however many units of a brigade qualify; the farthest distance and the worst
// casualties, earlier orders and permanent penalties among them.
QList<OrderPenalty> penaltiesFor(const OrderRequest &request, const Ruleset &ruleset)
{
    QList<OrderPenalty> penalties;
    auto add = [&penalties](OrderPenaltyKind kind, int value) {
        if (value != 0)
            penalties.append({kind, value, 0, {}, {}});
    };
    if (const int distance = distancePenalty(request.units, request.distanceCm, ruleset); distance != 0)
        penalties.append({OrderPenaltyKind::Distance, distance, request.distanceCm, {}, {}});
    // A penalty a unit's rule spares it still falls on a brigade with a unit that has no such rule.
    auto allSpared = [&request](Trait spared) {
        return std::all_of(request.units.cbegin(), request.units.cend(),
                           [spared](const Unit &u) { return u.profile.has(spared); });
    };
    add(OrderPenaltyKind::EarlierOrders,
        EarlierOrderPenalty * mostOver(request.units, [](const Unit &u) { return u.state.ordersThisPhase; }));
    add(OrderPenaltyKind::EnemyNear,
        request.enemyWithin20cm && !allSpared(Trait::IgnoresEnemyNearPenalty) ? EnemyNearPenalty : 0);
    add(OrderPenaltyKind::DenseTerrain,
        request.denseTerrain && !allSpared(Trait::IgnoresDenseTerrainPenalty) ? DenseTerrainPenalty : 0);
    // Stands lost count against the unit's own size: an attached stand's loss never counts (its list
    // says so), nor does the stand it adds.
    add(OrderPenaltyKind::Casualties, StandLostPenalty * mostOver(request.units, [](const Unit &u) {
                                          return u.profile.regularStands() - u.regularStandsLeft();
                                      }));
    add(OrderPenaltyKind::Permanent,
        -mostOver(request.units, [](const Unit &u) { return u.state.permanentCommandPenalty; }));
    // The hardest unit to order sets the brigade's rule penalty, once; a bonus holds only when every
    // unit of it has one, the least of them. A rule whose condition does not hold gives nothing.
    const ConditionContext context = orderContext(request);
    auto ruleModifier = [&context](const Unit &u) {
        return RuleConditions::applies(u, Trait::OrderModifier, context) ? u.profile.value(Trait::OrderModifier) : 0;
    };
    const Unit *setter = nullptr;
    int modifier = 0;
    for (const Unit &u : request.units) {
        const int m = ruleModifier(u);
        if (!setter || m < modifier) {
            setter = &u;
            modifier = m;
        }
    }
    if (setter && modifier != 0)
        penalties.append({OrderPenaltyKind::UnitRule, modifier, 0, setter->displayName(), {}});
    // The character's own rule: his orders to others than Forest Spirits, a power he uses.
    if (RuleConditions::applies(request.character, Trait::CommandModifier, context)) {
        penalties.append({OrderPenaltyKind::UnitRule,
                          request.character.profile.value(Trait::CommandModifier),
                          0,
                          request.character.displayName(),
                          {}});
    }
    // A spell's penalty falls on a brigade with the unit under it, once: the worst among them.
    const Unit *cursed = nullptr;
    for (const Unit &u : request.units) {
        if (u.spellValue(SpellState::OrderPenalty) < (cursed ? cursed->spellValue(SpellState::OrderPenalty) : 0))
            cursed = &u;
    }
    if (cursed) {
        penalties.append({OrderPenaltyKind::Spell, cursed->spellValue(SpellState::OrderPenalty), 0,
                          cursed->displayName(), cursed->spellsGiving(SpellState::OrderPenalty)});
    }
    // An enemy wizard's aura that reaches the order: each wizard's once.
    const QString ordered =
        request.units.size() == 1 ? request.units.constFirst().displayName() : CommandText::tr("the brigade");
    for (const OrderAura &aura : request.auras) {
        if (aura.spell.state == SpellState::OrderPenalty && aura.spell.value != 0)
            penalties.append({OrderPenaltyKind::Spell, aura.spell.value, 0, ordered,
                              CommandText::tr("%1 of %2").arg(aura.spell.spell, aura.wizard)});
    }
    return penalties;
}

int bonusOf(const QList<OrderPenalty> &penalties, OrderPenaltyKind kind)
{
    int sum = 0;
    for (const OrderPenalty &p : penalties) {
        if (p.kind == kind)
            sum += p.value;
    }
    return sum;
}

// The Command an order is tested against and its penalties, as the General's device has them.
void commandAndPenalties(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset,
                         int &command, QList<OrderPenalty> &penalties)
{
    const Unit &character = request.character;
    if (request.crownOfCommand) {
        // The Crown: an unmodified Command 10, no penalty at all.
        command = CrownCommand;
        penalties.clear();
        return;
    }
    command = *character.profile.command;
    if (request.helmOfDominion || character.state.helmThisTurn)
        command = std::min(MaxCommand, command + HelmCommandBonus);
    // The Guards: the General's first order of the turn to them alone passes on 10 or less, whatever
    // would count against it; shown as their rule's bonus over his Command.
    if (character.profile.type == UnitType::General && request.units.size() == 1 &&
        request.units.constFirst().profile.has(Trait::GeneralsFirstOrderAt) && firstOrderThisTurn(character, phase)) {
        const Unit &guards = request.units.constFirst();
        penalties.clear();
        if (const int bonus = guards.profile.value(Trait::GeneralsFirstOrderAt) - command; bonus != 0)
            penalties.append({OrderPenaltyKind::UnitRule, bonus, 0, guards.displayName(), {}});
        return;
    }
    penalties = penaltiesFor(request, ruleset);
    // The optional rule's +1 raises the Command itself, so it too stops at 10; shown with the
    // penalties so the player sees where the point comes from.
    if (ruleset.firstTurnCommandBonus && request.firstTurn && firstOrderThisTurn(character, phase) &&
        command < MaxCommand)
        penalties.prepend({OrderPenaltyKind::FirstTurn, 1, 0, {}, {}});
}

// What an order roll does, before any device saves it.
struct RollVerdict
{
    OrderVerdict verdict = OrderVerdict::Failed;
    std::optional<TableId> table;
    bool spellDouble = false;
};

RollVerdict judgeRoll(const OrderRequest &request, const DiceRoll &roll, int needed, bool firstOrder,
                      const Ruleset &ruleset)
{
    const Unit &character = request.character;
    const auto malfunctioning = std::find_if(request.units.cbegin(), request.units.cend(), [](const Unit &u) {
        return u.profile.has(Trait::MalfunctionsOnDoubleSix);
    });
    // A spell on the character, or an enemy aura that reaches a Hero or Wizard (never the General).
    const bool auraBlunders = character.profile.type != UnitType::General &&
                              std::any_of(request.auras.cbegin(), request.auras.cend(), [](const OrderAura &a) {
                                  return a.spell.state == SpellState::BlundersOnDoubles;
                              });
    RollVerdict v;
    const bool doubleSix = roll.count(6) == 2;
    // A double of any other number blunders only by a spell on the character; a double six
    // keeps its own rules (a machine's malfunction, the General's, a blunder).
    v.spellDouble = !doubleSix && roll.faces.size() == 2 && roll.faces.at(0) == roll.faces.at(1) &&
                    (character.underSpell(SpellState::BlundersOnDoubles) || auraBlunders);
    if (doubleSix && malfunctioning != request.units.cend()) {
        v.verdict = OrderVerdict::Malfunction;
        v.table = ruleset.steamTankTable;
    } else if (doubleSix && character.profile.type == UnitType::General) {
        v.verdict = OrderVerdict::GeneralDoubleSix;
    } else if (doubleSix || v.spellDouble) {
        v.verdict = OrderVerdict::Blunder;
        v.table = ruleset.blunderTable;
    } else if (roll.total() <= needed) {
        v.verdict = OrderVerdict::Passed;
    } else {
        v.verdict =
            firstOrder && ruleset.failedFirstOrderMovesHalfPace ? OrderVerdict::FailedHalfPace : OrderVerdict::Failed;
    }
    return v;
}

// The spells that make this character's doubles blunders, by name.
QString blunderSpells(const OrderRequest &request)
{
    QStringList names;
    if (const QString own = request.character.spellsGiving(SpellState::BlundersOnDoubles); !own.isEmpty())
        names.append(own);
    for (const OrderAura &a : request.auras) {
        if (a.spell.state == SpellState::BlundersOnDoubles && !names.contains(a.spell.spell))
            names.append(a.spell.spell);
    }
    return names.join(CommandText::tr(", "));
}

bool orderVerdictFailed(OrderVerdict v)
{
    return v == OrderVerdict::Failed || v == OrderVerdict::FailedHalfPace || v == OrderVerdict::GeneralDoubleSix;
}

// The Orb: a failed order of the General rolled again as at Command 8, with the same penalties;
// the failed roll is not one of them. The Crown never meets it: one device each.
RollVerdict rollAgainWithOrb(const OrderRequest &request, const Ruleset &ruleset, bool firstOrder,
                             const QString &subject, DiceSource &dice, OrderResult &result)
{
    result.roll.mark = RollMark::ReRolled;
    DiceRoll again = dice.twoD6(RollPurpose::Order, subject);
    again.mark = RollMark::ReRoll;
    result.reRoll = again;
    // The Orb's Command 8 replaces the General's own, and with it the first turn's +1 to it.
    result.reRollNeeded = OrbCommand + result.totalPenalty() - bonusOf(result.penalties, OrderPenaltyKind::FirstTurn);
    return judgeRoll(request, again, result.reRollNeeded, firstOrder, ruleset);
}

// A blunder or a malfunction: the roll on its table, and the row it reads.
void rollOnOrderTable(const OrderRequest &request, const QString &subject, DiceSource &dice, OrderResult &result)
{
    result.tableRoll =
        dice.d6(result.verdict == OrderVerdict::Blunder ? RollPurpose::Blunder : RollPurpose::Malfunction, subject);
    // The Shogun's rule: his other characters read their blunders lower.
    if (result.verdict == OrderVerdict::Blunder && request.general &&
        request.general->profile.has(Trait::HeroesBlunderModifier))
        result.tableModifier = request.general->profile.value(Trait::HeroesBlunderModifier);
    if (const TableRow *row = DiceTable::get(*result.table).rowFor(result.tableScore()))
        result.row = *row;
}

// The order roll and its verdict, with what the General's devices make of it.
void rollOrder(const OrderRequest &request, const Ruleset &ruleset, DiceSource &dice, OrderResult &result,
               Unit &characterAfter, std::optional<Unit> &generalAfter)
{
    const bool firstOrder = std::all_of(request.units.cbegin(), request.units.cend(),
                                        [](const Unit &u) { return u.state.ordersThisPhase == 0; });
    const QString subject = request.units.constFirst().displayName();
    result.roll = dice.twoD6(RollPurpose::Order, subject);
    RollVerdict v = judgeRoll(request, result.roll, result.needed, firstOrder, ruleset);
    const bool doubleSix = result.roll.count(6) == 2;
    // The Sceptre ignores a double six that blunders, by the General himself or another character;
    // another's blunder may be rolled on the table first, and is then ignored all the same.
    const bool sceptre = request.sceptreOfSovereignty && doubleSix &&
                         (v.verdict == OrderVerdict::GeneralDoubleSix || v.verdict == OrderVerdict::Blunder);
    if (!sceptre && request.orbOfMajesty && orderVerdictFailed(v.verdict)) {
        v = rollAgainWithOrb(request, ruleset, firstOrder, subject, dice, result);
        characterAfter.state.deviceSpent = true;
    }
    result.verdict = v.verdict;
    result.table = v.table;
    if (v.spellDouble)
        result.blunderSpell = blunderSpells(request);
    if (result.table)
        rollOnOrderTable(request, subject, dice, result);
    if (sceptre) {
        result.sceptreUsed = true;
        result.verdict = OrderVerdict::Passed;
        if (request.character.profile.type == UnitType::General)
            characterAfter.state.deviceSpent = true;
        else
            generalAfter->state.deviceSpent = true;
    }
}

// What the order used up of the character's devices and powers, whatever the roll.
void spendOrderDevices(const OrderRequest &request, const OrderResult &result, Unit &characterAfter)
{
    const Unit &character = request.character;
    // The Crown stops working once the order it was used on fails (an 11 or 12).
    if (request.crownOfCommand && !result.passed())
        characterAfter.state.deviceSpent = true;
    if (request.helmOfDominion) {
        characterAfter.state.helmThisTurn = true;
        characterAfter.state.deviceSpent = true;
    }
    // A power of his own he uses now is spent for the battle, and lasts the turn.
    for (const auto &[rule, condition] : RuleConditions::conditionsOn(character, Trait::CommandModifier)) {
        if (condition->onceABattle && request.said.contains(rule->name) &&
            !character.state.rulesUsed.contains(rule->name))
            RuleConditions::use(characterAfter, nullptr, *rule, *condition);
    }
}

// A blunder's or malfunction's row, on the units it falls on.
void applyOrderTableRow(const OrderRequest &request, const Ruleset &ruleset, const TableRow &row, OrderResult &result)
{
    const UnitId penalised = request.penaltyUnit.value_or(request.units.constFirst().id);
    for (Unit &u : result.unitsAfter) {
        if (result.verdict == OrderVerdict::Malfunction && !u.profile.has(Trait::MalfunctionsOnDoubleSix))
            continue;
        applyTableEffects(u.state, row);
        // A blunder's lasting penalty falls on every unit of a brigade or on the one the player
        // picks, as the ruleset has it; a malfunction's on the machine.
        const bool takesPenalty =
            result.verdict == OrderVerdict::Malfunction || ruleset.blunderPenaltyOnWholeBrigade || u.id == penalised;
        if (row.effects.testFlag(Effect::PermanentCommandPenalty) && takesPenalty)
            ++u.state.permanentCommandPenalty;
    }
}

// The verdict on the units ordered: one more order taken, the table's row, how far they may move.
void applyOrderToUnits(const OrderRequest &request, const Ruleset &ruleset, OrderResult &result)
{
    for (Unit &u : result.unitsAfter) {
        ++u.state.ordersThisPhase;
        u.state.orderedBy = request.character.id;
    }
    // A blunder the Sceptre ignored leaves nothing of its row.
    const std::optional<TableRow> row = result.sceptreUsed ? std::nullopt : result.row;
    if (row)
        applyOrderTableRow(request, ruleset, *row, result);
    for (Unit &u : result.unitsAfter) {
        // In a brigade only the machine malfunctions; for the others the order simply failed.
        const bool bystander =
            result.verdict == OrderVerdict::Malfunction && !u.profile.has(Trait::MalfunctionsOnDoubleSix);
        applyOrderLimit(u.state, bystander ? OrderVerdict::Failed : result.verdict, row);
    }
}

} // namespace

OrderDevices orderDevicesFor(const Unit &character, const std::optional<Unit> &general, const CommandPhaseState &phase)
{
    OrderRequest request;
    request.character = character;
    if (character.profile.type != UnitType::General)
        request.general = general;
    // Each device is offered when the order's own check would take it, so the two never disagree.
    auto accepted = [&request, &phase](bool OrderRequest::*device) {
        OrderRequest with = request;
        with.*device = true;
        return !checkDevices(with, phase).has_value();
    };
    return {.crownOfCommand = accepted(&OrderRequest::crownOfCommand),
            .helmOfDominion = accepted(&OrderRequest::helmOfDominion),
            .orbOfMajesty = accepted(&OrderRequest::orbOfMajesty),
            .sceptreOfSovereignty = accepted(&OrderRequest::sceptreOfSovereignty)};
}

bool givesOrders(const Unit &u)
{
    return u.profile.isCharacter() && u.profile.command && !u.state.isDestroyed();
}

std::optional<Error> whyCannotOrder(const Unit &character, const CommandPhaseState &phase)
{
    const QString who = character.displayName();
    if (!character.profile.isCharacter() || !character.profile.command)
        return Error{QStringLiteral("character"),
                     CommandText::tr("%1 is not a General, Hero or Wizard and cannot give orders.").arg(who)};
    if (character.state.isDestroyed())
        return Error{QStringLiteral("character"), CommandText::tr("%1 has been slain.").arg(who)};
    if (phase.generalFailed)
        return Error{QStringLiteral("character"),
                     CommandText::tr("The General failed an order: no more orders this phase.")};
    if (!phase.mayOrder(character.id))
        return Error{QStringLiteral("character"),
                     CommandText::tr("%1 failed an order and gives no more this phase.").arg(who)};
    return std::nullopt;
}

bool firstOrderThisTurn(const Unit &character, const CommandPhaseState &phase)
{
    return phase.orderingCharacter != character.id && !phase.charactersFinished.contains(character.id) &&
           !phase.charactersStopped.contains(character.id);
}

bool deviceReady(const Unit &unit, MagicItem item)
{
    return unit.profile.magicItem == item && !unit.state.deviceSpent && !unit.state.isDestroyed();
}

std::optional<Error> whyCannotTakeOrder(const Unit &u, const Unit &character, const Ruleset &ruleset,
                                        const QString &field)
{
    const QString name = u.displayName();
    if (u.profile.isCharacter())
        return Error{field, CommandText::tr("%1 is a character: characters move without orders.").arg(name)};
    if (u.state.isDestroyed())
        return Error{field, CommandText::tr("%1 is destroyed.").arg(name)};
    if (u.state.isConfused())
        return Error{field, CommandText::tr("%1 is confused and cannot be given orders.").arg(name)};
    if (u.state.immobilised)
        return Error{field, CommandText::tr("%1 is immobilised for the rest of the game.").arg(name)};
    if (u.state.movedOnInitiative)
        return Error{field, CommandText::tr("%1 moved on initiative this turn and cannot be given orders.").arg(name)};
    if (u.state.orderedBy && *u.state.orderedBy != character.id)
        return Error{field, CommandText::tr("%1 already had an order from another character this phase.").arg(name)};
    // What an earlier order left it: a failed order, the General's double six or a table row.
    if (u.state.orderLimit)
        return Error{field, CommandText::tr("%1 takes no more orders this phase (%2: %3).")
                                .arg(name, MoveLimitText::name(u.state.orderLimit->limit).toLower(),
                                     MoveLimitText::cause(u.state.orderLimit->cause))};
    if (ruleset.maxOrdersPerUnit && u.state.ordersThisPhase >= *ruleset.maxOrdersPerUnit)
        return Error{field, CommandText::tr("%1 already had %2 orders this phase, the most a unit can take.")
                                .arg(name)
                                .arg(*ruleset.maxOrdersPerUnit)};
    return std::nullopt;
}

QString OrderPenalty::name() const
{
    switch (kind) {
    case OrderPenaltyKind::Distance:
        return tr("Distance");
    case OrderPenaltyKind::EarlierOrders:
        return tr("Earlier orders this phase");
    case OrderPenaltyKind::EnemyNear:
        return tr("Enemy within 20 cm");
    case OrderPenaltyKind::DenseTerrain:
        return tr("Dense terrain");
    case OrderPenaltyKind::Casualties:
        return tr("Stands lost");
    case OrderPenaltyKind::Permanent:
        return tr("Lasting penalty");
    case OrderPenaltyKind::UnitRule:
        return tr("Special rule of %1").arg(unitName);
    case OrderPenaltyKind::Spell:
        return tr("Spell on %1").arg(unitName);
    case OrderPenaltyKind::FirstTurn:
        return tr("First order of the first turn");
    }
    return {};
}

QString OrderPenalty::describe() const
{
    const int points = -value; // as many as the minus sign takes off
    switch (kind) {
    case OrderPenaltyKind::Distance:
        // The distance itself, not the band: the two rulesets put 20, 40 and 60 cm in different bands.
        return tr("Distance %1 cm −%2").arg(distanceCm).arg(points);
    case OrderPenaltyKind::EarlierOrders:
        if (points == 1)
            return tr("Second order this phase −1");
        if (points == 2)
            return tr("Third order this phase −2");
        return tr("Order number %1 this phase −%2").arg(points + 1).arg(points);
    case OrderPenaltyKind::EnemyNear:
        return tr("Enemy within 20 cm −%1").arg(points);
    case OrderPenaltyKind::DenseTerrain:
        return tr("In dense terrain −%1").arg(points);
    case OrderPenaltyKind::Casualties:
        return points == 1 ? tr("1 stand lost −1") : tr("%1 stands lost −%1").arg(points);
    case OrderPenaltyKind::Permanent:
        return tr("Lasting Command penalty −%1").arg(points);
    case OrderPenaltyKind::UnitRule:
        // A list rule may make an order easier too.
        return tr("Special rule of %1 %2").arg(unitName, signedNumber(value));
    case OrderPenaltyKind::Spell:
        return tr("Spell on %1 (%2) −%3").arg(unitName, spell).arg(points);
    case OrderPenaltyKind::FirstTurn:
        return tr("First order of the first turn %1").arg(signedNumber(value));
    }
    return {};
}

int OrderPreview::totalPenalty() const
{
    int total = 0;
    for (const OrderPenalty &p : penalties)
        total += p.value;
    return total;
}

QString OrderPreview::commandText() const
{
    return tr("Command %1").arg(command);
}

QString OrderPreview::neededText() const
{
    // Two dice never show less than 2.
    if (needed < 2)
        return tr("Needs %1 or less: no roll can pass").arg(needed);
    return tr("Needs %1 or less").arg(needed);
}

Result<OrderPreview> previewOrder(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset)
{
    if (const auto error = checkOrder(request, phase, ruleset))
        return *error;
    OrderPreview preview;
    commandAndPenalties(request, phase, ruleset, preview.command, preview.penalties);
    preview.needed = preview.command + preview.totalPenalty();
    return preview;
}

int distancePenalty(int distanceCm, const Ruleset &ruleset)
{
    constexpr int Step = 20;
    if (distanceCm <= 0)
        return 0;
    switch (ruleset.orderDistancePenalty) {
    case OrderDistancePenalty::PerFull20Cm:
        return -(distanceCm / Step);
    case OrderDistancePenalty::Per20CmOrPartBeyond20Cm:
        // Each 20 cm or part beyond the first 20 cm: "up to 40 cm" takes 40 cm in, so 21-40 cm is -1,
        // 41-60 cm -2, 61-80 cm -3, and past 80 cm each further 20 cm or part one more.
        if (distanceCm <= Step)
            return 0;
        return -((distanceCm - Step + (Step - 1)) / Step);
    case OrderDistancePenalty::Per20CmOrPartTo80CmThenPerFull20Cm: {
        // The table's bands up to 80 cm as above; past it "a further -1 per extra full 20 cm"
        // (FACTS §1.4): 81-99 cm stays -3, 100-119 cm is -4.
        constexpr int LastBandCm = 80;
        if (distanceCm <= Step)
            return 0;
        if (distanceCm <= LastBandCm)
            return -((distanceCm - Step + (Step - 1)) / Step);
        return -((LastBandCm - Step) / Step) - (distanceCm - LastBandCm) / Step;
    }
    }
    return 0;
}

QList<DistanceBand> distanceBands(const Ruleset &ruleset, int farthestCm)
{
    QList<DistanceBand> bands;
    for (int cm = 0; cm <= farthestCm; ++cm) {
        const int penalty = distancePenalty(cm, ruleset);
        if (bands.isEmpty() || bands.constLast().penalty != penalty)
            bands.append(DistanceBand{.fromCm = cm, .toCm = cm, .penalty = penalty});
        else
            bands.last().toCm = cm;
    }
    return bands;
}

int distancePenalty(const QList<Unit> &units, int distanceCm, const Ruleset &ruleset)
{
    // A penalty a unit's rule spares it still falls on a brigade with a unit that has no such rule.
    ConditionContext context;
    context.ordered = &units;
    const bool spared = !units.isEmpty() && std::all_of(units.cbegin(), units.cend(), [&](const Unit &u) {
        return RuleConditions::applies(u, Trait::IgnoresDistancePenalty, context);
    });
    if (spared)
        return 0;
    const bool doubled = std::any_of(units.cbegin(), units.cend(),
                                     [](const Unit &u) { return u.profile.has(Trait::DoubleDistancePenalty); });
    return distancePenalty(distanceCm, ruleset) * (doubled ? 2 : 1);
}

QString distancePenaltyReason(const QList<Unit> &units, int distanceCm, const Ruleset &ruleset)
{
    if (distancePenalty(distanceCm, ruleset) == 0)
        return {};
    QStringList doubling;
    for (const Unit &u : units) {
        if (u.profile.has(Trait::DoubleDistancePenalty) && !doubling.contains(u.profile.name))
            doubling.append(u.profile.name);
    }
    if (distancePenalty(units, distanceCm, ruleset) == 0)
        return CommandText::tr("none: their rule spares them");
    if (!doubling.isEmpty())
        return CommandText::tr("doubled for %1").arg(doubling.join(CommandText::tr(", ")));
    return {};
}

QList<RuleQuestion> orderQuestions(const OrderRequest &request)
{
    QList<RuleQuestion> questions;
    QList<const Unit *> concerned{&request.character};
    for (const Unit &u : request.units)
        concerned.append(&u);
    for (const Unit *u : std::as_const(concerned)) {
        for (Trait trait : OrderTraits) {
            for (const auto &[rule, condition] : RuleConditions::conditionsOn(*u, trait)) {
                if (condition->reach != RuleReach::Self)
                    continue;
                bool ask = false;
                if (condition->onceABattle) {
                    // Used already, it is spent or lasts without asking.
                    ask = !u->state.rulesUsed.contains(rule->name);
                } else {
                    ask = std::any_of(condition->parts.cbegin(), condition->parts.cend(), [&](const ConditionPart &p) {
                        return p.test == ConditionTest::PlayerSays && RuleConditions::asked(p, &request.army);
                    });
                }
                const QString &name = rule->name;
                const bool known = std::any_of(questions.cbegin(), questions.cend(),
                                               [&name](const RuleQuestion &q) { return q.rule == name; });
                if (ask && !known)
                    questions.append({u->id, rule->name, RuleConditionText::question(*condition)});
            }
        }
    }
    return questions;
}

int brigadeSize(const QList<Unit> &units)
{
    int free = 0;
    int most = 0; // the fewest the rules of the free units let go free
    for (const Unit &u : units) {
        if (u.profile.has(Trait::FreeInBrigade)) {
            most = free == 0 ? u.profile.value(Trait::FreeInBrigade)
                             : std::min(most, u.profile.value(Trait::FreeInBrigade));
            ++free;
        }
    }
    const int others = int(units.size()) - free;
    // "One per other unit" where the rule gives no number of its own.
    const int notCounted = std::min(free, most >= AnyBrigadeSize ? others : most);
    return int(units.size()) - notCounted;
}

int brigadeLimit(const QList<Unit> &units)
{
    // Only a brigade of units that all have the rule may grow beyond the rulebook's four.
    const bool allHaveIt = !units.isEmpty() && std::all_of(units.cbegin(), units.cend(), [](const Unit &u) {
        return u.profile.has(Trait::BrigadeLimit);
    });
    if (!allHaveIt)
        return MaxBrigadeUnits;
    int most = AnyBrigadeSize;
    for (const Unit &u : units)
        most = std::min(most, u.profile.value(Trait::BrigadeLimit));
    return most >= AnyBrigadeSize ? Limits::RosterUnits : most;
}

std::optional<int> commandRangeCm(const UnitProfile &character)
{
    const std::optional<int> byRank = commandRangeCm(character.type);
    if (!character.has(Trait::CommandRange))
        return byRank;
    const int own = character.value(Trait::CommandRange);
    return byRank ? std::min(*byRank, own) : own;
}

std::optional<int> commandRangeCm(UnitType type)
{
    switch (type) {
    case UnitType::Hero:
        return 60;
    case UnitType::Wizard:
        return 20;
    default:
        return std::nullopt;
    }
}

int OrderResult::totalPenalty() const
{
    int total = 0;
    for (const OrderPenalty &p : penalties)
        total += p.value;
    return total;
}

int OrderResult::tableScore() const
{
    // The sources do not say what a modified roll below 1 reads: the table's first row is the
    // nearest it has.
    return tableRoll ? std::max(1, tableRoll->total() + tableModifier) : 0;
}

QList<DiceRoll> OrderResult::rolls() const
{
    QList<DiceRoll> all{roll};
    if (reRoll)
        all.append(*reRoll);
    if (tableRoll)
        all.append(*tableRoll);
    return all;
}

QString OrderResult::summary() const
{
    const int total = countedRoll().total();
    const int limit = countedNeeded();
    if (sceptreUsed)
        return tr("Double six ignored by the Sceptre of Sovereignty: passed, move.");
    switch (verdict) {
    case OrderVerdict::Passed:
        if (reRoll)
            return tr("Passed with the Orb of Majesty (%1, needed %2 or less): move.").arg(total).arg(limit);
        return tr("Passed (%1, needed %2 or less): move.").arg(total).arg(limit);
    case OrderVerdict::Failed:
        return tr("Failed (%1, needed %2 or less): no move.").arg(total).arg(limit);
    case OrderVerdict::FailedHalfPace:
        return tr("Failed (%1, needed %2 or less): may move at half pace, no charge.").arg(total).arg(limit);
    case OrderVerdict::GeneralDoubleSix:
        return tr("Double six for the General: no move at all.");
    case OrderVerdict::Blunder:
    case OrderVerdict::Malfunction: {
        const QString what = verdict == OrderVerdict::Blunder ? tr("Blunder") : tr("Malfunction");
        const int score = tableScore();
        if (!row)
            return tr("%1 %2: %3").arg(what).arg(score).arg(DiceTable::noEntry(score));
        return tr("%1 %2, %3: %4").arg(what).arg(score).arg(row->title, row->text);
    }
    }
    return {};
}

Result<OrderResult> resolveOrder(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset,
                                 DiceSource &dice)
{
    if (const auto error = checkOrder(request, phase, ruleset))
        return *error;

    const Unit &character = request.character;
    OrderResult result;
    commandAndPenalties(request, phase, ruleset, result.command, result.penalties);
    result.needed = result.command + result.totalPenalty();
    result.crownUsed = request.crownOfCommand;
    result.unitsAfter = request.units;
    QList<UnitId> ordered;
    for (const Unit &u : request.units)
        ordered.append(u.id);
    result.phaseAfter = afterOrderBy(phase, character.id, ordered);

    Unit characterAfter = character;
    std::optional<Unit> generalAfter = request.general;
    try {
        rollOrder(request, ruleset, dice, result, characterAfter, generalAfter);
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }

    spendOrderDevices(request, result, characterAfter);
    if (characterAfter != character)
        result.charactersAfter.append(characterAfter);
    if (generalAfter && request.general && *generalAfter != *request.general)
        result.charactersAfter.append(*generalAfter);

    applyOrderToUnits(request, ruleset, result);
    if (!result.passed()) {
        result.phaseAfter.charactersStopped.append(character.id);
        if (character.profile.type == UnitType::General)
            result.phaseAfter.generalFailed = true;
    }
    return result;
}

Result<Unit> moveOnInitiative(const Unit &unit, const CommandPhaseState &phase)
{
    const QString name = unit.displayName();
    if (phase.ordersStarted)
        return Error{QStringLiteral("unit"),
                     CommandText::tr("Orders have begun: no more initiative moves this phase.")};
    if (unit.profile.isCharacter())
        return Error{QStringLiteral("unit"),
                     CommandText::tr("%1 is a character: characters never use initiative.").arg(name)};
    if (unit.state.isDestroyed())
        return Error{QStringLiteral("unit"), CommandText::tr("%1 is destroyed.").arg(name)};
    if (unit.state.isConfused())
        return Error{QStringLiteral("unit"), CommandText::tr("%1 is confused and cannot use initiative.").arg(name)};
    if (unit.state.immobilised)
        return Error{QStringLiteral("unit"), CommandText::tr("%1 is immobilised for the rest of the game.").arg(name)};
    Unit moved = unit;
    moved.state.movedOnInitiative = true;
    return moved;
}

} // namespace wm
