// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/move/movepage.h"

namespace wm {

// A character joining a unit of his side, or leaving the one he was with.
class JoinPage : public MovePage
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit JoinPage(const MovePageLinks &links);

    static QString title();
    static QString menuText();

    void refill() override;
    std::optional<ActionInput> action(QString &missing) const override;
    QString referenceKey() const override;

private:
    // The units of the character's side, those his army list keeps him out of greyed; the index of
    // the first he may join, or -1.
    int fillJoined(const Unit &character);

    QComboBox *m_character = nullptr;
    QComboBox *m_joined = nullptr;
};

} // namespace wm
