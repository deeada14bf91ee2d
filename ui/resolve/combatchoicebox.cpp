// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatchoicebox.h"

#include "core/enumkeys.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace wm {

namespace {

// The choices in the order they are offered.
constexpr CombatChoice AllChoices[] = {CombatChoice::Retreat, CombatChoice::Stand, CombatChoice::FallBack,
                                       CombatChoice::Pursue, CombatChoice::Advance};

} // namespace

CombatChoiceBox::CombatChoiceBox(const UnitChoices &choices, const CombatRoundResult &round, QWidget *parent)
    : QGroupBox(parent)
    , m_unit(choices.id)
    , m_lost(round.winner && *round.winner != choices.side)
    , m_won(round.winner && *round.winner == choices.side)
{
    const Unit &after = round.units[choices.side].at(choices.unit).after;
    setObjectName(QStringLiteral("choices_%1").arg(m_unit));
    if (!round.winner)
        setTitle(tr("%1 (a draw)").arg(after.displayName()));
    else
        setTitle(m_won ? tr("%1 (won)").arg(after.displayName()) : tr("%1 (lost)").arg(after.displayName()));
    auto *layout = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    m_group = new QButtonGroup(this);
    for (CombatChoice choice : AllChoices) {
        auto *button = new QRadioButton(CombatChoiceText::name(choice), this);
        button->setObjectName(QStringLiteral("choice_%1_%2").arg(m_unit).arg(enumKey(choice)));
        button->hide();
        m_group->addButton(button);
        m_buttons.insert(choice, button);
        buttons->addWidget(button);
        connect(button, &QRadioButton::toggled, this, [this](bool on) {
            if (on)
                Q_EMIT changed();
        });
    }
    buttons->addStretch();
    layout->addLayout(buttons);
    m_refusals = new QLabel(this);
    m_refusals->setObjectName(QStringLiteral("refused_%1").arg(m_unit));
    m_refusals->setWordWrap(true);
    m_refusals->setTextFormat(Qt::PlainText);
    QPalette muted = m_refusals->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_refusals->setPalette(muted);
    m_refusals->hide();
    layout->addWidget(m_refusals);

    auto *lostRow = new QHBoxLayout;
    auto *lostLabel = new QLabel(tr("Stands lost where its retreat is &blocked:"), this);
    m_standsLost = new QSpinBox(this);
    m_standsLost->setObjectName(QStringLiteral("standsLost_%1").arg(m_unit));
    m_standsLost->setToolTip(tr("Stands destroyed because enemies, terrain it cannot enter or friends that cannot "
                                "make way block its retreat"));
    m_standsLost->setRange(0, after.state.standsLeft);
    lostLabel->setBuddy(m_standsLost);
    lostRow->addWidget(lostLabel);
    lostRow->addWidget(m_standsLost);
    lostRow->addStretch();
    layout->addLayout(lostRow);
    lostLabel->setVisible(m_lost);
    m_standsLost->setVisible(m_lost);
    connect(m_standsLost, &QSpinBox::valueChanged, this, &CombatChoiceBox::changed);

    m_flankRear = new QCheckBox(
        // On two lines: the choices beside the round's result keep to the width the dialog has.
        tr("It charged a retreating enemy in flank or rear,\nor in irregular formation, this round"), this);
    m_flankRear->setObjectName(QStringLiteral("flankRear_%1").arg(m_unit));
    m_flankRear->setVisible(m_won);
    connect(m_flankRear, &QCheckBox::toggled, this, &CombatChoiceBox::changed);
    layout->addWidget(m_flankRear);
}

void CombatChoiceBox::showChoices(const UnitChoices &choices)
{
    QStringList reasons;
    for (CombatChoice choice : AllChoices) {
        QRadioButton *button = m_buttons.value(choice);
        const bool allowed = choices.allowed.contains(choice);
        const auto refused = std::find_if(choices.refused.cbegin(), choices.refused.cend(),
                                          [choice](const RefusedChoice &r) { return r.choice == choice; });
        const bool isRefused = refused != choices.refused.cend();
        // A choice once offered keeps its place, greyed when refused: no button moves under the pointer.
        if (allowed || isRefused)
            button->show();
        button->setEnabled(allowed);
        button->setToolTip(isRefused ? refused->reason : QString());
        if (!isRefused)
            continue;
        reasons.append(tr("%1: %2").arg(CombatChoiceText::name(choice), refused->reason));
        if (button->isChecked()) {
            // A choice the rules no longer allow is taken back, not left for Apply to refuse.
            const QSignalBlocker block(button);
            m_group->setExclusive(false);
            button->setChecked(false);
            m_group->setExclusive(true);
        }
    }
    if (choices.allowed.size() == 1 && !m_group->checkedButton()) {
        // Nothing to choose: the one thing it may do is its choice.
        const QSignalBlocker block(m_buttons.value(choices.allowed.first()));
        m_buttons.value(choices.allowed.first())->setChecked(true);
    }
    m_refusals->setText(reasons.join(QLatin1Char('\n')));
    // The reasons' line, once shown, never gives back the height it took: the rows below stay where
    // they are. A unit never refused anything has none.
    if (!reasons.isEmpty())
        m_refusals->show();
    m_refusals->setMinimumHeight(std::max(m_refusals->minimumHeight(), m_refusals->sizeHint().height()));
}

std::optional<CombatChoice> CombatChoiceBox::choice() const
{
    for (auto it = m_buttons.cbegin(); it != m_buttons.cend(); ++it) {
        if (it.value()->isChecked())
            return it.key();
    }
    return std::nullopt;
}

int CombatChoiceBox::standsLostRetreating() const
{
    return m_lost ? m_standsLost->value() : 0;
}

bool CombatChoiceBox::chargedFlankRearOrIrregular() const
{
    return m_won && m_flankRear->isChecked();
}

} // namespace wm
