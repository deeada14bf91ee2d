// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wm {

// Reads the faces a player typed in from the physical dice: "3 5 6", "356", "3,5,6" or "3, 5; 6".
// The whole roll is checked against what the rule asked for (how many dice, each 1 to 6) and either
// all its faces come back or a message that says exactly what is wrong; never part of a roll.
struct DiceEntry
{
    Q_DECLARE_TR_FUNCTIONS(DiceEntry)

public:
    static Result<QList<int>> read(const QString &text, const DiceRequest &request);
};

} // namespace wm
