// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/rules/tables.h"
#include "core/rules/weapon.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// The two games wmassist knows. Where their rules differ, the difference is a named option of the
// Ruleset below, never a test of which game is played; docs/rulesets.md tables every option.
enum class RulesetId
{
    Warmaster,  // the 2000 rulebook with the 2002 Rules Update
    Revolution, // Warmaster Revolution
};

// Keys for files and the database (core/enumkeys.h).
inline constexpr EnumKey<RulesetId> RulesetIdKeys[] = {
    {RulesetId::Warmaster, "warmaster"},
    {RulesetId::Revolution, "revolution"},
};
constexpr std::span<const EnumKey<RulesetId>> enumKeyTable(RulesetId)
{
    return RulesetIdKeys;
}

// Which targets cover (a defended or fortified position) protects against shooting.
enum class CoverProtects
{
    AnyUnit,                  // Warmaster: any target behind cover or upslope
    InfantryAndArtilleryOnly, // Revolution: cavalry, chariots, monsters and machines are always in the open
};

// Keys for battle snapshots, which keep the ruleset's options (core/enumkeys.h).
inline constexpr EnumKey<CoverProtects> CoverProtectsKeys[] = {
    {CoverProtects::AnyUnit, "any-unit"},
    {CoverProtects::InfantryAndArtilleryOnly, "infantry-and-artillery-only"},
};
constexpr std::span<const EnumKey<CoverProtects>> enumKeyTable(CoverProtects)
{
    return CoverProtectsKeys;
}

// What the distance from a character to the unit he orders costs.
enum class OrderDistancePenalty
{
    PerFull20Cm, // Warmaster: -1 per full 20 cm (20-39 cm -1, 40-59 cm -2...)
    // Revolution as games begun before rules revision 3 read it: none up to 20 cm, -1 up to 40 cm,
    // -2 up to 60 cm, -3 up to 80 cm, and on in bands of 20 cm or part (81-100 cm -4).
    Per20CmOrPartBeyond20Cm,
    // Revolution as FACTS §1.4 reads it: the same bands up to 80 cm (-3), then -1 more for each
    // further full 20 cm (81-99 cm -3, 100-119 cm -4).
    Per20CmOrPartTo80CmThenPerFull20Cm,
};

inline constexpr EnumKey<OrderDistancePenalty> OrderDistancePenaltyKeys[] = {
    {OrderDistancePenalty::PerFull20Cm, "per-full-20-cm"},
    {OrderDistancePenalty::Per20CmOrPartBeyond20Cm, "per-20-cm-or-part-beyond-20-cm"},
    {OrderDistancePenalty::Per20CmOrPartTo80CmThenPerFull20Cm, "per-20-cm-or-part-to-80-cm-then-per-full-20-cm"},
};
constexpr std::span<const EnumKey<OrderDistancePenalty>> enumKeyTable(OrderDistancePenalty)
{
    return OrderDistancePenaltyKeys;
}

// Rules a ruleset offers as optional: the players choose them when the game begins.
enum class OptionalRule
{
    FirstTurnCommand,   // Revolution: +1 Command on each character's first order of turn 1
    AdvanceChargeBonus, // Revolution: an advance after the enemy died in the first round is a charge
};

inline constexpr OptionalRule AllOptionalRules[] = {OptionalRule::FirstTurnCommand, OptionalRule::AdvanceChargeBonus};

// Keys for game files and the database (core/enumkeys.h): the names of the options in docs/rulesets.md.
inline constexpr EnumKey<OptionalRule> OptionalRuleKeys[] = {
    {OptionalRule::FirstTurnCommand, "first-turn-command"},
    {OptionalRule::AdvanceChargeBonus, "advance-charge-bonus"},
};
constexpr std::span<const EnumKey<OptionalRule>> enumKeyTable(OptionalRule)
{
    return OptionalRuleKeys;
}

struct RulesetOptionInfo
{
    QString key;        // as in docs/rulesets.md
    QString title;      // what the option decides
    QString warmaster;  // its value in Warmaster (2000 + 2002)
    QString revolution; // its value in Warmaster Revolution
    QString sources;    // where each value comes from
};

struct Ruleset
{
    Q_DECLARE_TR_FUNCTIONS(Ruleset)

public:
    RulesetId id = RulesetId::Warmaster;

    // Option "cover-protects".
    CoverProtects coverProtects = CoverProtects::AnyUnit;
    // Option "artillery-full-pace": the quick reference sheet gives artillery 20 cm to limber and
    // unlimber; Revolution's movement table gives 10 cm. The full pace decides drive-back routs.
    int artilleryFullPaceCm = 20;
    // Option "order-distance": the quick reference sheet counts -1 per full 20 cm; Revolution's table
    // gives none up to 20 cm, then -1 for every 20 cm or part up to 80 cm, then -1 for each further
    // full 20 cm.
    OrderDistancePenalty orderDistancePenalty = OrderDistancePenalty::PerFull20Cm;
    // Option "failed-first-order": Revolution lets a unit that fails its first order of the phase
    // move at half pace without charging; in Warmaster it does not move.
    bool failedFirstOrderMovesHalfPace = false;
    // Option "orders-per-unit": Revolution allows at most three orders a unit a phase.
    std::optional<int> maxOrdersPerUnit;
    // Options "blunder-table" and "steam-tank-table".
    TableId blunderTable = TableId::BlunderWarmaster;
    // Option "blunder-penalty-brigade": the quick reference sheet's blunder 1 gives the lasting -1 to
    // "the unit/brigade", so every unit of a brigade takes it; Revolution gives it to one unit of the
    // player's choice.
    bool blunderPenaltyOnWholeBrigade = true;
    TableId steamTankTable = TableId::SteamTankWarmaster;
    // Options "flame-cannon-table" and "death-rocket-table".
    TableId flameCannonTable = TableId::FlameCannonWarmaster;
    TableId deathRocketTable = TableId::DeathRocketWarmaster;
    // Option "combat-rounds": Revolution fights at most two rounds of an engagement in a Combat phase
    // and then leaves it unresolved; in Warmaster the rounds go on while the winner pursues.
    std::optional<int> maxCombatRoundsPerPhase;
    // Option "support": in Revolution only infantry supports, and only infantry is supported; the
    // Warmaster quick reference gives +1 per supporting stand with no such limit.
    bool onlyInfantrySupports = false;
    // Option "retreat-distance": the quick reference sheet has the loser retreat the difference in
    // results; Revolution shares the difference among the losing units, rounded up, at least 1 cm.
    bool retreatShared = false;
    // Option "fall-back-minimum": the Warmaster quick reference's "3D6cm (the minimum score)" is read
    // as a fall back of at least the lowest die; Revolution's fall back has no minimum.
    bool fallBackAtLeastLowestDie = true;
    // Option "helblaster-ones": one or two ones rolled by a Helblaster take hits away in the classic
    // Empire list (dud ammunition) and change nothing in Revolution (a fizzle).
    HelblasterFewOnes helblasterFewOnes = HelblasterFewOnes::SubtractFromHits;
    // Option "blind-fire": Revolution lets stone throwers shoot at the nearest enemy they cannot see,
    // hitting only on a 6.
    bool stoneThrowersShootBlind = false;
    // Option "leaving-table": a unit that leaves the table is destroyed in Revolution; in Warmaster it
    // rolls to return, a D6 less one for each stand it has lost (FACTS §11, from the LRB errata).
    bool unitsLeavingTableDestroyed = false;
    // Option "fortified-pace": in Revolution a unit with a stand in a fortified position moves at half
    // pace unless it charges or evades; the Warmaster sources given say nothing of it.
    bool fortifiedMovesHalfPace = false;
    // Option "clear-view-to-shoot": Revolution asks that at least 1 cm of a shooting stand's front see
    // its target clearly; Warmaster names no least width. The players judge it at the table.
    std::optional<int> clearViewToShootCm;
    // Revolution's optional rules, off unless the players chose them when the game began
    // (GameSetup::optionalRules); Warmaster has neither.
    // Option "first-turn-command": +1 Command (10 at most) on each character's first order of turn 1.
    bool firstTurnCommandBonus = false;
    // Option "advance-charge-bonus": a unit that advances after its enemy was destroyed in the
    // first round of a combat fights the new engagement with the charge bonus.
    bool advanceChargeBonus = false;

    static Ruleset warmaster();
    static Ruleset revolution();
    static Ruleset forId(RulesetId id);

    QString name() const { return name(id); }
    static QString name(RulesetId id);

    // The optional rules this ruleset offers (none in Warmaster), and each one's name and what it
    // does, for the New Game wizard.
    static QList<OptionalRule> optionalRules(RulesetId id);
    static QString name(OptionalRule rule);
    static QString description(OptionalRule rule);
    // This ruleset with an optional rule in play.
    void apply(OptionalRule rule);

    // Every option, its value in each ruleset and its sources: for docs and the rules reference.
    static QList<RulesetOptionInfo> options();

    // The special tables a game of this ruleset rolls on, in the order the table resolver offers
    // them: where the two games' tables differ, only this ruleset's.
    QList<TableId> tables() const;

    bool operator==(const Ruleset &) const = default;
};

} // namespace wm
