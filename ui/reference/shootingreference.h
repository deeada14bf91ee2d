// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"

#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;

namespace wm {

// The shooting rules at a glance, for the ruleset picked: every number read from core.
class ShootingReference : public QWidget
{
    Q_OBJECT

public:
    explicit ShootingReference(QWidget *parent = nullptr);

    void setRuleset(RulesetId id);
    RulesetId ruleset() const { return m_ruleset.id; }

private:
    void refresh();

    Ruleset m_ruleset;
    QComboBox *m_rulesetBox = nullptr;
    QGridLayout *m_toHit = nullptr;
    QLabel *m_coverNote = nullptr;
    QGridLayout *m_driveBack = nullptr;
    QGridLayout *m_pace = nullptr;
    QGridLayout *m_chargers = nullptr;
};

} // namespace wm
