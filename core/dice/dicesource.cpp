// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicesource.h"

#include "core/dice/diceerror.h"

namespace wm {

DiceSource::~DiceSource() = default;

void DiceSource::aboutToRoll(const DiceRequest &) {}

void DiceSource::hasRolled(const DiceRoll &) {}

void DiceSource::hasRead(const RollReading &) {}

DiceRoll DiceSource::d6(RollPurpose purpose, const QString &subject)
{
    return roll(DiceKind::D6, 1, purpose, subject);
}

DiceRoll DiceSource::dice(int count, RollPurpose purpose, const QString &subject)
{
    return roll(DiceKind::ND6, count, purpose, subject);
}

DiceRoll DiceSource::twoD6(RollPurpose purpose, const QString &subject)
{
    return roll(DiceKind::TwoD6, 2, purpose, subject);
}

DiceRoll DiceSource::d3(RollPurpose purpose, const QString &subject)
{
    return roll(DiceKind::D3, 1, purpose, subject);
}

DiceRoll DiceSource::roll(DiceKind kind, int count, RollPurpose purpose, const QString &subject)
{
    DiceRoll result{purpose, subject, kind, {}};
    if (count < 0)
        throw DiceError(tr("Cannot roll %1 dice.").arg(count));
    aboutToRoll(DiceRequest{kind, count, purpose, subject});

    // Check the whole roll before taking a single die, so a short supply of typed-in dice
    // leaves the source as it was and the message can say how many are missing.
    if (const auto left = remaining(); left && *left < count) {
        throw DiceError(tr("Not enough dice for %1: %2 needed, %3 entered.").arg(result.title()).arg(count).arg(*left));
    }
    result.faces.reserve(count);
    for (int i = 0; i < count; ++i)
        result.faces.append(nextFace());
    hasRolled(result);
    return result;
}

} // namespace wm
