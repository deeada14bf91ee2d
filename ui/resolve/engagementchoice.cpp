// SPDX-License-Identifier: GPL-3.0-or-later
#include "engagementchoice.h"

#include "core/game/battle.h"

namespace wm {

EngagementChoice::EngagementChoice(QWidget *parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("engagementChoice"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setToolTip(tr("Each engagement is fought to its end before the next; the player whose turn it is "
                  "chooses the order"));
    connect(this, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && index < m_engagements.size())
            Q_EMIT engagementChosen(m_engagements.at(index));
    });
}

void EngagementChoice::setEngagements(const Battle &battle, const QList<Engagement> &engagements,
                                      const std::optional<Engagement> &shown)
{
    m_engagements = engagements;
    clear();
    for (const Engagement &e : engagements)
        addItem(label(battle, e));
    setCurrentIndex(shown ? int(engagements.indexOf(*shown)) : -1);
    setVisible(!engagements.isEmpty());
}

std::optional<Engagement> EngagementChoice::engagement() const
{
    const int index = currentIndex();
    if (index < 0 || index >= m_engagements.size())
        return std::nullopt;
    return m_engagements.at(index);
}

QString EngagementChoice::label(const Battle &battle, const Engagement &engagement) const
{
    PerSide<QStringList> names;
    for (Side army : Side::both()) {
        for (UnitId id : engagement.units[army])
            names[army].append(battle.unitName(id));
    }
    const Side active = battle.activeSide();
    QString units = tr("%1 against %2").arg(names[active].join(tr(", ")), names[active.opponent()].join(tr(", ")));
    if (engagement.contactsUnknown)
        return tr("Engaged, enemies not recorded: %1; %2")
            .arg(names[active].join(tr(", ")), names[active.opponent()].join(tr(", ")));
    if (engagement.fought)
        return tr("%1 (fought this phase)").arg(units);
    if (engagement.round > 1)
        return tr("%1 (round %2)").arg(units).arg(engagement.round);
    return units;
}

} // namespace wm
