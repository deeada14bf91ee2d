// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencehtml.h"

namespace wm {

namespace {

// A cell short enough to stand beside the first one in a narrow row's bold line: "Fall back".
constexpr qsizetype ShortCell = 24;

QString stackedRow(const ReferenceTable &table, const QStringList &cells, const QString &anchor, const QString &style)
{
    QString head = cells.value(0).toHtmlEscaped();
    qsizetype rest = 1;
    if (cells.size() > 1 && cells.at(1).size() <= ShortCell) {
        head += QStringLiteral(" — ") + cells.at(1).toHtmlEscaped();
        rest = 2;
    }
    QStringList lines;
    for (qsizetype c = rest; c < cells.size(); ++c) {
        // A long cell that is not the last says which column it is.
        lines << (rest == 1 || c + 1 < cells.size()
                      ? QStringLiteral("<i>%1:</i> %2")
                            .arg(table.columns.value(c).toHtmlEscaped(), cells.at(c).toHtmlEscaped())
                      : cells.at(c).toHtmlEscaped());
    }
    return QStringLiteral("<p style=\"margin:0; padding:3px;%1\">%2<b>%3</b><br>%4</p>")
        .arg(style, anchor, head, lines.join(QStringLiteral("<br>")));
}

} // namespace

QString ReferenceHtml::page(const Ruleset &ruleset, const QList<ReferenceTable> &tables, const QPalette &palette,
                            const Mark &mark, bool narrow)
{
    const QString alternate = palette.color(QPalette::AlternateBase).name();
    const QString marked = palette.color(QPalette::Highlight).name();
    const QString markedText = palette.color(QPalette::HighlightedText).name();
    const QString dim = palette.color(QPalette::PlaceholderText).name();
    QString html = QStringLiteral("<html><body>");
    html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Quick reference: %1").arg(ruleset.name()).toHtmlEscaped());
    QString section;
    for (const ReferenceTable &table : tables) {
        if (table.section != section) {
            section = table.section;
            html += QStringLiteral("<h2>%1</h2>").arg(section.toHtmlEscaped());
        }
        const bool tableMarked = table.key == mark.table;
        html += QStringLiteral("<a name=\"%1\"></a>").arg(tableAnchor(table.key));
        html += tableMarked && mark.row < 0 ? QStringLiteral("<h3 style=\"background-color:%1; color:%2\">%3</h3>")
                                                  .arg(marked, markedText, table.title.toHtmlEscaped())
                                            : QStringLiteral("<h3>%1</h3>").arg(table.title.toHtmlEscaped());
        if (narrow && table.columns.size() >= 3) {
            for (int r = 0; r < table.rows.size(); ++r) {
                const bool rowMarked = tableMarked && r == mark.row;
                const QString style = rowMarked
                                          ? QStringLiteral(" background-color:%1; color:%2").arg(marked, markedText)
                                      : r % 2 == 1 ? QStringLiteral(" background-color:%1").arg(alternate)
                                                   : QString();
                html += stackedRow(table, table.rows.at(r),
                                   QStringLiteral("<a name=\"%1\"></a>").arg(rowAnchor(table.key, r)), style);
            }
        } else {
            html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
            for (const QString &column : table.columns)
                html += QStringLiteral("<th align=\"left\">%1</th>").arg(column.toHtmlEscaped());
            html += QStringLiteral("</tr>");
            for (int r = 0; r < table.rows.size(); ++r) {
                const bool rowMarked = tableMarked && r == mark.row;
                if (rowMarked)
                    html += QStringLiteral("<tr style=\"background-color:%1; color:%2\">").arg(marked, markedText);
                else if (r % 2 == 1)
                    html += QStringLiteral("<tr style=\"background-color:%1\">").arg(alternate);
                else
                    html += QStringLiteral("<tr>");
                const QStringList &cells = table.rows.at(r);
                for (int c = 0; c < cells.size(); ++c) {
                    const QString anchor =
                        c == 0 ? QStringLiteral("<a name=\"%1\"></a>").arg(rowAnchor(table.key, r)) : QString();
                    html += QStringLiteral("<td valign=\"top\">%1%2</td>").arg(anchor, cells.at(c).toHtmlEscaped());
                }
                html += QStringLiteral("</tr>");
            }
            html += QStringLiteral("</table>");
        }
        for (const QString &note : table.notes)
            html += QStringLiteral("<p style=\"margin:2px 0\">• %1</p>").arg(note.toHtmlEscaped());
        for (const RulesetOptionInfo &option : table.differences) {
            html += QStringLiteral("<p style=\"margin:2px 0; color:%1\"><i>%2</i></p>")
                        .arg(dim, tr("Where the rulesets differ — %1: Warmaster %2; Revolution %3 (%4).")
                                      .arg(option.title, option.warmaster, option.revolution, option.sources)
                                      .toHtmlEscaped());
        }
    }
    html += QStringLiteral("</body></html>");
    return html;
}

} // namespace wm
