// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatodds.h"

#include "core/dice/dicesource.h"
#include "core/odds/diceodds.h"
#include "core/rules/itemeffects.h"

#include <algorithm>
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

// Hits through the target's saves.
Distribution afterSaves(const Distribution &hits, const CombatAttack &attack)
{
    const double save = attack.armour.hasSave() ? DiceOdds::chanceOfAtLeast(*attack.armour.score()) : 0.0;
    QList<Distribution::Weighted> struck;
    for (int h = hits.lowest(); h <= hits.highest(); ++h) {
        if (const double ph = hits.exactly(h); ph > 0.0)
            struck.append({ph, DiceOdds::successes(h, save).mapped([h](int saved) { return h - saved; })});
    }
    return Distribution::mixture(struck);
}

// One attack's hits after saves, with no sword re-rolling its dice.
Distribution struckBy(const CombatAttack &attack)
{
    const int dice = int(attack.toHit.faces.size());
    return afterSaves(DiceOdds::successes(dice, DiceOdds::chanceOfAtLeast(attack.scoreToHit)), attack);
}

// A sword's one re-roll a round passes from attack to attack until one of them uses it: with the
// chance that this attack leaves it unused, what it strikes then, and what it strikes using it.
struct SwordSplit
{
    double kept = 1.0;
    Distribution whenKept;
    Distribution whenUsed;
};

// The Sword of Cleaving: the first attack with a die that missed rolls that die again.
SwordSplit cleavingSplit(const CombatAttack &attack)
{
    const int dice = int(attack.toHit.faces.size());
    const double hit = DiceOdds::chanceOfAtLeast(attack.scoreToHit);
    const Distribution hits = DiceOdds::successes(dice, hit);
    SwordSplit split;
    split.kept = hits.exactly(dice);
    split.whenKept = afterSaves(Distribution::certain(dice), attack);
    QList<Distribution::Weighted> missed;
    for (int k = 0; k < dice; ++k) {
        if (const double p = hits.exactly(k); p > 0.0)
            missed.append({p / (1.0 - split.kept), Distribution::certain(k).plus(DiceOdds::successes(1, hit))});
    }
    if (!missed.isEmpty())
        split.whenUsed = afterSaves(Distribution::mixture(missed), attack);
    return split;
}

// The Sword of Destruction: the first save that worked against its attacks at its enemy is made again.
SwordSplit destructionSplit(const CombatAttack &attack)
{
    const int dice = int(attack.toHit.faces.size());
    const Distribution hits = DiceOdds::successes(dice, DiceOdds::chanceOfAtLeast(attack.scoreToHit));
    const double save = attack.armour.hasSave() ? DiceOdds::chanceOfAtLeast(*attack.armour.score()) : 0.0;
    QList<Distribution::Weighted> kept;
    QList<Distribution::Weighted> used;
    for (int h = hits.lowest(); h <= hits.highest(); ++h) {
        const double ph = hits.exactly(h);
        if (ph == 0.0)
            continue;
        const Distribution saved = DiceOdds::successes(h, save);
        kept.append({ph * saved.exactly(0), Distribution::certain(h)});
        for (int k = 1; k <= saved.highest(); ++k) {
            // One of the k saves again: the rest stand, that one saves again or not.
            if (const double pk = ph * saved.exactly(k); pk > 0.0)
                used.append({pk, Distribution::certain(h - k).plus(DiceOdds::successes(1, 1.0 - save))});
        }
    }
    SwordSplit split;
    split.kept = 0;
    for (const Distribution::Weighted &w : std::as_const(kept))
        split.kept += w.chance;
    const auto normalised = [](QList<Distribution::Weighted> parts, double total) {
        for (Distribution::Weighted &w : parts)
            w.chance /= total;
        return Distribution::mixture(parts);
    };
    if (split.kept > 0.0)
        split.whenKept = normalised(kept, split.kept);
    if (split.kept < 1.0)
        split.whenUsed = normalised(used, 1.0 - split.kept);
    return split;
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

// The chances of a round added up over the ways it can go, each with its weight.
struct RoundTally
{
    PerSide<double> wins{};
    double draw = 0;
    QList<Distribution::Weighted> difference;
    QList<Distribution::Weighted> retreat;
    PerSide<QList<Distribution::Weighted>> hits;
};

// Who wins from each side's score and wipe-out, as the resolver decides it; `weight` is the chance
// of the hits `against` describes.
void decide(const PerSide<UnitOdds> &against, const PerSide<int> &bonus, const PerSide<int> &losingUnits,
            const Ruleset &ruleset, double weight, RoundTally &tally)
{
    const Side first = Side::first();
    const Side second = Side::second();
    for (Side side : Side::both())
        tally.hits[side].append({weight, hitsOf(against[side.opponent()])});
    // `against[s]` holds the hits the enemies of s strike on s's units, and whether s is wiped out.
    for (const auto &[onFirst, p1] : against[first]) {
        for (const auto &[onSecond, p2] : against[second]) {
            const double p = weight * p1 * p2;
            const int firstScore = onSecond.first + bonus[first];
            const int secondScore = onFirst.first + bonus[second];
            const bool firstWiped = onFirst.second;
            const bool secondWiped = onSecond.second;
            tally.difference.append({p, Distribution::certain(firstScore - secondScore)});
            std::optional<Side> winner;
            if (firstWiped != secondWiped)
                winner = firstWiped ? second : first;
            else if (!firstWiped && firstScore != secondScore)
                winner = firstScore > secondScore ? first : second;
            int cm = 0;
            if (winner) {
                tally.wins[*winner] += p;
                const Side loser = winner->opponent();
                if (!(loser == first ? firstWiped : secondWiped))
                    cm = retreatDistanceCm(std::abs(firstScore - secondScore), losingUnits[loser], ruleset);
            } else {
                tally.draw += p;
            }
            tally.retreat.append({p, Distribution::certain(cm)});
        }
    }
}

CombatOdds oddsOf(const RoundTally &tally, const PerSide<int> &bonus)
{
    CombatOdds odds;
    odds.wins = tally.wins;
    odds.draw = tally.draw;
    odds.difference = Distribution::mixture(tally.difference);
    odds.retreatCm = Distribution::mixture(tally.retreat);
    for (Side side : Side::both()) {
        odds.hits[side] = Distribution::mixture(tally.hits[side]);
        odds.result[side] = odds.hits[side].plus(Distribution::certain(bonus[side]));
    }
    return odds;
}

// Each side's units' hits added up, from the hits struck on each unit.
PerSide<UnitOdds> againstEachSide(const CombatRequest &request, const PerSide<QList<Distribution>> &struckOn)
{
    PerSide<UnitOdds> against;
    for (Side side : Side::both()) {
        UnitOdds all{{{0, true}, 1.0}};
        for (qsizetype i = 0; i < request.sides[side].size(); ++i)
            all = addUp(all, unitOdds(request.sides[side].at(i).unit, struckOn[side].at(i)));
        against[side] = all;
    }
    return against;
}

// Dice that hit for one unit and miss for everyone else, every save failing: that unit is ahead, and
// the resolver then shows the attacks it strikes again.
class AheadDice final : public DiceSource
{
public:
    explicit AheadDice(QString who)
        : m_who(std::move(who))
    {
    }
    std::optional<qsizetype> remaining() const override { return std::nullopt; }

protected:
    void aboutToRoll(const DiceRequest &request) override
    {
        DiceSource::aboutToRoll(request);
        m_hits = request.purpose == RollPurpose::ToHit && request.subject == m_who;
    }
    int nextFace() override { return m_hits ? 6 : 1; }

private:
    QString m_who;
    bool m_hits = false;
};

// The one unit of a first round that strikes again when ahead, with the enemy its stands fight.
struct StrikesAgain
{
    Side side;
    int unit = 0;
    int target = 0;
};

std::optional<StrikesAgain> strikesAgain(const CombatRequest &request)
{
    if (request.round != 1)
        return std::nullopt;
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < request.sides[side].size(); ++i) {
            const CombatUnit &cu = request.sides[side].at(i);
            if (cu.unit.profile.has(Trait::ExtraAttacksWhenAhead) && !cu.stands.isEmpty())
                return StrikesAgain{side, int(i), cu.stands.first().target};
        }
    }
    return std::nullopt;
}

// Why a unit's dice cannot be worked out in this round, or nothing. One unit striking again when
// ahead is worked out (see combatOdds()), and swords passing their re-roll along a unit's attacks:
// not two units striking again, one whose stands fight several enemies, nor one with a sword beside it.
std::optional<Error> dependentDice(const CombatRequest &request, bool swords)
{
    int strikingAgain = 0;
    for (Side side : Side::both()) {
        for (const CombatUnit &cu : request.sides[side]) {
            if (request.round != 1 || !cu.unit.profile.has(Trait::ExtraAttacksWhenAhead) || cu.stands.isEmpty())
                continue;
            const bool oneEnemy = std::all_of(cu.stands.cbegin(), cu.stands.cend(), [&cu](const FightingStand &s) {
                return s.target == cu.stands.first().target;
            });
            if (++strikingAgain > 1 || !oneEnemy || swords)
                return Error{QStringLiteral("units"),
                             CombatOddsText::tr("The odds of this round are not worked out: %1 strikes again when "
                                                "ahead, and its dice depend on more than one other roll.")
                                 .arg(cu.unit.displayName())};
        }
    }
    return std::nullopt;
}

// A sword's re-roll passing along attacks of the round (indices into its attacks), in the order the
// resolver rolls them.
struct SwordChain
{
    QList<qsizetype> attacks;
    QList<SwordSplit> splits;
};

QList<SwordChain> swordChains(const CombatRequest &request, const QList<CombatAttack> &attacks)
{
    QList<SwordChain> chains;
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < request.sides[side].size(); ++i) {
            const CombatUnit &cu = request.sides[side].at(i);
            // Never a die the Banner of Fortune has rolled again already.
            const bool cleaves = itemWorks(cu.unit, MagicItem::SwordOfCleaving) && !cu.reRollAttacks;
            const bool destroys = itemWorks(cu.unit, MagicItem::SwordOfDestruction) && !cu.stands.isEmpty();
            if (!cleaves && !destroys)
                continue;
            SwordChain chain;
            for (qsizetype k = 0; k < attacks.size(); ++k) {
                const CombatAttack &a = attacks.at(k);
                if (a.side != side || a.unit != int(i) || (!cleaves && a.target != cu.stands.first().target))
                    continue;
                chain.attacks.append(k);
                chain.splits.append(cleaves ? cleavingSplit(a) : destructionSplit(a));
            }
            if (!chain.attacks.isEmpty())
                chains.append(chain);
        }
    }
    return chains;
}

} // namespace

namespace {

// A round as the probe showed it: each attack's hits with no sword re-rolling its dice, and what
// each side adds to its hits.
class RoundPlan
{
public:
    RoundPlan(const CombatRequest &request, const Ruleset &ruleset, const CombatRoundResult &probe)
        : m_request(request)
        , m_ruleset(ruleset)
        , m_probe(probe)
    {
        for (Side side : Side::both()) {
            m_bonus[side] = probe.sides[side].carried + probe.sides[side].support;
            m_losingUnits[side] = int(request.sides[side].size());
        }
        for (const CombatAttack &a : probe.attacks)
            m_plain.append(struckBy(a));
    }

    const QList<Distribution> &plain() const { return m_plain; }

    // The hits struck on each unit when each attack strikes as `byAttack` has it.
    PerSide<QList<Distribution>> struckOnUnits(const QList<Distribution> &byAttack) const
    {
        PerSide<QList<Distribution>> on;
        for (Side side : Side::both())
            on[side] = QList<Distribution>(m_request.sides[side].size());
        for (qsizetype k = 0; k < m_probe.attacks.size(); ++k) {
            const CombatAttack &a = m_probe.attacks.at(k);
            on[a.side.opponent()][a.target] = on[a.side.opponent()][a.target].plus(byAttack.at(k));
        }
        return on;
    }

    void decide(const PerSide<QList<Distribution>> &struckOn, double weight, RoundTally &tally) const
    {
        wm::decide(againstEachSide(m_request, struckOn), m_bonus, m_losingUnits, m_ruleset, weight, tally);
    }

    CombatOdds odds(const RoundTally &tally) const { return oddsOf(tally, m_bonus); }

private:
    const CombatRequest &m_request;
    const Ruleset &m_ruleset;
    const CombatRoundResult &m_probe;
    PerSide<int> m_bonus{};
    PerSide<int> m_losingUnits{};
    QList<Distribution> m_plain;
};

// Each sword's re-roll is used by one of its attacks, or by none: every way they can go, each with
// its chance, the attacks before it leaving it unused and those after it without it.
RoundTally followSwords(const RoundPlan &plan, const QList<SwordChain> &chains)
{
    RoundTally tally;
    QList<qsizetype> choice(chains.size(), 0);
    while (true) {
        QList<Distribution> byAttack = plan.plain();
        double weight = 1.0;
        for (qsizetype c = 0; c < chains.size(); ++c) {
            const SwordChain &chain = chains.at(c);
            for (qsizetype i = 0; i < chain.attacks.size() && i <= choice.at(c); ++i) {
                const SwordSplit &split = chain.splits.at(i);
                const bool usedHere = i == choice.at(c);
                weight *= usedHere ? 1.0 - split.kept : split.kept;
                byAttack[chain.attacks.at(i)] = usedHere ? split.whenUsed : split.whenKept;
            }
        }
        if (weight > 0.0)
            plan.decide(plan.struckOnUnits(byAttack), weight, tally);
        // The next way: like an odometer, each chain's choice from its first attack to "none".
        qsizetype c = 0;
        while (c < chains.size() && ++choice[c] > chains.at(c).attacks.size())
            choice[c++] = 0;
        if (c == chains.size())
            return tally;
    }
}

// The unit striking again: what it strikes next depends on its own first hits and on those it
// suffers, so both are followed; its further attacks are learnt from the resolver with dice that
// put it ahead.
Result<RoundTally> followStrikingAgain(const RoundPlan &plan, const StrikesAgain &again, const CombatRequest &request,
                                       const Ruleset &ruleset, const QList<CombatAttack> &attacks)
{
    QList<Distribution> others = plan.plain();
    Distribution ownFirst;
    for (qsizetype k = 0; k < attacks.size(); ++k) {
        if (attacks.at(k).side == again.side && attacks.at(k).unit == again.unit) {
            ownFirst = ownFirst.plus(others.at(k));
            others[k] = Distribution::certain(0);
        }
    }
    const PerSide<QList<Distribution>> struckOn = plan.struckOnUnits(others);
    AheadDice ahead(request.sides[again.side].at(again.unit).unit.displayName());
    const auto aheadProbe = resolveCombatRound(request, ruleset, ahead);
    if (!aheadProbe)
        return aheadProbe.error();
    Distribution more;
    for (const CombatAttack &a : aheadProbe->attacksAgain)
        more = more.plus(struckBy(a));
    // For each number of hits it suffers, it strikes again only where it struck more.
    RoundTally tally;
    const Distribution suffered = struckOn[again.side].at(again.unit);
    for (int r = suffered.lowest(); r <= suffered.highest(); ++r) {
        const double pr = suffered.exactly(r);
        if (pr == 0.0)
            continue;
        PerSide<QList<Distribution>> given = struckOn;
        given[again.side][again.unit] = Distribution::certain(r);
        QList<Distribution::Weighted> own;
        for (int s = ownFirst.lowest(); s <= ownFirst.highest(); ++s) {
            if (const double ps = ownFirst.exactly(s); ps > 0.0)
                own.append({ps, s > r ? Distribution::certain(s).plus(more) : Distribution::certain(s)});
        }
        Distribution &onTarget = given[again.side.opponent()][again.target];
        onTarget = onTarget.plus(Distribution::mixture(own));
        plan.decide(given, pr, tally);
    }
    return tally;
}

} // namespace

Result<CombatOdds> combatOdds(const CombatRequest &request, const Ruleset &ruleset)
{
    MissingDice missing;
    const auto probe = resolveCombatRound(request, ruleset, missing);
    if (!probe)
        return probe.error();
    const QList<SwordChain> chains = swordChains(request, probe->attacks);
    if (auto error = dependentDice(request, !chains.isEmpty()))
        return *error;
    const RoundPlan plan(request, ruleset, probe.value());
    if (!chains.isEmpty())
        return plan.odds(followSwords(plan, chains));
    if (const std::optional<StrikesAgain> again = strikesAgain(request)) {
        const auto tally = followStrikingAgain(plan, *again, request, ruleset, probe->attacks);
        if (!tally)
            return tally.error();
        return plan.odds(tally.value());
    }
    RoundTally tally;
    plan.decide(plan.struckOnUnits(plan.plain()), 1.0, tally);
    return plan.odds(tally);
}

CombatOdds plainCombatOdds(const PerSide<PlainCombatSide> &sides, const Ruleset &ruleset)
{
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
        const Distribution struck = struckBy(attack);
        for (int h = struck.lowest(); h <= struck.highest(); ++h)
            on[{h, false}] += struck.exactly(h);
        against[side] = on;
        bonus[side] = mine.support;
    }
    PerSide<int> oneUnitEach;
    oneUnitEach[Side::first()] = 1;
    oneUnitEach[Side::second()] = 1;
    RoundTally tally;
    decide(against, bonus, oneUnitEach, ruleset, 1.0, tally);
    return oddsOf(tally, bonus);
}

} // namespace wm
