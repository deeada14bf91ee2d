// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"

#include <QCoreApplication>

#include <optional>

namespace wm {

// Where dice come from: the app's random generator, or faces a player typed in from the physical
// dice (and, the same way, a test's script or a replayed log). Every rule rolls through this
// interface, so both kinds of dice go through exactly the same code.
class DiceSource
{
    Q_DECLARE_TR_FUNCTIONS(DiceSource)

public:
    virtual ~DiceSource();

    DiceRoll d6(RollPurpose purpose, const QString &subject = {});
    DiceRoll dice(int count, RollPurpose purpose, const QString &subject = {});
    DiceRoll twoD6(RollPurpose purpose, const QString &subject = {});
    DiceRoll d3(RollPurpose purpose, const QString &subject = {});

    // How many dice are left to roll, or nothing when there is no end to them.
    virtual std::optional<qsizetype> remaining() const = 0;

protected:
    // Told of every roll before its first die is cast, and of every roll once it is complete: for a
    // source that hands out a player's dice one roll at a time. Either may throw DiceError to refuse.
    virtual void aboutToRoll(const DiceRequest &request);
    virtual void hasRolled(const DiceRoll &roll);

    // One face, 1 to 6. Called only after remaining() said there is one.
    virtual int nextFace() = 0;

private:
    DiceRoll roll(DiceKind kind, int count, RollPurpose purpose, const QString &subject);
};

} // namespace wm
