// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/game/game.h"
#include "core/reference/referencetable.h"

#include <QCoreApplication>

namespace wm {

// The parts of the quick reference that come from armies rather than from the rules: in a game, each
// side's units with their profiles and special rules, its wizards' spells and the magic items carried;
// and the shooting range of every unit that shoots, by weapon.
class ArmyReference
{
    Q_DECLARE_TR_FUNCTIONS(ArmyReference)

public:
    // Both armies of the game, first side first: units, then spells and magic items where it has any.
    static QList<ReferenceTable> gameTables(const GameSetup &setup);

    // The keys of one side's tables: "army-1", "spells-2", "items-1".
    static QString armyKey(Side side) { return QStringLiteral("army-%1").arg(side.index() + 1); }
    static QString spellsKey(Side side) { return QStringLiteral("spells-%1").arg(side.index() + 1); }
    static QString itemsKey(Side side) { return QStringLiteral("items-%1").arg(side.index() + 1); }

    // Ranges and weapons of these units, shortest range first, each unit named once in its row.
    static ReferenceTable shootingRanges(const QList<UnitProfile> &profiles, const QString &source);

    // Every profile of these lists: their units and, where they shoot, what a mount or upgrade lets
    // a character shoot.
    static QList<UnitProfile> profiles(const QList<ArmyList> &lists);
    // Every unit of the game's two rosters as fielded.
    static QList<UnitProfile> profiles(const GameSetup &setup);
};

} // namespace wm
