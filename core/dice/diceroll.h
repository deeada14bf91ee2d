// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wm {

enum class DiceKind
{
    D6,    // one die
    ND6,   // several dice, added or counted
    TwoD6, // two dice added: orders
    D3,    // one die halved, rounded up
};

// Why the dice were rolled; the game log keeps it, the views translate it.
enum class RollPurpose
{
    ToHit,
    ArmourSave,
    DriveBack,
    Order,
    Blunder,
    Malfunction,
    FallBack,
    Table,     // a roll on one of the special tables
    Amount,    // how many attacks or hits, or how far, a table's row says
    Damage,    // a die for each hit on a building: the highest is read on the damage table
    HomeBack,  // how far a flyer homes back: 10 cm a pip
    Confusion, // a test for confusion: confused on a 6
    Other,
    Cast,      // a wizard casting a spell
    Dispel,    // an attempt to cancel a spell as it is cast
    Spellbind, // the Staff of Spellbinding's die against a wizard who failed to cast
};

inline constexpr DiceKind AllDiceKinds[] = {DiceKind::D6, DiceKind::ND6, DiceKind::TwoD6, DiceKind::D3};
inline constexpr EnumKey<DiceKind> DiceKindKeys[] = {
    {DiceKind::D6, "d6"},
    {DiceKind::ND6, "dice"},
    {DiceKind::TwoD6, "2d6"},
    {DiceKind::D3, "d3"},
};
static_assert(keysFollow(DiceKindKeys, AllDiceKinds));
constexpr std::span<const EnumKey<DiceKind>> enumKeyTable(DiceKind)
{
    return DiceKindKeys;
}

inline constexpr RollPurpose AllRollPurposes[] = {
    RollPurpose::ToHit,   RollPurpose::ArmourSave,  RollPurpose::DriveBack, RollPurpose::Order,
    RollPurpose::Blunder, RollPurpose::Malfunction, RollPurpose::FallBack,  RollPurpose::Table,
    RollPurpose::Amount,  RollPurpose::Damage,      RollPurpose::HomeBack,  RollPurpose::Confusion,
    RollPurpose::Other,   RollPurpose::Cast,        RollPurpose::Dispel,    RollPurpose::Spellbind,
};
inline constexpr EnumKey<RollPurpose> RollPurposeKeys[] = {
    {RollPurpose::ToHit, "to-hit"},         {RollPurpose::ArmourSave, "armour-save"},
    {RollPurpose::DriveBack, "drive-back"}, {RollPurpose::Order, "order"},
    {RollPurpose::Blunder, "blunder"},      {RollPurpose::Malfunction, "malfunction"},
    {RollPurpose::FallBack, "fall-back"},   {RollPurpose::Table, "table"},
    {RollPurpose::Amount, "amount"},        {RollPurpose::Damage, "damage"},
    {RollPurpose::HomeBack, "home-back"},   {RollPurpose::Confusion, "confusion"},
    {RollPurpose::Other, "other"},          {RollPurpose::Cast, "cast"},
    {RollPurpose::Dispel, "dispel"},        {RollPurpose::Spellbind, "spellbind"},
};
static_assert(keysFollow(RollPurposeKeys, AllRollPurposes));
constexpr std::span<const EnumKey<RollPurpose>> enumKeyTable(RollPurpose)
{
    return RollPurposeKeys;
}

// How a roll counts. Most count as rolled. A re-roll (a magic item's, a spell's) replaces dice of
// the roll before it, which stays in the log marked as re-rolled; a roll the players threw away
// ("Roll Again From the Start", or dice the action no longer asked for once its inputs changed) is
// kept too, marked discarded, so the log holds every die that was rolled.
enum class RollMark
{
    Counted,
    ReRolled, // some or all of its dice were rolled again: the re-roll that follows counts for them
    ReRoll,   // the dice rolled again for the roll before it
    Discarded,
};

// One roll as the dice showed it: what it was for, whom it concerned and every face in the
// order rolled. This is what the game log keeps and replays.
struct DiceRoll
{
    Q_DECLARE_TR_FUNCTIONS(DiceRoll)

public:
    RollPurpose purpose = RollPurpose::Other;
    QString subject; // the unit or character the roll was for
    DiceKind kind = DiceKind::D6;
    QList<int> faces;
    RollMark mark = RollMark::Counted;

    // The roll's value: the sum of the faces, or for a D3 the face halved and rounded up.
    int total() const;
    // Whether the rules read the roll by its total (an order's 2D6, a drive back's dice, a cast), not
    // die by die against a score (to hit, saves, a confusion test's sixes, a building's highest die).
    bool readByTotal() const;
    int count(int face) const;
    int countAtLeast(int score) const;
    bool contains(int face) const { return faces.contains(face); }

    QString facesText() const; // "1 4 6"
    QString title() const;     // "To hit (Archers)"
    QString describe() const;  // "To hit (Archers): 1 4 6", "To hit (Archers), re-roll: 2 5"
    static QString purposeName(RollPurpose purpose);
    // "re-rolled", "re-roll", "discarded"; empty for a roll that counts as rolled.
    static QString markName(RollMark mark);

    bool operator==(const DiceRoll &) const = default;
};

// A roll a rule is about to make, before any die is cast: what a player rolling the physical dice
// is asked for.
struct DiceRequest
{
    Q_DECLARE_TR_FUNCTIONS(DiceRequest)

public:
    DiceKind kind = DiceKind::D6;
    int count = 1; // dice to cast; a D3 is one D6, halved
    RollPurpose purpose = RollPurpose::Other;
    QString subject;

    QString title() const; // "Armour saves (Knights)"
    // What to roll, in words: "3 dice", "2 dice, added", "1 die, halved (a D3)".
    QString diceText() const;

    bool operator==(const DiceRequest &) const = default;
};

// A D3 from the face of a D6: 1-2 -> 1, 3-4 -> 2, 5-6 -> 3.
constexpr int d3FromFace(int face)
{
    return (face + 1) / 2;
}

} // namespace wm
