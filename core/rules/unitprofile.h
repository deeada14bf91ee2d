// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/armour.h"
#include "core/rules/attachedstand.h"
#include "core/rules/joinlimits.h"
#include "core/rules/magicitem.h"
#include "core/rules/specialrule.h"
#include "core/rules/traits.h"
#include "core/rules/unittype.h"
#include "core/rules/weapon.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// A unit as its army list describes it: what every unit of the kind has in common.
struct UnitProfile
{
    Q_DECLARE_TR_FUNCTIONS(UnitProfile)

public:
    QString name;
    UnitType type = UnitType::Infantry;
    // Dice per stand in combat; for a character, the bonus he adds to the stand he joins.
    int combatAttacks = 0;
    // Dice per stand when shooting; none for units that cannot. For a weapon that rolls its number of
    // attacks (Flame Cannon 2D6, rockets D6) the D6s rolled for that number; for a Helblaster the
    // most it has, at short range.
    std::optional<int> shootingAttacks;
    std::optional<int> rangeCm; // shooting range; given exactly when shootingAttacks is
    std::optional<int> hits;    // hits to remove one stand; characters have none
    Armour armour;
    std::optional<int> command;    // characters only, but for one who gives no orders
    int stands = 3;                // unit size
    std::optional<int> fullPaceCm; // only where the list gives one (machines); otherwise from the type
    Traits traits;
    // The values of its traits that take one, where they differ from the trait's default.
    TraitValues traitValues;
    Weapon weapon = Weapon::Standard; // only units that shoot have one other than Standard
    // Its army list's special rules, with how wmassist handles each; the traits above are what they
    // give. Empty for a unit typed in by the player.
    QList<SpecialRule> rules;
    // The magic item the unit or character carries, one at most; a unit typed in by the player carries
    // none. Its points are in the roster unit's, and the battle knows it from here.
    std::optional<MagicItem> magicItem;
    // Who may join it, or whom it may join, where its list limits it.
    JoinLimits joining{};
    // A stand its list adds to it from another entry (Skirmishers, Salamanders): one of `stands`,
    // fighting and shooting with its own attacks.
    std::optional<AttachedStand> attached{};

    bool has(Trait trait) const { return traits.testFlag(trait); }
    // The value of a trait it has (its default unless the list gives another); 0 when it lacks it.
    int value(Trait trait) const;
    bool isCharacter() const { return wm::isCharacter(type); }
    // Stands of its own profile at full strength: all but an attached one.
    int regularStands() const { return attached ? stands - 1 : stands; }
    // A Wizard, or another character who casts the army's spells as one (a Vampire Lord).
    bool castsSpells() const { return type == UnitType::Wizard || has(Trait::CastsSpells); }

    // Every problem with the profile, each naming its field; empty when the profile can be used.
    QList<Error> validate() const;

    bool operator==(const UnitProfile &) const = default;
};

} // namespace wm
