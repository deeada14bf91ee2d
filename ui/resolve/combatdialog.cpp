// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdialog.h"

namespace wm {

CombatDialog::CombatDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId>,
                           QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
}

} // namespace wm
