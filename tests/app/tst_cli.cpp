// SPDX-License-Identifier: GPL-3.0-or-later
// wmassist-cli, run as a script runs it: what it prints, where, and the exit codes docs/formats.md
// promises for replay and import.

#include "tests/core/testgames.h"

#include "core/armies/armylists.h"
#include "core/game/gamejson.h"
#include "core/game/gamesession.h"
#include "core/reference/quickreference.h"
#include "core/roster/rosterjson.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace wm;
using namespace wm::test;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void replayPrintsTheState();
    void replayOfABadFileNamesFileAndPath();
    void replayOfAMissingFileFails();
    void wrongCommandLines_data();
    void wrongCommandLines();
    void importWritesARoster();
    void importWithAnUnknownUnitWritesWhatItFound();
    void importOfGarbageWritesNothing();
    void checkReplaysEveryGameOfADatabase();
    void referencePrintsEveryTable_data();
    void referencePrintsEveryTable();
    void oddsAnswerExactly_data();
    void oddsAnswerExactly();

private:
    Run run(const QStringList &arguments) const;
    QString writeFile(const QString &name, const QByteArray &bytes) const;

    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

Run TestCli::run(const QStringList &arguments) const
{
    QProcess process;
    process.setProgram(QStringLiteral(WMASSIST_CLI));
    process.setArguments(arguments);
    process.setWorkingDirectory(m_dir.path());
    // The program keeps no profile today; should it ever look for one, it finds an empty one here
    // and never the real one of whoever runs the tests.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
    process.setProcessEnvironment(env);
    process.start();
    Run result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("did not finish");
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString TestCli::writeFile(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCli::replayPrintsTheState()
{
    const QString game = writeFile(QStringLiteral("demo.json"), GameJson::write(demoSetup(), demoActions()));
    const Run r = run({QStringLiteral("replay"), game});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonParseError error;
    const QJsonObject state = QJsonDocument::fromJson(r.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(state.value(QStringLiteral("kind")).toString(), QStringLiteral("wmassist/state"));
    QCOMPARE(state.value(QStringLiteral("actions")).toInt(), demoActions().size());
    QCOMPARE(state.value(QStringLiteral("turn")).toInt(), 1);
    QCOMPARE(state.value(QStringLiteral("activePlayer")).toInt(), 1);
    QCOMPARE(state.value(QStringLiteral("phase")).toString(), QStringLiteral("command"));
    const QJsonArray benUnits =
        state.value(QStringLiteral("players")).toArray().at(1).toObject().value(QStringLiteral("units")).toArray();
    QJsonObject bowmen;
    for (const QJsonValue &u : benUnits) {
        if (u.toObject().value(QStringLiteral("id")).toInt() == ids::Bowmen)
            bowmen = u.toObject();
    }
    QCOMPARE(bowmen.value(QStringLiteral("name")).toString(), QStringLiteral("Bowmen"));
    QCOMPARE(bowmen.value(QStringLiteral("standsLeft")).toInt(), 2);
    QCOMPARE(bowmen.value(QStringLiteral("confusion")).toString(), QStringLiteral("drive-back-six"));
    QCOMPARE(bowmen.value(QStringLiteral("destroyed")).toBool(), false);
}

void TestCli::replayOfABadFileNamesFileAndPath()
{
    QJsonObject file = QJsonDocument::fromJson(GameJson::write(demoSetup(), demoActions())).object();
    QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
    QJsonObject shot = actions.at(2).toObject();
    shot.insert(QStringLiteral("dice"), QJsonArray{4, 7, 6});
    actions.replace(2, shot);
    file.insert(QStringLiteral("actions"), actions);
    const QString game = writeFile(QStringLiteral("bad.json"), QJsonDocument(file).toJson());

    const Run r = run({QStringLiteral("replay"), game});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.trimmed(),
             QStringLiteral("bad.json: actions[2].dice[1]: expected a whole number from 1 to 6, found 7"));
}

void TestCli::replayOfAMissingFileFails()
{
    const Run r = run({QStringLiteral("replay"), m_dir.filePath(QStringLiteral("no-such-game.json"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral("no-such-game.json")), qPrintable(r.err));
}

void TestCli::wrongCommandLines_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no arguments") << QStringList{};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")};
    QTest::newRow("replay without a file") << QStringList{QStringLiteral("replay")};
    QTest::newRow("import of two sources")
        << QStringList{QStringLiteral("import"), QStringLiteral("a"), QStringLiteral("b")};
    QTest::newRow("reference of an unknown ruleset")
        << QStringList{QStringLiteral("reference"), QStringLiteral("--ruleset"), QStringLiteral("warhammer")};
    QTest::newRow("reference in an unknown format")
        << QStringList{QStringLiteral("reference"), QStringLiteral("--format"), QStringLiteral("pdf")};
    const auto odds = [](const char *line) {
        return QStringList{QStringLiteral("odds")} + QString::fromLatin1(line).split(u' ', Qt::SkipEmptyParts);
    };
    QTest::newRow("odds of nothing") << odds("");
    QTest::newRow("odds of an unknown roll") << odds("cast");
    QTest::newRow("odds of a shot with no dice") << odds("shoot --hit 4");
    QTest::newRow("odds of a shot at 7+") << odds("shoot --dice 3 --hit 7");
    QTest::newRow("odds of a shot with a bad save") << odds("shoot --dice 3 --hit 4 --save 2+");
    QTest::newRow("odds of a shot with an unknown option") << odds("shoot --dice 3 --hit 4 --range 30");
    QTest::newRow("odds of an order with a penalty of 1") << odds("order --command 9 --penalty 1");
    QTest::newRow("odds of an order by a king") << odds("order --command 9 --character king");
    QTest::newRow("odds of a drive back in a swamp") << odds("drive-back --hits 2 --position swamp");
    QTest::newRow("odds of a drive back of words") << odds("drive-back --hits two");
    QTest::newRow("odds of a combat with no enemy") << odds("combat --dice 4");
    QTest::newRow("odds of a combat in armour of 1+") << odds("combat --dice 4 --enemy-dice 4 --armour 1+");
    QTest::newRow("odds of a spell cast on 7+") << odds("spell --cast 7");
    QTest::newRow("odds of a spell with no cast") << odds("spell --attacks 3");
    QTest::newRow("odds of a spell of d6 attacks") << odds("spell --cast 5 --attacks d6");
    QTest::newRow("odds of an unknown table") << odds("table dragon-goes-wild");
    QTest::newRow("odds of the damage to a building") << odds("table building-damage");
}

void TestCli::wrongCommandLines()
{
    QFETCH(QStringList, arguments);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!r.err.isEmpty());
}

void TestCli::importWritesARoster()
{
    // Two Handgunners (order 1) and the General (order 10) of the Revolution Empire list.
    const QString output = m_dir.filePath(QStringLiteral("test-roster.json"));
    const Run r = run({QStringLiteral("import"), QStringLiteral("--output"), output,
                       QStringLiteral("jsonPath=warmaster-revolution/empire&label=Test&1=2&10=1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.isEmpty()); // the roster went to the file
    QFile file(output);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto roster = RosterJson::read(file.readAll(), QStringLiteral("test-roster.json"));
    QVERIFY2(roster, qPrintable(roster.ok() ? QString() : roster.error().message));
    QCOMPARE(roster->name, QStringLiteral("Test"));
    QCOMPARE(roster->ruleset, RulesetId::Revolution);
    QCOMPARE(roster->units.size(), 3);
    QCOMPARE(roster->units.at(0).unitId, QStringLiteral("empire:handgunners"));
    QCOMPARE(roster->units.at(1).unitId, QStringLiteral("empire:handgunners"));
    QCOMPARE(roster->units.at(2).unitId, QStringLiteral("empire:general"));
}

void TestCli::importWithAnUnknownUnitWritesWhatItFound()
{
    const QString output = m_dir.filePath(QStringLiteral("partly.json"));
    const Run r = run({QStringLiteral("import"), QStringLiteral("--output"), output,
                       QStringLiteral("jsonPath=warmaster-revolution/empire&label=Test&0=2&42=1")});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QStringLiteral("unit order 42")), qPrintable(r.err));
    QFile file(output);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto roster = RosterJson::read(file.readAll(), QStringLiteral("partly.json"));
    QVERIFY2(roster, qPrintable(roster.ok() ? QString() : roster.error().message));
    QCOMPARE(roster->units.size(), 2); // the two Halberdiers that were found
    QCOMPARE(roster->units.at(0).unitId, QStringLiteral("empire:halberdiers"));
}

void TestCli::importOfGarbageWritesNothing()
{
    const QString output = m_dir.filePath(QStringLiteral("garbage.json"));
    const Run r = run({QStringLiteral("import"), QStringLiteral("--output"), output, QStringLiteral("not a roster")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!r.err.isEmpty());
    QVERIFY(!QFile::exists(output));
}

void TestCli::referencePrintsEveryTable_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("warmaster") << QStringLiteral("warmaster");
    QTest::newRow("revolution") << QStringLiteral("revolution");
}

void TestCli::referencePrintsEveryTable()
{
    // The same tables as the app's reference, from the same rules and the lists it ships: as JSON and
    // as text.
    QFETCH(QString, key);
    const Ruleset ruleset = Ruleset::forId(enumFromKey<RulesetId>(key).value());
    const QList<ReferenceTable> tables =
        QuickReference::tables(ruleset, {.lists = ArmyLists::builtIn().value().lists()});
    const Run json = run({QStringLiteral("reference"), QStringLiteral("--ruleset"), key, QStringLiteral("--format"),
                          QStringLiteral("json")});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(root.value(QStringLiteral("ruleset")).toString(), key);
    const QJsonArray printed = root.value(QStringLiteral("tables")).toArray();
    QCOMPARE(printed.size(), tables.size());
    for (qsizetype i = 0; i < tables.size(); ++i) {
        const QJsonObject table = printed.at(i).toObject();
        QCOMPARE(table.value(QStringLiteral("key")).toString(), tables.at(i).key);
        QCOMPARE(table.value(QStringLiteral("rows")).toArray().size(), tables.at(i).rows.size());
    }
    const Run text = run({QStringLiteral("reference"), QStringLiteral("--ruleset"), key});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    const QString out = QString::fromUtf8(text.out);
    for (const ReferenceTable &table : tables)
        QVERIFY2(out.contains(table.title), qPrintable(table.title));
}

// The three pinned cases of the odds, exactly (within rounding): the JSON keys and their numbers.
void TestCli::oddsAnswerExactly_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("key");
    // A key, or a key and its part ("hits.chances"); an index in its list of chances, or -1 for a number.
    QTest::addColumn<int>("index");
    QTest::addColumn<double>("chance");
    const auto odds = [](const char *line) {
        return QStringList{QStringLiteral("odds")} + QString::fromLatin1(line).split(u' ');
    };
    QTest::newRow("three dice at 4+: exactly 2 hits")
        << odds("shoot --dice 3 --hit 4") << QStringLiteral("hits") << 2 << 3.0 / 8;
    QTest::newRow("three dice at 4+: exactly 3 hits")
        << odds("shoot --dice 3 --hit 4") << QStringLiteral("hits") << 3 << 1.0 / 8;
    QTest::newRow("three dice at 4+ through 4+ saves: a stand")
        << odds("shoot --dice 3 --hit 4 --save 4+") << QStringLiteral("destroyed") << -1 << 0.0;
    QTest::newRow("an order at Command 9 with -1")
        << odds("order --command 9 --penalty -1") << QStringLiteral("pass") << -1 << 26.0 / 36;
    QTest::newRow("a Hero's blunder") << odds("order --command 8 --character hero") << QStringLiteral("blunder") << -1
                                      << 1.0 / 36;
    QTest::newRow("two drive-back dice: a 6 among them")
        << odds("drive-back --hits 2") << QStringLiteral("confused") << -1 << 11.0 / 36;
    QTest::newRow("four hits, defended: three dice, never over 20 cm")
        << odds("drive-back --hits 4 --position defended") << QStringLiteral("routed") << -1 << 0.0;
    QTest::newRow("one die each at 4+: a draw one time in two")
        << odds("combat --dice 1 --enemy-dice 1") << QStringLiteral("draw") << -1 << 0.5;
    QTest::newRow("one die each, one supporting stand: won three times in four")
        << odds("combat --dice 1 --support 1 --enemy-dice 1") << QStringLiteral("win") << -1 << 0.75;
    QTest::newRow("four hits at a pace of 20 cm: more than 20")
        << odds("drive-back --hits 4 --pace 20") << QStringLiteral("routed") << -1 << 35.0 / 1296;
    QTest::newRow("a spell cast on 5+, cancelled on 4+: takes effect one time in six")
        << odds("spell --cast 5 --dispel 4") << QStringLiteral("takesEffect") << -1 << 1.0 / 6;
    QTest::newRow("three shots of a spell cast on 5+: no hit")
        << odds("spell --cast 5 --attacks 3") << QStringLiteral("hits.chances") << 0 << 2.0 / 3 + 1.0 / 24;
    QTest::newRow("a spell's drive back of a die: confused by its 6")
        << odds("spell --cast 5 --drive-back 1") << QStringLiteral("confused") << -1 << 1.0 / 18;
}

void TestCli::oddsAnswerExactly()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, key);
    QFETCH(int, index);
    QFETCH(double, chance);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    const QStringList path = key.split(u'.');
    QJsonValue found = json;
    for (const QString &part : path) {
        QVERIFY2(found.toObject().contains(part), r.out.constData());
        found = found.toObject().value(part);
    }
    const double value = index < 0 ? found.toDouble() : found.toArray().at(index).toDouble();
    QVERIFY2(std::abs(value - chance) < 1e-12, qPrintable(QString::number(value, 'g', 17)));
}

void TestCli::checkReplaysEveryGameOfADatabase()
{
    const QString path = m_dir.filePath(QStringLiteral("check.sqlite"));
    GameId longId = 0;
    {
        Database db;
        QVERIFY(!db.open(path));
        GameStore store(db);
        QVERIFY(GameSession::import(store, Game::replay(demoSetup(), demoActions()).value()));
        // Long enough for two snapshots.
        Game played = Game::start(demoSetup()).value();
        for (int i = 0; i < 2 * Game::CheckpointInterval + 1; ++i)
            QVERIFY(!played.redo(GameAction{EndPhaseAction{}, {}}));
        longId = GameSession::import(store, played).value().id();
    }
    Run r = run({QStringLiteral("check"), path});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    QCOMPARE(QString::fromUtf8(r.out).count(QStringLiteral("every battle kept agrees")), 2);

    // A snapshot of another moment of the game: named, and the check fails. Nothing is changed.
    {
        Database db;
        QVERIFY(!db.open(path));
        QSqlQuery wrong(db.connection());
        QVERIFY(wrong.exec(QStringLiteral("UPDATE snapshots SET battle = (SELECT battle FROM snapshots WHERE seq = %1)"
                                          " WHERE seq = %2")
                               .arg(Game::CheckpointInterval)
                               .arg(2 * Game::CheckpointInterval)));
    }
    r = run({QStringLiteral("check"), path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("Game %1: the battle kept after action %2 differs")
                                .arg(longId)
                                .arg(2 * Game::CheckpointInterval)),
             qPrintable(r.err));

    r = run({QStringLiteral("check")});
    QCOMPARE(r.exitCode, 2);
    r = run({QStringLiteral("check"), m_dir.filePath(QStringLiteral("none.sqlite"))});
    QCOMPARE(r.exitCode, 1);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
