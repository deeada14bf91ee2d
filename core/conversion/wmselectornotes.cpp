// SPDX-License-Identifier: GPL-3.0-or-later
#include "wmselectornotes.h"

#include <QCoreApplication>

namespace wm {

namespace {

// One note per rule, written from the rule's meaning; the wm-selector wording is never copied.
// Numbers the profile already holds (attacks, a mount's bonus) are not repeated. A note with no
// scope serves every list with a rule of that name, so a name one army gives a rule of its own
// ("General", "Wizard") is scoped to that army.
const RuleNote Notes[] = {
    {.rule = "Anvil",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One per army, on a Runesmith's stand: once a battle +1 to a dispel roll; "
                                           "struck in his Shooting phase, on a 4+ Dwarf units within 20 cm ignore "
                                           "terror until the next Dwarf turn."),
     .remove = Trait::IgnoresTerror},
    {.scope = "revolution/high-elves",
     .rule = "Archers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting.")},
    {.rule = "Archers/Reavers/Elven Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting (dragon fire excepted).")},
    {.rule = "Ashigaru Teppo",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse.")},
    {.rule = "Bear", .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a General, Hero or Shaman.")},
    {.rule = "Bear Mount", .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a General, Hero or Shaman.")},
    {.scope = "warmaster",
     .rule = "Bears",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades only with other Bears. Gets the monster's extra attack when it "
                                           "charges an enemy in the open. Winning the first round of a combat, it "
                                           "strikes one more attack a stand before the result is worked out. Must "
                                           "pursue and advance when it can.")},
    {.scope = "revolution",
     .rule = "Bears",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. "
                                           "Supports and is supported only by Bears; must pursue and advance when "
                                           "it can; defended only in dense terrain.")},
    {.rule = "Berserkers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror.")},
    {.rule = "Birdmen",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies and still shoots its crossbows; awkward in the air, it may be "
                                           "pursued by any troops.")},
    {.rule = "Black Coach",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for a Vampire Lord or Vampire; the unit he joins causes "
                                           "terror.")},
    {.rule = "Blunderbusses",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm, 2 shooting attacks a stand, the target's armour counts one "
                                           "worse. One unit per full 1000 points may take the place of a unit of "
                                           "Chaos Dwarfs, counting against both units' limits.")},
    {.rule = "Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's bolt thrower rules."),
     .weapon = Weapon::BoltThrower},
    {.scope = "revolution/dark-elves",
     .rule = "Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as an Elven bolt thrower."),
     .weapon = Weapon::ElvenBoltThrower},
    {.rule = "Bone Giant",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror. The Tomb King's orders to it, or to a brigade with it, "
                                           "take -1 Command; a Liche Priest's do not.")},
    {.rule = "Branchwraith",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Joins only Forest Spirit units and takes -1 Command ordering any other "
                                           "unit. May cast Tree Singing. No magic items.")},
    {.rule = "Bull Ogres",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Must charge on initiative a human enemy it can reach at the start of the "
                                           "Command phase.")},
    {.rule = "Bull Rhinox",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for the Tyrant, a Bruiser or a Butcher; the unit he joins causes "
                                           "terror.")},
    {.rule = "Bushido",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never evades on initiative, and rolls one die fewer for drive backs.")},
    {.rule = "Camel Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Orders to this unit alone ignore distance penalties; every order to it, "
                                           "or to a brigade with it, takes -1 Command.")},
    {.rule = "Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's cannon rules."),
     .weapon = Weapon::Cannon},
    {.rule = "Carnosaur",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a Saurus Hero only; the unit he joins causes terror.")},
    {.rule = "Carrion",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies, and may home back to a character at the start of the Command "
                                           "phase without an order.")},
    {.rule = "Cauldron of Blood",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Special mount for a Sorceress, one per army and only with a unit of "
                                           "Witch Elves: she moves 30 cm, and once a battle adds 1 to a casting "
                                           "roll.")},
    {.rule = "Celestial Dragon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One Sorcerer may take dragon form: flies, gives orders, casts spells and "
                                           "causes terror, but cannot order Terracotta Warriors.")},
    {.rule = "Centigors",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round, but charges only to its "
                                           "front.")},
    {.rule = "Chaos Dragon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror, and while that "
                                           "unit is not engaged the dragon breathes fire: 3 attacks at 20 cm.")},
    {.scope = "warmaster",
     .rule = "Chaos Spawn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Takes orders only in a brigade with other units, where one Spawn per "
                                           "other unit does not count towards the brigade's size. Causes terror. "
                                           "Range 15 cm, shooting from any edge.")},
    {.scope = "revolution",
     .rule = "Chaos Spawn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command unless brigaded with more units that are not Spawn; up to two "
                                           "Spawn join a brigade without counting towards its size. Causes terror; "
                                           "never driven back by shooting; must pursue or advance after a win. "
                                           "Range 15 cm, sees and shoots all round.")},
    {.rule = "Chariot", .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for a General, Hero or Wizard.")},
    {.rule = "Cold One Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to "
                                           "its front; brigades only with other Cold One Knights.")},
    {.rule = "Cold Ones Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to "
                                           "its front; brigades only with other Cold One Knights.")},
    {.rule = "Crossbowmen and Dark Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Repeating crossbows: 1 shot a stand up to 30 cm, 2 up to 15 cm, 1 at "
                                           "chargers. The profile holds 1; add the second shot within 15 cm.")},
    {.rule = "Daemon Flyers", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; based like infantry, facing a long edge.")},
    {.rule = "Daemon Lord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A Hero or a Wizard, at most 2 of them together per 1000 points; "
                                           "flies.")},
    {.scope = "warmaster",
     .rule = "Daemon Overlord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General; for 25 points more he has a Wizard's powers and may "
                                           "carry a General's or a Wizard's magic item. Flies.")},
    {.scope = "revolution",
     .rule = "Daemon Overlord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General; for 25 points more he has a Wizard's powers and may "
                                           "carry a General's or a Wizard's magic item.")},
    {.rule = "Daemon Swarm", .note = QT_TRANSLATE_NOOP("ArmyNote", "Never driven back by shooting. No magic items.")},
    {.rule = "Daemonic Wings", .note = QT_TRANSLATE_NOOP("ArmyNote", "Lets a Daemon character fly.")},
    {.rule = "Death Rocket",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as a stone thrower with D6 attacks, the target's armour one "
                                           "worse; a 1 for the attacks is read on its misfire table. One Death "
                                           "Rocket or Earthshaker Cannon per 1000 points.")},
    {.rule = "Desert Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round, at chargers too.")},
    {.rule = "Dire Wolves",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. No "
                                           "magic items.")},
    {.rule = "Djinn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Lets its Wizard fly and helps him cast the Curse of the Djinn. Adds 2 "
                                           "shooting attacks to a stand of the unit he joins, which causes "
                                           "terror.")},
    {.rule = "Doom Diver",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 60 cm; the target saves as usual; never shoots at chargers.")},
    {.rule = "Doom Wheel",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charging an enemy in the open it adds D6 attacks to the charge bonus "
                                           "(not in pursuit, nor when charged). Moves 20 cm; causes terror.")},
    {.rule = "Doombull",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The unit he joins causes terror; Gor, Ungor or Bestigors he joins "
                                           "charge on initiative like Minotaurs until the end of the next Beastmen "
                                           "Command phase.")},
    {.rule = "Dragon Ogre Shaggoth",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Always ordered on its own. Causes terror. Left with 5 to 7 hits at the "
                                           "end of a phase out of combat, it is badly hurt: its Hits and Attacks "
                                           "halve for the rest of the battle.")},
    {.rule = "Dragon Ogres", .note = QT_TRANSLATE_NOOP("ArmyNote", "Ignores terror.")},
    {.rule = "Dragons",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies and causes terror, as does a unit a dragon-riding character joins. "
                                           "A Dragon Rider left with several hits at the end of a phase is badly "
                                           "hurt: its Hits and Attacks halve for the rest of the battle. Breathes "
                                           "fire: 3 attacks at 20 cm, from a ridden dragon only in an unengaged "
                                           "unit.")},
    {.rule = "Earthshaker Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A stone thrower whose drive-back dice confuse on a 4+, and whose shot "
                                           "confuses units touching the target on a 6. One Earthshaker Cannon or "
                                           "Death Rocket per 1000 points."),
     .weapon = Weapon::StoneThrower},
    {.rule = "Elephant",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Its rider cannot join cavalry; the unit he joins causes terror.")},
    {.rule = "Elephants",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror; never brigaded with cavalry. Instead of becoming "
                                           "confused it stampedes, moving by the roll of a die until the end of its "
                                           "next Command phase.")},
    {.rule = "Elven Bolt Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Elven bolt thrower rules."),
     .weapon = Weapon::ElvenBoltThrower},
    {.rule = "Ethereal Host",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Hits on 4+ in combat whatever the enemy's position. Never driven back by "
                                           "shooting; causes terror. No magic items.")},
    {.rule = "Favour of the Gods", .note = QT_TRANSLATE_NOOP("ArmyNote", "For a Daemon character: he causes terror.")},
    {.rule = "Fell Bats",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies, and may home back without an order though it never uses "
                                           "initiative; based like infantry.")},
    {.rule = "Fenbeast",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Comes only through the Druid's Summon Fenbeast spell; never brigaded, "
                                           "never uses initiative; the Druid orders it at +1 Command. Crosses bogs "
                                           "as open ground; causes terror.")},
    {.rule = "Flagellants",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror.")},
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
                                           "breathes from it: 3 attacks at 20 cm.")},
    {.rule = "Forest Spirits",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Ignores terror; -1 Command when ordered by the General or a Noble.")},
    {.rule = "Galloper Guns",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Light cannon: moves 20 cm, range 40 cm, otherwise a cannon, grapeshot "
                                           "at chargers included.")},
    {.scope = "warmaster/dark-elf",
     .rule = "General",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "When a Hero or the Sorceress rolls a double 6 for an order, the General "
                                           "loses a point of Command or has the culprit executed (no victory points "
                                           "for the enemy); his own double 6 costs him a point. He loses 2 points "
                                           "at most.")},
    {.scope = "revolution/dark-elves",
     .rule = "General",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "When a Hero or the Sorceress rolls a double 6 for an order, the General "
                                           "loses a point of Command or has the culprit executed (no victory points "
                                           "for the enemy); his own double 6 costs him a point. He loses 2 points "
                                           "at most.")},
    {.rule = "Giant",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Giant rules: causes terror, and goes wild, rolled on "
                                           "its table, when an order to it fails."),
     .add = Trait::CausesTerror},
    {.rule = "Giant Eagle", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for a General, Hero or Wizard.")},
    {.scope = "revolution/albion",
     .rule = "Giant Eagle",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the Druid only.")},
    {.rule = "Giant Eagles", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies.")},
    {.rule = "Giant Stag", .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for the General, a Noble or a Spell Weaver.")},
    {.rule = "Glade Guard", .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting.")},
    {.rule = "Gnoblars",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Bows at 15 cm. Supported only by Gnoblars, though it supports other "
                                           "infantry. No magic items; characters cannot join it.")},
    {.rule = "Goblins", .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots with bows, but only to 15 cm.")},
    {.scope = "revolution/goblin",
     .rule = "Goblins",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots with bows, but only to 15 cm. Up to two units per full 1000 "
                                           "points may be fielded as Squig Herds, counting against both units' "
                                           "limits.")},
    {.rule = "Gor/Ungor",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Up to half the Gor units and half the Ungor units may ambush, arriving "
                                           "by an order to a point in dense terrain or on a table edge other than "
                                           "the enemy's. Ungor shoot to 15 cm.")},
    {.rule = "Gorgers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command for every order, but no distance or dense terrain penalties. "
                                           "Pursues any enemy. May infiltrate by an order from any character.")},
    {.scope = "warmaster",
     .rule = "Grail Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Follows the Knights' rules, and gets the monster's extra attack when it "
                                           "charges an enemy in the open."),
     .add = Trait::IgnoresTerror},
    {.scope = "revolution",
     .rule = "Grail Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the "
                                           "open.")},
    {.rule = "Grail Reliquae",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One unit of Peasants carries it; it and the Peasants touching it fight as "
                                           "Grail Pilgrims: no extra Command penalty, +1 attack, ignore terror, "
                                           "attack on initiative, never driven back or confused.")},
    {.rule = "Great Taurus", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for any character; causes terror.")},
    {.rule = "Greater Daemon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; causes terror. Left with several hits at the end of a phase it is "
                                           "badly hurt: its Hits and Attacks halve for the rest of the battle.")},
    {.scope = "warmaster",
     .rule = "Grey Seer",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General, casting Skaven spells as a Warlock does.")},
    {.scope = "revolution",
     .rule = "Grey Seer",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General, casting Skaven spells as a Warlock does; may carry a "
                                           "General's or a Wizard's magic item.")},
    {.rule = "Griffon", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror.")},
    {.rule = "Guards",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General's first order each turn to this unit alone succeeds on 10 or "
                                           "less, with no penalties.")},
    {.scope = "warmaster",
     .rule = "Gutter Runners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as bows to 15 cm, from any edge. May infiltrate: an order from any "
                                           "character brings it on in dense terrain or at a table edge other than "
                                           "the enemy's.")},
    {.scope = "revolution",
     .rule = "Gutter Runners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Shoots as bows to 15 cm; sees and shoots all round. May infiltrate: an "
                                           "order from any character brings it on in dense terrain or at a table "
                                           "edge other than the enemy's. No dense terrain penalty.")},
    {.scope = "warmaster",
     .rule = "Gyrocopter",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's Gyrocopter rules: a flying machine."),
     .add = Trait::Flyer},
    {.scope = "revolution",
     .rule = "Gyrocopter",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A flying machine, ordered on its own, never brigaded nor joined by a "
                                           "character in combat. Its gun makes armour one worse; sees and shoots all "
                                           "round.")},
    {.rule = "Handgunners", .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse.")},
    {.scope = "revolution/empire",
     .rule = "Handgunners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse. One unit of Crossbowmen "
                                           "per full 1000 points may be fielded as Handgunners for 10 points more, "
                                           "counting against both units' limits.")},
    {.scope = "revolution/dogs-of-war",
     .rule = "Handgunners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse. One unit of Crossbowmen "
                                           "per full 1000 points may be fielded as Handgunners for 10 points more, "
                                           "counting against both units' limits.")},
    {.scope = "revolution/dwarfs",
     .rule = "Handgunners",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse. One unit of Warriors per "
                                           "full 1000 points may be fielded as Handgunners, counting against both "
                                           "units' limits.")},
    {.rule = "Handguns",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The target's armour counts one worse. Any Crossbows unit may be fielded "
                                           "as Handguns, counting against the Crossbows' limits.")},
    {.rule = "Harpies", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; based like infantry; no character may join it.")},
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
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the General only; the unit he joins causes terror.")},
    {.rule = "Hobgoblins",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round. Never brigaded with Black Orcs or "
                                           "Orc Slaves unless Chaos Dwarfs or Blunderbusses are in the brigade.")},
    {.rule = "Horn of Resounding",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For one Shaman: for one turn he adds 1 to all his Command rolls.")},
    {.rule = "Horse Archers", .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm, shooting from any edge.")},
    {.rule = "Horse Archers, Cossacks",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round.")},
    {.rule = "Hu Cavalry", .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round.")},
    {.rule = "Jezzails", .note = QT_TRANSLATE_NOOP("ArmyNote", "The target's armour counts one worse.")},
    {.scope = "warmaster/bretonnian",
     .rule = "Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Ignores terror.")},
    {.scope = "revolution/bretonnia",
     .rule = "Knights",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Ignores terror.")},
    {.rule = "Komainu",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. A "
                                           "Temple Daemon: unstable, ignores terror.")},
    {.rule = "Lammasu",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for one Sorcerer; once a turn, on a 4+, it undoes an enemy "
                                           "spell cast on a friendly unit within 30 cm.")},
    {.rule = "Leadbelchers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm, 2 shooting attacks a stand (at chargers too), the target's "
                                           "armour counts one worse.")},
    {.rule = "Liche Chariot",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for the Tomb King or a Liche Priest.")},
    {.rule = "Liche Priest", .note = QT_TRANSLATE_NOOP("ArmyNote", "Casts spells as a Wizard.")},
    {.rule = "Light Cavalry", .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round.")},
    {.scope = "warmaster",
     .rule = "Magic Carpets",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; range 15 cm, shooting from any edge.")},
    {.scope = "revolution",
     .rule = "Magic Carpets",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies, though any troops may pursue it; range 15 cm, sees and shoots all "
                                           "round.")},
    {.rule = "Manticore",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror.")},
    {.rule = "Mikata",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror.")},
    {.rule = "Minotaurs",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Bloodlust: charges on initiative whenever it can and then takes no "
                                           "orders; never evades; must pursue or advance. Ignores terror.")},
    {.rule = "Ninja",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round. May infiltrate as Gutter Runners "
                                           "do. No dense terrain penalty.")},
    {.rule = "Oathstone",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For one Hero: once a game he and the unit he joins (not Troll Slayers) "
                                           "get +1 attack a stand and ignore terror until the end of the Combat "
                                           "phase."),
     .remove = Trait::IgnoresTerror},
    {.rule = "Ogres",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Must charge on initiative a human enemy it can reach at the start of the "
                                           "Command phase.")},
    {.rule = "Orc Slaves",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command for its orders unless brigaded with Black Orcs, Chaos Dwarfs "
                                           "or Blunderbusses.")},
    {.rule = "Paymaster, Pay Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One Paymaster per army, and only he rides the Pay Wagon; with it he may "
                                           "add 1 to all his Command rolls for one turn.")},
    {.rule = "Peasants",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command unless brigaded with a unit that is not Peasants. Never charges "
                                           "on initiative and gets no charge bonus.")},
    {.rule = "Pegasus", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for a General, Hero or Enchantress.")},
    {.rule = "Pegasus Knights", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies.")},
    {.rule = "Pikemen",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never defended or fortified in dense terrain or on walls; defended in the "
                                           "first round against cavalry or chariots charging its front. Supported "
                                           "only from the flank; based like cavalry.")},
    {.rule = "Pistoliers", .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round.")},
    {.rule = "Plague Monks",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue after a win. Ignores "
                                           "terror.")},
    {.rule = "Pump Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Moves D6 x 10 cm once each Command phase without orders. D6 attacks in a "
                                           "round it charges, pursues or advances, D3 when charged or retreating; "
                                           "the profile holds none. Never driven back or confused, never brigaded "
                                           "or joined; worth no victory points.")},
    {.rule = "Qilin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a Sorcerer only: once a battle, +1 to a casting roll.")},
    {.scope = "warmaster",
     .rule = "Rangers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Infantry that may pursue any enemy.")},
    {.scope = "revolution",
     .rule = "Rangers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One unit per full 1000 points may infiltrate instead of deploying. May "
                                           "pursue any enemy.")},
    {.rule = "Rat Ogre Bodyguard", .note = QT_TRANSLATE_NOOP("ArmyNote", "For the Grey Seer, a Hero or a Warlock.")},
    {.rule = "Rat Swarms",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never driven back by shooting. Supported only by Rat Swarms, though it "
                                           "supports other infantry. No magic items.")},
    {.rule = "Red Guard", .note = QT_TRANSLATE_NOOP("ArmyNote", "Handguns: the target's armour counts one worse.")},
    {.rule = "Reptilian",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Takes orders only from a character within 20 cm, in a brigade too.")},
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
                                           "spell (one try per spell, however many Runesmiths).")},
    {.rule = "Salamanders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to a Skink unit, whose shots then "
                                           "make armour one worse. Its loss never counts for Command penalties nor "
                                           "spoils the formation. Range 15 cm, shooting from any edge.")},
    {.rule = "Screaming Bell",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Moves 20 cm only in a brigade with infantry, never on initiative. Never "
                                           "driven back; destroyed if it must retreat. Skaven touching it ignore "
                                           "terror; Skaven Heroes and Warlocks within 30 cm +1 Command, enemy "
                                           "characters -1. One per army.")},
    {.rule = "Shogun",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A Daimyo or Shugenja rolling a double 6 for an order reads the blunder "
                                           "table at -1.")},
    {.rule = "Shrine",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "One per army, on a Shugenja's stand: once a battle +1 to a dispel roll; "
                                           "invoked in his Shooting phase, on a 4+ Nippon units within 20 cm ignore "
                                           "terror until the next Nippon turn."),
     .remove = Trait::IgnoresTerror},
    {.rule = "Shugenja",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "When an enemy Wizard within 50 cm casts, a 4+ undoes the spell (one try "
                                           "per spell). +1 to the instability rolls of Daemon units within 20 cm. "
                                           "May take a Scroll of Dispelling.")},
    {.rule = "Skinks", .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round.")},
    {.rule = "Skirmishers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to an infantry unit, with that "
                                           "unit's armour (none or 6+; the profile holds 6+). Its loss never counts "
                                           "for Command penalties nor spoils the formation.")},
    {.rule = "Skull Chukka",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "A stone thrower whose drive-back dice confuse on a 4+ instead of a 6."),
     .weapon = Weapon::StoneThrower},
    {.rule = "Slann Mage Palanquin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General, but gives no orders: a Skink character within 20 cm may use "
                                           "his guidance for -1 on an order roll (a double 6 then simply fails). "
                                           "Casts spells as a Wizard, may re-roll a failure other than a 1, and may "
                                           "cast through a Skink Shaman.")},
    {.rule = "Sorcerer Lord",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General casts spells as a Wizard, may carry a Wizard's magic item, "
                                           "and once a battle adds 1 to a casting roll.")},
    {.rule = "Sphinx",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror. Left with several hits at the end of a phase it is badly "
                                           "hurt: its Hits and Attacks halve for the rest of the battle.")},
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
                                           "the malfunction table, the General's order too.")},
    {.rule = "Stegadon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror; brigades only with Skinks that have no Salamanders. Range "
                                           "15 cm; sees and shoots all round. Left with 6 to 9 hits at the end of a "
                                           "phase it is badly hurt: its Hits and Attacks halve for the rest of the "
                                           "battle.")},
    {.rule = "Stegadon Mount",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For the Slann only; the unit he joins causes terror.")},
    {.rule = "Stone Thrower",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Uses the rulebook's stone thrower rules."),
     .weapon = Weapon::StoneThrower},
    {.rule = "Tatsu", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for a General or Hero; causes terror.")},
    {.rule = "Temple Daemons",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Ignores terror; no magic items. Unstable: a unit that has lost stands "
                                           "tests at the start of its Command phase and may lose a stand, become "
                                           "confused, recover or regain a stand.")},
    {.rule = "Tengu",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; based like infantry. A Temple Daemon: unstable, ignores "
                                           "terror.")},
    {.rule = "Terracotta Warriors",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead: never uses initiative, ignores terror and nearby enemies' "
                                           "Command penalty, never confused. Brigades and supports only with its own "
                                           "kind; ordered only by Sorcerers, at +1 Command.")},
    {.rule = "Terradons", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; range 15 cm, sees and shoots all round.")},
    {.rule = "Tiger", .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount a Sorcerer cannot ride.")},
    {.rule = "Tomb King",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Once a battle, +1 attack a stand for one unit within 20 cm for a Combat "
                                           "phase.")},
    {.scope = "warmaster",
     .rule = "Trebuchet",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 30 to 100 cm: never at targets within 30 cm nor at chargers. No "
                                           "saves; may shoot blind, on target on a 6. Never moves; a 6 among "
                                           "drive-back dice destroys it. One per army."),
     .weapon = Weapon::StoneThrower},
    {.scope = "revolution",
     .rule = "Trebuchet",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 80 cm; no saves; cover counts one level less; never at chargers; "
                                           "may shoot blind, hitting on a 6. Cannot shoot in a turn it moved; a "
                                           "drive back over 10 cm destroys it."),
     .weapon = Weapon::StoneThrower},
    {.rule = "Treeman",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Enters woods without a Command penalty there, but is never defended in "
                                           "them. Causes terror.")},
    {.rule = "Treeman Ancient",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Joins only Forest Spirit units, which then cause terror; -1 Command "
                                           "ordering any other unit. May cast Tree Singing. One per army; no magic "
                                           "items.")},
    {.rule = "Triple Bows", .note = QT_TRANSLATE_NOOP("ArmyNote", "Bolt throwers."), .weapon = Weapon::BoltThrower},
    {.rule = "Troll Slayers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades; one Slayer unit to a brigade. Never driven back by shooting. "
                                           "Must pursue or advance. Ignores terror; +1 attack against monsters. The "
                                           "enemy scores its points if any of it survives, nobody if it dies.")},
    {.scope = "warmaster",
     .rule = "Trolls",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "-1 Command for orders to it or to a brigade with it. Regenerates one "
                                           "hit left over in each combat round.")},
    {.scope = "revolution",
     .rule = "Trolls",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Distance penalties for orders to it, or to a brigade with it, count "
                                           "double. Regenerates one hit left over in each combat round.")},
    {.rule = "Tuskgor Chariot", .note = QT_TRANSLATE_NOOP("ArmyNote", "Chariot mount for the Beastlord or a Wargor.")},
    {.rule = "Tzarina",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The General may be the Tzarina: she casts spells as a Wizard, may carry "
                                           "a Wizard's magic item, and once a battle adds 1 to a casting roll.")},
    {.rule = "Ulfwerener",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Based like cavalry. Gets the monster's extra attack when it charges an "
                                           "enemy in the open; may pursue cavalry and chariots; never supports nor "
                                           "is supported. Only Were Kin characters join it; no magic items.")},
    {.rule = "Unicorn",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for the army's wizard only: once a battle, +1 to a casting "
                                           "roll.")},
    {.rule = "Valkyries",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies. Charges on initiative whenever it can and then takes no orders; "
                                           "never evades. Ignores terror.")},
    {.rule = "Vampire Lord", .note = QT_TRANSLATE_NOOP("ArmyNote", "The army's General, casting spells as a Wizard.")},
    {.rule = "War Altar",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for a Wizard only, one per army: once a battle, +1 to a casting "
                                           "roll.")},
    {.rule = "War Hydra",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Never brigaded. Causes terror. Breathes fire: 2 attacks at 20 cm. "
                                           "Regenerates one hit each combat round.")},
    {.rule = "War Mammoth",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Causes terror. In a siege it attacks troops on walls as a Giant does, "
                                           "batters walls and gates, or carries infantry up a wall. Left with 6 to 9 "
                                           "hits at the end of a phase out of combat, it is badly hurt: its Hits and "
                                           "Attacks halve for the rest of the battle.")},
    // The wagon is never driven back only while in laager, so no trait says it always.
    {.scope = "warmaster",
     .rule = "War Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Wagon and team stands: only the wagon fights and shoots, with 4+ armour "
                                           "(the team alone has none). Moves 20 cm in column. In laager it is "
                                           "defended, has no flanks, neither pursues nor retreats, and its "
                                           "drive-back dice only test for confusion. Shoots all round, armour one "
                                           "worse."),
     .remove = Trait::NoDriveBack},
    {.scope = "revolution",
     .rule = "War Wagon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Wagon and team stands: only the wagon fights and shoots, with 4+ armour "
                                           "(the team alone has none). Moves 20 cm in column; never charges. In "
                                           "laager it is defended, has no flanks, and its drive-back dice only test "
                                           "for confusion. Not destroyed when it must retreat. Shoots all round, "
                                           "armour one worse."),
     .remove = Trait::NoDriveBack},
    {.rule = "Warhawk",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the General, a Noble or a Spell Weaver.")},
    {.rule = "Warhawk Riders", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flies; range 15 cm, sees and shoots all round.")},
    {.rule = "Warhounds",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to an infantry unit, with that "
                                           "unit's armour; its loss never counts for Command penalties nor spoils "
                                           "the formation. The unit may then pursue cavalry and chariots.")},
    {.rule = "Wardancers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Not a unit of its own: one stand added to Glade Guard or Eternal Guard, "
                                           "with that unit's armour (none or 5+; the profile holds 5+). Its loss "
                                           "never counts for Command penalties nor spoils the formation.")},
    {.scope = "warmaster",
     .rule = "Warp Lightning Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 40 cm, D6 attacks; a 1 turns D6 attacks on itself. Its casualties "
                                           "cause no drive back but confuse on a 6, as may units touching the "
                                           "target. wmassist has no weapon for it: the profile does not shoot.")},
    {.scope = "revolution",
     .rule = "Warp Lightning Cannon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 40 cm; moves 20 cm. A double 1 among its dice to hit confuses "
                                           "it.")},
    {.rule = "Waywatchers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Adds 1 to its rolls to hit when shooting, and the target's armour counts "
                                           "one worse. May infiltrate by an order from any character.")},
    {.rule = "Were Kin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "For any Norse character: the unit he joins causes terror; no terrain "
                                           "limits.")},
    {.rule = "Wild Riders",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to its "
                                           "front.")},
    {.rule = "Winged Lancers",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round of each combat when fighting to its "
                                           "front. Ignores terror.")},
    {.rule = "Winged Nightmare",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for any character; the unit he joins causes terror.")},
    {.rule = "Witch Elves",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Charges on initiative whenever it can and then takes no orders; never "
                                           "evades. Never driven back by shooting. Must pursue or advance after a "
                                           "win. Ignores terror.")},
    {.scope = "warmaster/high-elf",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "May cast a failed spell again, unless the die showed 1.")},
    {.scope = "revolution/high-elves",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "May cast a failed spell again, unless the die showed 1.")},
    {.scope = "revolution/dogs-of-war",
     .rule = "Wizard",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Casts the Empire's spells.")},
    {.rule = "Wolf Riders", .note = QT_TRANSLATE_NOOP("ArmyNote", "Range 15 cm; sees and shoots all round.")},
    {.rule = "Wyvern", .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount; the unit its rider joins causes terror.")},
    {.rule = "Yhetees",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Gets the monster's extra attack when it charges an enemy in the open. "
                                           "Supports and is supported only by Yhetees; must pursue and advance when "
                                           "it can.")},
    {.rule = "Yozhin",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Mount for one Shaman: crosses water and bogs; the unit he joins causes "
                                           "terror.")},
    {.rule = "Zealots",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "+1 attack a stand in the first round against Chaos or Undead, whoever "
                                           "charged; charges them on initiative when it can and must pursue or "
                                           "advance after beating them.")},
    {.rule = "Zombie Dragon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Flying mount for the Tomb King or a Liche Priest; the unit he joins "
                                           "causes terror, and while that unit is not engaged the dragon breathes: "
                                           "3 attacks at 20 cm.")},
};

const ArmyRuleNote ArmyNotes[] = {
    {.scope = "warmaster/bretonnian",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Only the Knights and Grail Knights count towards the break point: the "
                                           "army withdraws once half of those units are lost.")},
    {.scope = "revolution/bretonnia",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Only the Knights, Grail Knights and Pegasus Knights count towards the "
                                           "break point: the army withdraws once half of those units are lost.")},
    {.scope = "warmaster/daemon", .note = QT_TRANSLATE_NOOP("ArmyNote", "Every unit ignores terror.")},
    {.scope = "warmaster/daemon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Daemonic instability: at the start of its own Command phase each unit "
                                           "that has lost a stand rolls a die (-1 with one stand left): it may fade "
                                           "away, become confused, recover from confusion or regain a stand.")},
    {.scope = "revolution/daemons", .note = QT_TRANSLATE_NOOP("ArmyNote", "Every unit ignores terror.")},
    {.scope = "revolution/daemons",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Daemonic instability: at the start of its own Command phase each unit "
                                           "that has lost a stand rolls a die (-1 with one stand left far from a "
                                           "Daemon Wizard): it may lose a stand, become confused, recover from "
                                           "confusion or regain a stand.")},
    {.scope = "warmaster/lizardmen",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "No unit takes the Command penalty for dense terrain.")},
    {.scope = "revolution/lizardmen",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "No unit takes the Command penalty for dense terrain.")},
    {.scope = "warmaster/skaven", .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades may have any number of units.")},
    {.scope = "warmaster/skaven",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Any unit may pursue any enemy, artillery included, where terrain and "
                                           "fortifications allow.")},
    {.scope = "warmaster/skaven",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Every character, the General too, has a Command range of 20 cm.")},
    {.scope = "revolution/skaven", .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades may have any number of units.")},
    {.scope = "revolution/skaven",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Any unit may pursue any enemy, artillery included, where terrain and "
                                           "fortifications allow.")},
    {.scope = "revolution/skaven",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Every character, the General too, has a Command range of 20 cm.")},
    {.scope = "warmaster/undead-tomb-kings",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead: no unit uses initiative (Carrion still home back), takes the "
                                           "penalty for enemies within 20 cm, or suffers from terror, and nothing "
                                           "confuses them.")},
    {.scope = "revolution/tomb-kings",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead: no unit uses initiative (Carrion still home back), takes the "
                                           "penalty for enemies within 20 cm, or suffers from terror, and nothing "
                                           "confuses them.")},
    {.scope = "warmaster/vampire-counts",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead, all but the Ghouls: no unit uses initiative (Fell Bats still home "
                                           "back), takes the penalty for enemies within 20 cm, or suffers from "
                                           "terror, and nothing confuses them."),
     .except = "Ghouls"},
    {.scope = "revolution/vampire-counts",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Undead, all but the Ghouls: no unit uses initiative (Fell Bats still home "
                                           "back) nor joins a Ghoul charge on initiative, takes the penalty for "
                                           "enemies within 20 cm, or suffers from terror, and nothing confuses "
                                           "them."),
     .except = "Ghouls"},
    {.scope = "revolution/beastmen",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Infantry takes no Command penalty in woods.")},
    {.scope = "revolution/cathay",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Brigades of up to 6 units, if at least 2 are Bannermen and none is "
                                           "chariots, cavalry or Terracotta Warriors.")},
    {.scope = "revolution/nippon",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "The army withdraws one lost unit later than its break point says.")},
    {.scope = "revolution/witch-hunter",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Rules against Chaos concern Chaos, Daemons, Beastmen, Chaos Dwarfs and "
                                           "Skaven; rules against Undead concern Tomb Kings and Vampire Counts, "
                                           "Ghouls included.")},
    {.scope = "revolution/wood-elves",
     .note = QT_TRANSLATE_NOOP("ArmyNote", "Infantry takes no Command penalty in woods.")},
};

bool inScope(const char *scope, const QString &rulesetKey, const QString &armyKey)
{
    const QString s = QString::fromLatin1(scope);
    return s.isEmpty() || s == rulesetKey || s == rulesetKey + QLatin1Char('/') + armyKey;
}

int narrowness(const char *scope)
{
    const QString s = QString::fromLatin1(scope);
    return s.isEmpty() ? 0 : (s.contains(QLatin1Char('/')) ? 2 : 1);
}

} // namespace

const RuleNote *WmSelectorNotes::find(const QString &rulesetKey, const QString &armyKey, const QString &rule)
{
    const RuleNote *best = nullptr;
    for (const RuleNote &note : Notes) {
        if (QString::fromUtf8(note.rule) != rule || !inScope(note.scope, rulesetKey, armyKey))
            continue;
        if (!best || narrowness(note.scope) > narrowness(best->scope))
            best = &note;
    }
    return best;
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
