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
    QList<ReferenceHit> hits;
    if (asked.isEmpty())
        return hits;
    for (qsizetype t = 0; t < tables.size(); ++t) {
        const ReferenceTable &table = tables.at(t);
        const QStringList heading = wordsOf(table.section + QLatin1Char(' ') + table.title);
        bool rowFound = false;
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            if (holdsAll(asked, heading + wordsOf(table.rows.at(r).join(QLatin1Char(' '))))) {
                hits.append({t, r});
                rowFound = true;
            }
        }
        if (!rowFound && holdsAll(asked, wordsOf(table.searchText())))
            hits.append({t, -1});
    }
    return hits;
}

} // namespace wm
