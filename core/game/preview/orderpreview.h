// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/odds/orderodds.h"
#include "core/rules/command.h"

namespace wm {

// What the orders resolver shows before the dice: the order built from the form's action exactly as
// the resolver will give it, its penalties and the score it needs, or why it cannot be given.
Result<OrderPreview> previewOrder(const Battle &battle, const OrderAction &action);

// The order's odds before the dice, worked out over the resolver with the order the form describes.
Result<OrderOdds> orderOddsOf(const Battle &battle, const OrderAction &action);

// The devices of power the form may offer for an order by this character now (none for an id that
// is not a character of the side whose turn it is).
OrderDevices orderDevicesOf(const Battle &battle, UnitId character);

} // namespace wm
