// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicelogview.h"

#include "ui/game/columnwidths.h"
#include "ui/game/dicelogmodel.h"
#include "ui/game/logtextdelegate.h"

#include <QEvent>
#include <QHeaderView>

#include <algorithm>

namespace wm {

DiceLogView::DiceLogView(QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("diceLog"));
    setItemDelegate(new LogTextDelegate(this));
    verticalHeader()->hide();
    // Every row one line high, set from the font: the view never asks a row its height.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    setWordWrap(false);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    // The header learns of a new font on its own, before or after the view: its labels count too.
    horizontalHeader()->installEventFilter(this);
    fitRows();
}

void DiceLogView::setModel(QAbstractItemModel *model)
{
    disconnect(m_resetConnection);
    QTableView::setModel(model);
    m_log = qobject_cast<DiceLogModel *>(model);
    m_sizedBy.clear();
    if (!model)
        return;
    if (m_log) {
        horizontalHeader()->setSectionResizeMode(DiceLogModel::ActionColumn, QHeaderView::Stretch);
        m_resetConnection = connect(m_log, &QAbstractItemModel::modelReset, this, [this] {
            // Another game may have other names; an undo, read again, leaves widths a player dragged.
            if (sizingTexts() != m_sizedBy)
                fitColumns();
        });
    }
    fitColumns();
}

bool DiceLogView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == horizontalHeader() && event->type() == QEvent::FontChange)
        fitColumns();
    return QTableView::eventFilter(watched, event);
}

void DiceLogView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fitRows();
        fitColumns();
    }
}

QList<QStringList> DiceLogView::sizingTexts() const
{
    QList<QStringList> texts;
    if (m_log) {
        for (int column = 0; column < DiceLogModel::ColumnCount; ++column)
            texts << m_log->sizingTexts(column);
    }
    return texts;
}

void DiceLogView::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    if (!model())
        return;
    m_sizedBy = sizingTexts();
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    for (int column = 0; column < header->count(); ++column) {
        if (header->sectionResizeMode(column) == QHeaderView::Stretch)
            continue;
        QStyleOptionViewItem cell = option;
        if (m_log && column == DiceLogModel::FacesColumn) {
            cell.font = DiceLogModel::facesFont();
            cell.fontMetrics = QFontMetrics(cell.font);
        }
        if (m_log && column == DiceLogModel::PlayerColumn)
            cell.features |= QStyleOptionViewItem::HasDecoration; // the player's colour
        const QStringList texts = column < m_sizedBy.size() ? m_sizedBy.at(column) : QStringList{};
        header->resizeSection(column,
                              std::max(ColumnWidths::forTexts(cell, texts, this), header->sectionSizeHint(column)));
    }
}

void DiceLogView::fitRows()
{
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    option.features |= QStyleOptionViewItem::HasDecoration;
    int height = ColumnWidths::rowHeight(option, this);
    option.font = DiceLogModel::facesFont();
    option.fontMetrics = QFontMetrics(option.font);
    height = std::max(height, ColumnWidths::rowHeight(option, this));
    // The minimum first: a default below it would be raised to it.
    verticalHeader()->setMinimumSectionSize(height);
    verticalHeader()->setDefaultSectionSize(height);
}

} // namespace wm
