// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roster/rosterimport.h"
#include "core/storage/rosterstore.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace wm {

// What saving imported rosters came to, for the page that asked.
struct RosterImportReport
{
    // The first roster saved that the game can use; none when nothing of its ruleset came in.
    std::optional<RosterId> usable;
    // For the player, as rich text: each roster saved or not, and everything left out of it.
    QString message;
    bool failed = false; // nothing at all could be imported
};

// Saves what RosterImport read to the player's rosters, so that an imported army is kept like one
// built in wmassist. Rosters of the other ruleset are kept too, but not offered for this game.
struct RosterImporter
{
    Q_DECLARE_TR_FUNCTIONS(RosterImporter)

public:
    static RosterImportReport save(RosterStore &store, const Result<QList<ImportedRoster>> &imported,
                                   RulesetId ruleset);
};

} // namespace wm
