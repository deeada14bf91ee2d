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

} // namespace wm
