// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/jsonreader.h"
#include "core/limits.h"
#include "core/rules/unitstate.h"

namespace wm {

// A unit's number in a game file, read alike in the log and in a battle's snapshot: units are
// numbered from 1 through both armies (docs/formats.md, "Unit numbers").
inline UnitId unitId(const JsonReader &r, const QJsonObject &o, const QString &path,
                     const QString &key = QStringLiteral("unit"))
{
    return r.requiredInt(o, path, key, 1, Limits::UnitsInAction);
}

} // namespace wm
