// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/buildingdamage.h"
#include "ui/resolve/resolverdialog.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace wm {

// The Special Tables resolver: a unit, one of the special tables of the game's ruleset, the roll (or
// the score another roll gave: the double a Flame Cannon rolled; against a building, what was hit
// and how often, for its damage dice), and the row it finds, highlighted in the table's rows, with what it does to the
// unit.
class TableDialog : public ResolverDialog
{
    Q_OBJECT

public:
    // `unit` is the unit rolled for; its own table (a misfire, a malfunction) is picked for it.
    TableDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                QWidget *parent = nullptr);

    // The roll the form describes; nothing while no unit is picked.
    std::optional<TableRollAction> tableRoll() const;
    // The row of the rows table found by the roll or the score, if any yet.
    std::optional<int> highlightedRow() const { return m_highlighted; }
    QTableWidget *rowsView() const { return m_rows; }
    // The table picked, if any.
    std::optional<TableId> selectedTable() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The form's parts, built in the order they take the focus.
    QGroupBox *buildPickBox(QWidget *form);
    QGroupBox *buildRowsBox(QWidget *form);
    void connectForm(GameController &game);
    void fillUnits(std::optional<UnitId> preferred);
    void fillTables(std::optional<TableId> preferred);
    void showTable();
    void showScoreInputs();
    void showFound();
    void fitRows();
    void formChanged();
    void refreshFromGame();
    std::optional<UnitId> selectedUnit() const;

    QComboBox *m_unit = nullptr;
    QComboBox *m_table = nullptr;
    QLabel *m_source = nullptr;
    QWidget *m_doubleRow = nullptr;
    QSpinBox *m_double = nullptr;
    QWidget *m_buildingRow = nullptr;
    QComboBox *m_buildingKind = nullptr;
    QCheckBox *m_damaged = nullptr;
    QSpinBox *m_hits = nullptr; // hits on a building: its damage dice
    QLabel *m_scoreText = nullptr;
    QLabel *m_found = nullptr;
    QTableWidget *m_rows = nullptr;
    std::optional<int> m_highlighted;
    int m_fittedWidth = -1; // the width the rows were last fitted to
};

} // namespace wm
