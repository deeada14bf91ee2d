// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QByteArray>
#include <QJsonObject>

namespace wm {

// Where a game stands, as `wmassist-cli replay` prints it (docs/formats.md, "Game state"): the
// turn, whose turn and the phase; for every unit its stands, hits, confusion and its cause, what its
// orders and charges this phase left it and may still do; for every army which characters may still
// give orders; and the last phase end, order, combat round and table roll.
struct StateJson
{
    static constexpr int FormatVersion = 2;
    static QJsonObject toJson(const Game &game);
    static QByteArray write(const Game &game);
};

} // namespace wm
