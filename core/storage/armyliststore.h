// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylists.h"
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>

namespace wm {

class Database;

// The army lists as the database keeps them. The lists wmassist ships are copied in at the first
// start and again whenever a list's data version changes; rosters then refer to them by ruleset and
// key. The fingerprint of the shipped lists last synced (ArmyLists::fingerprint) is kept beside
// them, so that a start whose lists have not changed need not read them to know.
class ArmyListStore
{
    Q_DECLARE_TR_FUNCTIONS(ArmyListStore)

public:
    explicit ArmyListStore(Database &database);

    // Writes every list that is missing or has another data version, all in one transaction;
    // returns how many were written. A fingerprint given is recorded in the same transaction.
    Result<int> sync(const ArmyLists &lists, const QByteArray &fingerprint = {});
    // Whether the lists last synced had this fingerprint: then syncing them again writes nothing.
    bool isSynced(const QByteArray &fingerprint) const;
    // Every list in the database; the first one that cannot be read fails the load, naming it.
    Result<ArmyLists> load() const;

    // "revolution/empire": a list's key in the database.
    static QString rowId(const ArmyList &list);

private:
    Database &m_database;
};

} // namespace wm
