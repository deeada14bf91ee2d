// SPDX-License-Identifier: GPL-3.0-or-later
// The Cast a Spell resolver: the wizards who may cast and those who have, the army's spells with
// their numbers, the units a spell may fall on (and those it may not, with the reason), the cast die
// typed in, a Runesmith's try to cancel it with the Anvil's bonus, the wizard's devices and his own
// powers (a second roll, a once-a-battle bonus), unique Alt keys, and Apply as one logged action.

#include "tests/core/testgames.h"
#include "tests/core/testspells.h"
#include "tests/ui/resolvertesting.h"

#include "ui/resolve/spelldialog.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

// Anna: Wizard 1, Wizard 2, Halberdiers 3; Ben: Runesmith 4, Knights 5, Bowmen 6.
constexpr UnitId Wizard = 1;
constexpr UnitId SecondWizard = 2;
constexpr UnitId Halberdiers = 3;
constexpr UnitId Runesmith = 4;
constexpr UnitId Knights = 5;
constexpr UnitId Bowmen = 6;

GameSetup magicSetup()
{
    GameSetup setup = demoSetup(RulesetId::Revolution);
    setup.rosters[Side::first()].units = {rosterUnit(empireWizard(), 45), rosterUnit(empireWizard(), 45),
                                          rosterUnit(halberdiers(), 45)};
    UnitProfile runesmith =
        character(QStringLiteral("Runesmith"), UnitType::Hero, 0, 8, Trait::DispelsSpells | Trait::DispelBonus);
    setup.rosters[Side::second()].units = {rosterUnit(runesmith, 90), rosterUnit(knights(), 110),
                                           rosterUnit(bowmen(), 55)};
    setup.spells[Side::first()] = {deathBolt(), ballOfFlame(), teleport()};
    return setup;
}

QListWidgetItem *targetItem(const SpellDialog &dialog, UnitId id)
{
    auto *list = widget<QListWidget>(dialog, QStringLiteral("spellTargets"));
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toInt() == id)
            return list->item(i);
    }
    return nullptr;
}

bool wizardEnabled(const SpellDialog &dialog, UnitId id)
{
    auto *combo = widget<QComboBox>(dialog, QStringLiteral("wizardCombo"));
    const int index = combo->findData(id);
    auto *model = qobject_cast<QStandardItemModel *>(combo->model());
    return index >= 0 && model->item(index)->isEnabled();
}

ScriptedDiceSource noAppDice(QList<int>{});

} // namespace

class TestSpellDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void offersTheWizardsSpellsAndTargets()
    {
        TableGame game(magicSetup());
        game.endPhasesUntil(Phase::Shooting);
        SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("wizardCombo"))->currentData().toInt(), Wizard);
        auto *spells = widget<QComboBox>(dialog, QStringLiteral("spellCombo"));
        QCOMPARE(spells->count(), 3);
        QCOMPARE(spells->itemText(0), QStringLiteral("Death Bolt — 5+, 30 cm"));
        QVERIFY(
            widget<QLabel>(dialog, QStringLiteral("spellText"))->text().contains(QStringLiteral("no armour saves")));
        QVERIFY(widget<QLabel>(dialog, QStringLiteral("targetHint"))
                    ->text()
                    .contains(QStringLiteral("seen by the wizard")));
        // Death Bolt: only the enemy's units, never a character.
        QVERIFY(targetItem(dialog, Knights));
        QVERIFY(targetItem(dialog, Bowmen));
        QVERIFY(!targetItem(dialog, Halberdiers));
        QVERIFY(!targetItem(dialog, Runesmith));
        QVERIFY(!dialog.applyButton()->isEnabled());
        // Ball of Flame falls on friends too.
        QVERIFY(dialog.setSpell(QStringLiteral("Ball of Flame")));
        QVERIFY(targetItem(dialog, Halberdiers));
        saveShot(dialog, "spell-ball-of-flame");
    }

    // Opened from a friend's card, a spell that falls on enemies ticks no one (a Ball of Flame never
    // starts on the wizard's own unit); opened from an enemy's card, it starts on that enemy.
    void theCardOpenedFromIsTickedOnlyAsTheSpellMeansIt()
    {
        GameSetup setup = magicSetup();
        setup.spells[Side::first()] = {ballOfFlame(), deathBolt(), teleport()};
        TableGame game(setup);
        game.endPhasesUntil(Phase::Shooting);
        {
            SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Halberdiers);
            QCOMPARE(widget<QComboBox>(dialog, QStringLiteral("spellCombo"))->currentIndex(), 0);
            QVERIFY(targetItem(dialog, Halberdiers));
            QCOMPARE(targetItem(dialog, Halberdiers)->checkState(), Qt::Unchecked);
            QVERIFY(dialog.castAction()->targets.isEmpty());
        }
        {
            SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Knights);
            QCOMPARE(targetItem(dialog, Knights)->checkState(), Qt::Checked);
            QCOMPARE(dialog.castAction()->targets, QList<UnitId>{Knights});
        }
    }

    void oneTargetAtATimeForASpellOnOneUnit()
    {
        TableGame game(magicSetup());
        game.endPhasesUntil(Phase::Shooting);
        SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        targetItem(dialog, Knights)->setCheckState(Qt::Checked);
        targetItem(dialog, Bowmen)->setCheckState(Qt::Checked);
        QCOMPARE(dialog.castAction()->targets, QList<UnitId>{Bowmen});
    }

    void typedCastIsAppliedAsOneAction()
    {
        TableGame game(magicSetup());
        game.endPhasesUntil(Phase::Shooting);
        const qsizetype logged = game.actionsLogged();
        SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        dialog.setTargets({Knights});
        QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
        typeDice(dialog, QStringLiteral("5"));
        typeDice(dialog, QStringLiteral("4 4 1"));
        QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
        QVERIFY2(dialog.stepsText().first().contains(QStringLiteral("(5+): 5 — cast")),
                 qPrintable(dialog.stepsText().join(u'\n')));
        saveShot(dialog, "spell-death-bolt");
        QCOMPARE(game.actionsLogged(), logged);
        clickApply(dialog);
        QCOMPARE(game.actionsLogged(), logged + 1);
        QCOMPARE(game.controller().undoStack()->text(game.controller().undoStack()->count() - 1),
                 QStringLiteral("Wizard 1 casts Death Bolt"));
        QCOMPARE(game.battle().unit(Knights)->state.hitsAccumulated, 2);

        // He has cast: the next dialog offers the other wizard, and him greyed.
        SpellDialog next(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        QVERIFY(!wizardEnabled(next, Wizard));
        QCOMPARE(widget<QComboBox>(next, QStringLiteral("wizardCombo"))->currentData().toInt(), SecondWizard);
        // Death Bolt has fallen on the knights this turn: they are refused, with the reason.
        QVERIFY(!(targetItem(next, Knights)->flags() & Qt::ItemIsEnabled));
        QVERIFY(targetItem(next, Knights)->text().contains(QStringLiteral("once a turn")));
    }

    void aRunesmithWithTheAnvilCancelsIt()
    {
        TableGame game(magicSetup());
        game.endPhasesUntil(Phase::Shooting);
        SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        dialog.setTargets({Knights});
        dialog.setDispeller(Runesmith, true);
        QVERIFY(dialog.castAction()->dispelBonus);
        typeDice(dialog, QStringLiteral("5"));
        // Said as it happens, before the Runesmith rolls.
        QCOMPARE(dialog.stepsText().value(0), QStringLiteral("Cast! Wizard 1 needed 5+."));
        typeDice(dialog, QStringLiteral("3"));
        QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
        QVERIFY2(dialog.stepsText().last().contains(QStringLiteral("cancelled")),
                 qPrintable(dialog.stepsText().join(u'\n')));
        clickApply(dialog);
        QVERIFY(game.battle().unit(Runesmith)->state.dispelBonusUsed);
        QCOMPARE(game.battle().unit(Knights)->state.hitsAccumulated, 0);

        SpellDialog next(game.controller(), noAppDice, DiceMode::PlayerRolls, SecondWizard);
        next.setDispeller(Runesmith, true);
        QVERIFY(!widget<QCheckBox>(next, QStringLiteral("dispelBonusCheck"))->isEnabled());
        QVERIFY(!next.castAction()->dispelBonus);
    }

    // The Wand's box shows for the wizard who carries it while it works; ticked after a roll of 4 the
    // same die now casts Death Bolt (5+), and the Wand is used up.
    void wandOfPowerAddsOneOnceABattle()
    {
        GameSetup setup = magicSetup();
        setup.rosters[Side::first()].units[0].profile.magicItem = MagicItem::WandOfPower;
        TableGame game(setup);
        game.endPhasesUntil(Phase::Shooting);
        {
            SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
            auto *wand = widget<QCheckBox>(dialog, QStringLiteral("wandCheck"));
            QVERIFY(!wand->isHidden());
            QVERIFY(widget<QCheckBox>(dialog, QStringLiteral("ringCheck"))->isHidden());
            dialog.setTargets({Knights});
            typeDice(dialog, QStringLiteral("4"));
            QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
            wand->setChecked(true);
            QVERIFY(dialog.castAction()->wandOfPower);
            typeDice(dialog, QStringLiteral("1 1 1")); // three misses: nothing to drive back
            QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
            QVERIFY2(dialog.stepsText().join(u'\n').contains(QStringLiteral("4 +1 — cast")),
                     qPrintable(dialog.stepsText().join(u'\n')));
            clickApply(dialog);
        }
        QVERIFY(game.battle().unit(Wizard)->state.deviceSpent);
        game.endPhasesUntil(Side::second(), Phase::Command);
        game.endPhasesUntil(Side::first(), Phase::Shooting); // the next turn
        SpellDialog later(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        QVERIFY(widget<QCheckBox>(later, QStringLiteral("wandCheck"))->isHidden());
    }

    // A wizard who may roll again: the box is ticked from the start, a failed 4 asks for a second
    // die, and the log keeps both. The once-a-battle bonus shows until it is used.
    void aMageRollsAgainAndUsesHisBonusOnce()
    {
        GameSetup setup = magicSetup();
        UnitProfile &mage = setup.rosters[Side::first()].units[0].profile;
        mage.traits |= Trait::RecastsFailedSpell | Trait::CastBonus;
        TableGame game(setup);
        game.endPhasesUntil(Phase::Shooting);
        {
            SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
            auto *recast = widget<QCheckBox>(dialog, QStringLiteral("recastCheck"));
            auto *bonus = widget<QCheckBox>(dialog, QStringLiteral("castBonusCheck"));
            QVERIFY(!recast->isHidden());
            QVERIFY(recast->isChecked());
            QVERIFY(!bonus->isHidden());
            QVERIFY(bonus->text().contains(QStringLiteral("+1")));
            bonus->setChecked(true);
            dialog.setTargets({Knights});
            typeDice(dialog, QStringLiteral("3")); // 3 + 1 fails Death Bolt's 5+: a second roll is asked for
            QCOMPARE(dialog.draft().status(), ActionDraft::Status::NeedsDice);
            typeDice(dialog, QStringLiteral("4"));     // 4 + 1 casts
            typeDice(dialog, QStringLiteral("1 1 1")); // three misses
            QCOMPARE(dialog.draft().status(), ActionDraft::Status::Ready);
            const QString steps = dialog.stepsText().join(u'\n');
            QVERIFY2(steps.contains(QStringLiteral("rolls once more")), qPrintable(steps));
            QVERIFY2(steps.contains(QStringLiteral("4 +1 — cast")), qPrintable(steps));
            // The dice panel names the first roll re-rolled before Apply, as the log will.
            QCOMPARE(dialog.draft().rolled().at(0).mark, RollMark::ReRolled);
            saveShot(dialog, "spell-second-roll");
            clickApply(dialog);
        }
        const QList<DiceRoll> rolls = playedRolls(game.controller().session().game().played().constLast());
        QCOMPARE(rolls.at(0).mark, RollMark::ReRolled);
        QCOMPARE(rolls.at(1).mark, RollMark::ReRoll);
        QVERIFY(game.battle().unit(Wizard)->state.castBonusUsed);
        game.endPhasesUntil(Side::second(), Phase::Command);
        game.endPhasesUntil(Side::first(), Phase::Shooting); // the next turn
        SpellDialog later(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        QVERIFY(widget<QCheckBox>(later, QStringLiteral("castBonusCheck"))->isHidden());
        QVERIFY(!widget<QCheckBox>(later, QStringLiteral("recastCheck"))->isHidden());
    }

    // Each Alt+letter in the dialog reaches one control, whichever boxes are shown.
    void everyMnemonicIsUnique()
    {
        TableGame game(magicSetup());
        game.endPhasesUntil(Phase::Shooting);
        SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        QStringList texts;
        for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
            texts.append(button->text());
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            texts.append(label->text());
        texts.append(QStringLiteral("&Use his once-a-battle bonus")); // set when a wizard has one
        QMap<QChar, QString> seen;
        for (const QString &text : std::as_const(texts)) {
            const qsizetype at = text.indexOf(u'&');
            if (at < 0 || at + 1 >= text.size() || text.at(at + 1) == u'&')
                continue;
            const QChar key = text.at(at + 1).toLower();
            QVERIFY2(!seen.contains(key),
                     qPrintable(QStringLiteral("Alt+%1: \"%2\" and \"%3\"").arg(key, seen.value(key), text)));
            seen.insert(key, text);
        }
    }

    void onlyInTheShootingPhase()
    {
        TableGame game(magicSetup());
        SpellDialog dialog(game.controller(), noAppDice, DiceMode::PlayerRolls, Wizard);
        dialog.setTargets({Knights});
        QVERIFY(!dialog.applyButton()->isEnabled());
        QVERIFY(dialog.stepsText().join(u' ').contains(QStringLiteral("Shooting phase")));
    }
};

QTEST_MAIN(TestSpellDialog)

#include "tst_spelldialog.moc"
