// SPDX-License-Identifier: GPL-3.0-or-later
// The combat round walked through line by line (each unit's dice and why, the rolls to hit and the
// saves, the losses, each side's total, the winner and the retreat, each unit's choice, any fall
// back and what comes next), and the combat resolver's previews: the dice before rolling, the round
// and its choices before the outcome is chosen, and the round that follows a pursuit.

#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/preview/combatpreview.h"
#include "core/game/walkthrough/combatwalkthrough.h"
#include "core/game/walkthrough/walkthrough.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::CombatAction)

namespace {

// Anna's Halberdiers (3 attacks, Hits 3, 6+) have charged Ben's Knights (3 attacks, Hits 3, 4+) in
// her first turn; it is now her Combat phase.
Battle combatBattle(RulesetId ruleset = RulesetId::Warmaster)
{
    Battle battle = demoSetup(ruleset).startBattle().value();
    ScriptedDiceSource none;
    battle = ActionResolver::apply(battle, ChargeAction{{ids::Halberdiers}, {ids::Knights}, true}, none).value().after;
    battle.endPhase(none).value();
    battle.endPhase(none).value();
    return battle;
}

CombatUnitInput fighter(UnitId unit, int stands, int supporting = 0, std::optional<UnitId> character = {})
{
    CombatUnitInput in;
    in.unit = unit;
    in.stands = QList<FightingStand>(stands, FightingStand{});
    in.supportingStands = supporting;
    in.character = character;
    return in;
}

CombatAction halberdiersAgainstKnights(QMap<UnitId, CombatChoice> choices, int halberdierStands = 3, int supporting = 0)
{
    CombatAction a;
    a.sides = {QList<CombatUnitInput>{fighter(ids::Halberdiers, halberdierStands, supporting)},
               QList<CombatUnitInput>{fighter(ids::Knights, 3)}};
    a.choices = choices;
    return a;
}

QList<int> faces(const char *text)
{
    QList<int> list;
    for (const char *c = text; *c; ++c) {
        if (*c >= '1' && *c <= '6')
            list.append(*c - '0');
    }
    return list;
}

} // namespace

class TestCombatWalkthrough : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lines_data();
    void lines();
    void severalLosersRetreat_data();
    void severalLosersRetreat();
    void resolutionStepsUseThem();
    void planBeforeRolling();
    void previewBeforeChoices();
    void nextRoundAfterPursuit();
};

void TestCombatWalkthrough::lines_data()
{
    QTest::addColumn<CombatAction>("action");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("lines");

    // Halberdiers: 12 dice (3 stands of 3 attacks, +1 each for the charge), 4 hits; Knights: 9 dice,
    // 6 hits. Knights save 2 of 4 on 4+, Halberdiers 1 of 6 on 6+: 2 hits against 5, Knights win by 3.
    const QList<int> round = faces("665411112233 666554111 4511 611111");
    const QStringList roundLines{
        QStringLiteral("Halberdiers rolls 12 dice: 3 stands, 4 dice each (3 attacks, Charging an enemy in the "
                       "open +1)."),
        QStringLiteral("Knights rolls 9 dice: 3 stands, 3 dice each (3 attacks)."),
        QStringLiteral("Halberdiers against Knights, hitting on 4+: 6 6 5 4 1 1 1 1 2 2 3 3 \u2014 4 hits."),
        QStringLiteral("Knights against Halberdiers, hitting on 4+: 6 6 6 5 5 4 1 1 1 \u2014 6 hits."),
        QStringLiteral("Armour saves for Knights (4+) against Halberdiers: 4 5 1 1 \u2014 2 saved, 2 hits struck."),
        QStringLiteral("Armour saves for Halberdiers (6+) against Knights: 6 1 1 1 1 1 \u2014 1 saved, 5 hits "
                       "struck."),
        QStringLiteral("Halberdiers: 5 hits struck; 1 stand removed."),
        QStringLiteral("Knights: 2 hits struck."),
        QStringLiteral("Halberdiers: 2 hits."),
        QStringLiteral("Knights: 5 hits."),
        QStringLiteral("Won by Knights by 3 (5 to 2)."),
        QStringLiteral("Halberdiers retreats 3 cm: 1 cm for each point of difference."),
    };

    QTest::newRow("the winner stands: the combat is over")
        << halberdiersAgainstKnights({{ids::Knights, CombatChoice::Stand}}) << round
        << roundLines + QStringList{QStringLiteral("Halberdiers retreats 3 cm."), QStringLiteral("Knights stands."),
                                    QStringLiteral("The combat is over.")};

    QTest::newRow("the winner pursues: round 2 follows")
        << halberdiersAgainstKnights({{ids::Knights, CombatChoice::Pursue}}) << round
        << roundLines + QStringList{QStringLiteral("Halberdiers retreats 3 cm."), QStringLiteral("Knights pursues."),
                                    QStringLiteral("The winners pursue: round 2 is fought now.")};

    QTest::newRow("the winner falls back 3D6 cm")
        << halberdiersAgainstKnights({{ids::Knights, CombatChoice::FallBack}}) << round + faces("345")
        << roundLines + QStringList{QStringLiteral("Halberdiers retreats 3 cm."),
                                    QStringLiteral("Knights falls back 3 to 12 cm (3D6: 3 4 5)."),
                                    QStringLiteral("The combat is over.")};

    CombatAction blocked = halberdiersAgainstKnights({{ids::Knights, CombatChoice::Stand}});
    blocked.circumstances.standsLostRetreating.insert(ids::Halberdiers, 1);
    QTest::newRow("a blocked retreat costs a stand")
        << blocked << round
        << roundLines + QStringList{QStringLiteral("Halberdiers retreats 3 cm and loses 1 stand where its retreat is "
                                                   "blocked."),
                                    QStringLiteral("Knights stands."), QStringLiteral("The combat is over.")};

    // Two stands fight (8 dice, 2 hits, 1 saved) and one supports; the Knights hit twice, no save:
    // 1 + 1 support against 2, a draw. Both sides fall back; the Knights in the open cannot stand.
    QTest::newRow("support and a draw")
        << halberdiersAgainstKnights(
               {{ids::Halberdiers, CombatChoice::FallBack}, {ids::Knights, CombatChoice::FallBack}}, 2, 1)
        << faces("66111111 551111111 41 11 231 456")
        << QStringList{
               QStringLiteral("Halberdiers rolls 8 dice: 2 stands, 4 dice each (3 attacks, Charging an enemy in the "
                              "open +1)."),
               QStringLiteral("Halberdiers supports with 1 stand."),
               QStringLiteral("Knights rolls 9 dice: 3 stands, 3 dice each (3 attacks)."),
               QStringLiteral("Halberdiers against Knights, hitting on 4+: 6 6 1 1 1 1 1 1 \u2014 2 hits."),
               QStringLiteral("Knights against Halberdiers, hitting on 4+: 5 5 1 1 1 1 1 1 1 \u2014 2 hits."),
               QStringLiteral("Armour saves for Knights (4+) against Halberdiers: 4 1 \u2014 1 saved, 1 hit struck."),
               QStringLiteral("Armour saves for Halberdiers (6+) against Knights: 1 1 \u2014 0 saved, 2 hits struck."),
               QStringLiteral("Halberdiers: 2 hits struck."),
               QStringLiteral("Knights: 1 hit struck."),
               QStringLiteral("Halberdiers: 1 hit + 1 support = 2."),
               QStringLiteral("Knights: 2 hits."),
               QStringLiteral("A draw at 2 each: both sides fall back, and units in a defended or fortified position "
                              "may stand instead."),
               QStringLiteral("Halberdiers falls back 1 to 6 cm (3D6: 2 3 1)."),
               QStringLiteral("Knights falls back 4 to 15 cm (3D6: 4 5 6)."),
               QStringLiteral("The combat is over."),
           };

    // Anna's General joins the Halberdiers: +2 on one stand. The Knights roll no hit.
    CombatAction general = halberdiersAgainstKnights({{ids::Halberdiers, CombatChoice::Stand}});
    general.sides[Side::first()][0].character = ids::AnnaGeneral;
    QTest::newRow("a joined character's bonus")
        << general << faces("66666666666111 111111111 11111111111")
        << QStringList{
               QStringLiteral("Halberdiers rolls 14 dice: 1 stand, 6 dice (3 attacks, Charging an enemy in the open "
                              "+1, General +2); 2 stands, 4 dice each (3 attacks, Charging an enemy in the open +1)."),
               QStringLiteral("Knights rolls 9 dice: 3 stands, 3 dice each (3 attacks)."),
               QStringLiteral(
                   "Halberdiers against Knights, hitting on 4+: 6 6 6 6 6 6 6 6 6 6 6 1 1 1 \u2014 11 hits."),
               QStringLiteral("Knights against Halberdiers, hitting on 4+: 1 1 1 1 1 1 1 1 1 \u2014 no hits."),
               QStringLiteral(
                   "Armour saves for Knights (4+) against Halberdiers: 1 1 1 1 1 1 1 1 1 1 1 \u2014 0 saved, "
                   "11 hits struck."),
               QStringLiteral("Knights: 11 hits struck; only 9 count, all it could still take; destroyed."),
               QStringLiteral("Halberdiers: 9 hits."),
               QStringLiteral("Knights: no hits."),
               QStringLiteral("Won by Halberdiers: every enemy unit is wiped out."),
               QStringLiteral("Halberdiers stands."),
               QStringLiteral("The combat is over."),
           };
}

void TestCombatWalkthrough::lines()
{
    QFETCH(CombatAction, action);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, lines);

    const Battle before = combatBattle();
    ScriptedDiceSource source(dice);
    auto applied = ActionResolver::apply(before, action, source);
    QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
    QCOMPARE(source.remaining(), 0);
    const QStringList got = combatWalkthrough(before, action, applied->outcome);
    if (got != lines)
        qWarning().noquote() << got.join(QLatin1Char('\n'));
    QCOMPARE(got, lines);
}

void TestCombatWalkthrough::severalLosersRetreat_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("retreatCm");
    QTest::addColumn<QString>("line");
    // The Knights win by 2 (5 to 2 + 1 support) against the Halberdiers and the Archers supporting them.
    QTest::newRow("Warmaster: each loser retreats the difference")
        << RulesetId::Warmaster << 2
        << QStringLiteral("The losers retreat 2 cm each: 1 cm for each point of difference.");
    QTest::newRow("Revolution: the difference is shared")
        << RulesetId::Revolution << 1
        << QStringLiteral("The losers retreat 1 cm each: a difference of 2 shared among 2 units, rounded up.");
}

void TestCombatWalkthrough::severalLosersRetreat()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, retreatCm);
    QFETCH(QString, line);
    CombatAction action = halberdiersAgainstKnights({{ids::Knights, CombatChoice::Stand}});
    action.sides[Side::first()].append(fighter(ids::Archers, 0, 1));
    const Battle before = combatBattle(ruleset);
    ScriptedDiceSource source(faces("665411112233 666554111 4511 611111"));
    auto applied = ActionResolver::apply(before, action, source);
    QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
    const auto *combat = std::get_if<CombatActionResult>(&applied->outcome);
    QVERIFY(combat);
    QCOMPARE(combat->round.losingUnits, 2);
    QCOMPARE(combat->round.retreatCm, retreatCm);
    const QStringList got = combatWalkthrough(before, action, applied->outcome);
    if (!got.contains(line))
        qWarning().noquote() << got.join(QLatin1Char('\n'));
    QVERIFY(got.contains(line));
}

void TestCombatWalkthrough::resolutionStepsUseThem()
{
    const Battle before = combatBattle();
    const CombatAction action = halberdiersAgainstKnights({{ids::Knights, CombatChoice::Stand}});
    ScriptedDiceSource source(faces("665411112233 666554111 4511 611111"));
    auto applied = ActionResolver::apply(before, action, source);
    QVERIFY(applied);
    QCOMPARE(actionWalkthrough(before, action, applied->outcome), combatWalkthrough(before, action, applied->outcome));
}

void TestCombatWalkthrough::planBeforeRolling()
{
    const Battle battle = combatBattle();
    CombatAction action = halberdiersAgainstKnights({}, 2, 1);
    action.sides[Side::first()][0].character = ids::AnnaGeneral;
    auto plan = planCombatRound(battle, action);
    QVERIFY(plan);
    const CombatUnitPlan &halberdiers = plan->units[Side::first()].at(0);
    QCOMPARE(halberdiers.dice(), 10); // 2 stands of 3, +1 each charging, +2 for the General
    QCOMPARE(halberdiers.stands.size(), 2);
    QCOMPARE(halberdiers.stands.at(0).characterBonus, 2);
    QCOMPARE(halberdiers.attacks.size(), 1);
    QCOMPARE(halberdiers.attacks.at(0).scoreToHit, 4);
    QCOMPARE(plan->units[Side::second()].at(0).dice(), 9);

    // Something the rules refuse is said, not planned.
    CombatAction tooMany = halberdiersAgainstKnights({}, 3, 1);
    QVERIFY(!planCombatRound(battle, tooMany));
}

void TestCombatWalkthrough::previewBeforeChoices()
{
    const Battle battle = combatBattle();
    CombatAction action = halberdiersAgainstKnights({});
    // The Knights' dice are still missing: nothing to show.
    const DiceRequest halberdiersToHit{DiceKind::ND6, 12, RollPurpose::ToHit, QStringLiteral("Halberdiers")};
    QList<EnteredRoll> entered{{halberdiersToHit, faces("665411112233")}};
    QVERIFY(!previewCombatRound(battle, action, entered));

    entered.append({{DiceKind::ND6, 9, RollPurpose::ToHit, QStringLiteral("Knights")}, faces("666554111")});
    entered.append({{DiceKind::ND6, 4, RollPurpose::ArmourSave, QStringLiteral("Knights")}, faces("4511")});
    entered.append({{DiceKind::ND6, 6, RollPurpose::ArmourSave, QStringLiteral("Halberdiers")}, faces("611111")});
    auto preview = previewCombatRound(battle, action, entered);
    QVERIFY(preview);
    QCOMPARE(preview->round.winner, std::optional(Side::second()));
    QCOMPARE(preview->round.retreatCm, 3);
    QCOMPARE(preview->choices.size(), 2);
    QCOMPARE(preview->choices.at(0).id, ids::Halberdiers);
    QCOMPARE(preview->choices.at(0).allowed, QList<CombatChoice>{CombatChoice::Retreat});
    QCOMPARE(preview->choices.at(1).id, ids::Knights);
    QVERIFY(preview->choices.at(1).allowed.contains(CombatChoice::Pursue));
    QCOMPARE(preview->choices.at(1).refused.size(), 1); // no advance: the Halberdiers are still there
    QCOMPARE(preview->choices.at(1).refused.at(0).choice, CombatChoice::Advance);

    const CombatRoundWalkthrough steps = combatRoundWalkthrough(battle, action, preview->round);
    QCOMPARE(steps.result.value(2), QStringLiteral("Won by Knights by 3 (5 to 2)."));
}

void TestCombatWalkthrough::nextRoundAfterPursuit()
{
    const Battle before = combatBattle();
    CombatAction action = halberdiersAgainstKnights({{ids::Knights, CombatChoice::Pursue}});
    ScriptedDiceSource source(faces("665411112233 666554111 4511 611111"));
    auto applied = ActionResolver::apply(before, action, source);
    QVERIFY(applied);
    const auto &result = std::get<CombatActionResult>(applied->outcome);
    const std::optional<CombatAction> next = nextCombatRound(action, result);
    QVERIFY(next);
    QCOMPARE(next->round, 2);
    QCOMPARE(next->sides[Side::first()].size(), 1);
    QCOMPARE(next->sides[Side::first()].at(0).unit, ids::Halberdiers);
    QCOMPARE(next->sides[Side::first()].at(0).stands.size(), 2); // one stand fell
    QVERIFY(!next->sides[Side::first()].at(0).stands.at(0).situation.pursuing);
    QCOMPARE(next->sides[Side::second()].at(0).unit, ids::Knights);
    QCOMPARE(next->sides[Side::second()].at(0).stands.size(), 3);
    QVERIFY(next->sides[Side::second()].at(0).stands.at(0).situation.pursuing);
    QCOMPARE(next->sides[Side::second()].at(0).stands.at(0).situation.enemyRetreatedCm, 3);
    QVERIFY(next->choices.isEmpty());

    // Round 2 is fought on the battle after round 1: the pursuers with +1, and +1 for the 3 cm.
    auto plan = planCombatRound(applied->after, *next);
    QVERIFY(plan);
    QCOMPARE(plan->units[Side::second()].at(0).dice(), 15);
    QCOMPARE(plan->units[Side::first()].at(0).dice(), 6); // no charge bonus in round 2

    // Standing ends it.
    CombatAction stands = halberdiersAgainstKnights({{ids::Knights, CombatChoice::Stand}});
    ScriptedDiceSource again(faces("665411112233 666554111 4511 611111"));
    auto ended = ActionResolver::apply(before, stands, again);
    QVERIFY(ended);
    QVERIFY(!nextCombatRound(stands, std::get<CombatActionResult>(ended->outcome)));
}

QTEST_GUILESS_MAIN(TestCombatWalkthrough)
#include "tst_combatwalkthrough.moc"
