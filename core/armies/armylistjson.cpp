// SPDX-License-Identifier: GPL-3.0-or-later
#include "armylistjson.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>

#include <cmath>

namespace wm {

namespace {

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

void putTraits(QJsonObject &o, Traits traits)
{
    // In the order of AllTraits, so that the same traits always give the same file.
    QStringList keys;
    for (Trait trait : AllTraits) {
        if (traits.testFlag(trait))
            keys.append(TraitText::key(trait));
    }
    putList(o, QStringLiteral("traits"), keys);
}

QString armourText(const Armour &armour)
{
    return armour.score() ? QString::number(*armour.score()) + QLatin1Char('+') : QStringLiteral("none");
}

QJsonObject unitObject(const ArmyUnit &unit)
{
    const UnitProfile &p = unit.profile;
    QJsonObject o;
    o.insert(QStringLiteral("id"), unit.id);
    o.insert(QStringLiteral("order"), unit.order);
    o.insert(QStringLiteral("name"), p.name);
    o.insert(QStringLiteral("type"), UnitTypeText::key(p.type));
    o.insert(QStringLiteral("attacks"), p.combatAttacks);
    putOptional(o, QStringLiteral("shootingAttacks"), p.shootingAttacks);
    putOptional(o, QStringLiteral("rangeCm"), p.rangeCm);
    putOptional(o, QStringLiteral("hits"), p.hits);
    if (!p.isCharacter())
        o.insert(QStringLiteral("armour"), armourText(p.armour));
    putOptional(o, QStringLiteral("command"), p.command);
    o.insert(QStringLiteral("stands"), p.stands);
    putOptional(o, QStringLiteral("fullPaceCm"), p.fullPaceCm);
    if (p.weapon != Weapon::Standard)
        o.insert(QStringLiteral("weapon"), WeaponText::key(p.weapon));
    putTraits(o, p.traits);
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
    putList(o, QStringLiteral("sharesLimitsWith"), unit.sharesLimitsWith);
    putList(o, QStringLiteral("requiredUnits"), unit.requiredUnits);
    putList(o, QStringLiteral("notes"), unit.notes);
    return o;
}

QJsonObject upgradeObject(const ArmyUpgrade &upgrade)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), upgrade.id);
    o.insert(QStringLiteral("order"), upgrade.order);
    o.insert(QStringLiteral("name"), upgrade.name);
    o.insert(QStringLiteral("kind"), UpgradeKindText::key(upgrade.kind));
    o.insert(QStringLiteral("attacks"), upgrade.combatAttackBonus);
    putOptional(o, QStringLiteral("shootingAttacks"), upgrade.shootingAttackBonus);
    putOptional(o, QStringLiteral("rangeCm"), upgrade.rangeCm);
    o.insert(QStringLiteral("points"), upgrade.pointsDelta);
    putOptional(o, QStringLiteral("maxPer1000"), upgrade.maxPer1000);
    putOptional(o, QStringLiteral("armyMax"), upgrade.armyMax);
    putTraits(o, upgrade.traits);
    if (!upgrade.replacesWith.isEmpty())
        o.insert(QStringLiteral("replacesWith"), upgrade.replacesWith);
    putList(o, QStringLiteral("requiredUnits"), upgrade.requiredUnits);
    putList(o, QStringLiteral("magicItems"), upgrade.magicItems);
    putList(o, QStringLiteral("unlocks"), upgrade.unlocks);
    putList(o, QStringLiteral("notes"), upgrade.notes);
    return o;
}

// ---- reading ------------------------------------------------------------------------------------

// The first problem found; thrown from deep inside the reader and caught at its boundary, so that
// a half-read list never escapes.
struct ReadFailure
{
    Error error;
};

class Reader
{
public:
    explicit Reader(const QString &fileName)
        : m_fileName(fileName)
    {
    }

    [[noreturn]] void fail(const QString &path, const QString &message) const
    {
        throw ReadFailure{Error{path, ArmyListJson::tr("%1: %2: %3").arg(m_fileName, path, message)}};
    }
    [[noreturn]] void expected(const QString &path, const QString &what, const QJsonValue &found) const
    {
        fail(path, ArmyListJson::tr("expected %1, found %2").arg(what, describe(found)));
    }

    QJsonObject document(const QByteArray &json) const
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            throw ReadFailure{Error{QString(), ArmyListJson::tr("%1: not valid JSON at character %2: %3")
                                                   .arg(m_fileName)
                                                   .arg(parseError.offset)
                                                   .arg(parseError.errorString())}};
        if (!doc.isObject())
            throw ReadFailure{
                Error{QString(), ArmyListJson::tr("%1: expected an object at the top of the file").arg(m_fileName)}};
        return doc.object();
    }

    // Every field of the object must be one of `known`: a misspelt field would otherwise be lost.
    void onlyFields(const QJsonObject &o, const QString &path, const QStringList &known) const
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!known.contains(it.key()))
                fail(join(path, it.key()), ArmyListJson::tr("not a field wmassist knows here"));
        }
    }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }
    static QString at(const QString &path, qsizetype index)
    {
        return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
    }

    std::optional<int> optionalInt(const QJsonObject &o, const QString &path, const QString &key, int min) const
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return std::nullopt;
        return wholeNumber(v, join(path, key), min);
    }
    int requiredInt(const QJsonObject &o, const QString &path, const QString &key, int min) const
    {
        return wholeNumber(o.value(key), join(path, key), min);
    }
    int anyInt(const QJsonObject &o, const QString &path, const QString &key) const
    {
        const QJsonValue v = o.value(key);
        if (!isWhole(v))
            expected(join(path, key), ArmyListJson::tr("a whole number"), v);
        return v.toInt();
    }
    QString text(const QJsonObject &o, const QString &path, const QString &key) const
    {
        const QJsonValue v = o.value(key);
        if (!v.isString() || v.toString().trimmed().isEmpty())
            expected(join(path, key), ArmyListJson::tr("some text"), v);
        return v.toString();
    }
    QString optionalText(const QJsonObject &o, const QString &path, const QString &key) const
    {
        return o.contains(key) ? text(o, path, key) : QString();
    }
    bool flag(const QJsonObject &o, const QString &path, const QString &key, bool byDefault) const
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return byDefault;
        if (!v.isBool())
            expected(join(path, key), ArmyListJson::tr("true or false"), v);
        return v.toBool();
    }
    QStringList texts(const QJsonObject &o, const QString &path, const QString &key) const
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return {};
        if (!v.isArray())
            expected(join(path, key), ArmyListJson::tr("a list of texts"), v);
        QStringList result;
        const QJsonArray array = v.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!array.at(i).isString() || array.at(i).toString().trimmed().isEmpty())
                expected(at(join(path, key), i), ArmyListJson::tr("some text"), array.at(i));
            result.append(array.at(i).toString());
        }
        return result;
    }
    QJsonArray objects(const QJsonObject &o, const QString &path, const QString &key) const
    {
        const QJsonValue v = o.value(key);
        if (!v.isArray())
            expected(join(path, key), ArmyListJson::tr("a list of objects"), v);
        const QJsonArray array = v.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!array.at(i).isObject())
                expected(at(join(path, key), i), ArmyListJson::tr("an object"), array.at(i));
        }
        return array;
    }

    template <typename T, typename FromKey>
    T keyed(const QJsonObject &o, const QString &path, const QString &key, const QStringList &choices,
            FromKey fromKey) const
    {
        const QJsonValue v = o.value(key);
        if (v.isString()) {
            if (const std::optional<T> value = fromKey(v.toString()))
                return *value;
        }
        expected(join(path, key), ArmyListJson::tr("one of %1").arg(quoted(choices)), v);
    }

    Traits traits(const QJsonObject &o, const QString &path) const
    {
        const QString key = QStringLiteral("traits");
        Traits result;
        const QStringList keys = texts(o, path, key);
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const std::optional<Trait> trait = TraitText::fromKey(keys.at(i));
            if (!trait) {
                QStringList choices;
                for (Trait t : AllTraits)
                    choices.append(TraitText::key(t));
                expected(at(join(path, key), i), ArmyListJson::tr("one of %1").arg(quoted(choices)), keys.at(i));
            }
            result |= *trait;
        }
        return result;
    }

    Armour armour(const QJsonObject &o, const QString &path) const
    {
        const QString key = QStringLiteral("armour");
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return Armour::none();
        if (v.isString()) {
            if (v.toString() == QLatin1String("none"))
                return Armour::none();
            const std::optional<Armour> armour = Armour::parse(v.toString());
            if (armour && armour->hasSave() && armour->isValid() && v.toString().endsWith(QLatin1Char('+')))
                return *armour;
        }
        expected(join(path, key), ArmyListJson::tr("3+, 4+, 5+, 6+ or \"none\""), v);
    }

    static QString quoted(const QStringList &choices)
    {
        QStringList q;
        for (const QString &c : choices)
            q.append(QLatin1Char('"') + c + QLatin1Char('"'));
        return q.join(QLatin1String(", "));
    }

private:
    static bool isWhole(const QJsonValue &v)
    {
        if (!v.isDouble())
            return false;
        const double d = v.toDouble();
        return std::floor(d) == d && std::abs(d) < 1e9;
    }
    int wholeNumber(const QJsonValue &v, const QString &path, int min) const
    {
        if (!isWhole(v) || v.toInt() < min)
            expected(path, ArmyListJson::tr("a whole number of %1 or more").arg(min), v);
        return v.toInt();
    }

    static QString describe(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Undefined:
            return ArmyListJson::tr("nothing");
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Bool:
            return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Double:
            return isWhole(v) ? QString::number(v.toInteger()) : QString::number(v.toDouble());
        case QJsonValue::String:
            return QLatin1Char('"') + v.toString() + QLatin1Char('"');
        case QJsonValue::Array:
            return ArmyListJson::tr("a list");
        case QJsonValue::Object:
            return ArmyListJson::tr("an object");
        }
        return {};
    }

    QString m_fileName;
};

// The file keys of every value of an enum, for the "expected one of" part of an error.
template <typename Enum, std::size_t N>
QStringList keysOf(const Enum (&all)[N], QString (*key)(Enum))
{
    QStringList keys;
    for (Enum value : all)
        keys.append(key(value));
    return keys;
}

QStringList rulesetKeys()
{
    return {Ruleset::key(RulesetId::Warmaster), Ruleset::key(RulesetId::Revolution)};
}

// The profile fields UnitProfile::validate() names, as the file names them.
QString fileField(const QString &profileField)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("combatAttacks"), QStringLiteral("attacks")},
        {QStringLiteral("range"), QStringLiteral("rangeCm")},
        {QStringLiteral("fullPace"), QStringLiteral("fullPaceCm")},
    };
    return names.value(profileField, profileField);
}

ArmyUnit readUnit(const Reader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path,
                 {QStringLiteral("id"),
                  QStringLiteral("order"),
                  QStringLiteral("name"),
                  QStringLiteral("type"),
                  QStringLiteral("attacks"),
                  QStringLiteral("shootingAttacks"),
                  QStringLiteral("rangeCm"),
                  QStringLiteral("hits"),
                  QStringLiteral("armour"),
                  QStringLiteral("command"),
                  QStringLiteral("stands"),
                  QStringLiteral("fullPaceCm"),
                  QStringLiteral("weapon"),
                  QStringLiteral("traits"),
                  QStringLiteral("points"),
                  QStringLiteral("minPer1000"),
                  QStringLiteral("maxPer1000"),
                  QStringLiteral("armyMin"),
                  QStringLiteral("armyMax"),
                  QStringLiteral("upgrades"),
                  QStringLiteral("magicItems"),
                  QStringLiteral("magicItemsAllowed"),
                  QStringLiteral("countsTowardsBreakPoint"),
                  QStringLiteral("addsStandsTo"),
                  QStringLiteral("sharesLimitsWith"),
                  QStringLiteral("requiredUnits"),
                  QStringLiteral("notes")});
    ArmyUnit u;
    u.id = r.text(o, path, QStringLiteral("id"));
    u.order = r.requiredInt(o, path, QStringLiteral("order"), 0);
    UnitProfile &p = u.profile;
    p.name = r.text(o, path, QStringLiteral("name"));
    p.type = r.keyed<UnitType>(o, path, QStringLiteral("type"), keysOf(AllUnitTypes, UnitTypeText::key),
                               UnitTypeText::fromKey);
    p.combatAttacks = r.requiredInt(o, path, QStringLiteral("attacks"), 0);
    p.shootingAttacks = r.optionalInt(o, path, QStringLiteral("shootingAttacks"), 1);
    p.rangeCm = r.optionalInt(o, path, QStringLiteral("rangeCm"), 1);
    p.hits = r.optionalInt(o, path, QStringLiteral("hits"), 1);
    p.armour = r.armour(o, path);
    p.command = r.optionalInt(o, path, QStringLiteral("command"), 1);
    p.stands = r.requiredInt(o, path, QStringLiteral("stands"), 1);
    p.fullPaceCm = r.optionalInt(o, path, QStringLiteral("fullPaceCm"), 1);
    if (o.contains(QStringLiteral("weapon")))
        p.weapon = r.keyed<Weapon>(o, path, QStringLiteral("weapon"), keysOf(AllWeapons, WeaponText::key),
                                   WeaponText::fromKey);
    p.traits = r.traits(o, path);
    u.points = r.requiredInt(o, path, QStringLiteral("points"), 0);
    u.minPer1000 = r.optionalInt(o, path, QStringLiteral("minPer1000"), 0);
    u.maxPer1000 = r.optionalInt(o, path, QStringLiteral("maxPer1000"), 0);
    u.armyMin = r.optionalInt(o, path, QStringLiteral("armyMin"), 0);
    u.armyMax = r.optionalInt(o, path, QStringLiteral("armyMax"), 0);
    u.upgrades = r.texts(o, path, QStringLiteral("upgrades"));
    u.magicItems = r.texts(o, path, QStringLiteral("magicItems"));
    u.magicItemsAllowed = r.flag(o, path, QStringLiteral("magicItemsAllowed"), true);
    u.countsTowardsBreakPoint = r.flag(o, path, QStringLiteral("countsTowardsBreakPoint"), true);
    u.addsStandsTo = r.texts(o, path, QStringLiteral("addsStandsTo"));
    u.sharesLimitsWith = r.texts(o, path, QStringLiteral("sharesLimitsWith"));
    u.requiredUnits = r.texts(o, path, QStringLiteral("requiredUnits"));
    u.notes = r.texts(o, path, QStringLiteral("notes"));

    // The rules' own checks, with the path of the field they name.
    const QList<Error> problems = p.validate();
    if (!problems.isEmpty())
        r.fail(Reader::join(path, fileField(problems.first().field)), problems.first().message);
    return u;
}

ArmyUpgrade readUpgrade(const Reader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path,
                 {QStringLiteral("id"), QStringLiteral("order"), QStringLiteral("name"), QStringLiteral("kind"),
                  QStringLiteral("attacks"), QStringLiteral("shootingAttacks"), QStringLiteral("rangeCm"),
                  QStringLiteral("points"), QStringLiteral("maxPer1000"), QStringLiteral("armyMax"),
                  QStringLiteral("traits"), QStringLiteral("replacesWith"), QStringLiteral("requiredUnits"),
                  QStringLiteral("magicItems"), QStringLiteral("unlocks"), QStringLiteral("notes")});
    ArmyUpgrade u;
    u.id = r.text(o, path, QStringLiteral("id"));
    u.order = r.requiredInt(o, path, QStringLiteral("order"), 0);
    u.name = r.text(o, path, QStringLiteral("name"));
    u.kind = r.keyed<UpgradeKind>(o, path, QStringLiteral("kind"), keysOf(AllUpgradeKinds, UpgradeKindText::key),
                                  UpgradeKindText::fromKey);
    u.combatAttackBonus = r.requiredInt(o, path, QStringLiteral("attacks"), 0);
    u.shootingAttackBonus = r.optionalInt(o, path, QStringLiteral("shootingAttacks"), 1);
    u.rangeCm = r.optionalInt(o, path, QStringLiteral("rangeCm"), 1);
    u.pointsDelta = r.anyInt(o, path, QStringLiteral("points"));
    u.maxPer1000 = r.optionalInt(o, path, QStringLiteral("maxPer1000"), 0);
    u.armyMax = r.optionalInt(o, path, QStringLiteral("armyMax"), 0);
    u.traits = r.traits(o, path);
    u.replacesWith = r.optionalText(o, path, QStringLiteral("replacesWith"));
    u.requiredUnits = r.texts(o, path, QStringLiteral("requiredUnits"));
    u.magicItems = r.texts(o, path, QStringLiteral("magicItems"));
    u.unlocks = r.texts(o, path, QStringLiteral("unlocks"));
    u.notes = r.texts(o, path, QStringLiteral("notes"));
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
    const QJsonValue format = top.value(QStringLiteral("format"));
    if (!format.isDouble() || format.toDouble() != ArmyList::FormatVersion)
        r.expected(QStringLiteral("format"), ArmyListJson::tr("format version %1").arg(ArmyList::FormatVersion),
                   format);
}

} // namespace

QByteArray ArmyListJson::write(const ArmyList &list)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), ArmyList::FormatVersion);
    o.insert(QStringLiteral("key"), list.key);
    o.insert(QStringLiteral("name"), list.name);
    o.insert(QStringLiteral("ruleset"), Ruleset::key(list.ruleset));
    o.insert(QStringLiteral("dataVersion"), list.dataVersion);
    if (!list.wmSelectorPath.isEmpty())
        o.insert(QStringLiteral("wmSelectorPath"), list.wmSelectorPath);
    putList(o, QStringLiteral("notes"), list.notes);
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
    try {
        const QJsonObject top = r.document(json);
        r.onlyFields(top, QString(),
                     {QStringLiteral("format"), QStringLiteral("key"), QStringLiteral("name"),
                      QStringLiteral("ruleset"), QStringLiteral("dataVersion"), QStringLiteral("wmSelectorPath"),
                      QStringLiteral("notes"), QStringLiteral("units"), QStringLiteral("upgrades")});
        checkFormat(r, top);
        ArmyList list;
        list.key = r.text(top, QString(), QStringLiteral("key"));
        if (ArmyList::slug(list.key) != list.key)
            r.expected(QStringLiteral("key"), ArmyListJson::tr("lowercase letters, digits and hyphens"), list.key);
        list.name = r.text(top, QString(), QStringLiteral("name"));
        list.ruleset = r.keyed<RulesetId>(top, QString(), QStringLiteral("ruleset"), rulesetKeys(), Ruleset::fromKey);
        list.dataVersion = r.requiredInt(top, QString(), QStringLiteral("dataVersion"), 1);
        list.wmSelectorPath = r.optionalText(top, QString(), QStringLiteral("wmSelectorPath"));
        list.notes = r.texts(top, QString(), QStringLiteral("notes"));
        const QJsonArray units = r.objects(top, QString(), QStringLiteral("units"));
        for (qsizetype i = 0; i < units.size(); ++i)
            list.units.append(readUnit(r, units.at(i).toObject(), Reader::at(QStringLiteral("units"), i)));
        const QJsonArray upgrades = r.objects(top, QString(), QStringLiteral("upgrades"));
        for (qsizetype i = 0; i < upgrades.size(); ++i)
            list.upgrades.append(readUpgrade(r, upgrades.at(i).toObject(), Reader::at(QStringLiteral("upgrades"), i)));
        checkConsistency(r, list);
        return list;
    } catch (const ReadFailure &failure) {
        return failure.error;
    }
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
        e.insert(QStringLiteral("ruleset"), Ruleset::key(entry.ruleset));
        lists.append(e);
    }
    o.insert(QStringLiteral("lists"), lists);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<ArmyListIndex> ArmyListJson::readIndex(const QByteArray &json, const QString &fileName)
{
    const Reader r(fileName);
    try {
        const QJsonObject top = r.document(json);
        r.onlyFields(top, QString(),
                     {QStringLiteral("format"), QStringLiteral("dataVersion"), QStringLiteral("lists")});
        checkFormat(r, top);
        ArmyListIndex index;
        index.dataVersion = r.requiredInt(top, QString(), QStringLiteral("dataVersion"), 1);
        const QJsonArray lists = r.objects(top, QString(), QStringLiteral("lists"));
        for (qsizetype i = 0; i < lists.size(); ++i) {
            const QJsonObject o = lists.at(i).toObject();
            const QString path = Reader::at(QStringLiteral("lists"), i);
            r.onlyFields(
                o, path,
                {QStringLiteral("file"), QStringLiteral("key"), QStringLiteral("name"), QStringLiteral("ruleset")});
            ArmyListIndex::Entry entry;
            entry.file = r.text(o, path, QStringLiteral("file"));
            entry.key = r.text(o, path, QStringLiteral("key"));
            entry.name = r.text(o, path, QStringLiteral("name"));
            entry.ruleset = r.keyed<RulesetId>(o, path, QStringLiteral("ruleset"), rulesetKeys(), Ruleset::fromKey);
            index.lists.append(entry);
        }
        return index;
    } catch (const ReadFailure &failure) {
        return failure.error;
    }
}

} // namespace wm
