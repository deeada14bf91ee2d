// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportexport.h"

#include "ui/newgame/playercolours.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

namespace wm {

namespace {

struct ReportExport
{
    Q_DECLARE_TR_FUNCTIONS(ReportExport)
};

// The dots an inch a QTextDocument lays itself out at, as on screen: its images' widths are in these.
constexpr double PrintDpi = 96.0;

std::optional<Error> saveFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error{path, ReportExport::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return std::nullopt;
}

std::optional<Error> writePdf(const ReportDocument &document, const ReportImages &images, const QString &path,
                              QPageSize::PageSizeId paper)
{
    QTextDocument text;
    QFont font;
    font.setPointSize(9);
    text.setDefaultFont(font);
    for (auto image = images.constBegin(); image != images.constEnd(); ++image) {
        text.addResource(QTextDocument::ImageResource, QUrl(reportImageName(image.key())),
                         QImage::fromData(image.value(), "PNG"));
    }
    text.setHtml(reportHtml(document, images, ImageLinks::ByName));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{path, ReportExport::tr("Cannot write %1: %2").arg(path, file.errorString())};
    {
        QPdfWriter pdf(&file);
        // Print's 300 dots an inch, not the writer's 1,200: the text is drawn as glyphs at any
        // resolution, and a long report lays out in well under the time.
        pdf.setResolution(300);
        pdf.setPageSize(QPageSize(paper));
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        pdf.setTitle(document.isEmpty() ? QString() : document.first().lines.join(QLatin1Char(' ')));
        pdf.setCreator(QStringLiteral("wmassist"));
        // Laid out once, at the page's size: print() would lay out a copy of the whole document again.
        text.setPageSize(pdf.pageLayout().paintRectPoints().size() * (PrintDpi / 72.0));
        text.print(&pdf);
    }
    if (!file.commit())
        return Error{path, ReportExport::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return std::nullopt;
}

} // namespace

std::optional<ReportFormat> reportFormatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    if (suffix == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    return std::nullopt;
}

QPageSize::PageSizeId localPaper()
{
    const QLocale::Territory territory = QLocale().territory();
    return territory == QLocale::UnitedStates || territory == QLocale::Canada ? QPageSize::Letter : QPageSize::A4;
}

PlotPlayers plotPlayers(const GameSetup &setup)
{
    PlotPlayers players;
    for (Side side : Side::both()) {
        const QString name = setup.players[side];
        players.names[side] = name.isEmpty() ? ReportExport::tr("Side %1").arg(side.number()) : name;
        players.colours[side] = PlayerColours::forSide(setup, side);
    }
    return players;
}

QByteArray battleReportBytes(const BattleReport &report, ReportFormat format)
{
    if (format == ReportFormat::Markdown)
        return reportMarkdown(report.document(false)).toUtf8();
    const ReportImages images = StatsPlots::reportImages(report.stats(), plotPlayers(report.setup()));
    return reportHtml(report.document(true), images, ImageLinks::Embedded).toUtf8();
}

std::optional<Error> writeBattleReport(const BattleReport &report, const QString &path, ReportFormat format,
                                       QPageSize::PageSizeId paper)
{
    const ReportImages images = StatsPlots::reportImages(report.stats(), plotPlayers(report.setup()));
    switch (format) {
    case ReportFormat::Html:
        return saveFile(path, reportHtml(report.document(true), images, ImageLinks::Embedded).toUtf8());
    case ReportFormat::Pdf:
        return writePdf(report.document(true), images, path, paper);
    case ReportFormat::Markdown: {
        // The plots beside it, named after it: "battle.md" links "battle-swing.png".
        const QFileInfo info(path);
        const QString prefix = info.completeBaseName() + QLatin1Char('-');
        for (auto image = images.constBegin(); image != images.constEnd(); ++image) {
            const QString imagePath = info.dir().filePath(prefix + reportImageName(image.key()));
            if (auto error = saveFile(imagePath, image.value()))
                return error;
        }
        return saveFile(path, reportMarkdown(report.document(true), prefix).toUtf8());
    }
    }
    return std::nullopt;
}

} // namespace wm
