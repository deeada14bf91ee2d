// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingdialog.h"

namespace wm {

ShootingDialog::ShootingDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId>,
                               QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
}

} // namespace wm
