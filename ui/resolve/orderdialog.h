// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "resolverdialog.h"

#include <optional>

namespace wm {

class OrderDialog : public ResolverDialog
{
    Q_OBJECT

public:
    OrderDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                QWidget *parent = nullptr);
};

} // namespace wm
