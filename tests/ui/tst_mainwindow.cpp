// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "reference/shootingreference.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace wm;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensWithItsTitle();
    void referenceFollowsTheRuleset();
    void quitClosesTheWindow();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestMainWindow::opensWithItsTitle()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Warmaster Table Assistant"));
    QVERIFY(window.findChild<ShootingReference *>());
}

namespace {

// The text of every label in the reference, to find a rule's value as a player reads it.
QStringList labelTexts(const QWidget *widget)
{
    QStringList texts;
    for (const QLabel *label : widget->findChildren<QLabel *>())
        texts.append(label->text());
    return texts;
}

} // namespace

void TestMainWindow::referenceFollowsTheRuleset()
{
    ShootingReference reference;
    QCOMPARE(reference.ruleset(), RulesetId::Warmaster);
    QVERIFY(labelTexts(&reference).contains(QStringLiteral("Cover protects any unit.")));

    auto *box = reference.findChild<QComboBox *>(QStringLiteral("rulesetBox"));
    QVERIFY(box);
    box->setCurrentIndex(box->findData(int(RulesetId::Revolution)));
    QCOMPARE(reference.ruleset(), RulesetId::Revolution);
    const QStringList texts = labelTexts(&reference);
    QVERIFY(texts.contains(
        QStringLiteral("Cover protects only infantry and artillery; other units count as in the open.")));
    // Artillery's full pace differs between the rulesets; the reference reads it from core.
    QVERIFY(texts.contains(QStringLiteral("10 cm")));
}

void TestMainWindow::quitClosesTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *quit = window.findChild<QAction *>(QStringLiteral("actionQuit"));
    QVERIFY(quit);
    QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));
    quit->trigger();
    QTRY_VERIFY(!window.isVisible());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
