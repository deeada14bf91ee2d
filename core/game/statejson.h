// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QByteArray>
#include <QJsonObject>

namespace wm {

// Where a game stands, as `wmassist-cli replay` prints it (docs/formats.md, "Game state"): the
// turn, whose turn and the phase, and for every unit its stands, hits, carried hits, confusion and
// whether and why it is destroyed.
struct StateJson
{
    static constexpr int FormatVersion = 1;
    static QJsonObject toJson(const Game &game);
    static QByteArray write(const Game &game);
};

} // namespace wm
