// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "resolverdialog.h"

#include <optional>

namespace wm {

class CombatDialog : public ResolverDialog
{
    Q_OBJECT

public:
    CombatDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                 QWidget *parent = nullptr);
};

} // namespace wm
