// SPDX-License-Identifier: GPL-3.0-or-later
// The battle tracker shows every unit as the table needs it (stands as pips, hits against the Hits
// value, the markers), puts the destroyed at the end, and turns a card's quick edits into logged,
// undoable actions.

#include "tests/benchmarks/longgame.h"
#include "tests/core/testgames.h"
#include "tests/ui/darkpalette.h"
#include "tests/ui/resolvertesting.h"

#include "core/armies/armylists.h"
#include "core/dice/scripteddicesource.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/historymodel.h"
#include "ui/game/historyview.h"
#include "ui/mainwindow.h"
#include "ui/resolve/dicepanel.h"
#include "ui/resolve/resolverdialog.h"
#include "ui/tracker/armypanel.h"
#include "ui/tracker/cardframe.h"
#include "ui/tracker/charactercard.h"
#include "ui/tracker/markerstrip.h"
#include "ui/tracker/phasesummarybar.h"
#include "ui/tracker/standpips.h"
#include "ui/tracker/trackerheader.h"
#include "ui/tracker/trackerstyle.h"
#include "ui/tracker/trackerview.h"
#include "ui/tracker/unitcard.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLayout>
#include <QPalette>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <cmath>

using namespace wm;
using namespace wm::test;

namespace {

QToolButton *button(UnitCard *card, const QString &text)
{
    for (QToolButton *b : card->findChildren<QToolButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

} // namespace

class TestTracker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_db = std::make_unique<Database>();
        QVERIFY(
            !m_db->open(m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + QStringLiteral(".sqlite"))));
        m_store = std::make_unique<GameStore>(*m_db);
        m_window = std::make_unique<MainWindow>();
        m_window->setStores(m_store.get(), nullptr, nullptr);
        m_window->setDiceSource(&m_dice);
        QVERIFY(m_window->startGame(demoSetup()));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_store.reset();
        m_db.reset();
    }

    void cardShowsTheSpellsOnItAndWhenTheyEnd()
    {
        Unit knights = Unit::create(1, test::knights());
        knights.state.spells = {
            SpellOnUnit{QStringLiteral("Weird Enchantment"), 5, SpellState::HalfPace, 0, 2, Side::first()},
            SpellOnUnit{QStringLiteral("Weird Enchantment"), 5, SpellState::TreatsEnemiesAsTerrifying, -1, 2,
                        Side::first()},
            SpellOnUnit{QStringLiteral("Light of Battle"), 5, SpellState::AttackBonusPerUnit, 1, 1, Side::first()},
        };
        const Result<Battle> battle = Battle::start(Ruleset::revolution(), {knights}, {});
        QVERIFY(battle.ok());
        UnitCard card;
        card.setUnit(battle.value(), knights, Qt::darkGreen);
        QVERIFY(card.markers().contains(QStringLiteral("Weird Enchantment · ends turn 2")));
        QVERIFY(card.markers().contains(QStringLiteral("Light of Battle · ends this turn")));
        // A blunder's lasting penalty reads as the Command it costs.
        knights.state.permanentCommandPenalty = 1;
        card.setUnit(battle.value(), knights, Qt::darkGreen);
        QVERIFY2(card.markers().contains(QStringLiteral("−1 Command")), qPrintable(card.markers().join(u'|')));
        QVERIFY(card.markerToolTip(QStringLiteral("spell")).contains(QStringLiteral("half pace")));
        card.resize(320, card.sizeHint().height());
        test::saveShot(card, "unitcard-spells");
    }

    void wizardCardShowsHisSpellsAndAura()
    {
        Unit wizard = Unit::create(1, test::empireWizard());
        wizard.state.spellsCastThisTurn = {QStringLiteral("Sand Storm")};
        SpellOnUnit aura{QStringLiteral("Sand Storm"), 1, SpellState::OrderPenalty, -1, 2, Side::second()};
        aura.aura = true;
        aura.rangeCm = 30;
        wizard.state.spells = {aura};
        CharacterCard card;
        card.setCharacter(wizard, Ruleset::revolution(), 0, CharacterCard::Orders::None, Qt::darkGreen, {});
        QVERIFY2(card.ordersText().contains(QStringLiteral("Cast Sand Storm this turn.")),
                 qPrintable(card.ordersText()));
        QVERIFY2(card.ordersText().contains(QStringLiteral("Sand Storm on enemy units within 30 cm: orders to it −1 "
                                                           "Command, to the end of turn 2.")),
                 qPrintable(card.ordersText()));
        // A cast that failed is no spell cast, and one the enemy cancelled says so.
        wizard.state.spellsCastThisTurn = {QStringLiteral("Foot of Gork"), QStringLiteral("Gotcha!")};
        wizard.state.spellsFailedThisTurn = {QStringLiteral("Foot of Gork")};
        wizard.state.spellsCancelledThisTurn = {QStringLiteral("Gotcha!")};
        card.setCharacter(wizard, Ruleset::revolution(), 0, CharacterCard::Orders::None, Qt::darkGreen, {});
        QVERIFY2(card.ordersText().contains(QStringLiteral("Tried Foot of Gork: failed. Cast Gotcha!: cancelled.")),
                 qPrintable(card.ordersText()));
        QVERIFY(!card.ordersText().contains(QStringLiteral("this turn")));
        // A once-a-battle bonus, once used, is said on the card.
        wizard.profile.traits |= Trait::CastBonus;
        wizard.state.castBonusUsed = true;
        card.setCharacter(wizard, Ruleset::revolution(), 0, CharacterCard::Orders::None, Qt::darkGreen, {});
        QVERIFY2(card.ordersText().contains(QStringLiteral("Bonus to cast — used.")), qPrintable(card.ordersText()));
    }

    void cardShowsProfileAndRules()
    {
        // Classic Orc Trolls as the list fields them: the profile at a glance, the rule by name, and
        // its summary with what wmassist does with it in the tooltip.
        const ArmyLists lists = ArmyLists::builtIn().value();
        const ArmyUnit *trolls = lists.find(RulesetId::Warmaster, QStringLiteral("orc"))->unitByName(u"Trolls"_qs);
        QVERIFY(trolls);
        const Unit unit = Unit::create(1, trolls->profile);
        const Result<Battle> battle = Battle::start(Ruleset::warmaster(), {unit}, {});
        QVERIFY(battle.ok());
        UnitCard card;
        card.setUnit(battle.value(), unit, Qt::darkGreen);
        QCOMPARE(card.profileText(), QStringLiteral("Attacks 5 · Hits 3 · Armour 5+ · Move 20 cm"));
        QCOMPARE(card.rulesText(), QStringLiteral("Rules: Trolls"));
        QVERIFY(card.rulesToolTip().contains(QStringLiteral("Regenerates")));
        QVERIFY(card.rulesToolTip().contains(QStringLiteral("Applied: Orders −1 Command")));
        card.resize(320, card.sizeHint().height());
        test::saveShot(card, "unitcard-trolls");

        // In Revolution a fortified unit moves at half pace, unless charging or evading: said on the
        // profile line and with its position; in Warmaster it keeps its pace.
        Unit fortified = unit;
        fortified.state.positions = StandPositions{1, 0, 2};
        const Result<Battle> revolution = Battle::start(Ruleset::revolution(), {fortified}, {});
        QVERIFY(revolution.ok());
        card.setUnit(revolution.value(), fortified, Qt::darkGreen);
        QCOMPARE(card.profileText(), QStringLiteral("Attacks 5 · Hits 3 · Armour 5+ · Move 10 cm, fortified"));
        QCOMPARE(card.markers(), QStringList{QStringLiteral("Open 1 · Fortified 2 · half pace")});
        const Result<Battle> classic = Battle::start(Ruleset::warmaster(), {fortified}, {});
        card.setUnit(classic.value(), fortified, Qt::darkGreen);
        QCOMPARE(card.profileText(), QStringLiteral("Attacks 5 · Hits 3 · Armour 5+ · Move 20 cm"));
        QCOMPARE(card.markers(), QStringList{QStringLiteral("Open 1 · Fortified 2")});

        // A unit typed in has no rules line.
        const Unit plain =
            Unit::create(2, profile(QStringLiteral("Bowmen"), UnitType::Infantry, 3, 1, 3, Armour::none()));
        card.setUnit(battle.value(), plain, Qt::darkGreen);
        QCOMPARE(card.profileText(), QStringLiteral("Attacks 3 · Shoots 1 at 30 cm · Hits 3 · No armour · Move 20 cm"));
        QVERIFY(card.findChild<QLabel *>(QStringLiteral("rules"))->isHidden());

        // The magic item a unit carries is shown beside its rules, what it does in the tooltip.
        UnitProfile bannered = trolls->profile;
        bannered.magicItem = MagicItem::BannerOfFortune;
        card.setUnit(battle.value(), Unit::create(4, bannered), Qt::darkGreen);
        QCOMPARE(card.rulesText(), QStringLiteral("Rules: Trolls · Magic item: Banner of Fortune"));
        QVERIFY(card.rulesToolTip().contains(QStringLiteral("<b>Banner of Fortune</b> (magic item)")));

        // A character's card gives his bonus, Command and move.
        CharacterCard general;
        general.setCharacter(Unit::create(3, empireGeneral()), Ruleset::warmaster(), 0, CharacterCard::Orders::MayOrder,
                             Qt::darkGreen);
        QCOMPARE(general.findChild<QLabel *>(QStringLiteral("profile"))->text(),
                 QStringLiteral("+2 attacks · Command 9 · Move 60 cm"));

        // His name says his type once: the type in brackets only where the name does not say it.
        auto nameOn = [](const UnitProfile &profile) {
            CharacterCard named;
            named.setCharacter(Unit::create(5, profile), Ruleset::warmaster(), 0, CharacterCard::Orders::None,
                               Qt::darkGreen);
            return named.findChild<QLabel *>(QStringLiteral("name"))->text();
        };
        QCOMPARE(nameOn(character(QStringLiteral("Orc General"), UnitType::General, 2, 8)),
                 QStringLiteral("Orc General"));
        QCOMPARE(nameOn(character(QStringLiteral("General"), UnitType::General, 2, 9)), QStringLiteral("General"));
        QCOMPARE(nameOn(character(QStringLiteral("Orc Shaman"), UnitType::Wizard, 0, 7)),
                 QStringLiteral("Orc Shaman (Wizard)"));
    }

    void cardsShowTheArmies()
    {
        TrackerView *tracker = m_window->tracker();
        QCOMPARE(tracker->header()->text(), QStringLiteral("Turn 1 · Anna's turn · Command phase"));
        UnitCard *archers = tracker->army(Side::first())->card(ids::Archers);
        QVERIFY(archers);
        QCOMPARE(archers->findChild<QLabel *>(QStringLiteral("name"))->text(), QStringLiteral("Archers - blue"));
        QCOMPARE(archers->findChild<QLabel *>(QStringLiteral("kind"))->text(), QStringLiteral("Archers · Infantry"));
        QCOMPARE(archers->findChild<StandPips *>()->standsLeft(), 3);
        QCOMPARE(archers->hitsText(), QStringLiteral("0 / 3 hits"));
        QCOMPARE(archers->markers(), QStringList{QStringLiteral("Open")});
        // Characters are listed apart, with their Command and whether they may still give orders.
        QVERIFY(!tracker->army(Side::first())->card(ids::AnnaGeneral));
        CharacterCard *general = tracker->army(Side::first())->characterCard(ids::AnnaGeneral);
        QVERIFY(general);
        QCOMPARE(general->findChild<QLabel *>(QStringLiteral("command"))->text(), QStringLiteral("Command 9"));
        QCOMPARE(general->ordersText(), QStringLiteral("No orders given yet; may give orders."));
        QCOMPARE(tracker->army(Side::second())->lossesText(), QStringLiteral("Units lost: 0 of 1 (break point)"));
    }

    void ordersAreCountedForTheCharacter()
    {
        ScriptedDiceSource dice({3, 4, 6, 6});
        QVERIFY(m_window->game()->perform(OrderAction{ids::AnnaGeneral, {ids::Archers}, 10, false, false, std::nullopt},
                                          dice));
        CharacterCard *general = m_window->tracker()->army(Side::first())->characterCard(ids::AnnaGeneral);
        QCOMPARE(general->ordersText(), QStringLiteral("Orders given: 1; may give more."));
        TrackerHeader *header = m_window->tracker()->header();
        const int plainHeight = header->height();
        // A failed order stops the General, and with him all orders this phase.
        QVERIFY(m_window->game()->perform(
            OrderAction{ids::AnnaGeneral, {ids::Halberdiers}, 10, false, false, std::nullopt}, dice));
        QCOMPARE(general->ordersText(),
                 QStringLiteral("Orders given: 2; the General failed an order, so nobody may give more this phase."));
        QCOMPARE(m_window->tracker()->header()->ordersNotice(),
                 QStringLiteral("The General failed an order: no more orders this phase."));
        // The notice reads on a line of its own: the header grows by that line, never a word a line.
        header->layout()->activate();
        const auto *notice = header->findChild<QLabel *>(QStringLiteral("ordersNotice"));
        const int line = notice->fontMetrics().lineSpacing();
        QVERIFY2(notice->height() < 2 * line, qPrintable(QString::number(notice->height())));
        QVERIFY2(header->height() <= plainHeight + 2 * line,
                 qPrintable(QStringLiteral("%1 -> %2").arg(plainHeight).arg(header->height())));
        // Outside the Command phase there is nothing to say about orders.
        m_window->endPhase();
        QCOMPARE(general->ordersText(), QString());
        QCOMPARE(m_window->tracker()->header()->ordersNotice(), QString());
    }

    void hitsAddUpOnTheCardUntilAStandGoes()
    {
        UnitCard *knights = m_window->tracker()->army(Side::second())->card(ids::Knights);
        QToolButton *addHit = button(knights, QStringLiteral("+ Hit"));
        QToolButton *removeHit = button(knights, QStringLiteral("\u2212 Hit"));
        QVERIFY(addHit && removeHit);
        // Targets a hurried pointer finds: every card button at least 24 px square.
        for (const QToolButton *b : knights->findChildren<QToolButton *>())
            QVERIFY2(b->width() >= 24 && b->height() >= 24, qPrintable(b->toolTip()));
        QVERIFY(!removeHit->isEnabled()); // no hit to take off yet
        QTest::mouseClick(addHit, Qt::LeftButton);
        QTest::mouseClick(addHit, Qt::LeftButton);
        QCOMPARE(knights->hitsText(), QStringLiteral("2 / 3 hits"));
        QVERIFY(removeHit->isEnabled());
        QTest::mouseClick(addHit, Qt::LeftButton);
        QCOMPARE(knights->hitsText(), QStringLiteral("0 / 3 hits"));
        QCOMPARE(knights->findChild<StandPips *>()->standsLeft(), 2);
        // Each click is one undoable action, named in the history.
        QCOMPARE(m_window->game()->undoStack()->count(), 3);
        QCOMPARE(m_window->history()->model()->index(2, HistoryModel::WhatColumn).data().toString(),
                 QStringLiteral("Hits struck on Knights: 1"));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(knights->hitsText(), QStringLiteral("2 / 3 hits"));
        QCOMPARE(knights->findChild<StandPips *>()->standsLeft(), 3);
    }

    void keysActOnTheCurrentUnit()
    {
        TrackerView *tracker = m_window->tracker();
        UnitCard *bowmen = tracker->army(Side::second())->card(ids::Bowmen);
        QTest::mouseClick(bowmen, Qt::LeftButton);
        QCOMPARE(tracker->currentUnit(), ids::Bowmen);
        QVERIFY(bowmen->isSelected());
        QTest::keyClick(m_window.get(), Qt::Key_C);
        QVERIFY(m_window->game()->battle().unit(ids::Bowmen)->state.isConfused());
        QCOMPARE(bowmen->markers().first(), QStringLiteral("CONFUSED"));
        QTest::keyClick(m_window.get(), Qt::Key_Plus);
        QCOMPARE(bowmen->hitsText(), QStringLiteral("1 / 3 hits"));
        QTest::keyClick(m_window.get(), Qt::Key_D);
        QVERIFY(bowmen->markers().contains(QStringLiteral("Defended")));
        QTest::keyClick(m_window.get(), Qt::Key_E);
        QVERIFY(bowmen->markers().contains(QStringLiteral("ENGAGED")));
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!bowmen->markers().contains(QStringLiteral("ENGAGED")));
    }

    void keysActOnlyWhileTheArmiesHaveTheFocus()
    {
        TrackerView *tracker = m_window->tracker();
        UnitCard *bowmen = tracker->army(Side::second())->card(ids::Bowmen);
        QTest::mouseClick(bowmen, Qt::LeftButton);
        QVERIFY(bowmen->hasFocus());
        // The card the keys act on wears a ring.
        QVERIFY(bowmen->isSelected());
        // Typed into the history, "c" is the history's: the Bowmen stay as they were.
        m_window->history()->setFocus();
        QVERIFY(m_window->history()->hasFocus());
        QTest::keyClick(m_window->history(), Qt::Key_C);
        QVERIFY(!m_window->game()->battle().unit(ids::Bowmen)->state.isConfused());
        // Back on the card, it acts.
        bowmen->setFocus();
        QTest::keyClick(bowmen, Qt::Key_C);
        QVERIFY(m_window->game()->battle().unit(ids::Bowmen)->state.isConfused());
    }

    void aQuickEditIsSaidWithItsUndo()
    {
        auto *line = m_window->findChild<QLabel *>(QStringLiteral("editLine"));
        auto *undo = m_window->findChild<QToolButton *>(QStringLiteral("editUndo"));
        QVERIFY(line && undo);
        QVERIFY(!line->isVisible());
        UnitCard *knights = m_window->tracker()->army(Side::second())->card(ids::Knights);
        QTest::mouseClick(knights->findChild<QToolButton *>(QStringLiteral("add-hit")), Qt::LeftButton);
        QVERIFY(line->isVisible());
        QVERIFY(undo->isVisible());
        QVERIFY2(line->text().contains(QStringLiteral("Knights")), qPrintable(line->text()));
        // Read whole, not cut to nothing, in a window wide enough for it.
        QCoreApplication::processEvents();
        QVERIFY2(line->width() >= line->fontMetrics().horizontalAdvance(line->text()),
                 qPrintable(QStringLiteral("%1 px for %2").arg(line->width()).arg(line->text())));
        QCOMPARE(knights->hitsText(), QStringLiteral("1 / 3 hits"));
        // One click takes the slip back, and the line goes with it.
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(knights->hitsText(), QStringLiteral("0 / 3 hits"));
        QVERIFY(!line->isVisible());
    }

    void theDestroyedGoGreyWhereTheyStood()
    {
        ArmyPanel *anna = m_window->tracker()->army(Side::first());
        QCOMPARE(anna->shownOrder(), (QList<UnitId>{ids::Archers, ids::Halberdiers}));
        // On the smallest screen wmassist is made for: the window keeps its size.
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(1280, 800);
        QCoreApplication::processEvents();
        const QRect before = anna->card(ids::Archers)->geometry();
        m_window->tracker()->setCurrentUnit(ids::Archers);
        for (int i = 0; i < 2; ++i)
            m_window->quickEdit(QuickEdit::RemoveStand);
        // Down to its last stand it counts half, and the panel says why.
        QCOMPARE(anna->lossesText(),
                 QStringLiteral("Units lost: ½ of 1 (break point): 0 destroyed, 1 down to one stand (½ each)"));
        m_window->quickEdit(QuickEdit::RemoveStand);
        // The card stays where it was: no card moves under the players' eyes.
        QCOMPARE(anna->shownOrder(), (QList<UnitId>{ids::Archers, ids::Halberdiers}));
        QCOMPARE(anna->card(ids::Archers)->geometry(), before);
        UnitCard *archers = anna->card(ids::Archers);
        QVERIFY(archers->isGone());
        QCOMPARE(archers->markers(), QStringList{QStringLiteral("Destroyed")});
        QVERIFY(!button(archers, QStringLiteral("+ Hit"))->isVisible());
        QCOMPARE(anna->lossesText(), QStringLiteral("Units lost: 1, at its break point of 1: the army withdraws."));
        // The keys do nothing to a unit that is gone.
        QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("actionAddHit"))->isEnabled());
    }

    void twentyUnitsASideAreSeenAtOnce_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<int>("atLeast");
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 20;
        QTest::newRow("1280x800") << QSize(1280, 800) << 10;
    }

    void twentyUnitsASideAreSeenAtOnce()
    {
        QFETCH(QSize, screen);
        QFETCH(int, atLeast);
        m_window.reset();
        m_window = std::make_unique<MainWindow>();
        m_window->setStores(m_store.get(), nullptr, nullptr);
        m_window->setDiceSource(&m_dice);
        QVERIFY(m_window->startGame(bench::twentyUnitsASide()));
        // A maximised window on such a screen: a title bar and a panel take about 60 pixels.
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(screen.width(), screen.height() - 60);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QCoreApplication::processEvents();
        TrackerView *tracker = m_window->tracker();
        QCOMPARE(tracker->army(Side::first())->columnCount(), tracker->army(Side::second())->columnCount());
        for (Side side : Side::both()) {
            ArmyPanel *army = tracker->army(side);
            QCOMPARE(army->cardOrder().size(), 20);
            int seen = 0;
            for (UnitId id : army->cardOrder()) {
                const CardFrame *card = army->frame(id);
                // Every card has the same height, in both armies.
                QCOMPARE(card->height(), tracker->army(Side::first())->frame(1)->height());
                if (card->visibleRegion().boundingRect() == card->rect())
                    ++seen;
            }
            QVERIFY2(seen >= atLeast, qPrintable(QStringLiteral("%1 cards seen whole").arg(seen)));
        }
        test::saveShot(*m_window, screen.width() == 1920 ? "tracker-1920" : "tracker-1280");
    }

    void everyTextReadsInLightAndDark_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<QString>("name");
        QTest::newRow("light") << QApplication::style()->standardPalette() << QStringLiteral("light");
        QTest::newRow("dark") << test::darkPalette() << QStringLiteral("dark");
    }

    // Players read the cards from a chair, some of them colour-blind: every text on a card and on a
    // marker stands out from what is behind it (WCAG's 4.5:1 for text; 3:1 for the quieter type line),
    // in the desktop's light palette and in a dark one, and every marker says what it is in words.
    void everyTextReadsInLightAndDark()
    {
        QFETCH(QPalette, palette);
        QFETCH(QString, name);
        const QPalette before = QApplication::palette();
        QApplication::setPalette(palette);
        m_window.reset();
        m_window = std::make_unique<MainWindow>();
        m_window->setStores(m_store.get(), nullptr, nullptr);
        m_window->setDiceSource(&m_dice);
        QVERIFY(m_window->startGame(bench::twentyUnitsASide()));
        // A battle under way: hits, a stand lost, confusion, positions, combat and a unit destroyed.
        const QList<std::pair<UnitId, QuickEdit>> edits{
            {3, QuickEdit::AddHit},         {3, QuickEdit::AddHit},       {7, QuickEdit::ToggleConfused},
            {11, QuickEdit::RemoveStand},   {14, QuickEdit::AllDefended}, {18, QuickEdit::ToggleEngaged},
            {12, QuickEdit::AllFortified},  {23, QuickEdit::AddHit},      {31, QuickEdit::ToggleConfused},
            {31, QuickEdit::ToggleEngaged}, {34, QuickEdit::AllDefended}, {26, QuickEdit::RemoveStand},
            {26, QuickEdit::RemoveStand},   {26, QuickEdit::RemoveStand}, {36, QuickEdit::AddHit},
            {36, QuickEdit::AddHit},
        };
        for (const auto &[unit, edit] : edits) {
            m_window->tracker()->setCurrentUnit(unit);
            m_window->quickEdit(edit);
        }
        m_window->tracker()->setCurrentUnit(13);
        for (const QSize screen : {QSize(1920, 1080), QSize(1280, 800)}) {
            m_window->setWindowState(Qt::WindowNoState);
            m_window->resize(screen.width(), screen.height() - 60);
            m_window->show();
            QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
            QCoreApplication::processEvents();
            test::saveShot(*m_window, qPrintable(QStringLiteral("tracker-%1-%2").arg(screen.width()).arg(name)));
        }
        if (name == QLatin1String("light") && qEnvironmentVariableIsSet("WM_SHOTS")) {
            m_window->setZoom(150);
            m_window->resize(1920, 1020);
            QCoreApplication::processEvents();
            test::saveShot(*m_window, "tracker-1920-zoomed");
            m_window->setZoom(100);
        }
        const auto contrast = [](const QColor &a, const QColor &b) {
            const auto luminance = [](const QColor &c) {
                const auto channel = [](qreal v) {
                    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
                };
                return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
            };
            const qreal la = luminance(a);
            const qreal lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        for (Side side : Side::both()) {
            ArmyPanel *army = m_window->tracker()->army(side);
            for (UnitId id : army->shownOrder()) {
                UnitCard *card = army->card(id);
                const QImage image = card->grab().toImage();
                const auto *nameLabel = card->findChild<QLabel *>(QStringLiteral("name"));
                const auto *kindLabel = card->findChild<QLabel *>(QStringLiteral("kind"));
                QVERIFY(nameLabel && kindLabel);
                // What is behind the name: the card's own painting, just left of the label.
                const QPoint behind = nameLabel->geometry().topLeft() + QPoint(-2, nameLabel->height() / 2);
                const QColor background = image.pixelColor(behind * image.devicePixelRatio());
                const QString where = QStringLiteral("%1, %2").arg(name, card->nameText());
                const qreal forName = contrast(nameLabel->palette().color(QPalette::WindowText), background);
                QVERIFY2(forName >= 4.5, qPrintable(QStringLiteral("%1: name %2:1").arg(where).arg(forName)));
                if (!card->isGone()) {
                    const qreal forKind = contrast(kindLabel->palette().color(QPalette::WindowText), background);
                    QVERIFY2(forKind >= 3.0, qPrintable(QStringLiteral("%1: type %2:1").arg(where).arg(forKind)));
                }
                for (const Marker &marker : card->findChild<MarkerStrip *>()->markers()) {
                    QVERIFY2(!marker.text.trimmed().isEmpty(),
                             qPrintable(where + QStringLiteral(": a marker without words")));
                    const qreal onMarker = contrast(TrackerStyle::textOn(marker.background), marker.background);
                    QVERIFY2(onMarker >= 4.5,
                             qPrintable(QStringLiteral("%1: marker %2 %3:1").arg(where, marker.text).arg(onMarker)));
                }
            }
        }
        m_window.reset();
        QApplication::setPalette(before);
    }

    void aClickChangesOnlyTheCardItActsOn()
    {
        TrackerView *tracker = m_window->tracker();
        QHash<UnitId, int> before;
        for (Side side : Side::both())
            for (UnitId id : tracker->army(side)->shownOrder())
                before.insert(id, tracker->army(side)->card(id)->updates());
        tracker->setCurrentUnit(ids::Knights);
        m_window->quickEdit(QuickEdit::AddHit);
        for (Side side : Side::both()) {
            for (UnitId id : tracker->army(side)->shownOrder()) {
                const int updates = tracker->army(side)->card(id)->updates();
                QCOMPARE(updates, before.value(id) + (id == ids::Knights ? 1 : 0));
            }
        }
    }

    void markersThatDoNotFitAreCountedNotCut()
    {
        MarkerStrip strip;
        QList<Marker> markers;
        for (const char *text : {"CONFUSED", "ENGAGED", "Hits into combat: 2", "Charged", "Defended"})
            markers.append({QString(), QString::fromLatin1(text), QString(), Qt::gray});
        strip.setMarkers(markers);
        strip.show();
        strip.resize(strip.sizeHint());
        QCOMPARE(strip.shownCount(), 5);
        strip.resize(strip.sizeHint().width() / 2, strip.sizeHint().height());
        QVERIFY(strip.shownCount() < 5);
        QVERIFY(strip.shownCount() >= 1);
        // Whatever the width, a marker reads whole or goes under "+N"; only the first, alone, is cut.
        QStringList texts;
        for (const Marker &m : std::as_const(markers))
            texts.append(m.text);
        for (int width = 40; width <= strip.sizeHint().width(); width += 5) {
            strip.resize(width, strip.sizeHint().height());
            const QStringList badges = strip.badgeTexts();
            for (qsizetype i = 1; i < badges.size(); ++i)
                QVERIFY2(texts.contains(badges.at(i)) || badges.at(i).startsWith(u'+'),
                         qPrintable(QStringLiteral("%1 px: %2").arg(width).arg(badges.join(u'|'))));
        }
        // However narrow, the strip never asks for more width than its card gives it.
        QCOMPARE(strip.minimumSizeHint().width(), 0);
    }

    void endingThePhaseShowsWhatItDid()
    {
        m_window->endPhase(); // Command -> Shooting
        m_window->tracker()->setCurrentUnit(ids::Bowmen);
        for (int i = 0; i < 4; ++i)
            m_window->quickEdit(QuickEdit::AddHit);
        UnitCard *bowmen = m_window->tracker()->army(Side::second())->card(ids::Bowmen);
        QCOMPARE(bowmen->hitsText(), QStringLiteral("1 / 3 hits"));
        // The drive-back dice are asked for before the phase ends; here the app rolls them all.
        m_dice.append({2, 3, 6, 1});
        m_window->endPhase();
        ResolverDialog *driveBacks = m_window->resolver();
        QVERIFY(driveBacks);
        QCOMPARE(m_window->tracker()->header()->text(), QStringLiteral("Turn 1 · Anna's turn · Shooting phase"));
        QTest::mouseClick(driveBacks->dicePanel()->rollAllButton(), Qt::LeftButton);
        TrackerView *tracker = m_window->tracker();
        CardFrame *knights = tracker->army(Side::second())->frame(ids::Knights);
        const QPoint knightsBefore = knights->mapTo(tracker, QPoint(0, 0));
        QVERIFY(driveBacks->apply());
        PhaseSummaryBar *summary = tracker->summary();
        QVERIFY(summary->isVisible());
        QCoreApplication::processEvents();
        // It lies over the foot of both armies, whole, and moves no card: showing it paints only itself.
        QCOMPARE(knights->mapTo(tracker, QPoint(0, 0)), knightsBefore);
        const QRect armies = tracker->army(Side::first())->geometry().united(tracker->army(Side::second())->geometry());
        QVERIFY(armies.contains(summary->geometry()));
        QCOMPARE(summary->geometry().bottom(), armies.bottom());
        QVERIFY(summary->geometry().width() >= armies.width() - 1);
        QVERIFY(summary->height() >= summary->minimumSizeHint().height());
        // No card lies under it: what shows of each card ends above it, the rest a scroll away.
        const auto shownOfCards = [&] {
            QRect shown;
            for (Side side : Side::both()) {
                ArmyPanel *panel = tracker->army(side);
                QWidget *viewport = panel->findChild<QScrollArea *>()->viewport();
                const QRect room(viewport->mapTo(tracker, QPoint(0, 0)), viewport->size());
                for (const UnitId id : panel->cardOrder()) {
                    CardFrame *card = panel->frame(id);
                    shown |= room & QRect(card->mapTo(tracker, QPoint(0, 0)), card->size());
                }
            }
            return shown;
        };
        QVERIFY(!shownOfCards().intersects(summary->geometry()));
        QCOMPARE(summary->title(), QStringLiteral("End of the Shooting phase"));
        QCOMPARE(summary->lines(),
                 (QStringList{QStringLiteral("Bowmen is driven back 12 cm and confused by a 6 (dice: 2 3 6 1)."),
                              QStringLiteral("Odd hits discarded from Bowmen: 1.")}));
        // The card shows it: the odd hit gone, the stand still gone, the confusion.
        QCOMPARE(bowmen->hitsText(), QStringLiteral("0 / 3 hits"));
        QCOMPARE(bowmen->findChild<StandPips *>()->standsLeft(), 2);
        QCOMPARE(bowmen->markers().first(), QStringLiteral("CONFUSED"));
        // And the summary stays in the history.
        QCOMPARE(m_window->history()->detailsOf(5), summary->lines());
        QCOMPARE(m_window->tracker()->header()->text(), QStringLiteral("Turn 1 · Anna's turn · Combat phase"));
        // Put away, it gives the cards their room back.
        QWidget *cardsRoom = tracker->army(Side::first())->findChild<QScrollArea *>()->viewport();
        const int roomWith = cardsRoom->height();
        summary->hide();
        QCoreApplication::processEvents();
        QVERIFY(cardsRoom->height() > roomWith);
    }

    void zoomMakesEverythingLarger()
    {
        UnitCard *knights = m_window->tracker()->army(Side::second())->card(ids::Knights);
        auto *hits = knights->findChild<QLabel *>(QStringLiteral("hits"));
        const qreal before = hits->font().pointSizeF();
        const int heightBefore = knights->sizeHint().height();
        m_window->setZoom(200);
        QCOMPARE(hits->font().pointSizeF(), before * 2);
        QVERIFY(knights->sizeHint().height() > heightBefore);
        m_window->setZoom(100);
    }

    void darkPalettesKeepTheMarkersReadable()
    {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        QPalette light;
        light.setColor(QPalette::Window, QColor(0xf0, 0xf0, 0xf0));
        QVERIFY(TrackerStyle::isDark(dark));
        QVERIFY(!TrackerStyle::isDark(light));
        // A dark blue player colour is lightened on a dark window, a light one darkened on a light one.
        QVERIFY(TrackerStyle::readableAccent(dark, QColor(0x10, 0x20, 0x80)).lightnessF() > 0.5);
        QVERIFY(TrackerStyle::readableAccent(light, QColor(0xa0, 0xc0, 0xff)).lightnessF() < 0.5);
        QCOMPARE(TrackerStyle::textOn(TrackerStyle::confused(dark)), QColor(Qt::white));
        QCOMPARE(TrackerStyle::textOn(QColor(0xf5, 0xe0, 0x40)), QColor(Qt::black));
    }

private:
    QTemporaryDir m_dir;
    ScriptedDiceSource m_dice;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<GameStore> m_store;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestTracker)
#include "tst_tracker.moc"
