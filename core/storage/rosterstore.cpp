// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterstore.h"

#include "core/roster/rosterjson.h"
#include "core/storage/database.h"

#include <QSqlQuery>

namespace wm {

RosterStore::RosterStore(Database &database)
    : m_database(database)
{
}

Result<RosterId> RosterStore::save(const Roster &roster, std::optional<RosterId> id)
{
    RosterId saved = id.value_or(0);
    const auto error = m_database.transaction([&]() -> std::optional<Error> {
        QSqlQuery query(m_database.connection());
        if (id) {
            query.prepare(QStringLiteral("UPDATE rosters SET name = ?, army_list = ?, ruleset = ?, points_limit = ?,"
                                         " content = ?, modified = ? WHERE id = ?"));
        } else {
            query.prepare(QStringLiteral("INSERT INTO rosters (name, army_list, ruleset, points_limit, content,"
                                         " modified) VALUES (?, ?, ?, ?, ?, ?)"));
        }
        // An empty QString binds as NULL, which the NOT NULL columns refuse.
        query.addBindValue(roster.name.isEmpty() ? QStringLiteral("") : roster.name);
        query.addBindValue(roster.armyKey.isEmpty() ? QStringLiteral("") : roster.armyKey);
        query.addBindValue(enumKey(roster.ruleset));
        query.addBindValue(roster.pointsLimit);
        query.addBindValue(QString::fromUtf8(RosterJson::write(roster)));
        query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        if (id)
            query.addBindValue(*id);
        if (auto e = Database::exec(query, tr("save the roster %1").arg(roster.name)))
            return e;
        if (id && query.numRowsAffected() != 1)
            return Error{QStringLiteral("roster"), tr("There is no roster %1 in the database.").arg(*id)};
        if (!id)
            saved = query.lastInsertId().toLongLong();
        return std::nullopt;
    });
    if (error)
        return *error;
    return saved;
}

Result<Roster> RosterStore::load(RosterId id) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT content FROM rosters WHERE id = ?"));
    query.addBindValue(id);
    if (auto error = Database::exec(query, tr("read roster %1").arg(id)))
        return *error;
    if (!query.next())
        return Error{QStringLiteral("roster"), tr("There is no roster %1 in the database.").arg(id)};
    return RosterJson::read(query.value(0).toString().toUtf8(), tr("roster %1").arg(id), Limits::Origin::Stored);
}

Result<QList<RosterSummary>> RosterStore::list() const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral(
        "SELECT id, name, ruleset, army_list, points_limit, modified FROM rosters ORDER BY modified DESC, id DESC"));
    if (auto error = Database::exec(query, tr("list the rosters")))
        return *error;
    QList<RosterSummary> all;
    while (query.next()) {
        RosterSummary s;
        s.id = query.value(0).toLongLong();
        s.name = query.value(1).toString();
        s.ruleset = enumFromKey<RulesetId>(query.value(2).toString()).value_or(RulesetId::Warmaster);
        s.armyKey = query.value(3).toString();
        s.pointsLimit = query.value(4).toInt();
        s.modified = QDateTime::fromString(query.value(5).toString(), Qt::ISODateWithMs);
        all.append(s);
    }
    return all;
}

std::optional<Error> RosterStore::remove(RosterId id)
{
    return m_database.transaction([&]() -> std::optional<Error> {
        QSqlQuery query(m_database.connection());
        query.prepare(QStringLiteral("DELETE FROM rosters WHERE id = ?"));
        query.addBindValue(id);
        if (auto e = Database::exec(query, tr("delete roster %1").arg(id)))
            return e;
        if (query.numRowsAffected() != 1)
            return Error{QStringLiteral("roster"), tr("There is no roster %1 in the database.").arg(id)};
        return std::nullopt;
    });
}

} // namespace wm
