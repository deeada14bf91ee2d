// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/json/jsonreader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace wm {

// A whole game as one file: setup, rosters and every action with its dice (docs/formats.md,
// "Game files"). The database keeps the setup part as a game's content.
struct GameFile
{
    GameSetup setup;
    QList<GameAction> actions;
};

struct GameJson
{
    Q_DECLARE_TR_FUNCTIONS(GameJson)

public:
    static constexpr int FormatVersion = 1;
    static QString kind() { return QStringLiteral("wmassist/game"); }

    static QByteArray write(const GameSetup &setup, const QList<GameAction> &actions);
    // The bytes of the game file at `path`, or why it cannot be read: a file over
    // Limits::GameFileBytes is refused before it is read.
    static Result<QByteArray> fileBytes(const QString &path);
    // Reads and checks the file, then replays its actions: a file whose actions do not replay is
    // refused as a whole, with the action named. All or nothing. The replay is told to `progress`.
    static Result<Game> read(const QByteArray &json, const QString &fileName, const Progress &progress = {});
    // Reads without replaying; each action read is a step told to `progress`.
    static Result<GameFile> readFile(const QByteArray &json, const QString &fileName, const Progress &progress = {});

    // The setup alone, as the database keeps it; read as stored (Limits::Origin::Stored).
    static QByteArray writeSetup(const GameSetup &setup);
    static Result<GameSetup> readSetup(const QByteArray &json, const QString &fileName);

    static QJsonObject setupToJson(const GameSetup &setup);
    static GameSetup setupFromJson(const JsonReader &r, const QJsonObject &o);
};

} // namespace wm
