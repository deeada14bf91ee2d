// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/protection.h"
#include "core/rules/side.h"
#include "core/rules/spell.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace wm {

struct UnitProfile;
using UnitId = int;

enum class DestroyedBy
{
    Casualties,   // its last stand was removed
    Rout,         // driven back further than its full pace
    Mishap,       // its own machine or weapon failed it (a malfunction table)
    Retreat,      // its retreat from combat was blocked, or it is a unit that cannot retreat
    WithUnit,     // a character slain with the unit he had joined
    LeftTable,    // it left the table where the ruleset destroys such units (Revolution)
    MovedThrough, // a character on his own whom an enemy moved through, with no friend to join
};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<DestroyedBy> DestroyedByKeys[] = {
    {DestroyedBy::Casualties, "casualties"},
    {DestroyedBy::Rout, "rout"},
    {DestroyedBy::Mishap, "mishap"},
    {DestroyedBy::Retreat, "retreat"},
    {DestroyedBy::WithUnit, "with-unit"},
    {DestroyedBy::LeftTable, "left-table"},
    {DestroyedBy::MovedThrough, "moved-through"},
};
constexpr std::span<const EnumKey<DestroyedBy>> enumKeyTable(DestroyedBy)
{
    return DestroyedByKeys;
}

// Why a unit is confused: the eight causes of the rules (FACTS §5), a Giant gone wild walking through
// friends, and the players' own word. Friends burst through by evaders or walked through by a Giant
// recover at the end of that Command phase; every other cause lasts to the end of the unit's own
// next Command phase.
enum class ConfusionCause
{
    DriveBackSix,         // a 6 among its drive-back dice
    DrivenIntoImpassable, // driven back or falling back into terrain it cannot enter: confused on a 6
    DrivenIntoUnits,      // driven back or falling back into enemies or engaged units
    FriendlyEvaders,      // friends evading burst through it
    FallBackTooClose,     // it could not end a fall back 1 cm from enemies and engaged units
    ForcedFriendsAside,   // friends made way for it: a 6 on the die rolled for each friend moved
    DrivenIntoFriends,    // driven back into friends that did not or could not make way
    MadeWay,              // it made way for a friend: confused on a 6
    GiantWalkedThrough,   // a Giant gone wild walked through it
    Other,                // marked by the players for another reason
};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<ConfusionCause> ConfusionCauseKeys[] = {
    {ConfusionCause::DriveBackSix, "drive-back-six"},
    {ConfusionCause::DrivenIntoImpassable, "driven-into-impassable"},
    {ConfusionCause::DrivenIntoUnits, "driven-into-units"},
    {ConfusionCause::FriendlyEvaders, "friendly-evaders"},
    {ConfusionCause::FallBackTooClose, "fall-back-too-close"},
    {ConfusionCause::ForcedFriendsAside, "forced-friends-aside"},
    {ConfusionCause::DrivenIntoFriends, "driven-into-friends"},
    {ConfusionCause::MadeWay, "made-way"},
    {ConfusionCause::GiantWalkedThrough, "giant-walked-through"},
    {ConfusionCause::Other, "other"},
};
constexpr std::span<const EnumKey<ConfusionCause>> enumKeyTable(ConfusionCause)
{
    return ConfusionCauseKeys;
}

// What the Command phase still allows a unit after its orders, shown on its card.
enum class MoveLimit
{
    NoMove,           // it may not move this phase
    HalfPaceNoCharge, // it may move at half pace but may not charge
    NoFurtherOrders,  // it has moved as a table row said and takes no more orders this phase
};

inline constexpr EnumKey<MoveLimit> MoveLimitKeys[] = {
    {MoveLimit::NoMove, "no-move"},
    {MoveLimit::HalfPaceNoCharge, "half-pace-no-charge"},
    {MoveLimit::NoFurtherOrders, "no-further-orders"},
};
constexpr std::span<const EnumKey<MoveLimit>> enumKeyTable(MoveLimit)
{
    return MoveLimitKeys;
}

// Why its orders left it so.
enum class MoveLimitCause
{
    FailedOrder,      // its order failed
    GeneralDoubleSix, // the General rolled an unmodified 12
    Blunder,          // a row of the blunder table
    Malfunction,      // a row of the Steam Tank's malfunction table
};

inline constexpr EnumKey<MoveLimitCause> MoveLimitCauseKeys[] = {
    {MoveLimitCause::FailedOrder, "failed-order"},
    {MoveLimitCause::GeneralDoubleSix, "general-double-six"},
    {MoveLimitCause::Blunder, "blunder"},
    {MoveLimitCause::Malfunction, "malfunction"},
};
constexpr std::span<const EnumKey<MoveLimitCause>> enumKeyTable(MoveLimitCause)
{
    return MoveLimitCauseKeys;
}

struct OrderLimit
{
    MoveLimit limit = MoveLimit::NoMove;
    MoveLimitCause cause = MoveLimitCause::FailedOrder;

    bool operator==(const OrderLimit &) const = default;
};

// How many of a unit's stands stand in each kind of position.
struct StandPositions
{
    int open = 0;
    int defended = 0;
    int fortified = 0;

    int total() const { return open + defended + fortified; }
    int at(Protection protection) const;
    bool any(Protection protection) const { return at(protection) > 0; }
    // The least protected position that holds a stand; nothing when no stand is left.
    std::optional<Protection> leastProtected() const;
    std::optional<Protection> mostProtected() const;
    // Removes one stand from the least protected position: those go first (sources/003).
    void removeLeastProtected();

    bool operator==(const StandPositions &) const = default;
};

// A spell's lasting effect on a unit: the state it gives, until the end of the Combat phase of the
// turn it names (a turn number and whose turn), or with no end until the players end it.
struct SpellOnUnit
{
    QString spell; // its name, as the army list gives it
    UnitId wizard = 0;
    SpellState state = SpellState::HalfPace;
    int value = 0;
    std::optional<int> endsTurn{}; // with endsSide: the turn whose Combat phase ends it
    Side endsSide{};
    // On the wizard: the state holds for the units of the side it falls on while they are within
    // `rangeCm` of him, measured each time it matters (Sand Storm's -1 to orders).
    bool aura = false;
    int rangeCm = 0;
    bool onEnemies = true; // an aura over the wizard's enemies, or over his friends

    bool operator==(const SpellOnUnit &) const = default;
};

// A list rule's once-a-battle power at work on a unit until the end of that turn's Combat phase:
// attacks a stand and immunity to terror on those it fell on (the Tomb King's, the Oathstone's); on
// a character whose power is his own, only that it lasts (the Pay Wagon's Command, which his trait
// gives).
struct RuleEffect
{
    QString rule;    // the rule's name, as the list gives it
    UnitId from = 0; // the character whose power it is
    int attacks = 0;
    bool ignoresTerror = false;

    bool operator==(const RuleEffect &) const = default;
};

// What a unit has been through in the game so far: what the players used to mark with coloured dice.
struct UnitState
{
    Q_DECLARE_TR_FUNCTIONS(UnitState)

public:
    int standsLeft = 0;
    // Of standsLeft, the stand its list attached to it (profile.attached) when it is still there: 0
    // or 1. The owner chooses which stand goes as a casualty; the unit's own stands go first unless
    // the players say the attached one went instead (a quick edit).
    int attachedStandsLeft = 0;
    StandPositions positions; // sums to standsLeft
    int hitsAccumulated = 0;  // odd hits now on the unit, always fewer than its Hits value
    // Hits struck on it by shooting in this phase, including those that removed stands: one
    // drive-back die each at the end of the phase.
    int hitsTakenThisPhase = 0;
    // Of those, the hits scored by shooters whose drive-back dice confuse sooner (the Skull
    // Chukka): their dice are rolled apart at the end of the phase.
    int hitsConfusingSooner = 0;
    // Hits that count as struck in its first combat round (shot while charging, or shot while engaged).
    int hitsCarriedIntoCombat = 0;
    std::optional<ConfusionCause> confusion;
    bool engaged = false;
    bool hasShot = false;      // shot in its own Shooting phase this turn
    bool hasShotAgain = false; // shot a second time this turn, as a spell let it (Heaven's Fire)
    std::optional<DestroyedBy> destroyed;
    QList<UnitId> shotAtBy; // units that shot at it this phase: it is driven back from the closest

    // Command phase
    int ordersThisPhase = 0;         // orders it was given this phase, failed ones included
    std::optional<UnitId> orderedBy; // the character who gave them: no other may order it this phase
    bool movedOnInitiative = false;  // this turn: no orders for it
    // What its orders this phase left it; nothing while it may still be ordered and move as ordered.
    std::optional<OrderLimit> orderLimit;
    // Its last order this phase passed, or a row sent it at the enemy: it may charge.
    bool mayChargeOnOrder = false;
    bool evadedThisTurn = false;     // evaded on initiative
    bool homedBackThisTurn = false;  // a flyer that flew back towards a character before orders
    int permanentCommandPenalty = 0; // from blunders or a slain Steam Tank commander, for the rest of the game
    bool immobilised = false;        // for the rest of the game
    bool cannotShootThisTurn = false;
    bool doubleShootingThisTurn = false; // shoots with twice its attacks this turn
    // Its shooting attacks are rolled as this many D6 for the rest of the game (a weapon damaged by a
    // misfire); none while it shoots as its profile says.
    std::optional<int> shootingDiceFromNowOn;

    // Charges
    bool chargedThisTurn = false;
    // Enemy units that charged it or advanced into it this turn: it may shoot at each of them once.
    QList<UnitId> chargedBy;
    QList<UnitId> shotAtChargers; // those of them it has shot at

    // A character: the unit he has joined. He moves with it, and is slain if it is destroyed.
    std::optional<UnitId> joinedUnit;

    // Combat phase
    bool inUnresolvedCombat = false;  // Revolution: fought its rounds and goes on next turn, keeping its hits
    bool advancedThisPhase = false;   // a unit advances at most once a Combat phase
    bool cannotFightThisTurn = false; // rolls no attacks in combat this turn (a Giant gone wild)
    bool doubleAttacksFirstRoundThisTurn = false; // twice its attacks in its first round of combat this turn

    // Magic
    QList<SpellOnUnit> spells;  // lasting effects of spells on it
    QStringList spellsThisTurn; // spells that fell on it this turn: each only once a turn
    // A wizard: the spells he has cast this turn, and how many more he may still cast (a second
    // spell after a teleport, the Rod of Repetition).
    QStringList spellsCastThisTurn;
    int extraCastsThisTurn = 0;
    bool dispelBonusUsed = false; // its once-a-battle bonus to cancel a spell (the Anvil)
    bool castBonusUsed = false;   // its once-a-battle bonus to cast a spell (the War Altar)

    // Magic items (profile.magicItem): what the unit's item has used up. Banners and weapons:
    bool magicItemSpent = false;        // a once-a-battle item used, or a banner's first engagement over
    bool inFirstEngagement = false;     // Battle Banner, Banner of Fortitude: in the engagement they work for
    bool lostStand = false;             // Shielding and Steadfastness work until the unit first loses a stand
    bool steadfastUsedThisTurn = false; // Banner of Steadfastness: its one hit this turn ignored

    // Devices of power:
    // The device works no more: a once-a-battle item used, the Crown after its failed order, the
    // Staff after it spellbound a wizard.
    bool deviceSpent = false;
    bool helmThisTurn = false;        // the General wears the Helm of Dominion this turn: +1 Command
    bool repeatSpellThisTurn = false; // the Rod of Repetition gave a cast that may repeat a spell
    bool spellbound = false;          // a wizard spellbound by a Staff: -1 on every cast, for the battle

    // The army lists' rules: the once-a-battle powers it has used (the Tomb King's, the Oathstone,
    // the Pay Wagon), by the rule's name, and what such a power gives it now.
    QStringList rulesUsed{};
    QList<RuleEffect> ruleEffects{};

    // Off the table (Warmaster): it left the table and rolled this on the return table, a D6 less one
    // for each stand it had lost (FACTS §11). Nothing while it is on the table.
    std::optional<int> offTableScore{};
    // Its advance this phase fights with the charge bonus: the optional rule "advance-charge-bonus",
    // after every enemy of its combat was destroyed in the first round.
    bool advanceIsCharge = false;
    // The enemy units it touches in its engagement, from the charges and advances recorded and the
    // units the players set against each other in a round. A contact counts only while both units
    // hold it (engagements.h): a unit out of its fight forgets its enemies.
    QList<UnitId> engagedWith{};
    int combatRoundsThisPhase = 0; // rounds of its engagement fought in this Combat phase
    // A wizard: the spells he tried this turn whose cast failed, and those the enemy cancelled (both
    // also in spellsCastThisTurn).
    QStringList spellsFailedThisTurn{};
    QStringList spellsCancelledThisTurn{};

    bool isConfused() const { return confusion.has_value(); }
    bool under(SpellState state) const;
    // The sum of the values of the spells giving it `state` (a bonus, a penalty).
    int spellValue(SpellState state) const;
    bool isDestroyed() const { return destroyed.has_value(); }

    // A unit at full strength, every stand in the open.
    static UnitState fresh(const UnitProfile &profile);

    // Every way this state cannot belong to a unit of this profile, each naming its field.
    QList<Error> validate(const UnitProfile &profile) const;

    bool operator==(const UnitState &) const = default;
};

// What striking hits on a unit did.
struct HitsStruck
{
    int standsRemoved = 0;
    bool destroyed = false;

    bool operator==(const HitsStruck &) const = default;
};

// Strikes hits on a unit: each time its hits reach the Hits value a stand is removed at once,
// the least protected first, and the rest stays recorded; the last stand gone destroys it.
HitsStruck strikeHits(UnitState &state, int hitsValue, int hits);

// Keeps the attached stand among the stands left: when the unit is down to fewer stands than it
// counts attached, the attached stand is the one gone.
void keepAttachedWithinStands(UnitState &state);
// The same, and when stands come back beyond the unit's own the attached one is among them.
void keepAttachedWithinStands(UnitState &state, const UnitProfile &profile);

// Removes the whole unit at once (a rout, a mishap, a blocked retreat, a slain character).
void destroyUnit(UnitState &state, DestroyedBy cause);

// Confuses a unit for a reason only the table shows (driven into impassable terrain or other units).
void markConfused(UnitState &state, ConfusionCause cause);

struct ConfusionText
{
    Q_DECLARE_TR_FUNCTIONS(Confusion)

public:
    // The cause as a card and the history name it: "Driven back into impassable terrain".
    static QString cause(ConfusionCause cause);
    // When it ends: "until the end of this Command phase".
    static QString ends(ConfusionCause cause);
};

// Whether confusion from this cause needs a D6 (confused on a 6), or follows at once.
bool confusionNeedsRoll(ConfusionCause cause);
// The die that confuses when one is rolled.
inline constexpr int ConfusionTestScore = 6;
// Whether confusion from this cause ends with the Command phase in which it came (friends burst
// through by evaders or a Giant), rather than at the end of the unit's own next Command phase.
bool confusionEndsWithThisCommandPhase(ConfusionCause cause);

} // namespace wm
