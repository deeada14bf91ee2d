// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/ruleset.h"
#include "core/rules/tables.h"
#include "core/rules/unit.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// What the Command phase so far allows: who may still give orders, and whether initiative is over.
struct CommandPhaseState
{
    bool ordersStarted = false;      // once the first order is given, no more initiative moves
    bool generalFailed = false;      // a failed General ends all orders for the phase
    QList<UnitId> charactersStopped; // failed an order: no more orders from them this phase
    // The order of orders (FACTS §1.3): the character giving orders now, those who have finished
    // (another began after them), and the units of his current order or brigade, the only units he
    // has ordered that he may order again.
    std::optional<UnitId> orderingCharacter;
    QList<UnitId> charactersFinished;
    QList<UnitId> currentGroup;

    bool mayOrder(UnitId character) const { return !generalFailed && !charactersStopped.contains(character); }

    bool operator==(const CommandPhaseState &) const = default;
};

enum class OrderPenaltyKind
{
    Distance,      // by the farthest unit's distance, as the ruleset counts it (distancePenalty)
    EarlierOrders, // -1 per order the unit already had this phase
    EnemyNear,     // an enemy unit within 20 cm
    DenseTerrain,  // a stand in woods, buildings and the like
    Casualties,    // -1 per stand lost
    Permanent,     // carried from a blunder or a slain Steam Tank commander
    // A list rule of a unit of the brigade that makes it harder (Trolls) or easier to order, or of
    // the character giving the order (a Treeman Ancient ordering others, the Pay Wagon)
    UnitRule,
    Spell, // a unit of the brigade under a spell that makes it harder to order
    // Revolution's optional rule: +1 on a character's first order of the first turn (a bonus, so the
    // value is positive, and never past Command 10)
    FirstTurn,
};

struct OrderPenalty
{
    Q_DECLARE_TR_FUNCTIONS(OrderPenalty)

public:
    OrderPenaltyKind kind = OrderPenaltyKind::Distance;
    int value = 0;      // negative, but for a bonus
    int distanceCm = 0; // for the distance penalty: how far the farthest unit ordered is
    QString unitName;   // for a unit's own rule or a spell: the unit whose rule it is, or the spell is on
    QString spell;      // for a spell: its name

    QString name() const;
    // The penalty and its value as the order form and the walk-through show it: "Distance 45 cm −2",
    // "Second order this phase −1", "2 stands lost −2", "Spell on Knights (Traitor Kin) −1".
    QString describe() const;
    bool operator==(const OrderPenalty &) const = default;
};

// An enemy wizard's aura that reaches an order, as the players see it on the table: its penalty to
// orders (Sand Storm, Downpour), or doubles that blunder for a Hero or Wizard (Spite of Low'Key).
struct OrderAura
{
    QString wizard; // his name, for the penalty list
    SpellOnUnit spell;
};

struct OrderRequest
{
    Unit character;
    QList<Unit> units;            // one unit, or a brigade of up to four touching units
    int distanceCm = 0;           // from the character to the farthest unit ordered
    bool enemyWithin20cm = false; // near any unit of the brigade: only the table shows it
    bool denseTerrain = false;    // any stand of any unit in dense terrain
    // In a brigade, the unit that takes a blunder's permanent penalty where the ruleset lets the player
    // choose one (blunderPenaltyOnWholeBrigade off); the first if none.
    std::optional<UnitId> penaltyUnit;
    // The order of orders (a character finishes before another, never returns to a unit he left).
    bool checkSequence = true;
    // Devices of power the General uses on this order, each only when he carries it and it still
    // works: the Crown (his first order this turn at Command 10, no penalties), the Helm (+1 Command,
    // maximum 10, for this whole turn, chosen on his first order), the Orb (a failed order rolled
    // again as at Command 8) and the Sceptre (a double six on an order by him or another of his
    // characters is ignored and the order passes).
    bool crownOfCommand = false;
    bool helmOfDominion = false;
    bool orbOfMajesty = false;
    bool sceptreOfSovereignty = false;
    // The side's General when another character gives the order: the Sceptre is his.
    std::optional<Unit> general{};
    QList<OrderAura> auras{};
    // The list rules whose question the players answered yes on this order, by name: a power used
    // now (the Pay Wagon), or what only the table shows (Grail Pilgrims touching their Reliquae).
    QStringList said{};
    // Every unit of the ordering army: some questions are put only to an army that fields a rule.
    QList<Unit> army{};
    // The order is given in the battle's first turn (the optional rule "first-turn-command").
    bool firstTurn = false;
};

// The questions the list rules of the character and the units ordered put to the players on this
// order: a once-a-battle power not yet used, or what only the table shows; one a rule.
QList<RuleQuestion> orderQuestions(const OrderRequest &request);

enum class OrderVerdict
{
    Passed,           // the units move
    Failed,           // they do not move
    FailedHalfPace,   // a failed first order in Revolution: half pace, no charge
    GeneralDoubleSix, // a General's unmodified 12: they do not move at all
    Blunder,          // a Hero's or Wizard's unmodified 12: the blunder table's row says what happens
    Malfunction,      // a Steam Tank's double six: the malfunction table's row says what happens
};

// Keys for the game state (core/enumkeys.h).
inline constexpr EnumKey<OrderVerdict> OrderVerdictKeys[] = {
    {OrderVerdict::Passed, "passed"},
    {OrderVerdict::Failed, "failed"},
    {OrderVerdict::FailedHalfPace, "failed-half-pace"},
    {OrderVerdict::GeneralDoubleSix, "general-double-six"},
    {OrderVerdict::Blunder, "blunder"},
    {OrderVerdict::Malfunction, "malfunction"},
};
constexpr std::span<const EnumKey<OrderVerdict>> enumKeyTable(OrderVerdict)
{
    return OrderVerdictKeys;
}

struct OrderResult
{
    Q_DECLARE_TR_FUNCTIONS(OrderResult)

public:
    DiceRoll roll;   // the order roll; marked re-rolled when the Orb rolled it again
    int command = 0; // the character's Command value, as a device may set it
    QList<OrderPenalty> penalties;
    int needed = 0; // Command after penalties: the roll passes at this or less
    OrderVerdict verdict = OrderVerdict::Failed;
    std::optional<TableId> table;
    std::optional<DiceRoll> tableRoll;
    // Added to the table roll by a list rule (the Shogun's: -1 to his Daimyo's and Shugenja's blunders).
    int tableModifier = 0;
    std::optional<TableRow> row; // nothing where the table has no entry for the score
    // A double other than a double six made a blunder by a spell on the character: the spell's name.
    QString blunderSpell;
    // The Orb of Majesty: the second roll, at Command 8 with the same penalties, which counts.
    std::optional<DiceRoll> reRoll{};
    int reRollNeeded = 0;
    bool crownUsed = false;
    bool sceptreUsed = false; // a double six ignored: the table row, if rolled, does not apply
    // Characters whose device the order used up: the one giving it, the General with the Sceptre.
    QList<Unit> charactersAfter;
    QList<Unit> unitsAfter;
    CommandPhaseState phaseAfter;

    bool passed() const { return verdict == OrderVerdict::Passed; }
    // The roll that decided the order, and the score it needed: the Orb's re-roll when there is one.
    const DiceRoll &countedRoll() const { return reRoll ? *reRoll : roll; }
    int countedNeeded() const { return reRoll ? reRollNeeded : needed; }
    int totalPenalty() const;
    // The score read on the table: the roll with its modifier, never below the table's first row.
    int tableScore() const;
    QList<DiceRoll> rolls() const;
    // What happened and what the units may now do, in a sentence.
    QString summary() const;

    bool operator==(const OrderResult &) const = default;
};

// An order worked out before any dice: the penalties it will have and the score it needs, for the
// order form to show while the player is still saying what the table looks like.
struct OrderPreview
{
    Q_DECLARE_TR_FUNCTIONS(OrderPreview)

public:
    int command = 0; // the character's Command value
    QList<OrderPenalty> penalties;
    int needed = 0; // Command after penalties: the roll passes at this or less

    int totalPenalty() const;
    QString commandText() const; // "Command 9"
    QString neededText() const;  // "Needs 7 or less", or that no roll can pass
};

// The penalties and the score an order needs, exactly as resolveOrder() will count them, or why the
// order cannot be given; no dice are rolled.
Result<OrderPreview> previewOrder(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset);

// The devices of power an order by this character may use now: exactly those checkOrder() accepts.
// `general` is his side's General when he is not the General himself (the Sceptre is the General's).
struct OrderDevices
{
    bool crownOfCommand = false;
    bool helmOfDominion = false;
    bool orbOfMajesty = false;
    bool sceptreOfSovereignty = false;

    bool operator==(const OrderDevices &) const = default;
};
OrderDevices orderDevicesFor(const Unit &character, const std::optional<Unit> &general, const CommandPhaseState &phase);

// Whether the unit is one of its army's order givers: a character with a Command value, still on the
// table (a slain one is off it). Whether he can give an order now is whyCannotOrder()'s to say.
bool givesOrders(const Unit &u);

// Why this character cannot give an order now, or nothing when he can (field "character").
std::optional<Error> whyCannotOrder(const Unit &character, const CommandPhaseState &phase);
// Whether this character has given no order yet this turn: the Crown and the Helm work on the
// General's first order.
bool firstOrderThisTurn(const Unit &character, const CommandPhaseState &phase);
// Whether this unit carries `item` and it still works.
bool deviceReady(const Unit &unit, MagicItem item);
// The Command the Orb of Majesty rerolls a failed order at.
inline constexpr int OrbCommand = 8;
// The Crown's Command, and the most the Helm raises Command to.
inline constexpr int CrownCommand = 10;
inline constexpr int MaxCommand = 10;
// What the Helm of Dominion adds to the General's Command for the turn it is worn.
inline constexpr int HelmCommandBonus = 1;
// Why this unit cannot take an order from this character now, whatever the distance, or nothing when
// it can; the error names `field`.
std::optional<Error> whyCannotTakeOrder(const Unit &unit, const Unit &character, const Ruleset &ruleset,
                                        const QString &field = QStringLiteral("unit"));

// The Command penalty for the distance from the character to the farthest unit ordered, as the
// ruleset's option "order-distance" counts it: Warmaster -1 per full 20 cm (20 cm is -1, 40 cm -2);
// Revolution none up to 20 cm, then -1 for every 20 cm or part up to 80 cm (40 cm is -1, 41 cm -2,
// 80 cm -3), then -1 more for each further full 20 cm (99 cm is -3, 100 cm -4).
int distancePenalty(int distanceCm, const Ruleset &ruleset);
// The same for these units: twice it when one of them has a rule that doubles it (Trolls).
int distancePenalty(const QList<Unit> &units, int distanceCm, const Ruleset &ruleset);
// Why that penalty is not the table's, in words: "doubled for Trolls", "none: Skinks ignore it".
// Empty when it is the table's, or there is none to speak of.
QString distancePenaltyReason(const QList<Unit> &units, int distanceCm, const Ruleset &ruleset);

// A 6' x 4' battlefield as the rules measure it, 180 by 120 cm: no unit is further from a character
// than its diagonal, 216 cm (to the whole cm below).
inline constexpr int TableWidthCm = 180;
inline constexpr int TableDepthCm = 120;
consteval int wholeSquareRoot(int n)
{
    int root = 0;
    while ((root + 1) * (root + 1) <= n)
        ++root;
    return root;
}
inline constexpr int TableDiagonalCm = wholeSquareRoot(TableWidthCm * TableWidthCm + TableDepthCm * TableDepthCm);

// The distances that cost the same penalty, from 0 cm to the table's diagonal, as distancePenalty()
// gives them: what the quick reference prints.
struct DistanceBand
{
    int fromCm = 0;
    int toCm = 0; // included
    int penalty = 0;

    bool operator==(const DistanceBand &) const = default;
};
QList<DistanceBand> distanceBands(const Ruleset &ruleset, int farthestCm = TableDiagonalCm);
// How far a character's orders reach; nothing for the General, whose reach is the whole table.
std::optional<int> commandRangeCm(UnitType type);
// The same for one character, with his army's rule where it has one (Skaven: 20 cm for all).
std::optional<int> commandRangeCm(const UnitProfile &character);
// The most units a brigade of these units may have: four, or more where all of them have a rule
// that allows it.
int brigadeLimit(const QList<Unit> &units);
// How many of these units count towards that: all but those whose rule lets them join free (Chaos
// Spawn).
int brigadeSize(const QList<Unit> &units);
// The penalties to an order, each as the order form adds them: per order the unit already had this
// phase, with an enemy within EnemyNearCm, with a stand in dense terrain, per stand lost.
inline constexpr int EarlierOrderPenalty = -1;
inline constexpr int EnemyNearPenalty = -1;
inline constexpr int EnemyNearCm = 20;
inline constexpr int DenseTerrainPenalty = -1;
inline constexpr int StandLostPenalty = -1;
// One test orders a brigade of at most this many touching units.
inline constexpr int MaxBrigadeUnits = 4;
// Flyers take orders only from a character this close.
inline constexpr int FlyerOrderRangeCm = 20;

// Gives an order: checks it may be given, rolls 2D6 against the character's Command after penalties,
// and on an unmodified 12 rolls on the blunder or malfunction table and applies its row. A character
// under a spell that makes doubles blunders blunders on any other double too; a General's double
// six stays his own.
Result<OrderResult> resolveOrder(const OrderRequest &request, const CommandPhaseState &phase, const Ruleset &ruleset,
                                 DiceSource &dice);

// A unit within 20 cm of the enemy charges or evades on its own; only before the first order.
Result<Unit> moveOnInitiative(const Unit &unit, const CommandPhaseState &phase);

} // namespace wm
