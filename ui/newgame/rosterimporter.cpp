// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterimporter.h"

#include <QStringList>

namespace wm {

namespace {

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>") + text.toHtmlEscaped() + QStringLiteral("</p>");
}

QString bulletList(const QStringList &items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString &item : items)
        html += QStringLiteral("<li>") + item.toHtmlEscaped() + QStringLiteral("</li>");
    return html + QStringLiteral("</ul>");
}

} // namespace

RosterImportReport RosterImporter::save(RosterStore &store, const Result<QList<ImportedRoster>> &imported,
                                        RulesetId ruleset)
{
    RosterImportReport report;
    if (!imported) {
        report.failed = true;
        report.message = paragraph(tr("Nothing was imported.")) + paragraph(imported.error().message);
        return report;
    }
    if (imported->isEmpty()) {
        report.failed = true;
        report.message = paragraph(tr("Nothing was imported: no roster was found."));
        return report;
    }

    QString html;
    int saved = 0;
    for (const ImportedRoster &one : imported.value()) {
        const QString name = one.roster.name;
        const Result<RosterId> id = store.save(one.roster);
        if (!id) {
            html += paragraph(tr("\"%1\" could not be saved: %2").arg(name, id.error().message));
            continue;
        }
        ++saved;
        if (one.roster.ruleset == ruleset) {
            html += paragraph(tr("\"%1\" is imported and saved with your rosters.").arg(name));
            if (!report.usable)
                report.usable = id.value();
        } else {
            html += paragraph(tr("\"%1\" is a roster for %2. It is saved with your rosters, but this game is "
                                 "played with %3.")
                                  .arg(name, Ruleset::name(one.roster.ruleset), Ruleset::name(ruleset)));
        }
        // Never dropped unsaid: the player must know what is missing before the battle starts.
        if (!one.unknown.isEmpty()) {
            html += paragraph(tr("These are not in wmassist's army lists and were left out of \"%1\":").arg(name)) +
                    bulletList(one.unknown);
        }
        for (const QString &note : one.notes)
            html += paragraph(note);
    }
    report.failed = saved == 0;
    report.message = html;
    return report;
}

} // namespace wm
