// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/reference/referencetable.h"

#include <QCoreApplication>
#include <QPalette>

namespace wm {

// The quick reference as one rich-text page: a heading per part of the game, a table per rule with
// its notes and where the rulesets differ. Anchors "t-<key>" and "t-<key>-r<row>" lead to a table and
// a row. Sizes are relative, so the page follows the font of the view showing it (the zoom).
class ReferenceHtml
{
    Q_DECLARE_TR_FUNCTIONS(ReferenceHtml)

public:
    struct Mark
    {
        QString table; // the table to mark, or none
        int row = -1;  // its row to mark, or -1 for the whole table's title
    };

    // `narrow`: for a column too narrow for three columns side by side (the docks' at the side), each
    // row of a wide table becomes a paragraph: its first cells in bold, then the rest under them.
    static QString page(const Ruleset &ruleset, const QList<ReferenceTable> &tables, const QPalette &palette,
                        const Mark &mark, bool narrow = false);
    // One table as the printed sheet of ruleset `shown` shows it, black on white and close-set: its
    // title, its rows (short pairs run on in one paragraph, wide tables a paragraph a row), its notes,
    // and what the other ruleset does instead.
    static QString printedTable(const ReferenceTable &table, RulesetId shown);
    static QString tableAnchor(const QString &key) { return QStringLiteral("t-") + key; }
    static QString rowAnchor(const QString &key, int row) { return QStringLiteral("t-%1-r%2").arg(key).arg(row); }
};

} // namespace wm
