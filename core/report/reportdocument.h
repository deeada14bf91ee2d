// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace wm {

// A report as a list of blocks, written once and then put into Markdown or HTML: the two forms say
// exactly the same, and neither knows the battle.
struct ReportBlock
{
    enum class Kind
    {
        Title,      // the report's one title
        Section,    // "The result", "Turn by turn"...
        Subsection, // "Turn 2: Ben"
        Paragraph,
        Emphasis, // a short line standing alone: the phase an action list belongs to
        Bullets,  // `lines`, one a bullet
        Table,    // `rows`, the first the header
        Image,    // `image` names a plot; `lines` holds its caption
    };

    Kind kind = Kind::Paragraph;
    QStringList lines;
    QList<QStringList> rows{};
    QString image{};
};

using ReportDocument = QList<ReportBlock>;

// The plots a report names, as PNG images by name, which the window draws (the document only names
// them): "swing", "dice", "luck".
using ReportImages = QMap<QString, QByteArray>;

// How an HTML report reaches its plots: inside the file (one file to send), or by their names as
// resources the caller adds (a QTextDocument printed to PDF).
enum class ImageLinks
{
    Embedded,
    ByName,
};

// Markdown for forums and chat: images are linked as `<prefix><name>.png` when `imagePrefix` is
// given, and left out otherwise.
QString reportMarkdown(const ReportDocument &document, const QString &imagePrefix = {});
// One HTML file with its own small style sheet; plots not in `images` are left out.
QString reportHtml(const ReportDocument &document, const ReportImages &images, ImageLinks links);
// How wide a plot is shown in a report, in pixels at 96 an inch: a printed page's width less its
// margins. Its image holds twice as many.
inline constexpr int ReportImageWidth = 620;
// The name an image has among a document's resources when linked by name.
QString reportImageName(const QString &image);

} // namespace wm
