// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/battle.h"
#include "core/json/jsonreader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace wm {

// A battle as it stands, whole: the ruleset with every option, both armies (each unit's profile,
// label and whole state), each side's spells, the turn, whose turn and the phase, what the Command
// phase has allowed so far and which units were confused when it began. Reading it back gives a
// battle equal to the one written (Battle::operator==), so a game can open from it instead of
// replaying its log.
//
// Every field is written, defaults included, and every field must be there to read: a snapshot is
// a copy of one battle, never a file a person writes, and a field missing from it is damage.
// Enums are written as their keys (core/enumkeys.h), sides as 0 or 1.
struct BattleJson
{
    Q_DECLARE_TR_FUNCTIONS(BattleJson)

public:
    // Raised whenever a field is added, renamed or read differently: a snapshot of another version
    // is refused, and the game replays its log instead. Format 1 (before the armies' list keys and
    // the list rules' powers were kept) is still read, with none of them; format 2 (before units off
    // the table, a concession and the ruleset's leaving-table option) with none of those; format 3
    // (before the fortified-pace option and the optional rules) with its ruleset's value and both
    // optional rules off.
    static constexpr int FormatVersion = 5;
    static QString kind() { return QStringLiteral("wmassist/battle"); }

    static QJsonObject toJson(const Battle &battle);
    // Compact: snapshots are kept in the database, never read by people.
    static QByteArray write(const Battle &battle);
    // The battle, or the first problem with the field path it is at ("players[1].units[3].state.
    // hitsAccumulated"); `where` names the snapshot in the message. All or nothing.
    static Result<Battle> read(const QByteArray &json, const QString &where);
    // Reads through `r`, which stops at the first bad field by its path.
    static Battle fromJson(const JsonReader &r, const QJsonObject &o);
};

} // namespace wm
