// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/unitprofile.h"
#include "core/rules/unitstate.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace wm {

// One unit on the table: its profile, the label that matches it to the miniatures, and its state.
struct Unit
{
    UnitId id = 0;
    UnitProfile profile;
    QString label; // "Knights - red banner"
    UnitState state;
    // Some units do not count for the army's break point (the army list says: Bretonnian peasants,
    // skirmishers); characters never do.
    bool countsTowardsBreakPoint = true;

    static Unit create(UnitId id, const UnitProfile &profile, const QString &label = {})
    {
        return Unit{id, profile, label, UnitState::fresh(profile), true};
    }
    // The name a player reads: the label when there is one.
    QString displayName() const { return label.isEmpty() ? profile.name : label; }
    // The name that cannot be misread in a sentence of a walk-through or the history: a label that
    // does not say what the unit is goes with its type ("Knights “left”", never "left: 2 hits
    // struck"); one that does is read alone ("Knights - red banner").
    QString fullName() const
    {
        if (label.isEmpty() || label.contains(profile.name, Qt::CaseInsensitive))
            return displayName();
        return QCoreApplication::translate("Unit", "%1 \u201c%2\u201d", "a unit's type and its label")
            .arg(profile.name, label);
    }
    int hitsValue() const { return profile.hits.value_or(1); }
    // The stand its list attached to it is still on the table.
    bool hasAttachedStand() const { return profile.attached && state.attachedStandsLeft > 0; }
    // Its own stands left, an attached one not counted: only those count for Command penalties.
    int regularStandsLeft() const { return state.standsLeft - state.attachedStandsLeft; }
    // A rule of its own, or one the stand attached to it gives the whole unit while it stands (the
    // Salamanders' venom, the Warhounds' pursuit of cavalry).
    bool has(Trait trait) const { return profile.has(trait) || (hasAttachedStand() && profile.attached->has(trait)); }

    // The states spells have left on the unit itself, as the rules read them. An aura a wizard
    // carries falls on the units within its range, not on him: it is no state of his own.
    bool underSpell(SpellState spellState) const
    {
        return std::any_of(state.spells.cbegin(), state.spells.cend(),
                           [spellState](const SpellOnUnit &s) { return !s.aura && s.state == spellState; });
    }
    // The sum of their values (a bonus, a penalty); 0 when no spell gives it the state.
    int spellValue(SpellState spellState) const
    {
        int sum = 0;
        for (const SpellOnUnit &s : state.spells) {
            if (!s.aura && s.state == spellState)
                sum += s.value;
        }
        return sum;
    }
    // The spells that give it the state, by the list's names, for the reason a player reads: "Dominion".
    QString spellsGiving(SpellState spellState) const
    {
        QStringList names;
        for (const SpellOnUnit &s : state.spells) {
            if (!s.aura && s.state == spellState && !names.contains(s.spell))
                names.append(s.spell);
        }
        return names.join(QCoreApplication::translate("Unit", ", ", "between the names of spells"));
    }

    bool operator==(const Unit &) const = default;
};

// Confuses a unit unless its own rule or a spell on it says nothing confuses it; whether it is
// confused now.
inline bool confuse(Unit &unit, ConfusionCause cause)
{
    if (unit.profile.has(Trait::NeverConfused) || unit.underSpell(SpellState::NeverConfused))
        return false;
    markConfused(unit.state, cause);
    return unit.state.isConfused();
}

} // namespace wm
