// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <optional>

class QSqlQuery;

namespace wm {

// A database file that could not be used: what was wrong with it, and where it was moved so that
// nothing in it is lost.
struct SetAside
{
    QString path;    // where it was
    QString reason;  // a sentence a player can read
    QString movedTo; // where it is now

    bool operator==(const SetAside &) const = default;
};

// wmassist's one SQLite database: its named connection, its schema and its safety rules (WAL, foreign
// keys, every write in a transaction, prepared statements). One object owns one connection.
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Where the database lives unless --database says otherwise.
    static QString defaultPath();

    // Opens the database at path, creating it and its folder when missing, and brings its schema up
    // to date. A file that is damaged, not a database, another program's, or from a newer wmassist is
    // moved aside under a name with a timestamp (with its -wal and -shm files), and a fresh database
    // takes its place: setAside() then says what was wrong. Fails only when no database can be used.
    std::optional<Error> open(const QString &path);
    void close();

    bool isOpen() const;
    QString path() const { return m_path; }
    const std::optional<SetAside> &setAside() const { return m_setAside; }
    QSqlDatabase connection() const;
    int schemaVersion() const;

    // Runs work inside one transaction: committed when it returns no error, rolled back otherwise
    // (and when the commit fails), so either all of it is written or none.
    std::optional<Error> transaction(const std::function<std::optional<Error>()> &work);

    // Runs a prepared query, turning a failure into an Error that says what was being done.
    static std::optional<Error> exec(QSqlQuery &query, const QString &what);

private:
    std::optional<QString> problemWith(const QString &path);
    std::optional<Error> moveAside(const QString &path, const QString &reason);
    std::optional<Error> openConnection(const QString &path);
    std::optional<Error> migrate();

    QString m_connectionName;
    QString m_path;
    std::optional<SetAside> m_setAside;
};

} // namespace wm
