// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/json/jsonreader.h"
#include "core/roster/roster.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace wm {

// wmassist's roster files (docs/formats.md, "Roster files"). Reading checks every field and names
// the first bad one by its JSON path: "patrol.json: units[1].armour: expected 3+, 4+, 5+, 6+ or
// \"none\", found \"7+\"". A file is read whole or not at all.
struct RosterJson
{
    Q_DECLARE_TR_FUNCTIONS(RosterJson)

public:
    // The "kind" of a roster file, so that a game file or an army list is never read as one.
    static QString kind() { return QStringLiteral("wmassist/roster"); }

    static QByteArray write(const Roster &roster);
    // The roster object of a file; game files hold the same object.
    static QJsonObject toJson(const Roster &roster);

    // `fileName` only names the file in error messages; a roster wmassist stored itself is read as
    // stored (Limits::Origin).
    static Result<Roster> read(const QByteArray &json, const QString &fileName,
                               Limits::Origin origin = Limits::Origin::Outside);
    // The roster object `o` found at `path` of the file `r` reads (a game file holds its rosters
    // this way). Like the reader's own field readers it throws through `r` at the first bad field,
    // so it is called inside JsonReader::read().
    static Roster fromJson(const JsonReader &r, const QJsonObject &o, const QString &path);
};

} // namespace wm
