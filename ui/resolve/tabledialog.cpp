// SPDX-License-Identifier: GPL-3.0-or-later
#include "tabledialog.h"

namespace wm {

TableDialog::TableDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId>,
                         QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
}

} // namespace wm
