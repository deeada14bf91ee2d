// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomdicesource.h"

namespace wm {

RandomDiceSource::RandomDiceSource(QRandomGenerator *generator)
    : m_generator(generator ? generator : QRandomGenerator::system())
{
}

std::optional<int> RandomDiceSource::faceFromWord(quint32 word)
{
    // QRandomGenerator::bounded(6) scales a 32-bit word into six buckets; as 2^32 is not a
    // multiple of six, four faces would get one word more than the other two. Rejecting the four
    // words past the last whole multiple of six gives every face exactly 715827882 words.
    if (word >= AcceptedWords)
        return std::nullopt;
    return int(word % 6) + 1;
}

int RandomDiceSource::nextFace()
{
    for (;;) {
        if (const auto face = faceFromWord(m_generator->generate()))
            return *face;
    }
}

} // namespace wm
