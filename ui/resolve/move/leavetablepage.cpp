// SPDX-License-Identifier: GPL-3.0-or-later
#include "leavetablepage.h"

#include "core/rules/leavetable.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>

namespace wm {

LeaveTablePage::LeaveTablePage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_leaver = new QComboBox(this);
    m_leaver->setObjectName(QStringLiteral("leaverCombo"));
    form->addRow(tr("&Unit:"), m_leaver);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("leaveNote"));
    m_note->setWordWrap(true);
    form->addRow(m_note);
    connect(m_leaver, &QComboBox::currentIndexChanged, this, [this] { askFormChanged(); });
}

QString LeaveTablePage::title()
{
    return tr("A unit leaving the table");
}

QString LeaveTablePage::menuText()
{
    return tr("&Leave the Table...");
}

void LeaveTablePage::refill()
{
    const Battle &battle = game().battle();
    fillCombo(m_leaver, unitsOf(Side::first(), false) + unitsOf(Side::second(), false),
              [](const Unit &u) { return whyCannotLeaveTable(u); });
    m_note->setText(battle.ruleset().unitsLeavingTableDestroyed
                        ? tr("In %1 a unit that leaves the table is destroyed.").arg(battle.ruleset().name())
                        : tr("In %1 it rolls a D6 to return, -1 for each stand it has lost; the unit is "
                             "marked off the table with the score, for you to read its row.")
                              .arg(battle.ruleset().name()));
}

std::optional<ActionInput> LeaveTablePage::action(QString &missing) const
{
    const auto unit = selected(m_leaver);
    if (!unit) {
        missing = tr("Pick the unit that left the table.");
        return std::nullopt;
    }
    return LeaveTableAction{*unit};
}

QString LeaveTablePage::referenceKey() const
{
    return QStringLiteral("moves");
}

} // namespace wm
