// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/ruleset.h"
#include "core/rules/side.h"
#include "core/storage/gamestore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// A game kept in the database as the list of saved games shows it: who played what, when.
struct SavedGame
{
    GameId id = 0;
    RulesetId ruleset = RulesetId::Warmaster;
    PerSide<QString> players;
    PerSide<QString> rosters; // each player's roster name
    QDateTime started;
    QDateTime lastPlayed;
    int actions = 0;
    // Why its setup cannot be read (the game cannot be opened); the rest is then empty.
    std::optional<QString> problem;

    // "Anna (Reikland) against Ben (Waaagh)".
    QString title() const;

    bool operator==(const SavedGame &) const = default;
};

struct SavedGames
{
    Q_DECLARE_TR_FUNCTIONS(SavedGames)

public:
    // Every game in the store, the most recently played first. A game whose setup cannot be read is
    // listed with its problem rather than left out: the player can still delete it.
    static Result<QList<SavedGame>> list(const GameStore &store);
};

} // namespace wm
