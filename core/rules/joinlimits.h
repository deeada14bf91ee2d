// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/unittype.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace wm {

struct Unit;

// Who may join whom, where an army list limits it. A unit's limits say which characters it takes
// (Harpies take none; Ulfwerener only characters with Were Kin); a character's say which units he
// may join (an Elephant's rider no cavalry; a Treeman Ancient only Forest Spirit units). Rules are
// named as the list names them, so that "Forest Spirits" reaches every unit with that rule.
struct JoinLimits
{
    bool noCharacters = false;            // a unit no character may join
    QStringList onlyCharactersWithRule{}; // a unit only characters with one of these rules may join
    QList<UnitType> notIntoTypes{};       // a character who may not join units of these types
    QStringList onlyIntoUnitsWithRule{};  // a character who joins only units with one of these rules

    bool isEmpty() const
    {
        return !noCharacters && onlyCharactersWithRule.isEmpty() && notIntoTypes.isEmpty() &&
               onlyIntoUnitsWithRule.isEmpty();
    }
    // Both limits at once: what a mount adds to its rider's own.
    JoinLimits &operator|=(const JoinLimits &other);

    bool operator==(const JoinLimits &) const = default;
};

struct JoinLimitsText
{
    Q_DECLARE_TR_FUNCTIONS(JoinLimits)

public:
    // Why the list forbids `character` to join `unit`, in a sentence; nothing when it allows it.
    static std::optional<QString> refusal(const Unit &character, const Unit &unit);
};

} // namespace wm
