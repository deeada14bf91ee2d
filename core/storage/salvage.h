// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace wm {

// What was read back from a damaged database into the new one, and what could not be.
struct SalvageReport
{
    int games = 0;
    int actions = 0;
    int rosters = 0;
    int settings = 0;
    // Each thing that could not be read or kept, in a sentence: "Game 3: actions after 150 and
    // before 163 could not be read."
    QStringList lost;

    bool recoveredAnything() const { return games + rosters + settings > 0; }
    // What a player is told: what is back, then what is not.
    QString summary() const;

    bool operator==(const SalvageReport &) const = default;
};

// Reads what can still be read of a damaged wmassist database into a new, empty one of the current
// schema, in the spirit of SQLite's recovery: table by table and row by row, stepping over pages
// that no longer read. A row is kept only when it reads back whole and the new database takes it.
// A game keeps its actions up to the first that could not be read; those after it are kept too,
// but set aside with why (as an action that no longer replays is), never replayed across the gap.
// The army lists' copy and the snapshots are not read: wmassist makes them again from its own files
// and from the actions.
class Salvage
{
    Q_DECLARE_TR_FUNCTIONS(Salvage)

public:
    // `damaged` is the file as it was set aside; `into` an open connection to the new database.
    static SalvageReport copy(const QString &damaged, QSqlDatabase into);
};

} // namespace wm
