// SPDX-License-Identifier: GPL-3.0-or-later
// What is saved when the file or its disk fails: a damaged database is set aside and everything
// that still reads is built into the new one; a database deleted or replaced under the app refuses
// the next write and is saved again from the open connection; a folder that can only be read is
// read as the file lies; an index left unwritable is made writable again, or named; a full disk is
// said as full, with the room needed. Each fault is made by the test, on a database it built.

#include "tests/core/rawdatabase.h"

#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "core/storage/schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

constexpr int GameId7 = 7;
constexpr int Actions = 22;

// A database of the current version holding one game of 22 actions in progress, a roster, and the
// army lists' copy, on small pages so that each table spans many.
QStringList databaseWithAGame()
{
    QStringList statements{QStringLiteral("PRAGMA page_size = 1024")};
    for (int v = 1; v <= Schema::CurrentVersion; ++v)
        statements.append(Schema::step(v));
    statements.append(QStringLiteral("INSERT INTO rosters VALUES (1, 'Reikland', 'revolution/empire', 'revolution', "
                                     "1000, '{\"units\":[]}', '2026-01-01T10:00:00')"));
    statements.append(QStringLiteral("INSERT INTO games (id, ruleset, content, started) VALUES (%1, 'revolution', "
                                     "'{\"players\":[\"Anna\",\"Ben\"]}', '2026-01-02T18:00:00')")
                          .arg(GameId7));
    statements.append(QStringLiteral("INSERT INTO settings VALUES ('current-game', '%1')").arg(GameId7));
    for (int seq = 1; seq <= Actions; ++seq)
        statements.append(QStringLiteral("INSERT INTO actions VALUES (%1, %2, 'shoot', '{\"note\":\"ACTION-%3-%4\"}', "
                                         "0, '2026-01-02T18:05:00')")
                              .arg(GameId7)
                              .arg(seq)
                              .arg(seq, 4, 10, QLatin1Char('0'))
                              .arg(QString(400, QLatin1Char('x'))));
    for (int list = 1; list <= 30; ++list)
        statements.append(QStringLiteral("INSERT INTO army_lists VALUES ('list-%1', 'revolution', 1, 'ARMYLIST-%1-%2')")
                              .arg(list)
                              .arg(QString(600, QLatin1Char('y'))));
    statements.append(QStringLiteral("PRAGMA application_id = %1").arg(Schema::ApplicationId));
    statements.append(QStringLiteral("PRAGMA user_version = %1").arg(Schema::CurrentVersion));
    return statements;
}

// Flips the first 16 bytes of the page that holds `marker`: the page's header, so SQLite finds the
// page damaged whatever it holds.
bool damagePageWith(const QString &path, const QByteArray &marker)
{
    QByteArray bytes = readAll(path);
    const int pageSize = (uchar(bytes.at(16)) << 8) | uchar(bytes.at(17));
    const qsizetype at = bytes.indexOf(marker);
    if (pageSize < 512 || at < pageSize)
        return false;
    const qsizetype page = at / pageSize * pageSize;
    for (qsizetype i = page; i < page + 16; ++i)
        bytes[i] = char(~bytes.at(i));
    writeAll(path, bytes);
    return true;
}

QList<int> seqsIn(const Database &db, const QString &table)
{
    QSqlQuery query(db.connection());
    query.exec(QStringLiteral("SELECT seq FROM %1 WHERE game_id = %2 ORDER BY seq").arg(table).arg(GameId7));
    QList<int> seqs;
    while (query.next())
        seqs.append(query.value(0).toInt());
    return seqs;
}

// The machine as it is, but for one answer.
DiskProbe probeWith(const std::function<void(DiskProbe &)> &change)
{
    DiskProbe probe = DiskProbe::real();
    change(probe);
    return probe;
}

} // namespace

class TestSalvage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void whatStillReadsIsKept_data();
    void whatStillReadsIsKept();
    void aFileDeletedOrReplacedIsSavedAgain_data();
    void aFileDeletedOrReplacedIsSavedAgain();
    void aReadOnlyFolderIsReadAsTheFileLies();
    void anIndexLeftUnwritableIsFixedOrNamed_data();
    void anIndexLeftUnwritableIsFixedOrNamed();
    void aFullDiskIsSaidWithTheRoomNeeded_data();
    void aFullDiskIsSaidWithTheRoomNeeded();

private:
    QTemporaryDir m_dir;
};

void TestSalvage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestSalvage::whatStillReadsIsKept_data()
{
    QTest::addColumn<QByteArray>("marker");
    QTest::addColumn<bool>("actionsLost");
    // The army lists' copy is made again from wmassist's own files: nothing of the game is lost.
    QTest::newRow("a page of the army lists' copy") << QByteArray("ARMYLIST-12-") << false;
    // The actions before the damaged page are played on; those after it are kept aside.
    QTest::newRow("a page of the actions") << QByteArray("ACTION-0011-") << true;
}

void TestSalvage::whatStillReadsIsKept()
{
    QFETCH(QByteArray, marker);
    QFETCH(bool, actionsLost);
    const QString path = m_dir.filePath(QString::fromLatin1(marker) + QStringLiteral("wmassist.sqlite"));
    runRaw(path, databaseWithAGame());
    QVERIFY(damagePageWith(path, marker));
    const QByteArray damaged = readAll(path);

    Database db;
    const auto error = db.open(path);
    QVERIFY2(!error, qPrintable(error ? error->message : QString()));
    QVERIFY(db.setAside());
    // The damaged file is kept aside as it was.
    QCOMPARE(readAll(db.setAside()->movedTo), damaged);
    QVERIFY(db.setAside()->salvaged);
    const SalvageReport &report = *db.setAside()->salvaged;
    QCOMPARE(report.games, 1);
    QCOMPARE(report.rosters, 1);
    QCOMPARE(report.settings, 1);
    QCOMPARE(count(db, QStringLiteral("army_lists")), 0); // made again at start-up, never read back
    QCOMPARE(pragma(db, QStringLiteral("integrity_check")), QStringLiteral("ok"));
    // The game in progress is the one to reopen.
    GameStore store(db);
    QCOMPARE(store.currentGame(), std::optional<GameId>(GameId7));
    auto actions = store.actions(GameId7);
    QVERIFY(actions);
    QCOMPARE(report.actions, int(actions.value().size()));

    const QList<int> kept = seqsIn(db, QStringLiteral("actions"));
    if (!actionsLost) {
        QCOMPARE(kept.size(), Actions);
        QVERIFY2(report.lost.isEmpty(), qPrintable(report.lost.join(QLatin1Char('\n'))));
        QVERIFY2(report.summary().contains(QStringLiteral("games: 1; actions: 22;")), qPrintable(report.summary()));
        return;
    }
    // Played on from action 1 up to the gap, with no action missing before it.
    QVERIFY(!kept.isEmpty());
    QVERIFY(kept.size() < 11);
    for (int i = 0; i < kept.size(); ++i)
        QCOMPARE(kept.at(i), i + 1);
    // Those after the gap are kept aside with why, never replayed across it.
    const QList<int> aside = seqsIn(db, QStringLiteral("set_aside_actions"));
    QVERIFY(!aside.isEmpty());
    QCOMPARE(aside.last(), Actions);
    QVERIFY(aside.first() > kept.last() + 1);
    const QString lost = report.lost.join(QLatin1Char('\n'));
    QVERIFY2(lost.contains(QStringLiteral("Some actions between action %1 of game 7 and action %2 of game 7 could "
                                          "not be read.")
                               .arg(kept.last())
                               .arg(aside.first())),
             qPrintable(lost));
    QVERIFY2(lost.contains(QStringLiteral("Game 7: the actions from action %1 on (%2 of them) are kept aside")
                               .arg(aside.first())
                               .arg(aside.size())),
             qPrintable(lost));
    QVERIFY(report.summary().contains(QStringLiteral("Not read back:")));
}

void TestSalvage::aFileDeletedOrReplacedIsSavedAgain_data()
{
    QTest::addColumn<bool>("replaced");
    QTest::newRow("deleted") << false;
    QTest::newRow("replaced by another file") << true;
}

void TestSalvage::aFileDeletedOrReplacedIsSavedAgain()
{
    QFETCH(bool, replaced);
    const QString path =
        m_dir.filePath(replaced ? QStringLiteral("replaced.sqlite") : QStringLiteral("deleted.sqlite"));
    Database db;
    QVERIFY(!db.open(path));
    GameStore store(db);
    const auto id = store.createGame(QStringLiteral("revolution"), QByteArrayLiteral("{}"));
    QVERIFY(id);
    for (int i = 0; i < 3; ++i)
        QVERIFY(store.append(id.value(), QStringLiteral("shoot"), QByteArrayLiteral("{}")));
    QVERIFY(!db.fileIsGone());

    QVERIFY(QFile::remove(path));
    if (replaced)
        writeAll(path, "a file put in its place");
    QVERIFY(db.fileIsGone());
    // The next action is refused before it is reported: it would be lost with the file.
    const auto refused = store.append(id.value(), QStringLiteral("shoot"), QByteArrayLiteral("{}"));
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("was deleted or replaced")),
             qPrintable(refused.error().message));

    // Saved again from the open connection, the game goes on in the new file.
    const QString again = replaced ? path + QStringLiteral(".saved") : path;
    if (replaced)
        QVERIFY(db.saveAgainTo(path).has_value()); // never written over
    const auto saved = db.saveAgainTo(again);
    QVERIFY2(!saved, qPrintable(saved ? saved->message : QString()));
    QCOMPARE(db.path(), again);
    QVERIFY(!db.fileIsGone());
    QCOMPARE(store.actions(id.value()).value().size(), 3);
    QVERIFY(store.append(id.value(), QStringLiteral("shoot"), QByteArrayLiteral("{}")));
    db.close();
    Database reopened;
    QVERIFY(!reopened.open(again));
    QCOMPARE(count(reopened, QStringLiteral("actions")), 4);
}

void TestSalvage::aReadOnlyFolderIsReadAsTheFileLies()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("wmassist.sqlite"));
    {
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        QVERIFY(store.createGame(QStringLiteral("revolution"), QByteArrayLiteral("{}")));
    }
    // Root may write anywhere: the folder is made to look read-only to wmassist alone.
    const QString dir = QFileInfo(path).absolutePath();
    const DiskProbe readOnlyFolder =
        probeWith([dir](DiskProbe &p) { p.canWriteIn = [dir](const QString &f) { return f != dir; }; });

    Database writer;
    writer.setDiskProbe(readOnlyFolder);
    const auto error = writer.open(path);
    QVERIFY(error);
    QVERIFY(error->trouble == DatabaseTrouble::ReadOnly); // so the app offers to open it read-only
    QVERIFY2(error->message.contains(QStringLiteral("folder that can only be read")), qPrintable(error->message));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral(".lock")));

    Database reader;
    reader.setDiskProbe(readOnlyFolder);
    const auto opened = reader.openReadOnly(path);
    QVERIFY2(!opened, qPrintable(opened ? opened->message : QString()));
    QCOMPARE(reader.schemaVersion(), Schema::CurrentVersion);
    GameStore store(reader);
    QCOMPARE(store.storedGames().value().size(), 1);
    QVERIFY2(!QFileInfo::exists(path + QStringLiteral("-shm")), "nothing is made beside the file");
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
}

void TestSalvage::anIndexLeftUnwritableIsFixedOrNamed_data()
{
    QTest::addColumn<bool>("canBeFixed");
    QTest::newRow("made writable again") << true;
    QTest::newRow("named when it stays read-only") << false;
}

void TestSalvage::anIndexLeftUnwritableIsFixedOrNamed()
{
    QFETCH(bool, canBeFixed);
    const QString path =
        m_dir.filePath(canBeFixed ? QStringLiteral("index-fixed.sqlite") : QStringLiteral("index-named.sqlite"));
    const QString index = path + QStringLiteral("-shm");
    {
        Database db;
        QVERIFY(!db.open(path));
    }
    // As a start on a file that could only be read leaves it.
    writeAll(index, QByteArray());
    QVERIFY(QFile::setPermissions(index, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    // What the permissions say, whoever runs the test.
    Database db;
    db.setDiskProbe(probeWith([canBeFixed, index](DiskProbe &p) {
        p.canWrite = [canBeFixed, index](const QString &file) {
            return (file != index || canBeFixed) && (QFile::permissions(file) & QFile::WriteOwner);
        };
    }));
    const auto error = db.open(path);
    if (canBeFixed) {
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        QVERIFY(QFile::permissions(index) & QFile::WriteOwner);
        return;
    }
    QVERIFY(error);
    QVERIFY(error->trouble == DatabaseTrouble::ReadOnly);
    QVERIFY2(error->message.startsWith(index + QStringLiteral(" can only be read")), qPrintable(error->message));
    QVERIFY(error->message.contains(QStringLiteral("nothing was changed")));
}

void TestSalvage::aFullDiskIsSaidWithTheRoomNeeded_data()
{
    QTest::addColumn<bool>("exists");
    QTest::newRow("a new database") << false;
    QTest::newRow("a database made before") << true;
}

void TestSalvage::aFullDiskIsSaidWithTheRoomNeeded()
{
    QFETCH(bool, exists);
    const QString path = m_dir.filePath(exists ? QStringLiteral("full-old.sqlite") : QStringLiteral("full-new.sqlite"));
    if (exists) {
        Database db;
        QVERIFY(!db.open(path));
    }
    const QByteArray before = readAll(path);
    Database db;
    db.setDiskProbe(probeWith([](DiskProbe &p) { p.freeBytes = [](const QString &) { return qint64(1000); }; }));
    const auto error = db.open(path);
    QVERIFY(error);
    QVERIFY(error->trouble == DatabaseTrouble::Full);
    const QLocale locale;
    for (const QString &says : {QStringLiteral("is full"), locale.formattedDataSize(1000),
                                locale.formattedDataSize(Database::RoomToStart), QStringLiteral("nothing was changed")})
        QVERIFY2(error->message.contains(says), qPrintable(error->message));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral(".lock")));
    QCOMPARE(QFileInfo::exists(path), exists);
    QCOMPARE(readAll(path), before);
}

QTEST_GUILESS_MAIN(TestSalvage)
#include "tst_salvage.moc"
