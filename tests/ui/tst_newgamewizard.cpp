// SPDX-License-Identifier: GPL-3.0-or-later
// The New Game wizard: a page lets the players on only when it is complete, rosters of the other
// ruleset are not offered, imported rosters are saved and chosen with what was left out shown, and
// the setup it gives is exactly what was picked.

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/limits.h"
#include "core/roster/rostercheck.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterunits.h"
#include "core/storage/database.h"
#include "core/storage/rosterstore.h"
#include "ui/newgame/firstturnpage.h"
#include "ui/newgame/newgamewizard.h"
#include "ui/newgame/playercolours.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace wm;

namespace {

// The file chooser's answer, given by the test instead of a dialog.
FileChooser answer(const QString &path)
{
    return [path](QWidget *, const FileRequest &) { return path; };
}

const QString WarmasterOrcLink = QStringLiteral("https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-armies/orc"
                                                "&label=Waaagh&0=3&8=1&10=1&10-0=1&13=1&13-1=1");

} // namespace

class TestNewGameWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void rulesetPageNamesBothGames();
    void playersNeedDistinctNamesAndColours();
    void onlyRostersOfTheRulesetAreOffered();
    void rosterPageShowsTheCheck();
    void importFromAFile();
    void importPastedTextShowsWhatWasLeftOut();
    void importOfTheOtherRulesetIsKeptButNotOffered();
    void aBadImportIsShownAndChangesNothing();
    void editRostersThenRefresh();
    void aStoreFailureIsShownOnThePage();
    void finishGivesTheSetup();
    void playerColoursForSide();

private:
    RosterId save(const Roster &roster);
    Roster empireRoster(RulesetId ruleset, const QString &name, bool withGeneral) const;
    // Fills the first two pages and goes on to the rosters page.
    void toRostersPage(NewGameWizard &wizard, bool revolution = false);
    template <typename T>
    T *child(const QWidget &parent, const QString &name)
    {
        T *found = parent.findChild<T *>(name);
        if (!found)
            qWarning("no child named %s", qPrintable(name));
        return found;
    }
    static bool nextEnabled(const QWizard &wizard) { return wizard.button(QWizard::NextButton)->isEnabled(); }
    static QStringList items(const QComboBox *box);

    QTemporaryDir m_dir;
    ArmyLists m_lists;
    int m_files = 0;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<RosterStore> m_store;
    RosterId m_reikland = 0;   // Warmaster, with a General
    RosterId m_ostland = 0;    // Warmaster, no General: the check warns
    RosterId m_revolution = 0; // Warmaster Revolution
};

void TestNewGameWizard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    const Result<ArmyLists> lists = ArmyLists::builtIn();
    QVERIFY(lists);
    m_lists = lists.value();
}

void TestNewGameWizard::init()
{
    m_db = std::make_unique<Database>();
    QVERIFY(!m_db->open(m_dir.filePath(QStringLiteral("rosters%1.sqlite").arg(++m_files))));
    m_store = std::make_unique<RosterStore>(*m_db);
    m_reikland = save(empireRoster(RulesetId::Warmaster, QStringLiteral("Reikland"), true));
    m_ostland = save(empireRoster(RulesetId::Warmaster, QStringLiteral("Ostland"), false));
    m_revolution = save(empireRoster(RulesetId::Revolution, QStringLiteral("Middenland"), true));
}

void TestNewGameWizard::cleanup()
{
    m_store.reset();
    m_db.reset();
}

RosterId TestNewGameWizard::save(const Roster &roster)
{
    const Result<RosterId> id = m_store->save(roster);
    if (!id)
        qFatal("cannot save a roster: %s", qPrintable(id.error().message));
    return id.value();
}

Roster TestNewGameWizard::empireRoster(RulesetId ruleset, const QString &name, bool withGeneral) const
{
    const ArmyList *list = m_lists.find(ruleset, QStringLiteral("empire"));
    Q_ASSERT(list);
    Roster roster;
    roster.name = name;
    roster.ruleset = ruleset;
    roster.armyKey = list->key;
    roster.armyDataVersion = list->dataVersion;
    roster.pointsLimit = 1000;
    // The list's minimums for 1000 points: two Halberdiers and two Crossbowmen.
    QStringList ids = {QStringLiteral("empire:halberdiers"), QStringLiteral("empire:halberdiers"),
                       QStringLiteral("empire:crossbowmen"), QStringLiteral("empire:crossbowmen"),
                       QStringLiteral("empire:knights")};
    if (withGeneral)
        ids.prepend(QStringLiteral("empire:general"));
    for (const QString &id : ids)
        roster.units.append(RosterUnits::fromList(*list, id, {}).value());
    return roster;
}

QStringList TestNewGameWizard::items(const QComboBox *box)
{
    QStringList texts;
    for (int i = 0; i < box->count(); ++i)
        texts.append(box->itemText(i));
    return texts;
}

void TestNewGameWizard::toRostersPage(NewGameWizard &wizard, bool revolution)
{
    child<QRadioButton>(wizard, revolution ? QStringLiteral("rulesetRevolution") : QStringLiteral("rulesetWarmaster"))
        ->setChecked(true);
    wizard.next();
    child<QLineEdit>(wizard, QStringLiteral("playerName0"))->setText(QStringLiteral("Anna"));
    child<QLineEdit>(wizard, QStringLiteral("playerName1"))->setText(QStringLiteral("Ben"));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewGameWizard::RostersPageId));
}

void TestNewGameWizard::rulesetPageNamesBothGames()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.currentId(), int(NewGameWizard::RulesetPageId));
    QCOMPARE(child<QRadioButton>(wizard, QStringLiteral("rulesetWarmaster"))->text(),
             Ruleset::name(RulesetId::Warmaster));
    QCOMPARE(child<QRadioButton>(wizard, QStringLiteral("rulesetRevolution"))->text(),
             QStringLiteral("Warmaster Revolution"));
    QVERIFY(child<QRadioButton>(wizard, QStringLiteral("rulesetWarmaster"))->isChecked());
    QVERIFY(nextEnabled(wizard));
    // Warmaster has no optional rules: Revolution's are shown, and cannot be ticked.
    auto *firstTurn = child<QCheckBox>(wizard, QStringLiteral("optionalRule-first-turn-command"));
    auto *advance = child<QCheckBox>(wizard, QStringLiteral("optionalRule-advance-charge-bonus"));
    QVERIFY(!firstTurn->isEnabled() && !advance->isEnabled());
    child<QRadioButton>(wizard, QStringLiteral("rulesetRevolution"))->setChecked(true);
    QVERIFY(firstTurn->isEnabled() && advance->isEnabled());
    QVERIFY(!firstTurn->isChecked() && !advance->isChecked()); // off unless the players choose them
    QCOMPARE(wizard.setup().optionalRules, QList<OptionalRule>());
    firstTurn->setChecked(true);
    QCOMPARE(wizard.setup().optionalRules, QList<OptionalRule>{OptionalRule::FirstTurnCommand});
    // Back to Warmaster, the tick stays but counts for nothing.
    child<QRadioButton>(wizard, QStringLiteral("rulesetWarmaster"))->setChecked(true);
    QCOMPARE(wizard.setup().optionalRules, QList<OptionalRule>());
}

void TestNewGameWizard::playersNeedDistinctNamesAndColours()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewGameWizard::PlayersPageId));
    auto *first = child<QLineEdit>(wizard, QStringLiteral("playerName0"));
    auto *second = child<QLineEdit>(wizard, QStringLiteral("playerName1"));
    auto *firstColour = child<QComboBox>(wizard, QStringLiteral("playerColour0"));
    auto *secondColour = child<QComboBox>(wizard, QStringLiteral("playerColour1"));
    auto *problem = child<QLabel>(wizard, QStringLiteral("playersProblem"));
    QVERIFY(first && second && firstColour && secondColour && problem);
    // A name stops where a game file's does.
    QCOMPARE(first->maxLength(), Limits::NameLength);
    QCOMPARE(second->maxLength(), Limits::NameLength);

    // The two sides start with different colours, from the palette, each with its swatch.
    QCOMPARE(firstColour->count(), PlayerColours::all().size());
    QCOMPARE(firstColour->currentText(), QStringLiteral("Blue"));
    QCOMPARE(secondColour->currentText(), QStringLiteral("Red"));
    QVERIFY(!firstColour->itemIcon(0).isNull());

    QVERIFY(!nextEnabled(wizard)); // no names yet
    first->setText(QStringLiteral("Anna"));
    QVERIFY(!nextEnabled(wizard));
    QCOMPARE(problem->text(), QStringLiteral("Enter a name for each player."));
    second->setText(QStringLiteral("   "));
    QVERIFY(!nextEnabled(wizard)); // spaces are no name
    second->setText(QStringLiteral(" anna "));
    QVERIFY(!nextEnabled(wizard));
    QCOMPARE(problem->text(),
             QStringLiteral("The two players need different names, so that the log can tell them apart."));
    second->setText(QStringLiteral("Ben"));
    QVERIFY(nextEnabled(wizard));
    QVERIFY(problem->text().isEmpty());

    secondColour->setCurrentIndex(firstColour->currentIndex());
    QVERIFY(!nextEnabled(wizard));
    QCOMPARE(problem->text(), QStringLiteral("The two players need different colours."));
    secondColour->setCurrentText(QStringLiteral("Green"));
    QVERIFY(nextEnabled(wizard));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewGameWizard::RostersPageId));
}

void TestNewGameWizard::onlyRostersOfTheRulesetAreOffered()
{
    {
        NewGameWizard wizard(*m_store, m_lists);
        wizard.show();
        toRostersPage(wizard);
        auto *roster0 = child<QComboBox>(wizard, QStringLiteral("roster0"));
        auto *roster1 = child<QComboBox>(wizard, QStringLiteral("roster1"));
        // Newest first, as the store lists them; the Revolution roster is not there.
        const QStringList expected = {QStringLiteral("Ostland (Empire, 1000 points)"),
                                      QStringLiteral("Reikland (Empire, 1000 points)")};
        QCOMPARE(items(roster0), expected);
        QCOMPARE(items(roster1), expected);
        // Nobody's army is chosen for them.
        QCOMPARE(roster0->currentIndex(), -1);
        QVERIFY(!nextEnabled(wizard));
        roster0->setCurrentIndex(roster0->findData(m_reikland));
        QVERIFY(!nextEnabled(wizard)); // Ben has none yet
        roster1->setCurrentIndex(roster1->findData(m_ostland));
        QVERIFY(nextEnabled(wizard));
        QCOMPARE(child<QGroupBox>(wizard, QStringLiteral("rosterChoice0"))->title(), QStringLiteral("Anna's army"));
    }
    {
        NewGameWizard wizard(*m_store, m_lists);
        wizard.show();
        toRostersPage(wizard, true);
        QCOMPARE(items(child<QComboBox>(wizard, QStringLiteral("roster0"))),
                 QStringList{QStringLiteral("Middenland (Empire, 1000 points)")});

        // Back to the first page for the other game: the choice of rosters follows.
        wizard.back();
        wizard.back();
        child<QRadioButton>(wizard, QStringLiteral("rulesetWarmaster"))->setChecked(true);
        wizard.next();
        wizard.next();
        QCOMPARE(items(child<QComboBox>(wizard, QStringLiteral("roster0"))).size(), 2);
    }
}

void TestNewGameWizard::rosterPageShowsTheCheck()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    toRostersPage(wizard);
    auto *roster0 = child<QComboBox>(wizard, QStringLiteral("roster0"));
    auto *summary = child<QLabel>(wizard, QStringLiteral("rosterSummary0"));
    auto *warnings = child<QLabel>(wizard, QStringLiteral("rosterWarnings0"));

    const ArmyList *empire = m_lists.find(RulesetId::Warmaster, QStringLiteral("empire"));
    roster0->setCurrentIndex(roster0->findData(m_reikland));
    const RosterReport reikland = RosterCheck::check(m_store->load(m_reikland).value(), empire);
    QCOMPARE(summary->text(),
             QStringLiteral("Points: %1 of 1000. Break point: %2.").arg(reikland.points).arg(reikland.breakPoint));
    QCOMPARE(reikland.points, 125 + 2 * 45 + 2 * 55 + 110);
    QVERIFY2(reikland.warnings.isEmpty(), qPrintable(reikland.warnings.value(0).message));
    QVERIFY(warnings->isHidden());

    // Warned, and still allowed.
    roster0->setCurrentIndex(roster0->findData(m_ostland));
    const RosterReport ostland = RosterCheck::check(m_store->load(m_ostland).value(), empire);
    QVERIFY(ostland.hasWarning(RosterWarningKind::NoGeneral));
    QVERIFY(!warnings->isHidden());
    for (const RosterWarning &warning : ostland.warnings)
        QVERIFY2(warnings->text().contains(warning.message.toHtmlEscaped()), qPrintable(warnings->text()));
    auto *roster1 = child<QComboBox>(wizard, QStringLiteral("roster1"));
    roster1->setCurrentIndex(0);
    QVERIFY(nextEnabled(wizard));
}

void TestNewGameWizard::importFromAFile()
{
    const QString file = m_dir.filePath(QStringLiteral("orcs.txt"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(WarmasterOrcLink.toUtf8());
    }
    NewGameWizard wizard(*m_store, m_lists);
    QString askedTitle;
    wizard.setFileChooser([&askedTitle, file](QWidget *, const FileRequest &request) {
        askedTitle = request.title;
        return request.forSaving ? QString() : file;
    });
    wizard.show();
    toRostersPage(wizard);
    auto *roster1 = child<QComboBox>(wizard, QStringLiteral("roster1"));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("importFile1")), Qt::LeftButton);
    QCOMPARE(askedTitle, QStringLiteral("Import a roster"));

    // Saved with the player's rosters, offered to both players, chosen for the one who imported it.
    const Result<QList<RosterSummary>> saved = m_store->list();
    QCOMPARE(saved->size(), 4);
    QCOMPARE(saved->constFirst().name, QStringLiteral("Waaagh"));
    QCOMPARE(roster1->currentData().value<RosterId>(), saved->constFirst().id);
    QCOMPARE(roster1->currentText(), QStringLiteral("Waaagh (Orc, 1000 points)"));
    QCOMPARE(child<QComboBox>(wizard, QStringLiteral("roster0"))->count(), 3);
    QCOMPARE(child<QComboBox>(wizard, QStringLiteral("roster0"))->currentIndex(), -1);
    auto *message = child<QLabel>(wizard, QStringLiteral("importMessage1"));
    QVERIFY(!message->isHidden());
    QVERIFY2(message->text().contains(QStringLiteral("&quot;Waaagh&quot; is imported and saved with your rosters.")),
             qPrintable(message->text()));
    QVERIFY(child<QLabel>(wizard, QStringLiteral("importMessage0"))->isHidden());

    // Cancelling the file dialog changes nothing.
    wizard.setFileChooser(answer(QString()));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("importFile0")), Qt::LeftButton);
    QCOMPARE(m_store->list()->size(), 4);
    QVERIFY(child<QLabel>(wizard, QStringLiteral("importMessage0"))->isHidden());
}

void TestNewGameWizard::importPastedTextShowsWhatWasLeftOut()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    toRostersPage(wizard);
    auto *paste = child<QLineEdit>(wizard, QStringLiteral("pasteRoster0"));
    auto *import = child<QPushButton>(wizard, QStringLiteral("importText0"));
    QVERIFY(!import->isEnabled()); // nothing pasted yet
    const QString link = QStringLiteral("jsonPath=warmaster-armies/empire&label=Patrol&0=2&42=1&10=1");
    paste->setText(link);
    QVERIFY(import->isEnabled());
    QTest::mouseClick(import, Qt::LeftButton);

    auto *roster0 = child<QComboBox>(wizard, QStringLiteral("roster0"));
    // No points limit in the link: the import chose one and says so.
    QCOMPARE(roster0->currentText(), QStringLiteral("Patrol (Empire, 500 points)"));
    const Result<Roster> patrol = m_store->load(roster0->currentData().value<RosterId>());
    QVERIFY(patrol);
    QCOMPARE(patrol->units.size(), 3); // two Halberdiers and the General; unit 42 is not in the list
    const QString message = child<QLabel>(wizard, QStringLiteral("importMessage0"))->text();
    QVERIFY2(message.contains(
                 QStringLiteral("These are not in wmassist's army lists and were left out of &quot;Patrol&quot;:")),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("<li>unit order 42</li>")), qPrintable(message));
    // And what the import itself says about the roster (the points limit it chose).
    const Result<QList<ImportedRoster>> direct = RosterImport::fromText(link, m_lists);
    QVERIFY(direct && !direct->constFirst().notes.isEmpty());
    for (const QString &note : direct->constFirst().notes)
        QVERIFY2(message.contains(note.toHtmlEscaped()), qPrintable(message));
    QVERIFY(paste->text().isEmpty());
}

void TestNewGameWizard::importOfTheOtherRulesetIsKeptButNotOffered()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    toRostersPage(wizard);
    child<QLineEdit>(wizard, QStringLiteral("pasteRoster0"))
        ->setText(QStringLiteral("jsonPath=warmaster-revolution/empire&label=Nuln&0=2&10=1"));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("importText0")), Qt::LeftButton);
    QCOMPARE(m_store->list()->size(), 4);
    auto *roster0 = child<QComboBox>(wizard, QStringLiteral("roster0"));
    QCOMPARE(roster0->count(), 2);
    QCOMPARE(roster0->currentIndex(), -1);
    QVERIFY(!items(roster0).join(QLatin1Char('\n')).contains(QStringLiteral("Nuln")));
    const QString message = child<QLabel>(wizard, QStringLiteral("importMessage0"))->text();
    QVERIFY2(message.contains(QStringLiteral("&quot;Nuln&quot; is a roster for Warmaster Revolution. It is saved "
                                             "with your rosters, but this game is played with Warmaster (2000 "
                                             "rules with the 2002 update).")),
             qPrintable(message));
}

void TestNewGameWizard::aBadImportIsShownAndChangesNothing()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    toRostersPage(wizard);
    auto *roster0 = child<QComboBox>(wizard, QStringLiteral("roster0"));
    roster0->setCurrentIndex(roster0->findData(m_reikland));
    auto *paste = child<QLineEdit>(wizard, QStringLiteral("pasteRoster0"));
    paste->setText(QStringLiteral("two units of halberdiers"));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("importText0")), Qt::LeftButton);
    QCOMPARE(m_store->list()->size(), 3);
    QCOMPARE(roster0->currentData().value<RosterId>(), m_reikland);
    auto *message = child<QLabel>(wizard, QStringLiteral("importMessage0"));
    QVERIFY(!message->isHidden());
    QVERIFY2(message->text().contains(QStringLiteral("Nothing was imported.")), qPrintable(message->text()));
    QVERIFY2(
        message->text().contains(QStringLiteral("The text holds no wm-selector link and no Warmuster share code.")),
        qPrintable(message->text()));
    QCOMPARE(paste->text(), QStringLiteral("two units of halberdiers")); // kept, to be corrected

    // A file that is not there.
    wizard.setFileChooser(answer(m_dir.filePath(QStringLiteral("missing.json"))));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("importFile0")), Qt::LeftButton);
    QCOMPARE(m_store->list()->size(), 3);
    QVERIFY2(message->text().contains(QStringLiteral("Nothing was imported.")), qPrintable(message->text()));
    QVERIFY2(message->text().contains(QStringLiteral("missing.json")), qPrintable(message->text()));
}

void TestNewGameWizard::editRostersThenRefresh()
{
    NewGameWizard wizard(*m_store, m_lists);
    auto *edit = child<QPushButton>(wizard, QStringLiteral("editRosters"));
    QVERIFY(edit->isHidden()); // no editor to open
    int opened = 0;
    RosterId added = 0;
    wizard.setEditRosters([&] {
        ++opened;
        // What the roster editor would do: change a roster and add another.
        Roster reikland = m_store->load(m_reikland).value();
        reikland.pointsLimit = 1500;
        QVERIFY(m_store->save(reikland, m_reikland));
        added = save(empireRoster(RulesetId::Warmaster, QStringLiteral("Talabecland"), true));
        wizard.refreshRosters();
    });
    wizard.show();
    toRostersPage(wizard);
    QVERIFY(!edit->isHidden());
    auto *roster0 = child<QComboBox>(wizard, QStringLiteral("roster0"));
    roster0->setCurrentIndex(roster0->findData(m_reikland));
    QTest::mouseClick(edit, Qt::LeftButton);
    QCOMPARE(opened, 1);
    QVERIFY(roster0->findData(added) >= 0);
    // The choice is kept, and read again as edited.
    QCOMPARE(roster0->currentData().value<RosterId>(), m_reikland);
    QCOMPARE(roster0->currentText(), QStringLiteral("Reikland (Empire, 1500 points)"));
    QVERIFY2(child<QLabel>(wizard, QStringLiteral("rosterSummary0"))->text().contains(QStringLiteral("of 1500")),
             qPrintable(child<QLabel>(wizard, QStringLiteral("rosterSummary0"))->text()));

    // A roster removed in the editor is no longer chosen.
    QVERIFY(!m_store->remove(m_reikland));
    wizard.refreshRosters();
    QCOMPARE(roster0->currentIndex(), -1);
    QVERIFY(!nextEnabled(wizard));
}

void TestNewGameWizard::aStoreFailureIsShownOnThePage()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    toRostersPage(wizard);
    auto *error = child<QLabel>(wizard, QStringLiteral("rostersError"));
    QVERIFY(error->isHidden());
    m_db->close();
    wizard.refreshRosters();
    QVERIFY(!error->isHidden());
    QVERIFY2(error->text().startsWith(QStringLiteral("The saved rosters cannot be read: ")), qPrintable(error->text()));
    QCOMPARE(child<QComboBox>(wizard, QStringLiteral("roster0"))->count(), 0);
    QVERIFY(!nextEnabled(wizard));
}

void TestNewGameWizard::finishGivesTheSetup()
{
    NewGameWizard wizard(*m_store, m_lists);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    child<QRadioButton>(wizard, QStringLiteral("rulesetRevolution"))->setChecked(true);
    child<QCheckBox>(wizard, QStringLiteral("optionalRule-advance-charge-bonus"))->setChecked(true);
    wizard.next();
    child<QLineEdit>(wizard, QStringLiteral("playerName0"))->setText(QStringLiteral("  Anna "));
    child<QLineEdit>(wizard, QStringLiteral("playerName1"))->setText(QStringLiteral("Ben & Co"));
    child<QComboBox>(wizard, QStringLiteral("playerColour1"))->setCurrentText(QStringLiteral("Teal"));
    wizard.next();

    // Both players may field the same saved roster.
    for (const QString &name : {QStringLiteral("roster0"), QStringLiteral("roster1")}) {
        auto *box = child<QComboBox>(wizard, name);
        box->setCurrentIndex(box->findData(m_revolution));
    }
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewGameWizard::FirstTurnPageId));
    auto *annaFirst = child<QRadioButton>(wizard, QStringLiteral("firstTurn0"));
    auto *benFirst = child<QRadioButton>(wizard, QStringLiteral("firstTurn1"));
    QCOMPARE(annaFirst->text(), QStringLiteral("Anna"));
    QCOMPARE(benFirst->text(), QStringLiteral("Ben && Co")); // an "&" is shown, not a shortcut
    QVERIFY(!annaFirst->isChecked() && !benFirst->isChecked());
    QAbstractButton *finish = wizard.button(QWizard::FinishButton);
    QVERIFY(!finish->isEnabled()); // the players choose; the app does not
    // Or they let the app roll for it, as the rules settle it: a die each, a tie rolled again.
    ScriptedDiceSource dice({3, 3, 2, 5});
    wizard.findChild<FirstTurnPage *>()->setDice(&dice);
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("rollForFirstTurn")), Qt::LeftButton);
    QVERIFY(benFirst->isChecked());
    QCOMPARE(child<QLabel>(wizard, QStringLiteral("firstTurnRolled"))->text(),
             QStringLiteral("Anna rolled 3, Ben & Co rolled 3. Anna rolled 2, Ben & Co rolled 5. Ben & Co takes the "
                            "first turn."));
    annaFirst->setChecked(true); // the players may still decide otherwise
    benFirst->setChecked(true);
    QVERIFY(finish->isEnabled());
    QTest::mouseClick(finish, Qt::LeftButton);
    QCOMPARE(wizard.result(), int(QDialog::Accepted));

    GameSetup expected;
    expected.ruleset = RulesetId::Revolution;
    expected.players = {QStringLiteral("Anna"), QStringLiteral("Ben & Co")};
    expected.colours = {QStringLiteral("#3b82f6"), QStringLiteral("#0d9488")};
    const Roster middenland = m_store->load(m_revolution).value();
    expected.rosters = {middenland, middenland};
    expected.firstSide = Side::second();
    expected.optionalRules = {OptionalRule::AdvanceChargeBonus};
    QCOMPARE(wizard.setup(), expected);
    QVERIFY(Game::start(wizard.setup()));
}

void TestNewGameWizard::playerColoursForSide()
{
    GameSetup setup;
    const Side first = Side::first();
    const Side second = Side::second();
    QCOMPARE(PlayerColours::forSide(setup, first), PlayerColours::defaultFor(first));
    QCOMPARE(PlayerColours::forSide(setup, second), PlayerColours::defaultFor(second));
    QVERIFY(PlayerColours::defaultFor(first) != PlayerColours::defaultFor(second));
    setup.colours = {QStringLiteral("#ca8a04"), QStringLiteral("not a colour")};
    QCOMPARE(PlayerColours::forSide(setup, first), QColor(0xca, 0x8a, 0x04));
    QCOMPARE(PlayerColours::forSide(setup, second), PlayerColours::defaultFor(second));

    // Eight colours, no two alike.
    const QList<PlayerColour> all = PlayerColours::all();
    QCOMPARE(all.size(), 8);
    for (qsizetype i = 0; i < all.size(); ++i) {
        QCOMPARE(PlayerColours::indexOf(all.at(i).colour), int(i));
        QVERIFY(!all.at(i).name.isEmpty());
    }
    QCOMPARE(PlayerColours::indexOf(QColor(1, 2, 3)), -1);
}

QTEST_MAIN(TestNewGameWizard)
#include "tst_newgamewizard.moc"
