// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulecondition.h"

#include "core/rules/unit.h"

#include <algorithm>

namespace wm {

namespace {

bool hasRule(const Unit &unit, const QStringList &names)
{
    return std::any_of(unit.profile.rules.cbegin(), unit.profile.rules.cend(),
                       [&](const SpecialRule &r) { return names.contains(r.name); });
}

bool hasRule(const Unit &unit, const QString &name)
{
    return hasRule(unit, QStringList{name});
}

// A unit is named as the list names it, by one of its rules, or by its type's key.
bool named(const Unit &unit, const QStringList &names)
{
    return names.contains(unit.profile.name) || names.contains(enumKey(unit.profile.type)) || hasRule(unit, names);
}

const QList<Unit> &ordered(const ConditionContext &c)
{
    static const QList<Unit> none;
    return c.ordered ? *c.ordered : none;
}

// The other units of an order: the unit itself is in it once.
QList<const Unit *> others(const Unit &unit, const ConditionContext &c)
{
    QList<const Unit *> found;
    for (const Unit &u : ordered(c)) {
        if (u.id != unit.id)
            found.append(&u);
    }
    return found;
}

bool test(const ConditionPart &part, const SpecialRule &rule, const Unit &unit, const ConditionContext &c)
{
    switch (part.test) {
    case ConditionTest::OrderedBy:
        return c.character && named(*c.character, part.names);
    case ConditionTest::OrderingOthers:
        return std::any_of(ordered(c).cbegin(), ordered(c).cend(),
                           [&](const Unit &u) { return !hasRule(u, part.names); });
    case ConditionTest::BrigadedWith: {
        const QList<const Unit *> rest = others(unit, c);
        return std::any_of(rest.cbegin(), rest.cend(), [&](const Unit *u) { return named(*u, part.names); });
    }
    case ConditionTest::BrigadedWithOthers: {
        const QList<const Unit *> rest = others(unit, c);
        return std::any_of(rest.cbegin(), rest.cend(), [&](const Unit *u) { return !hasRule(*u, rule.name); });
    }
    case ConditionTest::OthersOutnumber: {
        const QList<Unit> &all = ordered(c);
        const auto with = std::count_if(all.cbegin(), all.cend(), [&](const Unit &u) { return hasRule(u, rule.name); });
        return all.size() - with > with;
    }
    case ConditionTest::Alone:
        return ordered(c).size() == 1;
    case ConditionTest::CarriesRule:
        return hasRule(unit, part.names);
    case ConditionTest::FirstRound:
        return c.round == 1;
    case ConditionTest::AgainstArmy:
        if (!c.enemyArmy)
            return false;
        // A roster typed in names no list: the players know whom they fight.
        if (c.enemyArmy->isEmpty())
            return c.said.contains(rule.name);
        return part.names.contains(*c.enemyArmy);
    case ConditionTest::AgainstType:
        return c.enemy && part.names.contains(enumKey(c.enemy->profile.type));
    case ConditionTest::PlayerSays:
        return RuleConditions::asked(part, c.army) && c.said.contains(rule.name);
    }
    return false;
}

// "Black Orcs, Chaos Dwarfs or Blunderbusses": any one of them is enough.
QString anyOfListed(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    return RuleConditionText::tr("%1 or %2")
        .arg(names.mid(0, names.size() - 1).join(RuleConditionText::tr(", ")), names.last());
}

QString typeNames(const QStringList &keys)
{
    QStringList names;
    for (const QString &key : keys) {
        const std::optional<UnitType> type = enumFromKey<UnitType>(key);
        names.append(type ? UnitTypeText::name(*type).toLower() : key);
    }
    return anyOfListed(names);
}

QString partText(const ConditionPart &p, const QString &said)
{
    using Say = RuleConditionText;
    switch (p.test) {
    case ConditionTest::OrderedBy:
        return p.unless ? Say::tr("unless ordered by %1").arg(anyOfListed(p.names))
                        : Say::tr("when ordered by %1").arg(anyOfListed(p.names));
    case ConditionTest::OrderingOthers:
        return p.unless ? Say::tr("unless he orders only units with %1").arg(anyOfListed(p.names))
                        : Say::tr("when he orders a unit without %1").arg(anyOfListed(p.names));
    case ConditionTest::BrigadedWith:
        return p.unless ? Say::tr("unless brigaded with %1").arg(anyOfListed(p.names))
                        : Say::tr("when brigaded with %1").arg(anyOfListed(p.names));
    case ConditionTest::BrigadedWithOthers:
        return p.unless ? Say::tr("unless brigaded with a unit without this rule")
                        : Say::tr("when brigaded with a unit without this rule");
    case ConditionTest::OthersOutnumber:
        return p.unless ? Say::tr("unless more units of its brigade are without this rule than with it")
                        : Say::tr("when more units of its brigade are without this rule than with it");
    case ConditionTest::Alone:
        return p.unless ? Say::tr("when brigaded with other units") : Say::tr("when ordered alone");
    case ConditionTest::CarriesRule:
        return p.unless ? Say::tr("unless the unit has %1").arg(anyOfListed(p.names))
                        : Say::tr("when the unit has %1").arg(anyOfListed(p.names));
    case ConditionTest::FirstRound:
        return p.unless ? Say::tr("after the first round of a combat") : Say::tr("in the first round of a combat");
    case ConditionTest::AgainstArmy:
        return (p.unless ? Say::tr("unless fighting an army of the lists %1 (the players say so when the enemy's "
                                   "list is unknown: \u201c%2\u201d)")
                         : Say::tr("against an army of the lists %1 (the players say so when the enemy's list is "
                                   "unknown: \u201c%2\u201d)"))
            .arg(anyOfListed(p.names), said);
    case ConditionTest::AgainstType:
        return p.unless ? Say::tr("against any enemy but a %1").arg(typeNames(p.names))
                        : Say::tr("against a %1").arg(typeNames(p.names));
    case ConditionTest::PlayerSays: {
        const QString when =
            p.names.isEmpty() ? QString() : Say::tr(" (asked only of an army with %1)").arg(anyOfListed(p.names));
        return (p.unless ? Say::tr("unless the players say \u201c%1\u201d%2")
                         : Say::tr("when the players say \u201c%1\u201d%2"))
            .arg(said, when);
    }
    }
    return {};
}

QString reachText(RuleReach reach)
{
    using Say = RuleConditionText;
    switch (reach) {
    case RuleReach::Self:
        return {};
    case RuleReach::JoinedUnit:
        return Say::tr("on the unit he has joined and on him");
    case RuleReach::UnitInReach:
        return Say::tr("on one unit of his army the players name as within his reach");
    }
    return {};
}

} // namespace

bool RuleCondition::asksPlayers() const
{
    return onceABattle || std::any_of(parts.cbegin(), parts.cend(), [](const ConditionPart &p) {
               return p.test == ConditionTest::PlayerSays || p.test == ConditionTest::AgainstArmy;
           });
}

bool RuleConditions::asked(const ConditionPart &part, const QList<Unit> *army)
{
    if (part.names.isEmpty())
        return true;
    return army && std::any_of(army->cbegin(), army->cend(),
                               [&](const Unit &u) { return !u.state.isDestroyed() && hasRule(u, part.names); });
}

bool RuleConditions::partsHold(const RuleCondition &condition, const SpecialRule &rule, const Unit &unit,
                               const ConditionContext &context)
{
    return std::all_of(condition.parts.cbegin(), condition.parts.cend(),
                       [&](const ConditionPart &p) { return test(p, rule, unit, context) != p.unless; });
}

void RuleConditions::use(Unit &giver, Unit *receiver, const SpecialRule &rule, const RuleCondition &condition)
{
    giver.state.rulesUsed.append(rule.name);
    const int attacks = condition.trait == Trait::AttackBonus ? giver.profile.value(Trait::AttackBonus) : 0;
    const RuleEffect effect{rule.name, giver.id, attacks, condition.ignoresTerror};
    switch (condition.reach) {
    case RuleReach::Self:
        giver.state.ruleEffects.append({rule.name, giver.id, 0, false});
        break;
    case RuleReach::JoinedUnit:
        giver.state.ruleEffects.append(effect);
        if (receiver)
            receiver->state.ruleEffects.append(effect);
        break;
    case RuleReach::UnitInReach:
        if (receiver)
            receiver->state.ruleEffects.append(effect);
        break;
    }
}

bool RuleConditions::holds(const RuleCondition &condition, const SpecialRule &rule, const Unit &unit,
                           const ConditionContext &context)
{
    if (!condition.onceABattle)
        return partsHold(condition, rule, unit, context);
    // Used already: it holds while it lasts.
    const bool lasting = std::any_of(unit.state.ruleEffects.cbegin(), unit.state.ruleEffects.cend(),
                                     [&](const RuleEffect &e) { return e.rule == rule.name; });
    if (lasting)
        return true;
    return !unit.state.rulesUsed.contains(rule.name) && context.said.contains(rule.name) &&
           partsHold(condition, rule, unit, context);
}

QList<std::pair<const SpecialRule *, const RuleCondition *>> RuleConditions::conditionsOn(const Unit &unit, Trait trait)
{
    QList<std::pair<const SpecialRule *, const RuleCondition *>> found;
    for (const SpecialRule &rule : unit.profile.rules) {
        for (const RuleCondition &condition : rule.conditions) {
            if (condition.trait == trait)
                found.append({&rule, &condition});
        }
    }
    return found;
}

bool RuleConditions::applies(const Unit &unit, Trait trait, const ConditionContext &context)
{
    if (!unit.profile.has(trait))
        return false;
    const auto conditions = conditionsOn(unit, trait);
    if (conditions.isEmpty())
        return true;
    return std::any_of(conditions.cbegin(), conditions.cend(), [&](const auto &found) {
        const auto &[rule, condition] = found;
        return condition->reach == RuleReach::Self && holds(*condition, *rule, unit, context);
    });
}

QString RuleConditionText::when(const RuleCondition &condition)
{
    const QString said = QCoreApplication::translate("ArmyNote", condition.said.toUtf8().constData());
    QStringList parts;
    for (const ConditionPart &p : condition.parts)
        parts.append(partText(p, said));
    return parts.join(tr(", and "));
}

QString RuleConditionText::describe(const RuleCondition &condition)
{
    const QString said = QCoreApplication::translate("ArmyNote", condition.said.toUtf8().constData());
    const QString parts = RuleConditionText::when(condition);
    QString when = parts.isEmpty() ? QString() : tr("This holds %1.").arg(parts);
    if (condition.onceABattle) {
        QString use = tr("Once a battle, when the players say \u201c%1\u201d; it lasts until the end of that "
                         "turn's Combat phase")
                          .arg(said);
        if (const QString on = reachText(condition.reach); !on.isEmpty())
            use = tr("%1, %2").arg(use, on);
        if (condition.ignoresTerror)
            use = tr("%1, who ignore terror meanwhile").arg(use);
        when = when.isEmpty() ? use + tr(".") : tr("%1 %2.").arg(when, use);
    }
    return when;
}

QString RuleConditionText::question(const RuleCondition &condition)
{
    QString said = QCoreApplication::translate("ArmyNote", condition.said.toUtf8().constData());
    // The words follow the rule's name in a note of their own: a sentence.
    if (!said.isEmpty())
        said[0] = said.at(0).toUpper();
    return said;
}

} // namespace wm
