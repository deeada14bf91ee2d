// SPDX-License-Identifier: GPL-3.0-or-later
#include "confusionpage.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace wm {

namespace {

// Confusion causes a player tests for by hand: those the app applies itself (a drive-back 6) are
// not offered.
constexpr ConfusionCause ConfusionPageTestedCauses[] = {
    ConfusionCause::DrivenIntoImpassable,
    ConfusionCause::DrivenIntoUnits,
    ConfusionCause::DrivenIntoFriends,
    ConfusionCause::ForcedFriendsAside,
    ConfusionCause::MadeWay,
    ConfusionCause::FallBackTooClose,
    ConfusionCause::FriendlyEvaders,
    ConfusionCause::GiantWalkedThrough,
    ConfusionCause::Other,
};

} // namespace

ConfusionPage::ConfusionPage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_unit = new QComboBox(this);
    m_unit->setObjectName(QStringLiteral("confusedUnitCombo"));
    form->addRow(tr("&Unit:"), m_unit);
    m_cause = new QComboBox(this);
    m_cause->setObjectName(QStringLiteral("causeCombo"));
    for (ConfusionCause cause : ConfusionPageTestedCauses)
        m_cause->addItem(ConfusionText::cause(cause), int(cause));
    form->addRow(tr("Cau&se:"), m_cause);
    m_friendsMoved = new QSpinBox(this);
    m_friendsMoved->setObjectName(QStringLiteral("friendsMovedSpin"));
    m_friendsMoved->setRange(1, 20);
    form->addRow(tr("Friends that made &way:"), m_friendsMoved);
    m_causeNote = new QLabel(this);
    m_causeNote->setObjectName(QStringLiteral("causeNote"));
    m_causeNote->setWordWrap(true);
    form->addRow(m_causeNote);
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] { askFormChanged(); });
    connect(m_cause, &QComboBox::currentIndexChanged, this, [this] { askFormChanged(); });
    connect(m_friendsMoved, &QSpinBox::valueChanged, this, [this] { askFormChanged(); });
}

QString ConfusionPage::title()
{
    return tr("A test for confusion");
}

QString ConfusionPage::menuText()
{
    return tr("Test for Confusio&n...");
}

void ConfusionPage::refill()
{
    fillCombo(m_unit, unitsOf(Side::first(), false) + unitsOf(Side::second(), false),
              [](const Unit &) { return std::optional<Error>(); });
}

std::optional<ActionInput> ConfusionPage::action(QString &missing) const
{
    const auto unit = selected(m_unit);
    if (!unit) {
        missing = tr("Pick the unit.");
        return std::nullopt;
    }
    const auto cause = ConfusionCause(m_cause->currentData().toInt());
    return ConfusionTestAction{*unit, cause, cause == ConfusionCause::ForcedFriendsAside ? m_friendsMoved->value() : 1};
}

void ConfusionPage::showNotes()
{
    const auto cause = ConfusionCause(m_cause->currentData().toInt());
    m_friendsMoved->setEnabled(cause == ConfusionCause::ForcedFriendsAside);
    const QString ends = ConfusionText::ends(cause);
    if (!confusionNeedsRoll(cause))
        m_causeNote->setText(tr("It is confused at once, %1.").arg(ends));
    else if (cause == ConfusionCause::ForcedFriendsAside)
        m_causeNote->setText(
            tr("Roll a D6 for each friend that made way: a %1 confuses it, %2.").arg(ConfusionTestScore).arg(ends));
    else
        m_causeNote->setText(tr("Roll a D6: a %1 confuses it, %2.").arg(ConfusionTestScore).arg(ends));
}

QString ConfusionPage::referenceKey() const
{
    return QStringLiteral("confusion");
}

void ConfusionPage::setCause(ConfusionCause cause)
{
    m_cause->setCurrentIndex(m_cause->findData(int(cause)));
}

} // namespace wm
