// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"

#include <QRandomGenerator>

#include <optional>

namespace wm {

// Dice rolled by the app. Every face is equally likely, exactly: see faceFromWord().
class RandomDiceSource final : public DiceSource
{
public:
    // Uses the system's secure generator unless a test hands in a seeded one.
    explicit RandomDiceSource(QRandomGenerator *generator = nullptr);

    std::optional<qsizetype> remaining() const override { return std::nullopt; }

    // The largest multiple of six that fits in 32 bits: words at or above it are thrown away.
    static constexpr quint64 AcceptedWords = (quint64(1) << 32) / 6 * 6;

    // Turns one 32-bit random word into a face, or nothing when the word must be drawn again.
    static std::optional<int> faceFromWord(quint32 word);

protected:
    int nextFace() override;

private:
    QRandomGenerator *m_generator;
};

} // namespace wm
