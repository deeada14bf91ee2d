// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/unittype.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// Whom a spell is cast at. The players point at the units on the table; wmassist checks what it
// can (a friend or an enemy, engaged or not, the unit the wizard has joined) and asks the rest.
enum class SpellTarget
{
    EnemyUnit,               // one enemy unit within range
    FriendlyUnit,            // one friendly unit within range
    UnitsUnderLine,          // every unit under a line as long as the range, drawn from the wizard: friends too
    EnemiesInRange,          // every enemy unit within range of the wizard (or of a point the spell names)
    FriendsInRange,          // every friendly unit within range of the wizard
    JoinedUnit,              // the unit the wizard has joined
    EnemyTouchingJoinedUnit, // one enemy unit touching the unit the wizard has joined
    Engagement,              // a combat within range: the units fighting in it
    Wizard,                  // the wizard himself
    PlaceInRange,            // a place on the table within range, where the players put what the spell makes
};

inline constexpr SpellTarget AllSpellTargets[] = {
    SpellTarget::EnemyUnit,
    SpellTarget::FriendlyUnit,
    SpellTarget::UnitsUnderLine,
    SpellTarget::EnemiesInRange,
    SpellTarget::FriendsInRange,
    SpellTarget::JoinedUnit,
    SpellTarget::EnemyTouchingJoinedUnit,
    SpellTarget::Engagement,
    SpellTarget::Wizard,
    SpellTarget::PlaceInRange,
};

inline constexpr EnumKey<SpellTarget> SpellTargetKeys[] = {
    {SpellTarget::EnemyUnit, "enemy-unit"},
    {SpellTarget::FriendlyUnit, "friendly-unit"},
    {SpellTarget::UnitsUnderLine, "units-under-line"},
    {SpellTarget::EnemiesInRange, "enemies-in-range"},
    {SpellTarget::FriendsInRange, "friends-in-range"},
    {SpellTarget::JoinedUnit, "joined-unit"},
    {SpellTarget::EnemyTouchingJoinedUnit, "enemy-touching-joined-unit"},
    {SpellTarget::Engagement, "engagement"},
    {SpellTarget::Wizard, "wizard"},
    {SpellTarget::PlaceInRange, "place-in-range"},
};
static_assert(keysFollow(SpellTargetKeys, AllSpellTargets));
constexpr std::span<const EnumKey<SpellTarget>> enumKeyTable(SpellTarget)
{
    return SpellTargetKeys;
}

// Whether a target may be in combat when the spell is cast at it.
enum class SpellEngagement
{
    Any,       // engaged or not
    Unengaged, // never at a unit in combat
    Engaged,   // only at a unit in combat
};

inline constexpr SpellEngagement AllSpellEngagements[] = {SpellEngagement::Any, SpellEngagement::Unengaged,
                                                          SpellEngagement::Engaged};

inline constexpr EnumKey<SpellEngagement> SpellEngagementKeys[] = {
    {SpellEngagement::Any, "any"},
    {SpellEngagement::Unengaged, "unengaged"},
    {SpellEngagement::Engaged, "engaged"},
};
static_assert(keysFollow(SpellEngagementKeys, AllSpellEngagements));
constexpr std::span<const EnumKey<SpellEngagement>> enumKeyTable(SpellEngagement)
{
    return SpellEngagementKeys;
}

// Shooting attacks a spell makes on each unit it strikes, worked out as shooting is (FACTS §3):
// to hit by the target's position, saves, stands removed, hits counting for its drive back.
struct SpellAttacks
{
    int attacks = 3;
    bool ignoresArmour = false; // every target counts as having no armour
    // Unengaged targets are driven back at the end of the phase, as by shooting.
    bool drivesBack = true;
    // A target in combat keeps the hits for its first round of combat, as struck there.
    bool carriedIntoCombat = true;
    // Each target takes D3 attacks, rolled for it alone, instead of `attacks` (then 3, the most it
    // can take): the Warmaster Storm of Stone.
    bool rolledD3 = false;

    bool operator==(const SpellAttacks &) const = default;
};

// A drive back of the spell's own: `dice` D6 times `cmPerPip` cm towards the target's own table edge
// by the shortest way, with no shooting hits (Gerroff!!!). A 6 confuses, as in a drive back by
// shooting, but however far it goes it never routs the unit; leaving the table is as for any drive back.
struct SpellDriveBack
{
    int dice = 1;
    int cmPerPip = 5;

    bool operator==(const SpellDriveBack &) const = default;
};

// What a spell leaves on a unit for a while. Each is read by the rule it changes.
enum class SpellState
{
    HalfPace,                  // moves at half pace in all situations, even when charging
    TreatsEnemiesAsTerrifying, // fights every enemy as if it caused terror (its value: the attack penalty)
    CausesNoTerror,            // its own terror stops
    CausesTerror,              // it causes terror
    CannotCharge,              // it may not charge
    NoPursuitOrAdvance,        // in combat it neither pursues nor advances, even when it must
    OrderPenalty,              // orders to it, or its brigade, take its value (negative) as a penalty
    NoInitiative,              // it may not use its initiative
    CountsDefended,            // counts as defended in the open; defended becomes fortified
    ReRollFailedShootingSaves, // re-rolls failed armour saves against shooting
    ReRollFailedCombatSaves,   // re-rolls failed armour saves in combat
    ReRollSuccessfulSaves,     // must re-roll its successful armour saves in combat
    ReRollFailedAttacks,       // re-rolls its attack dice that failed to hit, in combat
    AttackBonusPerStand,       // each stand (characters too) adds its value to its attacks in combat
    AttackBonusPerUnit,        // the unit adds its value to its attacks in combat, on any stand
    CannotShoot,               // it may not shoot
    IgnoresTerror,             // an enemy that causes terror costs it no attacks
    // The unit adds its value to its attacks in combat, on any stand, and so does each character
    // fighting with it (Light of Battle: "every unit and every character that has joined a unit").
    AttackBonusPerUnitAndCharacter,
    HitsBonusPerStand, // each stand takes its value more hits to remove in combat
    ArmourOneBetter,   // its armour counts one better, but never better than its value (4: 4+); none counts 6+
    MagicSave,         // it may save on its value (5: 5+) instead of its own armour, never both
    ShotAtPenalty,     // shots at it take its value (negative) to hit, a 6 still hitting
    NoDriveBack,       // hits never drive it back
    NeverConfused,     // nothing confuses it
    AtLeastDefended,   // counts as defended even in the open; a better position stays as it is
    ShootsTwice,       // it may shoot twice, the second time with its value (0 or negative) to hit
    BlundersOnDoubles, // any double rolled for an order it gives is a blunder (characters)
};

inline constexpr SpellState AllSpellStates[] = {
    SpellState::HalfPace,
    SpellState::TreatsEnemiesAsTerrifying,
    SpellState::CausesNoTerror,
    SpellState::CausesTerror,
    SpellState::CannotCharge,
    SpellState::NoPursuitOrAdvance,
    SpellState::OrderPenalty,
    SpellState::NoInitiative,
    SpellState::CountsDefended,
    SpellState::ReRollFailedShootingSaves,
    SpellState::ReRollFailedCombatSaves,
    SpellState::ReRollSuccessfulSaves,
    SpellState::ReRollFailedAttacks,
    SpellState::AttackBonusPerStand,
    SpellState::AttackBonusPerUnit,
    SpellState::CannotShoot,
    SpellState::IgnoresTerror,
    SpellState::AttackBonusPerUnitAndCharacter,
    SpellState::HitsBonusPerStand,
    SpellState::ArmourOneBetter,
    SpellState::MagicSave,
    SpellState::ShotAtPenalty,
    SpellState::NoDriveBack,
    SpellState::NeverConfused,
    SpellState::AtLeastDefended,
    SpellState::ShootsTwice,
    SpellState::BlundersOnDoubles,
};

inline constexpr EnumKey<SpellState> SpellStateKeys[] = {
    {SpellState::HalfPace, "half-pace"},
    {SpellState::TreatsEnemiesAsTerrifying, "treats-enemies-as-terrifying"},
    {SpellState::CausesNoTerror, "causes-no-terror"},
    {SpellState::CausesTerror, "causes-terror"},
    {SpellState::CannotCharge, "cannot-charge"},
    {SpellState::NoPursuitOrAdvance, "no-pursuit-or-advance"},
    {SpellState::OrderPenalty, "order-penalty"},
    {SpellState::NoInitiative, "no-initiative"},
    {SpellState::CountsDefended, "counts-defended"},
    {SpellState::ReRollFailedShootingSaves, "re-roll-failed-shooting-saves"},
    {SpellState::ReRollFailedCombatSaves, "re-roll-failed-combat-saves"},
    {SpellState::ReRollSuccessfulSaves, "re-roll-successful-saves"},
    {SpellState::ReRollFailedAttacks, "re-roll-failed-attacks"},
    {SpellState::AttackBonusPerStand, "attack-bonus-per-stand"},
    {SpellState::AttackBonusPerUnit, "attack-bonus-per-unit"},
    {SpellState::CannotShoot, "cannot-shoot"},
    {SpellState::IgnoresTerror, "ignores-terror"},
    {SpellState::AttackBonusPerUnitAndCharacter, "attack-bonus-per-unit-and-character"},
    {SpellState::HitsBonusPerStand, "hits-bonus-per-stand"},
    {SpellState::ArmourOneBetter, "armour-one-better"},
    {SpellState::MagicSave, "magic-save"},
    {SpellState::ShotAtPenalty, "shot-at-penalty"},
    {SpellState::NoDriveBack, "no-drive-back"},
    {SpellState::NeverConfused, "never-confused"},
    {SpellState::AtLeastDefended, "at-least-defended"},
    {SpellState::ShootsTwice, "shoots-twice"},
    {SpellState::BlundersOnDoubles, "blunders-on-doubles"},
};
static_assert(keysFollow(SpellStateKeys, AllSpellStates));
constexpr std::span<const EnumKey<SpellState>> enumKeyTable(SpellState)
{
    return SpellStateKeys;
}

// The numbers a state's value may take: from `min` to `max`, and never 0 when `required`. A state
// without a number takes only 0.
struct SpellStateValues
{
    int min = 0;
    int max = 0;
    bool required = false;
};
SpellStateValues spellStateValues(SpellState state);

// How long a spell's state lasts. Each ends by itself at the end of a phase.
enum class SpellDuration
{
    NextCombatPhase,        // to the end of the following Combat phase (this turn's)
    EndOfOpponentsNextTurn, // to the end of the opposing player's following turn
    StartOfCastersNextTurn, // to the start of the wizard's side's next turn
    UntilTargetMoves,       // until the unit moves (the players end it on its card), or the end of the battle
};

inline constexpr SpellDuration AllSpellDurations[] = {
    SpellDuration::NextCombatPhase, SpellDuration::EndOfOpponentsNextTurn, SpellDuration::StartOfCastersNextTurn,
    SpellDuration::UntilTargetMoves};

inline constexpr EnumKey<SpellDuration> SpellDurationKeys[] = {
    {SpellDuration::NextCombatPhase, "next-combat-phase"},
    {SpellDuration::EndOfOpponentsNextTurn, "end-of-opponents-next-turn"},
    {SpellDuration::StartOfCastersNextTurn, "start-of-casters-next-turn"},
    {SpellDuration::UntilTargetMoves, "until-target-moves"},
};
static_assert(keysFollow(SpellDurationKeys, AllSpellDurations));
constexpr std::span<const EnumKey<SpellDuration>> enumKeyTable(SpellDuration)
{
    return SpellDurationKeys;
}

struct SpellStateEffect
{
    SpellState state = SpellState::HalfPace;
    int value = 0; // for the states that carry a number (a penalty, a bonus)
    SpellDuration lasts = SpellDuration::EndOfOpponentsNextTurn;

    bool operator==(const SpellStateEffect &) const = default;
};

// One spell of an army list: its number to cast, its range, whom it targets and what it does, as
// data the rules apply. What wmassist cannot apply is said in `playersApply`: the spell is cast
// and recorded with its dice, and the players do that part on the table.
struct Spell
{
    Q_DECLARE_TR_FUNCTIONS(Spell)

public:
    QString name;               // the list's name: "Ball of Flame"
    QString summary;            // what it does, in wmassist's own words
    int castRoll = 4;           // a D6 of this or more casts it (a 1 always fails, a 6 always works)
    std::optional<int> rangeCm; // none: it needs no range (the wizard, his unit, a unit it touches)
    SpellTarget target = SpellTarget::EnemyUnit;
    SpellEngagement engagement = SpellEngagement::Any;
    bool needsSight = false; // the wizard must see the target: asked of the players
    // Only units of these types may be targets; empty: any. Characters are targets only where a
    // spell names them (a target of characters alone: Spite of Low'Key).
    QList<UnitType> targetTypes;
    // The states hold for a unit only while it is within range of the wizard, measured each time
    // they matter (at each order, at each shooting at it, at the start of a charge), not once when
    // cast: "all enemy units within 30 cm of the Sorcerer suffer -1 Command". Only with a target of
    // every unit in range.
    bool aura = false;

    std::optional<SpellAttacks> attacks;
    std::optional<SpellDriveBack> driveBack;
    // The target moves as if it had been ordered in the Command phase: alone, never as a brigade;
    // characters who have joined it stay where they are, but for the wizard when it is the unit
    // he has joined (Wings in the Jungle).
    bool movesAsOrdered = false;
    QList<SpellStateEffect> states;
    bool secondSpell = false;  // the wizard may then cast another, different spell this turn
    bool regainsStand = false; // the target gets back one stand it lost
    // A D6 is rolled: more than the target's Hits value destroys one of its stands (Freeze).
    bool rollSlaysStand = false;
    // What the players do themselves on the table, in wmassist's words; empty when wmassist applies
    // the whole spell.
    QString playersApply;

    // The summary and the players' part as the player reads them, translated when wmassist's
    // translations know them.
    QString summaryText() const;
    QString playersApplyText() const;

    bool affectsFriends() const;
    bool affectsEnemies() const;
    bool severalTargets() const; // every unit under a line, in range, in an engagement
    bool needsJoinedUnit() const;
    // Whether wmassist applies every part of it.
    bool fullyApplied() const { return playersApply.isEmpty(); }

    // Every problem, each naming its field ("castRoll", "attacks.attacks").
    QList<Error> validate() const;

    bool operator==(const Spell &) const = default;
};

// Texts of the parts of a spell, for the cast dialog, the reference and docs/armies.md.
struct SpellText
{
    Q_DECLARE_TR_FUNCTIONS(SpellText)

public:
    static QString target(SpellTarget target);
    static QString engagement(SpellEngagement engagement);
    static QString state(SpellState state, int value);
    static QString duration(SpellDuration duration);
    // Whom it is cast at, with what a target must be: "one enemy unit in range, not in combat, seen
    // by the wizard; cavalry, chariots or monsters only".
    static QString targeting(const Spell &spell);
    // "3 shooting attacks, no armour saves, drive back" and the like, one part each.
    static QStringList effects(const Spell &spell);
    // "5+, 30 cm"
    static QString rollAndRange(const Spell &spell);
};

} // namespace wm
