// SPDX-License-Identifier: GPL-3.0-or-later
#include "readingdicesource.h"

#include "core/dice/diceerror.h"

namespace wm {

void ReadingDiceSource::hasRead(const RollReading &reading)
{
    for (qsizetype i = m_unread; i < m_rolls.size(); ++i) {
        const DiceRoll &roll = m_rolls.at(i).roll;
        // A roll of more dice than the reading counts was read in parts (a Helblaster's, batch by
        // batch): no one score fits it.
        if (roll.purpose == reading.purpose && roll.subject == reading.subject && roll.faces.size() <= reading.dice)
            m_rolls[i].reading = reading;
    }
    m_unread = m_rolls.size();
}

void ReadingDiceSource::hasRolled(const DiceRoll &roll)
{
    m_rolls.append({roll, std::nullopt});
}

int ReadingDiceSource::nextFace()
{
    if (m_next >= m_faces.size())
        throw DiceError(QCoreApplication::translate("ReadingDiceSource", "No dice left to roll."));
    return m_faces.at(m_next++);
}

} // namespace wm
