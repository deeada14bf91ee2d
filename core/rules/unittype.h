// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

constexpr bool isCharacter(UnitType type)
{
    return type == UnitType::General || type == UnitType::Hero || type == UnitType::Wizard;
}

struct UnitTypeText
{
    Q_DECLARE_TR_FUNCTIONS(UnitType)

public:
    static QString name(UnitType type);
    // A stable, untranslated key for files and the database: "infantry", "general"...
    static QString key(UnitType type);
    static std::optional<UnitType> fromKey(const QString &key);
};

} // namespace wm
