// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The importers' harnesses share the army lists (read once) and the property every import keeps:
// what it brings in is a roster wmassist can save and read back unchanged.

#include "tests/fuzz/fuzzcheck.h"

#include "core/armies/armylists.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterjson.h"

namespace wm::fuzz {

inline const ArmyLists &lists()
{
    static const ArmyLists loaded = [] {
        auto all = ArmyLists::builtIn();
        check(all.ok(), "the shipped army lists load");
        return all.value();
    }();
    return loaded;
}

inline void checkImported(const ImportedRoster &imported)
{
    const auto again = RosterJson::read(RosterJson::write(imported.roster), QStringLiteral("imported.json"));
    check(again.ok(), "an imported roster is saved and read back");
    check(again.value() == imported.roster, "an imported roster reads back the same");
}

} // namespace wm::fuzz
