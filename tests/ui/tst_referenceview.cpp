// SPDX-License-Identifier: GPL-3.0-or-later
// The reference in the window: every table of both rulesets on its page, the search finding a table
// or a row from the keyboard, and nothing made before it is first shown.

#include "core/reference/quickreference.h"
#include "tests/ui/resolvertesting.h"
#include "ui/reference/referenceview.h"

#include <QLineEdit>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

using namespace wm;

class TestReferenceView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void nothingIsMadeBeforeItIsShown()
    {
        ReferenceView view;
        QVERIFY(view.tables().isEmpty());
        QCOMPARE(view.list()->count(), 0);
        view.resize(420, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.tables().size(), QuickReference::tables(Ruleset::warmaster()).size());
        QVERIFY(view.list()->count() > view.tables().size()); // the tables under their parts' headings
    }

    void everyTableIsOnThePage_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::newRow("warmaster") << int(RulesetId::Warmaster);
        QTest::newRow("revolution") << int(RulesetId::Revolution);
    }

    void everyTableIsOnThePage()
    {
        QFETCH(int, ruleset);
        ReferenceView view;
        view.setRuleset(RulesetId(ruleset), false);
        view.showTable(QStringLiteral("orders"));
        const QString page = view.page()->toPlainText();
        const QList<ReferenceTable> tables = QuickReference::tables(Ruleset::forId(RulesetId(ruleset)));
        QCOMPARE(view.tables().size(), tables.size());
        for (const ReferenceTable &table : tables) {
            QVERIFY2(page.contains(table.title), qPrintable(table.title));
            for (const QStringList &row : table.rows) {
                for (const QString &cell : row)
                    QVERIFY2(page.contains(cell), qPrintable(table.key + QStringLiteral(": ") + cell));
            }
            for (const QString &note : table.notes)
                QVERIFY2(page.contains(note), qPrintable(note));
        }
        test::saveShot(view, ruleset == int(RulesetId::Warmaster) ? "reference-warmaster" : "reference-revolution");
    }

    void theSearchFindsARowFromTheKeyboard()
    {
        ReferenceView view;
        view.resize(420, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.searchBox()->setFocus();
        QTest::keyClicks(view.searchBox(), QStringLiteral("fort hit"));
        QVERIFY(view.list()->count() >= 1);
        QTest::keyClick(view.searchBox(), Qt::Key_Return);
        QCOMPARE(view.shownTable(), QStringLiteral("to-hit"));
        QCOMPARE(view.shownRow(), 2);

        // Down goes to what was found, Enter shows it; Escape empties the search.
        view.searchBox()->clear();
        QTest::keyClicks(view.searchBox(), QStringLiteral("giant"));
        QTest::keyClick(view.searchBox(), Qt::Key_Down);
        QVERIFY(view.list()->hasFocus());
        QTest::keyClick(view.list(), Qt::Key_Return);
        QCOMPARE(view.shownTable(), QStringLiteral("giant-goes-wild"));
        view.searchBox()->setFocus();
        QTest::keyClick(view.searchBox(), Qt::Key_Escape);
        QVERIFY(view.searchBox()->text().isEmpty());

        QTest::keyClicks(view.searchBox(), QStringLiteral("xyzzy"));
        QCOMPARE(view.list()->count(), 1);
        QVERIFY(!(view.list()->item(0)->flags() & Qt::ItemIsSelectable));
        QTest::keyClick(view.searchBox(), Qt::Key_Return);
        QCOMPARE(view.shownTable(), QStringLiteral("giant-goes-wild"));
    }
};

QTEST_MAIN(TestReferenceView)
#include "tst_referenceview.moc"
