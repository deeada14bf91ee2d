// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdocument.h"

#include <QRegularExpression>
#include <QUrl>

namespace wm {

namespace {

// Markdown's own marks, written out as text: a unit named "Knights *red*" reads as its name.
QString markdownText(const QString &text)
{
    static const QRegularExpression marks(QStringLiteral(R"(([\\`*_\[\]<>#|~]))"));
    QString escaped = text;
    // A backslash before anything but a digit is written as it is: "\\1" is a backslash, then the mark.
    escaped.replace(marks, QStringLiteral(R"(\\1)"));
    return escaped;
}

QString markdownTable(const QList<QStringList> &rows)
{
    QString out;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (const QString &cell : rows.at(r))
            cells.append(markdownText(cell));
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        if (r == 0)
            out += QStringLiteral("|") + QStringLiteral(" --- |").repeated(rows.at(0).size()) + QLatin1Char('\n');
    }
    return out;
}

QString htmlTable(const QList<QStringList> &rows)
{
    // The page's width, so that no column is squeezed to a letter a line in print.
    QString out = QStringLiteral("<table width=\"100%\">\n");
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QLatin1StringView cell = r == 0 ? QLatin1StringView("th") : QLatin1StringView("td");
        out += QStringLiteral("<tr>");
        for (const QString &text : rows.at(r))
            out += QStringLiteral("<%1>%2</%1>").arg(cell, text.toHtmlEscaped());
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</table>\n");
}

QString htmlImage(const ReportBlock &block, const ReportImages &images, ImageLinks links)
{
    const auto png = images.constFind(block.image);
    if (png == images.constEnd())
        return {};
    const QString caption = block.lines.join(QLatin1Char(' ')).toHtmlEscaped();
    const QString source = links == ImageLinks::Embedded
                               ? QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png->toBase64())
                               : reportImageName(block.image);
    // A page's width at the 96 dots an inch a printed document is laid out at, margins left; the
    // images hold twice the pixels, sharp in print and on a fine screen.
    return QStringLiteral("<p class=\"plot\"><img src=\"%1\" alt=\"%2\" width=\"%3\"><br>%2</p>\n")
        .arg(source, caption, QString::number(ReportImageWidth));
}

// Print and screen alike: dark text on white, tables with rules, plots no wider than the page.
constexpr QLatin1StringView HtmlStyle{
    "body { font-family: sans-serif; color: #202020; background: #ffffff; max-width: 60em; margin: auto; }\n"
    "table { border-collapse: collapse; margin: 0.5em 0; }\n"
    "th, td { border: 1px solid #a0a0a0; padding: 0.2em 0.6em; text-align: left; }\n"
    "th { background: #e8e8e8; }\n"
    "p.plot { text-align: center; }\n"
    "img { max-width: 100%; }\n"};

} // namespace

QString reportImageName(const QString &image)
{
    return image + QStringLiteral(".png");
}

QString reportMarkdown(const ReportDocument &document, const QString &imagePrefix)
{
    QString out;
    for (const ReportBlock &block : document) {
        switch (block.kind) {
        case ReportBlock::Kind::Title:
            out += QStringLiteral("# ") + markdownText(block.lines.join(QLatin1Char(' '))) + QStringLiteral("\n\n");
            break;
        case ReportBlock::Kind::Section:
            out += QStringLiteral("## ") + markdownText(block.lines.join(QLatin1Char(' '))) + QStringLiteral("\n\n");
            break;
        case ReportBlock::Kind::Subsection:
            out += QStringLiteral("### ") + markdownText(block.lines.join(QLatin1Char(' '))) + QStringLiteral("\n\n");
            break;
        case ReportBlock::Kind::Paragraph:
            out += markdownText(block.lines.join(QLatin1Char(' '))) + QStringLiteral("\n\n");
            break;
        case ReportBlock::Kind::Emphasis:
            out += QStringLiteral("**") + markdownText(block.lines.join(QLatin1Char(' '))) + QStringLiteral("**\n\n");
            break;
        case ReportBlock::Kind::Bullets:
            for (const QString &line : block.lines)
                out += QStringLiteral("- ") + markdownText(line) + QLatin1Char('\n');
            out += QLatin1Char('\n');
            break;
        case ReportBlock::Kind::Table:
            out += markdownTable(block.rows) + QLatin1Char('\n');
            break;
        case ReportBlock::Kind::Image:
            if (!imagePrefix.isNull()) {
                out +=
                    QStringLiteral("![%1](%2)\n\n")
                        .arg(markdownText(block.lines.join(QLatin1Char(' '))),
                             // A file name with spaces would end the link early.
                             QString::fromLatin1(QUrl::toPercentEncoding(imagePrefix + reportImageName(block.image))));
            }
            break;
        }
    }
    return out;
}

QString reportHtml(const ReportDocument &document, const ReportImages &images, ImageLinks links)
{
    QString title;
    QString body;
    for (const ReportBlock &block : document) {
        const QString text = block.lines.join(QLatin1Char(' ')).toHtmlEscaped();
        switch (block.kind) {
        case ReportBlock::Kind::Title:
            title = text;
            body += QStringLiteral("<h1>%1</h1>\n").arg(text);
            break;
        case ReportBlock::Kind::Section:
            body += QStringLiteral("<h2>%1</h2>\n").arg(text);
            break;
        case ReportBlock::Kind::Subsection:
            body += QStringLiteral("<h3>%1</h3>\n").arg(text);
            break;
        case ReportBlock::Kind::Paragraph:
            body += QStringLiteral("<p>%1</p>\n").arg(text);
            break;
        case ReportBlock::Kind::Emphasis:
            body += QStringLiteral("<p><b>%1</b></p>\n").arg(text);
            break;
        case ReportBlock::Kind::Bullets:
            body += QStringLiteral("<ul>\n");
            for (const QString &line : block.lines)
                body += QStringLiteral("<li>%1</li>\n").arg(line.toHtmlEscaped());
            body += QStringLiteral("</ul>\n");
            break;
        case ReportBlock::Kind::Table:
            body += htmlTable(block.rows);
            break;
        case ReportBlock::Kind::Image:
            body += htmlImage(block, images, links);
            break;
        }
    }
    return QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>%1</title>\n"
                          "<style>\n%2</style>\n</head>\n<body>\n%3</body>\n</html>\n")
        .arg(title, HtmlStyle, body);
}

} // namespace wm
