// SPDX-License-Identifier: GPL-3.0-or-later
// Battle snapshots (core/game/battlejson): every battle a long game passes through reads back equal to
// itself in both rulesets, and so do battles that set the fields games rarely reach; a read battle
// plays on as the one written; a damaged, foreign or other-version snapshot is refused at the field
// it is wrong at, and nothing it holds crashes the reader.

#include "tests/benchmarks/longgame.h"
#include "tests/core/metatypes.h"
#include "tests/core/testgames.h"
#include "tests/core/testspells.h"

#include "core/dice/randomdicesource.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/battlejson.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>
#include <variant>

using namespace wm;
using namespace wm::test;

namespace {

const QString Where = QStringLiteral("snapshot");

// ---- every field, by name ---------------------------------------------------------------------
//
// Each struct a battle holds, as a tuple of its fields taken by a structured binding that names them
// all: a field added to one stops this test from compiling until the battles below give it a value
// other than its default, so that a snapshot leaving it out fails the round trip.

auto fieldsOf(const Ruleset &r)
{
    const auto &[id, coverProtects, artilleryFullPaceCm, orderDistancePenalty, failedFirstOrderMovesHalfPace,
                 maxOrdersPerUnit, blunderTable, blunderPenaltyOnWholeBrigade, steamTankTable, flameCannonTable,
                 deathRocketTable, maxCombatRoundsPerPhase, onlyInfantrySupports, retreatShared,
                 fallBackAtLeastLowestDie, helblasterFewOnes, stoneThrowersShootBlind, unitsLeavingTableDestroyed,
                 fortifiedMovesHalfPace, clearViewToShootCm, firstTurnCommandBonus, advanceChargeBonus] = r;
    return std::tie(id, coverProtects, artilleryFullPaceCm, orderDistancePenalty, failedFirstOrderMovesHalfPace,
                    maxOrdersPerUnit, blunderTable, blunderPenaltyOnWholeBrigade, steamTankTable, flameCannonTable,
                    deathRocketTable, maxCombatRoundsPerPhase, onlyInfantrySupports, retreatShared,
                    fallBackAtLeastLowestDie, helblasterFewOnes, stoneThrowersShootBlind, unitsLeavingTableDestroyed,
                    fortifiedMovesHalfPace, clearViewToShootCm, firstTurnCommandBonus, advanceChargeBonus);
}

auto fieldsOf(const Unit &u)
{
    const auto &[id, profile, label, state, countsTowardsBreakPoint] = u;
    return std::tie(id, profile, label, state, countsTowardsBreakPoint);
}

auto fieldsOf(const SpellOnUnit &s)
{
    const auto &[spell, wizard, state, value, endsTurn, endsSide, aura, rangeCm, onEnemies] = s;
    return std::tie(spell, wizard, state, value, endsTurn, endsSide, aura, rangeCm, onEnemies);
}

auto fieldsOf(const CommandPhaseState &c)
{
    const auto &[ordersStarted, generalFailed, charactersStopped, orderingCharacter, charactersFinished, currentGroup] =
        c;
    return std::tie(ordersStarted, generalFailed, charactersStopped, orderingCharacter, charactersFinished,
                    currentGroup);
}

auto fieldsOf(const UnitState &s)
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
                 spellsFailedThisTurn, spellsCancelledThisTurn] = s;
    return std::tie(standsLeft, attachedStandsLeft, positions, hitsAccumulated, hitsTakenThisPhase, hitsConfusingSooner,
                    hitsCarriedIntoCombat, confusion, engaged, hasShot, hasShotAgain, destroyed, shotAtBy,
                    ordersThisPhase, orderedBy, movedOnInitiative, orderLimit, mayChargeOnOrder, evadedThisTurn,
                    homedBackThisTurn, permanentCommandPenalty, immobilised, cannotShootThisTurn,
                    doubleShootingThisTurn, shootingDiceFromNowOn, chargedThisTurn, chargedBy, shotAtChargers,
                    joinedUnit, inUnresolvedCombat, advancedThisPhase, cannotFightThisTurn,
                    doubleAttacksFirstRoundThisTurn, spells, spellsThisTurn, spellsCastThisTurn, extraCastsThisTurn,
                    dispelBonusUsed, castBonusUsed, magicItemSpent, inFirstEngagement, lostStand, steadfastUsedThisTurn,
                    deviceSpent, helmThisTurn, repeatSpellThisTurn, spellbound, rulesUsed, ruleEffects, offTableScore,
                    advanceIsCharge, engagedWith, combatRoundsThisPhase, spellsFailedThisTurn, spellsCancelledThisTurn);
}

template <typename Tuple, std::size_t... I>
QList<int> differingAt(const Tuple &a, const Tuple &b, std::index_sequence<I...>)
{
    QList<int> differing;
    ((std::get<I>(a) != std::get<I>(b) ? void(differing.append(int(I))) : void()), ...);
    return differing;
}

// The fields (by their place in the struct, from 0) in which `a` and `b` differ.
template <typename T>
QList<int> fieldsDiffering(const T &a, const T &b)
{
    const auto fa = fieldsOf(a);
    return differingAt(fa, fieldsOf(b), std::make_index_sequence<std::tuple_size_v<decltype(fa)>>{});
}

// The fields that every one of `values` leaves at its default.
template <typename T>
QList<int> fieldsNeverSet(const QList<T> &values)
{
    const T fresh{};
    QList<int> never;
    for (std::size_t i = 0; i < std::tuple_size_v<decltype(fieldsOf(fresh))>; ++i)
        never.append(int(i));
    for (const T &value : values) {
        for (int field : fieldsDiffering(value, fresh))
            never.removeAll(field);
    }
    return never;
}

QString describe(const QList<int> &fields)
{
    QStringList numbers;
    for (int field : fields)
        numbers.append(QString::number(field));
    return numbers.join(QStringLiteral(", "));
}

// Where two battles differ, as far as their public face shows it: "unit 5, state fields 40".
QString difference(const Battle &a, const Battle &b)
{
    if (!(a.ruleset() == b.ruleset()))
        return QStringLiteral("ruleset fields ") + describe(fieldsDiffering(a.ruleset(), b.ruleset()));
    for (Side side : Side::both()) {
        if (a.army(side).size() != b.army(side).size())
            return QStringLiteral("the number of units of side %1").arg(side.number());
        for (qsizetype i = 0; i < a.army(side).size(); ++i) {
            const Unit &ua = a.army(side).at(i);
            const Unit &ub = b.army(side).at(i);
            if (!(ua.state == ub.state))
                return QStringLiteral("unit %1, state fields %2")
                    .arg(ua.id)
                    .arg(describe(fieldsDiffering(ua.state, ub.state)));
            if (!(ua == ub))
                return QStringLiteral("unit %1, fields %2").arg(ua.id).arg(describe(fieldsDiffering(ua, ub)));
        }
        if (a.spells(side) != b.spells(side))
            return QStringLiteral("the spells of side %1").arg(side.number());
        if (a.armyKey(side) != b.armyKey(side))
            return QStringLiteral("the army list of side %1").arg(side.number());
    }
    if (!(a.commandPhase() == b.commandPhase()))
        return QStringLiteral("command phase fields ") + describe(fieldsDiffering(a.commandPhase(), b.commandPhase()));
    if (a.turn() != b.turn() || a.activeSide() != b.activeSide() || a.phase() != b.phase())
        return QStringLiteral("the turn, the side whose turn it is or the phase");
    if (a.movesChecked() != b.movesChecked())
        return QStringLiteral("whether moves are checked");
    if (a.concededBy() != b.concededBy())
        return QStringLiteral("the side that conceded");
    return QStringLiteral("the side that went first, or the units confused when the Command phase began");
}

// Empty when the battle reads back from its snapshot equal to itself, and the battle read writes the
// same bytes again; otherwise what went wrong.
QString roundTripProblem(const Battle &battle)
{
    const QByteArray written = BattleJson::write(battle);
    const Result<Battle> read = BattleJson::read(written, Where);
    if (!read)
        return read.error().message;
    if (!(read.value() == battle))
        return QStringLiteral("the battle read back differs: ") + difference(battle, read.value());
    if (BattleJson::write(read.value()) != written)
        return QStringLiteral("the battle read back writes another snapshot");
    return {};
}

// ---- battles that reach the rarely set fields -------------------------------------------------

Spell sandStorm()
{
    Spell s;
    s.name = QStringLiteral("Sand Storm");
    s.summary = QStringLiteral("Enemy units within range take -1 to their orders.");
    s.castRoll = 4;
    s.rangeCm = 30;
    s.target = SpellTarget::EnemiesInRange;
    s.aura = true;
    s.states = {{SpellState::OrderPenalty, -1, SpellDuration::StartOfCastersNextTurn}};
    return s;
}

// The lists' spells with their rarely set fields given values.
Spell stormOfStoneOnFootAndHorse()
{
    Spell s = stormOfStone();
    s.targetTypes = {UnitType::Infantry, UnitType::Cavalry};
    s.attacks = SpellAttacks{3, true, false, false, true};
    return s;
}

Spell gerroffInSight()
{
    Spell s = gerroff();
    s.needsSight = true;
    s.driveBack = SpellDriveBack{2, 5};
    s.playersApply = QStringLiteral("Move the unit back.");
    return s;
}

Spell teleportAsOrdered()
{
    Spell s = teleport();
    s.playersApply.clear();
    s.movesAsOrdered = true;
    s.regainsStand = true;
    s.rollSlaysStand = true;
    return s;
}

UnitProfile carrying(UnitProfile p, MagicItem item)
{
    p.magicItem = item;
    return p;
}

// The battles below are built with the battle's own calls: one that refuses stops the test at once.
void require(bool done, const char *what)
{
    if (!done)
        qFatal("The rare battle could not be built: %s", what);
}

namespace rare {
inline constexpr UnitId General = 1;     // the Helm of Dominion, spent; joined to the Knights
inline constexpr UnitId Knights = 2;     // a Battle Banner, in its first engagement
inline constexpr UnitId Wizard = 3;      // every once-a-battle power used, an aura on him
inline constexpr UnitId Halberdiers = 4; // a Banner of Steadfastness, used and spent
inline constexpr UnitId Archers = 5;     // a special rule with a value; everything a turn leaves on a unit
inline constexpr UnitId EnemyGeneral = 11;
inline constexpr UnitId Bowmen = 12;       // routed
inline constexpr UnitId EnemyKnights = 13; // not counted for the break point
inline constexpr UnitId Hero = 14;         // slain with the Bowmen he had joined
inline constexpr UnitId SteamTank = 15;    // destroyed by its own mishap
inline constexpr UnitId Swordsmen = 16;    // confused when its side's Command phase began
} // namespace rare

// A spell of the wizard's on a unit, ending with the Combat phase of `endsTurn` of `endsSide`.
SpellOnUnit spellOn(const QString &spell, SpellState state, int value, std::optional<int> endsTurn = std::nullopt,
                    Side endsSide = Side::first())
{
    SpellOnUnit on;
    on.spell = spell;
    on.wizard = rare::Wizard;
    on.state = state;
    on.value = value;
    on.endsTurn = endsTurn;
    on.endsSide = endsSide;
    return on;
}

// A ruleset that is neither game's: Revolution's options, with a pace and an order limit of its own.
Ruleset houseRules()
{
    Ruleset r = Ruleset::revolution();
    r.artilleryFullPaceCm = 15;
    r.maxOrdersPerUnit = 4;
    for (OptionalRule rule : Ruleset::optionalRules(RulesetId::Revolution))
        r.apply(rule);
    return r;
}

// A battle whose second side went first, `phasesEnded` phases in (6: the second side's Command phase
// of turn 2; 7: its Shooting phase), with units whose profiles and states set every field a unit can
// have, the spells of both sides and what the Command phase allowed so far.
Battle rareBattle(int phasesEnded)
{
    UnitProfile wizard = empireWizard();
    wizard.traits |= Trait::CastBonus | Trait::DispelBonus;
    wizard.traitValues = {{Trait::CastBonus, 2}};
    wizard.magicItem = MagicItem::RodOfRepetition;

    UnitProfile archersWithRule = archers();
    archersWithRule.traits |= Trait::OrderModifier;
    archersWithRule.traitValues = {{Trait::OrderModifier, -1}};
    SpecialRule stubborn;
    stubborn.name = QStringLiteral("Stubborn");
    stubborn.note = QStringLiteral("Harder to order; asked at each order.");
    stubborn.traits = Trait::OrderModifier;
    stubborn.breakPointBonus = 1;
    stubborn.attacks = 1;
    stubborn.asked = RuleMoment::Orders;
    stubborn.shown = ShownReason::Movement;
    stubborn.armyWide = true;
    archersWithRule.rules = {stubborn};

    UnitProfile swordsmen = halberdiers();
    swordsmen.name = QStringLiteral("Swordsmen");
    // With a stand of Skirmishers, whose traits and shots a snapshot must keep.
    swordsmen.stands = 4;
    swordsmen.attached = AttachedStand{.name = QStringLiteral("Skirmishers"),
                                       .combatAttacks = 4,
                                       .shootingAttacks = 2,
                                       .rangeCm = 15,
                                       .shootingAttacksAtChargers = 1,
                                       .traits = Trait::ArmourPiercing};

    QList<Unit> first{Unit::create(rare::General, carrying(empireGeneral(), MagicItem::HelmOfDominion)),
                      Unit::create(rare::Knights, carrying(knights(), MagicItem::BattleBanner)),
                      Unit::create(rare::Wizard, wizard, QStringLiteral("Wizard on foot")),
                      Unit::create(rare::Halberdiers, carrying(halberdiers(), MagicItem::BannerOfSteadfastness)),
                      Unit::create(rare::Archers, archersWithRule, QStringLiteral("Archers - blue"))};
    QList<Unit> second{Unit::create(rare::EnemyGeneral, empireGeneral()),
                       Unit::create(rare::Bowmen, bowmen()),
                       Unit::create(rare::EnemyKnights, carrying(knights(), MagicItem::BannerOfFortitude)),
                       Unit::create(rare::Hero, empireHero()),
                       Unit::create(rare::SteamTank, steamTankWithMalfunctions()),
                       Unit::create(rare::Swordsmen, swordsmen)};
    second[2].countsTowardsBreakPoint = false;
    Battle b = Battle::start(houseRules(), first, second, Side::second()).value();
    b.setSpells(Side::first(), {curse(), sandStorm(), teleportAsOrdered()});
    b.setSpells(Side::second(), {stormOfStoneOnFootAndHorse(), gerroffInSight()});

    ScriptedDiceSource none;
    for (int i = 0; i < phasesEnded; ++i) {
        if (i == 5) {
            // Confused as the second side's Command phase begins: it recovers at that phase's end.
            Unit confused = *b.unit(rare::Swordsmen);
            confused.state.confusion = ConfusionCause::DriveBackSix;
            require(!b.update({confused}), "the confused Swordsmen");
        }
        require(b.endPhase(none).ok(), "a phase's end");
    }

    QList<Unit> changed;
    {
        Unit u = *b.unit(rare::General);
        u.state.deviceSpent = true;
        u.state.helmThisTurn = true;
        u.state.joinedUnit = rare::Knights;
        u.state.orderedBy = std::nullopt;
        changed.append(u);
    }
    {
        Unit u = *b.unit(rare::Knights);
        u.state.inFirstEngagement = true;
        u.state.engaged = true;
        u.state.chargedThisTurn = true;
        u.state.inUnresolvedCombat = true;
        u.state.hitsAccumulated = 1;
        changed.append(u);
    }
    {
        Unit u = *b.unit(rare::Wizard);
        u.state.castBonusUsed = true;
        u.state.dispelBonusUsed = true;
        u.state.spellbound = true;
        u.state.spellsCastThisTurn = {QStringLiteral("Sand Storm"), QStringLiteral("Teleport")};
        u.state.extraCastsThisTurn = 1;
        u.state.repeatSpellThisTurn = true;
        SpellOnUnit aura = spellOn(QStringLiteral("Sand Storm"), SpellState::OrderPenalty, -1, 3, Side::second());
        aura.aura = true;
        aura.rangeCm = 30;
        aura.onEnemies = true;
        SpellOnUnit friendsAura = spellOn(QStringLiteral("Sand Storm"), SpellState::AttackBonusPerUnit, 1);
        friendsAura.aura = true;
        friendsAura.rangeCm = 20;
        friendsAura.onEnemies = false;
        u.state.spells = {aura, friendsAura};
        changed.append(u);
    }
    {
        Unit u = *b.unit(rare::Halberdiers);
        u.state.steadfastUsedThisTurn = true;
        u.state.magicItemSpent = true;
        u.state.lostStand = true;
        u.state.standsLeft = 2;
        u.state.positions = StandPositions{0, 1, 1};
        changed.append(u);
    }
    {
        // Everything a turn can leave on a unit, all at once.
        Unit u = *b.unit(rare::Archers);
        UnitState &s = u.state;
        s.standsLeft = 2;
        s.positions = StandPositions{1, 1, 0};
        s.hitsAccumulated = 2;
        s.hitsTakenThisPhase = 4;
        s.hitsConfusingSooner = 1;
        s.hitsCarriedIntoCombat = 1;
        s.confusion = ConfusionCause::FriendlyEvaders;
        s.hasShot = true;
        s.hasShotAgain = true;
        s.shotAtBy = {rare::Bowmen, rare::SteamTank};
        s.ordersThisPhase = 2;
        s.orderedBy = rare::General;
        s.movedOnInitiative = true;
        s.orderLimit = OrderLimit{MoveLimit::HalfPaceNoCharge, MoveLimitCause::Blunder};
        s.mayChargeOnOrder = true;
        s.evadedThisTurn = true;
        s.homedBackThisTurn = true;
        s.permanentCommandPenalty = 1;
        s.immobilised = true;
        s.cannotShootThisTurn = true;
        s.doubleShootingThisTurn = true;
        s.shootingDiceFromNowOn = 1;
        s.chargedBy = {rare::EnemyKnights};
        s.shotAtChargers = {rare::EnemyKnights};
        s.advancedThisPhase = true;
        s.cannotFightThisTurn = true;
        s.doubleAttacksFirstRoundThisTurn = true;
        s.spells = {spellOn(QStringLiteral("Curse"), SpellState::HalfPace, 0, 2, Side::first())};
        s.spellsThisTurn = {QStringLiteral("Curse")};
        s.rulesUsed = {QStringLiteral("Oathstone")};
        s.ruleEffects = {RuleEffect{QStringLiteral("Tomb King"), rare::General, 1, true}};
        s.offTableScore = -1;
        s.advanceIsCharge = true;
        s.engagedWith = {rare::EnemyKnights};
        s.combatRoundsThisPhase = 2;
        s.spellsFailedThisTurn = {QStringLiteral("Curse")};
        s.spellsCancelledThisTurn = {QStringLiteral("Curse")};
        changed.append(u);
    }
    {
        Unit u = *b.unit(rare::Bowmen);
        destroyUnit(u.state, DestroyedBy::Rout);
        changed.append(u);
    }
    {
        Unit u = *b.unit(rare::Hero);
        u.state.joinedUnit = rare::Bowmen;
        changed.append(u);
    }
    {
        Unit u = *b.unit(rare::SteamTank);
        destroyUnit(u.state, DestroyedBy::Mishap);
        changed.append(u);
    }
    {
        Unit u = *b.unit(rare::EnemyKnights);
        u.state.hitsAccumulated = 3; // a fourth hit on a stand, while its Banner of Fortitude works
        u.state.engaged = true;
        changed.append(u);
    }
    require(!b.update(changed), "the units' states");
    // The Hero goes with the Bowmen he had joined.
    require(b.slayCharactersWithTheirUnits() == QList<UnitId>{rare::Hero}, "the Hero slain with his unit");

    CommandPhaseState command;
    command.ordersStarted = true;
    command.generalFailed = true;
    command.charactersStopped = {rare::Hero};
    command.orderingCharacter = rare::EnemyGeneral;
    command.charactersFinished = {rare::Hero};
    command.currentGroup = {rare::EnemyKnights, rare::Swordsmen};
    b.setCommandPhase(command);
    b.setMovesChecked(false);
    b.setConcededBy(Side::first());
    b.setArmyKey(Side::first(), QStringLiteral("empire"));
    b.setArmyKey(Side::second(), QStringLiteral("bretonnia"));
    return b;
}

QList<Battle> rareBattles()
{
    return {rareBattle(6), rareBattle(7)};
}

// ---- editing a snapshot -----------------------------------------------------------------------

using Step = std::variant<QString, qsizetype>;

// "players[0].units[4].state" as its steps: "players", 0, "units", 4, "state".
QList<Step> stepsOf(const QString &path)
{
    static const QRegularExpression part(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    QList<Step> steps;
    for (QRegularExpressionMatchIterator it = part.globalMatch(path); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!m.captured(1).isEmpty())
            steps.append(m.captured(1));
        else
            steps.append(m.captured(2).toLongLong());
    }
    return steps;
}

// `node` with the value at `steps` replaced by `value`, or taken out when `value` is undefined.
QJsonValue replaced(const QJsonValue &node, QList<Step> steps, const QJsonValue &value)
{
    if (steps.isEmpty())
        return value;
    const Step step = steps.takeFirst();
    if (const QString *key = std::get_if<QString>(&step)) {
        QJsonObject o = node.toObject();
        const QJsonValue inner = replaced(o.value(*key), steps, value);
        if (inner.isUndefined())
            o.remove(*key);
        else
            o.insert(*key, inner);
        return o;
    }
    QJsonArray a = node.toArray();
    const qsizetype i = std::get<qsizetype>(step);
    const QJsonValue inner = replaced(a.at(i), steps, value);
    if (inner.isUndefined())
        a.removeAt(i);
    else
        a.replace(i, inner);
    return a;
}

QJsonValue valueAt(QJsonValue node, const QString &path)
{
    for (const Step &step : stepsOf(path)) {
        if (const QString *key = std::get_if<QString>(&step))
            node = node.toObject().value(*key);
        else
            node = node.toArray().at(std::get<qsizetype>(step));
    }
    return node;
}

QByteArray edited(const Battle &battle, const QString &path, const QJsonValue &value)
{
    const QJsonValue whole = replaced(BattleJson::toJson(battle), stepsOf(path), value);
    return QJsonDocument(whole.toObject()).toJson(QJsonDocument::Compact);
}

const QJsonValue Removed = QJsonValue(QJsonValue::Undefined);

// Where a rare battle (in its Command phase) keeps each enum the snapshot itself writes.
template <typename E>
void addKeyRows(const char *name, const QString &path)
{
    for (const QString &key : enumKeys<E>())
        QTest::addRow("%s %s", name, qPrintable(key)) << path << key;
}

} // namespace

class TestBattleJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyBattleOfALongGameReadsBack_data();
    void everyBattleOfALongGameReadsBack();
    void everyBattleOfTheDemoGameReadsBack_data();
    void everyBattleOfTheDemoGameReadsBack();
    void rareBattlesSetEveryField();
    void rareBattlesReadBack();
    void aReadBattlePlaysOnAsTheOneWritten();
    void hitsKeptPastTheSpellThatAllowedThem();
    void everyKeyReadsBack_data();
    void everyKeyReadsBack();
    void keysPinned_data();
    void keysPinned();
    void refused_data();
    void refused();
    void formatOneStillReads();
    void damagedSnapshotsNeverCrash();
    void sizeAndSpeed();

private:
    // The long games: two armies of 20 units played for 1,000 actions, in each ruleset.
    std::map<RulesetId, Game> m_long;
};

void TestBattleJson::initTestCase()
{
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        GameSetup setup = bench::twentyUnitsASide();
        setup.ruleset = ruleset;
        for (Roster &roster : setup.rosters)
            roster.ruleset = ruleset;
        bench::Player player(Game::start(setup).value(), 1000);
        player.play();
        QCOMPARE(player.game().actions().size(), 1000);
        m_long.emplace(ruleset, player.game());
    }
}

void TestBattleJson::everyBattleOfALongGameReadsBack_data()
{
    QTest::addColumn<RulesetId>("ruleset");
    QTest::newRow("warmaster") << RulesetId::Warmaster;
    QTest::newRow("revolution") << RulesetId::Revolution;
}

void TestBattleJson::everyBattleOfALongGameReadsBack()
{
    QFETCH(RulesetId, ruleset);
    const Game &whole = m_long.at(ruleset);
    Game game = Game::start(whole.setup()).value();
    QCOMPARE(roundTripProblem(game.battle()), QString());
    int confused = 0;
    int destroyed = 0;
    for (qsizetype i = 0; i < whole.actions().size(); ++i) {
        QVERIFY(game.redo(whole.actions().at(i)) == std::nullopt);
        const QString problem = roundTripProblem(game.battle());
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("after action %1: %2").arg(i + 1).arg(problem)));
        for (Side side : Side::both()) {
            for (const Unit &u : game.battle().army(side)) {
                confused += u.state.isConfused() ? 1 : 0;
                destroyed += u.state.isDestroyed() ? 1 : 0;
            }
        }
    }
    QVERIFY(game.battle() == whole.battle());
    // The game went through what a snapshot must keep: turns, confusion, losses.
    QVERIFY(whole.battle().turn() > 10);
    QVERIFY(confused > 0);
    QVERIFY(destroyed > 0);
}

void TestBattleJson::everyBattleOfTheDemoGameReadsBack_data()
{
    everyBattleOfALongGameReadsBack_data();
}

void TestBattleJson::everyBattleOfTheDemoGameReadsBack()
{
    QFETCH(RulesetId, ruleset);
    Game game = Game::start(demoSetup(ruleset)).value();
    QCOMPARE(roundTripProblem(game.battle()), QString());
    for (const GameAction &action : demoActions()) {
        QVERIFY(game.redo(action) == std::nullopt);
        QCOMPARE(roundTripProblem(game.battle()), QString());
    }
}

void TestBattleJson::rareBattlesSetEveryField()
{
    // Between them the rare battles give every field of everything a battle holds a value other
    // than its default, so that a field a snapshot dropped would come back different.
    QList<Unit> units;
    QList<UnitState> states;
    QList<SpellOnUnit> spells;
    QList<CommandPhaseState> commands;
    for (const Battle &b : rareBattles()) {
        for (Side side : Side::both()) {
            for (const Unit &u : b.army(side)) {
                units.append(u);
                states.append(u.state);
                spells.append(u.state.spells);
            }
        }
        commands.append(b.commandPhase());
        QCOMPARE(fieldsNeverSet(QList<Ruleset>{b.ruleset()}), QList<int>());
        QCOMPARE(b.ruleset() == Ruleset::revolution(), false);
        QVERIFY(b.spells(Side::first()).size() + b.spells(Side::second()).size() == 5);
        // The second side went first, and it is its turn 2.
        QCOMPARE(b.activeSide(), Side::second());
        QCOMPARE(b.turn(), 2);
        QCOMPARE(b.opponentsNextTurn(Side::second()), 2);
        QVERIFY(!b.movesChecked());
        QCOMPARE(b.concededBy(), std::optional<Side>(Side::first()));
    }
    QVERIFY2(fieldsNeverSet(units).isEmpty(),
             qPrintable(QStringLiteral("Unit: %1").arg(describe(fieldsNeverSet(units)))));
    QVERIFY2(fieldsNeverSet(states).isEmpty(),
             qPrintable(QStringLiteral("UnitState: %1").arg(describe(fieldsNeverSet(states)))));
    QVERIFY2(fieldsNeverSet(spells).isEmpty(),
             qPrintable(QStringLiteral("SpellOnUnit: %1").arg(describe(fieldsNeverSet(spells)))));
    QVERIFY2(fieldsNeverSet(commands).isEmpty(),
             qPrintable(QStringLiteral("CommandPhaseState: %1").arg(describe(fieldsNeverSet(commands)))));
    QCOMPARE(rareBattle(6).phase(), Phase::Command);
    QCOMPARE(rareBattle(7).phase(), Phase::Shooting);
    // Every option of a ruleset differs between the two games, but for the optional rules, which are
    // off in both unless chosen: so the long games set each both ways.
    Ruleset revolution = Ruleset::revolution();
    for (OptionalRule rule : Ruleset::optionalRules(RulesetId::Revolution))
        revolution.apply(rule);
    QCOMPARE(fieldsNeverSet(QList<Ruleset>{revolution}), QList<int>());
    QVERIFY(Ruleset::optionalRules(RulesetId::Warmaster).isEmpty());
    QCOMPARE(Ruleset(), Ruleset::warmaster());
}

void TestBattleJson::rareBattlesReadBack()
{
    for (const Battle &b : rareBattles())
        QCOMPARE(roundTripProblem(b), QString());
    // And each unit alone, so that a difference is found with its unit.
    const Battle b = rareBattle(7);
    for (Side side : Side::both()) {
        for (const Unit &u : b.army(side)) {
            const auto read = BattleJson::read(BattleJson::write(b), Where);
            QVERIFY(read);
            QVERIFY2(*read->unit(u.id) == u, qPrintable(u.displayName()));
        }
    }
}

void TestBattleJson::aReadBattlePlaysOnAsTheOneWritten()
{
    // The units confused when the Command phase began recover at its end; the others wait for their
    // own next one. Then both battles play on with the same dice and stay equal, phase by phase.
    for (const Battle &original : rareBattles()) {
        Battle written = original;
        Battle read = BattleJson::read(BattleJson::write(original), Where).value();
        QRandomGenerator writtenRng(7);
        QRandomGenerator readRng(7);
        RandomDiceSource writtenDice(&writtenRng);
        RandomDiceSource readDice(&readRng);
        for (int i = 0; i < 9; ++i) {
            const bool commandPhase = written.phase() == Phase::Command;
            const Result<PhaseEnd> a = written.endPhase(writtenDice);
            const Result<PhaseEnd> b = read.endPhase(readDice);
            QVERIFY(a.ok() && b.ok());
            QVERIFY(a.value() == b.value());
            QVERIFY(written == read);
            if (commandPhase && i == 0)
                QVERIFY(a->confusionCleared.contains(rare::Swordsmen));
        }
    }
}

void TestBattleJson::hitsKeptPastTheSpellThatAllowedThem()
{
    // Ogres in a combat left unresolved (Revolution) with 4 hits, as Troll Guts let each stand take 5:
    // the spell ends with the Combat phase, and the hits go on into the next turn, more than the Hits
    // value a unit is otherwise refused with. The snapshot keeps them.
    UnitProfile ogres = profile(QStringLiteral("Ogres"), UnitType::Infantry, 4, std::nullopt, 4, Armour::saveOn(5));
    Battle b = Battle::start(Ruleset::revolution(), {unit(1, ogres)}, {unit(11, knights())}).value();
    ScriptedDiceSource none;
    QVERIFY(b.endPhase(none).ok());
    QVERIFY(b.endPhase(none).ok());
    Unit u = *b.unit(1);
    SpellOnUnit guts;
    guts.spell = QStringLiteral("Troll Guts");
    guts.wizard = 1;
    guts.state = SpellState::HitsBonusPerStand;
    guts.value = 1;
    guts.endsTurn = 1;
    guts.endsSide = Side::first();
    u.state.spells = {guts};
    u.state.engaged = true;
    u.state.inUnresolvedCombat = true;
    u.state.hitsAccumulated = 4;
    QVERIFY(!b.update({u}));
    QCOMPARE(roundTripProblem(b), QString());
    const auto ended = b.endPhase(none);
    QVERIFY(ended && ended->spellsEnded.size() == 1);
    QCOMPARE(b.unit(1)->state.hitsAccumulated, 4);
    QVERIFY(!b.unit(1)->state.validate(b.unit(1)->profile).isEmpty());
    QCOMPARE(roundTripProblem(b), QString());
}

void TestBattleJson::everyKeyReadsBack_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("key");
    addKeyRows<RulesetId>("ruleset", QStringLiteral("ruleset.id"));
    addKeyRows<CoverProtects>("cover", QStringLiteral("ruleset.coverProtects"));
    addKeyRows<OrderDistancePenalty>("order distance", QStringLiteral("ruleset.orderDistancePenalty"));
    addKeyRows<TableId>("blunder table", QStringLiteral("ruleset.blunderTable"));
    addKeyRows<TableId>("steam tank table", QStringLiteral("ruleset.steamTankTable"));
    addKeyRows<TableId>("flame cannon table", QStringLiteral("ruleset.flameCannonTable"));
    addKeyRows<TableId>("death rocket table", QStringLiteral("ruleset.deathRocketTable"));
    addKeyRows<HelblasterFewOnes>("helblaster", QStringLiteral("ruleset.helblasterFewOnes"));
    addKeyRows<Phase>("phase", QStringLiteral("phase"));
    // The Archers (players[0].units[4]) and the routed Bowmen (players[1].units[1]).
    addKeyRows<ConfusionCause>("confusion", QStringLiteral("players[0].units[4].state.confusion"));
    addKeyRows<DestroyedBy>("destroyed", QStringLiteral("players[1].units[1].state.destroyed"));
    addKeyRows<MoveLimit>("move limit", QStringLiteral("players[0].units[4].state.orderLimit.limit"));
    addKeyRows<MoveLimitCause>("move limit cause", QStringLiteral("players[0].units[4].state.orderLimit.cause"));
    addKeyRows<SpellState>("spell state", QStringLiteral("players[0].units[4].state.spells[0].state"));
}

void TestBattleJson::everyKeyReadsBack()
{
    QFETCH(QString, path);
    QFETCH(QString, key);
    const Battle b = rareBattle(6);
    const auto read = BattleJson::read(edited(b, path, key), Where);
    QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
    QCOMPARE(valueAt(BattleJson::toJson(read.value()), path).toString(), key);
    QCOMPARE(roundTripProblem(read.value()), QString());
}

void TestBattleJson::keysPinned_data()
{
    // The keys of the ruleset's options, which only snapshots write (the others are pinned in
    // tst_enumkeys).
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("pinned");
    QTest::newRow("CoverProtects") << enumKeys<CoverProtects>()
                                   << QStringList{QStringLiteral("any-unit"),
                                                  QStringLiteral("infantry-and-artillery-only")};
    QTest::newRow("OrderDistancePenalty")
        << enumKeys<OrderDistancePenalty>()
        << QStringList{QStringLiteral("per-full-20-cm"), QStringLiteral("per-20-cm-or-part-beyond-20-cm"),
                       QStringLiteral("per-20-cm-or-part-to-80-cm-then-per-full-20-cm")};
    QTest::newRow("HelblasterFewOnes") << enumKeys<HelblasterFewOnes>()
                                       << QStringList{QStringLiteral("subtract-from-hits"),
                                                      QStringLiteral("no-effect")};
}

void TestBattleJson::keysPinned()
{
    QFETCH(QStringList, keys);
    QTEST(keys, "pinned");
}

void TestBattleJson::refused_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("message");
    const QString archers = QStringLiteral("players[0].units[4]");
    auto oneOf = [](const QStringList &keys, bool orNull) {
        return QStringLiteral("expected one of %1%2")
            .arg(JsonReader::quoted(keys), orNull ? QStringLiteral(", or null") : QString());
    };

    QTest::newRow("another version") << QStringLiteral("format") << QJsonValue(6)
                                     << QStringLiteral("format: expected format version 5, found 6");
    QTest::newRow("no version") << QStringLiteral("format") << Removed
                                << QStringLiteral("format: expected format version 5, found nothing");
    QTest::newRow("another kind of file")
        << QStringLiteral("kind") << QJsonValue(QStringLiteral("wmassist/game"))
        << QStringLiteral("kind: expected \"wmassist/battle\", found \"wmassist/game\"");

    QTest::newRow("missing: turn") << QStringLiteral("turn") << Removed
                                   << QStringLiteral("turn: expected a whole number from 1 to 100000, found nothing");
    QTest::newRow("missing: a unit's hits")
        << archers + QStringLiteral(".state.hitsAccumulated") << Removed
        << archers + QStringLiteral(".state.hitsAccumulated: expected a whole number from 0 to 400, found nothing");
    QTest::newRow("missing: a flag") << QStringLiteral("players[1].units[0].state.engaged") << Removed
                                     << QStringLiteral(
                                            "players[1].units[0].state.engaged: expected true or false, found nothing");
    QTest::newRow("missing: a list") << QStringLiteral("command.currentGroup") << Removed
                                     << QStringLiteral(
                                            "command.currentGroup: expected a list of whole numbers, found nothing");
    QTest::newRow("missing: a ruleset option")
        << QStringLiteral("ruleset.retreatShared") << Removed
        << QStringLiteral("ruleset.retreatShared: expected true or false, found nothing");
    QTest::newRow("missing: a null field") << archers + QStringLiteral(".state.joinedUnit") << Removed
                                           << archers + QStringLiteral(".state.joinedUnit: expected a whole number "
                                                                       "from 1 to 1000, or null, found nothing");
    QTest::newRow("missing: the spells") << QStringLiteral("players[1].spells") << Removed
                                         << QStringLiteral("players[1].spells: expected a list of objects, found "
                                                           "nothing");
    QTest::newRow("missing: the confused units")
        << QStringLiteral("confusedAtCommandStart") << Removed
        << QStringLiteral("confusedAtCommandStart: expected a list of whole numbers, found nothing");
    QTest::newRow("missing: a label") << archers + QStringLiteral(".label") << Removed
                                      << archers + QStringLiteral(".label: expected text, found nothing");
    QTest::newRow("missing: a player") << QStringLiteral("players[1]") << Removed
                                       << QStringLiteral("players: expected two players, found a list");

    QTest::newRow("wrong type: turn") << QStringLiteral("turn") << QJsonValue(QStringLiteral("2"))
                                      << QStringLiteral("turn: expected a whole number from 1 to 100000, found \"2\"");
    QTest::newRow("wrong type: a flag") << QStringLiteral("players[0].units[0].state.engaged") << QJsonValue(1)
                                        << QStringLiteral(
                                               "players[0].units[0].state.engaged: expected true or false, found 1");
    QTest::newRow("wrong type: a state") << QStringLiteral("players[0].units[0].state") << QJsonValue(QJsonArray())
                                         << QStringLiteral(
                                                "players[0].units[0].state: expected an object, found a list");
    QTest::newRow("wrong type: a unit number")
        << QStringLiteral("players[0].units[0].id") << QJsonValue(QJsonValue::Null)
        << QStringLiteral("players[0].units[0].id: expected a whole number "
                          "from 1 to 1000, found null");
    QTest::newRow("wrong type: a side") << QStringLiteral("firstPlayer") << QJsonValue(2)
                                        << QStringLiteral("firstPlayer: expected a whole number from 0 to 1, found 2");
    QTest::newRow("wrong type: a move limit")
        << archers + QStringLiteral(".state.orderLimit") << QJsonValue(QStringLiteral("no-move"))
        << archers + QStringLiteral(".state.orderLimit: expected an object, or null, found \"no-move\"");
    QTest::newRow("wrong type: a spell's side")
        << QStringLiteral("players[0].units[2].state.spells[0].endsSide") << QJsonValue(QStringLiteral("second"))
        << QStringLiteral(
               "players[0].units[2].state.spells[0].endsSide: expected a whole number from 0 to 1, found \"second\"");

    QTest::newRow("unknown key: phase") << QStringLiteral("phase") << QJsonValue(QStringLiteral("movement"))
                                        << QStringLiteral("phase: ") + oneOf(enumKeys<Phase>(), false) +
                                               QStringLiteral(", found \"movement\"");
    QTest::newRow("unknown key: ruleset") << QStringLiteral("ruleset.id") << QJsonValue(QStringLiteral("ancients"))
                                          << QStringLiteral("ruleset.id: ") + oneOf(enumKeys<RulesetId>(), false) +
                                                 QStringLiteral(", found \"ancients\"");
    QTest::newRow("unknown key: cover") << QStringLiteral("ruleset.coverProtects") << QJsonValue(QStringLiteral("all"))
                                        << QStringLiteral("ruleset.coverProtects: ") +
                                               oneOf(enumKeys<CoverProtects>(), false) +
                                               QStringLiteral(", found \"all\"");
    QTest::newRow("unknown key: confusion")
        << archers + QStringLiteral(".state.confusion") << QJsonValue(QStringLiteral("dizzy"))
        << archers + QStringLiteral(".state.confusion: ") + oneOf(enumKeys<ConfusionCause>(), true) +
               QStringLiteral(", found \"dizzy\"");
    QTest::newRow("unknown key: destroyed")
        << QStringLiteral("players[1].units[1].state.destroyed") << QJsonValue(QStringLiteral("eaten"))
        << QStringLiteral("players[1].units[1].state.destroyed: ") + oneOf(enumKeys<DestroyedBy>(), true) +
               QStringLiteral(", found \"eaten\"");
    QTest::newRow("unknown key: move limit")
        << archers + QStringLiteral(".state.orderLimit.limit") << QJsonValue(QStringLiteral("crawl"))
        << archers + QStringLiteral(".state.orderLimit.limit: ") + oneOf(enumKeys<MoveLimit>(), false) +
               QStringLiteral(", found \"crawl\"");
    QTest::newRow("unknown key: spell state") << archers + QStringLiteral(".state.spells[0].state") << QJsonValue(3)
                                              << archers + QStringLiteral(".state.spells[0].state: ") +
                                                     oneOf(enumKeys<SpellState>(), false) + QStringLiteral(", found 3");
    QTest::newRow("unknown key: unit type")
        << archers + QStringLiteral(".profile.type") << QJsonValue(QStringLiteral("dragon"))
        << archers + QStringLiteral(".profile.type: ") + oneOf(enumKeys<UnitType>(), false) +
               QStringLiteral(", found \"dragon\"");

    QTest::newRow("unknown field") << archers + QStringLiteral(".state.mood") << QJsonValue(QStringLiteral("happy"))
                                   << archers + QStringLiteral(".state.mood: not a field wmassist knows here");
    QTest::newRow("unknown field at the top") << QStringLiteral("lastOrder") << QJsonValue(QJsonObject())
                                              << QStringLiteral("lastOrder: not a field wmassist knows here");
    QTest::newRow("out of range: turn") << QStringLiteral("turn") << QJsonValue(0)
                                        << QStringLiteral("turn: expected a whole number from 1 to 100000, found 0");
    QTest::newRow("two units, one number")
        << QStringLiteral("players[1].units[0].id") << QJsonValue(1)
        << QStringLiteral("players[1].units[0].id: two units share the number 1 (the other is players[0].units[0])");
    QTest::newRow("a state its profile cannot have")
        << archers + QStringLiteral(".state.standsLeft") << QJsonValue(1)
        << archers + QStringLiteral(".state.positions: Positions: the stands in the open, defended and fortified "
                                    "add up to 2, but the unit has 1 left.");
    QTest::newRow("a profile that cannot be")
        << QStringLiteral("players[0].units[0].profile.stands") << QJsonValue(2)
        << QStringLiteral("players[0].units[0].profile.stands: Stands: a character is a single stand (was 2).");
    QTest::newRow("a spell that cannot be")
        << QStringLiteral("players[0].spells[0].castRoll") << QJsonValue(7)
        << QStringLiteral("players[0].spells[0].castRoll: expected a whole number from 1 to 6, found 7");
}

void TestBattleJson::refused()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, message);
    const Battle b = rareBattle(6);
    const auto read = BattleJson::read(edited(b, path, value), Where);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().message, QStringLiteral("snapshot: ") + message);
    // The error's field is the path the message names.
    QCOMPARE(read.error().field, message.left(message.indexOf(QStringLiteral(": "))));
}

void TestBattleJson::formatOneStillReads()
{
    // A snapshot written before the armies' list keys and the list rules' powers were kept reads as
    // the battle it was, with none of them.
    const Battle battle = rareBattle(6);
    QJsonObject o = BattleJson::toJson(battle);
    o.insert(QStringLiteral("format"), 1);
    QJsonArray players = o.value(QStringLiteral("players")).toArray();
    Battle expected = battle;
    QList<Unit> cleared;
    for (qsizetype p = 0; p < players.size(); ++p) {
        QJsonObject player = players.at(p).toObject();
        player.remove(QStringLiteral("army"));
        QJsonArray units = player.value(QStringLiteral("units")).toArray();
        for (qsizetype i = 0; i < units.size(); ++i) {
            QJsonObject unit = units.at(i).toObject();
            QJsonObject state = unit.value(QStringLiteral("state")).toObject();
            state.remove(QStringLiteral("rulesUsed"));
            state.remove(QStringLiteral("ruleEffects"));
            state.remove(QStringLiteral("offTableScore"));
            unit.insert(QStringLiteral("state"), state);
            units.replace(i, unit);
        }
        player.insert(QStringLiteral("units"), units);
        players.replace(p, player);
    }
    o.insert(QStringLiteral("players"), players);
    o.remove(QStringLiteral("concededBy"));
    QJsonObject ruleset = o.value(QStringLiteral("ruleset")).toObject();
    ruleset.remove(QStringLiteral("unitsLeavingTableDestroyed"));
    o.insert(QStringLiteral("ruleset"), ruleset);
    expected.setConcededBy(std::nullopt);
    for (Side side : Side::both()) {
        expected.setArmyKey(side, QString());
        for (Unit u : expected.army(side)) {
            u.state.rulesUsed.clear();
            u.state.ruleEffects.clear();
            u.state.offTableScore.reset();
            cleared.append(u);
        }
    }
    QVERIFY(!expected.update(cleared));
    const Result<Battle> read = BattleJson::read(QJsonDocument(o).toJson(), QStringLiteral("snapshot"));
    QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().message));
    QVERIFY2(read.value() == expected, qPrintable(difference(read.value(), expected)));
}

void TestBattleJson::damagedSnapshotsNeverCrash()
{
    const QByteArray whole = BattleJson::write(rareBattle(7));
    QVERIFY(BattleJson::read(QByteArray(), Where)
                .error()
                .message.startsWith(QStringLiteral("snapshot: not valid JSON at character 0")));
    QCOMPARE(BattleJson::read("[1, 2]", Where).error().message,
             QStringLiteral("snapshot: expected an object at the top of the file"));
    // Cut short anywhere, a snapshot is no JSON at all.
    for (qsizetype length = 0; length < whole.size(); length += 37)
        QVERIFY(!BattleJson::read(whole.left(length), Where).ok());
    // A byte changed anywhere is either refused or read whole: never a crash. A digit changed into
    // another may well give another battle, which is still one the reader checked.
    int refused = 0;
    for (qsizetype at = 0; at < whole.size(); at += 29) {
        for (char c : {'0', '9', '"', '-', 'x', '{', ']'}) {
            QByteArray damaged = whole;
            damaged[at] = c;
            const auto read = BattleJson::read(damaged, Where);
            if (!read)
                ++refused;
            else
                QCOMPARE(roundTripProblem(read.value()), QString());
        }
    }
    QVERIFY(refused > 0);
}

void TestBattleJson::sizeAndSpeed()
{
    // Not a test of speed, which depends on the build and the machine: the figures, for the record.
    const Game &game = m_long.at(RulesetId::Warmaster);
    const Battle &battle = game.battle();
    QCOMPARE(battle.army(Side::first()).size(), 20);
    QCOMPARE(battle.army(Side::second()).size(), 20);
    constexpr int Runs = 100;
    QList<qint64> writes;
    QList<qint64> reads;
    QByteArray written;
    for (int i = 0; i < Runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        written = BattleJson::write(battle);
        writes.append(timer.nsecsElapsed());
        timer.restart();
        const auto read = BattleJson::read(written, Where);
        reads.append(timer.nsecsElapsed());
        QVERIFY(read && read.value() == battle);
    }
    QElapsedTimer timer;
    timer.start();
    const auto replayed = Game::replay(game.setup(), game.actions());
    const qint64 replay = timer.nsecsElapsed();
    QVERIFY(replayed && replayed->battle() == battle);
    auto median = [](QList<qint64> times) {
        std::sort(times.begin(), times.end());
        return double(times.at(times.size() / 2)) / 1e6;
    };
    qInfo("Snapshot of two armies of 20 units after 1,000 actions: %lld bytes (%lld indented); write %.3f ms, "
          "read %.3f ms (median of %d); replaying the 1,000 actions instead: %.1f ms",
          qlonglong(written.size()),
          qlonglong(QJsonDocument(BattleJson::toJson(battle)).toJson(QJsonDocument::Indented).size()), median(writes),
          median(reads), Runs, double(replay) / 1e6);
}

QTEST_GUILESS_MAIN(TestBattleJson)

#include "tst_battlejson.moc"
