// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/side.h"

#include <QWizardPage>

#include <optional>

class QButtonGroup;
class QRadioButton;

namespace wm {

// Who takes the first turn. Nothing is chosen beforehand: the players settle it at the table.
class FirstTurnPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FirstTurnPage(QWidget *parent = nullptr);

    // The side that goes first; nothing while nobody is chosen.
    std::optional<Side> firstSide() const;

    void initializePage() override;
    bool isComplete() const override;

private:
    QButtonGroup *m_group = nullptr;
    PerSide<QRadioButton *> m_sides{};
};

} // namespace wm
