// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wm {

// The table of contents of a folder of army lists: index.json, next to a folder per ruleset.
struct ArmyListIndex
{
    struct Entry
    {
        QString file; // relative to the index: "revolution/empire.json"
        QString key;
        QString name;
        RulesetId ruleset = RulesetId::Warmaster;

        bool operator==(const Entry &) const = default;
    };

    int dataVersion = 1; // the data version of the whole set
    QList<Entry> lists;

    bool operator==(const ArmyListIndex &) const = default;
};

// wmassist's army-list files (docs/formats.md, "Army list files"). Reading checks every field and
// names the first bad one by its JSON path: "empire.json: units[3].hits: expected a whole number
// of 1 or more, found \"x\"".
struct ArmyListJson
{
    Q_DECLARE_TR_FUNCTIONS(ArmyListJson)

public:
    static QByteArray write(const ArmyList &list);
    // `fileName` only names the file in error messages.
    static Result<ArmyList> read(const QByteArray &json, const QString &fileName);

    static QByteArray writeIndex(const ArmyListIndex &index);
    static Result<ArmyListIndex> readIndex(const QByteArray &json, const QString &fileName);
};

} // namespace wm
