// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatoutcome.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/shooting.h"

#include <algorithm>

namespace wm {

QString CombatChoiceText::name(CombatChoice choice)
{
    switch (choice) {
    case CombatChoice::Retreat:
        return tr("Retreat");
    case CombatChoice::Stand:
        return tr("Stand");
    case CombatChoice::FallBack:
        return tr("Fall back");
    case CombatChoice::Pursue:
        return tr("Pursue");
    case CombatChoice::Advance:
        return tr("Advance");
    }
    return {};
}

namespace {

struct OutcomeText
{
    Q_DECLARE_TR_FUNCTIONS(CombatOutcome)
};

// Artillery that has to retreat is lost unless its rule says otherwise, and so are units whose own
// rule says so, and a unit that can never move again (a Steam Tank broken down).
bool retreatDestroys(const Unit &unit)
{
    if (unit.profile.has(Trait::DestroyedIfRetreating) || unit.state.immobilised)
        return true;
    return unit.profile.type == UnitType::Artillery && !unit.profile.has(Trait::SurvivesRetreat);
}

int standsLostRetreating(const Unit &unit, const CombatCircumstances &circumstances)
{
    return circumstances.standsLostRetreating.value(unit.id, 0);
}

bool survivesRetreat(const Unit &unit, const CombatCircumstances &circumstances)
{
    return !unit.state.isDestroyed() && !retreatDestroys(unit) &&
           standsLostRetreating(unit, circumstances) < unit.state.standsLeft;
}

// The best position a unit holds as the combat rules see it: a charger is in the open.
Protection bestPosition(const Unit &unit, const Ruleset &ruleset)
{
    const ShotTiming timing = unit.state.chargedThisTurn ? ShotTiming::AtChargers : ShotTiming::ShootingPhase;
    return effectivePositions(unit, ruleset, timing).mostProtected().value_or(Protection::Open);
}

bool isFast(const Unit &unit)
{
    return unit.profile.type == UnitType::Cavalry || unit.profile.type == UnitType::Chariot;
}

// Whether `pursuer` may follow `enemy` (FACTS §4.7): infantry does not catch cavalry or chariots and
// only flyers catch flyers, unless the pursuer caught them in flank, rear or irregular formation.
bool mayCatch(const Unit &pursuer, const Unit &enemy, bool flankRearOrIrregular)
{
    if (flankRearOrIrregular || pursuer.profile.has(Trait::PursuesAnything))
        return true;
    // has(): Warhounds attached to infantry let it pursue cavalry and chariots while they stand.
    if (pursuer.profile.type == UnitType::Infantry && isFast(enemy) && !pursuer.has(Trait::PursuesCavalry))
        return false;
    if (!pursuer.profile.has(Trait::Flyer) && enemy.profile.has(Trait::Flyer) &&
        !enemy.profile.has(Trait::PursuedByAnyone))
        return false;
    return true;
}

// A spell that holds it where it is: it neither pursues nor advances, even where its own rule would
// make it (a refusal leaves its player no pursuit or advance to be made to take).
std::optional<QString> heldBySpell(const Unit &unit)
{
    if (!unit.underSpell(SpellState::NoPursuitOrAdvance))
        return std::nullopt;
    return OutcomeText::tr("It neither pursues nor advances: %1 is on it.")
        .arg(unit.spellsGiving(SpellState::NoPursuitOrAdvance));
}

std::optional<QString> pursuitRefusal(const Unit &unit, const QList<Unit> &retreating, const Ruleset &ruleset,
                                      const CombatCircumstances &circumstances)
{
    if (retreating.isEmpty())
        return OutcomeText::tr("No enemy retreated, so there is nobody to pursue.");
    if (unit.profile.type == UnitType::Artillery)
        return OutcomeText::tr("Artillery never pursues.");
    if (bestPosition(unit, ruleset) == Protection::Fortified)
        return OutcomeText::tr("A unit in a fortified position does not pursue.");
    if (unit.state.immobilised)
        return OutcomeText::tr("It cannot move for the rest of the game.");
    if (auto held = heldBySpell(unit))
        return held;
    const bool exception = circumstances.chargedFlankRearOrIrregular.contains(unit.id);
    const bool anyCatchable = std::any_of(retreating.cbegin(), retreating.cend(),
                                          [&](const Unit &enemy) { return mayCatch(unit, enemy, exception); });
    if (!anyCatchable) {
        if (unit.profile.type == UnitType::Infantry &&
            std::all_of(retreating.cbegin(), retreating.cend(), [](const Unit &e) { return isFast(e); }))
            return OutcomeText::tr("Infantry does not pursue cavalry or chariots, unless it charged them in flank "
                                   "or rear, or in irregular formation, this round.");
        return OutcomeText::tr("Only flyers pursue flyers, unless they were charged in flank or rear, or in "
                               "irregular formation, this round.");
    }
    return std::nullopt;
}

std::optional<QString> advanceRefusal(const Unit &unit, bool everyEnemyDestroyed, const Ruleset &ruleset)
{
    if (!everyEnemyDestroyed)
        return OutcomeText::tr("A unit advances only when every enemy unit of the engagement is destroyed.");
    if (unit.profile.type == UnitType::Artillery)
        return OutcomeText::tr("Artillery never advances.");
    if (bestPosition(unit, ruleset) == Protection::Fortified)
        return OutcomeText::tr("A unit in a fortified position does not advance.");
    if (unit.state.immobilised)
        return OutcomeText::tr("It cannot move for the rest of the game.");
    if (auto held = heldBySpell(unit))
        return held;
    if (unit.state.advancedThisPhase)
        return OutcomeText::tr("It has already advanced this Combat phase.");
    return std::nullopt;
}

void offer(UnitChoices &choices, CombatChoice choice, const std::optional<QString> &refusal)
{
    if (refusal)
        choices.refused.append({choice, *refusal});
    else
        choices.allowed.append(choice);
}

} // namespace

QList<UnitChoices> combatChoices(const CombatRoundResult &round, const Ruleset &ruleset,
                                 const CombatCircumstances &circumstances)
{
    QList<UnitChoices> all;
    if (round.bothWipedOut())
        return all;

    QList<Unit> retreating;
    bool everyEnemyDestroyed = true;
    if (round.winner) {
        for (const CombatUnitResult &r : round.units[round.winner->opponent()]) {
            if (survivesRetreat(r.after, circumstances)) {
                retreating.append(r.after);
                everyEnemyDestroyed = false;
            }
        }
    }

    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < round.units[side].size(); ++i) {
            const Unit &u = round.units[side].at(i).after;
            if (u.state.isDestroyed())
                continue;
            UnitChoices c{side, int(i), u.id, {}, {}};
            if (!round.winner) {
                // A draw: both sides fall back, but a unit holding a defended or fortified position may stay.
                c.allowed.append(CombatChoice::FallBack);
                offer(c, CombatChoice::Stand,
                      bestPosition(u, ruleset) == Protection::Open
                          ? std::optional(OutcomeText::tr("After a draw only units in a defended or fortified "
                                                          "position may stand; the others fall back."))
                          : std::nullopt);
            } else if (side != *round.winner) {
                c.allowed.append(CombatChoice::Retreat);
            } else {
                c.allowed.append(CombatChoice::Stand);
                c.allowed.append(CombatChoice::FallBack);
                offer(c, CombatChoice::Pursue, pursuitRefusal(u, retreating, ruleset, circumstances));
                offer(c, CombatChoice::Advance, advanceRefusal(u, everyEnemyDestroyed, ruleset));
                const bool mayGoOn =
                    c.allowed.contains(CombatChoice::Pursue) || c.allowed.contains(CombatChoice::Advance);
                if (u.profile.has(Trait::MustPursue) && mayGoOn) {
                    // Its rule takes the choice away: it follows up whenever it can.
                    const QString reason = OutcomeText::tr("its special rule makes it pursue or advance when it can.");
                    for (CombatChoice held : {CombatChoice::Stand, CombatChoice::FallBack}) {
                        c.allowed.removeAll(held);
                        c.refused.append({held, reason});
                    }
                }
            }
            all.append(c);
        }
    }
    return all;
}

QList<DiceRoll> CombatOutcome::rolls() const
{
    QList<DiceRoll> all;
    for (const FallBackRoll &f : fallBacks)
        all.append(f.roll);
    return all;
}

namespace {

std::optional<Error> checkDecision(const CombatRoundResult &round, const QList<UnitChoices> &options,
                                   const CombatCircumstances &circumstances, const QMap<UnitId, CombatChoice> &choices)
{
    const std::optional<Side> loser = round.winner ? std::optional(round.winner->opponent()) : std::nullopt;
    for (auto it = circumstances.standsLostRetreating.cbegin(); it != circumstances.standsLostRetreating.cend(); ++it) {
        const QString field = QStringLiteral("stands lost retreating");
        const auto &losers = loser ? round.units[*loser] : QList<CombatUnitResult>{};
        const auto found = std::find_if(losers.cbegin(), losers.cend(),
                                        [&](const CombatUnitResult &r) { return r.after.id == it.key(); });
        if (found == losers.cend() || found->after.state.isDestroyed())
            return Error{field, OutcomeText::tr("Only a losing unit that is still on the table retreats and can "
                                                "lose stands doing it.")};
        if (it.value() < 0 || it.value() > found->after.state.standsLeft)
            return Error{field, OutcomeText::tr("%1 has %2 stands left and cannot lose %3 retreating.")
                                    .arg(found->after.displayName())
                                    .arg(found->after.state.standsLeft)
                                    .arg(it.value())};
    }
    for (auto it = choices.cbegin(); it != choices.cend(); ++it) {
        const bool known =
            std::any_of(options.cbegin(), options.cend(), [&](const UnitChoices &c) { return c.id == it.key(); });
        if (!known)
            return Error{QStringLiteral("choices"),
                         OutcomeText::tr("Unit %1 is not a unit left standing in this engagement.").arg(it.key())};
    }
    for (const UnitChoices &c : options) {
        const QString name = round.units[c.side].at(c.unit).after.displayName();
        const QString field = QStringLiteral("side %1 unit %2").arg(c.side.number()).arg(c.unit + 1);
        if (c.side == loser) {
            if (choices.contains(c.id) && choices.value(c.id) != CombatChoice::Retreat)
                return Error{field, OutcomeText::tr("%1 lost the combat and must retreat.").arg(name)};
            continue;
        }
        if (!choices.contains(c.id))
            return Error{field, OutcomeText::tr("Choose what %1 does.").arg(name)};
        const CombatChoice chosen = choices.value(c.id);
        if (c.allowed.contains(chosen))
            continue;
        const auto refused = std::find_if(c.refused.cbegin(), c.refused.cend(),
                                          [chosen](const RefusedChoice &r) { return r.choice == chosen; });
        const QString reason = refused != c.refused.cend() ? refused->reason : QString();
        return Error{field, OutcomeText::tr("%1 cannot %2: %3")
                                .arg(name, CombatChoiceText::name(chosen).toLower(),
                                     reason.isEmpty() ? OutcomeText::tr("the rules do not allow it here.") : reason)};
    }
    return std::nullopt;
}

void everyStandInTheOpen(UnitState &state)
{
    state.positions = StandPositions{state.standsLeft, 0, 0};
}

void retreat(Unit &unit, const CombatCircumstances &circumstances)
{
    UnitState &s = unit.state;
    if (retreatDestroys(unit)) {
        destroyUnit(s, DestroyedBy::Retreat);
        return;
    }
    for (int lost = standsLostRetreating(unit, circumstances); lost > 0 && s.standsLeft > 0; --lost) {
        s.positions.removeLeastProtected();
        --s.standsLeft;
    }
    keepAttachedWithinStands(s);
    if (s.standsLeft == 0) {
        destroyUnit(s, DestroyedBy::Retreat);
        return;
    }
    // A unit that retreated stands in the open, whatever it held before.
    everyStandInTheOpen(s);
}

// Each unit after the round, as its choice leaves it: retreated, pursuing, advanced, and whether
// it fights on with whom it touches.
void settleUnits(CombatOutcome &outcome, const CombatRoundResult &round, const Ruleset &ruleset,
                 const CombatCircumstances &circumstances, bool anyPursuit)
{
    for (QList<Unit> &side : outcome.units) {
        for (Unit &u : side) {
            if (u.state.isDestroyed())
                continue;
            const CombatChoice choice = outcome.choices.value(u.id, CombatChoice::Stand);
            UnitState &s = u.state;
            if (choice == CombatChoice::Retreat)
                retreat(u, circumstances);
            if (choice == CombatChoice::Pursue)
                everyStandInTheOpen(s); // pursuers leave whatever position they held
            if (choice == CombatChoice::Advance) {
                s.advancedThisPhase = true;
                // Every enemy is gone when a unit may advance: in the first round of a fight begun
                // this phase, they died in it (a combat carried over from last turn is past its first).
                s.advanceIsCharge = ruleset.advanceChargeBonus && round.round == 1 && !s.inUnresolvedCombat;
            }
            // The pursuers and the enemy they follow fight on; everyone else is out of this fight.
            const bool fightsOn =
                anyPursuit && !s.isDestroyed() && (choice == CombatChoice::Pursue || choice == CombatChoice::Retreat);
            s.engaged = fightsOn;
            if (!fightsOn)
                s.engagedWith.clear();
            s.inUnresolvedCombat = fightsOn && outcome.next == CombatNext::Unresolved;
        }
    }
}

} // namespace

Result<CombatOutcome> resolveCombatOutcome(const CombatRoundResult &round, const Ruleset &ruleset,
                                           const CombatCircumstances &circumstances,
                                           const QMap<UnitId, CombatChoice> &choices, DiceSource &dice)
{
    const QList<UnitChoices> options = combatChoices(round, ruleset, circumstances);
    if (auto error = checkDecision(round, options, circumstances, choices))
        return *error;

    CombatOutcome outcome;
    for (Side side : Side::both()) {
        for (const CombatUnitResult &r : round.units[side])
            outcome.units[side].append(r.after);
    }
    for (const UnitChoices &c : options)
        outcome.choices.insert(c.id, choices.value(c.id, CombatChoice::Retreat));

    // Falling back: one roll per side covers all its units that fall back.
    try {
        for (Side side : Side::both()) {
            QStringList who;
            for (const Unit &u : std::as_const(outcome.units[side])) {
                if (outcome.choices.value(u.id, CombatChoice::Stand) == CombatChoice::FallBack)
                    who.append(u.displayName());
            }
            if (who.isEmpty())
                continue;
            FallBackRoll f;
            f.side = side;
            f.roll = dice.dice(3, RollPurpose::FallBack, who.join(QStringLiteral(", ")));
            f.maxCm = f.roll.total();
            f.minCm =
                ruleset.fallBackAtLeastLowestDie ? *std::min_element(f.roll.faces.cbegin(), f.roll.faces.cend()) : 0;
            outcome.fallBacks.append(f);
        }
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }

    const bool anyPursuit = std::any_of(outcome.choices.cbegin(), outcome.choices.cend(),
                                        [](CombatChoice c) { return c == CombatChoice::Pursue; });
    if (anyPursuit) {
        const bool lastRound = ruleset.maxCombatRoundsPerPhase && round.round >= *ruleset.maxCombatRoundsPerPhase;
        outcome.next = lastRound ? CombatNext::Unresolved : CombatNext::NextRound;
        outcome.pursuitRetreatCm = round.retreatCm;
    }

    settleUnits(outcome, round, ruleset, circumstances, anyPursuit);

    // A character is slain with the unit he joined.
    for (Side side : Side::both()) {
        for (qsizetype i = 0; i < round.units[side].size(); ++i) {
            if (!round.units[side].at(i).characterAfter)
                continue;
            Unit character = *round.units[side].at(i).characterAfter;
            if (outcome.units[side].at(i).state.isDestroyed())
                destroyUnit(character.state, DestroyedBy::WithUnit);
            outcome.characters.append(character);
        }
    }
    return outcome;
}

} // namespace wm
