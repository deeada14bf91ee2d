// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceenumeration.h"

#include <cmath>

namespace wm {

namespace {

constexpr int FacesOfADie = 6;

} // namespace

DiceEnumeration::DiceEnumeration(int mostRuns)
    : m_mostRuns(mostRuns)
{
}

DiceEnumeration::DiceEnumeration(int mostRuns, std::function<bool(RollPurpose)> dealt)
    : m_mostRuns(mostRuns)
{
    m_dice.dealt = std::move(dealt);
}

void DiceEnumeration::DealtFaces::aboutToRoll(const DiceRequest &request)
{
    dealing = !dealt || dealt(request.purpose);
}

int DiceEnumeration::DealtFaces::nextFace()
{
    if (!dealing)
        return 1;
    // Past the sequence walked so far, every new die starts at 1.
    if (used == path.size())
        path.append(1);
    return path.at(used++);
}

bool DiceEnumeration::next()
{
    if (m_runs > 0) {
        // The faces the last run did not take were never part of its sequence.
        m_dice.path.resize(m_dice.used);
        qsizetype turn = m_dice.path.size() - 1;
        while (turn >= 0 && m_dice.path.at(turn) == FacesOfADie)
            --turn;
        if (turn < 0) {
            m_complete = true;
            return false;
        }
        m_dice.path.resize(turn + 1);
        ++m_dice.path[turn];
    }
    if (m_runs == m_mostRuns)
        return false;
    ++m_runs;
    m_dice.used = 0;
    return true;
}

double DiceEnumeration::chance() const
{
    return std::pow(1.0 / FacesOfADie, double(m_dice.used));
}

} // namespace wm
