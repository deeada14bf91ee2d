// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

namespace wm {

// A flyer homing back towards a character, before orders.
class HomeBackPage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit HomeBackPage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    QString referenceKey() const override;

private:
    QComboBox *m_flyer = nullptr;
    QSpinBox *m_nearestCharacter = nullptr; // cm; -1 until measured
};

} // namespace wm
