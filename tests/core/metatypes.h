// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Rule types used as columns of Qt Test data tables, and how a failed comparison prints them.

#include "core/rules/armour.h"
#include "core/rules/command.h"
#include "core/rules/protection.h"
#include "core/rules/ruleset.h"
#include "core/rules/shooting.h"
#include "core/rules/side.h"
#include "core/rules/unit.h"

#include <QMetaType>
#include <QTest>

#include <optional>

Q_DECLARE_METATYPE(wm::Armour)
Q_DECLARE_METATYPE(wm::Protection)
Q_DECLARE_METATYPE(wm::RulesetId)
Q_DECLARE_METATYPE(wm::Traits)
Q_DECLARE_METATYPE(wm::UnitProfile)
Q_DECLARE_METATYPE(wm::UnitState)
Q_DECLARE_METATYPE(wm::UnitType)
Q_DECLARE_METATYPE(wm::ShotTiming)
Q_DECLARE_METATYPE(wm::OrderVerdict)
Q_DECLARE_METATYPE(wm::TableId)
Q_DECLARE_METATYPE(wm::Effects)
Q_DECLARE_METATYPE(wm::OrderRequest)
Q_DECLARE_METATYPE(wm::CommandPhaseState)
Q_DECLARE_METATYPE(wm::Unit)
Q_DECLARE_METATYPE(wm::Shooter)
Q_DECLARE_METATYPE(QList<wm::Shooter>)
Q_DECLARE_METATYPE(wm::Weapon)
Q_DECLARE_METATYPE(QList<wm::Unit>)
Q_DECLARE_METATYPE(std::optional<int>)
Q_DECLARE_METATYPE(std::optional<bool>)
Q_DECLARE_METATYPE(wm::Side)
Q_DECLARE_METATYPE(std::optional<wm::Side>)

namespace wm {

inline char *toString(const Side &side)
{
    return QTest::toString(QStringLiteral("side %1").arg(side.number()));
}

inline char *toString(const std::optional<Side> &side)
{
    return side ? toString(*side) : qstrdup("nothing");
}

inline char *toString(const Armour &armour)
{
    return QTest::toString(armour.toString());
}

inline char *toString(const StandPositions &p)
{
    return QTest::toString(
        QStringLiteral("open %1, defended %2, fortified %3").arg(p.open).arg(p.defended).arg(p.fortified));
}

} // namespace wm

namespace std {

inline char *toString(const std::optional<int> &value)
{
    return value ? QTest::toString(*value) : qstrdup("nothing");
}

inline char *toString(const std::optional<bool> &value)
{
    return value ? QTest::toString(*value) : qstrdup("nothing");
}

} // namespace std
