// SPDX-License-Identifier: GPL-3.0-or-later
// Roster files: any bytes are read or refused with a message; what is read is written back and
// read again unchanged.

#include "tests/fuzz/fuzzcheck.h"

#include "core/roster/rosterjson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace wm;
    const auto roster = RosterJson::read(fuzz::bytes(data, size), QStringLiteral("fuzz.json"));
    if (!roster) {
        fuzz::check(!roster.error().message.isEmpty(), "a refused roster says why");
        return 0;
    }
    const auto again = RosterJson::read(RosterJson::write(roster.value()), QStringLiteral("again.json"));
    fuzz::check(again.ok(), "a roster written back is read again");
    fuzz::check(again.value() == roster.value(), "a roster written back reads the same");
    return 0;
}
