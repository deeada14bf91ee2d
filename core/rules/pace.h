// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace wm {

struct Ruleset;
struct Unit;
struct UnitProfile;

// A unit's full pace in cm: the list's own value where it gives one, 100 for flyers, otherwise
// by type (infantry 20, cavalry 30, chariots 30, monsters 20, machines 20, characters 60, and
// artillery as the ruleset says). A drive back longer than this routs the unit.
int fullPaceCm(const UnitProfile &profile, const Ruleset &ruleset);
inline constexpr int FlyerHalfPaceCm = 10;
// Its half pace: half its full pace, but 10 cm for flyers and a character's full 60 cm (FACTS §2).
int halfPaceCm(const UnitProfile &profile, const Ruleset &ruleset);

// How far a unit may move now, as the players measure it: the app never measures the table, it
// shows the most each move may be and why it is less than the full pace.
struct PaceNow
{
    int fullCm = 0;
    int orderedCm = 0; // by an order, or any move other than a charge or an evade
    int chargeCm = 0;  // charging or evading
    // Why `orderedCm` is half pace; more than one may hold.
    bool fortified = false;   // a stand in a fortified position (option "fortified-pace")
    bool spell = false;       // a spell halves its pace, charges too
    bool failedOrder = false; // a failed first order or a table row: half pace and no charge

    bool halved() const { return orderedCm < fullCm; }
    bool operator==(const PaceNow &) const = default;
};
PaceNow paceNow(const Unit &unit, const Ruleset &ruleset);

// Pieces the quick reference sheet (sources 004, "Moves") gives a pace for that wmassist keeps no
// unit of: wagons, siege weapons and vessels. The quick reference lists them; no rule here uses them.
enum class SheetPiece
{
    Wagon,
    SiegeWeapon,
    SmallBoat,
    OaredGalley,
    SailingShip,
};

inline constexpr SheetPiece AllSheetPieces[] = {SheetPiece::Wagon, SheetPiece::SiegeWeapon, SheetPiece::SmallBoat,
                                                SheetPiece::OaredGalley, SheetPiece::SailingShip};

constexpr int sheetPieceFullPaceCm(SheetPiece piece)
{
    switch (piece) {
    case SheetPiece::Wagon:
    case SheetPiece::OaredGalley:
        return 20;
    case SheetPiece::SiegeWeapon:
    case SheetPiece::SmallBoat:
    case SheetPiece::SailingShip:
        return 15;
    }
    return 0;
}

constexpr bool isVessel(SheetPiece piece)
{
    return piece == SheetPiece::SmallBoat || piece == SheetPiece::OaredGalley || piece == SheetPiece::SailingShip;
}

// How a river and the wind change a vessel's pace (the same sheet).
inline constexpr int DownstreamBonusCm = 5;
inline constexpr int UpstreamPenaltyCm = 5;
inline constexpr int SailingWithTheWindBonusCm = 10;

} // namespace wm
