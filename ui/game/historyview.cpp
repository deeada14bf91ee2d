// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyview.h"

#include "core/game/phaseendsummary.h"
#include "ui/game/gamecontroller.h"

#include <QHeaderView>

namespace wm {

namespace {

QStringList details(const PlayedAction &played, const Battle &battle)
{
    if (const auto *end = std::get_if<PhaseEnd>(&played.outcome))
        return PhaseEndSummary::lines(*end, battle);
    QStringList lines;
    for (const DiceRoll &roll : playedRolls(played))
        lines << roll.describe();
    if (const auto *order = std::get_if<OrderResult>(&played.outcome))
        lines << order->summary();
    return lines;
}

} // namespace

HistoryView::HistoryView(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("history"));
    setColumnCount(2);
    setHeaderLabels({tr("When"), tr("What")});
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
}

void HistoryView::setGame(GameController *game)
{
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    clear();
    m_redoable = nullptr;
    if (game)
        connect(game, &GameController::changed, this, &HistoryView::refresh);
    refresh();
}

void HistoryView::refresh()
{
    delete m_redoable;
    m_redoable = nullptr;
    if (!m_game)
        return;
    const Game &game = m_game->session().game();
    const QList<PlayedAction> &played = game.played();
    // Only the actions that changed are redone: an undo takes items off the end, an action adds one.
    while (topLevelItemCount() > played.size())
        delete takeTopLevelItem(topLevelItemCount() - 1);
    const int first = topLevelItemCount();
    QList<QTreeWidgetItem *> added;
    for (qsizetype i = first; i < played.size(); ++i) {
        const PlayedAction &p = played.at(i);
        auto *item = new QTreeWidgetItem(
            {tr("Turn %1, %2, %3").arg(p.turn).arg(game.setup().players[p.side], Battle::phaseName(p.phase)),
             p.description});
        for (const QString &line : details(p, game.battle()))
            new QTreeWidgetItem(item, {QString(), line});
        added << item;
    }
    addTopLevelItems(added);
    if (const qsizetype undone = m_game->session().redoable().size(); undone > 0) {
        m_redoable =
            new QTreeWidgetItem(this, {QString(), undone == 1 ? tr("One undone action can be redone.")
                                                              : tr("%1 undone actions can be redone.").arg(undone)});
        QFont italic = font();
        italic.setItalic(true);
        m_redoable->setFont(1, italic);
        m_redoable->setForeground(1, palette().brush(QPalette::PlaceholderText));
    }
    if (!added.isEmpty()) {
        // The newest summary is open: it is what the players just read above the armies.
        if (std::holds_alternative<PhaseEnd>(played.last().outcome))
            added.last()->setExpanded(true);
        scrollToItem(added.last());
    }
}

QStringList HistoryView::detailsOf(int action) const
{
    QStringList lines;
    if (const QTreeWidgetItem *item = topLevelItem(action))
        for (int i = 0; i < item->childCount(); ++i)
            lines << item->child(i)->text(1);
    return lines;
}

} // namespace wm
