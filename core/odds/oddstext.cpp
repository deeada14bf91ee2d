// SPDX-License-Identifier: GPL-3.0-or-later
#include "oddstext.h"

#include "core/odds/combatodds.h"
#include "core/odds/drivebackodds.h"
#include "core/odds/orderodds.h"
#include "core/odds/shootingodds.h"
#include "core/odds/spellodds.h"

#include <QLocale>

#include <cmath>

namespace wm {

namespace {

// Chances this close to 0 or 1 are 0 or 1 that rounding left behind.
constexpr double Rounding = 1e-9;

} // namespace

QString OddsText::percent(double chance)
{
    if (chance <= Rounding)
        return tr("0%");
    if (chance >= 1.0 - Rounding)
        return tr("100%");
    const double whole = std::round(chance * 100);
    if (whole < 1)
        return tr("<1%");
    if (whole > 99)
        return tr(">99%");
    return tr("%1%").arg(QLocale().toString(int(whole)));
}

QString OddsText::shooting(const ShootingOdds &odds)
{
    QStringList parts;
    parts.append(tr("%1 to remove a stand").arg(percent(odds.standOrMore())));
    if (odds.destroyed > Rounding)
        parts.append(tr("%1 to destroy it").arg(percent(odds.destroyed)));
    if (odds.countsForDriveBack) {
        if (odds.routed > Rounding)
            parts.append(tr("%1 to rout").arg(percent(odds.routed)));
        else if (odds.confused > Rounding)
            parts.append(tr("%1 to confuse").arg(percent(odds.confused)));
    }
    if (odds.misfire > Rounding)
        parts.append(tr("%1 to misfire").arg(percent(odds.misfire)));
    return parts.join(tr(" · ", "between the parts of the odds' headline"));
}

QString OddsText::combat(const CombatOdds &odds, const QString &first, const QString &second)
{
    return tr("%1 %2 to win · %3 draw · %4 %5", "a combat's odds: each side's name and chance to win")
        .arg(first, percent(odds.wins[Side::first()]), percent(odds.draw), second, percent(odds.wins[Side::second()]));
}

QString OddsText::spell(const SpellOdds &odds)
{
    QStringList parts{tr("%1 to cast").arg(percent(odds.cast))};
    if (odds.cancelled > Rounding)
        parts.append(tr("%1 cancelled").arg(percent(odds.cancelled)));
    if (odds.cancelled > Rounding)
        parts.append(tr("%1 takes effect").arg(percent(odds.takesEffect)));
    if (odds.spellbound > Rounding)
        parts.append(tr("%1 spellbound").arg(percent(odds.spellbound)));
    if (odds.shoots())
        parts.append(tr("%1 to remove a stand").arg(percent(odds.standOrMore())));
    if (odds.drivesBack())
        parts.append(tr("%1 to confuse").arg(percent(odds.confusesAny())));
    return parts.join(tr(" · ", "between the parts of the odds' headline"));
}

QString OddsText::driveBack(const DriveBackOdds &odds)
{
    return tr("%1 to confuse · %2 to rout", "a drive back's odds").arg(percent(odds.confused), percent(odds.routed));
}

QString OddsText::order(const OrderOdds &odds)
{
    QStringList parts{tr("%1 to pass").arg(percent(odds.passed))};
    if (odds.blunder > Rounding)
        parts.append(tr("%1 to blunder").arg(percent(odds.blunder)));
    if (odds.generalDoubleSix > Rounding)
        parts.append(tr("%1 double six: no move").arg(percent(odds.generalDoubleSix)));
    if (odds.malfunction > Rounding)
        parts.append(tr("%1 to malfunction").arg(percent(odds.malfunction)));
    return parts.join(tr(" · ", "between the parts of the odds' headline"));
}

} // namespace wm
