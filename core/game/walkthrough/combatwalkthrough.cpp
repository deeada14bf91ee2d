// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatwalkthrough.h"

#include <QCoreApplication>

namespace wm {

namespace {

struct CombatSteps
{
    Q_DECLARE_TR_FUNCTIONS(CombatSteps)
};

// "Knights", "Knights and Bowmen", "Knights, Bowmen and Halberdiers".
QString namesList(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    return CombatSteps::tr("%1 and %2").arg(names.mid(0, names.size() - 1).join(CombatSteps::tr(", ")), names.last());
}

QString sideNames(const Battle &battle, const CombatAction &action, Side side)
{
    QStringList names;
    for (const CombatUnitInput &u : action.sides[side])
        names.append(battle.unitName(u.unit));
    return namesList(names);
}

QString signedValue(int value)
{
    return value < 0 ? CombatSteps::tr("\u2212%1").arg(-value) : CombatSteps::tr("+%1").arg(value);
}

QString hitsText(int hits)
{
    if (hits == 0)
        return CombatSteps::tr("no hits");
    return hits == 1 ? CombatSteps::tr("1 hit") : CombatSteps::tr("%1 hits").arg(hits);
}

QString struckText(int hits)
{
    if (hits == 0)
        return CombatSteps::tr("no hits struck");
    return hits == 1 ? CombatSteps::tr("1 hit struck") : CombatSteps::tr("%1 hits struck").arg(hits);
}

// What makes up one stand's dice: its attacks, each modifier and a joined character's bonus.
QString standTerms(const Unit &unit, const CombatStandDice &stand, const QString &character)
{
    QStringList terms;
    const int attacks = unit.profile.combatAttacks;
    terms.append(attacks == 1 ? CombatSteps::tr("1 attack") : CombatSteps::tr("%1 attacks").arg(attacks));
    for (const AttackModifier &m : stand.modifiers)
        terms.append(CombatSteps::tr("%1 %2").arg(m.name(), signedValue(m.value)));
    if (stand.characterBonus != 0)
        terms.append(CombatSteps::tr("%1 %2").arg(character, signedValue(stand.characterBonus)));
    return terms.join(CombatSteps::tr(", "));
}

QString standGroup(int stands, int dice, const QString &terms)
{
    if (stands == 1)
        return dice == 1 ? CombatSteps::tr("1 stand, 1 die (%1)").arg(terms)
                         : CombatSteps::tr("1 stand, %1 dice (%2)").arg(dice).arg(terms);
    return dice == 1 ? CombatSteps::tr("%1 stands, 1 die each (%2)").arg(stands).arg(terms)
                     : CombatSteps::tr("%1 stands, %2 dice each (%3)").arg(stands).arg(dice).arg(terms);
}

int unitDice(const CombatRoundResult &round, Side side, int unit)
{
    int dice = 0;
    for (const CombatAttack &a : round.attacks) {
        if (a.side == side && a.unit == unit)
            dice += int(a.toHit.faces.size());
    }
    return dice;
}

void diceLines(const Battle &before, const CombatAction &action, const CombatRoundResult &round, QStringList &lines)
{
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < action.sides[side].size(); ++i) {
            const CombatUnitInput &input = action.sides[side].at(i);
            const CombatUnitResult &r = round.units[side].value(i);
            const Unit *unit = before.unit(input.unit);
            if (!unit)
                continue;
            const QString name = unit->displayName();
            if (!input.stands.isEmpty()) {
                const QString character = input.character ? before.unitName(*input.character) : QString();
                // Stands with the same dice for the same reasons are told together.
                QStringList groups;
                for (qsizetype s = 0; s < r.stands.size();) {
                    const CombatStandDice &first = r.stands.at(s);
                    qsizetype same = s + 1;
                    while (same < r.stands.size() && r.stands.at(same).modifiers == first.modifiers &&
                           r.stands.at(same).characterBonus == first.characterBonus &&
                           r.stands.at(same).dice == first.dice)
                        ++same;
                    groups.append(standGroup(int(same - s), first.dice, standTerms(*unit, first, character)));
                    s = same;
                }
                const QString detail = groups.join(CombatSteps::tr("; "));
                const int dice = unitDice(round, side, int(i));
                if (r.lastDitch)
                    lines.append(CombatSteps::tr("%1 has no dice left after its penalties and rolls 1 last die: %2.")
                                     .arg(name, detail));
                else if (dice == 0)
                    lines.append(CombatSteps::tr("%1 rolls no dice: %2.").arg(name, detail));
                else if (dice == 1)
                    lines.append(CombatSteps::tr("%1 rolls 1 die: %2.").arg(name, detail));
                else
                    lines.append(CombatSteps::tr("%1 rolls %2 dice: %3.").arg(name).arg(dice).arg(detail));
            }
            if (input.supportingStands > 0)
                lines.append(
                    input.supportingStands == 1
                        ? CombatSteps::tr("%1 supports with 1 stand.").arg(name)
                        : CombatSteps::tr("%1 supports with %2 stands.").arg(name).arg(input.supportingStands));
        }
    }
}

void attackLines(const Battle &before, const CombatAction &action, const CombatRoundResult &round, QStringList &lines)
{
    auto attacker = [&](const CombatAttack &a) { return before.unitName(action.sides[a.side].value(a.unit).unit); };
    auto target = [&](const CombatAttack &a) {
        return before.unitName(action.sides[a.side.opponent()].value(a.target).unit);
    };
    for (const CombatAttack &a : round.attacks) {
        lines.append(
            CombatSteps::tr("%1 against %2, hitting on %3+: %4 \u2014 %5.")
                .arg(attacker(a), target(a))
                .arg(a.scoreToHit)
                .arg(a.toHitReRoll
                         ? CombatSteps::tr("%1, rolled again: %2").arg(a.toHit.facesText(), a.toHitReRoll->facesText())
                         : a.toHit.facesText(),
                     hitsText(a.hits)));
    }
    // The saves are rolled once every attack is, in the same order; a spell that betters a unit's
    // armour is told before its first save.
    QList<UnitId> armourTold;
    for (const CombatAttack &a : round.attacks) {
        if (a.hits == 0)
            continue;
        const Unit *saving = before.unit(action.sides[a.side.opponent()].value(a.target).unit);
        if (saving && !armourTold.contains(saving->id) && armourOf(*saving) != saving->profile.armour) {
            armourTold.append(saving->id);
            QStringList spells;
            for (SpellState state : {SpellState::ArmourOneBetter, SpellState::MagicSave}) {
                if (saving->underSpell(state))
                    spells.append(saving->spellsGiving(state));
            }
            if (saving->profile.magicItem == MagicItem::BannerOfShielding && !saving->state.lostStand)
                spells.append(MagicItemText::name(MagicItem::BannerOfShielding));
            spells.removeDuplicates();
            lines.append(CombatSteps::tr("%1 is on %2: it saves on %3 instead of its Armour value (%4).")
                             .arg(spells.join(CombatSteps::tr(", ")), saving->displayName(),
                                  armourOf(*saving).toString(), saving->profile.armour.toString()));
        }
        if (a.saves)
            lines.append(CombatSteps::tr("Armour saves for %1 (%2) against %3: %4 \u2014 %5 saved, %6.")
                             .arg(target(a), a.armour.toString(), attacker(a),
                                  a.savesReRoll ? CombatSteps::tr("%1, one save rolled again: %2")
                                                      .arg(a.saves->facesText(), a.savesReRoll->facesText())
                                                : a.saves->facesText())
                             .arg(a.saved)
                             .arg(struckText(a.struck)));
        else
            lines.append(CombatSteps::tr("%1 has no armour save against %2: %3.")
                             .arg(target(a), attacker(a), struckText(a.struck)));
    }
    // A unit ahead on hits strikes again by its rule, each attack with its saves (the classic Bears).
    for (const CombatAttack &a : round.attacksAgain) {
        lines.append(CombatSteps::tr("%1 scored more hits than it suffered and strikes again by its special rule: "
                                     "against %2, hitting on %3+: %4 \u2014 %5.")
                         .arg(attacker(a), target(a))
                         .arg(a.scoreToHit)
                         .arg(a.toHit.facesText(), hitsText(a.hits)));
        if (a.saves)
            lines.append(CombatSteps::tr("Armour saves for %1 (%2) against %3: %4 \u2014 %5 saved, %6.")
                             .arg(target(a), a.armour.toString(), attacker(a), a.saves->facesText())
                             .arg(a.saved)
                             .arg(struckText(a.struck)));
        else if (a.hits > 0)
            lines.append(CombatSteps::tr("%1 has no armour save against %2: %3.")
                             .arg(target(a), attacker(a), struckText(a.struck)));
    }
}

void lossLines(const Battle &before, const CombatAction &action, const CombatRoundResult &round, QStringList &lines)
{
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < action.sides[side].size(); ++i) {
            const CombatUnitInput &input = action.sides[side].at(i);
            const CombatUnitResult &r = round.units[side].value(i);
            const QString name = before.unitName(input.unit);
            if (r.hitsCarried > 0)
                lines.append(
                    r.hitsCarried == 1
                        ? CombatSteps::tr("1 hit struck on %1 by shooting as it charged counts in this round.")
                              .arg(name)
                        : CombatSteps::tr("%1 hits struck on %2 by shooting as it charged count in this round.")
                              .arg(r.hitsCarried)
                              .arg(name));
            if (r.hitsStruck == 0)
                continue;
            if (const Unit *unit = before.unit(input.unit); unit && unit->underSpell(SpellState::HitsBonusPerStand))
                lines.append(CombatSteps::tr("%1 is on %2: each stand takes %3 hits to remove this round.")
                                 .arg(unit->spellsGiving(SpellState::HitsBonusPerStand), name)
                                 .arg(combatHitsValue(*unit)));
            QStringList what{struckText(r.hitsStruck)};
            if (r.hitsCounted < r.hitsStruck)
                what.append(r.hitsCounted == 1
                                ? CombatSteps::tr("only 1 counts, all it could still take")
                                : CombatSteps::tr("only %1 count, all it could still take").arg(r.hitsCounted));
            if (r.after.state.isDestroyed())
                what.append(CombatSteps::tr("destroyed"));
            else if (r.standsRemoved > 0)
                what.append(r.standsRemoved == 1 ? CombatSteps::tr("1 stand removed")
                                                 : CombatSteps::tr("%1 stands removed").arg(r.standsRemoved));
            lines.append(CombatSteps::tr("%1: %2.").arg(name, what.join(CombatSteps::tr("; "))));
            if (r.regenerated > 0)
                lines.append(
                    CombatSteps::tr("%1 regenerates 1 hit left over; it still counts for the result.").arg(name));
            if (r.characterAfter && r.characterAfter->state.isDestroyed() && input.character)
                lines.append(CombatSteps::tr("%1 is slain with %2.").arg(before.unitName(*input.character), name));
        }
    }
}

void resultLines(const Battle &before, const CombatAction &action, const CombatRoundResult &round, QStringList &lines)
{
    for (Side side : Side::both()) {
        const CombatSideResult &s = round.sides[side];
        QStringList terms{hitsText(s.hits)};
        if (s.carried > 0)
            terms.append(CombatSteps::tr("%1 from shooting").arg(s.carried));
        if (s.support > 0)
            terms.append(CombatSteps::tr("%1 support").arg(s.support));
        const QString names = sideNames(before, action, side);
        if (terms.size() == 1)
            lines.append(CombatSteps::tr("%1: %2.").arg(names, terms.first()));
        else
            lines.append(CombatSteps::tr("%1: %2 = %3.").arg(names, terms.join(CombatSteps::tr(" + "))).arg(s.total()));
    }
    if (round.bothWipedOut()) {
        lines.append(CombatSteps::tr("Both sides are wiped out: nobody wins."));
        return;
    }
    if (!round.winner) {
        lines.append(
            CombatSteps::tr("A draw at %1 each: both sides fall back, and units in a defended or fortified position "
                            "may stand instead.")
                .arg(round.sides[Side::first()].total()));
        return;
    }
    const Side winner = *round.winner;
    const Side loser = winner.opponent();
    const QString winners = sideNames(before, action, winner);
    if (round.sides[loser].wipedOut) {
        lines.append(CombatSteps::tr("Won by %1: every enemy unit is wiped out.").arg(winners));
        return;
    }
    lines.append(CombatSteps::tr("Won by %1 by %2 (%3 to %4).")
                     .arg(winners)
                     .arg(round.difference())
                     .arg(round.sides[winner].total())
                     .arg(round.sides[loser].total()));
    if (round.losingUnits == 1)
        lines.append(CombatSteps::tr("%1 retreats %2 cm: 1 cm for each point of difference.")
                         .arg(sideNames(before, action, loser))
                         .arg(round.retreatCm));
    else if (!before.ruleset().retreatShared)
        lines.append(
            CombatSteps::tr("The losers retreat %1 cm each: 1 cm for each point of difference.").arg(round.retreatCm));
    else
        lines.append(
            CombatSteps::tr("The losers retreat %1 cm each: a difference of %2 shared among %3 units, rounded up.")
                .arg(round.retreatCm)
                .arg(round.difference())
                .arg(round.losingUnits));
}

QString fallBackLine(const FallBackRoll &f, const QStringList &names)
{
    const QString who = namesList(names);
    const bool one = names.size() == 1;
    if (f.minCm > 0)
        return one ? CombatSteps::tr("%1 falls back %2 to %3 cm (3D6: %4).")
                         .arg(who)
                         .arg(f.minCm)
                         .arg(f.maxCm)
                         .arg(f.roll.facesText())
                   : CombatSteps::tr("%1 fall back %2 to %3 cm (3D6: %4).")
                         .arg(who)
                         .arg(f.minCm)
                         .arg(f.maxCm)
                         .arg(f.roll.facesText());
    return one ? CombatSteps::tr("%1 falls back up to %2 cm (3D6: %3).").arg(who).arg(f.maxCm).arg(f.roll.facesText())
               : CombatSteps::tr("%1 fall back up to %2 cm (3D6: %3).").arg(who).arg(f.maxCm).arg(f.roll.facesText());
}

// A unit that retreats: how far, and the stands it loses where its retreat is blocked.
QString retreatLine(const CombatAction &action, const CombatRoundResult &round, const Unit &after)
{
    const QString name = after.displayName();
    const int lost = action.circumstances.standsLostRetreating.value(after.id, 0);
    if (after.state.isDestroyed())
        return lost > 0 ? CombatSteps::tr("%1 is destroyed: its retreat is blocked.").arg(name)
                        : CombatSteps::tr("%1 cannot retreat and is destroyed.").arg(name);
    if (lost > 0)
        return lost == 1 ? CombatSteps::tr("%1 retreats %2 cm and loses 1 stand where its retreat is blocked.")
                               .arg(name)
                               .arg(round.retreatCm)
                         : CombatSteps::tr("%1 retreats %2 cm and loses %3 stands where its retreat is "
                                           "blocked.")
                               .arg(name)
                               .arg(round.retreatCm)
                               .arg(lost);
    return CombatSteps::tr("%1 retreats %2 cm.").arg(name).arg(round.retreatCm);
}

// Characters slain as their unit was destroyed retreating; those slain by hits were told with them.
void slainCharacterLines(const CombatOutcome &outcome, const CombatRoundResult &round, QStringList &lines)
{
    for (const Unit &character : outcome.characters) {
        if (!character.state.isDestroyed())
            continue;
        for (Side side : Side::both()) {
            for (qsizetype i = 0; i < round.units[side].size(); ++i) {
                const CombatUnitResult &r = round.units[side].at(i);
                if (r.characterAfter && r.characterAfter->id == character.id && !r.characterAfter->state.isDestroyed())
                    lines.append(
                        CombatSteps::tr("%1 is slain with %2.").arg(character.displayName(), r.after.displayName()));
            }
        }
    }
}

void outcomeLines(const CombatAction &action, const CombatActionResult &result, QStringList &lines)
{
    const CombatRoundResult &round = result.round;
    const CombatOutcome &outcome = result.outcome;
    for (Side side : Side::both()) {
        bool fallBackTold = false;
        for (qsizetype i = 0; i < outcome.units[side].size(); ++i) {
            const Unit &after = outcome.units[side].at(i);
            if (!outcome.choices.contains(after.id))
                continue;
            const QString name = after.displayName();
            switch (outcome.choices.value(after.id)) {
            case CombatChoice::Retreat:
                lines.append(retreatLine(action, round, after));
                break;
            case CombatChoice::Stand:
                lines.append(CombatSteps::tr("%1 stands.").arg(name));
                break;
            case CombatChoice::Pursue:
                lines.append(CombatSteps::tr("%1 pursues.").arg(name));
                break;
            case CombatChoice::Advance:
                lines.append(CombatSteps::tr("%1 advances.").arg(name));
                break;
            case CombatChoice::FallBack: {
                // One roll covers every unit of the side that falls back: told once, naming them all.
                if (fallBackTold)
                    break;
                fallBackTold = true;
                QStringList names;
                for (const Unit &u : outcome.units[side]) {
                    if (outcome.choices.value(u.id, CombatChoice::Stand) == CombatChoice::FallBack)
                        names.append(u.displayName());
                }
                for (const FallBackRoll &f : outcome.fallBacks) {
                    if (f.side == side)
                        lines.append(fallBackLine(f, names));
                }
                break;
            }
            }
        }
    }
    slainCharacterLines(outcome, round, lines);
    switch (outcome.next) {
    case CombatNext::Ended:
        lines.append(CombatSteps::tr("The combat is over."));
        break;
    case CombatNext::NextRound:
        lines.append(CombatSteps::tr("The winners pursue: round %1 is fought now.").arg(round.round + 1));
        break;
    case CombatNext::Unresolved:
        lines.append(
            CombatSteps::tr("The winners pursue after the last round this Combat phase allows: the combat goes on "
                            "next turn."));
        break;
    }
}

} // namespace

CombatRoundWalkthrough combatRoundWalkthrough(const Battle &before, const CombatAction &action,
                                              const CombatRoundResult &round)
{
    CombatRoundWalkthrough steps;
    diceLines(before, action, round, steps.dice);
    attackLines(before, action, round, steps.attacks);
    lossLines(before, action, round, steps.losses);
    resultLines(before, action, round, steps.result);
    return steps;
}

QStringList combatWalkthrough(const Battle &before, const CombatAction &action, const ActionOutcome &outcome)
{
    const auto *result = std::get_if<CombatActionResult>(&outcome);
    if (!result)
        return {ActionResolver::describe(before, action)};
    QStringList lines = combatRoundWalkthrough(before, action, result->round).all();
    outcomeLines(action, *result, lines);
    return lines;
}

} // namespace wm
