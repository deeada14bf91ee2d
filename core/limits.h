// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <climits>

// The longest names and the largest numbers wmassist takes in, wherever they come from: roster, game and
// army-list files and the database that keeps them, wm-selector links, Warmuster codes and backups, pasted
// text and the fields a player types into. Every reader refuses a value beyond them with a message that
// names the field and the limit, and every field of the editors stops at them, so that whatever one part
// of wmassist accepts, every other part can keep, show and count with.
//
// Each is far beyond what a real army or battle needs, and small enough that no name slows a list down
// and nothing worked out from the numbers (a roster's points, a combat's dice, a unit's stands in each
// position) can overflow an int (the static_asserts below).
namespace wm::Limits {

// Where data comes from. What comes in from outside (a file, a link, a form) is held to every size
// limit below. What wmassist itself stored earlier (a game, a roster, a battle in its database) is
// read as it was stored, even where a later version set a tighter limit: an upgrade never makes a
// game unopenable. Whole numbers keep their ranges either way: those say what a value may mean.
enum class Origin
{
    Outside,
    Stored,
};

// ---- Texts, in UTF-16 characters ----------------------------------------------------------------

// A name a player reads in lists, cards and the log: of a unit, an upgrade, an army, a roster or a player,
// and a unit's label. The army lists' longest is 22 characters; 100 leave room for any label a player
// gives his miniatures.
inline constexpr int NameLength = 100;
// An id or key made from names: "<army>:upgrade:<slug of a name>", a wm-selector path, a list's file.
inline constexpr int IdLength = 2 * NameLength + 20;
// One note of an army list, or the notes that come with an imported list: a few sentences. The
// longest the shipped lists have is about 300 characters.
inline constexpr int NoteLength = 2000;
// A wm-selector share link: a large army's is a few hundred characters.
inline constexpr int LinkLength = 10000;

// ---- How many -----------------------------------------------------------------------------------

// Units in a roster, characters included: an army of 10,000 points has fewer than 200.
inline constexpr int RosterUnits = 500;
// Upgrades one roster unit takes: the lists offer a unit 4 at most.
inline constexpr int UpgradesPerUnit = 20;
// Units, upgrades or notes of an army list, lists in an index, and the ids and names each unit or
// upgrade lists (the upgrades it may take, its magic items): the largest list has 16 units.
inline constexpr int ListEntries = 200;
// Units of one kind a share link or code asks for: no army comes near it, and a hand-edited
// "0=1000000000" must not make a billion units.
inline constexpr int UnitsPerEntry = 100;
// Rosters imported at once, from one pasted text or one backup file.
inline constexpr int ImportedRosters = 100;
// Units an action names: every unit of both armies.
inline constexpr int UnitsInAction = 2 * RosterUnits;
// Units on one side of an engagement, or shooting together at one target: a handful in any battle.
inline constexpr int UnitsTogether = 20;
// Actions of one game: a whole battle has a few hundred.
inline constexpr int GameActions = 100000;
// Dice one action uses. The most the limits below allow, every unit of a 20-a-side combat fighting with
// every stand, each with a character's bonus, doubled, and every save, stays under it.
inline constexpr int DicePerAction = 200000;
// Rolls thrown away while one action was put together ("Roll Again From the Start"): a few at most.
inline constexpr int DiscardedRollsPerAction = 1000;

// ---- A unit's numbers ---------------------------------------------------------------------------

// Stands in a unit: 3 in every list; room for house rules and skirmishers joining.
inline constexpr int Stands = 20;
// Combat or shooting attacks of a stand, or a character's bonus: the lists' most is 10, 15 with a mount.
inline constexpr int Attacks = 20;
// Hits that remove a stand: the lists' most is 10.
inline constexpr int HitsValue = 20;
// Command values are 1 to 10 by the rules; a permanent penalty can take at most all of it.
inline constexpr int Command = 10;
// A range, a pace or a distance on the table, in cm: longer than any gaming table.
inline constexpr int DistanceCm = 300;
// A unit's points, upgrades included: the dearest unit of the lists costs 400 with its mount.
inline constexpr int UnitPoints = 5000;
// An army's points limit: the largest battles are fought with 10,000 points a side.
inline constexpr int PointsLimit = 100000;
// A limit per 1000 points or per army, of a unit or an upgrade: the lists' most is 6.
inline constexpr int PerThousand = 100;
// wm-selector's order numbers, which its links name units and upgrades by: the lists use 0 to 15.
inline constexpr int Order = 999;
// An army list's data version: it goes up by one each time the lists change.
inline constexpr int DataVersion = 1000000;

// ---- A battle's numbers -------------------------------------------------------------------------

// Hits struck on one unit at once, or taken by it in a phase: enough to remove every stand of the
// largest unit.
inline constexpr int Hits = Stands * HitsValue;
// Attacks a whole unit makes: every stand with the most attacks.
inline constexpr int AttacksOfUnit = Stands * Attacks;
// Rounds of one engagement in a Combat phase: each round that goes on costs stands.
inline constexpr int CombatRounds = 99;
// A score on a special table either way, modifiers included: the tables run from about -3 to 12.
inline constexpr int TableScore = 100;
// Damage dice of one building: a hit each.
inline constexpr int BuildingHits = 100;

// ---- Sizes of what is imported, in bytes --------------------------------------------------------

// What a Warmuster code may unpack to: a real list is a few kilobytes, and a small code must not unpack
// into gigabytes (a decompression bomb).
inline constexpr qsizetype CodeBytes = 1024 * 1024;
// A file to import: a Warmuster backup of many lists.
inline constexpr qsizetype ImportFileBytes = 16 * 1024 * 1024;
// A game file: GameActions actions of about 400 bytes each (a combat round's, as Export indents it)
// make 40 MB. Reading one takes about four times its size in memory, so a larger file is refused
// before it is read.
inline constexpr qsizetype GameFileBytes = 64 * 1024 * 1024;

static_assert(qint64(RosterUnits) * UnitPoints <= INT_MAX / 2, "a roster's points, and twice them, fit an int");
static_assert(qint64(UnitsTogether) * 2 * Stands * (2 * Attacks) * 2 * 2 <= DicePerAction,
              "the largest combat's dice and saves fit in an action");
static_assert(qint64(DicePerAction) * 6 <= INT_MAX, "the faces of an action's dice add up in an int");

} // namespace wm::Limits
