// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace wm {

struct CombatOdds;
struct OrderOdds;
struct DriveBackOdds;
struct ShootingOdds;
struct SpellOdds;

// The odds in words, as a headline a player takes in at a glance from across the table.
class OddsText
{
    Q_DECLARE_TR_FUNCTIONS(OddsText)

public:
    // A chance as a whole percentage, never rounded to a certainty it is not: "62%", "<1%", ">99%";
    // "0%" and "100%" only when it is exactly that.
    static QString percent(double chance);
    // "62% to remove a stand · 9% to rout".
    static QString shooting(const ShootingOdds &odds);
    // "72% to pass · 3% to blunder", "72% to pass · 3% double six: no move".
    static QString order(const OrderOdds &odds);
    // "67% to cast · 22% cancelled · 52% takes effect".
    static QString spell(const SpellOdds &odds);
    // "40% to confuse · 3% to rout".
    static QString driveBack(const DriveBackOdds &odds);
    // "Anna 71% to win · 12% draw · Ben 17%": the first side is `first`'s.
    static QString combat(const CombatOdds &odds, const QString &first, const QString &second);
};

} // namespace wm
