// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"

#include <QList>

namespace wm {

// Passes every roll on to another dice source and keeps the faces it gave, in order: what a game
// action stores so that replaying it with the same faces gives the same result.
class RecordingDiceSource final : public DiceSource
{
public:
    explicit RecordingDiceSource(DiceSource &inner)
        : m_inner(inner)
    {
    }

    std::optional<qsizetype> remaining() const override { return m_inner.remaining(); }
    const QList<int> &faces() const { return m_faces; }

protected:
    int nextFace() override;

private:
    DiceSource &m_inner;
    QList<int> m_faces;
};

} // namespace wm
