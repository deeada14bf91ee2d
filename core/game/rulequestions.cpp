// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulequestions.h"

#include "core/game/actionresolver.h"
#include "core/rules/command.h"

#include <algorithm>

namespace wm {

namespace {

void addOnce(QList<RuleQuestion> &questions, const RuleQuestion &question)
{
    const bool known = std::any_of(questions.cbegin(), questions.cend(),
                                   [&](const RuleQuestion &q) { return q.rule == question.rule; });
    if (!known)
        questions.append(question);
}

} // namespace

QList<RuleQuestion> RuleQuestions::ofOrder(const Battle &battle, const OrderAction &action)
{
    OrderAction asked = action;
    asked.rules.clear(); // the questions do not depend on the answers
    const Result<OrderRequest> request = orderRequest(battle, asked);
    if (!request)
        return {};
    return orderQuestions(request.value());
}

QList<RuleQuestion> RuleQuestions::ofCombatUnit(const Battle &battle, const CombatAction &action, Side side,
                                                qsizetype index)
{
    QList<RuleQuestion> questions;
    if (index < 0 || index >= action.sides[side].size())
        return questions;
    const CombatUnitInput &input = action.sides[side].at(index);
    const Unit *unit = battle.unit(input.unit);
    const std::optional<Side> army = battle.sideOf(input.unit);
    if (!unit || !army || unit->profile.isCharacter())
        return questions;
    const QList<Unit> &own = battle.army(*army);

    // Its own rules: what only the table shows, and whom it fights when the enemy's list is unknown.
    for (const auto &[rule, condition] : RuleConditions::conditionsOn(*unit, Trait::AttackBonus)) {
        if (condition->reach != RuleReach::Self)
            continue;
        const bool ask = std::any_of(condition->parts.cbegin(), condition->parts.cend(), [&](const ConditionPart &p) {
            return (p.test == ConditionTest::PlayerSays && RuleConditions::asked(p, &own)) ||
                   (p.test == ConditionTest::AgainstArmy && battle.armyKey(army->opponent()).isEmpty());
        });
        if (ask)
            addOnce(questions, {unit->id, rule->name, RuleConditionText::question(*condition)});
    }

    // The powers of its army's characters that may fall on it.
    for (const Unit &c : own) {
        if (!c.profile.isCharacter() || c.state.isDestroyed())
            continue;
        for (const auto &[rule, condition] : RuleConditions::conditionsOn(c, Trait::AttackBonus)) {
            if (!condition->onceABattle || condition->reach == RuleReach::Self ||
                c.state.rulesUsed.contains(rule->name))
                continue;
            const bool joined = c.state.joinedUnit == unit->id || input.character == c.id;
            if (condition->reach == RuleReach::JoinedUnit && !joined)
                continue;
            // The unit it would fall on must be one it may (the Oathstone never on Troll Slayers).
            if (!RuleConditions::partsHold(*condition, *rule, *unit, ConditionContext{}))
                continue;
            addOnce(questions, {c.id, rule->name, RuleConditionText::question(*condition)});
        }
    }
    return questions;
}

Result<Battle> RuleQuestions::withPowersUsed(const Battle &battle, const CombatAction &action)
{
    Battle after = battle;
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < action.sides[side].size(); ++i) {
            const CombatUnitInput &input = action.sides[side].at(i);
            // Asked again after each power used: a power is spent once, on one unit.
            const QList<RuleQuestion> questions = ofCombatUnit(after, action, side, i);
            for (const QString &rule : input.rules) {
                const auto question = std::find_if(questions.cbegin(), questions.cend(),
                                                   [&](const RuleQuestion &q) { return q.rule == rule; });
                if (question == questions.cend())
                    return Error{QStringLiteral("rules"), tr("Nothing of the rule %1 is for the players to say for %2.")
                                                              .arg(rule, after.unitName(input.unit))};
                if (question->unit == input.unit)
                    continue; // its own rule: the round reads the answer
                const Unit *giverNow = after.unit(question->unit);
                const Unit *receiverNow = after.unit(input.unit);
                if (!giverNow || !receiverNow)
                    continue;
                Unit giver = *giverNow;
                Unit receiver = *receiverNow;
                for (const auto &[r, condition] : RuleConditions::conditionsOn(giver, Trait::AttackBonus)) {
                    if (r->name == rule && condition->onceABattle) {
                        RuleConditions::use(giver, &receiver, *r, *condition);
                        break;
                    }
                }
                after.update({giver, receiver});
            }
        }
    }
    return after;
}

} // namespace wm
