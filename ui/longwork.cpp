// SPDX-License-Identifier: GPL-3.0-or-later
#include "longwork.h"

#include <QProgressDialog>

namespace wm {

namespace {

// Work that ends sooner never shows a dialog.
constexpr int ShownAfterMilliseconds = 400;

} // namespace

LongWork::LongWork(QWidget *window, const QString &label)
    : m_dialog(std::make_unique<QProgressDialog>(label, tr("Cancel"), 0, 1, window))
{
    m_dialog->setObjectName(QStringLiteral("longWork"));
    m_dialog->setWindowTitle(tr("Please Wait"));
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(ShownAfterMilliseconds);
    m_dialog->setAutoReset(false);
    m_dialog->setAutoClose(false);
    m_dialog->setValue(0);
}

LongWork::~LongWork() = default;

Progress LongWork::progress()
{
    return [dialog = m_dialog.get()](qsizetype done, qsizetype total) {
        dialog->setMaximum(int(qMin<qsizetype>(total, INT_MAX)));
        dialog->setValue(int(qMin<qsizetype>(done, INT_MAX)));
        // The window is painted from here. Until the dialog is up and shuts out clicks on the game,
        // the player's input waits: nothing may change the game while it is being read.
        QCoreApplication::processEvents(dialog->isVisible() ? QEventLoop::AllEvents
                                                            : QEventLoop::ExcludeUserInputEvents);
        return !dialog->wasCanceled();
    };
}

void LongWork::saving()
{
    m_dialog->setLabelText(tr("Saving..."));
    m_dialog->setValue(0);
}

} // namespace wm
