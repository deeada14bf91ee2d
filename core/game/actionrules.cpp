// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionrules.h"

namespace wm {

Phase phaseOf(const OrderAction &)
{
    return Phase::Command;
}

Phase phaseOf(const InitiativeAction &)
{
    return Phase::Command;
}

Phase phaseOf(const ChargeAction &)
{
    return Phase::Command;
}

Phase phaseOf(const EvadeAction &)
{
    return Phase::Command;
}

Phase phaseOf(const HomeBackAction &)
{
    return Phase::Command;
}

Phase phaseOf(const AdvanceAction &)
{
    return Phase::Combat;
}

Phase phaseOf(const ShootAction &action)
{
    return action.timing == ShotTiming::AtChargers ? Phase::Command : Phase::Shooting;
}

Phase phaseOf(const CombatAction &)
{
    return Phase::Combat;
}

Phase phaseOf(const CastSpellAction &)
{
    return Phase::Shooting;
}

QList<UnitId> dispellersAgainst(const Battle &battle, Side side)
{
    QList<UnitId> ids;
    for (const Unit &u : battle.army(side.opponent())) {
        // A Runesmith, or a wizard whose Scroll of Dispelling still works.
        const bool scroll =
            u.profile.castsSpells() && u.profile.magicItem == MagicItem::ScrollOfDispelling && !u.state.deviceSpent;
        if ((u.profile.has(Trait::DispelsSpells) || scroll) && !u.state.isDestroyed())
            ids.append(u.id);
    }
    return ids;
}

std::optional<Phase> phaseOf(const StrikeHitsAction &action)
{
    if (action.drivesBack)
        return Phase::Shooting;
    return std::nullopt;
}

std::optional<Phase> phaseOf(const ActionInput &input)
{
    return std::visit(
        [](const auto &action) -> std::optional<Phase> {
            using A = std::decay_t<decltype(action)>;
            if constexpr (std::is_same_v<A, OrderAction> || std::is_same_v<A, InitiativeAction> ||
                          std::is_same_v<A, ChargeAction> || std::is_same_v<A, ShootAction> ||
                          std::is_same_v<A, CombatAction> || std::is_same_v<A, StrikeHitsAction> ||
                          std::is_same_v<A, EvadeAction> || std::is_same_v<A, HomeBackAction> ||
                          std::is_same_v<A, AdvanceAction> || std::is_same_v<A, CastSpellAction>)
                return phaseOf(action);
            else
                return std::nullopt;
        },
        input);
}

std::optional<ShotTiming> shotTimingIn(Phase phase)
{
    for (ShotTiming timing : {ShotTiming::AtChargers, ShotTiming::ShootingPhase}) {
        ShootAction shot;
        shot.timing = timing;
        if (phaseOf(shot) == phase)
            return timing;
    }
    return std::nullopt;
}

namespace {

// A unit that an enemy advanced into this Combat phase and has not yet shot at: the side it is on.
std::optional<Side> sideAdvancedUpon(const Battle &battle)
{
    for (Side side : Side::both()) {
        for (const Unit &u : battle.army(side)) {
            // The unit the advancer beat is gone: an advance follows only a combat every enemy lost.
            if (u.state.isDestroyed())
                continue;
            for (UnitId id : u.state.chargedBy) {
                const Unit *advancer = battle.unit(id);
                if (advancer && advancer->state.advancedThisPhase && !advancer->state.isDestroyed() &&
                    !u.state.shotAtChargers.contains(id))
                    return side;
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<ShotTiming> shotTimingNow(const Battle &battle)
{
    if (battle.phase() == Phase::Combat)
        return sideAdvancedUpon(battle) ? std::optional(ShotTiming::AtChargers) : std::nullopt;
    return shotTimingIn(battle.phase());
}

Side shootingSide(const Battle &battle, ShotTiming timing)
{
    const Side active = battle.activeSide();
    if (timing != ShotTiming::AtChargers)
        return active;
    // Either side's unit may win a combat and advance: the side shooting is the one advanced upon.
    if (battle.phase() == Phase::Combat)
        return sideAdvancedUpon(battle).value_or(active.opponent());
    return active.opponent();
}

QList<UnitId> chargersToShootAt(const Battle &battle, Side shooters)
{
    QList<UnitId> chargers;
    for (const Unit &u : battle.army(shooters)) {
        if (u.state.isDestroyed())
            continue;
        for (UnitId id : u.state.chargedBy) {
            if (!chargers.contains(id) && !u.state.shotAtChargers.contains(id))
                chargers.append(id);
        }
    }
    return chargers;
}

} // namespace wm
