// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/protection.h"
#include "core/rules/shooting.h"
#include "core/rules/tables.h"
#include "core/rules/unitstate.h"
#include "core/rules/weapon.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace wm {

// Stable, untranslated keys for the values of the enums a game file and the game log write:
// "open", "drive-back-six", "shooting-phase"... Changing one breaks every saved game.
template <typename E>
const QList<std::pair<E, QString>> &enumKeyTable();

template <>
const QList<std::pair<Protection, QString>> &enumKeyTable<Protection>();
template <>
const QList<std::pair<ConfusionCause, QString>> &enumKeyTable<ConfusionCause>();
template <>
const QList<std::pair<DestroyedBy, QString>> &enumKeyTable<DestroyedBy>();
template <>
const QList<std::pair<ShotTiming, QString>> &enumKeyTable<ShotTiming>();
template <>
const QList<std::pair<RangeBand, QString>> &enumKeyTable<RangeBand>();
template <>
const QList<std::pair<TableId, QString>> &enumKeyTable<TableId>();
template <>
const QList<std::pair<CombatChoice, QString>> &enumKeyTable<CombatChoice>();
template <>
const QList<std::pair<Phase, QString>> &enumKeyTable<Phase>();

template <typename E>
QString enumKey(E value)
{
    for (const auto &[e, key] : enumKeyTable<E>()) {
        if (e == value)
            return key;
    }
    return {};
}

template <typename E>
std::optional<E> enumFromKey(const QString &key)
{
    for (const auto &[e, k] : enumKeyTable<E>()) {
        if (k == key)
            return e;
    }
    return std::nullopt;
}

template <typename E>
QStringList enumKeys()
{
    QStringList keys;
    for (const auto &entry : enumKeyTable<E>())
        keys.append(entry.second);
    return keys;
}

} // namespace wm
