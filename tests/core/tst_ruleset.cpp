// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/metatypes.h"

#include <QFile>
#include <QTest>

using namespace wm;

class TestRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theTwoRulesets();
    void keysRoundTrip();
    void everyOptionIsDocumented();
};

void TestRuleset::theTwoRulesets()
{
    const Ruleset classic = Ruleset::warmaster();
    QCOMPARE(classic.id, RulesetId::Warmaster);
    QCOMPARE(classic.coverProtects, CoverProtects::AnyUnit);
    QCOMPARE(classic.artilleryFullPaceCm, 20);
    QCOMPARE(classic.orderDistancePenalty, OrderDistancePenalty::PerFull20Cm);
    QVERIFY(classic.blunderPenaltyOnWholeBrigade);
    QVERIFY(!classic.retreatShared);

    const Ruleset revolution = Ruleset::revolution();
    QCOMPARE(revolution.id, RulesetId::Revolution);
    QCOMPARE(revolution.coverProtects, CoverProtects::InfantryAndArtilleryOnly);
    QCOMPARE(revolution.artilleryFullPaceCm, 10);
    QCOMPARE(revolution.orderDistancePenalty, OrderDistancePenalty::Per20CmOrPartTo80CmThenPerFull20Cm);
    QVERIFY(!revolution.blunderPenaltyOnWholeBrigade);
    QVERIFY(revolution.retreatShared);

    QCOMPARE(Ruleset::forId(RulesetId::Revolution), revolution);
    QVERIFY(classic != revolution);
}

void TestRuleset::keysRoundTrip()
{
    for (RulesetId id : {RulesetId::Warmaster, RulesetId::Revolution})
        QCOMPARE(enumFromKey<RulesetId>(enumKey(id)), id);
    QCOMPARE(enumFromKey<RulesetId>(QStringLiteral("warmaster-ancients")), std::nullopt);
}

void TestRuleset::everyOptionIsDocumented()
{
    // docs/rulesets.md is where players and developers look up a difference: every option core
    // knows must be in its table, in a row of its own.
    QFile doc(QStringLiteral(WMASSIST_SOURCE_DIR "/docs/rulesets.md"));
    QVERIFY2(doc.open(QIODevice::ReadOnly), qPrintable(doc.fileName()));
    const QString text = QString::fromUtf8(doc.readAll());
    const QList<RulesetOptionInfo> options = Ruleset::options();
    QVERIFY(!options.isEmpty());
    for (const RulesetOptionInfo &o : options) {
        QVERIFY2(text.contains(QStringLiteral("| `%1` |").arg(o.key)), qPrintable(o.key));
        QVERIFY(!o.title.isEmpty() && !o.warmaster.isEmpty() && !o.revolution.isEmpty() && !o.sources.isEmpty());
    }
}

QTEST_APPLESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
