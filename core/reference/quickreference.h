// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/game/game.h"
#include "core/reference/referencetable.h"
#include "core/rules/ruleset.h"
#include "core/rules/tables.h"

#include <QCoreApplication>

namespace wm {

// The quick reference a player keeps beside the table, for one ruleset: every table worked out from
// the rules in core (the same functions, constants and tables the resolvers use), never written out a
// second time. The reference dock, its printed sheet and `wmassist-cli reference` all show these.
// What the reference is made from besides the rules.
struct ReferenceArmies
{
    // The ruleset's army lists: the shooting range of every unit in them (lists of another ruleset
    // are left out).
    QList<ArmyList> lists{};
    // In a game, its setup: both armies' units, spells and magic items, and the shooting ranges of
    // their units instead of the lists'.
    std::optional<GameSetup> game{};
};

class QuickReference
{
    Q_DECLARE_TR_FUNCTIONS(QuickReference)

public:
    static QList<ReferenceTable> tables(const Ruleset &ruleset, const ReferenceArmies &armies = {});
    // The table with this key, or nothing.
    static std::optional<ReferenceTable> table(const Ruleset &ruleset, const QString &key,
                                               const ReferenceArmies &armies = {});

    // The key of the table that shows this special table (the ruleset's own variant of it).
    static QString tableKey(TableId id);

    // How a Command or combat modifier reads: "+1", "−1" (a true minus sign), "0".
    static QString signedNumber(int value);
};

} // namespace wm
