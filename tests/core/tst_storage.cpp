// SPDX-License-Identifier: GPL-3.0-or-later
// The database file: created fresh with WAL and foreign keys, brought up from every earlier version
// with nothing lost, and every kind of unusable file (not a database, damaged, truncated, another
// program's, a newer wmassist's) moved aside untouched while a fresh one takes its place. What stands
// in the way without being wrong with the file (a lock, a full disk, a file that can only be read,
// another wmassist holding it) is said and changes nothing.

#include "tests/core/rawdatabase.h"

#include "core/storage/armyliststore.h"
#include "core/storage/database.h"
#include "core/storage/schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSemaphore>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <sys/file.h>
#include <thread>

using namespace wm;
using namespace wm::test;

namespace {

// A raw connection that stays open, as another program holding the file would.
class Holder
{
public:
    Holder(const QString &path, const QStringList &statements)
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        m_db.setDatabaseName(path);
        m_db.open();
        for (const QString &statement : statements) {
            QSqlQuery query(m_db);
            if (!query.exec(statement))
                qWarning("%s: %s", qPrintable(statement), qPrintable(query.lastError().text()));
        }
    }
    ~Holder()
    {
        {
            QSqlQuery rollback(m_db);
            rollback.exec(QStringLiteral("ROLLBACK"));
        }
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    }
    Holder(const Holder &) = delete;
    Holder &operator=(const Holder &) = delete;

private:
    QSqlDatabase m_db;
};

int pageCount(const QString &path)
{
    int pages = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pages"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA page_count")) && query.next())
                pages = query.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pages"));
    return pages;
}

QStringList setAsideBeside(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().entryList({info.fileName() + QStringLiteral(".unusable-*")}, QDir::Files);
}

} // namespace

class TestStorage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void createsAFreshDatabase();
    void defaultPathIsInTheAppData();
    void upgradesEveryEarlierVersion_data();
    void upgradesEveryEarlierVersion();
    void unusableFilesAreMovedAside_data();
    void unusableFilesAreMovedAside();
    void setAsideNamesNeverCollide();
    void troublesAreToldApartFromDamage_data();
    void troublesAreToldApartFromDamage();
    void environmentTroublesChangeNothing_data();
    void environmentTroublesChangeNothing();
    void oneWriterAtATime();
    void aLockLeftHalfMadeIsTakenOver();
    void readOnlyShowsWhatAnotherHolds();
    void aFailedTransactionWritesNothing();
    void aShortLockIsWaitedForAndALongOneSaidBusy_data();
    void aShortLockIsWaitedForAndALongOneSaidBusy();
    void armyListsAreCopiedInOnceAndOnAVersionChange();
    void armyListsKeepTheFingerprintOfTheirSync();

private:
    QTemporaryDir m_dir;
};

void TestStorage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestStorage::createsAFreshDatabase()
{
    const QString path = m_dir.filePath(QStringLiteral("fresh/sub/wmassist.sqlite"));
    Database db;
    const auto error = db.open(path);
    QVERIFY2(!error, qPrintable(error ? error->message : QString()));
    QVERIFY(!db.setAside());
    QCOMPARE(db.schemaVersion(), Schema::CurrentVersion);
    QCOMPARE(pragma(db, QStringLiteral("application_id")).toInt(), Schema::ApplicationId);
    QCOMPARE(pragma(db, QStringLiteral("journal_mode")), QStringLiteral("wal"));
    QCOMPARE(pragma(db, QStringLiteral("foreign_keys")), QStringLiteral("1"));
    QCOMPARE(pragma(db, QStringLiteral("synchronous")), QStringLiteral("2")); // FULL
    for (const QString &table : {QStringLiteral("army_lists"), QStringLiteral("rosters"), QStringLiteral("games"),
                                 QStringLiteral("actions"), QStringLiteral("settings")})
        QCOMPARE(count(db, table), 0);

    // Opening it again finds it as it was.
    db.close();
    QVERIFY(!db.open(path));
    QVERIFY(!db.setAside());
    QCOMPARE(db.schemaVersion(), Schema::CurrentVersion);
}

void TestStorage::defaultPathIsInTheAppData()
{
    QVERIFY(Database::defaultPath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    QVERIFY(Database::defaultPath().endsWith(QStringLiteral("/wmassist.sqlite")));
}

void TestStorage::upgradesEveryEarlierVersion_data()
{
    QTest::addColumn<int>("version");
    for (int v = 0; v < Schema::CurrentVersion; ++v)
        QTest::addRow("from version %d", v) << v;
}

void TestStorage::upgradesEveryEarlierVersion()
{
    QFETCH(int, version);
    const QString path = m_dir.filePath(QStringLiteral("v%1.sqlite").arg(version));
    runRaw(path, databaseOfVersion(version));

    Database db;
    const auto error = db.open(path);
    QVERIFY2(!error, qPrintable(error ? error->message : QString()));
    QVERIFY(!db.setAside());
    QCOMPARE(db.schemaVersion(), Schema::CurrentVersion);
    QCOMPARE(pragma(db, QStringLiteral("integrity_check")), QStringLiteral("ok"));
    if (version == 0)
        return;

    QCOMPARE(count(db, QStringLiteral("rosters")), 1);
    QCOMPARE(count(db, QStringLiteral("games")), 1);
    QCOMPARE(count(db, QStringLiteral("actions")), 3);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT seq, kind, payload, undone FROM actions ORDER BY seq")));
    QList<QStringList> rows;
    while (query.next())
        rows.append({query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                     query.value(3).toString()});
    const QString payload = QStringLiteral("{\"dice\":[4,5,6]}");
    QCOMPARE(rows, (QList<QStringList>{{QStringLiteral("1"), QStringLiteral("shoot"), payload, QStringLiteral("0")},
                                       {QStringLiteral("2"), QStringLiteral("shoot"), payload, QStringLiteral("0")},
                                       {QStringLiteral("3"), QStringLiteral("shoot"), payload, QStringLiteral("1")}}));
    QVERIFY(query.exec(QStringLiteral("SELECT name, points_limit FROM rosters")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("Reikland"));
    QCOMPARE(query.value(1).toInt(), 1000);
}

void TestStorage::unusableFilesAreMovedAside_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("random bytes") << QStringLiteral("random") << QStringLiteral("It is not a database.");
    QTest::newRow("a text file") << QStringLiteral("text") << QStringLiteral("It is not a database.");
    QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("It is damaged");
    QTest::newRow("another program's, no id")
        << QStringLiteral("foreign") << QStringLiteral("It is another program's database.");
    QTest::newRow("another program's, its own id")
        << QStringLiteral("foreign-id") << QStringLiteral("It is another program's database.");
    QTest::newRow("a newer wmassist's")
        << QStringLiteral("newer")
        << QStringLiteral("It was written by a newer version of wmassist (database version 99; this version knows "
                          "up to %1).")
               .arg(Schema::CurrentVersion);
}

void TestStorage::unusableFilesAreMovedAside()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    const QString path = m_dir.filePath(kind + QStringLiteral(".sqlite"));

    if (kind == QLatin1String("random")) {
        QByteArray bytes(8192, Qt::Uninitialized);
        QRandomGenerator generator(42);
        for (char &b : bytes)
            b = char(generator.bounded(256));
        writeAll(path, bytes);
    } else if (kind == QLatin1String("text")) {
        writeAll(path, "Knights, red banner: 2 hits\n");
    } else if (kind == QLatin1String("truncated")) {
        QStringList statements = databaseOfVersion(Schema::CurrentVersion);
        statements.prepend(QStringLiteral("PRAGMA page_size = 1024"));
        for (int seq = 10; seq < 400; ++seq)
            statements.append(QStringLiteral("INSERT INTO actions VALUES (7, %1, 'shoot', '%2', 0, 'now')")
                                  .arg(seq)
                                  .arg(QString(200, QLatin1Char('x'))));
        runRaw(path, statements);
        const QByteArray whole = readAll(path);
        QVERIFY(whole.size() > 50 * 1024);
        writeAll(path, whole.left(whole.size() / 2));
    } else if (kind == QLatin1String("foreign")) {
        runRaw(path, {QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)"),
                      QStringLiteral("INSERT INTO photos VALUES (1, 'holiday.jpg')")});
    } else if (kind == QLatin1String("foreign-id")) {
        runRaw(path,
               {QStringLiteral("CREATE TABLE notes (text TEXT)"), QStringLiteral("PRAGMA application_id = 1234")});
    } else if (kind == QLatin1String("newer")) {
        QStringList statements = databaseOfVersion(Schema::CurrentVersion);
        statements.append(QStringLiteral("PRAGMA user_version = 99"));
        runRaw(path, statements);
    }
    const QByteArray original = readAll(path);

    Database db;
    const auto error = db.open(path);
    QVERIFY2(!error, qPrintable(error ? error->message : QString()));
    QVERIFY(db.setAside().has_value());
    QCOMPARE(db.setAside()->path, path);
    QVERIFY2(db.setAside()->reason.startsWith(reason), qPrintable(db.setAside()->reason));
    QVERIFY(db.setAside()->movedTo.startsWith(path + QStringLiteral(".unusable-")));
    // The file is where the message says, byte for byte as it was.
    QCOMPARE(readAll(db.setAside()->movedTo), original);
    // A fresh database took its place: with what could still be read of a damaged one of
    // wmassist's (tst_salvage), never with anything of another program's or a newer wmassist's.
    QCOMPARE(db.schemaVersion(), Schema::CurrentVersion);
    const bool damaged = kind == QLatin1String("truncated");
    QCOMPARE(db.setAside()->salvaged.has_value(), damaged);
    if (!damaged)
        QCOMPARE(count(db, QStringLiteral("actions")), 0);
    QCOMPARE(pragma(db, QStringLiteral("integrity_check")), QStringLiteral("ok"));
}

void TestStorage::setAsideNamesNeverCollide()
{
    const QString path = m_dir.filePath(QStringLiteral("twice.sqlite"));
    QStringList moved;
    for (int i = 0; i < 3; ++i) {
        writeAll(path, QByteArray("not a database ") + QByteArray::number(i));
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY(db.setAside());
        moved.append(db.setAside()->movedTo);
    }
    QCOMPARE(QSet<QString>(moved.cbegin(), moved.cend()).size(), 3);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(readAll(moved.at(i)), QByteArray("not a database ") + QByteArray::number(i));
}

void TestStorage::troublesAreToldApartFromDamage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("trouble"); // -1: the file is at fault
    const auto row = [](const char *name, const char *code, std::optional<DatabaseTrouble> trouble) {
        QTest::newRow(name) << QString::fromLatin1(code) << (trouble ? int(*trouble) : -1);
    };
    row("corrupt", "11", std::nullopt);
    row("corrupt: a damaged index", "779", std::nullopt); // SQLITE_CORRUPT_INDEX
    row("not a database", "26", std::nullopt);
    row("busy", "5", DatabaseTrouble::Busy);
    row("busy: a snapshot", "517", DatabaseTrouble::Busy);
    row("locked", "6", DatabaseTrouble::Busy);
    row("read-only", "8", DatabaseTrouble::ReadOnly);
    row("read-only: the file was moved", "1032", DatabaseTrouble::ReadOnly);
    row("full", "13", DatabaseTrouble::Full);
    row("cannot open", "14", DatabaseTrouble::NoAccess);
    row("permission", "3", DatabaseTrouble::NoAccess);
    row("disk I/O: a short read", "522", DatabaseTrouble::InputOutput);
    row("out of memory", "7", DatabaseTrouble::InputOutput);
    row("no code at all", "", DatabaseTrouble::InputOutput);
}

void TestStorage::troublesAreToldApartFromDamage()
{
    QFETCH(QString, code);
    QFETCH(int, trouble);
    const std::optional<DatabaseTrouble> found =
        Database::troubleOf(QSqlError(QString(), QStringLiteral("detail"), QSqlError::StatementError, code));
    QCOMPARE(found ? int(*found) : -1, trouble);
}

void TestStorage::environmentTroublesChangeNothing_data()
{
    QTest::addColumn<QString>("situation");
    QTest::addColumn<int>("trouble");
    QTest::addColumn<QString>("says");
    QTest::newRow("locked by another program")
        << QStringLiteral("locked") << int(DatabaseTrouble::Busy) << QStringLiteral("is in use by another program");
    QTest::newRow("another program is writing to it")
        << QStringLiteral("writing") << int(DatabaseTrouble::Busy) << QStringLiteral("is in use by another program");
    QTest::newRow("the file can only be read")
        << QStringLiteral("read-only") << int(DatabaseTrouble::ReadOnly) << QStringLiteral("can only be read");
    QTest::newRow("the disk fills while it is updated")
        << QStringLiteral("full") << int(DatabaseTrouble::Full) << QStringLiteral("is full");
    QTest::newRow("the disk is full for a new one")
        << QStringLiteral("full-new") << int(DatabaseTrouble::Full) << QStringLiteral("is full");
}

void TestStorage::environmentTroublesChangeNothing()
{
    QFETCH(QString, situation);
    QFETCH(int, trouble);
    QFETCH(QString, says);
    const QString path = m_dir.filePath(QStringLiteral("trouble-") + situation + QStringLiteral(".sqlite"));

    Database db;
    db.setBusyTimeout(50);
    std::unique_ptr<Holder> holder;
    if (situation == QLatin1String("locked")) {
        // An older journal keeps readers out while a program holds its exclusive lock.
        runRaw(path, databaseOfVersion(Schema::CurrentVersion));
        holder = std::make_unique<Holder>(
            path, QStringList{QStringLiteral("BEGIN EXCLUSIVE"), QStringLiteral("DELETE FROM actions WHERE seq = 1")});
    } else if (situation == QLatin1String("writing")) {
        runRaw(path, databaseOfVersion(Schema::CurrentVersion) << QStringLiteral("PRAGMA journal_mode = WAL"));
        holder = std::make_unique<Holder>(path, QStringList{QStringLiteral("BEGIN IMMEDIATE")});
    } else if (situation == QLatin1String("read-only")) {
        runRaw(path, databaseOfVersion(Schema::CurrentVersion));
        // What SQLite does with a file it may only read, whoever runs the tests (root may write anywhere).
        db.setConnectionStatements({QStringLiteral("PRAGMA query_only = 1")});
    } else if (situation == QLatin1String("full")) {
        runRaw(path, databaseOfVersion(1));
        db.setConnectionStatements({QStringLiteral("PRAGMA max_page_count = %1").arg(pageCount(path))});
    } else {
        db.setConnectionStatements({QStringLiteral("PRAGMA max_page_count = 1")});
    }
    const QByteArray before = readAll(path);

    const auto error = db.open(path);
    QVERIFY(error.has_value());
    QVERIFY2(error->message.contains(says), qPrintable(error->message));
    QVERIFY2(error->message.contains(path), qPrintable(error->message));
    QVERIFY2(error->message.contains(QStringLiteral("nothing was changed")), qPrintable(error->message));
    QVERIFY(error->trouble.has_value());
    QCOMPARE(int(*error->trouble), trouble);
    QVERIFY(!db.isOpen());
    QVERIFY(!db.setAside());
    QCOMPARE(setAsideBeside(path), QStringList());
    if (situation != QLatin1String("full-new"))
        QCOMPARE(readAll(path), before);
    QVERIFY2(!QFileInfo::exists(path + QStringLiteral(".lock")), "the lock is let go");

    // Once the trouble is gone the same file opens with everything in it.
    holder.reset();
    Database again;
    const auto reopened = again.open(path);
    QVERIFY2(!reopened, qPrintable(reopened ? reopened->message : QString()));
    QVERIFY(!again.setAside());
    if (situation != QLatin1String("full-new"))
        QCOMPARE(count(again, QStringLiteral("actions")), 3);
}

void TestStorage::oneWriterAtATime()
{
    const QString path = m_dir.filePath(QStringLiteral("one-writer.sqlite"));
    Database first;
    QVERIFY(!first.open(path));

    Database second;
    const auto error = second.open(path);
    QVERIFY(error.has_value());
    QVERIFY(error->trouble == DatabaseTrouble::InUse);
    QVERIFY2(error->message.contains(QStringLiteral("is open in another wmassist")), qPrintable(error->message));
    QVERIFY2(error->message.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(error->message));
    QVERIFY(!second.isOpen());
    QVERIFY(first.isOpen());
    QCOMPARE(setAsideBeside(path), QStringList());

    first.close();
    QVERIFY(!QFileInfo::exists(path + QStringLiteral(".lock")));
    QVERIFY(!second.open(path));
}

void TestStorage::aLockLeftHalfMadeIsTakenOver()
{
    // A process killed between making its lock file and writing its name in it leaves it empty.
    const QString path = m_dir.filePath(QStringLiteral("half-locked.sqlite"));
    writeAll(path + QStringLiteral(".lock"), QByteArray());
    {
        // While a process still holds the file's native lock, it is that process's.
        QFile held(path + QStringLiteral(".lock"));
        QVERIFY(held.open(QIODevice::ReadWrite));
        QCOMPARE(::flock(held.handle(), LOCK_EX | LOCK_NB), 0);
        Database db;
        const auto error = db.open(path);
        QVERIFY(error.has_value());
        QVERIFY(error->trouble == DatabaseTrouble::InUse);
    }
    Database db;
    const auto error = db.open(path);
    QVERIFY2(!error, qPrintable(error ? error->message : QString()));
}

void TestStorage::readOnlyShowsWhatAnotherHolds()
{
    const QString path = m_dir.filePath(QStringLiteral("held.sqlite"));
    runRaw(path, databaseOfVersion(2));
    Database writer;
    QVERIFY(!writer.open(path));

    Database reader;
    const auto error = reader.openReadOnly(path);
    QVERIFY2(!error, qPrintable(error ? error->message : QString()));
    QVERIFY(reader.isReadOnly());
    QCOMPARE(count(reader, QStringLiteral("actions")), 3);
    const auto refused = reader.transaction([] { return std::optional<Error>(); });
    QVERIFY(refused.has_value());
    QVERIFY2(refused->message.contains(QStringLiteral("open only to be read")), qPrintable(refused->message));

    // A database no wmassist of this version has opened yet cannot be read before it is updated.
    const QString older = m_dir.filePath(QStringLiteral("held-older.sqlite"));
    runRaw(older, databaseOfVersion(1));
    Database olderReader;
    const auto olderError = olderReader.openReadOnly(older);
    QVERIFY(olderError.has_value());
    QVERIFY(olderError->trouble == DatabaseTrouble::ReadOnly);
}

void TestStorage::aFailedTransactionWritesNothing()
{
    Database db;
    QVERIFY(!db.open(m_dir.filePath(QStringLiteral("transaction.sqlite"))));
    const auto error = db.transaction([&db]() -> std::optional<Error> {
        QSqlQuery insert(db.connection());
        insert.prepare(QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)"));
        insert.addBindValue(QStringLiteral("game"));
        insert.addBindValue(QStringLiteral("7"));
        if (auto e = Database::exec(insert, QStringLiteral("save a setting")))
            return e;
        // The same key again breaks the primary key: the whole transaction goes.
        return Database::exec(insert, QStringLiteral("save a setting"));
    });
    QVERIFY(error.has_value());
    QVERIFY(error->message.startsWith(QStringLiteral("Could not save a setting: ")));
    QCOMPARE(count(db, QStringLiteral("settings")), 0);
}

void TestStorage::aShortLockIsWaitedForAndALongOneSaidBusy_data()
{
    QTest::addColumn<int>("heldFor");
    QTest::addColumn<bool>("written");
    // The wait is 1 s here: a lock of 100 ms is waited out, one of 3 s is not.
    QTest::newRow("a short lock") << 100 << true;
    QTest::newRow("a long lock") << 3000 << false;
}

// Another program writes to the database while a game is played. The write reads first (the game's
// revision), then writes: it waits for the other's lock rather than fail at once, and when the lock
// outlasts the wait it says the database is busy and records nothing.
void TestStorage::aShortLockIsWaitedForAndALongOneSaidBusy()
{
    QFETCH(int, heldFor);
    QFETCH(bool, written);
    const QString path = m_dir.filePath(QStringLiteral("busy-%1.sqlite").arg(heldFor));
    Database db;
    db.setBusyTimeout(1000);
    QVERIFY(!db.open(path));
    const int before = count(db, QStringLiteral("settings"));

    QSemaphore locked;
    std::thread other([&] {
        const QString name = QStringLiteral("other program");
        {
            QSqlDatabase them = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            them.setDatabaseName(path);
            if (them.open()) {
                QSqlQuery query(them);
                query.exec(QStringLiteral("BEGIN IMMEDIATE"));
                query.exec(QStringLiteral("INSERT INTO settings (key, value) VALUES ('theirs', '1')"));
                locked.release();
                QThread::msleep(heldFor);
                query.exec(QStringLiteral("COMMIT"));
            } else {
                locked.release();
            }
            them.close();
        }
        QSqlDatabase::removeDatabase(name);
    });
    locked.acquire();
    const auto error = db.transaction([&db]() -> std::optional<Error> {
        QSqlQuery read(db.connection());
        read.prepare(QStringLiteral("SELECT count(*) FROM settings"));
        if (auto e = Database::exec(read, QStringLiteral("read the settings")))
            return e;
        QSqlQuery insert(db.connection());
        insert.prepare(QStringLiteral("INSERT INTO settings (key, value) VALUES ('ours', '1')"));
        return Database::exec(insert, QStringLiteral("save a setting"));
    });
    other.join();
    QCOMPARE(!error.has_value(), written);
    if (!written) {
        QVERIFY2(error->message.startsWith(QStringLiteral("The database is busy: another program holds a lock on ")),
                 qPrintable(error->message));
        QVERIFY(error->message.contains(path));
    }
    QCOMPARE(count(db, QStringLiteral("settings")), before + (written ? 2 : 1));
}

void TestStorage::armyListsAreCopiedInOnceAndOnAVersionChange()
{
    const auto builtIn = ArmyLists::builtIn();
    QVERIFY2(builtIn.ok(), qPrintable(builtIn.ok() ? QString() : builtIn.error().message));
    Database db;
    QVERIFY(!db.open(m_dir.filePath(QStringLiteral("armies.sqlite"))));
    ArmyListStore store(db);

    QCOMPARE(store.sync(builtIn.value()).value(), builtIn->lists().size());
    QCOMPARE(store.sync(builtIn.value()).value(), 0); // the second start finds them there

    ArmyLists changed = builtIn.value();
    ArmyList empire = *changed.find(RulesetId::Revolution, QStringLiteral("empire"));
    ++empire.dataVersion;
    empire.units.first().points += 5;
    changed.add(empire);
    QCOMPARE(store.sync(changed).value(), 1);

    const auto loaded = store.load();
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QCOMPARE(loaded->lists().size(), builtIn->lists().size());
    const ArmyList *stored = loaded->find(RulesetId::Revolution, QStringLiteral("empire"));
    QVERIFY(stored);
    QCOMPARE(*stored, empire);
}

void TestStorage::armyListsKeepTheFingerprintOfTheirSync()
{
    const auto builtIn = ArmyLists::builtIn();
    QVERIFY2(builtIn.ok(), qPrintable(builtIn.ok() ? QString() : builtIn.error().message));
    Database db;
    QVERIFY(!db.open(m_dir.filePath(QStringLiteral("fingerprint.sqlite"))));
    ArmyListStore store(db);
    const QByteArray shipped = ArmyLists::fingerprint(ArmyLists::builtInFolder());
    QVERIFY(!store.isSynced(shipped)); // a new database has taken nothing in

    QCOMPARE(store.sync(builtIn.value(), shipped).value(), builtIn->lists().size());
    QVERIFY(store.isSynced(shipped));
    QVERIFY(!store.isSynced(QByteArrayLiteral("0123")));
    QVERIFY(!store.isSynced(QByteArray()));

    // A sync without one leaves the last in place; a sync with another replaces it.
    QCOMPARE(store.sync(builtIn.value()).value(), 0);
    QVERIFY(store.isSynced(shipped));
    QCOMPARE(store.sync(builtIn.value(), QByteArrayLiteral("0123")).value(), 0);
    QVERIFY(store.isSynced(QByteArrayLiteral("0123")));
    QVERIFY(!store.isSynced(shipped));
    QCOMPARE(count(db, QStringLiteral("settings")), 1);

    // A sync that fails records nothing: the next start syncs again.
    QSqlQuery refuse(db.connection());
    QVERIFY(refuse.exec(QStringLiteral("CREATE TEMP TRIGGER refuse BEFORE INSERT ON army_lists "
                                       "BEGIN SELECT RAISE(ABORT, 'refused'); END")));
    ArmyLists changed = builtIn.value();
    ArmyList empire = *changed.find(RulesetId::Revolution, QStringLiteral("empire"));
    ++empire.dataVersion;
    changed.add(empire);
    QVERIFY(!store.sync(changed, shipped).ok());
    QVERIFY(store.isSynced(QByteArrayLiteral("0123")));
}

QTEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"
