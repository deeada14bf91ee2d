// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTreeView>

namespace wm {

class GameController;
class HistoryModel;

// Every action of the game, oldest first: when it was done, what it was, and under it what it did
// (each roll, or the end-of-phase summary). What was undone and may be redone is listed at the end.
// The When column is as wide as the font needs for the longest "Turn, player, phase" and What takes
// the rest, so no row is measured: a long game opens as fast as a short one.
class HistoryView : public QTreeView
{
    Q_OBJECT

public:
    explicit HistoryView(QWidget *parent = nullptr);

    void setGame(GameController *game);
    HistoryModel *historyModel() const { return m_model; }
    // The lines under an action, for tests: its rolls or its summary.
    QStringList detailsOf(int action) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitColumns();
    // The newest action in sight, its summary open if it ended a phase: what the players just read
    // above the armies.
    void showNewest();

    HistoryModel *m_model = nullptr;
    QStringList m_sizedBy;  // the texts the When column was last sized by
    int m_fittedWidth = -1; // the When column's width as last fitted; another is the player's
};

} // namespace wm
