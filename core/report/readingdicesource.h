// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"

#include <QList>

#include <optional>

namespace wm {

// One roll of a replayed action with what the rule read from it: the score it needed and the unit
// that rolled. Rolls no rule reads die by die (a drive back's total, an order's 2D6) have none.
struct ReadRoll
{
    DiceRoll roll;
    std::optional<RollReading> reading;
};

// Hands out a recorded action's own faces again, in order, and keeps every roll with the reading
// the rule told of it: the statistics learn from it the score each roll needed and who rolled it,
// which the log alone does not keep.
class ReadingDiceSource final : public DiceSource
{
public:
    explicit ReadingDiceSource(const QList<int> &faces)
        : m_faces(faces)
    {
    }

    std::optional<qsizetype> remaining() const override { return m_faces.size() - m_next; }
    // A reading belongs to the rolls for its purpose and subject made since the reading before it,
    // of no more dice than it counts: a roll and the re-roll of some of its dice are read together,
    // at one score.
    void hasRead(const RollReading &reading) override;
    const QList<ReadRoll> &rolls() const { return m_rolls; }

protected:
    void hasRolled(const DiceRoll &roll) override;
    int nextFace() override;

private:
    QList<int> m_faces;
    qsizetype m_next = 0;
    QList<ReadRoll> m_rolls;
    qsizetype m_unread = 0; // the first roll made since the last reading
};

} // namespace wm
