// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

class QLabel;

namespace wm {

// A test for confusion, with its cause and what the dice need.
class ConfusionPage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit ConfusionPage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    void showNotes() override;
    QString referenceKey() const override;

    // The cause chosen, where the window knows it (a Giant's path).
    void setCause(ConfusionCause cause);

private:
    QComboBox *m_unit = nullptr;
    QComboBox *m_cause = nullptr;
    QSpinBox *m_friendsMoved = nullptr;
    QLabel *m_causeNote = nullptr;
};

} // namespace wm
