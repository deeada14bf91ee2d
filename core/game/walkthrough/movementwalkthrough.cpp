// SPDX-License-Identifier: GPL-3.0-or-later
#include "movementwalkthrough.h"

#include <QCoreApplication>
#include <QLocale>

namespace wm {

namespace {

struct MovementWalkthrough
{
    Q_DECLARE_TR_FUNCTIONS(MovementWalkthrough)
};

using T = MovementWalkthrough;

QString names(const Battle &battle, const QList<UnitId> &ids)
{
    QStringList all;
    for (UnitId id : ids)
        all.append(battle.unitName(id));
    return QLocale().createSeparatedList(all);
}

} // namespace

QStringList chargeWalkthrough(const Battle &before, const ChargeAction &action)
{
    QStringList lines;
    const QString chargers = names(before, action.chargers);
    const QString charged = names(before, action.charged);
    lines.append(action.onInitiative
                     ? T::tr("%1 charged %2 on initiative: no orders for it this turn.").arg(chargers, charged)
                     : T::tr("%1 charged %2.").arg(chargers, charged));
    lines.append(T::tr("In the first round of combat each charging stand gets +1 attack against an enemy in the "
                       "open; monsters and chariots +1 more."));
    // Only the charged units that shoot, with a weapon that may shoot at chargers, are told so.
    QList<UnitId> shooters;
    for (UnitId id : action.charged) {
        const Unit *u = before.unit(id);
        if (u && u->profile.shootingAttacks && WeaponRules::canShootAtChargers(u->profile.weapon))
            shooters.append(id);
    }
    if (!shooters.isEmpty())
        lines.append(T::tr("%1 may shoot at each charger once, with stands not already touching an enemy; the hits "
                           "count in the first round of combat.")
                         .arg(names(before, shooters)));
    return lines;
}

QStringList evadeWalkthrough(const Battle &before, const EvadeAction &action)
{
    QStringList lines{T::tr("%1 evaded on initiative: no orders for it this turn.").arg(before.unitName(action.unit))};
    if (!action.burstThrough.isEmpty())
        lines.append(T::tr("%1 are confused until the end of this Command phase: the evaders burst through them.")
                         .arg(names(before, action.burstThrough)));
    return lines;
}

QStringList homeBackWalkthrough(const Battle &before, const HomeBackAction &action, const ActionOutcome &outcome)
{
    const auto *result = std::get_if<HomeBackResult>(&outcome);
    if (!result)
        return {T::tr("%1 homes back.").arg(before.unitName(action.unit))};
    return {T::tr("Rolled %1: %2 cm.").arg(result->roll.total()).arg(result->distanceCm),
            T::tr("%1 may fly up to %2 cm towards a character before orders, and may still take orders.")
                .arg(before.unitName(action.unit))
                .arg(result->distanceCm)};
}

QStringList advanceWalkthrough(const Battle &before, const AdvanceAction &action)
{
    const QString advancer = before.unitName(action.unit);
    return {T::tr("%1 advanced into %2.").arg(advancer, names(before, action.contacted)),
            T::tr("An advance is no charge: %1 fights without the charge bonus.").arg(advancer),
            T::tr("%1 may shoot at %2 as at a charger.").arg(names(before, action.contacted), advancer)};
}

QStringList joinWalkthrough(const Battle &before, const JoinAction &action)
{
    const QString character = before.unitName(action.character);
    if (!action.unit)
        return {T::tr("%1 left his unit and stands alone.").arg(character)};
    return {T::tr("%1 joined %2: he moves with it and is slain if it is destroyed.")
                .arg(character, before.unitName(*action.unit))};
}

QStringList confusionTestWalkthrough(const Battle &before, const ConfusionTestAction &action,
                                     const ActionOutcome &outcome)
{
    const QString name = before.unitName(action.unit);
    QStringList lines{ConfusionText::cause(action.cause) + QLatin1Char('.')};
    const auto *result = std::get_if<ConfusionTestResult>(&outcome);
    if (!result)
        return lines;
    if (result->roll) {
        QStringList faces;
        for (int face : result->roll->faces)
            faces.append(QString::number(face));
        lines.append(T::tr("Rolled %1: confused on a 6.").arg(QLocale().createSeparatedList(faces)));
    }
    if (result->wasConfused)
        lines.append(T::tr("%1 was already confused.").arg(name));
    else if (result->confused)
        lines.append(T::tr("%1 is confused %2.").arg(name, ConfusionText::ends(action.cause)));
    else
        lines.append(T::tr("%1 is not confused.").arg(name));
    return lines;
}

} // namespace wm
