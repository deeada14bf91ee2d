// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/report/battlereport.h"
#include "ui/report/statsplots.h"

#include <QPageSize>
#include <QString>

#include <optional>

namespace wm {

// The forms a battle report is written in: one HTML file with its plots inside, a PDF to print
// (A4 or Letter), Markdown for forums and chat with its plots as PNG files beside it.
enum class ReportFormat
{
    Html,
    Pdf,
    Markdown,
};

// The form a file's name asks for by its suffix (.html/.htm, .pdf, .md/.markdown); nothing for
// any other.
std::optional<ReportFormat> reportFormatOf(const QString &path);
// The paper a player's locale prints on: Letter in the United States and Canada, A4 elsewhere.
QPageSize::PageSizeId localPaper();
// The players' names and colours, as the window shows them.
PlotPlayers plotPlayers(const GameSetup &setup);

// Writes the whole report to `path`: whole or not at all, each file (a Markdown report's plots
// included) replacing any that was there only once complete. The error names the file.
std::optional<Error> writeBattleReport(const BattleReport &report, const QString &path, ReportFormat format,
                                       QPageSize::PageSizeId paper = QPageSize::A4);
// The report as bytes, for the standard output: Markdown without its plots, or HTML with them.
QByteArray battleReportBytes(const BattleReport &report, ReportFormat format);

} // namespace wm
