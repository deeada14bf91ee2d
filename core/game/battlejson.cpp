// SPDX-License-Identifier: GPL-3.0-or-later
#include "battlejson.h"

#include "core/enumkeys.h"
#include "core/game/unitidjson.h"
#include "core/json/jsonarrays.h"
#include "core/json/profilejson.h"
#include "core/json/spelljson.h"
#include "core/limits.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

// Each writer and reader below takes its struct apart with a structured binding that names every
// field. A field added to the struct then stops the build here until it is written and read: a
// snapshot that quietly left it out would open a game with it reset.

namespace wm {

namespace {

using R = JsonReader;

// What a battle counts up as it goes (its turns, a unit's orders this phase, the spells left on a
// unit, a blunder's lasting penalty): never more than one for each action of the longest game.
constexpr int MostPerGame = Limits::GameActions;
// Hits a unit took this phase, or carries into combat: never more than an action strikes at once,
// for each action.
constexpr int MostHitsPerGame = Limits::GameActions * Limits::Hits;
static_assert(MostHitsPerGame < 1000000000, "JsonReader reads whole numbers below a billion");
// The number a spell leaves on a unit: a bonus or penalty to attacks, or hits more to a stand
// (spellStateValues).
constexpr int MostSpellValue = std::max(Limits::Attacks, Limits::HitsValue);

// ---- writing ----------------------------------------------------------------------------------

QJsonValue orNull(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

template <typename E>
QJsonValue keyOrNull(const std::optional<E> &value)
{
    return value ? QJsonValue(enumKey(*value)) : QJsonValue(QJsonValue::Null);
}

QJsonObject writeRuleset(const Ruleset &ruleset)
{
    const auto &[id, coverProtects, artilleryFullPaceCm, orderDistancePenalty, failedFirstOrderMovesHalfPace,
                 maxOrdersPerUnit, blunderTable, blunderPenaltyOnWholeBrigade, steamTankTable, flameCannonTable,
                 deathRocketTable, maxCombatRoundsPerPhase, onlyInfantrySupports, retreatShared,
                 fallBackAtLeastLowestDie, helblasterFewOnes, stoneThrowersShootBlind, unitsLeavingTableDestroyed,
                 fortifiedMovesHalfPace, clearViewToShootCm, firstTurnCommandBonus, advanceChargeBonus] = ruleset;
    return QJsonObject{
        {QStringLiteral("id"), enumKey(id)},
        {QStringLiteral("coverProtects"), enumKey(coverProtects)},
        {QStringLiteral("artilleryFullPaceCm"), artilleryFullPaceCm},
        {QStringLiteral("orderDistancePenalty"), enumKey(orderDistancePenalty)},
        {QStringLiteral("failedFirstOrderMovesHalfPace"), failedFirstOrderMovesHalfPace},
        {QStringLiteral("maxOrdersPerUnit"), orNull(maxOrdersPerUnit)},
        {QStringLiteral("blunderTable"), enumKey(blunderTable)},
        {QStringLiteral("blunderPenaltyOnWholeBrigade"), blunderPenaltyOnWholeBrigade},
        {QStringLiteral("steamTankTable"), enumKey(steamTankTable)},
        {QStringLiteral("flameCannonTable"), enumKey(flameCannonTable)},
        {QStringLiteral("deathRocketTable"), enumKey(deathRocketTable)},
        {QStringLiteral("maxCombatRoundsPerPhase"), orNull(maxCombatRoundsPerPhase)},
        {QStringLiteral("onlyInfantrySupports"), onlyInfantrySupports},
        {QStringLiteral("retreatShared"), retreatShared},
        {QStringLiteral("fallBackAtLeastLowestDie"), fallBackAtLeastLowestDie},
        {QStringLiteral("helblasterFewOnes"), enumKey(helblasterFewOnes)},
        {QStringLiteral("stoneThrowersShootBlind"), stoneThrowersShootBlind},
        {QStringLiteral("unitsLeavingTableDestroyed"), unitsLeavingTableDestroyed},
        {QStringLiteral("fortifiedMovesHalfPace"), fortifiedMovesHalfPace},
        {QStringLiteral("clearViewToShootCm"), orNull(clearViewToShootCm)},
        {QStringLiteral("firstTurnCommandBonus"), firstTurnCommandBonus},
        {QStringLiteral("advanceChargeBonus"), advanceChargeBonus},
    };
}

QJsonObject writePositions(const StandPositions &positions)
{
    const auto &[open, defended, fortified] = positions;
    return QJsonObject{{QStringLiteral("open"), open},
                       {QStringLiteral("defended"), defended},
                       {QStringLiteral("fortified"), fortified}};
}

QJsonValue writeOrderLimit(const std::optional<OrderLimit> &orderLimit)
{
    if (!orderLimit)
        return QJsonValue(QJsonValue::Null);
    const auto &[limit, cause] = *orderLimit;
    return QJsonObject{{QStringLiteral("limit"), enumKey(limit)}, {QStringLiteral("cause"), enumKey(cause)}};
}

QJsonObject writeSpellOnUnit(const SpellOnUnit &on)
{
    const auto &[spell, wizard, state, value, endsTurn, endsSide, aura, rangeCm, onEnemies] = on;
    return QJsonObject{
        {QStringLiteral("spell"), spell},
        {QStringLiteral("wizard"), wizard},
        {QStringLiteral("state"), enumKey(state)},
        {QStringLiteral("value"), value},
        {QStringLiteral("endsTurn"), orNull(endsTurn)},
        {QStringLiteral("endsSide"), endsSide.index()},
        {QStringLiteral("aura"), aura},
        {QStringLiteral("rangeCm"), rangeCm},
        {QStringLiteral("onEnemies"), onEnemies},
    };
}

QJsonObject writeRuleEffect(const RuleEffect &effect)
{
    const auto &[rule, from, attacks, ignoresTerror] = effect;
    return QJsonObject{
        {QStringLiteral("rule"), rule},
        {QStringLiteral("from"), from},
        {QStringLiteral("attacks"), attacks},
        {QStringLiteral("ignoresTerror"), ignoresTerror},
    };
}

QJsonObject writeState(const UnitState &state)
{
    const auto &[standsLeft, attachedStandsLeft, positions, hitsAccumulated, hitsTakenThisPhase, hitsConfusingSooner,
                 hitsCarriedIntoCombat, confusion, engaged, hasShot, hasShotAgain, destroyed, shotAtBy, ordersThisPhase,
                 orderedBy, movedOnInitiative, orderLimit, mayChargeOnOrder, evadedThisTurn, homedBackThisTurn,
                 permanentCommandPenalty, immobilised, cannotShootThisTurn, doubleShootingThisTurn,
                 shootingDiceFromNowOn, chargedThisTurn, chargedBy, shotAtChargers, joinedUnit, inUnresolvedCombat,
                 advancedThisPhase, cannotFightThisTurn, doubleAttacksFirstRoundThisTurn, spells, spellsThisTurn,
                 spellsCastThisTurn, extraCastsThisTurn, dispelBonusUsed, castBonusUsed, magicItemSpent,
                 inFirstEngagement, lostStand, steadfastUsedThisTurn, deviceSpent, helmThisTurn, repeatSpellThisTurn,
                 spellbound, rulesUsed, ruleEffects, offTableScore, advanceIsCharge, engagedWith, combatRoundsThisPhase,
                 spellsFailedThisTurn, spellsCancelledThisTurn] = state;
    QJsonArray spellsOn;
    for (const SpellOnUnit &on : spells)
        spellsOn.append(writeSpellOnUnit(on));
    QJsonArray effects;
    for (const RuleEffect &effect : ruleEffects)
        effects.append(writeRuleEffect(effect));
    return QJsonObject{
        {QStringLiteral("standsLeft"), standsLeft},
        {QStringLiteral("attachedStandsLeft"), attachedStandsLeft},
        {QStringLiteral("positions"), writePositions(positions)},
        {QStringLiteral("hitsAccumulated"), hitsAccumulated},
        {QStringLiteral("hitsTakenThisPhase"), hitsTakenThisPhase},
        {QStringLiteral("hitsConfusingSooner"), hitsConfusingSooner},
        {QStringLiteral("hitsCarriedIntoCombat"), hitsCarriedIntoCombat},
        {QStringLiteral("confusion"), keyOrNull(confusion)},
        {QStringLiteral("engaged"), engaged},
        {QStringLiteral("hasShot"), hasShot},
        {QStringLiteral("hasShotAgain"), hasShotAgain},
        {QStringLiteral("destroyed"), keyOrNull(destroyed)},
        {QStringLiteral("shotAtBy"), numberArray(shotAtBy)},
        {QStringLiteral("ordersThisPhase"), ordersThisPhase},
        {QStringLiteral("orderedBy"), orNull(orderedBy)},
        {QStringLiteral("movedOnInitiative"), movedOnInitiative},
        {QStringLiteral("orderLimit"), writeOrderLimit(orderLimit)},
        {QStringLiteral("mayChargeOnOrder"), mayChargeOnOrder},
        {QStringLiteral("evadedThisTurn"), evadedThisTurn},
        {QStringLiteral("homedBackThisTurn"), homedBackThisTurn},
        {QStringLiteral("permanentCommandPenalty"), permanentCommandPenalty},
        {QStringLiteral("immobilised"), immobilised},
        {QStringLiteral("cannotShootThisTurn"), cannotShootThisTurn},
        {QStringLiteral("doubleShootingThisTurn"), doubleShootingThisTurn},
        {QStringLiteral("shootingDiceFromNowOn"), orNull(shootingDiceFromNowOn)},
        {QStringLiteral("chargedThisTurn"), chargedThisTurn},
        {QStringLiteral("chargedBy"), numberArray(chargedBy)},
        {QStringLiteral("shotAtChargers"), numberArray(shotAtChargers)},
        {QStringLiteral("joinedUnit"), orNull(joinedUnit)},
        {QStringLiteral("inUnresolvedCombat"), inUnresolvedCombat},
        {QStringLiteral("advancedThisPhase"), advancedThisPhase},
        {QStringLiteral("cannotFightThisTurn"), cannotFightThisTurn},
        {QStringLiteral("doubleAttacksFirstRoundThisTurn"), doubleAttacksFirstRoundThisTurn},
        {QStringLiteral("spells"), spellsOn},
        {QStringLiteral("spellsThisTurn"), QJsonArray::fromStringList(spellsThisTurn)},
        {QStringLiteral("spellsCastThisTurn"), QJsonArray::fromStringList(spellsCastThisTurn)},
        {QStringLiteral("extraCastsThisTurn"), extraCastsThisTurn},
        {QStringLiteral("dispelBonusUsed"), dispelBonusUsed},
        {QStringLiteral("castBonusUsed"), castBonusUsed},
        {QStringLiteral("magicItemSpent"), magicItemSpent},
        {QStringLiteral("inFirstEngagement"), inFirstEngagement},
        {QStringLiteral("lostStand"), lostStand},
        {QStringLiteral("steadfastUsedThisTurn"), steadfastUsedThisTurn},
        {QStringLiteral("deviceSpent"), deviceSpent},
        {QStringLiteral("helmThisTurn"), helmThisTurn},
        {QStringLiteral("repeatSpellThisTurn"), repeatSpellThisTurn},
        {QStringLiteral("spellbound"), spellbound},
        {QStringLiteral("rulesUsed"), QJsonArray::fromStringList(rulesUsed)},
        {QStringLiteral("ruleEffects"), effects},
        {QStringLiteral("offTableScore"), orNull(offTableScore)},
        {QStringLiteral("advanceIsCharge"), advanceIsCharge},
        {QStringLiteral("engagedWith"), numberArray(engagedWith)},
        {QStringLiteral("combatRoundsThisPhase"), combatRoundsThisPhase},
        {QStringLiteral("spellsFailedThisTurn"), QJsonArray::fromStringList(spellsFailedThisTurn)},
        {QStringLiteral("spellsCancelledThisTurn"), QJsonArray::fromStringList(spellsCancelledThisTurn)},
    };
}

QJsonObject writeUnit(const Unit &unit)
{
    const auto &[id, profile, label, state, countsTowardsBreakPoint] = unit;
    QJsonObject written;
    ProfileJson::write(written, profile);
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("profile"), written},
                       {QStringLiteral("label"), label},
                       {QStringLiteral("state"), writeState(state)},
                       {QStringLiteral("countsTowardsBreakPoint"), countsTowardsBreakPoint}};
}

QJsonObject writeCommandPhase(const CommandPhaseState &phase)
{
    const auto &[ordersStarted, generalFailed, charactersStopped, orderingCharacter, charactersFinished, currentGroup] =
        phase;
    return QJsonObject{{QStringLiteral("ordersStarted"), ordersStarted},
                       {QStringLiteral("generalFailed"), generalFailed},
                       {QStringLiteral("charactersStopped"), numberArray(charactersStopped)},
                       {QStringLiteral("orderingCharacter"), orNull(orderingCharacter)},
                       {QStringLiteral("charactersFinished"), numberArray(charactersFinished)},
                       {QStringLiteral("currentGroup"), numberArray(currentGroup)}};
}

// ---- reading ----------------------------------------------------------------------------------

// Every field must be there: JsonReader's own readers take a missing field for its default.
void required(const R &r, const QJsonObject &o, const QString &path, const QString &key, const QString &what)
{
    if (!o.contains(key))
        r.expected(R::join(path, key), what, o.value(key));
}

bool flag(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    required(r, o, path, key, R::tr("true or false"));
    return r.flag(o, path, key, false);
}

// A flag every snapshot since format `since` holds; an older one may not, and then has `before`.
bool flagSince(const R &r, const QJsonObject &o, const QString &path, const QString &key, int version, int since,
               bool before)
{
    if (version < since && !o.contains(key))
        return before;
    return flag(r, o, path, key);
}

std::optional<int> numberOrNull(const R &r, const QJsonObject &o, const QString &path, const QString &key, int min,
                                int max)
{
    const QJsonValue v = o.value(key);
    if (v.isNull())
        return std::nullopt;
    if (!R::isWhole(v) || v.toInt() < min || v.toInt() > max)
        r.expected(R::join(path, key), BattleJson::tr("a whole number from %1 to %2, or null").arg(min).arg(max), v);
    return v.toInt();
}

template <typename E>
std::optional<E> keyedOrNull(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    const QJsonValue v = o.value(key);
    if (v.isNull())
        return std::nullopt;
    if (v.isString()) {
        if (const std::optional<E> value = enumFromKey<E>(v.toString()))
            return value;
    }
    r.expected(R::join(path, key), BattleJson::tr("one of %1, or null").arg(R::quoted(enumKeys<E>())), v);
}

std::optional<UnitId> unitIdOrNull(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    return numberOrNull(r, o, path, key, 1, Limits::UnitsInAction);
}

QList<UnitId> unitIds(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    required(r, o, path, key, R::tr("a list of whole numbers"));
    return r.ints(o, path, key, 1, Limits::UnitsInAction, Limits::UnitsInAction);
}

// Names of spells.
QStringList names(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    required(r, o, path, key, R::tr("a list of texts"));
    return r.texts(o, path, key, Limits::NameLength, MostPerGame);
}

// The fields a reader knows are those its writer writes: every one, always.
const QStringList &rulesetFields()
{
    static const QStringList fields = writeRuleset(Ruleset()).keys();
    return fields;
}

const QStringList &stateFields()
{
    static const QStringList fields = writeState(UnitState()).keys();
    return fields;
}

const QStringList &spellOnUnitFields()
{
    static const QStringList fields = writeSpellOnUnit(SpellOnUnit()).keys();
    return fields;
}

const QStringList &ruleEffectFields()
{
    static const QStringList fields = writeRuleEffect(RuleEffect()).keys();
    return fields;
}

const QStringList &unitFields()
{
    static const QStringList fields = writeUnit(Unit()).keys();
    return fields;
}

const QStringList &commandPhaseFields()
{
    static const QStringList fields = writeCommandPhase(CommandPhaseState()).keys();
    return fields;
}

const QStringList &battleFields()
{
    static const QStringList fields = BattleJson::toJson(Battle()).keys();
    return fields;
}

// `version`: snapshots before format 3 were written before the ruleset said what leaving the table
// does, and take their ruleset's value.
Ruleset readRuleset(const R &r, const QJsonObject &o, const QString &path, int version)
{
    r.onlyFields(o, path, rulesetFields());
    Ruleset ruleset;
    auto &[id, coverProtects, artilleryFullPaceCm, orderDistancePenalty, failedFirstOrderMovesHalfPace,
           maxOrdersPerUnit, blunderTable, blunderPenaltyOnWholeBrigade, steamTankTable, flameCannonTable,
           deathRocketTable, maxCombatRoundsPerPhase, onlyInfantrySupports, retreatShared, fallBackAtLeastLowestDie,
           helblasterFewOnes, stoneThrowersShootBlind, unitsLeavingTableDestroyed, fortifiedMovesHalfPace,
           clearViewToShootCm, firstTurnCommandBonus, advanceChargeBonus] = ruleset;
    id = r.keyed<RulesetId>(o, path, QStringLiteral("id"));
    coverProtects = r.keyed<CoverProtects>(o, path, QStringLiteral("coverProtects"));
    artilleryFullPaceCm = r.requiredInt(o, path, QStringLiteral("artilleryFullPaceCm"), 1, Limits::DistanceCm);
    orderDistancePenalty = r.keyed<OrderDistancePenalty>(o, path, QStringLiteral("orderDistancePenalty"));
    failedFirstOrderMovesHalfPace = flag(r, o, path, QStringLiteral("failedFirstOrderMovesHalfPace"));
    maxOrdersPerUnit = numberOrNull(r, o, path, QStringLiteral("maxOrdersPerUnit"), 1, MostPerGame);
    blunderTable = r.keyed<TableId>(o, path, QStringLiteral("blunderTable"));
    blunderPenaltyOnWholeBrigade = flag(r, o, path, QStringLiteral("blunderPenaltyOnWholeBrigade"));
    steamTankTable = r.keyed<TableId>(o, path, QStringLiteral("steamTankTable"));
    flameCannonTable = r.keyed<TableId>(o, path, QStringLiteral("flameCannonTable"));
    deathRocketTable = r.keyed<TableId>(o, path, QStringLiteral("deathRocketTable"));
    maxCombatRoundsPerPhase =
        numberOrNull(r, o, path, QStringLiteral("maxCombatRoundsPerPhase"), 1, Limits::CombatRounds);
    onlyInfantrySupports = flag(r, o, path, QStringLiteral("onlyInfantrySupports"));
    retreatShared = flag(r, o, path, QStringLiteral("retreatShared"));
    fallBackAtLeastLowestDie = flag(r, o, path, QStringLiteral("fallBackAtLeastLowestDie"));
    helblasterFewOnes = r.keyed<HelblasterFewOnes>(o, path, QStringLiteral("helblasterFewOnes"));
    stoneThrowersShootBlind = flag(r, o, path, QStringLiteral("stoneThrowersShootBlind"));
    unitsLeavingTableDestroyed = version >= 3 ? flag(r, o, path, QStringLiteral("unitsLeavingTableDestroyed"))
                                              : Ruleset::forId(id).unitsLeavingTableDestroyed;
    // Snapshots before format 4 were written before these options: the ruleset's own value, and the
    // optional rules off, as every game was played then.
    fortifiedMovesHalfPace = flagSince(r, o, path, QStringLiteral("fortifiedMovesHalfPace"), version, 4,
                                       Ruleset::forId(id).fortifiedMovesHalfPace);
    const QString clearView = QStringLiteral("clearViewToShootCm");
    clearViewToShootCm = version < 4 && !o.contains(clearView)
                             ? Ruleset::forId(id).clearViewToShootCm
                             : numberOrNull(r, o, path, clearView, 1, Limits::DistanceCm);
    firstTurnCommandBonus = flagSince(r, o, path, QStringLiteral("firstTurnCommandBonus"), version, 4, false);
    advanceChargeBonus = flagSince(r, o, path, QStringLiteral("advanceChargeBonus"), version, 4, false);
    return ruleset;
}

StandPositions readPositions(const R &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path, {QStringLiteral("open"), QStringLiteral("defended"), QStringLiteral("fortified")});
    StandPositions positions;
    auto &[open, defended, fortified] = positions;
    open = r.requiredInt(o, path, QStringLiteral("open"), 0, Limits::Stands);
    defended = r.requiredInt(o, path, QStringLiteral("defended"), 0, Limits::Stands);
    fortified = r.requiredInt(o, path, QStringLiteral("fortified"), 0, Limits::Stands);
    return positions;
}

std::optional<OrderLimit> readOrderLimit(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    const QJsonValue v = o.value(key);
    if (v.isNull())
        return std::nullopt;
    if (!v.isObject())
        r.expected(R::join(path, key), BattleJson::tr("an object, or null"), v);
    const QString at = R::join(path, key);
    const QJsonObject lo = v.toObject();
    r.onlyFields(lo, at, {QStringLiteral("limit"), QStringLiteral("cause")});
    OrderLimit orderLimit;
    auto &[limit, cause] = orderLimit;
    limit = r.keyed<MoveLimit>(lo, at, QStringLiteral("limit"));
    cause = r.keyed<MoveLimitCause>(lo, at, QStringLiteral("cause"));
    return orderLimit;
}

SpellOnUnit readSpellOnUnit(const R &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path, spellOnUnitFields());
    SpellOnUnit on;
    auto &[spell, wizard, state, value, endsTurn, endsSide, aura, rangeCm, onEnemies] = on;
    spell = r.text(o, path, QStringLiteral("spell"), Limits::NameLength);
    wizard = unitId(r, o, path, QStringLiteral("wizard"));
    state = r.keyed<SpellState>(o, path, QStringLiteral("state"));
    value = r.requiredInt(o, path, QStringLiteral("value"), -MostSpellValue, MostSpellValue);
    endsTurn = numberOrNull(r, o, path, QStringLiteral("endsTurn"), 1, MostPerGame);
    endsSide = r.side(o, path, QStringLiteral("endsSide"));
    aura = flag(r, o, path, QStringLiteral("aura"));
    rangeCm = r.requiredInt(o, path, QStringLiteral("rangeCm"), 0, Limits::DistanceCm);
    onEnemies = flag(r, o, path, QStringLiteral("onEnemies"));
    return on;
}

RuleEffect readRuleEffect(const R &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path, ruleEffectFields());
    RuleEffect effect;
    auto &[rule, from, attacks, ignoresTerror] = effect;
    rule = r.text(o, path, QStringLiteral("rule"), Limits::NameLength);
    from = unitId(r, o, path, QStringLiteral("from"));
    attacks = r.requiredInt(o, path, QStringLiteral("attacks"), 0, Limits::Attacks);
    ignoresTerror = flag(r, o, path, QStringLiteral("ignoresTerror"));
    return effect;
}

// The fields added to the format since its first version: a snapshot of format 1 was written before
// the list rules' powers were kept, and has none used; those before format 3 have no unit off the
// table; those before 4 come from games without the optional rules; those before 5 keep no
// contacts, no rounds fought and no failed spells (the units engaged then are asked of the players).
void readAddedSince(const R &r, const QJsonObject &o, const QString &path, int version, UnitState &s)
{
    if (version >= 2) {
        s.rulesUsed = names(r, o, path, QStringLiteral("rulesUsed"));
        const QJsonArray effects = r.objects(o, path, QStringLiteral("ruleEffects"), MostPerGame);
        for (qsizetype i = 0; i < effects.size(); ++i)
            s.ruleEffects.append(
                readRuleEffect(r, effects.at(i).toObject(), R::at(R::join(path, QStringLiteral("ruleEffects")), i)));
    }
    if (version >= 3) {
        required(r, o, path, QStringLiteral("offTableScore"), BattleJson::tr("a whole number or null"));
        s.offTableScore = numberOrNull(r, o, path, QStringLiteral("offTableScore"), -Limits::Stands, 6);
    }
    // Snapshots before format 4 come from games without the optional rules.
    s.advanceIsCharge = flagSince(r, o, path, QStringLiteral("advanceIsCharge"), version, 4, false);
    const auto since5 = [&](const QString &key) { return version >= 5 || o.contains(key); };
    if (since5(QStringLiteral("engagedWith")))
        s.engagedWith = unitIds(r, o, path, QStringLiteral("engagedWith"));
    if (since5(QStringLiteral("combatRoundsThisPhase")))
        s.combatRoundsThisPhase =
            r.requiredInt(o, path, QStringLiteral("combatRoundsThisPhase"), 0, Limits::CombatRounds);
    if (since5(QStringLiteral("spellsFailedThisTurn")))
        s.spellsFailedThisTurn = names(r, o, path, QStringLiteral("spellsFailedThisTurn"));
    if (since5(QStringLiteral("spellsCancelledThisTurn")))
        s.spellsCancelledThisTurn = names(r, o, path, QStringLiteral("spellsCancelledThisTurn"));
}

// `version`: the format the snapshot was written in; the fields added since are read by
// readAddedSince().
UnitState readState(const R &r, const QJsonObject &o, const QString &path, int version)
{
    r.onlyFields(o, path, stateFields());
    UnitState s;
    auto &[standsLeft, attachedStandsLeft, positions, hitsAccumulated, hitsTakenThisPhase, hitsConfusingSooner,
           hitsCarriedIntoCombat, confusion, engaged, hasShot, hasShotAgain, destroyed, shotAtBy, ordersThisPhase,
           orderedBy, movedOnInitiative, orderLimit, mayChargeOnOrder, evadedThisTurn, homedBackThisTurn,
           permanentCommandPenalty, immobilised, cannotShootThisTurn, doubleShootingThisTurn, shootingDiceFromNowOn,
           chargedThisTurn, chargedBy, shotAtChargers, joinedUnit, inUnresolvedCombat, advancedThisPhase,
           cannotFightThisTurn, doubleAttacksFirstRoundThisTurn, spells, spellsThisTurn, spellsCastThisTurn,
           extraCastsThisTurn, dispelBonusUsed, castBonusUsed, magicItemSpent, inFirstEngagement, lostStand,
           steadfastUsedThisTurn, deviceSpent, helmThisTurn, repeatSpellThisTurn, spellbound, rulesUsed, ruleEffects,
           offTableScore, advanceIsCharge, engagedWith, combatRoundsThisPhase, spellsFailedThisTurn,
           spellsCancelledThisTurn] = s;
    standsLeft = r.requiredInt(o, path, QStringLiteral("standsLeft"), 0, Limits::Stands);
    // Snapshots from before units had attached stands have none.
    attachedStandsLeft = r.optionalInt(o, path, QStringLiteral("attachedStandsLeft"), 0, 1).value_or(0);
    positions =
        readPositions(r, r.object(o, path, QStringLiteral("positions")), R::join(path, QStringLiteral("positions")));
    hitsAccumulated = r.requiredInt(o, path, QStringLiteral("hitsAccumulated"), 0, Limits::Hits);
    hitsTakenThisPhase = r.requiredInt(o, path, QStringLiteral("hitsTakenThisPhase"), 0, MostHitsPerGame);
    // Snapshots from before the Skull Chukka's hits were told apart have none.
    hitsConfusingSooner = r.optionalInt(o, path, QStringLiteral("hitsConfusingSooner"), 0, MostHitsPerGame).value_or(0);
    hitsCarriedIntoCombat = r.requiredInt(o, path, QStringLiteral("hitsCarriedIntoCombat"), 0, MostHitsPerGame);
    confusion = keyedOrNull<ConfusionCause>(r, o, path, QStringLiteral("confusion"));
    engaged = flag(r, o, path, QStringLiteral("engaged"));
    hasShot = flag(r, o, path, QStringLiteral("hasShot"));
    hasShotAgain = flag(r, o, path, QStringLiteral("hasShotAgain"));
    destroyed = keyedOrNull<DestroyedBy>(r, o, path, QStringLiteral("destroyed"));
    shotAtBy = unitIds(r, o, path, QStringLiteral("shotAtBy"));
    ordersThisPhase = r.requiredInt(o, path, QStringLiteral("ordersThisPhase"), 0, MostPerGame);
    orderedBy = unitIdOrNull(r, o, path, QStringLiteral("orderedBy"));
    movedOnInitiative = flag(r, o, path, QStringLiteral("movedOnInitiative"));
    orderLimit = readOrderLimit(r, o, path, QStringLiteral("orderLimit"));
    mayChargeOnOrder = flag(r, o, path, QStringLiteral("mayChargeOnOrder"));
    evadedThisTurn = flag(r, o, path, QStringLiteral("evadedThisTurn"));
    homedBackThisTurn = flag(r, o, path, QStringLiteral("homedBackThisTurn"));
    permanentCommandPenalty =
        r.requiredInt(o, path, QStringLiteral("permanentCommandPenalty"), -Limits::Command, MostPerGame);
    immobilised = flag(r, o, path, QStringLiteral("immobilised"));
    cannotShootThisTurn = flag(r, o, path, QStringLiteral("cannotShootThisTurn"));
    doubleShootingThisTurn = flag(r, o, path, QStringLiteral("doubleShootingThisTurn"));
    shootingDiceFromNowOn = numberOrNull(r, o, path, QStringLiteral("shootingDiceFromNowOn"), 0, Limits::Attacks);
    chargedThisTurn = flag(r, o, path, QStringLiteral("chargedThisTurn"));
    chargedBy = unitIds(r, o, path, QStringLiteral("chargedBy"));
    shotAtChargers = unitIds(r, o, path, QStringLiteral("shotAtChargers"));
    joinedUnit = unitIdOrNull(r, o, path, QStringLiteral("joinedUnit"));
    inUnresolvedCombat = flag(r, o, path, QStringLiteral("inUnresolvedCombat"));
    advancedThisPhase = flag(r, o, path, QStringLiteral("advancedThisPhase"));
    cannotFightThisTurn = flag(r, o, path, QStringLiteral("cannotFightThisTurn"));
    doubleAttacksFirstRoundThisTurn = flag(r, o, path, QStringLiteral("doubleAttacksFirstRoundThisTurn"));
    const QJsonArray spellsOn = r.objects(o, path, QStringLiteral("spells"), MostPerGame);
    for (qsizetype i = 0; i < spellsOn.size(); ++i)
        spells.append(readSpellOnUnit(r, spellsOn.at(i).toObject(), R::at(R::join(path, QStringLiteral("spells")), i)));
    spellsThisTurn = names(r, o, path, QStringLiteral("spellsThisTurn"));
    spellsCastThisTurn = names(r, o, path, QStringLiteral("spellsCastThisTurn"));
    extraCastsThisTurn = r.requiredInt(o, path, QStringLiteral("extraCastsThisTurn"), 0, MostPerGame);
    dispelBonusUsed = flag(r, o, path, QStringLiteral("dispelBonusUsed"));
    castBonusUsed = flag(r, o, path, QStringLiteral("castBonusUsed"));
    magicItemSpent = flag(r, o, path, QStringLiteral("magicItemSpent"));
    inFirstEngagement = flag(r, o, path, QStringLiteral("inFirstEngagement"));
    lostStand = flag(r, o, path, QStringLiteral("lostStand"));
    steadfastUsedThisTurn = flag(r, o, path, QStringLiteral("steadfastUsedThisTurn"));
    deviceSpent = flag(r, o, path, QStringLiteral("deviceSpent"));
    helmThisTurn = flag(r, o, path, QStringLiteral("helmThisTurn"));
    repeatSpellThisTurn = flag(r, o, path, QStringLiteral("repeatSpellThisTurn"));
    spellbound = flag(r, o, path, QStringLiteral("spellbound"));
    readAddedSince(r, o, path, version, s);
    return s;
}

Unit readUnit(const R &r, const QJsonObject &o, const QString &path, int version)
{
    r.onlyFields(o, path, unitFields());
    Unit unit;
    auto &[id, profile, label, state, countsTowardsBreakPoint] = unit;
    id = unitId(r, o, path, QStringLiteral("id"));
    const QString profilePath = R::join(path, QStringLiteral("profile"));
    const QJsonObject po = r.object(o, path, QStringLiteral("profile"));
    r.onlyFields(po, profilePath, ProfileJson::fields());
    profile = ProfileJson::read(r, po, profilePath);
    required(r, o, path, QStringLiteral("label"), R::tr("text"));
    label = r.anyText(o, path, QStringLiteral("label"), Limits::NameLength);
    const QString statePath = R::join(path, QStringLiteral("state"));
    state = readState(r, r.object(o, path, QStringLiteral("state")), statePath, version);
    countsTowardsBreakPoint = flag(r, o, path, QStringLiteral("countsTowardsBreakPoint"));
    // The state must be one a unit of this profile can be in (its stands, what its items used up), as
    // Battle::start checks every unit: UnitState::validate names its fields as the snapshot does.
    // But for its hits: the battle itself leaves a unit more hits than its Hits value, when a combat
    // left unresolved (Revolution) keeps them into the next turn after the spell that let its stands
    // take them has ended, and a snapshot keeps the battle as it is. Limits::Hits bounds them.
    for (const Error &problem : state.validate(profile)) {
        if (problem.field != QLatin1String("hitsAccumulated"))
            r.fail(R::join(statePath, problem.field), problem.message);
    }
    return unit;
}

CommandPhaseState readCommandPhase(const R &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path, commandPhaseFields());
    CommandPhaseState phase;
    auto &[ordersStarted, generalFailed, charactersStopped, orderingCharacter, charactersFinished, currentGroup] =
        phase;
    ordersStarted = flag(r, o, path, QStringLiteral("ordersStarted"));
    generalFailed = flag(r, o, path, QStringLiteral("generalFailed"));
    charactersStopped = unitIds(r, o, path, QStringLiteral("charactersStopped"));
    orderingCharacter = unitIdOrNull(r, o, path, QStringLiteral("orderingCharacter"));
    charactersFinished = unitIds(r, o, path, QStringLiteral("charactersFinished"));
    currentGroup = unitIds(r, o, path, QStringLiteral("currentGroup"));
    return phase;
}

} // namespace

QJsonObject BattleJson::toJson(const Battle &battle)
{
    const auto &[ruleset, armies, spells, armyKeys, firstSide, turn, activeSide, phase, command, movesChecked,
                 confusedAtCommandStart, concededBy] = battle;
    QJsonArray players;
    for (Side side : Side::both()) {
        QJsonArray units;
        for (const Unit &u : armies[side])
            units.append(writeUnit(u));
        QJsonArray spellList;
        for (const Spell &spell : spells[side])
            spellList.append(SpellJson::write(spell));
        players.append(QJsonObject{{QStringLiteral("units"), units},
                                   {QStringLiteral("spells"), spellList},
                                   {QStringLiteral("army"), armyKeys[side]}});
    }
    return QJsonObject{{QStringLiteral("format"), FormatVersion},
                       {QStringLiteral("kind"), kind()},
                       {QStringLiteral("ruleset"), writeRuleset(ruleset)},
                       {QStringLiteral("players"), players},
                       {QStringLiteral("firstPlayer"), firstSide.index()},
                       {QStringLiteral("turn"), turn},
                       {QStringLiteral("activePlayer"), activeSide.index()},
                       {QStringLiteral("phase"), enumKey(phase)},
                       {QStringLiteral("command"), writeCommandPhase(command)},
                       {QStringLiteral("movesChecked"), movesChecked},
                       {QStringLiteral("confusedAtCommandStart"), numberArray(confusedAtCommandStart)},
                       {QStringLiteral("concededBy"), concededBy ? QJsonValue(concededBy->index()) : QJsonValue()}};
}

QByteArray BattleJson::write(const Battle &battle)
{
    return QJsonDocument(toJson(battle)).toJson(QJsonDocument::Compact);
}

Battle BattleJson::fromJson(const JsonReader &r, const QJsonObject &o)
{
    // The version first: a snapshot of another version is refused as such, whatever its fields. One of
    // format 1 reads as it was written: no army's list, no list rule's power used.
    const int version = o.value(QStringLiteral("format")).toInt();
    if (version < 1 || version > FormatVersion)
        r.format(o, FormatVersion);
    const QJsonValue k = o.value(QStringLiteral("kind"));
    if (k.toString() != kind())
        r.expected(QStringLiteral("kind"), R::quoted({kind()}), k);
    r.onlyFields(o, QString(), battleFields());

    Battle battle;
    auto &[ruleset, armies, spells, armyKeys, firstSide, turn, activeSide, phase, command, movesChecked,
           confusedAtCommandStart, concededBy] = battle;
    ruleset = readRuleset(r, r.object(o, QString(), QStringLiteral("ruleset")), QStringLiteral("ruleset"), version);
    const QJsonArray players = r.objects(o, QString(), QStringLiteral("players"), 2);
    if (players.size() != 2)
        r.expected(QStringLiteral("players"), tr("two players"), players);
    // Where each unit number was first read, for the message when another unit has it too.
    QHash<UnitId, QString> numbered;
    for (Side side : Side::both()) {
        const QString path = R::at(QStringLiteral("players"), side.index());
        const QJsonObject p = players.at(side.index()).toObject();
        r.onlyFields(p, path, {QStringLiteral("units"), QStringLiteral("spells"), QStringLiteral("army")});
        const QString unitsPath = R::join(path, QStringLiteral("units"));
        const QJsonArray units = r.objects(p, path, QStringLiteral("units"), Limits::RosterUnits);
        for (qsizetype i = 0; i < units.size(); ++i) {
            const QString at = R::at(unitsPath, i);
            Unit unit = readUnit(r, units.at(i).toObject(), at, version);
            if (numbered.contains(unit.id))
                r.fail(R::join(at, QStringLiteral("id")),
                       tr("two units share the number %1 (the other is %2)").arg(unit.id).arg(numbered.value(unit.id)));
            numbered.insert(unit.id, at);
            armies[side].append(std::move(unit));
        }
        const QString spellsPath = R::join(path, QStringLiteral("spells"));
        const QJsonArray spellList = r.objects(p, path, QStringLiteral("spells"), Limits::ListEntries);
        for (qsizetype i = 0; i < spellList.size(); ++i)
            spells[side].append(SpellJson::read(r, spellList.at(i).toObject(), R::at(spellsPath, i)));
        if (version >= 2) {
            required(r, p, path, QStringLiteral("army"), R::tr("text"));
            armyKeys[side] = r.anyText(p, path, QStringLiteral("army"), Limits::NameLength);
        }
    }
    firstSide = r.side(o, QString(), QStringLiteral("firstPlayer"));
    turn = r.requiredInt(o, QString(), QStringLiteral("turn"), 1, MostPerGame);
    activeSide = r.side(o, QString(), QStringLiteral("activePlayer"));
    phase = r.keyed<Phase>(o, QString(), QStringLiteral("phase"));
    command = readCommandPhase(r, r.object(o, QString(), QStringLiteral("command")), QStringLiteral("command"));
    movesChecked = flag(r, o, QString(), QStringLiteral("movesChecked"));
    confusedAtCommandStart = unitIds(r, o, QString(), QStringLiteral("confusedAtCommandStart"));
    if (version >= 3) {
        required(r, o, QString(), QStringLiteral("concededBy"), tr("0, 1 or null"));
        if (!o.value(QStringLiteral("concededBy")).isNull())
            concededBy = r.side(o, QString(), QStringLiteral("concededBy"));
    }
    return battle;
}

Result<Battle> BattleJson::read(const QByteArray &json, const QString &where)
{
    // Snapshots are only ever read from the database: as wmassist stored them.
    const JsonReader r(where, Limits::Origin::Stored);
    return r.read<Battle>([&] { return fromJson(r, r.document(json)); });
}

} // namespace wm
