// SPDX-License-Identifier: GPL-3.0-or-later
#include "database.h"

#include "core/storage/schema.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>

namespace wm {

namespace {

// Every SQLite file starts with these 16 bytes.
constexpr char SqliteHeader[] = "SQLite format 3";

QString uniqueConnectionName()
{
    static std::atomic<int> counter = 0;
    return QStringLiteral("wmassist-%1").arg(++counter);
}

std::optional<int> pragmaValue(const QSqlDatabase &db, const QString &pragma)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA ") + pragma) || !query.next())
        return std::nullopt;
    return query.value(0).toInt();
}

// A free name beside path for a file set aside: "wmassist.sqlite.unusable-20261121-0605", with a
// number added if that exists too, so nothing is ever overwritten.
QString asideName(const QString &path)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString name = path + QStringLiteral(".unusable-") + stamp;
    for (int n = 2; QFileInfo::exists(name) || QFileInfo::exists(name + QStringLiteral("-wal")); ++n)
        name = path + QStringLiteral(".unusable-") + stamp + QLatin1Char('-') + QString::number(n);
    return name;
}

} // namespace

Database::Database()
    : m_connectionName(uniqueConnectionName())
{
}

Database::~Database()
{
    close();
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/wmassist.sqlite");
}

bool Database::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && connection().isOpen();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    return pragmaValue(connection(), QStringLiteral("user_version")).value_or(0);
}

void Database::close()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

std::optional<Error> Database::exec(QSqlQuery &query, const QString &what)
{
    if (query.exec())
        return std::nullopt;
    return Error{QStringLiteral("database"), tr("Could not %1: %2").arg(what, query.lastError().text())};
}

std::optional<Error> Database::transaction(const std::function<std::optional<Error>()> &work)
{
    QSqlDatabase db = connection();
    if (!db.transaction())
        return Error{QStringLiteral("database"),
                     tr("Could not start writing to the database: %1").arg(db.lastError().text())};
    std::optional<Error> error = work();
    if (!error && !db.commit())
        error = Error{QStringLiteral("database"), tr("Could not save to the database: %1").arg(db.lastError().text())};
    if (error)
        db.rollback();
    return error;
}

std::optional<Error> Database::openConnection(const QString &path)
{
    close();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(path);
    if (!db.open())
        return Error{QStringLiteral("database"), tr("Could not open %1: %2").arg(path, db.lastError().text())};
    return std::nullopt;
}

// Why the file at path cannot be used as it is, or nothing. Opens the connection on the way.
std::optional<QString> Database::problemWith(const QString &path)
{
    QFile file(path);
    if (file.size() == 0)
        return std::nullopt; // an empty file is an empty database
    if (!file.open(QIODevice::ReadOnly))
        return tr("It cannot be read: %1").arg(file.errorString());
    if (file.read(sizeof(SqliteHeader)) != QByteArray(SqliteHeader, sizeof(SqliteHeader)))
        return tr("It is not a database.");
    file.close();

    if (auto error = openConnection(path))
        return error->message;
    QSqlDatabase db = connection();
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next())
        return tr("It is damaged: %1").arg(check.lastError().text());
    if (check.value(0).toString() != QLatin1String("ok"))
        return tr("It is damaged: %1").arg(check.value(0).toString());

    const int applicationId = pragmaValue(db, QStringLiteral("application_id")).value_or(0);
    const int version = pragmaValue(db, QStringLiteral("user_version")).value_or(0);
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !tables.next())
        return tr("It is damaged: %1").arg(tables.lastError().text());
    const bool empty = tables.value(0).toInt() == 0;
    if (applicationId != Schema::ApplicationId && !(applicationId == 0 && empty))
        return tr("It is another program's database.");
    if (version > Schema::CurrentVersion)
        return tr("It was written by a newer version of wmassist (database version %1; this version knows up to %2).")
            .arg(version)
            .arg(Schema::CurrentVersion);
    return std::nullopt;
}

std::optional<Error> Database::moveAside(const QString &path, const QString &reason)
{
    close();
    const QString target = asideName(path);
    if (!QFile::rename(path, target))
        return Error{QStringLiteral("database"),
                     tr("%1 cannot be used (%2) and could not be moved aside to %3.").arg(path, reason, target)};
    // The write-ahead log holds the newest writes: it goes with the file it belongs to.
    for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (QFileInfo::exists(path + suffix))
            QFile::rename(path + suffix, target + suffix);
    }
    m_setAside = SetAside{path, reason, target};
    return std::nullopt;
}

std::optional<Error> Database::migrate()
{
    const int from = schemaVersion();
    if (from == Schema::CurrentVersion)
        return std::nullopt;
    QSqlDatabase db = connection();
    return transaction([&]() -> std::optional<Error> {
        for (int version = from + 1; version <= Schema::CurrentVersion; ++version) {
            for (const QString &statement : Schema::step(version)) {
                QSqlQuery query(db);
                if (!query.prepare(statement))
                    return Error{QStringLiteral("database"), tr("Could not update the database to version %1: %2")
                                                                 .arg(version)
                                                                 .arg(query.lastError().text())};
                if (auto error = exec(query, tr("update the database to version %1").arg(version)))
                    return error;
            }
        }
        // Pragmas take no bound values; these numbers are ours, not input.
        QSqlQuery stamp(db);
        if (!stamp.exec(QStringLiteral("PRAGMA application_id = %1").arg(Schema::ApplicationId)) ||
            !stamp.exec(QStringLiteral("PRAGMA user_version = %1").arg(Schema::CurrentVersion)))
            return Error{QStringLiteral("database"),
                         tr("Could not mark the database's version: %1").arg(stamp.lastError().text())};
        return std::nullopt;
    });
}

std::optional<Error> Database::open(const QString &path)
{
    m_path = path;
    m_setAside.reset();
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return Error{QStringLiteral("database"), tr("Could not create the folder %1.").arg(info.absolutePath())};

    if (info.exists()) {
        if (const auto problem = problemWith(path)) {
            if (auto error = moveAside(path, *problem))
                return error;
        }
    }
    if (!isOpen()) {
        if (auto error = openConnection(path))
            return error;
    }

    QSqlDatabase db = connection();
    QSqlQuery setup(db);
    // WAL keeps the file readable while a write goes on and makes each commit one append; FULL sync
    // makes a commit survive a power cut, not only a crash.
    for (const QString &pragma :
         {QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("PRAGMA synchronous = FULL"),
          QStringLiteral("PRAGMA foreign_keys = ON")}) {
        if (!setup.exec(pragma))
            return Error{QStringLiteral("database"),
                         tr("Could not set up the database %1: %2").arg(path, setup.lastError().text())};
    }
    if (auto error = migrate()) {
        close();
        return error;
    }
    return std::nullopt;
}

} // namespace wm
