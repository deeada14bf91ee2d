// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"
#include "core/rules/unit.h"
#include "core/rules/unitprofile.h"

#include <QCoreApplication>
#include <QString>

namespace wm {

// A unit's profile and special rules as its card shows them: one short line a player reads at a
// glance, and a tooltip with each rule's summary and what wmassist does with it.
struct ProfileText
{
    Q_DECLARE_TR_FUNCTIONS(ProfileText)

public:
    // "Attacks 3 · Shoots 1 at 30 cm · Hits 3 · Armour 5+ · Move 20 cm"; for a character his
    // attack bonus, Command and move.
    static QString line(const UnitProfile &profile, const Ruleset &ruleset);
    // The same for a unit on the table, with the move it has now: "Move 10 cm, fortified" when a rule
    // halves it (core's paceNow decides).
    static QString line(const Unit &unit, const Ruleset &ruleset);
    // "Rules: Trolls, Undead", then "Magic item: Banner of Fortune" for one it carries; empty for a
    // unit with neither.
    static QString ruleNames(const UnitProfile &profile);
    // Rich text: each rule's name, summary and how wmassist handles it, part by part, and what its
    // magic item does.
    static QString rulesToolTip(const UnitProfile &profile);

private:
    // Everything but the move.
    static QStringList fighting(const UnitProfile &profile);
};

} // namespace wm
