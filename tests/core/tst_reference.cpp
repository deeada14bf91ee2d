// SPDX-License-Identifier: GPL-3.0-or-later
// The quick reference: every table there for both rulesets, each row what the rules in core say, the
// differences between the rulesets named, and the search finding a word of every table.

#include "core/armies/armylists.h"
#include "core/reference/quickreference.h"
#include "core/reference/referenceformat.h"
#include "core/reference/referencesearch.h"
#include "core/rules/combat.h"
#include "core/rules/command.h"
#include "core/rules/endofbattle.h"
#include "core/rules/movement.h"
#include "core/rules/pace.h"
#include "core/rules/profilenumbers.h"
#include "core/rules/protection.h"
#include "core/rules/shooting.h"
#include "core/rules/tables.h"
#include "core/rules/unit.h"
#include "core/rules/unitprofile.h"
#include "core/rules/unitstate.h"
#include "core/rules/unittype.h"
#include "core/rules/weapon.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace wm;

Q_DECLARE_METATYPE(wm::Ruleset)

namespace {

const ReferenceTable &tableOf(const QList<ReferenceTable> &tables, const QString &key)
{
    for (const ReferenceTable &t : tables) {
        if (t.key == key)
            return t;
    }
    qFatal("no table %s", qPrintable(key));
}

const ArmyLists &builtInLists()
{
    static const ArmyLists lists = ArmyLists::builtIn().value();
    return lists;
}

RosterUnit fielded(const ArmyList &list, const QString &name, std::optional<MagicItem> item = std::nullopt)
{
    const ArmyUnit *unit = list.unitByName(name);
    Q_ASSERT(unit);
    RosterUnit fielded;
    fielded.unitId = unit->id;
    fielded.profile = unit->profile;
    fielded.profile.magicItem = item;
    fielded.points = unit->points;
    return fielded;
}

// A game of Revolution: an Empire army with a wizard and a magic item against Dwarfs, who have no
// wizards and carry none.
GameSetup empireAgainstDwarfs()
{
    const ArmyList &empire = *builtInLists().find(RulesetId::Revolution, QStringLiteral("empire"));
    const ArmyList &dwarfs = *builtInLists().find(RulesetId::Revolution, QStringLiteral("dwarfs"));
    GameSetup setup;
    setup.ruleset = RulesetId::Revolution;
    setup.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    Roster &anna = setup.rosters[Side::first()];
    anna.name = QStringLiteral("Reikland");
    anna.ruleset = RulesetId::Revolution;
    anna.units = {fielded(empire, QStringLiteral("General"), MagicItem::SwordOfMight),
                  fielded(empire, QStringLiteral("Wizard")),
                  fielded(empire, QStringLiteral("Halberdiers")),
                  fielded(empire, QStringLiteral("Halberdiers")),
                  fielded(empire, QStringLiteral("Handgunners")),
                  fielded(empire, QStringLiteral("Helblaster"))};
    anna.units[3].label = QStringLiteral("Halberdiers - red");
    setup.spells[Side::first()] = empire.spells;
    Roster &ben = setup.rosters[Side::second()];
    ben.name = QStringLiteral("Karak");
    ben.ruleset = RulesetId::Revolution;
    ben.units = {fielded(dwarfs, QStringLiteral("General")), fielded(dwarfs, QStringLiteral("Warriors")),
                 fielded(dwarfs, QStringLiteral("Troll Slayers")), fielded(dwarfs, QStringLiteral("Flame Cannon"))};
    return setup;
}

int signedValue(const QString &text)
{
    QString ascii = text;
    ascii.replace(QChar(0x2212), QLatin1Char('-'));
    return ascii.toInt();
}

} // namespace

class TestReference : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyTableIsThere_data();
    void everyTableIsThere();
    void ordersFollowTheRuleset_data();
    void ordersFollowTheRuleset();
    void orderDistanceBandsReachTheTableEdge_data();
    void orderDistanceBandsReachTheTableEdge();
    void diceTablesAreCoresTables_data();
    void diceTablesAreCoresTables();
    void shootingAndMovesAreCoresNumbers_data();
    void shootingAndMovesAreCoresNumbers();
    void turnLimitIsCoresRule();
    void weaponsAndConfusionAreCores();
    void combatIsCoresCombat_data();
    void combatIsCoresCombat();
    void theRulesetsDifferWhereTheirOptionsDo();
    void searchFindsAWordOfEveryTable_data();
    void searchFindsAWordOfEveryTable();
    void searchFindsWhatAPlayerTypes_data();
    void searchFindsWhatAPlayerTypes();
    void textAndJsonHoldEveryTable();
    void initiativeIsCoresRule();
    void armourIsCoresSave();
    void movesListTheSheetsPieces();
    void shootingRangesAreTheLists_data();
    void shootingRangesAreTheLists();
    void aGameShowsBothArmies();
    void aGameWithoutItsSpellsShowsTheListsSpells();
    void searchFindsTheArmiesOfTheGame();
};

void addBothRulesets()
{
    QTest::addColumn<Ruleset>("ruleset");
    QTest::newRow("warmaster") << Ruleset::warmaster();
    QTest::newRow("revolution") << Ruleset::revolution();
}

void TestReference::everyTableIsThere_data()
{
    addBothRulesets();
}

void TestReference::everyTableIsThere()
{
    QFETCH(Ruleset, ruleset);
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset, {.lists = builtInLists().lists()});
    QStringList keys;
    for (const ReferenceTable &t : tables) {
        QVERIFY2(!keys.contains(t.key), qPrintable(t.key));
        keys << t.key;
        QVERIFY2(!t.title.isEmpty() && !t.section.isEmpty(), qPrintable(t.key));
        QVERIFY2(!t.rows.isEmpty(), qPrintable(t.key));
        for (const QStringList &row : t.rows)
            QVERIFY2(row.size() == t.columns.size(), qPrintable(t.key + QLatin1Char(' ') + row.join(u'|')));
        QVERIFY(QuickReference::table(ruleset, t.key, {.lists = builtInLists().lists()}).has_value());
    }
    for (const char *key :
         {"sequence",        "initiative",           "shooting-ranges", "orders",       "command-ranges",
          "blunder",         "steam-tank",           "moves",           "to-hit",       "armour",
          "drive-backs",     "shooting-at-chargers", "giant-goes-wild", "flame-cannon", "death-rocket",
          "rocket-launcher", "building-damage",      "boiling-oil",     "turn-limit",   "combat-modifiers",
          "combat-result"})
        QVERIFY2(keys.contains(QLatin1String(key)), key);
    QVERIFY(!QuickReference::table(ruleset, QStringLiteral("no-such-table")));
}

void TestReference::ordersFollowTheRuleset_data()
{
    addBothRulesets();
}

void TestReference::orderDistanceBandsReachTheTableEdge_data()
{
    addBothRulesets();
}

void TestReference::orderDistanceBandsReachTheTableEdge()
{
    // The bands the reference prints run on from 0 cm to the table's diagonal (216 cm), each one
    // penalty and the next a different one, and at every whole cm the band's penalty is the one
    // the orders are given with.
    QFETCH(Ruleset, ruleset);
    const ReferenceTable orders = tableOf(QuickReference::tables(ruleset), QStringLiteral("orders"));
    static const QRegularExpression band(QStringLiteral("^Distance (\\d+)(?:–(\\d+))? cm$"));
    QList<DistanceBand> printed;
    for (const QStringList &row : orders.rows) {
        const auto match = band.match(row.at(0));
        if (!match.hasMatch())
            continue;
        const int from = match.captured(1).toInt();
        const int to = match.captured(2).isEmpty() ? from : match.captured(2).toInt();
        printed.append(DistanceBand{.fromCm = from, .toCm = to, .penalty = signedValue(row.at(1))});
    }
    QVERIFY(!printed.isEmpty());
    QCOMPARE(printed.constFirst().fromCm, 0);
    QCOMPARE(printed.constLast().toCm, TableDiagonalCm);
    for (qsizetype i = 1; i < printed.size(); ++i) {
        QCOMPARE(printed.at(i).fromCm, printed.at(i - 1).toCm + 1);
        QVERIFY(printed.at(i).penalty != printed.at(i - 1).penalty);
    }
    for (int cm = 0; cm <= TableDiagonalCm; ++cm) {
        const auto in = std::find_if(printed.cbegin(), printed.cend(),
                                     [cm](const DistanceBand &b) { return b.fromCm <= cm && cm <= b.toCm; });
        QVERIFY(in != printed.cend());
        QVERIFY2(in->penalty == distancePenalty(cm, ruleset), qPrintable(QStringLiteral("%1 cm").arg(cm)));
    }
    // The engine's own reach: the last band is -10 in Warmaster (200-216 cm, -1 per full 20 cm) and
    // -9 in Revolution (200-216 cm: -3 at 80 cm, then -1 per further full 20 cm).
    QCOMPARE(printed.constLast().penalty, ruleset.id == RulesetId::Warmaster ? -10 : -9);
    QVERIFY(orders.notes.join(u' ').contains(QStringLiteral("216 cm")));
}

void TestReference::ordersFollowTheRuleset()
{
    QFETCH(Ruleset, ruleset);
    const ReferenceTable orders = tableOf(QuickReference::tables(ruleset), QStringLiteral("orders"));
    QCOMPARE(orders.rows.at(0).at(0), ruleset.orderDistancePenalty == OrderDistancePenalty::PerFull20Cm
                                          ? QStringLiteral("Distance 0–19 cm")
                                          : QStringLiteral("Distance 0–20 cm"));
    const auto valueOf = [&orders](const QString &what) {
        for (const QStringList &row : orders.rows) {
            if (row.at(0) == what)
                return signedValue(row.at(1));
        }
        return 99;
    };
    QCOMPARE(valueOf(QStringLiteral("Enemy within %1 cm").arg(EnemyNearCm)), EnemyNearPenalty);
    QCOMPARE(valueOf(QStringLiteral("Each stand lost")), StandLostPenalty);
    QCOMPARE(valueOf(QStringLiteral("A stand in dense terrain")), DenseTerrainPenalty);
    QCOMPARE(valueOf(QStringLiteral("Each order the unit already had this phase")), EarlierOrderPenalty);
    QCOMPARE(orders.notes.join(u' ').contains(QStringLiteral("half pace")), ruleset.failedFirstOrderMovesHalfPace);
    QCOMPARE(orders.notes.join(u' ').contains(QStringLiteral("At most 3 orders")), ruleset.maxOrdersPerUnit == 3);

    const ReferenceTable ranges = tableOf(QuickReference::tables(ruleset), QStringLiteral("command-ranges"));
    QCOMPARE(ranges.rows,
             (QList<QStringList>{
                 {QStringLiteral("General"), QStringLiteral("the whole table")},
                 {QStringLiteral("Hero"), QStringLiteral("%1 cm").arg(*commandRangeCm(UnitType::Hero))},
                 {QStringLiteral("Wizard"), QStringLiteral("%1 cm").arg(*commandRangeCm(UnitType::Wizard))}}));
}

void TestReference::diceTablesAreCoresTables_data()
{
    addBothRulesets();
}

void TestReference::diceTablesAreCoresTables()
{
    QFETCH(Ruleset, ruleset);
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset);
    const QList<std::pair<QString, TableId>> shown = {
        {QStringLiteral("blunder"), ruleset.blunderTable},
        {QStringLiteral("steam-tank"), ruleset.steamTankTable},
        {QStringLiteral("giant-goes-wild"), TableId::GiantGoesWild},
        {QStringLiteral("flame-cannon"), ruleset.flameCannonTable},
        {QStringLiteral("death-rocket"), ruleset.deathRocketTable},
        {QStringLiteral("rocket-launcher"), TableId::RocketLauncher},
        {QStringLiteral("building-damage"), TableId::BuildingDamage},
        {QStringLiteral("boiling-oil"), TableId::BoilingOil},
    };
    for (const auto &[key, id] : shown) {
        const ReferenceTable &table = tableOf(tables, key);
        const DiceTable &source = DiceTable::get(id);
        QCOMPARE(table.title, source.name);
        QCOMPARE(table.rows.size(), source.rows.size());
        for (qsizetype i = 0; i < source.rows.size(); ++i) {
            const TableRow &row = source.rows.at(i);
            QCOMPARE(table.rows.at(i).at(1), row.title);
            QCOMPARE(table.rows.at(i).at(2), row.text);
            QVERIFY(table.rows.at(i).at(0).startsWith(QString::number(row.from)));
        }
        // A score the source has no row for is said, never filled in.
        for (int score = 1; score <= 6; ++score) {
            if (source.dice != TableDice::HighestD6 && !source.rowFor(score))
                QVERIFY2(table.notes.contains(DiceTable::noEntry(score)), qPrintable(key));
        }
    }
}

void TestReference::shootingAndMovesAreCoresNumbers_data()
{
    addBothRulesets();
}

void TestReference::shootingAndMovesAreCoresNumbers()
{
    QFETCH(Ruleset, ruleset);
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset);
    const ReferenceTable &toHit = tableOf(tables, QStringLiteral("to-hit"));
    QCOMPARE(toHit.rows.size(), qsizetype(std::size(AllProtections)));
    for (qsizetype i = 0; i < toHit.rows.size(); ++i) {
        const int score = scoreToHit(AllProtections[i]);
        QCOMPARE(toHit.rows.at(i).at(0), ProtectionText::name(AllProtections[i]));
        QCOMPARE(toHit.rows.at(i).at(1), score >= 6 ? QStringLiteral("6") : QStringLiteral("%1+").arg(score));
    }
    QCOMPARE(toHit.notes.first().contains(QStringLiteral("only infantry")),
             ruleset.coverProtects == CoverProtects::InfantryAndArtilleryOnly);
    // Sight into woods is the same in both rulesets.
    QVERIFY(toHit.notes.contains(QStringLiteral("Sight reaches only %1 cm into a wood.").arg(WoodsSightCm)));
    // Revolution's least clear view to shoot, and its fortified units' half pace, only where the
    // ruleset has them.
    const bool revolution = ruleset.id == RulesetId::Revolution;
    QCOMPARE(toHit.notes.contains(
                 QStringLiteral("A shooting stand needs at least 1 cm of its front with a clear view of the target.")),
             revolution);
    QCOMPARE(tableOf(tables, QStringLiteral("moves"))
                 .notes.contains(QStringLiteral("A unit with a stand in a fortified position moves at half pace, "
                                                "unless it charges or evades.")),
             revolution);

    // The troops wmassist keeps units of; the sheet's other pieces follow them (movesListTheSheetsPieces).
    const ReferenceTable &moves = tableOf(tables, QStringLiteral("moves"));
    for (const QStringList &row : moves.rows.first(moves.rows.size() - qsizetype(std::size(AllSheetPieces)))) {
        UnitProfile profile;
        if (row.at(0) == QStringLiteral("Flyers")) {
            profile.traits = Trait::Flyer;
        } else if (row.at(0) == QStringLiteral("Characters")) {
            profile.type = UnitType::General;
        } else {
            const auto type = std::find_if(std::begin(AllUnitTypes), std::end(AllUnitTypes),
                                           [&row](UnitType t) { return UnitTypeText::name(t) == row.at(0); });
            QVERIFY2(type != std::end(AllUnitTypes), qPrintable(row.at(0)));
            profile.type = *type;
        }
        QCOMPARE(row.at(1), QStringLiteral("%1 cm").arg(fullPaceCm(profile, ruleset)));
    }
}

void TestReference::weaponsAndConfusionAreCores()
{
    const QList<ReferenceTable> tables = QuickReference::tables(Ruleset::warmaster());
    const ReferenceTable &weapons = tableOf(tables, QStringLiteral("weapons"));
    QCOMPARE(weapons.rows.size(), qsizetype(std::size(AllWeapons)) - 1);
    QCOMPARE(weapons.rows.first(),
             (QStringList{WeaponText::name(Weapon::Cannon), WeaponText::description(Weapon::Cannon)}));
    const ReferenceTable &confusion = tableOf(tables, QStringLiteral("confusion"));
    for (const QStringList &row : confusion.rows) {
        const auto cause = std::find_if(std::begin(ConfusionCauseKeys), std::end(ConfusionCauseKeys),
                                        [&row](const auto &k) { return ConfusionText::cause(k.value) == row.at(0); });
        QVERIFY2(cause != std::end(ConfusionCauseKeys), qPrintable(row.at(0)));
        QCOMPARE(row.at(1) == QStringLiteral("at once"), !confusionNeedsRoll(cause->value));
        QCOMPARE(row.at(2), ConfusionText::ends(cause->value));
    }
    QCOMPARE(confusion.rows.size(), qsizetype(std::size(ConfusionCauseKeys)) - 1);
    const ReferenceTable &home = tableOf(tables, QStringLiteral("home-back"));
    QVERIFY(home.rows.first().at(0).contains(QString::number(HomeBackBeyondCm)));
    QVERIFY(home.rows.first().at(1).contains(QString::number(HomeBackCmPerPip)));
}

void TestReference::turnLimitIsCoresRule()
{
    const ReferenceTable limit = tableOf(QuickReference::tables(Ruleset::warmaster()), QStringLiteral("turn-limit"));
    int covered = 0;
    for (const QStringList &row : limit.rows) {
        const QStringList faces = row.at(0).split(QChar(0x2013));
        for (int face = faces.first().toInt(); face <= faces.last().toInt(); ++face) {
            QCOMPARE(row.at(1).toInt(), turnLimitFromRoll(face));
            ++covered;
        }
    }
    QCOMPARE(covered, 6);
    QVERIFY2(limit.notes.contains(QStringLiteral("Or, rolled as each of turns 5 to 7 ends: the battle ends on a 4 or "
                                                 "more; it always ends after turn 8.")),
             qPrintable(limit.notes.join(u'|')));
    QCOMPARE(gameEndsAfterTurn(5, 4), std::optional<bool>(true));
    QCOMPARE(gameEndsAfterTurn(7, 3), std::optional<bool>(false));

    const ReferenceTable end = tableOf(QuickReference::tables(Ruleset::warmaster()), QStringLiteral("end-of-battle"));
    QCOMPARE(end.rows.at(0), (QStringList{QStringLiteral("An army of 9 units withdraws once it has lost"),
                                          QStringLiteral("%1 units").arg(breakPoint(9, {}))}));
    QCOMPARE(breakPoint(9, {}), 5);
    QCOMPARE(end.rows.at(5).at(1), QStringLiteral("65"));
    QCOMPARE(end.rows.at(6).at(1), QStringLiteral("35"));
    // A withdrawing army at best draws.
    QCOMPARE(end.rows.at(7), (QStringList{QStringLiteral("An army withdraws with fewer victory points"),
                                          QStringLiteral("the other army wins")}));
    QCOMPARE(end.rows.at(8).at(1), QStringLiteral("a draw"));
    QCOMPARE(end.rows.at(9).at(1), QStringLiteral("a draw"));
    // A player who concedes loses, even with more points.
    QCOMPARE(end.rows.at(10),
             (QStringList{QStringLiteral("A player concedes"), QStringLiteral("the other army wins")}));
}

void TestReference::combatIsCoresCombat_data()
{
    addBothRulesets();
}

void TestReference::combatIsCoresCombat()
{
    QFETCH(Ruleset, ruleset);
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset);
    const ReferenceTable &mods = tableOf(tables, QStringLiteral("combat-modifiers"));
    // Each modifier as combat gives it to a stand in that situation.
    Unit infantry;
    infantry.profile.type = UnitType::Infantry;
    StandSituation charging;
    charging.charging = true;
    StandSituation flank;
    flank.attackedInSideOrRear = true;
    const auto valueOf = [&mods](AttackModifierKind kind) {
        const QString name = AttackModifier{kind, 0}.name();
        for (const QStringList &row : mods.rows) {
            if (row.at(0) == name)
                return signedValue(row.at(1).section(QLatin1Char(' '), 0, 0));
        }
        return 99;
    };
    QCOMPARE(valueOf(AttackModifierKind::Charge), attackModifiers(infantry, charging).value(0).value);
    QCOMPARE(valueOf(AttackModifierKind::SideOrRear), attackModifiers(infantry, flank).value(0).value);
    QCOMPARE(valueOf(AttackModifierKind::Charge), 1);
    QCOMPARE(valueOf(AttackModifierKind::MonsterCharge), 1);
    QCOMPARE(valueOf(AttackModifierKind::Pursuit), 1);
    QCOMPARE(valueOf(AttackModifierKind::PursuitDistance), 1);
    QCOMPARE(valueOf(AttackModifierKind::Terror), -1);
    QCOMPARE(valueOf(AttackModifierKind::SideOrRear), -1);
    QCOMPARE(valueOf(AttackModifierKind::Confused), -1);

    // Two losing units share the difference in Revolution and each take it whole in Warmaster.
    const ReferenceTable &result = tableOf(tables, QStringLiteral("combat-result"));
    QVERIFY(result.rows.contains(QStringList{QStringLiteral("Two units lose by 3"),
                                             QStringLiteral("%1 cm each").arg(retreatDistanceCm(3, 2, ruleset))}));
    QCOMPARE(retreatDistanceCm(3, 2, ruleset), ruleset.retreatShared ? 2 : 3);
    const QString rounds = result.rows.constLast().at(1);
    QCOMPARE(rounds.startsWith(QStringLiteral("at most 2")), ruleset.maxCombatRoundsPerPhase == 2);
}

void TestReference::theRulesetsDifferWhereTheirOptionsDo()
{
    // Each table names the options that make it differ, with both values and their sources; the
    // tables those options change do differ between the two rulesets.
    const QList<ReferenceTable> warmaster = QuickReference::tables(Ruleset::warmaster());
    const QList<ReferenceTable> revolution = QuickReference::tables(Ruleset::revolution());
    QStringList named;
    for (const ReferenceTable &t : warmaster) {
        for (const RulesetOptionInfo &option : t.differences) {
            QVERIFY(!option.warmaster.isEmpty() && !option.revolution.isEmpty() && !option.sources.isEmpty());
            named << option.key;
        }
    }
    for (const char *key :
         {"order-distance", "failed-first-order", "orders-per-unit", "blunder-table", "steam-tank-table",
          "artillery-full-pace", "cover-protects", "flame-cannon-table", "death-rocket-table"})
        QVERIFY2(named.contains(QLatin1String(key)), key);
    for (const char *key : {"orders", "blunder", "steam-tank", "moves", "to-hit", "combat-result"}) {
        const QString k = QLatin1String(key);
        const ReferenceTable &a = tableOf(warmaster, k);
        const ReferenceTable &b = tableOf(revolution, k);
        QVERIFY2(a.rows != b.rows || a.notes != b.notes, key);
    }
}

void TestReference::searchFindsAWordOfEveryTable_data()
{
    addBothRulesets();
}

void TestReference::searchFindsAWordOfEveryTable()
{
    // The longest word of each row finds that row (or its table).
    QFETCH(Ruleset, ruleset);
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset);
    for (qsizetype t = 0; t < tables.size(); ++t) {
        for (qsizetype r = 0; r < tables.at(t).rows.size(); ++r) {
            QString longest;
            for (const QString &word :
                 tables.at(t).rows.at(r).join(u' ').split(QRegularExpression(QStringLiteral("\\W+")))) {
                if (word.size() > longest.size())
                    longest = word;
            }
            const QList<ReferenceHit> hits = searchReference(tables, longest);
            const bool found = std::any_of(hits.cbegin(), hits.cend(), [t, r](const ReferenceHit &h) {
                return h.table == t && (h.row == r || h.row == -1);
            });
            QVERIFY2(found, qPrintable(tables.at(t).key + QLatin1Char(' ') + longest));
        }
    }
}

void TestReference::searchFindsWhatAPlayerTypes_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("row"); // -1: the table as a whole
    QTest::newRow("a table's name") << QStringLiteral("blunder") << QStringLiteral("blunder") << -1;
    QTest::newRow("fortified, to hit") << QStringLiteral("fort hit") << QStringLiteral("to-hit") << 2;
    QTest::newRow("capitals") << QStringLiteral("GIANT berserk") << QStringLiteral("giant-goes-wild") << 5;
    QTest::newRow("wizard's range") << QStringLiteral("wizard") << QStringLiteral("command-ranges") << 2;
    QTest::newRow("a note") << QStringLiteral("brigade touching") << QStringLiteral("orders") << -1;
    QTest::newRow("chargers") << QStringLiteral("chargers drive") << QStringLiteral("shooting-at-chargers") << 3;
}

void TestReference::searchFindsWhatAPlayerTypes()
{
    QFETCH(QString, query);
    QFETCH(QString, table);
    QFETCH(int, row);
    const QList<ReferenceTable> tables = QuickReference::tables(Ruleset::warmaster());
    const QList<ReferenceHit> hits = searchReference(tables, query);
    const bool found = std::any_of(hits.cbegin(), hits.cend(), [&](const ReferenceHit &h) {
        return tables.at(h.table).key == table && h.row == row;
    });
    QVERIFY2(found, qPrintable(query));
    // A table named by the words comes first.
    if (row == -1 && query == QStringLiteral("blunder"))
        QCOMPARE(tables.at(hits.first().table).key, table);
    QVERIFY(searchReference(tables, QStringLiteral("   ")).isEmpty());
    QVERIFY(searchReference(tables, QStringLiteral("xyzzy")).isEmpty());
}

void TestReference::textAndJsonHoldEveryTable()
{
    const Ruleset ruleset = Ruleset::revolution();
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset);
    const QString text = ReferenceFormat::toText(ruleset, tables);
    QVERIFY(text.startsWith(QStringLiteral("Quick reference: %1").arg(ruleset.name())));
    for (const ReferenceTable &t : tables) {
        QVERIFY2(text.contains(t.title), qPrintable(t.title));
        for (const QStringList &row : t.rows)
            QVERIFY2(text.contains(row.constLast()), qPrintable(row.constLast()));
    }
    const QJsonObject json = QJsonDocument::fromJson(ReferenceFormat::toJson(ruleset, tables)).object();
    QCOMPARE(json.value(QStringLiteral("ruleset")).toString(), QStringLiteral("revolution"));
    const QJsonArray printed = json.value(QStringLiteral("tables")).toArray();
    QCOMPARE(printed.size(), tables.size());
    const QJsonObject orders = printed.at(2).toObject();
    QCOMPARE(orders.value(QStringLiteral("key")).toString(), QStringLiteral("orders"));
    QCOMPARE(orders.value(QStringLiteral("rows")).toArray().at(0).toArray().at(1).toString(),
             tables.at(2).rows.at(0).at(1));
    QVERIFY(!orders.value(QStringLiteral("differences")).toArray().isEmpty());
}

void TestReference::initiativeIsCoresRule()
{
    const ReferenceTable initiative =
        tableOf(QuickReference::tables(Ruleset::warmaster()), QStringLiteral("initiative"));
    const auto row = [&initiative](const QString &troops) {
        for (const QStringList &r : initiative.rows) {
            if (r.at(0) == troops)
                return r.mid(1);
        }
        return QStringList{};
    };
    const QStringList yesYes{QStringLiteral("yes"), QStringLiteral("yes")};
    QCOMPARE(row(QStringLiteral("Infantry")), yesYes);
    QCOMPARE(row(QStringLiteral("Cavalry")), yesYes);
    // Artillery may evade on initiative but never charge on it; flyers the other way round.
    QCOMPARE(row(QStringLiteral("Artillery")), (QStringList{QStringLiteral("no"), QStringLiteral("yes")}));
    QCOMPARE(row(QStringLiteral("Flyers")), (QStringList{QStringLiteral("yes"), QStringLiteral("no")}));
    QCOMPARE(row(QStringLiteral("Characters")), (QStringList{QStringLiteral("no"), QStringLiteral("no")}));
    QVERIFY(initiative.notes.constFirst().contains(QStringLiteral("within %1 cm").arg(InitiativeRangeCm)));
    // Enemies across a barrier neither side can pass may be ignored for initiative (FACTS §1.2).
    QVERIFY(initiative.notes.at(1).contains(QStringLiteral("across a barrier neither side can cross")));
    QCOMPARE(InitiativeRangeCm, 20);
    // Once orders begin, initiative is over: the rule itself says so.
    const Unit infantry = Unit::create(1, UnitProfile{});
    QVERIFY(!whyCannotCharge(infantry, ChargeBy::Initiative, CommandPhaseState{}));
    CommandPhaseState ordering;
    ordering.ordersStarted = true;
    QVERIFY(whyCannotCharge(infantry, ChargeBy::Initiative, ordering));
}

void TestReference::armourIsCoresSave()
{
    const ReferenceTable armour = tableOf(QuickReference::tables(Ruleset::revolution()), QStringLiteral("armour"));
    QCOMPARE(armour.rows, (QList<QStringList>{
                              {QStringLiteral("3+"), QStringLiteral("3, 4, 5, 6"), QStringLiteral("4, 5, 6")},
                              {QStringLiteral("4+"), QStringLiteral("4, 5, 6"), QStringLiteral("5, 6")},
                              {QStringLiteral("5+"), QStringLiteral("5, 6"), QStringLiteral("6")},
                              {QStringLiteral("6+"), QStringLiteral("6"), QStringLiteral("no save")},
                          }));
}

void TestReference::movesListTheSheetsPieces()
{
    // The quick reference sheet's paces for what wmassist keeps no units of (sources 004, "Moves").
    const ReferenceTable moves = tableOf(QuickReference::tables(Ruleset::revolution()), QStringLiteral("moves"));
    const QList<QStringList> sheet = {
        {QStringLiteral("Wagons"), QStringLiteral("20 cm")},
        {QStringLiteral("Siege weapons"), QStringLiteral("15 cm")},
        {QStringLiteral("Small boats"), QStringLiteral("15 cm")},
        {QStringLiteral("Oared galleys"), QStringLiteral("20 cm")},
        {QStringLiteral("Ships under sail"), QStringLiteral("15 cm")},
    };
    QCOMPARE(moves.rows.mid(moves.rows.size() - sheet.size()), sheet);
    QVERIFY(moves.notes.contains(QStringLiteral("A vessel moving downstream goes 5 cm further, upstream 5 cm less; "
                                                "under sail with the wind, 10 cm further.")));
}

void TestReference::shootingRangesAreTheLists_data()
{
    addBothRulesets();
}

void TestReference::shootingRangesAreTheLists()
{
    // Every unit of the ruleset's lists that shoots is in the row of its range and weapon; no row
    // holds a unit of the other ruleset's lists alone.
    QFETCH(Ruleset, ruleset);
    const ReferenceTable ranges =
        tableOf(QuickReference::tables(ruleset, {.lists = builtInLists().lists()}), QStringLiteral("shooting-ranges"));
    int shooters = 0;
    for (const ArmyList &list : builtInLists().lists()) {
        if (list.ruleset != ruleset.id)
            continue;
        for (const ArmyUnit &unit : list.units) {
            if (!unit.profile.rangeCm)
                continue;
            ++shooters;
            const bool found = std::any_of(ranges.rows.cbegin(), ranges.rows.cend(), [&unit](const QStringList &r) {
                return r.at(0) == QStringLiteral("%1 cm").arg(*unit.profile.rangeCm) &&
                       r.at(1) == WeaponText::name(unit.profile.weapon) &&
                       r.at(2).split(QStringLiteral(", ")).contains(unit.profile.name);
            });
            QVERIFY2(found, qPrintable(list.key + QLatin1Char(' ') + unit.profile.name));
        }
    }
    QVERIFY(shooters > 20);
    int previous = 0;
    for (const QStringList &row : ranges.rows) {
        const int cm = row.at(0).section(u' ', 0, 0).toInt();
        QVERIFY(cm >= previous);
        previous = cm;
    }
    // The Warmaster lists have no Galloper Guns, Revolution's do.
    const bool galloper = ranges.searchText().contains(QStringLiteral("Galloper Guns"));
    QCOMPARE(galloper, ruleset.id == RulesetId::Revolution);
}

void TestReference::aGameShowsBothArmies()
{
    const GameSetup setup = empireAgainstDwarfs();
    const Ruleset ruleset = Ruleset::revolution();
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset, {.game = setup});
    QStringList keys;
    for (const ReferenceTable &t : tables) {
        keys << t.key;
        for (const QStringList &row : t.rows)
            QVERIFY2(row.size() == t.columns.size(), qPrintable(t.key));
    }
    // Dwarfs have no wizards and carry no item here: no table of either for them.
    QVERIFY(keys.contains(QStringLiteral("army-1")) && keys.contains(QStringLiteral("spells-1")) &&
            keys.contains(QStringLiteral("items-1")) && keys.contains(QStringLiteral("army-2")));
    QVERIFY(!keys.contains(QStringLiteral("spells-2")) && !keys.contains(QStringLiteral("items-2")));

    // One row a profile, with how many units of it the army fields, and its numbers as the lists print them.
    const ReferenceTable &anna = tableOf(tables, QStringLiteral("army-1"));
    QCOMPARE(anna.title, QStringLiteral("Anna's army"));
    QCOMPARE(anna.rows.size(), 5);
    for (const QStringList &row : anna.rows) {
        const auto unit =
            std::find_if(setup.rosters[Side::first()].units.cbegin(), setup.rosters[Side::first()].units.cend(),
                         [&row](const RosterUnit &u) { return u.profile.name == row.at(0); });
        QVERIFY(unit != setup.rosters[Side::first()].units.cend());
        const UnitProfile &p = unit->profile;
        QCOMPARE(row.mid(3, 6),
                 (QStringList{ProfileNumbers::attacks(p), ProfileNumbers::hits(p), ProfileNumbers::armour(p),
                              ProfileNumbers::command(p), ProfileNumbers::stands(p), ProfileNumbers::range(p)}));
        QCOMPARE(row.at(1), UnitTypeText::name(p.type));
        QCOMPARE(row.at(2), row.at(0) == QStringLiteral("Halberdiers") ? QStringLiteral("2") : QStringLiteral("1"));
        for (const SpecialRule &rule : p.rules)
            QVERIFY2(rule.armyWide ? anna.notes.join(u' ').contains(rule.summary())
                                   : row.at(9).contains(rule.summary()),
                     qPrintable(rule.name));
    }
    const QStringList handgunners = anna.rows.at(3);
    QCOMPARE(handgunners.at(0), QStringLiteral("Handgunners"));
    QCOMPARE(handgunners.at(8), QStringLiteral("30 cm"));

    // The wizard's spells as the list gives them, and the item with what it does.
    const ReferenceTable &spells = tableOf(tables, QStringLiteral("spells-1"));
    QCOMPARE(spells.rows.size(), setup.spells[Side::first()].size());
    for (qsizetype i = 0; i < spells.rows.size(); ++i) {
        const Spell &spell = setup.spells[Side::first()].at(i);
        QCOMPARE(spells.rows.at(i).at(0), spell.name);
        QCOMPARE(spells.rows.at(i).at(1), QStringLiteral("%1+").arg(spell.castRoll));
        QVERIFY(spells.rows.at(i).at(3).startsWith(spell.summaryText()));
    }
    const ReferenceTable &items = tableOf(tables, QStringLiteral("items-1"));
    QCOMPARE(items.rows, (QList<QStringList>{{QStringLiteral("General"), MagicItemText::name(MagicItem::SwordOfMight),
                                              MagicItemText::summary(MagicItem::SwordOfMight)}}));

    // In a game the ranges are those of its two armies alone.
    const ReferenceTable &ranges = tableOf(tables, QStringLiteral("shooting-ranges"));
    QCOMPARE(ranges.rows,
             (QList<QStringList>{
                 {QStringLiteral("30 cm"), WeaponText::name(Weapon::Standard), QStringLiteral("Handgunners")},
                 {QStringLiteral("30 cm"), WeaponText::name(Weapon::Helblaster), QStringLiteral("Helblaster")},
                 {QStringLiteral("30 cm"), WeaponText::name(Weapon::FlameCannon), QStringLiteral("Flame Cannon")}}));
    // Without a game there are no army tables.
    for (const ReferenceTable &t : QuickReference::tables(ruleset))
        QVERIFY(!t.key.startsWith(QStringLiteral("army-")));
}

void TestReference::searchFindsTheArmiesOfTheGame()
{
    const QList<ReferenceTable> tables = QuickReference::tables(Ruleset::revolution(), {.game = empireAgainstDwarfs()});
    const auto foundIn = [&tables](const QString &query) {
        const QList<ReferenceHit> hits = searchReference(tables, query);
        return hits.isEmpty() ? QString() : tables.at(hits.first().table).key;
    };
    QCOMPARE(foundIn(QStringLiteral("troll slayers")), QStringLiteral("army-2"));
    QCOMPARE(foundIn(QStringLiteral("ball of flame")), QStringLiteral("spells-1"));
    QCOMPARE(foundIn(QStringLiteral("sword of might")), QStringLiteral("items-1"));
}

void TestReference::aGameWithoutItsSpellsShowsTheListsSpells()
{
    // A game file that does not carry its spells is played with the army list's: the reference shows
    // the same ones.
    GameSetup setup = empireAgainstDwarfs();
    setup.rosters[Side::first()].armyKey = QStringLiteral("empire");
    const QList<Spell> listed = setup.spells[Side::first()];
    setup.spells[Side::first()].clear();
    QCOMPARE(setup.spellsOf(Side::first()), listed);
    const QList<ReferenceTable> tables = QuickReference::tables(Ruleset::revolution(), {.game = setup});
    const ReferenceTable &spells = tableOf(tables, QStringLiteral("spells-1"));
    QCOMPARE(spells.rows.size(), listed.size());
    for (qsizetype i = 0; i < listed.size(); ++i)
        QCOMPARE(spells.rows.at(i).at(0), listed.at(i).name);
}

QTEST_APPLESS_MAIN(TestReference)
#include "tst_reference.moc"
