// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/storage/salvage.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QLockFile;
class QSqlError;
class QSqlQuery;

namespace wm {

// A database file that could not be used: what was wrong with it, and where it was moved so that
// nothing in it is lost.
struct SetAside
{
    QString path;    // where it was
    QString reason;  // a sentence a player can read
    QString movedTo; // where it is now
    // What of a damaged file could still be read and is in the new database; none for a file that
    // is not wmassist's, or is a newer wmassist's, which is never read into this one.
    std::optional<SalvageReport> salvaged;

    bool operator==(const SetAside &) const = default;
};

// Why a database could not be opened although nothing is wrong with the file itself: the machine or
// another program stands in the way. The file is left exactly as it was.
enum class DatabaseTrouble
{
    InUse,       // another wmassist has it open (it holds the lock beside it)
    Busy,        // another program is writing to it or holds a lock on it
    ReadOnly,    // the file, or the folder it needs for its journal, can only be read
    Full,        // no room left on the disk that holds it
    NoAccess,    // it or its folder cannot be opened, created or locked (permissions)
    InputOutput, // the disk failed to read or write it, or memory ran out
};

struct DatabaseError : Error
{
    // Set when nothing is wrong with the file, only with where it is: nothing was moved or changed.
    std::optional<DatabaseTrouble> trouble;
};

// What the database asks of the machine it runs on. Tests put in a machine of their own: a full disk
// or a folder that can only be read, which root (who may write anywhere) would never see.
struct DiskProbe
{
    // Bytes free for this user on the disk that holds `folder`; negative when unknown.
    std::function<qint64(const QString &folder)> freeBytes;
    // Whether files can be made in `folder`.
    std::function<bool(const QString &folder)> canWriteIn;
    // Whether the existing file at `path` can be written.
    std::function<bool(const QString &path)> canWrite;

    static DiskProbe real();
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

    // Opens the database at path to read and write, creating it and its folder when missing, and
    // brings its schema up to date. While it is open, a lock file beside it (path + ".lock") keeps
    // every other wmassist from writing to it: a second one gets DatabaseTrouble::InUse, naming the
    // process that holds it.
    //
    // A file that is damaged, not a database, another program's, or from a newer wmassist is moved
    // aside under a name with a timestamp (with its -wal and -shm files), and a fresh database takes
    // its place: setAside() then says what was wrong. Anything else that stops it (the disk full, the
    // file locked or read-only, no permission) is a DatabaseError with its trouble set, and no file
    // is changed: a healthy database is never set aside.
    std::optional<DatabaseError> open(const QString &path);
    // Opens an existing database only to read it, without the lock: to look at the games of one that
    // another wmassist has open, or that can only be read. Every write is refused. In a folder that
    // can only be read, where SQLite cannot make the index of the write-ahead log, the file is read
    // as it is on the disk (SQLite's `immutable`).
    std::optional<DatabaseError> openReadOnly(const QString &path);
    void close();
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    QString path() const { return m_path; }
    const std::optional<SetAside> &setAside() const { return m_setAside; }

    QSqlDatabase connection() const;
    int schemaVersion() const;

    // True once the file at path() is no longer the one this connection writes to: deleted, moved,
    // or another put in its place. Every write checks it before it commits, and is refused then:
    // what it would write would be lost with the file. The connection still holds every earlier
    // write, which saveAgainTo() puts into a file again.
    bool fileIsGone() const;
    // Writes everything the open connection holds into a new file at `target` (which must not
    // exist), then goes on there: the stores on this database keep working, on the new file.
    std::optional<DatabaseError> saveAgainTo(const QString &target);
    // The room the database needs free on its disk to start: its lock, its write-ahead log up to a
    // checkpoint (SQLite's 1,000 pages of 4 KiB) and the log's index.
    static constexpr qint64 RoomToStart = 4 * 1024 * 1024 + 64 * 1024;

    // Runs work inside one transaction: committed when it returns no error, rolled back otherwise
    // (and when the commit fails), so either all of it is written or none. It waits for another
    // program's lock up to the busy timeout, and says the database is busy when the lock stays.
    std::optional<Error> transaction(const std::function<std::optional<Error>()> &work);

    // Runs a prepared query, turning a failure into an Error that says what was being done.
    static std::optional<Error> exec(QSqlQuery &query, const QString &what);

    // What an SQLite error says of the machine: nothing when the file itself is at fault (corrupt,
    // not a database), else the trouble that stands in the way.
    static std::optional<DatabaseTrouble> troubleOf(const QSqlError &error);

    // How long a statement waits for another program's lock before it gives up (5 s unless set).
    void setBusyTimeout(int milliseconds) { m_busyTimeout = milliseconds; }
    // SQL run on each new connection before anything else. Tests use it to make a disk look full
    // (`PRAGMA max_page_count`); the app never sets it.
    void setConnectionStatements(const QStringList &statements) { m_connectionStatements = statements; }
    void setDiskProbe(DiskProbe probe) { m_disk = std::move(probe); }

private:
    std::optional<DatabaseError> lock(const QString &path);
    // What is wrong with a file that cannot be used as it is: moved aside, and read from when it is
    // wmassist's own and damaged.
    struct Damage
    {
        QString reason;
        bool salvageable = false;
    };
    std::optional<DatabaseError> problemWith(const QString &path, std::optional<Damage> &damage);
    std::optional<Error> moveAside(const QString &path, const QString &reason);
    std::optional<DatabaseError> roomToStart(const QString &path) const;
    std::optional<DatabaseError> leftoverIndex(const QString &path) const;
    Error goneError() const;
    QByteArray identityOf(const QString &path) const;
    enum class Access
    {
        ReadWrite,
        ReadOnly,
        AsOnDisk, // read-only, and nothing made beside the file (SQLite's immutable)
    };
    std::optional<DatabaseError> openConnection(const QString &path, Access access);
    std::optional<DatabaseError> checkWritable(const QString &path);
    std::optional<DatabaseError> migrate();
    void closeConnection();
    DatabaseError troubleError(const QString &path, const QSqlError &error) const;
    // A write refused: "busy" when another program's lock outlasted the wait, else `otherwise`.
    Error writeError(const QSqlError &error, const QString &otherwise) const;

    QString m_connectionName;
    QString m_path;
    std::optional<SetAside> m_setAside;
    std::unique_ptr<QLockFile> m_lock;
    bool m_readOnly = false;
    int m_busyTimeout = 5000;
    QStringList m_connectionStatements;
    DiskProbe m_disk = DiskProbe::real();
    QByteArray m_identity; // of the file opened, to tell it from one put in its place
};

} // namespace wm
