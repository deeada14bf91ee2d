// SPDX-License-Identifier: GPL-3.0-or-later
#include "homebackpage.h"

#include "core/limits.h"
#include "core/rules/movement.h"
#include "core/rules/traits.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace wm {

HomeBackPage::HomeBackPage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_flyer = new QComboBox(this);
    m_flyer->setObjectName(QStringLiteral("flyerCombo"));
    form->addRow(tr("&Flyer:"), m_flyer);
    // Measured at the table: core refuses a flyer that close to a character.
    m_nearestCharacter = new QSpinBox(this);
    m_nearestCharacter->setObjectName(QStringLiteral("nearestCharacterSpin"));
    m_nearestCharacter->setRange(-1, Limits::DistanceCm);
    m_nearestCharacter->setSpecialValueText(tr("not measured yet"));
    m_nearestCharacter->setSuffix(tr(" cm"));
    m_nearestCharacter->setValue(-1);
    form->addRow(tr("Nearest &character:"), m_nearestCharacter);
    auto *note = new QLabel(tr("A flying unit more than %1 cm from every character may fly back up to %2 cm a pip "
                               "of a D6 towards one, before orders. It may still take orders.")
                                .arg(HomeBackBeyondCm)
                                .arg(HomeBackCmPerPip),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    connect(m_flyer, &QComboBox::currentIndexChanged, this, [this] { askFormChanged(); });
    connect(m_nearestCharacter, &QSpinBox::valueChanged, this, [this] { askFormChanged(); });
}

QString HomeBackPage::title()
{
    return tr("A flyer homing back");
}

QString HomeBackPage::menuText()
{
    return tr("&Home Back...");
}

void HomeBackPage::refill()
{
    const Battle &battle = game().battle();
    const CommandPhaseState &phase = battle.commandPhase();
    const QString notNowText = notNow();
    QList<const Unit *> flyers;
    for (const Unit *u : unitsOf(battle.activeSide(), false)) {
        if (u->profile.has(Trait::Flyer))
            flyers.append(u);
    }
    fillCombo(m_flyer, flyers, [&](const Unit &u) -> std::optional<Error> {
        if (battle.phase() != Phase::Command)
            return Error{QString(), notNowText};
        return whyCannotHomeBack(u, phase);
    });
}

std::optional<ActionInput> HomeBackPage::action(QString &missing) const
{
    const auto unit = selected(m_flyer);
    if (!unit) {
        missing = tr("Pick the flyer that homes back.");
        return std::nullopt;
    }
    if (m_nearestCharacter->value() < 0) {
        missing = tr("Measure how far the flyer stands from the nearest character.");
        return std::nullopt;
    }
    return HomeBackAction{*unit, m_nearestCharacter->value()};
}

QString HomeBackPage::referenceKey() const
{
    return QStringLiteral("home-back");
}

} // namespace wm
