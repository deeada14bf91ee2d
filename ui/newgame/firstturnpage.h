// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWizardPage>

#include <array>

class QButtonGroup;
class QRadioButton;

namespace wm {

// Who takes the first turn. Nothing is chosen beforehand: the players settle it at the table.
class FirstTurnPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FirstTurnPage(QWidget *parent = nullptr);

    // The side that goes first; -1 while nobody is chosen.
    int firstSide() const;

    void initializePage() override;
    bool isComplete() const override;

private:
    QButtonGroup *m_group = nullptr;
    std::array<QRadioButton *, 2> m_sides{};
};

} // namespace wm
