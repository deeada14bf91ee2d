// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace wm {

struct Ruleset;
struct UnitProfile;

// A unit's full pace in cm: the list's own value where it gives one, 100 for flyers, otherwise
// by type (infantry 20, cavalry 30, chariots 30, monsters 20, machines 20, characters 60, and
// artillery as the ruleset says). A drive back longer than this routs the unit.
int fullPaceCm(const UnitProfile &profile, const Ruleset &ruleset);

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
