// SPDX-License-Identifier: GPL-3.0-or-later
#include "profilenumbers.h"

namespace wm {

namespace {

const QString dash = QStringLiteral("\u2013");

} // namespace

QString ProfileNumbers::attacks(const UnitProfile &profile)
{
    // A character's attacks are a bonus to the stand he joins, which the lists print as "+1".
    QString text = profile.isCharacter() ? QStringLiteral("+%1").arg(profile.combatAttacks)
                                         : QString::number(profile.combatAttacks);
    if (profile.shootingAttacks)
        text += QLatin1Char('/') + QString::number(*profile.shootingAttacks);
    return text;
}

QString ProfileNumbers::hits(const UnitProfile &profile)
{
    return profile.hits ? QString::number(*profile.hits) : dash;
}

QString ProfileNumbers::armour(const UnitProfile &profile)
{
    return profile.armour.hasSave() ? profile.armour.toString() : dash;
}

QString ProfileNumbers::command(const UnitProfile &profile)
{
    return profile.command ? QString::number(*profile.command) : dash;
}

QString ProfileNumbers::stands(const UnitProfile &profile)
{
    return QString::number(profile.stands);
}

QString ProfileNumbers::range(const UnitProfile &profile)
{
    return profile.rangeCm ? tr("%1 cm").arg(*profile.rangeCm) : dash;
}

} // namespace wm
