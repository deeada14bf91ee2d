// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatround.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/itemeffects.h"
#include "core/rules/rulecondition.h"
#include "core/rules/shooting.h"
#include "core/rules/unitchecks.h"

#include <algorithm>

namespace wm {

namespace {

struct CombatText
{
    Q_DECLARE_TR_FUNCTIONS(Combat)
};

QString unitField(Side side, qsizetype index)
{
    return QStringLiteral("side %1 unit %2").arg(side.number()).arg(index + 1);
}

std::optional<Error> checkCharacter(const CombatUnit &cu, const QString &field, QList<UnitId> &seen)
{
    for (const Unit &c : cu.joined) {
        if (!c.profile.isCharacter())
            return Error{field + QStringLiteral(" joined"),
                         CombatText::tr("%1 is not a character: only characters join a unit.").arg(c.displayName())};
    }
    if (!cu.character)
        return std::nullopt;
    const Unit &c = *cu.character;
    const QString characterField = field + QStringLiteral(" character");
    if (auto error = UnitChecks::validAndListedOnce(c, seen, characterField))
        return error;
    if (!c.profile.isCharacter())
        return Error{characterField, CombatText::tr("%1 is not a character.").arg(c.displayName())};
    if (c.state.isDestroyed())
        return Error{characterField, CombatText::tr("%1 has been slain.").arg(c.displayName())};
    if (cu.characterStand < 0 || cu.characterStand >= cu.stands.size())
        return Error{characterField, CombatText::tr("%1 must fight with one of the fighting stands of %2.")
                                         .arg(c.displayName(), cu.unit.displayName())};
    return std::nullopt;
}

std::optional<Error> checkUnit(const CombatRequest &request, Side side, qsizetype index, const Ruleset &ruleset,
                               QList<UnitId> &seen)
{
    const CombatUnit &cu = request.sides[side].at(index);
    const Unit &u = cu.unit;
    const QString field = unitField(side, index);
    const QString name = u.displayName();
    if (auto error = UnitChecks::validAndListedOnce(u, seen, field))
        return error;
    if (u.profile.isCharacter())
        return Error{field,
                     CombatText::tr("%1 is a character: join it to a unit to add its bonus to a stand.").arg(name)};
    if (u.state.isDestroyed())
        return Error{field, CombatText::tr("%1 is destroyed.").arg(name)};
    if (cu.supportingStands < 0)
        return Error{field, CombatText::tr("%1: supporting stands cannot be negative.").arg(name)};
    if (cu.stands.isEmpty() && cu.supportingStands == 0)
        return Error{field, CombatText::tr("%1 has no stand fighting or supporting.").arg(name)};
    if (cu.stands.size() + cu.supportingStands > u.state.standsLeft)
        return Error{field, CombatText::tr("%1 has %2 stands left, not %3 fighting and %4 supporting.")
                                .arg(name)
                                .arg(u.state.standsLeft)
                                .arg(cu.stands.size())
                                .arg(cu.supportingStands)};
    const auto attachedFighting = std::count_if(cu.stands.cbegin(), cu.stands.cend(),
                                                [](const FightingStand &s) { return s.situation.attachedStand; });
    if (attachedFighting > 0 && !u.hasAttachedStand())
        return Error{field, CombatText::tr("%1 has no attached stand left to fight.").arg(name)};
    if (attachedFighting > 1)
        return Error{field, CombatText::tr("%1 has one attached stand, not %2.").arg(name).arg(attachedFighting)};
    if (cu.reRollAttacks && !itemWorks(u, MagicItem::BannerOfFortune))
        return Error{
            field, u.profile.magicItem == MagicItem::BannerOfFortune
                       ? CombatText::tr("%1 has used its Banner of Fortune already: it works once a battle.").arg(name)
                       : CombatText::tr("%1 carries no Banner of Fortune.").arg(name)};
    if (cu.supportingStands > 0 && u.state.isConfused())
        return Error{field, CombatText::tr("%1 is confused: confused units cannot support.").arg(name)};
    if (cu.supportingStands > 0 && ruleset.onlyInfantrySupports && u.profile.type != UnitType::Infantry)
        return Error{field, CombatText::tr("%1: only infantry supports in this ruleset.").arg(name)};

    return checkCharacter(cu, field, seen);
}

// Run once every unit of both sides is known to be sound, so that each stand's enemy is too.
std::optional<Error> checkStands(const CombatRequest &request, Side side, qsizetype index)
{
    const CombatUnit &cu = request.sides[side].at(index);
    const QString field = unitField(side, index);
    const QString name = cu.unit.displayName();
    const QList<CombatUnit> &enemies = request.sides[side.opponent()];
    for (qsizetype s = 0; s < cu.stands.size(); ++s) {
        const FightingStand &stand = cu.stands.at(s);
        const QString standField = field + QStringLiteral(" stand %1").arg(s + 1);
        if (stand.target < 0 || stand.target >= enemies.size())
            return Error{
                standField,
                CombatText::tr("Stand %1 of %2 fights an enemy that is not in this engagement.").arg(s + 1).arg(name)};
        const Unit &target = enemies.at(stand.target).unit;
        if (!target.state.positions.any(stand.situation.enemyPosition))
            return Error{standField, CombatText::tr("Stand %1 of %2 fights a %3 stand, but %4 has none.")
                                         .arg(s + 1)
                                         .arg(name, ProtectionText::name(stand.situation.enemyPosition).toLower(),
                                              target.displayName())};
        if (stand.situation.enemyRetreatedCm < 0)
            return Error{
                standField,
                CombatText::tr("Stand %1 of %2: the enemy's retreat cannot be negative.").arg(s + 1).arg(name)};
    }
    return std::nullopt;
}

std::optional<Error> checkRequest(const CombatRequest &request, const Ruleset &ruleset)
{
    if (request.round < 1)
        return Error{QStringLiteral("round"), CombatText::tr("Rounds are counted from 1.")};
    if (ruleset.maxCombatRoundsPerPhase && request.round > *ruleset.maxCombatRoundsPerPhase)
        return Error{QStringLiteral("round"),
                     CombatText::tr("An engagement fights at most %1 rounds in a Combat phase in this ruleset.")
                         .arg(*ruleset.maxCombatRoundsPerPhase)};
    for (Side side : Side::both()) {
        if (request.sides[side].isEmpty())
            return Error{QStringLiteral("side %1").arg(side.number()),
                         CombatText::tr("Each side of an engagement needs at least one unit.")};
    }
    QList<UnitId> seen;
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < request.sides[side].size(); ++i) {
            if (auto error = checkUnit(request, side, i, ruleset, seen))
                return error;
        }
    }
    for (Side side : Side::both()) {
        const QList<CombatUnit> &units = request.sides[side];
        for (qsizetype i = 0; i < units.size(); ++i) {
            if (auto error = checkStands(request, side, i))
                return error;
        }
        const bool anyFighting =
            std::any_of(units.cbegin(), units.cend(), [](const CombatUnit &cu) { return !cu.stands.isEmpty(); });
        if (!anyFighting)
            return Error{QStringLiteral("side %1").arg(side.number()),
                         CombatText::tr("Side %1 has no stand touching the enemy.").arg(side.number())};
        if (ruleset.onlyInfantrySupports) {
            const bool supports =
                std::any_of(units.cbegin(), units.cend(), [](const CombatUnit &cu) { return cu.supportingStands > 0; });
            const bool infantryFights = std::any_of(units.cbegin(), units.cend(), [](const CombatUnit &cu) {
                return !cu.stands.isEmpty() && cu.unit.profile.type == UnitType::Infantry;
            });
            if (supports && !infantryFights)
                return Error{QStringLiteral("side %1").arg(side.number()),
                             CombatText::tr("Only infantry is supported in this ruleset, and no infantry of side "
                                            "%1 is fighting.")
                                 .arg(side.number())};
        }
    }
    return std::nullopt;
}

// The characters with a unit in this round: those who joined it and the one fighting with it.
QList<Unit> charactersWith(const CombatUnit &cu)
{
    QList<Unit> characters = cu.joined;
    if (cu.character &&
        std::none_of(characters.cbegin(), characters.cend(), [&](const Unit &c) { return c.id == cu.character->id; }))
        characters.append(*cu.character);
    return characters;
}

// What the resolver knows better than the table: the charge bonus belongs to the first round of a
// unit that charged this turn, and a terrifying target is known from its profile and the spells on it.
StandSituation completed(const FightingStand &stand, const Unit &unit, const CombatUnit &target, int round,
                         bool advanceIsNoCharge)
{
    StandSituation s = stand.situation;
    // An advance is no charge: a unit that advanced into a new engagement fights it without the bonus,
    // unless the optional rule gave its advance the charge's (the enemy died in the first round).
    const bool charged = unit.state.chargedThisTurn && !(advanceIsNoCharge && unit.state.advancedThisPhase);
    s.charging = (charged || unit.state.advanceIsCharge) && round == 1;
    s.enemyCausesTerror = s.enemyCausesTerror || causesTerror(target.unit, charactersWith(target));
    s.firstRound = round == 1;
    return s;
}

// What the army lists' rules add to one stand's attacks against `target`: the unit's own where its
// condition holds (Zealots in the first round against Chaos, Troll Slayers against a monster), and
// what a power used on it gives each stand (the Tomb King's, the Oathstone's).
QList<AttackModifier> listRuleModifiers(const CombatUnit &cu, const Unit &target, const CombatRequest &request,
                                        Side side)
{
    QList<AttackModifier> mods;
    const Unit &u = cu.unit;
    ConditionContext context;
    context.round = request.round;
    context.enemy = &target;
    context.enemyArmy = request.armyKeys[side.opponent()];
    context.said = cu.said;
    for (const auto &[rule, condition] : RuleConditions::conditionsOn(u, Trait::AttackBonus)) {
        if (condition->reach == RuleReach::Self && RuleConditions::holds(*condition, *rule, u, context))
            mods.append({AttackModifierKind::ListRule, u.profile.value(Trait::AttackBonus), {}, {}, rule->name});
    }
    if (u.profile.has(Trait::AttackBonus) && RuleConditions::conditionsOn(u, Trait::AttackBonus).isEmpty())
        mods.append({AttackModifierKind::ListRule, u.profile.value(Trait::AttackBonus), {}, {}, {}});
    for (const RuleEffect &e : u.state.ruleEffects) {
        if (e.attacks != 0)
            mods.append({AttackModifierKind::ListRule, e.attacks, {}, {}, e.rule});
    }
    return mods;
}

// What a power the character with the unit used gives his own attacks (the Oathstone).
QList<AttackModifier> listRuleCharacterModifiers(const Unit &character)
{
    QList<AttackModifier> mods;
    for (const RuleEffect &e : character.state.ruleEffects) {
        if (e.attacks != 0)
            mods.append({AttackModifierKind::ListRuleCharacter, e.attacks, {}, {}, e.rule});
    }
    return mods;
}

// The dice one unit rolls at one target at one score, before they are rolled.
struct PendingAttack
{
    int target = 0;
    Protection position = Protection::Open;
    int dice = 0;
};

// Tells the dice source the hits an attack scored, once any die of it was rolled again.
void tellHits(const CombatAttack &attack, const Unit &who, DiceSource &dice)
{
    dice.hasRead({RollPurpose::ToHit, who.displayName(), attack.scoreToHit, int(attack.toHit.faces.size()), attack.hits,
                  who.id});
}

// One unit's attacks at one target and position, rolled to hit.
CombatAttack rollAttack(Side side, int unit, const PendingAttack &p, const Unit &who, DiceSource &dice)
{
    CombatAttack attack;
    attack.side = side;
    attack.unit = unit;
    attack.target = p.target;
    attack.targetPosition = p.position;
    attack.scoreToHit = scoreToHit(p.position);
    attack.toHit = dice.dice(p.dice, RollPurpose::ToHit, who.displayName());
    attack.hits = attack.toHit.countAtLeast(attack.scoreToHit);
    return attack;
}

QList<PendingAttack> planAttacks(const CombatUnit &cu, const QList<CombatUnit> &enemies, const Ruleset &ruleset,
                                 const CombatRequest &request, Side side, CombatUnitResult &unitResult)
{
    QList<PendingAttack> pending;
    int total = 0;
    for (qsizetype s = 0; s < cu.stands.size(); ++s) {
        const FightingStand &stand = cu.stands.at(s);
        const CombatUnit &target = enemies.at(stand.target);
        StandSituation situation = completed(stand, cu.unit, target, request.round, request.advanceIsNoCharge);
        // A friendly wizard's aura that makes it ignore terror: no enemy frightens it.
        if (cu.auraIgnoresTerror)
            situation.enemyCausesTerror = false;
        const Protection position = combatPosition(target.unit, situation.enemyPosition, ruleset);
        situation.enemyPosition = position;

        CombatStandDice standDice;
        const QList<Unit> characters = charactersWith(cu);
        standDice.modifiers = attackModifiers(cu.unit, situation, characters);
        if (cu.character && cu.characterStand == s)
            standDice.characterBonus = cu.character->profile.combatAttacks;
        standDice.dice = standAttackDice(cu.unit, situation, standDice.characterBonus, characters);
        // What a spell gives the unit once goes on its first stand, as a character's bonus may go on
        // any; what it gives the character goes where he fights.
        QList<AttackModifier> spells = listRuleModifiers(cu, target.unit, request, side);
        if (s == 0)
            spells += unitSpellModifiers(cu.unit) + unitItemModifiers(cu.unit, request.round);
        if (cu.character && cu.characterStand == s)
            spells += characterSpellModifiers(cu.unit) + listRuleCharacterModifiers(*cu.character);
        for (const AttackModifier &m : std::as_const(spells)) {
            standDice.modifiers.append(m);
            standDice.dice = std::max(0, standDice.dice + m.value);
        }
        if (request.round == 1 && cu.unit.state.doubleAttacksFirstRoundThisTurn) {
            // A Giant gone berserk: its own attacks once more, on top of everything else.
            const AttackModifier twice{AttackModifierKind::DoubleAttacks, cu.unit.profile.combatAttacks, {}};
            standDice.modifiers.append(twice);
            standDice.dice += twice.value;
        }
        if (cu.unit.state.cannotFightThisTurn) {
            standDice.modifiers.append({AttackModifierKind::CannotFight, -standDice.dice, {}});
            standDice.dice = 0;
        }
        unitResult.stands.append(standDice);
        total += standDice.dice;

        auto same = [&](const PendingAttack &p) { return p.target == stand.target && p.position == position; };
        if (auto it = std::find_if(pending.begin(), pending.end(), same); it != pending.end())
            it->dice += standDice.dice;
        else
            pending.append({stand.target, position, standDice.dice});
    }
    if (!cu.stands.isEmpty() && total == 0 && !cu.unit.state.cannotFightThisTurn) {
        // Whatever the penalties, a fighting unit rolls one last die, at its first stand's enemy.
        unitResult.lastDitch = true;
        pending.first().dice = 1;
    }
    pending.removeIf([](const PendingAttack &p) { return p.dice == 0; });
    return pending;
}

// What fighting the round used up of the unit's item.
void markItemUsed(const CombatUnit &cu, UnitState &after)
{
    const Unit &u = cu.unit;
    if (cu.reRollAttacks || itemWorks(u, MagicItem::SwordOfFate))
        after.magicItemSpent = true; // once a battle, used or not: its first combat is fought
    // The banner works on until the end of this engagement (Battle::endCombatPhase spends it).
    if (itemWorks(u, MagicItem::BattleBanner) || itemWorks(u, MagicItem::BannerOfFortitude))
        after.inFirstEngagement = true;
}

} // namespace

Protection combatPosition(const Unit &target, Protection declared, const Ruleset &ruleset)
{
    StandPositions p;
    switch (declared) {
    case Protection::Open:
        p.open = 1;
        break;
    case Protection::Defended:
        p.defended = 1;
        break;
    case Protection::Fortified:
        p.fortified = 1;
        break;
    }
    Unit one = target;
    one.state.positions = p;
    one.state.standsLeft = 1;
    // Chargers are in the open whatever they charged from, as when they are shot at.
    const ShotTiming timing = target.state.chargedThisTurn || target.state.advancedThisPhase
                                  ? ShotTiming::AtChargers
                                  : ShotTiming::ShootingPhase;
    return *effectivePositions(one, ruleset, timing).mostProtected();
}

QList<DiceRoll> CombatRoundResult::rolls() const
{
    QList<DiceRoll> all;
    for (const CombatAttack &a : attacks) {
        all.append(a.toHit);
        if (a.toHitReRoll)
            all.append(*a.toHitReRoll);
    }
    for (const CombatAttack &a : attacks) {
        if (a.saves)
            all.append(*a.saves);
        if (a.savesReRoll)
            all.append(*a.savesReRoll);
    }
    for (const CombatAttack &a : attacksAgain) {
        all.append(a.toHit);
        if (a.saves)
            all.append(*a.saves);
    }
    return all;
}

namespace {

// A re-roll of `first`: it stays marked re-rolled, the new dice are marked as its re-roll.
DiceRoll reRoll(DiceRoll &first, int count, DiceSource &dice)
{
    first.mark = RollMark::ReRolled;
    DiceRoll again = dice.dice(count, first.purpose, first.subject);
    again.mark = RollMark::ReRoll;
    return again;
}

// The enemy unit a Sword of Destruction makes re-roll a save: the first one its stands fight.
std::optional<int> destructionTarget(const CombatUnit &cu)
{
    if (!itemWorks(cu.unit, MagicItem::SwordOfDestruction) || cu.stands.isEmpty())
        return std::nullopt;
    return cu.stands.first().target;
}

} // namespace

namespace {

// A unit that scored more hits than it suffered in the first round strikes again, its rule's value
// in attacks a stand at the enemies its stands fight, before the result (the classic Bears). The
// hits it scores count as the round's.
void strikeAgainWhenAhead(const CombatRequest &request, const Ruleset &ruleset, DiceSource &dice,
                          CombatRoundResult &result)
{
    if (request.round != 1)
        return;
    for (Side side : Side::both()) {
        const QList<CombatUnit> &enemies = request.sides[side.opponent()];
        for (qsizetype i = 0; i < request.sides[side].size(); ++i) {
            const CombatUnit &cu = request.sides[side].at(i);
            if (!cu.unit.profile.has(Trait::ExtraAttacksWhenAhead) || cu.stands.isEmpty())
                continue;
            int scored = 0;
            for (const CombatAttack &a : std::as_const(result.attacks)) {
                if (a.side == side && a.unit == int(i))
                    scored += a.struck;
            }
            if (scored <= result.units[side][i].hitsStruck)
                continue;
            // One group a target and position, in the order its stands name them.
            QList<PendingAttack> pending;
            for (const FightingStand &stand : cu.stands) {
                const Protection position =
                    combatPosition(enemies.at(stand.target).unit, stand.situation.enemyPosition, ruleset);
                const int more = cu.unit.profile.value(Trait::ExtraAttacksWhenAhead);
                auto same = [&](const PendingAttack &p) { return p.target == stand.target && p.position == position; };
                if (auto it = std::find_if(pending.begin(), pending.end(), same); it != pending.end())
                    it->dice += more;
                else
                    pending.append({stand.target, position, more});
            }
            for (const PendingAttack &p : std::as_const(pending)) {
                CombatAttack attack = rollAttack(side, int(i), p, cu.unit, dice);
                tellHits(attack, cu.unit, dice);
                attack.again = true;
                const Unit &target = enemies.at(p.target).unit;
                attack.armour = armourOf(target);
                if (attack.hits > 0 && attack.armour.hasSave()) {
                    attack.saves = dice.dice(attack.hits, RollPurpose::ArmourSave, target.displayName());
                    attack.saved = attack.saves->countAtLeast(*attack.armour.score());
                    dice.hasRead({RollPurpose::ArmourSave, target.displayName(), *attack.armour.score(), attack.hits,
                                  attack.saved, target.id});
                }
                attack.struck = attack.hits - attack.saved;
                result.units[side.opponent()][p.target].hitsStruck += attack.struck;
                result.attacksAgain.append(attack);
            }
        }
    }
}

// Each unit as the round finds it: its support, and the hits it carries from shooting at chargers.
CombatRoundResult startCombatRound(const CombatRequest &request)
{
    CombatRoundResult result;
    result.round = request.round;
    for (Side side : Side::both()) {
        for (const CombatUnit &cu : request.sides[side]) {
            CombatUnitResult r;
            r.after = cu.unit;
            r.characterAfter = cu.character;
            r.support = cu.supportingStands * SupportPerStand;
            r.hitsCarried = request.round == 1 ? cu.unit.state.hitsCarriedIntoCombat : 0;
            result.units[side].append(r);
        }
    }
    return result;
}

// Every unit's attacks rolled to hit, with the Banner of Fortune's or the Sword of Cleaving's
// dice again.
void rollCombatAttacks(const CombatRequest &request, const Ruleset &ruleset, DiceSource &dice,
                       CombatRoundResult &result)
{
    for (Side side : Side::both()) {
        const QList<CombatUnit> &enemies = request.sides[side.opponent()];
        for (qsizetype i = 0; i < request.sides[side].size(); ++i) {
            const CombatUnit &cu = request.sides[side].at(i);
            // The Sword of Cleaving re-rolls one die that missed each round; never a die the
            // Banner of Fortune has rolled again already.
            bool cleave = itemWorks(cu.unit, MagicItem::SwordOfCleaving) && !cu.reRollAttacks;
            for (const PendingAttack &p : planAttacks(cu, enemies, ruleset, request, side, result.units[side][i])) {
                CombatAttack attack = rollAttack(side, int(i), p, cu.unit, dice);
                if (cu.reRollAttacks) {
                    // The Banner of Fortune: every attack die again, the new ones counting.
                    attack.toHitReRoll = reRoll(attack.toHit, p.dice, dice);
                    attack.hits = attack.toHitReRoll->countAtLeast(attack.scoreToHit);
                } else if (cleave && attack.hits < attack.toHit.faces.size()) {
                    attack.toHitReRoll = reRoll(attack.toHit, 1, dice);
                    attack.hits += attack.toHitReRoll->countAtLeast(attack.scoreToHit);
                    cleave = false;
                }
                tellHits(attack, cu.unit, dice);
                attack.armour = armourOf(enemies.at(p.target).unit);
                result.attacks.append(attack);
            }
        }
    }
}

// Saves are rolled once every attack has been rolled, as at the table.
void rollCombatSaves(const CombatRequest &request, DiceSource &dice, CombatRoundResult &result)
{
    PerSide<QList<std::optional<int>>> destruction; // by unit: the enemy that still re-rolls a save
    for (Side side : Side::both()) {
        for (const CombatUnit &cu : request.sides[side])
            destruction[side].append(destructionTarget(cu));
    }
    for (CombatAttack &a : result.attacks) {
        const Unit &target = request.sides[a.side.opponent()].at(a.target).unit;
        if (a.hits > 0 && a.armour.hasSave()) {
            a.saves = dice.dice(a.hits, RollPurpose::ArmourSave, target.displayName());
            a.saved = a.saves->countAtLeast(*a.armour.score());
            // The Sword of Destruction: one save against its attacks made again, once a round.
            std::optional<int> &sword = destruction[a.side][a.unit];
            if (a.saved > 0 && sword == a.target) {
                a.savesReRoll = reRoll(*a.saves, 1, dice);
                a.saved += a.savesReRoll->countAtLeast(*a.armour.score()) - 1;
                sword.reset();
            }
            dice.hasRead(
                {RollPurpose::ArmourSave, target.displayName(), *a.armour.score(), a.hits, a.saved, target.id});
        }
        a.struck = a.hits - a.saved;
        result.units[a.side.opponent()][a.target].hitsStruck += a.struck;
    }
}

// Casualties go at the end of the round: every stand fought, even those that now fall.
void removeCombatCasualties(const CombatRequest &request, CombatRoundResult &result)
{
    for (Side side : Side::both()) {
        CombatSideResult &mine = result.sides[side];
        for (qsizetype i = 0; i < request.sides[side].size(); ++i) {
            const Unit &before = request.sides[side].at(i).unit;
            CombatUnitResult &r = result.units[side][i];
            r.hitsCounted = hitsThatCount(before, r.hitsStruck);
            // A spell may make each stand take more hits to remove in combat (Troll Guts).
            const HitsStruck struck = strikeHits(r.after.state, combatHitsValue(before), r.hitsStruck);
            r.standsRemoved = struck.standsRemoved;
            // After whole stands are removed, one hit left over is taken back; it still counts above.
            if (before.profile.has(Trait::Regenerates) && r.after.state.hitsAccumulated > 0) {
                --r.after.state.hitsAccumulated;
                r.regenerated = 1;
            }
            r.after.state.hitsCarriedIntoCombat = 0;
            r.after.state.engaged = !r.after.state.isDestroyed();
            // The players set these units against each other: they are the engagement now.
            r.after.state.engagedWith.clear();
            for (const CombatUnit &enemy : request.sides[side.opponent()])
                r.after.state.engagedWith.append(enemy.unit.id);
            r.after.state.combatRoundsThisPhase = request.round;
            markItemUsed(request.sides[side].at(i), r.after.state);
            if (r.after.state.isDestroyed() && r.characterAfter)
                destroyUnit(r.characterAfter->state, DestroyedBy::WithUnit);
            mine.support += r.support;
        }
        mine.wipedOut = std::all_of(result.units[side].cbegin(), result.units[side].cend(),
                                    [](const CombatUnitResult &r) { return r.after.state.isDestroyed(); });
    }
}

// Each side's score: the hits it struck that count and those the enemy carried in from shooting.
void addUpCombatResult(CombatRoundResult &result)
{
    for (Side side : Side::both()) {
        for (const CombatUnitResult &enemy : result.units[side.opponent()]) {
            result.sides[side].hits += enemy.hitsCounted;
            result.sides[side].carried += enemy.hitsCarried;
        }
    }
}

// The side with the higher score wins the round, and the loser retreats by the difference.
void decideCombatWinner(const CombatRequest &request, const Ruleset &ruleset, CombatRoundResult &result)
{
    const CombatSideResult &first = result.sides[Side::first()];
    const CombatSideResult &second = result.sides[Side::second()];
    if (first.wipedOut != second.wipedOut)
        result.winner = first.wipedOut ? Side::second() : Side::first(); // a side wiped out loses, whatever the sums
    else if (!first.wipedOut && first.total() != second.total())
        result.winner = first.total() > second.total() ? Side::first() : Side::second();

    if (result.winner) {
        const Side loser = result.winner->opponent();
        result.losingUnits = int(request.sides[loser].size());
        if (!result.sides[loser].wipedOut)
            result.retreatCm = retreatDistanceCm(result.difference(), result.losingUnits, ruleset);
    }
}

} // namespace

Result<CombatRoundResult> resolveCombatRound(const CombatRequest &request, const Ruleset &ruleset, DiceSource &dice)
{
    if (auto error = checkRequest(request, ruleset))
        return *error;

    CombatRoundResult result = startCombatRound(request);
    try {
        rollCombatAttacks(request, ruleset, dice, result);
        rollCombatSaves(request, dice, result);
        strikeAgainWhenAhead(request, ruleset, dice, result);
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    removeCombatCasualties(request, result);
    addUpCombatResult(result);
    decideCombatWinner(request, ruleset, result);
    return result;
}

} // namespace wm
