// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordingdicesource.h"

namespace wm {

int RecordingDiceSource::nextFace()
{
    // One die at a time through the inner source's public face, so that it may be any kind of source.
    const int face = m_inner.d6(RollPurpose::Other).faces.constFirst();
    m_faces.append(face);
    return face;
}

} // namespace wm
