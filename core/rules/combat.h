// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/protection.h"
#include "core/rules/ruleset.h"
#include "core/rules/unit.h"

#include <QCoreApplication>
#include <QList>

namespace wm {

// What the table shows about one stand's fight this round; the app fills in what it knows.
struct StandSituation
{
    bool charging = false; // charged this turn and this is the first round
    // Where the enemy stand it fights stands; the charge bonus is only against an enemy in the open.
    Protection enemyPosition = Protection::Open;
    bool pursuing = false;             // fighting an enemy that retreated from this engagement
    int enemyRetreatedCm = 0;          // how far that enemy retreated
    bool enemyCausesTerror = false;    // touching a terrifying enemy
    bool attackedInSideOrRear = false; // an enemy front edge or corner touches its side or rear
    bool firstRound = false;           // the first round of this engagement this Combat phase
    // The stand its list attached to the unit (Skirmishers, Wardancers): it fights with its own attacks.
    bool attachedStand = false;

    bool operator==(const StandSituation &) const = default;
};

enum class AttackModifierKind
{
    Charge,          // +1 charging an enemy in the open, first round only
    MonsterCharge,   // a further +1 for a monster or chariot charging in the open
    Pursuit,         // +1 against an enemy that retreated from this engagement
    PursuitDistance, // +1 per full 3 cm the enemy retreated
    Terror,          // -1 touching a terrifying enemy, unless the stand causes terror itself
    SideOrRear,      // -1 with an enemy at its side or rear
    Confused,        // -1 while confused
    DoubleAttacks,   // its attacks once more in its first round (a Giant gone berserk)
    CannotFight,     // no attacks at all this turn (a Giant standing dazed)
    FirstRound,      // its own rule's extra attacks in the first round (Cold One Knights)
    // Spells on the unit, each naming its spell:
    SpellTerror,    // it fights every enemy as if it caused terror, even if it ignores terror
    SpellStand,     // each stand's attacks, and each character's with it (Waaagh!)
    SpellUnit,      // the unit's attacks, once, on its first fighting stand (Monster Bear!)
    SpellCharacter, // the attacks of the character with it (Light of Battle)
    // Magic items the unit carries, each naming its item:
    ItemStand, // each stand's attacks (the Battle Banner in its first engagement)
    ItemUnit,  // one stand's attacks, as a character's bonus (the Swords of Might and Fate)
    // The army lists' rules, each naming its rule:
    ListRule,          // each stand's attacks, by its own rule or a power used on it (Zealots, the Tomb King)
    ListRuleCharacter, // the attacks of the character with it, by a power he used (the Oathstone)
};

struct AttackModifier
{
    Q_DECLARE_TR_FUNCTIONS(AttackModifier)

public:
    AttackModifierKind kind = AttackModifierKind::Charge;
    int value = 0;
    QString spell{};                 // for a spell's modifier: its name
    std::optional<MagicItem> item{}; // for an item's modifier: the item
    QString rule{};                  // for a list rule's modifier: its name

    QString name() const;
    bool operator==(const AttackModifier &) const = default;
};

// Whether the enemies fighting a unit count it as terrifying: by its own rule, a spell on it, or a
// character with it who causes terror himself (a General on a Griffon: FACTS §6, "some mounts make
// the unit cause terror"), unless a spell has stopped its terror. `characters` are those who have
// joined it.
bool causesTerror(const Unit &unit, const QList<Unit> &characters = {});
// Whether a terrifying enemy costs it no attack: by its own rule, a spell on it, or a list rule's
// power used on it (the Oathstone).
bool ignoresTerror(const Unit &unit);

// The modifiers to one stand's attacks (sources/004 Combat, FACTS §4.2), with those a spell on the
// unit gives each stand. What a spell gives the unit once, or the character with it, is below.
// `characters` have joined the unit: a terrifying one spares it the terror penalty.
QList<AttackModifier> attackModifiers(const Unit &unit, const StandSituation &situation,
                                      const QList<Unit> &characters = {});

// What spells on a unit add once to its attacks in a round (on its first fighting stand), and to its
// character's when one fights with it.
QList<AttackModifier> unitSpellModifiers(const Unit &unit);
QList<AttackModifier> characterSpellModifiers(const Unit &unit);
// What the unit's magic weapon adds once to its attacks in this round (on its first fighting stand).
QList<AttackModifier> unitItemModifiers(const Unit &unit, int round);

// Dice for one stand: its attacks plus the modifiers and any joined character's bonus, never below 0.
int standAttackDice(const Unit &unit, const StandSituation &situation, int characterBonus = 0,
                    const QList<Unit> &characters = {});

// A unit's dice is the sum over its fighting stands; a unit reduced to no dice still rolls one.
int unitAttackDice(const QList<int> &standDice);

// The hits that remove one of its stands in combat: its Hits value, and more by a spell on it or
// the Banner of Fortitude in its first engagement.
int combatHitsValue(const Unit &unit);

// How many of the hits struck on a unit count for the combat result: no more than it could still take.
int hitsThatCount(const Unit &target, int hitsStruck);

// How far each losing unit retreats: 1 cm per point of difference, at least 1 cm. With the option
// "retreat-distance" on (Revolution) the difference is shared among the losing units, rounded up;
// in Warmaster each losing unit retreats the whole difference.
int retreatDistanceCm(int resultDifference, int losingUnits, const Ruleset &ruleset);

} // namespace wm
