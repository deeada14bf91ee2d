// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitprofile.h"

#include "core/limits.h"

namespace wm {

int UnitProfile::value(Trait trait) const
{
    if (!has(trait))
        return 0;
    return traitValues.value(trait, defaultTraitValue(trait).value_or(1));
}

namespace {

// A character is one stand with a Command value and no Hits; a unit has Hits and stands, no Command.
template <typename Reject>
void checkProfileCommandAndHits(const UnitProfile &p, const Reject &reject)
{
    if (p.isCharacter()) {
        // Characters are a single stand with a Command value and no Hits of their own; one who
        // gives no orders (the Slann Mage) has no Command value to roll against.
        if (!p.command) {
            if (!p.has(Trait::GivesNoOrders))
                reject("command",
                       UnitProfile::tr("Command: a %1 needs a Command value.").arg(UnitTypeText::name(p.type)));
        } else if (*p.command < 1 || *p.command > Limits::Command)
            reject("command",
                   UnitProfile::tr("Command: must be 1 to %1 (was %2).").arg(Limits::Command).arg(*p.command));
        if (p.hits)
            reject("hits", UnitProfile::tr("Hits: a character has no Hits value."));
        // Character stands have no Armour value (FACTS §6): they cannot be shot at and fight with the
        // unit they join, so a save given one would never be rolled, and no file keeps it.
        if (p.armour.hasSave())
            reject("armour",
                   UnitProfile::tr("Armour: a character has no Armour value (was %1).").arg(p.armour.toString()));
        if (p.stands != 1)
            reject("stands", UnitProfile::tr("Stands: a character is a single stand (was %1).").arg(p.stands));
    } else {
        if (!p.hits)
            reject("hits", UnitProfile::tr("Hits: a unit needs a Hits value."));
        else if (*p.hits < 1 || *p.hits > Limits::HitsValue)
            reject("hits", UnitProfile::tr("Hits: must be 1 to %1 (was %2).").arg(Limits::HitsValue).arg(*p.hits));
        if (p.stands < 1 || p.stands > Limits::Stands)
            reject("stands", UnitProfile::tr("Stands: must be 1 to %1 (was %2).").arg(Limits::Stands).arg(p.stands));
        if (p.command)
            reject("command", UnitProfile::tr("Command: only a General, Hero or Wizard has a Command value."));
    }
}

// Each special rule's value: only for rules that take one and the unit has, within its range.
template <typename Reject>
void checkProfileTraitValues(const UnitProfile &p, const Reject &reject)
{
    for (auto it = p.traitValues.cbegin(); it != p.traitValues.cend(); ++it) {
        const auto [least, most] = traitValueRange(it.key());
        if (!takesValue(it.key()))
            reject("traitValues",
                   UnitProfile::tr("%1: this special rule takes no value.").arg(TraitText::name(it.key())));
        else if (!p.has(it.key()))
            reject("traitValues", UnitProfile::tr("%1: a value for a special rule the unit does not have.")
                                      .arg(TraitText::name(it.key())));
        else if (it.value() < least || it.value() > most)
            reject("traitValues", UnitProfile::tr("%1: must be %2 to %3 (was %4).")
                                      .arg(TraitText::name(it.key()))
                                      .arg(least)
                                      .arg(most)
                                      .arg(it.value()));
    }
}

} // namespace

QList<Error> UnitProfile::validate() const
{
    QList<Error> errors;
    auto reject = [&errors](const char *field, const QString &message) {
        errors.append({QString::fromLatin1(field), message});
    };

    if (name.trimmed().isEmpty())
        reject("name", tr("Name: a unit needs a name."));
    else if (name.size() > Limits::NameLength)
        reject("name", tr("Name: at most %1 characters (was %2).").arg(Limits::NameLength).arg(name.size()));
    if (combatAttacks < 0 || combatAttacks > Limits::Attacks)
        reject("combatAttacks", tr("Attacks: must be 0 to %1 (was %2).").arg(Limits::Attacks).arg(combatAttacks));

    if (shootingAttacks && (*shootingAttacks < 1 || *shootingAttacks > Limits::Attacks))
        reject("shootingAttacks",
               tr("Shooting attacks: must be 1 to %1 (was %2).").arg(Limits::Attacks).arg(*shootingAttacks));
    if (rangeCm && (*rangeCm <= 0 || *rangeCm > Limits::DistanceCm))
        reject("range", tr("Range: must be 1 to %1 cm (was %2 cm).").arg(Limits::DistanceCm).arg(*rangeCm));
    if (shootingAttacks && !rangeCm)
        reject("range", tr("Range: a unit that shoots needs a range."));
    if (rangeCm && !shootingAttacks)
        reject("shootingAttacks", tr("Shooting attacks: a unit with a range needs shooting attacks."));

    if (!armour.isValid())
        reject("armour", tr("Armour: must be 3+, 4+, 5+, 6+ or none (was %1).").arg(armour.toString()));
    if (fullPaceCm && (*fullPaceCm <= 0 || *fullPaceCm > Limits::DistanceCm))
        reject("fullPace", tr("Full pace: must be 1 to %1 cm (was %2 cm).").arg(Limits::DistanceCm).arg(*fullPaceCm));

    checkProfileCommandAndHits(*this, reject);

    if (weapon != Weapon::Standard && !shootingAttacks)
        reject("weapon", tr("Weapon: a %1 needs shooting attacks and a range.").arg(WeaponText::name(weapon)));
    // Their misfires and explosions concern the whole machine, and every army list fields them one
    // stand to a unit.
    if ((weapon == Weapon::Helblaster || WeaponRules::rollsItsAttacks(weapon)) && stands != 1)
        reject("stands", tr("Stands: a %1 is a unit of one stand (was %2).").arg(WeaponText::name(weapon)).arg(stands));
    if (attached) {
        if (isCharacter())
            reject("attached", tr("Attached stand: a character takes no stand of another unit."));
        else if (stands < 2)
            reject("attached", tr("Attached stand: a unit with one must have at least 2 stands (was %1).").arg(stands));
        errors.append(attached->validate());
    }
    checkProfileTraitValues(*this, reject);
    return errors;
}

} // namespace wm
