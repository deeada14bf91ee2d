// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitprofile.h"

namespace wm {

QList<Error> UnitProfile::validate() const
{
    QList<Error> errors;
    auto reject = [&errors](const char *field, const QString &message) {
        errors.append({QString::fromLatin1(field), message});
    };

    if (name.trimmed().isEmpty())
        reject("name", tr("Name: a unit needs a name."));
    if (combatAttacks < 0)
        reject("combatAttacks", tr("Attacks: must be 0 or more (was %1).").arg(combatAttacks));

    if (shootingAttacks && *shootingAttacks < 1)
        reject("shootingAttacks", tr("Shooting attacks: must be 1 or more (was %1).").arg(*shootingAttacks));
    if (rangeCm && *rangeCm <= 0)
        reject("range", tr("Range: must be more than 0 cm (was %1 cm).").arg(*rangeCm));
    if (shootingAttacks && !rangeCm)
        reject("range", tr("Range: a unit that shoots needs a range."));
    if (rangeCm && !shootingAttacks)
        reject("shootingAttacks", tr("Shooting attacks: a unit with a range needs shooting attacks."));

    if (!armour.isValid())
        reject("armour", tr("Armour: must be 3+, 4+, 5+, 6+ or none (was %1).").arg(armour.toString()));
    if (fullPaceCm && *fullPaceCm <= 0)
        reject("fullPace", tr("Full pace: must be more than 0 cm (was %1 cm).").arg(*fullPaceCm));

    if (isCharacter()) {
        // Characters are a single stand with a Command value and no Hits of their own; one who
        // gives no orders (the Slann Mage) has no Command value to roll against.
        if (!command) {
            if (!has(Trait::GivesNoOrders))
                reject("command", tr("Command: a %1 needs a Command value.").arg(UnitTypeText::name(type)));
        } else if (*command < 1 || *command > 10)
            reject("command", tr("Command: must be 1 to 10 (was %1).").arg(*command));
        if (hits)
            reject("hits", tr("Hits: a character has no Hits value."));
        if (stands != 1)
            reject("stands", tr("Stands: a character is a single stand (was %1).").arg(stands));
    } else {
        if (!hits)
            reject("hits", tr("Hits: a unit needs a Hits value."));
        else if (*hits < 1)
            reject("hits", tr("Hits: must be 1 or more (was %1).").arg(*hits));
        if (stands < 1)
            reject("stands", tr("Stands: a unit needs at least 1 stand (was %1).").arg(stands));
        if (command)
            reject("command", tr("Command: only a General, Hero or Wizard has a Command value."));
    }

    if (weapon != Weapon::Standard && !shootingAttacks)
        reject("weapon", tr("Weapon: a %1 needs shooting attacks and a range.").arg(WeaponText::name(weapon)));
    // Their misfires and explosions concern the whole machine, and every army list fields them one
    // stand to a unit.
    if ((weapon == Weapon::Helblaster || WeaponRules::rollsItsAttacks(weapon)) && stands != 1)
        reject("stands", tr("Stands: a %1 is a unit of one stand (was %2).").arg(WeaponText::name(weapon)).arg(stands));
    return errors;
}

} // namespace wm
