// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace wm {

struct Ruleset;
struct UnitProfile;

// A unit's full pace in cm: the list's own value where it gives one, 100 for flyers, otherwise
// by type (infantry 20, cavalry 30, chariots 30, monsters 20, machines 20, characters 60, and
// artillery as the ruleset says). A drive back longer than this routs the unit.
int fullPaceCm(const UnitProfile &profile, const Ruleset &ruleset);

} // namespace wm
