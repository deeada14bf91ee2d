// SPDX-License-Identifier: GPL-3.0-or-later
// Rosters: units picked from the army lists, the list rules a roster is checked against (FACTS §9.1),
// its break point (FACTS §8) and its files (docs/formats.md, "Roster files").

#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/armies/armylists.h"
#include "core/limits.h"
#include "core/roster/rostercheck.h"
#include "core/roster/rosterjson.h"
#include "core/roster/rosterunits.h"
#include "core/rules/endofbattle.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace wm;
using namespace wm::test;

Q_DECLARE_METATYPE(wm::RosterWarningKind)
Q_DECLARE_METATYPE(QList<wm::RosterWarningKind>)
Q_DECLARE_METATYPE(wm::Roster)
Q_DECLARE_METATYPE(QList<wm::Error>)
Q_DECLARE_METATYPE(wm::MagicItem)

namespace wm {

inline char *toString(RosterWarningKind kind)
{
    switch (kind) {
    case RosterWarningKind::PointsOverLimit:
        return qstrdup("PointsOverLimit");
    case RosterWarningKind::BelowMinimum:
        return qstrdup("BelowMinimum");
    case RosterWarningKind::AboveMaximum:
        return qstrdup("AboveMaximum");
    case RosterWarningKind::NoGeneral:
        return qstrdup("NoGeneral");
    case RosterWarningKind::SeveralGenerals:
        return qstrdup("SeveralGenerals");
    case RosterWarningKind::UpgradeAboveMaximum:
        return qstrdup("UpgradeAboveMaximum");
    case RosterWarningKind::RequiredUnitMissing:
        return qstrdup("RequiredUnitMissing");
    case RosterWarningKind::UnitNotInList:
        return qstrdup("UnitNotInList");
    case RosterWarningKind::UpgradeNotInList:
        return qstrdup("UpgradeNotInList");
    case RosterWarningKind::MagicItemNotAllowed:
        return qstrdup("MagicItemNotAllowed");
    case RosterWarningKind::MagicItemAboveMaximum:
        return qstrdup("MagicItemAboveMaximum");
    case RosterWarningKind::StandsNotAttached:
        return qstrdup("StandsNotAttached");
    }
    return qstrdup("?");
}

} // namespace wm

namespace {

const ArmyLists &builtIn()
{
    static const ArmyLists lists = ArmyLists::builtIn().value();
    return lists;
}

const ArmyList &builtInList(const QString &key, RulesetId ruleset = RulesetId::Revolution)
{
    const ArmyList *list = builtIn().find(ruleset, key);
    Q_ASSERT(list);
    return *list;
}

const MagicItems &builtInItems(RulesetId ruleset = RulesetId::Revolution)
{
    const MagicItems *items = builtIn().magicItems(ruleset);
    Q_ASSERT(items);
    return *items;
}

// A unit of the list carrying `item`, priced by the ruleset's catalogue.
RosterUnit carrying(const ArmyList &list, const QString &unitSlug, MagicItem item, const QStringList &upgradeSlugs = {},
                    const QString &label = {})
{
    QStringList upgrades;
    for (const QString &slug : upgradeSlugs)
        upgrades.append(list.key + QLatin1String(":upgrade:") + slug);
    const Result<RosterUnit> unit = RosterUnits::fromList(list, list.key + QLatin1Char(':') + unitSlug, upgrades, label,
                                                          item, &builtInItems(list.ruleset));
    if (!unit)
        qFatal("%s", qPrintable(unit.error().message));
    return unit.value();
}

RosterUnit pick(const ArmyList &list, const QString &unitSlug, const QStringList &upgradeSlugs = {},
                const QString &label = {})
{
    QStringList upgrades;
    for (const QString &slug : upgradeSlugs)
        upgrades.append(list.key + QLatin1String(":upgrade:") + slug);
    const Result<RosterUnit> unit =
        RosterUnits::fromList(list, list.key + QLatin1Char(':') + unitSlug, upgrades, label);
    if (!unit)
        qFatal("%s", qPrintable(unit.error().message));
    return unit.value();
}

RosterUnit typedIn(const UnitProfile &profile, int points, const QString &label = {})
{
    const Result<RosterUnit> unit = RosterUnits::custom(profile, points, label);
    if (!unit)
        qFatal("%s", qPrintable(unit.error().message));
    return unit.value();
}

// A roster of `list` from specs such as "halberdiers*2" (two units), "general+griffon" (with an
// upgrade), or "typed-in-general" (a General typed in by the player).
Roster roster(const ArmyList &list, int pointsLimit, const QStringList &specs)
{
    Roster r;
    r.name = QStringLiteral("Test");
    r.ruleset = list.ruleset;
    r.armyKey = list.key;
    r.armyDataVersion = list.dataVersion;
    r.pointsLimit = pointsLimit;
    for (const QString &spec : specs) {
        const QStringList times = spec.split(QLatin1Char('*'));
        const int count = times.size() > 1 ? times.at(1).toInt() : 1;
        for (int i = 0; i < count; ++i) {
            if (times.first() == QLatin1String("typed-in-general")) {
                r.units.append(typedIn(empireGeneral(), 125, QStringLiteral("Karl")));
                continue;
            }
            QStringList parts = times.first().split(QLatin1Char('+'));
            const QString unit = parts.takeFirst();
            r.units.append(pick(list, unit, parts));
        }
    }
    return r;
}

QStringList messages(const RosterReport &report)
{
    QStringList result;
    for (const RosterWarning &w : report.warnings)
        result.append(w.message);
    return result;
}

QList<RosterWarningKind> kinds(const RosterReport &report)
{
    QList<RosterWarningKind> result;
    for (const RosterWarning &w : report.warnings)
        result.append(w.kind);
    return result;
}

// An Empire roster with a mounted General, a swapped unit, a labelled unit and a unit typed in.
Roster sampleRoster()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    Roster r;
    r.name = QStringLiteral("Reikland border patrol");
    r.ruleset = RulesetId::Revolution;
    r.armyKey = empire.key;
    r.armyDataVersion = empire.dataVersion;
    r.pointsLimit = 1000;
    r.units.append(pick(empire, QStringLiteral("general"), {QStringLiteral("griffon")}));
    r.units.append(pick(empire, QStringLiteral("crossbowmen"), {QStringLiteral("handgunners")}));
    r.units.append(pick(empire, QStringLiteral("knights"), {}, QStringLiteral("Knights - red banner")));
    UnitProfile ogres = profile(QStringLiteral("Ogre Mercenaries"), UnitType::Infantry, 4, std::nullopt, 4,
                                Armour::saveOn(5), 3, Trait::IgnoresTerror);
    r.units.append(typedIn(ogres, 105, QStringLiteral("Golgfag's lads")));
    return r;
}

QJsonObject sampleObject()
{
    return RosterJson::toJson(sampleRoster());
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject withUnitField(QJsonObject o, int index, const QString &key, const QJsonValue &value)
{
    QJsonArray units = o.value(QStringLiteral("units")).toArray();
    QJsonObject unit = units.at(index).toObject();
    unit.insert(key, value);
    units.replace(index, unit);
    o.insert(QStringLiteral("units"), units);
    return o;
}

QJsonObject withField(QJsonObject o, const QString &key, const QJsonValue &value)
{
    o.insert(key, value);
    return o;
}

QJsonObject withoutUnitField(QJsonObject o, int index, const QString &key)
{
    QJsonArray units = o.value(QStringLiteral("units")).toArray();
    QJsonObject unit = units.at(index).toObject();
    unit.remove(key);
    units.replace(index, unit);
    o.insert(QStringLiteral("units"), units);
    return o;
}

QString letters(qsizetype count)
{
    return QString(count, QLatin1Char('x'));
}

// The sample roster with its Knights `count` times over.
QJsonObject withUnits(qsizetype count)
{
    QJsonObject o = sampleObject();
    const QJsonValue knights = o.value(QStringLiteral("units")).toArray().at(2);
    QJsonArray units;
    for (qsizetype i = 0; i < count; ++i)
        units.append(knights);
    o.insert(QStringLiteral("units"), units);
    return o;
}

QJsonArray upgradeIds(qsizetype count)
{
    QJsonArray ids;
    for (qsizetype i = 0; i < count; ++i)
        ids.append(QStringLiteral("empire:upgrade:griffon"));
    return ids;
}

} // namespace

class TestRosters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesakesAreNumberedForTheTable();
    void fromList_data();
    void fromList();
    void fromListErrors_data();
    void fromListErrors();
    void offeredUpgrades_data();
    void offeredUpgrades();
    void upgradeChoices();
    void everyUnitOfEveryListReadsBack_data();
    void everyUnitOfEveryListReadsBack();
    void djinnShootsWithTheUnitHeJoins_data();
    void djinnShootsWithTheUnitHeJoins();
    void fromListRefusesWhatNoRosterKeeps_data();
    void fromListRefusesWhatNoRosterKeeps();
    void rosterLimits_data();
    void rosterLimits();

    void check_data();
    void check();
    void warningsNameWhatTheyConcern();
    void unitsNotInTheList();
    void rosterWithoutList();
    void breakPoint_data();
    void breakPoint();

    void writeThenReadGivesTheSameRoster();
    void writingIsDeterministic();
    void rosterInsideAnotherFile();
    void documentedExampleReads();
    void badFiles_data();
    void badFiles();
    void limits_data();
    void limits();
    void readWriteReadKeepsTheRoster_data();
    void readWriteReadKeepsTheRoster();

    void magicItemCatalogues_data();
    void magicItemCatalogues();
    void whoMayCarryAMagicItem_data();
    void whoMayCarryAMagicItem();
    void magicItemPricedByItsCarrier_data();
    void magicItemPricedByItsCarrier();
    void fromListRefusesAnItemTheUnitMayNotCarry();
    void magicItemChoicesForTheEditor();
    void checkMagicItems_data();
    void checkMagicItems();
    void unitsTypedInCarryNoItem();
    void victoryPointsCountMagicItems();
    void rosterFileKeepsTheMagicItem();
};

void TestRosters::fromList_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("upgrades");
    QTest::addColumn<QString>("unitId");
    QTest::addColumn<QString>("name");
    QTest::addColumn<UnitType>("type");
    QTest::addColumn<int>("attacks");
    QTest::addColumn<std::optional<int>>("shootingAttacks");
    QTest::addColumn<Traits>("traits");
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("countsTowardsBreakPoint");

    QTest::newRow("plain unit") << QStringLiteral("halberdiers") << QStringList()
                                << QStringLiteral("empire:halberdiers") << QStringLiteral("Halberdiers")
                                << UnitType::Infantry << 3 << std::optional<int>() << Traits() << 45 << true;
    // The Griffon adds its +2 attacks to the General's +2, flies and causes terror; 125 + 80 points.
    QTest::newRow("General on a Griffon")
        << QStringLiteral("general") << QStringList{QStringLiteral("griffon")} << QStringLiteral("empire:general")
        << QStringLiteral("General") << UnitType::General << 4 << std::optional<int>()
        << Traits(Trait::Flyer | Trait::CausesTerror) << 205 << false;
    // Picked as Crossbowmen (55), fielded as Handgunners for 10 points more.
    QTest::newRow("Crossbowmen as Handgunners")
        << QStringLiteral("crossbowmen") << QStringList{QStringLiteral("handgunners")}
        << QStringLiteral("empire:crossbowmen") << QStringLiteral("Handgunners") << UnitType::Infantry << 3
        << std::optional<int>(1) << Traits(Trait::ArmourPiercing) << 65 << true;
    QTest::newRow("skirmishers never count")
        << QStringLiteral("skirmishers") << QStringList() << QStringLiteral("empire:skirmishers")
        << QStringLiteral("Skirmishers") << UnitType::Infantry << 4 << std::optional<int>() << Traits() << 20 << false;
}

void TestRosters::fromList()
{
    QFETCH(QString, unit);
    QFETCH(QStringList, upgrades);
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    const RosterUnit u = pick(empire, unit, upgrades, QStringLiteral("left flank"));

    QTEST(u.unitId, "unitId");
    QTEST(u.profile.name, "name");
    QTEST(u.profile.type, "type");
    QTEST(u.profile.combatAttacks, "attacks");
    QTEST(u.profile.shootingAttacks, "shootingAttacks");
    QTEST(u.profile.traits, "traits");
    QTEST(u.points, "points");
    QTEST(u.countsTowardsBreakPoint, "countsTowardsBreakPoint");
    QCOMPARE(u.label, QStringLiteral("left flank"));
    QCOMPARE(u.displayName(), QStringLiteral("left flank"));
    QCOMPARE(u.isCustom(), false);
    for (const QString &slug : upgrades)
        QVERIFY(u.upgrades.contains(QStringLiteral("empire:upgrade:") + slug));
}

void TestRosters::fromListErrors_data()
{
    QTest::addColumn<QString>("unitId");
    QTest::addColumn<QStringList>("upgrades");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");

    QTest::newRow("upgrade the unit may not take")
        << QStringLiteral("empire:halberdiers") << QStringList{QStringLiteral("empire:upgrade:griffon")}
        << QStringLiteral("upgrades") << QStringLiteral("Halberdiers may not take the upgrade Griffon.");
    QTest::newRow("unknown unit") << QStringLiteral("empire:dragon-riders") << QStringList() << QStringLiteral("unitId")
                                  << QStringLiteral("The Empire list has no unit \"empire:dragon-riders\".");
    QTest::newRow("unknown upgrade") << QStringLiteral("empire:general")
                                     << QStringList{QStringLiteral("empire:upgrade:pegasus")}
                                     << QStringLiteral("upgrades")
                                     << QStringLiteral("The Empire list has no upgrade \"empire:upgrade:pegasus\".");
    QTest::newRow("two mounts") << QStringLiteral("empire:wizard")
                                << QStringList{QStringLiteral("empire:upgrade:griffon"),
                                               QStringLiteral("empire:upgrade:war-altar")}
                                << QStringLiteral("upgrades") << QStringLiteral("Wizard may ride only one mount.");
}

void TestRosters::fromListErrors()
{
    QFETCH(QString, unitId);
    QFETCH(QStringList, upgrades);
    const Result<RosterUnit> u = RosterUnits::fromList(builtInList(QStringLiteral("empire")), unitId, upgrades);
    QVERIFY(!u.ok());
    QTEST(u.error().field, "field");
    QTEST(u.error().message, "message");
}

void TestRosters::offeredUpgrades_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("taken");
    QTest::addColumn<QStringList>("offered");

    // The Chaos Dwarf General may become a Sorcerer Lord, who may then ride a Lammasu.
    QTest::newRow("own upgrades") << QStringLiteral("general") << QStringList()
                                  << QStringList{QStringLiteral("great-taurus"), QStringLiteral("sorcerer-lord")};
    QTest::newRow("a taken upgrade unlocks another")
        << QStringLiteral("general") << QStringList{QStringLiteral("sorcerer-lord")}
        << QStringList{QStringLiteral("great-taurus"), QStringLiteral("sorcerer-lord"), QStringLiteral("lammasu")};
    QTest::newRow("an upgrade not taken unlocks nothing")
        << QStringLiteral("general") << QStringList{QStringLiteral("great-taurus")}
        << QStringList{QStringLiteral("great-taurus"), QStringLiteral("sorcerer-lord")};
    QTest::newRow("unknown unit") << QStringLiteral("dragon-riders") << QStringList() << QStringList();
}

void TestRosters::offeredUpgrades()
{
    QFETCH(QString, unit);
    QFETCH(QStringList, taken);
    QFETCH(QStringList, offered);
    const ArmyList &dwarfs = builtInList(QStringLiteral("chaos-dwarfs"));
    auto ids = [&dwarfs](const QStringList &slugs) {
        QStringList result;
        for (const QString &slug : slugs)
            result.append(dwarfs.key + QLatin1String(":upgrade:") + slug);
        return result;
    };
    const QString unitId = dwarfs.key + QLatin1Char(':') + unit;
    QCOMPARE(RosterUnits::offeredUpgrades(dwarfs, unitId, ids(taken)), ids(offered));

    // fromList accepts what is offered, each upgrade after the one that unlocks it, and refuses the rest.
    if (!offered.isEmpty()) {
        QVERIFY(RosterUnits::fromList(dwarfs, unitId, ids(taken)).ok());
        QVERIFY(!RosterUnits::fromList(dwarfs, unitId, ids({QStringLiteral("lammasu")})).ok());
        QVERIFY(
            !RosterUnits::fromList(dwarfs, unitId, ids({QStringLiteral("lammasu"), QStringLiteral("sorcerer-lord")}))
                 .ok());
        QVERIFY(RosterUnits::fromList(dwarfs, unitId, ids({QStringLiteral("sorcerer-lord"), QStringLiteral("lammasu")}))
                    .ok());
    }
}

void TestRosters::upgradeChoices()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    const QString griffon = QStringLiteral("empire:upgrade:griffon");
    RosterUnit general = pick(empire, QStringLiteral("general"), {QStringLiteral("griffon")});
    QCOMPARE(RosterUnits::upgradeChoices(empire, general),
             RosterUnits::offeredUpgrades(empire, general.unitId, general.upgrades));
    QVERIFY(RosterUnits::upgradeChoices(empire, general).contains(griffon));

    // An upgrade the list does not offer the unit (the list changed) is shown last, to be taken off.
    RosterUnit halberdiers = pick(empire, QStringLiteral("halberdiers"));
    halberdiers.upgrades = {griffon};
    QStringList expected = empire.unit(halberdiers.unitId)->upgrades;
    expected.append(griffon);
    QCOMPARE(RosterUnits::upgradeChoices(empire, halberdiers), expected);

    // A unit the list lacks, or one typed in, has no choices.
    RosterUnit missing = halberdiers;
    missing.unitId = QStringLiteral("empire:dragon-riders");
    QCOMPARE(RosterUnits::upgradeChoices(empire, missing), QStringList());
}

// Every set of upgrades a unit of `list` may take together, each in the order the list offers it: those
// a taken upgrade unlocks come after it, and a character rides one mount at most.
QList<QStringList> upgradeSets(const ArmyList &list, const QString &unitId)
{
    QList<QStringList> sets{{}};
    for (qsizetype i = 0; i < sets.size(); ++i) {
        const QStringList taken = sets.at(i);
        const QStringList offered = RosterUnits::offeredUpgrades(list, unitId, taken);
        const qsizetype after = taken.isEmpty() ? 0 : offered.indexOf(taken.last()) + 1;
        const bool mounted = std::any_of(taken.cbegin(), taken.cend(), [&list](const QString &id) {
            return list.upgrade(id)->kind == UpgradeKind::Mount;
        });
        for (qsizetype j = after; j < offered.size(); ++j) {
            const ArmyUpgrade *upgrade = list.upgrade(offered.at(j));
            if (upgrade && !(mounted && upgrade->kind == UpgradeKind::Mount))
                sets.append(taken + QStringList{offered.at(j)});
        }
    }
    return sets;
}

void TestRosters::everyUnitOfEveryListReadsBack_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    static const ArmyLists lists = ArmyLists::builtIn().value();
    for (const ArmyList &list : lists.lists())
        QTest::addRow("%s/%s", qPrintable(enumKey(list.ruleset)), qPrintable(list.key)) << list.ruleset << list.key;
}

// Whatever a player picks from a shipped list, the roster editor saves and wmassist reads back as it
// was: every unit, with every set of upgrades it may take.
void TestRosters::everyUnitOfEveryListReadsBack()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    const ArmyList &list = builtInList(army, ruleset);
    int picked = 0;
    for (const ArmyUnit &unit : list.units) {
        for (const QStringList &upgrades : upgradeSets(list, unit.id)) {
            const QString what = unit.id + QLatin1Char('+') + upgrades.join(QLatin1Char('+'));
            const Result<RosterUnit> made = RosterUnits::fromList(list, unit.id, upgrades);
            QVERIFY2(made.ok(), qPrintable(what + QLatin1String(": ") + (made ? QString() : made.error().message)));
            QVERIFY2(made->profile.validate().isEmpty(), qPrintable(what));

            Roster r;
            r.name = list.name;
            r.ruleset = list.ruleset;
            r.armyKey = list.key;
            r.armyDataVersion = list.dataVersion;
            r.units.append(made.value());
            const Result<Roster> read = RosterJson::read(RosterJson::write(r), QStringLiteral("roster.json"));
            QVERIFY2(read.ok(), qPrintable(what + QLatin1String(": ") + (read ? QString() : read.error().message)));
            QVERIFY2(read.value() == r, qPrintable(what));
            ++picked;
        }
    }
    QVERIFY(picked >= list.units.size());
}

void TestRosters::djinnShootsWithTheUnitHeJoins_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::newRow("Warmaster") << RulesetId::Warmaster;
    QTest::newRow("Warmaster Revolution") << RulesetId::Revolution;
}

// The Djinn's two shooting attacks go to a stand of the unit its Wizard joins, at that unit's range
// (wm-selector: "as unit"): the Wizard's own stand does not shoot. A Dragon breathes fire at its own
// 20 cm, so its rider does.
void TestRosters::djinnShootsWithTheUnitHeJoins()
{
    QFETCH(RulesetId, ruleset);
    const ArmyList &araby = builtInList(QStringLiteral("araby"), ruleset);
    const ArmyUpgrade *djinn = araby.upgrade(QStringLiteral("araby:upgrade:djinn"));
    QVERIFY(djinn);
    QCOMPARE(djinn->shootingAttackBonus, std::optional<int>(2));
    QCOMPARE(djinn->rangeCm, std::optional<int>());

    const RosterUnit wizard = pick(araby, QStringLiteral("wizard"), {QStringLiteral("djinn")});
    QCOMPARE(wizard.profile.combatAttacks, 2);
    QCOMPARE(wizard.profile.shootingAttacks, std::optional<int>());
    QCOMPARE(wizard.profile.rangeCm, std::optional<int>());
    QCOMPARE(wizard.profile.traits, Trait::Flyer | Trait::CausesTerror | Trait::AddsShootingAttacks);
    QCOMPARE(wizard.profile.value(Trait::AddsShootingAttacks), 2); // the unit he joins shoots them
    QCOMPARE(wizard.points, 45 + 90);

    const ArmyList &elves = builtInList(
        ruleset == RulesetId::Warmaster ? QStringLiteral("high-elf") : QStringLiteral("high-elves"), ruleset);
    const RosterUnit rider = pick(elves, QStringLiteral("general"), {QStringLiteral("dragon")});
    QCOMPARE(rider.profile.shootingAttacks, std::optional<int>(3));
    QCOMPARE(rider.profile.rangeCm, std::optional<int>(20));
}

void TestRosters::fromListRefusesWhatNoRosterKeeps_data()
{
    QTest::addColumn<int>("griffonAttacks");
    QTest::addColumn<int>("griffonPoints");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // empty: made

    // The General's +2 and the Griffon's bonus make the rider's attacks; 125 points and the Griffon's.
    QTest::newRow("20 attacks") << 18 << 80 << QString() << QString();
    QTest::newRow("21 attacks") << 19 << 80 << QStringLiteral("combatAttacks")
                                << QStringLiteral("General with Griffon: Attacks: must be 0 to 20 (was 21).");
    QTest::newRow("5000 points") << 2 << 4875 << QString() << QString();
    QTest::newRow("5001 points") << 2 << 4876 << QStringLiteral("points")
                                 << QStringLiteral("General with Griffon: Points: must be 0 to 5000 (was 5001).");
    QTest::newRow("negative points") << 2 << -126 << QStringLiteral("points")
                                     << QStringLiteral("General with Griffon: Points: must be 0 to 5000 (was -1).");
}

// An army list whose upgrades add up to more than a roster keeps makes no unit, rather than one that
// cannot be read back.
void TestRosters::fromListRefusesWhatNoRosterKeeps()
{
    QFETCH(int, griffonAttacks);
    QFETCH(int, griffonPoints);
    QFETCH(QString, field);
    QFETCH(QString, message);
    ArmyList empire = builtInList(QStringLiteral("empire"));
    for (ArmyUpgrade &upgrade : empire.upgrades) {
        if (upgrade.id == QLatin1String("empire:upgrade:griffon")) {
            upgrade.combatAttackBonus = griffonAttacks;
            upgrade.pointsDelta = griffonPoints;
        }
    }
    const Result<RosterUnit> u =
        RosterUnits::fromList(empire, QStringLiteral("empire:general"), {QStringLiteral("empire:upgrade:griffon")});
    if (message.isEmpty()) {
        QVERIFY2(u.ok(), qPrintable(u ? QString() : u.error().message));
        return;
    }
    QVERIFY(!u.ok());
    QCOMPARE(u.error().field, field);
    QCOMPARE(u.error().message, message);
}

void TestRosters::rosterLimits_data()
{
    QTest::addColumn<Roster>("roster");
    QTest::addColumn<QList<Error>>("errors");

    const Roster sample = sampleRoster();
    QTest::newRow("the sample") << sample << QList<Error>();
    Roster r = sample;
    r.name = letters(100);
    r.pointsLimit = 100000;
    r.units[2].label = letters(100);
    r.units[2].points = 5000;
    QTest::newRow("the most") << r << QList<Error>();

    r = sample;
    r.name = letters(101);
    QTest::newRow("name") << r
                          << QList<Error>{
                                 {QStringLiteral("name"), QStringLiteral("Name: at most 100 characters (was 101).")}};
    r = sample;
    r.pointsLimit = 100001;
    QTest::newRow("points limit") << r
                                  << QList<Error>{{QStringLiteral("pointsLimit"),
                                                   QStringLiteral("Points limit: must be 1 to 100000 (was 100001).")}};
    r = sample;
    r.pointsLimit = 0;
    QTest::newRow("no points limit") << r
                                     << QList<Error>{{QStringLiteral("pointsLimit"),
                                                      QStringLiteral("Points limit: must be 1 to 100000 (was 0).")}};
    r = sample;
    r.units[2].label = letters(101);
    QTest::newRow("label") << r
                           << QList<Error>{{QStringLiteral("units[2].label"),
                                            QStringLiteral("Unit 3 (") + letters(100) +
                                                QStringLiteral("): Label: at most 100 characters (was 101).")}};
    r = sample;
    r.units[2].points = 5001;
    QTest::newRow("unit points") << r
                                 << QList<Error>{{QStringLiteral("units[2].points"),
                                                  QStringLiteral("Unit 3 (Knights - red banner): Points: must be 0 to "
                                                                 "5000 (was 5001).")}};
    r = sample;
    r.units[0].upgrades = QStringList(21, QStringLiteral("empire:upgrade:griffon"));
    QTest::newRow("upgrades") << r
                              << QList<Error>{
                                     {QStringLiteral("units[0].upgrades"),
                                      QStringLiteral("Unit 1 (General): Upgrades: a unit takes at most 20 (was "
                                                     "21).")}};
    r = sample;
    r.units = QList<RosterUnit>(501, sample.units.at(2));
    QTest::newRow("units") << r
                           << QList<Error>{{QStringLiteral("units"),
                                            QStringLiteral("Units: a roster holds at most 500 (was 501).")}};
}

// A roster built in wmassist (the editor, an import) is checked against the same limits its file is.
void TestRosters::rosterLimits()
{
    QFETCH(Roster, roster);
    QFETCH(QList<Error>, errors);
    QCOMPARE(roster.validate(), errors);
    const Result<Roster> read = RosterJson::read(RosterJson::write(roster), QStringLiteral("roster.json"));
    QCOMPARE(read.ok(), errors.isEmpty());
}

void TestRosters::check_data()
{
    QTest::addColumn<QString>("army");
    QTest::addColumn<int>("pointsLimit");
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QList<RosterWarningKind>>("kinds");
    QTest::addColumn<QStringList>("messages");

    using K = RosterWarningKind;
    const QString empire = QStringLiteral("empire");
    // The smallest Empire army that keeps the list: a General, 2 Halberdiers and 2 Crossbowmen (325).
    const QStringList base{QStringLiteral("general"), QStringLiteral("halberdiers*2"), QStringLiteral("crossbowmen*2")};
    auto plus = [&base](const QStringList &more) { return base + more; };

    QTest::newRow("a valid army") << empire << 1000 << base << QList<K>() << QStringList();

    // Points.
    QTest::newRow("points over the limit")
        << empire << 1000 << plus({QStringLiteral("knights*7")}) << QList<K>{K::PointsOverLimit}
        << QStringList{QStringLiteral("The roster costs 1095 points, more than its limit of 1000.")};
    QTest::newRow("points at the limit") << empire << 1000
                                         << plus({QStringLiteral("knights*5"), QStringLiteral("hero"),
                                                  QStringLiteral("wizard")})
                                         << QList<K>() << QStringList();

    // Minimums and maximums per full 1000 points.
    QTest::newRow("minimum at 1000")
        << empire << 1000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers"), QStringLiteral("crossbowmen*2")}
        << QList<K>{K::BelowMinimum}
        << QStringList{QStringLiteral("Halberdiers: an army of 1000 points needs at least 2; the roster has 1.")};
    QTest::newRow("maximum at 1000")
        << empire << 1000 << plus({QStringLiteral("flagellants*2")}) << QList<K>{K::AboveMaximum}
        << QStringList{QStringLiteral("Flagellants: an army of 1000 points may have at most 1; the roster has 2.")};
    // 1500 points round down to the 1000-point limits.
    QTest::newRow("minimum at 1500 is that of 1000") << empire << 1500 << base << QList<K>() << QStringList();
    QTest::newRow("maximum at 1500 is that of 1000")
        << empire << 1500 << plus({QStringLiteral("flagellants*2")}) << QList<K>{K::AboveMaximum}
        << QStringList{QStringLiteral("Flagellants: an army of 1500 points may have at most 1; the roster has 2.")};
    QTest::newRow("minimum at 2000")
        << empire << 2000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*3"), QStringLiteral("crossbowmen*4")}
        << QList<K>{K::BelowMinimum}
        << QStringList{QStringLiteral("Halberdiers: an army of 2000 points needs at least 4; the roster has 3.")};
    QTest::newRow("maximum at 2000 kept")
        << empire << 2000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*4"), QStringLiteral("crossbowmen*4"),
                       QStringLiteral("flagellants*2")}
        << QList<K>() << QStringList();
    QTest::newRow("maximum at 2000")
        << empire << 2000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*4"), QStringLiteral("crossbowmen*4"),
                       QStringLiteral("flagellants*3")}
        << QList<K>{K::AboveMaximum}
        << QStringList{QStringLiteral("Flagellants: an army of 2000 points may have at most 2; the roster has 3.")};
    QTest::newRow("minimum at 3000")
        << empire << 3000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*6"), QStringLiteral("crossbowmen*5")}
        << QList<K>{K::BelowMinimum}
        << QStringList{QStringLiteral("Crossbowmen: an army of 3000 points needs at least 6; the roster has 5.")};
    QTest::newRow("maximum at 3000") << empire << 3000
                                     << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*6"),
                                                    QStringLiteral("crossbowmen*6"), QStringLiteral("cannon*4")}
                                     << QList<K>{K::AboveMaximum}
                                     << QStringList{QStringLiteral(
                                            "Cannon: an army of 3000 points may have at most 3; the roster has 4.")};
    // Below 1000 points the minimums do not apply and the maximums are those of 1000 points.
    QTest::newRow("below 1000 no minimums")
        << empire << 500 << QStringList{QStringLiteral("general"), QStringLiteral("knights*2")} << QList<K>()
        << QStringList();
    QTest::newRow("below 1000 maximums of 1000")
        << empire << 500 << QStringList{QStringLiteral("general"), QStringLiteral("helblaster*2")}
        << QList<K>{K::AboveMaximum}
        << QStringList{QStringLiteral("Helblaster: an army of 500 points may have at most 1; the roster has 2.")};

    // Whole-army limits apply whatever the size.
    const QString woodElves = QStringLiteral("wood-elves");
    QTest::newRow("armyMax at 3000")
        << woodElves << 3000
        << QStringList{QStringLiteral("general"), QStringLiteral("glade-guard*6"), QStringLiteral("dryads*3"),
                       QStringLiteral("treeman-ancient*2")}
        << QList<K>{K::AboveMaximum}
        << QStringList{
               QStringLiteral("Treeman Ancient: an army may have at most 1, whatever its size; the roster has 2.")};
    QTest::newRow("armyMax below 1000")
        << woodElves << 500 << QStringList{QStringLiteral("general"), QStringLiteral("treeman-ancient*2")}
        << QList<K>{K::AboveMaximum}
        << QStringList{
               QStringLiteral("Treeman Ancient: an army may have at most 1, whatever its size; the roster has 2.")};

    // Exactly one General, whatever the size, a General typed in included.
    QTest::newRow("no General") << empire << 1000
                                << QStringList{QStringLiteral("halberdiers*2"), QStringLiteral("crossbowmen*2")}
                                << QList<K>{K::NoGeneral}
                                << QStringList{
                                       QStringLiteral("The army has no General; every army needs exactly one.")};
    QTest::newRow("no General below 1000")
        << empire << 500 << QStringList{QStringLiteral("hero")} << QList<K>{K::NoGeneral}
        << QStringList{QStringLiteral("The army has no General; every army needs exactly one.")};
    QTest::newRow("two Generals")
        << empire << 3000
        << QStringList{QStringLiteral("general*2"), QStringLiteral("halberdiers*6"), QStringLiteral("crossbowmen*6")}
        << QList<K>{K::SeveralGenerals}
        << QStringList{QStringLiteral("The army has 2 Generals (General, General); every army needs exactly one.")};
    QTest::newRow("a General typed in") << empire << 1000
                                        << QStringList{QStringLiteral("typed-in-general"),
                                                       QStringLiteral("halberdiers*2"), QStringLiteral("crossbowmen*2")}
                                        << QList<K>() << QStringList();
    QTest::newRow("a General typed in and one from the list")
        << empire << 1000 << plus({QStringLiteral("typed-in-general")}) << QList<K>{K::SeveralGenerals}
        << QStringList{QStringLiteral("The army has 2 Generals (General, Karl); every army needs exactly one.")};

    // Crossbowmen fielded as Handgunners count against both units' limits.
    QTest::newRow("swap meets the Crossbowmen minimum")
        << empire << 1000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*2"), QStringLiteral("crossbowmen"),
                       QStringLiteral("crossbowmen+handgunners")}
        << QList<K>() << QStringList();
    QTest::newRow("swap counts against the Handgunners maximum")
        << empire << 1000 << plus({QStringLiteral("crossbowmen+handgunners"), QStringLiteral("handgunners*3")})
        << QList<K>{K::AboveMaximum}
        << QStringList{QStringLiteral("Handgunners: an army of 1000 points may have at most 3; the roster has 4.")};
    QTest::newRow("one swap per 1000 points")
        << empire << 1000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*2"),
                       QStringLiteral("crossbowmen+handgunners*2")}
        << QList<K>{K::UpgradeAboveMaximum}
        << QStringList{QStringLiteral(
               "Handgunners: an army of 1000 points may have at most 1 of this upgrade; the roster has 2.")};
    // sharesLimitsWith: one Earthshaker Cannon or Death Rocket per 1000 points, said once.
    const QString chaosDwarfs = QStringLiteral("chaos-dwarfs");
    const QStringList dwarfBase{QStringLiteral("general"), QStringLiteral("chaos-dwarfs*2")};
    QTest::newRow("shared limit kept") << chaosDwarfs << 1000 << dwarfBase + QStringList{QStringLiteral("death-rocket")}
                                       << QList<K>() << QStringList();
    QTest::newRow("shared limit") << chaosDwarfs << 1000
                                  << dwarfBase + QStringList{QStringLiteral("earthshaker-cannon"),
                                                             QStringLiteral("death-rocket")}
                                  << QList<K>{K::AboveMaximum}
                                  << QStringList{QStringLiteral(
                                         "Earthshaker Cannon (counted together with Death Rocket): an army of 1000 "
                                         "points may have at most 1; the roster has 2.")};
    QTest::newRow("shared limit at 2000")
        << chaosDwarfs << 2000
        << QStringList{QStringLiteral("general"), QStringLiteral("chaos-dwarfs*4"),
                       QStringLiteral("earthshaker-cannon"), QStringLiteral("death-rocket*2")}
        << QList<K>{K::AboveMaximum}
        << QStringList{QStringLiteral("Earthshaker Cannon (counted together with Death Rocket): an army of 2000 "
                                      "points may have at most 2; the roster has 3.")};

    // Upgrade limits.
    QTest::newRow("upgrade maxPer1000")
        << empire << 1000 << plus({QStringLiteral("hero+griffon"), QStringLiteral("wizard+griffon")})
        << QList<K>{K::UpgradeAboveMaximum}
        << QStringList{
               QStringLiteral("Griffon: an army of 1000 points may have at most 1 of this upgrade; the roster has 2.")};
    QTest::newRow("upgrade maxPer1000 at 2000")
        << empire << 2000
        << QStringList{QStringLiteral("general+griffon"), QStringLiteral("halberdiers*4"),
                       QStringLiteral("crossbowmen*4"), QStringLiteral("hero+griffon")}
        << QList<K>() << QStringList();
    QTest::newRow("upgrade armyMax")
        << empire << 2000
        << QStringList{QStringLiteral("general"), QStringLiteral("halberdiers*4"), QStringLiteral("crossbowmen*4"),
                       QStringLiteral("wizard+war-altar*2")}
        << QList<K>{K::UpgradeAboveMaximum}
        << QStringList{QStringLiteral(
               "War Altar: an army may have at most 1 of this upgrade, whatever its size; the roster has 2.")};

    // Units and upgrades that need another unit in the army.
    const QString albion = QStringLiteral("albion");
    const QStringList albionBase{QStringLiteral("general"), QStringLiteral("warriors*2"), QStringLiteral("slingers"),
                                 QStringLiteral("chariots")};
    QTest::newRow("required unit there") << albion << 1000
                                         << albionBase +
                                                QStringList{QStringLiteral("druid"), QStringLiteral("fenbeast")}
                                         << QList<K>() << QStringList();
    QTest::newRow("required unit missing")
        << albion << 1000 << albionBase + QStringList{QStringLiteral("fenbeast")} << QList<K>{K::RequiredUnitMissing}
        << QStringList{QStringLiteral("Fenbeast needs Druid in the army too; the roster has none.")};
    const QString darkElves = QStringLiteral("dark-elves");
    const QStringList darkElfBase{QStringLiteral("general"), QStringLiteral("spearmen*2"),
                                  QStringLiteral("crossbowmen")};
    QTest::newRow("upgrade's required unit there")
        << darkElves << 1000
        << darkElfBase + QStringList{QStringLiteral("witch-elves"), QStringLiteral("sorceress+cauldron-of-blood")}
        << QList<K>() << QStringList();
    QTest::newRow("upgrade's required unit missing")
        << darkElves << 1000 << darkElfBase + QStringList{QStringLiteral("sorceress+cauldron-of-blood")}
        << QList<K>{K::RequiredUnitMissing}
        << QStringList{QStringLiteral(
               "Sorceress with Cauldron of Blood needs Witch Elves in the army too; the roster has none.")};

    // Several at once, in a fixed order: points, General, then the list's units and upgrades.
    QTest::newRow("several")
        << empire << 1000
        << QStringList{QStringLiteral("halberdiers"), QStringLiteral("crossbowmen*2"), QStringLiteral("knights*8"),
                       QStringLiteral("flagellants*2"), QStringLiteral("hero+griffon*2")}
        << QList<K>{K::PointsOverLimit, K::NoGeneral, K::BelowMinimum, K::AboveMaximum, K::UpgradeAboveMaximum}
        << QStringList{
               QStringLiteral("The roster costs 1495 points, more than its limit of 1000."),
               QStringLiteral("The army has no General; every army needs exactly one."),
               QStringLiteral("Halberdiers: an army of 1000 points needs at least 2; the roster has 1."),
               QStringLiteral("Flagellants: an army of 1000 points may have at most 1; the roster has 2."),
               QStringLiteral("Griffon: an army of 1000 points may have at most 1 of this upgrade; the roster has 2.")};
}

void TestRosters::check()
{
    QFETCH(QString, army);
    QFETCH(int, pointsLimit);
    QFETCH(QStringList, units);
    const ArmyList &list = builtInList(army);
    const Roster r = roster(list, pointsLimit, units);

    const RosterReport report = RosterCheck::check(r, &list);
    QTEST(messages(report), "messages");
    QTEST(kinds(report), "kinds");
    QCOMPARE(report.points, r.points());
    QCOMPARE(report.pointsLimit, pointsLimit);
}

void TestRosters::warningsNameWhatTheyConcern()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    const Roster r = roster(empire, 1000,
                            {QStringLiteral("general"), QStringLiteral("halberdiers"), QStringLiteral("crossbowmen*2"),
                             QStringLiteral("hero+griffon*2")});
    const RosterReport report = RosterCheck::check(r, &empire);
    QCOMPARE(report.warnings.size(), 2);
    const RosterWarning &minimum = report.warnings.at(0);
    QCOMPARE(minimum.kind, RosterWarningKind::BelowMinimum);
    QCOMPARE(minimum.unitId, QStringLiteral("empire:halberdiers"));
    QCOMPARE(minimum.upgradeId, QString());
    QCOMPARE(minimum.rosterIndex, -1);
    const RosterWarning &griffons = report.warnings.at(1);
    QCOMPARE(griffons.kind, RosterWarningKind::UpgradeAboveMaximum);
    QCOMPARE(griffons.upgradeId, QStringLiteral("empire:upgrade:griffon"));
    QVERIFY(report.hasWarning(RosterWarningKind::UpgradeAboveMaximum));
    QVERIFY(!report.hasWarning(RosterWarningKind::NoGeneral));

    // A missing unit is said at the first roster unit that needs it, once.
    const ArmyList &albion = builtInList(QStringLiteral("albion"));
    const Roster fenbeasts =
        roster(albion, 2000,
               {QStringLiteral("general"), QStringLiteral("warriors*4"), QStringLiteral("slingers*2"),
                QStringLiteral("chariots*2"), QStringLiteral("fenbeast*2")});
    const RosterReport missing = RosterCheck::check(fenbeasts, &albion);
    QCOMPARE(missing.warnings.size(), 1);
    QCOMPARE(missing.warnings.first().kind, RosterWarningKind::RequiredUnitMissing);
    QCOMPARE(missing.warnings.first().unitId, QStringLiteral("albion:fenbeast"));
    QCOMPARE(missing.warnings.first().rosterIndex, 9);
}

void TestRosters::unitsNotInTheList()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    Roster r = roster(empire, 1000,
                      {QStringLiteral("general"), QStringLiteral("halberdiers*2"), QStringLiteral("crossbowmen*2"),
                       QStringLiteral("knights")});
    // A roster saved from a list that has since changed: the ids are kept as they were.
    r.units[5].unitId = QStringLiteral("empire:reiksguard");
    r.units[5].label = QStringLiteral("Reiksguard");
    r.units[0].upgrades = {QStringLiteral("empire:upgrade:pegasus")};

    const RosterReport report = RosterCheck::check(r, &empire);
    QCOMPARE(kinds(report),
             (QList<RosterWarningKind>{RosterWarningKind::UpgradeNotInList, RosterWarningKind::UnitNotInList}));
    QCOMPARE(messages(report),
             (QStringList{QStringLiteral("General: the Empire list has no upgrade \"empire:upgrade:pegasus\", so its "
                                         "limits are not checked."),
                          QStringLiteral("Reiksguard: the Empire list has no unit \"empire:reiksguard\", so its limits "
                                         "are not checked.")}));
    QCOMPARE(report.warnings.at(0).rosterIndex, 0);
    QCOMPARE(report.warnings.at(0).upgradeId, QStringLiteral("empire:upgrade:pegasus"));
    QCOMPARE(report.warnings.at(1).rosterIndex, 5);
    QCOMPARE(report.warnings.at(1).unitId, QStringLiteral("empire:reiksguard"));
}

void TestRosters::rosterWithoutList()
{
    // Units typed in only: the points, the General and the break point are all there is to check.
    Roster r;
    r.pointsLimit = 500;
    r.units = {typedIn(halberdiers(), 45), typedIn(halberdiers(), 45), typedIn(knights(), 110),
               typedIn(empireHero(), 80)};
    RosterReport report = RosterCheck::check(r, nullptr);
    QCOMPARE(kinds(report), QList<RosterWarningKind>{RosterWarningKind::NoGeneral});
    QCOMPARE(report.points, 280);
    QCOMPARE(report.unitsCounted, 3);
    QCOMPARE(report.breakPoint, 2);

    r.units.append(typedIn(empireGeneral(), 300));
    report = RosterCheck::check(r, nullptr);
    QCOMPARE(kinds(report), QList<RosterWarningKind>{RosterWarningKind::PointsOverLimit});
    QCOMPARE(messages(report), QStringList{QStringLiteral("The roster costs 580 points, more than its limit of 500.")});
}

void TestRosters::breakPoint_data()
{
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("characters");
    QTest::addColumn<int>("skirmishers");
    QTest::addColumn<int>("unitsCounted");
    QTest::addColumn<int>("breakPoint");

    QTest::newRow("12 units and 2 characters") << 12 << 2 << 0 << 12 << 6;
    QTest::newRow("13 units and 2 characters") << 13 << 2 << 0 << 13 << 7;
    QTest::newRow("1 unit") << 1 << 1 << 0 << 1 << 1;
    QTest::newRow("characters only") << 0 << 3 << 0 << 0 << 0;
    QTest::newRow("skirmishers do not count") << 4 << 1 << 3 << 4 << 2;
    QTest::newRow("many characters") << 5 << 6 << 0 << 5 << 3;
}

void TestRosters::breakPoint()
{
    QFETCH(int, units);
    QFETCH(int, characters);
    QFETCH(int, skirmishers);
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    Roster r;
    r.pointsLimit = 3000;
    for (int i = 0; i < units; ++i)
        r.units.append(i % 2 ? pick(empire, QStringLiteral("halberdiers")) : typedIn(knights(), 110));
    for (int i = 0; i < characters; ++i)
        r.units.append(i % 2 ? pick(empire, QStringLiteral("hero")) : typedIn(empireWizard(), 45));
    for (int i = 0; i < skirmishers; ++i)
        r.units.append(pick(empire, QStringLiteral("skirmishers")));

    const RosterReport report = RosterCheck::check(r, &empire);
    QTEST(report.unitsCounted, "unitsCounted");
    QTEST(report.breakPoint, "breakPoint");

    // The battle works it out the same way.
    QList<Unit> battle = r.battleUnits(1);
    battle.erase(std::remove_if(battle.begin(), battle.end(),
                                [](const Unit &u) { return u.profile.name == QLatin1String("Skirmishers"); }),
                 battle.end());
    QCOMPARE(armyLosses(battle).breakPoint, report.breakPoint);
}

// Three Halberdiers the player left unnamed are told apart by a number; a unit he named keeps its
// name, and a number he already gave one is not given again.
void TestRosters::namesakesAreNumberedForTheTable()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    Roster r;
    r.units = {pick(empire, QStringLiteral("halberdiers")),
               pick(empire, QStringLiteral("halberdiers"), {}, QStringLiteral("Halberdiers 1")),
               pick(empire, QStringLiteral("halberdiers")), pick(empire, QStringLiteral("hero")),
               pick(empire, QStringLiteral("halberdiers"), {}, QStringLiteral("Red Guard"))};
    QStringList names;
    for (const Unit &u : r.battleUnits(1))
        names.append(u.displayName());
    QCOMPARE(names,
             (QStringList{QStringLiteral("Halberdiers 2"), QStringLiteral("Halberdiers 1"),
                          QStringLiteral("Halberdiers 3"), QStringLiteral("Hero"), QStringLiteral("Red Guard")}));
}

void TestRosters::writeThenReadGivesTheSameRoster()
{
    const Roster original = sampleRoster();
    const QByteArray json = RosterJson::write(original);
    const Result<Roster> read = RosterJson::read(json, QStringLiteral("patrol.json"));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    QCOMPARE(read.value(), original);
    QVERIFY(read->units.at(3).isCustom());
    QCOMPARE(read->units.at(3).profile.traits, Traits(Trait::IgnoresTerror));
    QCOMPARE(RosterJson::write(read.value()), json);

    // The smallest roster: no army, no units.
    Roster empty;
    empty.pointsLimit = 1000;
    const Result<Roster> readEmpty = RosterJson::read(RosterJson::write(empty), QStringLiteral("empty.json"));
    QVERIFY(readEmpty.ok());
    QCOMPARE(readEmpty.value(), empty);
}

void TestRosters::writingIsDeterministic()
{
    const QJsonObject o = sampleObject();
    QCOMPARE(o.value(QStringLiteral("format")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("wmassist/roster"));
    QCOMPARE(o.value(QStringLiteral("army")).toString(), QStringLiteral("empire"));
    QCOMPARE(o.value(QStringLiteral("ruleset")).toString(), QStringLiteral("revolution"));
    const QJsonArray units = o.value(QStringLiteral("units")).toArray();
    QCOMPARE(units.size(), 4);
    const QJsonObject general = units.at(0).toObject();
    QCOMPARE(general.value(QStringLiteral("unitId")).toString(), QStringLiteral("empire:general"));
    QCOMPARE(general.value(QStringLiteral("upgrades")).toArray(), QJsonArray{QStringLiteral("empire:upgrade:griffon")});
    QCOMPARE(general.value(QStringLiteral("countsTowardsBreakPoint")), QJsonValue(false));
    QCOMPARE(general.value(QStringLiteral("attacks")).toInt(), 4);
    // Optional fields are left out when they hold their default.
    const QJsonObject ogres = units.at(3).toObject();
    QVERIFY(!ogres.contains(QStringLiteral("unitId")));
    QVERIFY(!ogres.contains(QStringLiteral("upgrades")));
    QVERIFY(!ogres.contains(QStringLiteral("countsTowardsBreakPoint")));
    QCOMPARE(RosterJson::write(sampleRoster()), RosterJson::write(sampleRoster()));
}

void TestRosters::rosterInsideAnotherFile()
{
    // A game file holds its rosters as the same objects; errors name their path in that file.
    QJsonArray rosters{sampleObject(), withUnitField(sampleObject(), 1, QStringLiteral("colour"), 3)};
    QJsonObject game{{QStringLiteral("rosters"), rosters}};
    const JsonReader r(QStringLiteral("game.json"));
    auto readRoster = [&](int index) {
        return r.read<Roster>([&] {
            const QString path = JsonReader::at(QStringLiteral("rosters"), index);
            return RosterJson::fromJson(r, game.value(QStringLiteral("rosters")).toArray().at(index).toObject(), path);
        });
    };
    const Result<Roster> good = readRoster(0);
    QVERIFY(good.ok());
    QCOMPARE(good.value(), sampleRoster());
    const Result<Roster> bad = readRoster(1);
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().message,
             QStringLiteral("game.json: rosters[1].units[1].colour: not a field wmassist knows here"));
    QCOMPARE(bad.error().field, QStringLiteral("rosters[1].units[1].colour"));
}

void TestRosters::documentedExampleReads()
{
    QFile doc(QStringLiteral(WMASSIST_SOURCE_DIR "/docs/formats.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QByteArray text = doc.readAll();
    const qsizetype section = text.indexOf("## Roster files");
    QVERIFY(section >= 0);
    const QByteArray fence = "```json\n";
    const qsizetype start = text.indexOf(fence, section);
    QVERIFY(start >= 0);
    const qsizetype end = text.indexOf("\n```", start + fence.size());
    QVERIFY(end >= 0);
    const QByteArray json = text.mid(start + fence.size(), end - start - fence.size());

    const Result<Roster> read = RosterJson::read(json, QStringLiteral("formats.md"));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    const Roster &r = read.value();

    // The example's units are what picking them from the shipped list gives.
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    QCOMPARE(r.armyDataVersion, empire.dataVersion);
    QCOMPARE(r.units.size(), 6);
    QCOMPARE(r.units.at(0), pick(empire, QStringLiteral("general")));
    QCOMPARE(r.units.at(1), carrying(empire, QStringLiteral("halberdiers"), MagicItem::BannerOfShielding, {},
                                     QStringLiteral("Halberdiers - blue shields")));
    QCOMPARE(r.units.at(2), pick(empire, QStringLiteral("halberdiers")));
    QCOMPARE(r.units.at(3), pick(empire, QStringLiteral("crossbowmen")));
    QCOMPARE(r.units.at(4), pick(empire, QStringLiteral("crossbowmen"), {QStringLiteral("handgunners")}));
    QVERIFY(r.units.at(5).isCustom());

    const RosterReport report = RosterCheck::check(r, &empire, &builtInItems());
    QCOMPARE(messages(report), QStringList());
    QCOMPARE(report.points, 455);
    QCOMPARE(report.unitsCounted, 5);
    QCOMPARE(report.breakPoint, 3);
}

void TestRosters::badFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");

    const QJsonObject good = sampleObject();
    QTest::newRow("not JSON") << QByteArray("{\"format\": 1, \"kind\": ")
                              << QStringLiteral("roster.json: not valid JSON at character 22: unterminated object");
    QTest::newRow("not an object") << QByteArray("[1, 2]")
                                   << QStringLiteral("roster.json: expected an object at the top of the file");
    QTest::newRow("wrong format") << bytes(withField(good, QStringLiteral("format"), 2))
                                  << QStringLiteral("roster.json: format: expected format version 1, found 2");
    QTest::newRow("no format") << bytes([&good] {
        QJsonObject o = good;
        o.remove(QStringLiteral("format"));
        return o;
    }()) << QStringLiteral("roster.json: format: expected format version 1, found nothing");
    QTest::newRow("another kind of file")
        << bytes(withField(good, QStringLiteral("kind"), QStringLiteral("wmassist/game")))
        << QStringLiteral("roster.json: kind: expected \"wmassist/roster\", found \"wmassist/game\"");
    QTest::newRow("unknown field") << bytes(withUnitField(good, 1, QStringLiteral("colour"), QStringLiteral("red")))
                                   << QStringLiteral("roster.json: units[1].colour: not a field wmassist knows here");
    QTest::newRow("unknown top field") << bytes(withField(good, QStringLiteral("owner"), QStringLiteral("me")))
                                       << QStringLiteral("roster.json: owner: not a field wmassist knows here");
    QTest::newRow("bad armour")
        << bytes(withUnitField(good, 1, QStringLiteral("armour"), QStringLiteral("7+")))
        << QStringLiteral("roster.json: units[1].armour: expected 3+, 4+, 5+, 6+ or \"none\", found \"7+\"");
    QTest::newRow("bad ruleset")
        << bytes(withField(good, QStringLiteral("ruleset"), QStringLiteral("chess")))
        << QStringLiteral("roster.json: ruleset: expected one of \"warmaster\", \"revolution\", found \"chess\"");
    QTest::newRow("negative points")
        << bytes(withUnitField(good, 0, QStringLiteral("points"), -5))
        << QStringLiteral("roster.json: units[0].points: expected a whole number from 0 to 5000, found -5");
    QTest::newRow("no points limit")
        << bytes(withField(good, QStringLiteral("pointsLimit"), 0))
        << QStringLiteral("roster.json: pointsLimit: expected a whole number from 1 to 100000, found 0");
    QTest::newRow("bad army key")
        << bytes(withField(good, QStringLiteral("army"), QStringLiteral("The Empire")))
        << QStringLiteral("roster.json: army: expected lowercase letters, digits and hyphens, found \"The Empire\"");
    QTest::newRow("unit of another army")
        << bytes(withUnitField(good, 2, QStringLiteral("unitId"), QStringLiteral("orcs:orc-warriors")))
        << QStringLiteral("roster.json: units[2].unitId: expected a unit id starting with \"empire:\", found "
                          "\"orcs:orc-warriors\"");
    QTest::newRow("unit of no army") << bytes([&good] {
        QJsonObject o = good;
        o.remove(QStringLiteral("army"));
        return o;
    }()) << QStringLiteral("roster.json: units[0].unitId: the roster names no army for the unit to come from");
    QTest::newRow("upgrades on a unit typed in")
        << bytes(
               withUnitField(good, 3, QStringLiteral("upgrades"), QJsonArray{QStringLiteral("empire:upgrade:griffon")}))
        << QStringLiteral("roster.json: units[3].upgrades: a unit typed in takes no upgrades of an army list");
    QTest::newRow("General without Command") << bytes([&good] {
        QJsonObject o = good;
        QJsonArray units = o.value(QStringLiteral("units")).toArray();
        QJsonObject general = units.at(0).toObject();
        general.remove(QStringLiteral("command"));
        units.replace(0, general);
        o.insert(QStringLiteral("units"), units);
        return o;
    }()) << QStringLiteral("roster.json: units[0].command: Command: a General needs a Command value.");
    QTest::newRow("counts not a flag")
        << bytes(withUnitField(good, 1, QStringLiteral("countsTowardsBreakPoint"), QStringLiteral("yes")))
        << QStringLiteral("roster.json: units[1].countsTowardsBreakPoint: expected true or false, found \"yes\"");
    QTest::newRow("units not a list") << bytes(withField(good, QStringLiteral("units"), 4))
                                      << QStringLiteral("roster.json: units: expected a list of objects, found 4");
}

void TestRosters::badFiles()
{
    QFETCH(QByteArray, json);
    const Result<Roster> read = RosterJson::read(json, QStringLiteral("roster.json"));
    QVERIFY(!read.ok());
    QTEST(read.error().message, "message");
}

// Each limit of core/limits.h a roster file meets: the most it may hold is read, one more is refused with
// a message naming the field and the limit.
void TestRosters::limits_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // empty: read

    const QJsonObject good = sampleObject();
    auto both = [](const char *name, const QJsonObject &inside, const QJsonObject &outside, const QString &message) {
        QTest::addRow("%s: the most", name) << bytes(inside) << QString();
        QTest::addRow("%s: one more", name) << bytes(outside) << QStringLiteral("roster.json: ") + message;
    };
    both("roster name", withField(good, QStringLiteral("name"), letters(100)),
         withField(good, QStringLiteral("name"), letters(101)),
         QStringLiteral("name: expected text of at most 100 characters, found 101 characters"));
    both("points limit", withField(good, QStringLiteral("pointsLimit"), 100000),
         withField(good, QStringLiteral("pointsLimit"), 100001),
         QStringLiteral("pointsLimit: expected a whole number from 1 to 100000, found 100001"));
    both("army data version", withField(good, QStringLiteral("armyDataVersion"), 1000000),
         withField(good, QStringLiteral("armyDataVersion"), 1000001),
         QStringLiteral("armyDataVersion: expected a whole number from 1 to 1000000, found 1000001"));
    both("units", withUnits(500), withUnits(501),
         QStringLiteral("units: expected a list of at most 500 entries, found 501 entries"));
    both("label", withUnitField(good, 2, QStringLiteral("label"), letters(100)),
         withUnitField(good, 2, QStringLiteral("label"), letters(101)),
         QStringLiteral("units[2].label: expected text of at most 100 characters, found 101 characters"));
    both("unit name", withUnitField(good, 2, QStringLiteral("name"), letters(100)),
         withUnitField(good, 2, QStringLiteral("name"), letters(101)),
         QStringLiteral("units[2].name: expected text of at most 100 characters, found 101 characters"));
    both("unit id", withUnitField(good, 2, QStringLiteral("unitId"), QString(QStringLiteral("empire:") + letters(213))),
         withUnitField(good, 2, QStringLiteral("unitId"), QString(QStringLiteral("empire:") + letters(214))),
         QStringLiteral("units[2].unitId: expected text of at most 220 characters, found 221 characters"));
    both("upgrades taken", withUnitField(good, 2, QStringLiteral("upgrades"), upgradeIds(20)),
         withUnitField(good, 2, QStringLiteral("upgrades"), upgradeIds(21)),
         QStringLiteral("units[2].upgrades: expected a list of at most 20 entries, found 21 entries"));
    both("unit points", withUnitField(good, 2, QStringLiteral("points"), 5000),
         withUnitField(good, 2, QStringLiteral("points"), 5001),
         QStringLiteral("units[2].points: expected a whole number from 0 to 5000, found 5001"));
    both("attacks", withUnitField(good, 2, QStringLiteral("attacks"), 20),
         withUnitField(good, 2, QStringLiteral("attacks"), 21),
         QStringLiteral("units[2].attacks: expected a whole number from 0 to 20, found 21"));
    both("shooting attacks", withUnitField(good, 1, QStringLiteral("shootingAttacks"), 20),
         withUnitField(good, 1, QStringLiteral("shootingAttacks"), 21),
         QStringLiteral("units[1].shootingAttacks: expected a whole number from 1 to 20, found 21"));
    both("range", withUnitField(good, 1, QStringLiteral("rangeCm"), 300),
         withUnitField(good, 1, QStringLiteral("rangeCm"), 301),
         QStringLiteral("units[1].rangeCm: expected a whole number from 1 to 300, found 301"));
    both("hits", withUnitField(good, 2, QStringLiteral("hits"), 20), withUnitField(good, 2, QStringLiteral("hits"), 21),
         QStringLiteral("units[2].hits: expected a whole number from 1 to 20, found 21"));
    both("stands", withUnitField(good, 2, QStringLiteral("stands"), 20),
         withUnitField(good, 2, QStringLiteral("stands"), 21),
         QStringLiteral("units[2].stands: expected a whole number from 1 to 20, found 21"));
    both("full pace", withUnitField(good, 2, QStringLiteral("fullPaceCm"), 300),
         withUnitField(good, 2, QStringLiteral("fullPaceCm"), 301),
         QStringLiteral("units[2].fullPaceCm: expected a whole number from 1 to 300, found 301"));
    both("command", withUnitField(good, 0, QStringLiteral("command"), 10),
         withUnitField(good, 0, QStringLiteral("command"), 11),
         QStringLiteral("units[0].command: expected a whole number from 1 to 10, found 11"));

    // What the issue found: a label of 10 MB, named by its length; numbers that would overflow a sum.
    QTest::newRow("a label of 10 MB") << bytes(withUnitField(good, 2, QStringLiteral("label"), letters(10 << 20)))
                                      << QStringLiteral("roster.json: units[2].label: expected text of at most 100 "
                                                        "characters, found 10485760 characters");
    QTest::newRow("points of 999,999,999")
        << bytes(withUnitField(good, 2, QStringLiteral("points"), 999999999))
        << QStringLiteral("roster.json: units[2].points: expected a whole number from 0 to 5000, found 999999999");
    QTest::newRow("stands of 999,999,999")
        << bytes(withUnitField(good, 2, QStringLiteral("stands"), 999999999))
        << QStringLiteral("roster.json: units[2].stands: expected a whole number from 1 to 20, found 999999999");
    // A long text given where a short word is expected is shown by its start and its length.
    QTest::newRow("a long ruleset") << bytes(withField(good, QStringLiteral("ruleset"), letters(1000)))
                                    << QStringLiteral("roster.json: ruleset: expected one of \"warmaster\", "
                                                      "\"revolution\", found \"") +
                                           letters(40) + QStringLiteral("…\" (1000 characters)");

    // A character has no Armour value (FACTS §6), and a file never keeps one for him: refused rather
    // than lost when the roster is saved again.
    QTest::newRow("a character with armour")
        << bytes(withUnitField(good, 0, QStringLiteral("armour"), QStringLiteral("6+")))
        << QStringLiteral("roster.json: units[0].armour: Armour: a character has no Armour value (was 6+).");
}

void TestRosters::limits()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const Result<Roster> read = RosterJson::read(json, QStringLiteral("roster.json"));
    if (message.isEmpty()) {
        QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().message));
        // What is read can be saved as it is.
        QCOMPARE(read->validate(), QList<Error>());
    } else {
        QVERIFY(!read.ok());
        QCOMPARE(read.error().message, message);
    }
}

// Whatever the reader accepts, the writer writes back unchanged: read, write and read again gives the
// same roster, and writing that gives the same file.
void TestRosters::readWriteReadKeepsTheRoster_data()
{
    QTest::addColumn<QByteArray>("json");

    const QJsonObject good = sampleObject();
    QTest::newRow("the sample") << bytes(good);
    QTest::newRow("the smallest roster") << QByteArray(
        R"({"format": 1, "kind": "wmassist/roster", "ruleset": "warmaster", "pointsLimit": 1,
                          "units": []})");
    // Fields given with the value wmassist leaves out.
    QTest::newRow("a character's armour given as none")
        << bytes(withUnitField(good, 0, QStringLiteral("armour"), QStringLiteral("none")));
    QTest::newRow("a unit's armour left out") << bytes(withoutUnitField(good, 3, QStringLiteral("armour")));
    QTest::newRow("standard weapon given")
        << bytes(withUnitField(good, 2, QStringLiteral("weapon"), QStringLiteral("standard")));
    QTest::newRow("counts towards the break point given")
        << bytes(withUnitField(good, 2, QStringLiteral("countsTowardsBreakPoint"), true));
    QTest::newRow("no traits, no upgrades, empty label")
        << bytes(withUnitField(withUnitField(withUnitField(good, 2, QStringLiteral("traits"), QJsonArray()), 2,
                                             QStringLiteral("upgrades"), QJsonArray()),
                               2, QStringLiteral("label"), QString()));
    QTest::newRow("a trait twice") << bytes(
        withUnitField(good, 3, QStringLiteral("traits"),
                      QJsonArray{QStringLiteral("ignores-terror"), QStringLiteral("ignores-terror")}));
    QTest::newRow("a whole number written as a fraction")
        << QByteArray(R"({"format": 1.0, "kind": "wmassist/roster", "ruleset": "warmaster", "pointsLimit": 1000.0,
                          "units": [{"name": "Ogres", "type": "infantry", "attacks": 4.0, "hits": 4e0,
                                     "stands": 3, "points": 105.0}]})");
    // Texts as players write them.
    QTest::newRow("spaces around names and labels")
        << bytes(withUnitField(withField(good, QStringLiteral("name"), QStringLiteral("  Reikland  ")), 2,
                               QStringLiteral("label"), QStringLiteral(" left ")));
    QTest::newRow("a label of spaces") << bytes(withUnitField(good, 2, QStringLiteral("label"), QStringLiteral("   ")));
    QTest::newRow("letters of other scripts, and beyond 16 bits")
        << bytes(withUnitField(withField(good, QStringLiteral("name"), QStringLiteral("帝国 – Ostland 𝕰")), 2,
                               QStringLiteral("label"), QStringLiteral("فرسان")));
    QTest::newRow("control characters and a lone surrogate")
        << QByteArray(R"({"format": 1, "kind": "wmassist/roster", "ruleset": "warmaster", "pointsLimit": 1000,
                          "name": "tab\there\u0000nul \ud800",
                          "units": [{"name": "Ogres\n", "type": "infantry", "attacks": 4, "hits": 4, "stands": 3,
                                     "points": 105, "label": "\udc00"}]})");
    // Every limit reached at once.
    QJsonObject most = withUnitField(good, 2, QStringLiteral("label"), letters(100));
    most = withField(withField(most, QStringLiteral("name"), letters(100)), QStringLiteral("pointsLimit"), 100000);
    for (const auto &[key, value] : {std::pair{QStringLiteral("attacks"), 20},
                                     {QStringLiteral("hits"), 20},
                                     {QStringLiteral("stands"), 20},
                                     {QStringLiteral("points"), 5000},
                                     {QStringLiteral("fullPaceCm"), 300}})
        most = withUnitField(most, 2, key, value);
    QTest::newRow("every limit reached") << bytes(most);
    QTest::newRow("500 units") << bytes(withUnits(500));
}

void TestRosters::readWriteReadKeepsTheRoster()
{
    QFETCH(QByteArray, json);
    const Result<Roster> first = RosterJson::read(json, QStringLiteral("roster.json"));
    QVERIFY2(first.ok(), qPrintable(first ? QString() : first.error().message));
    const QByteArray written = RosterJson::write(first.value());
    const Result<Roster> second = RosterJson::read(written, QStringLiteral("roster.json"));
    QVERIFY2(second.ok(), qPrintable(second ? QString() : second.error().message));
    QVERIFY(second.value() == first.value());
    QCOMPARE(RosterJson::write(second.value()), written);
}

// ---- Magic items ----------------------------------------------------------------------------------

void TestRosters::magicItemCatalogues_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("crown");
    QTest::addColumn<int>("battleBanner");

    // The numbers of wm-selector's magic items for each ruleset (../shared/data/wm-selector/magic-items).
    QTest::newRow("Warmaster") << RulesetId::Warmaster << 100 << 50;
    QTest::newRow("Revolution") << RulesetId::Revolution << 70 << 30;
}

void TestRosters::magicItemCatalogues()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(int, crown);
    QFETCH(int, battleBanner);
    const MagicItems &items = builtInItems(ruleset);
    QCOMPARE(items.ruleset, ruleset);
    // Every item of both rulesets, once, in the order of MagicItem, one of each an army.
    QCOMPARE(items.offers.size(), qsizetype(std::size(AllMagicItems)));
    for (qsizetype i = 0; i < items.offers.size(); ++i) {
        const MagicItemOffer &offer = items.offers.at(i);
        QCOMPARE(offer.item, AllMagicItems[i]);
        QCOMPARE(offer.armyMax, 1);
        QCOMPARE(items.byName(offer.name), &offer);
        QCOMPARE(items.byWmSelectorOrder(offer.wmSelectorOrder), &offer);
        QVERIFY(!MagicItemText::name(offer.item).isEmpty());
        QVERIFY(!MagicItemText::summary(offer.item).isEmpty());
        // The catalogue keeps the source's name, which is the item's key as a slug.
        QCOMPARE(ArmyList::slug(offer.name), enumKey(offer.item));
    }
    const UnitProfile general =
        builtInList(QStringLiteral("empire"), ruleset).unit(QStringLiteral("empire:general"))->profile;
    QCOMPARE(items.points(MagicItem::CrownOfCommand, general), std::optional<int>(crown));
    const UnitProfile halberdiers =
        builtInList(QStringLiteral("empire"), ruleset).unit(QStringLiteral("empire:halberdiers"))->profile;
    QCOMPARE(items.points(MagicItem::BattleBanner, halberdiers), std::optional<int>(battleBanner));
    QCOMPARE(items.byWmSelectorOrder(QStringLiteral("SwM"))->item, MagicItem::SwordOfMight);
    QCOMPARE(items.byName(QStringLiteral("sword of might"))->item, MagicItem::SwordOfMight);
    QVERIFY(!items.byWmSelectorOrder(QStringLiteral("XyZ")));

    // Every list's extra items are its catalogue's.
    for (const ArmyList &list : builtIn().lists(ruleset)) {
        for (const ArmyUnit &unit : list.units) {
            for (const QString &name : unit.magicItems)
                QVERIFY2(items.byName(name), qPrintable(unit.id + QLatin1String(": ") + name));
        }
    }
}

void TestRosters::whoMayCarryAMagicItem_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("upgrades");
    QTest::addColumn<MagicItem>("item");
    QTest::addColumn<int>("refusal"); // -1: it may

    const RulesetId wmr = RulesetId::Revolution;
    const RulesetId wm = RulesetId::Warmaster;
    const QString empire = QStringLiteral("empire");
    auto may = [](const char *name, RulesetId ruleset, const QString &army, const char *unit, const QStringList &ups,
                  MagicItem item, std::optional<MagicItemRefusal> refusal) {
        QTest::newRow(name) << ruleset << army << QString::fromLatin1(unit) << ups << item
                            << (refusal ? int(*refusal) : -1);
    };
    may("banner on infantry", wmr, empire, "halberdiers", {}, MagicItem::BattleBanner, std::nullopt);
    may("sword on a General", wmr, empire, "general", {}, MagicItem::SwordOfMight, std::nullopt);
    may("crown on a General", wmr, empire, "general", {}, MagicItem::CrownOfCommand, std::nullopt);
    may("crown on a Hero", wmr, empire, "hero", {}, MagicItem::CrownOfCommand, MagicItemRefusal::UnitType);
    may("wand on a Wizard on a War Altar", wmr, empire, "wizard", {QStringLiteral("war-altar")}, MagicItem::WandOfPower,
        std::nullopt);
    may("banner on a Steam Tank", wmr, empire, "steam-tank", {}, MagicItem::BattleBanner, MagicItemRefusal::UnitType);
    may("banner on a character", wmr, empire, "hero", {}, MagicItem::BannerOfFortune, MagicItemRefusal::UnitType);
    // Revolution's Banner of Steadfastness is for armour 6+ to 4+: not for Handgunners with none.
    may("steadfastness without armour", wmr, empire, "handgunners", {}, MagicItem::BannerOfSteadfastness,
        MagicItemRefusal::Armour);
    may("steadfastness in the classic rules", wm, empire, "handgunners", {}, MagicItem::BannerOfSteadfastness,
        std::nullopt);
    may("shielding without armour", wmr, empire, "handgunners", {}, MagicItem::BannerOfShielding, std::nullopt);
    // The lists' no-magic units and the items their characters take beyond their type.
    may("Rat Swarms take no magic", wmr, QStringLiteral("skaven"), "rat-swarms", {}, MagicItem::BattleBanner,
        MagicItemRefusal::NoMagicItems);
    // Units whose list says so only in a rule's words.
    may("Gnoblars take no magic", wmr, QStringLiteral("ogre-kingdoms"), "gnoblars", {}, MagicItem::BattleBanner,
        MagicItemRefusal::NoMagicItems);
    may("Temple Daemons: Oni take no magic", wmr, QStringLiteral("nippon"), "oni", {}, MagicItem::BattleBanner,
        MagicItemRefusal::NoMagicItems);
    may("Temple Daemons: Komainu take no magic", wmr, QStringLiteral("nippon"), "komainu", {}, MagicItem::SwordOfMight,
        MagicItemRefusal::NoMagicItems);
    may("Temple Daemons: Tengu take no magic", wmr, QStringLiteral("nippon"), "tengu", {}, MagicItem::BattleBanner,
        MagicItemRefusal::NoMagicItems);
    may("Nippon Samurai may", wmr, QStringLiteral("nippon"), "samurai", {}, MagicItem::BattleBanner, std::nullopt);
    may("Ogre Bulls may", wmr, QStringLiteral("ogre-kingdoms"), "bull-ogres", {}, MagicItem::BattleBanner,
        std::nullopt);
    may("Grey Seer, a General, with a Wizard's ring", wmr, QStringLiteral("skaven"), "grey-seer", {},
        MagicItem::RingOfMagic, std::nullopt);
    may("Skaven Hero without", wmr, QStringLiteral("skaven"), "hero", {}, MagicItem::RingOfMagic,
        MagicItemRefusal::UnitType);
    may("Runesmith's scroll", wmr, QStringLiteral("dwarfs"), "runesmith", {}, MagicItem::ScrollOfDispelling,
        std::nullopt);
    may("Runesmith's ring", wmr, QStringLiteral("dwarfs"), "runesmith", {}, MagicItem::RingOfMagic,
        MagicItemRefusal::UnitType);
    may("Kislev General as Tzarina", wmr, QStringLiteral("kislev"), "general", {QStringLiteral("tzarina")},
        MagicItem::WandOfPower, std::nullopt);
    may("Kislev General without", wmr, QStringLiteral("kislev"), "general", {}, MagicItem::WandOfPower,
        MagicItemRefusal::UnitType);
}

void TestRosters::whoMayCarryAMagicItem()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, unit);
    QFETCH(QStringList, upgrades);
    QFETCH(MagicItem, item);
    QFETCH(int, refusal);
    const ArmyList &list = builtInList(army, ruleset);
    const RosterUnit fielded = pick(list, unit, upgrades);
    const ArmyUnit *listed = list.unit(fielded.unitId);
    QVERIFY(listed);
    const std::optional<MagicItemRefusal> found =
        builtInItems(ruleset).refusal(item, *listed, fielded.profile, RosterUnits::takenUpgrades(list, fielded));
    QCOMPARE(found ? int(*found) : -1, refusal);
    QCOMPARE(builtInItems(ruleset)
                 .carriable(*listed, fielded.profile, RosterUnits::takenUpgrades(list, fielded))
                 .contains(item),
             refusal < 0);
}

void TestRosters::magicItemPricedByItsCarrier_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<MagicItem>("item");
    QTest::addColumn<int>("points");

    const RulesetId wmr = RulesetId::Revolution;
    // The unit's own points and the item's, which the Banner of Shielding and the Banner of
    // Steadfastness take by the carrier's armour and the Banner of Fortitude by its hits.
    QTest::newRow("shielding, 6+") << wmr << QStringLiteral("empire") << QStringLiteral("halberdiers")
                                   << MagicItem::BannerOfShielding << 45 + 15;
    QTest::newRow("shielding, 4+") << wmr << QStringLiteral("empire") << QStringLiteral("knights")
                                   << MagicItem::BannerOfShielding << 110 + 50;
    QTest::newRow("shielding, 5+") << wmr << QStringLiteral("empire") << QStringLiteral("pistoliers")
                                   << MagicItem::BannerOfShielding << 95 + 30;
    QTest::newRow("shielding, no armour")
        << wmr << QStringLiteral("empire") << QStringLiteral("flagellants") << MagicItem::BannerOfShielding << 70 + 15;
    QTest::newRow("steadfastness, 4+") << wmr << QStringLiteral("empire") << QStringLiteral("knights")
                                       << MagicItem::BannerOfSteadfastness << 110 + 20;
    QTest::newRow("fortitude, 3 hits") << wmr << QStringLiteral("empire") << QStringLiteral("halberdiers")
                                       << MagicItem::BannerOfFortitude << 45 + 30;
    QTest::newRow("fortitude, 4 hits") << wmr << QStringLiteral("chaos") << QStringLiteral("chaos-warriors")
                                       << MagicItem::BannerOfFortitude << 140 + 50;
    QTest::newRow("classic shielding, flat") << RulesetId::Warmaster << QStringLiteral("empire")
                                             << QStringLiteral("knights") << MagicItem::BannerOfShielding << 110 + 50;
    QTest::newRow("crown") << wmr << QStringLiteral("empire") << QStringLiteral("general") << MagicItem::CrownOfCommand
                           << 125 + 70;
}

void TestRosters::magicItemPricedByItsCarrier()
{
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, unit);
    QFETCH(MagicItem, item);
    QFETCH(int, points);
    const RosterUnit u = carrying(builtInList(army, ruleset), unit, item);
    QCOMPARE(u.points, points);
    QCOMPARE(u.profile.magicItem, std::optional<MagicItem>(item));
    // Taken off again, the unit is what the list gives.
    const Result<RosterUnit> bare =
        RosterUnits::withMagicItem(builtInList(army, ruleset), u, std::nullopt, &builtInItems(ruleset));
    QVERIFY(bare.ok());
    QCOMPARE(bare.value(), pick(builtInList(army, ruleset), unit));
}

void TestRosters::fromListRefusesAnItemTheUnitMayNotCarry()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    const MagicItems &items = builtInItems();
    const Result<RosterUnit> crown =
        RosterUnits::fromList(empire, QStringLiteral("empire:hero"), {}, {}, MagicItem::CrownOfCommand, &items);
    QVERIFY(!crown.ok());
    QCOMPARE(crown.error().field, QStringLiteral("magicItem"));
    QCOMPARE(crown.error().message,
             QStringLiteral("Hero may not carry the Crown of Command: it is not an item for a unit of type Hero."));
    const Result<RosterUnit> steadfast = RosterUnits::fromList(empire, QStringLiteral("empire:handgunners"), {}, {},
                                                               MagicItem::BannerOfSteadfastness, &items);
    QVERIFY(!steadfast.ok());
    QCOMPARE(steadfast.error().message, QStringLiteral("Handgunners may not carry the Banner of Steadfastness: it "
                                                       "is not an item for a unit with armour none."));
    const Result<RosterUnit> noCatalogue =
        RosterUnits::fromList(empire, QStringLiteral("empire:general"), {}, {}, MagicItem::CrownOfCommand, nullptr);
    QVERIFY(!noCatalogue.ok());
    QCOMPARE(noCatalogue.error().message, QStringLiteral("General: wmassist has no magic items of Warmaster "
                                                         "Revolution, so the Crown of Command cannot be priced."));
    // No list has infantry of five Hits, but Revolution's Banner of Fortitude is for two to four only.
    ArmyList giants = empire;
    for (ArmyUnit &u : giants.units) {
        if (u.id == QLatin1String("empire:halberdiers"))
            u.profile.hits = 5;
    }
    const Result<RosterUnit> fortitude = RosterUnits::fromList(giants, QStringLiteral("empire:halberdiers"), {}, {},
                                                               MagicItem::BannerOfFortitude, &items);
    QVERIFY(!fortitude.ok());
    QCOMPARE(fortitude.error().message, QStringLiteral("Halberdiers may not carry the Banner of Fortitude: it is not "
                                                       "an item for a unit of 5 Hits."));
    // Crossbowmen swapped for Handgunners are fielded without armour: no Steadfastness for them either.
    const Result<RosterUnit> swapped = RosterUnits::fromList(empire, QStringLiteral("empire:crossbowmen"),
                                                             {QStringLiteral("empire:upgrade:handgunners")}, {},
                                                             MagicItem::BannerOfSteadfastness, &items);
    QVERIFY(!swapped.ok());
}

void TestRosters::magicItemChoicesForTheEditor()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    Roster r = roster(empire, 1000, {QStringLiteral("halberdiers"), QStringLiteral("general")});
    r.units.append(carrying(empire, QStringLiteral("knights"), MagicItem::BattleBanner, {}, QStringLiteral("Red")));

    QStringList offered;
    QList<RosterUnits::MagicItemChoice> choices = RosterUnits::magicItemChoices(r, 0, empire, builtInItems());
    for (const RosterUnits::MagicItemChoice &c : choices)
        offered.append(enumKey(c.item) + QLatin1Char('=') + QString::number(c.points));
    QCOMPARE(offered, (QStringList{QStringLiteral("battle-banner=30"), QStringLiteral("banner-of-shielding=15"),
                                   QStringLiteral("banner-of-fortitude=30"),
                                   QStringLiteral("banner-of-steadfastness=10"), QStringLiteral("banner-of-fortune=15"),
                                   QStringLiteral("sword-of-destruction=10"), QStringLiteral("sword-of-fate=5"),
                                   QStringLiteral("sword-of-cleaving=10"), QStringLiteral("sword-of-might=10")}));
    // The Knights carry the only Battle Banner an army may have: the Halberdiers see who has it.
    QCOMPARE(choices.first().takenBy, QStringList{QStringLiteral("Red")});
    QVERIFY(choices.at(1).takenBy.isEmpty());
    // The Knights themselves may keep theirs.
    choices = RosterUnits::magicItemChoices(r, 2, empire, builtInItems());
    QCOMPARE(choices.first().item, MagicItem::BattleBanner);
    QVERIFY(choices.first().takenBy.isEmpty());
    // A General is offered the swords and the General's devices.
    choices = RosterUnits::magicItemChoices(r, 1, empire, builtInItems());
    QCOMPARE(choices.size(), 8);
    QCOMPARE(choices.first().item, MagicItem::SwordOfDestruction);
    QCOMPARE(choices.last().item, MagicItem::SceptreOfSovereignty);
}

void TestRosters::checkMagicItems_data()
{
    QTest::addColumn<Roster>("roster");
    QTest::addColumn<QList<RosterWarningKind>>("kinds");
    QTest::addColumn<QStringList>("messages");
    QTest::addColumn<QList<int>>("rosterIndexes");

    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    const ArmyList &skaven = builtInList(QStringLiteral("skaven"));
    Roster good = roster(empire, 1000, {QStringLiteral("halberdiers*2")});
    good.units.append(carrying(empire, QStringLiteral("general"), MagicItem::CrownOfCommand));
    good.units.append(carrying(empire, QStringLiteral("knights"), MagicItem::BannerOfShielding));
    QTest::newRow("items where they may be") << good << QList<RosterWarningKind>{} << QStringList{} << QList<int>{};

    // Two Swords of Might where an army may have one: said once, naming both.
    Roster twice = good;
    twice.units[0] =
        carrying(empire, QStringLiteral("halberdiers"), MagicItem::SwordOfMight, {}, QStringLiteral("Left"));
    twice.units[1] =
        carrying(empire, QStringLiteral("halberdiers"), MagicItem::SwordOfMight, {}, QStringLiteral("Right"));
    QTest::newRow("one of each an army")
        << twice << QList<RosterWarningKind>{RosterWarningKind::MagicItemAboveMaximum}
        << QStringList{QStringLiteral("Sword of Might: an army may carry only one; the roster has 2 (Left, Right).")}
        << QList<int>{-1};

    // A roster file's item on a unit that may not carry it (the list changed, or the file was edited).
    Roster wrongType = good;
    wrongType.units[0].profile.magicItem = MagicItem::CrownOfCommand;
    wrongType.units[2].profile.magicItem = std::nullopt;
    QTest::newRow("a General's crown on infantry")
        << wrongType << QList<RosterWarningKind>{RosterWarningKind::MagicItemNotAllowed}
        << QStringList{QStringLiteral("Halberdiers may not carry the Crown of Command: it is not an item for a unit "
                                      "of type Infantry.")}
        << QList<int>{0};

    Roster wrongArmour = roster(empire, 1000, {QStringLiteral("general"), QStringLiteral("handgunners")});
    wrongArmour.units[1].profile.magicItem = MagicItem::BannerOfSteadfastness;
    wrongArmour.units[1].label = QStringLiteral("Town guns");
    QTest::newRow("a banner for armour on a unit without")
        << wrongArmour << QList<RosterWarningKind>{RosterWarningKind::MagicItemNotAllowed}
        << QStringList{QStringLiteral("Town guns may not carry the Banner of Steadfastness: it is not an item for a "
                                      "unit with armour none.")}
        << QList<int>{1};

    Roster noMagic = roster(skaven, 1000, {QStringLiteral("grey-seer"), QStringLiteral("rat-swarms")});
    noMagic.units[1].profile.magicItem = MagicItem::BattleBanner;
    QTest::newRow("a unit the list gives no magic")
        << noMagic << QList<RosterWarningKind>{RosterWarningKind::MagicItemNotAllowed}
        << QStringList{QStringLiteral(
               "Rat Swarms may carry no magic item, the Battle Banner included: its army list says so.")}
        << QList<int>{1};

    const ArmyList &ogres = builtInList(QStringLiteral("ogre-kingdoms"));
    Roster gnoblars = roster(ogres, 1000, {QStringLiteral("tyrant"), QStringLiteral("gnoblars")});
    gnoblars.units[1].profile.magicItem = MagicItem::BannerOfFortune;
    QTest::newRow("Gnoblars: no magic items, as their rule says")
        << gnoblars << QList<RosterWarningKind>{RosterWarningKind::MagicItemNotAllowed}
        << QStringList{QStringLiteral(
               "Gnoblars may carry no magic item, the Banner of Fortune included: its army list says so.")}
        << QList<int>{1};

    // Both at once: each said.
    Roster both = twice;
    both.units[2].profile.magicItem = MagicItem::WandOfPower;
    QTest::newRow("wrong carrier and too many")
        << both
        << QList<RosterWarningKind>{RosterWarningKind::MagicItemNotAllowed, RosterWarningKind::MagicItemAboveMaximum}
        << QStringList{QStringLiteral("General may not carry the Wand of Power: it is not an item for a unit of type "
                                      "General."),
                       QStringLiteral("Sword of Might: an army may carry only one; the roster has 2 (Left, Right).")}
        << QList<int>{2, -1};
}

void TestRosters::checkMagicItems()
{
    QFETCH(Roster, roster);
    QFETCH(QList<RosterWarningKind>, kinds);
    QFETCH(QStringList, messages);
    QFETCH(QList<int>, rosterIndexes);
    const RosterReport report =
        RosterCheck::check(roster, builtIn().find(roster.ruleset, roster.armyKey), &builtInItems(roster.ruleset));
    QList<RosterWarningKind> found;
    QStringList said;
    QList<int> indexes;
    for (const RosterWarning &w : report.warnings) {
        if (w.kind != RosterWarningKind::MagicItemNotAllowed && w.kind != RosterWarningKind::MagicItemAboveMaximum)
            continue;
        found.append(w.kind);
        said.append(w.message);
        indexes.append(w.rosterIndex);
        QVERIFY(w.magicItem.has_value());
    }
    QCOMPARE(found, kinds);
    QCOMPARE(said, messages);
    QCOMPARE(indexes, rosterIndexes);
    // Without the catalogue, items are not checked.
    const RosterReport unchecked = RosterCheck::check(roster, builtIn().find(roster.ruleset, roster.armyKey));
    QVERIFY(!unchecked.hasWarning(RosterWarningKind::MagicItemNotAllowed));
    QVERIFY(!unchecked.hasWarning(RosterWarningKind::MagicItemAboveMaximum));
}

void TestRosters::unitsTypedInCarryNoItem()
{
    UnitProfile general = empireGeneral();
    general.magicItem = MagicItem::CrownOfCommand;
    const Result<RosterUnit> unit = RosterUnits::custom(general, 195);
    QVERIFY(!unit.ok());
    QCOMPARE(unit.error().field, QStringLiteral("magicItem"));
    QCOMPARE(unit.error().message,
             QStringLiteral("Magic item: a unit typed in carries none (was the Crown of Command)."));
}

void TestRosters::victoryPointsCountMagicItems()
{
    // The enemy scores what a unit cost, its item included: a General with the Crown of Command is
    // worth 125 + 70, Knights with the Banner of Shielding reduced to one stand half of 110 + 50.
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    Roster r = roster(empire, 1000, {QStringLiteral("halberdiers")});
    r.units.append(carrying(empire, QStringLiteral("general"), MagicItem::CrownOfCommand));
    r.units.append(carrying(empire, QStringLiteral("knights"), MagicItem::BannerOfShielding));
    QCOMPARE(r.points(), 45 + 195 + 160);

    QList<ScoredUnit> scored = r.scoredUnits(1);
    QCOMPARE(scored.size(), 3);
    QCOMPARE(scored.at(1).points, 195);
    QCOMPARE(scored.at(1).unit.profile.magicItem, std::optional<MagicItem>(MagicItem::CrownOfCommand));
    QCOMPARE(victoryPoints(scored), 0);
    scored[1].unit.state.destroyed = DestroyedBy::Casualties;
    scored[2].unit.state.standsLeft = 1;
    scored[2].unit.state.positions = {1, 0, 0};
    QCOMPARE(victoryPoints(scored), 195 + 80);
}

void TestRosters::rosterFileKeepsTheMagicItem()
{
    const ArmyList &empire = builtInList(QStringLiteral("empire"));
    Roster r = sampleRoster();
    r.units[0] = carrying(empire, QStringLiteral("general"), MagicItem::OrbOfMajesty, {QStringLiteral("griffon")});
    const QJsonObject o = RosterJson::toJson(r);
    const QJsonObject general = o.value(QStringLiteral("units")).toArray().at(0).toObject();
    QCOMPARE(general.value(QStringLiteral("magicItem")).toString(), QStringLiteral("orb-of-majesty"));
    QCOMPARE(general.value(QStringLiteral("points")).toInt(), 125 + 80 + 30);
    QVERIFY(!o.value(QStringLiteral("units")).toArray().at(1).toObject().contains(QStringLiteral("magicItem")));

    const Result<Roster> read = RosterJson::read(RosterJson::write(r), QStringLiteral("patrol.json"));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    QCOMPARE(read.value(), r);

    const Result<Roster> unknown =
        RosterJson::read(bytes(withUnitField(o, 0, QStringLiteral("magicItem"), QStringLiteral("hat-of-doom"))),
                         QStringLiteral("patrol.json"));
    QVERIFY(!unknown.ok());
    QVERIFY2(unknown.error().message.startsWith(
                 QStringLiteral("patrol.json: units[0].magicItem: expected one of \"battle-banner\", ")),
             qPrintable(unknown.error().message));
    // A unit typed in carries none, in a file too.
    const Result<Roster> typedInItem =
        RosterJson::read(bytes(withUnitField(o, 3, QStringLiteral("magicItem"), QStringLiteral("sword-of-might"))),
                         QStringLiteral("patrol.json"));
    QVERIFY(!typedInItem.ok());
    QCOMPARE(typedInItem.error().message,
             QStringLiteral("patrol.json: units[3].magicItem: Unit 4 (Golgfag's lads): Magic item: a unit typed in "
                            "carries none (was the Sword of Might)."));
}

QTEST_APPLESS_MAIN(TestRosters)
#include "tst_rosters.moc"
