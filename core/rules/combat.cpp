// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat.h"

#include "core/rules/itemeffects.h"

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
    case AttackModifierKind::SpellTerror:
        return tr("%1: fights as if the enemy caused terror").arg(spell);
    case AttackModifierKind::SpellStand:
        return tr("%1: each stand").arg(spell);
    case AttackModifierKind::SpellUnit:
        return tr("%1: the unit").arg(spell);
    case AttackModifierKind::SpellCharacter:
        return tr("%1: the character with it").arg(spell);
    case AttackModifierKind::ItemStand:
        return tr("%1: each stand").arg(item ? MagicItemText::name(*item) : QString());
    case AttackModifierKind::ItemUnit:
        return tr("%1: one stand").arg(item ? MagicItemText::name(*item) : QString());
    case AttackModifierKind::ListRule:
        return tr("%1: each stand").arg(rule);
    case AttackModifierKind::ListRuleCharacter:
        return tr("%1: the character with it").arg(rule);
    }
    return {};
}

bool causesTerror(const Unit &unit, const QList<Unit> &characters)
{
    if (unit.underSpell(SpellState::CausesNoTerror))
        return false;
    if (unit.profile.has(Trait::CausesTerror) || unit.underSpell(SpellState::CausesTerror))
        return true;
    return std::any_of(characters.cbegin(), characters.cend(), [](const Unit &c) {
        return !c.state.isDestroyed() && (c.profile.has(Trait::CausesTerror) || c.underSpell(SpellState::CausesTerror));
    });
}

bool ignoresTerror(const Unit &unit)
{
    return unit.profile.has(Trait::IgnoresTerror) || unit.underSpell(SpellState::IgnoresTerror) ||
           std::any_of(unit.state.ruleEffects.cbegin(), unit.state.ruleEffects.cend(),
                       [](const RuleEffect &e) { return e.ignoresTerror; });
}

QList<AttackModifier> attackModifiers(const Unit &unit, const StandSituation &s, const QList<Unit> &characters)
{
    const bool terrifying = causesTerror(unit, characters);
    QList<AttackModifier> mods;
    // A unit whose rule denies it the charge bonus gets neither it nor a monster's extra attack.
    const bool chargeInOpen =
        s.charging && s.enemyPosition == Protection::Open && !unit.profile.has(Trait::NoChargeBonus);
    if (chargeInOpen) {
        mods.append({AttackModifierKind::Charge, 1, {}});
        if (unit.profile.type == UnitType::Monster || unit.profile.type == UnitType::Chariot ||
            unit.profile.has(Trait::ChargesLikeMonster))
            mods.append({AttackModifierKind::MonsterCharge, 1, {}});
    }
    if (s.pursuing) {
        mods.append({AttackModifierKind::Pursuit, 1, {}});
        if (const int extra = std::max(0, s.enemyRetreatedCm) / 3; extra > 0)
            mods.append({AttackModifierKind::PursuitDistance, extra, {}});
    }
    if (s.firstRound && !s.attackedInSideOrRear && unit.profile.has(Trait::FirstRoundAttacks))
        mods.append({AttackModifierKind::FirstRound, unit.profile.value(Trait::FirstRoundAttacks), {}});
    const bool terrified = s.enemyCausesTerror && !terrifying && !ignoresTerror(unit);
    if (terrified)
        mods.append({AttackModifierKind::Terror, -1, {}});
    // A spell makes every enemy terrifying to it, and its immunity does not spare it, as the spell
    // says (Weird Enchantment); its own terror would, but the spells that do this take that away too.
    // An enemy that frightens it already costs it nothing more.
    if (!terrified && !terrifying && unit.underSpell(SpellState::TreatsEnemiesAsTerrifying))
        mods.append({AttackModifierKind::SpellTerror, unit.spellValue(SpellState::TreatsEnemiesAsTerrifying),
                     unit.spellsGiving(SpellState::TreatsEnemiesAsTerrifying)});
    if (unit.underSpell(SpellState::AttackBonusPerStand))
        mods.append({AttackModifierKind::SpellStand, unit.spellValue(SpellState::AttackBonusPerStand),
                     unit.spellsGiving(SpellState::AttackBonusPerStand)});
    // Its first engagement of the battle, pursuit and an advance of the same phase included.
    if (itemWorks(unit, MagicItem::BattleBanner))
        mods.append({AttackModifierKind::ItemStand, 1, {}, MagicItem::BattleBanner});
    if (s.attackedInSideOrRear)
        mods.append({AttackModifierKind::SideOrRear, -1, {}});
    if (unit.state.isConfused())
        mods.append({AttackModifierKind::Confused, -1, {}});
    return mods;
}

int standAttackDice(const Unit &unit, const StandSituation &situation, int characterBonus,
                    const QList<Unit> &characters)
{
    const bool attached = situation.attachedStand && unit.hasAttachedStand();
    int dice = (attached ? unit.profile.attached->combatAttacks : unit.profile.combatAttacks) + characterBonus;
    for (const AttackModifier &m : attackModifiers(unit, situation, characters))
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

QList<AttackModifier> unitSpellModifiers(const Unit &unit)
{
    QList<AttackModifier> mods;
    for (SpellState state : {SpellState::AttackBonusPerUnit, SpellState::AttackBonusPerUnitAndCharacter}) {
        if (unit.underSpell(state))
            mods.append({AttackModifierKind::SpellUnit, unit.spellValue(state), unit.spellsGiving(state)});
    }
    return mods;
}

QList<AttackModifier> characterSpellModifiers(const Unit &unit)
{
    // "Each stand, the characters' too": a character fighting with the unit has the stands' bonus.
    QList<AttackModifier> mods;
    for (SpellState state : {SpellState::AttackBonusPerStand, SpellState::AttackBonusPerUnitAndCharacter}) {
        if (unit.underSpell(state))
            mods.append({AttackModifierKind::SpellCharacter, unit.spellValue(state), unit.spellsGiving(state)});
    }
    return mods;
}

QList<AttackModifier> unitItemModifiers(const Unit &unit, int round)
{
    QList<AttackModifier> mods;
    if (itemWorks(unit, MagicItem::SwordOfMight))
        mods.append({AttackModifierKind::ItemUnit, 1, {}, MagicItem::SwordOfMight});
    // Once a battle: the first round of its first combat, which spends it whatever the round.
    if (round == 1 && itemWorks(unit, MagicItem::SwordOfFate))
        mods.append({AttackModifierKind::ItemUnit, 1, {}, MagicItem::SwordOfFate});
    return mods;
}

int combatHitsValue(const Unit &unit)
{
    const int banner = itemWorks(unit, MagicItem::BannerOfFortitude) ? 1 : 0;
    return unit.hitsValue() + unit.spellValue(SpellState::HitsBonusPerStand) + banner;
}

int hitsThatCount(const Unit &target, int hitsStruck)
{
    const int capacity = target.state.standsLeft * combatHitsValue(target) - target.state.hitsAccumulated;
    return std::clamp(hitsStruck, 0, std::max(0, capacity));
}

int retreatDistanceCm(int resultDifference, int losingUnits, const Ruleset &ruleset)
{
    const int difference = std::max(0, resultDifference);
    const int sharedBy = ruleset.retreatShared ? std::max(1, losingUnits) : 1;
    return std::max(1, (difference + sharedBy - 1) / sharedBy);
}

} // namespace wm
