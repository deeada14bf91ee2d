// SPDX-License-Identifier: GPL-3.0-or-later
#include "upgradespanel.h"

#include "core/armies/armylist.h"
#include "core/roster/roster.h"
#include "core/roster/rosterunits.h"
#include "ui/roster/rostertext.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>

namespace wm {

namespace {

constexpr int UpgradeIdRole = Qt::UserRole;

} // namespace

UpgradesPanel::UpgradesPanel(QLabel *hint, QListWidget *list, QObject *parent)
    : QObject(parent)
    , m_hint(hint)
    , m_list(list)
{
    // Only the player's ticks arrive here: the list is filled with its signals blocked.
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        Q_EMIT toggled(item->data(UpgradeIdRole).toString(), item->checkState() == Qt::Checked);
    });
}

void UpgradesPanel::show(const RosterUnit *unit, const ArmyList *list)
{
    const bool listed = unit && list && list->unit(unit->unitId);
    // Core says what the unit may take, with any it took that the list no longer offers.
    const QStringList ids = listed ? RosterUnits::upgradeChoices(*list, *unit) : QStringList();

    QString hint;
    if (!unit)
        hint = tr("Select a unit of the roster to see the upgrades it may take.");
    else if (unit->isCustom())
        hint = tr("A unit typed in takes no upgrades.");
    else if (!listed)
        hint = tr("The army list has no unit \"%1\", so its upgrades are unknown.").arg(unit->unitId);
    else if (ids.isEmpty())
        hint = tr("%1 takes no upgrades.").arg(unit->profile.name);
    else
        hint = tr("What %1 may take:").arg(unit->displayName());
    m_hint->setText(hint);
    m_hint->setToolTip(hint); // in full, should the group be too narrow for it
    m_list->setEnabled(!ids.isEmpty());

    const QSignalBlocker blocker(m_list);
    // The same upgrades as shown: only their states change, so the list keeps its place, and the
    // item the player just ticked is not deleted under them.
    bool same = m_list->count() == ids.size();
    for (int i = 0; same && i < m_list->count(); ++i)
        same = m_list->item(i)->data(UpgradeIdRole).toString() == ids.at(i);
    if (!same) {
        m_list->clear();
        for (const QString &id : ids) {
            const ArmyUpgrade *upgrade = list->upgrade(id);
            auto *item = new QListWidgetItem(m_list);
            item->setData(UpgradeIdRole, id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked); // without a state, no box is drawn to tick
            if (!upgrade) {
                item->setText(id);
                continue;
            }
            item->setText(tr("%1 (%2 points)").arg(upgrade->name, RosterText::pointsDelta(upgrade->pointsDelta)));
            QStringList tip{UpgradeKindText::name(upgrade->kind)};
            if (upgrade->maxPer1000)
                tip.append(tr("At most %1 per full 1000 points.").arg(*upgrade->maxPer1000));
            if (upgrade->armyMax)
                tip.append(tr("At most %1 in the army.").arg(*upgrade->armyMax));
            for (const SpecialRule &rule : upgrade->rules)
                tip.append(rule.summary());
            item->setToolTip(tip.join(QLatin1Char('\n')));
        }
    }
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const Qt::CheckState state =
            unit && unit->upgrades.contains(item->data(UpgradeIdRole).toString()) ? Qt::Checked : Qt::Unchecked;
        if (item->checkState() != state)
            item->setCheckState(state);
    }
}

} // namespace wm
