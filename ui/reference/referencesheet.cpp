// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencesheet.h"

#include "ui/reference/referencehtml.h"

#include <QAbstractTextDocumentLayout>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <memory>
#include <vector>

namespace wm {

namespace {

// Type sizes tried, largest first, until the rules fit one sheet; the last is the smallest still
// read at arm's length.
constexpr qreal PointSizes[] = {8.0, 7.5, 7.0, 6.5, 6.0, 5.5};
constexpr int Columns = 2;
constexpr qreal GutterMm = 5.0;
constexpr qreal GapMm = 2.0; // between two tables in a column

qreal mmToPixels(qreal mm, const QPaintDevice *device)
{
    return mm / 25.4 * device->logicalDpiY();
}

std::unique_ptr<QTextDocument> documentFor(const ReferenceTable &table, RulesetId shown, QPaintDevice *device,
                                           qreal pointSize, qreal width)
{
    auto document = std::make_unique<QTextDocument>();
    document->documentLayout()->setPaintDevice(device);
    QFont font = document->defaultFont();
    font.setPointSizeF(pointSize);
    document->setDefaultFont(font);
    document->setDocumentMargin(0);
    document->setHtml(ReferenceHtml::printedTable(table, shown));
    document->setTextWidth(width);
    return document;
}

struct Placed
{
    ReferenceSheet::Placement placement;
    std::unique_ptr<QTextDocument> document;
};

// The tables in order, each in the first column with room for it; the game's armies from a fresh page.
std::vector<Placed> layOut(const QList<ReferenceTable> &tables, RulesetId shown, QPaintDevice *device,
                           const QRectF &area, qreal pointSize, qreal headerHeight, int *pages)
{
    const qreal gutter = mmToPixels(GutterMm, device);
    const qreal gap = mmToPixels(GapMm, device);
    const qreal columnWidth = (area.width() - gutter * (Columns - 1)) / Columns;
    const qreal top = area.top() + headerHeight;
    int page = 0;
    int column = 0;
    qreal y = top;
    bool armiesBegun = false;
    std::vector<Placed> placed;
    for (const ReferenceTable &table : tables) {
        auto document = documentFor(table, shown, device, pointSize, columnWidth);
        const qreal height = document->size().height();
        const bool freshColumn = y == top;
        if (table.ofAnArmy && !armiesBegun && !(page == 0 && column == 0 && freshColumn)) {
            // The armies start a page of their own, so the rules stay one sheet.
            armiesBegun = true;
            ++page;
            column = 0;
            y = top;
        } else if (!freshColumn && y + height > area.bottom()) {
            if (++column == Columns) {
                column = 0;
                ++page;
            }
            y = top;
        }
        armiesBegun = armiesBegun || table.ofAnArmy;
        const QRectF rect(area.left() + column * (columnWidth + gutter), y, columnWidth, height);
        placed.push_back({{table.key, page, rect}, std::move(document)});
        y += height + gap;
    }
    *pages = placed.empty() ? 0 : page + 1;
    return placed;
}

int rulesPages(const std::vector<Placed> &placed, const QList<ReferenceTable> &tables)
{
    int pages = 0;
    for (std::size_t i = 0; i < placed.size(); ++i) {
        if (!tables.at(qsizetype(i)).ofAnArmy)
            pages = std::max(pages, placed[i].placement.page + 1);
    }
    return pages;
}

} // namespace

ReferenceSheet::Layout ReferenceSheet::print(const Ruleset &ruleset, const QList<ReferenceTable> &tables,
                                             QPagedPaintDevice *device, QPainter *painter)
{
    Layout layout;
    layout.pageRect = device->pageLayout().paintRectPixels(device->logicalDpiX());
    layout.pageRect.moveTopLeft({0, 0});
    QFont headerFont;
    headerFont.setPointSizeF(PointSizes[0]);
    headerFont.setBold(true);
    const QFontMetricsF header(headerFont, device);
    const qreal headerHeight = header.height() * 1.6;

    // The largest type in which the rules fit their sheet; the smallest when none does.
    std::vector<Placed> placed;
    for (const qreal size : PointSizes) {
        placed = layOut(tables, ruleset.id, device, layout.pageRect, size, headerHeight, &layout.pages);
        layout.pointSize = size;
        if (rulesPages(placed, tables) <= RulesPages)
            break;
    }
    for (const Placed &p : placed)
        layout.placements << p.placement;
    if (!painter)
        return layout;

    int page = 0;
    const auto drawHeader = [&] {
        painter->setFont(headerFont);
        painter->setPen(Qt::black);
        const QString title = tr("wmassist quick reference: %1").arg(ruleset.name());
        const QString number = tr("Page %1 of %2").arg(page + 1).arg(layout.pages);
        painter->drawText(layout.pageRect, Qt::AlignLeft | Qt::AlignTop, title);
        painter->drawText(layout.pageRect, Qt::AlignRight | Qt::AlignTop, number);
    };
    drawHeader();
    for (const Placed &p : placed) {
        while (p.placement.page > page) {
            device->newPage();
            ++page;
            drawHeader();
        }
        painter->save();
        painter->translate(p.placement.rect.topLeft());
        p.document->drawContents(painter);
        painter->restore();
    }
    return layout;
}

Result<ReferenceSheet::Layout> ReferenceSheet::printToPdf(const Ruleset &ruleset, const QList<ReferenceTable> &tables,
                                                          const QPageSize &size, const QString &path)
{
    const auto cannotWrite = [&path] {
        return Error{QStringLiteral("path"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path))};
    };
    Layout layout;
    {
        QPdfWriter writer(path);
        writer.setPageSize(size);
        writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(tr("Quick reference: %1").arg(ruleset.name()));
        writer.setCreator(QStringLiteral("wmassist"));
        QPainter painter;
        if (!painter.begin(&writer))
            return cannotWrite();
        layout = print(ruleset, tables, &writer, &painter);
        painter.end();
    }
    // QPdfWriter says nothing when the file cannot be written; the file itself tells.
    if (const QFileInfo written(path); !written.exists() || written.size() == 0)
        return cannotWrite();
    return layout;
}

QPageSize ReferenceSheet::localPageSize()
{
    switch (QLocale().territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::Venezuela:
    case QLocale::Philippines:
        return QPageSize(QPageSize::Letter);
    default:
        return QPageSize(QPageSize::A4);
    }
}

} // namespace wm
