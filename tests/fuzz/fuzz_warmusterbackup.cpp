// SPDX-License-Identifier: GPL-3.0-or-later
// Warmuster backup files: any bytes are imported or refused with a message; every roster imported
// can be saved and read back.

#include "tests/fuzz/importcheck.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace wm;
    const auto imported =
        RosterImport::fromWarmusterBackup(fuzz::bytes(data, size), QStringLiteral("backup.json"), fuzz::lists());
    if (!imported) {
        fuzz::check(!imported.error().message.isEmpty(), "a refused backup says why");
        return 0;
    }
    for (const ImportedRoster &roster : imported.value())
        fuzz::checkImported(roster);
    return 0;
}
