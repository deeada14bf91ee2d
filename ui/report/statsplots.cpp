// SPDX-License-Identifier: GPL-3.0-or-later
#include "statsplots.h"

#include <QBuffer>
#include <QLocale>
#include <qcustomplot.h>

namespace wm::StatsPlots {

namespace {

// A label every so many turns when there are many: they never run into each other.
constexpr int MostTurnLabels = 12;

QString turnLabel(const TurnSwing &swing, const PlotPlayers &players)
{
    if (swing.turn == 0)
        return GameStats::tr("start");
    return GameStats::tr("%1 %2").arg(swing.turn).arg(players.names[swing.side]);
}

void clearPlot(QCustomPlot *plot)
{
    plot->clearPlottables();
    plot->clearItems();
    plot->legend->setVisible(false);
}

// Bars standing on the x axis, or with `across` lying along it from the y axis.
QCPBars *groupedBars(QCustomPlot *plot, QCPBarsGroup *group, const QColor &colour, const QString &name,
                     bool across = false)
{
    auto *bars = across ? new QCPBars(plot->yAxis, plot->xAxis) : new QCPBars(plot->xAxis, plot->yAxis);
    bars->setName(name);
    bars->setWidth(0.35);
    bars->setBarsGroup(group);
    bars->setPen(Qt::NoPen);
    QColor fill = colour;
    fill.setAlpha(200);
    bars->setBrush(fill);
    return bars;
}

// A dashed line across the plot at `value` of the left axis (or with `upright` of the bottom axis):
// what fair dice or even luck give.
void levelLine(QCustomPlot *plot, double value, bool upright = false)
{
    auto *line = new QCPItemStraightLine(plot);
    line->point1->setCoords(upright ? value : 0, upright ? 0 : value);
    line->point2->setCoords(upright ? value : 1, upright ? 1 : value);
    line->setPen(QPen(plot->xAxis->basePen().color(), 1.5, Qt::DashLine));
    line->setSelectable(false);
}

} // namespace

void style(QCustomPlot *plot, const QPalette &palette, const QFont &font)
{
    const QColor text = palette.color(QPalette::WindowText);
    plot->setBackground(palette.color(QPalette::Window));
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis, plot->yAxis2}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(Qt::NoPen);
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
        axis->grid()->setPen(QPen(palette.color(QPalette::Mid), 0, Qt::DotLine));
    }
    // The key under the plot, never over its lines and bars: a row of its own, two entries a line.
    if (plot->plotLayout()->rowCount() == 1) {
        plot->plotLayout()->addElement(1, 0, plot->legend);
        plot->plotLayout()->setRowStretchFactor(1, 0.001);
        plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        plot->legend->setWrap(2);
        plot->legend->setMargins(QMargins(4, 2, 4, 2));
    }
    plot->legend->setFont(font);
    plot->legend->setTextColor(text);
    plot->legend->setBrush(palette.color(QPalette::Base));
    plot->legend->setBorderPen(QPen(palette.color(QPalette::Mid)));
}

void showSwing(QCustomPlot *plot, const GameStats &stats, const PlotPlayers &players)
{
    clearPlot(plot);
    const QList<TurnSwing> swing = stats.swing();
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    const qsizetype step = std::max<qsizetype>(1, (swing.size() + MostTurnLabels - 1) / MostTurnLabels);
    double highestPoints = 10;
    double highestUnits = 1;
    PerSide<QList<QCPGraph *>> lines;
    for (Side side : Side::both()) {
        QVector<double> x;
        QVector<double> points;
        QVector<double> margin;
        QVector<double> unitsLost;
        for (qsizetype i = 0; i < swing.size(); ++i) {
            x.append(double(i));
            points.append(swing.at(i).pointsLost[side]);
            margin.append(swing.at(i).breakMargin[side]);
            unitsLost.append(swing.at(i).unitsLost[side]);
            highestPoints = std::max(highestPoints, points.last());
            highestUnits = std::max({highestUnits, margin.last(), unitsLost.last()});
        }
        QCPGraph *lost = plot->addGraph(plot->xAxis, plot->yAxis);
        lost->setName(GameStats::tr("%1: points lost").arg(players.names[side]));
        lost->setPen(QPen(players.colours[side], 3));
        lost->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
        lost->setData(x, points, true);
        QCPGraph *toBreak = plot->addGraph(plot->xAxis, plot->yAxis2);
        toBreak->setName(GameStats::tr("%1: units to break").arg(players.names[side]));
        toBreak->setPen(QPen(players.colours[side], 2, Qt::DashLine));
        toBreak->setData(x, margin, true);
        QCPGraph *destroyed = plot->addGraph(plot->xAxis, plot->yAxis2);
        destroyed->setName(GameStats::tr("%1: units lost").arg(players.names[side]));
        destroyed->setPen(QPen(players.colours[side], 2, Qt::DotLine));
        destroyed->setData(x, unitsLost, true);
        lines[side] = {lost, toBreak, destroyed};
    }
    // The key in two columns, a player's each: the first player's lines on the left, line by line.
    plot->legend->clearItems();
    for (qsizetype line = 0; line < lines[Side::first()].size(); ++line) {
        for (Side side : Side::both())
            lines[side].at(line)->addToLegend();
    }
    for (qsizetype i = 0; i < swing.size(); i += step)
        ticks->addTick(double(i), turnLabel(swing.at(i), players));
    plot->xAxis->setTicker(ticks);
    // Upright labels once there are more than a few, so they never run into each other.
    plot->xAxis->setTickLabelRotation(swing.size() > 4 ? -60 : 0);
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    plot->xAxis->setRange(-0.3, std::max<double>(1, double(swing.size()) - 0.7));
    plot->xAxis->setLabel(GameStats::tr("after each player's turn"));
    plot->yAxis->setLabel(GameStats::tr("points lost"));
    plot->yAxis->setRange(0, highestPoints * 1.1);
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setLabel(GameStats::tr("units"));
    plot->yAxis2->setRange(0, highestUnits * 1.1);
    plot->legend->setVisible(true);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void showDice(QCustomPlot *plot, const GameStats &stats, const PlotPlayers &players)
{
    clearPlot(plot);
    auto *group = new QCPBarsGroup(plot);
    double highest = 100.0 / 6.0;
    for (Side side : Side::both()) {
        const DiceFairness fairness = stats.fairness(side);
        QVector<double> faces;
        QVector<double> shares;
        for (int face = 1; face <= 6; ++face) {
            faces.append(face);
            const double share = fairness.dice == 0 ? 0 : 100.0 * fairness.counts.at(face - 1) / fairness.dice;
            shares.append(share);
            highest = std::max(highest, share);
        }
        QCPBars *bars = groupedBars(plot, group, players.colours[side],
                                    GameStats::tr("%1 (dice: %n)", nullptr, fairness.dice).arg(players.names[side]));
        bars->setData(faces, shares, true);
    }
    levelLine(plot, 100.0 / 6.0);
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (int face = 1; face <= 6; ++face)
        ticks->addTick(face, QLocale().toString(face));
    plot->xAxis->setTicker(ticks);
    plot->xAxis->setTickLabelRotation(0);
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    plot->xAxis->setRange(0.4, 6.6);
    plot->xAxis->setLabel(GameStats::tr("face"));
    plot->yAxis->setLabel(GameStats::tr("% of dice"));
    plot->yAxis->setRange(0, highest * 1.25);
    plot->yAxis2->setVisible(false);
    plot->legend->setVisible(true);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void showLuck(QCustomPlot *plot, const GameStats &stats, const PlotPlayers &players)
{
    clearPlot(plot);
    QList<LuckKind> kinds;
    for (LuckKind kind : AllLuckKinds) {
        if (!stats.luck(Side::first(), kind).empty() || !stats.luck(Side::second(), kind).empty())
            kinds.append(kind);
    }
    // The kinds down the side, read as words however narrow the dock; the first at the top.
    auto *group = new QCPBarsGroup(plot);
    PerSide<QCPBars *> bars{};
    // The second side first: a group's first bars sit lowest, and the first player's belong on top.
    for (Side side : {Side::second(), Side::first()}) {
        QVector<double> rows;
        QVector<double> percentiles;
        for (qsizetype i = 0; i < kinds.size(); ++i) {
            const LuckFigure figure = stats.luck(side, kinds.at(i));
            if (figure.empty())
                continue;
            rows.append(double(kinds.size() - 1 - i));
            // A bar of 0 would not show: the worst luck is drawn as a sliver.
            percentiles.append(std::max(1.0, figure.percentile));
        }
        bars[side] = groupedBars(plot, group, players.colours[side], players.names[side], true);
        bars[side]->setData(rows, percentiles, true);
    }
    plot->legend->clearItems();
    for (Side side : Side::both())
        bars[side]->addToLegend();
    levelLine(plot, 50, true);
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (qsizetype i = 0; i < kinds.size(); ++i)
        ticks->addTick(double(kinds.size() - 1 - i), LuckFigure::kindName(kinds.at(i)));
    plot->yAxis->setTicker(ticks);
    plot->yAxis->setRange(-0.6, std::max<double>(0.6, double(kinds.size()) - 0.4));
    plot->yAxis->setLabel({});
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    plot->xAxis->setLabel(GameStats::tr("percentile"));
    // A little past 100, so that its label is not cut at the edge.
    plot->xAxis->setRange(0, 104);
    plot->xAxis->setTickLabelRotation(0);
    plot->yAxis2->setVisible(false);
    plot->legend->setVisible(true);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

ReportImages reportImages(const GameStats &stats, const PlotPlayers &players, QSize size)
{
    // Print colours whatever the window's theme: dark text on white.
    QPalette print;
    print.setColor(QPalette::Window, Qt::white);
    print.setColor(QPalette::Base, Qt::white);
    print.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    print.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
    QFont font;
    font.setPointSize(11);
    QCustomPlot plot;
    plot.resize(size);
    style(&plot, print, font);
    ReportImages images;
    const auto draw = [&](const QString &name, void (*show)(QCustomPlot *, const GameStats &, const PlotPlayers &)) {
        show(&plot, stats, players);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        plot.toPixmap(size.width(), size.height(), 2.0).save(&buffer, "PNG");
        images.insert(name, png);
    };
    draw(QStringLiteral("swing"), &showSwing);
    draw(QStringLiteral("dice"), &showDice);
    draw(QStringLiteral("luck"), &showLuck);
    return images;
}

} // namespace wm::StatsPlots
