// SPDX-License-Identifier: GPL-3.0-or-later
#include "movepage.h"

#include "core/limits.h"
#include "core/rules/movement.h"
#include "ui/resolve/resolverdialog.h"

#include <QComboBox>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>

namespace wm {

MovePage::MovePage(const MovePageLinks &links)
    : m_links(links)
{
}

QList<const Unit *> MovePage::unitsOf(Side side, bool characters) const
{
    QList<const Unit *> units;
    for (const Unit &u : game().battle().army(side)) {
        if (u.profile.isCharacter() == characters && !u.state.isDestroyed())
            units.append(&u);
    }
    return units;
}

QString MovePage::notNow() const
{
    return tr("not in the %1 phase").arg(Battle::phaseName(game().battle().phase()));
}

QListWidget *MovePage::checklist(const QString &name, QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setObjectName(name);
    // A few units are ticked at a time: the room below is the walk-through's.
    list->setMinimumHeight(120);
    list->setMaximumHeight(220);
    // A refused unit reads with its reason on its one line, the whole sentence in its tooltip: every
    // row is as tall as the next, so no reason that comes or goes moves a row under the pointer.
    list->setUniformItemSizes(true);
    list->setTextElideMode(Qt::ElideRight);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return list;
}

void MovePage::fillChecklist(QListWidget *list, const QList<const Unit *> &units,
                             const std::function<std::optional<Error>(const Unit &)> &why, const QList<UnitId> &keep)
{
    const QSignalBlocker blocker(list);
    list->clear();
    for (const Unit *u : units) {
        const std::optional<Error> refusal = why(*u);
        auto *item = new QListWidgetItem(refusal ? ResolverDialog::refusedText(*u, *refusal) : u->displayName(), list);
        item->setData(Qt::UserRole, u->id);
        if (refusal) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable));
            item->setToolTip(refusal->message);
        } else {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(keep.contains(u->id) ? Qt::Checked : Qt::Unchecked);
        }
    }
    showFirstTicked(list);
}

void MovePage::showFirstTicked(QListWidget *list)
{
    // A unit ticked for the player (the card it was opened from) is in sight, however long the army.
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            list->scrollToItem(list->item(i), QAbstractItemView::PositionAtCenter);
            return;
        }
    }
}

QList<UnitId> MovePage::checked(const QListWidget *list)
{
    QList<UnitId> ids;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            ids.append(list->item(i)->data(Qt::UserRole).value<UnitId>());
    }
    return ids;
}

void MovePage::tick(QListWidget *list, const QList<UnitId> &units)
{
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        if (item->flags() & Qt::ItemIsUserCheckable)
            item->setCheckState(units.contains(item->data(Qt::UserRole).value<UnitId>()) ? Qt::Checked : Qt::Unchecked);
    }
    showFirstTicked(list);
}

void MovePage::fillCombo(QComboBox *combo, const QList<const Unit *> &units,
                         const std::function<std::optional<Error>(const Unit &)> &why) const
{
    const QSignalBlocker blocker(combo);
    const QVariant current = combo->currentData();
    combo->clear();
    for (const Unit *u : units) {
        const std::optional<Error> refusal = why(*u);
        combo->addItem(refusal ? ResolverDialog::refusedText(*u, *refusal) : u->displayName(), u->id);
        if (refusal) {
            // Greyed: shown, so the player sees why it is not offered, but not chosen.
            combo->setItemData(combo->count() - 1, 0, Qt::UserRole - 1);
        }
    }
    // Keep the choice; otherwise the card's unit, otherwise the first allowed.
    int index = combo->findData(current);
    if (index < 0 && start())
        index = combo->findData(*start());
    if (index >= 0 && !(combo->itemData(index, Qt::UserRole - 1).isValid()))
        combo->setCurrentIndex(index);
    else {
        for (int i = 0; i < combo->count(); ++i) {
            if (!combo->itemData(i, Qt::UserRole - 1).isValid()) {
                combo->setCurrentIndex(i);
                break;
            }
        }
    }
}

std::optional<UnitId> MovePage::selected(const QComboBox *combo)
{
    if (combo->currentIndex() < 0 || !combo->currentData().isValid() ||
        combo->itemData(combo->currentIndex(), Qt::UserRole - 1).isValid())
        return std::nullopt;
    return combo->currentData().value<UnitId>();
}

QSpinBox *MovePage::nearestEnemySpin(const QString &name, QWidget *parent)
{
    // Measured at the table, optional: core refuses a unit farther than initiative reaches.
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(-1, Limits::DistanceCm);
    spin->setSpecialValueText(tr("not measured"));
    spin->setSuffix(tr(" cm"));
    spin->setValue(-1);
    spin->setToolTip(tr("Up to %1 cm from the closest enemy it can see moves on initiative. Characters may be "
                        "ignored, and so may enemies in a fortified position or across a barrier neither side can "
                        "pass within a full-pace move.")
                         .arg(InitiativeRangeCm));
    return spin;
}

std::optional<int> MovePage::measured(const QSpinBox *spin)
{
    return spin->value() < 0 ? std::nullopt : std::optional(spin->value());
}

} // namespace wm
