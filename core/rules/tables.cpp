// SPDX-License-Identifier: GPL-3.0-or-later
#include "tables.h"

namespace wm {

namespace {

DiceTable blunderWarmaster()
{
    using E = Effect;
    return {
        TableId::BlunderWarmaster,
        DiceTable::tr("Blunder (Warmaster)"),
        DiceTable::tr("Quick reference sheet"),
        {
            {1, 1, DiceTable::tr("Command penalty"),
             DiceTable::tr("The unit or brigade does not move and takes -1 Command for the rest of the game."),
             E::NoMoveThisPhase | E::PermanentCommandPenalty},
            {2, 3, DiceTable::tr("Fall back"),
             DiceTable::tr("No visible enemy within a full pace move: it halts. Otherwise it must move to at "
                           "least a full pace from the enemy, where it can."),
             E::FallBackFromEnemy},
            {4, 5, DiceTable::tr("Hesitate"), DiceTable::tr("It may move up to half pace but may not charge."),
             E::HalfPaceNoCharge},
            {6, 6, DiceTable::tr("Rush the enemy"),
             DiceTable::tr("It moves its full pace at the nearest enemy and charges if it can."), E::RushNearestEnemy},
        }};
}

DiceTable blunderRevolution()
{
    using E = Effect;
    return {TableId::BlunderRevolution,
            DiceTable::tr("Blunder (Warmaster Revolution)"),
            DiceTable::tr("Warmaster Revolution rules, Characters"),
            {
                {1, 1, DiceTable::tr("Command penalty"),
                 DiceTable::tr("-1 Command for the rest of the game (in a brigade, one unit of the player's choice); "
                               "it may not move further this phase."),
                 E::NoMoveThisPhase | E::PermanentCommandPenalty},
                {2, 3, DiceTable::tr("Fall back"),
                 DiceTable::tr("No visible enemy within a full pace move: it halts. Otherwise it moves by the "
                               "shortest route to beyond a full pace of every enemy, or as far away as it can."),
                 E::FallBackFromEnemy},
                {4, 5, DiceTable::tr("Stay put"), DiceTable::tr("No move and no further orders this phase."),
                 E::NoMoveThisPhase | E::NoFurtherOrders},
                {6, 6, DiceTable::tr("Rush the enemy"),
                 DiceTable::tr("Full pace at the nearest visible enemy, charging it if it can; no further orders "
                               "this phase."),
                 E::RushNearestEnemy | E::NoFurtherOrders},
            }};
}

DiceTable steamTankWarmaster()
{
    using E = Effect;
    return {TableId::SteamTankWarmaster,
            DiceTable::tr("Steam Tank malfunction (Warmaster)"),
            DiceTable::tr("Quick reference sheet"),
            {
                {1, 1, DiceTable::tr("Immobilised"), DiceTable::tr("It cannot move for the rest of the game."),
                 E::NoMoveThisPhase | E::Immobilised},
                {2, 3, DiceTable::tr("No shooting"), DiceTable::tr("It does not move and cannot shoot this turn."),
                 E::NoMoveThisPhase | E::CannotShootThisTurn},
                {4, 5, DiceTable::tr("Unaffected"), DiceTable::tr("It does not move, but is otherwise unaffected."),
                 E::NoMoveThisPhase},
            }};
}

DiceTable steamTankRevolution()
{
    using E = Effect;
    return {
        TableId::SteamTankRevolution,
        DiceTable::tr("Steam Tank malfunction (Warmaster Revolution)"),
        DiceTable::tr("Warmaster Revolution Empire army list"),
        {
            {1, 1, DiceTable::tr("Destroyed"), DiceTable::tr("The Steam Tank bursts and is removed."), E::Destroyed},
            {2, 2, DiceTable::tr("Broken down"),
             DiceTable::tr("It never moves again and is destroyed if it ever must; it still shoots and "
                           "fights."),
             E::NoMoveThisPhase | E::Immobilised},
            {3, 3, DiceTable::tr("Stuck"), DiceTable::tr("No more moves and no shooting this turn."),
             E::NoMoveThisPhase | E::CannotShootThisTurn},
            {4, 4, DiceTable::tr("Commander slain"),
             DiceTable::tr("No more moves this turn and -1 Command for the rest of the game."),
             E::NoMoveThisPhase | E::PermanentCommandPenalty},
            {5, 5, DiceTable::tr("Momentary halt"), DiceTable::tr("No more moves this turn."), E::NoMoveThisPhase},
            {6, 6, DiceTable::tr("Steam overload"),
             DiceTable::tr("No more moves this turn, but it shoots with double its attacks (6) this turn."),
             E::NoMoveThisPhase | E::DoubleShootingThisTurn},
        }};
}

} // namespace

const TableRow *DiceTable::rowFor(int score) const
{
    for (const TableRow &row : rows) {
        if (score >= row.from && score <= row.to)
            return &row;
    }
    return nullptr;
}

QString DiceTable::noEntry(int score)
{
    return tr("No entry for %1 in this table.").arg(score);
}

const DiceTable &DiceTable::get(TableId id)
{
    // Built once, on first use, after the translators are installed.
    static const DiceTable tables[] = {blunderWarmaster(), blunderRevolution(), steamTankWarmaster(),
                                       steamTankRevolution()};
    return tables[int(id)];
}

} // namespace wm
