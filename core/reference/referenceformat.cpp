// SPDX-License-Identifier: GPL-3.0-or-later
#include "referenceformat.h"

#include "core/enumkeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace wm {

namespace {

QJsonArray strings(const QStringList &list)
{
    QJsonArray array;
    for (const QString &s : list)
        array.append(s);
    return array;
}

} // namespace

QString ReferenceFormat::toText(const Ruleset &ruleset, const QList<ReferenceTable> &tables)
{
    QString out = tr("Quick reference: %1").arg(ruleset.name()) + QLatin1Char('\n');
    QString section;
    for (const ReferenceTable &table : tables) {
        if (table.section != section) {
            section = table.section;
            out += QLatin1Char('\n') + section.toUpper() + QLatin1Char('\n');
        }
        out += QLatin1Char('\n') + table.title + QLatin1Char('\n');
        // Every column but the last as wide as its widest cell; the last runs on.
        QList<qsizetype> widths(table.columns.size(), 0);
        QList<QStringList> lines{table.columns};
        lines += table.rows;
        for (const QStringList &line : std::as_const(lines)) {
            for (qsizetype c = 0; c < line.size() && c < widths.size(); ++c)
                widths[c] = std::max(widths[c], line.at(c).size());
        }
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QStringList &line = lines.at(i);
            QString text = QStringLiteral("  ");
            for (qsizetype c = 0; c < line.size(); ++c)
                text += c + 1 < line.size() ? line.at(c).leftJustified(widths.value(c) + 2) : line.at(c);
            out += text.trimmed().isEmpty() ? QString() : text + QLatin1Char('\n');
            if (i == 0)
                out += QStringLiteral("  ") + QString(text.size() - 2, QLatin1Char('-')) + QLatin1Char('\n');
        }
        for (const QString &note : table.notes)
            out += QStringLiteral("  * ") + note + QLatin1Char('\n');
        for (const RulesetOptionInfo &option : table.differences) {
            out += QStringLiteral("  ") +
                   tr("Rulesets differ (%1): %2. Warmaster: %3. Revolution: %4. Sources: %5")
                       .arg(option.key, option.title, option.warmaster, option.revolution, option.sources) +
                   QLatin1Char('\n');
        }
    }
    return out;
}

QByteArray ReferenceFormat::toJson(const Ruleset &ruleset, const QList<ReferenceTable> &tables)
{
    QJsonArray list;
    for (const ReferenceTable &table : tables) {
        QJsonArray rows;
        for (const QStringList &row : table.rows)
            rows.append(strings(row));
        QJsonArray differences;
        for (const RulesetOptionInfo &option : table.differences) {
            differences.append(QJsonObject{{QStringLiteral("option"), option.key},
                                           {QStringLiteral("title"), option.title},
                                           {QStringLiteral("warmaster"), option.warmaster},
                                           {QStringLiteral("revolution"), option.revolution},
                                           {QStringLiteral("sources"), option.sources}});
        }
        list.append(QJsonObject{{QStringLiteral("key"), table.key},
                                {QStringLiteral("section"), table.section},
                                {QStringLiteral("title"), table.title},
                                {QStringLiteral("columns"), strings(table.columns)},
                                {QStringLiteral("rows"), rows},
                                {QStringLiteral("notes"), strings(table.notes)},
                                {QStringLiteral("differences"), differences}});
    }
    const QJsonObject root{{QStringLiteral("ruleset"), enumKey(ruleset.id)}, {QStringLiteral("tables"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace wm
