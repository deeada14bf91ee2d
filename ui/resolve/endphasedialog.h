// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/resolverdialog.h"

class QLabel;

namespace wm {

class Battle;

// Ending a phase whose housekeeping needs dice (the drive backs at the end of the Shooting phase):
// the same dice as every resolver, rolled by the app or typed in from the table, before the phase
// ends, each unit's odds shown above them. A phase end that needs no dice is done at once, without this dialog.
class EndPhaseDialog : public ResolverDialog
{
    Q_OBJECT

public:
    EndPhaseDialog(GameController &game, DiceSource &appDice, DiceMode mode, QWidget *parent = nullptr);

    // Whether ending the phase now needs dice, and so this dialog.
    static bool needsDice(const Game &game);

private:
    // The odds of each unit's drive back before its dice; none when no unit rolls.
    static QLabel *oddsLabel(const Battle &battle, QWidget *parent);
};

} // namespace wm
