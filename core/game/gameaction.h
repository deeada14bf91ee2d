// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/buildingdamage.h"
#include "core/rules/combat.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/shooting.h"
#include "core/rules/side.h"
#include "core/rules/tables.h"
#include "core/rules/unitstate.h"
#include "core/rules/weapon.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <array>
#include <optional>
#include <string_view>
#include <type_traits>
#include <variant>

namespace wm {

// What a player did, as the game log keeps it: the inputs of one player action, naming units by
// their number in the battle. Together with the dice the action used, it is all that is needed to
// do it again, so a game is its rosters plus these, replayed in order.
//
// Each kind of action carries its `key`, the name files and the database know it by: it never
// changes, whatever the order of the alternatives of ActionInput.

// A character gives an order to a unit or a brigade (Command phase).
struct OrderAction
{
    static constexpr QLatin1StringView key{"order"};

    UnitId character = 0;
    QList<UnitId> units;
    int distanceCm = 0;
    bool enemyWithin20cm = false;
    bool denseTerrain = false;
    std::optional<UnitId> penaltyUnit;
    // Devices of power the player uses on this order (core/rules/command.h, OrderRequest).
    bool crownOfCommand = false;
    bool helmOfDominion = false;
    bool orbOfMajesty = false;
    bool sceptreOfSovereignty = false;
    // Enemy wizards whose aura (Sand Storm, Spite of Low'Key...) reaches the order, as the table shows.
    QList<UnitId> inAuraOf{};
    // The list rules whose question the players answered yes, by name (OrderRequest::said).
    QStringList rules{};

    bool operator==(const OrderAction &) const = default;
};

// A unit within 20 cm of the enemy moved on its own (Command phase, before any order), not saying
// how: what older games recorded. A charge or an evade on initiative is recorded as such.
struct InitiativeAction
{
    static constexpr QLatin1StringView key{"initiative"};

    UnitId unit = 0;

    bool operator==(const InitiativeAction &) const = default;
};

// Units charged into contact (Command phase): the chargers charged this turn, and every unit
// touched is engaged. On initiative (before any order) or by an order that let them move; several
// units of a brigade may charge together.
struct ChargeAction
{
    static constexpr QLatin1StringView key{"charge"};

    QList<UnitId> chargers;
    QList<UnitId> charged;
    bool onInitiative = false;
    // On initiative: how far the chargers stood from the nearest enemy they may not ignore, as the
    // players measured; games that did not record it have none.
    std::optional<int> nearestEnemyCm{};

    bool operator==(const ChargeAction &) const = default;
};

// A unit evades the closest enemy on initiative (Command phase, before any order); friends it
// bursts through are confused until the end of the phase.
struct EvadeAction
{
    static constexpr QLatin1StringView key{"evade"};

    UnitId unit = 0;
    QList<UnitId> burstThrough;
    // How far it stood from the nearest enemy it may not ignore, as the players measured; games
    // that did not record it have none.
    std::optional<int> nearestEnemyCm{};

    bool operator==(const EvadeAction &) const = default;
};

// A flyer more than 20 cm from every character homes back towards one before orders: a D6 × 10 cm.
struct HomeBackAction
{
    static constexpr QLatin1StringView key{"home-back"};

    UnitId unit = 0;
    // How far the flyer stood from the nearest character, as the players measured; games that did
    // not record it have none.
    std::optional<int> distanceCm{};

    bool operator==(const HomeBackAction &) const = default;
};

// A unit that advanced after its combat reached these enemy units (Combat phase): they are engaged
// and may shoot at it as at a charger; it has no charge bonus.
struct AdvanceAction
{
    static constexpr QLatin1StringView key{"advance"};

    UnitId unit = 0;
    QList<UnitId> contacted;

    bool operator==(const AdvanceAction &) const = default;
};

// A character joins a unit, or with none leaves the unit he was with.
struct JoinAction
{
    static constexpr QLatin1StringView key{"join"};

    UnitId character = 0;
    std::optional<UnitId> unit;

    bool operator==(const JoinAction &) const = default;
};

// A unit tests for confusion for one of the causes of the rules: confused at once, or on a 6 of a
// D6 (one die for each of `count` friends it forced to make way).
struct ConfusionTestAction
{
    static constexpr QLatin1StringView key{"confusion-test"};

    UnitId unit = 0;
    ConfusionCause cause = ConfusionCause::DrivenIntoImpassable;
    int count = 1;

    bool operator==(const ConfusionTestAction &) const = default;
};

struct ShooterInput
{
    UnitId unit = 0;
    int stands = 0;
    int standsCrossed = 0;
    std::optional<RangeBand> range;
    bool blind = false;
    std::optional<int> attacksGiven;
    bool bannerOfFortune = false; // the player re-rolls all its dice to hit with its banner
    bool attachedShoots = false;  // one of `stands` is its attached stand (Salamanders), with its own attacks

    bool operator==(const ShooterInput &) const = default;
};

// Units shoot at one target: in their own Shooting phase, or at chargers in the enemy's turn.
struct ShootAction
{
    static constexpr QLatin1StringView key{"shoot"};

    QList<ShooterInput> shooters;
    UnitId target = 0;
    ShotTiming timing = ShotTiming::ShootingPhase;
    bool targetInPath = false;
    // Where the target's stands stand as the table shows it, set on the target before the shot:
    // the position is part of what the player says happened, so it is recorded with the shot.
    std::optional<StandPositions> targetPositions{};
    // Friendly wizards whose aura reaches the target, as the player measured: it re-rolls its failed
    // saves against the shot (Aerial Shield).
    QList<UnitId> targetInAuraOf{};

    bool operator==(const ShootAction &) const = default;
};

// The phase ends with its housekeeping; drive backs go in the order the players chose first.
struct EndPhaseAction
{
    static constexpr QLatin1StringView key{"end-phase"};

    QList<UnitId> driveBackOrder;

    bool operator==(const EndPhaseAction &) const = default;
};

struct CombatUnitInput
{
    UnitId unit = 0;
    QList<FightingStand> stands;
    int supportingStands = 0;
    std::optional<UnitId> character;
    int characterStand = 0;
    bool bannerOfFortune = false; // the player re-rolls all its attack dice with its banner
    // Friendly wizards whose aura reaches it, as the player measured: it ignores terror (Tranquility
    // of Heaven).
    QList<UnitId> inAuraOf{};
    // The list rules whose question the players answered yes for it, by name: its own, its
    // character's, or another character's power used on it (CombatUnit::said).
    QStringList rules{};

    bool operator==(const CombatUnitInput &) const = default;
};

// One round of an engagement and what every unit did after it (Combat phase).
struct CombatAction
{
    static constexpr QLatin1StringView key{"combat"};

    PerSide<QList<CombatUnitInput>> sides;
    int round = 1;
    CombatCircumstances circumstances;
    QMap<UnitId, CombatChoice> choices;

    bool operator==(const CombatAction &) const = default;
};

// A roll on one of the special tables for a unit. `score` when the score came from another roll (the
// double a Flame Cannon rolled); `building` for damage to a building: what the unit's shooting hit
// and how often, and the app rolls the damage dice.
struct TableRollAction
{
    static constexpr QLatin1StringView key{"table-roll"};

    UnitId unit = 0;
    TableId table = TableId::GiantGoesWild;
    std::optional<int> score;
    std::optional<BuildingHits> building;

    bool operator==(const TableRollAction &) const = default;
};

// A unit confused for a reason only the table shows.
struct MarkConfusedAction
{
    static constexpr QLatin1StringView key{"mark-confused"};

    UnitId unit = 0;
    ConfusionCause cause = ConfusionCause::Other;

    bool operator==(const MarkConfusedAction &) const = default;
};

// Hits from something outside the resolvers (a spell, a scenario rule), struck as usual. In the
// Shooting phase they may count for drive backs, as shooting hits do.
struct StrikeHitsAction
{
    static constexpr QLatin1StringView key{"strike-hits"};

    UnitId unit = 0;
    int hits = 1;
    bool drivesBack = false;

    bool operator==(const StrikeHitsAction &) const = default;
};

// A wizard casts one of his army's spells (his side's Shooting phase, FACTS §7): at the units it
// falls on, maybe with an enemy character trying to cancel it as it is cast.
struct CastSpellAction
{
    static constexpr QLatin1StringView key{"cast-spell"};

    UnitId wizard = 0;
    QString spell; // its name in the army's spells
    QList<UnitId> targets;
    std::optional<UnitId> dispeller; // an enemy character within reach who tries to cancel it
    bool dispelBonus = false;        // with that character's once-a-battle bonus (the Anvil)
    // Devices of power (core/rules/magic.h, SpellRequest): the wizard's own, the dispeller's Scroll,
    // and an enemy carrying the Staff of Spellbinding who tries it if the cast fails.
    bool ringOfMagic = false;
    bool wandOfPower = false;
    bool rodOfRepetition = false;
    bool scrollOfDispelling = false;
    std::optional<UnitId> spellbinder{};
    // The wizard's own powers (SpellRequest): his once-a-battle bonus to cast, and a second roll
    // for a failed spell.
    bool castBonus = false;
    bool recast = false;
    // How far the dispeller stood from the wizard, as the players measured; games that did not
    // record it have none.
    std::optional<int> dispellerCm{};

    bool operator==(const CastSpellAction &) const = default;
};

// A unit moved off the table edge (a drive back, a fall back, a blunder, an order): destroyed, or in
// Warmaster off the table with its return roll (FACTS §11; core/rules/leavetable.h).
struct LeaveTableAction
{
    static constexpr QLatin1StringView key{"leave-table"};

    UnitId unit = 0;

    bool operator==(const LeaveTableAction &) const = default;
};

// An enemy moved through a character on his own (FACTS §6): he joins the friendly unit `joins`, up to
// 30 cm away (`distanceCm` as the players measured, if they did), or with none he is slain.
struct CharacterMovedThroughAction
{
    static constexpr QLatin1StringView key{"character-moved-through"};

    UnitId character = 0;
    std::optional<UnitId> joins;
    std::optional<int> distanceCm{};

    bool operator==(const CharacterMovedThroughAction &) const = default;
};

// A player concedes: the game ends, his opponent wins and he scores nothing (FACTS §8).
struct ConcedeAction
{
    static constexpr QLatin1StringView key{"concede"};

    Side side;

    bool operator==(const ConcedeAction &) const = default;
};

// A correction the players make by hand: each field given is set to that value.
struct CorrectionAction
{
    static constexpr QLatin1StringView key{"correction"};

    UnitId unit = 0;
    std::optional<StandPositions> positions; // stands left, and where they stand
    std::optional<int> hits;
    // Hits that count for its drive back at the end of this Shooting phase.
    std::optional<int> hitsTakenThisPhase;
    std::optional<int> hitsCarriedIntoCombat;
    std::optional<bool> confused; // confused for another reason (Other), or no longer confused
    std::optional<bool> engaged;
    std::optional<bool> destroyed; // removed from the table (as casualties), or put back
    std::optional<int> permanentCommandPenalty;
    // Whether the stand its list attached is among its stands left (1) or was the one lost (0).
    std::optional<int> attachedStandsLeft;

    bool operator==(const CorrectionAction &) const = default;
};

using ActionInput = std::variant<OrderAction, InitiativeAction, ChargeAction, ShootAction, EndPhaseAction, CombatAction,
                                 TableRollAction, MarkConfusedAction, StrikeHitsAction, CorrectionAction, EvadeAction,
                                 HomeBackAction, AdvanceAction, JoinAction, ConfusionTestAction, CastSpellAction,
                                 LeaveTableAction, CharacterMovedThroughAction, ConcedeAction>;

namespace detail {

// No two kinds of action may share a key: a file would read one as the other.
template <typename... Ts>
consteval bool keysAreDistinct(std::type_identity<std::variant<Ts...>>)
{
    const std::array<std::string_view, sizeof...(Ts)> keys{std::string_view(Ts::key.data(), size_t(Ts::key.size()))...};
    for (size_t i = 0; i < keys.size(); ++i) {
        for (size_t j = i + 1; j < keys.size(); ++j) {
            if (keys[i] == keys[j])
                return false;
        }
    }
    return true;
}

} // namespace detail

static_assert(detail::keysAreDistinct(std::type_identity<ActionInput>{}), "two kinds of action share a key");

// One entry of the game log: what the player did and every die it used, in the order rolled.
struct GameAction
{
    ActionInput input;
    QList<int> dice;
    // Rolls made while the action was put together and then thrown away, in the order rolled, each
    // marked discarded: kept so that the log holds every die, never read by the rules.
    QList<DiceRoll> discarded{};

    bool operator==(const GameAction &) const = default;
};

struct ActionText
{
    Q_DECLARE_TR_FUNCTIONS(ActionText)

public:
    // A stable key for files and the database: "order", "shoot", "end-phase"... the `key` of the
    // action's own kind.
    static QString key(const ActionInput &input);
    // Every kind's key, in the order of the alternatives of ActionInput.
    static const QStringList &keys();
};

} // namespace wm
