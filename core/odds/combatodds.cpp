// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatodds.h"

#include "core/dice/dicesource.h"
#include "core/odds/diceodds.h"
#include "core/rules/itemeffects.h"

#include <map>

namespace wm {

namespace {

struct CombatOddsText
{
    Q_DECLARE_TR_FUNCTIONS(CombatOdds)
};

// Dice that always miss: the resolver shows which attacks it rolls without any hit changing them.
class MissingDice final : public DiceSource
{
public:
    std::optional<qsizetype> remaining() const override { return std::nullopt; }

protected:
    int nextFace() override { return 1; }
};

// One attack's hits after saves, with the items that re-roll one of its dice.
Distribution struckBy(const CombatAttack &attack, bool cleaves, bool destroys)
{
    const int dice = int(attack.toHit.faces.size());
    const double hit = DiceOdds::chanceOfAtLeast(attack.scoreToHit);
    Distribution hits = DiceOdds::successes(dice, hit);
    if (cleaves) {
        // One die that missed rolled again, when one did.
        const Distribution missed = hits;
        QList<Distribution::Weighted> parts;
        for (int k = 0; k <= dice; ++k) {
            const double p = missed.exactly(k);
            if (p == 0.0)
                continue;
            parts.append(
                {p, k < dice ? Distribution::certain(k).plus(DiceOdds::successes(1, hit)) : Distribution::certain(k)});
        }
        hits = Distribution::mixture(parts);
    }
    const double save = attack.armour.hasSave() ? DiceOdds::chanceOfAtLeast(*attack.armour.score()) : 0.0;
    QList<Distribution::Weighted> struck;
    for (int h = hits.lowest(); h <= hits.highest(); ++h) {
        Distribution saved = DiceOdds::successes(h, save);
        if (destroys) {
            // One save that worked made again: the first of those against this attack.
            QList<Distribution::Weighted> again;
            for (int s = saved.lowest(); s <= saved.highest(); ++s)
                again.append({saved.exactly(s), s > 0 ? Distribution::certain(s - 1).plus(DiceOdds::successes(1, save))
                                                      : Distribution::certain(0)});
            saved = Distribution::mixture(again);
        }
        struck.append({hits.exactly(h), saved.mapped([h](int s) { return h - s; })});
    }
    return Distribution::mixture(struck);
}

// The hits that count against each unit, and whether it falls: (counted, destroyed) with its chance.
using UnitOdds = std::map<std::pair<int, bool>, double>;

UnitOdds unitOdds(const Unit &unit, const Distribution &struck)
{
    UnitOdds odds;
    for (int h = struck.lowest(); h <= struck.highest(); ++h) {
        Unit after = unit;
        strikeHits(after.state, combatHitsValue(unit), h);
        odds[{hitsThatCount(unit, h), after.state.isDestroyed()}] += struck.exactly(h);
    }
    return odds;
}

// A side's hits against every enemy unit added up, and whether every enemy unit fell.
UnitOdds addUp(const UnitOdds &a, const UnitOdds &b)
{
    UnitOdds sum;
    for (const auto &[x, px] : a) {
        for (const auto &[y, py] : b)
            sum[{x.first + y.first, x.second && y.second}] += px * py;
    }
    return sum;
}

Distribution hitsOf(const UnitOdds &odds)
{
    QList<Distribution::Weighted> parts;
    for (const auto &[key, p] : odds)
        parts.append({p, Distribution::certain(key.first)});
    return Distribution::mixture(parts);
}

// Who wins from each side's score and wipe-out, as the resolver decides it.
void decide(const PerSide<UnitOdds> &against, const PerSide<int> &bonus, const PerSide<int> &losingUnits,
            const Ruleset &ruleset, CombatOdds &odds)
{
    const Side first = Side::first();
    const Side second = Side::second();
    QList<Distribution::Weighted> difference;
    QList<Distribution::Weighted> retreat;
    // `against[s]` holds the hits the enemies of s strike on s's units, and whether s is wiped out.
    for (const auto &[onFirst, p1] : against[first]) {
        for (const auto &[onSecond, p2] : against[second]) {
            const double p = p1 * p2;
            const int firstScore = onSecond.first + bonus[first];
            const int secondScore = onFirst.first + bonus[second];
            const bool firstWiped = onFirst.second;
            const bool secondWiped = onSecond.second;
            difference.append({p, Distribution::certain(firstScore - secondScore)});
            std::optional<Side> winner;
            if (firstWiped != secondWiped)
                winner = firstWiped ? second : first;
            else if (!firstWiped && firstScore != secondScore)
                winner = firstScore > secondScore ? first : second;
            int cm = 0;
            if (winner) {
                odds.wins[*winner] += p;
                const Side loser = winner->opponent();
                if (!(loser == first ? firstWiped : secondWiped))
                    cm = retreatDistanceCm(std::abs(firstScore - secondScore), losingUnits[loser], ruleset);
            } else {
                odds.draw += p;
            }
            retreat.append({p, Distribution::certain(cm)});
        }
    }
    odds.difference = Distribution::mixture(difference);
    odds.retreatCm = Distribution::mixture(retreat);
}

// Why a unit's dice cannot be convolved on their own in this round, or nothing.
std::optional<Error> dependentDice(const CombatRequest &request, const CombatRoundResult &probe)
{
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < request.sides[side].size(); ++i) {
            const CombatUnit &cu = request.sides[side].at(i);
            const auto groups = std::count_if(probe.attacks.cbegin(), probe.attacks.cend(), [&](const CombatAttack &a) {
                return a.side == side && a.unit == int(i);
            });
            const bool sword = (itemWorks(cu.unit, MagicItem::SwordOfCleaving) && !cu.reRollAttacks) ||
                               itemWorks(cu.unit, MagicItem::SwordOfDestruction);
            if (request.round == 1 && cu.unit.profile.has(Trait::ExtraAttacksWhenAhead) && !cu.stands.isEmpty())
                return Error{QStringLiteral("units"),
                             CombatOddsText::tr("The odds of this round are not worked out: %1 strikes again when "
                                                "ahead, so its dice depend on the others'.")
                                 .arg(cu.unit.displayName())};
            if (sword && groups > 1)
                return Error{QStringLiteral("units"),
                             CombatOddsText::tr("The odds of this round are not worked out: the sword of %1 re-rolls "
                                                "one die of several attacks.")
                                 .arg(cu.unit.displayName())};
        }
    }
    return std::nullopt;
}

} // namespace

Result<CombatOdds> combatOdds(const CombatRequest &request, const Ruleset &ruleset)
{
    MissingDice missing;
    const auto probe = resolveCombatRound(request, ruleset, missing);
    if (!probe)
        return probe.error();
    if (auto error = dependentDice(request, probe.value()))
        return *error;

    // The hits struck on each unit: every attack at it convolved.
    PerSide<QList<Distribution>> struckOn;
    for (Side side : Side::both())
        struckOn[side] = QList<Distribution>(request.sides[side].size());
    for (const CombatAttack &a : probe->attacks) {
        const CombatUnit &cu = request.sides[a.side].at(a.unit);
        const bool cleaves = itemWorks(cu.unit, MagicItem::SwordOfCleaving) && !cu.reRollAttacks;
        const bool destroys = itemWorks(cu.unit, MagicItem::SwordOfDestruction) && !cu.stands.isEmpty() &&
                              cu.stands.first().target == a.target;
        Distribution &on = struckOn[a.side.opponent()][a.target];
        on = on.plus(struckBy(a, cleaves, destroys));
    }
    CombatOdds odds;
    PerSide<UnitOdds> against;
    PerSide<int> bonus{};
    PerSide<int> losingUnits{};
    for (Side side : Side::both()) {
        UnitOdds all{{{0, true}, 1.0}};
        for (qsizetype i = 0; i < request.sides[side].size(); ++i)
            all = addUp(all, unitOdds(request.sides[side].at(i).unit, struckOn[side].at(i)));
        against[side] = all;
        losingUnits[side] = int(request.sides[side].size());
    }
    for (Side side : Side::both()) {
        bonus[side] = probe->sides[side].carried + probe->sides[side].support;
        odds.hits[side] = hitsOf(against[side.opponent()]);
        odds.result[side] = odds.hits[side].plus(Distribution::certain(bonus[side]));
    }
    decide(against, bonus, losingUnits, ruleset, odds);
    return odds;
}

CombatOdds plainCombatOdds(const PerSide<PlainCombatSide> &sides, const Ruleset &ruleset)
{
    CombatOdds odds;
    PerSide<UnitOdds> against;
    PerSide<int> bonus{};
    for (Side side : Side::both()) {
        const PlainCombatSide &mine = sides[side];
        const PlainCombatSide &enemy = sides[side.opponent()];
        CombatAttack attack;
        attack.scoreToHit = enemy.scoreToHit;
        attack.toHit.faces = QList<int>(std::max(0, enemy.dice), 1);
        attack.armour = mine.armour;
        UnitOdds on;
        const Distribution struck = struckBy(attack, false, false);
        for (int h = struck.lowest(); h <= struck.highest(); ++h)
            on[{h, false}] += struck.exactly(h);
        against[side] = on;
        bonus[side] = mine.support;
    }
    for (Side side : Side::both()) {
        odds.hits[side] = hitsOf(against[side.opponent()]);
        odds.result[side] = odds.hits[side].plus(Distribution::certain(bonus[side]));
    }
    PerSide<int> oneUnitEach;
    oneUnitEach[Side::first()] = 1;
    oneUnitEach[Side::second()] = 1;
    decide(against, bonus, oneUnitEach, ruleset, odds);
    return odds;
}

} // namespace wm
