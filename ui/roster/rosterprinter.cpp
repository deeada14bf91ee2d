// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterprinter.h"

#include "core/rules/profilenumbers.h"
#include "ui/roster/rostertext.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QPageSize>
#include <QPrinter>
#include <QTextDocument>

namespace wm {

namespace {

QString cell(const QString &text, bool number = false)
{
    return (number ? QStringLiteral("<td align=\"right\">") : QStringLiteral("<td>")) + text.toHtmlEscaped() +
           QStringLiteral("</td>");
}

QString headerCell(const QString &text)
{
    return QStringLiteral("<th align=\"left\">") + text.toHtmlEscaped() + QStringLiteral("</th>");
}

} // namespace

QString RosterPrinter::html(const Roster &roster, const RosterReport &report, const ArmyList *list)
{
    const QLocale locale;
    const QString name = roster.name.isEmpty() ? tr("Unnamed roster") : roster.name;
    QString army = list ? list->name : roster.armyKey;
    if (army.isEmpty())
        army = tr("Units typed in, no army list");

    // Small print, so that ten columns fit across a portrait A4 page without breaking a word.
    QString page = QStringLiteral("<html><head><style>"
                                  "body { font-size: 9pt; } h1 { font-size: 16pt; } h2 { font-size: 12pt; }"
                                  "th { background-color: #e8e8e8; } td, th { white-space: nowrap; }"
                                  "</style></head><body><h1>") +
                   name.toHtmlEscaped() + QStringLiteral("</h1>");
    for (const QString &line : {tr("Army: %1").arg(army), tr("Ruleset: %1").arg(Ruleset::name(roster.ruleset)),
                                RosterText::points(report), RosterText::breakPoint(report)})
        page += QStringLiteral("<p style=\"margin: 0\">") + line.toHtmlEscaped() + QStringLiteral("</p>");
    page += QStringLiteral("<p></p>");

    page += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\""
                           " style=\"border-collapse: collapse; border-color: #808080\"><thead><tr>");
    for (const QString &title : {tr("Unit"), tr("Label"), tr("Type"), tr("Attacks"), tr("Hits"), tr("Armour"),
                                 tr("Command"), tr("Size"), tr("Upgrades"), tr("Points")})
        page += headerCell(title);
    page += QStringLiteral("</tr></thead><tbody>");
    for (const RosterUnit &unit : roster.units) {
        const UnitProfile &p = unit.profile;
        page += QStringLiteral("<tr>") + cell(p.name) + cell(unit.label) + cell(UnitTypeText::name(p.type)) +
                cell(ProfileNumbers::attacks(p)) + cell(ProfileNumbers::hits(p)) + cell(ProfileNumbers::armour(p)) +
                cell(ProfileNumbers::command(p)) + cell(ProfileNumbers::stands(p)) +
                cell(RosterText::upgradeNames(unit, list)) + cell(locale.toString(unit.points), true) +
                QStringLiteral("</tr>");
    }
    page += QStringLiteral("</tbody></table>");

    // What each item does, for the table: the printout is what players keep beside the battle.
    QStringList items;
    for (const RosterUnit &unit : roster.units) {
        if (unit.profile.magicItem)
            items.append(tr("%1, carried by %2: %3")
                             .arg(MagicItemText::name(*unit.profile.magicItem), unit.displayName(),
                                  MagicItemText::summary(*unit.profile.magicItem)));
    }
    if (!items.isEmpty()) {
        page += QStringLiteral("<h2>") + tr("Magic items").toHtmlEscaped() + QStringLiteral("</h2><ul>");
        for (const QString &item : std::as_const(items))
            page +=
                QStringLiteral("<li style=\"white-space: normal\">") + item.toHtmlEscaped() + QStringLiteral("</li>");
        page += QStringLiteral("</ul>");
    }

    page += QStringLiteral("<h2>") + tr("Warnings").toHtmlEscaped() + QStringLiteral("</h2>");
    if (report.warnings.isEmpty()) {
        page += QStringLiteral("<p>") + tr("None: the roster keeps to the list rules.").toHtmlEscaped() +
                QStringLiteral("</p>");
    } else {
        page += QStringLiteral("<ul>");
        for (const RosterWarning &w : report.warnings)
            page += QStringLiteral("<li>") + w.message.toHtmlEscaped() + QStringLiteral("</li>");
        page += QStringLiteral("</ul>");
    }
    page += QStringLiteral("</body></html>");
    return page;
}

std::optional<Error> RosterPrinter::printToPdf(const Roster &roster, const RosterReport &report, const ArmyList *list,
                                               const QString &path)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setOutputFileName(path);
    printer.setDocName(roster.name);
    printer.setCreator(QStringLiteral("wmassist"));

    QTextDocument document;
    document.setHtml(html(roster, report, list));
    document.print(&printer);

    // QPrinter says nothing when the file cannot be opened; the file itself tells.
    const QFileInfo written(path);
    if (printer.printerState() == QPrinter::Error || !written.exists() || written.size() == 0)
        return Error{QStringLiteral("path"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path))};
    return std::nullopt;
}

} // namespace wm
