// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace wm {

enum class UnitType
{
    Infantry,
    Cavalry,
    Chariot,
    Artillery,
    Monster,
    Machine,
    General,
    Hero,
    Wizard,
};

inline constexpr UnitType AllUnitTypes[] = {UnitType::Infantry,  UnitType::Cavalry, UnitType::Chariot,
                                            UnitType::Artillery, UnitType::Monster, UnitType::Machine,
                                            UnitType::General,   UnitType::Hero,    UnitType::Wizard};

// Keys for files and the database (core/enumkeys.h).
inline constexpr EnumKey<UnitType> UnitTypeKeys[] = {
    {UnitType::Infantry, "infantry"},   {UnitType::Cavalry, "cavalry"}, {UnitType::Chariot, "chariot"},
    {UnitType::Artillery, "artillery"}, {UnitType::Monster, "monster"}, {UnitType::Machine, "machine"},
    {UnitType::General, "general"},     {UnitType::Hero, "hero"},       {UnitType::Wizard, "wizard"},
};
static_assert(keysFollow(UnitTypeKeys, AllUnitTypes));
constexpr std::span<const EnumKey<UnitType>> enumKeyTable(UnitType)
{
    return UnitTypeKeys;
}

constexpr bool isCharacter(UnitType type)
{
    return type == UnitType::General || type == UnitType::Hero || type == UnitType::Wizard;
}

struct UnitTypeText
{
    Q_DECLARE_TR_FUNCTIONS(UnitType)

public:
    static QString name(UnitType type);
};

} // namespace wm
