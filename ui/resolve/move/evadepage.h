// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

namespace wm {

// An evade on initiative, and the friends the evader burst through.
class EvadePage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit EvadePage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    QString referenceKey() const override;

private:
    QComboBox *m_evader = nullptr;
    QSpinBox *m_enemyCm = nullptr; // cm; -1 until measured
    QListWidget *m_burstThrough = nullptr;
};

} // namespace wm
