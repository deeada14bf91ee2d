// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

namespace wm {

// A character on his own an enemy moved through: he joins a friend within reach or is slain.
class MovedThroughPage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit MovedThroughPage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    QString referenceKey() const override;

private:
    QComboBox *m_character = nullptr;
    QComboBox *m_refuge = nullptr;        // the friend he joins, or none: slain
    QSpinBox *m_refugeDistance = nullptr; // cm; -1 when not measured
};

} // namespace wm
