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
    std::shared_ptr<QTextDocument> document; // shared by the parts of a table split over columns
    bool ofAnArmy = false;
};

// The tables in order, each in the first column with room for it; the game's armies from a fresh page.
// A table taller than a column (a large army's units) is split between rows over as many columns as it
// needs, each part in a column of its own.
std::vector<Placed> layOut(const QList<ReferenceTable> &tables, RulesetId shown, QPaintDevice *device,
                           const QRectF &area, qreal pointSize, qreal headerHeight, int *pages)
{
    const qreal gutter = mmToPixels(GutterMm, device);
    const qreal gap = mmToPixels(GapMm, device);
    const qreal columnWidth = (area.width() - gutter * (Columns - 1)) / Columns;
    const qreal top = area.top() + headerHeight;
    const qreal columnHeight = area.bottom() - top;
    int page = 0;
    int column = 0;
    qreal y = top;
    const auto nextColumn = [&] {
        if (++column == Columns) {
            column = 0;
            ++page;
        }
        y = top;
    };
    bool armiesBegun = false;
    std::vector<Placed> placed;
    for (const ReferenceTable &table : tables) {
        std::shared_ptr<QTextDocument> document = documentFor(table, shown, device, pointSize, columnWidth);
        const qreal height = document->size().height();
        if (table.ofAnArmy && !armiesBegun && !placed.empty()) {
            // The armies start a page of their own, so the rules stay one sheet.
            ++page;
            column = 0;
            y = top;
        } else if (y != top && y + height > area.bottom()) {
            nextColumn();
        }
        armiesBegun = armiesBegun || table.ofAnArmy;
        const qreal x = area.left() + column * (columnWidth + gutter);
        if (height <= columnHeight) {
            placed.push_back({{table.key, page, QRectF(x, y, columnWidth, height), 0}, document, table.ofAnArmy});
            y += height + gap;
            continue;
        }
        // Laid out again in pages a column high, which breaks it between blocks and rows.
        if (y != top)
            nextColumn();
        document->setPageSize(QSizeF(columnWidth, columnHeight));
        const int parts = document->pageCount();
        for (int part = 0; part < parts; ++part) {
            const QRectF rect(area.left() + column * (columnWidth + gutter), top, columnWidth, columnHeight);
            placed.push_back({{table.key, page, rect, part * columnHeight}, document, table.ofAnArmy});
            nextColumn();
        }
    }
    *pages = placed.empty() ? 0 : placed.back().placement.page + 1;
    return placed;
}

int rulesPages(const std::vector<Placed> &placed)
{
    int pages = 0;
    for (const Placed &p : placed) {
        if (!p.ofAnArmy)
            pages = std::max(pages, p.placement.page + 1);
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
        if (rulesPages(placed) <= RulesPages)
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
        painter->translate(p.placement.rect.topLeft() - QPointF(0, p.placement.from));
        p.document->drawContents(painter,
                                 QRectF(0, p.placement.from, p.placement.rect.width(), p.placement.rect.height()));
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
