// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/gamestats.h"
#include "core/report/reportdocument.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QSize>

class QCustomPlot;

namespace wm {

// Who the plots are about: each player's name and colour, in the order of the sides.
struct PlotPlayers
{
    PerSide<QString> names;
    PerSide<QColor> colours;
};

// The statistics' plots, drawn the same in the Statistics dock and in a printed or exported report:
// how the battle swung turn by turn, the faces each player rolled, each player's luck by kind.
namespace StatsPlots {

// Colours from `palette` and sizes from `font`: a dark theme and the window's zoom reach the plot.
void style(QCustomPlot *plot, const QPalette &palette, const QFont &font);
// Points each army has lost after each player's turn (left axis), and on the right axis its units
// destroyed (dotted) and the units it still has to lose before it breaks (dashed).
void showSwing(QCustomPlot *plot, const GameStats &stats, const PlotPlayers &players);
// Each face's share of each player's dice, beside the sixth a fair die gives each.
void showDice(QCustomPlot *plot, const GameStats &stats, const PlotPlayers &players);
// Each player's percentile for every kind of roll with luck in it, beside the 50 of even luck.
void showLuck(QCustomPlot *plot, const GameStats &stats, const PlotPlayers &players);

// The three plots as PNG images for a report ("swing", "dice", "luck"), on white, laid out at `size`
// and drawn at twice its pixels.
ReportImages reportImages(const GameStats &stats, const PlotPlayers &players,
                          QSize size = {ReportImageWidth, ReportImageWidth / 2});

} // namespace StatsPlots

} // namespace wm
