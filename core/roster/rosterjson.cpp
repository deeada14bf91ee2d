// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterjson.h"

#include "core/armies/armylist.h"
#include "core/json/profilejson.h"
#include "core/limits.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace wm {

namespace {

using Reader = JsonReader;

QJsonObject unitObject(const RosterUnit &unit)
{
    QJsonObject o;
    if (!unit.unitId.isEmpty())
        o.insert(QStringLiteral("unitId"), unit.unitId);
    if (!unit.upgrades.isEmpty())
        o.insert(QStringLiteral("upgrades"), QJsonArray::fromStringList(unit.upgrades));
    if (!unit.label.isEmpty())
        o.insert(QStringLiteral("label"), unit.label);
    o.insert(QStringLiteral("points"), unit.points);
    if (!unit.countsTowardsBreakPoint)
        o.insert(QStringLiteral("countsTowardsBreakPoint"), false);
    if (!unit.attachedUnitId.isEmpty())
        o.insert(QStringLiteral("attachedUnitId"), unit.attachedUnitId);
    // The profile as fielded, so that the roster stays the same when the army lists change.
    ProfileJson::write(o, unit.profile);
    return o;
}

RosterUnit readUnit(const Reader &r, const QJsonObject &o, const QString &path, const QString &armyKey)
{
    r.onlyFields(o, path,
                 QStringList{QStringLiteral("unitId"), QStringLiteral("upgrades"), QStringLiteral("label"),
                             QStringLiteral("points"), QStringLiteral("countsTowardsBreakPoint"),
                             QStringLiteral("attachedUnitId")} +
                     ProfileJson::fields());
    RosterUnit u;
    u.unitId = r.optionalText(o, path, QStringLiteral("unitId"), Limits::IdLength);
    if (!u.unitId.isEmpty()) {
        const QString prefix = armyKey + QLatin1Char(':');
        if (armyKey.isEmpty())
            r.fail(Reader::join(path, QStringLiteral("unitId")),
                   RosterJson::tr("the roster names no army for the unit to come from"));
        if (!u.unitId.startsWith(prefix) || u.unitId.size() == prefix.size())
            r.expected(Reader::join(path, QStringLiteral("unitId")),
                       RosterJson::tr("a unit id starting with \"%1\"").arg(prefix), u.unitId);
    }
    u.upgrades = r.texts(o, path, QStringLiteral("upgrades"), Limits::IdLength, Limits::UpgradesPerUnit);
    if (u.unitId.isEmpty() && !u.upgrades.isEmpty())
        r.fail(Reader::join(path, QStringLiteral("upgrades")),
               RosterJson::tr("a unit typed in takes no upgrades of an army list"));
    u.label = r.anyText(o, path, QStringLiteral("label"), Limits::NameLength);
    u.points = r.requiredInt(o, path, QStringLiteral("points"), 0, Limits::UnitPoints);
    u.countsTowardsBreakPoint = r.flag(o, path, QStringLiteral("countsTowardsBreakPoint"), true);
    u.profile = ProfileJson::read(r, o, path);
    u.attachedUnitId = r.optionalText(o, path, QStringLiteral("attachedUnitId"), Limits::IdLength);
    if (!u.attachedUnitId.isEmpty() && (u.unitId.isEmpty() || !u.profile.attached))
        r.fail(Reader::join(path, QStringLiteral("attachedUnitId")),
               RosterJson::tr("only for a unit of an army list that has an attached stand"));
    return u;
}

} // namespace

QJsonObject RosterJson::toJson(const Roster &roster)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), Roster::FormatVersion);
    o.insert(QStringLiteral("kind"), kind());
    o.insert(QStringLiteral("name"), roster.name);
    o.insert(QStringLiteral("ruleset"), enumKey(roster.ruleset));
    if (!roster.armyKey.isEmpty())
        o.insert(QStringLiteral("army"), roster.armyKey);
    if (roster.armyDataVersion > 0)
        o.insert(QStringLiteral("armyDataVersion"), roster.armyDataVersion);
    o.insert(QStringLiteral("pointsLimit"), roster.pointsLimit);
    QJsonArray units;
    for (const RosterUnit &unit : roster.units)
        units.append(unitObject(unit));
    o.insert(QStringLiteral("units"), units);
    return o;
}

QByteArray RosterJson::write(const Roster &roster)
{
    // QJsonObject keeps its keys sorted, so the same roster always gives the same bytes.
    return QJsonDocument(toJson(roster)).toJson(QJsonDocument::Indented);
}

Roster RosterJson::fromJson(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    // The kind and the format first: a file of another kind or version would otherwise fail on
    // its first field this layout does not have, which says less.
    const QString kindKey = QStringLiteral("kind");
    if (o.value(kindKey).toString() != kind())
        r.expected(Reader::join(path, kindKey), QLatin1Char('"') + kind() + QLatin1Char('"'), o.value(kindKey));
    const QString formatKey = QStringLiteral("format");
    const QJsonValue format = o.value(formatKey);
    if (!Reader::isWhole(format) || format.toInt() != Roster::FormatVersion)
        r.expected(Reader::join(path, formatKey), JsonReader::tr("format version %1").arg(Roster::FormatVersion),
                   format);
    r.onlyFields(o, path,
                 {formatKey, kindKey, QStringLiteral("name"), QStringLiteral("ruleset"), QStringLiteral("army"),
                  QStringLiteral("armyDataVersion"), QStringLiteral("pointsLimit"), QStringLiteral("units")});

    Roster roster;
    roster.name = r.anyText(o, path, QStringLiteral("name"), Limits::NameLength);
    roster.ruleset =
        r.keyed<RulesetId>(o, path, QStringLiteral("ruleset"), enumKeys<RulesetId>(), enumFromKey<RulesetId>);
    roster.armyKey = r.optionalText(o, path, QStringLiteral("army"), Limits::IdLength);
    if (ArmyList::slug(roster.armyKey) != roster.armyKey)
        r.expected(Reader::join(path, QStringLiteral("army")), tr("lowercase letters, digits and hyphens"),
                   roster.armyKey);
    roster.armyDataVersion =
        r.optionalInt(o, path, QStringLiteral("armyDataVersion"), 1, Limits::DataVersion).value_or(0);
    roster.pointsLimit = r.requiredInt(o, path, QStringLiteral("pointsLimit"), 1, Limits::PointsLimit);
    const QJsonArray units = r.objects(o, path, QStringLiteral("units"), Limits::RosterUnits);
    for (qsizetype i = 0; i < units.size(); ++i)
        roster.units.append(readUnit(r, units.at(i).toObject(),
                                     Reader::at(Reader::join(path, QStringLiteral("units")), i), roster.armyKey));
    // The fields' own checks leave nothing for this to find; it is there so that no check added to the
    // roster is ever missing from its files.
    if (const QList<Error> problems = roster.validate(r.origin()); !problems.isEmpty())
        r.fail(Reader::join(path, problems.first().field), problems.first().message);
    return roster;
}

Result<Roster> RosterJson::read(const QByteArray &json, const QString &fileName, Limits::Origin origin)
{
    const Reader r(fileName, origin);
    return r.read<Roster>([&] { return fromJson(r, r.document(json), QString()); });
}

} // namespace wm
