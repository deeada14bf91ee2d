// SPDX-License-Identifier: GPL-3.0-or-later
// Pasted text (links and codes in any words around them): imported or refused with a message; what
// a paste brings in is at most the limit of rosters, each one wmassist keeps. Saving and reading back
// each roster is the link and code importers' property, checked by their own harnesses: here the
// executions go to what the paste adds, finding the links and codes among the words.

#include "tests/fuzz/importcheck.h"

#include "core/limits.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace wm;
    const auto imported = RosterImport::fromText(QString::fromUtf8(fuzz::bytes(data, size)), fuzz::lists());
    if (!imported) {
        fuzz::check(!imported.error().message.isEmpty(), "a refused paste says why");
        return 0;
    }
    fuzz::check(!imported.value().isEmpty() && imported.value().size() <= Limits::ImportedRosters,
                "a paste brings in between one roster and the limit");
    for (const ImportedRoster &roster : imported.value())
        fuzz::check(roster.roster.validate().isEmpty(), "every roster a paste brings in is one wmassist keeps");
    return 0;
}
