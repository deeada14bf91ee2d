// SPDX-License-Identifier: GPL-3.0-or-later
#include "evadepage.h"

#include "core/rules/movement.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

namespace wm {

EvadePage::EvadePage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    m_evader = new QComboBox(this);
    m_evader->setObjectName(QStringLiteral("evaderCombo"));
    form->addRow(tr("&Unit that evaded:"), m_evader);
    m_enemyCm = nearestEnemySpin(QStringLiteral("evadeNearestEnemySpin"), this);
    form->addRow(tr("Nearest &enemy:"), m_enemyCm);
    layout->addLayout(form);
    auto *box = new QGroupBox(tr("Friends it &burst through (confused until the end of this Command phase)"), this);
    auto *boxLayout = new QVBoxLayout(box);
    m_burstThrough = checklist(QStringLiteral("burstThroughList"), box);
    boxLayout->addWidget(m_burstThrough);
    layout->addWidget(box);
    layout->addStretch();
    connect(m_evader, &QComboBox::currentIndexChanged, this, [this] { askRefill(); });
    connect(m_burstThrough, &QListWidget::itemChanged, this, [this] { askFormChanged(); });
    connect(m_enemyCm, &QSpinBox::valueChanged, this, [this] { askFormChanged(); });
}

QString EvadePage::title()
{
    return tr("An evade on initiative");
}

QString EvadePage::menuText()
{
    return tr("&Evade...");
}

void EvadePage::refill()
{
    const Battle &battle = game().battle();
    const Side active = battle.activeSide();
    const CommandPhaseState &phase = battle.commandPhase();
    const QString notNowText = notNow();
    fillCombo(m_evader, unitsOf(active, false), [&](const Unit &u) -> std::optional<Error> {
        if (battle.phase() != Phase::Command)
            return Error{QString(), notNowText};
        return whyCannotEvade(u, phase);
    });
    QList<const Unit *> friends;
    const QVariant evader = m_evader->currentData();
    for (const Unit *u : unitsOf(active, false)) {
        if (!evader.isValid() || u->id != evader.value<UnitId>())
            friends.append(u);
    }
    fillChecklist(
        m_burstThrough, friends, [](const Unit &) { return std::optional<Error>(); }, checked(m_burstThrough));
}

std::optional<ActionInput> EvadePage::action(QString &missing) const
{
    const auto unit = selected(m_evader);
    if (!unit) {
        missing = tr("Pick the unit that evaded.");
        return std::nullopt;
    }
    return EvadeAction{*unit, checked(m_burstThrough), measured(m_enemyCm)};
}

QString EvadePage::referenceKey() const
{
    return QStringLiteral("initiative");
}

} // namespace wm
