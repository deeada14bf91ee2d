// SPDX-License-Identifier: GPL-3.0-or-later
#include "statejson.h"

#include "core/enumkeys.h"
#include "core/json/jsonarrays.h"
#include "core/rules/endofbattle.h"
#include "core/rules/movement.h"
#include "core/rules/pace.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace wm {

namespace {

struct StateText
{
    Q_DECLARE_TR_FUNCTIONS(GameState)
};

QJsonValue keyOrNull(const QString &key)
{
    return key.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(key);
}

QJsonArray faces(const DiceRoll &roll)
{
    QJsonArray a;
    for (int face : roll.faces)
        a.append(face);
    return a;
}

QJsonValue optionalId(const std::optional<UnitId> &id)
{
    return id ? QJsonValue(*id) : QJsonValue(QJsonValue::Null);
}

// What the unit may still do in this Command phase, as the rules in core/rules/movement see it.
QJsonArray mayStill(const Battle &battle, const Unit &u)
{
    QJsonArray may;
    if (battle.phase() != Phase::Command || battle.sideOf(u.id) != battle.activeSide() || u.profile.isCharacter() ||
        u.state.isDestroyed())
        return may;
    const CommandPhaseState &phase = battle.commandPhase();
    const UnitState &s = u.state;
    const std::optional<int> maxOrders = battle.ruleset().maxOrdersPerUnit;
    const bool ordersLeft = !s.isConfused() && !s.immobilised && !s.movedOnInitiative && !s.chargedThisTurn &&
                            !s.orderLimit && (!maxOrders || s.ordersThisPhase < *maxOrders);
    if (ordersLeft && !phase.generalFailed)
        may.append(QStringLiteral("take-orders"));
    if (!whyCannotCharge(u, ChargeBy::Initiative, phase))
        may.append(QStringLiteral("charge-on-initiative"));
    if (!whyCannotEvade(u, phase))
        may.append(QStringLiteral("evade"));
    if (!whyCannotHomeBack(u, phase))
        may.append(QStringLiteral("home-back"));
    if (!whyCannotCharge(u, ChargeBy::Order, phase))
        may.append(QStringLiteral("charge"));
    if (s.orderLimit && s.orderLimit->limit == MoveLimit::HalfPaceNoCharge)
        may.append(QStringLiteral("move-half-pace"));
    return may;
}

// The spells at work on the unit.
QJsonArray spellsOnUnitState(const UnitState &s)
{
    QJsonArray spells;
    for (const SpellOnUnit &on : s.spells) {
        QJsonObject so{{QStringLiteral("spell"), on.spell},
                       {QStringLiteral("wizard"), on.wizard},
                       {QStringLiteral("state"), enumKey(on.state)},
                       {QStringLiteral("value"), on.value}};
        so.insert(QStringLiteral("endsTurn"), on.endsTurn ? QJsonValue(*on.endsTurn) : QJsonValue());
        so.insert(QStringLiteral("endsPlayer"), on.endsTurn ? QJsonValue(on.endsSide.index()) : QJsonValue());
        if (on.aura) {
            so.insert(QStringLiteral("auraCm"), on.rangeCm);
            so.insert(QStringLiteral("auraOnEnemies"), on.onEnemies);
        }
        spells.append(so);
    }
    return spells;
}

// The list rules' powers at work on the unit.
QJsonArray ruleEffectsState(const UnitState &s)
{
    QJsonArray effects;
    for (const RuleEffect &e : s.ruleEffects)
        effects.append(QJsonObject{{QStringLiteral("rule"), e.rule},
                                   {QStringLiteral("from"), e.from},
                                   {QStringLiteral("attacks"), e.attacks},
                                   {QStringLiteral("ignoresTerror"), e.ignoresTerror}});
    return effects;
}

// The magic item the unit carries and what it has used up, and the characters it is joined with.
void insertItemAndCharacterState(const Battle &battle, const Unit &u, QJsonObject &o)
{
    const UnitState &s = u.state;
    // The banner or weapon the unit carries, and what it has used up.
    if (u.profile.magicItem && magicItemKind(*u.profile.magicItem) != MagicItemKind::DeviceOfPower) {
        o.insert(QStringLiteral("item"), enumKey(*u.profile.magicItem));
        o.insert(QStringLiteral("itemSpent"), s.magicItemSpent);
        o.insert(QStringLiteral("inFirstEngagement"), s.inFirstEngagement);
        o.insert(QStringLiteral("lostStand"), s.lostStand);
        o.insert(QStringLiteral("steadfastUsedThisTurn"), s.steadfastUsedThisTurn);
    }
    if (u.profile.isCharacter()) {
        o.insert(QStringLiteral("spellsCastThisTurn"), QJsonArray::fromStringList(s.spellsCastThisTurn));
        // The device of power he carries, and what it has used up.
        if (u.profile.magicItem && magicItemKind(*u.profile.magicItem) == MagicItemKind::DeviceOfPower) {
            o.insert(QStringLiteral("device"), enumKey(*u.profile.magicItem));
            o.insert(QStringLiteral("deviceSpent"), s.deviceSpent);
            o.insert(QStringLiteral("helmThisTurn"), s.helmThisTurn);
        }
        if (u.profile.castsSpells())
            o.insert(QStringLiteral("spellbound"), s.spellbound);
        o.insert(QStringLiteral("joinedUnit"), optionalId(s.joinedUnit));
    } else {
        QList<UnitId> joined;
        for (Side side : Side::both()) {
            for (const Unit &c : battle.army(side)) {
                if (c.profile.isCharacter() && c.state.joinedUnit == u.id && !c.state.isDestroyed())
                    joined.append(c.id);
            }
        }
        o.insert(QStringLiteral("joinedBy"), numberArray(joined));
    }
}

QJsonObject unitState(const Battle &battle, const Unit &u)
{
    const UnitState &s = u.state;
    QJsonObject o;
    o.insert(QStringLiteral("id"), u.id);
    o.insert(QStringLiteral("name"), u.profile.name);
    o.insert(QStringLiteral("label"), u.label);
    o.insert(QStringLiteral("stands"), u.profile.stands);
    o.insert(QStringLiteral("standsLeft"), s.standsLeft);
    if (u.profile.attached) {
        o.insert(QStringLiteral("attached"), u.profile.attached->name);
        o.insert(QStringLiteral("attachedStandsLeft"), s.attachedStandsLeft);
    }
    o.insert(QStringLiteral("positions"), QJsonObject{{QStringLiteral("open"), s.positions.open},
                                                      {QStringLiteral("defended"), s.positions.defended},
                                                      {QStringLiteral("fortified"), s.positions.fortified}});
    o.insert(QStringLiteral("hits"), s.hitsAccumulated);
    o.insert(QStringLiteral("hitsTakenThisPhase"), s.hitsTakenThisPhase);
    if (s.hitsConfusingSooner > 0)
        o.insert(QStringLiteral("hitsConfusingSooner"), s.hitsConfusingSooner);
    o.insert(QStringLiteral("carriedHits"), s.hitsCarriedIntoCombat);
    o.insert(QStringLiteral("confused"), s.isConfused());
    o.insert(QStringLiteral("confusion"), keyOrNull(s.confusion ? enumKey(*s.confusion) : QString()));
    if (s.confusion)
        o.insert(QStringLiteral("confusionEnds"), confusionEndsWithThisCommandPhase(*s.confusion)
                                                      ? QStringLiteral("end-of-this-command-phase")
                                                      : QStringLiteral("end-of-own-next-command-phase"));
    o.insert(QStringLiteral("engaged"), s.engaged);
    o.insert(QStringLiteral("destroyed"), s.isDestroyed());
    o.insert(QStringLiteral("destroyedBy"), keyOrNull(s.destroyed ? enumKey(*s.destroyed) : QString()));
    o.insert(QStringLiteral("offTable"), s.offTableScore.has_value());
    o.insert(QStringLiteral("returnScore"), s.offTableScore ? QJsonValue(*s.offTableScore) : QJsonValue());
    o.insert(QStringLiteral("ordersThisPhase"), s.ordersThisPhase);
    o.insert(QStringLiteral("orderedBy"), optionalId(s.orderedBy));
    o.insert(QStringLiteral("moveLimit"), keyOrNull(s.orderLimit ? enumKey(s.orderLimit->limit) : QString()));
    o.insert(QStringLiteral("moveLimitCause"), keyOrNull(s.orderLimit ? enumKey(s.orderLimit->cause) : QString()));
    o.insert(QStringLiteral("mayStill"), mayStill(battle, u));
    o.insert(QStringLiteral("movedOnInitiative"), s.movedOnInitiative);
    o.insert(QStringLiteral("evaded"), s.evadedThisTurn);
    o.insert(QStringLiteral("homedBack"), s.homedBackThisTurn);
    o.insert(QStringLiteral("chargedThisTurn"), s.chargedThisTurn);
    o.insert(QStringLiteral("chargedBy"), numberArray(s.chargedBy));
    o.insert(QStringLiteral("shotAtChargers"), numberArray(s.shotAtChargers));
    o.insert(QStringLiteral("advanced"), s.advancedThisPhase);
    if (s.advanceIsCharge)
        o.insert(QStringLiteral("advanceIsCharge"), true);
    const PaceNow pace = paceNow(u, battle.ruleset());
    o.insert(QStringLiteral("paceCm"), pace.orderedCm);
    o.insert(QStringLiteral("chargePaceCm"), pace.chargeCm);
    o.insert(QStringLiteral("hasShot"), s.hasShot);
    o.insert(QStringLiteral("hasShotAgain"), s.hasShotAgain);
    o.insert(QStringLiteral("immobilised"), s.immobilised);
    o.insert(QStringLiteral("permanentCommandPenalty"), s.permanentCommandPenalty);
    o.insert(QStringLiteral("spells"), spellsOnUnitState(s));
    // The list rules' once-a-battle powers: those it has used, and those at work on it.
    o.insert(QStringLiteral("rulesUsed"), QJsonArray::fromStringList(s.rulesUsed));
    o.insert(QStringLiteral("ruleEffects"), ruleEffectsState(s));
    insertItemAndCharacterState(battle, u, o);
    return o;
}

// Each character of the army: may he still give orders this phase, and if not why.
QJsonArray commanders(const Battle &battle, Side side)
{
    QJsonArray all;
    for (const Unit &c : battle.army(side)) {
        if (!c.profile.isCharacter() || !c.profile.command)
            continue;
        std::optional<Error> why;
        if (battle.phase() != Phase::Command || side != battle.activeSide())
            why = Error{QStringLiteral("phase"), StateText::tr("Orders are given in the side's own Command phase.")};
        else if (auto stopped = whyCannotOrder(c, battle.commandPhase()))
            why = stopped;
        else if (battle.commandPhase().charactersFinished.contains(c.id))
            why = Error{QStringLiteral("character"), StateText::tr("He has finished his orders.")};
        all.append(QJsonObject{{QStringLiteral("id"), c.id},
                               {QStringLiteral("mayOrder"), !why.has_value()},
                               {QStringLiteral("why"), why ? QJsonValue(why->message) : QJsonValue()}});
    }
    return all;
}

QJsonObject lastPhaseEnd(const PhaseEnd &end)
{
    QJsonObject o{{QStringLiteral("phase"), enumKey(end.ended)},
                  {QStringLiteral("turn"), end.turn},
                  {QStringLiteral("activePlayer"), end.side.index()},
                  {QStringLiteral("confusionCleared"), numberArray(end.confusionCleared)}};
    QJsonArray driveBacks;
    if (end.shooting) {
        for (const DriveBack &d : end.shooting->driveBacks) {
            QJsonObject db{{QStringLiteral("unit"), d.unit},
                           {QStringLiteral("hits"), d.hits},
                           {QStringLiteral("hitsIgnored"), d.hitsIgnored},
                           {QStringLiteral("dice"), d.dice ? faces(*d.dice) : QJsonArray()},
                           {QStringLiteral("distanceCm"), d.distanceCm},
                           {QStringLiteral("fullPaceCm"), d.fullPaceCm},
                           {QStringLiteral("confused"), d.confused},
                           {QStringLiteral("outcome"), enumKey(d.outcome)}};
            if (d.soonerDice) {
                db.insert(QStringLiteral("soonerDice"), faces(*d.soonerDice));
                db.insert(QStringLiteral("soonerScore"), d.soonerScore);
            }
            driveBacks.append(db);
        }
    }
    o.insert(QStringLiteral("driveBacks"), driveBacks);
    return o;
}

QJsonObject lastOrder(const OrderResult &r)
{
    QJsonArray units;
    for (const Unit &u : r.unitsAfter)
        units.append(u.id);
    QJsonObject o{{QStringLiteral("units"), units},
                  {QStringLiteral("roll"), faces(r.roll)},
                  {QStringLiteral("needed"), r.needed},
                  {QStringLiteral("result"), enumKey(r.verdict)}};
    if (r.reRoll) {
        o.insert(QStringLiteral("reRoll"), faces(*r.reRoll));
        o.insert(QStringLiteral("reRollNeeded"), r.reRollNeeded);
    }
    if (r.table) {
        o.insert(QStringLiteral("table"), enumKey(*r.table));
        o.insert(QStringLiteral("tableRoll"), r.tableRoll ? faces(*r.tableRoll) : QJsonArray());
        o.insert(QStringLiteral("tableModifier"), r.tableModifier);
        o.insert(QStringLiteral("tableScore"), r.tableScore());
        o.insert(QStringLiteral("row"), r.row ? QJsonValue(r.row->title) : QJsonValue());
    }
    return o;
}

QJsonObject lastCombat(const CombatActionResult &c)
{
    const CombatRoundResult &round = c.round;
    QJsonArray sides;
    for (Side side : Side::both()) {
        const CombatSideResult &r = round.sides[side];
        sides.append(QJsonObject{{QStringLiteral("hits"), r.hits},
                                 {QStringLiteral("carried"), r.carried},
                                 {QStringLiteral("support"), r.support},
                                 {QStringLiteral("result"), r.total()},
                                 {QStringLiteral("wipedOut"), r.wipedOut}});
    }
    QJsonArray retreats;
    if (round.winner) {
        for (const CombatUnitResult &u : round.units[round.winner->opponent()]) {
            if (!u.after.state.isDestroyed())
                retreats.append(
                    QJsonObject{{QStringLiteral("unit"), u.after.id}, {QStringLiteral("retreatCm"), round.retreatCm}});
        }
    }
    return QJsonObject{{QStringLiteral("round"), round.round},
                       {QStringLiteral("sides"), sides},
                       {QStringLiteral("winner"), round.winner ? QJsonValue(round.winner->index()) : QJsonValue()},
                       {QStringLiteral("draw"), round.isDraw()},
                       {QStringLiteral("difference"), round.difference()},
                       {QStringLiteral("retreats"), retreats}};
}

// What a table's row left on the unit.
QJsonArray lasting(const Unit &after)
{
    const UnitState &s = after.state;
    QJsonArray lasting;
    if (s.immobilised)
        lasting.append(QStringLiteral("immobilised"));
    if (s.cannotShootThisTurn)
        lasting.append(QStringLiteral("cannot-shoot-this-turn"));
    if (s.doubleShootingThisTurn)
        lasting.append(QStringLiteral("double-shooting-this-turn"));
    if (s.cannotFightThisTurn)
        lasting.append(QStringLiteral("cannot-fight-this-turn"));
    if (s.doubleAttacksFirstRoundThisTurn)
        lasting.append(QStringLiteral("double-attacks-first-round"));
    if (s.shootingDiceFromNowOn)
        lasting.append(QStringLiteral("shooting-dice-reduced"));
    if (s.isDestroyed())
        lasting.append(QStringLiteral("destroyed"));
    return lasting;
}

QJsonObject lastTableRoll(const TableResult &t)
{
    QJsonObject o{{QStringLiteral("table"), enumKey(t.table)},
                  {QStringLiteral("unit"), t.unitAfter.id},
                  {QStringLiteral("score"), t.score},
                  {QStringLiteral("row"), t.row ? QJsonValue(t.row->title) : QJsonValue()},
                  {QStringLiteral("hits"), t.hits},
                  {QStringLiteral("attacks"), t.attacks},
                  {QStringLiteral("distanceCm"), t.distanceCm}};
    o.insert(QStringLiteral("lasting"), lasting(t.unitAfter));
    return o;
}

// Boiling oil is a table whose attacks are resolved with it: the row, then the attacks to hit and
// saved, the stands they cost and the retreat they force.
QJsonObject lastTableRoll(const BoilingOilResult &oil)
{
    QJsonObject o = lastTableRoll(oil.table);
    o.insert(QStringLiteral("toHit"), oil.toHit ? faces(*oil.toHit) : QJsonArray());
    o.insert(QStringLiteral("scoreToHit"), oil.scoreToHit);
    o.insert(QStringLiteral("hitsScored"), oil.hits);
    o.insert(QStringLiteral("saves"), oil.saves ? faces(*oil.saves) : QJsonArray());
    o.insert(QStringLiteral("saved"), oil.saved);
    o.insert(QStringLiteral("struck"), oil.struck);
    o.insert(QStringLiteral("standsLost"), oil.standsRemoved);
    o.insert(QStringLiteral("retreatCm"), oil.retreatCm);
    o.insert(QStringLiteral("lasting"), lasting(oil.unitAfter));
    return o;
}

// How a cast went: "cast", "failed", "cancelled" (by a dispeller or his Scroll) or "spellbound"
// (failed, and the Staff of Spellbinding took hold of the wizard).
QString castResult(const SpellResult &r)
{
    if (!r.succeeded)
        return r.spellbound ? QStringLiteral("spellbound") : QStringLiteral("failed");
    return r.dispelled ? QStringLiteral("cancelled") : QStringLiteral("cast");
}

QJsonArray statesGiven(const QList<SpellOnUnit> &given)
{
    QJsonArray states;
    for (const SpellOnUnit &on : given)
        states.append(QJsonObject{{QStringLiteral("state"), enumKey(on.state)}, {QStringLiteral("value"), on.value}});
    return states;
}

// What a spell did to one unit it fell on: its attacks worked out as shooting, its own drive back,
// the roll against the unit's Hits, a stand regained and the states it left.
QJsonObject castTarget(const SpellTargetResult &t)
{
    QJsonArray toHit;
    QJsonArray saves;
    int attacks = 0;
    if (t.shooting) {
        for (const WeaponShot &shot : t.shooting->weaponShots)
            attacks += shot.attacks;
        for (const ShootingBatch &batch : t.shooting->batches) {
            for (const ShooterRoll &roll : batch.rolls) {
                for (int face : (roll.toHitReRoll ? *roll.toHitReRoll : roll.toHit).faces)
                    toHit.append(face);
                // Failed saves rolled again (an aura's) follow the saves they replace.
                for (const std::optional<DiceRoll> &rolled : {roll.saves, roll.savesReRoll}) {
                    if (rolled) {
                        for (int face : rolled->faces)
                            saves.append(face);
                    }
                }
            }
        }
    }
    return QJsonObject{
        {QStringLiteral("unit"), t.unit},
        {QStringLiteral("attacksRoll"), t.attacksRoll ? faces(*t.attacksRoll) : QJsonArray()},
        {QStringLiteral("attacks"), attacks},
        {QStringLiteral("toHit"), toHit},
        {QStringLiteral("hits"), t.shooting ? t.shooting->hits() : 0},
        {QStringLiteral("saves"), saves},
        {QStringLiteral("saved"), t.shooting ? t.shooting->saved() : 0},
        {QStringLiteral("struck"), t.shooting ? t.shooting->struck() : 0},
        {QStringLiteral("standsLost"), t.shooting ? t.shooting->standsRemoved() : 0},
        {QStringLiteral("driveBack"), t.driveBack ? faces(*t.driveBack) : QJsonArray()},
        {QStringLiteral("driveBackCm"), t.driveBackCm},
        {QStringLiteral("confused"), t.confused},
        {QStringLiteral("slayRoll"), t.slayRoll ? faces(*t.slayRoll) : QJsonArray()},
        {QStringLiteral("standSlain"), t.standSlain},
        {QStringLiteral("standRegained"), t.standRegained},
        {QStringLiteral("states"), statesGiven(t.statesGiven)},
        {QStringLiteral("destroyed"), t.after.state.isDestroyed()},
    };
}

QJsonObject lastCast(const CastSpellAction &a, const SpellResult &r)
{
    QJsonArray targets;
    for (const SpellTargetResult &t : r.targets)
        targets.append(castTarget(t));
    const std::optional<int> dispelNeeded = r.dispelRoll && r.dispellerAfter
                                                ? std::optional(r.dispellerAfter->profile.value(Trait::DispelsSpells))
                                                : std::nullopt;
    return QJsonObject{
        {QStringLiteral("wizard"), a.wizard},
        {QStringLiteral("spell"), r.spell},
        {QStringLiteral("automatic"), r.automatic},
        {QStringLiteral("roll"), r.cast ? faces(*r.cast) : QJsonArray()},
        {QStringLiteral("reRoll"), r.recast ? QJsonValue(faces(*r.recast)) : QJsonValue()},
        {QStringLiteral("needed"), r.castRoll},
        {QStringLiteral("modifier"), r.castModifier},
        {QStringLiteral("result"), castResult(r)},
        {QStringLiteral("dispeller"), optionalId(a.dispeller)},
        {QStringLiteral("dispelRoll"), r.dispelRoll ? faces(*r.dispelRoll) : QJsonArray()},
        {QStringLiteral("dispelNeeded"), dispelNeeded ? QJsonValue(*dispelNeeded) : QJsonValue()},
        {QStringLiteral("dispelBonus"), r.dispelBonus},
        {QStringLiteral("scrollUsed"), r.scrollUsed},
        {QStringLiteral("spellbinder"), optionalId(a.spellbinder)},
        {QStringLiteral("spellbindRoll"), r.spellbindRoll ? faces(*r.spellbindRoll) : QJsonArray()},
        {QStringLiteral("spellbindNeeded"), r.spellbindRoll ? QJsonValue(SpellbindScore) : QJsonValue()},
        {QStringLiteral("rodUsed"), r.rodUsed},
        {QStringLiteral("targets"), targets},
        {QStringLiteral("aura"), statesGiven(r.auraGiven)},
    };
}

QJsonObject lastHomeBack(const HomeBackAction &a, const HomeBackResult &r)
{
    return QJsonObject{
        {QStringLiteral("unit"), a.unit},
        {QStringLiteral("roll"), faces(r.roll)},
        {QStringLiteral("distanceCm"), r.distanceCm},
        {QStringLiteral("nearestCharacterCm"), a.distanceCm ? QJsonValue(*a.distanceCm) : QJsonValue()},
    };
}

// The latest action of the game that `write` writes (it gives nothing for the others); null when
// there is none.
template <typename Write>
QJsonValue latest(const Game &game, Write write)
{
    for (qsizetype i = game.played().size() - 1; i >= 0; --i) {
        if (const std::optional<QJsonObject> o = write(game.actions().at(i).input, game.played().at(i).outcome))
            return *o;
    }
    return QJsonValue();
}

// Writes an action whose input is an A and whose outcome an R; nothing for any other.
template <typename A, typename R, typename Write>
std::optional<QJsonObject> ifIs(const ActionInput &input, const ActionOutcome &outcome, Write write)
{
    const auto *a = std::get_if<A>(&input);
    const auto *r = std::get_if<R>(&outcome);
    if (!a || !r)
        return std::nullopt;
    return write(*a, *r);
}

} // namespace

QJsonObject StateJson::toJson(const Game &game)
{
    const Battle &battle = game.battle();
    const GameSetup &setup = game.setup();
    QJsonArray players;
    for (Side side : Side::both()) {
        QJsonArray units;
        for (const Unit &u : battle.army(side))
            units.append(unitState(battle, u));
        const ArmyLosses losses = armyLosses(battle.army(side));
        players.append(QJsonObject{{QStringLiteral("name"), setup.players[side]},
                                   {QStringLiteral("roster"), setup.rosters[side].name},
                                   {QStringLiteral("breakPoint"), losses.breakPoint},
                                   {QStringLiteral("unitsLost"), losses.halvesLost / 2.0},
                                   {QStringLiteral("withdraws"), losses.withdraws()},
                                   {QStringLiteral("generalSlain"), losses.generalSlain},
                                   {QStringLiteral("conceded"), battle.concededBy() == side},
                                   {QStringLiteral("characters"), commanders(battle, side)},
                                   {QStringLiteral("units"), units}});
    }
    const CommandPhaseState &command = battle.commandPhase();
    QJsonObject o{{QStringLiteral("format"), FormatVersion},
                  {QStringLiteral("kind"), QStringLiteral("wmassist/state")},
                  {QStringLiteral("ruleset"), enumKey(setup.ruleset)},
                  {QStringLiteral("actions"), game.actions().size()},
                  {QStringLiteral("turn"), battle.turn()},
                  {QStringLiteral("activePlayer"), battle.activeSide().index()},
                  {QStringLiteral("phase"), enumKey(battle.phase())},
                  {QStringLiteral("ordersStarted"), command.ordersStarted},
                  {QStringLiteral("orderingCharacter"), optionalId(command.orderingCharacter)},
                  {QStringLiteral("players"), players}};
    using Input = const ActionInput &;
    using Outcome = const ActionOutcome &;
    using Written = std::optional<QJsonObject>;
    o.insert(QStringLiteral("lastPhaseEnd"), latest(game, [](Input, Outcome out) -> Written {
                 if (const auto *end = std::get_if<PhaseEnd>(&out))
                     return lastPhaseEnd(*end);
                 return std::nullopt;
             }));
    o.insert(QStringLiteral("lastOrder"), latest(game, [](Input, Outcome out) -> Written {
                 if (const auto *order = std::get_if<OrderResult>(&out))
                     return lastOrder(*order);
                 return std::nullopt;
             }));
    o.insert(QStringLiteral("lastCombatRound"), latest(game, [](Input, Outcome out) -> Written {
                 if (const auto *combat = std::get_if<CombatActionResult>(&out))
                     return lastCombat(*combat);
                 return std::nullopt;
             }));
    // A roll on any table, boiling oil's included.
    o.insert(QStringLiteral("lastTableRoll"), latest(game, [](Input, Outcome out) -> Written {
                 if (const auto *table = std::get_if<TableResult>(&out))
                     return lastTableRoll(*table);
                 if (const auto *oil = std::get_if<BoilingOilResult>(&out))
                     return lastTableRoll(*oil);
                 return std::nullopt;
             }));
    o.insert(QStringLiteral("lastCast"),
             latest(game, [](Input in, Outcome out) { return ifIs<CastSpellAction, SpellResult>(in, out, lastCast); }));
    o.insert(QStringLiteral("lastHomeBack"), latest(game, [](Input in, Outcome out) {
                 return ifIs<HomeBackAction, HomeBackResult>(in, out, lastHomeBack);
             }));
    return o;
}

QByteArray StateJson::write(const Game &game)
{
    return QJsonDocument(toJson(game)).toJson(QJsonDocument::Indented);
}

} // namespace wm
