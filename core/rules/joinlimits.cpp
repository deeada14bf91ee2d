// SPDX-License-Identifier: GPL-3.0-or-later
#include "joinlimits.h"

#include "core/rules/unit.h"

#include <QLocale>

#include <algorithm>

namespace wm {

namespace {

template <typename T>
void addMissing(QList<T> &to, const QList<T> &from)
{
    for (const T &value : from) {
        if (!to.contains(value))
            to.append(value);
    }
}

bool hasRuleNamed(const Unit &unit, const QStringList &names)
{
    return std::any_of(unit.profile.rules.cbegin(), unit.profile.rules.cend(),
                       [&](const SpecialRule &rule) { return names.contains(rule.name); });
}

QString allListed(const QStringList &names)
{
    return QLocale().createSeparatedList(names);
}

} // namespace

JoinLimits &JoinLimits::operator|=(const JoinLimits &other)
{
    noCharacters = noCharacters || other.noCharacters;
    addMissing(onlyCharactersWithRule, other.onlyCharactersWithRule);
    addMissing(notIntoTypes, other.notIntoTypes);
    addMissing(onlyIntoUnitsWithRule, other.onlyIntoUnitsWithRule);
    return *this;
}

std::optional<QString> JoinLimitsText::refusal(const Unit &character, const Unit &unit)
{
    const JoinLimits &theUnit = unit.profile.joining;
    const JoinLimits &him = character.profile.joining;
    if (theUnit.noCharacters)
        return tr("No character may join %1: its army list says so.").arg(unit.displayName());
    if (!theUnit.onlyCharactersWithRule.isEmpty() && !hasRuleNamed(character, theUnit.onlyCharactersWithRule))
        return tr("Only a character with %1 may join %2.")
            .arg(allListed(theUnit.onlyCharactersWithRule), unit.displayName());
    if (him.notIntoTypes.contains(unit.profile.type))
        return tr("%1 may not join %2: his army list keeps him out of %3 units.")
            .arg(character.displayName(), unit.displayName(), UnitTypeText::name(unit.profile.type).toLower());
    if (!him.onlyIntoUnitsWithRule.isEmpty() && !hasRuleNamed(unit, him.onlyIntoUnitsWithRule))
        return tr("%1 joins only units with %2, and %3 is not one.")
            .arg(character.displayName(), allListed(him.onlyIntoUnitsWithRule), unit.displayName());
    return std::nullopt;
}

} // namespace wm
