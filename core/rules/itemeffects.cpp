// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemeffects.h"

#include "core/rules/unit.h"

namespace wm {

namespace {

// Shielding and Steadfastness last until the unit first loses a stand; the banners of the first
// engagement and the once-a-battle items until they are spent; the other swords always.
enum class Lasts
{
    Always,
    UntilStandLost,
    UntilSpent,
};

Lasts lasts(MagicItem item)
{
    switch (item) {
    case MagicItem::BannerOfShielding:
    case MagicItem::BannerOfSteadfastness:
        return Lasts::UntilStandLost;
    case MagicItem::BattleBanner:
    case MagicItem::BannerOfFortitude:
    case MagicItem::BannerOfFortune:
    case MagicItem::SwordOfFate:
        return Lasts::UntilSpent;
    default:
        return Lasts::Always;
    }
}

} // namespace

bool itemWorks(const Unit &unit, MagicItem item)
{
    if (unit.profile.magicItem != item)
        return false;
    switch (lasts(item)) {
    case Lasts::Always:
        return true;
    case Lasts::UntilStandLost:
        return !unit.state.lostStand;
    case Lasts::UntilSpent:
        return !unit.state.magicItemSpent;
    }
    return false;
}

bool itemSpent(const Unit &unit)
{
    if (!unit.profile.magicItem || magicItemKind(*unit.profile.magicItem) == MagicItemKind::DeviceOfPower)
        return false;
    return !itemWorks(unit, *unit.profile.magicItem);
}

} // namespace wm
