// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

class QLabel;

namespace wm {

// A unit that moved off the table edge, and what the ruleset does with it.
class LeaveTablePage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit LeaveTablePage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    QString referenceKey() const override;

private:
    QComboBox *m_leaver = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace wm
