// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyview.h"

#include "ui/game/columnwidths.h"
#include "ui/game/historymodel.h"
#include "ui/game/logtextdelegate.h"

#include <QEvent>
#include <QHeaderView>

#include <algorithm>

namespace wm {

HistoryView::HistoryView(QWidget *parent)
    : QTreeView(parent)
    , m_model(new HistoryModel(this))
{
    setObjectName(QStringLiteral("history"));
    setModel(m_model);
    setItemDelegate(new LogTextDelegate(this));
    // Every row as high as the first: the view never asks the others their height.
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(HistoryModel::WhenColumn, QHeaderView::Interactive);
    // The header learns of a new font on its own, before or after the view: its label counts too.
    header()->installEventFilter(this);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        // Another game may have other players' names; an undo read again leaves a width the player
        // dragged as it was.
        if (m_model->sizingTexts(HistoryModel::WhenColumn) != m_sizedBy)
            fitColumns();
        showNewest();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &under, int first) {
        // A new action; not the note on what can be redone, which an undo adds.
        if (!under.isValid() && first < m_model->actionCount())
            showNewest();
    });
    fitColumns();
}

void HistoryView::setGame(GameController *game)
{
    m_model->setGame(game);
}

QStringList HistoryView::detailsOf(int action) const
{
    return m_model->detailsOf(action);
}

bool HistoryView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == header() && event->type() == QEvent::FontChange)
        fitColumns();
    return QTreeView::eventFilter(watched, event);
}

void HistoryView::changeEvent(QEvent *event)
{
    QTreeView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitColumns();
}

void HistoryView::fitColumns()
{
    m_sizedBy = m_model->sizingTexts(HistoryModel::WhenColumn);
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    // A top-level row's text starts after the room for its branch.
    const int indent = rootIsDecorated() ? indentation() : 0;
    const int natural = std::max(indent + ColumnWidths::forTexts(option, m_sizedBy, this),
                                 header()->sectionSizeHint(HistoryModel::WhenColumn));
    // What was done matters more than when: in a narrow dock the When column gives way first
    // (its text then ends in "…") and What keeps at least three fifths of the width.
    const int width =
        std::min(natural, std::max(header()->sectionSizeHint(HistoryModel::WhenColumn), viewport()->width() * 2 / 5));
    header()->resizeSection(HistoryModel::WhenColumn, width);
    m_fittedWidth = width;
}

void HistoryView::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    // A width the player dragged stays as it is.
    if (header()->sectionSize(HistoryModel::WhenColumn) == m_fittedWidth)
        fitColumns();
}

void HistoryView::showNewest()
{
    const int actions = m_model->actionCount();
    if (actions == 0)
        return;
    const QModelIndex newest = m_model->index(actions - 1, HistoryModel::WhenColumn);
    if (m_model->endsPhase(actions - 1))
        expand(newest);
    scrollTo(newest);
}

} // namespace wm
