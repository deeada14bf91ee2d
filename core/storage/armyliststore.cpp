// SPDX-License-Identifier: GPL-3.0-or-later
#include "armyliststore.h"

#include "core/armies/armylistjson.h"
#include "core/rules/ruleset.h"
#include "core/storage/database.h"

#include <QSqlQuery>

namespace wm {

namespace {

// In the settings table. A migration that empties army_lists must remove it too.
const QString FingerprintKey = QStringLiteral("army-lists-fingerprint");

} // namespace

ArmyListStore::ArmyListStore(Database &database)
    : m_database(database)
{
}

QString ArmyListStore::rowId(const ArmyList &list)
{
    return enumKey(list.ruleset) + QLatin1Char('/') + list.key;
}

Result<int> ArmyListStore::sync(const ArmyLists &lists, const QByteArray &fingerprint)
{
    int written = 0;
    const auto error = m_database.transaction([&]() -> std::optional<Error> {
        for (const ArmyList &list : lists.lists()) {
            QSqlQuery current(m_database.connection());
            current.prepare(QStringLiteral("SELECT data_version FROM army_lists WHERE id = ?"));
            current.addBindValue(rowId(list));
            if (auto e = Database::exec(current, tr("look up the army list %1").arg(list.name)))
                return e;
            if (current.next() && current.value(0).toInt() == list.dataVersion)
                continue;
            QSqlQuery write(m_database.connection());
            write.prepare(QStringLiteral(
                "INSERT OR REPLACE INTO army_lists (id, ruleset, data_version, content) VALUES (?, ?, ?, ?)"));
            write.addBindValue(rowId(list));
            write.addBindValue(enumKey(list.ruleset));
            write.addBindValue(list.dataVersion);
            write.addBindValue(QString::fromUtf8(ArmyListJson::write(list)));
            if (auto e = Database::exec(write, tr("save the army list %1").arg(list.name)))
                return e;
            ++written;
        }
        if (fingerprint.isEmpty())
            return std::nullopt;
        QSqlQuery record(m_database.connection());
        record.prepare(QStringLiteral("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)"));
        record.addBindValue(FingerprintKey);
        record.addBindValue(QString::fromLatin1(fingerprint));
        return Database::exec(record, tr("remember which army lists were saved"));
    });
    if (error)
        return *error;
    return written;
}

bool ArmyListStore::isSynced(const QByteArray &fingerprint) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT value FROM settings WHERE key = ?"));
    query.addBindValue(FingerprintKey);
    // A database that cannot say is synced again: that costs a start a little time, never a list.
    return query.exec() && query.next() && query.value(0).toString().toLatin1() == fingerprint;
}

Result<ArmyLists> ArmyListStore::load() const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT id, content FROM army_lists ORDER BY id"));
    if (auto error = Database::exec(query, tr("read the army lists")))
        return *error;
    ArmyLists lists;
    while (query.next()) {
        const QString id = query.value(0).toString();
        auto list = ArmyListJson::read(query.value(1).toString().toUtf8(), id);
        if (!list.ok())
            return list.error();
        lists.add(list.value());
    }
    return lists;
}

} // namespace wm
