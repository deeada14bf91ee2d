// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtGlobal>

#include <functional>

namespace wm {

// How far a long piece of work has come: `done` of `total` steps. It returns false when the player
// has cancelled; the work then stops and changes nothing. An empty one is never asked.
using Progress = std::function<bool(qsizetype done, qsizetype total)>;

// The steps of one piece of work, told to one Progress as they are done: the first, then one at
// least every TellEveryMs milliseconds, and the last. Steps take from microseconds (an action
// replayed) to milliseconds (a battle written), so the window is painted by the clock, not by a count.
class ProgressSteps
{
public:
    static constexpr int TellEveryMs = 15;

    ProgressSteps(const Progress &progress, qsizetype total)
        : m_progress(progress)
        , m_total(total)
    {
    }
    // Counts one step done: true to go on, false once the player has cancelled.
    bool step()
    {
        ++m_done;
        if (!m_progress || (m_done != m_total && m_sinceTold.isValid() && m_sinceTold.elapsed() < TellEveryMs))
            return true;
        m_sinceTold.start();
        return m_progress(m_done, m_total);
    }

private:
    const Progress &m_progress;
    qsizetype m_total;
    qsizetype m_done = 0;
    QElapsedTimer m_sinceTold;
};

// What cancelled work returns: the player knows, so it is never shown as a failure.
inline const QString CancelledField = QStringLiteral("cancelled");
inline Error cancelledError()
{
    return Error{CancelledField, QCoreApplication::translate("Progress", "Cancelled: nothing was changed.")};
}

} // namespace wm
