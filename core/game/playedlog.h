// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"

namespace wm {

struct GameSetup;
struct PlayedAction;

// A game's actions as the history and the dice log read them, one at a time by their place: a
// Game that holds them all, or a GameSession that reads the earlier ones from the database.
class PlayedLog
{
public:
    virtual ~PlayedLog() = default;

    virtual const GameSetup &setup() const = 0;
    virtual const Battle &battle() const = 0;
    virtual int actionCount() const = 0;
    // What action `index` (from 0 to actionCount() - 1) did. The reference holds until the next call
    // or the next change to the log.
    virtual const PlayedAction &playedAt(int index) const = 0;

protected:
    PlayedLog() = default;
    PlayedLog(const PlayedLog &) = default;
    PlayedLog &operator=(const PlayedLog &) = default;
    PlayedLog(PlayedLog &&) = default;
    PlayedLog &operator=(PlayedLog &&) = default;
};

} // namespace wm
