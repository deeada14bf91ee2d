// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedgames.h"

#include "core/enumkeys.h"
#include "core/game/gamejson.h"

namespace wm {

QString SavedGame::title() const
{
    if (problem)
        return SavedGames::tr("Game %1").arg(id);
    const auto player = [this](Side side) {
        return rosters[side].isEmpty() ? players[side] : SavedGames::tr("%1 (%2)").arg(players[side], rosters[side]);
    };
    return SavedGames::tr("%1 against %2").arg(player(Side::first()), player(Side::second()));
}

Result<QList<SavedGame>> SavedGames::list(const GameStore &store)
{
    const auto stored = store.storedGames();
    if (!stored)
        return stored.error();
    QList<SavedGame> games;
    games.reserve(stored->size());
    for (const StoredGame &s : stored.value()) {
        SavedGame game;
        game.id = s.id;
        game.started = s.started;
        game.lastPlayed = s.lastPlayed;
        game.actions = s.actions;
        game.ruleset = enumFromKey<RulesetId>(s.ruleset).value_or(RulesetId::Warmaster);
        const auto setup = GameJson::readSetup(s.content, tr("game %1").arg(s.id));
        if (setup) {
            game.ruleset = setup->ruleset;
            for (Side side : Side::both()) {
                game.players[side] = setup->players[side];
                game.rosters[side] = setup->rosters[side].name;
            }
        } else {
            game.problem = setup.error().message;
        }
        games.append(game);
    }
    return games;
}

} // namespace wm
