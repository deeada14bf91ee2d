// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QEvent>

namespace wm::test {

// Lets the event loop finish what the code under test has queued (posted events, zero-time timers,
// window events, deferred deletes) until `done()` holds, for at most `passes` passes of the loop.
// Nothing wmassist queues waits for the clock, so a count of passes decides the same on any machine,
// where QTRY_VERIFY's five seconds could fail a test on a slow one.
template <typename Done>
bool settle(Done done, int passes = 50)
{
    for (int pass = 0; pass < passes && !done(); ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
    return done();
}

} // namespace wm::test
