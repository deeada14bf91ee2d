// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Database files made and looked at as another program, or an older wmassist, would: raw SQLite
// connections beside wmassist's own, for the storage tests.

#include "core/storage/database.h"
#include "core/storage/schema.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTest>

namespace wm::test {

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Runs statements on a file with a raw connection, as another program or an older wmassist would.
inline void runRaw(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const QString &statement : statements)
            QVERIFY2(query.exec(statement), qPrintable(statement + QStringLiteral(": ") + query.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// A wmassist database as a version of the past made it, with a roster, a game and its actions.
inline QStringList databaseOfVersion(int version)
{
    QStringList statements;
    for (int v = 1; v <= version; ++v)
        statements.append(Schema::step(v));
    if (version >= 1) {
        statements.append(
            QStringLiteral("INSERT INTO rosters VALUES (1, 'Reikland', 'revolution/empire', 'revolution', "
                           "1000, '{\"units\":[]}', '2026-01-01T10:00:00')"));
        statements.append(QStringLiteral("INSERT INTO games (id, ruleset, content, started) VALUES (7, 'revolution', "
                                         "'{\"players\":[\"Anna\",\"Ben\"]}', '2026-01-02T18:00:00')"));
        for (int seq = 1; seq <= 3; ++seq)
            statements.append(QStringLiteral("INSERT INTO actions VALUES (7, %1, 'shoot', '{\"dice\":[4,5,6]}', %2, "
                                             "'2026-01-02T18:05:00')")
                                  .arg(seq)
                                  .arg(seq == 3 ? 1 : 0));
    }
    statements.append(QStringLiteral("PRAGMA application_id = %1").arg(Schema::ApplicationId));
    statements.append(QStringLiteral("PRAGMA user_version = %1").arg(version));
    return statements;
}

inline int count(const Database &db, const QString &table)
{
    QSqlQuery query(db.connection());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM ") + table) || !query.next())
        return -1;
    return query.value(0).toInt();
}

inline QString pragma(const Database &db, const QString &name)
{
    QSqlQuery query(db.connection());
    if (!query.exec(QStringLiteral("PRAGMA ") + name) || !query.next())
        return {};
    return query.value(0).toString();
}

} // namespace wm::test
