// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

namespace wm {

// The three phases of a side's turn, in the order they are played.
enum class Phase
{
    Command,
    Shooting,
    Combat,
};

// Keys for game files and the log (core/enumkeys.h).
inline constexpr EnumKey<Phase> PhaseKeys[] = {
    {Phase::Command, "command"},
    {Phase::Shooting, "shooting"},
    {Phase::Combat, "combat"},
};
constexpr std::span<const EnumKey<Phase>> enumKeyTable(Phase)
{
    return PhaseKeys;
}

} // namespace wm
