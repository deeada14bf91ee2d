// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "resolverdialog.h"

#include <optional>

namespace wm {

class TableDialog : public ResolverDialog
{
    Q_OBJECT

public:
    TableDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                QWidget *parent = nullptr);
};

} // namespace wm
