// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/progress.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QProgressDialog;
class QWidget;

namespace wm {

// A long piece of work done in the window's own thread, such as importing or opening a game of
// thousands of actions. Its progress dialog comes up once the work has taken longer than a moment,
// keeps the window painted while the work goes on, shuts out clicks on the game meanwhile, and has
// a Cancel button: the work then stops with nothing changed.
class LongWork
{
    Q_DECLARE_TR_FUNCTIONS(LongWork)

public:
    LongWork(QWidget *window, const QString &label);
    ~LongWork();
    LongWork(const LongWork &) = delete;
    LongWork &operator=(const LongWork &) = delete;

    // What the work tells how far it has come; false once the player has cancelled.
    Progress progress();
    // The second part of the work: what was read is being saved (the bar starts again).
    void saving();

private:
    std::unique_ptr<QProgressDialog> m_dialog;
};

} // namespace wm
