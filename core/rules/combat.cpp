// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat.h"

#include <algorithm>

namespace wm {

QString AttackModifier::name() const
{
    switch (kind) {
    case AttackModifierKind::Charge:
        return tr("Charging an enemy in the open");
    case AttackModifierKind::MonsterCharge:
        return tr("Monster or chariot charging");
    case AttackModifierKind::Pursuit:
        return tr("Pursuit");
    case AttackModifierKind::PursuitDistance:
        return tr("Per full 3 cm the enemy retreated");
    case AttackModifierKind::Terror:
        return tr("Terrifying enemy");
    case AttackModifierKind::SideOrRear:
        return tr("Enemy at side or rear");
    case AttackModifierKind::Confused:
        return tr("Confused");
    case AttackModifierKind::DoubleAttacks:
        return tr("Twice its attacks");
    case AttackModifierKind::CannotFight:
        return tr("Does not fight this turn");
    case AttackModifierKind::FirstRound:
        return tr("First round: its special rule");
    }
    return {};
}

QList<AttackModifier> attackModifiers(const Unit &unit, const StandSituation &s)
{
    QList<AttackModifier> mods;
    const bool chargeInOpen = s.charging && s.enemyPosition == Protection::Open;
    if (chargeInOpen) {
        mods.append({AttackModifierKind::Charge, 1});
        if (unit.profile.type == UnitType::Monster || unit.profile.type == UnitType::Chariot ||
            unit.profile.has(Trait::ChargesLikeMonster))
            mods.append({AttackModifierKind::MonsterCharge, 1});
    }
    if (s.pursuing) {
        mods.append({AttackModifierKind::Pursuit, 1});
        if (const int extra = std::max(0, s.enemyRetreatedCm) / 3; extra > 0)
            mods.append({AttackModifierKind::PursuitDistance, extra});
    }
    if (s.firstRound && !s.attackedInSideOrRear && unit.profile.has(Trait::FirstRoundAttacks))
        mods.append({AttackModifierKind::FirstRound, unit.profile.value(Trait::FirstRoundAttacks)});
    if (s.enemyCausesTerror && !unit.profile.has(Trait::CausesTerror) && !unit.profile.has(Trait::IgnoresTerror))
        mods.append({AttackModifierKind::Terror, -1});
    if (s.attackedInSideOrRear)
        mods.append({AttackModifierKind::SideOrRear, -1});
    if (unit.state.isConfused())
        mods.append({AttackModifierKind::Confused, -1});
    return mods;
}

int standAttackDice(const Unit &unit, const StandSituation &situation, int characterBonus)
{
    int dice = unit.profile.combatAttacks + characterBonus;
    for (const AttackModifier &m : attackModifiers(unit, situation))
        dice += m.value;
    return std::max(0, dice);
}

int unitAttackDice(const QList<int> &standDice)
{
    int total = 0;
    for (int d : standDice)
        total += std::max(0, d);
    // Even a unit whose penalties leave it nothing rolls one last die.
    return standDice.isEmpty() ? 0 : std::max(1, total);
}

int hitsThatCount(const Unit &target, int hitsStruck)
{
    const int capacity = target.state.standsLeft * target.hitsValue() - target.state.hitsAccumulated;
    return std::clamp(hitsStruck, 0, std::max(0, capacity));
}

int retreatDistanceCm(int resultDifference, int losingUnits, const Ruleset &ruleset)
{
    const int difference = std::max(0, resultDifference);
    const int sharedBy = ruleset.retreatShared ? std::max(1, losingUnits) : 1;
    return std::max(1, (difference + sharedBy - 1) / sharedBy);
}

} // namespace wm
