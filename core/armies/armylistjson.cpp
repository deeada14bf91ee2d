// SPDX-License-Identifier: GPL-3.0-or-later
#include "armylistjson.h"

#include "core/json/profilejson.h"
#include "core/json/spelljson.h"
#include "core/limits.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace wm {

namespace {

using Reader = JsonReader;

// ---- writing ------------------------------------------------------------------------------------

void putOptional(QJsonObject &o, const QString &key, const std::optional<int> &value)
{
    if (value)
        o.insert(key, *value);
}

void putList(QJsonObject &o, const QString &key, const QStringList &values)
{
    if (!values.isEmpty())
        o.insert(key, QJsonArray::fromStringList(values));
}

QJsonObject unitObject(const ArmyUnit &unit)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), unit.id);
    o.insert(QStringLiteral("order"), unit.order);
    ProfileJson::write(o, unit.profile);
    o.insert(QStringLiteral("points"), unit.points);
    putOptional(o, QStringLiteral("minPer1000"), unit.minPer1000);
    putOptional(o, QStringLiteral("maxPer1000"), unit.maxPer1000);
    putOptional(o, QStringLiteral("armyMin"), unit.armyMin);
    putOptional(o, QStringLiteral("armyMax"), unit.armyMax);
    putList(o, QStringLiteral("upgrades"), unit.upgrades);
    putList(o, QStringLiteral("magicItems"), unit.magicItems);
    if (!unit.magicItemsAllowed)
        o.insert(QStringLiteral("magicItemsAllowed"), false);
    if (!unit.countsTowardsBreakPoint)
        o.insert(QStringLiteral("countsTowardsBreakPoint"), false);
    putList(o, QStringLiteral("addsStandsTo"), unit.addsStandsTo);
    putOptional(o, QStringLiteral("shootingAttacksAtChargers"), unit.shootingAttacksAtChargers);
    putList(o, QStringLiteral("sharesLimitsWith"), unit.sharesLimitsWith);
    putList(o, QStringLiteral("requiredUnits"), unit.requiredUnits);
    return o;
}

QJsonObject upgradeObject(const ArmyUpgrade &upgrade)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), upgrade.id);
    o.insert(QStringLiteral("order"), upgrade.order);
    o.insert(QStringLiteral("name"), upgrade.name);
    o.insert(QStringLiteral("kind"), enumKey(upgrade.kind));
    o.insert(QStringLiteral("attacks"), upgrade.combatAttackBonus);
    putOptional(o, QStringLiteral("shootingAttacks"), upgrade.shootingAttackBonus);
    putOptional(o, QStringLiteral("rangeCm"), upgrade.rangeCm);
    o.insert(QStringLiteral("points"), upgrade.pointsDelta);
    putOptional(o, QStringLiteral("maxPer1000"), upgrade.maxPer1000);
    putOptional(o, QStringLiteral("armyMax"), upgrade.armyMax);
    ProfileJson::writeTraits(o, upgrade.traits);
    ProfileJson::writeTraitValues(o, upgrade.traitValues);
    ProfileJson::writeJoining(o, upgrade.joining);
    if (!upgrade.replacesWith.isEmpty())
        o.insert(QStringLiteral("replacesWith"), upgrade.replacesWith);
    putList(o, QStringLiteral("requiredUnits"), upgrade.requiredUnits);
    putList(o, QStringLiteral("magicItems"), upgrade.magicItems);
    putList(o, QStringLiteral("unlocks"), upgrade.unlocks);
    ProfileJson::writeRules(o, upgrade.rules);
    return o;
}

// ---- reading ------------------------------------------------------------------------------------

// Ids of the list's units or upgrades.
QStringList ids(const Reader &r, const QJsonObject &o, const QString &path, const QString &key)
{
    return r.texts(o, path, key, Limits::IdLength, Limits::ListEntries);
}

ArmyUnit readUnit(const Reader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path,
                 QStringList{QStringLiteral("id"), QStringLiteral("order")} + ProfileJson::fields() +
                     QStringList{QStringLiteral("points"), QStringLiteral("minPer1000"), QStringLiteral("maxPer1000"),
                                 QStringLiteral("armyMin"), QStringLiteral("armyMax"), QStringLiteral("upgrades"),
                                 QStringLiteral("magicItems"), QStringLiteral("magicItemsAllowed"),
                                 QStringLiteral("countsTowardsBreakPoint"), QStringLiteral("addsStandsTo"),
                                 QStringLiteral("shootingAttacksAtChargers"), QStringLiteral("sharesLimitsWith"),
                                 QStringLiteral("requiredUnits")});
    ArmyUnit u;
    u.id = r.text(o, path, QStringLiteral("id"), Limits::IdLength);
    u.order = r.requiredInt(o, path, QStringLiteral("order"), 0, Limits::Order);
    u.profile = ProfileJson::read(r, o, path);
    u.points = r.requiredInt(o, path, QStringLiteral("points"), 0, Limits::UnitPoints);
    u.minPer1000 = r.optionalInt(o, path, QStringLiteral("minPer1000"), 0, Limits::PerThousand);
    u.maxPer1000 = r.optionalInt(o, path, QStringLiteral("maxPer1000"), 0, Limits::PerThousand);
    u.armyMin = r.optionalInt(o, path, QStringLiteral("armyMin"), 0, Limits::PerThousand);
    u.armyMax = r.optionalInt(o, path, QStringLiteral("armyMax"), 0, Limits::PerThousand);
    u.upgrades = ids(r, o, path, QStringLiteral("upgrades"));
    u.magicItems = r.texts(o, path, QStringLiteral("magicItems"), Limits::NameLength, Limits::ListEntries);
    u.magicItemsAllowed = r.flag(o, path, QStringLiteral("magicItemsAllowed"), true);
    u.countsTowardsBreakPoint = r.flag(o, path, QStringLiteral("countsTowardsBreakPoint"), true);
    u.addsStandsTo = ids(r, o, path, QStringLiteral("addsStandsTo"));
    u.shootingAttacksAtChargers =
        r.optionalInt(o, path, QStringLiteral("shootingAttacksAtChargers"), 1, Limits::Attacks);
    if (u.shootingAttacksAtChargers && (u.addsStandsTo.isEmpty() || !u.profile.shootingAttacks))
        r.fail(Reader::join(path, QStringLiteral("shootingAttacksAtChargers")),
               ArmyListJson::tr("only for stands added to another unit that shoot"));
    u.sharesLimitsWith = ids(r, o, path, QStringLiteral("sharesLimitsWith"));
    u.requiredUnits = ids(r, o, path, QStringLiteral("requiredUnits"));
    return u;
}

ArmyUpgrade readUpgrade(const Reader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path,
                 {QStringLiteral("id"), QStringLiteral("order"), QStringLiteral("name"), QStringLiteral("kind"),
                  QStringLiteral("attacks"), QStringLiteral("shootingAttacks"), QStringLiteral("rangeCm"),
                  QStringLiteral("points"), QStringLiteral("maxPer1000"), QStringLiteral("armyMax"),
                  QStringLiteral("traits"), QStringLiteral("traitValues"), QStringLiteral("joining"),
                  QStringLiteral("replacesWith"), QStringLiteral("requiredUnits"), QStringLiteral("magicItems"),
                  QStringLiteral("unlocks"), QStringLiteral("rules")});
    ArmyUpgrade u;
    u.id = r.text(o, path, QStringLiteral("id"), Limits::IdLength);
    u.order = r.requiredInt(o, path, QStringLiteral("order"), 0, Limits::Order);
    u.name = r.text(o, path, QStringLiteral("name"), Limits::NameLength);
    u.kind = r.keyed<UpgradeKind>(o, path, QStringLiteral("kind"), enumKeys<UpgradeKind>(), enumFromKey<UpgradeKind>);
    u.combatAttackBonus = r.requiredInt(o, path, QStringLiteral("attacks"), 0, Limits::Attacks);
    u.shootingAttackBonus = r.optionalInt(o, path, QStringLiteral("shootingAttacks"), 1, Limits::Attacks);
    u.rangeCm = r.optionalInt(o, path, QStringLiteral("rangeCm"), 1, Limits::DistanceCm);
    // Shooting attacks may come without a range (they go at the range of the unit the character
    // joins), but a range with nothing to shoot would be lost on the way to a roster.
    if (u.rangeCm && !u.shootingAttackBonus)
        r.fail(Reader::join(path, QStringLiteral("rangeCm")),
               ArmyListJson::tr("a range needs shooting attacks to go with it"));
    u.pointsDelta = r.requiredInt(o, path, QStringLiteral("points"), -Limits::UnitPoints, Limits::UnitPoints);
    u.maxPer1000 = r.optionalInt(o, path, QStringLiteral("maxPer1000"), 0, Limits::PerThousand);
    u.armyMax = r.optionalInt(o, path, QStringLiteral("armyMax"), 0, Limits::PerThousand);
    u.traits = ProfileJson::readTraits(r, o, path);
    u.traitValues = ProfileJson::readTraitValues(r, o, path);
    u.joining = ProfileJson::readJoining(r, o, path);
    u.replacesWith = r.optionalText(o, path, QStringLiteral("replacesWith"), Limits::IdLength);
    u.requiredUnits = ids(r, o, path, QStringLiteral("requiredUnits"));
    u.magicItems = r.texts(o, path, QStringLiteral("magicItems"), Limits::NameLength, Limits::ListEntries);
    u.unlocks = ids(r, o, path, QStringLiteral("unlocks"));
    u.rules = ProfileJson::readRules(r, o, path);
    return u;
}

// Ids unique and under the list's key, orders unique, and every reference pointing at something
// the list has.
void checkConsistency(const Reader &r, const ArmyList &list)
{
    const QString unitPrefix = list.key + QLatin1Char(':');
    const QString upgradePrefix = list.key + QLatin1String(":upgrade:");
    QSet<QString> unitIds;
    QSet<int> unitOrders;
    for (qsizetype i = 0; i < list.units.size(); ++i) {
        const ArmyUnit &u = list.units.at(i);
        const QString path = Reader::at(QStringLiteral("units"), i);
        if (!u.id.startsWith(unitPrefix) || u.id.startsWith(upgradePrefix) || u.id.size() == unitPrefix.size())
            r.expected(Reader::join(path, QStringLiteral("id")),
                       ArmyListJson::tr("an id starting with \"%1\"").arg(unitPrefix), u.id);
        if (unitIds.contains(u.id))
            r.fail(Reader::join(path, QStringLiteral("id")),
                   ArmyListJson::tr("\"%1\" is the id of an earlier unit").arg(u.id));
        if (unitOrders.contains(u.order))
            r.fail(Reader::join(path, QStringLiteral("order")),
                   ArmyListJson::tr("%1 is the order of an earlier unit").arg(u.order));
        unitIds.insert(u.id);
        unitOrders.insert(u.order);
    }
    QSet<QString> upgradeIds;
    QSet<int> upgradeOrders;
    for (qsizetype i = 0; i < list.upgrades.size(); ++i) {
        const ArmyUpgrade &u = list.upgrades.at(i);
        const QString path = Reader::at(QStringLiteral("upgrades"), i);
        if (!u.id.startsWith(upgradePrefix) || u.id.size() == upgradePrefix.size())
            r.expected(Reader::join(path, QStringLiteral("id")),
                       ArmyListJson::tr("an id starting with \"%1\"").arg(upgradePrefix), u.id);
        if (upgradeIds.contains(u.id))
            r.fail(Reader::join(path, QStringLiteral("id")),
                   ArmyListJson::tr("\"%1\" is the id of an earlier upgrade").arg(u.id));
        if (upgradeOrders.contains(u.order))
            r.fail(Reader::join(path, QStringLiteral("order")),
                   ArmyListJson::tr("%1 is the order of an earlier upgrade").arg(u.order));
        upgradeIds.insert(u.id);
        upgradeOrders.insert(u.order);
    }

    auto refer = [&r](const QSet<QString> &ids, const QStringList &refs, const QString &path, const QString &what) {
        for (qsizetype i = 0; i < refs.size(); ++i) {
            if (!ids.contains(refs.at(i)))
                r.fail(Reader::at(path, i), ArmyListJson::tr("the list has no %1 \"%2\"").arg(what, refs.at(i)));
        }
    };
    const QString unitWord = ArmyListJson::tr("unit");
    for (qsizetype i = 0; i < list.units.size(); ++i) {
        const ArmyUnit &u = list.units.at(i);
        const QString path = Reader::at(QStringLiteral("units"), i);
        refer(upgradeIds, u.upgrades, Reader::join(path, QStringLiteral("upgrades")), ArmyListJson::tr("upgrade"));
        refer(unitIds, u.addsStandsTo, Reader::join(path, QStringLiteral("addsStandsTo")), unitWord);
        refer(unitIds, u.sharesLimitsWith, Reader::join(path, QStringLiteral("sharesLimitsWith")), unitWord);
        refer(unitIds, u.requiredUnits, Reader::join(path, QStringLiteral("requiredUnits")), unitWord);
    }
    for (qsizetype i = 0; i < list.upgrades.size(); ++i) {
        const ArmyUpgrade &u = list.upgrades.at(i);
        const QString path = Reader::at(QStringLiteral("upgrades"), i);
        if (!u.replacesWith.isEmpty() && !unitIds.contains(u.replacesWith))
            r.fail(Reader::join(path, QStringLiteral("replacesWith")),
                   ArmyListJson::tr("the list has no %1 \"%2\"").arg(unitWord, u.replacesWith));
        refer(unitIds, u.requiredUnits, Reader::join(path, QStringLiteral("requiredUnits")), unitWord);
        refer(upgradeIds, u.unlocks, Reader::join(path, QStringLiteral("unlocks")), ArmyListJson::tr("upgrade"));
    }
}

void checkFormat(const Reader &r, const QJsonObject &top)
{
    r.format(top, ArmyList::FormatVersion);
}

} // namespace

QByteArray ArmyListJson::write(const ArmyList &list)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), ArmyList::FormatVersion);
    o.insert(QStringLiteral("key"), list.key);
    o.insert(QStringLiteral("name"), list.name);
    o.insert(QStringLiteral("ruleset"), enumKey(list.ruleset));
    o.insert(QStringLiteral("dataVersion"), list.dataVersion);
    if (!list.wmSelectorPath.isEmpty())
        o.insert(QStringLiteral("wmSelectorPath"), list.wmSelectorPath);
    ProfileJson::writeRules(o, list.rules);
    SpellJson::writeList(o, list.spells);
    QJsonArray units;
    for (const ArmyUnit &unit : list.units)
        units.append(unitObject(unit));
    o.insert(QStringLiteral("units"), units);
    QJsonArray upgrades;
    for (const ArmyUpgrade &upgrade : list.upgrades)
        upgrades.append(upgradeObject(upgrade));
    o.insert(QStringLiteral("upgrades"), upgrades);
    // QJsonObject keeps its keys sorted, so the same list always gives the same bytes.
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<ArmyList> ArmyListJson::read(const QByteArray &json, const QString &fileName)
{
    const Reader r(fileName);
    return r.read<ArmyList>([&] {
        const QJsonObject top = r.document(json);
        r.onlyFields(top, QString(),
                     {QStringLiteral("format"), QStringLiteral("key"), QStringLiteral("name"),
                      QStringLiteral("ruleset"), QStringLiteral("dataVersion"), QStringLiteral("wmSelectorPath"),
                      QStringLiteral("rules"), QStringLiteral("spells"), QStringLiteral("units"),
                      QStringLiteral("upgrades")});
        checkFormat(r, top);
        ArmyList list;
        list.key = r.text(top, QString(), QStringLiteral("key"), Limits::IdLength);
        if (ArmyList::slug(list.key) != list.key)
            r.expected(QStringLiteral("key"), ArmyListJson::tr("lowercase letters, digits and hyphens"), list.key);
        list.name = r.text(top, QString(), QStringLiteral("name"), Limits::NameLength);
        list.ruleset = r.keyed<RulesetId>(top, QString(), QStringLiteral("ruleset"), enumKeys<RulesetId>(),
                                          enumFromKey<RulesetId>);
        list.dataVersion = r.requiredInt(top, QString(), QStringLiteral("dataVersion"), 1, Limits::DataVersion);
        list.wmSelectorPath = r.optionalText(top, QString(), QStringLiteral("wmSelectorPath"), Limits::IdLength);
        list.rules = ProfileJson::readRules(r, top, QString());
        list.spells = SpellJson::readList(r, top, QString());
        const QJsonArray units = r.objects(top, QString(), QStringLiteral("units"), Limits::ListEntries);
        for (qsizetype i = 0; i < units.size(); ++i)
            list.units.append(readUnit(r, units.at(i).toObject(), Reader::at(QStringLiteral("units"), i)));
        const QJsonArray upgrades = r.objects(top, QString(), QStringLiteral("upgrades"), Limits::ListEntries);
        for (qsizetype i = 0; i < upgrades.size(); ++i)
            list.upgrades.append(readUpgrade(r, upgrades.at(i).toObject(), Reader::at(QStringLiteral("upgrades"), i)));
        checkConsistency(r, list);
        return list;
    });
}

QByteArray ArmyListJson::writeIndex(const ArmyListIndex &index)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), ArmyList::FormatVersion);
    o.insert(QStringLiteral("dataVersion"), index.dataVersion);
    QJsonArray lists;
    for (const ArmyListIndex::Entry &entry : index.lists) {
        QJsonObject e;
        e.insert(QStringLiteral("file"), entry.file);
        e.insert(QStringLiteral("key"), entry.key);
        e.insert(QStringLiteral("name"), entry.name);
        e.insert(QStringLiteral("ruleset"), enumKey(entry.ruleset));
        lists.append(e);
    }
    o.insert(QStringLiteral("lists"), lists);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<ArmyListIndex> ArmyListJson::readIndex(const QByteArray &json, const QString &fileName)
{
    const Reader r(fileName);
    return r.read<ArmyListIndex>([&] {
        const QJsonObject top = r.document(json);
        r.onlyFields(top, QString(),
                     {QStringLiteral("format"), QStringLiteral("dataVersion"), QStringLiteral("lists")});
        checkFormat(r, top);
        ArmyListIndex index;
        index.dataVersion = r.requiredInt(top, QString(), QStringLiteral("dataVersion"), 1, Limits::DataVersion);
        const QJsonArray lists = r.objects(top, QString(), QStringLiteral("lists"), Limits::ListEntries);
        for (qsizetype i = 0; i < lists.size(); ++i) {
            const QJsonObject o = lists.at(i).toObject();
            const QString path = Reader::at(QStringLiteral("lists"), i);
            r.onlyFields(
                o, path,
                {QStringLiteral("file"), QStringLiteral("key"), QStringLiteral("name"), QStringLiteral("ruleset")});
            ArmyListIndex::Entry entry;
            entry.file = r.text(o, path, QStringLiteral("file"), Limits::IdLength);
            entry.key = r.text(o, path, QStringLiteral("key"), Limits::IdLength);
            entry.name = r.text(o, path, QStringLiteral("name"), Limits::NameLength);
            entry.ruleset =
                r.keyed<RulesetId>(o, path, QStringLiteral("ruleset"), enumKeys<RulesetId>(), enumFromKey<RulesetId>);
            index.lists.append(entry);
        }
        return index;
    });
}

} // namespace wm
