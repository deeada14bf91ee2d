// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/armies/magicitems.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// The army lists wmassist knows: those it ships (compiled in under :/armies) or those of a folder
// laid out the same way, index.json beside a folder per ruleset, and each ruleset's magic items
// (MagicItems::fileName() in that folder, beside its lists).
class ArmyLists
{
    Q_DECLARE_TR_FUNCTIONS(ArmyLists)

public:
    // Where the shipped lists are compiled in.
    static QString builtInFolder() { return QStringLiteral(":/armies"); }

    // Every list the folder's index.json names, and the magic items of each ruleset folder that has
    // them; the first bad file fails the whole load, as does an item a list names that its ruleset's
    // magic items do not have.
    static Result<ArmyLists> load(const QString &folder);
    static Result<ArmyLists> builtIn() { return load(builtInFolder()); }

    // Writes each list to <folder>/<ruleset>/<key>.json, the index beside them, and each ruleset's
    // magic items to <folder>/<ruleset>/magic-items.json. JSON files of the ruleset folders that
    // nothing is written to any more are removed.
    static std::optional<Error> write(const QList<ArmyList> &lists, const QString &folder, int dataVersion,
                                      const QList<MagicItems> &magicItems = {});

    // Reads one more list file; it replaces a list of the same ruleset and key. On an error the
    // lists are left as they were.
    std::optional<Error> addFile(const QString &path);
    void add(const ArmyList &list);

    const QList<ArmyList> &lists() const { return m_lists; }
    QList<ArmyList> lists(RulesetId ruleset) const;
    const ArmyList *find(RulesetId ruleset, const QString &key) const;
    int dataVersion() const { return m_dataVersion; }
    // The ruleset's magic items; nullptr for a folder without them.
    const MagicItems *magicItems(RulesetId ruleset) const;
    // They replace those of the same ruleset.
    void setMagicItems(const MagicItems &items);

private:
    QList<ArmyList> m_lists;
    QList<MagicItems> m_magicItems;
    int m_dataVersion = 0;
};

} // namespace wm
