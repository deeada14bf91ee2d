// SPDX-License-Identifier: GPL-3.0-or-later
// The tables as data: every score of every table has its row, or is an honest gap.

#include "tests/core/metatypes.h"

#include "core/rules/tables.h"

#include <QRegularExpression>
#include <QTest>

using namespace wm;

class TestTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyScoreHasOneRow_data();
    void everyScoreHasOneRow();
    void rulesetsPickTheirTables();
    void amountsReadAsWritten_data();
    void amountsReadAsWritten();
    void textStatesTheRowsNumbers_data();
    void textStatesTheRowsNumbers();
};

void TestTables::everyScoreHasOneRow_data()
{
    QTest::addColumn<TableId>("table");
    QTest::addColumn<QList<int>>("gaps");
    QTest::newRow("blunder, Warmaster") << TableId::BlunderWarmaster << QList<int>{};
    QTest::newRow("blunder, Revolution") << TableId::BlunderRevolution << QList<int>{};
    QTest::newRow("Steam Tank, Warmaster: no entry for 6") << TableId::SteamTankWarmaster << QList<int>{6};
    QTest::newRow("Steam Tank, Revolution") << TableId::SteamTankRevolution << QList<int>{};
    QTest::newRow("Giant goes wild") << TableId::GiantGoesWild << QList<int>{};
    QTest::newRow("Flame Cannon, Warmaster") << TableId::FlameCannonWarmaster << QList<int>{};
    QTest::newRow("Flame Cannon, Revolution") << TableId::FlameCannonRevolution << QList<int>{};
    QTest::newRow("Death Rocket, Warmaster") << TableId::DeathRocketWarmaster << QList<int>{};
    QTest::newRow("Death Rocket, Revolution") << TableId::DeathRocketRevolution << QList<int>{};
    QTest::newRow("Rocket Launcher") << TableId::RocketLauncher << QList<int>{};
    QTest::newRow("damage to buildings") << TableId::BuildingDamage << QList<int>{};
    QTest::newRow("boiling oil") << TableId::BoilingOil << QList<int>{};
}

void TestTables::everyScoreHasOneRow()
{
    QFETCH(TableId, table);
    QFETCH(QList<int>, gaps);
    const DiceTable &t = DiceTable::get(table);
    QCOMPARE(t.id, table);
    QVERIFY(!t.name.isEmpty());
    QVERIFY(!t.source.isEmpty());
    for (int score = 1; score <= 6; ++score) {
        int rows = 0;
        for (const TableRow &row : t.rows) {
            if (score >= row.from && score <= row.to)
                ++rows;
        }
        QCOMPARE(rows, gaps.contains(score) ? 0 : 1);
        QCOMPARE(t.rowFor(score) == nullptr, gaps.contains(score));
    }
    for (const TableRow &row : t.rows)
        QVERIFY(!row.title.isEmpty() && !row.text.isEmpty());
    QCOMPARE(DiceTable::noEntry(6), QStringLiteral("No entry for 6 in this table."));
}

void TestTables::rulesetsPickTheirTables()
{
    QCOMPARE(Ruleset::warmaster().blunderTable, TableId::BlunderWarmaster);
    QCOMPARE(Ruleset::revolution().blunderTable, TableId::BlunderRevolution);
    QCOMPARE(Ruleset::warmaster().steamTankTable, TableId::SteamTankWarmaster);
    QCOMPARE(Ruleset::revolution().steamTankTable, TableId::SteamTankRevolution);
    QCOMPARE(Ruleset::warmaster().flameCannonTable, TableId::FlameCannonWarmaster);
    QCOMPARE(Ruleset::revolution().flameCannonTable, TableId::FlameCannonRevolution);
    QCOMPARE(Ruleset::warmaster().deathRocketTable, TableId::DeathRocketWarmaster);
    QCOMPARE(Ruleset::revolution().deathRocketTable, TableId::DeathRocketRevolution);
    for (TableId id : AllTables)
        QCOMPARE(DiceTable::get(id).id, id);
}

void TestTables::amountsReadAsWritten_data()
{
    QTest::addColumn<int>("fixed");
    QTest::addColumn<int>("d6");
    QTest::addColumn<int>("d3");
    QTest::addColumn<QString>("text");
    QTest::newRow("a number") << 12 << 0 << 0 << QStringLiteral("12");
    QTest::newRow("nothing") << 0 << 0 << 0 << QStringLiteral("0");
    QTest::newRow("one die") << 0 << 1 << 0 << QStringLiteral("D6");
    QTest::newRow("dice") << 0 << 5 << 0 << QStringLiteral("5D6");
    QTest::newRow("number and dice") << 4 << 2 << 0 << QStringLiteral("4+2D6");
    QTest::newRow("a D3") << 0 << 0 << 1 << QStringLiteral("D3");
}

void TestTables::amountsReadAsWritten()
{
    QFETCH(int, fixed);
    QFETCH(int, d6);
    QFETCH(int, d3);
    QFETCH(QString, text);
    const DiceAmount amount{fixed, d6, d3};
    QCOMPARE(amount.toString(), text);
    QCOMPARE(amount.needsDice(), d6 > 0 || d3 > 0);
}

namespace {

// The numbers a text states, each as DiceAmount::toString writes it: "4+2D6", "D6", "-1", "3". A
// die written "1D6" is "D6".
QStringList numbersIn(const QString &text)
{
    static const QRegularExpression number(QStringLiteral(R"((?<![\w+-])(-?\d+\+\d*D[36]|\d*D[36]|-?\d+)(?![\w+]))"));
    QStringList numbers;
    for (const QRegularExpressionMatch &m : number.globalMatch(text)) {
        QString n = m.captured(1);
        static const QRegularExpression oneDie(QStringLiteral(R"((^|\+)1D)"));
        n.replace(oneDie, QStringLiteral("\\1D"));
        numbers.append(n);
    }
    numbers.sort();
    return numbers;
}

// The numbers a row carries: its amounts, the dice it leaves a weapon, and the fixed numbers its
// effects apply (the resolvers' -1 Command, 1 cm of retreat per hit).
QStringList numbersOf(const TableRow &row)
{
    QStringList numbers;
    for (const DiceAmount &a : {row.hits, row.attacks, row.distanceCm}) {
        if (!a.isNone())
            numbers.append(a.toString());
    }
    if (row.shootingDiceFromNowOn > 0)
        numbers.append(DiceAmount{0, row.shootingDiceFromNowOn, 0}.toString());
    if (row.effects.testFlag(Effect::PermanentCommandPenalty))
        numbers.append(QStringLiteral("-1"));
    if (row.effects.testFlag(Effect::RetreatsIfStandLost))
        numbers.append(QStringLiteral("1"));
    numbers.sort();
    return numbers;
}

// The numbers a row's text quotes that are not the row's to apply, by table and first score: the 1
// that set off the misfire, a weapon's usual dice, the attacks a Steam Tank doubles.
struct Quoted
{
    TableId table;
    int from;
    QStringList numbers;
};

QStringList quotedIn(TableId table, int from)
{
    static const QList<Quoted> quoted{
        {TableId::SteamTankRevolution, 6, {QStringLiteral("6")}},
        {TableId::FlameCannonRevolution, 3, {QStringLiteral("2D6")}},
        {TableId::DeathRocketWarmaster, 2, {QStringLiteral("1"), QStringLiteral("2D6")}},
        {TableId::DeathRocketWarmaster, 6, {QStringLiteral("1"), QStringLiteral("D6")}},
        {TableId::DeathRocketRevolution, 4, {QStringLiteral("1")}},
        {TableId::DeathRocketRevolution, 6, {QStringLiteral("D6")}},
        {TableId::RocketLauncher, 4, {QStringLiteral("1")}},
        {TableId::RocketLauncher, 6, {QStringLiteral("D6")}},
    };
    for (const Quoted &q : quoted) {
        if (q.table == table && q.from == from)
            return q.numbers;
    }
    return {};
}

} // namespace

void TestTables::textStatesTheRowsNumbers_data()
{
    QTest::addColumn<TableId>("table");
    QTest::addColumn<int>("index");
    QTest::addColumn<QStringList>("quoted");
    for (TableId id : AllTables) {
        const DiceTable &t = DiceTable::get(id);
        for (int i = 0; i < t.rows.size(); ++i) {
            const TableRow &row = t.rows.at(i);
            QTest::addRow("%s, %d-%d: %s", qPrintable(t.name), row.from, row.to, qPrintable(row.title))
                << id << i << quotedIn(id, row.from);
        }
    }
}

// Every number a row applies is in its text, and its text states no number the row does not carry
// but those it quotes from elsewhere.
void TestTables::textStatesTheRowsNumbers()
{
    QFETCH(TableId, table);
    QFETCH(int, index);
    QFETCH(QStringList, quoted);
    const TableRow &row = DiceTable::get(table).rows.at(index);
    QStringList expected = numbersOf(row) + quoted;
    expected.sort();
    QCOMPARE(numbersIn(row.text), expected);
    QVERIFY(row.from <= row.to);
    QCOMPARE(row.effects.testFlag(Effect::ShootingDiceReduced), row.shootingDiceFromNowOn > 0);
}

QTEST_APPLESS_MAIN(TestTables)
#include "tst_tables.moc"
