// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

// What the Special Tables resolver shows while the dice come in: how the table's score is made and,
// as soon as the roll that makes it is in, the score and the row it finds (before the row's own
// dice, such as a Giant's D6 hits, are rolled).
struct TablePreview
{
    std::optional<int> score;
    std::optional<qsizetype> row; // index in the table's rows; none before the score, or with no entry for it
    QString howScored;            // how the score is found, where there is more to it than one die
};

// `rolled`: the rolls made so far for the action, in the order made (the draft's).
TablePreview previewTableRoll(const Battle &battle, const TableRollAction &action, const QList<DiceRoll> &rolled);

} // namespace wm
