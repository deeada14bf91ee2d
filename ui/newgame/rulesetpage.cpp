// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesetpage.h"

#include <QCheckBox>
#include <QGroupBox>
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

    // Every optional rule either game has, each with what it does beneath it; only those of the
    // chosen game can be ticked.
    m_optional = new QGroupBox(tr("Optional rules"), this);
    m_optional->setObjectName(QStringLiteral("optionalRules"));
    auto *optionalLayout = new QVBoxLayout(m_optional);
    for (OptionalRule rule : AllOptionalRules) {
        auto *box = new QCheckBox(Ruleset::name(rule), m_optional);
        box->setObjectName(QStringLiteral("optionalRule-") + enumKey(rule));
        auto *what = new QLabel(Ruleset::description(rule), m_optional);
        what->setWordWrap(true);
        what->setIndent(24);
        what->setBuddy(box);
        optionalLayout->addWidget(box);
        optionalLayout->addWidget(what);
        m_optionalRules.append({rule, box, what});
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_warmaster);
    layout->addWidget(m_revolution);
    layout->addSpacing(12);
    layout->addWidget(note);
    layout->addSpacing(12);
    layout->addWidget(m_optional);
    layout->addStretch();

    connect(m_revolution, &QRadioButton::toggled, this, &RulesetPage::offerOptionalRules);
    offerOptionalRules();

    // The rosters page offers only rosters of this ruleset.
    registerField(QStringLiteral("revolution"), m_revolution);
}

RulesetId RulesetPage::ruleset() const
{
    return m_revolution->isChecked() ? RulesetId::Revolution : RulesetId::Warmaster;
}

QList<OptionalRule> RulesetPage::optionalRules() const
{
    QList<OptionalRule> chosen;
    for (const auto &[rule, box, what] : m_optionalRules) {
        if (box->isEnabled() && box->isChecked())
            chosen.append(rule);
    }
    return chosen;
}

void RulesetPage::offerOptionalRules()
{
    const QList<OptionalRule> offered = Ruleset::optionalRules(ruleset());
    m_optional->setTitle(offered.isEmpty() ? tr("Optional rules (%1 only)").arg(Ruleset::name(RulesetId::Revolution))
                                           : tr("Optional rules of %1").arg(Ruleset::name(ruleset())));
    for (const auto &[rule, box, what] : m_optionalRules) {
        box->setEnabled(offered.contains(rule));
        what->setEnabled(box->isEnabled());
    }
}

} // namespace wm
