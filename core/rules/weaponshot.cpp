// SPDX-License-Identifier: GPL-3.0-or-later
#include "weaponshot.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/ruleset.h"

namespace wm {

namespace {

// The misfire a weapon's roll for its attacks sends it to, if any: a Flame Cannon's double, read by
// its value, or a rocket's 1, which is rolled on its table.
std::optional<Result<TableResult>> misfireFor(const Unit &shooter, const DiceRoll &attacksRoll, const Ruleset &ruleset,
                                              DiceSource &dice)
{
    const Weapon weapon = shooter.profile.weapon;
    const std::optional<TableId> table = WeaponRules::misfireTable(weapon, ruleset);
    if (!table)
        return std::nullopt;
    const QList<int> &faces = attacksRoll.faces;
    // A Flame Cannon left with one die after a misfire can no longer roll a double.
    if (weapon == Weapon::FlameCannon && faces.size() == 2 && faces.at(0) == faces.at(1))
        return applyTableScore(shooter, *table, faces.at(0), dice);
    if (weapon != Weapon::FlameCannon && faces.size() == 1 && faces.at(0) == 1)
        return rollOnTable(shooter, *table, dice);
    return std::nullopt;
}

} // namespace

QList<DiceRoll> WeaponShot::rolls() const
{
    QList<DiceRoll> all;
    if (attacksRoll)
        all.append(*attacksRoll);
    if (misfire)
        all.append(misfire->rolls());
    if (helblasterRoll)
        all.append(*helblasterRoll);
    return all;
}

Result<WeaponShot> fireWeapon(const Unit &shooter, const DiceAmount &attacks, bool atChargers, const Ruleset &ruleset,
                              DiceSource &dice)
{
    WeaponShot shot;
    shot.shooterAfter = shooter;
    const QString who = shooter.displayName();
    try {
        shot.attacks = attacks.fixed;
        if (attacks.needsDice()) {
            shot.attacksRoll = dice.dice(attacks.d6, RollPurpose::Amount, who);
            shot.attacks += shot.attacksRoll->total();
            if (auto misfire = misfireFor(shooter, *shot.attacksRoll, ruleset, dice)) {
                if (!misfire->ok())
                    return misfire->error();
                // The misfire's row replaces the shot: its attacks and hits are all there is.
                const TableResult &table = misfire->value();
                shot.misfire = table;
                shot.attacks = table.attacks;
                shot.automaticHits = table.hits;
                shot.shooterAfter = table.unitAfter;
                if (table.row && table.row->effects.testFlag(Effect::AttacksUnitBeyond)) {
                    shot.attacksOnUnitBeyond = shot.attacks;
                    shot.attacks = 0;
                }
            }
        }

        if (shooter.profile.weapon == Weapon::Helblaster && shot.attacks > 0) {
            shot.helblasterRoll = dice.dice(shot.attacks, RollPurpose::ToHit, who);
            const int ones = shot.helblasterRoll->count(1);
            shot.ones = WeaponRules::helblasterOnes(ones, ruleset);
            switch (shot.ones) {
            case HelblasterOnes::Fire:
                break;
            case HelblasterOnes::Dud:
                shot.hitsCancelled = ones;
                break;
            case HelblasterOnes::Misfire:
                shot.attacks = 0;
                break;
            case HelblasterOnes::Explode:
                shot.attacks = 0;
                destroyUnit(shot.shooterAfter.state, DestroyedBy::Mishap);
                if (atChargers)
                    shot.automaticHits = WeaponRules::HelblasterExplosionHits;
                break;
            }
        }
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    return shot;
}

} // namespace wm
