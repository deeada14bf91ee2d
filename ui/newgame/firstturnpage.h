// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/side.h"

#include <QWizardPage>

#include <optional>

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;

namespace wm {

class DiceSource;

// Who takes the first turn. Nothing is chosen beforehand: the players settle it at the table, with
// their own dice (then they pick the winner) or the app's roll-off as the rules give it.
class FirstTurnPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FirstTurnPage(QWidget *parent = nullptr);

    // The side that goes first; nothing while nobody is chosen.
    std::optional<Side> firstSide() const;

    void initializePage() override;
    bool isComplete() const override;

    // The app's dice for the roll-off: not owned, and must outlive the page (tests give scripted ones).
    void setDice(DiceSource *dice) { m_dice = dice; }

private:
    QString playerName(Side side) const;
    void rollOff();

    QButtonGroup *m_group = nullptr;
    PerSide<QRadioButton *> m_sides{};
    QPushButton *m_roll = nullptr;
    QLabel *m_rolled = nullptr;
    DiceSource *m_dice = nullptr;
};

} // namespace wm
