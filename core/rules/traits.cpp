// SPDX-License-Identifier: GPL-3.0-or-later
#include "traits.h"

namespace wm {

QString TraitText::name(Trait trait)
{
    switch (trait) {
    case Trait::AllRoundVision:
        return tr("All-round vision");
    case Trait::NoDriveBack:
        return tr("Never driven back");
    case Trait::DriveBackConfusionOnly:
        return tr("Drive backs only confuse");
    case Trait::AlwaysDefended:
        return tr("Always defended");
    case Trait::ArmourPiercing:
        return tr("Armour piercing");
    case Trait::NoArmourSave:
        return tr("No armour save");
    case Trait::Flyer:
        return tr("Flyer");
    case Trait::CausesTerror:
        return tr("Causes terror");
    case Trait::MalfunctionsOnDoubleSix:
        return tr("Malfunctions");
    case Trait::DestroyedIfRetreating:
        return tr("Cannot retreat");
    case Trait::IgnoresTerror:
        return tr("Ignores terror");
    case Trait::NeverConfused:
        return tr("Never confused");
    case Trait::Regenerates:
        return tr("Regenerates");
    case Trait::ShootingBonus:
        return tr("Keen shots");
    case Trait::ChargesLikeMonster:
        return tr("Charges like a monster");
    case Trait::GivesNoOrders:
        return tr("Gives no orders");
    }
    return {};
}

QString TraitText::description(Trait trait)
{
    switch (trait) {
    case Trait::AllRoundVision:
        return tr("Can see and shoot from any edge of its stands.");
    case Trait::NoDriveBack:
        return tr("Hits from shooting never drive it back, so drive backs never confuse it.");
    case Trait::DriveBackConfusionOnly:
        return tr("Rolls drive-back dice only to see if a 6 confuses it; it is never moved or routed.");
    case Trait::AlwaysDefended:
        return tr("Counts as defended wherever it stands.");
    case Trait::ArmourPiercing:
        return tr("Its shots make the target's armour one worse; 6+ armour gets no save.");
    case Trait::NoArmourSave:
        return tr("No armour save is allowed against its shots.");
    case Trait::Flyer:
        return tr("Flies: moves up to 100 cm over any terrain.");
    case Trait::CausesTerror:
        return tr("Enemies fighting it lose one attack per stand unless they cause terror too.");
    case Trait::MalfunctionsOnDoubleSix:
        return tr("A double six on its order is rolled on the Steam Tank malfunction table instead of the blunder "
                  "table, whoever gave the order.");
    case Trait::DestroyedIfRetreating:
        return tr("If it loses a combat and has to retreat, it is destroyed instead.");
    case Trait::IgnoresTerror:
        return tr("Fights an enemy that causes terror without losing an attack per stand.");
    case Trait::NeverConfused:
        return tr("Nothing confuses it: drive-back sixes and the other causes of confusion pass it by.");
    case Trait::Regenerates:
        return tr("In each combat round, after whole stands are removed, one hit left over is taken back; the hit "
                  "still counts towards the combat result.");
    case Trait::ShootingBonus:
        return tr("Adds 1 to its dice to hit when shooting: 3+ in the open, 4+ defended, 5+ fortified.");
    case Trait::ChargesLikeMonster:
        return tr("Charging an enemy in the open, it gets the extra attack a monster or chariot gets.");
    case Trait::GivesNoOrders:
        return tr("Gives no orders, so has no Command value.");
    }
    return {};
}

} // namespace wm
