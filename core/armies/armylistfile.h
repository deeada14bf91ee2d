// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"

namespace wm {

// One shipped army list, read on its own: for what a game needs from its army's list without
// reading every list (the spells of a game begun before games kept them).
struct ArmyListFile
{
    // The list of `ruleset` with `key` compiled in under :/armies; nothing when there is none or it
    // cannot be read.
    static std::optional<ArmyList> builtIn(RulesetId ruleset, const QString &key);
    // Its spells; none when there is no such list.
    static QList<Spell> spells(RulesetId ruleset, const QString &key);
};

} // namespace wm
