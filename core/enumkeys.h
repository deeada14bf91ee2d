// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>

namespace wm {

// Stable, untranslated keys for the values of the enums files and the database write: "infantry",
// "drive-back-six", "warmaster"... Changing one breaks every saved game, roster and army list.
//
// Each such enum has one table, beside the enum in its own header, found by the argument:
//
//   inline constexpr EnumKey<Phase> PhaseKeys[] = {{Phase::Command, "command"}, ...};
//   constexpr std::span<const EnumKey<Phase>> enumKeyTable(Phase) { return PhaseKeys; }
//
// and enumKey, enumFromKey and enumKeys below read it, in every layer alike.
template <typename E>
struct EnumKey
{
    E value;
    const char *key; // Latin-1
};

template <typename E>
QString enumKey(E value)
{
    for (const EnumKey<E> &entry : enumKeyTable(E{})) {
        if (entry.value == value)
            return QString::fromLatin1(entry.key);
    }
    return {};
}

template <typename E>
std::optional<E> enumFromKey(const QString &key)
{
    for (const EnumKey<E> &entry : enumKeyTable(E{})) {
        if (key == QLatin1StringView(entry.key))
            return entry.value;
    }
    return std::nullopt;
}

// Every key, in the table's order (the order the enum's values are offered in).
template <typename E>
const QStringList &enumKeys()
{
    // Built once: readers pass them with every value they read, for the message should it be wrong.
    static const QStringList keys = [] {
        QStringList all;
        for (const EnumKey<E> &entry : enumKeyTable(E{}))
            all.append(QString::fromLatin1(entry.key));
        return all;
    }();
    return keys;
}

// For a static_assert beside a table: it lists each of `all` once, in that order.
template <typename E, std::size_t N, std::size_t M>
constexpr bool keysFollow(const EnumKey<E> (&table)[N], const E (&all)[M])
{
    if (N != M)
        return false;
    for (std::size_t i = 0; i < N; ++i) {
        if (table[i].value != all[i])
            return false;
    }
    return true;
}

} // namespace wm
