// SPDX-License-Identifier: GPL-3.0-or-later
// The executable's command line, run as a player runs it.

#include <QDir>
#include <QLockFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void version();
    void help();
    void helpNeedsNoDisplay();
    void screenshotWritesAPng();
    void screenshotOfAGameLeavesTheDatabaseAlone();
    void screenshotOfABadGameFails();
    void aDatabaseInUseIsLookedAtReadOnly();
    void databaseOptionKeepsDataThere();
    void anUnusableDatabaseIsMovedAsideAndSaid();

private:
    static QProcessEnvironment offscreen(const QTemporaryDir &dir);
    static QString run(const QStringList &arguments, int *exitCode, const QProcessEnvironment &env = {});
};

QString TestCommandLine::run(const QStringList &arguments, int *exitCode, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProgram(QStringLiteral(WMASSIST_EXECUTABLE));
    process.setArguments(arguments);
    if (!env.isEmpty())
        process.setProcessEnvironment(env);
    process.start();
    if (!process.waitForFinished(60000))
        return QStringLiteral("did not finish");
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return QString::fromLocal8Bit(process.readAllStandardOutput() + process.readAllStandardError());
}

void TestCommandLine::version()
{
    int code = 0;
    const QString out = run({QStringLiteral("--version")}, &code);
    QCOMPARE(code, 0);
    QCOMPARE(out.trimmed(), QStringLiteral("wmassist " WMASSIST_VERSION));
}

void TestCommandLine::help()
{
    int code = 0;
    const QString out = run({QStringLiteral("--help")}, &code);
    QCOMPARE(code, 0);
    QVERIFY2(out.contains(QStringLiteral("Warmaster Table Assistant")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("--version")));
    QVERIFY(out.contains(QStringLiteral("--screenshot <file>")));
}

void TestCommandLine::helpNeedsNoDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    int code = 0;
    const QString out = run({QStringLiteral("--help")}, &code, env);
    QCOMPARE(code, 0);
    QVERIFY2(out.contains(QStringLiteral("--version")), qPrintable(out));
}

void TestCommandLine::screenshotWritesAPng()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("window.png"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    int code = 0;
    const QString out = run({QStringLiteral("--screenshot"), file, QStringLiteral("--database"),
                             dir.filePath(QStringLiteral("wmassist.sqlite"))},
                            &code, env);
    QVERIFY2(code == 0, qPrintable(out));
    QFile png(file);
    QVERIFY(png.open(QIODevice::ReadOnly));
    QCOMPARE(png.read(8), QByteArray("\x89PNG\r\n\x1a\n"));
}

void TestCommandLine::screenshotOfAGameLeavesTheDatabaseAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("demo.png"));
    const QString database = dir.filePath(QStringLiteral("wmassist.sqlite"));
    int code = 0;
    const QString out =
        run({QStringLiteral("--screenshot"), file, QStringLiteral("--game"),
             QStringLiteral(WMASSIST_SOURCE_DIR "/resources/demo/demo.json"), QStringLiteral("--database"), database},
            &code, offscreen(dir));
    QVERIFY2(code == 0, qPrintable(out));
    QVERIFY(QFile::exists(file));
    // The game shown is not the player's: their database has no game.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(database);
        QVERIFY(db.open());
        QSqlQuery query(QStringLiteral("SELECT COUNT(*) FROM games"), db);
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
}

void TestCommandLine::screenshotOfABadGameFails()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString game = dir.filePath(QStringLiteral("bad.json"));
    QFile bad(game);
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\": 1}");
    bad.close();
    int code = 0;
    const QString out =
        run({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")), QStringLiteral("--game"), game,
             QStringLiteral("--database"), dir.filePath(QStringLiteral("wmassist.sqlite"))},
            &code, offscreen(dir));
    QCOMPARE(code, 1);
    QVERIFY2(out.contains(QStringLiteral("bad.json: kind: expected")), qPrintable(out));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
}

QProcessEnvironment TestCommandLine::offscreen(const QTemporaryDir &dir)
{
    // Any profile the app would fall back to lies inside the test's own folder.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    return env;
}

void TestCommandLine::databaseOptionKeepsDataThere()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString database = dir.filePath(QStringLiteral("games/mine.sqlite"));
    int code = 0;
    const QString out = run(
        {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("w.png")), QStringLiteral("--database"), database},
        &code, offscreen(dir));
    QVERIFY2(code == 0, qPrintable(out));
    QVERIFY(QFile::exists(database));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("data")))); // the default place was never touched
    // The shipped army lists are in it from the first start.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(database);
        QVERIFY(db.open());
        QSqlQuery count(QStringLiteral("SELECT count(*) FROM army_lists"), db);
        QVERIFY(count.next());
        QCOMPARE(count.value(0).toInt(), 39);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
}

void TestCommandLine::anUnusableDatabaseIsMovedAsideAndSaid()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString database = dir.filePath(QStringLiteral("wmassist.sqlite"));
    QFile garbage(database);
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("these are not the tables you are looking for");
    garbage.close();
    int code = 0;
    const QString out = run(
        {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("w.png")), QStringLiteral("--database"), database},
        &code, offscreen(dir));
    QVERIFY2(code == 0, qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("The database could not be used")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("wmassist.sqlite.unusable-")), qPrintable(out));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("wmassist.sqlite.unusable-*")});
    QCOMPARE(aside.size(), 1);
    QFile moved(dir.filePath(aside.constFirst()));
    QVERIFY(moved.open(QIODevice::ReadOnly));
    QCOMPARE(moved.readAll(), QByteArray("these are not the tables you are looking for"));
}

void TestCommandLine::aDatabaseInUseIsLookedAtReadOnly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString database = dir.filePath(QStringLiteral("wmassist.sqlite"));
    const QString png = dir.filePath(QStringLiteral("w.png"));
    int code = 0;
    QString out =
        run({QStringLiteral("--screenshot"), png, QStringLiteral("--database"), database}, &code, offscreen(dir));
    QVERIFY2(code == 0, qPrintable(out));

    // This process holds the database as another wmassist would: by its lock file.
    QLockFile held(database + QStringLiteral(".lock"));
    held.setStaleLockTime(0);
    QVERIFY(held.tryLock(0));
    QFile file(database);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();

    out = run({QStringLiteral("--screenshot"), png, QStringLiteral("--database"), database}, &code, offscreen(dir));
    QCOMPARE(code, 1);
    QVERIFY2(
        out.contains(QStringLiteral("is open in another wmassist (process %1").arg(QCoreApplication::applicationPid())),
        qPrintable(out));

    QFile::remove(png);
    out = run(
        {QStringLiteral("--read-only"), QStringLiteral("--screenshot"), png, QStringLiteral("--database"), database},
        &code, offscreen(dir));
    QVERIFY2(code == 0, qPrintable(out));
    QVERIFY(QFile::exists(png));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
