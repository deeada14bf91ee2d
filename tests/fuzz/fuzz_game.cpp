// SPDX-License-Identifier: GPL-3.0-or-later
// Game files: any bytes are read (every action replayed) or refused with a message; a game read is
// written back and read again unchanged, and its last action undone and redone gives the same battle.

#include "tests/fuzz/fuzzcheck.h"

#include "core/game/gamejson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace wm;
    const auto game = GameJson::read(fuzz::bytes(data, size), QStringLiteral("fuzz.json"));
    if (!game) {
        fuzz::check(!game.error().message.isEmpty(), "a refused game says why");
        return 0;
    }
    const QByteArray written = GameJson::write(game->setup(), game->actions());
    const auto again = GameJson::read(written, QStringLiteral("again.json"));
    fuzz::check(again.ok(), "a game written back is read again");
    fuzz::check(again->setup() == game->setup(), "a game written back has the same setup");
    fuzz::check(again->actions() == game->actions(), "a game written back has the same actions");
    if (game->actions().isEmpty())
        return 0;
    Game undone = game.value();
    fuzz::check(!undone.undoLast(), "the last action of a game read can be undone");
    fuzz::check(!undone.redo(game->actions().constLast()), "an action undone can be redone");
    fuzz::check(undone.actions() == game->actions(), "undo and redo give the same log");
    return 0;
}
