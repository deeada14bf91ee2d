// SPDX-License-Identifier: GPL-3.0-or-later
#include "enumkeys.h"

namespace wm {

template <>
const QList<std::pair<Protection, QString>> &enumKeyTable<Protection>()
{
    static const QList<std::pair<Protection, QString>> table{
        {Protection::Open, QStringLiteral("open")},
        {Protection::Defended, QStringLiteral("defended")},
        {Protection::Fortified, QStringLiteral("fortified")},
    };
    return table;
}

template <>
const QList<std::pair<ConfusionCause, QString>> &enumKeyTable<ConfusionCause>()
{
    static const QList<std::pair<ConfusionCause, QString>> table{
        {ConfusionCause::DriveBackSix, QStringLiteral("drive-back-six")},
        {ConfusionCause::DrivenIntoImpassable, QStringLiteral("driven-into-impassable")},
        {ConfusionCause::DrivenIntoUnits, QStringLiteral("driven-into-units")},
        {ConfusionCause::FriendlyEvaders, QStringLiteral("friendly-evaders")},
        {ConfusionCause::Other, QStringLiteral("other")},
    };
    return table;
}

template <>
const QList<std::pair<DestroyedBy, QString>> &enumKeyTable<DestroyedBy>()
{
    static const QList<std::pair<DestroyedBy, QString>> table{
        {DestroyedBy::Casualties, QStringLiteral("casualties")},
        {DestroyedBy::Rout, QStringLiteral("rout")},
        {DestroyedBy::Mishap, QStringLiteral("mishap")},
        {DestroyedBy::Retreat, QStringLiteral("retreat")},
    };
    return table;
}

template <>
const QList<std::pair<ShotTiming, QString>> &enumKeyTable<ShotTiming>()
{
    static const QList<std::pair<ShotTiming, QString>> table{
        {ShotTiming::ShootingPhase, QStringLiteral("shooting-phase")},
        {ShotTiming::AtChargers, QStringLiteral("at-chargers")},
    };
    return table;
}

template <>
const QList<std::pair<RangeBand, QString>> &enumKeyTable<RangeBand>()
{
    static const QList<std::pair<RangeBand, QString>> table{
        {RangeBand::Short, QStringLiteral("short")},
        {RangeBand::Medium, QStringLiteral("medium")},
        {RangeBand::Long, QStringLiteral("long")},
    };
    return table;
}

template <>
const QList<std::pair<TableId, QString>> &enumKeyTable<TableId>()
{
    static const QList<std::pair<TableId, QString>> table{
        {TableId::BlunderWarmaster, QStringLiteral("blunder-warmaster")},
        {TableId::BlunderRevolution, QStringLiteral("blunder-revolution")},
        {TableId::SteamTankWarmaster, QStringLiteral("steam-tank-warmaster")},
        {TableId::SteamTankRevolution, QStringLiteral("steam-tank-revolution")},
        {TableId::GiantGoesWild, QStringLiteral("giant-goes-wild")},
        {TableId::FlameCannonWarmaster, QStringLiteral("flame-cannon-warmaster")},
        {TableId::FlameCannonRevolution, QStringLiteral("flame-cannon-revolution")},
        {TableId::DeathRocketWarmaster, QStringLiteral("death-rocket-warmaster")},
        {TableId::DeathRocketRevolution, QStringLiteral("death-rocket-revolution")},
        {TableId::RocketLauncher, QStringLiteral("rocket-launcher")},
        {TableId::BuildingDamage, QStringLiteral("building-damage")},
        {TableId::BoilingOil, QStringLiteral("boiling-oil")},
    };
    return table;
}

template <>
const QList<std::pair<CombatChoice, QString>> &enumKeyTable<CombatChoice>()
{
    static const QList<std::pair<CombatChoice, QString>> table{
        {CombatChoice::Retreat, QStringLiteral("retreat")},    {CombatChoice::Stand, QStringLiteral("stand")},
        {CombatChoice::FallBack, QStringLiteral("fall-back")}, {CombatChoice::Pursue, QStringLiteral("pursue")},
        {CombatChoice::Advance, QStringLiteral("advance")},
    };
    return table;
}

template <>
const QList<std::pair<Phase, QString>> &enumKeyTable<Phase>()
{
    static const QList<std::pair<Phase, QString>> table{
        {Phase::Command, QStringLiteral("command")},
        {Phase::Shooting, QStringLiteral("shooting")},
        {Phase::Combat, QStringLiteral("combat")},
    };
    return table;
}

} // namespace wm
