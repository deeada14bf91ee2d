// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencesearch.h"

#include <QRegularExpression>

#include <algorithm>

namespace wm {

namespace {

// Lower case without accents, so that "pres" finds "près" and "Élite" finds "elite".
QString folded(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            out += c.toLower();
    }
    return out;
}

QStringList wordsOf(const QString &text)
{
    static const QRegularExpression notWord(QStringLiteral("[^\\w+\\-\u2212]+"));
    return folded(text).split(notWord, Qt::SkipEmptyParts);
}

// Whether each asked word starts one of these words.
bool holdsAll(const QStringList &asked, const QStringList &words)
{
    return std::all_of(asked.cbegin(), asked.cend(), [&words](const QString &a) {
        return std::any_of(words.cbegin(), words.cend(), [&a](const QString &w) { return w.startsWith(a); });
    });
}

} // namespace

QList<ReferenceHit> searchReference(const QList<ReferenceTable> &tables, const QString &query)
{
    const QStringList asked = wordsOf(query);
    if (asked.isEmpty())
        return {};
    // Tables named by the words first ("blunder": the blunder table, not the note on orders that
    // mentions it), then rows that hold them, then tables that hold them only in their notes.
    QList<ReferenceHit> named;
    QList<ReferenceHit> rows;
    QList<ReferenceHit> elsewhere;
    for (qsizetype t = 0; t < tables.size(); ++t) {
        const ReferenceTable &table = tables.at(t);
        if (holdsAll(asked, wordsOf(table.title))) {
            named.append({t, -1});
            continue;
        }
        const QStringList heading = wordsOf(table.section + QLatin1Char(' ') + table.title);
        bool rowFound = false;
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            if (holdsAll(asked, heading + wordsOf(table.rows.at(r).join(QLatin1Char(' '))))) {
                rows.append({t, r});
                rowFound = true;
            }
        }
        if (!rowFound && holdsAll(asked, wordsOf(table.searchText())))
            elsewhere.append({t, -1});
    }
    return named + rows + elsewhere;
}

} // namespace wm
