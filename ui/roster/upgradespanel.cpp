// SPDX-License-Identifier: GPL-3.0-or-later
#include "upgradespanel.h"

#include "core/armies/armylist.h"
#include "core/armies/magicitems.h"
#include "core/roster/roster.h"
#include "core/roster/rosterunits.h"
#include "ui/roster/rostertext.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QStandardItemModel>

#include <algorithm>

namespace wm {

namespace {

constexpr int UpgradeIdRole = Qt::UserRole;
// On a row that adds a stand of another entry (Skirmishers) instead of an upgrade: that entry's id.
constexpr int StandsUnitIdRole = Qt::UserRole + 1;

} // namespace

UpgradesPanel::UpgradesPanel(QLabel *hint, QListWidget *list, QComboBox *magicItems, QObject *parent)
    : QObject(parent)
    , m_hint(hint)
    , m_list(list)
    , m_magicItems(magicItems)
{
    // Only the player's ticks arrive here: the list is filled with its signals blocked.
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const bool taken = item->checkState() == Qt::Checked;
        if (const QString stands = item->data(StandsUnitIdRole).toString(); !stands.isEmpty())
            Q_EMIT attachedStandToggled(stands, taken);
        else
            Q_EMIT toggled(item->data(UpgradeIdRole).toString(), taken);
    });
    // activated() is the player's choice alone, never the box being filled.
    connect(m_magicItems, &QComboBox::activated, this,
            [this](int index) { Q_EMIT magicItemChosen(m_magicItems->itemData(index).toString()); });
}

void UpgradesPanel::showMagicItems(const Roster &roster, int row, const ArmyList *list, const MagicItems *magicItems)
{
    const RosterUnit *unit = row >= 0 && row < roster.units.size() ? &roster.units.at(row) : nullptr;
    // Core says what the unit may carry, and what others already carry.
    const QList<RosterUnits::MagicItemChoice> choices =
        unit && list && magicItems ? RosterUnits::magicItemChoices(roster, row, *list, *magicItems)
                                   : QList<RosterUnits::MagicItemChoice>();

    const QSignalBlocker blocker(m_magicItems);
    m_magicItems->clear();
    m_magicItems->addItem(tr("None"), QString());
    auto *model = qobject_cast<QStandardItemModel *>(m_magicItems->model());
    for (const RosterUnits::MagicItemChoice &choice : choices) {
        m_magicItems->addItem(RosterText::magicItemChoice(choice.item, choice.points), enumKey(choice.item));
        const int index = m_magicItems->count() - 1;
        QStringList tip{MagicItemText::kindName(magicItemKind(choice.item)), MagicItemText::summary(choice.item)};
        if (!choice.takenBy.isEmpty()) {
            tip.prepend(tr("Already carried by %1: an army carries no more of it.")
                            .arg(choice.takenBy.join(QStringLiteral(", "))));
            // Shown, so that the player sees why it cannot be had, but not to be chosen.
            if (model && unit->profile.magicItem != choice.item)
                model->item(index)->setEnabled(false);
        }
        m_magicItems->setItemData(index, tip.join(QLatin1Char('\n')), Qt::ToolTipRole);
    }
    const int current = unit && unit->profile.magicItem ? m_magicItems->findData(enumKey(*unit->profile.magicItem)) : 0;
    m_magicItems->setCurrentIndex(std::max(current, 0));
    m_magicItems->setEnabled(!choices.isEmpty());

    QString why;
    if (!unit)
        why = tr("Select a unit of the roster to choose its magic item.");
    else if (unit->isCustom())
        why = tr("A unit typed in carries no magic item.");
    else if (!magicItems)
        why = tr("wmassist has no magic items for this ruleset.");
    else if (!list || !list->unit(unit->unitId))
        why = tr("The army list has no unit \"%1\", so the magic items it may carry are unknown.").arg(unit->unitId);
    else if (choices.isEmpty())
        why = tr("%1 may carry no magic item.").arg(unit->displayName());
    else if (unit->profile.magicItem)
        why = RosterText::magicItemLine(unit->profile);
    else
        why = tr("The magic item %1 carries, if any.").arg(unit->displayName());
    m_magicItems->setToolTip(why);
}

void UpgradesPanel::show(const RosterUnit *unit, const ArmyList *list)
{
    const bool listed = unit && list && list->unit(unit->unitId);
    // Core says what the unit may take, with any it took that the list no longer offers.
    const QStringList upgradeIds = listed ? RosterUnits::upgradeChoices(*list, *unit) : QStringList();
    const QList<const ArmyUnit *> stands =
        listed ? RosterUnits::attachableStands(*list, *unit) : QList<const ArmyUnit *>();
    // One row an upgrade, then one a stand it may add; the stands' rows hold their unit's id.
    QStringList ids = upgradeIds;
    for (const ArmyUnit *s : stands)
        ids.append(s->id);

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
        for (const QString &id : std::as_const(upgradeIds)) {
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
        for (const ArmyUnit *standsUnit : stands) {
            auto *item = new QListWidgetItem(m_list);
            item->setData(UpgradeIdRole, standsUnit->id);
            item->setData(StandsUnitIdRole, standsUnit->id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            item->setText(
                tr("One stand of %1 (%2 points)").arg(standsUnit->name(), RosterText::pointsDelta(standsUnit->points)));
            QStringList tip{tr("Added to the unit: it fights, shoots and is lost with it.")};
            for (const SpecialRule &rule : standsUnit->profile.rules)
                tip.append(rule.summary());
            item->setToolTip(tip.join(QLatin1Char('\n')));
        }
    }
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const QString standsId = item->data(StandsUnitIdRole).toString();
        const bool taken = standsId.isEmpty() ? unit && unit->upgrades.contains(item->data(UpgradeIdRole).toString())
                                              : unit && unit->attachedUnitId == standsId;
        const Qt::CheckState state = taken ? Qt::Checked : Qt::Unchecked;
        if (item->checkState() != state)
            item->setCheckState(state);
    }
}

} // namespace wm
