// SPDX-License-Identifier: GPL-3.0-or-later
#include "movedthroughpage.h"

#include "core/limits.h"
#include "core/rules/lonecharacter.h"
#include "core/rules/movement.h"
#include "ui/resolve/resolverdialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace wm {

MovedThroughPage::MovedThroughPage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_character = new QComboBox(this);
    m_character->setObjectName(QStringLiteral("movedThroughCombo"));
    form->addRow(tr("&Character:"), m_character);
    m_refuge = new QComboBox(this);
    m_refuge->setObjectName(QStringLiteral("refugeCombo"));
    form->addRow(tr("&Joins:"), m_refuge);
    m_refugeDistance = new QSpinBox(this);
    m_refugeDistance->setObjectName(QStringLiteral("refugeDistanceSpin"));
    m_refugeDistance->setRange(-1, Limits::DistanceCm);
    m_refugeDistance->setValue(-1);
    m_refugeDistance->setSpecialValueText(tr("not measured"));
    m_refugeDistance->setSuffix(tr(" cm"));
    form->addRow(tr("&How far:"), m_refugeDistance);
    auto *note =
        new QLabel(tr("He moves up to %1 cm to join a friendly unit, or he is slain.").arg(MovedThroughJoinCm), this);
    note->setWordWrap(true);
    form->addRow(note);
    connect(m_character, &QComboBox::currentIndexChanged, this, [this] { askRefill(); });
    connect(m_refuge, &QComboBox::currentIndexChanged, this, [this] { askFormChanged(); });
    connect(m_refugeDistance, &QSpinBox::valueChanged, this, [this] { askFormChanged(); });
}

QString MovedThroughPage::title()
{
    return tr("A lone character moved through");
}

QString MovedThroughPage::menuText()
{
    return tr("Lone Character &Moved Through...");
}

void MovedThroughPage::refill()
{
    const Battle &battle = game().battle();
    const Side active = battle.activeSide();
    fillCombo(m_character, unitsOf(active, true) + unitsOf(active.opponent(), true),
              [](const Unit &u) { return whyNotLoneCharacter(u); });
    const QVariant character = m_character->currentData();
    const Unit *c = character.isValid() ? battle.unit(character.value<UnitId>()) : nullptr;
    const QSignalBlocker blocker(m_refuge);
    const QVariant current = m_refuge->currentData();
    m_refuge->clear();
    m_refuge->addItem(tr("No unit within reach: he is slain"), QVariant());
    if (c) {
        for (const Unit *u : unitsOf(*battle.sideOf(c->id), false)) {
            const std::optional<Error> refusal = whyCannotJoin(*c, *u);
            m_refuge->addItem(refusal ? ResolverDialog::refusedText(*u, *refusal) : u->displayName(), u->id);
            if (refusal) {
                m_refuge->setItemData(m_refuge->count() - 1, 0, Qt::UserRole - 1);
                m_refuge->setItemData(m_refuge->count() - 1, refusal->message, Qt::ToolTipRole);
            }
        }
    }
    const int index = current.isValid() ? m_refuge->findData(current) : -1;
    m_refuge->setCurrentIndex(index >= 0 && !m_refuge->itemData(index, Qt::UserRole - 1).isValid() ? index : 0);
}

std::optional<ActionInput> MovedThroughPage::action(QString &missing) const
{
    const auto character = selected(m_character);
    if (!character) {
        missing = tr("Pick the character the enemy moved through.");
        return std::nullopt;
    }
    const QVariant unit = m_refuge->currentData();
    if (!unit.isValid())
        return CharacterMovedThroughAction{*character, std::nullopt};
    const int cm = m_refugeDistance->value();
    return CharacterMovedThroughAction{*character, unit.value<UnitId>(),
                                       cm >= 0 ? std::optional<int>(cm) : std::nullopt};
}

QString MovedThroughPage::referenceKey() const
{
    return QStringLiteral("moves");
}

} // namespace wm
