// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingodds.h"

#include "core/dice/dicesource.h"
#include "core/odds/diceenumeration.h"
#include "core/odds/diceodds.h"
#include "core/odds/drivebackodds.h"
#include "core/rules/weaponshot.h"

#include <QMap>

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <tuple>
#include <vector>

namespace wm {

namespace {

struct ShootingOddsText
{
    Q_DECLARE_TR_FUNCTIONS(ShootingOdds)
};

// One shooter's dice once its weapon has fired, with the numbers the resolver rolls them against.
struct ShooterPlan
{
    int dice = 0;          // to roll to hit
    int automaticHits = 0; // struck with no roll to hit, saved against all the same
    std::function<int(Protection)> scoreToHit;
    double saveChance = 0; // of one hit, a failed save rolled again included
    bool confusesSooner = false;
    // A Helblaster's dice once the ones among them are known and left out: faces from 2 to 6 only,
    // and `cancel` of their hits taken away (dud ammunition).
    bool facesNotOne = false;
    int cancel = 0;
    // A Helblaster at a target in mixed positions: all its faces, the ones among them too, read batch
    // by batch; how many ones are left to read and hits left to cancel is then part of the place
    // (Reached) the shot stands at. Its ones and dud ammunition start as `ones` and `cancel`.
    bool readsOnes = false;
    int ones = 0;
};

struct VolleyPlan
{
    QList<ShooterPlan> shooters;
    Unit target;
    std::function<ShootingNumbers::Batch(const Unit &target, int diceLeft)> nextBatch;

    int dice() const
    {
        int sum = 0;
        for (const ShooterPlan &s : shooters)
            sum += s.dice;
        return sum;
    }
};

// Where a shot may stand after some of its batches: what uniquely decides what is left to happen.
// The hits scored so far are kept apart (Branch::hits): in the place, they would multiply the places
// by the dice, and nothing that follows depends on them.
struct Reached
{
    int struck = 0;
    int struckConfusingSooner = 0;
    int diceUsed = 0;
    bool steadfastUsed = false;
    // A Helblaster whose faces are read batch by batch: its ones not read yet, its hits still to cancel.
    int onesLeft = 0;
    int cancelLeft = 0;

    // The dice used first: the walk takes places in this order (see walkVolley()).
    bool operator<(const Reached &other) const
    {
        return std::tie(diceUsed, struck, struckConfusingSooner, steadfastUsed, onesLeft, cancelLeft) <
               std::tie(other.diceUsed, other.struck, other.struckConfusingSooner, other.steadfastUsed, other.onesLeft,
                        other.cancelLeft);
    }
};

struct Branch
{
    // The chance of reaching the place with each number of hits scored so far: hits[h].
    QList<double> hits;
    std::shared_ptr<const Unit> target; // the same for every way of reaching the same place

    double chance() const { return std::accumulate(hits.cbegin(), hits.cend(), 0.0); }
};
using Reachable = std::map<Reached, Branch>;

// What one batch may do: the chance of each number of hits scored, struck after saves, and of those
// the sooner-confusing ones, in a dense table (the convolutions below are its hot loop).
class BatchOdds
{
public:
    // Nothing, for certain.
    BatchOdds()
        : m_chances{1.0}
    {
    }
    BatchOdds(int hits, int struck, int sooner)
        : m_hits(hits + 1)
        , m_struck(struck + 1)
        , m_sooner(sooner + 1)
        , m_chances(std::size_t(m_hits) * std::size_t(m_struck) * std::size_t(m_sooner), 0.0)
    {
    }
    double &at(int hits, int struck, int sooner)
    {
        return m_chances[(std::size_t(hits) * std::size_t(m_struck) + std::size_t(struck)) * std::size_t(m_sooner) +
                         std::size_t(sooner)];
    }
    struct Entry
    {
        int hits, struck, sooner;
        double chance;
    };
    // Every chance times `weight`: an outcome of the batch that itself happens with that chance.
    void scale(double weight)
    {
        for (double &p : m_chances)
            p *= weight;
    }

    int hitsSize() const { return m_hits; }
    int struckSize() const { return m_struck; }
    int soonerSize() const { return m_sooner; }
    double chance(int hits, int struck, int sooner) const
    {
        return m_chances[(std::size_t(hits) * std::size_t(m_struck) + std::size_t(struck)) * std::size_t(m_sooner) +
                         std::size_t(sooner)];
    }

    // Every outcome that can happen.
    std::vector<Entry> entries() const
    {
        std::vector<Entry> all;
        for (int h = 0; h < m_hits; ++h) {
            for (int s = 0; s < m_struck; ++s) {
                for (int c = 0; c < m_sooner; ++c) {
                    const double p =
                        m_chances[(std::size_t(h) * std::size_t(m_struck) + std::size_t(s)) * std::size_t(m_sooner) +
                                  std::size_t(c)];
                    if (p != 0.0)
                        all.push_back({h, s, c, p});
                }
            }
        }
        return all;
    }
    // The outcomes of this and an independent other added up.
    BatchOdds plus(const BatchOdds &other) const
    {
        // Nothing added to anything is that thing: the first group of a batch costs no convolution.
        if (m_chances.size() == 1 && m_chances.front() == 1.0)
            return other;
        if (other.m_chances.size() == 1 && other.m_chances.front() == 1.0)
            return *this;
        BatchOdds sum(m_hits + other.m_hits - 2, m_struck + other.m_struck - 2, m_sooner + other.m_sooner - 2);
        const std::vector<Entry> mine = entries();
        const std::vector<Entry> theirs = other.entries();
        for (const Entry &a : mine) {
            for (const Entry &b : theirs)
                sum.at(a.hits + b.hits, a.struck + b.struck, a.sooner + b.sooner) += a.chance * b.chance;
        }
        return sum;
    }

private:
    int m_hits = 1;
    int m_struck = 1;
    int m_sooner = 1;
    std::vector<double> m_chances;
};

// One shooter's share of a batch: `hits` distributed as given, each saved with its save chance.
BatchOdds throughSaves(const Distribution &hits, const ShooterPlan &shooter)
{
    const int most = std::max(0, hits.highest());
    BatchOdds odds(most, most, shooter.confusesSooner ? most : 0);
    const double through = 1.0 - shooter.saveChance;
    // struck[s]: the chance that s of h hits get through the saves, one hit more each round (a row
    // of Pascal's triangle, weighted), so that every number of hits costs one row, not a binomial.
    std::vector<double> struck{1.0};
    struck.reserve(std::size_t(most) + 1);
    for (int h = 0; h <= most; ++h) {
        if (h > 0) {
            struck.push_back(0.0);
            for (std::size_t s = struck.size() - 1; s > 0; --s)
                struck[s] = struck[s] * (1.0 - through) + struck[s - 1] * through;
            struck[0] *= 1.0 - through;
        }
        const double ph = hits.exactly(h);
        if (ph == 0.0)
            continue;
        for (int s = 0; s <= h; ++s)
            odds.at(h, s, shooter.confusesSooner ? s : 0) += ph * struck[std::size_t(s)];
    }
    return odds;
}

// Dice of a batch that hit and are saved alike: one binomial, whoever rolls them.
struct AlikeDice
{
    double hit = 0;
    double save = 0;
    bool confusesSooner = false;
    int dice = 0;
    int cancel = 0; // hits taken away from these dice's (a Helblaster's dud ammunition): never shared

    // Written out: a defaulted <=> reads as a comparison with 0 to clang-tidy.
    bool operator<(const AlikeDice &other) const
    {
        return std::tie(hit, save, confusesSooner, dice, cancel) <
               std::tie(other.hit, other.save, other.confusesSooner, other.dice, other.cancel);
    }
};
// A Helblaster's share of a batch at mixed positions: `take` of its `remaining` faces, `onesLeft` of
// those ones, and `cancelLeft` hits still to cancel; its other faces 2 to 6, hitting with `hit`.
struct HelblasterTake
{
    int take = 0;
    int remaining = 0;
    int onesLeft = 0;
    int cancelLeft = 0;
    double hit = 0;
    double save = 0;
    bool confusesSooner = false;

    bool operator<(const HelblasterTake &other) const
    {
        return std::tie(take, remaining, onesLeft, cancelLeft, hit, save, confusesSooner) <
               std::tie(other.take, other.remaining, other.onesLeft, other.cancelLeft, other.hit, other.save,
                        other.confusesSooner);
    }
};

struct BatchDice
{
    std::vector<AlikeDice> groups;
    std::optional<HelblasterTake> helblaster;

    bool operator<(const BatchDice &other) const
    {
        return std::tie(groups, helblaster) < std::tie(other.groups, other.helblaster);
    }
};

// The dice of the batch rolled from where `at` stands: each shooter's in order, as many as the batch
// takes, shooters that share their numbers added up. A batch's odds depend on nothing else, so
// places that roll the same dice share them (at mixed positions, most places do).
BatchDice batchDice(const VolleyPlan &plan, const Reached &at, const ShootingNumbers::Batch &batch)
{
    BatchDice rolled;
    std::vector<AlikeDice> &groups = rolled.groups;
    int before = 0;
    int take = batch.mostDice;
    for (const ShooterPlan &s : plan.shooters) {
        const int used = std::clamp(at.diceUsed - before, 0, s.dice);
        before += s.dice;
        const int dice = std::min(s.dice - used, take);
        if (dice <= 0)
            continue;
        take -= dice;
        double hit = DiceOdds::chanceOfAtLeast(s.scoreToHit(batch.level));
        if (s.readsOnes) {
            rolled.helblaster = HelblasterTake{dice,          s.dice - used, at.onesLeft,     at.cancelLeft,
                                               hit * 6.0 / 5, s.saveChance,  s.confusesSooner};
            continue;
        }
        if (s.facesNotOne)
            hit = std::min(1.0, hit * 6.0 / 5.0); // a face from 2 to 6: one of five
        const AlikeDice these{hit, s.saveChance, s.confusesSooner, dice, s.cancel};
        const auto same = std::find_if(groups.begin(), groups.end(), [&these](const AlikeDice &g) {
            return g.hit == these.hit && g.save == these.save && g.confusesSooner == these.confusesSooner &&
                   g.cancel == 0 && these.cancel == 0;
        });
        if (same != groups.end())
            same->dice += dice;
        else
            groups.push_back(these);
    }
    // In one order whatever the shooters' order, so that the same dice are known as the same.
    std::sort(groups.begin(), groups.end());
    return rolled;
}

BatchOdds batchOdds(const std::vector<AlikeDice> &groups)
{
    BatchOdds odds;
    for (const AlikeDice &g : groups) {
        ShooterPlan saving;
        saving.saveChance = g.save;
        saving.confusesSooner = g.confusesSooner;
        Distribution hits = DiceOdds::successes(g.dice, g.hit);
        if (g.cancel > 0)
            hits = hits.mapped([cancel = g.cancel](int h) { return std::max(0, h - cancel); });
        odds = odds.plus(throughSaves(hits, saving));
    }
    return odds;
}

// The automatic hits of every shooter, struck before any die is rolled to hit.
BatchOdds automaticOdds(const VolleyPlan &plan)
{
    BatchOdds odds;
    for (const ShooterPlan &s : plan.shooters) {
        if (s.automaticHits > 0)
            odds = odds.plus(throughSaves(Distribution::certain(s.automaticHits), s));
    }
    return odds;
}

// The chances of the hits scored, from `first` on: the numbers below it cannot happen.
struct Scored
{
    int first = 0;
    std::vector<double> chances;
    double total = 0; // the chance of the outcome, whatever the hits scored
};

// A batch's outcomes by what they do to the target (struck, and of those the sooner-confusing), each
// with the chances of the hits scored.
using ByStruck = std::map<std::pair<int, int>, Scored>;

ByStruck byStruck(const BatchOdds &batch)
{
    ByStruck grouped;
    for (int s = 0; s < batch.struckSize(); ++s) {
        for (int c = 0; c < batch.soonerSize(); ++c) {
            // At least as many hits scored as struck: the leading zeros are left out of the hot loop.
            int first = s;
            int last = batch.hitsSize() - 1;
            while (first <= last && batch.chance(first, s, c) == 0.0)
                ++first;
            while (last >= first && batch.chance(last, s, c) == 0.0)
                --last;
            if (first > last)
                continue;
            Scored scored{first, std::vector<double>(std::size_t(last - first + 1)), 0.0};
            for (int h = first; h <= last; ++h) {
                scored.chances[std::size_t(h - first)] = batch.chance(h, s, c);
                scored.total += scored.chances[std::size_t(h - first)];
            }
            grouped.emplace_hint(grouped.end(), std::pair{s, c}, std::move(scored));
        }
    }
    return grouped;
}

// A batch's outcomes, and the chances of the hits it scores whatever it strikes: a shot's last batch
// needs only those (see walkVolley()).
struct BatchOutcomes
{
    ByStruck byStruck;
    Scored hits;
    // Of a Helblaster whose faces are read batch by batch: the ones this batch read, the hits it
    // cancelled. Its outcomes' chances include the chance of those.
    int onesRead = 0;
    int cancelled = 0;
};

BatchOutcomes outcomesOf(const BatchOdds &batch)
{
    BatchOutcomes outcomes{byStruck(batch), {}};
    outcomes.hits.chances.assign(std::size_t(batch.hitsSize()), 0.0);
    for (const auto &[outcome, scored] : outcomes.byStruck) {
        for (std::size_t i = 0; i < scored.chances.size(); ++i)
            outcomes.hits.chances[std::size_t(scored.first) + i] += scored.chances[i];
        outcomes.hits.total += scored.total;
    }
    return outcomes;
}

// Every way a batch may go: one set of outcomes, or one for each number of a Helblaster's ones it
// reads (drawn without replacement from those left among its faces) and of the hits it cancels.
QList<BatchOutcomes> variantsOf(const BatchDice &rolled)
{
    const BatchOdds others = batchOdds(rolled.groups);
    if (!rolled.helblaster)
        return {outcomesOf(others)};
    const HelblasterTake &h = *rolled.helblaster;
    ShooterPlan saving;
    saving.saveChance = h.save;
    saving.confusesSooner = h.confusesSooner;
    // C(n, k) as a double: small numbers only (a Helblaster has at most 8 dice).
    const auto choose = [](int n, int k) {
        if (k < 0 || k > n)
            return 0.0;
        double c = 1.0;
        for (int i = 1; i <= k; ++i)
            c = c * (n - k + i) / i;
        return c;
    };
    QList<BatchOutcomes> variants;
    for (int ones = 0; ones <= std::min(h.onesLeft, h.take); ++ones) {
        const double pOnes =
            choose(h.onesLeft, ones) * choose(h.remaining - h.onesLeft, h.take - ones) / choose(h.remaining, h.take);
        if (pOnes == 0.0)
            continue;
        const Distribution raw = DiceOdds::successes(h.take - ones, h.hit);
        for (int cancelled = 0; cancelled <= h.cancelLeft; ++cancelled) {
            // Fewer hits than left to cancel: all of them cancelled; else as many as were left.
            double weight = 0;
            Distribution counted;
            if (cancelled < h.cancelLeft) {
                weight = raw.exactly(cancelled);
            } else {
                weight = raw.atLeast(cancelled);
                QList<double> beyond;
                for (int v = cancelled; v <= raw.highest(); ++v)
                    beyond.append(weight > 0.0 ? raw.exactly(v) / weight : 0.0);
                if (!beyond.isEmpty())
                    counted = Distribution::fromChances(0, beyond);
            }
            if (weight * pOnes == 0.0)
                continue;
            BatchOdds odds = others.plus(throughSaves(counted, saving));
            odds.scale(weight * pOnes);
            BatchOutcomes variant = outcomesOf(odds);
            variant.onesRead = ones;
            variant.cancelled = cancelled;
            variants.append(std::move(variant));
        }
    }
    return variants;
}

// Adds to `into` the chances of the hits scored so far (`from`) followed by a batch's (`scored`):
// their convolution, the walk's hot loop, on plain arrays.
void addConvolution(QList<double> &into, const QList<double> &from, const Scored &scored)
{
    const qsizetype fromSize = from.size();
    const double *fromHits = from.constData();
    const qsizetype most = fromSize + scored.first + qsizetype(scored.chances.size()) - 1;
    if (into.size() < most)
        into.resize(most, 0.0);
    double *out = into.data() + scored.first;
    const double *add = scored.chances.data();
    const std::size_t adding = scored.chances.size();
    for (qsizetype h = 0; h < fromSize; ++h) {
        const double p = fromHits[h];
        if (p == 0.0)
            continue;
        double *row = out + h;
        for (std::size_t b = 0; b < adding; ++b)
            row[b] += p * add[b];
    }
}

// What striking `struck` hits does to the target where a place stands: the same for every way of
// reaching it, so worked out once and shared (a unit is large; the places many).
class Struck
{
public:
    struct After
    {
        std::shared_ptr<const Unit> target;
        int ignored = 0; // by a Banner of Steadfastness
    };
    After after(const Reached &at, const std::shared_ptr<const Unit> &before, int struck, int hitsValue)
    {
        if (struck == 0)
            return {before, 0};
        const auto key = std::tuple{at.struck, at.steadfastUsed, struck};
        auto known = m_known.find(key);
        if (known == m_known.end()) {
            auto changed = std::make_shared<Unit>(*before);
            const int ignored = ShootingNumbers::steadfastIgnores(*changed, struck);
            strikeHits(changed->state, hitsValue, struck - ignored);
            known = m_known.emplace(key, After{std::move(changed), ignored}).first;
        }
        return known->second;
    }

private:
    std::map<std::tuple<int, bool, int>, After> m_known;
};

// Where a batch's outcome takes the shot from `at`.
std::pair<Reached, Struck::After> reachedAfter(const VolleyPlan &plan, const Reached &at, const Branch &from,
                                               std::pair<int, int> outcome, int dice, const BatchOutcomes &variant,
                                               Struck &struckCache)
{
    const auto [struck, sooner] = outcome;
    Struck::After after = struckCache.after(at, from.target, struck, plan.target.hitsValue());
    const Reached to{at.struck + struck - after.ignored,
                     at.struckConfusingSooner + sooner,
                     at.diceUsed + dice,
                     after.target->state.steadfastUsedThisTurn,
                     at.onesLeft - variant.onesRead,
                     at.cancelLeft - variant.cancelled};
    return {to, std::move(after)};
}

// Adds every way a batch may go from one place to the places it leads.
void strikeBatch(const VolleyPlan &plan, const Reached &at, const Branch &from, const BatchOutcomes &batch, int dice,
                 Struck &struckCache, Reachable &next)
{
    for (const auto &[outcome, scored] : batch.byStruck) {
        const auto [to, after] = reachedAfter(plan, at, from, outcome, dice, batch, struckCache);
        auto it = next.find(to);
        if (it == next.end())
            it = next.emplace(to, Branch{{}, after.target}).first;
        addConvolution(it->second.hits, from.hits, scored);
    }
}

// Where a shot ends, with its chance, and the chances of the hits it scored over all its ends.
struct End
{
    double chance = 0;
    std::shared_ptr<const Unit> target;
};
struct Ends
{
    std::map<Reached, End> places;
    QList<double> hits;

    void add(const Reached &at, double chance, const std::shared_ptr<const Unit> &target)
    {
        auto it = places.find(at);
        if (it == places.end())
            it = places.emplace(at, End{0.0, target}).first;
        it->second.chance += chance;
    }
};

// Every place the shot may end, with its chance.
Ends walkVolley(const VolleyPlan &plan)
{
    Struck struck;
    const Branch start{{1.0}, std::make_shared<const Unit>(plan.target)};
    Reached first;
    for (const ShooterPlan &s : plan.shooters) {
        if (s.readsOnes) {
            first.onesLeft = s.ones;
            first.cancelLeft = s.cancel;
        }
    }
    Reachable walking;
    strikeBatch(plan, first, start, outcomesOf(automaticOdds(plan)), 0, struck, walking);
    std::map<BatchDice, QList<BatchOutcomes>> batches;
    const int dice = plan.dice();
    Ends ends;
    // Every batch rolls a die or more, so a place is left only for places of more dice used: taken in
    // the order of the dice used, each place is taken once, after every way into it has arrived.
    while (!walking.empty()) {
        const auto node = walking.extract(walking.begin());
        const Reached &at = node.key();
        const Branch &branch = node.mapped();
        if (at.diceUsed >= dice || branch.target->state.isDestroyed()) {
            ends.add(at, branch.chance(), branch.target);
            addConvolution(ends.hits, branch.hits, Scored{0, {1.0}, 1.0});
            continue;
        }
        const ShootingNumbers::Batch batch = plan.nextBatch(*branch.target, dice - at.diceUsed);
        Q_ASSERT(batch.mostDice > 0);
        BatchDice rolled = batchDice(plan, at, batch);
        auto known = batches.find(rolled);
        if (known == batches.end()) {
            QList<BatchOutcomes> variants = variantsOf(rolled);
            known = batches.emplace(std::move(rolled), std::move(variants)).first;
        }
        if (batch.mostDice < dice - at.diceUsed) {
            for (const BatchOutcomes &variant : known->second)
                strikeBatch(plan, at, branch, variant, batch.mostDice, struck, walking);
            continue;
        }
        // The last batch: every outcome ends the shot. The ends need only their chances, and the
        // hits scored only their sum over the ends: one convolution with the batch's hits whatever
        // they strike, where each outcome would need one of its own.
        const double chance = branch.chance();
        for (const BatchOutcomes &variant : known->second) {
            for (const auto &[outcome, scored] : variant.byStruck) {
                const auto [to, after] = reachedAfter(plan, at, branch, outcome, batch.mostDice, variant, struck);
                ends.add(to, chance * scored.total, after.target);
            }
            addConvolution(ends.hits, branch.hits, variant.hits);
        }
    }
    return ends;
}

// Chances added up by value, then read as a distribution.
class Tally
{
public:
    void add(int value, double chance) { m_chances[value] += chance; }
    Distribution distribution() const
    {
        if (m_chances.isEmpty())
            return {};
        const int lowest = m_chances.firstKey();
        QList<double> chances(m_chances.lastKey() - lowest + 1, 0.0);
        for (auto it = m_chances.cbegin(); it != m_chances.cend(); ++it)
            chances[it.key() - lowest] = it.value();
        return Distribution::fromChances(lowest, std::move(chances));
    }

private:
    QMap<int, double> m_chances;
};

struct OddsTally
{
    Tally hits, struck, stands, driveBack;
    double destroyed = 0, confused = 0, routed = 0;
};

// What a shot's ends add to the odds; with a request, the end of the phase too.
void tallyEnds(const Ends &ends, const Unit &targetBefore, double weight, const ShootingRequest *request,
               const Ruleset *ruleset, OddsTally &tally)
{
    QList<Unit> phaseUnits;
    if (request) {
        for (const Shooter &s : request->shooters)
            phaseUnits.append(s.unit);
    }
    std::map<std::tuple<int, int, bool>, DriveBackOdds> driveBacks;
    for (qsizetype h = 0; h < ends.hits.size(); ++h)
        tally.hits.add(int(h), weight * ends.hits.at(h));
    for (const auto &[at, end] : ends.places) {
        const double chance = weight * end.chance;
        tally.struck.add(at.struck, chance);
        tally.stands.add(targetBefore.state.standsLeft - end.target->state.standsLeft, chance);
        if (end.target->state.isDestroyed())
            tally.destroyed += chance;
        if (!request)
            continue;
        // Ends that differ only in the dice used (a unit destroyed sooner) end the phase alike.
        const auto key = std::tuple{at.struck, at.struckConfusingSooner, at.steadfastUsed};
        auto known = driveBacks.find(key);
        if (known == driveBacks.end()) {
            Unit after = *end.target;
            countStruckHits(*request, after, at.struck, at.struckConfusingSooner);
            known = driveBacks.emplace(key, driveBackOdds(after, phaseUnits + QList<Unit>{after}, *ruleset)).first;
        }
        const DriveBackOdds &d = known->second;
        tally.confused += chance * d.confused;
        tally.routed += chance * d.routed;
        for (int cm = d.distanceCm.lowest(); cm <= d.distanceCm.highest(); ++cm)
            tally.driveBack.add(cm, chance * d.distanceCm.exactly(cm));
    }
}

ShootingOdds oddsOf(const OddsTally &tally)
{
    ShootingOdds odds;
    odds.hits = tally.hits.distribution();
    odds.struck = tally.struck.distribution();
    odds.standsRemoved = tally.stands.distribution();
    odds.destroyed = tally.destroyed;
    odds.driveBackCm = tally.driveBack.distribution();
    odds.confused = tally.confused;
    odds.routed = tally.routed;
    return odds;
}

double saveChance(const Armour &armour, bool reRollFailed)
{
    if (!armour.hasSave())
        return 0;
    return reRollFailed ? DiceOdds::chanceWithReRoll(*armour.score()) : DiceOdds::chanceOfAtLeast(*armour.score());
}

// What each shooter's weapon may do before the dice to hit, with its chance: most weapons one thing
// for certain; a rocket's D6 attacks or a misfire every way they can go.
struct ShooterFire
{
    int attacks = 0;       // dice to hit
    int automaticHits = 0; // struck with no roll to hit
    // A Helblaster's: the ones among its attacks (never hitting; the other faces are 2 to 6), and
    // the hits its dud ammunition takes away.
    int ones = 0;
    int cancel = 0;
    bool helblaster = false;

    bool operator==(const ShooterFire &) const = default;
};

struct WeaponOutcome
{
    QList<ShooterFire> shooters;
    double chance = 0;
};

// Dice with no ones: a Helblaster fired with them tells its attacks without the ones deciding them.
class NoOnes final : public DiceSource
{
public:
    std::optional<qsizetype> remaining() const override { return std::nullopt; }

protected:
    int nextFace() override { return 2; }
};

// A Helblaster's ones, every number of them with its chance: they decide whether it fires, its dud
// ammunition, a misfire or its explosion (WeaponRules::helblasterOnes()).
QList<WeaponOutcome> withHelblasterOnes(const QList<WeaponOutcome> &outcomes, qsizetype shooter, bool atChargers,
                                        const Ruleset &ruleset, ShootingOdds &misfires)
{
    QList<WeaponOutcome> expanded;
    for (const WeaponOutcome &outcome : outcomes) {
        const int dice = outcome.shooters.at(shooter).attacks;
        const Distribution ones = DiceOdds::successes(dice, 1.0 / 6);
        for (int k = 0; k <= dice; ++k) {
            WeaponOutcome with = outcome;
            with.chance *= ones.exactly(k);
            ShooterFire &fire = with.shooters[shooter];
            switch (WeaponRules::helblasterOnes(k, ruleset)) {
            case HelblasterOnes::Fire:
                fire.ones = k;
                break;
            case HelblasterOnes::Dud:
                fire.ones = k;
                fire.cancel = k;
                break;
            case HelblasterOnes::Misfire:
                fire = ShooterFire{};
                misfires.misfire += with.chance;
                break;
            case HelblasterOnes::Explode:
                fire = ShooterFire{0, atChargers ? WeaponRules::HelblasterExplosionHits : 0, 0, 0, false};
                misfires.misfire += with.chance;
                break;
            }
            if (with.chance > 0.0)
                expanded.append(with);
        }
    }
    return expanded;
}

// Whether the shot's dice go in several batches, at different scores (see ShootingNumbers::nextBatch()).
bool targetInMixedPositions(const ShootingRequest &request, const Ruleset &ruleset)
{
    constexpr int Plenty = std::numeric_limits<int>::max() / 2;
    return ShootingNumbers::nextBatch(request.target, ruleset, request.timing, Plenty).mostDice < Plenty;
}

Result<QList<WeaponOutcome>> weaponOutcomes(const ShootingRequest &request, const Ruleset &ruleset,
                                            ShootingOdds &misfires)
{
    QList<WeaponOutcome> outcomes;
    const bool atChargers = request.timing == ShotTiming::AtChargers;
    DiceEnumeration e;
    while (e.next()) {
        QList<ShooterFire> perShooter;
        QList<TableRowChance> rows; // the misfire rows this run read
        for (const Shooter &s : request.shooters) {
            // A Helblaster's one roll to hit is not dealt here: its ones are counted below.
            NoOnes noOnes;
            const bool helblaster = s.unit.profile.weapon == Weapon::Helblaster;
            const auto shot = fireWeapon(s.unit, ShootingNumbers::attacks(s, request), atChargers, ruleset,
                                         helblaster ? static_cast<DiceSource &>(noOnes) : e.dice());
            if (!shot.ok())
                return shot.error();
            perShooter.append({shot->attacks, shot->automaticHits, 0, 0, shot->helblasterRoll.has_value()});
            if (shot->misfire && shot->misfire->row)
                rows.append({shot->misfire->table, *shot->misfire->row, 0.0});
        }
        // The run's chance is known once every shooter has rolled.
        if (!rows.isEmpty())
            misfires.misfire += e.chance();
        for (const TableRowChance &read : std::as_const(rows)) {
            const auto same = std::find_if(misfires.misfireRows.begin(), misfires.misfireRows.end(),
                                           [&read](const TableRowChance &r) { return r.row == read.row; });
            if (same != misfires.misfireRows.end())
                same->chance += e.chance();
            else
                misfires.misfireRows.append({read.table, read.row, e.chance()});
        }
        const auto same = std::find_if(outcomes.begin(), outcomes.end(),
                                       [&](const WeaponOutcome &o) { return o.shooters == perShooter; });
        if (same != outcomes.end())
            same->chance += e.chance();
        else
            outcomes.append({perShooter, e.chance()});
    }
    if (!e.complete())
        return Error{QStringLiteral("shooters"),
                     ShootingOddsText::tr("The odds of this shot are not worked out: its weapons roll too many dice "
                                          "before the dice to hit.")};
    qsizetype helblasters = 0;
    for (qsizetype i = 0; i < request.shooters.size(); ++i) {
        if (outcomes.isEmpty() || !outcomes.constFirst().shooters.at(i).helblaster)
            continue;
        // At mixed positions its faces are read batch by batch, which the walk follows for one.
        if (++helblasters > 1 && targetInMixedPositions(request, ruleset))
            return Error{QStringLiteral("shooters"),
                         ShootingOddsText::tr("The odds of this shot are not worked out: more than one Helblaster "
                                              "reads its roll batch by batch at a target whose stands stand in "
                                              "different positions.")};
        outcomes = withHelblasterOnes(outcomes, i, atChargers, ruleset, misfires);
    }
    return outcomes;
}

} // namespace

Result<ShootingOdds> shootingOdds(const ShootingRequest &request, const Ruleset &ruleset)
{
    if (auto error = shootingRequestError(request, ruleset))
        return *error;
    ShootingOdds misfires;
    const auto outcomes = weaponOutcomes(request, ruleset, misfires);
    if (!outcomes.ok())
        return outcomes.error();

    const bool reRoll = ShootingNumbers::reRollsFailedSaves(request);
    const bool mixed = targetInMixedPositions(request, ruleset);
    OddsTally tally;
    for (const WeaponOutcome &outcome : outcomes.value()) {
        VolleyPlan plan;
        plan.target = request.target;
        plan.nextBatch = [&](const Unit &target, int left) {
            return ShootingNumbers::nextBatch(target, ruleset, request.timing, left);
        };
        for (qsizetype i = 0; i < request.shooters.size(); ++i) {
            const Shooter &s = request.shooters.at(i);
            ShooterPlan p;
            const ShooterFire &fire = outcome.shooters.at(i);
            p.automaticHits = fire.automaticHits;
            p.cancel = fire.cancel;
            if (fire.helblaster && mixed) {
                // Read batch by batch, its ones among its faces.
                p.dice = fire.attacks;
                p.readsOnes = true;
                p.ones = fire.ones;
            } else {
                // In one batch its ones never hit: its other dice are the ones rolled.
                p.dice = fire.attacks - fire.ones;
                p.facesNotOne = fire.helblaster;
            }
            p.scoreToHit = [&s, &request](Protection level) { return ShootingNumbers::scoreToHit(s, request, level); };
            p.saveChance = saveChance(ShootingNumbers::armourAgainst(s, request), reRoll);
            p.confusesSooner = s.unit.has(Trait::DriveBackConfusesOn);
            plan.shooters.append(p);
        }
        tallyEnds(walkVolley(plan), request.target, outcome.chance, &request, &ruleset, tally);
    }
    ShootingOdds odds = oddsOf(tally);
    Tally attacks;
    for (const WeaponOutcome &outcome : outcomes.value()) {
        int dice = 0;
        for (const ShooterFire &fire : outcome.shooters)
            dice += fire.attacks;
        attacks.add(dice, outcome.chance);
    }
    odds.attacks = attacks.distribution();
    odds.misfire = misfires.misfire;
    odds.misfireRows = misfires.misfireRows;
    Unit probe = request.target;
    countStruckHits(request, probe, 1, 0);
    odds.countsForDriveBack = probe.state.hitsTakenThisPhase > request.target.state.hitsTakenThisPhase;
    return odds;
}

ShootingOdds plainShootingOdds(int dice, int scoreToHit, const Armour &armour, int hitsValue, int stands,
                               int hitsAlready, bool reRollFailedSaves)
{
    UnitProfile profile;
    profile.hits = std::max(1, hitsValue);
    profile.armour = armour;
    profile.stands = std::max(1, stands);
    VolleyPlan plan;
    plan.target = Unit::create(1, profile);
    plan.target.state.hitsAccumulated = std::clamp(hitsAlready, 0, *profile.hits - 1);
    // All its stands in one position: one batch, every die at the one score.
    plan.nextBatch = [](const Unit &, int left) { return ShootingNumbers::Batch{Protection::Open, left}; };
    ShooterPlan shooter;
    shooter.dice = std::max(0, dice);
    shooter.scoreToHit = [scoreToHit](Protection) { return scoreToHit; };
    shooter.saveChance = saveChance(armour, reRollFailedSaves);
    plan.shooters.append(shooter);
    OddsTally tally;
    tallyEnds(walkVolley(plan), plan.target, 1.0, nullptr, nullptr, tally);
    ShootingOdds odds = oddsOf(tally);
    odds.attacks = Distribution::certain(shooter.dice);
    return odds;
}

} // namespace wm
