// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"

#include <QWizardPage>

class QCheckBox;
class QGroupBox;
class QLabel;
class QRadioButton;

namespace wm {

// The first page of a new game: which of the two games is played, and the optional rules of that
// game the players agreed on.
class RulesetPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit RulesetPage(QWidget *parent = nullptr);

    RulesetId ruleset() const;
    // Those chosen of the ruleset's optional rules.
    QList<OptionalRule> optionalRules() const;

private:
    void offerOptionalRules();

    QGroupBox *m_optional = nullptr;
    struct OptionalRuleBox
    {
        OptionalRule rule;
        QCheckBox *box;
        QLabel *what; // what it does, greyed with its box
    };
    QList<OptionalRuleBox> m_optionalRules;
    QRadioButton *m_warmaster = nullptr;
    QRadioButton *m_revolution = nullptr;
};

} // namespace wm
