// SPDX-License-Identifier: GPL-3.0-or-later
#include "wmselectorspells.h"

#include "core/conversion/wmselectorconverter.h"
#include "core/conversion/wmselectornotes.h"
#include "core/limits.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace wm {

namespace {

constexpr SpellDuration ThisCombatPhase = SpellDuration::NextCombatPhase;
constexpr SpellDuration OpponentsNextTurn = SpellDuration::EndOfOpponentsNextTurn;
constexpr SpellDuration CastersNextTurn = SpellDuration::StartOfCastersNextTurn;

// The shapes most spells share.
// Three ordinary shooting attacks on each unit under a line: drive backs out of combat, the hits
// kept for the first round in it.
constexpr SpellAttacks LineAttacks{.attacks = 3};
// Three shooting attacks against no armour at one unit out of combat, driving it back.
constexpr SpellAttacks BoltAttacks{.attacks = 3, .ignoresArmour = true};
// Attacks on an enemy touching the wizard's unit: it is always in combat, so it is never driven
// back and the hits count in the first round.
constexpr SpellAttacks touchAttacks(int attacks, bool ignoresArmour = false)
{
    return {.attacks = attacks, .ignoresArmour = ignoresArmour, .drivesBack = false};
}
// Attacks that come from above or below: no drive back (Foot of Gork, Plague, Storm of Stone).
constexpr SpellAttacks noDriveBack(int attacks)
{
    return {.attacks = attacks, .drivesBack = false};
}

// A note a spell: each written from what the spell does, never from its wording. Where a spell's
// text leaves something open, the comment says which reading a Warmaster player would take.
const SpellNote SpellNotes[] = {
    // Warmaster: an aura round the Enchantress. Her range is measured whenever it matters: for the
    // shots at a unit's charge, at the start of the charge, as the list says.
    {.scope = "warmaster",
     .spell = "Aerial Shield",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Cast on the Enchantress herself: until the end of the opponent's "
                                               "next turn, friendly units within 15 cm of her re-roll failed armour "
                                               "saves against shooting of every kind, shots at their charges too."),
     .target = SpellTarget::FriendsInRange,
     .aura = true,
     .states = {{SpellState::ReRollFailedShootingSaves, 0, OpponentsNextTurn}}},
    // Revolution: one unit, shot at with -1 to hit until the next Bretonnian Shooting phase. The
    // model ends it at the start of the Bretonnian turn; the Command phase between is the players'.
    {.scope = "revolution",
     .spell = "Aerial Shield",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range, seen or not: enemies shooting at it take "
                                               "-1 to hit, a 6 still hitting, until the Bretonnians' next Shooting "
                                               "phase."),
     .target = SpellTarget::FriendlyUnit,
     .states = {{SpellState::ShotAtPenalty, -1, CastersNextTurn}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The spell still holds in the Bretonnians' next Command phase: "
                                                    "enemies shooting at the unit as it charges then take -1 to hit, "
                                                    "which the players count themselves.")},
    // "Applied when each order is issued": the range is measured at each order.
    {.spell = "Anger of the Gods",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Cast on the Sorcerer himself: until the end of the opponent's next "
                                               "turn, each order to an enemy unit within 30 cm of him, measured as "
                                               "it is given, takes -1 Command."),
     .target = SpellTarget::EnemiesInRange,
     .aura = true,
     .states = {{SpellState::OrderPenalty, -1, OpponentsNextTurn}}},
    {.spell = "Aspect of Wulfen",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range, seen or not, causes terror in this turn's "
                                               "Combat phase."),
     .target = SpellTarget::FriendlyUnit,
     .states = {{SpellState::CausesTerror, 0, ThisCombatPhase}}},
    {.spell = "Ball of Flame",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks on every unit under a 30 cm line from the "
                                               "wizard, friends too, the line ending where terrain would stop a "
                                               "shot. Units out of combat may be driven back; units in combat keep "
                                               "the hits for their first round."),
     .target = SpellTarget::UnitsUnderLine,
     .attacks = LineAttacks},
    {.spell = "Black Horror",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Four attacks with no armour saves on an enemy unit the Sorceress can "
                                               "see and that is not in combat; they never drive it back."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = SpellAttacks{.attacks = 4, .ignoresArmour = true, .drivesBack = false}},
    {.spell = "Bone Cruncher",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    {.spell = "Boon of Chaos",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The unit the Sorcerer has joined, in combat: each of its stands, the "
                                               "characters' too, has +1 attack in this turn's Combat phase."),
     .target = SpellTarget::JoinedUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::AttackBonusPerStand, 1, ThisCombatPhase}}},
    {.spell = "Brain Busta",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    // The Butcher's unit need not be in combat to be cast on; the bonus only counts in one.
    {.spell = "Bull Gorger",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The unit the Butcher has joined: each of its stands, his own "
                                               "included, has +1 attack in this turn's Combat phase."),
     .target = SpellTarget::JoinedUnit,
     .states = {{SpellState::AttackBonusPerStand, 1, ThisCombatPhase}}},
    // The text names no target: a unit that charges is a friend, and one already in combat
    // cannot charge.
    {.spell = "Call of the Hunt",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range charges at full pace into the nearest enemy "
                                               "unit it can see; that enemy may not shoot at it as it comes."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The players make the charge on the table, into the nearest "
                                                    "enemy unit it can see, and record it as a charge; the enemy it "
                                                    "charges does not stand and shoot.")},
    {.spell = "Chaos Bolt",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    {.spell = "Chill",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in combat within range, seen or not: each of its "
                                               "stands, the characters' too, has -1 attack in this turn's Combat "
                                               "phase."),
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::AttackBonusPerStand, -1, ThisCombatPhase}}},
    {.spell = "Curse of Chaos",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    {.spell = "Curse of Years",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Six attacks on one enemy unit touching the unit the wizard has joined "
                                               "in combat; the hits count as struck in the first round."),
     .target = SpellTarget::EnemyTouchingJoinedUnit,
     .engagement = SpellEngagement::Engaged,
     .attacks = touchAttacks(6)},
    // The Djinn's +1 depends on the Sorcerer's mount, which a spell of the list cannot name.
    {.spell = "Curse of the Djinn",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range must re-roll its successful armour saves in "
                                               "this turn's Combat phase. A Sorcerer with a Djinn adds 1 to the "
                                               "casting die."),
     .states = {{SpellState::ReRollSuccessfulSaves, 0, ThisCombatPhase}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "With a Djinn the players add 1 to the casting die, so a 5 casts "
                                                    "it.")},
    {.spell = "Daemonic Rage",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Every friendly unit in range has one extra attack in this turn's "
                                               "Combat phase, on any of its stands, a different one each round if "
                                               "its player likes."),
     .target = SpellTarget::FriendsInRange,
     .states = {{SpellState::AttackBonusPerUnit, 1, ThisCombatPhase}}},
    {.spell = "Death Bolt",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    // The bonus is rolled a die at a time, the player stopping when he likes: no number to keep.
    {.spell = "Death Frenzy",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in combat within range, seen or not, gains bonus "
                                               "attacks each round of this turn's Combat phase, rolled a D6 at a "
                                               "time; a score rolled twice turns them all on the unit itself."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The players roll the dice one by one, at most one a stand, "
                                                    "stopping when they like, and add the total to the unit's "
                                                    "attacks each round. If a die repeats an earlier score, the "
                                                    "total strikes the unit itself instead, once, in the first "
                                                    "round.")},
    // "One unit within range" of a curse that smites foes: an enemy unit. Its half pace is for its
    // next Command phase, the only phase in the spell's time in which a unit moves at a pace.
    {.spell = "Divine Curse",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range moves at half pace in its next Command phase, "
                                               "fights every enemy as terrifying even if it ignores terror, and "
                                               "causes no terror itself, until the end of the opponent's next "
                                               "turn."),
     .states = {{SpellState::HalfPace, 0, OpponentsNextTurn},
                {SpellState::TreatsEnemiesAsTerrifying, -1, OpponentsNextTurn},
                {SpellState::CausesNoTerror, 0, OpponentsNextTurn}}},
    // Cast on any friendly unit in range; a unit in combat cannot move as if ordered.
    {.spell = "Doctrine of Sigmar",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range moves as if it had been given an order in "
                                               "the Command phase."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true},
    {.spell = "Dominion",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range, seen or not, may neither charge nor pursue "
                                               "nor advance, even where it would have to, until the end of the "
                                               "opponent's next turn."),
     .states = {{SpellState::CannotCharge, 0, OpponentsNextTurn},
                {SpellState::NoPursuitOrAdvance, 0, OpponentsNextTurn}}},
    {.spell = "Doom Bolt",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks on every unit under a 30 cm line from the "
                                               "wizard, friends too, the line ending where terrain would stop a "
                                               "shot. Units out of combat may be driven back; units in combat keep "
                                               "the hits for their first round."),
     .target = SpellTarget::UnitsUnderLine,
     .attacks = LineAttacks},
    // Undead targets are no exception.
    {.spell = "Doom and Despair",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range, seen or not, Undead too, may neither charge "
                                               "nor pursue nor advance, even where it would have to, until the end "
                                               "of the opponent's next turn."),
     .states = {{SpellState::CannotCharge, 0, OpponentsNextTurn},
                {SpellState::NoPursuitOrAdvance, 0, OpponentsNextTurn}}},
    // "Enemy units within 30 cm of the Druid suffer -1": worded as Sand Storm is, so measured at
    // each order as that one says, rather than once when cast.
    {.spell = "Downpour",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Until the Druid's side's next turn, each order to an enemy unit "
                                               "within 30 cm of him, measured as it is given, takes -1 Command."),
     .target = SpellTarget::EnemiesInRange,
     .aura = true,
     .states = {{SpellState::OrderPenalty, -1, CastersNextTurn}}},
    {.spell = "Eerie Mist",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range, seen or not, may not use its initiative, and "
                                               "orders to it or a brigade with it take -1 Command, until the end of "
                                               "the opponent's next turn."),
     .states = {{SpellState::NoInitiative, 0, OpponentsNextTurn}, {SpellState::OrderPenalty, -1, OpponentsNextTurn}}},
    // A re-roll the player keeps for later falls on no unit.
    {.spell = "Eye of the Raven",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The Norse may re-roll one D6 they roll, until the end of their next "
                                               "Command phase: never a die re-rolled already, nor an order's dice "
                                               "that blundered (the blunder table's die may be). One at a time."),
     .target = SpellTarget::Wizard,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The players keep the one re-roll in mind and use it on any D6 "
                                                    "they like within that time, as the limits allow.")},
    // "Every stand" is read as in the other spells of this kind, the characters' stands included.
    // The text gives no range; the list's is kept.
    {.spell = "Ferocity of Tigers",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in combat within range, seen or not: each stand has "
                                               "+1 attack and the unit ignores terror in this turn's Combat phase."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::AttackBonusPerStand, 1, ThisCombatPhase},
                {SpellState::IgnoresTerror, 0, ThisCombatPhase}}},
    {.spell = "Flaming Hand",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three attacks on one enemy unit touching the unit the wizard has "
                                               "joined in combat; the hits count as struck in the first round."),
     .target = SpellTarget::EnemyTouchingJoinedUnit,
     .engagement = SpellEngagement::Engaged,
     .attacks = touchAttacks(3)},
    {.spell = "Foot of Gork",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Six attacks on an enemy unit in range that is not in combat, seen or "
                                               "not; they never drive it back."),
     .engagement = SpellEngagement::Unengaged,
     .attacks = noDriveBack(6)},
    {.spell = "Freeze",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A D6 for an enemy unit in range that is not in combat, seen or not: "
                                               "more than its Hits value destroys one of its stands. No drive "
                                               "back."),
     .engagement = SpellEngagement::Unengaged,
     .rollSlaysStand = true},
    {.spell = "Frenzy of Chaos",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in combat within range, seen or not, re-rolls its "
                                               "attack dice that miss in this turn's Combat phase, never a die "
                                               "re-rolled already."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::ReRollFailedAttacks, 0, ThisCombatPhase}}},
    // The range reaches the wood; the units struck are the enemies within 10 cm of it, which the
    // players tick as they would under a line.
    {.spell = "Fury of the Forest",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks on every enemy unit within 10 cm of a wood "
                                               "the Spell Weaver picks in range: none is driven back, units in "
                                               "combat keep the hits for their first round, and units inside the "
                                               "wood get no armour save."),
     .target = SpellTarget::EnemiesInRange,
     .attacks = noDriveBack(3),
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "A unit standing inside the wood saves no armour against these "
                                                    "hits: the players see to that for each such unit.")},
    {.spell = "Gaze of Sotek",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    // The Revolution Goblins' "never twice a turn on one unit" is the rule of every spell.
    {.spell = "Gerroff!!!",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range that is not in combat, seen or not, is driven "
                                               "back 5 cm a pip of a D6 by the shortest way to its own table edge, "
                                               "as by shooting, but never routed."),
     .engagement = SpellEngagement::Unengaged,
     .driveBack = SpellDriveBack{.dice = 1, .cmPerPip = 5}},
    // "Missile-armed": a unit that cannot shoot has no use for it. Only shooting reads the state,
    // so lasting to the end of the turn is "that turn".
    {.spell = "Glory of Cathay",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit of missile-armed infantry or chariots in range, not in "
                                               "combat, may shoot twice this turn, the second time at -1 to hit; if it "
                                               "has shot already it shoots again at once."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .targetTypes = {UnitType::Infantry, UnitType::Chariot},
     .states = {{SpellState::ShootsTwice, -1, ThisCombatPhase}}},
    {.spell = "Gotcha!",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks on every unit under a 30 cm line from the "
                                               "wizard, friends too, the line ending where terrain would stop a "
                                               "shot. Units out of combat may be driven back; units in combat keep "
                                               "the hits for their first round."),
     .target = SpellTarget::UnitsUnderLine,
     .attacks = LineAttacks},
    // "(4+ to hit)" is the ordinary roll in the open, without the High Elves' bonus for their
    // archers: the spell's attacks are the spell's, as every spell's are.
    {.spell = "Hail of Destruction",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    {.spell = "Heaven's Fire",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit of missile-armed infantry or cavalry in range, not in "
                                               "combat, may shoot twice this turn, the second time at -1 to hit; if it "
                                               "has shot already it shoots again at once."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .targetTypes = {UnitType::Infantry, UnitType::Cavalry},
     .states = {{SpellState::ShootsTwice, -1, ThisCombatPhase}}},
    {.spell = "Holy Fervour",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The unit the Priest is with: each of its stands, the characters' too, "
                                               "has +1 attack in this turn's Combat phase."),
     .target = SpellTarget::JoinedUnit,
     .states = {{SpellState::AttackBonusPerStand, 1, ThisCombatPhase}}},
    {.spell = "Hunting for Gore!",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly infantry or cavalry unit in range, not in combat, seen or "
                                               "not, moves alone as if it had been given an order; characters with "
                                               "it stay where they are."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .targetTypes = {UnitType::Infantry, UnitType::Cavalry},
     .movesAsOrdered = true},
    {.spell = "Icy Blast",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    {.spell = "Lady's Favour",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range, not in combat, seen or not, moves alone as "
                                               "if it had been given an order; characters with it stay where they "
                                               "are."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true},
    // Revolution adds that no supporting charge may go with the move, which the model cannot say.
    {.scope = "revolution",
     .spell = "Lady's Favour",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range, not in combat, seen or not, moves alone as "
                                               "if it had been given an order, with no supporting charge; characters "
                                               "with it stay where they are."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "No supporting charge may go with its move: the players keep to "
                                                    "that on the table.")},
    // Each character fighting with a unit is a unit of its own in wmassist, so the bonus for the
    // unit and for each character is one state.
    {.spell = "Light of Battle",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Every friendly unit in range, and each character with it, has one "
                                               "extra attack in this turn's Combat phase, on any of the unit's "
                                               "stands, a different one each round if its player likes."),
     .target = SpellTarget::FriendsInRange,
     .states = {{SpellState::AttackBonusPerUnitAndCharacter, 1, ThisCombatPhase}}},
    {.spell = "Lion Dogs Attack",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range, seen or not, may neither charge nor pursue "
                                               "nor advance, even where it would have to, until the end of the "
                                               "opponent's next turn."),
     .states = {{SpellState::CannotCharge, 0, OpponentsNextTurn},
                {SpellState::NoPursuitOrAdvance, 0, OpponentsNextTurn}}},
    {.spell = "Mazdamundi's Revenge",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range, seen or not, may neither charge nor pursue "
                                               "nor advance, even where it would have to, until the end of the "
                                               "opponent's next turn."),
     .states = {{SpellState::CannotCharge, 0, OpponentsNextTurn},
                {SpellState::NoPursuitOrAdvance, 0, OpponentsNextTurn}}},
    {.spell = "Meteor Storm",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks on every unit under a 30 cm line from the "
                                               "wizard, friends too. Units out of combat may be driven back; units "
                                               "in combat keep the hits for their first round."),
     .target = SpellTarget::UnitsUnderLine,
     .attacks = LineAttacks},
    {.spell = "Mirage",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An illusory Araby unit appears in range, more than 20 cm from any "
                                               "enemy, and counts as real to the enemy until it is touched; while it "
                                               "stands the Sorcerer casts nothing else."),
     .target = SpellTarget::PlaceInRange,
     .playersApply = QT_TRANSLATE_NOOP(
         "SpellNote", "The players set up a spare Araby infantry, cavalry or monster unit there. It never moves, "
                      "fights or takes harm, yet the enemy treats it as real (Command penalties for being near it, "
                      "shooting at it when it is the closest target) until an enemy unit charges it, touches it or "
                      "advances into it, or an Araby unit or character moves through it. Casting another spell "
                      "with the Sorcerer ends it.")},
    // Until the caster's next turn "or until the unit moves": the first is applied, the second is
    // the players'.
    {.spell = "Mists of Albion",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly infantry unit in range, seen or not, counts at least as "
                                               "defended, even in the open, until the Druid's side's next turn or "
                                               "until it moves."),
     .target = SpellTarget::FriendlyUnit,
     .targetTypes = {UnitType::Infantry},
     .states = {{SpellState::AtLeastDefended, 0, CastersNextTurn}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "If the unit moves in any way before then, the spell ends: the "
                                                    "players take it off the unit's card.")},
    // The wizard's +2 goes to the unit as a character's bonus does: on any stand.
    {.spell = "Monster Bear!",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The wizard, with a unit in combat, becomes a great bear in this "
                                               "turn's Combat phase: the unit causes terror and he adds +2 attacks "
                                               "to it (a Tzarina adds her own +2 besides)."),
     .target = SpellTarget::JoinedUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::CausesTerror, 0, ThisCombatPhase}, {SpellState::AttackBonusPerUnit, 2, ThisCombatPhase}}},
    {.spell = "Mork Save Uz!",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range may save on 5+ until its side's next turn, "
                                               "or on its own armour instead, never both."),
     .target = SpellTarget::FriendlyUnit,
     .states = {{SpellState::MagicSave, 5, CastersNextTurn}}},
    {.spell = "Plague",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Six attacks on an enemy unit in range that is not in combat, seen or "
                                               "not; they never drive it back."),
     .engagement = SpellEngagement::Unengaged,
     .attacks = noDriveBack(6)},
    // Gor, Ungor and Centigor are names, not troop types; the bonus lasts for the combat the unit
    // is in, not after it advances into new enemies.
    {.spell = "Power of Herd",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Every Gor, Ungor and Centigor unit in combat within range, seen or "
                                               "not: each stand, the characters' too, has +1 attack in the combat it "
                                               "fights now, not once it advances into new enemies."),
     .target = SpellTarget::FriendsInRange,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::AttackBonusPerStand, 1, ThisCombatPhase}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The players tick only Gor, Ungor and Centigor units, and take the "
                                                    "bonus off a unit when it advances into another enemy.")},
    {.spell = "Rage of Chaos",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in combat within range, seen or not, gains bonus "
                                               "attacks each round of this turn's Combat phase, rolled a D6 at a "
                                               "time; a score rolled twice turns them all on the unit itself."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The players roll the dice one by one, at most one a stand, "
                                                    "stopping when they like, and add the total to the unit's "
                                                    "attacks each round. If a die repeats an earlier score, the "
                                                    "total strikes the unit itself instead, once, in the first "
                                                    "round.")},
    // A new unit comes into the battle: wmassist keeps the armies the players brought.
    {.spell = "Raise Dead",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A combat within range, each once a turn, gains a new unit of three "
                                               "Skeleton stands that fights or supports in it. Raised dead never count "
                                               "as charging and are left out of victory points."),
     .target = SpellTarget::Engagement,
     .playersApply = QT_TRANSLATE_NOOP(
         "SpellNote", "The players place the Skeletons against an enemy of that combat (front, flank, rear or lapped "
                      "round) or, with no room, touching a friend already fighting in it, supporting where they can; "
                      "if neither is possible the spell cannot be cast. They add the unit to the battle and leave it "
                      "out of the victory points.")},
    // The Revolution Tomb Kings place the stands one by one and leave the raised unit out of the
    // break point as well.
    {.scope = "revolution/tomb-kings",
     .spell = "Raise Dead",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A combat within range, as it stands when the casting die is rolled and "
                                               "each once a turn, gains a new unit of three Skeleton stands that "
                                               "fights or supports in it. Raised dead never count as charging and "
                                               "are left out of the break point and victory points."),
     .target = SpellTarget::Engagement,
     .playersApply = QT_TRANSLATE_NOOP(
         "SpellNote", "The players place each Skeleton stand with its front edge against an enemy stand of that "
                      "combat or supporting a friendly stand of it, raised ones included, never splitting the combat; "
                      "enemies out of combat that the stands touch join it. If a stand cannot be placed the spell "
                      "fails. They add the unit to the battle and leave it out of the break point and victory "
                      "points.")},
    // "Until the unit moves or the Priest leaves it or he casts another spell": the first is
    // applied, the other two are the players'.
    {.spell = "Sanctuary",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The unit the Priest is with, cavalry too, counts as defended even in "
                                               "the open, or fortified if it is defended already, until it moves, he "
                                               "leaves it or he casts another spell."),
     .target = SpellTarget::JoinedUnit,
     .states = {{SpellState::CountsDefended, 0, SpellDuration::UntilTargetMoves}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "When the Priest leaves the unit or casts another spell, the "
                                                    "players take the spell off the unit's card.")},
    // "Applied when each order is issued": the range is measured at each order.
    {.spell = "Sand Storm",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Cast on the Sorcerer himself: until the end of the opponent's next "
                                               "turn, each order to an enemy unit within 30 cm of him, measured as "
                                               "it is given, takes -1 Command."),
     .target = SpellTarget::EnemiesInRange,
     .aura = true,
     .states = {{SpellState::OrderPenalty, -1, OpponentsNextTurn}}},
    {.spell = "Shield of Combat",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The unit the Enchantress has joined re-rolls failed armour saves in "
                                               "combat until the end of the opponent's next turn; shots at it as it "
                                               "charges are shooting, not combat."),
     .target = SpellTarget::JoinedUnit,
     .states = {{SpellState::ReRollFailedCombatSaves, 0, OpponentsNextTurn}}},
    {.spell = "Shield of the Old Ones",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in combat within range, seen or not: its armour counts "
                                               "one better in this turn's Combat phase (none as 6+), never better "
                                               "than 4+."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::ArmourOneBetter, 4, ThisCombatPhase}}},
    {.spell = "Skitterleap",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The wizard vanishes and reappears anywhere on the table, joining or "
                                               "leaving a unit if he likes, in combat or not; he may then cast one "
                                               "other spell this turn."),
     .target = SpellTarget::Wizard,
     .secondSpell = true,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The players move the wizard to his new place and record him "
                                                    "joining or leaving a unit there.")},
    {.spell = "Sorcerous Blast",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    {.spell = "Soul Stealer",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three attacks with no armour saves on one enemy unit touching the unit "
                                               "the Sorceress has joined in combat; the hits count as struck in the "
                                               "first round."),
     .target = SpellTarget::EnemyTouchingJoinedUnit,
     .engagement = SpellEngagement::Engaged,
     .attacks = touchAttacks(3, true)},
    // It falls on the enemy's characters, the General excepted, within range of the Shaman when
    // each order is given. Orders are only given in the Command phase, so lasting to the end of the
    // opponent's turn is to the end of his Command phase.
    {.spell = "Spite of Low'Key",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Until the end of the enemy's next Command phase, any double an enemy "
                                               "Hero or Wizard within 30 cm of the Shaman rolls for an order is a "
                                               "blunder, and the order fails; the General is spared."),
     .target = SpellTarget::EnemiesInRange,
     .targetTypes = {UnitType::Hero, UnitType::Wizard},
     .aura = true,
     .states = {{SpellState::BlundersOnDoubles, 0, OpponentsNextTurn}}},
    // "A single enemy unit within range and that he can see" with shooting attacks: not one in
    // combat, as for every shot and for the other spells of this kind.
    {.spell = "Storm of Hail",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    {.spell = "Storm of Stone",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three attacks on every enemy unit in range: none is driven back, and "
                                               "units in combat keep the hits for their first round."),
     .target = SpellTarget::EnemiesInRange,
     .attacks = noDriveBack(3)},
    {.scope = "warmaster",
     .spell = "Storm of Stone",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "D3 attacks, rolled for each, on every enemy unit in range: none is "
                                               "driven back, and units in combat keep the hits for their first "
                                               "round."),
     .target = SpellTarget::EnemiesInRange,
     .attacks = SpellAttacks{.attacks = 3, .drivesBack = false, .rolledD3 = true}},
    // Every unit of the Daemon lists is a Daemon, and only those of three stands can lose a stand
    // and live. Where the regained stand goes is the players' to set down, as any move is.
    {.spell = "Summon Daemons",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit of three stands in range that has lost one or two, "
                                               "seen or not, gets one back, set down with the others (touching the "
                                               "enemy, and charging if the unit charged, when it is fighting); with "
                                               "no room for it the spell fails."),
     .target = SpellTarget::FriendlyUnit,
     .regainsStand = true},
    {.spell = "Summon Fenbeast",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A Fenbeast appears in range under the Druids' command; there are never "
                                               "more Fenbeasts than Druids."),
     .target = SpellTarget::PlaceInRange,
     .playersApply = QT_TRANSLATE_NOOP(
         "SpellNote", "The players set a Fenbeast down there, touching an enemy only if that enemy is fighting "
                      "already, and add it to the battle: no orders this turn, then only from Druids; never "
                      "brigaded; no points and no part in the withdrawal; removed when the Druids become fewer than "
                      "the Fenbeasts.")},
    {.spell = "Sunstrike",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks on every unit under a 30 cm line from the "
                                               "wizard, friends too. Units out of combat may be driven back; units "
                                               "in combat keep the hits for their first round."),
     .target = SpellTarget::UnitsUnderLine,
     .attacks = LineAttacks},
    {.spell = "Teleport",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The wizard vanishes and reappears anywhere on the table, joining or "
                                               "leaving a unit if he likes, in combat or not; he may then cast one "
                                               "other spell this turn."),
     .target = SpellTarget::Wizard,
     .secondSpell = true,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "The players move the wizard to his new place and record him "
                                                    "joining or leaving a unit there.")},
    {.spell = "Thunder of Fo'Wor",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks on every unit under a 30 cm line from the "
                                               "wizard, friends too, the line ending where terrain would stop a "
                                               "shot. Units out of combat may be driven back; units in combat keep "
                                               "the hits for their first round."),
     .target = SpellTarget::UnitsUnderLine,
     .attacks = LineAttacks},
    {.spell = "Tooth Cracker",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range can be neither driven back nor confused until "
                                               "its side's next turn."),
     .target = SpellTarget::FriendlyUnit,
     .states = {{SpellState::NoDriveBack, 0, CastersNextTurn}, {SpellState::NeverConfused, 0, CastersNextTurn}}},
    {.spell = "Touch of Death",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three attacks on one enemy unit touching the unit the wizard has "
                                               "joined in combat; the hits count as struck in the first round."),
     .target = SpellTarget::EnemyTouchingJoinedUnit,
     .engagement = SpellEngagement::Engaged,
     .attacks = touchAttacks(3)},
    {.spell = "Traitor Kin",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy cavalry, chariot or monster unit in range, seen or not, may "
                                               "not use its initiative, and orders to it or a brigade with it take -1 "
                                               "Command, until the end of the opponent's next turn."),
     .targetTypes = {UnitType::Cavalry, UnitType::Chariot, UnitType::Monster},
     .states = {{SpellState::NoInitiative, 0, OpponentsNextTurn}, {SpellState::OrderPenalty, -1, OpponentsNextTurn}}},
    // "All friendly units within 15 cm of the Sorcerer": read as the other spells worded so, the
    // range measured whenever it matters.
    {.spell = "Tranquility of Heaven",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Friendly units within 15 cm of the Sorcerer ignore terror until the "
                                               "end of the opponent's next turn."),
     .target = SpellTarget::FriendsInRange,
     .aura = true,
     .states = {{SpellState::IgnoresTerror, 0, OpponentsNextTurn}}},
    {.spell = "Tree Singing",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly infantry unit in range, not in combat, seen or not, counts "
                                               "at least as defended, even in the open, until the Wood Elves' next "
                                               "turn or until it moves."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .targetTypes = {UnitType::Infantry},
     .states = {{SpellState::AtLeastDefended, 0, CastersNextTurn}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "If the unit moves in any way before then, the spell ends: the "
                                                    "players take it off the unit's card.")},
    {.spell = "Troll Guts",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in combat within range: each stand takes one hit more "
                                               "to remove in this turn's Combat phase."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::HitsBonusPerStand, 1, ThisCombatPhase}}},
    // The text names no side: causing terror helps, so the unit is a friend. It lasts to the next
    // Wood Elf magic, their Shooting phase; terror counts only in combat, so ending it at the start
    // of their turn changes nothing.
    {.spell = "Twilight Host",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range causes terror until the Wood Elves cast "
                                               "spells again."),
     .target = SpellTarget::FriendlyUnit,
     .states = {{SpellState::CausesTerror, 0, CastersNextTurn}}},
    // Cast on a unit in range "apart from Ghouls": a unit in combat cannot move as if ordered.
    {.spell = "Vanhel's Danse Macabre",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range other than Ghouls, seen or not, moves alone "
                                               "as if it had been given an order; characters with it stay where they "
                                               "are."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "Never at Ghouls: the players choose another unit.")},
    {.scope = "revolution",
     .spell = "Vanhel's Danse Macabre",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range other than Ghouls, seen or not, moves alone "
                                               "as if it had been given an order, with no supporting charge; "
                                               "characters with it stay where they are."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "Never at Ghouls: the players choose another unit. No supporting "
                                                    "charge may go with its move: the players keep to that on the "
                                                    "table.")},
    {.spell = "Voice of Command",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range, not in combat, seen or not, moves alone as "
                                               "if it had been given an order; characters with it stay where they "
                                               "are."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true},
    {.scope = "revolution",
     .spell = "Voice of Command",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range, not in combat, seen or not, moves alone as "
                                               "if it had been given an order, with no supporting charge; characters "
                                               "with it stay where they are."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "No supporting charge may go with its move: the players keep to "
                                                    "that on the table.")},
    {.spell = "Volcanic Eruption",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three attacks on every enemy unit within range of the wizard: none is "
                                               "driven back, and units in combat keep the hits for their first "
                                               "round."),
     .target = SpellTarget::EnemiesInRange,
     .attacks = noDriveBack(3)},
    // Greenskins are a matter of names, not of troop types.
    {.spell = "Waaagh!",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly greenskin unit in combat within range, seen or not: each "
                                               "stand, the characters' too, has +1 attack in this turn's Combat "
                                               "phase."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::AttackBonusPerStand, 1, ThisCombatPhase}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "Only at Orcs and Goblins of any kind, Black Orcs, Wolf Riders and "
                                                    "Boar Boyz among them, never at Trolls, Ogres, Giants or other "
                                                    "non-greenskins: the players choose the unit accordingly.")},
    {.scope = "revolution/goblin",
     .spell = "Waaagh!",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly Goblin unit in combat within range, seen or not: each "
                                               "stand, the characters' too, has +1 attack in this turn's Combat "
                                               "phase."),
     .target = SpellTarget::FriendlyUnit,
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::AttackBonusPerStand, 1, ThisCombatPhase}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "Only at Goblins, Squig Herds, Wolf Riders, Wolf Chariots and Pump "
                                                    "Wagons among them, never at Trolls, Giants or other "
                                                    "non-greenskins: the players choose the unit accordingly.")},
    {.spell = "Warp Lightning",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "Three shooting attacks with no armour saves on an enemy unit in range "
                                               "that the wizard can see and that is not in combat; it may be driven "
                                               "back as by shooting."),
     .engagement = SpellEngagement::Unengaged,
     .needsSight = true,
     .attacks = BoltAttacks},
    // Both rulesets: units immune to terror fight the enemy as terrifying too. Warmaster does not
    // say so in as many words, but it spares the Undead and Daemons by name, which it would not need
    // to do if immunity spared them already.
    {.spell = "Weird Enchantment",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in range, seen or not, moves at half pace, charges too, "
                                               "fights every enemy as terrifying even if it ignores terror, and "
                                               "causes no terror itself, until the end of the opponent's next turn. "
                                               "Undead and Daemons are not frightened, though the rest holds."),
     .states = {{SpellState::HalfPace, 0, OpponentsNextTurn},
                {SpellState::TreatsEnemiesAsTerrifying, -1, OpponentsNextTurn},
                {SpellState::CausesNoTerror, 0, OpponentsNextTurn}},
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "An Undead or Daemon target does not fight its enemies as "
                                                    "terrifying: the players give it back the attack it would lose, "
                                                    "the rest of the spell holding.")},
    // The wizard goes with the unit he has joined, as the model's move as ordered says.
    {.spell = "Wings in the Jungle",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The unit the wizard has joined, not in combat, flies as if it had been "
                                               "given an order, the wizard with it; other characters with it stay "
                                               "where they are."),
     .target = SpellTarget::JoinedUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true},
    {.scope = "revolution",
     .spell = "Wings in the Jungle",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "The unit the wizard has joined, not in combat, flies as if it had been "
                                               "given an order, the wizard with it, with no supporting charge; other "
                                               "characters with it stay where they are."),
     .target = SpellTarget::JoinedUnit,
     .engagement = SpellEngagement::Unengaged,
     .movesAsOrdered = true,
     .playersApply = QT_TRANSLATE_NOOP("SpellNote", "No supporting charge may go with its move: the players keep to "
                                                    "that on the table.")},
    {.spell = "Wither",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "An enemy unit in combat within range, seen or not: each of its "
                                               "stands, the characters' too, has -1 attack in this turn's Combat "
                                               "phase."),
     .engagement = SpellEngagement::Engaged,
     .states = {{SpellState::AttackBonusPerStand, -1, ThisCombatPhase}}},
    {.spell = "Word of Fear",
     .summary = QT_TRANSLATE_NOOP("SpellNote", "A friendly unit in range, seen or not, causes terror in this turn's "
                                               "Combat phase."),
     .target = SpellTarget::FriendlyUnit,
     .states = {{SpellState::CausesTerror, 0, ThisCombatPhase}}},
};

// Whether a target is reached at a range in cm, at no range, or by touch.
enum class Reach
{
    Range,
    None,
    Touch,
};

Reach reachOf(SpellTarget target)
{
    switch (target) {
    case SpellTarget::EnemyUnit:
    case SpellTarget::FriendlyUnit:
    case SpellTarget::UnitsUnderLine:
    case SpellTarget::EnemiesInRange:
    case SpellTarget::FriendsInRange:
    case SpellTarget::Engagement:
    case SpellTarget::PlaceInRange:
        return Reach::Range;
    case SpellTarget::JoinedUnit:
    case SpellTarget::Wizard:
        return Reach::None;
    case SpellTarget::EnemyTouchingJoinedUnit:
        return Reach::Touch;
    }
    return Reach::Range;
}

Spell fromNote(const SpellNote &note)
{
    Spell spell;
    spell.summary = QString::fromUtf8(note.summary);
    spell.target = note.target;
    spell.engagement = note.engagement;
    spell.needsSight = note.needsSight;
    spell.targetTypes = note.targetTypes;
    spell.aura = note.aura;
    spell.attacks = note.attacks;
    spell.driveBack = note.driveBack;
    spell.movesAsOrdered = note.movesAsOrdered;
    spell.states = note.states;
    spell.secondSpell = note.secondSpell;
    spell.regainsStand = note.regainsStand;
    spell.rollSlaysStand = note.rollSlaysStand;
    spell.playersApply = QString::fromUtf8(note.playersApply);
    return spell;
}

QString shownNumber(const QJsonValue &v)
{
    if (v.isString())
        return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    if (v.isUndefined() || v.isNull())
        return WmSelectorConverter::tr("nothing");
    if (v.isDouble())
        return QString::number(v.toDouble());
    return WmSelectorConverter::tr("a list or an object");
}

} // namespace

const SpellNote *WmSelectorSpells::find(const QString &rulesetKey, const QString &armyKey, const QString &spell)
{
    return WmSelectorNotes::narrowestInScope(
        std::span<const SpellNote>(SpellNotes), [](const SpellNote &n) { return n.spell; }, spell, rulesetKey, armyKey);
}

QList<const SpellNote *> WmSelectorSpells::all()
{
    QList<const SpellNote *> notes;
    for (const SpellNote &note : SpellNotes)
        notes.append(&note);
    return notes;
}

std::optional<SpellReach> WmSelectorSpells::parseRange(const QJsonValue &range)
{
    if (range.isUndefined() || range.isNull())
        return SpellReach{};
    if (!range.isString())
        return std::nullopt;
    const QString text = range.toString().simplified();
    // "- Touching", "Touching", "touching": the dash in front is the list's way of saying no range.
    static const QRegularExpression touching(QStringLiteral("^[-\u2013]?\\s*touching$"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (touching.match(text).hasMatch())
        return SpellReach{.rangeCm = std::nullopt, .touching = true};
    // "30cm", "30 cm", and the Revolution Araby's "– affects enemy within 30cm": one distance.
    static const QRegularExpression cm(QStringLiteral("^(?:[-\u2013]\\s*[a-z ]+\\s)?(\\d+)\\s?cm$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = cm.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const int value = m.captured(1).toInt();
    if (value < 1 || value > Limits::DistanceCm)
        return std::nullopt;
    return SpellReach{.rangeCm = value};
}

SpellConversion WmSelectorSpells::convert(const QJsonObject &entry, const QString &rulesetKey, const QString &armyKey)
{
    SpellConversion c;
    const auto report = [&c](const QString &field, const QString &message) { c.issues.append({field, message}); };
    for (auto it = entry.begin(); it != entry.end(); ++it) {
        static const QStringList known{QStringLiteral("name"), QStringLiteral("roll"), QStringLiteral("range"),
                                       QStringLiteral("text")};
        if (!known.contains(it.key()))
            report(QLatin1String("spells.") + it.key(),
                   WmSelectorConverter::tr("not converted: a field the converter does not know"));
    }
    const QString name = entry.value(QStringLiteral("name")).toString().trimmed();
    if (name.isEmpty()) {
        report(QStringLiteral("spells"), WmSelectorConverter::tr("a spell with no name; left out"));
        return c;
    }
    c.note = find(rulesetKey, armyKey, name);
    if (!c.note) {
        report(QStringLiteral("spells"), WmSelectorConverter::tr("no note written for this spell; left out"));
        return c;
    }

    Spell spell = fromNote(*c.note);
    spell.name = name;
    const QJsonValue roll = entry.value(QStringLiteral("roll"));
    const bool wholeRoll = roll.isDouble() && roll.toDouble() == double(roll.toInt());
    if (!wholeRoll || roll.toInt() < 1 || roll.toInt() > 6) {
        report(QStringLiteral("spells.roll"),
               WmSelectorConverter::tr("expected a D6 score from 1 to 6, found %1; left out").arg(shownNumber(roll)));
        return c;
    }
    spell.castRoll = roll.toInt();

    const QJsonValue range = entry.value(QStringLiteral("range"));
    const std::optional<SpellReach> reach = parseRange(range);
    if (!reach) {
        report(QStringLiteral("spells.range"),
               WmSelectorConverter::tr("not readable: %1; left out").arg(shownNumber(range)));
        return c;
    }
    spell.rangeCm = reach->rangeCm;
    // The range must fit whom the note says the spell is cast at: a unit it touches, the wizard or his
    // unit at no range, anything else at a distance.
    const Reach expected = reachOf(spell.target);
    const Reach found = reach->touching ? Reach::Touch : (reach->rangeCm ? Reach::Range : Reach::None);
    if (expected != found) {
        report(QStringLiteral("spells.range"),
               WmSelectorConverter::tr("%1 does not fit the note's target (%2); left out")
                   .arg(shownNumber(range), enumKey(spell.target)));
        return c;
    }

    const QList<Error> errors = spell.validate();
    if (!errors.isEmpty()) {
        report(QLatin1String("spells.") + errors.first().field,
               WmSelectorConverter::tr("the note makes no valid spell: %1; left out").arg(errors.first().message));
        return c;
    }
    c.spell = spell;
    return c;
}

} // namespace wm
