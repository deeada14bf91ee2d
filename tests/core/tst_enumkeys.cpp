// SPDX-License-Identifier: GPL-3.0-or-later
// Every enum a file or the database writes, and its keys: pinned here, in order, because a saved
// game, a roster, an army list and the database all hold them. A key that moves breaks them all.

#include "core/armies/armylist.h"
#include "core/dice/diceroll.h"
#include "core/enumkeys.h"
#include "core/game/battle.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/magicitem.h"
#include "core/rules/protection.h"
#include "core/rules/rulecondition.h"
#include "core/rules/ruleset.h"
#include "core/rules/shooting.h"
#include "core/rules/tables.h"
#include "core/rules/traits.h"
#include "core/rules/unitstate.h"
#include "core/rules/unittype.h"
#include "core/rules/weapon.h"

#include <QTest>

using namespace wm;

namespace {

// An enum's keys in its table's order, each checked to read back as the value it was written for.
template <typename E>
QStringList keysOf()
{
    QStringList keys;
    for (const QString &key : enumKeys<E>()) {
        const std::optional<E> value = enumFromKey<E>(key);
        keys.append(value && enumKey(*value) == key ? key : QStringLiteral("<%1 does not read back>").arg(key));
    }
    if (enumFromKey<E>(QStringLiteral("no-such-key")).has_value())
        keys.append(QStringLiteral("<an unknown key reads>"));
    return keys;
}

QStringList split(const char *keys)
{
    return QString::fromLatin1(keys).split(QLatin1Char(' '));
}

} // namespace

class TestEnumKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysPinned_data();
    void keysPinned();
};

void TestEnumKeys::keysPinned_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("pinned");
    QTest::newRow("UnitType") << keysOf<UnitType>()
                              << split("infantry cavalry chariot artillery monster machine general hero wizard");
    QTest::newRow("Trait")
        << keysOf<Trait>()
        << split("all-round-vision no-drive-back drive-back-confusion-only always-defended "
                 "armour-piercing no-armour-save flyer causes-terror malfunctions-on-double-six "
                 "destroyed-if-retreating ignores-terror never-confused regenerates shooting-bonus "
                 "charges-like-monster gives-no-orders ignores-enemy-near-penalty "
                 "ignores-dense-terrain-penalty order-modifier order-range double-distance-penalty "
                 "drive-back-dice must-pursue no-initiative cannot-evade first-round-attacks "
                 "survives-retreat brigade-limit command-range pursues-anything pursues-cavalry "
                 "pursued-by-anyone dispels-spells dispel-bonus casts-spells recasts-failed-spell cast-bonus "
                 "goes-wild no-charge-bonus victory-points-while-standing no-victory-points "
                 "command-modifier attack-bonus extra-attacks-when-ahead takes-no-order "
                 "ignores-distance-penalty drive-back-confuses-on adds-shooting-attacks free-in-brigade "
                 "generals-first-order-at heroes-blunder-modifier");
    QTest::newRow("ConditionTest") << keysOf<ConditionTest>()
                                   << split("ordered-by ordering-others brigaded-with brigaded-with-others "
                                            "others-outnumber alone carries-rule first-round against-army "
                                            "against-type player-says");
    QTest::newRow("RuleReach") << keysOf<RuleReach>() << split("self joined-unit unit-in-reach");
    QTest::newRow("RollPurpose") << keysOf<RollPurpose>()
                                 << split("to-hit armour-save drive-back order blunder malfunction fall-back table "
                                          "amount damage home-back confusion other cast dispel spellbind");
    QTest::newRow("DiceKind") << keysOf<DiceKind>() << split("d6 dice 2d6 d3");
    QTest::newRow("Weapon") << keysOf<Weapon>()
                            << split("standard cannon stone-thrower bolt-thrower elven-bolt-thrower helblaster "
                                     "flame-cannon death-rocket rocket-launcher");
    QTest::newRow("RulesetId") << keysOf<RulesetId>() << split("warmaster revolution");
    QTest::newRow("UpgradeKind") << keysOf<UpgradeKind>() << split("mount magic other");
    QTest::newRow("MagicItem") << keysOf<MagicItem>()
                               << split("battle-banner banner-of-shielding banner-of-fortitude banner-of-steadfastness "
                                        "banner-of-fortune sword-of-destruction sword-of-fate sword-of-cleaving "
                                        "sword-of-might crown-of-command helm-of-dominion orb-of-majesty ring-of-magic "
                                        "staff-of-spellbinding sceptre-of-sovereignty scroll-of-dispelling "
                                        "wand-of-power rod-of-repetition");
    QTest::newRow("MagicItemKind") << keysOf<MagicItemKind>() << split("standard weapon device-of-power");
    QTest::newRow("Protection") << keysOf<Protection>() << split("open defended fortified");
    QTest::newRow("ConfusionCause")
        << keysOf<ConfusionCause>()
        << split("drive-back-six driven-into-impassable driven-into-units friendly-evaders fall-back-too-close "
                 "forced-friends-aside driven-into-friends made-way giant-walked-through other");
    QTest::newRow("DestroyedBy") << keysOf<DestroyedBy>()
                                 << split("casualties rout mishap retreat with-unit left-table moved-through");
    QTest::newRow("MoveLimit") << keysOf<MoveLimit>() << split("no-move half-pace-no-charge no-further-orders");
    QTest::newRow("MoveLimitCause") << keysOf<MoveLimitCause>()
                                    << split("failed-order general-double-six blunder malfunction");
    QTest::newRow("OrderVerdict") << keysOf<OrderVerdict>()
                                  << split("passed failed failed-half-pace general-double-six blunder malfunction");
    QTest::newRow("DriveBackOutcome")
        << keysOf<DriveBackOutcome>()
        << split("driven-back routed hits-ignored carried-into-combat never-driven-back confusion-only");
    QTest::newRow("ShotTiming") << keysOf<ShotTiming>() << split("shooting-phase at-chargers");
    QTest::newRow("RangeBand") << keysOf<RangeBand>() << split("short medium long");
    QTest::newRow("TableId") << keysOf<TableId>()
                             << split("blunder-warmaster blunder-revolution steam-tank-warmaster "
                                      "steam-tank-revolution giant-goes-wild flame-cannon-warmaster "
                                      "flame-cannon-revolution death-rocket-warmaster death-rocket-revolution "
                                      "rocket-launcher building-damage boiling-oil");
    QTest::newRow("CombatChoice") << keysOf<CombatChoice>() << split("retreat stand fall-back pursue advance");
    QTest::newRow("Phase") << keysOf<Phase>() << split("command shooting combat");
}

void TestEnumKeys::keysPinned()
{
    QFETCH(QStringList, keys);
    QFETCH(QStringList, pinned);
    QCOMPARE(keys, pinned);
}

QTEST_APPLESS_MAIN(TestEnumKeys)
#include "tst_enumkeys.moc"
