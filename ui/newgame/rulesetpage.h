// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleset.h"

#include <QWizardPage>

class QRadioButton;

namespace wm {

// The first page of a new game: which of the two games is played.
class RulesetPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit RulesetPage(QWidget *parent = nullptr);

    RulesetId ruleset() const;

private:
    QRadioButton *m_warmaster = nullptr;
    QRadioButton *m_revolution = nullptr;
};

} // namespace wm
