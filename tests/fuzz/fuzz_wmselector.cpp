// SPDX-License-Identifier: GPL-3.0-or-later
// wm-selector links: any text is imported or refused with a message; what is imported can be saved and read back.

#include "tests/fuzz/importcheck.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace wm;
    const auto imported = RosterImport::fromWmSelectorLink(QString::fromUtf8(fuzz::bytes(data, size)), fuzz::lists());
    if (!imported) {
        fuzz::check(!imported.error().message.isEmpty(), "a refused import says why");
        return 0;
    }
    fuzz::checkImported(imported.value());
    return 0;
}
