// SPDX-License-Identifier: GPL-3.0-or-later
#include "wmselectornotes.h"

#include <QCoreApplication>

namespace wm {

namespace {

// The names a condition's part tests for, "|" between them.
QStringList names(const char *list)
{
    return QString::fromUtf8(list).split(QLatin1Char('|'), Qt::SkipEmptyParts);
}

ConditionPart when(ConditionTest test, const char *list = "")
{
    return {test, false, names(list)};
}

ConditionPart unless(ConditionTest test, const char *list = "")
{
    return {test, true, names(list)};
}

// One note per rule, written from the rule's meaning; the wm-selector wording is never copied.
// Numbers the profile already holds (attacks, a mount's bonus) are not repeated. A note with no
// scope serves every list with a rule of that name, so a name one army gives a rule of its own
// ("General", "Wizard") is scoped to that army.
const RuleNote Notes[] = {
    {.rule = "Anvil",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One per army, on a Runesmith's stand: once a battle +1 to a dispel roll; "
                                           "struck in his Shooting phase, on a 4+ Dwarf units within 20 cm ignore "
                                           "terror until the next Dwarf turn."),
     .add = Trait::DispelBonus,
     .remove = Trait::IgnoresTerror,
     .shown = ShownReason::Magic},
    {.scope = "revolution/high-elves",
     .rule = "Archers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting.")},
    {.rule = "Archers/Reavers/Elven Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting (dragon fire excepted).")},
    {.rule = "Ashigaru Teppo",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse.")},
    {.rule = "Bear",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a General, Hero or Shaman."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Bear Mount",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a General, Hero or Shaman."),
     .shown = ShownReason::ArmyBuilding},
    {.scope = "warmaster",
     .rule = "Bears",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades only with other Bears. Gets the monster's extra attack when it "
                                           "charges an enemy in the open. Scoring more hits than it suffers in the "
                                           "first round of a combat, it strikes one more attack a stand before the "
                                           "result is worked out. Must pursue and advance when it can."),
     .add = Trait::MustPursue | Trait::TakesNoOrder,
     .values = {{Trait::ExtraAttacksWhenAhead, 1}},
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {when(ConditionTest::BrigadedWithOthers)}}}},
    {.scope = "revolution",
     .rule = "Bears",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. "
                                           "Supports and is supported only by Bears; must pursue and advance when "
                                           "it can; defended only in dense terrain."),
     .add = Trait::MustPursue,
     .asked = RuleMoment::Combat},
    {.rule = "Berserkers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror."),
     .add = Trait::MustPursue | Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.rule = "Birdmen",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies and still shoots its crossbows; awkward in the air, it may be "
                                           "pursued by any troops."),
     .add = Trait::PursuedByAnyone,
     .shown = ShownReason::Movement},
    {.rule = "Black Coach",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for a Vampire Lord or Vampire; the unit he joins causes "
                                           "terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Blunderbusses",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm, 2 shooting attacks a stand, the target's armour counts one "
                                           "worse. One unit per full 1000 points may take the place of a unit of "
                                           "Chaos Dwarfs, counting against both units' limits."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's bolt thrower rules."),
     .weapon = Weapon::BoltThrower},
    {.scope = "revolution/dark-elves",
     .rule = "Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as an Elven bolt thrower."),
     .weapon = Weapon::ElvenBoltThrower},
    {.rule = "Bone Giant",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror. The Tomb King's orders to it, or to a brigade with it, "
                                           "take -1 Command; a Liche Priest's do not."),
     .values = {{Trait::OrderModifier, -1}},
     .conditions = {{.trait = Trait::OrderModifier, .parts = {when(ConditionTest::OrderedBy, "Tomb King")}}}},
    {.rule = "Branchwraith",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Joins only Forest Spirit units and takes -1 Command ordering any other "
                                           "unit. May cast Tree Singing. No magic items."),
     .values = {{Trait::CommandModifier, -1}},
     .conditions = {{.trait = Trait::CommandModifier,
                     .parts = {when(ConditionTest::OrderingOthers, "Forest Spirits")}}},
     .shown = ShownReason::Magic,
     .onlyIntoUnitsWithRule = "Forest Spirits"},
    {.rule = "Bull Ogres",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Must charge on initiative a human enemy it can reach at the start of the "
                                           "Command phase."),
     .asked = RuleMoment::Initiative},
    {.rule = "Bull Rhinox",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for the Tyrant, a Bruiser or a Butcher; the unit he joins causes "
                                           "terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Bushido",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never evades on initiative, and rolls one die fewer for drive backs."),
     .add = Trait::CannotEvade,
     .values = {{Trait::DriveBackDice, -1}}},
    {.rule = "Camel Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Orders to this unit alone ignore distance penalties; every order to it, "
                                           "or to a brigade with it, takes -1 Command."),
     .add = Trait::IgnoresDistancePenalty,
     .values = {{Trait::OrderModifier, -1}},
     .conditions = {{.trait = Trait::IgnoresDistancePenalty, .parts = {when(ConditionTest::Alone)}}}},
    {.rule = "Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's cannon rules."),
     .weapon = Weapon::Cannon},
    {.rule = "Carnosaur",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a Saurus Hero only; the unit he joins causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Carrion",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies, and may home back to a character at the start of the Command "
                                           "phase without an order."),
     .shown = ShownReason::Movement},
    {.rule = "Cauldron of Blood",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Special mount for a Sorceress, one per army and only with a unit of "
                                           "Witch Elves: she moves 30 cm, and once a battle adds 1 to a casting "
                                           "roll."),
     .values = {{Trait::CastBonus, 1}},
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Celestial Dragon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One Sorcerer may take dragon form: flies, gives orders, casts spells and "
                                           "causes terror, but cannot order Terracotta Warriors."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Centigors",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round, but charges only to its "
                                           "front."),
     .shown = ShownReason::Profile},
    {.rule = "Chaos Dragon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror, and while that "
                                           "unit is not engaged the dragon breathes fire: 3 attacks at 20 cm."),
     .shown = ShownReason::ArmyBuilding,
     .shootingAttacks = 3,
     .rangeCm = 20},
    {.scope = "warmaster",
     .rule = "Chaos Spawn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Takes orders only in a brigade with other units, where one Spawn per "
                                           "other unit does not count towards the brigade's size. Causes terror. "
                                           "Range 15 cm, shooting from any edge."),
     .add = Trait::TakesNoOrder | Trait::FreeInBrigade,
     .values = {{Trait::FreeInBrigade, AnyBrigadeSize}},
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::BrigadedWithOthers)}}},
     .shown = ShownReason::Profile},
    {.scope = "revolution",
     .rule = "Chaos Spawn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command unless brigaded with more units that are not Spawn; up to two "
                                           "Spawn join a brigade without counting towards its size. Causes terror; "
                                           "never driven back by shooting; must pursue or advance after a win. "
                                           "Range 15 cm, sees and shoots all round."),
     .add = Trait::MustPursue | Trait::FreeInBrigade,
     .values = {{Trait::OrderModifier, -1}, {Trait::FreeInBrigade, 2}},
     .conditions = {{.trait = Trait::OrderModifier, .parts = {unless(ConditionTest::OthersOutnumber)}}},
     .shown = ShownReason::Profile},
    {.rule = "Chariot",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for a General, Hero or Wizard."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Cold One Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to "
                                           "its front; brigades only with other Cold One Knights."),
     .add = Trait::TakesNoOrder,
     .values = {{Trait::FirstRoundAttacks, 1}},
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {when(ConditionTest::BrigadedWithOthers)}}}},
    {.rule = "Cold Ones Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to "
                                           "its front; brigades only with other Cold One Knights."),
     .add = Trait::TakesNoOrder,
     .values = {{Trait::FirstRoundAttacks, 1}},
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {when(ConditionTest::BrigadedWithOthers)}}}},
    {.rule = "Crossbowmen and Dark Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Repeating crossbows: 1 shot a stand up to 30 cm, 2 up to 15 cm, 1 at "
                                           "chargers. The profile holds 1; add the second shot within 15 cm."),
     .asked = RuleMoment::Shooting},
    {.rule = "Daemon Flyers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; based like infantry, facing a long edge."),
     .shown = ShownReason::Movement},
    {.rule = "Daemon Lord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A Hero or a Wizard, at most 2 of them together per 1000 points; "
                                           "flies."),
     .shown = ShownReason::ArmyBuilding},
    {.scope = "warmaster",
     .rule = "Daemon Overlord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General; for 25 points more he has a Wizard's powers and may "
                                           "carry a General's or a Wizard's magic item. Flies."),
     .shown = ShownReason::ArmyBuilding},
    {.scope = "revolution",
     .rule = "Daemon Overlord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General; for 25 points more he has a Wizard's powers and may "
                                           "carry a General's or a Wizard's magic item."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Daemon Swarm",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never driven back by shooting. No magic items."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Daemonic Wings",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Lets a Daemon character fly."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Death Rocket",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as a stone thrower with D6 attacks, the target's armour one "
                                           "worse; a 1 for the attacks is read on its misfire table. One Death "
                                           "Rocket or Earthshaker Cannon per 1000 points."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Desert Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round, at chargers too."),
     .shown = ShownReason::Profile},
    {.rule = "Dire Wolves",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. No "
                                           "magic items."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Djinn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Lets its Wizard fly and helps him cast the Curse of the Djinn. Adds 2 "
                                           "shooting attacks to a stand of the unit he joins, which causes "
                                           "terror."),
     .values = {{Trait::AddsShootingAttacks, 2}},
     .shown = ShownReason::Magic},
    {.rule = "Doom Diver",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 60 cm; the target saves as usual; never shoots at chargers."),
     .asked = RuleMoment::Shooting},
    {.rule = "Doom Wheel",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charging an enemy in the open it adds D6 attacks to the charge bonus "
                                           "(not in pursuit, nor when charged). Moves 20 cm; causes terror."),
     .asked = RuleMoment::Combat},
    {.rule = "Doombull",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The unit he joins causes terror; Gor, Ungor or Bestigors he joins "
                                           "charge on initiative like Minotaurs until the end of the next Beastmen "
                                           "Command phase."),
     .asked = RuleMoment::Initiative},
    {.rule = "Dragon Ogre Shaggoth",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Always ordered on its own. Causes terror. Left with 5 to 7 hits at the "
                                           "end of a phase out of combat, it is badly hurt: its Hits and Attacks "
                                           "halve for the rest of the battle."),
     .add = Trait::TakesNoOrder,
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::Alone)}}},
     .asked = RuleMoment::EndOfPhase},
    {.rule = "Dragon Ogres", .note = QT_TRANSLATE_NOOP("ArmyNote", "Ignores terror.")},
    {.rule = "Dragons",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies and causes terror, as does a unit a dragon-riding character joins. "
                                           "A Dragon Rider left with several hits at the end of a phase is badly "
                                           "hurt: its Hits and Attacks halve for the rest of the battle. Breathes "
                                           "fire: 3 attacks at 20 cm, from a ridden dragon only in an unengaged "
                                           "unit."),
     .asked = RuleMoment::EndOfPhase},
    {.rule = "Earthshaker Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A stone thrower whose drive-back dice confuse on a 4+, and whose shot "
                                           "confuses units touching the target on a 6. One Earthshaker Cannon or "
                                           "Death Rocket per 1000 points."),
     .asked = RuleMoment::Shooting,
     .shown = ShownReason::ArmyBuilding,
     .weapon = Weapon::StoneThrower},
    {.rule = "Elephant",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Its rider cannot join cavalry; the unit he joins causes terror."),
     .shown = ShownReason::ArmyBuilding,
     .notIntoType = UnitType::Cavalry},
    {.rule = "Elephants",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror; never brigaded with cavalry. Instead of becoming "
                                           "confused it stampedes, moving by the roll of a die until the end of its "
                                           "next Command phase."),
     .add = Trait::TakesNoOrder,
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {when(ConditionTest::BrigadedWith, "cavalry")}}},
     .asked = RuleMoment::CommandStart},
    {.rule = "Elven Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Elven bolt thrower rules."),
     .weapon = Weapon::ElvenBoltThrower},
    {.rule = "Ethereal Host",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Hits on 4+ in combat whatever the enemy's position. Never driven back by "
                                           "shooting; causes terror. No magic items."),
     .asked = RuleMoment::Combat,
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Favour of the Gods",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For a Daemon character: he causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Fell Bats",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies, and may home back without an order though it never uses "
                                           "initiative; based like infantry."),
     .shown = ShownReason::Movement},
    {.rule = "Fenbeast",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Comes only through the Druid's Summon Fenbeast spell; never brigaded, "
                                           "never uses initiative; the Druid orders it at +1 Command. Crosses bogs "
                                           "as open ground; causes terror."),
     .add = Trait::NoInitiative | Trait::TakesNoOrder,
     .values = {{Trait::OrderModifier, 1}},
     .conditions = {{.trait = Trait::OrderModifier, .parts = {when(ConditionTest::OrderedBy, "Druid")}},
                    {.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::Alone)}}},
     .shown = ShownReason::Magic},
    {.rule = "Flagellants",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror."),
     .add = Trait::MustPursue | Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.scope = "warmaster",
     .rule = "Flame Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Flame Cannon rules."),
     .weapon = Weapon::FlameCannon},
    {.scope = "revolution",
     .rule = "Flame Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "2D6 attacks; a double is read on its misfire table instead. May shoot at "
                                           "chargers."),
     .weapon = Weapon::FlameCannon},
    {.rule = "Flying Carpet", .note = QT_TRANSLATE_NOOP("ArmyNote", "A flying chariot mount.")},
    {.rule = "Forest Dragon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror, and the dragon "
                                           "breathes from it: 3 attacks at 20 cm."),
     .shown = ShownReason::ArmyBuilding,
     .shootingAttacks = 3,
     .rangeCm = 20},
    {.rule = "Forest Spirits",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Ignores terror; -1 Command when ordered by the General or a Noble."),
     .values = {{Trait::OrderModifier, -1}},
     .conditions = {{.trait = Trait::OrderModifier, .parts = {when(ConditionTest::OrderedBy, "General|Noble")}}}},
    {.rule = "Galloper Guns",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Light cannon: moves 20 cm, range 40 cm, otherwise a cannon, grapeshot "
                                           "at chargers included."),
     .shown = ShownReason::Profile},
    {.scope = "warmaster/dark-elf",
     .rule = "General",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "When a Hero or the Sorceress rolls a double 6 for an order, the General "
                                           "loses a point of Command or has the culprit executed (no victory points "
                                           "for the enemy); his own double 6 costs him a point. He loses 2 points "
                                           "at most."),
     .asked = RuleMoment::Orders},
    {.scope = "revolution/dark-elves",
     .rule = "General",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "When a Hero or the Sorceress rolls a double 6 for an order, the General "
                                           "loses a point of Command or has the culprit executed (no victory points "
                                           "for the enemy); his own double 6 costs him a point. He loses 2 points "
                                           "at most."),
     .asked = RuleMoment::Orders},
    {.rule = "Giant",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Giant rules: causes terror, and goes wild, rolled on "
                                           "its table, when an order to it fails."),
     .add = Trait::CausesTerror | Trait::GoesWild,
     .asked = RuleMoment::Orders},
    {.rule = "Giant Eagle",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for a General, Hero or Wizard."),
     .shown = ShownReason::ArmyBuilding},
    {.scope = "revolution/albion",
     .rule = "Giant Eagle",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the Druid only."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Giant Eagles", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies.")},
    {.rule = "Giant Stag",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for the General, a Noble or a Spell Weaver."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Glade Guard", .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting.")},
    {.rule = "Gnoblars",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Bows at 15 cm. Supported only by Gnoblars, though it supports other "
                                           "infantry. No magic items; characters cannot join it."),
     .asked = RuleMoment::Combat,
     .shown = ShownReason::ArmyBuilding,
     .noCharacters = true},
    {.rule = "Goblins",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots with bows, but only to 15 cm."),
     .shown = ShownReason::Profile},
    {.scope = "revolution/goblin",
     .rule = "Goblins",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots with bows, but only to 15 cm. Up to two units per full 1000 "
                                           "points may be fielded as Squig Herds, counting against both units' "
                                           "limits."),
     .shown = ShownReason::Profile},
    {.rule = "Gor/Ungor",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Up to half the Gor units and half the Ungor units may ambush, arriving "
                                           "by an order to a point in dense terrain or on a table edge other than "
                                           "the enemy's. Ungor shoot to 15 cm."),
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Deployment},
    {.rule = "Gorgers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command for every order, but no distance or dense terrain penalties. "
                                           "Pursues any enemy. May infiltrate by an order from any character."),
     .add = Trait::IgnoresDenseTerrainPenalty | Trait::PursuesAnything | Trait::IgnoresDistancePenalty,
     .values = {{Trait::OrderModifier, -1}},
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Deployment},
    {.scope = "warmaster",
     .rule = "Grail Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Follows the Knights' rules, and gets the monster's extra attack when it "
                                           "charges an enemy in the open."),
     .add = Trait::IgnoresTerror | Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.scope = "revolution",
     .rule = "Grail Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the "
                                           "open.")},
    {.rule = "Grail Reliquae",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One unit of Peasants carries it; it and the Peasants touching it fight as "
                                           "Grail Pilgrims: no extra Command penalty, +1 attack, ignore terror, "
                                           "attack on initiative, never driven back or confused."),
     .asked = RuleMoment::Initiative,
     .shown = ShownReason::ArmyBuilding,
     .attacks = 1},
    {.rule = "Great Taurus",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for any character; causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Greater Daemon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; causes terror. Left with several hits at the end of a phase it is "
                                           "badly hurt: its Hits and Attacks halve for the rest of the battle."),
     .asked = RuleMoment::EndOfPhase},
    {.scope = "warmaster",
     .rule = "Grey Seer",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General, casting Skaven spells as a Warlock does."),
     .add = Trait::CastsSpells},
    {.scope = "revolution",
     .rule = "Grey Seer",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General, casting Skaven spells as a Warlock does; may carry a "
                                           "General's or a Wizard's magic item."),
     .add = Trait::CastsSpells,
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Griffon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Guards",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General's first order each turn to this unit alone succeeds on 10 or "
                                           "less, with no penalties."),
     .add = Trait::GeneralsFirstOrderAt,
     .values = {{Trait::GeneralsFirstOrderAt, 10}}},
    {.scope = "warmaster",
     .rule = "Gutter Runners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as bows to 15 cm, from any edge. May infiltrate: an order from any "
                                           "character brings it on in dense terrain or at a table edge other than "
                                           "the enemy's."),
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Deployment},
    {.scope = "revolution",
     .rule = "Gutter Runners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as bows to 15 cm; sees and shoots all round. May infiltrate: an "
                                           "order from any character brings it on in dense terrain or at a table "
                                           "edge other than the enemy's. No dense terrain penalty."),
     .add = Trait::IgnoresDenseTerrainPenalty,
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Deployment},
    {.scope = "warmaster",
     .rule = "Gyrocopter",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Gyrocopter rules: a flying machine."),
     .add = Trait::Flyer},
    {.scope = "revolution",
     .rule = "Gyrocopter",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A flying machine, ordered on its own, never brigaded nor joined by a "
                                           "character in combat. Its gun makes armour one worse; sees and shoots all "
                                           "round."),
     .add = Trait::TakesNoOrder,
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::Alone)}}},
     .shown = ShownReason::ArmyBuilding,
     .noCharacters = true},
    {.rule = "Handgunners", .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse.")},
    {.scope = "revolution/empire",
     .rule = "Handgunners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse. One unit of Crossbowmen "
                                           "per full 1000 points may be fielded as Handgunners for 10 points more, "
                                           "counting against both units' limits."),
     .shown = ShownReason::ArmyBuilding},
    {.scope = "revolution/dogs-of-war",
     .rule = "Handgunners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse. One unit of Crossbowmen "
                                           "per full 1000 points may be fielded as Handgunners for 10 points more, "
                                           "counting against both units' limits."),
     .shown = ShownReason::ArmyBuilding},
    {.scope = "revolution/dwarfs",
     .rule = "Handgunners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse. One unit of Warriors per "
                                           "full 1000 points may be fielded as Handgunners, counting against both "
                                           "units' limits."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Handguns",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The target's armour counts one worse. Any Crossbows unit may be fielded "
                                           "as Handguns, counting against the Crossbows' limits."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Harpies",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; based like infantry; no character may join it."),
     .shown = ShownReason::ArmyBuilding,
     .noCharacters = true},
    {.scope = "warmaster",
     .rule = "Helblaster",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Helblaster rules: attacks by range, armour one "
                                           "worse; one or two ones rolled to hit take hits away."),
     .weapon = Weapon::Helblaster},
    {.scope = "revolution",
     .rule = "Helblaster",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Attacks by range, armour one worse. One or two ones rolled to hit fizzle "
                                           "harmlessly, three misfire, four or more blow it up (6 hits on a charger "
                                           "it shot at)."),
     .weapon = Weapon::Helblaster},
    {.rule = "Hippogriff",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the General only; the unit he joins causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Hobgoblins",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round. Never brigaded with Black Orcs or "
                                           "Orc Slaves unless Chaos Dwarfs or Blunderbusses are in the brigade."),
     .add = Trait::TakesNoOrder,
     .conditions = {{.trait = Trait::TakesNoOrder,
                     .parts = {when(ConditionTest::BrigadedWith, "Black Orcs|Orc Slaves"),
                               unless(ConditionTest::BrigadedWith, "Chaos Dwarfs|Blunderbusses")}}},
     .shown = ShownReason::Profile},
    {.rule = "Horn of Resounding",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For one Shaman: for one turn he adds 1 to all his Command rolls."),
     .values = {{Trait::CommandModifier, 1}},
     .conditions = {{.trait = Trait::CommandModifier,
                     .said =
                         QStringLiteral(QT_TRANSLATE_NOOP("ArmyNote", "the Shaman sounds it now, adding 1 to all his "
                                                                      "Command rolls this turn (once a battle)")),
                     .onceABattle = true}},
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Horse Archers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm, shooting from any edge."),
     .shown = ShownReason::Profile},
    {.rule = "Horse Archers, Cossacks",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.rule = "Hu Cavalry",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.rule = "Jezzails", .note = QT_TRANSLATE_NOOP("ArmyNote", "The target's armour counts one worse.")},
    {.scope = "warmaster/bretonnian",
     .rule = "Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Ignores terror."),
     .add = Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.scope = "revolution/bretonnia",
     .rule = "Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Ignores terror."),
     .add = Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.rule = "Komainu",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. A "
                                           "Temple Daemon: unstable, ignores terror."),
     .asked = RuleMoment::CommandStart},
    {.rule = "Lammasu",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for one Sorcerer; once a turn, on a 4+, it undoes an enemy "
                                           "spell cast on a friendly unit within 30 cm."),
     .shown = ShownReason::Magic},
    {.rule = "Leadbelchers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm, 2 shooting attacks a stand (at chargers too), the target's "
                                           "armour counts one worse."),
     .shown = ShownReason::Profile},
    {.rule = "Liche Chariot",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for the Tomb King or a Liche Priest."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Liche Priest",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Casts spells as a Wizard."),
     .add = Trait::CastsSpells},
    {.rule = "Light Cavalry",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.scope = "warmaster",
     .rule = "Magic Carpets",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; range 15 cm, shooting from any edge."),
     .shown = ShownReason::Profile},
    {.scope = "revolution",
     .rule = "Magic Carpets",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies, though any troops may pursue it; range 15 cm, sees and shoots all "
                                           "round."),
     .add = Trait::PursuedByAnyone,
     .shown = ShownReason::Profile},
    {.rule = "Manticore",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Mikata",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror."),
     .add = Trait::MustPursue | Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.rule = "Minotaurs",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Bloodlust: charges on initiative whenever it can and then takes no "
                                           "orders; never evades; must pursue or advance. Ignores terror."),
     .add = Trait::MustPursue | Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.rule = "Ninja",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round. May infiltrate as Gutter Runners "
                                           "do. No dense terrain penalty."),
     .add = Trait::IgnoresDenseTerrainPenalty,
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Deployment},
    {.rule = "Oathstone",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For one Hero: once a game he and the unit he joins (not Troll Slayers) "
                                           "get +1 attack a stand and ignore terror until the end of the Combat "
                                           "phase."),
     .remove = Trait::IgnoresTerror,
     .values = {{Trait::AttackBonus, 1}},
     .conditions = {{.trait = Trait::AttackBonus,
                     .parts = {unless(ConditionTest::CarriesRule, "Troll Slayers")},
                     .said =
                         QStringLiteral(QT_TRANSLATE_NOOP("ArmyNote", "its Hero uses it on this unit now: the unit and "
                                                                      "he get +1 attack a stand and ignore terror "
                                                                      "until the end of the Combat phase (once a "
                                                                      "game)")),
                     .onceABattle = true,
                     .reach = RuleReach::JoinedUnit,
                     .ignoresTerror = true}},
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Ogres",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Must charge on initiative a human enemy it can reach at the start of the "
                                           "Command phase."),
     .asked = RuleMoment::Initiative},
    {.rule = "Orc Slaves",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command for its orders unless brigaded with Black Orcs, Chaos Dwarfs "
                                           "or Blunderbusses."),
     .values = {{Trait::OrderModifier, -1}},
     .conditions = {{.trait = Trait::OrderModifier,
                     .parts = {unless(ConditionTest::BrigadedWith, "Black Orcs|Chaos Dwarfs|Blunderbusses")}}}},
    {.rule = "Paymaster, Pay Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One Paymaster per army, and only he rides the Pay Wagon; with it he may "
                                           "add 1 to all his Command rolls for one turn."),
     .values = {{Trait::CommandModifier, 1}},
     .conditions = {{.trait = Trait::CommandModifier,
                     .said =
                         QStringLiteral(QT_TRANSLATE_NOOP("ArmyNote", "the Paymaster uses the Pay Wagon now, adding 1 "
                                                                      "to all his Command rolls this turn (once a "
                                                                      "battle)")),
                     .onceABattle = true}},
     .shown = ShownReason::ArmyBuilding,
     .numbersWithUpgradeOnly = true},
    {.scope = "warmaster",
     .rule = "Peasants",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command unless brigaded with a unit that is not Peasants. Never charges "
                                           "on initiative and gets no charge bonus."),
     .values = {{Trait::OrderModifier, -1}},
     .conditions = {{.trait = Trait::OrderModifier, .parts = {unless(ConditionTest::BrigadedWithOthers)}}},
     .asked = RuleMoment::Initiative},
    {.scope = "revolution",
     .rule = "Peasants",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command unless brigaded with a unit that is not Peasants, or Grail "
                                           "Pilgrims. Never charges on initiative and gets no charge bonus; may "
                                           "make a supporting charge."),
     .values = {{Trait::OrderModifier, -1}},
     .conditions = {{.trait = Trait::OrderModifier,
                     .parts = {unless(ConditionTest::BrigadedWithOthers),
                               unless(ConditionTest::CarriesRule, "Grail Reliquae"),
                               unless(ConditionTest::PlayerSays, "Grail Reliquae")},
                     .said = QStringLiteral(QT_TRANSLATE_NOOP("ArmyNote", "Grail Pilgrims: every Peasants unit ordered "
                                                                          "touches the Peasants that carry the Grail "
                                                                          "Reliquae"))}},
     .asked = RuleMoment::Initiative},
    {.rule = "Pegasus",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for a General, Hero or Enchantress."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Pegasus Knights", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies.")},
    {.rule = "Pikemen",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never defended or fortified in dense terrain or on walls; defended in the "
                                           "first round against cavalry or chariots charging its front. Supported "
                                           "only from the flank; based like cavalry."),
     .asked = RuleMoment::Combat,
     .shown = ShownReason::Terrain},
    {.rule = "Pistoliers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.scope = "warmaster",
     .rule = "Plague Monks",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue after a win, though "
                                           "it need not advance. Ignores terror."),
     .add = Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.scope = "revolution",
     .rule = "Plague Monks",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror."),
     .add = Trait::MustPursue | Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.rule = "Pump Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Moves D6 x 10 cm once each Command phase without orders. D6 attacks in a "
                                           "round it charges, pursues or advances, D3 when charged or retreating; "
                                           "the profile holds none. Never driven back or confused, never brigaded "
                                           "or joined; worth no victory points."),
     .add = Trait::NoInitiative | Trait::NoVictoryPoints | Trait::TakesNoOrder,
     .asked = RuleMoment::Combat,
     .noCharacters = true},
    {.rule = "Qilin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a Sorcerer only: once a battle, +1 to a casting roll."),
     .values = {{Trait::CastBonus, 1}},
     .shown = ShownReason::ArmyBuilding},
    {.scope = "warmaster",
     .rule = "Rangers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Infantry that may pursue any enemy."),
     .add = Trait::PursuesAnything},
    {.scope = "revolution",
     .rule = "Rangers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One unit per full 1000 points may infiltrate instead of deploying. May "
                                           "pursue any enemy."),
     .add = Trait::PursuesAnything,
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Deployment},
    {.rule = "Rat Ogre Bodyguard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For the Grey Seer, a Hero or a Warlock."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Rat Swarms",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never driven back by shooting. Supported only by Rat Swarms, though it "
                                           "supports other infantry. No magic items."),
     .asked = RuleMoment::Combat,
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Red Guard", .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse.")},
    {.rule = "Reptilian",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Takes orders only from a character within 20 cm, in a brigade too."),
     .values = {{Trait::OrderRange, 20}}},
    {.rule = "Rhinox Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Ignores terror; gets the monster's extra attack when it charges an enemy "
                                           "in the open.")},
    {.rule = "Rock Lobber",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's stone thrower rules."),
     .weapon = Weapon::StoneThrower},
    {.rule = "Rocket Launcher",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as a stone thrower with 1D6 attacks, the target's armour one "
                                           "worse; a 1 for the attacks is read on its own misfire table.")},
    {.rule = "Runesmith",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "No Wizard: when an enemy Wizard within 50 cm casts, a 4+ undoes the "
                                           "spell (one try per spell, however many Runesmiths)."),
     .add = Trait::DispelsSpells},
    {.rule = "Salamanders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to a Skink unit, whose shots then "
                                           "make armour one worse. Its loss never counts for Command penalties nor "
                                           "spoils the formation. Range 15 cm, shooting from any edge."),
     .shown = ShownReason::Movement,
     .attachedStand = true},
    {.scope = "warmaster/lizardmen",
     .rule = "Salamanders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to a Skink unit, whose shots then "
                                           "make armour one worse. Its loss never counts for Command penalties nor "
                                           "spoils the formation. Range 15 cm, shooting from any edge; 1 attack "
                                           "when shooting at chargers."),
     .shown = ShownReason::Movement,
     .attachedStand = true,
     .shootingAttacksAtChargers = 1},
    {.rule = "Screaming Bell",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Moves 20 cm only in a brigade with infantry, never on initiative. Never "
                                           "driven back; destroyed if it must retreat. Skaven touching it ignore "
                                           "terror; Skaven Heroes and Warlocks within 30 cm +1 Command, enemy "
                                           "characters -1. One per army."),
     .add = Trait::NoInitiative | Trait::TakesNoOrder,
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::BrigadedWith, "infantry")}}},
     .asked = RuleMoment::Orders,
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Shogun",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A Daimyo or Shugenja rolling a double 6 for an order reads the blunder "
                                           "table at -1."),
     .add = Trait::HeroesBlunderModifier,
     .values = {{Trait::HeroesBlunderModifier, -1}}},
    {.rule = "Shrine",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One per army, on a Shugenja's stand: once a battle +1 to a dispel roll; "
                                           "invoked in his Shooting phase, on a 4+ Nippon units within 20 cm ignore "
                                           "terror until the next Nippon turn."),
     .add = Trait::DispelBonus,
     .remove = Trait::IgnoresTerror,
     .shown = ShownReason::Magic},
    {.rule = "Shugenja",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "When an enemy Wizard within 50 cm casts, a 4+ undoes the spell (one try "
                                           "per spell). +1 to the instability rolls of Daemon units within 20 cm. "
                                           "May take a Scroll of Dispelling."),
     // His list gives him the Dwarf Runesmith's power to cancel spells, in the same words.
     .add = Trait::DispelsSpells,
     .asked = RuleMoment::CommandStart},
    {.rule = "Skinks",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.rule = "Skirmishers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to an infantry unit, with that "
                                           "unit's armour (none or 6+; the profile holds 6+). Its loss never counts "
                                           "for Command penalties nor spoils the formation."),
     .shown = ShownReason::Movement,
     .attachedStand = true},
    {.scope = "revolution/empire",
     .rule = "Skirmishers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to an infantry unit other than "
                                           "Flagellants, with that unit's armour (none or 6+; the profile holds 6+). "
                                           "Its loss never counts for Command penalties nor spoils the formation."),
     .shown = ShownReason::Movement,
     .attachedStand = true,
     .notAddedTo = "Flagellants"},
    {.rule = "Skull Chukka",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A stone thrower whose drive-back dice confuse on a 4+ instead of a 6."),
     .values = {{Trait::DriveBackConfusesOn, 4}},
     .weapon = Weapon::StoneThrower},
    {.rule = "Slann Mage Palanquin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General, but gives no orders: a Skink character within 20 cm may use "
                                           "his guidance for -1 on an order roll (a double 6 then simply fails). "
                                           "Casts spells as a Wizard, may re-roll a failure other than a 1, and may "
                                           "cast through a Skink Shaman."),
     .add = Trait::CastsSpells | Trait::RecastsFailedSpell,
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Magic},
    {.rule = "Sorcerer Lord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General casts spells as a Wizard, may carry a Wizard's magic item, "
                                           "and once a battle adds 1 to a casting roll."),
     .add = Trait::CastsSpells,
     .values = {{Trait::CastBonus, 1}},
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Sphinx",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror. Left with several hits at the end of a phase it is badly "
                                           "hurt: its Hits and Attacks halve for the rest of the battle."),
     .asked = RuleMoment::EndOfPhase},
    {.scope = "warmaster",
     .rule = "Steam Tank",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Steam Tank rules: moves 20 cm, sees and shoots all "
                                           "round, armour one worse against its shots, always defended. Its "
                                           "drive-back dice only test for confusion; destroyed if it must retreat. "
                                           "A double 6 on its order is read on the malfunction table."),
     .add = Trait::AllRoundVision | Trait::ArmourPiercing | Trait::AlwaysDefended | Trait::MalfunctionsOnDoubleSix |
            Trait::DriveBackConfusionOnly | Trait::DestroyedIfRetreating,
     .fullPaceCm = 20},
    {.scope = "revolution",
     .rule = "Steam Tank",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Moves 20 cm; ordered on its own, never brigaded nor joined. Sees and "
                                           "shoots all round, at chargers too; armour one worse against its shots; "
                                           "always defended; never driven back. A double 6 on its order is read on "
                                           "the malfunction table, the General's order too."),
     .add = Trait::TakesNoOrder,
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::Alone)}}},
     .shown = ShownReason::ArmyBuilding,
     .noCharacters = true},
    {.rule = "Stegadon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror; brigades only with Skinks that have no Salamanders. Range "
                                           "15 cm; sees and shoots all round. Left with 6 to 9 hits at the end of a "
                                           "phase it is badly hurt: its Hits and Attacks halve for the rest of the "
                                           "battle."),
     .asked = RuleMoment::EndOfPhase},
    {.rule = "Stegadon Mount",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For the Slann only; the unit he joins causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Stone Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's stone thrower rules."),
     .weapon = Weapon::StoneThrower},
    {.rule = "Tatsu",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for a General or Hero; causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Temple Daemons",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Ignores terror; no magic items. Unstable: a unit that has lost stands "
                                           "tests at the start of its Command phase and may lose a stand, become "
                                           "confused, recover or regain a stand."),
     .asked = RuleMoment::CommandStart,
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Tengu",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; based like infantry. A Temple Daemon: unstable, ignores "
                                           "terror."),
     .asked = RuleMoment::CommandStart,
     .shown = ShownReason::Movement},
    {.rule = "Terracotta Warriors",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead: never uses initiative, ignores terror and nearby enemies' "
                                           "Command penalty, never confused. Brigades and supports only with its own "
                                           "kind; ordered only by Sorcerers, at +1 Command."),
     .add = Trait::NoInitiative | Trait::IgnoresEnemyNearPenalty | Trait::TakesNoOrder,
     .values = {{Trait::OrderModifier, 1}},
     .conditions = {{.trait = Trait::OrderModifier, .parts = {when(ConditionTest::OrderedBy, "Sorcerer")}},
                    {.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::OrderedBy, "Sorcerer")}},
                    {.trait = Trait::TakesNoOrder, .parts = {when(ConditionTest::OrderedBy, "Celestial Dragon")}},
                    {.trait = Trait::TakesNoOrder, .parts = {when(ConditionTest::BrigadedWithOthers)}}},
     .asked = RuleMoment::Combat},
    {.rule = "Terradons",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; range 15 cm, sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.rule = "Tiger",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount a Sorcerer cannot ride."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Tomb King",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Once a battle, +1 attack a stand for one unit within 20 cm for a Combat "
                                           "phase."),
     .values = {{Trait::AttackBonus, 1}},
     .conditions = {{.trait = Trait::AttackBonus,
                     .said = QStringLiteral(QT_TRANSLATE_NOOP("ArmyNote", "the Tomb King gives this unit, within 20 cm "
                                                                          "of him, +1 attack a stand for this Combat "
                                                                          "phase (once a battle)")),
                     .onceABattle = true,
                     .reach = RuleReach::UnitInReach}}},
    {.scope = "warmaster",
     .rule = "Trebuchet",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 30 to 100 cm: never at targets within 30 cm nor at chargers. No "
                                           "saves; may shoot blind, on target on a 6. Never moves; a 6 among "
                                           "drive-back dice destroys it. One per army."),
     .asked = RuleMoment::Shooting,
     .shown = ShownReason::Movement,
     .weapon = Weapon::StoneThrower},
    {.scope = "revolution",
     .rule = "Trebuchet",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 80 cm; no saves; cover counts one level less; never at chargers; "
                                           "may shoot blind, hitting on a 6. Cannot shoot in a turn it moved; a "
                                           "drive back over 10 cm destroys it."),
     .asked = RuleMoment::Shooting,
     .weapon = Weapon::StoneThrower},
    {.rule = "Treeman",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Enters woods without a Command penalty there, but is never defended in "
                                           "them. Causes terror."),
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Terrain},
    {.rule = "Treeman Ancient",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Joins only Forest Spirit units, which then cause terror; -1 Command "
                                           "ordering any other unit. May cast Tree Singing. One per army; no magic "
                                           "items."),
     .values = {{Trait::CommandModifier, -1}},
     .conditions = {{.trait = Trait::CommandModifier,
                     .parts = {when(ConditionTest::OrderingOthers, "Forest Spirits")}}},
     .shown = ShownReason::Magic,
     .onlyIntoUnitsWithRule = "Forest Spirits"},
    {.rule = "Triple Bows", .note = QT_TRANSLATE_NOOP("ArmyNote", "Bolt throwers."), .weapon = Weapon::BoltThrower},
    {.scope = "warmaster",
     .rule = "Troll Slayers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades; one Slayer unit to a brigade. Never driven back by shooting. "
                                           "Must pursue or advance. Ignores terror; +1 attack against monsters. The "
                                           "enemy scores its points if any of it survives, nobody if it dies."),
     .add = Trait::MustPursue | Trait::CannotEvade | Trait::VictoryPointsWhileStanding | Trait::TakesNoOrder,
     .values = {{Trait::AttackBonus, 1}},
     .conditions = {{.trait = Trait::AttackBonus, .parts = {when(ConditionTest::AgainstType, "monster")}},
                    {.trait = Trait::TakesNoOrder, .parts = {when(ConditionTest::BrigadedWith, "Troll Slayers")}}},
     .asked = RuleMoment::Initiative},
    {.scope = "revolution",
     .rule = "Troll Slayers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance. Ignores "
                                           "terror; +1 attack against monsters. The enemy scores its points if any "
                                           "of it survives, nobody if it dies."),
     .add = Trait::MustPursue | Trait::CannotEvade | Trait::VictoryPointsWhileStanding,
     .values = {{Trait::AttackBonus, 1}},
     .conditions = {{.trait = Trait::AttackBonus, .parts = {when(ConditionTest::AgainstType, "monster")}}},
     .asked = RuleMoment::Initiative},
    {.scope = "warmaster",
     .rule = "Trolls",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command for orders to it or to a brigade with it. Regenerates one "
                                           "hit left over in each combat round."),
     .values = {{Trait::OrderModifier, -1}}},
    {.scope = "revolution",
     .rule = "Trolls",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Distance penalties for orders to it, or to a brigade with it, count "
                                           "double. Regenerates one hit left over in each combat round."),
     .add = Trait::DoubleDistancePenalty},
    {.rule = "Tuskgor Chariot",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for the Beastlord or a Wargor."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Tzarina",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General may be the Tzarina: she casts spells as a Wizard, may carry "
                                           "a Wizard's magic item, and once a battle adds 1 to a casting roll."),
     .add = Trait::CastsSpells,
     .values = {{Trait::CastBonus, 1}},
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Ulfwerener",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Based like cavalry. Gets the monster's extra attack when it charges an "
                                           "enemy in the open; may pursue cavalry and chariots; never supports nor "
                                           "is supported. Only Were Kin characters join it; no magic items."),
     .add = Trait::PursuesCavalry,
     .asked = RuleMoment::Combat,
     .shown = ShownReason::ArmyBuilding,
     .onlyCharactersWithRule = "Were Kin"},
    {.rule = "Unicorn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for the army's wizard only: once a battle, +1 to a casting "
                                           "roll."),
     .values = {{Trait::CastBonus, 1}},
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Valkyries",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies. Charges on initiative whenever it can and then takes no orders; "
                                           "never evades. Ignores terror."),
     .add = Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.rule = "Vampire Lord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General, casting spells as a Wizard."),
     .add = Trait::CastsSpells},
    {.rule = "War Altar",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a Wizard only, one per army: once a battle, +1 to a casting "
                                           "roll."),
     .values = {{Trait::CastBonus, 1}},
     .shown = ShownReason::ArmyBuilding},
    {.rule = "War Hydra",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never brigaded. Causes terror. Breathes fire: 2 attacks at 20 cm. "
                                           "Regenerates one hit each combat round."),
     .add = Trait::TakesNoOrder,
     .conditions = {{.trait = Trait::TakesNoOrder, .parts = {unless(ConditionTest::Alone)}}},
     .shown = ShownReason::Profile},
    {.rule = "War Mammoth",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror. In a siege it attacks troops on walls as a Giant does, "
                                           "batters walls and gates, or carries infantry up a wall. Left with 6 to 9 "
                                           "hits at the end of a phase out of combat, it is badly hurt: its Hits and "
                                           "Attacks halve for the rest of the battle."),
     .asked = RuleMoment::EndOfPhase},
    // The wagon is never driven back only while in laager, so no trait says it always.
    {.scope = "warmaster",
     .rule = "War Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Wagon and team stands: only the wagon fights and shoots, with 4+ armour "
                                           "(the team alone has none). Moves 20 cm in column. In laager it is "
                                           "defended, has no flanks, neither pursues nor retreats, and its "
                                           "drive-back dice only test for confusion. Shoots all round, armour one "
                                           "worse."),
     .remove = Trait::NoDriveBack,
     .asked = RuleMoment::CombatResult,
     .shown = ShownReason::Movement},
    {.scope = "revolution",
     .rule = "War Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Wagon and team stands: only the wagon fights and shoots, with 4+ armour "
                                           "(the team alone has none). Moves 20 cm in column; never charges. In "
                                           "laager it is defended, has no flanks, and its drive-back dice only test "
                                           "for confusion. Not destroyed when it must retreat. Shoots all round, "
                                           "armour one worse."),
     .add = Trait::SurvivesRetreat,
     .remove = Trait::NoDriveBack,
     .asked = RuleMoment::Shooting,
     .shown = ShownReason::Movement},
    {.rule = "Warhawk",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the General, a Noble or a Spell Weaver."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Warhawk Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; range 15 cm, sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.rule = "Warhounds",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to an infantry unit, with that "
                                           "unit's armour; its loss never counts for Command penalties nor spoils "
                                           "the formation. The unit may then pursue cavalry and chariots."),
     .add = Trait::PursuesCavalry,
     .shown = ShownReason::Movement,
     .attachedStand = true,
     .notAddedTo = "Pistoliers"},
    {.rule = "Wardancers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to Glade Guard or Eternal Guard, "
                                           "with that unit's armour (none or 5+; the profile holds 5+). Its loss "
                                           "never counts for Command penalties nor spoils the formation."),
     .shown = ShownReason::Movement,
     .attachedStand = true},
    {.scope = "warmaster",
     .rule = "Warp Lightning Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 40 cm, D6 attacks; a 1 turns D6 attacks on itself. Its casualties "
                                           "cause no drive back but confuse on a 6, as may units touching the "
                                           "target. wmassist has no weapon for it: the profile does not shoot."),
     .asked = RuleMoment::Shooting},
    {.scope = "revolution",
     .rule = "Warp Lightning Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 40 cm; moves 20 cm. A double 1 among its dice to hit confuses "
                                           "it."),
     .asked = RuleMoment::Shooting},
    {.rule = "Waywatchers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting, and the target's armour counts "
                                           "one worse. May infiltrate by an order from any character."),
     .asked = RuleMoment::Orders,
     .shown = ShownReason::Deployment},
    {.rule = "Were Kin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For any Norse character: the unit he joins causes terror; no terrain "
                                           "limits."),
     .shown = ShownReason::Movement},
    {.rule = "Wild Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to its "
                                           "front."),
     .values = {{Trait::FirstRoundAttacks, 1}}},
    {.rule = "Winged Lancers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to its "
                                           "front. Ignores terror."),
     .values = {{Trait::FirstRoundAttacks, 1}}},
    {.rule = "Winged Nightmare",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for any character; the unit he joins causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Witch Elves",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror."),
     .add = Trait::MustPursue | Trait::CannotEvade,
     .asked = RuleMoment::Initiative},
    {.scope = "warmaster/high-elf",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "May cast a failed spell again, unless the die showed 1."),
     .add = Trait::RecastsFailedSpell},
    {.scope = "revolution/high-elves",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "May cast a failed spell again, unless the die showed 1."),
     .add = Trait::RecastsFailedSpell},
    {.scope = "warmaster/daemon",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The Daemon Overlord has a Wizard's powers: he casts the army's spells."),
     .add = Trait::CastsSpells},
    {.scope = "revolution/daemons",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The Daemon Overlord has a Wizard's powers: he casts the army's spells."),
     .add = Trait::CastsSpells},
    {.scope = "revolution/dogs-of-war",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Casts the Empire's spells."),
     .add = Trait::CastsSpells},
    {.rule = "Wolf Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round."),
     .shown = ShownReason::Profile},
    {.rule = "Wyvern",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror."),
     .shown = ShownReason::ArmyBuilding},
    {.rule = "Yhetees",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. "
                                           "Supports and is supported only by Yhetees; must pursue and advance when "
                                           "it can."),
     .add = Trait::MustPursue,
     .asked = RuleMoment::Combat},
    {.rule = "Yozhin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for one Shaman: crosses water and bogs; the unit he joins causes "
                                           "terror."),
     .shown = ShownReason::Movement},
    {.rule = "Zealots",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round against Chaos or Undead, whoever "
                                           "charged; charges them on initiative when it can and must pursue or "
                                           "advance after beating them."),
     .values = {{Trait::AttackBonus, 1}},
     .conditions = {{.trait = Trait::AttackBonus,
                     .parts = {when(ConditionTest::FirstRound),
                               when(ConditionTest::AgainstArmy,
                                    "chaos|daemons|beastmen|chaos-dwarfs|skaven|tomb-kings|vampire-counts")},
                     .said =
                         QStringLiteral(QT_TRANSLATE_NOOP("ArmyNote", "the enemy is an Undead or Chaos army (Chaos, "
                                                                      "Daemons, Beastmen, Chaos Dwarfs, Skaven, "
                                                                      "Tomb Kings or Vampire Counts)"))}},
     .asked = RuleMoment::Initiative},
    {.rule = "Zombie Dragon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the Tomb King or a Liche Priest; the unit he joins "
                                           "causes terror, and while that unit is not engaged the dragon breathes: "
                                           "3 attacks at 20 cm."),
     .shown = ShownReason::ArmyBuilding,
     .shootingAttacks = 3,
     .rangeCm = 20},
};

const ArmyRuleNote ArmyNotes[] = {
    {.scope = "warmaster/bretonnian",
     .name = "Knights' Break Point",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Only the Knights and Grail Knights count towards the break point: the "
                                           "army withdraws once half of those units are lost."),
     .breakPoint = true},
    {.scope = "revolution/bretonnia",
     .name = "Knights' Break Point",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Only the Knights, Grail Knights and Pegasus Knights count towards the "
                                           "break point: the army withdraws once half of those units are lost."),
     .breakPoint = true},
    {.scope = "warmaster/daemon",
     .name = "Ignore Terror",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Every unit ignores terror."),
     .add = Trait::IgnoresTerror},
    {.scope = "warmaster/daemon",
     .name = "Daemonic Instability",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Daemonic instability: at the start of its own Command phase each unit "
                                           "that has lost a stand rolls a die (-1 with one stand left): it may fade "
                                           "away, become confused, recover from confusion or regain a stand."),
     .asked = RuleMoment::CommandStart},
    {.scope = "revolution/daemons",
     .name = "Ignore Terror",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Every unit ignores terror."),
     .add = Trait::IgnoresTerror},
    {.scope = "revolution/daemons",
     .name = "Daemonic Instability",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Daemonic instability: at the start of its own Command phase each unit "
                                           "that has lost a stand rolls a die (-1 with one stand left far from a "
                                           "Daemon Wizard): it may lose a stand, become confused, recover from "
                                           "confusion or regain a stand."),
     .asked = RuleMoment::CommandStart},
    {.scope = "warmaster/lizardmen",
     .name = "Dense Terrain",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "No unit takes the Command penalty for dense terrain."),
     .add = Trait::IgnoresDenseTerrainPenalty},
    {.scope = "revolution/lizardmen",
     .name = "Dense Terrain",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "No unit takes the Command penalty for dense terrain."),
     .add = Trait::IgnoresDenseTerrainPenalty},
    {.scope = "warmaster/skaven",
     .name = "Strength in Numbers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades may have any number of units."),
     .values = {{Trait::BrigadeLimit, AnyBrigadeSize}}},
    {.scope = "warmaster/skaven",
     .name = "Vermintide",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Any unit may pursue any enemy, artillery included, where terrain and "
                                           "fortifications allow."),
     .add = Trait::PursuesAnything},
    {.scope = "warmaster/skaven",
     .name = "Under the Lash",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Every character, the General too, has a Command range of 20 cm."),
     .characterValues = {{Trait::CommandRange, 20}}},
    {.scope = "revolution/skaven",
     .name = "Strength in Numbers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades may have any number of units."),
     .values = {{Trait::BrigadeLimit, AnyBrigadeSize}}},
    {.scope = "revolution/skaven",
     .name = "Vermintide",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Any unit may pursue any enemy, artillery included, where terrain and "
                                           "fortifications allow."),
     .add = Trait::PursuesAnything},
    {.scope = "revolution/skaven",
     .name = "Under the Lash",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Every character, the General too, has a Command range of 20 cm."),
     .characterValues = {{Trait::CommandRange, 20}}},
    {.scope = "warmaster/undead-tomb-kings",
     .name = "Undead",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead: no unit uses initiative (Carrion still home back), takes the "
                                           "penalty for enemies within 20 cm, or suffers from terror, and nothing "
                                           "confuses them."),
     .add = Trait::NoInitiative | Trait::IgnoresEnemyNearPenalty | Trait::IgnoresTerror | Trait::NeverConfused,
     .shown = ShownReason::Movement},
    {.scope = "revolution/tomb-kings",
     .name = "Undead",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead: no unit uses initiative (Carrion still home back), takes the "
                                           "penalty for enemies within 20 cm, or suffers from terror, and nothing "
                                           "confuses them."),
     .add = Trait::NoInitiative | Trait::IgnoresEnemyNearPenalty | Trait::IgnoresTerror | Trait::NeverConfused,
     .shown = ShownReason::Movement},
    {.scope = "warmaster/vampire-counts",
     .name = "Undead",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead, all but the Ghouls: no unit uses initiative (Fell Bats still home "
                                           "back), takes the penalty for enemies within 20 cm, or suffers from "
                                           "terror, and nothing confuses them."),
     .except = "Ghouls",
     .add = Trait::NoInitiative | Trait::IgnoresEnemyNearPenalty | Trait::IgnoresTerror | Trait::NeverConfused,
     .shown = ShownReason::Movement},
    {.scope = "revolution/vampire-counts",
     .name = "Undead",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead, all but the Ghouls: no unit uses initiative (Fell Bats still home "
                                           "back) nor joins a Ghoul charge on initiative, takes the penalty for "
                                           "enemies within 20 cm, or suffers from terror, and nothing confuses "
                                           "them."),
     .except = "Ghouls",
     .add = Trait::NoInitiative | Trait::IgnoresEnemyNearPenalty | Trait::IgnoresTerror | Trait::NeverConfused,
     .asked = RuleMoment::Charge,
     .shown = ShownReason::Movement},
    {.scope = "revolution/beastmen",
     .name = "The Things in the Woods",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Infantry takes no Command penalty in woods."),
     .asked = RuleMoment::Orders},
    {.scope = "revolution/cathay",
     .name = "Structure and Discipline",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades of up to 6 units, if at least 2 are Bannermen and none is "
                                           "chariots, cavalry or Terracotta Warriors."),
     .except = "Terracotta Warriors|Chariots|Imperial Cavalry|Hu Cavalry",
     .values = {{Trait::BrigadeLimit, 6}},
     .asked = RuleMoment::Orders},
    {.scope = "revolution/nippon",
     .name = "Honour and Duty",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army withdraws one lost unit later than its break point says."),
     .breakPointBonus = 1},
    {.scope = "revolution/witch-hunter",
     .name = "General Note",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Rules against Chaos concern Chaos, Daemons, Beastmen, Chaos Dwarfs and "
                                           "Skaven; rules against Undead concern Tomb Kings and Vampire Counts, "
                                           "Ghouls included."),
     .asked = RuleMoment::Combat},
    {.scope = "revolution/wood-elves",
     .name = "Woodland Folk",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Infantry takes no Command penalty in woods."),
     .asked = RuleMoment::Orders},
};

} // namespace

JoinLimits RuleNote::joinLimits() const
{
    JoinLimits limits;
    limits.noCharacters = noCharacters;
    if (*onlyCharactersWithRule)
        limits.onlyCharactersWithRule = {QString::fromUtf8(onlyCharactersWithRule)};
    if (notIntoType)
        limits.notIntoTypes = {*notIntoType};
    if (*onlyIntoUnitsWithRule)
        limits.onlyIntoUnitsWithRule = {QString::fromUtf8(onlyIntoUnitsWithRule)};
    return limits;
}

bool WmSelectorNotes::inScope(const char *scope, const QString &rulesetKey, const QString &armyKey)
{
    const QString s = QString::fromLatin1(scope);
    return s.isEmpty() || s == rulesetKey || s == rulesetKey + QLatin1Char('/') + armyKey;
}

int WmSelectorNotes::narrowness(const char *scope)
{
    const QString s = QString::fromLatin1(scope);
    return s.isEmpty() ? 0 : (s.contains(QLatin1Char('/')) ? 2 : 1);
}

const RuleNote *WmSelectorNotes::find(const QString &rulesetKey, const QString &armyKey, const QString &rule)
{
    return narrowestInScope(
        std::span<const RuleNote>(Notes), [](const RuleNote &n) { return n.rule; }, rule, rulesetKey, armyKey);
}

const RuleNote *WmSelectorNotes::findForArmy(const QString &rulesetKey, const QString &armyKey, const QString &rule)
{
    const RuleNote *note = find(rulesetKey, armyKey, rule);
    return note && narrowness(note->scope) == 2 ? note : nullptr;
}

QList<const ArmyRuleNote *> WmSelectorNotes::armyNotes(const QString &rulesetKey, const QString &armyKey)
{
    QList<const ArmyRuleNote *> found;
    for (const ArmyRuleNote &note : ArmyNotes) {
        if (QString::fromLatin1(note.scope) == rulesetKey + QLatin1Char('/') + armyKey)
            found.append(&note);
    }
    return found;
}

QList<const RuleNote *> WmSelectorNotes::all()
{
    QList<const RuleNote *> notes;
    for (const RuleNote &note : Notes)
        notes.append(&note);
    return notes;
}

} // namespace wm
