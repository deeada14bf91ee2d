// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitchecks.h"

namespace wm {

std::optional<Error> UnitChecks::valid(const Unit &unit, const QString &field)
{
    if (const auto errors = unit.profile.validate() + unit.state.validate(unit.profile); !errors.isEmpty())
        return Error{field, tr("%1: %2").arg(unit.displayName(), errors.constFirst().message)};
    return std::nullopt;
}

std::optional<Error> UnitChecks::listedOnce(const Unit &unit, QList<UnitId> &seen, const QString &field)
{
    if (seen.contains(unit.id))
        return Error{field, tr("%1 is listed twice.").arg(unit.displayName())};
    seen.append(unit.id);
    return std::nullopt;
}

std::optional<Error> UnitChecks::validAndListedOnce(const Unit &unit, QList<UnitId> &seen, const QString &field)
{
    if (auto error = valid(unit, field))
        return error;
    return listedOnce(unit, seen, field);
}

} // namespace wm
