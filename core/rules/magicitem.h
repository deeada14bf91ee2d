// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QString>

namespace wm {

// The magic items of the Warmaster rulebooks, the same eighteen in both rulesets. What each costs and
// who may carry it differs by ruleset: that is the catalogue's business (core/armies/magicitems.h).
enum class MagicItem
{
    BattleBanner,
    BannerOfShielding,
    BannerOfFortitude,
    BannerOfSteadfastness,
    BannerOfFortune,
    SwordOfDestruction,
    SwordOfFate,
    SwordOfCleaving,
    SwordOfMight,
    CrownOfCommand,
    HelmOfDominion,
    OrbOfMajesty,
    RingOfMagic,
    StaffOfSpellbinding,
    SceptreOfSovereignty,
    ScrollOfDispelling,
    WandOfPower,
    RodOfRepetition,
};

inline constexpr MagicItem AllMagicItems[] = {
    MagicItem::BattleBanner,          MagicItem::BannerOfShielding,   MagicItem::BannerOfFortitude,
    MagicItem::BannerOfSteadfastness, MagicItem::BannerOfFortune,     MagicItem::SwordOfDestruction,
    MagicItem::SwordOfFate,           MagicItem::SwordOfCleaving,     MagicItem::SwordOfMight,
    MagicItem::CrownOfCommand,        MagicItem::HelmOfDominion,      MagicItem::OrbOfMajesty,
    MagicItem::RingOfMagic,           MagicItem::StaffOfSpellbinding, MagicItem::SceptreOfSovereignty,
    MagicItem::ScrollOfDispelling,    MagicItem::WandOfPower,         MagicItem::RodOfRepetition,
};

// Keys for files (core/enumkeys.h): the item's name as a slug, which is also the part of Warmuster's
// ids after "magic:".
inline constexpr EnumKey<MagicItem> MagicItemKeys[] = {
    {MagicItem::BattleBanner, "battle-banner"},
    {MagicItem::BannerOfShielding, "banner-of-shielding"},
    {MagicItem::BannerOfFortitude, "banner-of-fortitude"},
    {MagicItem::BannerOfSteadfastness, "banner-of-steadfastness"},
    {MagicItem::BannerOfFortune, "banner-of-fortune"},
    {MagicItem::SwordOfDestruction, "sword-of-destruction"},
    {MagicItem::SwordOfFate, "sword-of-fate"},
    {MagicItem::SwordOfCleaving, "sword-of-cleaving"},
    {MagicItem::SwordOfMight, "sword-of-might"},
    {MagicItem::CrownOfCommand, "crown-of-command"},
    {MagicItem::HelmOfDominion, "helm-of-dominion"},
    {MagicItem::OrbOfMajesty, "orb-of-majesty"},
    {MagicItem::RingOfMagic, "ring-of-magic"},
    {MagicItem::StaffOfSpellbinding, "staff-of-spellbinding"},
    {MagicItem::SceptreOfSovereignty, "sceptre-of-sovereignty"},
    {MagicItem::ScrollOfDispelling, "scroll-of-dispelling"},
    {MagicItem::WandOfPower, "wand-of-power"},
    {MagicItem::RodOfRepetition, "rod-of-repetition"},
};
static_assert(keysFollow(MagicItemKeys, AllMagicItems));
constexpr std::span<const EnumKey<MagicItem>> enumKeyTable(MagicItem)
{
    return MagicItemKeys;
}

// The three kinds of item: banners for units, weapons for units and characters, devices of power for
// Generals and Wizards.
enum class MagicItemKind
{
    Standard,
    Weapon,
    DeviceOfPower,
};

inline constexpr MagicItemKind AllMagicItemKinds[] = {MagicItemKind::Standard, MagicItemKind::Weapon,
                                                      MagicItemKind::DeviceOfPower};

inline constexpr EnumKey<MagicItemKind> MagicItemKindKeys[] = {
    {MagicItemKind::Standard, "standard"},
    {MagicItemKind::Weapon, "weapon"},
    {MagicItemKind::DeviceOfPower, "device-of-power"},
};
static_assert(keysFollow(MagicItemKindKeys, AllMagicItemKinds));
constexpr std::span<const EnumKey<MagicItemKind>> enumKeyTable(MagicItemKind)
{
    return MagicItemKindKeys;
}

// The same in both rulesets: the first five are banners, the next four swords, the rest devices.
constexpr MagicItemKind magicItemKind(MagicItem item)
{
    if (item <= MagicItem::BannerOfFortune)
        return MagicItemKind::Standard;
    if (item <= MagicItem::SwordOfMight)
        return MagicItemKind::Weapon;
    return MagicItemKind::DeviceOfPower;
}

struct MagicItemText
{
    Q_DECLARE_TR_FUNCTIONS(MagicItem)

public:
    static QString name(MagicItem item);
    // What the item does, in a sentence or two of wmassist's own, for the roster and a unit's card.
    static QString summary(MagicItem item);
    static QString kindName(MagicItemKind kind);
};

} // namespace wm
