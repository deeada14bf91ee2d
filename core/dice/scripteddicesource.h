// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"

#include <QList>

namespace wm {

// Dice given in advance, rolled in the order given: the faces a player typed in from the physical
// dice, a replayed log, or a test's script. It never makes a face up: a face outside 1-6 is refused
// when given, and a roll with too few faces left is an error.
class ScriptedDiceSource final : public DiceSource
{
    Q_DECLARE_TR_FUNCTIONS(ScriptedDiceSource)

public:
    ScriptedDiceSource() = default;
    // Throws DiceError naming the first face outside 1-6.
    explicit ScriptedDiceSource(const QList<int> &faces);

    // Adds faces at the end; all or nothing: throws DiceError and adds none if one is bad.
    void append(const QList<int> &faces);

    std::optional<qsizetype> remaining() const override { return m_faces.size() - m_next; }
    QList<int> unused() const { return m_faces.mid(m_next); }

protected:
    int nextFace() override;

private:
    QList<int> m_faces;
    qsizetype m_next = 0;
};

} // namespace wm
