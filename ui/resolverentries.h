// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameaction.h"

#include <QKeySequence>
#include <QString>

#include <array>
#include <optional>
#include <type_traits>

namespace wm {

class Battle;

// The resolvers a player opens from the Resolve menu, the tool bar and the cards' menus. Each gathers
// what happened on the table, takes the dice and records one kind of action.
enum class Resolver
{
    Order,    // from the current character (or to the current unit)
    Shooting, // the current unit shoots or is shot at; in the Command phase, at chargers
    Spell,    // the current wizard casts, or the current unit is cast at
    Combat,   // the current unit's engagement
    Table,    // a special table for the current unit
    // The moves the players report (ui/resolve/movedialog): each starts from the current unit.
    Charge,
    Evade,
    HomeBack,
    Advance,
    Join,
    Confusion,
    LeaveTable,   // the current unit left the table
    MovedThrough, // the current character, on his own, was moved through
};

// Where each kind of action is entered: the resolver that records it, or nothing for the kinds the
// window records elsewhere. One overload a kind of action, and none for a kind not yet given one: a
// new kind of ActionInput does not compile until it is entered somewhere (resolverentries.cpp walks
// every kind).
constexpr std::optional<Resolver> resolverOf(std::type_identity<OrderAction>)
{
    return Resolver::Order;
}
// A charge on initiative is reported in the Charge resolver, which asks which charge it was.
constexpr std::optional<Resolver> resolverOf(std::type_identity<InitiativeAction>)
{
    return Resolver::Charge;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<ChargeAction>)
{
    return Resolver::Charge;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<ShootAction>)
{
    return Resolver::Shooting;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<CombatAction>)
{
    return Resolver::Combat;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<TableRollAction>)
{
    return Resolver::Table;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<EvadeAction>)
{
    return Resolver::Evade;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<HomeBackAction>)
{
    return Resolver::HomeBack;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<AdvanceAction>)
{
    return Resolver::Advance;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<JoinAction>)
{
    return Resolver::Join;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<ConfusionTestAction>)
{
    return Resolver::Confusion;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<CastSpellAction>)
{
    return Resolver::Spell;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<LeaveTableAction>)
{
    return Resolver::LeaveTable;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<CharacterMovedThroughAction>)
{
    return Resolver::MovedThrough;
}
// The End Phase action (and its dialog for the drive backs' dice).
constexpr std::optional<Resolver> resolverOf(std::type_identity<EndPhaseAction>)
{
    return std::nullopt;
}
// The cards' quick edits (ui/tracker): a hit, a confusion marker, a correction.
constexpr std::optional<Resolver> resolverOf(std::type_identity<MarkConfusedAction>)
{
    return std::nullopt;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<StrikeHitsAction>)
{
    return std::nullopt;
}
constexpr std::optional<Resolver> resolverOf(std::type_identity<CorrectionAction>)
{
    return std::nullopt;
}
// The Game menu's Concede box.
constexpr std::optional<Resolver> resolverOf(std::type_identity<ConcedeAction>)
{
    return std::nullopt;
}
template <typename Kind>
constexpr std::optional<Resolver> resolverOf(std::type_identity<Kind>) = delete;

// Every resolver, in the Resolve menu's order.
inline constexpr std::array AllResolvers{
    Resolver::Order,     Resolver::Shooting,   Resolver::Spell,        Resolver::Combat,  Resolver::Table,
    Resolver::Charge,    Resolver::Evade,      Resolver::HomeBack,     Resolver::Advance, Resolver::Join,
    Resolver::Confusion, Resolver::LeaveTable, Resolver::MovedThrough,
};

// How a resolver is offered: its menu item, its key and its word on the tool bar.
struct ResolverEntry
{
    QString text;      // in the menus: "Give an &Order..."
    QString name;      // the action's object name: "actionGiveOrder"
    QKeySequence key;  // none for the rarer moves
    QString shortText; // on the tool bar and the cards' menus: "Order"
    // On the character's menu of a card (orders, joins, spells, a lone character moved through)
    // rather than the unit's.
    bool characterMenu = false;
    // Its place on the tool bar, which keeps the steps of every turn in their order; nothing for the
    // rarer moves, which are in the menus and on the cards.
    std::optional<int> toolBarPlace = std::nullopt;
    // A separator before it in the Resolve menu: the moves the players report start a group.
    bool startsGroup = false;
};
ResolverEntry resolverEntry(Resolver which);

// Whether a resolver may be opened now: a kind of action it records may be recorded in the battle's
// phase (core's kindRecordableNow()).
bool resolverOfferedNow(Resolver which, const Battle &battle);

} // namespace wm
