// SPDX-License-Identifier: GPL-3.0-or-later
#include "metatypes.h"
#include "testunits.h"

#include "core/rules/engagements.h"
#include "core/rules/movement.h"

#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

// Three units a side: the first army's numbered 1–3, the second's 4–6; unit 7 is a character of the
// first army.
PerSide<QList<Unit>> armies()
{
    return {QList<Unit>{unit(1, halberdiers()), unit(2, knights()), unit(3, halberdiers()), unit(7, empireGeneral())},
            QList<Unit>{unit(4, halberdiers()), unit(5, knights()), unit(6, archers())}};
}

Unit &find(PerSide<QList<Unit>> &a, UnitId id)
{
    for (QList<Unit> &army : a) {
        for (Unit &u : army) {
            if (u.id == id)
                return u;
        }
    }
    Q_UNREACHABLE();
}

void take(PerSide<QList<Unit>> &a, const QList<Unit> &changed)
{
    for (const Unit &u : changed)
        find(a, u.id) = u;
}

QList<Unit> units(PerSide<QList<Unit>> &a, const QString &ids)
{
    QList<Unit> found;
    for (const QString &id : ids.split(u'+'))
        found.append(find(a, id.toInt()));
    return found;
}

// "1>4; 2+3>5": unit 1 charges unit 4, then units 2 and 3 charge unit 5 together. "a1>4": unit 1
// advances into unit 4.
void record(PerSide<QList<Unit>> &a, const QString &moves)
{
    for (const QString &move : moves.split(u';', Qt::SkipEmptyParts)) {
        const QStringList parts = move.trimmed().split(u'>');
        if (parts.first().startsWith(u'a'))
            take(a, advanceInto(find(a, parts.first().mid(1).toInt()), units(a, parts.last())));
        else
            take(a, charge(units(a, parts.first()), units(a, parts.last()), ChargeBy::Order));
    }
}

// "1|4; 2,3|5": each engagement's units of the first army, then the second's; "?" before one whose
// contacts are unknown, "!" before one fought this phase.
QString describe(const QList<Engagement> &engagements)
{
    QStringList all;
    for (const Engagement &e : engagements) {
        QStringList sides;
        for (Side army : Side::both()) {
            QStringList ids;
            for (UnitId id : e.units[army])
                ids.append(QString::number(id));
            sides.append(ids.join(u','));
        }
        all.append((e.contactsUnknown ? QStringLiteral("?")
                    : e.fought        ? QStringLiteral("!")
                                      : QString()) +
                   sides.join(u'|'));
    }
    return all.join(QStringLiteral("; "));
}

} // namespace

// Which units fight together: interlinked units form one engagement (FACTS §6, combat).
class TestEngagements : public QObject
{
    Q_OBJECT

private slots:
    void chargesAndAdvancesMakeTheEngagements_data();
    void chargesAndAdvancesMakeTheEngagements();
    void theActiveArmysUnitsComeFirst();
    void unitsEngagedWithoutContactsAreAskedOfThePlayers();
    void aContactCountsOnlyWhileBothHoldIt();
    void roundsFoughtGiveTheNextRoundAndWhatIsFought();
    void theEngagementToFight();
};

void TestEngagements::chargesAndAdvancesMakeTheEngagements_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("engagements");

    QTest::newRow("none") << QString() << QString();
    QTest::newRow("one charge") << QStringLiteral("1>4") << QStringLiteral("1|4");
    QTest::newRow("two fights") << QStringLiteral("1>4; 2>5") << QStringLiteral("1|4; 2|5");
    QTest::newRow("a brigade charges together") << QStringLiteral("2+3>5") << QStringLiteral("2,3|5");
    QTest::newRow("two units charge the same enemy apart") << QStringLiteral("1>4; 3>4") << QStringLiteral("1,3|4");
    QTest::newRow("one charge touches two enemies") << QStringLiteral("2>4+5") << QStringLiteral("2|4,5");
    QTest::newRow("a chain links three fights") << QStringLiteral("1>4; 2>5; 3>4+5") << QStringLiteral("1,2,3|4,5");
    QTest::newRow("an advance joins another fight") << QStringLiteral("1>4; 2>5; a2>4") << QStringLiteral("1,2|4,5");
    QTest::newRow("an advance into a fresh enemy") << QStringLiteral("1>4; a2>6") << QStringLiteral("1|4; 2|6");
}

void TestEngagements::chargesAndAdvancesMakeTheEngagements()
{
    QFETCH(QString, moves);
    QFETCH(QString, engagements);
    PerSide<QList<Unit>> a = armies();
    record(a, moves);
    QCOMPARE(describe(engagementsOf(a, Side::first())), engagements);
}

void TestEngagements::theActiveArmysUnitsComeFirst()
{
    // The army whose turn it is sets the order: its units as it lists them, then the other's.
    PerSide<QList<Unit>> a = armies();
    record(a, QStringLiteral("1>5; 3>6"));
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("1|5; 3|6"));
    QCOMPARE(describe(engagementsOf(a, Side::second())), QStringLiteral("1|5; 3|6"));
    record(a, QStringLiteral("2>4"));
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("1|5; 2|4; 3|6"));
    QCOMPARE(describe(engagementsOf(a, Side::second())), QStringLiteral("2|4; 1|5; 3|6"));
}

void TestEngagements::unitsEngagedWithoutContactsAreAskedOfThePlayers()
{
    // A game from before contacts were kept, or units marked engaged by hand: one group, after the
    // known engagements; characters never in one.
    PerSide<QList<Unit>> a = armies();
    record(a, QStringLiteral("2>5"));
    find(a, 1).state.engaged = true;
    find(a, 4).state.engaged = true;
    find(a, 6).state.engaged = true;
    find(a, 7).state.engaged = true;
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("2|5; ?1|4,6"));
}

void TestEngagements::aContactCountsOnlyWhileBothHoldIt()
{
    PerSide<QList<Unit>> a = armies();
    record(a, QStringLiteral("1>4+5"));
    QVERIFY(inContact(find(a, 1), find(a, 4)));
    // Unit 5 left the fight (it forgot its enemies), then was charged afresh by unit 2.
    find(a, 5).state.engaged = false;
    find(a, 5).state.engagedWith.clear();
    QVERIFY(!inContact(find(a, 1), find(a, 5)));
    record(a, QStringLiteral("2>5"));
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("1|4; 2|5"));
    // A destroyed unit touches nobody.
    find(a, 4).state.destroyed = DestroyedBy::Casualties;
    QVERIFY(!inContact(find(a, 1), find(a, 4)));
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("2|5; ?1|"));
}

void TestEngagements::roundsFoughtGiveTheNextRoundAndWhatIsFought()
{
    PerSide<QList<Unit>> a = armies();
    record(a, QStringLiteral("1>4; 2>5"));
    QCOMPARE(engagementsOf(a, Side::first()).first().round, 1);
    // The first fight went on after its first round (a pursuit): its second round is next.
    find(a, 1).state.combatRoundsThisPhase = 1;
    find(a, 4).state.combatRoundsThisPhase = 1;
    QCOMPARE(engagementsOf(a, Side::first()).first().round, 2);
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("1|4; 2|5"));
    // Revolution: after its rounds of this phase it goes on next turn; it is fought, and listed last.
    find(a, 1).state.combatRoundsThisPhase = 2;
    find(a, 1).state.inUnresolvedCombat = true;
    find(a, 4).state.inUnresolvedCombat = true;
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("2|5; !1|4"));
    // Carried into the next turn, it has fought no round in that Combat phase yet.
    find(a, 1).state.combatRoundsThisPhase = 0;
    find(a, 4).state.combatRoundsThisPhase = 0;
    QCOMPARE(describe(engagementsOf(a, Side::first())), QStringLiteral("1|4; 2|5"));
}

void TestEngagements::theEngagementToFight()
{
    PerSide<QList<Unit>> a = armies();
    record(a, QStringLiteral("1>4; 2>5"));
    const QList<Engagement> open = engagementsOf(a, Side::first());
    QCOMPARE(engagementToFight(open, std::nullopt)->units[Side::first()], QList<UnitId>{1});
    QCOMPARE(engagementToFight(open, 5)->units[Side::first()], QList<UnitId>{2});
    QCOMPARE(engagementToFight(open, 6)->units[Side::first()], QList<UnitId>{1}); // not engaged
    find(a, 2).state.combatRoundsThisPhase = 2;
    find(a, 2).state.inUnresolvedCombat = true;
    const QList<Engagement> oneFought = engagementsOf(a, Side::first());
    QCOMPARE(engagementToFight(oneFought, 2)->units[Side::first()], QList<UnitId>{1});
    find(a, 1).state.combatRoundsThisPhase = 2;
    find(a, 1).state.inUnresolvedCombat = true;
    QVERIFY(!engagementToFight(engagementsOf(a, Side::first()), 2));
    QVERIFY(!engagementToFight({}, std::nullopt));
}

QTEST_APPLESS_MAIN(TestEngagements)
#include "tst_engagements.moc"
