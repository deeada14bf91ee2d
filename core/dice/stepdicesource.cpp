// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepdicesource.h"

#include "core/dice/diceerror.h"

namespace wm {

StepDiceSource::StepDiceSource(const QList<EnteredRoll> &rolls)
    : m_rolls(rolls)
{
}

std::optional<qsizetype> StepDiceSource::remaining() const
{
    if (!m_serving)
        return 0;
    return m_rolls.at(m_next).faces.size() - m_face;
}

void StepDiceSource::aboutToRoll(const DiceRequest &request)
{
    // A roll of no dice asks nothing of the player.
    m_empty = request.count == 0;
    if (m_empty)
        return;
    if (m_next < m_rolls.size() && m_rolls.at(m_next).request == request &&
        m_rolls.at(m_next).faces.size() == request.count) {
        m_serving = true;
        m_face = 0;
        return;
    }
    m_rolls.resize(m_next);
    m_pending = request;
    throw DiceError(tr("Waiting for the dice: %1.").arg(request.title()));
}

void StepDiceSource::hasRolled(const DiceRoll &roll)
{
    m_rolled.append(roll);
    if (!m_empty)
        ++m_next;
    m_serving = false;
    m_empty = false;
}

void StepDiceSource::hasRead(const RollReading &reading)
{
    m_readings.append(reading);
}

int StepDiceSource::nextFace()
{
    if (!m_serving || m_face >= m_rolls.at(m_next).faces.size())
        throw DiceError(tr("No dice left to roll."));
    return m_rolls.at(m_next).faces.at(m_face++);
}

} // namespace wm
