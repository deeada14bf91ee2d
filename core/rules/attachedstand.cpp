// SPDX-License-Identifier: GPL-3.0-or-later
#include "attachedstand.h"

#include "core/limits.h"

namespace wm {

QList<Error> AttachedStand::validate() const
{
    QList<Error> problems;
    auto reject = [&problems](const char *field, const QString &message) {
        problems.append({QLatin1String("attached.") + QLatin1String(field), message});
    };
    if (name.trimmed().isEmpty())
        reject("name", tr("Attached stand: it needs a name."));
    if (combatAttacks < 0 || combatAttacks > Limits::Attacks)
        reject("attacks",
               tr("Attached stand: its attacks must be 0 to %1 (was %2).").arg(Limits::Attacks).arg(combatAttacks));
    if (shootingAttacks.has_value() != rangeCm.has_value())
        reject("rangeCm", tr("Attached stand: shooting attacks and a range go together."));
    if (shootingAttacksAtChargers && !shootingAttacks)
        reject("shootingAttacksAtChargers", tr("Attached stand: it has attacks at chargers but does not shoot."));
    return problems;
}

} // namespace wm
