// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingodds.h"

#include "core/odds/diceenumeration.h"
#include "core/odds/diceodds.h"
#include "core/odds/drivebackodds.h"
#include "core/rules/weaponshot.h"

#include <QMap>

#include <functional>
#include <map>
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

    bool operator<(const Reached &other) const
    {
        return std::tie(struck, struckConfusingSooner, diceUsed, steadfastUsed) <
               std::tie(other.struck, other.struckConfusingSooner, other.diceUsed, other.steadfastUsed);
    }
};

struct Branch
{
    // The chance of reaching the place with each number of hits scored so far: hits[h].
    QList<double> hits;
    Unit target; // the same for every way of reaching the same place

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
    for (int h = std::max(0, hits.lowest()); h <= most; ++h) {
        const double ph = hits.exactly(h);
        if (ph == 0.0)
            continue;
        const Distribution struck = DiceOdds::successes(h, 1.0 - shooter.saveChance);
        for (int s = struck.lowest(); s <= struck.highest(); ++s)
            odds.at(h, s, shooter.confusesSooner ? s : 0) += ph * struck.exactly(s);
    }
    return odds;
}

// The batch rolled from where `at` stands: each shooter's dice in order, as many as the batch takes.
BatchOdds batchOdds(const VolleyPlan &plan, const Reached &at, const ShootingNumbers::Batch &batch)
{
    BatchOdds odds;
    int before = 0;
    int take = batch.mostDice;
    for (const ShooterPlan &s : plan.shooters) {
        const int used = std::clamp(at.diceUsed - before, 0, s.dice);
        before += s.dice;
        const int dice = std::min(s.dice - used, take);
        if (dice <= 0)
            continue;
        take -= dice;
        const double hit = DiceOdds::chanceOfAtLeast(s.scoreToHit(batch.level));
        odds = odds.plus(throughSaves(DiceOdds::successes(dice, hit), s));
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

// A batch's outcomes by what they do to the target (struck, and of those the sooner-confusing), each
// with the chances of the hits scored, a list by number.
using ByStruck = std::map<std::pair<int, int>, QList<double>>;

ByStruck byStruck(const BatchOdds &batch)
{
    ByStruck grouped;
    for (const BatchOdds::Entry &e : batch.entries()) {
        QList<double> &scored = grouped[{e.struck, e.sooner}];
        if (scored.size() <= e.hits)
            scored.resize(e.hits + 1, 0.0);
        scored[e.hits] += e.chance;
    }
    return grouped;
}

// Adds every way a batch may go from one place to the places it leads.
void strikeBatch(const VolleyPlan &plan, const Reached &at, const Branch &from, const ByStruck &batch, int dice,
                 Reachable &next)
{
    for (const auto &[key, scored] : batch) {
        const auto &[struck, sooner] = key;
        // A batch that struck nothing leaves the target as it was: no copy of it to make.
        std::optional<Unit> changed;
        int ignored = 0;
        if (struck > 0) {
            changed = from.target;
            ignored = ShootingNumbers::steadfastIgnores(*changed, struck);
            strikeHits(changed->state, plan.target.hitsValue(), struck - ignored);
        }
        const Unit &target = changed ? *changed : from.target;
        const Reached to{at.struck + struck - ignored, at.struckConfusingSooner + sooner, at.diceUsed + dice,
                         target.state.steadfastUsedThisTurn};
        auto [it, added] = next.try_emplace(to, Branch{{}, target});
        QList<double> &hits = it->second.hits;
        const qsizetype most = from.hits.size() + scored.size() - 1;
        if (hits.size() < most)
            hits.resize(most, 0.0);
        for (qsizetype h = 0; h < from.hits.size(); ++h) {
            if (from.hits.at(h) == 0.0)
                continue;
            for (qsizetype b = 0; b < scored.size(); ++b)
                hits[h + b] += from.hits.at(h) * scored.at(b);
        }
    }
}

// Every place the shot may end, with its chance.
Reachable walkVolley(const VolleyPlan &plan)
{
    Reachable start{{Reached{}, Branch{{1.0}, plan.target}}};
    Reachable walking;
    strikeBatch(plan, Reached{}, start.begin()->second, byStruck(automaticOdds(plan)), 0, walking);
    // A batch's odds depend only on the dice used before it, its level and its size: many places
    // share them.
    std::map<std::tuple<int, Protection, int>, ByStruck> batches;
    const int dice = plan.dice();
    Reachable ended;
    while (!walking.empty()) {
        Reachable next;
        for (const auto &[at, branch] : walking) {
            if (at.diceUsed >= dice || branch.target.state.isDestroyed()) {
                // Batches of different sizes may end in the same place.
                auto [it, added] = ended.try_emplace(at, Branch{{}, branch.target});
                QList<double> &hits = it->second.hits;
                if (hits.size() < branch.hits.size())
                    hits.resize(branch.hits.size(), 0.0);
                for (qsizetype h = 0; h < branch.hits.size(); ++h)
                    hits[h] += branch.hits.at(h);
                continue;
            }
            const ShootingNumbers::Batch batch = plan.nextBatch(branch.target, dice - at.diceUsed);
            const std::tuple<int, Protection, int> key{at.diceUsed, batch.level, batch.mostDice};
            auto known = batches.find(key);
            if (known == batches.end())
                known = batches.emplace(key, byStruck(batchOdds(plan, at, batch))).first;
            strikeBatch(plan, at, branch, known->second, batch.mostDice, next);
        }
        walking = std::move(next);
    }
    return ended;
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
void tallyEnds(const Reachable &ends, const Unit &targetBefore, double weight, const ShootingRequest *request,
               const Ruleset *ruleset, OddsTally &tally)
{
    QList<Unit> phaseUnits;
    if (request) {
        for (const Shooter &s : request->shooters)
            phaseUnits.append(s.unit);
    }
    for (const auto &[at, branch] : ends) {
        const double chance = weight * branch.chance();
        for (qsizetype h = 0; h < branch.hits.size(); ++h)
            tally.hits.add(int(h), weight * branch.hits.at(h));
        tally.struck.add(at.struck, chance);
        tally.stands.add(targetBefore.state.standsLeft - branch.target.state.standsLeft, chance);
        if (branch.target.state.isDestroyed())
            tally.destroyed += chance;
        if (!request)
            continue;
        Unit after = branch.target;
        countStruckHits(*request, after, at.struck, at.struckConfusingSooner);
        const DriveBackOdds d = driveBackOdds(after, phaseUnits + QList<Unit>{after}, *ruleset);
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
struct WeaponOutcome
{
    QList<std::pair<int, int>> attacksAndAutomaticHits; // per shooter
    double chance = 0;
};

Result<QList<WeaponOutcome>> weaponOutcomes(const ShootingRequest &request, const Ruleset &ruleset)
{
    QList<WeaponOutcome> outcomes;
    const bool atChargers = request.timing == ShotTiming::AtChargers;
    DiceEnumeration e;
    while (e.next()) {
        QList<std::pair<int, int>> perShooter;
        for (const Shooter &s : request.shooters) {
            const auto shot = fireWeapon(s.unit, ShootingNumbers::attacks(s, request), atChargers, ruleset, e.dice());
            if (!shot.ok())
                return shot.error();
            if (shot->helblasterRoll)
                return Error{QStringLiteral("shooters"),
                             ShootingOddsText::tr("The odds of %1's shot are not worked out: a Helblaster reads its "
                                                  "dice to hit from one roll made beforehand.")
                                 .arg(s.unit.displayName())};
            perShooter.append({shot->attacks, shot->automaticHits});
        }
        const auto same = std::find_if(outcomes.begin(), outcomes.end(),
                                       [&](const WeaponOutcome &o) { return o.attacksAndAutomaticHits == perShooter; });
        if (same != outcomes.end())
            same->chance += e.chance();
        else
            outcomes.append({perShooter, e.chance()});
    }
    if (!e.complete())
        return Error{QStringLiteral("shooters"),
                     ShootingOddsText::tr("The odds of this shot are not worked out: its weapons roll too many dice "
                                          "before the dice to hit.")};
    return outcomes;
}

} // namespace

Result<ShootingOdds> shootingOdds(const ShootingRequest &request, const Ruleset &ruleset)
{
    if (auto error = shootingRequestError(request, ruleset))
        return *error;
    const auto outcomes = weaponOutcomes(request, ruleset);
    if (!outcomes.ok())
        return outcomes.error();

    const bool reRoll = ShootingNumbers::reRollsFailedSaves(request);
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
            p.dice = outcome.attacksAndAutomaticHits.at(i).first;
            p.automaticHits = outcome.attacksAndAutomaticHits.at(i).second;
            p.scoreToHit = [&s, &request](Protection level) { return ShootingNumbers::scoreToHit(s, request, level); };
            p.saveChance = saveChance(ShootingNumbers::armourAgainst(s, request), reRoll);
            p.confusesSooner = s.unit.has(Trait::DriveBackConfusesOn);
            plan.shooters.append(p);
        }
        tallyEnds(walkVolley(plan), request.target, outcome.chance, &request, &ruleset, tally);
    }
    ShootingOdds odds = oddsOf(tally);
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
    return oddsOf(tally);
}

} // namespace wm
