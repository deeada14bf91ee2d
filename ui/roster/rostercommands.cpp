// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostercommands.h"

#include "ui/roster/rostermodel.h"

#include <utility>

namespace wm {

RosterCommand::RosterCommand(RosterModel &model, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_model(model)
{
}

void RosterCommand::insertUnit(int row, const RosterUnit &unit)
{
    m_model.insertUnitNow(row, unit);
}

RosterUnit RosterCommand::takeUnit(int row)
{
    return m_model.takeUnitNow(row);
}

void RosterCommand::setUnit(int row, const RosterUnit &unit)
{
    m_model.setUnitNow(row, unit);
}

const RosterUnit &RosterCommand::unit(int row) const
{
    return m_model.roster().units.at(row);
}

void RosterCommand::moveUnit(int row, int to)
{
    m_model.moveUnitNow(row, to);
}

void RosterCommand::swapRoster(Roster &roster, std::optional<RosterId> &id)
{
    m_model.swapRosterNow(roster, id);
}

void RosterCommand::setName(const QString &name)
{
    m_model.setNameNow(name);
}

void RosterCommand::setPointsLimit(int limit)
{
    m_model.setPointsLimitNow(limit);
}

const Roster &RosterCommand::roster() const
{
    return m_model.roster();
}

AddUnitCommand::AddUnitCommand(RosterModel &model, int row, const RosterUnit &unit, const QString &text)
    : RosterCommand(model, text)
    , m_row(row)
    , m_unit(unit)
{
}

void AddUnitCommand::redo()
{
    insertUnit(m_row, m_unit);
}

void AddUnitCommand::undo()
{
    takeUnit(m_row);
}

RemoveUnitCommand::RemoveUnitCommand(RosterModel &model, int row, const QString &text, QUndoCommand *parent)
    : RosterCommand(model, text, parent)
    , m_row(row)
{
}

void RemoveUnitCommand::redo()
{
    m_unit = takeUnit(m_row);
}

void RemoveUnitCommand::undo()
{
    insertUnit(m_row, m_unit);
}

SetUnitCommand::SetUnitCommand(RosterModel &model, int row, const RosterUnit &unit, const QString &text)
    : RosterCommand(model, text)
    , m_row(row)
    , m_unit(unit)
{
}

void SetUnitCommand::redo()
{
    RosterUnit previous = unit(m_row);
    setUnit(m_row, m_unit);
    m_unit = std::move(previous);
}

MoveUnitCommand::MoveUnitCommand(RosterModel &model, int row, int to, const QString &text)
    : RosterCommand(model, text)
    , m_row(row)
    , m_to(to)
{
}

void MoveUnitCommand::redo()
{
    moveUnit(m_row, m_to);
}

void MoveUnitCommand::undo()
{
    moveUnit(m_to, m_row);
}

ReplaceRosterCommand::ReplaceRosterCommand(RosterModel &model, const Roster &roster, std::optional<RosterId> id,
                                           const QString &text)
    : RosterCommand(model, text)
    , m_roster(roster)
    , m_id(id)
{
}

void ReplaceRosterCommand::redo()
{
    swapRoster(m_roster, m_id);
}

RenameRosterCommand::RenameRosterCommand(RosterModel &model, const QString &name, const QString &text)
    : RosterCommand(model, text)
    , m_name(name)
{
}

void RenameRosterCommand::redo()
{
    const QString previous = roster().name;
    setName(m_name);
    m_name = previous;
}

SetPointsLimitCommand::SetPointsLimitCommand(RosterModel &model, int limit, const QString &text)
    : RosterCommand(model, text)
    , m_old(model.roster().pointsLimit)
    , m_new(limit)
{
}

void SetPointsLimitCommand::redo()
{
    setPointsLimit(m_new);
}

void SetPointsLimitCommand::undo()
{
    setPointsLimit(m_old);
}

bool SetPointsLimitCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetPointsLimitCommand *>(other);
    m_new = next->m_new;
    setText(next->text());
    // Back where it started: nothing left to undo.
    setObsolete(m_old == m_new);
    return true;
}

} // namespace wm
