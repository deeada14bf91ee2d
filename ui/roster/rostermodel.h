// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylists.h"
#include "core/roster/roster.h"
#include "core/roster/rostercheck.h"
#include "core/storage/rosterstore.h"

#include <QAbstractTableModel>

#include <optional>

class QUndoStack;

namespace wm {

// The roster being edited, and the table of its units. Every change a player makes goes through
// the undo stack: the edits below push a command named after the action, and only the commands
// change the roster (Tiled's way), so that undo restores exactly what an edit did. The roster is
// checked again after every change; report() holds what the check found.
class RosterModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        UnitColumn,
        LabelColumn,
        TypeColumn,
        UpgradesColumn,
        PointsColumn,
        ColumnCount
    };

    // `lists` must outlive the model; `stack` is where the edits go.
    RosterModel(const ArmyLists &lists, QUndoStack *stack, QObject *parent = nullptr);

    const Roster &roster() const { return m_roster; }
    // Where the roster is kept in the RosterStore; nothing until it is saved.
    std::optional<RosterId> storedId() const { return m_storedId; }
    // The army list the roster is built from; nullptr for units typed in or a list wmassist lacks.
    const ArmyList *list() const;
    // The magic items of the roster's ruleset; nullptr when wmassist has none for it.
    const MagicItems *magicItems() const;
    const RosterReport &report() const { return m_report; }
    // The rows a warning concerns: the unit it names, or every unit of the kind, with the upgrade or
    // carrying the magic item.
    QList<int> rowsConcerned(const RosterWarning &warning) const;

    // Starts over with this roster, outside the undo stack (a roster opened or a new one): the
    // caller clears the stack.
    void reset(const Roster &roster, std::optional<RosterId> id);
    // The roster was saved under `id`: a later save replaces it.
    void setStoredId(std::optional<RosterId> id);

    // Edits, each one undoable command.
    // At `row`, or after the last unit when it is -1.
    void addUnit(const RosterUnit &unit, const QString &text, int row = -1);
    void removeUnits(QList<int> rows);
    void setUnit(int row, const RosterUnit &unit, const QString &text);
    void moveUnit(int row, int to);
    void replaceRoster(const Roster &roster, std::optional<RosterId> id, const QString &text);
    void rename(const QString &name);
    void setPointsLimit(int limit);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // Pushes a command, as every edit does; the label is the one field edited in place.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // Anything about the roster changed: a unit, its name, its limit, its list or where it is kept.
    void rosterChanged();

private:
    // What the commands do to the roster; nothing else calls these.
    friend class RosterCommand;
    void insertUnitNow(int row, const RosterUnit &unit);
    RosterUnit takeUnitNow(int row);
    void setUnitNow(int row, const RosterUnit &unit);
    void moveUnitNow(int row, int to);
    // Swaps in another whole roster and where it is kept, handing back the ones it replaced.
    void swapRosterNow(Roster &roster, std::optional<RosterId> &id);
    void setNameNow(const QString &name);
    void setPointsLimitNow(int limit);
    void changed();
    QStringList warningsOf(int row) const;

    const ArmyLists &m_lists;
    QUndoStack *m_stack;
    Roster m_roster;
    std::optional<RosterId> m_storedId;
    RosterReport m_report;
};

} // namespace wm
