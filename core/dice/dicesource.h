// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"

#include <QCoreApplication>

#include <optional>

namespace wm {

// What a rule read from a roll it has just made: `successes` of its `dice` scored `score` or more
// (for a cast or a dispel, one die: 1 when it worked). Told as it happens, so a resolver waiting
// for the next roll can already say "2 hits" or "cast".
struct RollReading
{
    RollPurpose purpose = RollPurpose::Other;
    QString subject;
    int score = 0;
    int dice = 0;
    int successes = 0;
    // The number of the unit (or character) that rolled: the battle's UnitId, 0 for none. The
    // statistics give the roll to its player by it, since two units may share a name.
    int unit = 0;

    bool operator==(const RollReading &) const = default;
};

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

    // A rule tells what it read from the roll it has just made. Only a source that hands out a
    // player's dice one roll at a time keeps it; the others let it pass.
    virtual void hasRead(const RollReading &reading);

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
