// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/gamestats.h"
#include "ui/filechooser.h"
#include "ui/report/statsplots.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QCustomPlot;
class QLabel;
class QTabWidget;

namespace wm {

class GameController;

// The Statistics dock: each player's luck against the exact odds of every roll, the faces each
// rolled with a test of their fairness, how the battle swung turn by turn and how long the turns
// took. It follows the game as actions are added or undone, each costing only that action's replay;
// hidden, it only keeps count and draws when it is next in sight.
class StatisticsView : public QWidget
{
    Q_OBJECT

public:
    explicit StatisticsView(QWidget *parent = nullptr);

    // The game to follow; none empties the view.
    void setGame(GameController *game);
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    // How a file that could not be written is told; tests replace it.
    using Notice = std::function<void(const QString &title, const QString &text)>;
    void setNotice(Notice notice) { m_notice = std::move(notice); }
    // Saves one of the plots ("swing", "dice", "luck") as a PNG, asking where: the button under each.
    void savePlot(const QString &name);

    const std::optional<GameStats> &stats() const { return m_stats; }
    QCustomPlot *plot(const QString &name) const;
    QTabWidget *tabs() const { return m_tabs; }
    // What the pages say in words: for tests and assistive technology.
    QString luckText() const;
    QString diceText() const;
    QString timeText() const;

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Brings the statistics up to the game: one action added or taken back, else counted again.
    void follow();
    void rebuild();
    void draw();
    void restyle();
    QWidget *plotPage(QLabel *&text, QCustomPlot *&plot, const QString &name);

    QPointer<GameController> m_game;
    std::optional<GameStats> m_stats;
    PlotPlayers m_players;
    QString m_problem; // why the statistics could not be counted
    bool m_dirty = false;
    FileChooser m_chooseFile;
    Notice m_notice;

    QTabWidget *m_tabs = nullptr;
    QLabel *m_luckText = nullptr;
    QLabel *m_diceText = nullptr;
    QLabel *m_swingText = nullptr;
    QLabel *m_timeText = nullptr;
    QCustomPlot *m_luckPlot = nullptr;
    QCustomPlot *m_dicePlot = nullptr;
    QCustomPlot *m_swingPlot = nullptr;
};

} // namespace wm
