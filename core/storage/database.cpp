// SPDX-License-Identifier: GPL-3.0-or-later
#include "database.h"

#include "core/storage/schema.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QUrl>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

#include <atomic>

namespace wm {

namespace {

// Every SQLite file starts with these 16 bytes.
constexpr char SqliteHeader[] = "SQLite format 3";

// SQLite's primary result codes (sqlite3.h), as Qt's driver passes them on.
constexpr int SqlitePermission = 3;
constexpr int SqliteBusy = 5;
constexpr int SqliteLocked = 6;
constexpr int SqliteReadOnly = 8;
constexpr int SqliteCorrupt = 11;
constexpr int SqliteFull = 13;
constexpr int SqliteCannotOpen = 14;
constexpr int SqliteAuthorization = 23;
constexpr int SqliteNotADatabase = 26;

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

DiskProbe DiskProbe::real()
{
    return DiskProbe{
        [](const QString &folder) {
            const QStorageInfo disk(folder);
            return disk.isValid() ? disk.bytesAvailable() : qint64(-1);
        },
        [](const QString &folder) { return QFileInfo(folder).isWritable(); },
        [](const QString &path) { return QFileInfo(path).isWritable(); },
    };
}

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
    closeConnection();
    // The lock goes last: no other wmassist may write before this one has let go of the file.
    m_lock.reset();
    m_readOnly = false;
    m_identity.clear();
}

void Database::closeConnection()
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
    if (m_readOnly)
        return Error{QStringLiteral("database"),
                     tr("%1 is open only to be read: nothing can be changed in it.").arg(m_path)};
    QSqlDatabase db = connection();
    // The write lock is taken at the start, waiting out another program's short lock (the busy
    // timeout). A deferred transaction that read first would be refused at once when it came to
    // write, without waiting, had anyone written in between.
    QSqlQuery begin(db);
    if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return writeError(begin.lastError(), tr("Could not start writing to the database: %1"));
    std::optional<Error> error = work();
    // A file deleted or replaced under the app would take this write with it: it is refused, and
    // the player is offered to save the game again while the connection still holds it.
    if (!error && fileIsGone())
        error = goneError();
    if (!error && !db.commit())
        error = writeError(db.lastError(), tr("Could not save to the database: %1"));
    if (error)
        db.rollback();
    return error;
}

QByteArray Database::identityOf(const QString &path) const
{
#ifdef Q_OS_UNIX
    struct stat status = {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return {};
    return QByteArray::number(qulonglong(status.st_dev)) + ':' + QByteArray::number(qulonglong(status.st_ino));
#else
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    return QByteArray::number(info.birthTime().toMSecsSinceEpoch());
#endif
}

bool Database::fileIsGone() const
{
    return !m_identity.isEmpty() && identityOf(m_path) != m_identity;
}

Error Database::goneError() const
{
    return Error{QStringLiteral("database"),
                 tr("%1 was deleted or replaced while wmassist had it open. This was not recorded, so that it is "
                    "not lost with the file; everything before it is still held. Save the database again to "
                    "go on.")
                     .arg(m_path)};
}

std::optional<DatabaseError> Database::saveAgainTo(const QString &target)
{
    if (QFileInfo::exists(target))
        return DatabaseError{
            {QStringLiteral("database"), tr("There is a file at %1 already: choose another name, so that nothing is "
                                            "written over.")
                                             .arg(target)},
            DatabaseTrouble::NoAccess};
    {
        // VACUUM INTO writes the database as this connection sees it, the deleted file's pages included.
        QSqlQuery copy(connection());
        copy.prepare(QStringLiteral("VACUUM INTO ?"));
        copy.addBindValue(target);
        if (!copy.exec()) {
            DatabaseError error = troubleError(target, copy.lastError());
            QFile::remove(target);
            return error;
        }
    }
    return open(target);
}

Error Database::writeError(const QSqlError &error, const QString &otherwise) const
{
    if (troubleOf(error) == DatabaseTrouble::Busy)
        return Error{QStringLiteral("database"),
                     tr("The database is busy: another program holds a lock on %1 (%2). Nothing was recorded; try "
                        "again in a moment.")
                         .arg(m_path, error.text())};
    return Error{QStringLiteral("database"), otherwise.arg(error.text())};
}

std::optional<DatabaseTrouble> Database::troubleOf(const QSqlError &error)
{
    bool known = false;
    // Qt passes SQLite's result code on; an extended code keeps the primary one in its low byte.
    const int code = error.nativeErrorCode().toInt(&known) & 0xff;
    if (!known)
        return DatabaseTrouble::InputOutput;
    switch (code) {
    case SqliteCorrupt:
    case SqliteNotADatabase:
        return std::nullopt;
    case SqliteBusy:
    case SqliteLocked:
        return DatabaseTrouble::Busy;
    case SqliteReadOnly:
        return DatabaseTrouble::ReadOnly;
    case SqliteFull:
        return DatabaseTrouble::Full;
    case SqlitePermission:
    case SqliteCannotOpen:
    case SqliteAuthorization:
        return DatabaseTrouble::NoAccess;
    default:
        // Whatever else went wrong says nothing against the file: it is never set aside for it.
        return DatabaseTrouble::InputOutput;
    }
}

DatabaseError Database::troubleError(const QString &path, const QSqlError &error) const
{
    const QString detail = error.text();
    const std::optional<DatabaseTrouble> trouble = troubleOf(error);
    QString message;
    switch (trouble.value_or(DatabaseTrouble::InputOutput)) {
    case DatabaseTrouble::InUse:
    case DatabaseTrouble::Busy:
        message = tr("%1 is in use by another program, which holds a lock on it (%2). Close that program and "
                     "start wmassist again; nothing was changed.")
                      .arg(path, detail);
        break;
    case DatabaseTrouble::ReadOnly:
        message = tr("%1 can only be read, but wmassist must write to it and to its folder (%2). Check that the "
                     "file and its folder may be written to and that the disk is not read-only; nothing was "
                     "changed.")
                      .arg(path, detail);
        break;
    case DatabaseTrouble::Full: {
        const qint64 free = m_disk.freeBytes(QFileInfo(path).absolutePath());
        const QLocale locale;
        message = free >= 0
                      ? tr("The disk that holds %1 is full (%2): %3 are free, and wmassist needs at least %4. "
                           "Make room on it and start wmassist again; nothing was changed.")
                            .arg(path, detail, locale.formattedDataSize(free), locale.formattedDataSize(RoomToStart))
                      : tr("The disk that holds %1 is full (%2). Make room on it and start wmassist again; "
                           "nothing was changed.")
                            .arg(path, detail);
        break;
    }
    case DatabaseTrouble::NoAccess:
        message = tr("%1 cannot be opened (%2). Check that it and its folder may be read and written; "
                     "nothing was changed.")
                      .arg(path, detail);
        break;
    case DatabaseTrouble::InputOutput:
        message = tr("%1 could not be read or written (%2). The disk may be failing or was unplugged; nothing "
                     "was changed.")
                      .arg(path, detail);
        break;
    }
    if (!trouble)
        message = tr("%1 is damaged: %2").arg(path, detail);
    return DatabaseError{{QStringLiteral("database"), message}, trouble};
}

std::optional<DatabaseError> Database::openConnection(const QString &path, Access access)
{
    closeConnection();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(m_busyTimeout);
    if (access == Access::AsOnDisk) {
        // Read as it lies on the disk: no -shm is made beside it, and no other writer is looked for.
        QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
        url.setQuery(QStringLiteral("immutable=1"));
        db.setDatabaseName(url.toString(QUrl::FullyEncoded));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    } else {
        db.setDatabaseName(path);
    }
    if (access != Access::ReadWrite)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open())
        return troubleError(path, db.lastError());
    for (const QString &statement : std::as_const(m_connectionStatements)) {
        QSqlQuery query(db);
        if (!query.exec(statement))
            return troubleError(path, query.lastError());
    }
    return std::nullopt;
}

std::optional<DatabaseError> Database::lock(const QString &path)
{
    m_lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    // Held for as long as the app runs: only a lock whose process is gone counts as left behind.
    m_lock->setStaleLockTime(0);
    if (m_lock->tryLock(0))
        return std::nullopt;
    const QLockFile::LockError why = m_lock->error();
    qint64 pid = 0;
    QString host;
    QString application;
    const bool known = why == QLockFile::LockFailedError && m_lock->getLockInfo(&pid, &host, &application);
    // A lock file that names no process was left by one killed while it made the file. Qt keeps a
    // native lock on the file while its process runs, so it is removed only when none holds it.
    if (why == QLockFile::LockFailedError && !known && m_lock->removeStaleLockFile() && m_lock->tryLock(0))
        return std::nullopt;
    m_lock.reset();
    if (why == QLockFile::LockFailedError) {
        const QString holder = known ? tr("process %1 on %2").arg(pid).arg(host.isEmpty() ? tr("this computer") : host)
                                     : tr("a process that could not be named");
        return DatabaseError{{QStringLiteral("database"),
                              tr("%1 is open in another wmassist (%2). Only one at a time can change it: close "
                                 "that one first.")
                                  .arg(path, holder)},
                             DatabaseTrouble::InUse};
    }
    return DatabaseError{{QStringLiteral("database"),
                          tr("wmassist cannot make its lock file %1.lock beside the database. Check that the folder "
                             "may be written to; nothing was changed.")
                              .arg(path)},
                         why == QLockFile::PermissionError ? DatabaseTrouble::NoAccess : DatabaseTrouble::InputOutput};
}

// Why the file at path cannot be used as it is. A fault of the file itself goes to `damage` (it is
// moved aside); anything else is returned, and nothing is changed. Opens the connection on the way.
std::optional<DatabaseError> Database::problemWith(const QString &path, std::optional<Damage> &damage)
{
    QFile file(path);
    if (file.size() == 0)
        return std::nullopt; // an empty file is an empty database
    if (!file.open(QIODevice::ReadOnly))
        return DatabaseError{{QStringLiteral("database"),
                              tr("%1 cannot be read (%2). Check that it may be read and written; nothing was "
                                 "changed.")
                                  .arg(path, file.errorString())},
                             DatabaseTrouble::NoAccess};
    if (file.read(sizeof(SqliteHeader)) != QByteArray(SqliteHeader, sizeof(SqliteHeader))) {
        damage = Damage{tr("It is not a database."), false};
        return std::nullopt;
    }
    file.close();

    if (auto error = openConnection(path, Access::ReadWrite)) {
        if (error->trouble)
            return error;
        damage = Damage{tr("It is damaged: %1").arg(error->message), true};
        return std::nullopt;
    }
    QSqlDatabase db = connection();
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next()) {
        if (troubleOf(check.lastError()))
            return troubleError(path, check.lastError());
        damage = Damage{tr("It is damaged: %1").arg(check.lastError().text()), true};
        return std::nullopt;
    }
    if (check.value(0).toString() != QLatin1String("ok")) {
        damage = Damage{tr("It is damaged: %1").arg(check.value(0).toString()), true};
        return std::nullopt;
    }

    const int applicationId = pragmaValue(db, QStringLiteral("application_id")).value_or(0);
    const int version = pragmaValue(db, QStringLiteral("user_version")).value_or(0);
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !tables.next()) {
        if (troubleOf(tables.lastError()))
            return troubleError(path, tables.lastError());
        damage = Damage{tr("It is damaged: %1").arg(tables.lastError().text()), true};
        return std::nullopt;
    }
    const bool empty = tables.value(0).toInt() == 0;
    if (applicationId != Schema::ApplicationId && !(applicationId == 0 && empty))
        damage = Damage{tr("It is another program's database."), false};
    else if (version > Schema::CurrentVersion)
        damage = Damage{tr("It was written by a newer version of wmassist (database version %1; this version knows "
                           "up to %2).")
                            .arg(version)
                            .arg(Schema::CurrentVersion),
                        false};
    return std::nullopt;
}

// Takes and at once gives back the write lock: a file that can only be read, or that another
// program holds, shows it here, before the player does anything, not at the first action.
std::optional<DatabaseError> Database::checkWritable(const QString &path)
{
    QSqlDatabase db = connection();
    QSqlQuery begin(db);
    if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return troubleError(path, begin.lastError());
    // SQLite grants the lock on a file it may only read; writing the version as it is finds out.
    QSqlQuery write(db);
    const bool written = write.exec(QStringLiteral("PRAGMA user_version = %1").arg(schemaVersion()));
    QSqlQuery rollback(db);
    rollback.exec(QStringLiteral("ROLLBACK"));
    if (!written)
        return troubleError(path, write.lastError());
    return std::nullopt;
}

std::optional<Error> Database::moveAside(const QString &path, const QString &reason)
{
    closeConnection();
    const QString target = asideName(path);
    if (!QFile::rename(path, target))
        return Error{QStringLiteral("database"),
                     tr("%1 cannot be used (%2) and could not be moved aside to %3.").arg(path, reason, target)};
    // The write-ahead log holds the newest writes: it goes with the file it belongs to.
    for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (QFileInfo::exists(path + suffix))
            QFile::rename(path + suffix, target + suffix);
    }
    m_setAside = SetAside{path, reason, target, std::nullopt};
    return std::nullopt;
}

std::optional<DatabaseError> Database::migrate()
{
    const int from = schemaVersion();
    if (from == Schema::CurrentVersion)
        return std::nullopt;
    QSqlDatabase db = connection();
    std::optional<QSqlError> failed;
    const auto error = transaction([&]() -> std::optional<Error> {
        for (int version = from + 1; version <= Schema::CurrentVersion; ++version) {
            for (const QString &statement : Schema::step(version)) {
                QSqlQuery query(db);
                if (!query.exec(statement)) {
                    failed = query.lastError();
                    return Error{QStringLiteral("database"), tr("Could not update the database to version %1: %2")
                                                                 .arg(version)
                                                                 .arg(query.lastError().text())};
                }
            }
        }
        // Pragmas take no bound values; these numbers are ours, not input.
        QSqlQuery stamp(db);
        if (!stamp.exec(QStringLiteral("PRAGMA application_id = %1").arg(Schema::ApplicationId)) ||
            !stamp.exec(QStringLiteral("PRAGMA user_version = %1").arg(Schema::CurrentVersion))) {
            failed = stamp.lastError();
            return Error{QStringLiteral("database"),
                         tr("Could not mark the database's version: %1").arg(stamp.lastError().text())};
        }
        return std::nullopt;
    });
    if (!error)
        return std::nullopt;
    // A step that fails for want of room or of the right to write changes nothing: the transaction
    // is rolled back, and the player is told what stands in the way.
    if (failed && troubleOf(*failed))
        return troubleError(m_path, *failed);
    return DatabaseError{*error, std::nullopt};
}

// The disk must have room for the lock, the journal and its index before anything is made: on a
// full disk those fail in ways that look like a folder's permissions or a failing disk.
std::optional<DatabaseError> Database::roomToStart(const QString &path) const
{
    const qint64 free = m_disk.freeBytes(QFileInfo(path).absolutePath());
    if (free < 0 || free >= RoomToStart)
        return std::nullopt;
    const QLocale locale;
    return DatabaseError{{QStringLiteral("database"),
                          tr("The disk that holds %1 is full: %2 are free, and wmassist needs at least %3 there to "
                             "start (for its lock and its journal). Make room on it and start wmassist again; "
                             "nothing was changed.")
                              .arg(path, locale.formattedDataSize(free), locale.formattedDataSize(RoomToStart))},
                         DatabaseTrouble::Full};
}

// The index of the write-ahead log (-shm) that a start on a file that could only be read left
// behind, as unwritable as that file was. Now that the file may be written, the index is given the
// file's permissions again; SQLite would otherwise go on refusing the file for it.
std::optional<DatabaseError> Database::leftoverIndex(const QString &path) const
{
    const QString index = path + QStringLiteral("-shm");
    if (!QFileInfo::exists(index) || m_disk.canWrite(index) || !m_disk.canWrite(path))
        return std::nullopt;
    QFile::setPermissions(index, QFile::permissions(path));
    if (m_disk.canWrite(index))
        return std::nullopt;
    return DatabaseError{{QStringLiteral("database"),
                          tr("%1 can only be read: it is the index of the database's journal, left by an earlier "
                             "start, and wmassist must write to it. Let it be written to, or delete it while no "
                             "program has %2 open; nothing was changed.")
                              .arg(index, path)},
                         DatabaseTrouble::ReadOnly};
}

std::optional<DatabaseError> Database::open(const QString &path)
{
    close();
    m_path = path;
    m_setAside.reset();
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return DatabaseError{{QStringLiteral("database"),
                              tr("Could not create the folder %1. Check that it may be created; nothing was changed.")
                                  .arg(info.absolutePath())},
                             DatabaseTrouble::NoAccess};
    if (auto error = roomToStart(path))
        return error;
    if (info.exists() && !m_disk.canWriteIn(info.absolutePath()))
        return DatabaseError{{QStringLiteral("database"),
                              tr("%1 is in a folder that can only be read (%2), but wmassist must make its lock and "
                                 "its journal beside it. Its games can be looked at, not changed; nothing was "
                                 "changed.")
                                  .arg(path, info.absolutePath())},
                             DatabaseTrouble::ReadOnly};
    if (auto error = lock(path))
        return error;

    auto failed = [this](DatabaseError error) {
        close();
        return std::optional<DatabaseError>(std::move(error));
    };
    if (auto error = leftoverIndex(path))
        return failed(*std::move(error));
    std::optional<QString> salvageFrom;
    if (info.exists()) {
        std::optional<Damage> damage;
        if (auto error = problemWith(path, damage))
            return failed(*std::move(error));
        if (damage) {
            if (auto error = moveAside(path, damage->reason))
                return failed(DatabaseError{*std::move(error), std::nullopt});
            if (damage->salvageable)
                salvageFrom = m_setAside->movedTo;
        }
    }
    if (!isOpen()) {
        if (auto error = openConnection(path, Access::ReadWrite))
            return failed(*std::move(error));
    }
    m_identity = identityOf(path);

    // Before anything is written: a file that cannot be written is found out while it is unchanged.
    if (auto error = checkWritable(path))
        return failed(*std::move(error));
    if (auto error = migrate())
        return failed(*std::move(error));
    if (salvageFrom)
        m_setAside->salvaged = Salvage::copy(*salvageFrom, connection());
    // WAL keeps the file readable while a write goes on and makes each commit one append; FULL sync
    // makes a commit survive a power cut, not only a crash. Set after the schema's steps, which may
    // rebuild tables that foreign keys point at.
    for (const QString &pragma :
         {QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("PRAGMA synchronous = FULL"),
          QStringLiteral("PRAGMA foreign_keys = ON")}) {
        std::optional<DatabaseError> error;
        {
            QSqlQuery setup(connection());
            if (!setup.exec(pragma))
                error = troubleError(path, setup.lastError());
        }
        if (error)
            return failed(*std::move(error));
    }
    return std::nullopt;
}

std::optional<DatabaseError> Database::openReadOnly(const QString &path)
{
    close();
    m_path = path;
    m_setAside.reset();
    auto failed = [this](DatabaseError error) {
        close();
        return std::optional<DatabaseError>(std::move(error));
    };
    if (!QFileInfo::exists(path))
        return failed(DatabaseError{{QStringLiteral("database"), tr("There is no database at %1.").arg(path)},
                                    DatabaseTrouble::NoAccess});
    // SQLite reads a journaled file through an index it makes beside it; a folder that can only be
    // read has no room for one, and the file is read as it lies on the disk instead.
    const bool canMakeIndex = m_disk.canWriteIn(QFileInfo(path).absolutePath());
    if (auto error = openConnection(path, canMakeIndex ? Access::ReadOnly : Access::AsOnDisk))
        return failed(*std::move(error));
    m_readOnly = true;
    m_identity = identityOf(path);
    std::optional<DatabaseError> unreadable;
    std::optional<int> version;
    {
        QSqlQuery query(connection());
        if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
            version = query.value(0).toInt();
        else
            unreadable = troubleError(path, query.lastError());
    }
    if (unreadable)
        return failed(*std::move(unreadable));
    if (*version != Schema::CurrentVersion)
        return failed(DatabaseError{
            {QStringLiteral("database"),
             tr("%1 is at database version %2 and this wmassist reads version %3: it can only be read once it has "
                "been opened to be changed.")
                 .arg(path)
                 .arg(*version)
                 .arg(Schema::CurrentVersion)},
            DatabaseTrouble::ReadOnly});
    return std::nullopt;
}

} // namespace wm
