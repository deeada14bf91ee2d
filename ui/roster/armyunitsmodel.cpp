// SPDX-License-Identifier: GPL-3.0-or-later
#include "armyunitsmodel.h"

#include "ui/roster/rostertext.h"

#include <QLocale>

namespace wm {

ArmyUnitsModel::ArmyUnitsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ArmyUnitsModel::setList(const ArmyList *list)
{
    beginResetModel();
    m_units = list ? list->units : QList<ArmyUnit>();
    endResetModel();
}

int ArmyUnitsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_units.size());
}

int ArmyUnitsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ArmyUnitsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ArmyUnit &unit = m_units.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return unit.name();
        case TypeColumn:
            return UnitTypeText::name(unit.profile.type);
        case PointsColumn:
            return QLocale().toString(unit.points);
        case PerThousandColumn:
            return RosterText::perThousand(unit);
        }
        break;
    case Qt::ToolTipRole:
        if (!unit.addsStandsTo.isEmpty())
            return QString(tr("Not a unit of its own: select the unit it joins in the roster and tick it there.") +
                           QLatin1Char('\n') + RosterText::armyUnitTooltip(unit));
        return RosterText::armyUnitTooltip(unit);
    case Qt::TextAlignmentRole:
        if (index.column() == PointsColumn || index.column() == PerThousandColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case UnitIdRole:
        return unit.id;
    }
    return {};
}

Qt::ItemFlags ArmyUnitsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.row() < m_units.size() && !m_units.at(index.row()).addsStandsTo.isEmpty())
        f &= ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return f;
}

QVariant ArmyUnitsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Unit");
        case TypeColumn:
            return tr("Type");
        case PointsColumn:
            return tr("Points");
        case PerThousandColumn:
            return tr("Per 1000");
        }
    } else if (role == Qt::ToolTipRole && section == PerThousandColumn) {
        return tr("How many may be fielded per full 1000 points: at least, and at most.");
    }
    return {};
}

} // namespace wm
