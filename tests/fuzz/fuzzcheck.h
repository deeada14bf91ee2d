// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every harness shares: the input as Qt sees it, and a check that stops the run (libFuzzer
// keeps the input that broke it) when a property a reader promises does not hold.

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace wm::fuzz {

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

inline void check(bool holds, const char *what)
{
    if (holds)
        return;
    std::fprintf(stderr, "property broken: %s\n", what);
    std::abort();
}

} // namespace wm::fuzz
