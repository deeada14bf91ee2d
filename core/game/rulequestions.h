// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/rules/rulecondition.h"

#include <QCoreApplication>
#include <QList>

namespace wm {

// The army lists' rules the players answer in a game: the questions the order and combat
// resolvers put to them, each a check box named after its rule, and the powers a combat round
// spends. What each question decides stays in core; a form only passes the answers on.
struct RuleQuestions
{
    Q_DECLARE_TR_FUNCTIONS(RuleQuestions)

public:
    // The questions the order the form describes puts (core/rules/command.h, orderQuestions); none
    // while the order cannot be built.
    static QList<RuleQuestion> ofOrder(const Battle &battle, const OrderAction &action);
    // The questions the round puts about one of its units (`index` in `side` of the action): its own
    // rules' (Zealots, when the enemy's army list is unknown), and the once-a-battle powers of its
    // army's characters that may fall on it (the Tomb King's on a unit within his reach, the
    // Oathstone on the unit its Hero joined), while they are not spent.
    static QList<RuleQuestion> ofCombatUnit(const Battle &battle, const CombatAction &action, Side side,
                                            qsizetype index);
    // The battle with the powers the players use in this round spent and at work on the units they
    // fall on. An answer that is not to a question of its unit is refused (field "rules").
    static Result<Battle> withPowersUsed(const Battle &battle, const CombatAction &action);
};

} // namespace wm
