// SPDX-License-Identifier: GPL-3.0-or-later
#include "chargepage.h"

#include "core/rules/movement.h"

#include <QButtonGroup>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace wm {

ChargePage::ChargePage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *how = new QGroupBox(tr("How they charged"), this);
    auto *howLayout = new QHBoxLayout(how);
    m_chargeBy = new QButtonGroup(this);
    auto *initiative = new QRadioButton(tr("On &initiative, before any order"), how);
    initiative->setObjectName(QStringLiteral("chargeOnInitiative"));
    auto *order = new QRadioButton(tr("After an &order that passed"), how);
    order->setObjectName(QStringLiteral("chargeByOrder"));
    m_chargeBy->addButton(initiative, int(ChargeBy::Initiative));
    m_chargeBy->addButton(order, int(ChargeBy::Order));
    howLayout->addWidget(initiative);
    howLayout->addWidget(order);
    howLayout->addStretch();
    layout->addWidget(how);
    // Orders begun: initiative is over. Otherwise initiative is the likelier.
    (game().battle().commandPhase().ordersStarted ? order : initiative)->setChecked(true);

    auto *lists = new QHBoxLayout;
    auto *chargersBox = new QGroupBox(tr("Units that &charged"), this);
    auto *chargersLayout = new QVBoxLayout(chargersBox);
    m_chargers = checklist(QStringLiteral("chargersList"), chargersBox);
    chargersLayout->addWidget(m_chargers);
    lists->addWidget(chargersBox, 1);
    auto *chargedBox = new QGroupBox(tr("Enemy units they &reached"), this);
    auto *chargedLayout = new QVBoxLayout(chargedBox);
    m_charged = checklist(QStringLiteral("chargedList"), chargedBox);
    chargedLayout->addWidget(m_charged);
    lists->addWidget(chargedBox, 1);
    layout->addLayout(lists);
    auto *chargeForm = new QFormLayout;
    m_enemyCm = nearestEnemySpin(QStringLiteral("chargeNearestEnemySpin"), this);
    chargeForm->addRow(tr("Nearest enemy (on initiative):"), m_enemyCm);
    layout->addLayout(chargeForm);
    layout->addStretch();

    m_enemyCm->setEnabled(initiative->isChecked());
    connect(m_chargeBy, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        if (!on)
            return;
        m_enemyCm->setEnabled(ChargeBy(id) == ChargeBy::Initiative);
        askRefill();
    });
    connect(m_enemyCm, &QSpinBox::valueChanged, this, [this] { askFormChanged(); });
    connect(m_chargers, &QListWidget::itemChanged, this, [this] { askFormChanged(); });
    connect(m_charged, &QListWidget::itemChanged, this, [this] { askFormChanged(); });
}

QString ChargePage::title()
{
    return tr("A charge");
}

QString ChargePage::menuText()
{
    return tr("&Charge...");
}

void ChargePage::refill()
{
    const Battle &battle = game().battle();
    const Side active = battle.activeSide();
    const CommandPhaseState &phase = battle.commandPhase();
    const QString notNowText = notNow();
    const ChargeBy by = ChargeBy(m_chargeBy->checkedId());
    QList<UnitId> keep = checked(m_chargers);
    if (keep.isEmpty() && start() && battle.sideOf(*start()) == active)
        keep = {*start()};
    fillChecklist(
        m_chargers, unitsOf(active, false),
        [&](const Unit &u) -> std::optional<Error> {
            if (battle.phase() != Phase::Command)
                return Error{QString(), notNowText};
            return whyCannotCharge(u, by, phase);
        },
        keep);
    QList<UnitId> targets = checked(m_charged);
    if (targets.isEmpty() && start() && battle.sideOf(*start()) == active.opponent())
        targets = {*start()};
    fillChecklist(
        m_charged, unitsOf(active.opponent(), false), [](const Unit &u) { return whyCannotBeCharged(u); }, targets);
}

std::optional<ActionInput> ChargePage::action(QString &missing) const
{
    ChargeAction a;
    a.chargers = checked(m_chargers);
    a.charged = checked(m_charged);
    a.onInitiative = onInitiative();
    if (a.onInitiative)
        a.nearestEnemyCm = measured(m_enemyCm);
    if (a.chargers.isEmpty()) {
        missing = tr("Tick the units that charged.");
        return std::nullopt;
    }
    if (a.charged.isEmpty()) {
        missing = tr("Tick the enemy units they reached.");
        return std::nullopt;
    }
    return a;
}

QString ChargePage::referenceKey() const
{
    // A charge on initiative is the initiative rule's; after an order, the paces.
    return onInitiative() ? QStringLiteral("initiative") : QStringLiteral("moves");
}

void ChargePage::setChargers(const QList<UnitId> &units)
{
    tick(m_chargers, units);
}

void ChargePage::setCharged(const QList<UnitId> &units)
{
    tick(m_charged, units);
}

void ChargePage::setOnInitiative(bool onInitiative)
{
    m_chargeBy->button(int(onInitiative ? ChargeBy::Initiative : ChargeBy::Order))->setChecked(true);
}

bool ChargePage::onInitiative() const
{
    return m_chargeBy->checkedId() == int(ChargeBy::Initiative);
}

} // namespace wm
