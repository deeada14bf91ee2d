// SPDX-License-Identifier: GPL-3.0-or-later
#include "advancepage.h"

#include "core/rules/movement.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QListWidget>
#include <QVBoxLayout>

namespace wm {

AdvancePage::AdvancePage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    m_advancer = new QComboBox(this);
    m_advancer->setObjectName(QStringLiteral("advancerCombo"));
    form->addRow(tr("&Unit that advanced:"), m_advancer);
    layout->addLayout(form);
    auto *box = new QGroupBox(tr("Enemy units it &reached (they may shoot at it as at a charger)"), this);
    auto *boxLayout = new QVBoxLayout(box);
    m_contacted = checklist(QStringLiteral("contactedList"), box);
    boxLayout->addWidget(m_contacted);
    layout->addWidget(box);
    layout->addStretch();
    connect(m_advancer, &QComboBox::currentIndexChanged, this, [this] { askRefill(); });
    connect(m_contacted, &QListWidget::itemChanged, this, [this] { askFormChanged(); });
}

QString AdvancePage::title()
{
    return tr("An advance into contact");
}

QString AdvancePage::menuText()
{
    return tr("&Advance into Contact...");
}

void AdvancePage::refill()
{
    const Battle &battle = game().battle();
    const QString notNowText = notNow();
    fillCombo(m_advancer, unitsOf(Side::first(), false) + unitsOf(Side::second(), false),
              [&](const Unit &u) -> std::optional<Error> {
                  if (battle.phase() != Phase::Combat)
                      return Error{QString(), notNowText};
                  return whyCannotAdvanceInto(u);
              });
    const QVariant advancer = m_advancer->currentData();
    const std::optional<Side> side = advancer.isValid() ? battle.sideOf(advancer.value<UnitId>()) : std::nullopt;
    fillChecklist(
        m_contacted, side ? unitsOf(side->opponent(), false) : QList<const Unit *>{},
        [](const Unit &u) { return whyCannotBeCharged(u); }, checked(m_contacted));
}

std::optional<ActionInput> AdvancePage::action(QString &missing) const
{
    const auto unit = selected(m_advancer);
    if (!unit) {
        missing = tr("Pick the unit that advanced.");
        return std::nullopt;
    }
    const QList<UnitId> contacted = checked(m_contacted);
    if (contacted.isEmpty()) {
        missing = tr("Tick the enemy units it reached.");
        return std::nullopt;
    }
    return AdvanceAction{*unit, contacted};
}

QString AdvancePage::referenceKey() const
{
    return QStringLiteral("combat-result");
}

} // namespace wm
