// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <QCoreApplication>
#include <QtGlobal>

#include <functional>

namespace wm {

// How far a long piece of work has come: `done` of `total` steps. It returns false when the player
// has cancelled; the work then stops and changes nothing. An empty one is never asked.
using Progress = std::function<bool(qsizetype done, qsizetype total)>;

// Asks `progress` every 256 steps and at the last, so that a replay of 100,000 actions is not slowed
// by its dialog: true to go on.
inline bool goOn(const Progress &progress, qsizetype done, qsizetype total)
{
    constexpr qsizetype Every = 256;
    return !progress || (done % Every != 0 && done != total) || progress(done, total);
}

// The steps of one piece of work, told to one Progress as they are done.
class ProgressSteps
{
public:
    ProgressSteps(const Progress &progress, qsizetype total)
        : m_progress(progress)
        , m_total(total)
    {
    }
    // Counts one step done: true to go on, false once the player has cancelled.
    bool step() { return goOn(m_progress, ++m_done, m_total); }

private:
    const Progress &m_progress;
    qsizetype m_total;
    qsizetype m_done = 0;
};

// What cancelled work returns: the player knows, so it is never shown as a failure.
inline const QString CancelledField = QStringLiteral("cancelled");
inline Error cancelledError()
{
    return Error{CancelledField, QCoreApplication::translate("Progress", "Cancelled: nothing was changed.")};
}

} // namespace wm
