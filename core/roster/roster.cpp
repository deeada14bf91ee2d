// SPDX-License-Identifier: GPL-3.0-or-later
#include "roster.h"

#include "core/limits.h"

#include <QHash>

namespace wm {

int Roster::points() const
{
    int total = 0;
    for (const RosterUnit &u : units)
        total += u.points;
    return total;
}

QList<Error> RosterUnit::validate(Limits::Origin origin) const
{
    const bool sized = origin == Limits::Origin::Outside;
    QList<Error> errors;
    if (sized && label.size() > Limits::NameLength)
        errors.append({QStringLiteral("label"),
                       tr("Label: at most %1 characters (was %2).").arg(Limits::NameLength).arg(label.size())});
    if (points < 0 || points > Limits::UnitPoints)
        errors.append(
            {QStringLiteral("points"), tr("Points: must be 0 to %1 (was %2).").arg(Limits::UnitPoints).arg(points)});
    if (sized && upgrades.size() > Limits::UpgradesPerUnit)
        errors.append(
            {QStringLiteral("upgrades"),
             tr("Upgrades: a unit takes at most %1 (was %2).").arg(Limits::UpgradesPerUnit).arg(upgrades.size())});
    for (const QString &id : upgrades) {
        if (sized && id.size() > Limits::IdLength) {
            errors.append(
                {QStringLiteral("upgrades"),
                 tr("Upgrades: an id has at most %1 characters (was %2).").arg(Limits::IdLength).arg(id.size())});
            break;
        }
    }
    // What a unit typed in may carry no list says, nor what it would cost: its points are the player's.
    if (isCustom() && profile.magicItem)
        errors.append({QStringLiteral("magicItem"), tr("Magic item: a unit typed in carries none (was the %1).")
                                                        .arg(MagicItemText::name(*profile.magicItem))});
    if (sized && attachedUnitId.size() > Limits::IdLength)
        errors.append({QStringLiteral("attachedUnitId"), tr("Attached stand: an id has at most %1 characters (was %2).")
                                                             .arg(Limits::IdLength)
                                                             .arg(attachedUnitId.size())});
    if (!attachedUnitId.isEmpty() && (!profile.attached || isCustom()))
        errors.append(
            {QStringLiteral("attachedUnitId"),
             tr("Attached stand: %1 is named, but the unit has no stand of its list attached.").arg(attachedUnitId)});
    if (sized && unitId.size() > Limits::IdLength)
        errors.append({QStringLiteral("unitId"),
                       tr("Unit id: at most %1 characters (was %2).").arg(Limits::IdLength).arg(unitId.size())});
    QList<Error> profileErrors = profile.validate();
    // A typed-in unit's name is its one text with a length limit: stored, it stays as it was.
    if (!sized && profile.name.size() > Limits::NameLength)
        profileErrors.removeIf([](const Error &e) { return e.field == QLatin1String("name"); });
    return profileErrors + errors;
}

QList<Error> Roster::validate(Limits::Origin origin) const
{
    const bool sized = origin == Limits::Origin::Outside;
    QList<Error> errors;
    if (sized && name.size() > Limits::NameLength)
        errors.append({QStringLiteral("name"),
                       tr("Name: at most %1 characters (was %2).").arg(Limits::NameLength).arg(name.size())});
    if (sized && armyKey.size() > Limits::IdLength)
        errors.append({QStringLiteral("army"),
                       tr("Army: at most %1 characters (was %2).").arg(Limits::IdLength).arg(armyKey.size())});
    if (armyDataVersion < 0 || armyDataVersion > Limits::DataVersion)
        errors.append(
            {QStringLiteral("armyDataVersion"),
             tr("Army data version: must be 0 to %1 (was %2).").arg(Limits::DataVersion).arg(armyDataVersion)});
    if (pointsLimit < 1 || pointsLimit > Limits::PointsLimit)
        errors.append({QStringLiteral("pointsLimit"),
                       tr("Points limit: must be 1 to %1 (was %2).").arg(Limits::PointsLimit).arg(pointsLimit)});
    if (sized && units.size() > Limits::RosterUnits)
        errors.append({QStringLiteral("units"),
                       tr("Units: a roster holds at most %1 (was %2).").arg(Limits::RosterUnits).arg(units.size())});
    for (qsizetype i = 0; i < units.size(); ++i) {
        // Named as the roster file names the unit, with the player's name for it.
        const QString at = QStringLiteral("units[%1]").arg(i);
        for (const Error &e : units.at(i).validate(origin))
            errors.append(
                {at + QLatin1Char('.') + e.field,
                 tr("Unit %1 (%2): %3").arg(i + 1).arg(units.at(i).displayName().left(Limits::NameLength), e.message)});
    }
    return errors;
}

QList<Unit> Roster::battleUnits(UnitId firstId) const
{
    QHash<QString, int> namesakes;
    for (const RosterUnit &u : units)
        ++namesakes[u.displayName()];
    QHash<QString, int> numbered;
    QList<Unit> result;
    result.reserve(units.size());
    UnitId id = firstId;
    for (const RosterUnit &u : units) {
        QString label = u.label;
        if (label.isEmpty() && namesakes.value(u.profile.name) > 1) {
            // The next number whose name no other unit already goes by.
            do
                label = QStringLiteral("%1 %2").arg(u.profile.name).arg(++numbered[u.profile.name]);
            while (namesakes.contains(label));
        }
        Unit unit = Unit::create(id++, u.profile, label);
        unit.countsTowardsBreakPoint = u.countsTowardsBreakPoint;
        result.append(unit);
    }
    return result;
}

QList<ScoredUnit> Roster::scoredUnits(UnitId firstId) const
{
    const QList<Unit> fielded = battleUnits(firstId);
    QList<ScoredUnit> scored;
    scored.reserve(fielded.size());
    for (qsizetype i = 0; i < fielded.size(); ++i)
        scored.append(ScoredUnit{fielded.at(i), units.at(i).points});
    return scored;
}

} // namespace wm
