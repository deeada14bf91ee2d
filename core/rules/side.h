// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <optional>

namespace wm {

// One of the two sides of a battle (or of an engagement): the first or the second. A type of its own
// rather than an int, so that the other side is opponent(), never arithmetic, and no other number
// can pass for a side.
class Side
{
public:
    constexpr Side() = default; // the first side

    static constexpr Side first() { return Side(0); }
    static constexpr Side second() { return Side(1); }
    // The side a file numbers 0 or 1; nothing for any other number, which a reader refuses.
    static constexpr std::optional<Side> fromIndex(int index)
    {
        if (index == 0 || index == 1)
            return Side(index);
        return std::nullopt;
    }
    // Both sides, first then second: for (Side side : Side::both()).
    static constexpr std::array<Side, 2> both() { return {first(), second()}; }

    constexpr Side opponent() const { return Side(m_index == 0 ? 1 : 0); }
    // 0 or 1, as files keep it.
    constexpr int index() const { return m_index; }
    // 1 or 2, as players read it: "side 2".
    constexpr int number() const { return m_index + 1; }

    constexpr bool operator==(const Side &) const = default;

private:
    constexpr explicit Side(int index)
        : m_index(index)
    {
    }

    int m_index = 0;
};

// Something each side has, indexed by a Side and never by a bare int. An aggregate, so
// PerSide<QString>{a, b} gives the first side a and the second b.
template <typename T>
struct PerSide
{
    std::array<T, 2> values;

    constexpr T &operator[](Side side) { return values[std::size_t(side.index())]; }
    constexpr const T &operator[](Side side) const { return values[std::size_t(side.index())]; }

    // In side order, first then second.
    constexpr auto begin() { return values.begin(); }
    constexpr auto end() { return values.end(); }
    constexpr auto begin() const { return values.begin(); }
    constexpr auto end() const { return values.end(); }

    bool operator==(const PerSide &) const = default;
};

} // namespace wm
