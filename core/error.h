// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace wm {

// What went wrong with a player's input, and where: `field` names the input (a profile field,
// "shooter 2", "dice"), `message` is a translated sentence a player can act on.
struct Error
{
    QString field;
    QString message;

    bool operator==(const Error &) const = default;
};

// A value or the reason there is none. C++20 has no std::expected; this is the small part of it
// the resolvers need, so a caller must look before it takes the value.
template <typename T>
class Result
{
public:
    Result(T value)
        : m_data(std::move(value))
    {
    }
    Result(Error error)
        : m_data(std::move(error))
    {
    }

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace wm
