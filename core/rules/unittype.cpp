// SPDX-License-Identifier: GPL-3.0-or-later
#include "unittype.h"

namespace wm {

QString UnitTypeText::name(UnitType type)
{
    switch (type) {
    case UnitType::Infantry:
        return tr("Infantry");
    case UnitType::Cavalry:
        return tr("Cavalry");
    case UnitType::Chariot:
        return tr("Chariot");
    case UnitType::Artillery:
        return tr("Artillery");
    case UnitType::Monster:
        return tr("Monster");
    case UnitType::Machine:
        return tr("Machine");
    case UnitType::General:
        return tr("General");
    case UnitType::Hero:
        return tr("Hero");
    case UnitType::Wizard:
        return tr("Wizard");
    }
    return {};
}

QString UnitTypeText::key(UnitType type)
{
    switch (type) {
    case UnitType::Infantry:
        return QStringLiteral("infantry");
    case UnitType::Cavalry:
        return QStringLiteral("cavalry");
    case UnitType::Chariot:
        return QStringLiteral("chariot");
    case UnitType::Artillery:
        return QStringLiteral("artillery");
    case UnitType::Monster:
        return QStringLiteral("monster");
    case UnitType::Machine:
        return QStringLiteral("machine");
    case UnitType::General:
        return QStringLiteral("general");
    case UnitType::Hero:
        return QStringLiteral("hero");
    case UnitType::Wizard:
        return QStringLiteral("wizard");
    }
    return {};
}

std::optional<UnitType> UnitTypeText::fromKey(const QString &key)
{
    for (UnitType type : AllUnitTypes) {
        if (UnitTypeText::key(type) == key)
            return type;
    }
    return std::nullopt;
}

} // namespace wm
