// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/armies/magicitems.h"
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
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

    // Lists read by `load` only when something first asks for them (any accessor below), so that a
    // run that never needs them never parses them. A load that fails leaves them empty and hands its
    // error to `failed`. Copies made before then each load on their own.
    static ArmyLists onFirstUse(std::function<Result<ArmyLists>()> load,
                                std::function<void(const Error &)> failed = {});
    // False for lists from onFirstUse that nothing has asked for yet.
    bool isLoaded() const { return !m_load; }

    // A digest of every file in the folder, names and bytes: it changes whenever the lists or the
    // magic items shipped change, and costs far less than reading them (for the lists compiled in,
    // their resource data is hashed as stored, never unpacked).
    static QByteArray fingerprint(const QString &folder);

    // Writes each list to <folder>/<ruleset>/<key>.json, the index beside them, and each ruleset's
    // magic items to <folder>/<ruleset>/magic-items.json. JSON files of the ruleset folders that
    // nothing is written to any more are removed.
    static std::optional<Error> write(const QList<ArmyList> &lists, const QString &folder, int dataVersion,
                                      const QList<MagicItems> &magicItems = {});

    // Reads one more list file; it replaces a list of the same ruleset and key. On an error the
    // lists are left as they were.
    std::optional<Error> addFile(const QString &path);
    void add(const ArmyList &list);

    const QList<ArmyList> &lists() const
    {
        loadNow();
        return m_lists;
    }
    QList<ArmyList> lists(RulesetId ruleset) const;
    const ArmyList *find(RulesetId ruleset, const QString &key) const;
    int dataVersion() const
    {
        loadNow();
        return m_dataVersion;
    }
    // The ruleset's magic items; nullptr for a folder without them.
    const MagicItems *magicItems(RulesetId ruleset) const;
    // They replace those of the same ruleset.
    void setMagicItems(const MagicItems &items);

private:
    // Reads lists from onFirstUse, once. Const, as every accessor that may be first calls it: the
    // lists are the same to their users before and after, only not yet read.
    void loadNow() const;

    // Mutable only for loadNow().
    mutable QList<ArmyList> m_lists;
    mutable QList<MagicItems> m_magicItems;
    mutable int m_dataVersion = 0;
    // Set by onFirstUse until the lists are read.
    mutable std::function<Result<ArmyLists>()> m_load;
    mutable std::function<void(const Error &)> m_loadFailed;
};

} // namespace wm
