// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <stdexcept>

namespace wm {

// Thrown when dice cannot be had: a typed-in face outside 1-6, or a roll asked of a scripted
// source whose typed-in dice are used up. Resolvers catch it at their boundary and turn it into
// an Error, so a partial roll never reaches the game.
class DiceError : public std::runtime_error
{
public:
    explicit DiceError(const QString &message);

    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace wm
