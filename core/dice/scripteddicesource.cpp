// SPDX-License-Identifier: GPL-3.0-or-later
#include "scripteddicesource.h"

#include "core/dice/diceerror.h"

namespace wm {

ScriptedDiceSource::ScriptedDiceSource(const QList<int> &faces)
{
    append(faces);
}

void ScriptedDiceSource::append(const QList<int> &faces)
{
    for (qsizetype i = 0; i < faces.size(); ++i) {
        if (faces.at(i) < 1 || faces.at(i) > 6) {
            throw DiceError(
                tr("Die %1 of %2 shows %3, but a die shows 1 to 6.").arg(i + 1).arg(faces.size()).arg(faces.at(i)));
        }
    }
    m_faces.append(faces);
}

int ScriptedDiceSource::nextFace()
{
    // DiceSource checks remaining() before asking, so running dry here is a bug in the caller.
    if (m_next >= m_faces.size())
        throw DiceError(tr("No dice left to roll."));
    return m_faces.at(m_next++);
}

} // namespace wm
