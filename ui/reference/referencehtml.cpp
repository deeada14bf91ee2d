// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencehtml.h"

#include <algorithm>

namespace wm {

namespace {

// A cell short enough to stand beside the first one in a narrow row's bold line: "Fall back".
constexpr qsizetype ShortCell = 24;
// A value that reads only with its heading: "yes", "4+", "30 cm".
constexpr qsizetype ShortValue = 6;
// On paper, a two-column table whose cells are all this short is printed as a list of pairs.
constexpr qsizetype ShortPair = 20;
// A table of more columns than this is set a paragraph a row, on screen and on paper.
constexpr qsizetype WidestPrinted = 4;

// Whether a stacked table's second cells join the first in each row's bold line: when every one of
// them says enough without its heading ("1 — Command penalty"); a bare "yes" or "4+" keeps its
// heading below. One answer a table, so that its rows read alike.
bool secondCellsJoin(const ReferenceTable &table)
{
    return std::all_of(table.rows.cbegin(), table.rows.cend(), [](const QStringList &cells) {
        return cells.size() > 1 && cells.at(1).size() <= ShortCell && cells.at(1).size() > ShortValue;
    });
}

QString stackedRow(const ReferenceTable &table, const QStringList &cells, const QString &anchor, const QString &style,
                   bool joinSecond, int padding = 3)
{
    QString head = cells.value(0).toHtmlEscaped();
    qsizetype rest = 1;
    if (joinSecond && cells.size() > 1) {
        head += QStringLiteral(" — ") + cells.at(1).toHtmlEscaped();
        rest = 2;
    }
    // Short values share a line ("Attacks 3/1 · Hits 3 · Armour 5+"); a long one has its own, without
    // its heading when it is the last and the bold line named the row. A cell with nothing is left out.
    QStringList lines;
    QStringList shortOnes;
    for (qsizetype c = rest; c < cells.size(); ++c) {
        const QString &cell = cells.at(c);
        if (cell.isEmpty() || cell == QStringLiteral("\u2013"))
            continue;
        const QString heading = table.columns.value(c).toHtmlEscaped();
        if (cell.size() <= ShortValue * 2) {
            // Heading and value stay on one line: "Stands 3", never "Stands" then "3".
            shortOnes << QStringLiteral("<i>%1</i>&nbsp;%2")
                             .arg(heading, cell.toHtmlEscaped().replace(u' ', QStringLiteral("&nbsp;")));
            continue;
        }
        if (!shortOnes.isEmpty())
            lines << shortOnes.join(QStringLiteral(" · "));
        shortOnes.clear();
        lines << (rest == 2 && c + 1 == cells.size()
                      ? cell.toHtmlEscaped()
                      : QStringLiteral("<i>%1:</i> %2").arg(heading, cell.toHtmlEscaped()));
    }
    if (!shortOnes.isEmpty())
        lines << shortOnes.join(QStringLiteral(" · "));
    return QStringLiteral("<p style=\"margin:0; padding:%1px;%2\">%3<b>%4</b><br>%5</p>")
        .arg(QString::number(padding), style, anchor, head, lines.join(QStringLiteral("<br>")));
}

// The colours a table is drawn with: the view's palette on screen, greys on paper.
struct Colours
{
    QString alternate;
    QString marked;
    QString markedText;
    QString dim;
};

// One table after its title: its rows (stacked into paragraphs when `narrow`), notes and where the
// rulesets differ.
QString tableBody(const ReferenceTable &table, const Colours &colours, const ReferenceHtml::Mark &mark, bool narrow)
{
    QString html;
    const bool tableMarked = table.key == mark.table;
    // A table of many columns (an army's units) reads better a row a paragraph at any width, and its
    // columns would not fit beside each other in a window of common size.
    if ((narrow && table.columns.size() >= 3) || table.columns.size() > WidestPrinted) {
        const bool joinSecond = secondCellsJoin(table);
        for (int r = 0; r < table.rows.size(); ++r) {
            const bool rowMarked = tableMarked && r == mark.row;
            const QString style =
                rowMarked    ? QStringLiteral(" background-color:%1; color:%2").arg(colours.marked, colours.markedText)
                : r % 2 == 1 ? QStringLiteral(" background-color:%1").arg(colours.alternate)
                             : QString();
            html += stackedRow(table, table.rows.at(r),
                               QStringLiteral("<a name=\"%1\"></a>").arg(ReferenceHtml::rowAnchor(table.key, r)), style,
                               joinSecond);
        }
    } else {
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
        for (const QString &column : table.columns)
            html += QStringLiteral("<th align=\"left\">%1</th>").arg(column.toHtmlEscaped());
        html += QStringLiteral("</tr>");
        for (int r = 0; r < table.rows.size(); ++r) {
            const bool rowMarked = tableMarked && r == mark.row;
            if (rowMarked)
                html += QStringLiteral("<tr style=\"background-color:%1; color:%2\">")
                            .arg(colours.marked, colours.markedText);
            else if (r % 2 == 1)
                html += QStringLiteral("<tr style=\"background-color:%1\">").arg(colours.alternate);
            else
                html += QStringLiteral("<tr>");
            const QStringList &cells = table.rows.at(r);
            for (int c = 0; c < cells.size(); ++c) {
                const QString anchor =
                    c == 0 ? QStringLiteral("<a name=\"%1\"></a>").arg(ReferenceHtml::rowAnchor(table.key, r))
                           : QString();
                html += QStringLiteral("<td valign=\"top\">%1%2</td>").arg(anchor, cells.at(c).toHtmlEscaped());
            }
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    for (const QString &note : table.notes)
        html += QStringLiteral("<p style=\"margin:2px 0\">• %1</p>").arg(note.toHtmlEscaped());
    for (const RulesetOptionInfo &option : table.differences) {
        html +=
            QStringLiteral("<p style=\"margin:2px 0; color:%1\"><i>%2</i></p>")
                .arg(colours.dim, ReferenceHtml::tr("Where the rulesets differ — %1: Warmaster %2; Revolution %3 (%4).")
                                      .arg(option.title, option.warmaster, option.revolution, option.sources)
                                      .toHtmlEscaped());
    }
    return html;
}

} // namespace

QString ReferenceHtml::page(const Ruleset &ruleset, const QList<ReferenceTable> &tables, const QPalette &palette,
                            const Mark &mark, bool narrow)
{
    const Colours colours{palette.color(QPalette::AlternateBase).name(), palette.color(QPalette::Highlight).name(),
                          palette.color(QPalette::HighlightedText).name(),
                          palette.color(QPalette::PlaceholderText).name()};
    QString html = QStringLiteral("<html><body>");
    html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Quick reference: %1").arg(ruleset.name()).toHtmlEscaped());
    QString section;
    for (const ReferenceTable &table : tables) {
        if (table.section != section) {
            section = table.section;
            html += QStringLiteral("<h2>%1</h2>").arg(section.toHtmlEscaped());
        }
        html += QStringLiteral("<a name=\"%1\"></a>").arg(tableAnchor(table.key));
        html += table.key == mark.table && mark.row < 0
                    ? QStringLiteral("<h3 style=\"background-color:%1; color:%2\">%3</h3>")
                          .arg(colours.marked, colours.markedText, table.title.toHtmlEscaped())
                    : QStringLiteral("<h3>%1</h3>").arg(table.title.toHtmlEscaped());
        html += tableBody(table, colours, mark, narrow);
    }
    html += QStringLiteral("</body></html>");
    return html;
}

QString ReferenceHtml::printedTable(const ReferenceTable &table, RulesetId shown)
{
    // Black on white with light grey bands, as little space between lines as reads well: what a
    // printer and a photocopy keep, on one sheet.
    const QString band = QStringLiteral("#e6e6e6");
    QString html = QStringLiteral("<html><body><p style=\"margin:0\"><b>%1</b></p>").arg(table.title.toHtmlEscaped());
    const bool shortPairs =
        table.columns.size() == 2 && std::all_of(table.rows.cbegin(), table.rows.cend(), [](const QStringList &row) {
            return row.value(0).size() <= ShortPair && row.value(1).size() <= ShortPair;
        });
    if (shortPairs) {
        // "Infantry 20 cm · Cavalry 30 cm": a list of pairs reads as well as a table in a third of the room.
        QStringList pairs;
        for (const QStringList &row : table.rows)
            pairs << QStringLiteral("<b>%1</b>&nbsp;%2").arg(row.at(0).toHtmlEscaped(), row.at(1).toHtmlEscaped());
        html += QStringLiteral("<p style=\"margin:0\">%1</p>").arg(pairs.join(QStringLiteral(" · ")));
    } else if (table.columns.size() > WidestPrinted) {
        const bool joinSecond = secondCellsJoin(table);
        for (int r = 0; r < table.rows.size(); ++r)
            html +=
                stackedRow(table, table.rows.at(r), QString(),
                           r % 2 == 1 ? QStringLiteral(" background-color:%1").arg(band) : QString(), joinSecond, 1);
    } else {
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"1\"><tr>");
        for (const QString &column : table.columns)
            html += QStringLiteral("<th align=\"left\">%1</th>").arg(column.toHtmlEscaped());
        html += QStringLiteral("</tr>");
        for (int r = 0; r < table.rows.size(); ++r) {
            html +=
                r % 2 == 1 ? QStringLiteral("<tr style=\"background-color:%1\">").arg(band) : QStringLiteral("<tr>");
            for (const QString &cell : table.rows.at(r))
                html += QStringLiteral("<td valign=\"top\">%1</td>").arg(cell.toHtmlEscaped());
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    for (const QString &note : table.notes)
        html += QStringLiteral("<p style=\"margin:0\">• %1</p>").arg(note.toHtmlEscaped());
    // The sheet is of one ruleset: what the other one does instead is enough.
    for (const RulesetOptionInfo &option : table.differences) {
        const bool warmaster = shown == RulesetId::Warmaster;
        html += QStringLiteral("<p style=\"margin:0; color:#404040\"><i>%1</i></p>")
                    .arg(tr("%1 differs — %2: %3")
                             .arg(warmaster ? tr("Revolution") : tr("Warmaster"), option.title,
                                  warmaster ? option.revolution : option.warmaster)
                             .toHtmlEscaped());
    }
    return html + QStringLiteral("</body></html>");
}

} // namespace wm
