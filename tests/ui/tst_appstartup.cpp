// SPDX-License-Identifier: GPL-3.0-or-later
// What the app opens before its window shows, for the army lists: a database that has not taken in
// the lists shipped gets them at once; one that has is left alone, and the lists are read only when
// the roster editor or the New Game wizard first needs them.

#include "ui/appstartup.h"
#include "ui/mainwindow.h"
#include "ui/roster/rostereditor.h"

#include <QAction>
#include <QComboBox>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace wm;

namespace {

qsizetype storedLists(Database &database)
{
    QSqlQuery query(database.connection());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM army_lists")) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

bool run(Database &database, const QString &statement)
{
    QSqlQuery query(database.connection());
    return query.exec(statement);
}

qsizetype shippedLists()
{
    const auto lists = ArmyLists::builtIn();
    return lists ? lists->lists().size() : -1;
}

} // namespace

class TestAppStartup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(shippedLists() > 0);
    }

    void listsAreSyncedOnlyWhenTheShippedOnesChange()
    {
        const QString path = m_dir.filePath(QStringLiteral("sync.sqlite"));
        {
            AppStartup first;
            QVERIFY(!first.open(path));
            QVERIFY(first.notices().isEmpty());
            QVERIFY(first.armyLists().isLoaded()); // a new database takes them in at once
            QCOMPARE(storedLists(first.database()), shippedLists());
            // A list taken out behind the app's back shows whether the next start writes them again.
            QVERIFY(run(first.database(), QStringLiteral("DELETE FROM army_lists WHERE id = 'warmaster/empire'")));
        }
        {
            AppStartup second;
            QVERIFY(!second.open(path));
            QVERIFY(!second.armyLists().isLoaded());                      // the same lists: nothing read
            QCOMPARE(storedLists(second.database()), shippedLists() - 1); // nor written
            QVERIFY(second.armyLists().find(RulesetId::Warmaster, QStringLiteral("empire")));
            QVERIFY(second.armyLists().isLoaded());
            QCOMPARE(second.armyLists().lists().size(), shippedLists());
            QVERIFY(second.notices().isEmpty());
            // As after an update that ships other lists.
            QVERIFY(run(second.database(), QStringLiteral("UPDATE settings SET value = 'older' "
                                                          "WHERE key = 'army-lists-fingerprint'")));
        }
        AppStartup third;
        QVERIFY(!third.open(path));
        QVERIFY(third.armyLists().isLoaded());
        QCOMPARE(storedLists(third.database()), shippedLists());
        QVERIFY(third.notices().isEmpty());
    }

    void readOnlyReadsTheListsOnlyWhenAsked()
    {
        const QString path = m_dir.filePath(QStringLiteral("read-only.sqlite"));
        {
            AppStartup writer;
            QVERIFY(!writer.open(path));
            QVERIFY(run(writer.database(), QStringLiteral("DELETE FROM army_lists")));
            QVERIFY(run(writer.database(), QStringLiteral("DELETE FROM settings")));
        }
        AppStartup reader;
        QVERIFY(!reader.openReadOnly(path));
        QVERIFY(!reader.armyLists().isLoaded());
        QCOMPARE(reader.armyLists().lists().size(), shippedLists());
        QCOMPARE(storedLists(reader.database()), 0); // the database is only looked at
        QVERIFY(reader.notices().isEmpty());
    }

    void theRosterEditorReadsTheListsItNeeds()
    {
        const QString path = m_dir.filePath(QStringLiteral("editor.sqlite"));
        {
            AppStartup first;
            QVERIFY(!first.open(path));
        }
        AppStartup startUp;
        QVERIFY(!startUp.open(path));
        MainWindow window;
        startUp.showIn(window);
        QVERIFY(!startUp.armyLists().isLoaded()); // showing the window needs none
        auto *rosters = window.findChild<QAction *>(QStringLiteral("actionRosters"));
        QVERIFY(rosters && rosters->isEnabled());
        rosters->trigger();
        auto *editor = window.findChild<RosterEditor *>();
        QVERIFY(editor);
        QVERIFY(startUp.armyLists().isLoaded());
        auto *armies = editor->findChild<QComboBox *>(QStringLiteral("armyBox"));
        QVERIFY(armies && armies->count() > 0);
        QVERIFY(startUp.notices().isEmpty());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestAppStartup)
#include "tst_appstartup.moc"
