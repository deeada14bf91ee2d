// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QStackedWidget;

namespace wm {

class OddsView;

// The quick reference's small calculator of odds, for a roll the players talk over before any game
// is set up for it: a shot (dice, the score to hit, the target's save, its hits and stands), an
// order (the character's Command and the penalties) or a drive back (the hits, the stands' position,
// the unit's pace). Its plot follows every number as it changes, worked out by the same core/odds
// as the resolvers' plots.
class OddsCalculator : public QWidget
{
    Q_OBJECT

public:
    enum class Kind
    {
        Shot,
        Order,
        DriveBack,
    };

    explicit OddsCalculator(QWidget *parent = nullptr);

    // Orders and drive backs follow the ruleset (Revolution's first-turn bonus, its half pace).
    void setRuleset(RulesetId id);
    void showKind(Kind kind);
    Kind kind() const;
    OddsView *view() const { return m_view; }

private:
    QWidget *makeShotForm();
    QWidget *makeOrderForm();
    QWidget *makeDriveBackForm();
    void recalculate();
    void showShot();
    void showOrder();
    void showDriveBack();

    Ruleset m_ruleset;
    QComboBox *m_kind = nullptr;
    QStackedWidget *m_forms = nullptr;
    OddsView *m_view = nullptr;

    QSpinBox *m_dice = nullptr;
    QComboBox *m_toHit = nullptr;
    QComboBox *m_save = nullptr;
    QCheckBox *m_reRollSaves = nullptr;
    QSpinBox *m_hitsValue = nullptr;
    QSpinBox *m_stands = nullptr;
    QSpinBox *m_hitsOn = nullptr;

    QSpinBox *m_command = nullptr;
    QComboBox *m_character = nullptr;
    QSpinBox *m_modifier = nullptr;

    QSpinBox *m_driveBackHits = nullptr;
    QComboBox *m_position = nullptr;
    QSpinBox *m_pace = nullptr;
};

} // namespace wm
