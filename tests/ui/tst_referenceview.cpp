// SPDX-License-Identifier: GPL-3.0-or-later
// The reference in the window: every table of both rulesets on its page, the search finding a table
// or a row from the keyboard, and nothing made before it is first shown.

#include "tests/core/testgames.h"
#include "tests/ui/resolvertesting.h"

#include "core/armies/armylists.h"
#include "core/reference/quickreference.h"
#include "ui/odds/oddscalculator.h"
#include "ui/odds/oddsview.h"
#include "ui/reference/referencehtml.h"
#include "ui/reference/referencesheet.h"
#include "ui/reference/referenceview.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace wm;

namespace {

const ArmyLists &builtInLists()
{
    static const ArmyLists lists = ArmyLists::builtIn().value();
    return lists;
}

// The pages a PDF file holds, as its page objects say.
int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray bytes = file.readAll();
    if (!bytes.startsWith("%PDF-"))
        return -1;
    return int(QString::fromLatin1(bytes).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?![s\\w])"))));
}

// Every table placed, in order (a table split over columns in consecutive parts, each a column's
// height apart), inside the page's printable part, none over another.
void checkPlacements(const ReferenceSheet::Layout &layout, const QList<ReferenceTable> &tables)
{
    QStringList keys;
    for (qsizetype i = 0; i < layout.placements.size(); ++i) {
        const ReferenceSheet::Placement &p = layout.placements.at(i);
        const bool part = !keys.isEmpty() && keys.constLast() == p.key;
        QVERIFY2(part == (p.from > 0), qPrintable(p.key));
        if (!part)
            keys << p.key;
        QVERIFY2(p.page >= 0 && p.page < layout.pages, qPrintable(p.key));
        QVERIFY2(layout.pageRect.contains(p.rect), qPrintable(p.key));
        for (qsizetype j = 0; j < i; ++j) {
            const ReferenceSheet::Placement &q = layout.placements.at(j);
            QVERIFY2(q.page != p.page || !q.rect.intersects(p.rect), qPrintable(p.key + QLatin1Char('/') + q.key));
        }
    }
    QStringList expected;
    for (const ReferenceTable &table : tables)
        expected << table.key;
    QCOMPARE(keys, expected);
}

} // namespace

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

    void oddsOpensTheCalculator()
    {
        ReferenceView view;
        view.resize(420, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.oddsCalculator(), nullptr); // made when first asked for
        view.searchBox()->setFocus();
        QTest::keyClicks(view.searchBox(), QStringLiteral("odds"));
        QTest::keyClick(view.searchBox(), Qt::Key_Return);
        OddsCalculator *calculator = view.oddsCalculator();
        QVERIFY(calculator);
        QVERIFY(calculator->isVisible());
        QVERIFY(!view.page()->isVisible());

        // Three dice at 4+, no save, at three 1-hit stands: a stand unless all three miss (7 in 8), all
        // three one time in eight.
        auto *dice = calculator->findChild<QSpinBox *>(QStringLiteral("oddsDice"));
        auto *hitsValue = calculator->findChild<QSpinBox *>(QStringLiteral("oddsHitsValue"));
        QVERIFY(dice && hitsValue);
        dice->setValue(3);
        hitsValue->setValue(1);
        QCOMPARE(calculator->view()->headline(), QStringLiteral("88% to remove a stand · 13% to destroy it"));
        test::saveShot(view, "reference-odds");

        // An order at Command 9 with -1: 26 in 36 pass.
        calculator->showKind(OddsCalculator::Kind::Order);
        calculator->findChild<QSpinBox *>(QStringLiteral("oddsModifier"))->setValue(-1);
        QVERIFY2(calculator->view()->headline().startsWith(QStringLiteral("72% to pass")),
                 qPrintable(calculator->view()->headline()));
        // Two drive-back dice: a 6 among them 11 times in 36.
        calculator->showKind(OddsCalculator::Kind::DriveBack);
        calculator->findChild<QSpinBox *>(QStringLiteral("oddsDriveBackHits"))->setValue(2);
        QVERIFY2(calculator->view()->headline().startsWith(QStringLiteral("31% to confuse")),
                 qPrintable(calculator->view()->headline()));

        // A table found again takes the calculator's place.
        view.showTable(QStringLiteral("orders"));
        QVERIFY(view.page()->isVisible());
        QVERIFY(!calculator->isVisible());
        // The contents list it first.
        view.searchBox()->clear();
        QCOMPARE(view.list()->item(0)->text(), QStringLiteral("Odds calculator"));
    }

    void theSheetHoldsEveryTableOnOneSheet_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("paper");
        for (const auto ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
            for (const auto paper : {QPageSize::A4, QPageSize::Letter}) {
                QTest::addRow("%s, %s", qPrintable(Ruleset::name(ruleset)), qPrintable(QPageSize::name(paper)))
                    << int(ruleset) << int(paper);
            }
        }
    }

    void theSheetHoldsEveryTableOnOneSheet()
    {
        // The rules, shooting ranges of every list included, on the two sides of one sheet.
        QFETCH(int, ruleset);
        QFETCH(int, paper);
        const Ruleset rules = Ruleset::forId(RulesetId(ruleset));
        const QList<ReferenceTable> tables = QuickReference::tables(rules, {.lists = builtInLists().lists()});
        QTemporaryDir dir;
        // Kept where the screenshots go, when they are asked for.
        const QString path = qEnvironmentVariableIsSet("WM_SHOTS")
                                 ? qEnvironmentVariable("WM_SHOTS") +
                                       QStringLiteral("/reference-%1-%2.pdf")
                                           .arg(enumKey(RulesetId(ruleset)),
                                                QPageSize::name(QPageSize::PageSizeId(paper)).section(u' ', 0, 0))
                                 : dir.filePath(QStringLiteral("reference.pdf"));
        const auto layout = ReferenceSheet::printToPdf(rules, tables, QPageSize(QPageSize::PageSizeId(paper)), path);
        QVERIFY(layout);
        checkPlacements(layout.value(), tables);
        QCOMPARE(layout.value().pages, ReferenceSheet::RulesPages);
        QCOMPARE(pdfPages(path), layout.value().pages);
        QVERIFY(layout.value().pointSize >= 6.0);
        qInfo("%s: type %.1f pt", QTest::currentDataTag(), layout.value().pointSize);
    }

    void aGamesArmiesFollowTheRules()
    {
        const GameSetup setup = test::demoSetup(RulesetId::Revolution);
        const QList<ReferenceTable> tables = QuickReference::tables(Ruleset::revolution(), {.game = setup});
        QTemporaryDir dir;
        const QString path = qEnvironmentVariableIsSet("WM_SHOTS")
                                 ? qEnvironmentVariable("WM_SHOTS") + QStringLiteral("/reference-game.pdf")
                                 : dir.filePath(QStringLiteral("game.pdf"));
        const auto layout = ReferenceSheet::printToPdf(Ruleset::revolution(), tables, QPageSize(QPageSize::A4), path);
        QVERIFY(layout);
        checkPlacements(layout.value(), tables);
        int lastRulesPage = 0;
        int firstArmyPage = layout.value().pages;
        for (qsizetype i = 0; i < tables.size(); ++i) {
            const int page = layout.value().placements.at(i).page;
            if (tables.at(i).ofAnArmy)
                firstArmyPage = std::min(firstArmyPage, page);
            else
                lastRulesPage = std::max(lastRulesPage, page);
        }
        QCOMPARE(lastRulesPage, ReferenceSheet::RulesPages - 1);
        QCOMPARE(firstArmyPage, ReferenceSheet::RulesPages);
        QCOMPARE(pdfPages(path), layout.value().pages);
    }

    void nothingIsWiderThanThePage_data()
    {
        QTest::addColumn<int>("width");
        for (const int width : {240, 320, 410, 520, 700, 1000})
            QTest::addRow("%d px", width) << width;
    }

    // Set a paragraph a row in a narrow dock, a table's rows read alike: the armour saves' second
    // cells are short for some rows and long for others, and none joins its row's bold line.
    void aNarrowTablesRowsReadAlike()
    {
        ReferenceTable armour{.key = QStringLiteral("armour"),
                              .section = QStringLiteral("Shooting"),
                              .title = QStringLiteral("Armour saves"),
                              .columns = {QStringLiteral("Armour"), QStringLiteral("A hit is saved on"),
                                          QStringLiteral("Against armour one worse")}};
        armour.rows = {{QStringLiteral("3+"), QStringLiteral("3, 4, 5, 6"), QStringLiteral("4, 5, 6")},
                       {QStringLiteral("6+"), QStringLiteral("6"), QStringLiteral("no save")}};
        const QString html = ReferenceHtml::page(Ruleset::warmaster(), {armour}, QPalette(), {}, true);
        QVERIFY2(!html.contains(QStringLiteral("3+ — ")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("<b>3+</b>")) && html.contains(QStringLiteral("<b>6+</b>")),
                 qPrintable(html));
        // Where every second cell says enough alone, each joins its bold line.
        armour.rows = {{QStringLiteral("1"), QStringLiteral("Command penalty"), QStringLiteral("x")},
                       {QStringLiteral("2"), QStringLiteral("Two penalties"), QStringLiteral("y")}};
        const QString joined = ReferenceHtml::page(Ruleset::warmaster(), {armour}, QPalette(), {}, true);
        QVERIFY2(joined.contains(QStringLiteral("<b>1 — Command penalty</b>")), qPrintable(joined));
    }

    void nothingIsWiderThanThePage()
    {
        // Whatever its width, from a narrow dock to a window of its own, no table makes the page
        // scroll sideways: in a game too, with both armies' tables.
        QFETCH(int, width);
        ReferenceView view;
        view.setGame(test::demoSetup(RulesetId::Revolution));
        view.resize(width, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.showTable(QStringLiteral("army-1"));
        QCoreApplication::processEvents();
        QCOMPARE(view.page()->horizontalScrollBar()->maximum(), 0);
    }

    void aLargeArmyRunsOverSeveralColumns()
    {
        // Every unit of every Revolution list in one army: its units' table is far taller than a column.
        GameSetup setup = test::demoSetup(RulesetId::Revolution);
        QList<RosterUnit> &units = setup.rosters[Side::first()].units;
        for (const ArmyList &list : builtInLists().lists()) {
            if (list.ruleset != RulesetId::Revolution)
                continue;
            for (const ArmyUnit &unit : list.units) {
                RosterUnit fielded;
                fielded.unitId = unit.id;
                fielded.profile = unit.profile;
                fielded.points = unit.points;
                units << fielded;
            }
        }
        const QList<ReferenceTable> tables = QuickReference::tables(Ruleset::revolution(), {.game = setup});
        QTemporaryDir dir;
        const QString path = qEnvironmentVariableIsSet("WM_SHOTS")
                                 ? qEnvironmentVariable("WM_SHOTS") + QStringLiteral("/reference-large-army.pdf")
                                 : dir.filePath(QStringLiteral("large.pdf"));
        const auto layout = ReferenceSheet::printToPdf(Ruleset::revolution(), tables, QPageSize(QPageSize::A4), path);
        QVERIFY(layout);
        checkPlacements(layout.value(), tables);
        const auto parts =
            std::count_if(layout.value().placements.cbegin(), layout.value().placements.cend(),
                          [](const ReferenceSheet::Placement &p) { return p.key == QStringLiteral("army-1"); });
        QVERIFY2(parts > 2, qPrintable(QString::number(parts)));
        QCOMPARE(pdfPages(path), layout.value().pages);
    }

    void thePdfButtonSavesTheSheet()
    {
        QTemporaryDir dir;
        ReferenceView view;
        QString answer = dir.filePath(QStringLiteral("sheet"));
        FileRequest asked;
        view.setFileChooser([&answer, &asked](QWidget *, const FileRequest &request) {
            asked = request;
            return request.forSaving ? answer : QString();
        });
        view.resize(420, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *letter = view.printButton()->menu()->findChild<QAction *>(QStringLiteral("printLetter"));
        QVERIFY(letter);
        letter->trigger();
        QVERIFY(QFile::exists(answer + QStringLiteral(".pdf")));
        // The dialog offers a name of its own in the documents folder.
        QCOMPARE(asked.suggestedName, QStringLiteral("Quick reference (Letter).pdf"));
        QCOMPARE(suggestedPath(asked), QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                           .filePath(QStringLiteral("Quick reference (Letter).pdf")));
        QVERIFY(view.status()->isVisible());
        QVERIFY2(view.status()->text().contains(QStringLiteral("2 pages")), qPrintable(view.status()->text()));

        // A folder that is not there: said where, nothing written.
        answer = dir.filePath(QStringLiteral("missing/sheet.pdf"));
        view.printButton()->menu()->findChild<QAction *>(QStringLiteral("printA4"))->trigger();
        QVERIFY2(view.status()->text().contains(QStringLiteral("Cannot write")), qPrintable(view.status()->text()));
        QVERIFY(!QFile::exists(answer));
    }
};

QTEST_MAIN(TestReferenceView)
#include "tst_referenceview.moc"
