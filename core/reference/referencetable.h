// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace wm {

// One table of the quick reference, as the reference dock, its printed sheet and `wmassist-cli
// reference` show it: rows of cells under column headings, notes under them, and the ruleset options
// that make it differ between the two games. Every cell is worked out from the rules in core, so a
// rule changed there changes the reference with it.
struct ReferenceTable
{
    QString key{};     // stable, for links, F1 and scripts: "to-hit", "blunder"
    QString section{}; // the part of the turn or the game it belongs to: "Shooting"
    QString title{};   // "Score to hit"
    QStringList columns{};
    QList<QStringList> rows{};
    QStringList notes{};
    QList<RulesetOptionInfo> differences{}; // where Warmaster and Revolution part, with their sources
    // About one army of the game being played rather than the rules: the printed sheet puts these
    // after the rules' two sides.
    bool ofAnArmy = false;

    // Every word a player might look it up by: title, section, headings, cells and notes.
    QString searchText() const;
};

} // namespace wm
