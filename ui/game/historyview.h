// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QTreeWidget>

namespace wm {

class GameController;

// Every action of the game, oldest first: when it was done, what it was, and under it what it did
// (each roll, or the end-of-phase summary). What was undone and may be redone is listed at the end.
class HistoryView : public QTreeWidget
{
    Q_OBJECT

public:
    explicit HistoryView(QWidget *parent = nullptr);

    void setGame(GameController *game);
    // The lines under an action, for tests: its rolls or its summary.
    QStringList detailsOf(int action) const;

private:
    void refresh();

    QPointer<GameController> m_game;
    QTreeWidgetItem *m_redoable = nullptr;
};

} // namespace wm
