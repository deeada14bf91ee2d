// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roster/roster.h"
#include "core/storage/rosterstore.h"

#include <QUndoCommand>

#include <optional>

namespace wm {

class RosterModel;

// The base of every roster edit: the one way into the model's changes, so that a change that
// is not a command on the stack cannot be written by mistake. Each command is named after the
// action ("Add Halberdiers") by the edit that makes it.
class RosterCommand : public QUndoCommand
{
protected:
    RosterCommand(RosterModel &model, const QString &text, QUndoCommand *parent = nullptr);

    void insertUnit(int row, const RosterUnit &unit);
    RosterUnit takeUnit(int row);
    void setUnit(int row, const RosterUnit &unit);
    const RosterUnit &unit(int row) const;
    void moveUnit(int row, int to);
    void swapRoster(Roster &roster, std::optional<RosterId> &id);
    void setName(const QString &name);
    void setPointsLimit(int limit);
    const Roster &roster() const;

private:
    RosterModel &m_model;
};

class AddUnitCommand final : public RosterCommand
{
public:
    AddUnitCommand(RosterModel &model, int row, const RosterUnit &unit, const QString &text);
    void redo() override;
    void undo() override;

private:
    int m_row;
    RosterUnit m_unit;
};

class RemoveUnitCommand final : public RosterCommand
{
public:
    RemoveUnitCommand(RosterModel &model, int row, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    int m_row;
    RosterUnit m_unit; // filled when the unit is taken out
};

// A unit changed in place: its label, its upgrades.
class SetUnitCommand final : public RosterCommand
{
public:
    SetUnitCommand(RosterModel &model, int row, const RosterUnit &unit, const QString &text);
    void redo() override;
    void undo() override { redo(); }

private:
    int m_row;
    RosterUnit m_unit; // the one to swap in next
};

class MoveUnitCommand final : public RosterCommand
{
public:
    MoveUnitCommand(RosterModel &model, int row, int to, const QString &text);
    void redo() override;
    void undo() override;

private:
    int m_row;
    int m_to;
};

// The whole roster at once: an import, another army list or ruleset. Where the roster is kept is
// part of it, so that an imported roster is saved as a new one and undoing the import brings back
// the roster that was open, kept where it was.
class ReplaceRosterCommand final : public RosterCommand
{
public:
    ReplaceRosterCommand(RosterModel &model, const Roster &roster, std::optional<RosterId> id, const QString &text);
    void redo() override;
    void undo() override { redo(); }

private:
    Roster m_roster; // the one to swap in next
    std::optional<RosterId> m_id;
};

class RenameRosterCommand final : public RosterCommand
{
public:
    RenameRosterCommand(RosterModel &model, const QString &name, const QString &text);
    void redo() override;
    void undo() override { redo(); }

private:
    QString m_name; // the one to swap in next
};

// Clicking through the spin box's steps is one change to undo, not one for every step.
class SetPointsLimitCommand final : public RosterCommand
{
public:
    SetPointsLimitCommand(RosterModel &model, int limit, const QString &text);
    void redo() override;
    void undo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_old;
    int m_new;
};

} // namespace wm
