// SPDX-License-Identifier: GPL-3.0-or-later
#include "tabledialog.h"

#include "core/game/preview/tablepreview.h"
#include "core/rules/buildingdamage.h"
#include "core/rules/tables.h"
#include "ui/resolve/dicepanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace wm {

namespace {

// The scores a row covers as the printed tables give them: "4", "2-3", "7+".
QString scoresText(const TableRow &row)
{
    // The last row of the damage table has no top: any score from 7 up.
    if (row.to >= 99)
        return TableDialog::tr("%1+").arg(row.from);
    if (row.from == row.to)
        return QString::number(row.from);
    return TableDialog::tr("%1–%2").arg(row.from).arg(row.to);
}

} // namespace

TableDialog::TableDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                         QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
    setWindowTitle(tr("Roll on a Special Table"));

    auto *form = new QWidget;
    form->setObjectName(QStringLiteral("tableForm"));
    auto *layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);

    layout->addWidget(buildPickBox(form));
    layout->addWidget(buildRowsBox(form));

    setForm(form);

    fillUnits(unit);
    const Unit *given = unit ? this->game().battle().unit(*unit) : nullptr;
    fillTables(given ? ownTableOf(*given, this->game().battle().ruleset()) : std::nullopt);
    showTable();

    connectForm(game);
    formChanged();
    resize(820, 800);
}

QGroupBox *TableDialog::buildPickBox(QWidget *form)
{
    auto *pickBox = new QGroupBox(tr("What is rolled"), form);
    auto *pick = new QFormLayout(pickBox);
    m_unit = new QComboBox(pickBox);
    m_unit->setObjectName(QStringLiteral("unitCombo"));
    pick->addRow(tr("&Unit:"), m_unit);
    m_table = new QComboBox(pickBox);
    m_table->setObjectName(QStringLiteral("tableCombo"));
    pick->addRow(tr("&Table:"), m_table);

    // A Flame Cannon's table is read by the double it rolled for its attacks.
    m_doubleRow = new QWidget(pickBox);
    auto *doubleLayout = new QHBoxLayout(m_doubleRow);
    doubleLayout->setContentsMargins(0, 0, 0, 0);
    m_double = new QSpinBox(m_doubleRow);
    m_double->setObjectName(QStringLiteral("doubleSpin"));
    m_double->setRange(1, 6);
    m_double->setPrefix(tr("double "));
    doubleLayout->addWidget(m_double);
    doubleLayout->addWidget(new QLabel(tr("as rolled for its 2D6 attacks"), m_doubleRow), 1);
    pick->addRow(tr("&Double rolled:"), m_doubleRow);

    // Damage to a building: what was hit and how often; the damage dice, one a hit, are rolled below.
    m_buildingRow = new QWidget(pickBox);
    auto *buildingLayout = new QHBoxLayout(m_buildingRow);
    buildingLayout->setContentsMargins(0, 0, 0, 0);
    m_buildingKind = new QComboBox(m_buildingRow);
    m_buildingKind->setObjectName(QStringLiteral("buildingKindCombo"));
    for (BuildingKind kind : AllBuildingKinds)
        m_buildingKind->addItem(BuildingKindText::name(kind), int(kind));
    buildingLayout->addWidget(m_buildingKind);
    m_damaged = new QCheckBox(tr("Already d&amaged"), m_buildingRow);
    m_damaged->setObjectName(QStringLiteral("damagedCheck"));
    buildingLayout->addWidget(m_damaged);
    auto *hitsLabel = new QLabel(tr("&Hits on it:"), m_buildingRow);
    buildingLayout->addWidget(hitsLabel);
    m_hits = new QSpinBox(m_buildingRow);
    m_hits->setObjectName(QStringLiteral("buildingHitsSpin"));
    m_hits->setRange(1, 20);
    hitsLabel->setBuddy(m_hits);
    buildingLayout->addWidget(m_hits);
    buildingLayout->addStretch();
    pick->addRow(tr("Ta&rget:"), m_buildingRow);
    m_scoreText = new QLabel(pickBox);
    m_scoreText->setObjectName(QStringLiteral("scoreText"));
    pick->addRow(m_scoreText);
    return pickBox;
}

QGroupBox *TableDialog::buildRowsBox(QWidget *form)
{
    auto *rowsBox = new QGroupBox(tr("The table"), form);
    auto *rowsLayout = new QVBoxLayout(rowsBox);
    m_source = new QLabel(rowsBox);
    m_source->setObjectName(QStringLiteral("tableSource"));
    rowsLayout->addWidget(m_source);
    m_rows = new QTableWidget(0, 3, rowsBox);
    m_rows->setObjectName(QStringLiteral("tableRows"));
    m_rows->setHorizontalHeaderLabels({tr("Score"), tr("Result"), tr("What happens")});
    m_rows->verticalHeader()->hide();
    m_rows->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_rows->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_rows->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_rows->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_rows->setSelectionMode(QAbstractItemView::NoSelection);
    m_rows->setFocusPolicy(Qt::NoFocus);
    m_rows->setWordWrap(true);
    // Every row in sight at once, so the row found is read in its place among the others.
    m_rows->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_rows->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Rows wrap to the width they get, known only once laid out: fitted again whenever it changes.
    m_rows->viewport()->installEventFilter(this);
    m_rows->setMinimumHeight(200);
    rowsLayout->addWidget(m_rows);
    m_found = new QLabel(rowsBox);
    m_found->setObjectName(QStringLiteral("rowFound"));
    m_found->setWordWrap(true);
    QFont strong = m_found->font();
    strong.setBold(true);
    strong.setPointSizeF(strong.pointSizeF() * 1.15);
    m_found->setFont(strong);
    rowsLayout->addWidget(m_found);
    // The rows keep the height they were fitted to; room left over goes below them, not between.
    rowsLayout->addStretch();
    return rowsBox;
}

void TableDialog::connectForm(GameController &game)
{
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        // A unit with a table of its own is most likely rolled for on it.
        if (const Unit *u = selectedUnit() ? this->game().battle().unit(*selectedUnit()) : nullptr) {
            if (const auto own = ownTableOf(*u, this->game().battle().ruleset()))
                fillTables(own);
        }
        showTable();
        formChanged();
    });
    connect(m_table, &QComboBox::currentIndexChanged, this, [this] {
        showTable();
        formChanged();
    });
    connect(m_double, &QSpinBox::valueChanged, this, &TableDialog::formChanged);
    connect(m_hits, &QSpinBox::valueChanged, this, &TableDialog::formChanged);
    connect(m_buildingKind, &QComboBox::currentIndexChanged, this, &TableDialog::formChanged);
    connect(m_damaged, &QCheckBox::toggled, this, &TableDialog::formChanged);
    // The row found shows once the dice are in. These connections come after the dialog's own, so
    // the draft has taken the dice when they run.
    connect(this, &ResolverDialog::draftShown, this, &TableDialog::showFound);
    connect(&game, &GameController::changed, this, &TableDialog::refreshFromGame);
}

std::optional<UnitId> TableDialog::selectedUnit() const
{
    if (m_unit->currentIndex() < 0)
        return std::nullopt;
    return m_unit->currentData().value<UnitId>();
}

std::optional<TableId> TableDialog::selectedTable() const
{
    if (m_table->currentIndex() < 0)
        return std::nullopt;
    return TableId(m_table->currentData().toInt());
}

std::optional<TableRollAction> TableDialog::tableRoll() const
{
    const auto unit = selectedUnit();
    const auto table = selectedTable();
    if (!unit || !table)
        return std::nullopt;
    TableRollAction action{*unit, *table, std::nullopt, std::nullopt};
    switch (DiceTable::get(*table).dice) {
    case TableDice::D6:
        break;
    case TableDice::DoubleRolled:
        action.score = m_double->value();
        break;
    case TableDice::HighestD6:
        action.building =
            BuildingHits{BuildingKind(m_buildingKind->currentData().toInt()), m_damaged->isChecked(), m_hits->value()};
        break;
    }
    return action;
}

// Each fill blocks the signals of the list it fills: a half-filled list resolves nothing.
void TableDialog::fillUnits(std::optional<UnitId> preferred)
{
    const QSignalBlocker quiet(m_unit);
    const Battle &battle = game().battle();
    const auto &players = game().session().game().setup().players;
    const auto previous = preferred ? preferred : selectedUnit();
    m_unit->clear();
    for (Side side : Side::both()) {
        for (const Unit &u : battle.army(side)) {
            // Tables are rolled for units on the table; characters have none of their own.
            if (u.state.isDestroyed() || u.profile.isCharacter())
                continue;
            m_unit->addItem(tr("%1 (%2)").arg(u.displayName(), players[side]), u.id);
        }
    }
    const int keep = previous ? m_unit->findData(*previous) : -1;
    m_unit->setCurrentIndex(keep >= 0 ? keep : (m_unit->count() > 0 ? 0 : -1));
}

void TableDialog::fillTables(std::optional<TableId> preferred)
{
    const QSignalBlocker quiet(m_table);
    const auto previous = preferred ? preferred : selectedTable();
    m_table->clear();
    for (TableId id : game().battle().ruleset().tables())
        m_table->addItem(DiceTable::get(id).name, int(id));
    const int keep = previous ? m_table->findData(int(*previous)) : -1;
    m_table->setCurrentIndex(keep >= 0 ? keep : 0);
}

void TableDialog::showTable()
{
    const auto id = selectedTable();
    m_rows->setRowCount(0);
    if (!id) {
        m_source->clear();
        return;
    }
    const DiceTable &table = DiceTable::get(*id);
    m_source->setText(tr("Source: %1").arg(table.source));
    m_rows->setRowCount(int(table.rows.size()));
    for (int i = 0; i < table.rows.size(); ++i) {
        const TableRow &row = table.rows.at(i);
        auto *score = new QTableWidgetItem(scoresText(row));
        score->setTextAlignment(Qt::AlignCenter);
        m_rows->setItem(i, 0, score);
        m_rows->setItem(i, 1, new QTableWidgetItem(row.title));
        m_rows->setItem(i, 2, new QTableWidgetItem(row.text));
    }
    fitRows();
    showScoreInputs();
}

void TableDialog::showScoreInputs()
{
    const auto id = selectedTable();
    const TableDice dice = id ? DiceTable::get(*id).dice : TableDice::D6;
    auto *pick = qobject_cast<QFormLayout *>(m_doubleRow->parentWidget()->layout());
    pick->setRowVisible(m_doubleRow, dice == TableDice::DoubleRolled);
    pick->setRowVisible(m_buildingRow, dice == TableDice::HighestD6);
}

void TableDialog::showFound()
{
    m_highlighted.reset();
    const auto id = selectedTable();
    const auto action = tableRoll();
    const TablePreview preview = action ? previewTableRoll(game().battle(), *action, draft().rolled()) : TablePreview{};
    m_scoreText->setText(preview.howScored);
    m_scoreText->setVisible(!preview.howScored.isEmpty());
    if (id && preview.score) {
        const DiceTable &table = DiceTable::get(*id);
        if (preview.row) {
            const TableRow &row = table.rows.at(*preview.row);
            m_highlighted = int(*preview.row);
            m_found->setText(tr("Score %1: %2. %3").arg(QString::number(*preview.score), row.title, row.text));
        } else {
            m_found->setText(DiceTable::noEntry(*preview.score));
        }
    } else if (id && DiceTable::get(*id).dice == TableDice::HighestD6) {
        m_found->setText(tr("Roll the damage dice, or type what they showed, to find the row."));
    } else {
        m_found->setText(tr("Roll the die, or type what it showed, to find the row."));
    }
    const QColor found = palette().color(QPalette::Highlight);
    const QColor foundText = palette().color(QPalette::HighlightedText);
    for (int r = 0; r < m_rows->rowCount(); ++r) {
        for (int c = 0; c < m_rows->columnCount(); ++c) {
            QTableWidgetItem *item = m_rows->item(r, c);
            const bool on = m_highlighted && *m_highlighted == r;
            item->setBackground(on ? QBrush(found) : QBrush());
            item->setForeground(on ? QBrush(foundText) : QBrush());
            QFont font = item->font();
            font.setBold(on);
            item->setFont(font);
        }
    }
    // Bold text may wrap onto another line.
    fitRows();
}

bool TableDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_rows->viewport() && event->type() == QEvent::Resize &&
        m_rows->viewport()->width() != m_fittedWidth) {
        m_fittedWidth = m_rows->viewport()->width();
        // After the view has laid out its columns for the new width.
        QTimer::singleShot(0, this, &TableDialog::fitRows);
    }
    return ResolverDialog::eventFilter(watched, event);
}

void TableDialog::fitRows()
{
    m_rows->resizeRowsToContents();
    // Until shown the columns have no width of their own yet, and rows fitted to it would be far too tall.
    if (!m_rows->isVisible())
        return;
    int height = m_rows->horizontalHeader()->sizeHint().height() + 2 * m_rows->frameWidth();
    for (int r = 0; r < m_rows->rowCount(); ++r)
        height += m_rows->rowHeight(r);
    m_rows->setFixedHeight(height);
}

void TableDialog::formChanged()
{
    const auto action = tableRoll();
    if (!action) {
        clearInput(m_unit->count() == 0 ? tr("No unit is on the table to roll for.")
                                        : tr("Pick the unit and the table."));
    } else {
        setInput(*action);
    }
    showFound();
}

void TableDialog::refreshFromGame()
{
    fillUnits(std::nullopt);
    formChanged();
}

} // namespace wm
