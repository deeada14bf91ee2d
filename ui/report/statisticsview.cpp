// SPDX-License-Identifier: GPL-3.0-or-later
#include "statisticsview.h"

#include "ui/game/gamecontroller.h"
#include "ui/longwork.h"
#include "ui/report/reportexport.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace wm {

namespace {

// The plots' height in lines of text: the bars readable from a chair, the text above still in sight.
constexpr int StatisticsPlotLines = 20;

QString minutesText(qint64 seconds)
{
    return StatisticsView::tr("%1 min").arg(QLocale().toString(double(seconds) / 60.0, 'f', 1));
}

} // namespace

StatisticsView::StatisticsView(QWidget *parent)
    : QWidget(parent)
    , m_chooseFile(systemFileChooser())
    , m_notice([this](const QString &title, const QString &text) {
        auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    })
{
    setObjectName(QStringLiteral("statisticsView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("statisticsTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(plotPage(m_luckText, m_luckPlot, QStringLiteral("luck")), tr("Luck"));
    m_tabs->addTab(plotPage(m_diceText, m_dicePlot, QStringLiteral("dice")), tr("Dice"));
    m_tabs->addTab(plotPage(m_swingText, m_swingPlot, QStringLiteral("swing")), tr("Swing"));
    auto *timePage = new QScrollArea(m_tabs);
    timePage->setWidgetResizable(true);
    timePage->setFrameShape(QFrame::NoFrame);
    m_timeText = new QLabel(timePage);
    m_timeText->setObjectName(QStringLiteral("statisticsTime"));
    m_timeText->setTextFormat(Qt::RichText);
    m_timeText->setWordWrap(true);
    m_timeText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_timeText->setMargin(6);
    timePage->setWidget(m_timeText);
    m_tabs->addTab(timePage, tr("Time"));
    layout->addWidget(m_tabs);
    restyle();
}

QWidget *StatisticsView::plotPage(QLabel *&text, QCustomPlot *&plot, const QString &name)
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget(scroll);
    auto *layout = new QVBoxLayout(page);
    // The plot first, in sight as the page opens; the figures in words under it.
    plot = new QCustomPlot(page);
    plot->setObjectName(QStringLiteral("statistics_%1_plot").arg(name));
    // As narrow as the dock: the plot's labels make room for themselves.
    plot->setMinimumWidth(160);
    plot->setAccessibleName(name == QLatin1String("luck")   ? tr("Plot of each player's luck by kind of roll")
                            : name == QLatin1String("dice") ? tr("Plot of the faces each player rolled")
                                                            : tr("Plot of the points each army lost, turn by turn"));
    layout->addWidget(plot);
    auto *save = new QPushButton(tr("Save Plot as PNG..."), page);
    save->setObjectName(QStringLiteral("statistics_%1_save").arg(name));
    connect(save, &QPushButton::clicked, this, [this, name] { savePlot(name); });
    layout->addWidget(save, 0, Qt::AlignRight);
    text = new QLabel(page);
    text->setObjectName(QStringLiteral("statistics_%1_text").arg(name));
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    layout->addWidget(text);
    layout->addStretch(1);
    scroll->setWidget(page);
    return scroll;
}

QCustomPlot *StatisticsView::plot(const QString &name) const
{
    if (name == QLatin1String("luck"))
        return m_luckPlot;
    if (name == QLatin1String("dice"))
        return m_dicePlot;
    if (name == QLatin1String("swing"))
        return m_swingPlot;
    return nullptr;
}

void StatisticsView::setGame(GameController *game)
{
    if (m_game)
        disconnect(m_game, nullptr, this, nullptr);
    m_game = game;
    m_stats.reset();
    if (game) {
        connect(game, &GameController::changed, this, &StatisticsView::follow);
        m_players = plotPlayers(game->session().setup());
    }
    rebuild();
}

void StatisticsView::follow()
{
    if (!m_game)
        return;
    const GameSession &session = m_game->session();
    const int count = session.actionCount();
    if (!m_stats || count < 1 || std::abs(count - m_stats->actionCount()) != 1) {
        rebuild();
        return;
    }
    if (count == m_stats->actionCount() - 1) {
        m_stats->removeLast(session.battle());
    } else {
        const GameAction *action = session.actionAt(count - 1);
        const auto times = session.actionTimes(count - 1);
        if (!action || m_stats->add(*action, times ? times.value().value(0) : QDateTime())) {
            rebuild();
            return;
        }
    }
    // A figure added must end where the game is: anything else is counted again from the start.
    if (m_stats->battle() != session.battle()) {
        rebuild();
        return;
    }
    draw();
}

void StatisticsView::rebuild()
{
    m_stats.reset();
    m_problem.clear();
    if (m_game) {
        const GameSession &session = m_game->session();
        const auto actions = session.allActions();
        const auto times = session.actionTimes();
        // A game of thousands of actions is counted under a progress dialog, which can cancel.
        LongWork work(window(), tr("Counting the statistics of every action..."));
        auto stats = actions ? GameStats::ofGame(session.setup(), actions.value(),
                                                 times ? times.value() : QList<QDateTime>(), work.progress())
                             : Result<GameStats>(actions.error());
        if (stats)
            m_stats = std::move(stats).value();
        else if (stats.error() == cancelledError())
            m_problem = tr("The statistics were not counted: the count was cancelled. They are counted again "
                           "with the next action.");
        else
            m_problem = tr("The statistics could not be counted: %1").arg(stats.error().message);
    }
    draw();
}

void StatisticsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        draw();
}

void StatisticsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        restyle();
}

void StatisticsView::restyle()
{
    for (QCustomPlot *p : {m_luckPlot, m_dicePlot, m_swingPlot}) {
        StatsPlots::style(p, palette(), font());
        p->setMinimumHeight(fontMetrics().height() * StatisticsPlotLines);
    }
    m_dirty = true;
    if (isVisible())
        draw();
}

void StatisticsView::draw()
{
    // Out of sight, the counting goes on but nothing is drawn until the view is seen again.
    if (!isVisible()) {
        m_dirty = true;
        return;
    }
    m_dirty = false;
    if (!m_stats) {
        const QString text = m_problem.isEmpty() ? tr("No game is open.") : m_problem;
        for (QLabel *label : {m_luckText, m_diceText, m_swingText, m_timeText})
            label->setText(text.toHtmlEscaped());
        for (QCustomPlot *p : {m_luckPlot, m_dicePlot, m_swingPlot}) {
            p->clearPlottables();
            p->clearItems();
            p->replot(QCustomPlot::rpQueuedReplot);
        }
        return;
    }
    m_luckText->setText(luckText());
    m_diceText->setText(diceText());
    m_swingText->setText(tr("Points each army has lost after each player's turn; on the right, its units destroyed "
                            "(dotted) and the units it can still lose before it breaks (dashed).")
                             .toHtmlEscaped());
    m_timeText->setText(timeText());
    StatsPlots::showLuck(m_luckPlot, *m_stats, m_players);
    StatsPlots::showDice(m_dicePlot, *m_stats, m_players);
    StatsPlots::showSwing(m_swingPlot, *m_stats, m_players);
}

QString StatisticsView::luckText() const
{
    if (!m_stats)
        return {};
    // A paragraph a figure, never a table: the dock is often narrow, and paragraphs wrap.
    QString figures;
    for (Side side : Side::both()) {
        for (LuckKind kind : AllLuckKinds) {
            const LuckFigure figure = m_stats->luck(side, kind);
            if (figure.empty())
                continue;
            figures += QStringLiteral("<p><b>%1</b><br>%2</p>")
                           .arg(tr("%1's %2: %3")
                                    .arg(m_players.names[side], LuckFigure::kindName(kind),
                                         QLocale().toString(figure.percentileRounded()))
                                    .toHtmlEscaped(),
                                tr("%1 (%2 %3, %4 expected)")
                                    .arg(figure.verdict(), QLocale().toString(figure.result), LuckFigure::unitOf(kind),
                                         QLocale().toString(figure.expected, 'f', 1))
                                    .toHtmlEscaped());
        }
    }
    if (figures.isEmpty())
        return tr("No roll with odds to measure has been made yet.").toHtmlEscaped();
    return QStringLiteral("<p>%1</p>")
               .arg(tr("Each roll against its exact odds: the percentile is how many games in 100 with the same "
                       "rolls would have gone worse.")
                        .toHtmlEscaped()) +
           figures;
}

QString StatisticsView::diceText() const
{
    if (!m_stats)
        return {};
    QString players;
    for (Side side : Side::both()) {
        const DiceFairness fairness = m_stats->fairness(side);
        players +=
            QStringLiteral("<p><b>%1</b><br>%2</p>")
                .arg(tr("%1: dice rolled: %n", nullptr, fairness.dice).arg(m_players.names[side]).toHtmlEscaped(),
                     fairness.verdict().toHtmlEscaped());
    }
    return QStringLiteral("<p>%1</p>")
               .arg(tr("Every face each player rolled, typed in or rolled by the app, beside the sixth of each a "
                       "fair die gives.")
                        .toHtmlEscaped()) +
           players;
}

QString StatisticsView::timeText() const
{
    if (!m_stats)
        return {};
    const QList<TurnTime> times = m_stats->turnTimes();
    if (times.isEmpty())
        return tr("No action has been recorded yet.").toHtmlEscaped();
    QString totals;
    for (Side side : Side::both()) {
        totals += QStringLiteral("<p><b>%1</b></p>")
                      .arg(tr("%1 in all: %2")
                               .arg(m_players.names[side], minutesText(m_stats->secondsPlayed(side)))
                               .toHtmlEscaped());
    }
    QStringList turns;
    for (const TurnTime &t : times) {
        const QString length = t.finished ? minutesText(t.seconds()) : tr("%1 so far").arg(minutesText(t.seconds()));
        turns.append(tr("Turn %1, %2: %3").arg(t.turn).arg(m_players.names[t.side], length).toHtmlEscaped());
    }
    return totals +
           QStringLiteral("<p>%1</p>")
               .arg(tr("Each turn, from its first action to the last of its Combat phase:").toHtmlEscaped()) +
           QStringLiteral("<p>%1</p>").arg(turns.join(QStringLiteral("<br>")));
}

void StatisticsView::savePlot(const QString &name)
{
    QCustomPlot *p = plot(name);
    if (!p || !m_stats)
        return;
    const QString title = name == QLatin1String("luck")   ? tr("Luck")
                          : name == QLatin1String("dice") ? tr("Dice")
                                                          : tr("Swing");
    const QString path = m_chooseFile(
        this,
        {tr("Save the plot"), tr("PNG images (*.png)"), true,
         tr("%1 against %2 - %3.png").arg(m_players.names[Side::first()], m_players.names[Side::second()], title)});
    if (path.isEmpty())
        return;
    // As on screen, at twice the pixels: sharp on a forum or printed. A page behind another tab has
    // no size of its own yet: it is saved at a report's.
    const bool shown = p->isVisible() && p->width() > 100;
    if (!shown) {
        p->resize(900, 420);
        p->replot(QCustomPlot::rpImmediateRefresh);
    }
    if (!p->savePng(path, shown ? 0 : 900, shown ? 0 : 420, 2.0))
        m_notice(tr("The plot could not be saved"), tr("Cannot write %1.").arg(path));
}

} // namespace wm
