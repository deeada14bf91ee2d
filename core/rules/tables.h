// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFlags>
#include <QList>
#include <QString>

namespace wm {

// What a table's row does to the unit it was rolled for. The resolvers apply these to the unit's
// state; the views show the row's text.
enum class Effect : quint32
{
    NoMoveThisPhase = 1u << 0,
    HalfPaceNoCharge = 1u << 1,        // may move up to half pace but may not charge
    FallBackFromEnemy = 1u << 2,       // must move to a full pace from visible enemies, where it can
    RushNearestEnemy = 1u << 3,        // full pace at the nearest enemy, charging if it can
    NoFurtherOrders = 1u << 4,         // no more orders to it this phase
    PermanentCommandPenalty = 1u << 5, // -1 to every order for the rest of the game
    Destroyed = 1u << 6,
    Immobilised = 1u << 7, // never moves again; destroyed if it ever must
    CannotShootThisTurn = 1u << 8,
    DoubleShootingThisTurn = 1u << 9,
};
Q_DECLARE_FLAGS(Effects, Effect)
Q_DECLARE_OPERATORS_FOR_FLAGS(Effects)

enum class TableId
{
    BlunderWarmaster,    // the quick reference sheet (sources/004)
    BlunderRevolution,   // FACTS §1.6
    SteamTankWarmaster,  // the quick reference sheet: no row for 6
    SteamTankRevolution, // the Revolution Empire list
};

struct TableRow
{
    int from = 1;
    int to = 1;
    QString title;
    QString text; // what happens, in our own words
    Effects effects;
};

// A table rolled on with one D6. Rows are data, read by the resolvers, the odds and the reference
// alike; a score with no row is a gap in the source, shown as such, never filled in.
struct DiceTable
{
    Q_DECLARE_TR_FUNCTIONS(DiceTable)

public:
    TableId id = TableId::BlunderWarmaster;
    QString name;
    QString source;
    QList<TableRow> rows;

    // The row for a score, or nothing where the table has no entry for it.
    const TableRow *rowFor(int score) const;
    // "No entry for 6 in this table."
    static QString noEntry(int score);

    static const DiceTable &get(TableId id);
};

} // namespace wm
