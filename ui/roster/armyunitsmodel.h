// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"

#include <QAbstractTableModel>

namespace wm {

// The units of one army list, as a player picks from them: name, type, points and how many may be
// fielded per full 1000 points; the unit's notes and profile are its tooltip.
class ArmyUnitsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        TypeColumn,
        PointsColumn,
        PerThousandColumn,
        ColumnCount
    };
    // The army-list id of the unit a row shows ("empire:halberdiers").
    static constexpr int UnitIdRole = Qt::UserRole + 1;

    explicit ArmyUnitsModel(QObject *parent = nullptr);

    // Shows the units of `list`, or none. The list is copied: army lists are small, and the model
    // must not point into lists that may be reloaded.
    void setList(const ArmyList *list);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Stands the list adds to other units (Skirmishers) are shown but cannot be picked as units: they
    // are ticked on the unit they join.
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    QList<ArmyUnit> m_units;
};

} // namespace wm
