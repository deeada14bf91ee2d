// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include "cliexit.h"

#include "core/game/gamejson.h"
#include "core/report/battlereport.h"
#include "ui/report/reportexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

using namespace wm;

namespace wm::cli {

namespace {

struct ReportCli
{
    Q_DECLARE_TR_FUNCTIONS(ReportCli)
};

std::optional<ReportFormat> formatNamed(const QString &name)
{
    if (name == QLatin1String("md") || name == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (name == QLatin1String("html"))
        return ReportFormat::Html;
    if (name == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    return std::nullopt;
}

} // namespace

int reportCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(ReportCli::tr("The battle report of a game file."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    ReportCli::tr("md (the default without -o), html or pdf; with -o, the file's "
                                                  "suffix decides when this is not given."),
                                    ReportCli::tr("format"));
    const QCommandLineOption paper(QStringLiteral("paper"), ReportCli::tr("A PDF's paper: a4 (the default) or letter."),
                                   ReportCli::tr("paper"));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    ReportCli::tr("Write to <file> (a Markdown report's plots beside it) instead of "
                                                  "the standard output."),
                                    ReportCli::tr("file"));
    parser.addOptions({format, paper, output});
    parser.addPositionalArgument(QStringLiteral("game"), ReportCli::tr("The game file (.json)."));
    if (!parser.parse(QStringList{QStringLiteral("wmassist-cli report")} + args)) {
        err() << parser.errorText() << Qt::endl;
        return BadArguments;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << ReportCli::tr("Usage: wmassist-cli report GAME.json [--format md|html|pdf] [--paper a4|letter] "
                               "[-o FILE]")
              << Qt::endl;
        return BadArguments;
    }
    const QString path = parser.value(output);
    std::optional<ReportFormat> chosen = parser.isSet(format) ? formatNamed(parser.value(format))
                                         : path.isEmpty()     ? std::optional(ReportFormat::Markdown)
                                                              : reportFormatOf(path);
    if (!chosen) {
        err() << (parser.isSet(format)
                      ? ReportCli::tr("Unknown format \"%1\": use md, html or pdf.").arg(parser.value(format))
                      : ReportCli::tr("Cannot tell the format from \"%1\": give --format md, html "
                                      "or pdf.")
                            .arg(path))
              << Qt::endl;
        return BadArguments;
    }
    const QString paperName = parser.value(paper).toLower();
    if (!paperName.isEmpty() && paperName != QLatin1String("a4") && paperName != QLatin1String("letter")) {
        err() << ReportCli::tr("Unknown paper \"%1\": use a4 or letter.").arg(parser.value(paper)) << Qt::endl;
        return BadArguments;
    }
    if (*chosen == ReportFormat::Pdf && path.isEmpty()) {
        err() << ReportCli::tr("A PDF is written to a file: give -o FILE.") << Qt::endl;
        return BadArguments;
    }

    const QString &gamePath = positional.constFirst();
    const auto bytes = GameJson::fileBytes(gamePath);
    if (!bytes) {
        err() << bytes.error().message << Qt::endl;
        return Failed;
    }
    const auto game = GameJson::read(bytes.value(), QFileInfo(gamePath).fileName());
    if (!game) {
        err() << game.error().message << Qt::endl;
        return Failed;
    }
    const auto report = BattleReport::of(game.value().setup(), game.value().actions());
    if (!report) {
        err() << ReportCli::tr("%1: %2").arg(report.error().field, report.error().message) << Qt::endl;
        return Failed;
    }
    if (path.isEmpty() || path == QLatin1String("-")) {
        const QByteArray out = battleReportBytes(report.value(), *chosen);
        QFile stdOut;
        if (!stdOut.open(stdout, QIODevice::WriteOnly) || stdOut.write(out) != out.size()) {
            err() << ReportCli::tr("Cannot write to the standard output.") << Qt::endl;
            return Failed;
        }
        return Done;
    }
    const QPageSize::PageSizeId size = paperName == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4;
    if (auto error = writeBattleReport(report.value(), path, *chosen, size)) {
        err() << error->message << Qt::endl;
        return Failed;
    }
    return Done;
}

} // namespace wm::cli
