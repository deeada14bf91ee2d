// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"

#include <QCoreApplication>
#include <QString>

namespace wm {

// How well a stand is protected against shots and blows.
enum class Protection
{
    Open,
    Defended,  // behind cover or upslope of the attacker
    Fortified, // ramparts, castle walls, steep field works
};

inline constexpr Protection AllProtections[] = {Protection::Open, Protection::Defended, Protection::Fortified};

// Keys for game files (core/enumkeys.h).
inline constexpr EnumKey<Protection> ProtectionKeys[] = {
    {Protection::Open, "open"},
    {Protection::Defended, "defended"},
    {Protection::Fortified, "fortified"},
};
static_assert(keysFollow(ProtectionKeys, AllProtections));
constexpr std::span<const EnumKey<Protection>> enumKeyTable(Protection)
{
    return ProtectionKeys;
}

struct ProtectionText
{
    Q_DECLARE_TR_FUNCTIONS(Protection)

public:
    static QString name(Protection protection);
};

// The score a die needs to hit a target: 4+ in the open, 5+ defended, 6 fortified.
// Sources: sources/000 (shooting in brief), sources/003 Table 1, sources/004 "Shooting To Hit".
constexpr int scoreToHit(Protection protection)
{
    switch (protection) {
    case Protection::Open:
        return 4;
    case Protection::Defended:
        return 5;
    case Protection::Fortified:
        return 6;
    }
    return 4;
}

} // namespace wm
