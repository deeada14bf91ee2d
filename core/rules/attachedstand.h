// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/traits.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// One stand an army list adds to a unit instead of fielding it as a unit of its own: Skirmishers
// with Halberdiers, Salamanders with Skinks, Wardancers, Warhounds. It fights, shoots and is lost
// as part of its unit, with its own attacks, the unit's Hits and Armour; while it stands, its rules
// are the unit's (the Salamanders' venom on every shot the unit makes, the Warhounds' pursuit of
// cavalry). Its loss never counts for Command penalties.
struct AttachedStand
{
    Q_DECLARE_TR_FUNCTIONS(AttachedStand)

public:
    QString name;                         // as the list names it: "Skirmishers"
    int combatAttacks = 0;                // dice in combat
    std::optional<int> shootingAttacks{}; // dice when shooting; none when it does not shoot
    std::optional<int> rangeCm{};         // given exactly when shootingAttacks is
    // Its dice when shooting at chargers, where its list gives fewer (the classic Salamanders: 1).
    std::optional<int> shootingAttacksAtChargers{};
    // What it gives the whole unit while it stands (Salamanders: armour piercing, all-round vision).
    Traits traits{};

    bool has(Trait trait) const { return traits.testFlag(trait); }
    // Its dice when it shoots now.
    int shotsAt(bool atChargers) const
    {
        if (!shootingAttacks)
            return 0;
        return atChargers && shootingAttacksAtChargers ? *shootingAttacksAtChargers : *shootingAttacks;
    }
    // Every problem with it, each naming its field under "attached".
    QList<Error> validate() const;

    bool operator==(const AttachedStand &) const = default;
};

} // namespace wm
