// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

namespace wm {

// An advance into contact after combat, and the enemies the unit reached.
class AdvancePage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit AdvancePage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    QString referenceKey() const override;

private:
    QComboBox *m_advancer = nullptr;
    QListWidget *m_contacted = nullptr;
};

} // namespace wm
