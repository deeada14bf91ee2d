// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostermodel.h"

#include "core/limits.h"
#include "ui/roster/rostercommands.h"
#include "ui/roster/rostertext.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>
#include <QUndoStack>

#include <algorithm>
#include <functional>
#include <utility>

namespace wm {

RosterModel::RosterModel(const ArmyLists &lists, QUndoStack *stack, QObject *parent)
    : QAbstractTableModel(parent)
    , m_lists(lists)
    , m_stack(stack)
{
    m_report = RosterCheck::check(m_roster, list(), magicItems());
}

const ArmyList *RosterModel::list() const
{
    return m_roster.armyKey.isEmpty() ? nullptr : m_lists.find(m_roster.ruleset, m_roster.armyKey);
}

const MagicItems *RosterModel::magicItems() const
{
    return m_lists.magicItems(m_roster.ruleset);
}

void RosterModel::reset(const Roster &roster, std::optional<RosterId> id)
{
    beginResetModel();
    m_roster = roster;
    m_storedId = id;
    endResetModel();
    changed();
}

void RosterModel::setStoredId(std::optional<RosterId> id)
{
    m_storedId = id;
    Q_EMIT rosterChanged();
}

void RosterModel::addUnit(const RosterUnit &unit, const QString &text, int row)
{
    const int last = int(m_roster.units.size());
    m_stack->push(new AddUnitCommand(*this, row < 0 || row > last ? last : row, unit, text));
}

void RosterModel::removeUnits(QList<int> rows)
{
    // From the last row up, so that the rows still to go keep their numbers.
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    rows.removeIf([this](int row) { return row < 0 || row >= m_roster.units.size(); });
    if (rows.isEmpty())
        return;
    if (rows.size() == 1) {
        const int row = rows.first();
        m_stack->push(new RemoveUnitCommand(*this, row, tr("Remove %1").arg(m_roster.units.at(row).displayName())));
        return;
    }
    auto *all = new QUndoCommand(tr("Remove the selected units"));
    for (int row : std::as_const(rows))
        new RemoveUnitCommand(*this, row, tr("Remove %1").arg(m_roster.units.at(row).displayName()), all);
    m_stack->push(all);
}

void RosterModel::setUnit(int row, const RosterUnit &unit, const QString &text)
{
    if (row < 0 || row >= m_roster.units.size() || m_roster.units.at(row) == unit)
        return;
    m_stack->push(new SetUnitCommand(*this, row, unit, text));
}

void RosterModel::moveUnit(int row, int to)
{
    if (row < 0 || row >= m_roster.units.size() || to < 0 || to >= m_roster.units.size() || row == to)
        return;
    const QString name = m_roster.units.at(row).displayName();
    m_stack->push(
        new MoveUnitCommand(*this, row, to, to < row ? tr("Move %1 up").arg(name) : tr("Move %1 down").arg(name)));
}

void RosterModel::replaceRoster(const Roster &roster, std::optional<RosterId> id, const QString &text)
{
    m_stack->push(new ReplaceRosterCommand(*this, roster, id, text));
}

void RosterModel::rename(const QString &name)
{
    if (name == m_roster.name)
        return;
    m_stack->push(new RenameRosterCommand(*this, name, tr("Rename roster")));
}

void RosterModel::setPointsLimit(int limit)
{
    if (limit == m_roster.pointsLimit)
        return;
    m_stack->push(new SetPointsLimitCommand(*this, limit, tr("Set points limit to %1").arg(QLocale().toString(limit))));
}

QList<int> RosterModel::rowsConcerned(const RosterWarning &warning) const
{
    if (warning.rosterIndex >= 0)
        return {warning.rosterIndex};
    QList<int> rows;
    for (int row = 0; row < m_roster.units.size(); ++row) {
        const RosterUnit &u = m_roster.units.at(row);
        const bool concerned = warning.magicItem             ? u.profile.magicItem == warning.magicItem
                               : warning.upgradeId.isEmpty() ? !warning.unitId.isEmpty() && u.unitId == warning.unitId
                                                             : u.upgrades.contains(warning.upgradeId);
        if (concerned)
            rows.append(row);
    }
    return rows;
}

QStringList RosterModel::warningsOf(int row) const
{
    QStringList messages;
    for (const RosterWarning &w : m_report.warnings) {
        if (rowsConcerned(w).contains(row))
            messages.append(w.message);
    }
    return messages;
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_roster.units.size());
}

int RosterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RosterUnit &unit = m_roster.units.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case UnitColumn:
            return unit.profile.name;
        case LabelColumn:
            return unit.label;
        case TypeColumn:
            return UnitTypeText::name(unit.profile.type);
        case UpgradesColumn:
            return RosterText::upgradeNames(unit, list());
        case PointsColumn:
            return role == Qt::EditRole ? QVariant(unit.points) : QVariant(QLocale().toString(unit.points));
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == UnitColumn && !warningsOf(index.row()).isEmpty())
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        break;
    case Qt::ToolTipRole: {
        if (index.column() == LabelColumn)
            return tr("The name that matches the unit to its miniatures; double-click to change it.");
        QStringList lines{RosterText::profileLines(unit.profile)};
        if (unit.isCustom())
            lines.prepend(tr("A unit typed in by the player."));
        if (unit.profile.magicItem)
            lines.append(RosterText::magicItemLine(unit.profile));
        lines += warningsOf(index.row());
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::TextAlignmentRole:
        if (index.column() == PointsColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

bool RosterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != LabelColumn ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    RosterUnit unit = m_roster.units.at(index.row());
    // As long as a roster file keeps: the editor stops typing there, and a pasted label is cut there.
    const QString label = value.toString().trimmed().left(Limits::NameLength);
    if (label == unit.label)
        return true;
    // Named after the kind of unit: the label it had may be the very thing being changed.
    const QString text = tr("Label %1").arg(unit.profile.name);
    unit.label = label;
    setUnit(index.row(), unit, text);
    return true;
}

Qt::ItemFlags RosterModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == LabelColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case UnitColumn:
        return tr("Unit");
    case LabelColumn:
        return tr("Label");
    case TypeColumn:
        return tr("Type");
    case UpgradesColumn:
        return tr("Upgrades and item");
    case PointsColumn:
        return tr("Points");
    }
    return {};
}

void RosterModel::insertUnitNow(int row, const RosterUnit &unit)
{
    beginInsertRows({}, row, row);
    m_roster.units.insert(row, unit);
    endInsertRows();
    changed();
}

RosterUnit RosterModel::takeUnitNow(int row)
{
    beginRemoveRows({}, row, row);
    RosterUnit unit = m_roster.units.takeAt(row);
    endRemoveRows();
    changed();
    return unit;
}

void RosterModel::setUnitNow(int row, const RosterUnit &unit)
{
    m_roster.units[row] = unit;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    changed();
}

void RosterModel::moveUnitNow(int row, int to)
{
    // beginMoveRows() names the row the unit goes before, as it is before the move.
    beginMoveRows({}, row, row, {}, to > row ? to + 1 : to);
    m_roster.units.move(row, to);
    endMoveRows();
    changed();
}

void RosterModel::swapRosterNow(Roster &roster, std::optional<RosterId> &id)
{
    beginResetModel();
    std::swap(m_roster, roster);
    std::swap(m_storedId, id);
    endResetModel();
    changed();
}

void RosterModel::setNameNow(const QString &name)
{
    m_roster.name = name;
    changed();
}

void RosterModel::setPointsLimitNow(int limit)
{
    m_roster.pointsLimit = limit;
    changed();
}

void RosterModel::changed()
{
    const RosterReport before = m_report;
    m_report = RosterCheck::check(m_roster, list(), magicItems());
    // The warning icons follow the warnings; a unit's own row changes anyway.
    if (before.warnings != m_report.warnings && !m_roster.units.isEmpty())
        Q_EMIT dataChanged(index(0, UnitColumn), index(rowCount() - 1, UnitColumn),
                           {Qt::DecorationRole, Qt::ToolTipRole});
    Q_EMIT rosterChanged();
}

} // namespace wm
