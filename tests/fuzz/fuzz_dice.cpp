// SPDX-License-Identifier: GPL-3.0-or-later
// Typed-in dice: the first byte says how many dice the rule asks for, the rest is what the player
// typed. Either every face comes back, each 1 to 6 and as many as asked, or a message says why.

#include "tests/fuzz/fuzzcheck.h"

#include "core/dice/diceentry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace wm;
    if (size == 0)
        return 0;
    DiceRequest request;
    request.count = 1 + data[0] % 40;
    const auto faces = DiceEntry::read(QString::fromUtf8(fuzz::bytes(data + 1, size - 1)), request);
    if (!faces) {
        fuzz::check(!faces.error().message.isEmpty(), "refused dice say why");
        return 0;
    }
    fuzz::check(faces->size() == request.count, "as many faces as dice asked for");
    for (int face : faces.value())
        fuzz::check(face >= 1 && face <= 6, "every face is 1 to 6");
    return 0;
}
