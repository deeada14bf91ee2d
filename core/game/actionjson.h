// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameaction.h"
#include "core/json/jsonreader.h"

#include <QJsonObject>

namespace wm {

// Game actions as game files and the game log write them (docs/formats.md, "Game files"):
// {"kind": "shoot", "input": {...}, "dice": [3, 5, 6]}.
struct ActionJson
{
    static QJsonObject toJson(const GameAction &action);
    static QJsonObject inputToJson(const ActionInput &input);
    // Reads through `r`, which names the first bad field by its path and stops there.
    static GameAction fromJson(const JsonReader &r, const QJsonObject &o, const QString &path);
    static ActionInput inputFromJson(const JsonReader &r, const QString &kind, const QJsonObject &o,
                                     const QString &path);
};

} // namespace wm
