// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace wm {

// The database's tables, version by version. A database at version N is brought to the current
// version by running the steps after N in order; each step runs inside the caller's transaction.
// A released step never changes: a change to the schema is a new step.
namespace Schema {

inline constexpr int CurrentVersion = 4;
// Marks the file as wmassist's, so another program's SQLite database is never mistaken for one
// ("WMAS" in ASCII).
inline constexpr int ApplicationId = 0x574d4153;

// The SQL statements that take a database from version - 1 to version.
QList<QString> step(int version);

} // namespace Schema

} // namespace wm
