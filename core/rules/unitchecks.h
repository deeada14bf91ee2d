// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/rules/unit.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

// The checks every resolver makes on the units it is handed, with the same messages everywhere.
struct UnitChecks
{
    Q_DECLARE_TR_FUNCTIONS(UnitChecks)

public:
    // The unit's profile and state belong together: the first problem, naming the unit.
    static std::optional<Error> valid(const Unit &unit, const QString &field);
    // A unit appears once in one request; `seen` collects the ids checked so far.
    static std::optional<Error> listedOnce(const Unit &unit, QList<UnitId> &seen, const QString &field);
    // Both of the above, in that order.
    static std::optional<Error> validAndListedOnce(const Unit &unit, QList<UnitId> &seen, const QString &field);
};

} // namespace wm
