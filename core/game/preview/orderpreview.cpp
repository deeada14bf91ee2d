// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderpreview.h"

#include "core/game/actionresolver.h"

namespace wm {

Result<OrderPreview> previewOrder(const Battle &battle, const OrderAction &action)
{
    const Result<OrderRequest> request = orderRequest(battle, action);
    if (!request)
        return request.error();
    return previewOrder(request.value(), battle.commandPhase(), battle.ruleset());
}

Result<OrderOdds> orderOddsOf(const Battle &battle, const OrderAction &action)
{
    const Result<OrderRequest> request = orderRequest(battle, action);
    if (!request)
        return request.error();
    return orderOdds(request.value(), battle.commandPhase(), battle.ruleset());
}

OrderDevices orderDevicesOf(const Battle &battle, UnitId character)
{
    const Unit *who = battle.unit(character);
    if (!who || battle.sideOf(character) != battle.activeSide())
        return {};
    const Unit *general = battle.general(battle.activeSide());
    return orderDevicesFor(*who, general ? std::optional<Unit>(*general) : std::nullopt, battle.commandPhase());
}

} // namespace wm
