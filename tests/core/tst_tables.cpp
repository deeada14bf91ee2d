// SPDX-License-Identifier: GPL-3.0-or-later
// The tables as data: every score of every table has its row, or is an honest gap.

#include "tests/core/metatypes.h"

#include "core/rules/tables.h"

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

QTEST_APPLESS_MAIN(TestTables)
#include "tst_tables.moc"
