// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QStringList>

namespace wm {

// A spell walked through as the players cast it: the cast die against the spell's number, the
// enemy's try to cancel it, then unit by unit its attacks (as shooting), its drive back and the
// states it leaves with the turn they end. Every number is the outcome's own.
QStringList spellWalkthrough(const Battle &before, const CastSpellAction &action, const ActionOutcome &outcome);

} // namespace wm
