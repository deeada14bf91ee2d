// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderdialog.h"

namespace wm {

OrderDialog::OrderDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId>,
                         QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
}

} // namespace wm
