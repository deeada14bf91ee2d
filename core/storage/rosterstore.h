// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/roster/roster.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace wm {

class Database;
using RosterId = qint64;

// What a list of saved rosters shows without reading each one.
struct RosterSummary
{
    RosterId id = 0;
    QString name;
    RulesetId ruleset = RulesetId::Warmaster;
    QString armyKey; // empty for a roster of typed-in units
    int pointsLimit = 0;
    QDateTime modified;

    bool operator==(const RosterSummary &) const = default;
};

// The rosters players keep, each a roster file's JSON in the database. A roster read back that
// cannot be read is an error naming it, never a half roster.
class RosterStore
{
    Q_DECLARE_TR_FUNCTIONS(RosterStore)

public:
    explicit RosterStore(Database &database);

    // Saves a new roster, or replaces the one numbered `id`.
    Result<RosterId> save(const Roster &roster, std::optional<RosterId> id = std::nullopt);
    Result<Roster> load(RosterId id) const;
    // Every roster, the one changed last first.
    Result<QList<RosterSummary>> list() const;
    std::optional<Error> remove(RosterId id);

private:
    Database &m_database;
};

} // namespace wm
