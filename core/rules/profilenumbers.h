// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/unitprofile.h"

#include <QCoreApplication>
#include <QString>

namespace wm {

// A profile's numbers written the way army lists print them ("3/1" for a unit that shoots, "+1" for a
// character, "–" for a value it does not have), so that the roster, its printout and the quick
// reference all read the same.
struct ProfileNumbers
{
    Q_DECLARE_TR_FUNCTIONS(ProfileNumbers)

public:
    static QString attacks(const UnitProfile &profile);
    static QString hits(const UnitProfile &profile);
    static QString armour(const UnitProfile &profile);
    static QString command(const UnitProfile &profile);
    static QString stands(const UnitProfile &profile);
    // "30 cm", or "–" for a unit that does not shoot.
    static QString range(const UnitProfile &profile);
};

} // namespace wm
