// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostertext.h"

#include "core/rules/profilenumbers.h"

#include <QLocale>
#include <QStringList>

namespace wm {

namespace {

const QString dash = QStringLiteral("\u2013");

} // namespace

QString RosterText::profileLines(const UnitProfile &profile)
{
    QStringList lines{tr("Attacks: %1").arg(ProfileNumbers::attacks(profile))};
    if (profile.rangeCm)
        lines.append(tr("Range: %1 cm").arg(*profile.rangeCm));
    lines.append(tr("Hits: %1").arg(ProfileNumbers::hits(profile)));
    lines.append(tr("Armour: %1").arg(ProfileNumbers::armour(profile)));
    if (profile.command)
        lines.append(tr("Command: %1").arg(*profile.command));
    lines.append(tr("Stands: %1").arg(profile.stands));
    return lines.join(QLatin1Char('\n'));
}

QString RosterText::perThousand(const ArmyUnit &unit)
{
    if (unit.minPer1000 && unit.maxPer1000)
        return QString::number(*unit.minPer1000) + dash + QString::number(*unit.maxPer1000);
    if (unit.maxPer1000)
        return QStringLiteral("0") + dash + QString::number(*unit.maxPer1000);
    if (unit.minPer1000)
        return QString::number(*unit.minPer1000) + QLatin1Char('+');
    return dash;
}

QString RosterText::armyUnitTooltip(const ArmyUnit &unit)
{
    QStringList lines{profileLines(unit.profile)};
    if (unit.armyMin)
        lines.append(tr("At least %1 in the army.").arg(*unit.armyMin));
    if (unit.armyMax)
        lines.append(tr("At most %1 in the army.").arg(*unit.armyMax));
    if (!unit.countsTowardsBreakPoint)
        lines.append(tr("Does not count towards the army's break point."));
    for (const SpecialRule &rule : unit.profile.rules)
        lines.append(tr("%1: %2").arg(rule.name, rule.summary()));
    return lines.join(QLatin1Char('\n'));
}

QString RosterText::upgradeNames(const RosterUnit &unit, const ArmyList *list)
{
    QStringList names;
    for (const QString &id : unit.upgrades) {
        const ArmyUpgrade *upgrade = list ? list->upgrade(id) : nullptr;
        names.append(upgrade ? upgrade->name : id);
    }
    if (unit.profile.attached)
        names.append(tr("a stand of %1").arg(unit.profile.attached->name));
    if (unit.profile.magicItem)
        names.append(MagicItemText::name(*unit.profile.magicItem));
    return names.join(QStringLiteral(", "));
}

QString RosterText::magicItemChoice(MagicItem item, int points)
{
    return tr("%1 (%2)").arg(MagicItemText::name(item), pointsDelta(points));
}

QString RosterText::magicItemLine(const UnitProfile &profile)
{
    if (!profile.magicItem)
        return {};
    return tr("Magic item: %1. %2")
        .arg(MagicItemText::name(*profile.magicItem), MagicItemText::summary(*profile.magicItem));
}

QString RosterText::pointsDelta(int delta)
{
    return delta < 0 ? QString::number(delta) : QStringLiteral("+%1").arg(delta);
}

QString RosterText::points(const RosterReport &report)
{
    const QLocale locale;
    return tr("%1 / %2 points").arg(locale.toString(report.points), locale.toString(report.pointsLimit));
}

QString RosterText::breakPoint(const RosterReport &report)
{
    const QLocale locale;
    return tr("Break point: %1 (units counted: %2)")
        .arg(locale.toString(report.breakPoint), locale.toString(report.unitsCounted));
}

} // namespace wm
