// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextStream>

namespace wm::cli {

// Exit codes, documented in docs/formats.md.
enum Exit
{
    Done = 0,
    Failed = 1,        // the input could not be read or used; nothing was written
    BadArguments = 2,  // the command line was wrong
    PartlyImported = 3 // a roster was written, but some of its units were not found
};

// Where every command says what went wrong.
inline QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

} // namespace wm::cli
