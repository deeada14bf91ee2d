// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesetpage.h"

#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace wm {

RulesetPage::RulesetPage(QWidget *parent)
    : QWizardPage(parent)
{
    setTitle(tr("Ruleset"));
    setSubTitle(tr("Which game are you playing?"));

    m_warmaster = new QRadioButton(Ruleset::name(RulesetId::Warmaster), this);
    m_warmaster->setObjectName(QStringLiteral("rulesetWarmaster"));
    m_warmaster->setChecked(true);
    m_revolution = new QRadioButton(Ruleset::name(RulesetId::Revolution), this);
    m_revolution->setObjectName(QStringLiteral("rulesetRevolution"));

    auto *note = new QLabel(tr("Where the two rulesets differ, wmassist follows the one you choose here."), this);
    note->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_warmaster);
    layout->addWidget(m_revolution);
    layout->addSpacing(12);
    layout->addWidget(note);
    layout->addStretch();

    // The rosters page offers only rosters of this ruleset.
    registerField(QStringLiteral("revolution"), m_revolution);
}

RulesetId RulesetPage::ruleset() const
{
    return m_revolution->isChecked() ? RulesetId::Revolution : RulesetId::Warmaster;
}

} // namespace wm
