// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/reference/referencetable.h"
#include "core/rules/ruleset.h"

#include <QCoreApplication>
#include <QList>
#include <QPageSize>
#include <QRectF>

class QPagedPaintDevice;
class QPainter;

namespace wm {

// The quick reference on paper: every table in two columns a page, in the largest type that puts the
// rules on the two sides of one sheet (A4 or Letter); a game's armies follow on pages of their own.
class ReferenceSheet
{
    Q_DECLARE_TR_FUNCTIONS(ReferenceSheet)

public:
    // Where a table, or a part of one split over columns, went: its page (from 0) and its place
    // there, in the device's pixels; `from` is where the part starts in the table.
    struct Placement
    {
        QString key;
        int page = 0;
        QRectF rect;
        qreal from = 0;
    };
    struct Layout
    {
        QList<Placement> placements;
        int pages = 0;
        qreal pointSize = 0; // the type the tables are set in
        QRectF pageRect;     // the printable part of a page, in the device's pixels
    };

    // The most pages the rules take: one sheet, printed on both sides.
    static constexpr int RulesPages = 2;

    // Lays the tables out on the device's pages and, with a painter begun on it, draws them.
    static Layout print(const Ruleset &ruleset, const QList<ReferenceTable> &tables, QPagedPaintDevice *device,
                        QPainter *painter);
    // Writes the sheet to a PDF file; an error naming the file when it cannot be written.
    static Result<Layout> printToPdf(const Ruleset &ruleset, const QList<ReferenceTable> &tables, const QPageSize &size,
                                     const QString &path);
    // A4 or Letter, as the locale's paper is.
    static QPageSize localPageSize();
};

} // namespace wm
