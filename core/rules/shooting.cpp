// SPDX-License-Identifier: GPL-3.0-or-later
#include "shooting.h"

#include "dice/diceerror.h"
#include "dice/dicesource.h"
#include "unitchecks.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace wm {

namespace {

struct ShootingText
{
    Q_DECLARE_TR_FUNCTIONS(Shooting)
};

bool coverCanProtect(const UnitProfile &profile, const Ruleset &ruleset)
{
    switch (ruleset.coverProtects) {
    case CoverProtects::AnyUnit:
        return true;
    case CoverProtects::InfantryAndArtilleryOnly:
        return profile.type == UnitType::Infantry || profile.type == UnitType::Artillery;
    }
    return true;
}

std::optional<Error> checkRequest(const ShootingRequest &request)
{
    const bool phase = request.timing == ShotTiming::ShootingPhase;
    const Unit &target = request.target;

    if (request.shooters.isEmpty())
        return Error{QStringLiteral("shooters"), ShootingText::tr("Pick at least one unit to shoot.")};

    if (auto error = UnitChecks::valid(target, QStringLiteral("target")))
        return error;
    if (target.profile.isCharacter())
        return Error{QStringLiteral("target"),
                     ShootingText::tr("%1 is a character: characters cannot be shot at.").arg(target.displayName())};
    if (target.state.isDestroyed())
        return Error{QStringLiteral("target"), ShootingText::tr("%1 is already destroyed.").arg(target.displayName())};
    if (phase && target.state.engaged)
        return Error{
            QStringLiteral("target"),
            ShootingText::tr("%1 is engaged in combat: units in combat cannot be shot at.").arg(target.displayName())};

    QList<UnitId> seen;
    for (qsizetype i = 0; i < request.shooters.size(); ++i) {
        const Shooter &s = request.shooters.at(i);
        const Unit &u = s.unit;
        const QString field = QStringLiteral("shooter %1").arg(i + 1);
        const QString name = u.displayName();
        if (auto error = UnitChecks::valid(u, field))
            return error;
        if (u.id == target.id)
            return Error{field, ShootingText::tr("%1 cannot shoot at itself.").arg(name)};
        if (auto error = UnitChecks::listedOnce(u, seen, field))
            return error;
        if (!u.profile.shootingAttacks)
            return Error{field, ShootingText::tr("%1 has no shooting attacks.").arg(name)};
        if (u.state.isDestroyed())
            return Error{field, ShootingText::tr("%1 is destroyed.").arg(name)};
        if (s.stands < 1)
            return Error{field, ShootingText::tr("%1: at least one stand must be able to shoot.").arg(name)};
        if (s.stands > u.state.standsLeft)
            return Error{field, ShootingText::tr("%1: %2 stands cannot shoot, it has %3 left.")
                                    .arg(name)
                                    .arg(s.stands)
                                    .arg(u.state.standsLeft)};
        if (phase && u.state.engaged)
            return Error{
                field, ShootingText::tr("%1 is engaged in combat: it can only shoot at units charging it.").arg(name)};
        if (u.state.cannotShootThisTurn)
            return Error{field, ShootingText::tr("%1 cannot shoot this turn.").arg(name)};
        if (phase && u.state.hasShot)
            return Error{field, ShootingText::tr("%1 has already shot this turn.").arg(name)};
    }
    return std::nullopt;
}

} // namespace

StandPositions effectivePositions(const Unit &target, const Ruleset &ruleset, ShotTiming timing)
{
    StandPositions p = target.state.positions;
    // A charger is in the open whatever it charged from; some rulesets let cover protect only
    // infantry and artillery.
    if (timing == ShotTiming::AtChargers || !coverCanProtect(target.profile, ruleset))
        p = StandPositions{p.total(), 0, 0};
    // A unit that always counts as defended is never less than that, by its own special rule.
    if (target.profile.has(Trait::AlwaysDefended)) {
        p.defended += p.open;
        p.open = 0;
    }
    return p;
}

namespace {

// Adds up one number over every batch, or over every shooter's roll in every batch.
template <typename Field>
int sumOverBatches(const QList<ShootingBatch> &batches, Field field)
{
    int n = 0;
    for (const ShootingBatch &b : batches)
        n += field(b);
    return n;
}

template <typename Field>
int sumOverRolls(const QList<ShootingBatch> &batches, Field field)
{
    return sumOverBatches(batches, [&field](const ShootingBatch &b) {
        int n = 0;
        for (const ShooterRoll &r : b.rolls)
            n += field(r);
        return n;
    });
}

} // namespace

int ShootingResult::dice() const
{
    return sumOverBatches(batches, [](const ShootingBatch &b) { return b.dice; });
}

int ShootingResult::hits() const
{
    return sumOverRolls(batches, [](const ShooterRoll &r) { return r.hits; });
}

int ShootingResult::saved() const
{
    return sumOverRolls(batches, [](const ShooterRoll &r) { return r.saved; });
}

int ShootingResult::struck() const
{
    return sumOverBatches(batches, [](const ShootingBatch &b) { return b.struck; });
}

int ShootingResult::standsRemoved() const
{
    return sumOverBatches(batches, [](const ShootingBatch &b) { return b.standsRemoved; });
}

QList<DiceRoll> ShootingResult::rolls() const
{
    QList<DiceRoll> all;
    for (const ShootingBatch &b : batches) {
        for (const ShooterRoll &r : b.rolls)
            all.append(r.toHit);
        for (const ShooterRoll &r : b.rolls) {
            if (r.saves)
                all.append(*r.saves);
        }
    }
    return all;
}

Result<ShootingResult> resolveShooting(const ShootingRequest &request, const Ruleset &ruleset, DiceSource &dice)
{
    if (const auto error = checkRequest(request))
        return *error;

    ShootingResult result;
    result.timing = request.timing;
    result.targetBefore = request.target;
    Unit target = request.target;
    const int hitsValue = target.hitsValue();

    const StandPositions declared = target.state.positions;
    const StandPositions effective = effectivePositions(target, ruleset, request.timing);
    result.coverIgnored = effective.fortified < declared.fortified ||
                          effective.defended + effective.fortified < declared.defended + declared.fortified;

    QList<int> diceLeft;
    for (const Shooter &s : request.shooters)
        diceLeft.append(s.dice());

    try {
        auto totalLeft = [&diceLeft] { return std::accumulate(diceLeft.cbegin(), diceLeft.cend(), 0); };
        while (totalLeft() > 0 && !target.state.isDestroyed()) {
            const StandPositions now = effectivePositions(target, ruleset, request.timing);
            const Protection level = *now.leastProtected();
            // While better protected stands remain behind the exposed ones, roll no more dice than
            // the hits that would remove the exposed stands: then no die is ever rolled at the
            // wrong score, and whatever is left goes into the next batch.
            const bool moreBehind = now.mostProtected() != level;
            const int capacity =
                moreBehind ? now.at(level) * hitsValue - target.state.hitsAccumulated : std::numeric_limits<int>::max();
            int batchDice = std::min(totalLeft(), capacity);

            ShootingBatch batch;
            batch.protection = level;
            batch.scoreToHit = scoreToHit(level);
            batch.dice = batchDice;
            for (qsizetype i = 0; i < diceLeft.size() && batchDice > 0; ++i) {
                const int take = std::min(diceLeft.at(i), batchDice);
                if (take == 0)
                    continue;
                diceLeft[i] -= take;
                batchDice -= take;
                const Shooter &s = request.shooters.at(i);
                ShooterRoll roll;
                roll.shooter = int(i);
                roll.toHit = dice.dice(take, RollPurpose::ToHit, s.unit.displayName());
                roll.hits = roll.toHit.countAtLeast(batch.scoreToHit);
                if (s.unit.profile.has(Trait::NoArmourSave))
                    roll.armour = Armour::none();
                else
                    roll.armour = target.profile.armour.worsened(s.unit.profile.has(Trait::ArmourPiercing) ? 1 : 0);
                batch.rolls.append(roll);
            }
            // Saves come after every shooter of the batch has rolled to hit, as at the table.
            for (ShooterRoll &roll : batch.rolls) {
                if (roll.hits > 0 && roll.armour.hasSave()) {
                    roll.saves = dice.dice(roll.hits, RollPurpose::ArmourSave, target.displayName());
                    roll.saved = roll.saves->countAtLeast(*roll.armour.score());
                }
                roll.struck = roll.hits - roll.saved;
                batch.struck += roll.struck;
            }
            batch.standsRemoved = strikeHits(target.state, hitsValue, batch.struck).standsRemoved;
            batch.hitsOnTargetAfter = target.state.hitsAccumulated;
            result.batches.append(batch);
        }
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }

    const int struck = result.struck();
    if (request.timing == ShotTiming::AtChargers) {
        // Every hit on a charger counts in the first combat round, even those that removed stands;
        // chargers are never driven back by them.
        target.state.hitsCarriedIntoCombat += struck;
        target.state.engaged = !target.state.isDestroyed();
    } else {
        target.state.hitsTakenThisPhase += struck;
        for (const Shooter &s : request.shooters) {
            if (!target.state.shotAtBy.contains(s.unit.id))
                target.state.shotAtBy.append(s.unit.id);
        }
    }
    for (const Shooter &s : request.shooters) {
        Unit shooter = s.unit;
        if (request.timing == ShotTiming::ShootingPhase)
            shooter.state.hasShot = true;
        result.shootersAfter.append(shooter);
    }
    result.targetAfter = target;
    return result;
}

} // namespace wm
