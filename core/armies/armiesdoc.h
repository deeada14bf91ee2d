// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wm {

// docs/armies.md: every army list's special rules, unit by unit, with how wmassist handles each
// part of each rule (applied by a resolver, asked of the players at a moment, or only shown and
// why), and its spells, each with what wmassist applies and what the players do. Written by
// update_armies next to the lists and compared with them by the tests, so it can never drift from
// what the app does.
class ArmiesDoc
{
    Q_DECLARE_TR_FUNCTIONS(ArmiesDoc)

public:
    static QString markdown(const QList<ArmyList> &lists);
};

} // namespace wm
