// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/metatypes.h"

#include "core/armies/armiesdoc.h"
#include "core/armies/armylistjson.h"
#include "core/armies/armylists.h"
#include "core/conversion/ruletext.h"
#include "core/conversion/wmselectorconverter.h"
#include "core/conversion/wmselectormagicitems.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace wm;

using JsonChange = std::function<void(QJsonObject &)>;
Q_DECLARE_METATYPE(JsonChange)

namespace {

const ArmyList &builtInList(RulesetId ruleset, const QString &key)
{
    static const ArmyLists lists = ArmyLists::builtIn().value();
    const ArmyList *list = lists.find(ruleset, key);
    Q_ASSERT(list);
    return *list;
}

const ArmyUnit &builtInUnit(RulesetId ruleset, const QString &key, const QString &name)
{
    const ArmyUnit *unit = builtInList(ruleset, key).unitByName(name);
    Q_ASSERT(unit);
    return *unit;
}

// A small list with every kind of field, for the file tests.
ArmyList sampleList()
{
    ArmyList list;
    list.key = QStringLiteral("empire");
    list.name = QStringLiteral("Empire");
    list.ruleset = RulesetId::Revolution;
    list.dataVersion = 3;
    list.wmSelectorPath = QStringLiteral("warmaster-revolution/empire");
    SpecialRule drilled;
    drilled.name = QStringLiteral("Drilled");
    drilled.note = QStringLiteral("A rule of the whole army.");
    drilled.asked = RuleMoment::Orders;
    drilled.armyWide = true;
    list.rules = {drilled};

    ArmyUnit halberdiers;
    halberdiers.id = QStringLiteral("empire:halberdiers");
    halberdiers.order = 0;
    halberdiers.profile.name = QStringLiteral("Halberdiers");
    halberdiers.profile.combatAttacks = 3;
    halberdiers.profile.hits = 3;
    halberdiers.profile.armour = Armour::saveOn(6);
    halberdiers.points = 45;
    halberdiers.minPer1000 = 2;

    ArmyUnit handgunners = halberdiers;
    handgunners.id = QStringLiteral("empire:handgunners");
    handgunners.order = 1;
    handgunners.profile.name = QStringLiteral("Handgunners");
    handgunners.profile.shootingAttacks = 1;
    handgunners.profile.rangeCm = 30;
    handgunners.profile.armour = Armour::none();
    handgunners.profile.traits = Trait::ArmourPiercing;
    handgunners.points = 65;
    handgunners.minPer1000.reset();
    handgunners.maxPer1000 = 3;
    SpecialRule handguns;
    handguns.name = QStringLiteral("Handgunners");
    handguns.note = QStringLiteral("Shots make armour one worse.");
    handguns.traits = Trait::ArmourPiercing;
    handgunners.profile.rules = {handguns};
    handgunners.profile.traitValues = {};

    ArmyUnit skirmishers = halberdiers;
    skirmishers.id = QStringLiteral("empire:skirmishers");
    skirmishers.order = 4;
    skirmishers.profile.name = QStringLiteral("Skirmishers");
    skirmishers.profile.stands = 1;
    skirmishers.countsTowardsBreakPoint = false;
    skirmishers.magicItemsAllowed = false;
    skirmishers.addsStandsTo = {halberdiers.id, handgunners.id};
    skirmishers.sharesLimitsWith = {handgunners.id};
    skirmishers.requiredUnits = {halberdiers.id};
    skirmishers.minPer1000.reset();

    ArmyUnit general;
    general.id = QStringLiteral("empire:general");
    general.order = 10;
    general.profile.name = QStringLiteral("General");
    general.profile.type = UnitType::General;
    general.profile.combatAttacks = 2;
    general.profile.command = 9;
    general.profile.stands = 1;
    general.points = 125;
    general.armyMin = 1;
    general.armyMax = 1;
    general.upgrades = {QStringLiteral("empire:upgrade:griffon"), QStringLiteral("empire:upgrade:wizard")};
    general.magicItems = {QStringLiteral("Ring of Magic")};

    ArmyUpgrade griffon;
    griffon.id = QStringLiteral("empire:upgrade:griffon");
    griffon.order = 0;
    griffon.name = QStringLiteral("Griffon");
    griffon.kind = UpgradeKind::Mount;
    griffon.combatAttackBonus = 2;
    griffon.shootingAttackBonus = 3;
    griffon.rangeCm = 20;
    griffon.pointsDelta = 80;
    griffon.maxPer1000 = 1;
    griffon.armyMax = 1;
    griffon.traits = Trait::Flyer | Trait::CausesTerror;
    griffon.requiredUnits = {halberdiers.id};
    SpecialRule mount;
    mount.name = QStringLiteral("Griffon");
    mount.note = QStringLiteral("Flying mount.");
    mount.traits = Trait::Flyer | Trait::CausesTerror;
    mount.shown = ShownReason::ArmyBuilding;
    griffon.rules = {mount};

    ArmyUpgrade wizard;
    wizard.id = QStringLiteral("empire:upgrade:wizard");
    wizard.order = 1;
    wizard.name = QStringLiteral("Wizard");
    wizard.kind = UpgradeKind::Magic;
    wizard.pointsDelta = 25;
    wizard.magicItems = {QStringLiteral("Wand of Power")};
    wizard.unlocks = {griffon.id};

    ArmyUpgrade swap;
    swap.id = QStringLiteral("empire:upgrade:handgunners");
    swap.order = 2;
    swap.name = QStringLiteral("Handgunners");
    swap.pointsDelta = -20;
    swap.replacesWith = handgunners.id;

    list.units = {halberdiers, handgunners, skirmishers, general};
    list.upgrades = {griffon, wizard, swap};
    return list;
}

QJsonObject sampleJson()
{
    return QJsonDocument::fromJson(ArmyListJson::write(sampleList())).object();
}

QJsonObject unitAt(const QJsonObject &list, int index)
{
    return list.value(QStringLiteral("units")).toArray().at(index).toObject();
}

void setUnit(QJsonObject &list, int index, const QJsonObject &unit)
{
    QJsonArray units = list.value(QStringLiteral("units")).toArray();
    units[index] = unit;
    list.insert(QStringLiteral("units"), units);
}

void changeUnitField(QJsonObject &list, int index, const QString &key, const QJsonValue &value)
{
    QJsonObject unit = unitAt(list, index);
    if (value.isUndefined())
        unit.remove(key);
    else
        unit.insert(key, value);
    setUnit(list, index, unit);
}

void changeUpgradeField(QJsonObject &list, int index, const QString &key, const QJsonValue &value)
{
    QJsonArray upgrades = list.value(QStringLiteral("upgrades")).toArray();
    QJsonObject upgrade = upgrades.at(index).toObject();
    upgrade.insert(key, value);
    upgrades[index] = upgrade;
    list.insert(QStringLiteral("upgrades"), upgrades);
}

QString wmSelectorFolder()
{
    return QStringLiteral(WMASSIST_SOURCE_DIR "/../shared/data/wm-selector");
}

} // namespace

class TestArmyLists : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void everyShippedListLoads();
    void everyProfileIsValid();
    void idsAreUniqueAndReferencesResolve();
    void ordersAreKept_data();
    void ordersAreKept();
    void profilesMatchTheData_data();
    void profilesMatchTheData();
    void generalIsOnePerArmy();
    void skirmishersJoinOtherUnits();
    void upgradesMatchTheData();

    void attackStringsParse_data();
    void attackStringsParse();
    void rangesParse_data();
    void rangesParse();
    void ruleWordingGivesTraits_data();
    void ruleWordingGivesTraits();
    void ruleWordingForbidsMagicItems_data();
    void ruleWordingForbidsMagicItems();
    void slugs_data();
    void slugs();

    void writeThenReadGivesTheSameList();
    void shippedListsRoundTrip();
    void badFilesNameFileAndPath_data();
    void badFilesNameFileAndPath();
    void badFileChangesNothing();
    void limits_data();
    void limits();
    void badFolderLoadsNothing();
    void listsOnFirstUseAreReadWhenAskedFor();
    void aFingerprintChangesWithTheFiles();

    void converterReportsWhatItCannotMap();
    void magicItemsConvertTheSourceNumbers();
    void magicItemsConverterReportsWhatItCannotMap();
    void magicItemsRoundTrip();
    void badMagicItemFiles_data();
    void badMagicItemFiles();
    void magicItemsLoadBesideTheLists();
    void documentedMagicItemsRead();
    void convertingTheSourceGivesTheShippedFiles();
    void everyRuleIsClassified();
    void armiesDocMatchesTheLists();
};

void TestArmyLists::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestArmyLists::everyShippedListLoads()
{
    const Result<ArmyLists> lists = ArmyLists::builtIn();
    QVERIFY2(lists.ok(), qPrintable(lists.ok() ? QString() : lists.error().message));
    QCOMPARE(lists->lists(RulesetId::Warmaster).size(), 14);
    QCOMPARE(lists->lists(RulesetId::Revolution).size(), 25);
    QCOMPARE(lists->dataVersion(), WmSelectorConverter::DataVersion);
    for (const ArmyList &list : lists->lists()) {
        QVERIFY2(!list.units.isEmpty(), qPrintable(list.key));
        QCOMPARE(list.dataVersion, WmSelectorConverter::DataVersion);
    }
    QVERIFY(lists->find(RulesetId::Warmaster, QStringLiteral("empire")));
    QVERIFY(lists->find(RulesetId::Revolution, QStringLiteral("empire")));
    QVERIFY(!lists->find(RulesetId::Warmaster, QStringLiteral("wood-elves")));
    // Each ruleset's magic items are there beside its lists.
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        QVERIFY(lists->magicItems(ruleset));
        QCOMPARE(lists->magicItems(ruleset)->ruleset, ruleset);
        QCOMPARE(lists->magicItems(ruleset)->dataVersion, WmSelectorConverter::DataVersion);
    }
}

void TestArmyLists::everyProfileIsValid()
{
    const ArmyLists lists = ArmyLists::builtIn().value();
    for (const ArmyList &list : lists.lists()) {
        for (const ArmyUnit &unit : list.units) {
            const QList<Error> problems = unit.profile.validate();
            QVERIFY2(problems.isEmpty(), qPrintable(unit.id + QLatin1String(": ") +
                                                    (problems.isEmpty() ? QString() : problems.first().message)));
        }
    }
}

void TestArmyLists::idsAreUniqueAndReferencesResolve()
{
    const ArmyLists lists = ArmyLists::builtIn().value();
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        QSet<QString> ids;
        for (const ArmyList &list : lists.lists(ruleset)) {
            for (const ArmyUnit &unit : list.units) {
                QVERIFY2(!ids.contains(unit.id), qPrintable(unit.id));
                QVERIFY2(unit.id.startsWith(list.key + QLatin1Char(':')), qPrintable(unit.id));
                ids.insert(unit.id);
                for (const QString &upgrade : unit.upgrades)
                    QVERIFY2(list.upgrade(upgrade), qPrintable(unit.id + QLatin1String(" -> ") + upgrade));
                for (const QString &other : unit.addsStandsTo + unit.sharesLimitsWith + unit.requiredUnits)
                    QVERIFY2(list.unit(other), qPrintable(unit.id + QLatin1String(" -> ") + other));
            }
            for (const ArmyUpgrade &upgrade : list.upgrades) {
                QVERIFY2(!ids.contains(upgrade.id), qPrintable(upgrade.id));
                QVERIFY2(upgrade.id.startsWith(list.key + QLatin1String(":upgrade:")), qPrintable(upgrade.id));
                ids.insert(upgrade.id);
                if (!upgrade.replacesWith.isEmpty())
                    QVERIFY2(list.unit(upgrade.replacesWith), qPrintable(upgrade.id));
            }
        }
    }
}

void TestArmyLists::ordersAreKept_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("list");
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QStringList>("upgrades");

    // Every unit and upgrade, in the order of their wm-selector numbers 0, 1, 2...
    QTest::newRow("Revolution Empire") << RulesetId::Revolution << QStringLiteral("empire")
                                       << QStringList{QStringLiteral("Halberdiers"), QStringLiteral("Handgunners"),
                                                      QStringLiteral("Crossbowmen"), QStringLiteral("Flagellants"),
                                                      QStringLiteral("Skirmishers"), QStringLiteral("Knights"),
                                                      QStringLiteral("Pistoliers"),  QStringLiteral("Helblaster"),
                                                      QStringLiteral("Cannon"),      QStringLiteral("Steam Tank"),
                                                      QStringLiteral("General"),     QStringLiteral("Hero"),
                                                      QStringLiteral("Wizard")}
                                       << QStringList{QStringLiteral("Griffon"), QStringLiteral("War Altar"),
                                                      QStringLiteral("Handgunners")};
    QTest::newRow("classic Orcs") << RulesetId::Warmaster << QStringLiteral("orc")
                                  << QStringList{QStringLiteral("Orc Warriors"), QStringLiteral("Black Orcs"),
                                                 QStringLiteral("Goblins"),      QStringLiteral("Trolls"),
                                                 QStringLiteral("Ogres"),        QStringLiteral("Boar Riders"),
                                                 QStringLiteral("Wolf Riders"),  QStringLiteral("Wolf Chariots"),
                                                 QStringLiteral("Giant"),        QStringLiteral("Rock Lobber"),
                                                 QStringLiteral("Orc General"),  QStringLiteral("Orc Hero"),
                                                 QStringLiteral("Orc Shaman"),   QStringLiteral("Goblin Hero"),
                                                 QStringLiteral("Goblin Shaman")}
                                  << QStringList{QStringLiteral("Wyvern"), QStringLiteral("Chariot")};
}

void TestArmyLists::ordersAreKept()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, list);
    QFETCH(QStringList, units);
    QFETCH(QStringList, upgrades);
    const ArmyList &armyList = builtInList(ruleset, list);
    QCOMPARE(armyList.units.size(), units.size());
    for (int order = 0; order < units.size(); ++order) {
        QVERIFY(armyList.unitByOrder(order));
        QCOMPARE(armyList.unitByOrder(order)->name(), units.at(order));
    }
    QCOMPARE(armyList.upgrades.size(), upgrades.size());
    for (int order = 0; order < upgrades.size(); ++order) {
        QVERIFY(armyList.upgradeByOrder(order));
        QCOMPARE(armyList.upgradeByOrder(order)->name, upgrades.at(order));
    }
}

void TestArmyLists::profilesMatchTheData_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("list");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<UnitType>("type");
    QTest::addColumn<int>("attacks");
    QTest::addColumn<std::optional<int>>("shooting");
    QTest::addColumn<std::optional<int>>("range");
    QTest::addColumn<std::optional<int>>("hits");
    QTest::addColumn<Armour>("armour");
    QTest::addColumn<int>("stands");
    QTest::addColumn<std::optional<int>>("fullPace");
    QTest::addColumn<Weapon>("weapon");
    QTest::addColumn<Traits>("traits");
    QTest::addColumn<int>("points");

    const auto R = RulesetId::Revolution;
    const auto W = RulesetId::Warmaster;
    const std::optional<int> none;
    QTest::newRow("Revolution Handgunners 3/1 30cm, armour piercing")
        << R << QStringLiteral("empire") << QStringLiteral("Handgunners") << UnitType::Infantry << 3 << std::optional(1)
        << std::optional(30) << std::optional(3) << Armour::none() << 3 << none << Weapon::Standard
        << Traits(Trait::ArmourPiercing) << 65;
    // Ordered only alone: it takes no order in a brigade.
    QTest::newRow("Revolution Steam Tank: its six traits, 20 cm")
        << R << QStringLiteral("empire") << QStringLiteral("Steam Tank") << UnitType::Machine << 3 << std::optional(3)
        << std::optional(30) << std::optional(4) << Armour::saveOn(3) << 1 << std::optional(20) << Weapon::Standard
        << (Trait::NoDriveBack | Trait::AlwaysDefended | Trait::ArmourPiercing | Trait::MalfunctionsOnDoubleSix |
            Trait::AllRoundVision | Trait::TakesNoOrder)
        << 130;
    QTest::newRow("classic Steam Tank: drive backs only confuse, destroyed if retreating")
        << W << QStringLiteral("empire") << QStringLiteral("Steam Tank") << UnitType::Machine << 3 << std::optional(3)
        << std::optional(30) << std::optional(4) << Armour::saveOn(3) << 1 << std::optional(20) << Weapon::Standard
        << (Trait::DriveBackConfusionOnly | Trait::AlwaysDefended | Trait::ArmourPiercing |
            Trait::MalfunctionsOnDoubleSix | Trait::AllRoundVision | Trait::DestroyedIfRetreating)
        << 130;
    QTest::newRow("Revolution Dwarf Flame Cannon: 2 dice")
        << R << QStringLiteral("dwarfs") << QStringLiteral("Flame Cannon") << UnitType::Artillery << 1
        << std::optional(2) << std::optional(30) << std::optional(2) << Armour::saveOn(6) << 1 << none
        << Weapon::FlameCannon << Traits() << 50;
    QTest::newRow("classic Dwarf Flame Cannon: 2 dice")
        << W << QStringLiteral("dwarf") << QStringLiteral("Flame Cannon") << UnitType::Artillery << 1
        << std::optional(2) << std::optional(30) << std::optional(2) << Armour::saveOn(6) << 1 << none
        << Weapon::FlameCannon << Traits() << 50;
    QTest::newRow("Revolution Helblaster: 8 at short range")
        << R << QStringLiteral("empire") << QStringLiteral("Helblaster") << UnitType::Artillery << 1 << std::optional(8)
        << std::optional(30) << std::optional(2) << Armour::none() << 1 << none << Weapon::Helblaster << Traits() << 50;
    QTest::newRow("classic Empire Cannon: 1/2+b")
        << W << QStringLiteral("empire") << QStringLiteral("Cannon") << UnitType::Artillery << 1 << std::optional(2)
        << std::optional(60) << std::optional(2) << Armour::none() << 2 << none << Weapon::Cannon << Traits() << 85;
    QTest::newRow("Revolution Empire Cannon: 1/2+bounce")
        << R << QStringLiteral("empire") << QStringLiteral("Cannon") << UnitType::Artillery << 1 << std::optional(2)
        << std::optional(60) << std::optional(2) << Armour::none() << 2 << none << Weapon::Cannon << Traits() << 85;
    QTest::newRow("Revolution Giant Eagles fly")
        << R << QStringLiteral("high-elves") << QStringLiteral("Giant Eagles") << UnitType::Monster << 2 << none << none
        << std::optional(3) << Armour::saveOn(6) << 3 << none << Weapon::Standard << Traits(Trait::Flyer) << 70;
    QTest::newRow("Revolution Chaos Dwarf Death Rocket: 1 die")
        << R << QStringLiteral("chaos-dwarfs") << QStringLiteral("Death Rocket") << UnitType::Artillery << 1
        << std::optional(1) << std::optional(60) << std::optional(2) << Armour::saveOn(6) << 1 << none
        << Weapon::DeathRocket << Traits() << 60;
    QTest::newRow("Revolution Cathay Rocket Launcher: 1D6")
        << R << QStringLiteral("cathay") << QStringLiteral("Rocket Launcher") << UnitType::Artillery << 1
        << std::optional(1) << std::optional(40) << std::optional(2) << Armour::none() << 1 << none
        << Weapon::RocketLauncher << Traits(Trait::BrigadeLimit) << 55;
    QTest::newRow("Revolution Bone Thrower: 2 per stand")
        << R << QStringLiteral("tomb-kings") << QStringLiteral("Bone Thrower") << UnitType::Artillery << 1
        << std::optional(2) << std::optional(40) << std::optional(2) << Armour::none() << 2 << none
        << Weapon::BoltThrower
        << (Trait::IgnoresTerror | Trait::NeverConfused | Trait::IgnoresEnemyNearPenalty | Trait::NoInitiative) << 65;
    QTest::newRow("classic Rock Lobber: a stone thrower")
        << W << QStringLiteral("orc") << QStringLiteral("Rock Lobber") << UnitType::Artillery << 1 << std::optional(3)
        << std::optional(60) << std::optional(3) << Armour::none() << 1 << none << Weapon::StoneThrower << Traits()
        << 75;
    QTest::newRow("Revolution Elven Bolt Thrower")
        << R << QStringLiteral("high-elves") << QStringLiteral("Elven Bolt Thrower") << UnitType::Artillery << 1
        << std::optional(3) << std::optional(40) << std::optional(2) << Armour::none() << 2 << none
        << Weapon::ElvenBoltThrower << Traits() << 55;
    QTest::newRow("Revolution Flagellants never driven back")
        << R << QStringLiteral("empire") << QStringLiteral("Flagellants") << UnitType::Infantry << 5 << none << none
        << std::optional(3) << Armour::none() << 3 << none << Weapon::Standard
        << (Trait::NoDriveBack | Trait::IgnoresTerror | Trait::MustPursue | Trait::CannotEvade) << 70;
    QTest::newRow("classic Orc Giant causes terror and goes wild")
        << W << QStringLiteral("orc") << QStringLiteral("Giant") << UnitType::Monster << 8 << none << none
        << std::optional(8) << Armour::saveOn(5) << 1 << none << Weapon::Standard
        << (Trait::CausesTerror | Trait::GoesWild) << 150;
    QTest::newRow("Revolution Cathay Maneaters: Hits read from the misplaced field")
        << R << QStringLiteral("cathay") << QStringLiteral("Maneaters") << UnitType::Infantry << 4 << none << none
        << std::optional(4) << Armour::saveOn(4) << 3 << none << Weapon::Standard << Traits(Trait::BrigadeLimit) << 140;
}

void TestArmyLists::profilesMatchTheData()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, list);
    QFETCH(QString, unit);
    QFETCH(UnitType, type);
    QFETCH(int, attacks);
    QFETCH(std::optional<int>, shooting);
    QFETCH(std::optional<int>, range);
    QFETCH(std::optional<int>, hits);
    QFETCH(Armour, armour);
    QFETCH(int, stands);
    QFETCH(std::optional<int>, fullPace);
    QFETCH(Weapon, weapon);
    QFETCH(Traits, traits);
    QFETCH(int, points);

    const ArmyUnit &u = builtInUnit(ruleset, list, unit);
    QCOMPARE(u.profile.type, type);
    QCOMPARE(u.profile.combatAttacks, attacks);
    QCOMPARE(u.profile.shootingAttacks, shooting);
    QCOMPARE(u.profile.rangeCm, range);
    QCOMPARE(u.profile.hits, hits);
    QCOMPARE(u.profile.armour, armour);
    QCOMPARE(u.profile.stands, stands);
    QCOMPARE(u.profile.fullPaceCm, fullPace);
    QCOMPARE(u.profile.weapon, weapon);
    QCOMPARE(u.profile.traits, traits);
    QCOMPARE(u.points, points);
    QCOMPARE(u.id, list + QLatin1Char(':') + ArmyList::slug(unit));
}

void TestArmyLists::generalIsOnePerArmy()
{
    const ArmyUnit &general = builtInUnit(RulesetId::Revolution, QStringLiteral("empire"), QStringLiteral("General"));
    QCOMPARE(general.id, QStringLiteral("empire:general"));
    QCOMPARE(general.profile.type, UnitType::General);
    QCOMPARE(general.profile.combatAttacks, 2);
    QCOMPARE(general.profile.command, std::optional(9));
    QCOMPARE(general.profile.hits, std::optional<int>());
    QCOMPARE(general.armyMin, std::optional(1));
    QCOMPARE(general.armyMax, std::optional(1));
    QCOMPARE(general.points, 125);
    QCOMPARE(general.upgrades, QStringList{QStringLiteral("empire:upgrade:griffon")});

    // The Slann gives no orders, and so has no Command value.
    const ArmyUnit &slann =
        builtInUnit(RulesetId::Revolution, QStringLiteral("lizardmen"), QStringLiteral("Slann Mage Palanquin"));
    QVERIFY(slann.profile.has(Trait::GivesNoOrders));
    QCOMPARE(slann.profile.command, std::optional<int>());
    QVERIFY(slann.profile.validate().isEmpty());
}

void TestArmyLists::skirmishersJoinOtherUnits()
{
    const ArmyUnit &skirmishers =
        builtInUnit(RulesetId::Revolution, QStringLiteral("empire"), QStringLiteral("Skirmishers"));
    QCOMPARE(skirmishers.profile.stands, 1);
    QVERIFY(!skirmishers.countsTowardsBreakPoint);
    QVERIFY(!skirmishers.magicItemsAllowed);
    QVERIFY(skirmishers.addsStandsTo.contains(QStringLiteral("empire:halberdiers")));
    QCOMPARE(skirmishers.profile.armour, Armour::saveOn(6)); // "-/6+": the better of the two
    QCOMPARE(skirmishers.points, 20);
    QCOMPARE(builtInUnit(RulesetId::Warmaster, QStringLiteral("empire"), QStringLiteral("Skirmishers")).points, 25);

    // Bretonnian peasantry does not count towards the break point; the knights do.
    QVERIFY(!builtInUnit(RulesetId::Warmaster, QStringLiteral("bretonnian"), QStringLiteral("Peasants"))
                 .countsTowardsBreakPoint);
    QVERIFY(builtInUnit(RulesetId::Warmaster, QStringLiteral("bretonnian"), QStringLiteral("Knights"))
                .countsTowardsBreakPoint);
}

void TestArmyLists::upgradesMatchTheData()
{
    const ArmyList &empire = builtInList(RulesetId::Revolution, QStringLiteral("empire"));
    const ArmyUpgrade *griffon = empire.upgradeByName(QStringLiteral("Griffon"));
    QVERIFY(griffon);
    QCOMPARE(griffon->id, QStringLiteral("empire:upgrade:griffon"));
    QCOMPARE(griffon->kind, UpgradeKind::Mount);
    QCOMPARE(griffon->combatAttackBonus, 2);
    QCOMPARE(griffon->pointsDelta, 80);
    QCOMPARE(griffon->maxPer1000, std::optional(1));
    QCOMPARE(griffon->traits, Trait::Flyer | Trait::CausesTerror);
    QVERIFY(!griffon->rules.isEmpty());

    const ArmyUpgrade *swap = empire.upgradeByName(QStringLiteral("Handgunners"));
    QVERIFY(swap);
    QCOMPARE(swap->replacesWith, QStringLiteral("empire:handgunners"));
    QCOMPARE(swap->pointsDelta, 10);

    const ArmyUpgrade *dwarfSwap =
        builtInList(RulesetId::Revolution, QStringLiteral("dwarfs")).upgradeByName(QStringLiteral("Handgunners"));
    QVERIFY(dwarfSwap);
    QCOMPARE(dwarfSwap->pointsDelta, -20);

    const ArmyUpgrade *dragon =
        builtInList(RulesetId::Warmaster, QStringLiteral("high-elf")).upgradeByName(QStringLiteral("Dragon"));
    QVERIFY(dragon);
    QCOMPARE(dragon->combatAttackBonus, 3);
    QCOMPARE(dragon->shootingAttackBonus, std::optional(3));
    QCOMPARE(dragon->rangeCm, std::optional(20));

    const ArmyUpgrade *wizard =
        builtInList(RulesetId::Revolution, QStringLiteral("daemons")).upgradeByName(QStringLiteral("Wizard"));
    QVERIFY(wizard);
    QCOMPARE(wizard->kind, UpgradeKind::Magic);
    QVERIFY(wizard->magicItems.contains(QStringLiteral("Ring of Magic")));
}

void TestArmyLists::attackStringsParse_data()
{
    QTest::addColumn<QJsonValue>("attack");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<int>("combat");
    QTest::addColumn<std::optional<int>>("shooting");
    QTest::addColumn<Weapon>("weapon");
    QTest::addColumn<bool>("bonus");

    const std::optional<int> none;
    const QString unit = QStringLiteral("Unit");
    QTest::newRow("3 (a number)") << QJsonValue(3) << unit << true << 3 << none << Weapon::Standard << false;
    QTest::newRow("\"3\"") << QJsonValue(QStringLiteral("3")) << unit << true << 3 << none << Weapon::Standard << false;
    QTest::newRow("0") << QJsonValue(0) << unit << true << 0 << none << Weapon::Standard << false;
    QTest::newRow("3/1") << QJsonValue(QStringLiteral("3/1")) << unit << true << 3 << std::optional(1)
                         << Weapon::Standard << false;
    QTest::newRow("+2") << QJsonValue(QStringLiteral("+2")) << unit << true << 2 << none << Weapon::Standard << true;
    QTest::newRow("+0") << QJsonValue(QStringLiteral("+0")) << unit << true << 0 << none << Weapon::Standard << true;
    QTest::newRow("+2/+2") << QJsonValue(QStringLiteral("+2/+2")) << unit << true << 2 << std::optional(2)
                           << Weapon::Standard << true;
    QTest::newRow("1/2+bounce -> cannon")
        << QJsonValue(QStringLiteral("1/2+bounce")) << unit << true << 1 << std::optional(2) << Weapon::Cannon << false;
    QTest::newRow("1/2+b -> cannon") << QJsonValue(QStringLiteral("1/2+b")) << unit << true << 1 << std::optional(2)
                                     << Weapon::Cannon << false;
    QTest::newRow("1/8-4-2 -> Helblaster, 8") << QJsonValue(QStringLiteral("1/8-4-2")) << unit << true << 1
                                              << std::optional(8) << Weapon::Helblaster << false;
    QTest::newRow("1/2D6 -> Flame Cannon, 2 dice")
        << QJsonValue(QStringLiteral("1/2D6")) << unit << true << 1 << std::optional(2) << Weapon::FlameCannon << false;
    QTest::newRow("1/D6 Death Rocket -> 1 die") << QJsonValue(QStringLiteral("1/D6")) << QStringLiteral("Death Rocket")
                                                << true << 1 << std::optional(1) << Weapon::DeathRocket << false;
    QTest::newRow("1/1D6 Rocket Launcher -> 1 die")
        << QJsonValue(QStringLiteral("1/1D6")) << QStringLiteral("Rocket Launcher") << true << 1 << std::optional(1)
        << Weapon::RocketLauncher << false;
    QTest::newRow("1/2 per stand -> bolt thrower") << QJsonValue(QStringLiteral("1/2 per stand")) << unit << true << 1
                                                   << std::optional(2) << Weapon::BoltThrower << false;
    QTest::newRow("1/1 per stand -> bolt thrower") << QJsonValue(QStringLiteral("1/1 per stand")) << unit << true << 1
                                                   << std::optional(1) << Weapon::BoltThrower << false;
    QTest::newRow("3/2-1 -> 1 at full range")
        << QJsonValue(QStringLiteral("3/2-1")) << unit << true << 3 << std::optional(1) << Weapon::Standard << false;
    QTest::newRow("10/3") << QJsonValue(QStringLiteral("10/3")) << unit << true << 10 << std::optional(3)
                          << Weapon::Standard << false;
    QTest::newRow("x") << QJsonValue(QStringLiteral("x")) << unit << false << 0 << none << Weapon::Standard << false;
    QTest::newRow("3/") << QJsonValue(QStringLiteral("3/")) << unit << false << 0 << none << Weapon::Standard << false;
    QTest::newRow("1/0") << QJsonValue(QStringLiteral("1/0")) << unit << false << 0 << none << Weapon::Standard
                         << false;
    QTest::newRow("-1") << QJsonValue(-1) << unit << false << 0 << none << Weapon::Standard << false;
    QTest::newRow("true") << QJsonValue(true) << unit << false << 0 << none << Weapon::Standard << false;
}

void TestArmyLists::attackStringsParse()
{
    QFETCH(QJsonValue, attack);
    QFETCH(QString, unit);
    QFETCH(bool, readable);
    QFETCH(int, combat);
    QFETCH(std::optional<int>, shooting);
    QFETCH(Weapon, weapon);
    QFETCH(bool, bonus);

    const std::optional<ParsedAttack> parsed = WmSelectorConverter::parseAttack(attack, unit);
    QCOMPARE(parsed.has_value(), readable);
    if (!parsed)
        return;
    QCOMPARE(parsed->combatAttacks, combat);
    QCOMPARE(parsed->shootingAttacks, shooting);
    QCOMPARE(parsed->weapon, weapon);
    QCOMPARE(parsed->isBonus, bonus);
}

void TestArmyLists::rangesParse_data()
{
    QTest::addColumn<QJsonValue>("range");
    QTest::addColumn<std::optional<int>>("cm");
    QTest::newRow("30cm") << QJsonValue(QStringLiteral("30cm")) << std::optional(30);
    QTest::newRow("15 cm") << QJsonValue(QStringLiteral("15 cm")) << std::optional(15);
    QTest::newRow("30-100cm -> the longest") << QJsonValue(QStringLiteral("30-100cm")) << std::optional(100);
    QTest::newRow("as unit") << QJsonValue(QStringLiteral("as unit")) << std::optional<int>();
    QTest::newRow("a bare number") << QJsonValue(4) << std::optional<int>();
    QTest::newRow("0cm") << QJsonValue(QStringLiteral("0cm")) << std::optional<int>();
}

void TestArmyLists::rangesParse()
{
    QFETCH(QJsonValue, range);
    QFETCH(std::optional<int>, cm);
    QCOMPARE(WmSelectorConverter::parseRange(range), cm);
}

void TestArmyLists::ruleWordingGivesTraits_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Traits>("traits");
    QTest::newRow("handguns") << QStringLiteral("Count enemy Armour values as one worse than normal.")
                              << Traits(Trait::ArmourPiercing);
    QTest::newRow("a -1 penalty") << QStringLiteral("Units hit get a -1 penalty for their armour rolls.")
                                  << Traits(Trait::ArmourPiercing);
    QTest::newRow("flies") << QStringLiteral("These can fly.") << Traits(Trait::Flyer);
    QTest::newRow("causes terror") << QStringLiteral("It causes terror in its enemies.") << Traits(Trait::CausesTerror);
    QTest::newRow("unaffected by enemies that cause terror")
        << QStringLiteral("They are unaffected by enemies that cause terror in combat.")
        << Traits(Trait::IgnoresTerror);
    QTest::newRow("never rolls drive backs")
        << QStringLiteral("They can\u2019t be driven back by shooting and do not roll for drive backs.")
        << Traits(Trait::NoDriveBack);
    QTest::newRow("360 degrees") << QStringLiteral("It has 360\u00B0 vision.") << Traits(Trait::AllRoundVision);
    QTest::newRow("shoots from any edge")
        << QStringLiteral("They can shoot from any edge.") << Traits(Trait::AllRoundVision);
    QTest::newRow("always defended") << QStringLiteral("It always counts as defended.")
                                     << Traits(Trait::AlwaysDefended);
    QTest::newRow("malfunction chart") << QStringLiteral("Roll on the Malfunction chart.")
                                       << Traits(Trait::MalfunctionsOnDoubleSix);
    QTest::newRow("not destroyed if forced to retreat")
        << QStringLiteral("It is not destroyed if forced to retreat.") << Traits();
    QTest::newRow("destroyed if forced to retreat")
        << QStringLiteral("It is destroyed if forced to retreat.") << Traits(Trait::DestroyedIfRetreating);
    QTest::newRow("cannot become confused")
        << QStringLiteral("They cannot become confused for any reason.") << Traits(Trait::NeverConfused);
    QTest::newRow("regenerates") << QStringLiteral("Trolls regenerate one hit.") << Traits(Trait::Regenerates);
    QTest::newRow("+1 to hit") << QStringLiteral("They add +1 to their dice roll when making shooting attacks.")
                               << Traits(Trait::ShootingBonus);
    QTest::newRow("charges like a monster")
        << QStringLiteral("+1 Attack when charging in the open in the same way as chariots and monsters.")
        << Traits(Trait::ChargesLikeMonster);
    QTest::newRow("gives no orders") << QStringLiteral("The Slann cannot give orders.") << Traits(Trait::GivesNoOrders);
    QTest::newRow("cannot give orders to some units")
        << QStringLiteral("The dragon cannot give orders to Terracotta Warriors.") << Traits();
    QTest::newRow("Peasants: no charge bonus")
        << QStringLiteral("When they charge they receive no bonus attack modifier for doing so.")
        << Traits(Trait::NoChargeBonus);
    QTest::newRow("Grail Pilgrims keep the Peasants' charge")
        << QStringLiteral("They get +1 Attack (they still keep the restriction that they get no +1 Attacks for "
                          "charging in the open).")
        << Traits(Trait::NoChargeBonus);
    QTest::newRow("the normal charge bonus is no rule")
        << QStringLiteral("D6 bonus Attacks in addition to the normal +1 Attack for charging.") << Traits();
    QTest::newRow("nothing") << QStringLiteral("Ogres must charge humans.") << Traits();
}

void TestArmyLists::ruleWordingGivesTraits()
{
    QFETCH(QString, text);
    QFETCH(Traits, traits);
    QCOMPARE(RuleText::traits(text), traits);
}

void TestArmyLists::ruleWordingForbidsMagicItems_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("forbids");
    QTest::newRow("Gnoblars") << QStringLiteral("Gnoblars cannot be given magic items.") << true;
    QTest::newRow("Temple Daemons") << QStringLiteral("They are immune to terror and cannot be given magic items.")
                                    << true;
    QTest::newRow("a Daemon Swarm") << QStringLiteral("A Daemon Swarm cannot be given a magic item.") << true;
    QTest::newRow("Ulfwerener") << QStringLiteral("Ulfwerener units can not take any magic items.") << true;
    QTest::newRow("Dire Wolves") << QStringLiteral("Dire Wolves cannot have magic items.") << true;
    QTest::newRow("a Daemon Overlord with powers")
        << QStringLiteral("If given magical powers the Daemon Overlord can be given a magic item.") << false;
    QTest::newRow("re-rolls") << QStringLiteral("You cannot re-roll a dice already re-rolled by a magic item.")
                              << false;
}

void TestArmyLists::ruleWordingForbidsMagicItems()
{
    QFETCH(QString, text);
    QFETCH(bool, forbids);
    QCOMPARE(RuleText::forbidsMagicItems(text), forbids);
}

void TestArmyLists::slugs_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("slug");
    QTest::newRow("two words") << QStringLiteral("Steam Tank") << QStringLiteral("steam-tank");
    QTest::newRow("hyphens kept") << QStringLiteral("Men-at-arms") << QStringLiteral("men-at-arms");
    QTest::newRow("punctuation dropped") << QStringLiteral("Mikata (Ronin & Monks)")
                                         << QStringLiteral("mikata-ronin-monks");
    QTest::newRow("apostrophe") << QStringLiteral("Sultan's Guard") << QStringLiteral("sultans-guard");
}

void TestArmyLists::slugs()
{
    QFETCH(QString, name);
    QFETCH(QString, slug);
    QCOMPARE(ArmyList::slug(name), slug);
}

void TestArmyLists::writeThenReadGivesTheSameList()
{
    const ArmyList list = sampleList();
    const QByteArray json = ArmyListJson::write(list);
    const Result<ArmyList> read = ArmyListJson::read(json, QStringLiteral("empire.json"));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    QVERIFY(read.value() == list);
    QCOMPARE(ArmyListJson::write(read.value()), json);

    ArmyListIndex index;
    index.dataVersion = 2;
    index.lists = {{QStringLiteral("revolution/empire.json"), QStringLiteral("empire"), QStringLiteral("Empire"),
                    RulesetId::Revolution}};
    const Result<ArmyListIndex> readIndex =
        ArmyListJson::readIndex(ArmyListJson::writeIndex(index), QStringLiteral("index.json"));
    QVERIFY(readIndex.ok());
    QVERIFY(readIndex.value() == index);
}

void TestArmyLists::shippedListsRoundTrip()
{
    const ArmyLists lists = ArmyLists::builtIn().value();
    for (const ArmyList &list : lists.lists()) {
        const QByteArray json = ArmyListJson::write(list);
        const Result<ArmyList> read = ArmyListJson::read(json, list.key + QLatin1String(".json"));
        QVERIFY2(read.ok(), qPrintable(read.ok() ? list.key : read.error().message));
        QVERIFY2(read.value() == list, qPrintable(list.key));
    }
}

void TestArmyLists::badFilesNameFileAndPath_data()
{
    QTest::addColumn<JsonChange>("change");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");

    QTest::newRow("hits not a number")
        << JsonChange([](QJsonObject &o) { changeUnitField(o, 3, QStringLiteral("hits"), QStringLiteral("x")); })
        << QStringLiteral("units[3].hits")
        << QStringLiteral("empire.json: units[3].hits: expected a whole number from 1 to 20, found \"x\"");
    QTest::newRow("hits 0") << JsonChange([](QJsonObject &o) { changeUnitField(o, 0, QStringLiteral("hits"), 0); })
                            << QStringLiteral("units[0].hits")
                            << QStringLiteral("empire.json: units[0].hits: expected a whole number from 1 to 20, "
                                              "found 0");
    QTest::newRow("no name") << JsonChange([](QJsonObject &o) {
        changeUnitField(o, 1, QStringLiteral("name"), QJsonValue::Undefined);
    }) << QStringLiteral("units[1].name")
                             << QStringLiteral("empire.json: units[1].name: expected some text, found nothing");
    QTest::newRow("armour 7+")
        << JsonChange([](QJsonObject &o) { changeUnitField(o, 0, QStringLiteral("armour"), QStringLiteral("7+")); })
        << QStringLiteral("units[0].armour")
        << QStringLiteral("empire.json: units[0].armour: expected 3+, 4+, 5+, 6+ or \"none\", found \"7+\"");
    QTest::newRow("unknown weapon")
        << JsonChange([](QJsonObject &o) { changeUnitField(o, 1, QStringLiteral("weapon"), QStringLiteral("laser")); })
        << QStringLiteral("units[1].weapon")
        << QStringLiteral("empire.json: units[1].weapon: expected one of \"standard\", \"cannon\", \"stone-thrower\", "
                          "\"bolt-thrower\", \"elven-bolt-thrower\", \"helblaster\", \"flame-cannon\", "
                          "\"death-rocket\", \"rocket-launcher\", found \"laser\"");
    QTest::newRow("misspelt field") << JsonChange([](QJsonObject &o) {
        changeUnitField(o, 0, QStringLiteral("hist"), 3);
    }) << QStringLiteral("units[0].hist")
                                    << QStringLiteral("empire.json: units[0].hist: not a field wmassist knows here");
    QTest::newRow("General without Command")
        << JsonChange([](QJsonObject &o) { changeUnitField(o, 3, QStringLiteral("command"), QJsonValue::Undefined); })
        << QStringLiteral("units[3].command")
        << QStringLiteral("empire.json: units[3].command: Command: a General needs a Command value.");
    QTest::newRow("range without shooting attacks")
        << JsonChange([](QJsonObject &o) { changeUnitField(o, 0, QStringLiteral("rangeCm"), 30); })
        << QStringLiteral("units[0].shootingAttacks")
        << QStringLiteral("empire.json: units[0].shootingAttacks: Shooting attacks: a unit with a range needs "
                          "shooting attacks.");
    QTest::newRow("id of another list")
        << JsonChange([](QJsonObject &o) { changeUnitField(o, 2, QStringLiteral("id"), QStringLiteral("orcs:x")); })
        << QStringLiteral("units[2].id")
        << QStringLiteral("empire.json: units[2].id: expected an id starting with \"empire:\", found \"orcs:x\"");
    QTest::newRow("same id twice")
        << JsonChange([](QJsonObject &o) {
               changeUnitField(o, 1, QStringLiteral("id"), QStringLiteral("empire:halberdiers"));
           })
        << QStringLiteral("units[1].id")
        << QStringLiteral("empire.json: units[1].id: \"empire:halberdiers\" is the id of an earlier unit");
    QTest::newRow("same order twice") << JsonChange([](QJsonObject &o) {
        changeUnitField(o, 1, QStringLiteral("order"), 0);
    }) << QStringLiteral("units[1].order")
                                      << QStringLiteral(
                                             "empire.json: units[1].order: 0 is the order of an earlier unit");
    QTest::newRow("upgrade the list lacks")
        << JsonChange([](QJsonObject &o) {
               changeUnitField(
                   o, 3, QStringLiteral("upgrades"),
                   QJsonArray{QStringLiteral("empire:upgrade:griffon"), QStringLiteral("empire:upgrade:x")});
           })
        << QStringLiteral("units[3].upgrades[1]")
        << QStringLiteral("empire.json: units[3].upgrades[1]: the list has no upgrade \"empire:upgrade:x\"");
    QTest::newRow("unknown trait") << JsonChange([](QJsonObject &o) {
        changeUnitField(o, 1, QStringLiteral("traits"), QJsonArray{QStringLiteral("armour-piercing"), 7});
    }) << QStringLiteral("units[1].traits[1]")
                                   << QStringLiteral("empire.json: units[1].traits[1]: expected some text, found 7");
    QTest::newRow("upgrade points not a number")
        << JsonChange([](QJsonObject &o) {
               QJsonArray upgrades = o.value(QStringLiteral("upgrades")).toArray();
               QJsonObject griffon = upgrades.at(0).toObject();
               griffon.insert(QStringLiteral("points"), QStringLiteral("lots"));
               upgrades[0] = griffon;
               o.insert(QStringLiteral("upgrades"), upgrades);
           })
        << QStringLiteral("upgrades[0].points")
        << QStringLiteral(
               "empire.json: upgrades[0].points: expected a whole number from -5000 to 5000, found \"lots\"");
    QTest::newRow("upgrade range without shooting attacks")
        << JsonChange([](QJsonObject &o) {
               QJsonArray upgrades = o.value(QStringLiteral("upgrades")).toArray();
               QJsonObject griffon = upgrades.at(0).toObject();
               griffon.remove(QStringLiteral("shootingAttacks"));
               upgrades[0] = griffon;
               o.insert(QStringLiteral("upgrades"), upgrades);
           })
        << QStringLiteral("upgrades[0].rangeCm")
        << QStringLiteral("empire.json: upgrades[0].rangeCm: a range needs shooting attacks to go with it");
    QTest::newRow("format 2") << JsonChange([](QJsonObject &o) { o.insert(QStringLiteral("format"), 2); })
                              << QStringLiteral("format")
                              << QStringLiteral("empire.json: format: expected format version 1, found 2");
    QTest::newRow("unknown ruleset")
        << JsonChange([](QJsonObject &o) { o.insert(QStringLiteral("ruleset"), QStringLiteral("ancients")); })
        << QStringLiteral("ruleset")
        << QStringLiteral("empire.json: ruleset: expected one of \"warmaster\", \"revolution\", found \"ancients\"");
    QTest::newRow("units not a list") << JsonChange([](QJsonObject &o) {
        o.insert(QStringLiteral("units"), QJsonObject());
    }) << QStringLiteral("units") << QStringLiteral("empire.json: units: expected a list of objects, found an object");
}

void TestArmyLists::badFilesNameFileAndPath()
{
    QFETCH(JsonChange, change);
    QFETCH(QString, field);
    QFETCH(QString, message);

    QJsonObject json = sampleJson();
    change(json);
    const Result<ArmyList> read = ArmyListJson::read(QJsonDocument(json).toJson(), QStringLiteral("empire.json"));
    QVERIFY(!read.ok());
    QCOMPARE(read.error().field, field);
    QCOMPARE(read.error().message, message);
}

// Each limit of core/limits.h an army list meets: the most is read, one more is refused with a message
// naming the field and the limit.
void TestArmyLists::limits_data()
{
    QTest::addColumn<JsonChange>("change");
    QTest::addColumn<QString>("message"); // empty: read

    const QString x = QStringLiteral("x");
    auto both = [](const char *name, const JsonChange &inside, const JsonChange &outside, const QString &message) {
        QTest::addRow("%s: the most", name) << inside << QString();
        QTest::addRow("%s: one more", name) << outside << QStringLiteral("empire.json: ") + message;
    };
    auto top = [&](const char *name, const QString &key, const QJsonValue &most, const QJsonValue &beyond,
                   const QString &message) {
        both(
            name, [=](QJsonObject &o) { o.insert(key, most); }, [=](QJsonObject &o) { o.insert(key, beyond); },
            message);
    };
    auto unit = [&](const char *name, const QString &key, const QJsonValue &most, const QJsonValue &beyond,
                    const QString &message) {
        both(
            name, [=](QJsonObject &o) { changeUnitField(o, 0, key, most); },
            [=](QJsonObject &o) { changeUnitField(o, 0, key, beyond); }, QStringLiteral("units[0].") + message);
    };
    auto upgrade = [&](const char *name, const QString &key, const QJsonValue &most, const QJsonValue &beyond,
                       const QString &message) {
        both(
            name, [=](QJsonObject &o) { changeUpgradeField(o, 0, key, most); },
            [=](QJsonObject &o) { changeUpgradeField(o, 0, key, beyond); }, QStringLiteral("upgrades[0].") + message);
    };

    top("name", QStringLiteral("name"), x.repeated(100), x.repeated(101),
        QStringLiteral("name: expected text of at most 100 characters, found 101 characters"));
    top("data version", QStringLiteral("dataVersion"), 1000000, 1000001,
        QStringLiteral("dataVersion: expected a whole number from 1 to 1000000, found 1000001"));
    auto rule = [&x](const QString &note) {
        return QJsonObject{{QStringLiteral("name"), x}, {QStringLiteral("note"), note}};
    };
    auto rules = [&rule, &x](int count) {
        QJsonArray list;
        for (int i = 0; i < count; ++i)
            list.append(rule(x));
        return list;
    };
    top("an army rule's note", QStringLiteral("rules"), QJsonArray{rule(x.repeated(2000))},
        QJsonArray{rule(x.repeated(2001))},
        QStringLiteral("rules[0].note: expected text of at most 2000 characters, found 2001 characters"));
    top("army rules", QStringLiteral("rules"), rules(200), rules(201),
        QStringLiteral("rules: expected a list of at most 200 entries, found 201 entries"));
    auto manyUnits = [](int count) {
        return [count](QJsonObject &o) {
            const QJsonObject first = o.value(QStringLiteral("units")).toArray().at(0).toObject();
            QJsonArray list;
            for (int i = 0; i < count; ++i) {
                QJsonObject u = first;
                u.insert(QStringLiteral("id"), QStringLiteral("empire:unit-%1").arg(i));
                u.insert(QStringLiteral("order"), i);
                list.append(u);
            }
            o.insert(QStringLiteral("units"), list);
            o.insert(QStringLiteral("upgrades"), QJsonArray());
        };
    };
    both("units", manyUnits(200), manyUnits(201),
         QStringLiteral("units: expected a list of at most 200 entries, found 201 entries"));
    unit("unit points", QStringLiteral("points"), 5000, 5001,
         QStringLiteral("points: expected a whole number from 0 to 5000, found 5001"));
    unit("unit order", QStringLiteral("order"), 999, 1000,
         QStringLiteral("order: expected a whole number from 0 to 999, found 1000"));
    unit("minimum per 1000", QStringLiteral("minPer1000"), 100, 101,
         QStringLiteral("minPer1000: expected a whole number from 0 to 100, found 101"));
    unit("army maximum", QStringLiteral("armyMax"), 100, 101,
         QStringLiteral("armyMax: expected a whole number from 0 to 100, found 101"));
    unit("magic item", QStringLiteral("magicItems"), QJsonArray{x.repeated(100)}, QJsonArray{x.repeated(101)},
         QStringLiteral("magicItems[0]: expected text of at most 100 characters, found 101 characters"));
    unit("a unit's rule", QStringLiteral("rules"), QJsonArray{rule(x.repeated(2000))},
         QJsonArray{rule(x.repeated(2001))},
         QStringLiteral("rules[0].note: expected text of at most 2000 characters, found 2001 characters"));
    auto valued = [](int value) {
        return [value](QJsonObject &o) {
            changeUnitField(o, 0, QStringLiteral("traits"), QJsonArray{QStringLiteral("order-modifier")});
            changeUnitField(o, 0, QStringLiteral("traitValues"),
                            QJsonObject{{QStringLiteral("order-modifier"), value}});
        };
    };
    both("a trait's value", valued(-3), valued(-4),
         QStringLiteral("units[0].traitValues.order-modifier: expected a whole number from -3 to 3, found -4"));
    upgrade("upgrade name", QStringLiteral("name"), x.repeated(100), x.repeated(101),
            QStringLiteral("name: expected text of at most 100 characters, found 101 characters"));
    upgrade("upgrade attacks", QStringLiteral("attacks"), 20, 21,
            QStringLiteral("attacks: expected a whole number from 0 to 20, found 21"));
    upgrade("upgrade range", QStringLiteral("rangeCm"), 300, 301,
            QStringLiteral("rangeCm: expected a whole number from 1 to 300, found 301"));
    upgrade("upgrade points", QStringLiteral("points"), 5000, 5001,
            QStringLiteral("points: expected a whole number from -5000 to 5000, found 5001"));
    upgrade("cheaper swap", QStringLiteral("points"), -5000, -5001,
            QStringLiteral("points: expected a whole number from -5000 to 5000, found -5001"));
    upgrade("upgrade maximum", QStringLiteral("maxPer1000"), 100, 101,
            QStringLiteral("maxPer1000: expected a whole number from 0 to 100, found 101"));
}

void TestArmyLists::limits()
{
    QFETCH(JsonChange, change);
    QFETCH(QString, message);
    QJsonObject json = sampleJson();
    change(json);
    const Result<ArmyList> read = ArmyListJson::read(QJsonDocument(json).toJson(), QStringLiteral("empire.json"));
    if (message.isEmpty()) {
        QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().message));
    } else {
        QVERIFY(!read.ok());
        QCOMPARE(read.error().message, message);
    }
}

void TestArmyLists::badFileChangesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile bad(dir.filePath(QStringLiteral("empire.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    QJsonObject json = sampleJson();
    changeUnitField(json, 3, QStringLiteral("hits"), QStringLiteral("x"));
    bad.write(QJsonDocument(json).toJson());
    bad.close();

    ArmyLists lists;
    lists.add(sampleList());
    const ArmyLists before = lists;
    const std::optional<Error> error = lists.addFile(bad.fileName());
    QVERIFY(error);
    QCOMPARE(error->message,
             QStringLiteral("empire.json: units[3].hits: expected a whole number from 1 to 20, found \"x\""));
    QCOMPARE(lists.lists().size(), before.lists().size());
    QVERIFY(lists.lists() == before.lists());

    QFile broken(dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": 1,");
    broken.close();
    const std::optional<Error> notJson = lists.addFile(broken.fileName());
    QVERIFY(notJson);
    QVERIFY2(notJson->message.startsWith(QStringLiteral("broken.json: not valid JSON at character")),
             qPrintable(notJson->message));
    QVERIFY(lists.lists() == before.lists());
}

void TestArmyLists::badFolderLoadsNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ArmyList good = sampleList();
    ArmyList other = sampleList();
    other.key = QStringLiteral("orcs");
    other.units.clear();
    other.upgrades.clear();
    QVERIFY(!ArmyLists::write({good, other}, dir.path(), 7));

    const Result<ArmyLists> loaded = ArmyLists::load(dir.path());
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QCOMPARE(loaded->dataVersion(), 7);
    QCOMPARE(loaded->lists().size(), 2);
    QVERIFY(*loaded->find(RulesetId::Revolution, QStringLiteral("empire")) == good);

    // One bad file and the folder gives no lists at all.
    QFile file(QDir(dir.path()).filePath(QStringLiteral("revolution/orcs.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": 1, \"key\": \"orcs\", \"name\": \"Orcs\", \"ruleset\": \"revolution\", "
               "\"dataVersion\": 1, \"units\": 3, \"upgrades\": []}");
    file.close();
    const Result<ArmyLists> bad = ArmyLists::load(dir.path());
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().message, QStringLiteral("revolution/orcs.json: units: expected a list of objects, found 3"));
}

void TestArmyLists::listsOnFirstUseAreReadWhenAskedFor()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(!ArmyLists::write({sampleList()}, dir.path(), 7));
    int loads = 0;
    QList<Error> failures;
    auto load = [&]() {
        ++loads;
        return ArmyLists::load(dir.path());
    };
    auto failed = [&](const Error &error) { failures.append(error); };

    const ArmyLists lists = ArmyLists::onFirstUse(load, failed);
    QVERIFY(!lists.isLoaded());
    QCOMPARE(loads, 0); // nothing read until asked
    QVERIFY(lists.find(RulesetId::Revolution, QStringLiteral("empire")));
    QVERIFY(lists.isLoaded());
    QCOMPARE(lists.dataVersion(), 7);
    QCOMPARE(lists.lists().size(), 1);
    QCOMPARE(loads, 1); // and read once
    QVERIFY(failures.isEmpty());

    // A list added before the first read joins those read, as it would after.
    ArmyLists added = ArmyLists::onFirstUse(load, failed);
    ArmyList orcs = sampleList();
    orcs.key = QStringLiteral("orcs");
    added.add(orcs);
    QCOMPARE(added.lists().size(), 2);
    QCOMPARE(loads, 2);

    // A folder that does not read leaves the lists empty and says why, once.
    QFile::remove(QDir(dir.path()).filePath(QStringLiteral("index.json")));
    const ArmyLists broken = ArmyLists::onFirstUse(load, failed);
    QVERIFY(broken.lists(RulesetId::Revolution).isEmpty());
    QVERIFY(!broken.magicItems(RulesetId::Revolution));
    QVERIFY(broken.lists().isEmpty());
    QCOMPARE(loads, 3);
    QCOMPARE(failures.size(), 1);
    QVERIFY2(failures.first().message.contains(QStringLiteral("index.json")), qPrintable(failures.first().message));
}

void TestArmyLists::aFingerprintChangesWithTheFiles()
{
    const QByteArray shipped = ArmyLists::fingerprint(ArmyLists::builtInFolder());
    QVERIFY(!shipped.isEmpty());
    QCOMPARE(ArmyLists::fingerprint(ArmyLists::builtInFolder()), shipped);

    QTemporaryDir first;
    QTemporaryDir second;
    QVERIFY(first.isValid() && second.isValid());
    ArmyList empire = sampleList();
    QVERIFY(!ArmyLists::write({empire}, first.path(), 7));
    QVERIFY(!ArmyLists::write({empire}, second.path(), 7));
    const QByteArray written = ArmyLists::fingerprint(first.path());
    QCOMPARE(ArmyLists::fingerprint(second.path()), written); // the files, wherever they are
    QVERIFY(written != shipped);

    // Any change to a list, the index or the files there are changes the fingerprint.
    ++empire.units.first().points;
    QVERIFY(!ArmyLists::write({empire}, second.path(), 7));
    const QByteArray points = ArmyLists::fingerprint(second.path());
    QVERIFY(points != written);
    QVERIFY(!ArmyLists::write({empire}, second.path(), 8));
    const QByteArray version = ArmyLists::fingerprint(second.path());
    QVERIFY(version != points);
    ArmyList orcs = sampleList();
    orcs.key = QStringLiteral("orcs");
    QVERIFY(!ArmyLists::write({empire, orcs}, second.path(), 8));
    QVERIFY(ArmyLists::fingerprint(second.path()) != version);
}

void TestArmyLists::converterReportsWhatItCannotMap()
{
    const QByteArray source = R"({
        "name": "Test", "version": "Warmaster Revolution", "group": 0, "order": 0, "magic": true,
        "colour": "red",
        "units": {
            "Spearmen": {"order": 0, "type": "Infantry", "attack": 3, "hits": 3, "armour": "6+", "size": 3,
                         "points": 45, "min": 2, "banner": true},
            "Lobbers": {"order": 1, "type": "Artillery", "attack": "1/x", "range": "60cm", "hits": 2, "size": 1,
                        "points": 70},
            "Beasts": {"order": 2, "type": "Monster", "attack": 4, "hits": 4, "armour": "-/5+", "size": 3,
                       "points": 90, "max": "elite"},
            "Chief": {"order": 3, "type": "General", "attack": "+2", "command": 9, "size": 1, "points": 100,
                      "armyMin": 1, "armyMax": 1, "upgrades": ["Horse", "Ring of Magic", "Sword of Doom"]}
        },
        "upgrades": {"Horse": {"order": 0, "type": "Monstrous Mount", "attack": "+1", "points": "+10"}},
        "specialRules": {"Beasts": {"order": 0, "text": ["Beasts can fly and cause terror."]}}
    })";
    WmSelectorConverter converter;
    const Result<ArmyList> list =
        converter.convert(source, QStringLiteral("test.json"), RulesetId::Revolution, QStringLiteral("test"));
    QVERIFY(list.ok());

    // Everything that converts is there...
    QCOMPARE(list->units.size(), 4);
    const ArmyUnit *beasts = list->unitByName(QStringLiteral("Beasts"));
    QVERIFY(beasts);
    QCOMPARE(beasts->profile.traits, Trait::Flyer | Trait::CausesTerror);
    QCOMPARE(beasts->profile.armour, Armour::saveOn(5));
    QCOMPARE(list->unitByName(QStringLiteral("Chief"))->magicItems, QStringList{QStringLiteral("Ring of Magic")});
    QCOMPARE(list->unitByName(QStringLiteral("Lobbers"))->profile.shootingAttacks, std::optional<int>());

    // ...and everything that does not is reported by list, item and field.
    QStringList reported;
    for (const ConversionIssue &issue : converter.issues())
        reported.append(issue.item + QLatin1Char('|') + issue.field);
    const QStringList expected{QStringLiteral("|colour"),
                               QStringLiteral("Spearmen|banner"),
                               QStringLiteral("Lobbers|attack"),
                               QStringLiteral("Lobbers|range"),
                               QStringLiteral("Beasts|armour"),
                               QStringLiteral("Beasts|max"),
                               QStringLiteral("Beasts|specialRules.Beasts"),
                               QStringLiteral("Chief|upgrades")};
    for (const QString &item : expected)
        QVERIFY2(reported.contains(item), qPrintable(item + QLatin1String(" not in ") + reported.join(u", ")));
    for (const ConversionIssue &issue : converter.issues())
        QCOMPARE(issue.list, QStringLiteral("revolution/test"));
}

// ---- Magic items ----------------------------------------------------------------------------------

namespace {

QByteArray sourceMagicItems(RulesetId ruleset)
{
    QFile f(QDir(wmSelectorFolder()).filePath(WmSelectorMagicItems::sourceFile(ruleset)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QJsonObject shippedMagicItemsJson()
{
    QFile f(QDir(ArmyLists::builtInFolder()).filePath(QStringLiteral("revolution/magic-items.json")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

void changeItemField(QJsonObject &o, int index, const QString &key, const QJsonValue &value)
{
    QJsonArray items = o.value(QStringLiteral("items")).toArray();
    QJsonObject item = items.at(index).toObject();
    if (value.isUndefined())
        item.remove(key);
    else
        item.insert(key, value);
    items.replace(index, item);
    o.insert(QStringLiteral("items"), items);
}

} // namespace

void TestArmyLists::magicItemsConvertTheSourceNumbers()
{
    if (!QDir(wmSelectorFolder()).exists())
        QSKIP("The wm-selector data is not next to the project.");
    // Every item of the source, with its price, code and army maximum as the source gives them.
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        const QByteArray source = sourceMagicItems(ruleset);
        const Result<WmSelectorMagicItems> converted =
            WmSelectorMagicItems::run(source, WmSelectorMagicItems::sourceFile(ruleset), ruleset, 1);
        QVERIFY(converted.ok());
        QStringList issues;
        for (const ConversionIssue &issue : converted->issues)
            issues.append(issue.toString());
        QVERIFY2(issues.isEmpty(), qPrintable(issues.join(u'\n')));
        const QJsonObject upgrades =
            QJsonDocument::fromJson(source).object().value(QStringLiteral("upgrades")).toObject();
        QCOMPARE(converted->items.offers.size(), upgrades.size());
        for (const MagicItemOffer &offer : converted->items.offers) {
            const QJsonObject o = upgrades.value(offer.name).toObject();
            QCOMPARE(offer.wmSelectorOrder, o.value(QStringLiteral("order")).toString());
            QCOMPARE(offer.armyMax, o.value(QStringLiteral("armyMax")).toInt());
            const QJsonValue points = o.value(QStringLiteral("points"));
            if (points.isString()) {
                QCOMPARE(QStringLiteral("+%1").arg(offer.points), points.toString());
                continue;
            }
            const QJsonObject table = points.toObject();
            QCOMPARE(qsizetype(table.size()), offer.pointsByArmour.size() + offer.pointsByHits.size());
            for (const auto &[armour, price] : offer.pointsByArmour) {
                const QString key = armour.hasSave() ? armour.toString() : QStringLiteral("-");
                QCOMPARE(table.value(key).toString(), QStringLiteral("+%1").arg(price));
            }
            for (const auto &[hits, price] : offer.pointsByHits)
                QCOMPARE(table.value(QString::number(hits)).toString(), QStringLiteral("+%1").arg(price));
        }
    }
}

void TestArmyLists::magicItemsConverterReportsWhatItCannotMap()
{
    const QByteArray source = R"({
        "upgrades": {
            "Battle Banner": {"order": "BB", "type": "Magic Standard", "points": "+30", "armyMax": 1},
            "Hat of Doom": {"order": "HoD", "type": "Magic Hat", "points": "+5", "armyMax": 1},
            "Sword of Might": {"order": "SwM", "type": "Magic Standard", "points": "+10", "armyMax": 1,
                               "colour": "red"},
            "Banner of Fortune": {"order": "BFn", "type": "Magic Standard", "points": "lots", "armyMax": 1},
            "Crown of Command": {"order": "CC", "type": "Device of Power", "points": "+70", "armyMax": 1}
        },
        "upgradeConstraints": [
            {"unitType": ["Infantry", "Dragon"], "upgrades": ["Battle Banner", "Sword of Might", "Wand of Power"],
             "magic": true}
        ]
    })";
    const Result<WmSelectorMagicItems> converted =
        WmSelectorMagicItems::run(source, QStringLiteral("test.json"), RulesetId::Revolution, 1);
    QVERIFY(converted.ok());
    QStringList kept;
    for (const MagicItemOffer &offer : converted->items.offers)
        kept.append(enumKey(offer.item));
    // The Crown has no one to carry it; the Banner of Fortune no price; the Hat is no item wmassist knows.
    QCOMPARE(kept, (QStringList{QStringLiteral("battle-banner"), QStringLiteral("sword-of-might")}));
    QCOMPARE(converted->items.offers.first().carriers.first().types, QList<UnitType>{UnitType::Infantry});
    QStringList reported;
    for (const ConversionIssue &issue : converted->issues) {
        QCOMPARE(issue.list, QStringLiteral("revolution/magic-items"));
        reported.append(issue.item + QLatin1Char('|') + issue.field);
    }
    QCOMPARE(reported, (QStringList{QStringLiteral("Banner of Fortune|points"), QStringLiteral("Hat of Doom|"),
                                    QStringLiteral("Sword of Might|colour"), QStringLiteral("Sword of Might|type"),
                                    QStringLiteral("|upgradeConstraints[0].unitType"),
                                    QStringLiteral("|upgradeConstraints[0].upgrades"),
                                    QStringLiteral("Crown of Command|upgradeConstraints")}));

    const Result<WmSelectorMagicItems> notItems =
        WmSelectorMagicItems::run("{\"units\": {}}", QStringLiteral("test.json"), RulesetId::Revolution, 1);
    QVERIFY(!notItems.ok());
    QCOMPARE(notItems.error().message, QStringLiteral("test.json: not wm-selector's magic items: no upgrades"));
}

void TestArmyLists::magicItemsRoundTrip()
{
    const ArmyLists lists = ArmyLists::builtIn().value();
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        const MagicItems &items = *lists.magicItems(ruleset);
        const QByteArray json = MagicItems::write(items);
        const Result<MagicItems> read = MagicItems::read(json, QStringLiteral("magic-items.json"));
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        QVERIFY(read.value() == items);
        QCOMPARE(MagicItems::write(read.value()), json);
    }
}

void TestArmyLists::badMagicItemFiles_data()
{
    QTest::addColumn<JsonChange>("change");
    QTest::addColumn<QString>("message");

    auto field = [](int index, const char *key, const QJsonValue &value) {
        return JsonChange([=](QJsonObject &o) { changeItemField(o, index, QString::fromLatin1(key), value); });
    };
    QTest::newRow("the shipped file") << JsonChange([](QJsonObject &) {}) << QString();
    QTest::newRow("unknown item") << field(0, "key", QStringLiteral("hat-of-doom"))
                                  << QStringLiteral("magic-items.json: items[0].key: expected one of "
                                                    "\"battle-banner\", \"banner-of-shielding\", "
                                                    "\"banner-of-fortitude\", \"banner-of-steadfastness\", "
                                                    "\"banner-of-fortune\", \"sword-of-destruction\", "
                                                    "\"sword-of-fate\", \"sword-of-cleaving\", \"sword-of-might\", "
                                                    "\"crown-of-command\", \"helm-of-dominion\", \"orb-of-majesty\", "
                                                    "\"ring-of-magic\", \"staff-of-spellbinding\", "
                                                    "\"sceptre-of-sovereignty\", \"scroll-of-dispelling\", "
                                                    "\"wand-of-power\", \"rod-of-repetition\", found \"hat-of-doom\"");
    QTest::newRow("an item twice") << field(1, "key", QStringLiteral("battle-banner"))
                                   << QStringLiteral("magic-items.json: items[1].key: \"battle-banner\" is the key of "
                                                     "an earlier item");
    QTest::newRow("a code twice") << field(1, "wmSelectorOrder", QStringLiteral("BB"))
                                  << QStringLiteral("magic-items.json: items[1].wmSelectorOrder: \"BB\" is the code of "
                                                    "an earlier item");
    QTest::newRow("a code a link cannot hold")
        << field(0, "wmSelectorOrder", QStringLiteral("B B"))
        << QStringLiteral("magic-items.json: items[0].wmSelectorOrder: expected letters and digits, found \"B B\"");
    QTest::newRow("two prices") << field(1, "points", 10)
                                << QStringLiteral("magic-items.json: items[1]: expected exactly one of points, "
                                                  "pointsByArmour and pointsByHits");
    QTest::newRow("no price") << field(0, "points", QJsonValue::Undefined)
                              << QStringLiteral("magic-items.json: items[0]: expected exactly one of points, "
                                                "pointsByArmour and pointsByHits");
    QTest::newRow("bad armour price")
        << field(1, "pointsByArmour", QJsonObject{{QStringLiteral("7+"), 10}})
        << QStringLiteral("magic-items.json: items[1].pointsByArmour.7+: expected one of \"3+\", \"4+\", \"5+\", "
                          "\"6+\", \"none\", found \"7+\"");
    QTest::newRow("bad hits price") << field(2, "pointsByHits", QJsonObject{{QStringLiteral("x"), 10}})
                                    << QStringLiteral("magic-items.json: items[2].pointsByHits.x: expected a whole "
                                                      "number from 1 to 20, found \"x\"");
    QTest::newRow("price too high") << field(0, "points", 5001)
                                    << QStringLiteral("magic-items.json: items[0].points: expected a whole number "
                                                      "from 0 to 5000, found 5001");
    QTest::newRow("army maximum 0") << field(0, "armyMax", 0)
                                    << QStringLiteral("magic-items.json: items[0].armyMax: expected a whole number "
                                                      "from 1 to 100, found 0");
    QTest::newRow("nobody carries it") << field(0, "carriers", QJsonArray())
                                       << QStringLiteral("magic-items.json: items[0].carriers: expected at least one "
                                                         "kind of carrier");
    QTest::newRow("bad carrier type")
        << field(0, "carriers",
                 QJsonArray{QJsonObject{{QStringLiteral("types"), QJsonArray{QStringLiteral("dragon")}}}})
        << QStringLiteral("magic-items.json: items[0].carriers[0].types[0]: expected one of \"infantry\", "
                          "\"cavalry\", \"chariot\", \"artillery\", \"monster\", \"machine\", \"general\", \"hero\", "
                          "\"wizard\", found \"dragon\"");
    QTest::newRow("unknown field") << field(0, "text", QStringLiteral("copied"))
                                   << QStringLiteral(
                                          "magic-items.json: items[0].text: not a field wmassist knows here");
}

void TestArmyLists::badMagicItemFiles()
{
    QFETCH(JsonChange, change);
    QFETCH(QString, message);
    QJsonObject json = shippedMagicItemsJson();
    QVERIFY(!json.isEmpty());
    change(json);
    const Result<MagicItems> read = MagicItems::read(QJsonDocument(json).toJson(), QStringLiteral("magic-items.json"));
    if (message.isEmpty()) {
        QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().message));
    } else {
        QVERIFY(!read.ok());
        QCOMPARE(read.error().message, message);
    }
}

void TestArmyLists::magicItemsLoadBesideTheLists()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const ArmyLists shipped = ArmyLists::builtIn().value();
    ArmyList skaven = *shipped.find(RulesetId::Revolution, QStringLiteral("skaven"));
    const MagicItems items = *shipped.magicItems(RulesetId::Revolution);
    QVERIFY(!ArmyLists::write({skaven}, dir.path(), 3, {items}));
    QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("revolution/magic-items.json"))));
    const Result<ArmyLists> loaded = ArmyLists::load(dir.path());
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QVERIFY(loaded->magicItems(RulesetId::Revolution));
    QVERIFY(*loaded->magicItems(RulesetId::Revolution) == items);
    QVERIFY(!loaded->magicItems(RulesetId::Warmaster));

    // Written again without them, the catalogue goes as a list the source lost would.
    QVERIFY(!ArmyLists::write({skaven}, dir.path(), 3));
    QVERIFY(!QFile::exists(QDir(dir.path()).filePath(QStringLiteral("revolution/magic-items.json"))));
    QVERIFY(!ArmyLists::load(dir.path())->magicItems(RulesetId::Revolution));

    // A list naming an item its catalogue lacks does not load.
    MagicItems fewer = items;
    fewer.offers.removeIf([](const MagicItemOffer &o) { return o.item == MagicItem::RingOfMagic; });
    QVERIFY(!ArmyLists::write({skaven}, dir.path(), 3, {fewer}));
    const Result<ArmyLists> bad = ArmyLists::load(dir.path());
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().message, QStringLiteral("revolution/skaven.json: units[10].magicItems[0]: "
                                                 "revolution/magic-items.json has no magic item \"Ring of Magic\""));

    // A list keyed like the catalogue's file would be written over it.
    skaven.key = QStringLiteral("magic-items");
    const std::optional<Error> clash = ArmyLists::write({skaven}, dir.path(), 3, {items});
    QVERIFY(clash);
    QCOMPARE(clash->message,
             QStringLiteral("The list \"revolution/magic-items\" would be written over the magic items."));
}

void TestArmyLists::documentedMagicItemsRead()
{
    QFile doc(QStringLiteral(WMASSIST_SOURCE_DIR "/docs/formats.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QByteArray text = doc.readAll();
    const qsizetype section = text.indexOf("### Magic item catalogues");
    QVERIFY(section >= 0);
    const QByteArray fence = "```json\n";
    const qsizetype start = text.indexOf(fence, section);
    const qsizetype end = text.indexOf("\n```", start + fence.size());
    QVERIFY(start >= 0 && end >= 0);
    const Result<MagicItems> read =
        MagicItems::read(text.mid(start + fence.size(), end - start - fence.size()), QStringLiteral("formats.md"));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    // The example's items are the shipped ones.
    // builtIn() returns its lists by value: keep them alive while their items are read.
    const Result<ArmyLists> lists = ArmyLists::builtIn();
    QVERIFY(lists.ok());
    const MagicItems &shipped = *lists->magicItems(RulesetId::Revolution);
    QCOMPARE(read->offers.size(), 2);
    for (const MagicItemOffer &offer : read->offers)
        QVERIFY2(*shipped.offer(offer.item) == offer, qPrintable(offer.name));
}

void TestArmyLists::convertingTheSourceGivesTheShippedFiles()
{
    if (!QDir(wmSelectorFolder()).exists())
        QSKIP("The wm-selector data is not next to the project.");
    WmSelectorConverter converter;
    const Result<QList<ArmyList>> lists = converter.convertFolder(wmSelectorFolder());
    QVERIFY2(lists.ok(), qPrintable(lists.ok() ? QString() : lists.error().message));
    QVERIFY2(converter.unusedNotes().isEmpty(), qPrintable(converter.unusedNotes().join(u", ")));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(converter.magicItems().size(), 2);
    QVERIFY(!ArmyLists::write(lists.value(), dir.path(), WmSelectorConverter::DataVersion, converter.magicItems()));
    // The files update_armies writes are the ones compiled in, byte for byte: a rerun changes nothing.
    const QDir shipped(ArmyLists::builtInFolder());
    QStringList files{QStringLiteral("index.json"), QStringLiteral("warmaster/magic-items.json"),
                      QStringLiteral("revolution/magic-items.json")};
    for (const ArmyList &list : lists.value())
        files.append(enumKey(list.ruleset) + QLatin1Char('/') + list.key + QLatin1String(".json"));
    QCOMPARE(files.size(), 42);
    for (const QString &file : files) {
        QFile converted(QDir(dir.path()).filePath(file));
        QFile compiledIn(shipped.filePath(file));
        QVERIFY2(converted.open(QIODevice::ReadOnly), qPrintable(file));
        QVERIFY2(compiledIn.open(QIODevice::ReadOnly), qPrintable(file));
        QVERIFY2(converted.readAll() == compiledIn.readAll(), qPrintable(file));
    }
}

void TestArmyLists::everyRuleIsClassified()
{
    // Every special rule of every list is applied, asked or shown; one that is none of them would
    // be a rule the app silently ignores.
    const ArmyLists lists = ArmyLists::builtIn().value();
    int rules = 0;
    auto check = [&rules](const ArmyList &list, const QString &carrier, const QList<SpecialRule> &carried) {
        for (const SpecialRule &rule : carried) {
            ++rules;
            QVERIFY2(rule.classified(), qPrintable(QStringLiteral("%1/%2: %3: %4 is neither applied, asked nor shown")
                                                       .arg(enumKey(list.ruleset), list.key, carrier, rule.name)));
            QVERIFY2(!rule.note.isEmpty(), qPrintable(list.key + QLatin1Char(' ') + rule.name));
        }
    };
    for (const ArmyList &list : lists.lists()) {
        check(list, QStringLiteral("army"), list.rules);
        for (const ArmyUnit &unit : list.units)
            check(list, unit.name(), unit.profile.rules);
        for (const ArmyUpgrade &upgrade : list.upgrades)
            check(list, upgrade.name, upgrade.rules);
    }
    // The lists carry every rule of the source: 342 unit and upgrade entries, and the army rules.
    QVERIFY2(rules >= 342, qPrintable(QString::number(rules)));
}

void TestArmyLists::armiesDocMatchesTheLists()
{
    QFile doc(QStringLiteral(WMASSIST_SOURCE_DIR "/docs/armies.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString expected = ArmiesDoc::markdown(ArmyLists::builtIn().value().lists());
    if (qEnvironmentVariableIsSet("WMASSIST_DUMP_ARMIES_DOC")) {
        QFile out(qEnvironmentVariable("WMASSIST_DUMP_ARMIES_DOC"));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(expected.toUtf8());
    }
    QVERIFY2(QString::fromUtf8(doc.readAll()) == expected,
             "docs/armies.md differs from the lists: run the update_armies target");
}

QTEST_APPLESS_MAIN(TestArmyLists)
#include "tst_armylists.moc"
